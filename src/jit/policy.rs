//! The JIT's policy: when an anchor is hot, when a recording is retried or given up, when a trace is
//! thrown away, and how the program-wide hot threshold adapts. Every constant of these decisions is
//! here, with the reason for its value.
//!
//! ## Decisions belong to the anchor
//! In meta-tracing, one label of the host program carries every loop of the guest program: a decision
//! taken per label is a decision about all of them. So counting, back-off, blacklisting, retracing and
//! the number of passes a recording spans are kept per anchor (label and green values, PyPy's jitcells,
//! LuaJIT's hot counters with their penalties), and no rule stops one anchor from being compiled because
//! other anchors behaved badly. Two things stay program-wide, and both are reversible:
//! - the hot threshold's *raise* (`Adaptation`): while recent root traces mostly ran once and never
//!   again, compiling does not pay (a trace costs about as much as a few thousand interpreted
//!   iterations), so loops must run longer before they are compiled; it comes back down as soon as new
//!   traces run again. It delays compiling, at most by `MAX_RAISE` doublings; it never refuses it.
//! - the memory cap: reached, the engine flushes every trace (LuaJIT's `lj_trace_flushall`) and hot
//!   loops get compiled again from their counters; it never refuses a new hot loop for good.
//!
//! Per label, only costs are bounded, never compilation: back-edges into a label with greens whose
//! anchors keep finding nothing to do are *sampled* (one in `SAMPLE_GAP + 1` goes to the engine), which
//! ends at the first trace entered or recorded there. Sampling delays the counting of that label's
//! anchors (only the back-edges the engine sees count), at most by `SAMPLE_GAP + 1` times.
//!
//! ## Counting
//! Before an anchor is hot it is only an entry of a fixed table, found by hashing its label and green
//! values (LuaJIT's hotcount table): counting allocates nothing, and memory does not grow with the
//! number of distinct green values. Each entry is tagged with the whole hash, so anchors that share a
//! bucket never add up to a hot count together (a green value new at every outer iteration, each with a
//! short inner loop, would otherwise make every anchor hot early); a bucket holds two, and a new anchor
//! takes the place of the one with the lower count, so a hot anchor keeps its count while cold ones
//! pass through. An anchor gets an entry of its own (`AnchorState`) when it gets hot.

use super::anchor::ExitKey;
use super::anchor::{AnchorKey, Greens, WeakList};
use super::ir::{SnapId, TraceId};
use super::record::AbortReason;
use crate::interp::Env;
use crate::lang::{BlockId, Program};
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;
use std::collections::VecDeque;

/// Default number of back-edges before an anchor is traced (`--jit-threshold`). LuaJIT's hotloop (56)
/// rather than PyPy's 1039: anchors here are keyed by green values, so each count is an iteration of a
/// real (possibly interpreted) loop, not of a dispatch loop shared by every bytecode; and recording plus
/// optimizing a trace costs tens of microseconds, little next to what the interpreter spends on 56
/// iterations of a typical loop.
pub const DEFAULT_THRESHOLD: u32 = 56;
/// What a back-edge that jumps backward in the interpreted program counts for (`LabelState::last_int`):
/// a loop of an interpreted program is hot after `DEFAULT_THRESHOLD / 8` = 7 of its iterations. The
/// interpreter has run each of them already (a brainfuck loop's iteration is tens of interpreted
/// instructions), and the sooner its loops have traces of their own, the fewer of its iterations run
/// as some other loop's bridges.
pub const BACKWARD_WEIGHT: u32 = 8;
/// Default guard failures before a bridge is recorded (`--bridge-threshold`): LuaJIT's hotexit (10).
pub const DEFAULT_BRIDGE_THRESHOLD: u32 = 10;
/// Default longest trace, in recorded IR instructions (`--max-trace-len`). LuaJIT's maxrecord is 4000
/// instructions of IR its recorder folded; the recorder here keeps about ten instructions of a
/// meta-traced interpreter's dispatch for each one that survives the optimizer, so a quarter of that
/// is still a long trace, and cutting the long outer loops of a brainfuck program there saves a quarter
/// of the recording and optimizing time.
pub const DEFAULT_MAX_TRACE_LEN: usize = 1000;
/// Default cap on the JIT's memory (machine code and traces), in MiB (`--jit-max-memory`). LuaJIT caps
/// machine code at 512 KiB by default (maxmcode) for many small traces; fgljit's traces of meta-traced
/// interpreters are longer, and the cap counts the IR kept for listings and statistics too.
pub const DEFAULT_MAX_MEMORY_MIB: usize = 64;
/// Default native stack compiled calls may take below where machine code is entered
/// (`JitOptions::native_stack`), in KiB: within the 2 MiB of any thread Rust makes, with room for the
/// engine's own frames. The command line runs programs on a thread of its own with a stack large
/// enough for more (`main.rs`). A recursion deeper than the budget leaves at the call that would pass
/// it: the interpreter makes that call, and the next ones enter machine code afresh.
pub const DEFAULT_NATIVE_STACK_KIB: usize = 1024;

/// Aborted recordings at one anchor before it is blacklisted; each abort doubles its threshold
/// (LuaJIT's penalty doubling), so the sixth comes after 63 times the first's back-edges.
pub const MAX_ABORTS: u32 = 6;
/// Times the trace of one anchor may be thrown away (it stopped being entered, or failed on almost every
/// entry) and recorded again before the anchor is blacklisted (PyPy's retrace limit).
pub const MAX_RETRACES: u32 = 3;
/// Passes through its anchor a loop trace may span. A trace closed at the first return to its anchor
/// whose body can never complete an iteration (a helper block entered twice per iteration, the second
/// time taking the other branch) is recorded again through one more pass, up to this many.
pub const MAX_PASSES: u32 = 4;

/// Bridges one guard may get. A `guard_value` gets one per hot value; a promote that keeps seeing new
/// values (megamorphic) would otherwise grow a bridge for each, so past this many its failures just go
/// back to the interpreter (PyPy bounds its guard_value specializations the same way).
pub const MAX_BRIDGES_PER_GUARD: usize = 8;
/// Distinct values a `guard_value` exit profiles; past that it gets no more bridges and is no longer
/// counted per value (a promote that changes all the time costs no more than interpreting).
pub const PROFILE_VALUES: u32 = 8;
/// Tries a loop gets at a sibling loop (`Engine::sibling_anchor`). A try records one iteration from
/// the loop's head; when that iteration happens to be the loop's last (a loop run a few times per
/// entry, often early in a program whose counts grow), it tells nothing, and without another try the
/// loop would run for good as its first trace, an exit and a bridge per iteration. Three tries at a
/// bridge recording each bound what a loop that mostly leaves after one iteration costs.
pub const SIBLING_TRIES: u32 = 3;
/// Source jumps below which a run of traces entered from the interpreter, back in it without having
/// completed an iteration, counts as of no use (`HEALTH_WINDOW`), even when it got past its root
/// trace's guards into bridges or to the trace's end: entering and leaving machine code (filling the
/// exit state, restoring the environment, the policy's bookkeeping) costs about what the interpreter
/// takes for that many jumps. An interpreter in FGL whose guest recurses (a Scheme's `eval` called for
/// each operand) gets hot anchors whose traces end at the next recursive call, a few jumps in: entered
/// hundreds of thousands of times, they made such programs several times slower than the interpreter.
/// A run that went round a loop is counted only while that loop is on probation (`PROBATION_BUDGET`):
/// after it, machine code does not count iterations; and time says nothing (a guest loop of twenty
/// iterations takes less than a microsecond in machine code and tens in the interpreter; a rule on
/// that time threw such loops away and made them 9 times slower).
pub const MIN_RUN_JUMPS: u32 = 32;
/// A root loop compiled to machine code starts on probation: its iterations' jumps come off this
/// budget in the exit state (`exit::STEPS`), so that a run's length is known exactly whatever loops
/// it went round, links included, and a loop that runs a few iterations per entry (an interpreter's
/// walk up a chain of environments, entered from the interpreter at every variable it looks up) is
/// judged as any short run. The probation ends, and the counting code is patched out, when a health
/// window ends with the trace of use, or a run spends the whole budget (the loops of that run count no
/// more, and every loop compiled so far is patched when it ends): counting for good would cost 3 to
/// 20% in the hottest loops (a `sub` from memory at every iteration, measured on mandelbrot.b and the
/// corpus).
pub const PROBATION_BUDGET: u64 = 1 << 16;
/// A loop's runs on probation are timed too: at the end of a health window, one whose runs took
/// longer per jump than the interpreter (their median, entering and leaving included; at least
/// `MIN_PACES` of them) is thrown away. Machine code that calls the runtime for most of what it does
/// (an interpreter's lists moved between owners at every exit, a Scheme's environments) can be slower
/// than interpreting it, however long its runs: no count of jumps tells that. Time compared with the
/// interpreter's, not with a constant, keeps the guest loops that are 10 to 50 times faster compiled.
pub const MIN_PACES: u32 = 16;
/// Jumps the interpreter's samples must have taken before its pace is trusted.
pub const MIN_PACE_JUMPS: u64 = 10_000;
/// One stretch of the interpreter (from the engine to the next back-edge it is given) in this many is
/// timed for its pace: two clock reads, less than a nanosecond a stretch on average.
pub const PACE_SAMPLE_EVERY: u32 = 64;

/// Entries from the interpreter in one health window of a root trace.
pub const HEALTH_WINDOW: u32 = 64;
/// Useless entries (not entered, back in the interpreter before one whole iteration, or sooner than
/// entering costs: `MIN_RUN_JUMPS`) in a window past which the trace is thrown away
/// (75%): its anchor counts again and may record a better trace.
pub const USELESS_LIMIT: u32 = 48;
/// A bridge's recording goes on through a straight root trace of at most this many optimized
/// instructions instead of linking to it (`Engine::inlined`): a copy costs a recording and machine code
/// of its own, and pays by one trace-to-trace transition less per pass; a longer trace, or one with
/// bridges of its own, costs more to copy than the transition it saves.
pub const INLINE_STRAIGHT_OPS: usize = 32;

/// Buckets of the hot-counter table (a power of two), of two entries each: 96 KiB.
const HOT_BUCKETS: usize = 4096;
/// Back-edges in a row into a label with greens that the engine saw and that neither entered nor
/// recorded a trace, before the label is sampled (`SAMPLE_AFTER` thresholds, at least
/// `SAMPLE_AFTER_MIN`, at most `SAMPLE_AFTER_MAX`): the interpreter then takes `SAMPLE_GAP` back-edges by
/// itself between two the engine sees (they count nothing: they were at green values the engine does not
/// know). Without it, a green value new
/// on every iteration, or a dispatch loop running code that has no trace, would leave the interpreter at
/// every back-edge to hash its greens for nothing. The maximum holds whatever the threshold: with
/// `--jit-threshold 4000000000` a label with greens new at every iteration was otherwise never sampled.
/// Entering or recording a trace there ends the sampling.
const SAMPLE_AFTER: u32 = 16;
const SAMPLE_AFTER_MIN: u32 = 1024;
const SAMPLE_AFTER_MAX: u32 = 1 << 16;
const SAMPLE_GAP: u32 = 63;

/// Root traces judged per look of the threshold's adaptation. Small enough that a program whose loops
/// each run once (a trace per value of a green that changes every outer iteration, thousands of loops in
/// a row) stops compiling them after a few dozen traces; large enough that a few loops that run once
/// in a program whose loops mostly run again change nothing.
const LOOK: u32 = 16;
/// A root trace is judged once this many younger root traces exist: by then its anchor had the time to
/// come back to it (the traces made at one program phase are judged after the next phase's).
const JUDGE_AFTER: usize = 16;
/// A look that finds fewer than one in `RAISE_BELOW` of its traces paid doubles the threshold; one that
/// finds at least one in `LOWER_FROM` halves it again (down to the configured one).
const RAISE_BELOW: u32 = 4;
const LOWER_FROM: u32 = 2;
/// Versions of a list green a label may see before it stops being promoted there: a list seen at a
/// back-edge that died before the next back-edge brought another is one (the program updated it, or
/// dropped it). An interpreter's program (brainfuck's source and jump table, a bytecode) lives as long
/// as it runs; a promoted list the program updates as it goes (a machine whose memory holds its code
/// and its data) has a new version at every update, and each would be a new anchor, a new guard value,
/// a new copy of the list held by a trace. Like `PROFILE_VALUES`, a few.
pub const MAX_LIST_VERSIONS: u32 = 4;

/// Doublings of the hot threshold at most: a loop of an interpreted program is then compiled after
/// 7 * 64 = 448 iterations, a plain loop after 3584; no loop that runs long is refused.
pub const MAX_RAISE: u32 = 6;

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
    /// What came of its last recording or trace, as the statistics name it: `compiled`, an abort's
    /// reason, `useless_trace`, `flushed`.
    pub last: &'static str,
}

/// What the policy keeps about one label, over all its green values: what makes counting cheap, and
/// nothing that decides whether an anchor is compiled.
#[derive(Clone, Debug, Default)]
struct LabelState {
    /// Anchors of this label with an entry in `Policy::anchors`.
    anchors: u32,
    /// Of those, the ones with a trace now.
    live_traces: u32,
    /// Back-edges in a row the engine saw here with nothing to do (see `SAMPLE_AFTER`).
    misses: u32,
    /// The value of the label's last integer green (an interpreter's pc) at the last back-edge here.
    /// Only a back-edge where it did not grow counts towards making an anchor hot: one that jumps
    /// backwards in the interpreted program, to the head of one of its loops, or stays where it was
    /// (PyPy's interpreters say `can_enter_jit` at their backward jumps; LuaJIT counts loops where they
    /// branch back). Every other step of the interpreted program is a back-edge of the interpreter's
    /// dispatch loop too, and counting those made whichever instruction of a loop's body first reached
    /// the threshold an anchor: a brainfuck loop traced from its middle, on whichever path its inner
    /// loop took that iteration. Any cycle of integer values goes down somewhere or stays, so every loop
    /// of green values still gets counted. (A label without greens is no interpreter's: each of its
    /// back-edges counts one.)
    last_int: Option<i64>,
    /// Where the last backward jump came from: the value of the last integer green before it (the end
    /// of the interpreted loop whose head it jumped to). A recording of that loop that goes past it has
    /// left the loop (`loop_end`).
    jumped_from: Option<i64>,
    /// Each list green (by its index among the label's greens) as last seen, and how many times the
    /// list seen last had died when another came (`MAX_LIST_VERSIONS`).
    watched: Vec<Watched>,
    /// The last integer greens of the anchors here that have had a trace (`TracedInts`): a back-edge
    /// that goes forward at any other value has nothing to enter, and the engine says so without
    /// hashing its greens (a meta-traced interpreter takes such a back-edge at every instruction it
    /// interprets outside the guest's loop heads).
    traced: TracedInts,
}

/// A set of integers that may answer "maybe" for one it does not hold (a Bloom filter of one hash):
/// one bit per bucket, allocated with the first integer.
#[derive(Clone, Debug, Default)]
struct TracedInts {
    bits: Vec<u64>,
}

impl TracedInts {
    /// Buckets: 4096 bits (512 bytes) per label that has traces with integer greens. A label of a
    /// meta-traced interpreter has a few hundred anchors with traces (awib.b: about 240), so a
    /// forward step at a value without one still finds its bit clear about nineteen times in twenty;
    /// a wrong "maybe" only costs the lookup the filter saves.
    const BUCKETS: u64 = 4096;

    fn bucket(i: i64) -> (usize, u64) {
        let h = (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52;
        debug_assert!(h < Self::BUCKETS);
        ((h >> 6) as usize, 1u64 << (h & 63))
    }

    fn insert(&mut self, i: i64) {
        if self.bits.is_empty() {
            self.bits = vec![0; (Self::BUCKETS / 64) as usize];
        }
        let (word, bit) = Self::bucket(i);
        self.bits[word] |= bit;
    }

    /// False only when `i` was never inserted.
    fn may_hold(&self, i: i64) -> bool {
        let (word, bit) = Self::bucket(i);
        self.bits.get(word).is_some_and(|w| w & bit != 0)
    }
}

/// A list green of a label as last seen (`LabelState::watched`).
#[derive(Clone, Debug)]
struct Watched {
    index: usize,
    last: WeakList,
    versions: u32,
}

/// The program-wide raise of the hot threshold, from evidence: whether recent root traces paid.
///
/// A root trace *paid* when its anchor entered it again after the run that followed its recording:
/// its loop runs more than once, so its cost is spread over many runs. A recording that aborted, or a
/// trace thrown away as useless, bought nothing. Traces are judged late (`JUDGE_AFTER`), and every
/// `LOOK` judgements the threshold doubles when few paid and halves when many did.
#[derive(Debug, Default)]
struct Adaptation {
    /// Doublings of the hot threshold in force.
    raise: u32,
    /// Root traces not judged yet, oldest first, with their anchor's entries when each was made.
    young: VecDeque<(AnchorKey, u32)>,
    judged: u32,
    paid: u32,
}

impl Adaptation {
    /// Counts one judgement; at the end of a look, says how the raise changed.
    fn judge(&mut self, paid: bool) -> Option<Adapted> {
        self.judged += 1;
        self.paid += paid as u32;
        if self.judged < LOOK {
            return None;
        }
        let (judged, paid) = (self.judged, self.paid);
        (self.judged, self.paid) = (0, 0);
        if paid * RAISE_BELOW < judged && self.raise < MAX_RAISE {
            self.raise += 1;
            Some(Adapted::Raised)
        } else if paid * LOWER_FROM >= judged && self.raise > 0 {
            self.raise -= 1;
            Some(Adapted::Lowered)
        } else {
            None
        }
    }
}

/// A change of the program-wide hot threshold (for the log).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Adapted {
    /// Recent root traces mostly ran once: loops must run longer before they are compiled.
    Raised,
    /// Recent root traces ran again: back towards the configured threshold.
    Lowered,
}

/// The hot-counter table: per bucket, two anchors' hashes (`Greens::hash`) and their back-edges so
/// far. Two arrays of plain integers rather than one of structs, so that the table is made by a zeroed
/// allocation (untouched pages cost nothing: a short run touches a few).
struct HotCounts {
    tags: Box<[[u64; 2]]>,
    counts: Box<[[u32; 2]]>,
}

impl HotCounts {
    fn new() -> HotCounts {
        HotCounts {
            tags: vec![[0; 2]; HOT_BUCKETS].into_boxed_slice(),
            counts: vec![[0; 2]; HOT_BUCKETS].into_boxed_slice(),
        }
    }

    /// Adds `weight` back-edges to the anchor of hash `h` (evicting its bucket's colder anchor if it
    /// has no entry) and returns its count.
    fn add(&mut self, h: u64, weight: u32) -> &mut u32 {
        let b = h as usize & (HOT_BUCKETS - 1);
        let (tags, counts) = (&mut self.tags[b], &mut self.counts[b]);
        let i = match tags.iter().position(|&t| t == h) {
            Some(i) => i,
            None => {
                let colder = if counts[0] <= counts[1] { 0 } else { 1 };
                tags[colder] = h;
                counts[colder] = 0;
                colder
            }
        };
        counts[i] = counts[i].saturating_add(weight);
        &mut counts[i]
    }

    fn bytes(&self) -> usize {
        HOT_BUCKETS * (std::mem::size_of::<[u64; 2]>() + std::mem::size_of::<[u32; 2]>())
    }
}

/// What to do at a back-edge.
#[derive(Debug, PartialEq, Eq)]
pub enum HotAction {
    Interpret,
    Enter(TraceId),
    Record,
}

/// Every per-anchor counter and the program-wide adaptation; the engine asks, it decides.
pub struct Policy {
    /// The settings, from the command line (`--jit-threshold` and the others).
    pub settings: Settings,
    /// The configured hot threshold (`Settings::threshold`), which `threshold()` raises.
    threshold: u32,
    counts: HotCounts,
    /// The interpreter's sampled stretches: nanoseconds and jumps (`interpreted`).
    pace: (u64, u64),
    pub anchors: HashMap<AnchorKey, AnchorState>,
    /// `AnchorKey::hash64` of every key in `anchors`: most back-edges are to anchors without an entry,
    /// and this says so without building their key.
    anchor_hashes: rustc_hash::FxHashSet<u64>,
    labels: Vec<LabelState>,
    adaptation: Adaptation,
    /// A label and the index of its green that changed too often (`MAX_LIST_VERSIONS`), for the engine
    /// to demote (`Greens::demote`).
    demotion: Option<(BlockId, usize)>,
    /// What the policy keeps per trace since the last flush, by id (`traces[0]` is trace `first`).
    traces: Vec<TraceState>,
    first: u32,
    /// What the JIT keeps, against the memory cap.
    memory: Memory,
}

/// The settings of the policy (the command line's `--jit-threshold`, `--bridge-threshold`,
/// `--max-trace-len`, `--jit-max-memory`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Back-edges into an anchor before it is traced (a backward jump of an interpreted program counts
    /// `BACKWARD_WEIGHT`).
    pub threshold: u32,
    /// Failures of a guard before a bridge is recorded from it.
    pub bridge_threshold: u32,
    /// Longest trace recorded, in IR instructions.
    pub max_trace_len: usize,
    /// Bytes of what the JIT keeps past which every trace is flushed.
    pub max_memory: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            threshold: DEFAULT_THRESHOLD,
            bridge_threshold: DEFAULT_BRIDGE_THRESHOLD,
            max_trace_len: DEFAULT_MAX_TRACE_LEN,
            max_memory: DEFAULT_MAX_MEMORY_MIB << 20,
        }
    }
}

/// What the policy keeps about one trace: its exits' failures towards a bridge, its `guard_value`
/// profiles, and, for a root trace, the health of its entries from the interpreter.
#[derive(Debug)]
struct TraceState {
    /// Failures per exit since its last bridge recording.
    failures: HashMap<ExitKey, u32>,
    /// Exits whose bridge recordings aborted, and how often.
    bridge_aborts: HashMap<ExitKey, u32>,
    /// Distinct values seen per failing `guard_value` (its value profile), bounded by `PROFILE_VALUES`.
    profiled: HashMap<SnapId, u32>,
    /// Entries from the interpreter in the current health window, how many were of no use, and the
    /// exit of the last of those.
    window: u32,
    useless: u32,
    last_useless: ShortRun,
    /// While on probation: the window's runs timed against their count, nanoseconds per jump.
    paces: Vec<f32>,
    /// Thrown away: its anchor no longer enters it.
    invalidated: bool,
    /// Sibling loops tried for its bridges; `SIBLING_TRIES` once one was made or judged useless.
    sibling_tries: u32,
}

impl Default for TraceState {
    fn default() -> TraceState {
        TraceState {
            failures: HashMap::default(),
            bridge_aborts: HashMap::default(),
            profiled: HashMap::default(),
            window: 0,
            useless: 0,
            last_useless: ShortRun::NotEntered,
            paces: Vec::new(),
            invalidated: false,
            sibling_tries: 0,
        }
    }
}

/// What the JIT keeps, in bytes, against `Settings::max_memory`.
#[derive(Debug, Default)]
struct Memory {
    /// Machine code, trace IR and snapshots, the lists traces hold as constants, exit profiles.
    bytes: usize,
    /// The lists the traces hold as constants, by address: each counts once.
    held_lists: rustc_hash::FxHashSet<usize>,
    /// The cap was reached: every trace is flushed at the next back-edge the interpreter reports, and
    /// nothing is recorded until then.
    flush_pending: bool,
}

/// What the engine does when a guard failed and no bridge takes that exit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitDecision {
    /// Go back to the interpreter.
    Interpret,
    /// Record a bridge from the guard's resume point.
    RecordBridge,
}

/// A root trace thrown away: it was of no use on almost every entry of a window (`USELESS_LIMIT`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Useless {
    /// Useless entries of the window, and how the last went.
    pub entries: u32,
    pub last: ShortRun,
}

/// How a run of no use went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ShortRun {
    /// It stopped at an entry check (its inputs' kinds).
    NotEntered,
    /// It left through this exit of the trace it entered before one iteration, or sooner than
    /// `MIN_RUN_JUMPS` by its exits' count.
    Left(SnapId),
    /// Its loops, on probation, counted this many jumps in all, fewer than `MIN_RUN_JUMPS`.
    Counted(u32),
    /// The window's runs took this many nanoseconds a jump (their median), entering and leaving
    /// included, and the interpreter `interpreter`: compiled, the loop was slower.
    Slower { pace: f32, interpreter: f32 },
}

impl From<SnapId> for ShortRun {
    fn from(snap: SnapId) -> ShortRun {
        if snap == SnapId::ENTRY { ShortRun::NotEntered } else { ShortRun::Left(snap) }
    }
}

/// What the end of an entry tells of a root trace (`Policy::entry_ended`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Health {
    /// Its health window goes on.
    Pending,
    /// A window ended with the trace of use.
    Good,
    /// A window ended with the trace of so little use that it is to be thrown away.
    Useless(Useless),
}

/// What an entry of an exit's failure profile takes, roughly (its key, its count, the map's slot).
const PROFILE_ENTRY_BYTES: usize = 64;

impl Policy {
    pub fn new(program: &Program, settings: Settings) -> Policy {
        Policy {
            settings,
            threshold: settings.threshold,
            traces: Vec::new(),
            first: 0,
            memory: Memory::default(),
            counts: HotCounts::new(),
            anchors: HashMap::default(),
            pace: (0, 0),
            anchor_hashes: Default::default(),
            labels: vec![LabelState::default(); program.blocks.len()],
            adaptation: Adaptation::default(),
            demotion: None,
        }
    }

    /// A green that changed too often at a label (`MAX_LIST_VERSIONS`): the label, and the green's index
    /// among its greens. The engine demotes it, then calls `greens_changed`.
    pub fn take_demotion(&mut self) -> Option<(BlockId, usize)> {
        self.demotion.take()
    }

    /// The labels' greens changed (a demotion): what was seen of them is forgotten.
    pub fn greens_changed(&mut self) {
        for label in &mut self.labels {
            label.watched.clear();
            label.last_int = None;
            label.jumped_from = None;
        }
    }

    /// Watches the list greens of `block` (its label's state `label`): a list seen last that died
    /// before another came is a version; past `MAX_LIST_VERSIONS`, the green is to be demoted.
    fn watch_lists(label: &mut LabelState, block: BlockId, greens: &Greens, env: &Env) -> Option<(BlockId, usize)> {
        for (index, &var) in greens.of(block).iter().enumerate() {
            let Some(Value::List(l)) = &env[var as usize] else { continue };
            match label.watched.iter_mut().find(|w| w.index == index) {
                Some(w) if w.last.is(l) => {}
                Some(w) => {
                    if w.last.get().is_none() {
                        w.versions += 1;
                        if w.versions >= MAX_LIST_VERSIONS {
                            return Some((block, index));
                        }
                    }
                    w.last = WeakList::of(l);
                }
                None => label.watched.push(Watched { index, last: WeakList::of(l), versions: 0 }),
            }
        }
        None
    }

    /// The hot threshold in force: the configured one, raised as the adaptation says.
    pub fn threshold(&self) -> u32 {
        self.threshold.saturating_mul(1 << self.adaptation.raise)
    }

    /// Counts `weight` back-edges into `block` (its greens' values in `env`) and says what to do, and
    /// how many more back-edges into `block` will surely be `Interpret` (the interpreter takes those by
    /// itself: `interp::run`'s `skip`). For a label with greens that is 0 (each value counts apart),
    /// or `SAMPLE_GAP` while the label is sampled.
    pub fn back_edge(&mut self, block: BlockId, env: &Env, greens: &Greens, weight: u32) -> (HotAction, u32) {
        let threshold = self.threshold();
        let label = &mut self.labels[block as usize];
        let plain = greens.of(block).is_empty();
        if !plain && self.demotion.is_none() {
            self.demotion = Self::watch_lists(label, block, greens, env);
        }
        // Back-edges the interpreter takes by itself: for a label with greens, none (each value counts
        // apart and may have a trace to enter), unless the label is being sampled.
        // Sampling bounds the cost of back-edges with nothing to do: the configured threshold scales
        // it, not the raise, which makes more back-edges find nothing.
        let sampled =
            label.misses >= self.threshold.saturating_mul(SAMPLE_AFTER).clamp(SAMPLE_AFTER_MIN, SAMPLE_AFTER_MAX);
        let gap = if sampled { SAMPLE_GAP } else { 0 };
        let quiet = |left: u32| if plain { left } else { gap };
        // A back-edge that goes forward in the interpreted program counts for nothing but a miss
        // (`LabelState::last_int`; it still enters a trace there): a label whose program only ever goes
        // forward (a new green every iteration) gets sampled.
        let last_int = greens.last_int(block, env);
        let step_forward = match (label.last_int, last_int) {
            (Some(a), Some(b)) => Some(b > a),
            _ => None,
        };
        if step_forward == Some(false) {
            label.jumped_from = label.last_int;
        }
        label.last_int = last_int;
        let forward = step_forward == Some(true);
        if forward && !last_int.is_some_and(|i| label.traced.may_hold(i)) {
            // No anchor here with this integer green has a trace to enter, and a forward back-edge
            // counts nothing: what the lookup below would conclude, without it.
            label.misses = label.misses.saturating_add(1);
            return (HotAction::Interpret, gap);
        }
        let h = greens.hash(block, env);
        // The back-edges a label with greens let the interpreter take by itself (it was sampled) count
        // nothing: they were at other green values, backward or not. Only a label without greens, whose
        // skipped back-edges are all its one anchor's, counts them.
        let weight = if plain { weight } else { 1 };
        let weight = if step_forward == Some(false) { weight.saturating_mul(BACKWARD_WEIGHT) } else { weight };
        if label.anchors > 0
            && self.anchor_hashes.contains(&h)
            && let Some(state) = self.anchors.get_mut(&greens.key(block, env))
        {
            if let Some(t) = state.trace {
                state.entries = state.entries.saturating_add(1);
                label.misses = 0;
                return (HotAction::Enter(t), 0);
            }
            if state.blacklisted {
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
        if forward {
            return (HotAction::Interpret, gap);
        }
        let count = self.counts.add(h, weight);
        if *count >= threshold {
            *count = 0;
            label.misses = 0;
            return (HotAction::Record, 0);
        }
        (HotAction::Interpret, quiet(threshold.saturating_sub(*count + 1)))
    }

    fn state(&mut self, key: &AnchorKey) -> &mut AnchorState {
        let threshold = self.threshold();
        let label = &mut self.labels[key.block as usize];
        let hashes = &mut self.anchor_hashes;
        self.anchors.entry(key.clone()).or_insert_with(|| {
            label.anchors += 1;
            hashes.insert(key.hash64());
            AnchorState { threshold, ..AnchorState::default() }
        })
    }

    /// Records an aborted recording at `key`: its threshold doubles, and past `MAX_ABORTS` it is
    /// blacklisted (says whether it now is). Also the adaptation's evidence: the recording bought
    /// nothing; but for a recording that left its loop, which is cheap and part of how loop nests warm
    /// up (the loop is recorded again at an iteration that comes back).
    pub fn abort(&mut self, key: &AnchorKey, reason: AbortReason) -> (bool, Option<Adapted>) {
        let state = self.state(key);
        state.aborts += 1;
        state.threshold = state.threshold.saturating_mul(2).max(1);
        state.count = 0;
        state.blacklisted = state.aborts >= MAX_ABORTS;
        state.last = reason.name();
        let blacklisted = state.blacklisted;
        let adapted = if reason == AbortReason::LeftLoop { None } else { self.adaptation.judge(false) };
        (blacklisted, adapted)
    }

    /// Anchor `key` has trace `id` now (a new root trace); says how the threshold changed when this
    /// trace made the oldest young one due for its judgement.
    pub fn set_trace(&mut self, key: &AnchorKey, id: TraceId) -> Option<Adapted> {
        let state = self.state(key);
        let had = state.trace.replace(id).is_some();
        state.last = "compiled";
        let entries = state.entries;
        let label = &mut self.labels[key.block as usize];
        if !had {
            label.live_traces += 1;
        }
        if let Some(i) = key.last_int() {
            label.traced.insert(i);
        }
        self.adaptation.young.push_back((key.clone(), entries));
        if self.adaptation.young.len() <= JUDGE_AFTER {
            return None;
        }
        let (old, entries_then) = self.adaptation.young.pop_front().expect("not empty");
        let paid = self.anchors.get(&old).is_some_and(|s| s.entries > entries_then);
        self.adaptation.judge(paid)
    }

    /// Closes anchor `key` for good: its function-entry trace cannot run in machine code, and the
    /// trace executor would run the procedure slower than the interpreter does (so in `--mode jit`
    /// the interpreter makes its calls; loops inside the procedure are anchors of their own).
    pub fn close_uncompiled(&mut self, key: &AnchorKey) {
        let state = self.state(key);
        state.blacklisted = true;
        state.last = "not_compiled";
    }

    /// Throws away the trace of anchor `key`: the anchor counts again from zero and may be recorded
    /// again, at most `MAX_RETRACES` times. Says whether it is now blacklisted, and how the threshold
    /// changed (a trace thrown away bought nothing).
    pub fn invalidate(&mut self, key: &AnchorKey) -> (bool, Option<Adapted>) {
        let threshold = self.threshold();
        let state = self.state(key);
        if state.trace.take().is_none() {
            return (state.blacklisted, None);
        }
        state.retraces += 1;
        state.last = "useless_trace";
        state.count = 0;
        state.threshold = threshold;
        state.blacklisted = state.retraces > MAX_RETRACES;
        let blacklisted = state.blacklisted;
        self.labels[key.block as usize].live_traces -= 1;
        (blacklisted, self.adaptation.judge(false))
    }

    /// Every trace is gone (the memory cap flushed them): anchors count again from zero; those that
    /// learnt something (aborts, retraces, passes, blacklisting) keep it, the others are forgotten (the
    /// fixed table counts them again); young traces are not judged.
    pub fn flush(&mut self, next: TraceId) {
        self.traces.clear();
        self.first = next.0;
        self.memory = Memory::default();
        self.anchors.retain(|_, s| s.aborts > 0 || s.retraces > 0 || s.passes > 1 || s.blacklisted);
        for state in self.anchors.values_mut() {
            if state.trace.take().is_some() {
                state.last = "flushed";
            }
            state.count = 0;
        }
        self.anchor_hashes = self.anchors.keys().map(AnchorKey::hash64).collect();
        for label in &mut self.labels {
            label.anchors = 0;
        }
        for key in self.anchors.keys() {
            self.labels[key.block as usize].anchors += 1;
        }
        for label in &mut self.labels {
            label.live_traces = 0;
        }
        self.adaptation.young.clear();
    }

    /// The bytes the policy keeps: its tables, and an entry per anchor that got hot.
    pub fn bytes(&self) -> usize {
        let per_anchor = std::mem::size_of::<AnchorKey>() + std::mem::size_of::<AnchorState>() + 16;
        let greens: usize =
            self.anchors.keys().map(|k| k.greens.len() * std::mem::size_of::<super::anchor::GreenVal>()).sum();
        self.counts.bytes()
            + self.labels.len() * std::mem::size_of::<LabelState>()
            + self.anchors.len() * per_anchor
            + greens
    }

    fn trace_state(&mut self, id: TraceId) -> &mut TraceState {
        &mut self.traces[(id.0 - self.first) as usize]
    }

    fn trace_state_ref(&self, id: TraceId) -> Option<&TraceState> {
        self.traces.get(id.0.checked_sub(self.first)? as usize)
    }

    /// Trace `id` (the next one) was installed, taking `bytes` of the JIT's memory, and holding the lists
    /// `constants` (those it holds first count too).
    pub fn installed(&mut self, id: TraceId, bytes: usize, constants: &[crate::value::Value]) {
        debug_assert_eq!(id.0, self.first + self.traces.len() as u32);
        self.traces.push(TraceState::default());
        self.memory.bytes += bytes;
        for v in constants {
            if let crate::value::Value::List(l) = v
                && self.memory.held_lists.insert(std::rc::Rc::as_ptr(l) as usize)
            {
                self.memory.bytes += l.heap_bytes();
            }
        }
    }

    /// A guard of trace `id` failed at exit `key` and no bridge takes it (`bridges_at_guard`: the
    /// bridges its guard has, for any value): go back to the interpreter, or record a bridge (past
    /// `--bridge-threshold` failures of that exit, when it is neither megamorphic nor given up).
    pub fn exit_failed(&mut self, id: TraceId, key: &ExitKey, bridges_at_guard: usize) -> ExitDecision {
        let flush_pending = self.memory.flush_pending;
        let bridge_threshold = self.settings.bridge_threshold;
        let state = self.trace_state(id);
        if key.value.is_some() && !state.failures.contains_key(key) {
            let seen = state.profiled.entry(key.snap).or_default();
            if *seen >= PROFILE_VALUES {
                // A megamorphic promote: its values are not worth a bridge each.
                return ExitDecision::Interpret;
            }
            *seen += 1;
        }
        if bridges_at_guard >= MAX_BRIDGES_PER_GUARD || flush_pending {
            return ExitDecision::Interpret;
        }
        let new = !state.failures.contains_key(key);
        let failures = state.failures.entry(key.clone()).or_default();
        *failures += 1;
        let decision =
            if *failures <= bridge_threshold || state.bridge_aborts.get(key).copied().unwrap_or(0) >= MAX_ABORTS {
                ExitDecision::Interpret
            } else {
                *failures = 0;
                ExitDecision::RecordBridge
            };
        if new {
            // A new entry of the exit's profile: it counts against the memory cap.
            self.memory.bytes += PROFILE_ENTRY_BYTES;
        }
        decision
    }

    /// The bridge recording from exit `key` of trace `id` aborted for `reason`. A call
    /// (`AbortReason::Call`) gives the exit up at once. A recording gives up for a call when it met
    /// one it cannot follow before recording anything (else the trace ends there,
    /// `Recorder::stop_here`): its way from the exit to the call had no branch, so every recording
    /// from that exit meets the same call. Or when a `call_proc` returned a value that is not an
    /// integer: the same call site again, whose results are of one kind in practice (an evaluator's
    /// values). Each retry would cost an exit, a recording and an abort.
    pub fn bridge_aborted(&mut self, id: TraceId, key: &ExitKey, reason: AbortReason) {
        let aborts = self.trace_state(id).bridge_aborts.entry(key.clone()).or_default();
        *aborts = match reason {
            AbortReason::Call => MAX_ABORTS,
            _ => *aborts + 1,
        };
    }

    /// Whether exit `snap` of trace `id` gets no bridge any more: its recordings kept aborting.
    pub fn exit_given_up(&self, id: TraceId, snap: SnapId) -> bool {
        self.trace_state_ref(id)
            .is_some_and(|s| s.bridge_aborts.iter().any(|(k, n)| k.snap == snap && *n >= MAX_ABORTS))
    }

    /// Whether `guard_value` `snap` of trace `id` has seen too many values to get a bridge for each.
    pub fn is_megamorphic(&self, id: TraceId, snap: SnapId) -> bool {
        self.trace_state_ref(id).and_then(|s| s.profiled.get(&snap)).is_some_and(|&n| n >= PROFILE_VALUES)
    }

    /// Whether loop `target` may try a sibling loop now (it gets one at most, in `SIBLING_TRIES`
    /// tries), and counts the try.
    pub fn take_sibling(&mut self, target: TraceId) -> bool {
        if self.memory.flush_pending {
            return false;
        }
        let state = self.trace_state(target);
        let allowed = state.sibling_tries < SIBLING_TRIES;
        state.sibling_tries += u32::from(allowed);
        allowed
    }

    /// The sibling tried for loop `target` ran off the loop's end, which tells nothing of the loop:
    /// whether it may try again (the bridge that asked for it is then dropped and recorded again
    /// when its exit is next due, so that the try comes back).
    pub fn sibling_retry(&mut self, target: TraceId) -> bool {
        !self.memory.flush_pending && self.trace_state(target).sibling_tries < SIBLING_TRIES
    }

    /// Loop `target` got its sibling, or one was judged useless: it tries no other.
    pub fn sibling_settled(&mut self, target: TraceId) {
        self.trace_state(target).sibling_tries = SIBLING_TRIES;
    }

    /// Counts an entry of root trace `id` from the interpreter, `useless` (by that exit) when it went
    /// back before completing an iteration; at the end of a health window, says whether the trace was of
    /// use, or of so little that it is to be thrown away (its anchor, `invalidate`, may record a better
    /// one).
    pub fn entry_ended(&mut self, id: TraceId, useless: Option<ShortRun>, pace: Option<f32>) -> Health {
        let interpreter = self.interpreter_pace();
        let state = self.trace_state(id);
        state.window += 1;
        if let Some(short) = useless {
            state.useless += 1;
            state.last_useless = short;
        }
        if let Some(pace) = pace {
            state.paces.push(pace);
        }
        if state.window < HEALTH_WINDOW {
            return Health::Pending;
        }
        let (entries, last) = (state.useless, state.last_useless);
        (state.window, state.useless) = (0, 0);
        let slower = median(&mut state.paces)
            .zip(interpreter)
            .filter(|&(pace, interpreter)| pace >= interpreter && state.paces.len() as u32 >= MIN_PACES);
        state.paces.clear();
        if state.invalidated {
            return Health::Pending;
        }
        if let Some((pace, interpreter)) = slower {
            state.invalidated = true;
            return Health::Useless(Useless { entries: HEALTH_WINDOW, last: ShortRun::Slower { pace, interpreter } });
        }
        if entries < USELESS_LIMIT {
            return Health::Good;
        }
        state.invalidated = true;
        Health::Useless(Useless { entries, last })
    }

    /// A stretch of `jumps` jumps the interpreter took in `ns` nanoseconds (a sample the engine takes
    /// now and then): what a loop on probation is compared with.
    pub fn interpreted(&mut self, ns: u64, jumps: u64) {
        self.pace.0 += ns;
        self.pace.1 += jumps;
    }

    /// The interpreter's nanoseconds per jump, once enough of them were sampled.
    fn interpreter_pace(&self) -> Option<f32> {
        let (ns, jumps) = self.pace;
        (jumps >= MIN_PACE_JUMPS).then(|| ns as f32 / jumps as f32)
    }

    /// Whether trace `id` was thrown away.
    pub fn is_invalidated(&self, id: TraceId) -> bool {
        self.trace_state_ref(id).is_some_and(|s| s.invalidated)
    }

    /// What the JIT keeps, in bytes: what its traces take and hold, and the policy's own tables.
    pub fn memory(&self) -> usize {
        self.memory.bytes + self.bytes()
    }

    /// Whether the JIT's memory is past the cap now, for the first time since the last flush (then every
    /// trace is flushed at the next back-edge, and nothing is recorded until then).
    pub fn memory_full(&mut self) -> bool {
        if self.memory.flush_pending || self.memory() <= self.settings.max_memory {
            return false;
        }
        self.memory.flush_pending = true;
        true
    }

    /// Whether every trace is to be flushed (the memory cap was reached).
    pub fn flush_pending(&self) -> bool {
        self.memory.flush_pending
    }

    /// The passes through anchor `key` its next recording spans.
    pub fn passes(&self, key: &AnchorKey) -> u32 {
        self.anchors.get(key).map_or(1, |s| s.passes.max(1))
    }

    /// A recording at `key` made a loop that never completes an iteration: the next one spans one more
    /// pass through the anchor, when that is allowed (says whether), after the anchor gets hot again.
    pub fn add_pass(&mut self, key: &AnchorKey) -> bool {
        let state = self.state(key);
        if state.passes.max(1) >= MAX_PASSES {
            return false;
        }
        state.passes = state.passes.max(1) + 1;
        state.last = AbortReason::NeverIterates.name();
        state.count = 0;
        true
    }

    /// Whether the anchor at `block` with its green values in `env` got hot (has an entry).
    pub fn is_hot(&self, block: BlockId, greens: &Greens, env: &Env) -> bool {
        self.labels[block as usize].anchors > 0 && self.anchor_hashes.contains(&greens.hash(block, env))
    }

    /// Where the interpreted loop whose head the last backward jump into `block` reached ends (the
    /// value its last integer green had before the jump): a recording started there has left the loop
    /// once that green goes past it (`AbortReason::LeftLoop`).
    pub fn loop_end(&self, block: BlockId) -> Option<i64> {
        self.labels[block as usize].jumped_from
    }

    /// Whether a trace starts at `block` for some green values.
    pub fn has_trace_at_block(&self, block: BlockId) -> bool {
        self.labels[block as usize].live_traces > 0
    }

    pub fn trace_at(&self, key: &AnchorKey) -> Option<TraceId> {
        self.anchors.get(key).and_then(|s| s.trace)
    }

    /// The trace of the anchor at `block` with its green values in `env`. A recording asks at every
    /// jump into a label that has traces (a meta-traced interpreter's dispatch loop: every guest
    /// command), and most of those anchors have no trace: the label's filter of traced integer greens
    /// says so first, then the hash, without building a key.
    pub fn trace_at_env(&self, block: BlockId, greens: &Greens, env: &Env) -> Option<TraceId> {
        let label = &self.labels[block as usize];
        if label.live_traces == 0 || greens.last_int(block, env).is_some_and(|i| !label.traced.may_hold(i)) {
            return None;
        }
        if !self.anchor_hashes.contains(&greens.hash(block, env)) {
            return None;
        }
        self.trace_at(&greens.key(block, env))
    }
}

/// The median of `xs` (reordered), if any.
fn median(xs: &mut [f32]) -> Option<f32> {
    if xs.is_empty() {
        return None;
    }
    let mid = xs.len() / 2;
    Some(*xs.select_nth_unstable_by(mid, f32::total_cmp).1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Format, parse_program};

    fn policy_with(p: &Program, threshold: u32) -> Policy {
        Policy::new(p, Settings { threshold, ..Settings::default() })
    }

    #[test]
    fn a_loop_tries_its_sibling_again_while_the_tries_last_and_not_once_it_has_one() {
        let (p, _, _) = program();
        let mut policy = policy_with(&p, 56);
        let (left, made) = (TraceId(0), TraceId(1));
        policy.installed(left, 0, &[]);
        policy.installed(made, 0, &[]);
        for _ in 0..SIBLING_TRIES - 1 {
            assert!(policy.take_sibling(left));
            assert!(policy.sibling_retry(left), "a try that ran off the loop leaves another");
        }
        assert!(policy.take_sibling(left));
        assert!(!policy.sibling_retry(left), "the last try is the last");
        assert!(!policy.take_sibling(left));
        assert!(policy.take_sibling(made));
        policy.sibling_settled(made);
        assert!(!policy.sibling_retry(made) && !policy.take_sibling(made));
    }

    fn program() -> (Program, Greens, Env) {
        let p = parse_program("t.fg", "l:\n    promote(pc, m)\nm:\n    pc = pc + 1\n    goto l\n", Format::Fg).unwrap();
        let greens = Greens::compute(&p);
        let mut env = Env::new(vec![None; p.vars.len()]);
        env[p.var_id("pc").unwrap() as usize] = Some(Value::Int(2));
        (p, greens, env)
    }

    #[test]
    fn threshold_backoff_and_blacklist() {
        let (p, greens, mut env) = program();
        // A green that is no integer: each back-edge counts one.
        env[p.var_id("pc").unwrap() as usize] = Some(Value::sym("here"));
        let mut policy = policy_with(&p, 2);
        let key = greens.key(0, &env);
        assert_eq!(key.hash64(), greens.hash(0, &env));
        // Two back-edges make it hot.
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Record);
        assert!(!policy.abort(&key, AbortReason::TooLong).0);
        // The threshold doubled to 4.
        for _ in 0..3 {
            assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
        }
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Record);
        for _ in 1..MAX_ABORTS - 1 {
            assert!(!policy.abort(&key, AbortReason::TooLong).0);
        }
        assert!(policy.abort(&key, AbortReason::TooLong).0);
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
        policy.set_trace(&key, TraceId(7));
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Enter(TraceId(7)));
    }

    /// Of the back-edges into an anchor with an integer green, one where it grew (a step forward of
    /// the interpreted program) counts nothing, however many; one where it went down or stayed (a jump
    /// back to a loop's head) counts `BACKWARD_WEIGHT`. An anchor gets hot only through the latter.
    #[test]
    fn only_backward_jumps_of_the_interpreted_program_count() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut policy = policy_with(&p, 3 * BACKWARD_WEIGHT);
        // The loop 2, 3, 4, 5 run over and over: every step but the jump from 5 back to 2 goes forward.
        let mut recorded_at = Vec::new();
        for iteration in 0..10 {
            for at in 2..=5 {
                env[pc] = Some(Value::Int(at));
                if policy.back_edge(0, &env, &greens, 1).0 == HotAction::Record {
                    recorded_at.push((iteration, at));
                }
            }
        }
        // The first back-edge into 2 has nothing to compare with and counts one; each jump back from 5
        // counts BACKWARD_WEIGHT: 1 + 8 + 8 < 24 <= 1 + 8 + 8 + 8; with no trace installed, counting
        // starts again from 0: 8 + 8 + 8.
        assert_eq!(recorded_at, [(3, 2), (6, 2), (9, 2)]);
        // Forward steps alone never make an anchor hot.
        let mut policy = policy_with(&p, 2);
        for at in 0..10_000 {
            env[pc] = Some(Value::Int(at));
            assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
        }
    }

    /// Aborts and retraces are counted per anchor: however many other anchors of the label gave up,
    /// a new one still gets recorded.
    #[test]
    fn aborts_and_invalidations_are_per_anchor() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut policy = policy_with(&p, 1);
        for i in 0..1000 {
            env[pc] = Some(Value::Int(i));
            let key = greens.key(0, &env);
            for _ in 0..MAX_ABORTS {
                policy.abort(&key, AbortReason::TooLong);
            }
            assert!(policy.anchors[&key].blacklisted);
        }
        env[pc] = Some(Value::Int(5000));
        // (The aborts raised the program-wide threshold, which only delays it.)
        let recorded = (0..1000).any(|_| policy.back_edge(0, &env, &greens, 1).0 == HotAction::Record);
        assert!(recorded);

        let mut policy = policy_with(&p, 1);
        let key = greens.key(0, &env);
        for _ in 0..MAX_RETRACES {
            policy.set_trace(&key, TraceId(0));
            assert!(policy.has_trace_at_block(0));
            assert!(!policy.invalidate(&key).0);
            assert!(!policy.has_trace_at_block(0));
            assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Record);
        }
        policy.set_trace(&key, TraceId(0));
        assert!(policy.invalidate(&key).0);
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
    }

    #[test]
    fn a_trace_is_found_from_the_environment_as_from_its_key() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut policy = policy_with(&p, 1);
        let traced = greens.key(0, &env);
        policy.set_trace(&traced, TraceId(3));
        // An anchor with an entry but no trace, one with no entry, and other kinds of green.
        env[pc] = Some(Value::Int(9));
        policy.abort(&greens.key(0, &env), AbortReason::TooLong);
        for value in [Some(Value::Int(2)), Some(Value::Int(9)), Some(Value::Int(10)), Some(Value::sym("a")), None] {
            env[pc] = value;
            let key = greens.key(0, &env);
            assert_eq!(policy.trace_at_env(0, &greens, &env), policy.trace_at(&key), "{:?}", env[pc]);
            assert!(greens.are(0, &env, &key.greens));
            assert_eq!(greens.are(0, &env, &traced.greens), key == traced, "{:?}", env[pc]);
        }
        env[pc] = Some(Value::Int(2));
        assert_eq!(policy.trace_at_env(0, &greens, &env), Some(TraceId(3)));
    }

    #[test]
    fn a_label_whose_back_edges_find_nothing_is_sampled_until_a_trace_is_entered() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        // A threshold no slot reaches here, so only sampling makes the engine skip back-edges.
        let threshold = 1000;
        let mut policy = policy_with(&p, threshold);
        let after = (threshold * SAMPLE_AFTER).max(SAMPLE_AFTER_MIN);
        // A new value every time: the engine must see each back-edge until `after` of them found nothing.
        for i in 0..after as i64 {
            env[pc] = Some(Value::Int(i));
            assert_eq!(policy.back_edge(0, &env, &greens, 1), (HotAction::Interpret, 0), "{i}");
        }
        env[pc] = Some(Value::Int(-1));
        assert_eq!(policy.back_edge(0, &env, &greens, 1), (HotAction::Interpret, SAMPLE_GAP));
        // A value with a trace is entered when it is seen, and the label is watched closely again.
        let key = greens.key(0, &env);
        policy.set_trace(&key, TraceId(3));
        assert_eq!(policy.back_edge(0, &env, &greens, 1), (HotAction::Enter(TraceId(3)), 0));
        env[pc] = Some(Value::Int(-2));
        assert_eq!(policy.back_edge(0, &env, &greens, 1), (HotAction::Interpret, 0));
    }

    /// A forward back-edge finds a trace where its integer green has one, through the filter of traced
    /// integers, and nothing (a miss) at the values without one, however many share its buckets.
    #[test]
    fn a_forward_back_edge_enters_a_trace_at_its_integer_green_and_misses_elsewhere() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut policy = policy_with(&p, 56);
        for (k, i) in [10, 20, 30].into_iter().enumerate() {
            env[pc] = Some(Value::Int(i));
            policy.set_trace(&greens.key(0, &env), TraceId(k as u32));
        }
        // Forward steps from 0 to 40: the traced values are entered, every other one misses.
        for i in 0..40 {
            env[pc] = Some(Value::Int(i));
            let expected = match i {
                10 => HotAction::Enter(TraceId(0)),
                20 => HotAction::Enter(TraceId(1)),
                30 => HotAction::Enter(TraceId(2)),
                _ => HotAction::Interpret,
            };
            assert_eq!(policy.back_edge(0, &env, &greens, 1).0, expected, "pc {i}");
            assert_eq!(
                policy.trace_at_env(0, &greens, &env),
                match expected {
                    HotAction::Enter(t) => Some(t),
                    _ => None,
                }
            );
        }
        let mut filter = TracedInts::default();
        assert!(!filter.may_hold(7));
        filter.insert(7);
        assert!(filter.may_hold(7));
        assert!((0..4096).filter(|&i| filter.may_hold(i)).count() < 16, "one bucket of 4096 holds few");
    }

    /// Root traces each used once raise the threshold, a doubling per look, judged `JUDGE_AFTER` traces
    /// late; traces that run again bring it back down.
    #[test]
    fn the_threshold_rises_while_traces_run_once_and_comes_back_when_they_pay() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut policy = policy_with(&p, 10);
        let mut changes = Vec::new();
        let mut id = 0;
        let mut root = |policy: &mut Policy, i: i64, runs_again: bool, changes: &mut Vec<(u32, Adapted, u32)>| {
            env[pc] = Some(Value::Int(i));
            id += 1;
            if let Some(a) = policy.set_trace(&greens.key(0, &env), TraceId(id)) {
                changes.push((id, a, policy.threshold()));
            }
            if runs_again {
                assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Enter(TraceId(id)));
            }
        };
        for i in 0..(JUDGE_AFTER as u32 + 3 * LOOK) as i64 {
            root(&mut policy, i, false, &mut changes);
        }
        let first = JUDGE_AFTER as u32 + LOOK;
        assert_eq!(
            changes,
            [
                (first, Adapted::Raised, 20),
                (first + LOOK, Adapted::Raised, 40),
                (first + 2 * LOOK, Adapted::Raised, 80)
            ]
        );
        // Traces that run again: the first look still judges the last `JUDGE_AFTER` that ran once (one
        // more doubling), then the threshold comes down a doubling per look.
        changes.clear();
        for i in 0..(JUDGE_AFTER as u32 + 3 * LOOK) as i64 {
            root(&mut policy, 1000 + i, true, &mut changes);
        }
        let last = first + 2 * LOOK;
        assert_eq!(
            changes,
            [
                (last + LOOK, Adapted::Raised, 160),
                (last + 2 * LOOK, Adapted::Lowered, 80),
                (last + 3 * LOOK, Adapted::Lowered, 40),
                (last + 4 * LOOK, Adapted::Lowered, 20),
            ]
        );
    }

    #[test]
    fn a_flush_forgets_every_trace_and_keeps_what_anchors_learnt() {
        let (p, greens, env) = program();
        let mut policy = policy_with(&p, 1);
        let key = greens.key(0, &env);
        policy.abort(&key, AbortReason::TooLong);
        policy.set_trace(&key, TraceId(1));
        policy.flush(TraceId(2));
        assert!(!policy.has_trace_at_block(0));
        assert_eq!(policy.trace_at(&key), None);
        assert_eq!(policy.anchors[&key].aborts, 1);
        // Hot again at its (doubled) threshold.
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
        assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Record);
    }

    /// Anchors that share a bucket never add up: a green new every outer iteration, each value with a
    /// loop shorter than the threshold, makes none hot, however many there are; a hot anchor keeps its
    /// count while they pass through its bucket.
    #[test]
    fn counting_new_green_values_takes_no_memory_and_never_adds_them_up() {
        let (p, greens, mut env) = program();
        let pc = p.var_id("pc").unwrap() as usize;
        let mut policy = policy_with(&p, 1000);
        // A symbol: no integer green to compare, so each of its back-edges counts one.
        let hot = Value::sym("hot");
        let mut records = Vec::new();
        for i in 0..100_000 {
            // Back-edges that stay at `i`: each counts BACKWARD_WEIGHT, 100 of them in all.
            for _ in 0..100 / BACKWARD_WEIGHT {
                env[pc] = Some(Value::Int(i));
                assert_eq!(policy.back_edge(0, &env, &greens, 1).0, HotAction::Interpret);
            }
            // One anchor comes back every time: it gets hot.
            env[pc] = Some(hot.clone());
            if policy.back_edge(0, &env, &greens, 1).0 == HotAction::Record {
                records.push(i);
            }
        }
        assert!(policy.anchors.is_empty());
        // Only the anchor that comes back, never before 1000 back-edges of its own; now and then it
        // lost its count, being the colder of its bucket when a new value came in.
        assert_eq!(records[0], 999);
        assert!(records.windows(2).all(|w| w[1] - w[0] >= 1000), "{records:?}");
        assert!(records.len() >= 90, "{records:?}");
    }

    /// A window's verdict: short runs throw the trace away, long ones end its probation; and, the
    /// interpreter's pace known, runs slower per jump than interpreting throw it away however long.
    #[test]
    fn a_health_window_judges_by_count_and_by_pace() {
        let (p, _, _) = program();
        let mut policy = policy_with(&p, 56);
        for id in 0..4 {
            policy.installed(TraceId(id), 0, &[]);
        }
        let window = |policy: &mut Policy, id: u32, short: Option<ShortRun>, pace: Option<f32>| {
            (0..HEALTH_WINDOW).map(|_| policy.entry_ended(TraceId(id), short, pace)).last().unwrap()
        };
        // Runs of 10 jumps: of no use.
        let short = Some(ShortRun::Counted(10));
        assert_eq!(
            window(&mut policy, 0, short, None),
            Health::Useless(Useless { entries: HEALTH_WINDOW, last: ShortRun::Counted(10) })
        );
        // Long runs, the interpreter's pace not known yet: of use.
        assert_eq!(window(&mut policy, 1, None, Some(90.0)), Health::Good);
        // The interpreter takes 40 ns a jump: runs at 90 are slower; runs at 4, faster.
        policy.interpreted(400_000, MIN_PACE_JUMPS);
        assert_eq!(
            window(&mut policy, 2, None, Some(90.0)),
            Health::Useless(Useless {
                entries: HEALTH_WINDOW,
                last: ShortRun::Slower { pace: 90.0, interpreter: 40.0 }
            })
        );
        assert_eq!(window(&mut policy, 3, None, Some(4.0)), Health::Good);
        // A trace thrown away is judged no more.
        assert_eq!(window(&mut policy, 0, short, None), Health::Pending);
    }
}
