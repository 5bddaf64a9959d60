//! The statistics of a run (`--stats json`, the report), which the observer keeps from the engine's
//! events (`events.rs`), and what the engine lets tools read: listings of the trace table (the golden
//! files), machine-code listings, counters, the perf map.

use super::describe::Describe;
use super::table::CompiledTrace;
use super::{Engine, Origin, Runner, Shares};
use crate::jit::anchor::AnchorKey;
use crate::jit::ir::{SnapId, Trace, TraceId};
use crate::jit::snapshot::Resume;
use crate::lang::{BlockId, ProcId, Program, Terminator};
use serde_json::json;
use std::collections::BTreeMap;

/// Statistics of a run, for `--stats json`.
#[derive(Default)]
pub struct Stats {
    pub aborts: BTreeMap<&'static str, u64>,
    pub record_us: f64,
    pub optimize_us: f64,
    pub compile_us: f64,
    /// Traces the backend could not compile, with the reason (they run on the trace executor).
    pub not_compiled: Vec<(TraceId, String)>,
    /// Every abort, and every anchor closed to recordings, as they happened (the first `MAX_EVENTS` of
    /// each; `events_dropped` counts the others).
    pub abort_log: Vec<AbortEvent>,
    pub closed: Vec<ClosedEvent>,
    pub events_dropped: u64,
    /// Times the memory cap flushed every trace, and the traces those flushes threw away.
    pub flushes: u64,
    pub traces_flushed: u64,
    /// Changes of the program-wide hot threshold (`policy::Adaptation`).
    pub threshold_changes: u64,
    /// Exits that went on into the bridge of another exit of their trace instead of one of their own
    /// (`TraceTable::bridge_from_same_place`).
    pub shared_bridges: u64,
    /// Greens no longer promoted (`Greens::demote`): `VAR at LABEL (FILE:LINE)`.
    pub demoted: Vec<String>,
    /// What is known of each trace in the table, by id (`traces[0]` is trace `first`).
    traces: Vec<TraceStats>,
    first: u32,
}

/// What is known of one trace: what making it took, and how often it ran through the engine.
#[derive(Clone, Debug, Default)]
pub struct TraceStats {
    /// Instructions the trace had as recorded, and the recorded IR itself when
    /// `JitOptions::keep_recorded` asks for it.
    pub ops_recorded: usize,
    pub recorded: Option<Trace>,
    /// With `JitOptions::count_ops`: the program positions one run of the trace stands for, as its
    /// recording went through them (`Trace::path`).
    pub path: Vec<Resume>,
    /// The calls its recording followed into their callees, by procedure (`calls_followed`).
    pub inlined: BTreeMap<ProcId, u32>,
    /// Microseconds: recording, when it started (since the engine was made), optimizing and compiling
    /// (`None`: not compiled).
    pub record_us: f64,
    pub recorded_at_us: f64,
    pub optimize_us: f64,
    pub compile_us: Option<f64>,
    /// Times the engine entered it (from the interpreter, or after an exit it handled).
    pub entered: u64,
    /// Exits taken per guard through the engine.
    pub deopts: BTreeMap<SnapId, u64>,
}

impl Stats {
    pub(super) fn push_trace(&mut self, id: TraceId, t: TraceStats) {
        debug_assert_eq!(id.0, self.first + self.traces.len() as u32);
        self.traces.push(t);
    }

    /// What is known of trace `id`.
    pub fn trace(&self, id: TraceId) -> &TraceStats {
        &self.traces[(id.0 - self.first) as usize]
    }

    pub(super) fn trace_mut(&mut self, id: TraceId) -> &mut TraceStats {
        &mut self.traces[(id.0 - self.first) as usize]
    }

    /// Counts a failure of guard `snap` of trace `id`; returns how many it has had.
    pub(super) fn count_deopt(&mut self, id: TraceId, snap: SnapId) -> u64 {
        let n = self.trace_mut(id).deopts.entry(snap).or_default();
        *n += 1;
        *n
    }

    /// Every trace of the table (`traces` of them) was thrown away.
    pub(super) fn flush(&mut self, traces: usize) {
        self.flushes += 1;
        self.traces_flushed += traces as u64;
        self.first += self.traces.len() as u32;
        self.traces.clear();
    }
}

/// The calls a recording followed into their callees, by procedure, from the program positions it went
/// through (`Trace::path`): a call's terminator with its callee's first block next. The path is what
/// the recording did, exactly, so this counts each call once however many exits its callee has (the
/// snapshots' frames show only calls with an exit inside, and two calls from one call site alike);
/// and a call the recording did not follow is the path's last position, with nothing after it. Not
/// counted: the calls a bridge starts inside (its parent made them), and a call whose trace ends at
/// its callee's first block (none of the callee's code is in the trace).
pub(super) fn calls_followed(program: &Program, path: &[Resume]) -> BTreeMap<ProcId, u32> {
    let mut calls = BTreeMap::new();
    for pair in path.windows(2) {
        let (at, next) = (pair[0], pair[1]);
        let block = program.block(at.block);
        if let Terminator::Call { proc, .. } = block.term
            && at.op as usize == block.ops.len()
            && next == (Resume { block: program.proc(proc).entry, op: 0 })
        {
            *calls.entry(proc).or_default() += 1;
        }
    }
    calls
}

/// Events kept of each kind, at most: a program that aborts all the time keeps the first ones.
pub const MAX_EVENTS: usize = 1000;

/// An abort: a recording given up, or a trace thrown away.
#[derive(Clone, Debug)]
pub struct AbortEvent {
    /// Microseconds since the engine was made.
    pub at_us: f64,
    /// What was given up (`trace at LABEL [greens]`, `bridge from guard 3 of T0`, ...).
    pub what: String,
    /// The reason's name, as `aborts` counts it (`too_long`, `useless_trace`, ...).
    pub reason: &'static str,
    /// Where the program stood, when the abort has a place.
    pub at: Option<Resume>,
    /// More about it, in words (may be empty).
    pub detail: String,
}

/// An anchor blacklisted.
#[derive(Clone, Debug)]
pub struct ClosedEvent {
    pub at_us: f64,
    /// The anchor with its green values (`LABEL [pc=3]`).
    pub anchor: String,
    pub block: BlockId,
    pub why: String,
}

/// Where some work went: per runner its steps (`None`: not counted) and seconds, and the share of it
/// that ran compiled, of the steps when every runner's are known, else of the time.
#[derive(Clone, Debug, PartialEq)]
pub struct WorkSummary {
    pub runners: Vec<(Runner, Option<u64>, f64)>,
    pub compiled_share: Option<f64>,
    pub share_of_steps: bool,
}

impl WorkSummary {
    pub fn json(&self) -> serde_json::Value {
        let mut out = serde_json::Map::new();
        for &(r, steps, seconds) in &self.runners {
            out.insert(r.name().into(), json!({ "steps": steps, "seconds": round6(seconds) }));
        }
        out.insert("compiled_share".into(), json!(self.compiled_share.map(round6)));
        out.insert("share_of".into(), json!(if self.share_of_steps { "steps" } else { "time" }));
        serde_json::Value::Object(out)
    }
}

/// An anchor that got hot, and what became of it (`Engine::hot_anchors`).
#[derive(Clone, Debug)]
pub struct HotAnchor {
    pub block: BlockId,
    /// Its label and green values, as the logs name it.
    pub text: String,
    pub label: String,
    pub greens: Vec<(String, String)>,
    /// The name the program gives its position (`printable_location`), if it gives one.
    pub location: Option<String>,
    /// The line of its label.
    pub line: u32,
    /// `compiled` (it has a trace), `blacklisted`, or `waiting` (it may be recorded again when hot).
    pub status: &'static str,
    pub trace: Option<TraceId>,
    /// What came of its last recording or trace (`AnchorState::last`).
    pub last: &'static str,
    pub aborts: u32,
    pub retraces: u32,
    /// The work run at it, when measured.
    pub work: Option<WorkSummary>,
}

impl HotAnchor {
    pub fn json(&self) -> serde_json::Value {
        json!({
            "anchor": self.label,
            "greens": self.greens.iter().map(|(var, value)| json!({ "var": var, "value": value })).collect::<Vec<_>>(),
            "location": self.location,
            "line": self.line,
            "status": self.status,
            "trace": self.trace.map(|t| t.0),
            "last": self.last,
            "aborts": self.aborts,
            "retraces": self.retraces,
            "work": self.work.as_ref().map(WorkSummary::json),
        })
    }
}

impl Engine<'_> {
    /// How events are described: with the program and its greens.
    pub(super) fn describe(&self) -> Describe<'_> {
        Describe { program: self.program, greens: &self.greens, code: &self.code, locations: &self.locations }
    }

    /// An anchor as the logs show it: its label and green values (`loop [pc=3]`).
    pub(super) fn anchor_text(&self, key: &AnchorKey) -> String {
        self.describe().anchor_text(key)
    }

    /// The name the program gives the position of anchor `key` (`printable_location`).
    pub fn location(&self, key: &AnchorKey) -> Option<std::rc::Rc<str>> {
        self.describe().location(key)
    }

    /// The green variables of an anchor with their values, as text.
    pub fn green_values(&self, key: &AnchorKey) -> Vec<(String, String)> {
        (self.greens.of(key.block).iter().zip(&key.greens))
            .map(|(&v, g)| (self.program.var_name(v).to_string(), g.text()))
            .collect()
    }

    /// The statistics of the run so far.
    pub fn stats(&self) -> &Stats {
        &self.observer.stats
    }

    /// Whether `guard_value` `snap` of trace `id` has seen too many values to get a bridge for each.
    pub fn is_megamorphic(&self, id: TraceId, snap: SnapId) -> bool {
        self.policy.is_megamorphic(id, snap)
    }

    /// Whether exit `snap` of trace `id` gets no bridge any more (its recordings kept aborting).
    pub fn exit_given_up(&self, id: TraceId, snap: SnapId) -> bool {
        self.policy.exit_given_up(id, snap)
    }

    /// Whether trace `id` was thrown away.
    pub fn is_invalidated(&self, id: TraceId) -> bool {
        self.policy.is_invalidated(id)
    }

    /// Every trace in the table, optimized, as text: what the golden files hold.
    pub fn listing(&self) -> String {
        let mut out = String::new();
        for ct in self.traces.iter() {
            out.push_str(&format!("# {} {}\n{}\n", ct.id, ct.title, ct.trace));
        }
        out
    }

    /// The machine-code listing of trace `id` (the `asm/` golden files), if it is compiled.
    pub fn asm_listing(&self, id: TraceId) -> Option<String> {
        self.native.as_ref()?.listing(id, &self.traces[id].trace)
    }

    /// The machine-code listing of trace `id` grouped by IR instruction, with its code size.
    pub fn asm_groups(&self, id: TraceId) -> Option<(usize, Vec<crate::jit::ir::AsmGroup>)> {
        self.native.as_ref()?.listing_groups(id, &self.traces[id].trace)
    }

    /// What the counters of trace `id` say, when it counts (`JitOptions::count`).
    pub fn counts(&self, id: TraceId) -> Option<super::Counts> {
        let base = self.traces[id].counters?;
        let n = self.traces[id].trace.snapshots.len();
        Some(super::Counts {
            iterations: self.state.counter(base),
            left: (0..n).map(|s| self.state.counter(base + 1 + s)).collect(),
        })
    }

    /// When the engine was made (the statistics' events are timed from it).
    pub fn started(&self) -> std::time::Instant {
        self.observer.started()
    }

    /// Writes the perf map of the compiled traces (`--perf-map`); `None` when nothing is compiled to
    /// machine code in this mode.
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    pub fn write_perf_map(&self) -> std::io::Result<Option<std::path::PathBuf>> {
        let Some(native) = self.native.as_ref() else { return Ok(None) };
        let d = self.describe();
        let names: Vec<String> =
            self.traces.iter().map(|t| super::describe::perf_name(&d, t.id, &t.origin, t.trace.start)).collect();
        native.write_perf_map(&names).map(Some)
    }

    /// Where the work of `shares` went (`work.rs`); `None` when the engine does not measure it.
    fn work_summary(&self, shares: &Shares) -> Option<WorkSummary> {
        let meter = self.work.as_ref()?;
        let steps_known = meter.steps_known();
        Some(WorkSummary {
            runners: (Runner::ALL.iter())
                .map(|&r| {
                    let w = shares.of(r);
                    let steps = (r != Runner::MachineCode || meter.machine_steps).then_some(w.steps);
                    (r, steps, w.time.as_secs_f64())
                })
                .collect(),
            compiled_share: shares.compiled_share(steps_known),
            share_of_steps: steps_known,
        })
    }

    /// Where the whole run's work went, when the engine measures it (`JitOptions::count`).
    pub fn work(&self) -> Option<WorkSummary> {
        self.work_summary(&self.work.as_ref()?.total)
    }

    /// Every anchor that got hot: what became of it, and the work run there; sorted by label, then
    /// green values.
    pub fn hot_anchors(&self) -> Vec<HotAnchor> {
        let mut anchors: Vec<HotAnchor> = (self.policy.anchors.iter())
            .map(|(key, state)| HotAnchor {
                block: key.block,
                text: self.anchor_text(key),
                label: self.program.block(key.block).label.clone(),
                greens: self.green_values(key),
                location: self.location(key).map(|l| l.to_string()),
                line: self.program.block(key.block).pos.line,
                status: match (state.trace, state.blacklisted) {
                    (Some(_), _) => "compiled",
                    (None, true) => "blacklisted",
                    (None, false) => "waiting",
                },
                trace: state.trace,
                last: state.last,
                aborts: state.aborts,
                retraces: state.retraces,
                work: self.work.as_ref().and_then(|m| m.by_anchor.get(key)).and_then(|w| self.work_summary(w)),
            })
            .collect();
        anchors.sort_by(|a, b| (a.block, &a.text).cmp(&(b.block, &b.text)));
        anchors
    }

    /// The `--stats json` object.
    pub fn stats_json(&self) -> serde_json::Value {
        let traces: Vec<serde_json::Value> = (self.traces.iter())
            .map(|ct| {
                let mut by_name: BTreeMap<&str, u64> = BTreeMap::new();
                for inst in &ct.trace.ops {
                    *by_name.entry(inst.op.name()).or_default() += 1;
                }
                let origin = match &ct.origin {
                    Origin::Root(key) => json!({
                        "kind": "loop",
                        "anchor": self.program.block(key.block).label,
                        "greens": self.greens.of(key.block).iter().zip(&key.greens).map(|(v, g)| {
                            json!({ "var": self.program.var_name(*v), "value": g.text() })
                        }).collect::<Vec<_>>(),
                        "location": self.location(key).map(|l| l.to_string()),
                    }),
                    Origin::Bridge { parent, snap, .. } => {
                        json!({ "kind": "bridge", "parent": parent.0, "guard": snap.0 })
                    }
                };
                let ts = self.observer.stats.trace(ct.id);
                let deopts: BTreeMap<String, u64> = ts.deopts.iter().map(|(k, v)| (k.0.to_string(), *v)).collect();
                let counts = self.counts(ct.id);
                // Counted, every entry is in (from the interpreter, another trace's exit or link);
                // otherwise only those through the engine are known.
                let entered = counts.as_ref().map_or(ts.entered, |c| c.entered());
                let left: Option<BTreeMap<String, u64>> = counts.as_ref().map(|c| {
                    (c.left.iter().enumerate()).filter(|(_, n)| **n > 0).map(|(s, n)| (s.to_string(), *n)).collect()
                });
                json!({
                    "id": ct.id.0,
                    "origin": origin,
                    "ops_recorded": ts.ops_recorded,
                    "ops_optimized": ct.trace.ops.len(),
                    "guards": ct.trace.guards(),
                    "ops_by_name": by_name,
                    "entered": entered,
                    "entered_from_engine": ts.entered,
                    "iterations": counts.as_ref().map(|c| c.iterations),
                    "exits": left,
                    "deopts_per_guard": deopts,
                    "inlined_calls": (ts.inlined.iter())
                        .map(|(&p, &n)| (self.program.proc(p).name.clone(), n))
                        .collect::<BTreeMap<_, _>>(),
                    "bridges": ct.bridges.values().map(|b| b.0).collect::<Vec<_>>(),
                    "bridges_by_guard": bridges_by_guard(ct),
                    "record_us": round1(ts.record_us),
                    "optimize_us": round1(ts.optimize_us),
                    "code_bytes": ct.code_bytes,
                    "compile_us": ts.compile_us.map(round1),
                })
            })
            .collect();
        json!({
            "traces": traces,
            "bridges": self.traces.iter().filter(|t| matches!(t.origin, Origin::Bridge { .. })).count(),
            "shared_bridges": self.observer.stats.shared_bridges,
            "aborts": self.observer.stats.aborts,
            "record_us": round1(self.observer.stats.record_us),
            "optimize_us": round1(self.observer.stats.optimize_us),
            "compile_us": round1(self.observer.stats.compile_us),
            "memory_kib": self.memory() >> 10,
            "peak_rss_kib": crate::world::peak_rss_kib(),
            "flushes": self.observer.stats.flushes,
            "traces_flushed": self.observer.stats.traces_flushed,
            "threshold": self.policy.threshold(),
            "threshold_changes": self.observer.stats.threshold_changes,
            "demoted": self.observer.stats.demoted,
            "work": self.work().map(|w| w.json()),
            "anchors": self.hot_anchors().iter().map(HotAnchor::json).collect::<Vec<_>>(),
            "not_compiled": (self.observer.stats.not_compiled.iter())
                .map(|(id, why)| json!({ "trace": id.0, "reason": why }))
                .collect::<Vec<_>>(),
        })
    }
}

/// The bridges of each guard of `ct` that has some, by snapshot index: one for any value, or one per
/// value of a `guard_value`. A bridge shared by several exits (`TraceTable::bridge_from_same_place`) is under
/// each of them.
fn bridges_by_guard(ct: &CompiledTrace) -> BTreeMap<String, Vec<u32>> {
    let mut by_guard: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for (key, b) in &ct.bridges {
        by_guard.entry(key.snap.0).or_default().push(b.0);
    }
    by_guard
        .into_iter()
        .map(|(snap, mut ids)| {
            ids.sort_unstable();
            (snap.to_string(), ids)
        })
        .collect()
}

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}
