//! The trace cache: every trace made in a run, by id, with where it comes from and its counters.

use crate::jit::anchor::{AnchorKey, GreenVal};
use crate::jit::ir::{SnapId, Trace, TraceId};
use std::collections::{BTreeMap, HashMap};

/// Where a trace comes from.
#[derive(Clone, Debug)]
pub enum Origin {
    Root(AnchorKey),
    /// A bridge from guard `snap` of trace `parent` (for `guard_value`, for one failing value).
    Bridge {
        parent: TraceId,
        snap: SnapId,
        value: Option<GreenVal>,
    },
}

/// A guard's exit, for counting and for bridges: the snapshot and, for `guard_value`, the value it saw
/// (PyPy counts `guard_value` failures per value, so one promote with many values sets off no cascade).
pub type ExitKey = (SnapId, Option<GreenVal>);

/// A trace in the cache, with its counters.
pub struct CompiledTrace {
    pub id: TraceId,
    /// Instructions the trace had as recorded, and the recorded IR itself when `JitOptions::keep_recorded`
    /// asks for it (the logs print it as recorded).
    pub ops_recorded: usize,
    pub recorded: Option<Trace>,
    pub origin: Origin,
    /// Where the trace starts, as text: the anchor with its green values, or the guard a bridge leaves.
    pub title: String,
    pub trace: Trace,
    pub entered: u64,
    /// Failures per exit, towards a bridge.
    pub failures: HashMap<ExitKey, u32>,
    /// Exits taken per guard, for the statistics.
    pub deopts: BTreeMap<SnapId, u64>,
    pub bridges: HashMap<ExitKey, TraceId>,
    /// By snapshot: the bridge a failing guard goes straight on into, whatever its value (the link machine
    /// code patches in, and the trace executor follows).
    pub links: Vec<Option<TraceId>>,
    /// Exits whose bridge recordings keep aborting.
    pub bridge_aborts: HashMap<ExitKey, u32>,
    pub record_us: f64,
    /// When its recording started, in microseconds since the engine was made.
    pub recorded_at_us: f64,
    pub optimize_us: f64,
    /// The instruction of each snapshot (guards and `jump_trace`), by snapshot index.
    pub snap_ops: Vec<usize>,
    /// Machine code: its size, and how long compiling took (`None`: runs on the trace executor).
    pub native: Option<(usize, f64)>,
    /// The trace as the executor runs it (when it has no machine code).
    pub decoded: Option<crate::jit::exec::Decoded>,
    /// Entries from the interpreter in the current window, and how many were of no use (not entered,
    /// or back in the interpreter before one whole iteration), the last of those by which exit.
    pub window: u32,
    pub useless: u32,
    pub last_useless: SnapId,
    /// Thrown away: its anchor no longer enters it.
    pub invalidated: bool,
    /// A sibling loop was recorded for one of its bridges (`exits.rs`): it gets no other.
    pub has_sibling: bool,
    /// Distinct values seen per failing `guard_value` (its value profile), bounded.
    pub profiled: HashMap<SnapId, u32>,
    /// When the JIT counts (`JitOptions::count`): the first of the trace's counters in the exit state
    /// (`ExitState::add_counters`): the loop's iterations, then the runs that left through each
    /// snapshot (`Counts`).
    pub counters: Option<usize>,
    /// With `JitOptions::count_ops`: the program positions one run of the trace stands for, as its
    /// recording went through them (`Trace::path`).
    pub path: Vec<crate::jit::snapshot::Resume>,
}

/// What the counters of a trace say (`CompiledTrace::counters`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Times the loop's body began (its first pass after the preamble, and every back-edge); 0 for a
    /// trace without a loop.
    pub iterations: u64,
    /// Runs of the trace that left through each snapshot, by snapshot index: to the interpreter, or
    /// into another trace (a linked bridge, `jump_trace`).
    pub left: Vec<u64>,
}

impl Counts {
    /// Every run of a trace leaves it through exactly one snapshot: the runs are the exits.
    pub fn entered(&self) -> u64 {
        self.left.iter().sum()
    }
}

impl CompiledTrace {
    pub fn new(id: TraceId, ops_recorded: usize, trace: Trace, origin: Origin, title: String) -> CompiledTrace {
        let mut snap_ops = vec![0; trace.snapshots.len()];
        for (i, inst) in trace.ops.iter().enumerate() {
            if inst.op.is_guard() {
                snap_ops[inst.snap.index()] = i;
            }
        }
        CompiledTrace {
            id,
            ops_recorded,
            recorded: None,
            origin,
            title,
            trace,
            entered: 0,
            failures: HashMap::new(),
            deopts: BTreeMap::new(),
            bridges: HashMap::new(),
            links: vec![None; snap_ops.len()],
            bridge_aborts: HashMap::new(),
            record_us: 0.0,
            recorded_at_us: 0.0,
            optimize_us: 0.0,
            snap_ops,
            native: None,
            decoded: None,
            window: 0,
            useless: 0,
            last_useless: SnapId::NONE,
            invalidated: false,
            has_sibling: false,
            profiled: HashMap::new(),
            counters: None,
            path: Vec::new(),
        }
    }

    /// What the trace takes in memory, roughly: its machine code, its IR and snapshots.
    pub fn memory(&self) -> usize {
        fn of(t: &Trace) -> usize {
            let snaps: usize = t.snapshots.iter().map(|s| std::mem::size_of_val(s) + 16 * s.vars.len()).sum();
            t.ops.len() * std::mem::size_of::<crate::jit::ir::Inst>() + snaps + t.consts.len() * 16
        }
        self.native.map_or(0, |n| n.0) + of(&self.trace) + self.recorded.as_ref().map_or(0, of) + 512
    }

    /// Whether leaving through `snap` means the trace did not complete one iteration: the exit is the
    /// entry check, or a guard before the loop's head (or anywhere but its end, in a trace without a
    /// loop).
    pub fn in_preamble(&self, snap: SnapId) -> bool {
        if snap == SnapId::ENTRY {
            return true;
        }
        let at = self.snap_ops[snap.index()];
        self.trace.ops[at].op != crate::jit::ir::Opcode::Exit && self.trace.loop_index().is_none_or(|l| at < l)
    }

    /// The bridge guard `snap` goes straight on into when it fails, if any.
    pub fn linked(&self, snap: SnapId) -> Option<TraceId> {
        self.links.get(snap.index()).copied().flatten()
    }

    /// The bridge of `guard_value` `snap` for the value it failed with, if any.
    pub fn value_bridge(&self, snap: SnapId, value: &crate::value::Value) -> Option<TraceId> {
        if self.bridges.is_empty() {
            return None;
        }
        self.bridges.get(&(snap, Some(GreenVal::of(&Some(value.clone()))))).copied()
    }

    /// The opcode of the instruction whose snapshot `snap` is.
    pub fn exit_op(&self, snap: SnapId) -> Option<crate::jit::ir::Opcode> {
        (snap != SnapId::ENTRY).then(|| self.trace.ops[self.snap_ops[snap.index()]].op)
    }
}

/// Every trace of a run since the last flush. Ids go on counting across flushes, so a log or a report
/// never names two traces alike.
#[derive(Default)]
pub struct TraceCache {
    traces: Vec<CompiledTrace>,
    /// The id of `traces[0]`: how many traces the flushes threw away.
    first: u32,
}

impl TraceCache {
    pub fn next_id(&self) -> TraceId {
        TraceId(self.first + self.traces.len() as u32)
    }

    pub fn push(&mut self, t: CompiledTrace) -> TraceId {
        let id = self.next_id();
        debug_assert_eq!(t.id, id);
        self.traces.push(t);
        id
    }

    pub fn get(&self, id: TraceId) -> &CompiledTrace {
        &self.traces[(id.0 - self.first) as usize]
    }

    pub fn get_mut(&mut self, id: TraceId) -> &mut CompiledTrace {
        &mut self.traces[(id.0 - self.first) as usize]
    }

    /// Whether trace `id` is in the cache (not flushed).
    pub fn contains(&self, id: TraceId) -> bool {
        id.0 >= self.first && ((id.0 - self.first) as usize) < self.traces.len()
    }

    /// Traces now in the cache.
    pub fn len(&self) -> usize {
        self.traces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.traces.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &CompiledTrace> {
        self.traces.iter()
    }

    /// Throws every trace away; the next gets the next id.
    pub fn flush(&mut self) {
        self.first = self.next_id().0;
        self.traces.clear();
    }
}

impl std::ops::Index<TraceId> for TraceCache {
    type Output = CompiledTrace;

    fn index(&self, id: TraceId) -> &CompiledTrace {
        self.get(id)
    }
}
