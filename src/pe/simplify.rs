//! Dataflow cleanup of the residual program, to the quality of SSA-based optimization: what the tracer's
//! optimizer does to a trace, done to a whole residual program.
//!
//! One forward analysis over the blocks gives, at each point, for each variable: whether it is surely
//! assigned, its kind when it is surely of one (an operation's result, a constant, or an operand an
//! operation just checked: after `a = b - 1` ran, `b` is an integer), and what it surely holds, another
//! variable's value or a constant (a copy `x = y`, `x = 5`, or an identity `x = y + 0`), on every path
//! into the point (facts meet at joins). With it:
//! - **propagation across blocks**: a use of `x` becomes a use of `y` (or of the constant) when no error
//!   the operation may raise could name that operand: the operand is never a divisor or an index, and
//!   `y` is surely of the kind the operation expects. An `if` on a known constant becomes a `goto`;
//! - **redundant copies** (`x = y` where `x` already holds `y`'s value, `p = 0` where `p` is 0) go;
//! - **folding** of operations on constants, and **algebraic identities** (`x + 0`, `x * 1`, `1 * x`,
//!   `x - 0`, `x // 1`; `x * 0`) on an `x` surely an integer; where `x` may be something else the
//!   operation is its type check, and stays unless the next operation makes the same check;
//! - **dead operations** (their result is not live, `Liveness`) go when they cannot fail, or when the next
//!   statement fails first with the same error (a copy from a possibly unassigned variable that the next
//!   statement reads first; `res = 1 * x` before `res = x * x`);
//! - **coalescing**: `t = E ... x = t` with `t` dead after the copy and neither `x` nor `t` used between
//!   becomes `x = E` (`a = r0 - 1; r0 = a` is `r0 = r0 - 1`);
//! - **list elements**: after `l = set(l, i, x)` or `x = l[i]`, element `i` of `l` exists and holds `x`
//!   (across blocks too): a read of it is `x`, a `set` of it cannot fail, and a store overwritten before
//!   anything reads the list goes. With **additions wrapped by the same modulo** added up, brainfuck's
//!   `+++` is one read, one addition, one modulo and one write of the cell, and `>>>` one addition.
//!
//! Errors stay the original's, with their message (which names variables), and effects stay in order:
//! an effect is never removed, and an operation is renamed only where its messages cannot change.

use super::specialize::may_name_operand;
use crate::lang::cfg::Liveness;
use crate::lang::{Block, BlockId, Op, Operand, Program, Terminator, VarId};
use crate::ops::{Fails, Opcode, Res, Side};
use crate::value::{Kind, Value};
use rustc_hash::FxHashMap as HashMap;

/// Surely assigned.
const ASSIGNED: u8 = 8;
const KIND_MASK: u8 = 3;

fn kind_code(k: Kind) -> u8 {
    match k {
        Kind::Int => 1,
        Kind::Sym => 2,
        Kind::List => 3,
    }
}

fn code_kind(c: u8) -> Option<Kind> {
    match c & KIND_MASK {
        1 => Some(Kind::Int),
        2 => Some(Kind::Sym),
        3 => Some(Kind::List),
        _ => None,
    }
}

fn same(a: &Operand, b: &Operand) -> bool {
    match (a, b) {
        (Operand::Var(x), Operand::Var(y)) => x == y,
        (Operand::Const(x), Operand::Const(y)) => x.kind() == y.kind() && x.equals(y),
        _ => false,
    }
}

/// What is known at a point of the program.
#[derive(Clone, Debug)]
struct State {
    /// Per variable: `ASSIGNED` and a kind code.
    vars: Vec<u8>,
    /// `x` surely holds the value of this variable (itself with no fact) or constant.
    facts: HashMap<VarId, Operand>,
    /// (list, index, value): element `index` of the list in variable `list` surely exists, and holds
    /// `value` when known (after `list = set(list, index, value)` or `value = list[index]` ran; the
    /// value is forgotten when its variable is written, the element's existence when the list's or the
    /// index's is).
    elems: Vec<(VarId, Operand, Option<Operand>)>,
}

impl State {
    fn new(nvars: usize) -> State {
        State { vars: vec![0; nvars], facts: HashMap::default(), elems: Vec::new() }
    }

    fn kind_of(&self, a: &Operand) -> Option<Kind> {
        match a {
            Operand::Const(c) => Some(c.kind()),
            Operand::Var(v) => code_kind(self.vars[*v as usize]),
        }
    }

    fn assigned(&self, v: VarId) -> bool {
        self.vars[v as usize] & ASSIGNED != 0
    }

    /// What `a` surely holds: the value of a variable with no fact of its own, or a constant.
    fn root(&self, a: &Operand) -> Operand {
        match a {
            Operand::Var(v) => self.facts.get(v).cloned().unwrap_or(Operand::Var(*v)),
            c => c.clone(),
        }
    }

    fn meet(&mut self, other: &State) -> bool {
        let mut changed = false;
        for (a, b) in self.vars.iter_mut().zip(&other.vars) {
            let assigned = *a & *b & ASSIGNED;
            let kind = if *a & KIND_MASK == *b & KIND_MASK { *a & KIND_MASK } else { 0 };
            let new = assigned | kind;
            changed |= new != *a;
            *a = new;
        }
        let before = self.facts.len();
        self.facts.retain(|v, f| other.facts.get(v).is_some_and(|g| same(f, g)));
        let elems = self.elems.len();
        for (l, i, x) in &mut self.elems {
            match other.elems.iter().find(|(m, j, _)| l == m && same(i, j)) {
                Some((_, _, y)) => {
                    if x.as_ref().is_some_and(|x| !y.as_ref().is_some_and(|y| same(x, y))) {
                        *x = None;
                        changed = true;
                    }
                }
                None => *l = VarId::MAX,
            }
        }
        self.elems.retain(|(l, _, _)| *l != VarId::MAX);
        changed || self.facts.len() != before || self.elems.len() != elems
    }

    /// Whether element `index` of the list in `list` surely exists, and the value it surely holds if
    /// known.
    fn element(&self, list: &Operand, index: &Operand) -> Option<Option<&Operand>> {
        let Operand::Var(l) = list else { return None };
        self.elems.iter().find(|(m, i, _)| m == l && same(i, index)).map(|(_, _, x)| x.as_ref())
    }

    fn read(&mut self, v: VarId) {
        self.vars[v as usize] |= ASSIGNED;
    }

    /// The state after `op` ran (and did not fail).
    fn step(&mut self, op: &Op) {
        let d = op.kind.def();
        let fact = match (op.kind, &op.args[..]) {
            (Opcode::Same, [a]) => Some(self.root(a)),
            _ => identity_operand(op).map(|a| self.root(a)),
        };
        let result = match d.result {
            Res::Int | Res::Bool => kind_code(Kind::Int),
            Res::List => kind_code(Kind::List),
            Res::Arg0 => self.kind_of(&op.args[0]).map_or(0, kind_code),
            Res::Element | Res::Void => 0,
        };
        for (i, a) in op.args.iter().enumerate() {
            if let Operand::Var(v) = a {
                self.read(*v);
                if let Some(k) = d.args[i].kind {
                    self.vars[*v as usize] = ASSIGNED | kind_code(k);
                }
            }
        }
        let dst = op.dst;
        self.facts.remove(&dst);
        self.facts.retain(|_, f| !matches!(f, Operand::Var(v) if *v == dst));
        let is_dst = |a: &Operand| matches!(a, Operand::Var(v) if *v == dst);
        self.elems.retain(|(l, i, _)| *l != dst && !is_dst(i));
        for (_, _, x) in &mut self.elems {
            if x.as_ref().is_some_and(is_dst) {
                *x = None;
            }
        }
        let small = |a: &Operand| !matches!(a, Operand::Const(Value::List(_)));
        match (op.kind, &op.args[..]) {
            (Opcode::Set, [Operand::Var(_), i, x]) if !is_dst(i) => {
                let x = (!is_dst(x) && small(x)).then(|| x.clone());
                self.elems.push((dst, i.clone(), x));
            }
            (Opcode::ReadList, [Operand::Var(l), i]) if *l != dst && !is_dst(i) => {
                self.elems.push((*l, i.clone(), Some(Operand::Var(dst))));
            }
            _ => {}
        }
        self.vars[dst as usize] = ASSIGNED | result;
        if let Some(f) = fact
            && !matches!(f, Operand::Var(v) if v == dst)
        {
            self.facts.insert(dst, f);
        }
    }

    fn step_term(&mut self, term: &Terminator) {
        match term {
            Terminator::If { cond: v, .. } | Terminator::Promote { var: v, .. } => self.read(*v),
            Terminator::PrintAndStop(Operand::Var(v)) | Terminator::Return(Operand::Var(v)) => self.read(*v),
            // A call reads its arguments and writes its result, of a kind not known here. It changes
            // no other variable of the caller: a residual procedure's variables are its own, and a
            // recursive call's are restored when it returns (shallow binding).
            Terminator::Call { args, dst, .. } => {
                for a in args {
                    if let Operand::Var(v) = a {
                        self.read(*v);
                    }
                }
                if let Some(dst) = *dst {
                    self.facts.remove(&dst);
                    self.facts.retain(|_, f| !matches!(f, Operand::Var(v) if *v == dst));
                    let is_dst = |a: &Operand| matches!(a, Operand::Var(v) if *v == dst);
                    self.elems.retain(|(l, i, _)| *l != dst && !is_dst(i));
                    for (_, _, x) in &mut self.elems {
                        if x.as_ref().is_some_and(is_dst) {
                            *x = None;
                        }
                    }
                    self.vars[dst as usize] = ASSIGNED;
                }
            }
            _ => {}
        }
    }
}

/// For `x OP k` (or `k OP x`) with `k` the operation's identity: `x`.
fn identity_operand(op: &Op) -> Option<&Operand> {
    let (side, k) = op.kind.def().identity?;
    let is_k = |a: &Operand| matches!(a, Operand::Const(Value::Int(c)) if *c == k);
    match &op.args[..] {
        [x, c] if is_k(c) => Some(x),
        [c, x] if side == Side::Both && is_k(c) => Some(x),
        _ => None,
    }
}

/// Whether an error of `op` could name operand `i` if it were a variable of kind `kind`.
fn may_name(op: Opcode, i: usize, kind: Option<Kind>) -> bool {
    let d = op.def();
    let wrong_kind = d.args[i].kind.is_some_and(|k| Some(k) != kind);
    let divisor = d.divisor == Some(i as u8);
    let index = d.index.is_some_and(|(l, x)| l as usize == i || x as usize == i);
    wrong_kind || divisor || index
}

/// Whether `op` surely runs without error in `state`.
fn cannot_fail(op: &Op, state: &State) -> bool {
    let d = op.kind.def();
    if d.effect {
        return false;
    }
    // An element known to exist: reading or replacing it cannot fail.
    if let (Opcode::ReadList | Opcode::Set, [l, i, ..]) = (op.kind, &op.args[..])
        && state.element(l, i).is_some()
    {
        return true;
    }
    if let Some(args) = const_args(op) {
        return op.kind.eval(&args).is_ok();
    }
    let assigned = op.args.iter().all(|a| !matches!(a, Operand::Var(v) if !state.assigned(*v)));
    let kinds = op.args.iter().zip(d.args).all(|(a, e)| e.kind.is_none_or(|k| state.kind_of(a) == Some(k)));
    let divisor =
        d.divisor.is_none_or(|i| matches!(&op.args[i as usize], Operand::Const(c) if !crate::ops::is_zero(c)));
    let others = !d.fails.any(Fails::INDEX.or(Fails::RANGE));
    assigned && kinds && divisor && others
}

/// When `op` can fail only on one variable operand (unassigned, or not of the kind expected there),
/// that operand: (position, variable). `None` when it cannot fail or can fail otherwise.
fn single_risk(op: &Op, state: &State) -> Option<(usize, VarId)> {
    let d = op.kind.def();
    if d.effect || d.fails.any(Fails::INDEX.or(Fails::RANGE)) {
        return None;
    }
    if d.divisor.is_some_and(|i| !matches!(&op.args[i as usize], Operand::Const(c) if !crate::ops::is_zero(c))) {
        return None;
    }
    let mut risk = None;
    for (i, (a, e)) in op.args.iter().zip(d.args).enumerate() {
        let ok = match a {
            Operand::Const(c) => e.kind.is_none_or(|k| c.kind() == k),
            Operand::Var(v) => state.assigned(*v) && e.kind.is_none_or(|k| state.kind_of(a) == Some(k)),
        };
        if !ok {
            match (a, risk) {
                (Operand::Var(v), None) => risk = Some((i, *v)),
                _ => return None,
            }
        }
    }
    risk
}

/// Whether the statement after `op` (the next operation `next`, else the terminator), which runs in
/// `state` (the state after `op`, had it not failed, is not used: `op` may have failed), fails first
/// with the error `op` raises on its one risky operand `(i, y)`: it reads `y` before any variable that
/// may be unassigned, and where `op` checks `y`'s kind it is the same operation checking it first.
fn next_fails_first(op: &Op, (i, y): (usize, VarId), next: Option<&Op>, term: &Terminator, state: &State) -> bool {
    let expect = op.kind.def().args[i];
    let kind_checked = expect.kind.is_some();
    match next {
        Some(n) => {
            // The interpreter reads every operand (an unassigned one fails there, in order), then
            // checks their kinds in order: the error names the first one that fails.
            let d = n.kind.def();
            let Some(j) = n.args.iter().position(|a| matches!(a, Operand::Var(v) if *v == y)) else { return false };
            let others_assigned =
                n.args.iter().all(|b| !matches!(b, Operand::Var(v) if *v != y && !state.assigned(*v)));
            let before_assigned = n.args[..j].iter().all(|b| !matches!(b, Operand::Var(v) if !state.assigned(*v)));
            if !kind_checked {
                return before_assigned;
            }
            // The same check, with the same words ("mul expects integers, but 'x' is ..."), first.
            let before_kinds =
                n.args[..j].iter().zip(d.args).all(|(b, f)| f.kind.is_none_or(|k| state.kind_of(b) == Some(k)));
            n.kind == op.kind
                && d.args[j].kind == expect.kind
                && d.args[j].what == expect.what
                && others_assigned
                && before_kinds
        }
        None if !kind_checked => match term {
            Terminator::If { cond: v, .. } | Terminator::Promote { var: v, .. } => *v == y,
            Terminator::PrintAndStop(Operand::Var(v)) | Terminator::Return(Operand::Var(v)) => *v == y,
            _ => false,
        },
        None => false,
    }
}

/// The state at the start of each block (`None`: unreached). The entry starts with nothing known,
/// whatever jumps back to it.
fn analyze(blocks: &[Block], entry: BlockId, nvars: usize) -> Vec<Option<State>> {
    let n = blocks.len();
    let mut ins: Vec<Option<State>> = vec![None; n];
    ins[entry as usize] = Some(State::new(nvars));
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            let Some(mut out) = ins[b].clone() else { continue };
            for op in &blocks[b].ops {
                out.step(op);
            }
            out.step_term(&blocks[b].term);
            for s in blocks[b].term.successors() {
                let s = s as usize;
                if s == entry as usize {
                    continue;
                }
                match &mut ins[s] {
                    None => {
                        ins[s] = Some(out.clone());
                        changed = true;
                    }
                    Some(old) => changed |= old.meet(&out),
                }
            }
        }
    }
    ins
}

/// Propagation, folding, identities and redundant copies (see the module comment); returns the
/// operations changed or removed.
fn rewrite(blocks: &mut [Block], entry: BlockId, nvars: usize) -> usize {
    let ins = analyze(blocks, entry, nvars);
    let mut changed = 0;
    for (block, state) in blocks.iter_mut().zip(ins) {
        let Some(mut state) = state else { continue };
        let mut kept = Vec::with_capacity(block.ops.len());
        for mut op in std::mem::take(&mut block.ops) {
            // Uses become what they surely hold, where no error could tell.
            for i in 0..op.args.len() {
                let Operand::Var(x) = op.args[i] else { continue };
                let Some(f) = state.facts.get(&x).cloned() else { continue };
                let ok = match &f {
                    Operand::Var(y) => !may_name(op.kind, i, code_kind(state.vars[*y as usize])),
                    // A list constant is written out where it is used: it is not copied into uses.
                    Operand::Const(Value::List(_)) => false,
                    Operand::Const(c) => {
                        let known: Vec<Option<&Value>> = op
                            .args
                            .iter()
                            .enumerate()
                            .map(|(j, a)| match a {
                                _ if j == i => Some(c),
                                Operand::Const(k) => Some(k),
                                Operand::Var(_) => None,
                            })
                            .collect();
                        !may_name_operand(op.kind, i, &known)
                    }
                };
                if ok {
                    op.args[i] = f;
                    changed += 1;
                }
            }
            // Reading an element known to hold a value: a copy of it (the read cannot fail).
            if let (Opcode::ReadList, [l, i]) = (op.kind, &op.args[..])
                && let Some(Some(x)) = state.element(l, i)
            {
                op = Op { dst: op.dst, kind: Opcode::Same, args: vec![x.clone()], pos: op.pos };
                changed += 1;
            }
            let d = op.kind.def();
            // Folding, on constants only, where the result is no list (a list constant is written out
            // where it is used).
            if !d.effect
                && op.kind != Opcode::Same
                && d.result != Res::List
                && let Some(args) = const_args(&op)
                && let Ok(v) = op.kind.eval(&args)
            {
                op = Op { dst: op.dst, kind: Opcode::Same, args: vec![Operand::Const(v)], pos: op.pos };
                changed += 1;
            }
            // Identities on a surely integer operand; `x * 0` on one is 0.
            if let Some(x) = identity_operand(&op)
                && state.kind_of(x) == Some(Kind::Int)
            {
                op = Op { dst: op.dst, kind: Opcode::Same, args: vec![x.clone()], pos: op.pos };
                changed += 1;
            }
            if let (Some(k), [a, b]) = (op.kind.def().absorbing, &op.args[..]) {
                let is_k = |o: &Operand| matches!(o, Operand::Const(Value::Int(c)) if *c == k);
                if (is_k(a) && state.kind_of(b) == Some(Kind::Int)) || (is_k(b) && state.kind_of(a) == Some(Kind::Int))
                {
                    op = Op { dst: op.dst, kind: Opcode::Same, args: vec![Operand::Const(Value::Int(k))], pos: op.pos };
                    changed += 1;
                }
            }
            // A copy of what the variable already holds.
            if op.kind == Opcode::Same {
                let src = state.root(&op.args[0]);
                let holds = state.root(&Operand::Var(op.dst));
                let readable = !matches!(op.args[0], Operand::Var(v) if !state.assigned(v));
                if readable && (same(&src, &holds)) {
                    changed += 1;
                    continue;
                }
            }
            state.step(&op);
            kept.push(op);
        }
        changed += combine_wrapping_steps(&mut kept);
        block.ops = kept;
        // The terminator reads what its variable holds; an `if` on a constant is a jump.
        match &mut block.term {
            Terminator::If { cond, then_to, else_to } => match state.facts.get(cond) {
                Some(Operand::Var(y)) => {
                    *cond = *y;
                    changed += 1;
                }
                Some(Operand::Const(c)) => {
                    let to = if c.is_truthy() { *then_to } else { *else_to };
                    block.term = Terminator::Goto(to);
                    changed += 1;
                }
                None => {}
            },
            Terminator::PrintAndStop(a @ Operand::Var(_)) => {
                let Operand::Var(x) = a else { unreachable!() };
                if let Some(f) = state.facts.get(x) {
                    *a = f.clone();
                    changed += 1;
                }
            }
            // A variable with a fact is assigned: reading it cannot fail, and what it holds can be
            // read instead (a list constant stays in its variable, as for operations).
            Terminator::Return(a @ Operand::Var(_)) => {
                let Operand::Var(x) = a else { unreachable!() };
                if let Some(f) = state.facts.get(x).filter(|f| !matches!(f, Operand::Const(Value::List(_)))) {
                    *a = f.clone();
                    changed += 1;
                }
            }
            Terminator::Call { args, .. } => {
                for a in args {
                    let Operand::Var(x) = a else { continue };
                    if let Some(f) = state.facts.get(x).filter(|f| !matches!(f, Operand::Const(Value::List(_)))) {
                        *a = f.clone();
                        changed += 1;
                    }
                }
            }
            _ => {}
        }
    }
    changed
}

/// Dead stores into a list: `l = set(l, i, a)` that cannot fail (`safe[k]`), followed in the block by
/// `l = set(l, i, b)` with nothing between reading or writing `l` or writing `i`, is removed: the
/// element it writes is written again before anything can see it (an error between ends the program,
/// and nothing reads a list then). Returns the operations removed.
fn remove_dead_stores(ops: &mut Vec<Op>, safe: &[bool]) -> usize {
    let mut dead = vec![false; ops.len()];
    for k in 0..ops.len() {
        if !safe[k] {
            continue;
        }
        let (l, i) = (ops[k].dst, ops[k].args[1].clone());
        for op in ops.iter().skip(k + 1).take(COALESCE_WINDOW) {
            let reads_l = op.args.iter().any(|a| matches!(a, Operand::Var(v) if *v == l));
            if op.kind == Opcode::Set
                && op.dst == l
                && matches!(op.args[0], Operand::Var(v) if v == l)
                && same(&op.args[1], &i)
            {
                dead[k] = true;
                break;
            }
            if reads_l || op.dst == l || matches!(i, Operand::Var(v) if v == op.dst) {
                break;
            }
        }
    }
    let removed = dead.iter().filter(|d| **d).count();
    let mut k = 0;
    ops.retain(|_| {
        k += 1;
        !dead[k - 1]
    });
    removed
}

/// `v = v + a; v = v % m; v = v + b; v = v % m` is `v = v + (a + b); v = v % m` (floor modulo is
/// compatible with addition; `-` counts as adding the opposite). Once the first addition ran, `v` is an
/// integer and `m` a constant other than 0: the operations removed cannot fail, and the one kept fails
/// as before, with its own name (`add` or `sub`). A brainfuck `+++` or `>>>` is one addition. Returns
/// the operations removed.
fn combine_wrapping_steps(ops: &mut Vec<Op>) -> usize {
    let step = |op: &Op| -> Option<(VarId, i64)> {
        match (op.kind, &op.args[..]) {
            (Opcode::Add, [Operand::Var(v), Operand::Const(Value::Int(k))]) if *v == op.dst => Some((*v, *k)),
            (Opcode::Sub, [Operand::Var(v), Operand::Const(Value::Int(k))]) if *v == op.dst => {
                k.checked_neg().map(|k| (*v, k))
            }
            _ => None,
        }
    };
    let modulo = |op: &Op| -> Option<(VarId, i64)> {
        match (op.kind, &op.args[..]) {
            (Opcode::Mod, [Operand::Var(v), Operand::Const(Value::Int(m))]) if *v == op.dst && *m != 0 => {
                Some((*v, *m))
            }
            _ => None,
        }
    };
    let mut removed = 0;
    let mut i = 0;
    while i + 3 < ops.len() {
        let (Some((v, a)), Some((w, m)), Some((x, b)), Some((y, n))) =
            (step(&ops[i]), modulo(&ops[i + 1]), step(&ops[i + 2]), modulo(&ops[i + 3]))
        else {
            i += 1;
            continue;
        };
        let Some(total) = a.checked_add(b) else {
            i += 1;
            continue;
        };
        if v != w || v != x || v != y || m != n {
            i += 1;
            continue;
        }
        let k = if ops[i].kind == Opcode::Add { Some(total) } else { total.checked_neg() };
        let Some(k) = k else {
            i += 1;
            continue;
        };
        ops[i].args[1] = Operand::Const(Value::Int(k));
        ops.drain(i + 2..i + 4);
        removed += 2;
    }
    removed
}

/// Whether `v` is read after operation `j` of `ops` before it is written, or live at the block's end
/// without being written after `j`. Past `COALESCE_WINDOW` operations it answers `true`, so that a long
/// block costs its length times the window, not its length squared.
fn live_after(ops: &[Op], j: usize, v: VarId, live_out: &crate::lang::cfg::LiveSet) -> bool {
    let rest = &ops[j + 1..];
    for op in rest.iter().take(COALESCE_WINDOW) {
        if op.args.iter().any(|a| matches!(a, Operand::Var(x) if *x == v)) {
            return true;
        }
        if op.dst == v {
            return false;
        }
    }
    rest.len() > COALESCE_WINDOW || live_out.contains(v)
}

/// How far back coalescing looks for the definition of a copy's source, in operations.
const COALESCE_WINDOW: usize = 64;

/// Dead operations and coalescing (see the module comment); returns the operations removed.
fn remove_dead(blocks: &mut [Block], entry: BlockId, nvars: usize, source: &Program) -> usize {
    let ins = analyze(blocks, entry, nvars);
    let program = Program {
        file: source.file.clone(),
        blocks: blocks.to_vec(),
        vars: source.vars.clone(),
        entry,
        procs: Vec::new(),
    };
    let live = Liveness::compute(&program);
    let mut removed = 0;
    for (b, (block, state)) in blocks.iter_mut().zip(ins).enumerate() {
        let Some(mut state) = state else { continue };
        let live_out = live.live_at(b as BlockId, block.ops.len()).into_owned();
        let live_after_def = live.defs_live_after(b as BlockId);
        let ops = std::mem::take(&mut block.ops);
        let mut keep = vec![true; ops.len()];
        // `l = set(l, i, x)` that cannot fail (the element is known to exist): a candidate dead store.
        let mut safe_set = vec![false; ops.len()];
        for (i, op) in ops.iter().enumerate() {
            safe_set[i] = matches!((op.kind, &op.args[..]), (Opcode::Set, [l @ Operand::Var(v), x, _])
                if *v == op.dst && state.element(l, x).is_some());
            // `x = x` changes nothing: it only reads `x`.
            let self_copy = matches!((op.kind, &op.args[..]), (Opcode::Same, [Operand::Var(v)]) if *v == op.dst);
            if (self_copy || !live_after_def[i]) && !op.kind.def().effect {
                let gone = cannot_fail(op, &state)
                    || single_risk(op, &state).is_some_and(|r| {
                        // The next statement runs in the state before `op` plus nothing: what `op`
                        // would have established is not assumed.
                        next_fails_first(op, r, ops.get(i + 1), &block.term, &state)
                    });
                if gone {
                    keep[i] = false;
                    removed += 1;
                    continue;
                }
            }
            state.step(op);
        }
        let (mut ops, safe_set): (Vec<Op>, Vec<bool>) =
            ops.into_iter().zip(safe_set).zip(keep).filter_map(|(o, k)| k.then_some(o)).unzip();
        removed += remove_dead_stores(&mut ops, &safe_set);
        // Coalescing: `t = E ... x = t` is `x = E` when neither is used between and `t` is dead after.
        let mut j = 0;
        while j < ops.len() {
            if let (Opcode::Same, [Operand::Var(t)]) = (ops[j].kind, &ops[j].args[..]) {
                let (t, x) = (*t, ops[j].dst);
                let mut def = None;
                if t != x {
                    for i in (j.saturating_sub(COALESCE_WINDOW)..j).rev() {
                        let o = &ops[i];
                        if o.dst == t {
                            def = Some(i);
                            break;
                        }
                        let touches =
                            |v: VarId| o.dst == v || o.args.iter().any(|a| matches!(a, Operand::Var(y) if *y == v));
                        if touches(t) || touches(x) {
                            break;
                        }
                    }
                }
                if let Some(i) = def
                    && !live_after(&ops, j, t, &live_out)
                {
                    ops[i].dst = x;
                    ops.remove(j);
                    removed += 1;
                    continue;
                }
            }
            j += 1;
        }
        block.ops = ops;
    }
    removed
}

/// Runs the passes to a fixed point (a bounded number of rounds); returns the operations changed or
/// removed.
pub(super) fn simplify(blocks: &mut [Block], entry: BlockId, source: &Program) -> usize {
    let nvars = source.vars.len();
    let mut total = 0;
    for _ in 0..16 {
        let n = remove_dead(blocks, entry, nvars, source) + rewrite(blocks, entry, nvars);
        if n == 0 {
            break;
        }
        total += n;
    }
    total
}

/// The largest loop `peel_loops` peels, in operations.
const PEEL_MAX_OPS: usize = 32;

/// Loop peeling, where it tells the kinds: a loop of one block `l` (it jumps to itself) entered by the
/// `goto` of one block `p`, that copies a variable before writing it whose kind is unknown on entry but
/// known where the loop jumps back (`r0` after `r0 = a` from an input, and `r0 = a - 1` in the loop), is
/// copied once onto the end of `p`. The loop is then entered where its first iteration ran, and the
/// kinds it checks are known in it: its operations can read what they surely hold (`r0 - 1`, not
/// `a = r0; a - 1`). Returns the loops peeled.
pub(super) fn peel_loops(blocks: &mut [Block], entry: BlockId, nvars: usize) -> usize {
    let ins = analyze(blocks, entry, nvars);
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); blocks.len()];
    for (b, block) in blocks.iter().enumerate() {
        for s in block.term.successors() {
            preds[s as usize].push(b as BlockId);
        }
    }
    let mut touched = vec![false; blocks.len()];
    let mut peeled = 0;
    for l in 0..blocks.len() {
        let lb = l as BlockId;
        let [x, y] = preds[l][..] else { continue };
        let p = match (x == lb, y == lb) {
            (true, false) => y,
            (false, true) => x,
            _ => continue,
        };
        let Some(state) = &ins[l] else { continue };
        if lb == entry
            || touched[l]
            || touched[p as usize]
            || blocks[l].ops.len() > PEEL_MAX_OPS
            || !matches!(blocks[p as usize].term, Terminator::Goto(t) if t == lb)
        {
            continue;
        }
        let mut out = state.clone();
        let mut written = Vec::new();
        let mut read_first = Vec::new();
        for op in &blocks[l].ops {
            // Only the sources of copies: a use of a copy is what can read the source instead, once
            // its kind is known.
            if let (Opcode::Same, [Operand::Var(v)]) = (op.kind, &op.args[..])
                && !written.contains(v)
            {
                read_first.push(*v);
            }
            written.push(op.dst);
            out.step(op);
        }
        let learns = read_first
            .iter()
            .any(|v| code_kind(state.vars[*v as usize]).is_none() && code_kind(out.vars[*v as usize]).is_some());
        if !learns {
            continue;
        }
        let (ops, term, term_pos) = (blocks[l].ops.clone(), blocks[l].term.clone(), blocks[l].term_pos);
        let pb = &mut blocks[p as usize];
        pb.ops.extend(ops);
        pb.term = term;
        pb.term_pos = term_pos;
        touched[l] = true;
        touched[p as usize] = true;
        peeled += 1;
    }
    peeled
}

/// The operation's arguments, when every one is a constant.
fn const_args(op: &Op) -> Option<Vec<&Value>> {
    op.args
        .iter()
        .map(|a| match a {
            Operand::Const(c) => Some(c),
            Operand::Var(_) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::lang::print::to_fg;
    use crate::lang::{BlockId, Format, parse_program};
    use crate::pe::Stats;

    /// The whole cleanup on a program, as if each block were a residual block made from itself.
    fn clean(src: &str) -> String {
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let mut stats = Stats::default();
        let origin = (0..p.blocks.len() as BlockId).collect();
        to_fg(&super::super::cleanup::cleanup(&p, p.blocks.clone(), origin, p.entry, &mut stats))
    }

    #[test]
    fn identities_on_a_known_integer_are_copies() {
        // `y` is an integer once `y - 1` ran: `y * 1`, `0 + y` and `y // 1` are `y`; `y * 0` is 0.
        let src = "l:\n    z = y - 1\n    a = y * 1\n    b = 0 + a\n    c = b // 1\n    d = c * 0\n    \
                   e = d + z\n    print_and_stop(e)\n";
        assert_eq!(clean(src), "l:\n    z = y - 1\n    print_and_stop(z)\n");
    }

    #[test]
    fn an_identity_on_an_unknown_kind_is_its_type_check() {
        // `a = x + 0` fails when x is no integer: it stays, and the uses of `a` read `x`.
        assert_eq!(clean("l:\n    a = x + 0\n    print_and_stop(a)\n"), "l:\n    a = x + 0\n    print_and_stop(x)\n");
        // Before the same check on the same variable it goes: `1 * x; res * x` is `x * x`, which
        // fails as `1 * x` did ("mul expects integers, but 'x' is ...").
        assert_eq!(
            clean("l:\n    res = 1 * x\n    res = res * x\n    print_and_stop(res)\n"),
            "l:\n    res = x * x\n    print_and_stop(res)\n"
        );
        // Not before another operation: `x - 2` would name x in a `sub` error.
        assert_eq!(
            clean("l:\n    res = 1 * x\n    res = x - 2\n    print_and_stop(res)\n"),
            "l:\n    res = 1 * x\n    res = x - 2\n    print_and_stop(res)\n"
        );
    }

    #[test]
    fn copies_propagate_across_blocks_and_constants_too() {
        // `p = 0` again where p is 0 goes; `t = s` is read in the next block as `s` (an `==` names
        // nothing); the `if` on a known constant is a jump.
        let src = "a:\n    p = 0\n    t = s\n    k = 1\n    goto b\nb:\n    p = 0\n    e = l[p]\n    c = t == e\n    \
                   if k goto d else goto f\nd:\n    print_and_stop(c)\nf:\n    print_and_stop(p)\n";
        assert_eq!(clean(src), "a:\n    t = s\n    p = 0\n    e = l[p]\n    c = s == e\n    print_and_stop(c)\n");
    }

    #[test]
    fn an_index_or_a_divisor_keeps_its_variable() {
        // An index error names the index and a division by zero the divisor: `p` and `q` stay.
        let src = "l:\n    p = i\n    q = j\n    e = xs[p]\n    r = e // q\n    print_and_stop(r)\n";
        assert_eq!(clean(src), src);
    }

    #[test]
    fn coalescing_writes_the_result_where_its_copy_went() {
        let src = "l:\n    a = r0 - 1\n    r0 = a\n    a = r2 + r1\n    r2 = a\n    c = r0 == 0\n    \
                   if c goto l else goto e\ne:\n    print_and_stop(r2)\n";
        assert_eq!(
            clean(src),
            "l:\n    r0 = r0 - 1\n    r2 = r2 + r1\n    c = r0 == 0\n    if c goto l else goto e\ne:\n    \
             print_and_stop(r2)\n"
        );
    }

    #[test]
    fn a_list_element_written_or_read_is_known() {
        // After `t = set(t, p, x)`, `t[p]` is x; after `y = t[p]`, `t[p]` is y, in the next block too;
        // the first of two stores to the same element goes (the read before it shows it cannot fail).
        let src = "l:\n    x = t[p]\n    x = x + 1\n    t = set(t, p, x)\n    y = t[p]\n    y = y + 1\n    \
                   t = set(t, p, y)\n    if y goto m else goto m\nm:\n    z = t[p]\n    print(z)\n    \
                   print_and_stop(t)\n";
        assert_eq!(
            clean(src),
            "l:\n    x = t[p]\n    x = x + 1\n    y = x + 1\n    t = set(t, p, y)\n    if y goto m else goto m\n\
             m:\n    print(y)\n    print_and_stop(t)\n"
        );
        // A store at an index that may differ is no known element of the other index.
        let src = "l:\n    t = set(t, p, 1)\n    z = t[q]\n    print_and_stop(z)\n";
        assert_eq!(clean(src), src);
    }

    #[test]
    fn additions_wrapped_by_the_same_modulo_add_up() {
        let src = "l:\n    x = x + 1\n    x = x % 256\n    x = x + 1\n    x = x % 256\n    x = x - 5\n    \
                   x = x % 256\n    print_and_stop(x)\n";
        assert_eq!(clean(src), "l:\n    x = x + -3\n    x = x % 256\n    print_and_stop(x)\n");
        // A subtraction first stays one (its error says `sub`); other moduli do not combine.
        let src = "l:\n    x = x - 1\n    x = x % 256\n    x = x - 1\n    x = x % 256\n    x = x + 1\n    \
                   x = x % 7\n    print_and_stop(x)\n";
        assert_eq!(
            clean(src),
            "l:\n    x = x - 2\n    x = x % 256\n    x = x + 1\n    x = x % 7\n    print_and_stop(x)\n"
        );
    }

    #[test]
    fn effects_stay_in_order() {
        let src = "l:\n    x = 1\n    print(x)\n    b = get_byte()\n    put_byte(b)\n    y = get_byte()\n    \
                   print(x)\n    stop\n";
        assert_eq!(
            clean(src),
            "l:\n    print(1)\n    b = get_byte()\n    put_byte(b)\n    y = get_byte()\n    print(1)\n    stop\n"
        );
    }

    #[test]
    fn a_loop_is_peeled_when_that_tells_the_kind_of_what_it_copies() {
        // On entry r0 is an input of any kind; after one iteration an integer: the peeled loop reads
        // r0 where it read a copy of it. The peeled iteration keeps `a = n`: `n - 1` would name `n`
        // in its type error, where the original names `a`.
        let src = "entry:\n    r0 = n\n    goto l\nl:\n    a = r0\n    a = a - 1\n    r0 = a\n    c = r0 == 0\n    \
                   if c goto e else goto l\ne:\n    print_and_stop(r0)\n";
        assert_eq!(
            clean(src),
            "entry:\n    a = n\n    r0 = a - 1\n    c = r0 == 0\n    if c goto e else goto l\ne:\n    print_and_stop(r0)\n\
             l:\n    r0 = r0 - 1\n    c = r0 == 0\n    if c goto e else goto l\n"
        );
    }
}
