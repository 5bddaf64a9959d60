//! The trace optimizer: pure passes from trace to trace, one per file, chained in one ordered list.
//!
//! Each forward pass walks the trace once and re-emits it through a `Rewriter`, which maps old refs to
//! new ones and carries snapshots along; dead code elimination walks backwards. Loop peeling only copies
//! the loop (preamble + body); the forward passes run again afterwards and do the rest: an operation of
//! the body whose operands do not change from one iteration to the next is the same expression as its
//! twin in the preamble, so common subexpression elimination merges them and it runs once (hoisting), and
//! whatever a guard of the preamble proved about those values folds in the body (the meta-tracing result:
//! the bytecode and the pc are constants there, so the dispatch disappears).

pub mod arith;
pub mod carry;
pub mod closed;
pub mod copyprop;
pub mod cse;
pub mod dce;
pub mod entry;
pub mod facts;
pub mod fold;
pub mod guards;
pub mod heap;
pub mod linear;
pub mod lists;
pub mod peel;
pub mod ranges;
pub mod sink;
pub mod stores;

use super::ir::{Inst, Ref, SnapId, Trace};
use super::snapshot::Snapshot;
use std::borrow::Cow;

/// One pass, by name, for logs and tests. A pass that finds nothing to do returns its input as it is
/// (`Cow::Borrowed`), without a copy.
pub type Pass = fn(&Trace) -> Cow<'_, Trace>;

/// The passes run before peeling, in order. `stores` comes after `cse` and `dce` here: a store is dead
/// when no read is left between it and the next store there, and in a recording most reads between
/// two stores are the same read twice, or reads `heap` forwarded and nothing uses any more; before
/// they go, `stores` finds nothing, and every pass of the first round after this one ran again on
/// the stores and the values they keep alive (a fifth of the optimizer's work on awib.b's bridges).
pub const BEFORE_PEELING: &[(&str, Pass)] = &[
    ("copyprop", copyprop::run),
    ("fold", fold::run),
    ("arith", arith::run),
    ("heap", heap::run),
    ("sink", sink::run),
    ("lists", lists::run),
    ("guards", guards::run),
    ("cse", cse::run),
    ("dce", dce::run),
    ("stores", stores::run),
    ("dce", dce::run),
];

/// The passes run again after peeling (on a bridge, which has no loop, after the first round),
/// repeated until the trace stops shrinking: one pass exposes work for another that ran before it
/// (`heap` forwards a pointer kept in a list, `p = ptr[0]`, to the `add` that stored it, and only then
/// does `arith` see a run of `p + 1` as offsets of one value that one overflow check covers).
pub const AFTER_PEELING: &[(&str, Pass)] = &[
    ("fold", fold::run),
    ("arith", arith::run),
    ("heap", heap::run),
    ("stores", stores::run),
    ("sink", sink::run),
    ("lists", lists::run),
    ("guards", guards::run),
    ("cse", cse::run),
    ("dce", dce::run),
];

/// Rounds of `AFTER_PEELING` at most: a round can expose more (a phi found invariant makes its uses
/// constants), but two or three rounds reach the fixpoint on every trace seen so far.
const MAX_ROUNDS: usize = 4;

/// What the optimizer may do beyond its passes.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Loops in closed form (`closed.rs`): their middle iterations are not run, so not counted either;
    /// off under a step limit, which counts every iteration.
    pub closed_forms: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { closed_forms: true }
    }
}

/// The whole optimizer with the default options.
pub fn optimize(trace: &Trace) -> Trace {
    optimize_with(trace, Options::default())
}

/// The whole optimizer. With verification on (`verify::enabled`), the trace is checked as recorded and
/// after every pass, and a broken invariant stops there, naming the pass.
pub fn optimize_with(trace: &Trace, options: Options) -> Trace {
    let verifying = super::verify::enabled();
    let run = |name: &str, pass: Pass, t: Trace| run_pass(name, pass, Cow::Owned(t), verifying);
    if verifying {
        check("the recorder", trace);
    }
    // The first pass reads the recording itself: a copy would copy its path too, every jump it
    // went through, which no pass reads.
    let (&(first, first_pass), rest) = BEFORE_PEELING.split_first().expect("passes to run");
    let mut t = run_pass(first, first_pass, Cow::Borrowed(trace), verifying);
    for &(name, pass) in rest {
        t = run(name, pass, t);
    }
    if t.loop_index().is_some() {
        t = run("peel", peel::run, t);
    }
    // Once, not in every round: the reads it moves are made before `loop` or by a bridge, which the
    // rounds only forward to, and the rounds' `lists` proves what the moved reads need again.
    t = run("carry", carry::run, t);
    for _ in 0..MAX_ROUNDS {
        let before = t.ops.len();
        for &(name, pass) in AFTER_PEELING {
            t = run(name, pass, t);
        }
        if t.ops.len() == before {
            break;
        }
    }
    if options.closed_forms && t.loop_index().is_some() {
        t = run("closed", closed::run, t);
        if t.closed_from.is_some() {
            // The first iteration's reads of what the preamble stored, and the closed form's
            // arithmetic on the last one's values, fold with one more round.
            for &(name, pass) in AFTER_PEELING {
                t = run(name, pass, t);
            }
        }
    }
    t.facts = Some(std::rc::Rc::new(facts::of(&t)));
    t
}

/// Runs one pass on `t`, and verifies its output when `verifying`.
fn run_pass(name: &str, pass: Pass, t: Cow<'_, Trace>, verifying: bool) -> Trace {
    let out = match pass(&t) {
        Cow::Borrowed(_) => t.into_owned(),
        Cow::Owned(out) => out,
    };
    if verifying {
        check(name, &out);
    }
    out
}

/// Verifies the output of `pass`; a broken invariant is a bug of that pass.
fn check(pass: &str, t: &Trace) {
    if let Err(e) = super::verify::verify(t) {
        panic!("IR verifier: after {pass}: {e}\n{t}");
    }
}

/// Copies instruction `i` of `from` to the end of `out`, its operands and (for a guard) its snapshot's
/// refs mapped through `map` (old index -> new ref; constants stay), the snapshot's jumps counted
/// `jumps` later; notes the copy in `map`. How peeling and closed forms lay a loop's iteration out
/// again.
pub fn copy_op(out: &mut Trace, from: &Trace, map: &mut [Ref], i: usize, jumps: u32) {
    let mut inst = from.ops[i];
    for a in &mut inst.args {
        *a = mapped(map, *a);
    }
    if inst.op.is_guard() {
        let s = copy_snapshot(from, inst.snap, map, jumps);
        inst.snap = SnapId(out.snapshots.len() as u32);
        out.snapshots.push(s);
    }
    map[i] = out.push(inst);
}

/// Snapshot `snap` of `from`, its refs mapped through `map` and its jumps counted `jumps` later.
pub fn copy_snapshot(from: &Trace, snap: SnapId, map: &[Ref], jumps: u32) -> Snapshot {
    let mut s = from.snapshots[snap.index()].clone();
    for (_, r) in &mut s.vars {
        *r = mapped(map, *r);
    }
    s.jumps = s.jumps.saturating_add(jumps);
    s
}

/// `r` through `map` (constants and no operand stay as they are).
pub fn mapped(map: &[Ref], r: Ref) -> Ref {
    if r.is_none() || r.is_const() { r } else { map[r.index()] }
}

/// Re-emits a trace instruction by instruction, keeping refs, snapshots and phi moves consistent.
///
/// Copy on write: while every instruction so far was kept as it was (`keep`, in order: then its
/// operands and snapshot are its own), the new trace would be the old one's first `kept` instructions,
/// and nothing is copied. The first change (an instruction emitted, dropped, mapped elsewhere, or any
/// use of `out`) copies that prefix at once; a pass that changes nothing copies nothing, and `finish`
/// returns its input. Most runs of most passes change nothing (the rounds after peeling run every pass
/// again until the trace stops shrinking), and copying was most of what they cost.
pub struct Rewriter<'t> {
    pub old: &'t Trace,
    /// The new trace; while `lazy`, without the `kept` instructions that are the old trace's own.
    new: Trace,
    /// Old instruction index -> its ref in the new trace (`Ref::NONE` until emitted, or when dropped).
    map: Vec<Ref>,
    /// Phis a pass added, with the old ref of the value each takes at `jump`.
    added_phis: Vec<(Ref, Ref)>,
    /// The new index of the first instruction emitted at or past the old `Trace::closed_from`.
    closed_from: Option<usize>,
    /// Whether the new trace is still the old one's first `kept` instructions, not yet copied.
    lazy: bool,
    kept: usize,
}

impl<'t> Rewriter<'t> {
    pub fn new(old: &'t Trace) -> Rewriter<'t> {
        // Constants keep their indices, so constant refs need no mapping.
        let mut new = Trace::with_consts_of(old);
        new.jumps_per_iter = old.jumps_per_iter;
        new.start = old.start;
        new.on_entry = old.on_entry.clone();
        Rewriter {
            old,
            new,
            map: vec![Ref::NONE; old.ops.len()],
            added_phis: Vec::new(),
            closed_from: None,
            lazy: true,
            kept: 0,
        }
    }

    /// The new trace, to change or to add to (copying what was kept so far, if nothing was copied).
    #[inline]
    pub fn out(&mut self) -> &mut Trace {
        self.copy_kept();
        &mut self.new
    }

    /// Whether nothing has changed yet: the new trace is the old one's instructions so far.
    pub fn unchanged(&self) -> bool {
        self.lazy
    }

    /// The new trace as emitted so far, to read instructions, types and constants by ref, copying
    /// nothing: until the first change that is the old trace, whose first `kept` instructions are the
    /// new one's. Not for its length or its last instruction (`out` is).
    #[inline]
    pub fn view(&self) -> &Trace {
        if self.lazy { self.old } else { &self.new }
    }

    /// Ends copy on write: copies the instructions kept so far, with their snapshots.
    #[inline]
    fn copy_kept(&mut self) {
        if self.lazy {
            self.copy_kept_now();
        }
    }

    #[cold]
    fn copy_kept_now(&mut self) {
        self.lazy = false;
        let old = self.old;
        self.new.ops.reserve(old.ops.len());
        self.new.snapshots.reserve(old.snapshots.len());
        // Not `copy_op`: kept as they were, their refs need no mapping (mapping them anyway costs 1% of
        // a warm-up-bound run's instructions, awib.b's).
        for inst in &old.ops[..self.kept] {
            let mut inst = *inst;
            if inst.op.is_guard() {
                inst.snap = SnapId(self.new.snapshots.len() as u32);
                self.new.snapshots.push(old.snapshots[inst.snap.index()].clone());
            }
            self.new.ops.push(inst);
        }
        // Kept instructions have their old indices.
        if let Some(from) = old.closed_from.filter(|&from| from < self.kept) {
            self.closed_from = Some(from);
        }
    }

    /// The new ref of an old one.
    pub fn map(&self, r: Ref) -> Ref {
        mapped(&self.map, r)
    }

    /// Says that old instruction `index` is now `to`.
    pub fn set(&mut self, index: usize, to: Ref) {
        if !(index < self.kept && to == Ref::op(index)) {
            self.copy_kept();
        }
        self.map[index] = to;
    }

    /// The old instruction with its operands mapped.
    pub fn mapped(&self, index: usize) -> Inst {
        let mut inst = self.old.ops[index];
        for a in &mut inst.args {
            *a = self.map(*a);
        }
        inst
    }

    /// The old snapshot of instruction `index` with its refs mapped through `f`.
    pub fn mapped_snapshot(&self, index: usize, f: impl Fn(Ref) -> Ref) -> Snapshot {
        let s = &self.old.snapshots[self.old.ops[index].snap.index()];
        // Copied whole, then mapped in place: most snapshots fit inline, and a copy of the inline
        // array costs less than collecting them one by one.
        let mut vars = crate::jit::snapshot::SnapVars::from_slice(&s.vars);
        for (_, r) in vars.iter_mut() {
            *r = f(self.map(*r));
        }
        Snapshot { kind: s.kind, resume: s.resume, jumps: s.jumps, vars, frames: s.frames.clone() }
    }

    /// Emits `inst` in place of old instruction `index`; a guard gets `snapshot`.
    pub fn emit(&mut self, index: usize, mut inst: Inst, snapshot: Option<Snapshot>) -> Ref {
        self.copy_kept();
        if self.closed_from.is_none() && self.old.closed_from.is_some_and(|from| index >= from) {
            self.closed_from = Some(self.new.ops.len());
        }
        if let Some(s) = snapshot {
            inst.snap = SnapId(self.new.snapshots.len() as u32);
            self.new.snapshots.push(s);
        }
        let r = self.new.push(inst);
        self.map[index] = r;
        r
    }

    /// Adds phi `inst` (in the group before `loop`), which takes old value `next` at each `jump`.
    pub fn add_phi(&mut self, inst: Inst, next: Ref) -> Ref {
        let r = self.out().push(inst);
        self.added_phis.push((r, next));
        r
    }

    /// Emits old instruction `index` unchanged but for its mapped refs.
    pub fn keep(&mut self, index: usize) -> Ref {
        if self.lazy && index == self.kept {
            // Its operands and snapshot refer to kept instructions, which have their old refs.
            self.kept += 1;
            self.map[index] = Ref::op(index);
            return Ref::op(index);
        }
        let inst = self.mapped(index);
        let snap = inst.op.is_guard().then(|| self.mapped_snapshot(index, |r| r));
        self.emit(index, inst, snap)
    }

    /// Finishes: the old trace itself if every instruction was kept as it was; otherwise the new one,
    /// with the phi moves mapped (dropping those into a phi that is gone: deleted, or found to be
    /// another value, which then no longer changes at `jump`).
    pub fn finish(mut self) -> Cow<'t, Trace> {
        if self.lazy && self.kept == self.old.ops.len() {
            return Cow::Borrowed(self.old);
        }
        self.copy_kept();
        let moves = self.old.phis.iter().filter_map(|&(p, v)| {
            let np = self.map(p);
            let still_phi =
                !np.is_none() && !np.is_const() && self.new.ops[np.index()].op == self.old.ops[p.index()].op;
            // A value deleted as dead moves into a phi (or a loop input, kept for its check) nobody reads.
            let nv = self.map(v);
            (still_phi && !nv.is_none()).then_some((np, nv))
        });
        let mut phis: Vec<(Ref, Ref)> = moves.collect();
        for &(p, next) in &self.added_phis {
            phis.push((p, self.map(next)));
        }
        self.new.phis = phis;
        // A phi deleted as dead is no value the body needs where it starts.
        self.new.header =
            self.old.header.iter().map(|&(var, r)| (var, self.map(r))).filter(|(_, r)| !r.is_none()).collect();
        // Where a closed loop's iterations begin: at the first instruction emitted for one of them.
        self.new.closed_from = self.old.closed_from.map(|_| self.closed_from.unwrap_or(self.new.ops.len()));
        Cow::Owned(self.new)
    }
}

#[cfg(test)]
pub mod test_util {
    use crate::jit::ir::parse;

    /// Runs `pass` on IR text and returns the result as text.
    pub fn run_on(pass: super::Pass, input: &str) -> String {
        let t = parse(input, None).unwrap_or_else(|e| panic!("bad test IR: {e}"));
        pass(&t).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::run_pass;
    use crate::jit::ir::{Ref, Trace, parse};
    use std::borrow::Cow;

    /// A faulty pass: it makes an operand refer to a later instruction.
    fn broken(t: &Trace) -> Cow<'_, Trace> {
        let mut t = t.clone();
        t.ops[1].args[0] = Ref::op(2);
        Cow::Owned(t)
    }

    #[test]
    #[should_panic(expected = "IR verifier: after broken: v1 (add): operand 0: v2 used before it is defined")]
    fn a_pass_that_breaks_an_invariant_fails_naming_itself() {
        let t = parse(
            "v0:int = input i\nv1:int = add v0, 1 => l/0 (0) {i=v0}\nv2:int = add v1, 1 => l/0 (0) {i=v1}\n",
            None,
        )
        .unwrap();
        run_pass("broken", broken, Cow::Owned(t), true);
    }

    /// A bridge running brainfuck's `>>>` on a pointer kept in a list (`p = ptr[0]; ptr[0] = p + 1`):
    /// after `heap` forwards each read to the store before it, a second round lets `arith` see three
    /// offsets of the first read, so one bound check covers the three overflow checks.
    #[test]
    fn a_trace_without_a_loop_gets_the_rounds_a_loop_gets() {
        let text = "\
v0:list = input ptr
guard_words v0 => right/0 (0) {ptr=v0}
v2:int = readlist v0, 0 words => right/0 (0) {ptr=v0}
v3:int = add v2, 1 => right/0 (0) {ptr=v0}
v4:list = set v0, 0, v3 owned words in_bounds => right/2 (0) {ptr=v0, p=v3}
v5:int = readlist v4, 0 words => right/0 (1) {ptr=v4}
v6:int = add v5, 1 => right/0 (1) {ptr=v4}
v7:list = set v4, 0, v6 owned words in_bounds => right/2 (1) {ptr=v4, p=v6}
v8:int = readlist v7, 0 words => right/0 (2) {ptr=v7}
v9:int = add v8, 1 => right/0 (2) {ptr=v7}
v10:list = set v7, 0, v9 owned words in_bounds => right/2 (2) {ptr=v7, p=v9}
";
        let t = parse(text, None).unwrap();
        let out = super::optimize(&t).to_string();
        let expected = "\
v0:list = input ptr
guard_words v0 => right/0 (0) {ptr=v0}
v2:int = readlist v0, 0 words => right/0 (0) {ptr=v0}
v3:int = le v2, 9223372036854775804
guard_true v3 => right/0 (0) {ptr=v0}
v5:int = add_nov v2, 3
v6:list = set v0, 0, v5 owned words in_bounds => right/2 (2) {ptr=v0, p=v5}
";
        assert_eq!(out, expected);
    }
}
