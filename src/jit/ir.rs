//! The trace IR: a linear SSA list of instructions, defined by one op table, with one printer and a
//! parser that reads the printer's output back (so logs, goldens and test inputs are the same text).
//!
//! ## Terminology
//! - A *ref* names a value: the result of instruction `vN`, or constant `kN` of the trace's pool.
//! - A *guard* is an instruction that can leave the trace: it carries a *snapshot* (`snapshot.rs`) saying
//!   where the interpreter resumes and how to rebuild its variables.
//! - A trace is `input`s, then the operations of one iteration. After loop peeling it is: inputs, the
//!   peeled first iteration (the preamble), `phi`s for the loop-carried values, `loop`, the loop body, and
//!   `jump`, which moves each phi's new value into it (`Trace::phis`) and goes back to `loop`.
//!
//! ## Text form
//! ```text
//! v0:int = input a
//! v1:int = add v0, 1 => op_decr_a/0 (3) {a=v0}
//! guard_true v2 => not_jump_if_a/0 (1) {a=v1}
//! loop
//! jump (4) v5 <- v9, v6 <- v10
//! ```
//! `jump (JUMPS)` says how many source jumps one iteration takes (for the step limit);
//! `=> LABEL/OP (JUMPS) {VAR=REF, ...}` is a guard's snapshot: resume at operation OP of block LABEL,
//! JUMPS source jumps taken since the iteration began, and the interpreter variables to write back.

use super::contract::{Facts, OnEntry};
use super::snapshot::{ExitKind, Resume, Snapshot};
use crate::lang::print::fmt_value_fg;
use crate::lang::{BlockId, Program, VarId};
pub use crate::ops::Opcode;
use crate::value::{Kind, List, Value};
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::rc::Rc;

/// A compiled trace, by its place in the trace cache (`T3` in logs).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct TraceId(pub u32);

impl TraceId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for TraceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.0)
    }
}

/// One group of a trace's machine-code listing (`x64/listing.rs`): the instructions of IR instruction
/// `op`, or of the exit stubs (`op` none, heading `; exits`), or those before the first group (no
/// heading).
#[derive(Clone, Debug)]
pub struct AsmGroup {
    pub heading: Option<String>,
    pub op: Option<usize>,
    /// Each instruction as `  OFFSET  TEXT`.
    pub lines: Vec<String>,
}

/// A snapshot of a trace: the way out of one guard (or of the trace's entry check, `SnapId::ENTRY`).
/// "guard 3" in logs and statistics.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct SnapId(pub u32);

impl SnapId {
    /// No snapshot: the instruction is not a guard.
    pub const NONE: SnapId = SnapId(u32::MAX);
    /// The trace's entry: its inputs do not have the kinds it was recorded with.
    pub const ENTRY: SnapId = SnapId(u32::MAX - 1);

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for SnapId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SnapId::ENTRY => f.write_str("entry"),
            SnapId::NONE => f.write_str("none"),
            SnapId(n) => write!(f, "{n}"),
        }
    }
}

/// A value in a trace: an instruction's result or a constant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Ref(u32);

const CONST_BIT: u32 = 1 << 31;

impl Ref {
    /// No operand.
    pub const NONE: Ref = Ref(u32::MAX);

    pub fn op(index: usize) -> Ref {
        Ref(index as u32)
    }

    pub fn konst(index: usize) -> Ref {
        Ref(index as u32 | CONST_BIT)
    }

    pub fn is_none(self) -> bool {
        self == Ref::NONE
    }

    pub fn is_const(self) -> bool {
        !self.is_none() && self.0 & CONST_BIT != 0
    }

    /// Whether this is an instruction's result.
    pub fn is_op(self) -> bool {
        !self.is_none() && self.0 & CONST_BIT == 0
    }

    /// The instruction index, for a non-constant ref.
    pub fn index(self) -> usize {
        debug_assert!(!self.is_none());
        (self.0 & !CONST_BIT) as usize
    }
}

/// The type of an instruction's result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ty {
    /// A small (i64) integer: traces never hold big integers, they deoptimize first.
    Int,
    Sym,
    List,
    /// No result (guards, control).
    Void,
}

impl Ty {
    pub fn of_kind(kind: Kind) -> Ty {
        match kind {
            Kind::Int => Ty::Int,
            Kind::Sym => Ty::Sym,
            Kind::List => Ty::List,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Sym => "sym",
            Ty::List => "list",
            Ty::Void => "void",
        }
    }

    fn from_name(name: &str) -> Option<Ty> {
        [Ty::Int, Ty::Sym, Ty::List].into_iter().find(|t| t.name() == name)
    }
}

/// What an instruction carries besides its operands; which one follows from its opcode.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Payload {
    None,
    /// `input` and `phi`: the interpreter variable (a phi of a list element has none).
    Var(VarId),
    /// `jump_trace`: the trace it enters.
    Trace(TraceId),
    /// `loop`: the source jumps of the peeled first iteration (0 when the trace is not peeled).
    Jumps(u32),
    /// A list access (`readlist`, `set`, `append`, `slice`): what is known of it (`Access`).
    Access(Access),
    /// `call_proc`: the procedure called.
    Proc(crate::lang::ProcId),
}

/// What is known of a list access, printed after its operands as the words of its fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Access {
    /// An operation with an `update` row (`set`, `append`, `slice`) whose operand 0 nothing reads
    /// afterwards (the recorder saw its variable dead after the operation, or overwritten by it, and no
    /// other variable holding the value): the list is moved into the operation, which updates it in
    /// place when nothing else holds it. Printed `owned`.
    pub owned: bool,
    /// The list is stored as plain words (small integers only: `value.rs`'s first strategy), as a
    /// dominating `guard_words` proved (`opt/lists.rs`): no kind check. Printed `words`.
    pub words: bool,
    /// The index is within the list's length, as a dominating access at the same index of a list of
    /// the same length proved: no bounds check. Printed `in_bounds`.
    pub in_bounds: bool,
    /// A list that allocation removal (`opt/sink.rs`) proved never escapes here: a `set_nb` or an
    /// `append` on a constant list or on another sunk instruction, which no code executes. Only
    /// snapshots (and other sunk instructions, as operand 0) read it; leaving through such a snapshot
    /// builds the list then (`Trace::virtual_list`). Printed `sunk`.
    pub sunk: bool,
    /// An owned `set` in range at a constant index whose element the next `set` of its list overwrites
    /// before anything but a snapshot reads the list (`opt/stores.rs`): machine code that updates the
    /// list in place leaves the store to that next `set`, and an exit whose snapshot names this list
    /// makes it first (PyPy's lazy setfields). The trace executor stores at once. Printed `lazy`.
    pub lazy: bool,
}

impl Access {
    const WORDS: [&'static str; 5] = ["owned", "words", "in_bounds", "sunk", "lazy"];

    /// Owned, and nothing else known.
    pub const OWNED: Access = Access { owned: true, words: false, in_bounds: false, sunk: false, lazy: false };
    /// Sunk (`opt/sink.rs`).
    pub const SUNK: Access = Access { owned: false, words: false, in_bounds: false, sunk: true, lazy: false };

    fn flags(self) -> [bool; 5] {
        [self.owned, self.words, self.in_bounds, self.sunk, self.lazy]
    }
}

/// One instruction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Inst {
    pub op: Opcode,
    pub ty: Ty,
    pub args: [Ref; 3],
    pub payload: Payload,
    /// Guards: their snapshot in `Trace::snapshots`.
    pub snap: SnapId,
}

/// What makes two pure operations the same value (`opt/cse.rs`, and the recorder's own CSE): the
/// operation, its operands (in one order for a commutative operation, so `a + b` and `b + a` meet) and
/// its type.
pub type CseKey = (Opcode, [Ref; 3], Ty);

impl Inst {
    /// Its `CseKey`.
    pub fn cse_key(&self) -> CseKey {
        let [a, b, c] = self.args;
        let args = if self.op.def().commutative && b < a { [b, a, c] } else { [a, b, c] };
        (self.op, args, self.ty)
    }

    pub fn new(op: Opcode, args: &[Ref], ty: Ty) -> Inst {
        let mut a = [Ref::NONE; 3];
        a[..args.len()].copy_from_slice(args);
        Inst { op, ty, args: a, payload: Payload::None, snap: SnapId::NONE }
    }

    pub fn with_payload(mut self, payload: Payload) -> Inst {
        self.payload = payload;
        self
    }

    /// The operands in use.
    pub fn operands(&self) -> &[Ref] {
        &self.args[..self.op.arity()]
    }

    /// The variable of an `input` or a `phi`.
    pub fn var(&self) -> VarId {
        match self.payload {
            Payload::Var(v) => v,
            p => panic!("{} has no variable ({p:?})", self.op),
        }
    }

    /// The procedure a `call_proc` calls.
    pub fn proc(&self) -> crate::lang::ProcId {
        match self.payload {
            Payload::Proc(p) => p,
            p => panic!("{} calls no procedure ({p:?})", self.op),
        }
    }

    /// The variable of an `input` or a `phi`, if it has one (a phi of a list element has none).
    pub fn var_of(&self) -> Option<VarId> {
        match self.payload {
            Payload::Var(v) if matches!(self.op, Opcode::Input | Opcode::Phi) => Some(v),
            _ => None,
        }
    }

    /// What is known of a list access (nothing, for other instructions).
    pub fn access(&self) -> Access {
        match self.payload {
            Payload::Access(a) => a,
            _ => Access::default(),
        }
    }

    /// Whether this update owns its list operand (`Access::owned`).
    pub fn owned(&self) -> bool {
        self.access().owned
    }

    /// The trace a `jump_trace` enters.
    pub fn target(&self) -> TraceId {
        match self.payload {
            Payload::Trace(t) => t,
            p => panic!("{} has no target trace ({p:?})", self.op),
        }
    }

    /// Whether allocation removal sank this instruction (`Access::sunk`): no code runs it.
    pub fn is_sunk(&self) -> bool {
        self.access().sunk
    }

    /// The jumps of the peeled iteration, at `loop`.
    pub fn jumps(&self) -> u32 {
        match self.payload {
            Payload::Jumps(j) => j,
            _ => 0,
        }
    }
}

/// Names for printing: the program's variables and labels.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Names {
    pub vars: Vec<String>,
    /// Each block's name (`Program::block_title`: its label, qualified by its procedure).
    pub labels: Vec<String>,
    pub procs: Vec<String>,
}

impl Names {
    pub fn of(program: &Program) -> Rc<Names> {
        Rc::new(Names {
            // Then the saved variables (`snapshot::saved_var`): `caller.n` is `n` in the caller of
            // a recursive call.
            vars: program.vars.iter().cloned().chain(program.vars.iter().map(|v| format!("caller.{v}"))).collect(),
            labels: (0..program.blocks.len() as u32).map(|b| program.block_title(b)).collect(),
            procs: program.procs.iter().map(|p| p.name.clone()).collect(),
        })
    }
}

/// A trace: instructions, constants, snapshots, and the loop's phi moves.
#[derive(Clone, Debug)]
pub struct Trace {
    pub ops: Vec<Inst>,
    /// The constant pool, shared with the traces a pass made this one from until one of them interns
    /// a new constant (every pass starts from its input's constants, and most add none).
    pub consts: Rc<Vec<Value>>,
    /// Where each constant is in `consts`, so interning one takes constant time.
    const_index: Rc<ConstIndex>,
    pub snapshots: Vec<Snapshot>,
    /// At `jump`: (phi, new value) pairs, moved all at once.
    pub phis: Vec<(Ref, Ref)>,
    /// At `loop`: the value each variable the loop changes has there, as the body takes it for granted
    /// (its phi, or what the optimizer found the phi to be: a constant, the variable's input). Printed
    /// on the `loop` line. Code that enters the body past the peeled iteration (`opt::entry::body_entry`)
    /// must bring these values.
    pub header: Vec<(VarId, Ref)>,
    /// Source jumps taken by one pass over the trace (one loop iteration, or the whole of a trace that
    /// ends in `jump_trace`), for the step limit.
    pub jumps_per_iter: u32,
    /// Where in the program the trace starts (for a loop, its head).
    pub start: Resume,
    /// What the trace's variables are whenever it starts (`contract::OnEntry`), shared with the
    /// traces a pass made this one from.
    pub on_entry: Rc<OnEntry>,
    /// What the optimizer proved of the finished trace for the backend (`opt::optimize` computes it
    /// last; `None` before).
    pub facts: Option<Rc<Facts>>,
    pub names: Rc<Names>,
    /// The operations and terminators of the program the recording went through, in order (a
    /// recorded trace's: optimizing starts a new trace without it). `--report` counts what traces run
    /// on the program's lines from it.
    pub path: Vec<Resume>,
    /// A loop put in closed form (`opt/closed.rs`): the index of the first instruction past its peeled
    /// iteration (the passes after it keep it pointing there, `Rewriter::finish`). Exits from there
    /// on left a loop that went round, as exits past a loop's head do (`TraceTable::before_loop`).
    pub closed_from: Option<usize>,
}

impl Trace {
    pub fn new(names: Rc<Names>) -> Trace {
        Trace::with_pool(names, Rc::default(), Rc::default())
    }

    /// Lets go of what only making the trace needed, once it is final and kept in the trace table:
    /// the constant pool's index (per trace a table of 512 small integers and a hash map, which nothing
    /// interns into again: a constant interned after this is added to the pool anew) and the spare
    /// capacity of its vectors. What the JIT keeps grows with every trace, and the process pays for
    /// each page of it once, in a page fault (a tenth of the time of awib.b's warm-up-bound run).
    pub fn compact(&mut self) {
        self.const_index = Rc::default();
        self.ops.shrink_to_fit();
        self.snapshots.shrink_to_fit();
        self.phis.shrink_to_fit();
        self.header.shrink_to_fit();
    }

    /// An empty trace with `other`'s names and constants (shared until one of them interns another),
    /// what a pass starts from.
    pub fn with_consts_of(other: &Trace) -> Trace {
        Trace::with_pool(other.names.clone(), other.consts.clone(), other.const_index.clone())
    }

    fn with_pool(names: Rc<Names>, consts: Rc<Vec<Value>>, const_index: Rc<ConstIndex>) -> Trace {
        Trace {
            ops: Vec::new(),
            consts,
            const_index,
            snapshots: Vec::new(),
            phis: Vec::new(),
            header: Vec::new(),
            jumps_per_iter: 0,
            start: Resume { block: 0, op: 0 },
            on_entry: Rc::default(),
            facts: None,
            names,
            path: Vec::new(),
            closed_from: None,
        }
    }

    /// Interns a constant.
    #[inline]
    pub fn konst(&mut self, v: Value) -> Ref {
        // Inline, and apart from the rest: a recording interns several small integers per command.
        if let Value::Int(i) = v
            && let Some(slot) = ConstIndex::small_slot(i)
            && let Some(&index) = self.const_index.small.get(slot)
            && index != 0
        {
            return Ref::konst(index as usize - 1);
        }
        self.konst_pooled(v)
    }

    /// Interns a constant that is not a small integer already in the table.
    fn konst_pooled(&mut self, v: Value) -> Ref {
        let small = match v {
            Value::Int(i) => ConstIndex::small_slot(i),
            _ => None,
        };
        // Small integers are found by `small` alone (`konst` looked there first), so the map, which a
        // pass copies when it adds the first constant of its trace, holds only the trace's others.
        if small.is_none()
            && let Some(&index) = self.const_index.map.get(&ConstKey::of(&v))
        {
            return Ref::konst(index as usize);
        }
        let next = self.consts.len() as u32;
        let index = Rc::make_mut(&mut self.const_index);
        match small {
            Some(slot) => {
                if index.small.is_empty() {
                    index.small = vec![0; ConstIndex::SMALL_INTS];
                }
                index.small[slot] = next + 1;
            }
            None => {
                index.map.insert(ConstKey::of(&v), next);
            }
        }
        Rc::make_mut(&mut self.consts).push(v);
        Ref::konst(next as usize)
    }

    /// What leaving at the trace's start writes: nothing, unless the trace starts inside calls (a
    /// bridge, `OnEntry::frames`): then every input, as its parent's exit left it in the exit state,
    /// so that leaving rebuilds the calls' variables along with their frames (`exit.rs`).
    pub fn entry_vars(&self) -> super::snapshot::SnapVars {
        if self.on_entry.frames.is_empty() {
            return Default::default();
        }
        self.ops.iter().enumerate().filter(|(_, i)| i.op == Opcode::Input).map(|(n, i)| (i.var(), Ref::op(n))).collect()
    }

    /// The snapshot `id` (the entry's is the trace's start, with nothing to write back).
    pub fn snapshot(&self, id: SnapId) -> std::borrow::Cow<'_, Snapshot> {
        match id {
            SnapId::ENTRY => std::borrow::Cow::Owned(Snapshot {
                kind: ExitKind::NotEntered,
                resume: self.start,
                jumps: 0,
                vars: self.entry_vars(),
                frames: self.on_entry.frames.clone(),
            }),
            id => std::borrow::Cow::Borrowed(&self.snapshots[id.index()]),
        }
    }

    pub fn const_value(&self, r: Ref) -> Option<&Value> {
        if r.is_const() { Some(&self.consts[r.index()]) } else { None }
    }

    /// The integer `r` is, when it is an integer constant.
    pub fn int_const(&self, r: Ref) -> Option<i64> {
        match self.const_value(r) {
            Some(Value::Int(k)) => Some(*k),
            _ => None,
        }
    }

    pub fn ty(&self, r: Ref) -> Ty {
        match self.const_value(r) {
            Some(v) => Ty::of_kind(v.kind()),
            None => self.ops[r.index()].ty,
        }
    }

    pub fn push(&mut self, inst: Inst) -> Ref {
        self.ops.push(inst);
        Ref::op(self.ops.len() - 1)
    }

    /// The last instruction reading each value: operands, a phi's source, guards' snapshots, and the
    /// `jump`'s moves. A value from before `loop` that the loop's body reads, and that `jump` gives no
    /// new value, is read by every iteration: its last use is the `jump` (as the register allocator
    /// keeps it), so no update in the body moves it out (an owned update of it copies instead).
    pub fn last_uses(&self) -> Vec<usize> {
        let mut last_use = vec![0usize; self.ops.len()];
        for (i, inst) in self.ops.iter().enumerate() {
            let mut used = |r: Ref| {
                if !r.is_const() && !r.is_none() {
                    last_use[r.index()] = i;
                }
            };
            inst.operands().iter().copied().for_each(&mut used);
            if inst.op == Opcode::Phi {
                used(inst.args[0]);
            }
            if inst.op.is_guard() && inst.snap.index() < self.snapshots.len() {
                self.snapshot_reads(&self.snapshots[inst.snap.index()], &mut used);
            }
            if inst.op == Opcode::Jump {
                self.phis.iter().for_each(|&(_, v)| used(v));
            }
        }
        if let (Some(l), Some(jump)) = (self.loop_index(), self.ops.iter().rposition(|i| i.op == Opcode::Jump)) {
            for (i, end) in last_use.iter_mut().enumerate().take(l) {
                if *end > l && self.ops[i].op != Opcode::Phi && !self.phis.iter().any(|&(p, _)| p == Ref::op(i)) {
                    *end = jump;
                }
            }
        }
        last_use
    }

    /// The `jump` moves whose value can be computed straight into its phi's place, as (value, phi): the
    /// value is made in the loop's body, is no phi itself and goes into no other phi, and nothing reads
    /// the phi from where the value is made on. The move then disappears.
    pub fn coalescible_phis(&self, last_use: &[usize]) -> Vec<(Ref, Ref)> {
        let loop_at = self.loop_index().unwrap_or(usize::MAX);
        self.phis
            .iter()
            .filter(|&&(phi, src)| {
                !src.is_const()
                    && src.index() > loop_at
                    && self.ops[src.index()].op != Opcode::Phi
                    && last_use[phi.index()] <= src.index()
                    && self.phis.iter().filter(|&&(_, s)| s == src).count() == 1
            })
            .map(|&(phi, src)| (src, phi))
            .collect()
    }

    /// Calls `f` on every value leaving through snapshot `s` reads: its variables' values, and for a
    /// sunk list (`Access::sunk`) the sunk instructions and the elements they store (sunk lists too),
    /// which the exit builds the list from, and the element of a lazy set (`Access::lazy`), which the
    /// exit stores (`f` may see a value more than once).
    pub fn snapshot_reads(&self, s: &Snapshot, mut f: impl FnMut(Ref)) {
        for &(_, r) in &s.vars {
            f(r);
            // The exit makes a lazy set's store: it reads the element.
            if r.is_op() && self.ops[r.index()].access().lazy {
                f(self.ops[r.index()].args[2]);
            }
        }
        for r in self.sunk_in(s) {
            let inst = &self.ops[r.index()];
            f(inst.args[0]);
            f(inst.args[inst.op.arity() - 1]);
        }
    }

    /// Whether `r` is a sunk list (`Access::sunk`): no code makes it; an exit that needs it builds it.
    pub fn is_sunk(&self, r: Ref) -> bool {
        r.is_op() && self.ops[r.index()].is_sunk()
    }

    /// The sunk instructions leaving through snapshot `s` builds (those its variables name, and those
    /// they are made from or store), in trace order: each after the ones it reads.
    pub fn sunk_in(&self, s: &Snapshot) -> Vec<Ref> {
        let is_sunk = |r: Ref| self.is_sunk(r);
        let mut found: Vec<Ref> = Vec::new();
        let mut work: Vec<Ref> = s.vars.iter().map(|&(_, r)| r).filter(|&r| is_sunk(r)).collect();
        while let Some(r) = work.pop() {
            if found.contains(&r) {
                continue;
            }
            found.push(r);
            let inst = &self.ops[r.index()];
            work.extend([inst.args[0], inst.args[inst.op.arity() - 1]].into_iter().filter(|&a| is_sunk(a)));
        }
        found.sort();
        found
    }

    /// A sunk list (`Access::sunk`) as the exit builds it: the constant list it starts from, then the
    /// sunk instructions that make it from there, in order (each a `set_nb` or an `append`).
    pub fn virtual_list(&self, r: Ref) -> Option<(Ref, Vec<usize>)> {
        let mut chain = Vec::new();
        let mut l = r;
        while self.is_sunk(l) {
            chain.push(l.index());
            l = self.ops[l.index()].args[0];
        }
        if chain.is_empty() || !matches!(self.const_value(l), Some(Value::List(_))) {
            return None;
        }
        chain.reverse();
        Some((l, chain))
    }

    /// The length of list `r` where the trace knows it: a constant list, or one made from such a list by
    /// `set_nb` and `append` (sunk or not).
    pub fn known_len(&self, r: Ref) -> Option<usize> {
        let mut appended = 0;
        let mut l = r;
        loop {
            if let Some(v) = self.const_value(l) {
                return v.as_list().map(|list| list.len() + appended);
            }
            if !l.is_op() {
                return None;
            }
            let inst = &self.ops[l.index()];
            match inst.op {
                Opcode::SetNb => {}
                Opcode::Append => appended += 1,
                _ => return None,
            }
            l = inst.args[0];
        }
    }

    /// Index of the `loop` instruction, if the trace is a loop.
    pub fn loop_index(&self) -> Option<usize> {
        self.ops.iter().position(|i| i.op == Opcode::Loop)
    }

    /// Guards that check the program's values (not the step limit, not links).
    pub fn guards(&self) -> usize {
        self.ops.iter().filter(|i| i.op.is_guard() && !matches!(i.op, Opcode::JumpTrace | Opcode::GuardSteps)).count()
    }
}

/// The constant pool's index: a hash map, and for small integers (a meta-traced interpreter's
/// opcodes, characters and offsets: most of what a recording interns, once per interpreted command) a
/// table read without hashing.
#[derive(Clone, Default, Debug)]
struct ConstIndex {
    map: FxHashMap<ConstKey, u32>,
    /// Per small integer from `SMALL_MIN`, its index in the pool plus one (0: not interned); empty
    /// until the first is interned.
    small: Vec<u32>,
}

impl ConstIndex {
    const SMALL_MIN: i64 = -64;
    const SMALL_INTS: usize = 512;

    fn small_slot(i: i64) -> Option<usize> {
        let slot = i.wrapping_sub(Self::SMALL_MIN);
        (0..Self::SMALL_INTS as i64).contains(&slot).then_some(slot as usize)
    }
}

/// A constant as a key of the constant pool: equal integers and symbols are one constant, and lists are
/// one only when they are the same list object (a guard on a list compares identity).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum ConstKey {
    Int(i64),
    Big(Rc<num_bigint::BigInt>),
    Sym(u32),
    List(usize),
}

impl ConstKey {
    fn of(v: &Value) -> ConstKey {
        match v {
            Value::Int(i) => ConstKey::Int(*i),
            Value::Big(b) => ConstKey::Big(b.clone()),
            Value::Sym(s) => ConstKey::Sym(s.0),
            Value::List(l) => ConstKey::List(Rc::as_ptr(l) as usize),
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// Printer

/// Constant lists longer than this print as `<list of N>` (which the parser does not read back).
pub const LONGEST_LIST_SHOWN: usize = 64;

impl Trace {
    fn ref_text(&self, r: Ref) -> String {
        match self.const_value(r) {
            // A meta-traced interpreter's program is a constant list of thousands of elements, in
            // every `guard_value` on it: logs, listings and reports say how long it is instead.
            Some(Value::List(l)) if l.len() > LONGEST_LIST_SHOWN => format!("<list of {}>", l.len()),
            Some(v) => fmt_value_fg(v),
            None => format!("v{}", r.index()),
        }
    }

    pub fn snapshot_text(&self, s: &Snapshot) -> String {
        let mut out = format!("{}/{} ({})", self.names.labels[s.resume.block as usize], s.resume.op, s.jumps);
        out.push_str(" {");
        for (i, (var, r)) in s.vars.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{}={}", self.names.vars[*var as usize], self.ref_text(*r));
        }
        out.push('}');
        // The calls active there, innermost last: `call f -> r @next` (`recursive call` when the
        // caller is a frame of `f` too, `snapshot::SnapFrame`).
        for f in &s.frames {
            let dst = f.dst.map_or(String::new(), |d| format!(" -> {}", self.names.vars[d as usize]));
            let _ = write!(
                out,
                " [{}call {}{dst} @{}]",
                if f.recursive { "recursive " } else { "" },
                self.names.procs[f.proc as usize],
                self.names.labels[f.next as usize]
            );
        }
        out
    }

    /// One instruction as text (without a newline).
    pub fn inst_text(&self, index: usize) -> String {
        let inst = &self.ops[index];
        let mut out = String::new();
        if inst.ty != Ty::Void {
            let _ = write!(out, "v{index}:{} = ", inst.ty.name());
        }
        out.push_str(inst.op.name());
        match inst.op {
            Opcode::Input => {
                let _ = write!(out, " {}", self.names.vars[inst.var() as usize]);
            }
            Opcode::Jump => {
                let _ = write!(out, " ({})", self.jumps_per_iter);
                let moves: Vec<String> =
                    self.phis.iter().map(|(p, v)| format!("{} <- {}", self.ref_text(*p), self.ref_text(*v))).collect();
                if !moves.is_empty() {
                    let _ = write!(out, " {}", moves.join(", "));
                }
            }
            Opcode::JumpTrace => {
                let _ = write!(out, " {}", inst.target());
            }
            Opcode::CallProc => {
                let args: Vec<String> = inst.operands().iter().map(|r| self.ref_text(*r)).collect();
                let _ = write!(out, " {} {}", self.names.procs[inst.proc() as usize], args.join(", "));
            }
            Opcode::Loop => {
                if inst.jumps() != 0 {
                    let _ = write!(out, " ({})", inst.jumps());
                }
                if !self.header.is_empty() {
                    let vars: Vec<String> = self
                        .header
                        .iter()
                        .map(|(var, r)| format!("{}={}", self.names.vars[*var as usize], self.ref_text(*r)))
                        .collect();
                    let _ = write!(out, " {{{}}}", vars.join(", "));
                }
            }
            // A phi of a value no variable holds (a list element a loop carries) is `phi - first`.
            Opcode::Phi => {
                let var = match inst.payload {
                    Payload::Var(v) => &*self.names.vars[v as usize],
                    _ => "-",
                };
                let _ = write!(out, " {var} {}", self.ref_text(inst.args[0]));
            }
            _ => {
                let args: Vec<String> = inst.operands().iter().map(|r| self.ref_text(*r)).collect();
                if !args.is_empty() {
                    let _ = write!(out, " {}", args.join(", "));
                }
                for (word, on) in Access::WORDS.iter().zip(inst.access().flags()) {
                    if on {
                        let _ = write!(out, " {word}");
                    }
                }
            }
        }
        if inst.op.is_guard() {
            let _ = write!(out, " => {}", self.snapshot_text(&self.snapshots[inst.snap.index()]));
        }
        out
    }
}

impl fmt::Display for Trace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.ops.len() {
            writeln!(f, "{}", self.inst_text(i))?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------------
// Parser

/// Whether value `v` is of kind `ty` (a constant a trace can hold where a `ty` is read).
pub fn fits(v: &Value, ty: Ty) -> bool {
    matches!((v, ty), (Value::Int(_), Ty::Int) | (Value::Sym(_), Ty::Sym) | (Value::List(_), Ty::List))
}

/// Whether `guard_value` holds of `a` against constant `b`: identity for a list, equality otherwise.
pub fn same_value(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        _ => a.equals(b),
    }
}

/// Reads the printer's text back. Variable and label names get ids in order of appearance unless
/// `names` already has them. `#` starts a comment; blank lines are skipped.
pub fn parse(text: &str, names: Option<Rc<Names>>) -> Result<Trace, String> {
    let mut names = names.map(|n| (*n).clone()).unwrap_or_default();
    let mut var_ids: HashMap<String, u32> = names.vars.iter().enumerate().map(|(i, n)| (n.clone(), i as u32)).collect();
    let mut label_ids: HashMap<String, u32> =
        names.labels.iter().enumerate().map(|(i, n)| (n.clone(), i as u32)).collect();
    let mut trace = Trace::new(Rc::new(Names::default()));
    for (lineno, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |m: String| format!("line {}: {m}: {raw}", lineno + 1);
        let mut p = Cursor { s: line, at: 0 };
        // Optional "vN:ty = ".
        let mut ty = Ty::Void;
        if p.peek_char() == Some('v') && line.contains(" = ") {
            let save = p.at;
            let id = p.value_ref_index();
            if let (Some(id), true) = (id, p.eat(":")) {
                if id != trace.ops.len() {
                    return Err(err(format!("expected v{}, found v{id}", trace.ops.len())));
                }
                let tname = p.word();
                ty = Ty::from_name(&tname).ok_or_else(|| err(format!("unknown type '{tname}'")))?;
                if !p.eat("=") {
                    return Err(err("expected '='".into()));
                }
            } else {
                p.at = save;
            }
        }
        let opname = p.word();
        let op = Opcode::from_name(&opname).ok_or_else(|| err(format!("unknown op '{opname}'")))?;
        let mut inst = Inst::new(op, &[], ty);
        match op {
            Opcode::Input => {
                let v = p.word();
                inst.payload = Payload::Var(intern(&mut names.vars, &mut var_ids, &v));
            }
            Opcode::Jump => {
                if !p.eat("(") {
                    return Err(err("expected '(JUMPS)' after jump".into()));
                }
                trace.jumps_per_iter =
                    p.word().parse().map_err(|_| err("expected the jumps of one iteration".into()))?;
                p.eat(")");
                while !p.done() && !p.at_str("=>") {
                    let a = p.arg(&mut trace).map_err(&err)?;
                    if !p.eat("<-") {
                        return Err(err("expected '<-' in a phi move".into()));
                    }
                    let b = p.arg(&mut trace).map_err(&err)?;
                    trace.phis.push((a, b));
                    p.eat(",");
                }
            }
            Opcode::Loop => {
                if p.eat("(") {
                    inst.payload = Payload::Jumps(
                        p.word().parse().map_err(|_| err("expected the jumps of the peeled iteration".into()))?,
                    );
                    p.eat(")");
                }
                if p.eat("{") {
                    trace.header =
                        p.bindings(&mut trace, &mut names.vars, &mut var_ids, "loop header").map_err(&err)?;
                }
            }
            Opcode::Phi => {
                let v = p.word();
                inst.payload = match v.as_str() {
                    "-" => Payload::None,
                    _ => Payload::Var(intern(&mut names.vars, &mut var_ids, &v)),
                };
                inst.args[0] = p.arg(&mut trace).map_err(&err)?;
            }
            Opcode::JumpTrace => {
                let t = p.word();
                inst.payload = Payload::Trace(TraceId(
                    t.strip_prefix('T').and_then(|n| n.parse().ok()).ok_or_else(|| err("expected T<n>".into()))?,
                ));
            }
            _ => {
                for k in 0..op.arity() {
                    if k > 0 && !p.eat(",") {
                        return Err(err("expected ','".into()));
                    }
                    inst.args[k] = p.arg(&mut trace).map_err(&err)?;
                }
                let mut flags = [false; 5];
                for (word, on) in Access::WORDS.iter().zip(flags.iter_mut()) {
                    *on = p.eat(word);
                }
                if flags.contains(&true) {
                    let [owned, words, in_bounds, sunk, lazy] = flags;
                    inst.payload = Payload::Access(Access { owned, words, in_bounds, sunk, lazy });
                }
            }
        }
        if op.is_guard() {
            if !p.eat("=>") {
                return Err(err("a guard needs a snapshot: '=> LABEL/OP (JUMPS) {VAR=REF, ...}'".into()));
            }
            let label = p.word();
            let block = intern(&mut names.labels, &mut label_ids, &label);
            if !p.eat("/") {
                return Err(err("expected '/' after the resume label".into()));
            }
            let opi: u32 = p.word().parse().map_err(|_| err("expected an operation index".into()))?;
            if !p.eat("(") {
                return Err(err("expected '(JUMPS)'".into()));
            }
            let jumps: u32 = p.word().parse().map_err(|_| err("expected a jump count".into()))?;
            p.eat(")");
            if !p.eat("{") {
                return Err(err("expected '{'".into()));
            }
            let vars = p.bindings(&mut trace, &mut names.vars, &mut var_ids, "snapshot").map_err(&err)?;
            inst.snap = SnapId(trace.snapshots.len() as u32);
            trace.snapshots.push(Snapshot {
                kind: ExitKind::of(&inst),
                resume: Resume { block: block as BlockId, op: opi },
                jumps,
                vars: vars.into(),
                frames: Vec::new(),
            });
        }
        if !p.done() {
            return Err(err(format!("unexpected '{}'", &p.s[p.at..])));
        }
        trace.ops.push(inst);
    }
    trace.names = Rc::new(names);
    Ok(trace)
}

fn intern(list: &mut Vec<String>, ids: &mut HashMap<String, u32>, name: &str) -> u32 {
    *ids.entry(name.to_string()).or_insert_with(|| {
        list.push(name.to_string());
        (list.len() - 1) as u32
    })
}

struct Cursor<'a> {
    s: &'a str,
    at: usize,
}

impl Cursor<'_> {
    fn skip_ws(&mut self) {
        while self.s[self.at..].starts_with(' ') {
            self.at += 1;
        }
    }

    fn peek_char(&mut self) -> Option<char> {
        self.skip_ws();
        self.s[self.at..].chars().next()
    }

    fn done(&mut self) -> bool {
        self.skip_ws();
        self.at >= self.s.len()
    }

    fn at_str(&mut self, t: &str) -> bool {
        self.skip_ws();
        self.s[self.at..].starts_with(t)
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.at_str(t) {
            self.at += t.len();
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> String {
        self.skip_ws();
        let rest = &self.s[self.at..];
        let n = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(rest.len());
        self.at += n;
        rest[..n].to_string()
    }

    fn value_ref_index(&mut self) -> Option<usize> {
        let w = self.word();
        w.strip_prefix('v').and_then(|n| n.parse().ok())
    }

    /// A ref: `vN` or a constant.
    /// `VAR=REF, ...}` after a `{`: a snapshot's or a loop header's variables (`what`, for errors).
    fn bindings(
        &mut self,
        trace: &mut Trace,
        vars: &mut Vec<String>,
        ids: &mut HashMap<String, u32>,
        what: &str,
    ) -> Result<Vec<(VarId, Ref)>, String> {
        let mut out = Vec::new();
        while !self.eat("}") {
            let v = self.word();
            if v.is_empty() {
                return Err(format!("unterminated {what}"));
            }
            let var = intern(vars, ids, &v);
            if !self.eat("=") {
                return Err(format!("expected '=' in the {what}"));
            }
            out.push((var as VarId, self.arg(trace)?));
            self.eat(",");
        }
        Ok(out)
    }

    fn arg(&mut self, trace: &mut Trace) -> Result<Ref, String> {
        self.skip_ws();
        if self.peek_char() == Some('v') {
            let save = self.at;
            if let Some(i) = self.value_ref_index() {
                if i >= trace.ops.len() && !trace.ops.iter().any(|o| o.op == Opcode::Loop) {
                    return Err(format!("v{i} is used before it is defined"));
                }
                return Ok(Ref::op(i));
            }
            self.at = save;
        }
        let v = self.constant()?;
        Ok(trace.konst(v))
    }

    fn constant(&mut self) -> Result<Value, String> {
        self.skip_ws();
        let rest = &self.s[self.at..];
        if let Some(body) = rest.strip_prefix('\'') {
            let end = body.find('\'').ok_or("unterminated symbol")?;
            self.at += end + 2;
            return Ok(Value::sym(&body[..end]));
        }
        if self.eat("[") {
            let mut items = Vec::new();
            if !self.eat("]") {
                loop {
                    items.push(self.constant()?);
                    if self.eat("]") {
                        break;
                    }
                    if !self.eat(",") {
                        return Err("expected ',' or ']' in a list".into());
                    }
                }
            }
            return Ok(Value::List(List::new(items)));
        }
        let w = self.word();
        let n: num_bigint::BigInt = w.parse().map_err(|_| format!("expected a ref or a constant, found '{w}'"))?;
        Ok(Value::from_big(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
v0:int = input a
v1:list = input bytecode
v2:int = input pc
guard_value v1, ['mov_a_r0', 2, [1, 'x']] => bytecode_loop_promote_bytecode/0 (0) {}
v4:int = sub v0, 1 => op_decr_a/0 (3) {pc=4}
v5:int = eq v4, 0
guard_false v5 => bytecode_loop/0 (8) {a=v4, pc=11}
v7:int = phi a v4
loop (8)
v9:int = sub v7, 1 => op_decr_a/0 (3) {pc=4, a=v7}
jump (8) v7 <- v9
";

    #[test]
    fn printer_output_parses_back_to_the_same_text() {
        let t = parse(SAMPLE, None).unwrap();
        assert_eq!(t.to_string(), SAMPLE);
        assert_eq!(t.guards(), 4);
        assert_eq!(t.loop_index(), Some(8));
        assert_eq!(t.phis, vec![(Ref::op(7), Ref::op(9))]);
    }

    #[test]
    fn a_value_from_before_the_loop_that_the_body_reads_lives_until_jump() {
        // v1 is read in the body by an owned append: as every iteration reads it again, that append
        // must not move it out. The phi's first value v2 and the phi v3 itself end where they are read.
        let t = parse(
            "\
v0:int = input x
v1:list = input s
v2:list = input t
v3:list = phi t v2
loop (1)
v5:list = append v1, v0 owned
v6:list = append v3, v0 owned
guard_true v0 => l/0 (1) {s=v5}
jump (1) v3 <- v6
",
            None,
        )
        .unwrap();
        let last = t.last_uses();
        assert_eq!((last[1], last[2], last[3], last[5], last[6]), (8, 3, 6, 7, 8));
    }

    #[test]
    fn parse_errors_name_the_line() {
        let e = parse("v0:int = input a\nv1:int = frob v0\n", None).unwrap_err();
        assert!(e.starts_with("line 2: unknown op 'frob'"), "{e}");
        let e = parse("v0:int = input a\nguard_true v0\n", None).unwrap_err();
        assert!(e.contains("needs a snapshot"), "{e}");
        let e = parse("v0:int = add v3, 1 => l/0 (0) {}\n", None).unwrap_err();
        assert!(e.contains("used before it is defined"), "{e}");
    }

    #[test]
    fn constants_are_interned_by_identity_for_lists() {
        let mut t = Trace::new(Rc::new(Names::default()));
        let l = Value::List(List::new(vec![Value::Int(1)]));
        let same = t.konst(l.clone());
        assert_eq!(t.konst(l), same);
        // An equal list that is another object is another constant.
        assert_ne!(t.konst(Value::List(List::new(vec![Value::Int(1)]))), same);
        assert_eq!(t.konst(Value::Int(7)), t.konst(Value::Int(7)));
        assert_ne!(t.konst(Value::Int(7)), t.konst(Value::sym("x")));
        assert_eq!(t.consts.len(), 4);
    }

    #[test]
    fn small_integers_and_others_intern_once_and_copies_intern_apart() {
        let mut t = Trace::new(Rc::new(Names::default()));
        // Each side of the small-integer table's bounds, and a value far outside them.
        let values = [-65, -64, 0, 447, 448, i64::MIN, i64::MAX];
        let refs: Vec<Ref> = values.iter().map(|&i| t.konst(Value::Int(i))).collect();
        for (&i, &r) in values.iter().zip(&refs) {
            assert_eq!(t.konst(Value::Int(i)), r, "{i} is interned once");
            assert_eq!(t.int_const(r), Some(i));
        }
        assert_eq!(t.consts.len(), values.len());
        // A pass's output starts with its input's constants; what it adds is its own.
        let mut copy = Trace::with_consts_of(&t);
        assert_eq!(copy.konst(Value::Int(0)), refs[2]);
        let added = copy.konst(Value::Int(5));
        assert_eq!(copy.int_const(added), Some(5));
        assert_eq!(t.consts.len(), values.len(), "the input's pool is unchanged");
        let own = t.konst(Value::Int(-1));
        assert_eq!((t.int_const(own), copy.int_const(added)), (Some(-1), Some(5)));
    }
}
