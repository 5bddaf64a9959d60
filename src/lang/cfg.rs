//! Control-flow facts computed once at load: back-edges (where loops are counted) and variable
//! liveness (which variables a resume point or a specialization key must carry).

use super::program::{BlockId, Op, Operand, Program, Terminator, VarId};
use std::cell::RefCell;
use std::rc::Rc;

/// Retreating edges `(from, to)` of a depth-first walk from the entry (then from any block not yet
/// reached, so every loop has one). `to` is a loop header.
pub fn back_edges(program: &Program) -> Vec<(BlockId, BlockId)> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        New,
        OnStack,
        Done,
    }
    let n = program.blocks.len();
    let mut state = vec![State::New; n];
    let mut edges = Vec::new();
    let roots = std::iter::once(program.entry).chain(0..n as BlockId);
    for root in roots {
        if state[root as usize] != State::New {
            continue;
        }
        // Iterative DFS: (block, index of the next successor to visit).
        let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
        state[root as usize] = State::OnStack;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = program.block(b).term.successors();
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                match state[s as usize] {
                    State::New => {
                        state[s as usize] = State::OnStack;
                        stack.push((s, 0));
                    }
                    State::OnStack => edges.push((b, s)),
                    State::Done => {}
                }
            } else {
                state[b as usize] = State::Done;
                stack.pop();
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    edges
}

/// The procedures each procedure calls, by caller (with repeats: one entry per call).
pub fn call_graph(program: &Program) -> Vec<Vec<usize>> {
    let mut calls: Vec<Vec<usize>> = vec![Vec::new(); program.procs.len()];
    for b in &program.blocks {
        if let (Some(caller), Terminator::Call { proc, .. }) = (b.proc, &b.term) {
            calls[caller as usize].push(*proc as usize);
        }
    }
    calls
}

/// Which procedures can call themselves, directly or through others (a cycle of the call graph):
/// their entries are where the JIT counts calls, since a recursive procedure can be hot with no loop
/// to count (function-entry traces, `jit/record.rs`).
pub fn recursive_procs(program: &Program) -> Vec<bool> {
    let n = program.procs.len();
    let calls = call_graph(program);
    // A procedure is recursive when it reaches itself: a walk from each one's callees (procedures are
    // few, and this runs once per program).
    (0..n)
        .map(|p| {
            let mut seen = vec![false; n];
            let mut work: Vec<usize> = calls[p].clone();
            while let Some(q) = work.pop() {
                if q == p {
                    return true;
                }
                if !std::mem::replace(&mut seen[q], true) {
                    work.extend(&calls[q]);
                }
            }
            false
        })
        .collect()
}

/// The variables that some operation the program can still run, from operation `op` of `block` on,
/// assigns. Every other variable keeps, from there to the end of the run, the value it has there: the
/// JIT takes that value as a constant (`jit/record.rs`). `None` when more than `budget` blocks are
/// reachable from there: the JIT asks at every recording, and a walk over a whole large program each
/// time would make its start-up quadratic (`benches/cliffs/many_loops.fg`).
pub fn assigned_from(program: &Program, block: BlockId, op: usize, budget: usize) -> Option<VarSet> {
    let mut assigned = VarSet::new(program.vars.len());
    let ops = |b: BlockId, from: usize, assigned: &mut VarSet| {
        for o in program.block(b).ops.iter().skip(from) {
            assigned.insert(o.dst);
        }
    };
    // What runs after a block: its successors in its procedure; a call's callee (and the call writes
    // its result); after a return, whatever follows any call (the callers are not known here).
    // Variables are shallow-bound (`interp::frames`): a call of P sets all of P's variables (its
    // parameters to the arguments, the others to no value) and a return from P restores them all to the
    // caller's call's, so both write every variable of P, whatever P's operations assign.
    let proc_vars = |b: BlockId, assigned: &mut VarSet| {
        if let Some(p) = program.block(b).proc {
            for v in program.proc(p).vars.clone() {
                assigned.insert(v);
            }
        }
    };
    let mut returned = false;
    let mut after = |b: BlockId, assigned: &mut VarSet, work: &mut Vec<BlockId>| {
        let term = &program.block(b).term;
        work.extend(term.successors());
        match term {
            Terminator::Call { proc, dst, .. } => {
                let entry = program.proc(*proc).entry;
                work.push(entry);
                proc_vars(entry, assigned);
                if let Some(d) = dst {
                    assigned.insert(*d);
                }
            }
            Terminator::Return(_) => {
                proc_vars(b, assigned);
                if !std::mem::replace(&mut returned, true) {
                    for c in &program.blocks {
                        if let Terminator::Call { next, dst, .. } = &c.term {
                            work.push(*next);
                            if let Some(d) = dst {
                                assigned.insert(*d);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    };
    ops(block, op, &mut assigned);
    let mut seen = vec![false; program.blocks.len()];
    let mut visited = 0;
    let mut work = Vec::new();
    after(block, &mut assigned, &mut work);
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut seen[b as usize], true) {
            continue;
        }
        visited += 1;
        if visited > budget {
            return None;
        }
        ops(b, 0, &mut assigned);
        after(b, &mut assigned, &mut work);
    }
    Some(assigned)
}

/// [`assigned_from`], remembered by where it starts: the JIT asks at every recording, and its
/// recordings start again and again at the few places its traces and bridges start, where the walk
/// (up to its budget of blocks) would be made anew each time. At most one set per operation of the
/// program is kept, so what it holds is bounded by the program's size.
pub struct AssignedFrom {
    budget: usize,
    memo: rustc_hash::FxHashMap<(BlockId, usize), Option<std::rc::Rc<VarSet>>>,
}

impl AssignedFrom {
    pub fn new(budget: usize) -> AssignedFrom {
        AssignedFrom { budget, memo: Default::default() }
    }

    /// `assigned_from(program, block, op, budget)`.
    pub fn at(&mut self, program: &Program, block: BlockId, op: usize) -> Option<std::rc::Rc<VarSet>> {
        let budget = self.budget;
        self.memo
            .entry((block, op))
            .or_insert_with(|| assigned_from(program, block, op, budget).map(std::rc::Rc::new))
            .clone()
    }
}

/// A set of variables.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VarSet {
    words: Vec<u64>,
}

impl VarSet {
    pub fn new(nvars: usize) -> VarSet {
        VarSet { words: vec![0; nvars.div_ceil(64)] }
    }

    pub fn insert(&mut self, v: VarId) {
        self.words[v as usize / 64] |= 1 << (v % 64);
    }

    pub fn remove(&mut self, v: VarId) {
        self.words[v as usize / 64] &= !(1 << (v % 64));
    }

    pub fn contains(&self, v: VarId) -> bool {
        self.words[v as usize / 64] & (1 << (v % 64)) != 0
    }

    pub fn iter(&self) -> impl Iterator<Item = VarId> + '_ {
        self.words
            .iter()
            .enumerate()
            .flat_map(|(i, &w)| (0..64).filter(move |b| w & (1 << b) != 0).map(move |b| (i * 64 + b) as VarId))
    }
}

/// A set of variables in increasing order, as `Liveness` gives them: as small as what it holds.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LiveSet {
    vars: Vec<VarId>,
}

impl LiveSet {
    /// The set of `vars`, which must be in strictly increasing order.
    fn from_sorted(vars: Vec<VarId>) -> LiveSet {
        debug_assert!(vars.windows(2).all(|w| w[0] < w[1]));
        LiveSet { vars }
    }

    pub fn contains(&self, v: VarId) -> bool {
        self.vars.binary_search(&v).is_ok()
    }

    /// The variables, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = VarId> + '_ {
        self.vars.iter().copied()
    }

    pub fn len(&self) -> usize {
        self.vars.len()
    }

    pub fn is_empty(&self) -> bool {
        self.vars.is_empty()
    }
}

/// `a ∪ (b − kill)`, all three in increasing order.
fn union_minus(a: &[VarId], b: &[VarId], kill: &[VarId]) -> Vec<VarId> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j, mut k) = (0, 0, 0);
    while i < a.len() || j < b.len() {
        let take_b = j < b.len() && (i == a.len() || b[j] <= a[i]);
        let v = if take_b { b[j] } else { a[i] };
        if take_b {
            j += 1;
            while k < kill.len() && kill[k] < v {
                k += 1;
            }
            let killed = k < kill.len() && kill[k] == v;
            if i < a.len() && a[i] == v {
                i += 1;
            } else if killed {
                continue;
            }
        } else {
            i += 1;
        }
        out.push(v);
    }
    out
}

/// The variables of a block's operations, flattened: what asking for liveness inside a block needs.
#[derive(Default)]
struct BlockOps {
    /// The destination of each operation.
    dsts: Vec<VarId>,
    /// The variables operation `i` reads are `uses[starts[i]..starts[i + 1]]`.
    starts: Vec<u32>,
    uses: Vec<VarId>,
}

impl BlockOps {
    fn of(ops: &[Op]) -> BlockOps {
        let mut b = BlockOps { dsts: Vec::with_capacity(ops.len()), starts: vec![0], uses: Vec::new() };
        for op in ops {
            b.dsts.push(op.dst);
            b.uses.extend(op.args.iter().filter_map(|a| match a {
                Operand::Var(v) => Some(*v),
                Operand::Const(_) => None,
            }));
            b.starts.push(b.uses.len() as u32);
        }
        b
    }

    fn uses(&self, i: usize) -> &[VarId] {
        &self.uses[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

/// The variables a terminator reads.
fn term_uses(t: &Terminator) -> smallvec::SmallVec<[VarId; 2]> {
    let var = |a: &Operand| match a {
        Operand::Var(v) => Some(*v),
        Operand::Const(_) => None,
    };
    match t {
        Terminator::Goto(_) | Terminator::Stop => smallvec::SmallVec::new(),
        Terminator::If { cond: v, .. } | Terminator::Promote { var: v, .. } => smallvec::smallvec![*v],
        Terminator::PrintAndStop(a) | Terminator::Return(a) => var(a).into_iter().collect(),
        Terminator::Call { args, .. } => args.iter().filter_map(var).collect(),
    }
}

/// The variable a terminator writes on its way to its successor: a call's result, which is not live
/// before the call returns.
fn term_kill(t: &Terminator) -> Option<VarId> {
    match t {
        Terminator::Call { dst, .. } => *dst,
        _ => None,
    }
}

/// The live set of a block at the points `Liveness` keeps.
struct BlockLive {
    ops: BlockOps,
    /// (point, live set there), by point: always the block's start (0) and its terminator (the number
    /// of operations), and checkpoints in between (see `Liveness`).
    kept: Vec<(u32, LiveSet)>,
}

/// A working set of variables with constant-time insert and remove, over a membership table of every
/// variable allocated once.
struct WorkSet {
    /// `index[v]` is 1 + the position of `v` in `members`, or 0.
    index: Vec<u32>,
    members: Vec<VarId>,
}

impl WorkSet {
    fn new(nvars: usize) -> WorkSet {
        WorkSet { index: vec![0; nvars], members: Vec::new() }
    }

    fn insert(&mut self, v: VarId) {
        if self.index[v as usize] == 0 {
            self.members.push(v);
            self.index[v as usize] = self.members.len() as u32;
        }
    }

    fn remove(&mut self, v: VarId) {
        let i = self.index[v as usize];
        if i != 0 {
            self.index[v as usize] = 0;
            let last = self.members.pop().expect("a member");
            if last != v {
                self.members[i as usize - 1] = last;
                self.index[last as usize] = i;
            }
        }
    }

    fn sorted(&self) -> LiveSet {
        let mut vars = self.members.clone();
        vars.sort_unstable();
        LiveSet::from_sorted(vars)
    }

    fn clear(&mut self) {
        for v in self.members.drain(..) {
            self.index[v as usize] = 0;
        }
    }
}

/// Which variables may be read before they are written, from each point of the program on.
/// A variable that is not live at a point can hold anything there without changing what the program
/// does, so resume data and specialization keys leave it out.
///
/// Memory stays linear in the program (a block of 150,000 assignments to as many variables would take
/// 2.8 GB as a live set per point): each block keeps its live sets at its start and before its
/// terminator, and at *checkpoints* between, walking back from the terminator: one wherever the
/// operations walked since the last checkpoint are at least the size of the live set there (and at
/// least `CHECKPOINT_MIN`). So the checkpoints of a block hold no more variables than it has
/// operations, and `live_at` between two of them replays at most max(live set, `CHECKPOINT_MIN`)
/// operations: its cost is that of the set it returns, plus a constant. The sets it replays are kept
/// for the next time, within a fixed budget (`MEMO_BYTES`).
pub struct Liveness {
    blocks: Vec<BlockLive>,
    /// The sets `live_at` replayed, by point, up to `MEMO_BYTES` in all: the points a recorder asks
    /// about (where each guard of each recording resumes) are few, and asked again and again.
    memo: RefCell<Memo>,
}

#[derive(Default)]
struct Memo {
    sets: rustc_hash::FxHashMap<(BlockId, u32), Rc<LiveSet>>,
    bytes: usize,
}

/// What `Liveness::memo` takes at most, about (1 MiB, each set counted with its variables and
/// `MEMO_OVERHEAD`): past that, `live_at` replays every time, so what liveness takes stays bounded
/// however many points a program has.
const MEMO_BYTES: usize = 1 << 20;

/// A kept set's bytes besides its variables: the `Rc` and `Vec` headers, the allocator's header, and
/// its entry in the table (key and pointer, at the table's load factor).
const MEMO_OVERHEAD: usize = 96;

/// A live set `Liveness::live_at` answers with: a checkpoint's, or one it replayed from the checkpoint
/// after the point.
pub enum LiveAt<'a> {
    Kept(&'a LiveSet),
    Replayed(Rc<LiveSet>),
}

impl std::ops::Deref for LiveAt<'_> {
    type Target = LiveSet;
    fn deref(&self) -> &LiveSet {
        match self {
            LiveAt::Kept(s) => s,
            LiveAt::Replayed(s) => s,
        }
    }
}

impl LiveAt<'_> {
    pub fn into_owned(self) -> LiveSet {
        match self {
            LiveAt::Kept(s) => s.clone(),
            LiveAt::Replayed(s) => Rc::unwrap_or_clone(s),
        }
    }
}

/// The fewest operations between two checkpoints of a block.
const CHECKPOINT_MIN: usize = 32;

impl Liveness {
    pub fn compute(program: &Program) -> Liveness {
        let n = program.blocks.len();
        let nvars = program.vars.len();
        let ops: Vec<BlockOps> = program.blocks.iter().map(|b| BlockOps::of(&b.ops)).collect();
        // Per block: the variables it reads before writing them (its terminator's read included), and
        // those it writes, each in increasing order.
        let mut written_in = vec![u32::MAX; nvars];
        let mut reads_first = Vec::with_capacity(n);
        let mut writes = Vec::with_capacity(n);
        for (b, (block, o)) in program.blocks.iter().zip(&ops).enumerate() {
            let mut r = Vec::new();
            let mut w = Vec::new();
            for (i, &dst) in o.dsts.iter().enumerate() {
                r.extend(o.uses(i).iter().filter(|v| written_in[**v as usize] != b as u32));
                written_in[dst as usize] = b as u32;
                w.push(dst);
            }
            r.extend(term_uses(&block.term).into_iter().filter(|v| written_in[*v as usize] != b as u32));
            r.sort_unstable();
            r.dedup();
            w.sort_unstable();
            w.dedup();
            reads_first.push(r);
            writes.push(w);
        }
        // live_in = reads_first ∪ (live_out − writes), live_out = ∪ live_in of the successors: a work
        // list, starting from the last blocks (most programs flow forward).
        let succs: Vec<Vec<BlockId>> = program.blocks.iter().map(|b| b.term.successors()).collect();
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for (b, s) in succs.iter().enumerate() {
            for &t in s {
                preds[t as usize].push(b as BlockId);
            }
        }
        let mut live_in: Vec<Vec<VarId>> = reads_first.clone();
        let mut queued = vec![true; n];
        let mut work: Vec<BlockId> = (0..n as BlockId).collect();
        let kills: Vec<Option<VarId>> = program.blocks.iter().map(|b| term_kill(&b.term)).collect();
        let live_out = |b: usize, live_in: &[Vec<VarId>]| -> Vec<VarId> {
            let mut out: Vec<VarId> = Vec::new();
            let kill: &[VarId] = kills[b].as_slice();
            for &s in &succs[b] {
                out = union_minus(&out, &live_in[s as usize], kill);
            }
            out
        };
        while let Some(b) = work.pop() {
            let b = b as usize;
            queued[b] = false;
            let new = union_minus(&reads_first[b], &live_out(b, &live_in), &writes[b]);
            if new != live_in[b] {
                live_in[b] = new;
                for &p in &preds[b] {
                    if !queued[p as usize] {
                        queued[p as usize] = true;
                        work.push(p);
                    }
                }
            }
        }
        // The kept points of each block, walking back from its terminator.
        let mut set = WorkSet::new(nvars);
        let mut blocks = Vec::with_capacity(n);
        for (b, (block, o)) in program.blocks.iter().zip(ops).enumerate() {
            for v in live_out(b, &live_in) {
                set.insert(v);
            }
            for v in term_uses(&block.term) {
                set.insert(v);
            }
            let mut kept = vec![(o.dsts.len() as u32, set.sorted())];
            let mut walked = 0;
            for i in (1..o.dsts.len()).rev() {
                set.remove(o.dsts[i]);
                for &v in o.uses(i) {
                    set.insert(v);
                }
                walked += 1;
                if walked >= set.members.len().max(CHECKPOINT_MIN) {
                    kept.push((i as u32, set.sorted()));
                    walked = 0;
                }
            }
            set.clear();
            if !o.dsts.is_empty() {
                kept.push((0, LiveSet::from_sorted(live_in[b].clone())));
            }
            kept.reverse();
            blocks.push(BlockLive { ops: o, kept });
        }
        Liveness { blocks, memo: RefCell::default() }
    }

    /// Live at the start of `block`.
    pub fn live_in(&self, block: BlockId) -> &LiveSet {
        &self.blocks[block as usize].kept[0].1
    }

    /// Live just before operation `op` of `block` (`op == ops.len()`: before its terminator). Costs
    /// the size of the set plus a constant (see `Liveness`) the first time a point between checkpoints
    /// is asked about, a table lookup after (`memo`, while it has room); to ask about every operation
    /// of a block, `defs_live_after` is one pass.
    pub fn live_at(&self, block: BlockId, op: usize) -> LiveAt<'_> {
        let b = &self.blocks[block as usize];
        let k = b.kept.partition_point(|(at, _)| (*at as usize) < op);
        let (at, base) = &b.kept[k];
        if *at as usize == op {
            return LiveAt::Kept(base);
        }
        if let Some(set) = self.memo.borrow().sets.get(&(block, op as u32)) {
            return LiveAt::Replayed(set.clone());
        }
        let mut set = Self::replay(b, op, *at as usize, base);
        let mut memo = self.memo.borrow_mut();
        let bytes = MEMO_OVERHEAD + std::mem::size_of::<VarId>() * set.len();
        if memo.bytes + bytes > MEMO_BYTES {
            return LiveAt::Replayed(Rc::new(set));
        }
        // Kept at its length: `replay` allocates room for every variable it might have kept.
        set.vars.shrink_to_fit();
        let set = Rc::new(set);
        memo.bytes += bytes;
        memo.sets.insert((block, op as u32), set.clone());
        LiveAt::Replayed(set)
    }

    /// The live set before operation `op` of block `b`, from `base`, the one before operation `at`.
    fn replay(b: &BlockLive, op: usize, at: usize, base: &LiveSet) -> LiveSet {
        // Whether each variable the operations op..at mention is first read (live) or written (dead).
        let mut first: Vec<(VarId, u32, bool)> = Vec::new();
        for i in op..at {
            let seq = 2 * i as u32;
            first.extend(b.ops.uses(i).iter().map(|&v| (v, seq, true)));
            first.push((b.ops.dsts[i], seq + 1, false));
        }
        first.sort_unstable();
        first.dedup_by_key(|(v, _, _)| *v);
        let mut vars = Vec::with_capacity(base.len() + first.len());
        let mut j = 0;
        for &(v, _, read) in &first {
            while j < base.vars.len() && base.vars[j] < v {
                vars.push(base.vars[j]);
                j += 1;
            }
            if j < base.vars.len() && base.vars[j] == v {
                j += 1;
            }
            if read {
                vars.push(v);
            }
        }
        vars.extend_from_slice(&base.vars[j..]);
        LiveSet::from_sorted(vars)
    }

    /// For each operation of `block`, whether its destination is live just after it: one backward
    /// pass over the block.
    pub fn defs_live_after(&self, block: BlockId) -> Vec<bool> {
        let b = &self.blocks[block as usize];
        let (_, end) = b.kept.last().expect("the terminator's live set");
        let mut set: rustc_hash::FxHashSet<VarId> = end.iter().collect();
        let mut live = vec![false; b.ops.dsts.len()];
        for i in (0..b.ops.dsts.len()).rev() {
            let dst = b.ops.dsts[i];
            live[i] = set.remove(&dst);
            set.extend(b.ops.uses(i).iter().copied());
        }
        live
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Format, parse_program};

    const POWER: &str = "power:\n  res = 1\n  if y goto power_rec else goto power_done\npower_rec:\n  res = res * x\n  y = y - 1\n  if y goto power_rec else goto power_done\npower_done:\n  print_and_stop(res)\n";

    #[test]
    fn the_power_loop_has_one_back_edge() {
        let p = parse_program("power.fg", POWER, Format::Fg).unwrap();
        assert_eq!(back_edges(&p), vec![(1, 1)]);
    }

    #[test]
    fn what_the_rest_of_the_run_can_assign() {
        let p = parse_program("power.fg", POWER, Format::Fg).unwrap();
        let names = |s: &VarSet| {
            let mut v: Vec<String> =
                (0..p.vars.len() as VarId).filter(|&v| s.contains(v)).map(|v| p.var_name(v).to_string()).collect();
            v.sort();
            v
        };
        // From the start, res and y; x is never assigned, so it keeps its value from anywhere on.
        let from = |b, op| assigned_from(&p, b, op, 16).expect("three blocks");
        assert_eq!(names(&from(0, 0)), ["res", "y"]);
        // In the loop, after `res = res * x`: y now, res again on the next pass.
        assert_eq!(names(&from(1, 1)), ["res", "y"]);
        // At the end: nothing.
        assert!(names(&from(2, 0)).is_empty());
        // More blocks reachable than the budget: no answer.
        assert!(assigned_from(&p, 0, 0, 1).is_none());
    }

    /// Found by the differential test: a trace of the loop at `head`, recorded in a call with n = 2, took
    /// n for the constant 2 (no operation assigns it) and ran with it in the calls with other n. Calls
    /// and returns write every variable of their procedure.
    #[test]
    fn calls_and_returns_write_their_procedures_variables() {
        let src = "main:\n    r = f(k)\n    print_and_stop(r)\n\ndef f(n):\n    z = n <= 0\n    if z goto bottom else \
                   goto rec\nbottom:\n    return 0\nrec:\n    m = n - 1\n    r = f(m)\n    j = 0\n    goto head\n\
                   head:\n    c = j < n\n    if c goto step else goto out\nstep:\n    r = r + j\n    j = j + 1\n    \
                   goto head\nout:\n    return r\n";
        let p = parse_program("rec.fg", src, Format::Fg).unwrap();
        let f = p.proc_id("f").unwrap();
        let head = (0..p.blocks.len() as BlockId).find(|&b| p.block_title(b) == "f.head").unwrap();
        let assigned = assigned_from(&p, head, 0, 64).expect("a small program");
        for name in ["n", "m", "z", "r", "j", "c"] {
            assert!(assigned.contains(p.var_in(Some(f), name).unwrap()), "{name}");
        }
        // The main program's `k` is never assigned: still a constant from anywhere.
        assert!(!assigned.contains(p.var_in(None, "k").unwrap()));
        // A procedure that is only called (not from itself): its parameter changes at its next call.
        let src =
            "main:\n    a = g(1)\n    b = g(2)\n    print_and_stop(b)\n\ndef g(x):\n    goto l\nl:\n    return x\n";
        let p = parse_program("g.fg", src, Format::Fg).unwrap();
        let l = (0..p.blocks.len() as BlockId).find(|&b| p.block_title(b) == "g.l").unwrap();
        let x = p.var_in(p.proc_id("g"), "x").unwrap();
        assert!(assigned_from(&p, l, 0, 64).unwrap().contains(x));
    }

    #[test]
    fn liveness_of_power() {
        let p = parse_program("power.fg", POWER, Format::Fg).unwrap();
        let live = Liveness::compute(&p);
        let names = |s: &LiveSet| s.iter().map(|v| p.var_name(v).to_string()).collect::<Vec<_>>();
        assert_eq!(names(live.live_in(0)), ["y", "x"]);
        assert_eq!(names(live.live_in(1)), ["res", "y", "x"]);
        assert_eq!(names(live.live_in(2)), ["res"]);
        // Before `y = y - 1`, res has just been written and is live; before `res = res * x` too.
        assert_eq!(names(&live.live_at(1, 1)), ["res", "y", "x"]);
        assert_eq!(names(&live.live_at(1, 2)), ["res", "y", "x"]);
    }

    /// Liveness at every point by the textbook method: a set per point, iterated to the fixed point.
    fn reference(p: &Program) -> Vec<Vec<Vec<VarId>>> {
        use std::collections::BTreeSet;
        let mut live_in: Vec<BTreeSet<VarId>> = vec![BTreeSet::new(); p.blocks.len()];
        let at = |b: usize, live_in: &[BTreeSet<VarId>]| {
            let block = &p.blocks[b];
            let mut live: BTreeSet<VarId> =
                block.term.successors().iter().flat_map(|s| live_in[*s as usize].iter().copied()).collect();
            if let Some(k) = term_kill(&block.term) {
                live.remove(&k);
            }
            live.extend(term_uses(&block.term));
            let mut sets = vec![live.clone()];
            for op in block.ops.iter().rev() {
                live.remove(&op.dst);
                live.extend(op.args.iter().filter_map(|a| match a {
                    Operand::Var(v) => Some(*v),
                    Operand::Const(_) => None,
                }));
                sets.push(live.clone());
            }
            sets.reverse();
            sets
        };
        loop {
            let mut changed = false;
            for b in 0..p.blocks.len() {
                let new = at(b, &live_in).swap_remove(0);
                changed |= new != live_in[b];
                live_in[b] = new;
            }
            if !changed {
                break;
            }
        }
        (0..p.blocks.len()).map(|b| at(b, &live_in).into_iter().map(|s| s.into_iter().collect()).collect()).collect()
    }

    #[test]
    fn liveness_at_every_point_is_the_textbook_one() {
        // Random programs, from a fixed seed: blocks long and short (checkpoints), loops, variables
        // read and written in every order.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rand = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..60 {
            let nblocks = 1 + rand(6);
            let nvars = 1 + rand(40);
            let mut text = String::new();
            for b in 0..nblocks {
                text.push_str(&format!("b{b}:\n"));
                let len = [0, 1, 3, 40, 200][rand(5) as usize];
                for _ in 0..len {
                    let (d, x, y) = (rand(nvars), rand(nvars), rand(nvars));
                    text.push_str(&match rand(3) {
                        0 => format!("    v{d} = v{x} + v{y}\n"),
                        1 => format!("    v{d} = v{x}\n"),
                        _ => format!("    v{d} = {y}\n"),
                    });
                }
                let (t, e, c) = (rand(nblocks), rand(nblocks), rand(nvars));
                text.push_str(&match rand(4) {
                    0 => format!("    goto b{t}\n"),
                    1 => format!("    if v{c} goto b{t} else goto b{e}\n"),
                    2 => format!("    promote(v{c}, b{t})\n"),
                    _ => format!("    print_and_stop(v{c})\n"),
                });
            }
            let p = parse_program("t.fg", &text, Format::Fg).unwrap();
            let want = reference(&p);
            let live = Liveness::compute(&p);
            for (b, sets) in want.iter().enumerate() {
                let b_id = b as BlockId;
                assert_eq!(live.live_in(b_id).iter().collect::<Vec<_>>(), sets[0], "{text}");
                for (i, set) in sets.iter().enumerate() {
                    assert_eq!(live.live_at(b_id, i).iter().collect::<Vec<_>>(), *set, "b{b} op {i}\n{text}");
                    for v in 0..p.vars.len() as VarId {
                        assert_eq!(live.live_at(b_id, i).contains(v), set.contains(&v));
                    }
                }
                let after: Vec<bool> =
                    p.blocks[b].ops.iter().enumerate().map(|(i, op)| sets[i + 1].contains(&op.dst)).collect();
                assert_eq!(live.defs_live_after(b_id), after, "{text}");
            }
        }
    }
}
