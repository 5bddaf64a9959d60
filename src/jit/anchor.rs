//! Hot anchors: where loops are counted, and when they get traced.
//!
//! An anchor is a label together with the values of its *green* variables — the variables the label
//! promotes before doing anything else. For a bytecode interpreter written in FGL, whose dispatch label
//! promotes `bytecode` and `pc`, the anchors are the positions of the *interpreted* program, so a loop of
//! the interpreted program is what gets counted and traced (meta-tracing), without any hint in the source.
//!
//! The interpreter reports each back-edge (a retreating edge of the control-flow graph, found at load);
//! the anchor's counter goes up, and past the threshold the recorder starts there. An anchor whose
//! recordings keep aborting waits twice as long each time, and is blacklisted after a few tries.

use crate::interp::Env;
use crate::lang::{BlockId, Program, Terminator, VarId};
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

pub use super::ir::TraceId;

/// Default number of back-edges before an anchor is traced. LuaJIT's hotloop (56) rather than PyPy's 1039:
/// anchors here are keyed by green values, so each count is an iteration of a real (possibly interpreted)
/// loop, not of a dispatch loop shared by every bytecode; and recording plus optimizing a trace costs tens
/// of microseconds, little next to what the interpreter spends on 56 iterations of a typical loop.
pub const DEFAULT_THRESHOLD: u32 = 56;
/// What a back-edge that jumps backward in the interpreted program counts for (`LabelState::last_int`):
/// a loop of an interpreted program is hot after `DEFAULT_THRESHOLD / 8` = 7 of its iterations. The
/// interpreter has run each of them already (a brainfuck loop's iteration is tens of interpreted
/// instructions), and the sooner its loops have traces of their own, the fewer of its iterations run
/// as some other loop's bridges. (mandelbrot.b, A/B CPU against a weight of 1, both counting backward
/// jumps only: bf.fg 0.935, decode.fg 0.896, cell_pointer.fg 0.930; `--jit-threshold 7` without the
/// rule, a lower threshold for every anchor, gained nothing: 1.011, 0.993, 1.003.)
pub const BACKWARD_WEIGHT: u32 = 8;
/// Default guard failures before a bridge is recorded: LuaJIT's hotexit (10).
pub const DEFAULT_BRIDGE_THRESHOLD: u32 = 10;
/// Default longest trace, in recorded IR instructions. LuaJIT's maxrecord is 4000 instructions of IR
/// its recorder folded; the recorder here keeps about ten instructions of a meta-traced interpreter's
/// dispatch for each one that survives the optimizer, so a quarter of that is still a long trace, and
/// cutting the long outer loops of a brainfuck program there saves a quarter of the recording and
/// optimizing time (README, "Thresholds").
pub const DEFAULT_MAX_TRACE_LEN: usize = 1000;
/// Default cap on the JIT's memory (machine code and traces), in MiB. LuaJIT caps machine code at 512 KiB
/// by default (maxmcode) for many small traces; fgljit's traces of meta-traced interpreters are longer,
/// and the cap counts the IR kept for listings and statistics too.
pub const DEFAULT_MAX_MEMORY_MIB: usize = 64;
/// Aborted recordings at one anchor before it is blacklisted (each abort doubles its threshold).
pub const MAX_ABORTS: u32 = 6;
/// Bridges one guard may get. A `guard_value` gets one per hot value; a promote that keeps seeing new
/// values (megamorphic) would otherwise grow a bridge for each, so past this many its failures just go
/// back to the interpreter (PyPy bounds its guard_value specializations the same way).
pub const MAX_BRIDGES_PER_GUARD: usize = 8;

/// A green value as a hash key: lists by identity (a trace's `guard_value` on a list compares identity).
/// A list is held, not just its address, so the address cannot be reused by another list while a key
/// names it.
#[derive(Clone, Debug)]
pub enum GreenVal {
    Unset,
    Int(i64),
    Big(Rc<num_bigint::BigInt>),
    Sym(u32),
    List(Rc<crate::value::List>),
}

impl GreenVal {
    pub fn of(v: &Option<Value>) -> GreenVal {
        match v {
            None => GreenVal::Unset,
            Some(Value::Int(i)) => GreenVal::Int(*i),
            Some(Value::Big(b)) => GreenVal::Big(b.clone()),
            Some(Value::Sym(s)) => GreenVal::Sym(s.0),
            Some(Value::List(l)) => GreenVal::List(l.clone()),
        }
    }

    /// The value as the logs and `--stats json` show it: long lists abbreviated.
    pub fn text(&self) -> String {
        match self {
            GreenVal::Unset => "<unset>".into(),
            GreenVal::Int(i) => i.to_string(),
            GreenVal::Big(b) => b.to_string(),
            GreenVal::Sym(s) => crate::lang::print::fmt_value_short(&Value::Sym(crate::value::Symbol(*s))),
            GreenVal::List(l) => crate::lang::print::fmt_value_short(&Value::List(l.clone())),
        }
    }
}

impl PartialEq for GreenVal {
    fn eq(&self, other: &GreenVal) -> bool {
        match (self, other) {
            (GreenVal::Unset, GreenVal::Unset) => true,
            (GreenVal::Int(a), GreenVal::Int(b)) => a == b,
            (GreenVal::Big(a), GreenVal::Big(b)) => a == b,
            (GreenVal::Sym(a), GreenVal::Sym(b)) => a == b,
            (GreenVal::List(a), GreenVal::List(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for GreenVal {}

impl std::hash::Hash for GreenVal {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            GreenVal::Unset => {}
            GreenVal::Int(i) => i.hash(h),
            GreenVal::Big(b) => b.hash(h),
            GreenVal::Sym(s) => s.hash(h),
            GreenVal::List(l) => Rc::as_ptr(l).hash(h),
        }
    }
}

/// (label, green values).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AnchorKey {
    pub block: BlockId,
    pub greens: Vec<GreenVal>,
}

impl AnchorKey {
    /// The hash `Greens::hash` gives for this anchor.
    pub fn hash64(&self) -> u64 {
        let mut h = rustc_hash::FxHasher::default();
        self.block.hash(&mut h);
        for g in &self.greens {
            match g {
                GreenVal::Unset => 0u8.hash(&mut h),
                GreenVal::Int(i) => i.hash(&mut h),
                GreenVal::Big(b) => b.hash(&mut h),
                GreenVal::Sym(s) => s.hash(&mut h),
                GreenVal::List(l) => hash_list(l, &mut h),
            }
        }
        finish(h)
    }
}

/// A list for the counter tables: by its length and first elements, not its address, so which anchors
/// share a slot (and so when each gets hot) is the same from run to run. Lists alike in those only share
/// counters; anchors themselves still compare lists by identity.
fn hash_list(l: &crate::value::List, h: &mut rustc_hash::FxHasher) {
    l.len().hash(h);
    for v in l.iter().take(4) {
        match v {
            Value::Int(i) => i.hash(h),
            Value::Big(b) => b.hash(h),
            Value::Sym(s) => s.0.hash(h),
            Value::List(inner) => inner.len().hash(h),
        }
    }
}

/// Fx's low bits are weak for small integers: the high half is folded in.
fn finish(h: rustc_hash::FxHasher) -> u64 {
    let x = h.finish();
    x ^ (x >> 29) ^ (x >> 47)
}

/// The green variables of every label.
pub struct Greens {
    vars: Vec<Vec<VarId>>,
}

impl Greens {
    /// A label's greens are the variables of the chain of `promote`s it starts with: blocks with no
    /// operations whose terminator is `promote(v, next)` or `goto next`, then `next`, and so on. A
    /// dispatch label that does `goto d1` where `d1` promotes the pc has the pc as its green.
    pub fn compute(program: &Program) -> Greens {
        let vars = (0..program.blocks.len() as BlockId)
            .map(|start| {
                let mut greens = Vec::new();
                let mut b = start;
                let mut seen = vec![start];
                loop {
                    let block = program.block(b);
                    match block.term {
                        Terminator::Promote { var, to } if block.ops.is_empty() => {
                            if !greens.contains(&var) {
                                greens.push(var);
                            }
                            if seen.contains(&to) {
                                break;
                            }
                            seen.push(to);
                            b = to;
                        }
                        Terminator::Goto(to) if block.ops.is_empty() => {
                            if seen.contains(&to) {
                                break;
                            }
                            seen.push(to);
                            b = to;
                        }
                        _ => break,
                    }
                }
                greens
            })
            .collect();
        Greens { vars }
    }

    pub fn of(&self, block: BlockId) -> &[VarId] {
        &self.vars[block as usize]
    }

    /// The green values of `block` in `env`.
    pub fn values(&self, block: BlockId, env: &Env) -> Vec<GreenVal> {
        self.vars[block as usize].iter().map(|&v| GreenVal::of(&env[v as usize])).collect()
    }

    pub fn key(&self, block: BlockId, env: &Env) -> AnchorKey {
        AnchorKey { block, greens: self.values(block, env) }
    }

    /// A hash of `block` and its green values in `env`, computed without building a key; the same as
    /// `AnchorKey::hash64` of its key.
    pub fn hash(&self, block: BlockId, env: &Env) -> u64 {
        let mut h = rustc_hash::FxHasher::default();
        block.hash(&mut h);
        for &v in &self.vars[block as usize] {
            match &env[v as usize] {
                None => 0u8.hash(&mut h),
                Some(Value::Int(i)) => i.hash(&mut h),
                Some(Value::Big(b)) => b.hash(&mut h),
                Some(Value::Sym(s)) => s.0.hash(&mut h),
                Some(Value::List(l)) => hash_list(l, &mut h),
            }
        }
        finish(h)
    }
}

/// Slots of the hot-counter table (a power of two).
const HOT_SLOTS: usize = 4096;
/// Slots of the candidate table (a power of two): anchors whose counter slot got hot, waiting to be seen
/// again before they are recorded.
const CANDIDATE_SLOTS: usize = 1024;
/// Back-edges into the very same anchor (label and greens) after its slot got hot, before it is recorded.
/// A slot also gets hot by collisions of values seen once (a green value new on every iteration): those
/// are never seen again, so they are never recorded.
const CONFIRM: u32 = 2;
/// Aborted recordings at one label, over all its green values, before the label gets no more recordings:
/// retries are bounded per loop of the program, not per interpreted position.
pub const MAX_LABEL_ABORTS: u32 = 16;
/// Traces rooted at one label after which it gets no more unless at least one in `MIN_REUSE` of them was
/// entered again after its first run: a promote whose value is new every outer iteration would otherwise
/// compile a trace per value, each used once, while an interpreter with many loops that run again (a
/// brainfuck program has hundreds) keeps getting traces.
pub const MAX_TRACES_PER_LABEL: u32 = 64;
pub const MIN_REUSE: u32 = 4;
/// Back-edges in a row into a label with greens that the engine saw and that neither entered nor
/// recorded a trace, before the label is sampled (`SAMPLE_AFTER` thresholds, at least
/// `SAMPLE_AFTER_MIN`: a dispatch loop over a short bytecode loop gets hot before that, anchored where its
/// counts say): the interpreter then takes `SAMPLE_GAP` back-edges by itself between two the engine sees
/// (and counts each seen one for all). Without it, a green value new on every iteration, or a dispatch
/// loop running code that has no trace, would leave the interpreter at every back-edge to hash its greens
/// for nothing. Entering or recording a trace there ends the sampling.
const SAMPLE_AFTER: u32 = 16;
const SAMPLE_AFTER_MIN: u32 = 1024;
/// ... and at most this many, whatever the threshold: with `--jit-threshold 4000000000` a label with
/// greens new at every iteration was never sampled, and ran 2.3x slower than interpreted.
const SAMPLE_AFTER_MAX: u32 = 1 << 16;
const SAMPLE_GAP: u32 = 63;
/// Root traces made between two looks at how many of them ran again: when fewer than one in
/// `MIN_REUSE` did, the program's loops run once each (a trace costs about as much as a few thousand
/// interpreted iterations, and pays only when its loop runs that long), so the hot threshold doubles,
/// at most `MAX_RAISE` times: a loop must then run longer before it is compiled.
const ROOTS_PER_LOOK: u32 = 64;
pub const MAX_RAISE: u32 = 8;
/// Times the trace of one anchor may be thrown away (it stopped being entered, or failed on almost every
/// entry) and recorded again before the anchor is blacklisted.
pub const MAX_RETRACES: u32 = 3;

/// Passes through its anchor a loop trace may span. A trace closed at the first return to its anchor
/// whose body can never complete an iteration (a helper block entered twice per iteration, the second
/// time taking the other branch) is recorded again through one more pass, up to this many.
pub const MAX_PASSES: u32 = 4;

/// What the JIT knows about one anchor that got hot (only those have an entry: counting before that is
/// in the fixed table).
#[derive(Clone, Debug, Default)]
pub struct AnchorState {
    pub count: u32,
    /// Back-edges needed before the next recording (the threshold, doubled after each abort).
    pub threshold: u32,
    pub aborts: u32,
    /// Traces of this anchor thrown away.
    pub retraces: u32,
    pub blacklisted: bool,
    pub trace: Option<TraceId>,
    /// Times a trace of this anchor was entered from the interpreter (saturating).
    pub entries: u32,
    /// Passes through the anchor its next recording spans (0 counts as 1; see `MAX_PASSES`).
    pub passes: u32,
}

/// What the JIT knows about one label, over all its green values.
#[derive(Clone, Debug, Default)]
struct LabelState {
    /// Anchors of this label with an entry in `HotCounters::anchors`.
    anchors: u32,
    /// Of those, the ones with a trace now.
    live_traces: u32,
    /// Traces ever rooted here, and recordings that aborted here.
    traces: u32,
    aborts: u32,
    /// Anchors here whose trace was entered more than once.
    reused: u32,
    /// Back-edges in a row the engine saw here with nothing to do (see `SAMPLE_AFTER`).
    misses: u32,
    /// No more recordings start here (its anchors' traces still run).
    closed: bool,
    /// The value of the label's last integer green (an interpreter's pc) at the last back-edge here.
    /// Only a back-edge where it did not grow counts towards making an anchor hot: one that jumps
    /// backwards in the interpreted program, to the head of one of its loops, or stays where it was
    /// (PyPy's interpreters say `can_enter_jit` at their backward jumps; LuaJIT counts loops where they
    /// branch back). Every other step of the interpreted program is a back-edge of the interpreter's
    /// dispatch loop too, and counting those made whichever instruction of a loop's body first reached
    /// the threshold an anchor: a brainfuck loop traced from its middle, on whichever path its inner
    /// loop took that iteration, and its other path a bridge and the loop's peeled iteration again on
    /// each turn (A/B CPU on mandelbrot.b, with a backward jump counting one as any back-edge did:
    /// bf.fg 0.917, decode.fg 1.007, cell_pointer.fg 0.961; `BACKWARD_WEIGHT` does the rest). Any
    /// cycle of integer values goes down somewhere or stays, so every loop of green values still gets
    /// counted. (A label of a program that is no interpreter has no greens: nothing changes for it.)
    last_int: Option<i64>,
}

/// The back-edge counters. Before an anchor gets hot it is only a slot of a fixed table, found by
/// hashing its label and green values (LuaJIT's hotcount table): counting allocates nothing, memory does
/// not grow with the number of distinct green values, and a collision only makes an anchor hot early.
pub struct HotCounters {
    counts: Box<[u32]>,
    /// (hash of label and greens, back-edges seen since its slot got hot).
    candidates: Box<[(u64, u32)]>,
    pub anchors: HashMap<AnchorKey, AnchorState>,
    /// `AnchorKey::hash64` of every key in `anchors`: most back-edges are to anchors without an entry,
    /// and this says so without building their key.
    anchor_hashes: rustc_hash::FxHashSet<u64>,
    labels: Vec<LabelState>,
    /// Root traces made, and those entered again after their first run (see `ROOTS_PER_LOOK`).
    roots: u32,
    reused: u32,
    /// Doublings of the hot threshold so far.
    raise: u32,
}

/// What to do at a back-edge.
#[derive(Debug, PartialEq, Eq)]
pub enum HotAction {
    Interpret,
    Enter(TraceId),
    Record,
}

/// Why a label or an anchor gets no more recordings (for the log).
#[derive(Debug, PartialEq, Eq)]
pub enum Closed {
    /// The anchor is blacklisted.
    Anchor,
    /// The label is closed to new recordings.
    Label(&'static str),
}

impl HotCounters {
    pub fn new(program: &Program) -> HotCounters {
        HotCounters {
            counts: vec![0; HOT_SLOTS].into_boxed_slice(),
            candidates: vec![(0, 0); CANDIDATE_SLOTS].into_boxed_slice(),
            anchors: HashMap::default(),
            anchor_hashes: Default::default(),
            labels: vec![LabelState::default(); program.blocks.len()],
            roots: 0,
            reused: 0,
            raise: 0,
        }
    }

    /// Counts `weight` back-edges into `block` (its greens' values in `env`) and says what to do, and
    /// how many more back-edges into `block` will surely be `Interpret` (the interpreter takes those by
    /// itself: `interp::run`'s `skip`). For a label with greens that is 0 (each value counts apart),
    /// or `SAMPLE_GAP` while the label is sampled. `threshold` is the configured one; it counts doubled
    /// as `adapt` raised it.
    pub fn back_edge(
        &mut self,
        block: BlockId,
        env: &Env,
        greens: &Greens,
        threshold: u32,
        weight: u32,
    ) -> (HotAction, u32) {
        let threshold = threshold.saturating_mul(1 << self.raise);
        let label = &mut self.labels[block as usize];
        let plain = greens.of(block).is_empty();
        // Back-edges the interpreter takes by itself: for a label with greens, none (each value counts
        // apart and may have a trace to enter), unless the label is being sampled.
        let sampled = label.misses >= threshold.saturating_mul(SAMPLE_AFTER).clamp(SAMPLE_AFTER_MIN, SAMPLE_AFTER_MAX);
        let gap = if sampled { SAMPLE_GAP } else { 0 };
        let quiet = |left: u32| if plain { left } else { gap };
        let h = greens.hash(block, env);
        // A back-edge that goes forward in the interpreted program counts for nothing but a miss
        // (`LabelState::last_int`; it still enters a trace there): a label whose program only ever goes
        // forward (a new green every iteration) gets sampled.
        let last_int = greens.of(block).iter().rev().find_map(|&v| match &env[v as usize] {
            Some(Value::Int(i)) => Some(*i),
            _ => None,
        });
        // Whether the interpreted program stepped forward, when there is an integer green to compare.
        let step_forward = match (label.last_int, last_int) {
            (Some(a), Some(b)) => Some(b > a),
            _ => None,
        };
        label.last_int = last_int;
        let forward = step_forward == Some(true);
        let weight = if step_forward == Some(false) { weight.saturating_mul(BACKWARD_WEIGHT) } else { weight };
        if label.anchors > 0
            && self.anchor_hashes.contains(&h)
            && let Some(state) = self.anchors.get_mut(&greens.key(block, env))
        {
            if let Some(t) = state.trace {
                state.entries = state.entries.saturating_add(1);
                if state.entries == 2 {
                    label.reused += 1;
                    self.reused += 1;
                }
                label.misses = 0;
                return (HotAction::Enter(t), 0);
            }
            if state.blacklisted || label.closed {
                label.misses = label.misses.saturating_add(1);
                return (HotAction::Interpret, if plain { u32::MAX } else { gap });
            }
            if forward {
                label.misses = label.misses.saturating_add(1);
                return (HotAction::Interpret, gap);
            }
            state.count = state.count.saturating_add(weight);
            if state.count >= state.threshold {
                state.count = 0;
                label.misses = 0;
                return (HotAction::Record, 0);
            }
            label.misses = label.misses.saturating_add(1);
            return (HotAction::Interpret, quiet(state.threshold - state.count - 1));
        }
        label.misses = label.misses.saturating_add(1);
        if label.closed {
            // Nothing to record, and without a trace here nothing to enter either.
            let nothing = plain || label.live_traces == 0;
            return (HotAction::Interpret, if nothing { u32::MAX } else { gap });
        }
        if forward {
            return (HotAction::Interpret, gap);
        }
        let candidate = &mut self.candidates[(h >> 20) as usize & (CANDIDATE_SLOTS - 1)];
        if !plain && candidate.0 == h && candidate.1 > 0 {
            candidate.1 += 1;
            if candidate.1 >= CONFIRM {
                *candidate = (0, 0);
                label.misses = 0;
                return (HotAction::Record, 0);
            }
            return (HotAction::Interpret, 0);
        }
        let slot = &mut self.counts[h as usize & (HOT_SLOTS - 1)];
        *slot = slot.saturating_add(weight);
        if *slot >= threshold {
            *slot = 0;
            if plain {
                // A label without greens is one anchor: its slot is its own.
                return (HotAction::Record, 0);
            }
            *candidate = (h, 1);
            // Seen again at once, or the candidate is gone.
            return (HotAction::Interpret, 0);
        }
        (HotAction::Interpret, quiet(threshold.saturating_sub(*slot + 1)))
    }

    fn state(&mut self, key: &AnchorKey, threshold: u32) -> &mut AnchorState {
        let label = &mut self.labels[key.block as usize];
        let hashes = &mut self.anchor_hashes;
        self.anchors.entry(key.clone()).or_insert_with(|| {
            label.anchors += 1;
            hashes.insert(key.hash64());
            AnchorState { threshold, ..AnchorState::default() }
        })
    }

    /// Records an abort at `key` (whose threshold was `threshold`); says whether the anchor or its label
    /// now gets no more recordings.
    pub fn abort(&mut self, key: &AnchorKey, threshold: u32) -> Option<Closed> {
        let state = self.state(key, threshold);
        state.aborts += 1;
        state.threshold = state.threshold.saturating_mul(2).max(1);
        state.count = 0;
        state.blacklisted = state.aborts >= MAX_ABORTS;
        let anchor_closed = state.blacklisted;
        let label = &mut self.labels[key.block as usize];
        label.aborts += 1;
        if !label.closed && label.aborts >= MAX_LABEL_ABORTS {
            label.closed = true;
            return Some(Closed::Label("too many recordings aborted there"));
        }
        anchor_closed.then_some(Closed::Anchor)
    }

    pub fn set_trace(&mut self, key: &AnchorKey, id: TraceId) -> Option<Closed> {
        let state = self.state(key, 0);
        let had = state.trace.replace(id).is_some();
        let label = &mut self.labels[key.block as usize];
        if !had {
            label.live_traces += 1;
        }
        label.traces += 1;
        self.roots += 1;
        if !label.closed && label.traces >= MAX_TRACES_PER_LABEL && label.reused * MIN_REUSE < label.traces {
            label.closed = true;
            return Some(Closed::Label("it has many traces and few of them ran again"));
        }
        None
    }

    /// Doubles the hot threshold when the root traces made so far mostly ran once (see
    /// `ROOTS_PER_LOOK`); returns the new threshold when it did.
    pub fn adapt(&mut self, threshold: u32) -> Option<u32> {
        let look = self.roots > 0 && self.roots.is_multiple_of(ROOTS_PER_LOOK);
        if !look || self.raise >= MAX_RAISE || self.reused * MIN_REUSE >= self.roots {
            return None;
        }
        self.raise += 1;
        Some(threshold.saturating_mul(1 << self.raise))
    }

    /// No more recordings anywhere (the JIT's memory is full); traces made so far still run.
    pub fn close_all(&mut self) {
        for label in &mut self.labels {
            label.closed = true;
        }
    }

    /// Throws away the trace of anchor `key`: the anchor counts again from zero and may be recorded
    /// again, at most `MAX_RETRACES` times. Says whether it is now blacklisted.
    pub fn invalidate(&mut self, key: &AnchorKey, threshold: u32) -> bool {
        let state = self.state(key, threshold);
        if state.trace.take().is_none() {
            return state.blacklisted;
        }
        state.retraces += 1;
        state.count = 0;
        state.threshold = threshold;
        state.blacklisted = state.retraces > MAX_RETRACES;
        let blacklisted = state.blacklisted;
        self.labels[key.block as usize].live_traces -= 1;
        blacklisted
    }

    /// The passes through anchor `key` its next recording spans.
    pub fn passes(&self, key: &AnchorKey) -> u32 {
        self.anchors.get(key).map_or(1, |s| s.passes.max(1))
    }

    /// A recording at `key` made a loop that never completes an iteration: the next one spans one more
    /// pass through the anchor, when that is allowed (says whether), after the anchor gets hot again.
    pub fn add_pass(&mut self, key: &AnchorKey, threshold: u32) -> bool {
        let state = self.state(key, threshold);
        if state.passes.max(1) >= MAX_PASSES {
            return false;
        }
        state.passes = state.passes.max(1) + 1;
        state.count = 0;
        true
    }

    /// Whether a trace starts at `block` for some green values.
    pub fn has_trace_at_block(&self, block: BlockId) -> bool {
        self.labels[block as usize].live_traces > 0
    }

    pub fn trace_at(&self, key: &AnchorKey) -> Option<TraceId> {
        self.anchors.get(key).and_then(|s| s.trace)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Format, parse_program};

    fn program() -> (Program, Greens, Env) {
        let p = parse_program("t.fg", "l:\n    promote(pc, m)\nm:\n    pc = pc + 1\n    goto l\n", Format::Fg).unwrap();
        let greens = Greens::compute(&p);
        let mut env = vec![None; p.vars.len()];
        env[p.var_id("pc").unwrap() as usize] = Some(Value::Int(2));
        (p, greens, env)
    }

    #[test]
    fn threshold_backoff_and_blacklist() {
        let (p, greens, mut env) = program();
        // A green that is no integer: each back-edge counts one.
        env[p.var_id("pc").unwrap() as usize] = Some(Value::sym("here"));
        let mut hot = HotCounters::new(&p);
        let key = greens.key(0, &env);
        assert_eq!(key.hash64(), greens.hash(0, &env));
        // Two back-edges make its slot hot; seen again, it is recorded (CONFIRM).
        assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Interpret);
        assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Interpret);
        assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Record);
        assert_eq!(hot.abort(&key, 2), None);
        // The threshold doubled to 4.
        for _ in 0..3 {
            assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Interpret);
        }
        assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Record);
        for _ in 1..MAX_ABORTS - 1 {
            assert_eq!(hot.abort(&key, 2), None);
        }
        assert_eq!(hot.abort(&key, 2), Some(Closed::Anchor));
        assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Interpret);
        hot.set_trace(&key, TraceId(7));
        assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Enter(TraceId(7)));
    }

    /// Of the back-edges into an anchor with an integer green, one where it grew (a step forward of
    /// the interpreted program) counts nothing, however many; one where it went down or stayed (a jump
    /// back to a loop's head) counts `BACKWARD_WEIGHT`. An anchor gets hot only through the latter.
    #[test]
    fn only_backward_jumps_of_the_interpreted_program_count() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut hot = HotCounters::new(&p);
        let threshold = 3 * BACKWARD_WEIGHT;
        // The loop 2, 3, 4, 5 run over and over: every step but the jump from 5 back to 2 goes forward.
        let mut recorded_at = Vec::new();
        for iteration in 0..10 {
            for at in 2..=5 {
                env[pc] = Some(Value::Int(at));
                if hot.back_edge(0, &env, &greens, threshold, 1).0 == HotAction::Record {
                    recorded_at.push((iteration, at));
                }
            }
        }
        // The first back-edge into 2 has nothing to compare with and counts one; each jump back from 5
        // counts BACKWARD_WEIGHT: 1 + 8 + 8 < 24 <= 1 + 8 + 8 + 8, then the candidate is confirmed at the
        // next jump back (CONFIRM); with no trace installed, counting starts again from 0.
        assert_eq!(recorded_at, [(4, 2), (8, 2)]);
        // Forward steps alone never make an anchor hot.
        let mut hot = HotCounters::new(&p);
        for at in 0..10_000 {
            env[pc] = Some(Value::Int(at));
            assert_eq!(hot.back_edge(0, &env, &greens, 2, 1).0, HotAction::Interpret);
        }
    }

    #[test]
    fn aborts_are_bounded_per_label_and_invalidation_per_anchor() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut hot = HotCounters::new(&p);
        for i in 0..MAX_LABEL_ABORTS as i64 {
            env[pc] = Some(Value::Int(i));
            let closed = hot.abort(&greens.key(0, &env), 1);
            assert_eq!(closed.is_some(), i + 1 == MAX_LABEL_ABORTS as i64, "{i}");
        }
        env[pc] = Some(Value::Int(1000));
        assert_eq!(hot.back_edge(0, &env, &greens, 1, 1).0, HotAction::Interpret);

        let mut hot = HotCounters::new(&p);
        let key = greens.key(0, &env);
        for _ in 0..MAX_RETRACES {
            hot.set_trace(&key, TraceId(0));
            assert!(hot.has_trace_at_block(0));
            assert!(!hot.invalidate(&key, 1));
            assert!(!hot.has_trace_at_block(0));
            assert_eq!(hot.back_edge(0, &env, &greens, 1, 1).0, HotAction::Record);
        }
        hot.set_trace(&key, TraceId(0));
        assert!(hot.invalidate(&key, 1));
        assert_eq!(hot.back_edge(0, &env, &greens, 1, 1).0, HotAction::Interpret);
    }

    #[test]
    fn a_label_whose_back_edges_find_nothing_is_sampled_until_a_trace_is_entered() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut hot = HotCounters::new(&p);
        // A threshold no slot reaches here, so only sampling makes the engine skip back-edges.
        let threshold = 1000;
        let after = (threshold * SAMPLE_AFTER).max(SAMPLE_AFTER_MIN);
        // A new value every time: the engine must see each back-edge until `after` of them found nothing.
        for i in 0..after as i64 {
            env[pc] = Some(Value::Int(i));
            assert_eq!(hot.back_edge(0, &env, &greens, threshold, 1), (HotAction::Interpret, 0), "{i}");
        }
        env[pc] = Some(Value::Int(-1));
        assert_eq!(hot.back_edge(0, &env, &greens, threshold, 1), (HotAction::Interpret, SAMPLE_GAP));
        // A value with a trace is entered when it is seen, and the label is watched closely again.
        let key = greens.key(0, &env);
        hot.set_trace(&key, TraceId(3));
        assert_eq!(hot.back_edge(0, &env, &greens, threshold, 1), (HotAction::Enter(TraceId(3)), 0));
        env[pc] = Some(Value::Int(-2));
        assert_eq!(hot.back_edge(0, &env, &greens, threshold, 1), (HotAction::Interpret, 0));
    }

    #[test]
    fn a_label_closes_at_many_traces_only_when_few_ran_again() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut hot = HotCounters::new(&p);
        let mut closed_at = None;
        for i in 0..2 * MAX_TRACES_PER_LABEL {
            env[pc] = Some(Value::Int(i as i64));
            let key = greens.key(0, &env);
            if hot.set_trace(&key, TraceId(i)).is_some() {
                closed_at = Some(i + 1);
                break;
            }
            // Every other trace is entered twice: half of them ran again, so the label stays open.
            if i % 2 == 0 {
                for _ in 0..2 {
                    assert_eq!(hot.back_edge(0, &env, &greens, 1, 1).0, HotAction::Enter(TraceId(i)));
                }
            }
        }
        assert_eq!(closed_at, None);
        // Traces used once each: the label closes at the cap.
        let mut hot = HotCounters::new(&p);
        let closed = (0..MAX_TRACES_PER_LABEL).position(|i| {
            env[pc] = Some(Value::Int(i as i64));
            hot.set_trace(&greens.key(0, &env), TraceId(i)).is_some()
        });
        assert_eq!(closed, Some(MAX_TRACES_PER_LABEL as usize - 1));
    }

    #[test]
    fn the_threshold_doubles_while_traces_run_only_once() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut hot = HotCounters::new(&p);
        let mut raised = Vec::new();
        for i in 0..3 * ROOTS_PER_LOOK {
            env[pc] = Some(Value::Int(i as i64));
            hot.set_trace(&greens.key(0, &env), TraceId(i));
            if let Some(t) = hot.adapt(10) {
                raised.push((i + 1, t));
            }
        }
        // The label closed at its cap, but every root trace counts for the look.
        assert_eq!(raised, [(ROOTS_PER_LOOK, 20), (2 * ROOTS_PER_LOOK, 40), (3 * ROOTS_PER_LOOK, 80)]);
        // Traces that run again keep it where it is.
        let mut hot = HotCounters::new(&p);
        for i in 0..ROOTS_PER_LOOK {
            env[pc] = Some(Value::Int(i as i64));
            hot.set_trace(&greens.key(0, &env), TraceId(i));
            for _ in 0..2 {
                hot.back_edge(0, &env, &greens, 10, 1);
            }
            assert_eq!(hot.adapt(10), None);
        }
    }

    #[test]
    fn counting_new_green_values_takes_no_memory() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut hot = HotCounters::new(&p);
        let mut records = 0;
        for i in 0..100_000 {
            env[pc] = Some(Value::Int(i));
            if hot.back_edge(0, &env, &greens, 1000, 1).0 == HotAction::Record {
                records += 1;
            }
        }
        assert!(hot.anchors.is_empty());
        // Collisions make slots hot, but no value is seen again: nothing is recorded.
        assert_eq!(records, 0);
    }
}
