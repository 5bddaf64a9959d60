//! The exit and bridge policy: what happens after a guard failed. Exits are counted per guard (and per
//! value for `guard_value`); past the bridge threshold a bridge is recorded from the guard's resume point,
//! installed, and linked into the parent's machine code when any value may take it.

use super::{Engine, LogKind, Origin};
use crate::interp::{Env, Pc};
use crate::jit::anchor::{AnchorKey, GreenVal};
use crate::jit::ir::{Opcode, Payload, Trace};
use crate::jit::ir::{SnapId, TraceId};
use crate::jit::opt;
use crate::jit::policy::{self, Adapted};
use crate::jit::record::{AbortReason, End, Recorded};
use crate::jit::snapshot::ExitKind;
use crate::jit::snapshot::Resume;
use crate::value::Value;

use policy::{HEALTH_WINDOW, PROFILE_VALUES, USELESS_LIMIT};

/// What an entry of an exit's failure profile takes, roughly (its key, its count, the map's slot).
const PROFILE_ENTRY_BYTES: usize = 64;

/// Failures of a guard logged one by one by `--log deopt`; past them, only at powers of two.
const DEOPTS_LOGGED: u64 = 3;

/// What runs after a guard failed.
pub(super) enum After {
    Run(TraceId),
    Interpret(Pc),
}

impl Engine<'_> {
    /// Counts a failure of guard `snap` of trace `id` (the environment is already rebuilt, for the
    /// interpreter at `pc`) and says what runs next: a bridge, or the interpreter. `value`: what a failing
    /// `guard_value` saw.
    pub(super) fn guard_failed(
        &mut self,
        id: TraceId,
        snap: SnapId,
        pc: Pc,
        value: Option<Value>,
        env: &mut Env,
        steps: &mut u64,
    ) -> After {
        let ct = self.traces.get_mut(id);
        let value = value.map(|v| GreenVal::of(&Some(v)));
        let key = (snap, value.clone());
        let failures = ct.deopts.entry(snap).or_default();
        *failures += 1;
        let failures = *failures;
        let mut megamorphic = false;
        if key.1.is_some() && !ct.failures.contains_key(&key) && !ct.bridges.contains_key(&key) {
            let seen = ct.profiled.entry(snap).or_default();
            if *seen >= PROFILE_VALUES {
                megamorphic = true;
            } else {
                *seen += 1;
            }
        }
        let resume = ct.trace.snapshots[snap.index()].resume;
        if self.options.log.deopt {
            self.log_deopt(id, snap, failures, value.as_ref());
        }
        if megamorphic {
            // A megamorphic promote: its values are not worth a bridge each.
            return After::Interpret(pc);
        }
        let ct = self.traces.get_mut(id);
        if let Some(&bridge) = ct.bridges.get(&key) {
            return After::Run(bridge);
        }
        if ct.bridges.keys().filter(|(s, _)| *s == snap).count() >= policy::MAX_BRIDGES_PER_GUARD {
            return After::Interpret(pc);
        }
        if self.flush_pending {
            return After::Interpret(pc);
        }
        if !ct.failures.contains_key(&key) {
            // A new entry of the exit's profile: it counts against the memory cap.
            self.stats.memory += PROFILE_ENTRY_BYTES;
        }
        let ct = self.traces.get_mut(id);
        let failures = ct.failures.entry(key.clone()).or_default();
        *failures += 1;
        if *failures <= self.options.bridge_threshold
            || ct.bridge_aborts.get(&key).copied().unwrap_or(0) >= policy::MAX_ABORTS
        {
            return After::Interpret(pc);
        }
        *failures = 0;
        let known = crate::jit::opt::entry::known_at(&self.traces[id].trace, snap);
        // The environment stands at the guard's resume point: record the bridge from there.
        let (recorded, at, us) = self.record(None, None, resume, env, steps);
        match recorded {
            Recorded::Trace(mut trace, mut end) => {
                // A bridge back to its own loop's head may be the loop's other regime: it gets a loop
                // of its own, recorded from there (the program stands at the head), and links to it.
                let mut after_sibling = None;
                if let End::Link(target) = end
                    && key.1.is_none()
                    && let Some(anchor) = self.sibling_anchor(id, target, at)
                {
                    self.traces.get_mut(target).has_sibling = true;
                    match self.record_sibling(&anchor, target, env, steps) {
                        Ok(new) => {
                            retarget(&mut trace, new);
                            end = End::Link(new);
                        }
                        Err(after) => after_sibling = Some(after),
                    }
                }
                let cut = if end == End::Cut { " (cut short)" } else { "" };
                let title = format!("bridge from guard {snap} of {id}{cut}");
                let optimized = self.optimize(trace, &known, &title, resume, us);
                let bridge = self.install(optimized, Origin::Bridge { parent: id, snap, value }, title, &known);
                self.traces.get_mut(id).bridges.insert(key.clone(), bridge);
                let in_registers = self.link(id, snap, key.1.is_none(), bridge, &known);
                if self.options.log.bridge {
                    let then = match end {
                        End::Link(target) if self.native.as_ref().is_some_and(|n| n.enters_body(bridge)) => {
                            format!("links to {target}'s body")
                        }
                        End::Link(target) => format!("links to {target}"),
                        _ => "cut short".to_string(),
                    };
                    let elements = self.native.as_ref().is_some_and(|n| n.takes_elements(bridge));
                    let how = match (in_registers, elements) {
                        (true, true) => ", takes its values and the elements it reads on entry in registers",
                        (true, false) => ", takes its values in registers",
                        _ => "",
                    };
                    let text = format!(
                        "{bridge} attached to guard {snap} of {id} (from {}){how}, {then}",
                        self.position(resume)
                    );
                    self.log(LogKind::Bridge, text);
                }
                if let Some(after) = after_sibling {
                    return after;
                }
                match end {
                    // The recording ran the program up to the start of `target`.
                    End::Link(target) => After::Run(target),
                    // It ran on past the cut: the interpreter goes on where it stopped.
                    End::Cut => After::Interpret(self.code.pc_of(at.block, at.op as usize)),
                    End::Loop => unreachable!("a bridge has no anchor to close on"),
                }
            }
            Recorded::Aborted(reason) => {
                *self.traces.get_mut(id).bridge_aborts.entry(key).or_default() += 1;
                self.log_abort(&format!("bridge from guard {snap} of {id}"), reason, at);
                // Go on interpreting where the recording stopped.
                After::Interpret(self.code.pc_of(at.block, at.op as usize))
            }
        }
    }

    /// The anchor of a sibling loop, when a bridge recorded from a guard of trace `parent` ended at
    /// `at`, the start of `target`: the loop at the root of `parent`'s tree, without a sibling yet.
    ///
    /// A loop whose branch flips for good (a loop's second half) otherwise runs each of its iterations
    /// as an exit, a bridge and the loop's preamble again (about 4x an iteration of the loop); its
    /// sibling, a second loop at the same anchor recorded from there, which only that bridge enters,
    /// runs them as a loop. PyPy and LuaJIT instead enter the first loop past its preamble, which keeps
    /// the exit and the bridge per iteration. One sibling per loop, as PyPy bounds its retraces
    /// (`retrace_limit`): an anchor whose iterations take turns between paths gains nothing from more,
    /// and each costs a recording and a compilation. Not for a `guard_value`'s bridges: each serves one
    /// value, and the next iterations bring others. The root may also be a trace recorded at the anchor
    /// that was cut short (its iteration went on too long without coming back): a bridge of it that
    /// comes back to the anchor is the loop it did not close, which otherwise runs as that trace's first
    /// part, an exit and the bridge per iteration (mandelbrot.b through cell_pointer.fg: 22 million).
    fn sibling_anchor(&self, parent: TraceId, target: TraceId, at: Resume) -> Option<AnchorKey> {
        let mut root = parent;
        while let Origin::Bridge { parent, .. } = self.traces[root].origin {
            root = parent;
        }
        let t = &self.traces[target];
        match &t.origin {
            Origin::Root(key)
                if root == target
                    && !t.has_sibling
                    && !self.flush_pending
                    && at == (Resume { block: key.block, op: 0 }) =>
            {
                Some(key.clone())
            }
            _ => None,
        }
    }

    /// Records and installs a sibling of loop `target` at `key` from where the program stands (its
    /// head), for a bridge to link to instead; the anchor itself keeps entering `target`. `Err`: no loop
    /// worth having came of it (none, one that never completes an iteration, or `target` again: the
    /// bridge was an outer loop's iteration coming back to an inner loop), and what runs next (the
    /// recording ran the program on).
    fn record_sibling(
        &mut self,
        key: &AnchorKey,
        target: TraceId,
        env: &mut Env,
        steps: &mut u64,
    ) -> Result<TraceId, After> {
        let start = Resume { block: key.block, op: 0 };
        let anchor_text = self.anchor_text(key);
        let (recorded, at, us) = self.record(Some(key), None, start, env, steps);
        let pc = self.code.pc_of(at.block, at.op as usize);
        match recorded {
            Recorded::Trace(trace, End::Loop) => {
                let title = format!("loop at {anchor_text} (sibling of {target})");
                let optimized = self.optimize(trace, &[], &title, start, us);
                let same = {
                    let (a, b) = (&optimized.trace, &self.traces[target].trace);
                    a.ops == b.ops && a.consts == b.consts && a.snapshots == b.snapshots
                };
                if same || opt::guards::body_always_exits(&optimized.trace).is_some() {
                    return Err(After::Run(target));
                }
                let id = self.install(optimized, Origin::Root(key.clone()), title, &[]);
                if self.options.log.bridge {
                    let text = format!("{id} loop at {}: a sibling of {target}, for a bridge", self.anchor_where(key));
                    self.log(LogKind::Bridge, text);
                }
                Ok(id)
            }
            Recorded::Trace(_, End::Link(other)) => Err(After::Run(other)),
            Recorded::Trace(_, End::Cut) => Err(After::Interpret(pc)),
            Recorded::Aborted(reason) => {
                self.log_abort(&format!("sibling of {target} at {anchor_text}"), reason, at);
                Err(After::Interpret(pc))
            }
        }
    }

    /// Links the exit of guard `snap` of `parent` straight to `bridge`: the trace executor follows the
    /// link, and machine code has its exit jump patched. A `guard_value`'s bridges (`any_value` false)
    /// each serve one value: the executor looks the value up among them (`CompiledTrace::value_bridge`),
    /// and machine code gets a dispatch on the value to all of them (words only: an integer or a
    /// symbol; a list's exit goes through the engine, which picks its bridge). True when machine code
    /// hands the exit's values over in registers (`x64/handoff.rs`).
    fn link(
        &mut self,
        parent: TraceId,
        snap: SnapId,
        any_value: bool,
        bridge: TraceId,
        known: &[crate::jit::opt::entry::Known],
    ) -> bool {
        if any_value && let Some(link) = self.traces.get_mut(parent).links.get_mut(snap.index()) {
            *link = Some(bridge);
        }
        let both = self.traces[parent].native.is_some() && self.traces[bridge].native.is_some();
        if !both {
            return false;
        }
        let linked = if any_value {
            self.native.as_mut().map(|native| native.link(parent, snap, bridge, known))
        } else {
            let ct = &self.traces[parent];
            let words: Option<Vec<(i64, TraceId)>> = ct
                .bridges
                .iter()
                .filter(|((s, v), b)| *s == snap && v.is_some() && self.traces[**b].native.is_some())
                .map(|((_, v), &b)| match v {
                    Some(GreenVal::Int(i)) => Some((*i, b)),
                    Some(GreenVal::Sym(s)) => Some((*s as i64, b)),
                    _ => None,
                })
                .collect();
            match (words, self.native.as_mut()) {
                (Some(words), Some(native)) => Some(native.link_values(parent, snap, &words, known).map(|()| false)),
                _ => None,
            }
        };
        match linked {
            Some(Err(reason)) => {
                if self.options.log.bridge {
                    self.log(LogKind::Bridge, format!("{bridge} not linked into {parent}: {reason}"));
                }
                false
            }
            Some(Ok(in_registers)) => in_registers,
            None => false,
        }
    }

    /// Counts an entry of root trace `id` from the interpreter, `useless` (by that exit) when it went
    /// back before completing an iteration; a trace useless on almost every entry of a window is thrown
    /// away: its anchor counts again and may record a better trace, a few times, then is blacklisted.
    pub(super) fn health(&mut self, id: TraceId, useless: Option<SnapId>) {
        let ct = self.traces.get_mut(id);
        ct.window += 1;
        if let Some(snap) = useless {
            ct.useless += 1;
            ct.last_useless = snap;
        }
        if ct.window < HEALTH_WINDOW {
            return;
        }
        let (useless, snap) = (ct.useless, ct.last_useless);
        (ct.window, ct.useless) = (0, 0);
        let Origin::Root(key) = &ct.origin else { return };
        if useless < USELESS_LIMIT || ct.invalidated {
            return;
        }
        ct.invalidated = true;
        let key = key.clone();
        let (blacklisted, adapted) = self.policy.invalidate(&key);
        *self.stats.aborts.entry("useless_trace").or_default() += 1;
        let why = match snap {
            SnapId::ENTRY => "was not entered (its inputs' kinds changed)".to_string(),
            s => format!(
                "left by guard {s} ({}) before one iteration",
                self.traces[id].exit_op(s).map_or("?", |o| o.name())
            ),
        };
        let at = match snap {
            SnapId::ENTRY => self.traces[id].trace.start,
            s => self.traces[id].trace.snapshots[s.index()].resume,
        };
        let what = format!("{id} {}", self.traces[id].title);
        let detail = format!("thrown away: it {why} on {useless} of its last {HEALTH_WINDOW} entries");
        self.note_abort(what, "useless_trace", Some(at), detail);
        if self.options.log.abort {
            let t = &self.traces[id];
            let text = format!(
                "{id} {} ({}) thrown away: it {why} on {useless} of its last {HEALTH_WINDOW} entries",
                t.title,
                self.source(t.trace.start)
            );
            self.log(LogKind::Abort, text);
        }
        if blacklisted {
            self.log_blacklisted(&key, "its trace was thrown away too often");
        }
        if let Some(adapted) = adapted {
            self.log_adapted(adapted);
        }
    }

    /// Keeps an abort for the statistics (`Stats::abort_log`).
    pub(super) fn note_abort(&mut self, what: String, reason: &'static str, at: Option<Resume>, detail: String) {
        if self.stats.abort_log.len() >= super::report::MAX_EVENTS {
            self.stats.events_dropped += 1;
            return;
        }
        let at_us = self.since_start(std::time::Instant::now());
        self.stats.abort_log.push(super::report::AbortEvent { at_us, what, reason, at, detail });
    }

    /// Keeps an anchor closed to recordings for the statistics (`Stats::closed`).
    pub(super) fn note_closed(&mut self, anchor: String, block: crate::lang::BlockId, why: String) {
        if self.stats.closed.len() >= super::report::MAX_EVENTS {
            self.stats.events_dropped += 1;
            return;
        }
        let at_us = self.since_start(std::time::Instant::now());
        self.stats.closed.push(super::report::ClosedEvent { at_us, anchor, block, why });
    }

    /// Whether `guard_value` `snap` of trace `id` has seen too many values to get a bridge for each.
    pub fn is_megamorphic(&self, id: TraceId, snap: SnapId) -> bool {
        self.traces[id].profiled.get(&snap).is_some_and(|&n| n >= PROFILE_VALUES)
    }

    /// Logs that anchor `key` gets no more recordings, and why.
    pub(super) fn log_blacklisted(&mut self, key: &AnchorKey, why: &str) {
        let anchor = self.anchor_text(key);
        self.note_closed(anchor, key.block, format!("blacklisted: {why}"));
        if self.options.log.abort {
            let text = format!("anchor {} blacklisted: {why}", self.anchor_where(key));
            self.log(LogKind::Abort, text);
        }
    }

    /// Logs a change of the program-wide hot threshold (`policy::Adaptation`).
    pub(super) fn log_adapted(&mut self, adapted: Adapted) {
        self.stats.threshold_changes += 1;
        if self.options.log.hot {
            let why = match adapted {
                Adapted::Raised => "recent traces mostly ran once",
                Adapted::Lowered => "recent traces ran again",
            };
            let text = format!(
                "{why}: loops need {} back-edges to get hot from now on (--jit-threshold {})",
                self.policy.threshold(),
                self.options.threshold
            );
            self.log(LogKind::Hot, text);
        }
    }

    pub(super) fn log_abort(&mut self, what: &str, reason: AbortReason, at: Resume) {
        *self.stats.aborts.entry(reason.name()).or_default() += 1;
        self.note_abort(what.to_string(), reason.name(), Some(at), String::new());
        if self.options.log.abort {
            let text = format!("{what}: {reason} at {}", self.position(at));
            self.log(LogKind::Abort, text);
        }
    }

    /// Logs a failure of guard `snap` of trace `id`, its `failures`-th: each of the first few on a line
    /// of its own, then only at powers of two, so a guard failing all the time makes a few dozen lines,
    /// and `log_deopt_totals` says how many there were in all.
    fn log_deopt(&mut self, id: TraceId, snap: SnapId, failures: u64, value: Option<&GreenVal>) {
        if failures > DEOPTS_LOGGED && !failures.is_power_of_two() {
            return;
        }
        let saw = value.map(|v| format!(", saw {}", v.text())).unwrap_or_default();
        let what = if failures == 1 { "failed".to_string() } else { format!("has failed {failures} times") };
        let more = if failures == DEOPTS_LOGGED { " (from now on logged at powers of two)" } else { "" };
        let text = format!(
            "{id} guard {snap} ({}) {what}{saw}: resume at {}{more}",
            self.guard_kind(id, snap),
            self.position(self.traces[id].trace.snapshots[snap.index()].resume)
        );
        self.log(LogKind::Deopt, text);
    }

    /// At the end of a run: how often each guard that failed more than `DEOPTS_LOGGED` times failed.
    pub(super) fn log_deopt_totals(&mut self) {
        let mut totals = Vec::new();
        for ct in self.traces.iter() {
            for (&snap, &n) in &ct.deopts {
                if n > DEOPTS_LOGGED {
                    totals.push((ct.id, snap, n));
                }
            }
        }
        totals.sort();
        for (id, snap, n) in totals {
            let text = format!(
                "{id} guard {snap} ({}) failed {n} times in all: resume at {}",
                self.guard_kind(id, snap),
                self.position(self.traces[id].trace.snapshots[snap.index()].resume)
            );
            self.log(LogKind::Deopt, text);
        }
    }

    /// What a guard checks, as the logs name it: the guard's opcode (`guard_true`, `guard_value`, ...),
    /// or for an operation that checks its own result, the operation and what it checks, one of which
    /// failed (`add overflow`, `readlist index/element`).
    fn guard_kind(&self, id: TraceId, snap: SnapId) -> String {
        use crate::ops::Fails;
        match self.traces[id].exit_op(snap) {
            Some(op) if matches!(op.def().class, crate::ops::Class::Guard { .. }) || op == Opcode::Exit => {
                op.name().to_string()
            }
            Some(op) => {
                let checks = [
                    (Fails::OVERFLOW, "overflow"),
                    (Fails::DIV_ZERO, "zero divisor"),
                    (Fails::INDEX, "index"),
                    (Fails::ELEMENT, "element"),
                    (Fails::RANGE, "range"),
                ];
                let fails = op.def().fails;
                let what: Vec<&str> = checks.iter().filter(|(f, _)| fails.any(*f)).map(|(_, name)| *name).collect();
                if what.is_empty() {
                    format!("{} check", op.name())
                } else {
                    format!("{} {}", op.name(), what.join("/"))
                }
            }
            None => "entry".to_string(),
        }
    }

    /// A position in the program, as the logs print it: `FILE:LINE (label/op)`.
    pub(super) fn position(&self, at: Resume) -> String {
        let line = self.program.line_of(at.block, at.op as usize);
        format!("{}:{line} ({}/{})", self.program.file, self.program.block(at.block).label, at.op)
    }

    /// Where a position is in the source, `FILE:LINE`: the line of a block's label when `at` is its
    /// start (an anchor, a trace's start), else of its operation.
    pub(super) fn source(&self, at: Resume) -> String {
        format!("{}:{}", self.program.file, self.source_line(at))
    }

    /// The line `source` gives.
    pub(super) fn source_line(&self, at: Resume) -> u32 {
        if at.op == 0 { self.program.block(at.block).pos.line } else { self.program.line_of(at.block, at.op as usize) }
    }

    /// An anchor as the logs name it: its label and green values, then where its label is
    /// (`loop [pc=3] (examples/bf.fg:12)`).
    pub(super) fn anchor_where(&self, key: &AnchorKey) -> String {
        format!("{} ({}:{})", self.anchor_text(key), self.program.file, self.program.block(key.block).pos.line)
    }
}

/// Makes a recording that ends in `jump_trace` enter trace `to` instead (a loop at the same anchor).
fn retarget(trace: &mut Trace, to: TraceId) {
    let last = trace.ops.last_mut().expect("a recording ends in jump_trace");
    debug_assert_eq!(last.op, Opcode::JumpTrace);
    last.payload = Payload::Trace(to);
    let snap = last.snap;
    trace.snapshots[snap.index()].kind = ExitKind::Link(to);
}
