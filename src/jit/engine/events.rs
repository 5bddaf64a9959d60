//! What the JIT does, as one stream of typed events (PyPy's jitlog, yk's per-run statistics): the
//! engine emits each event once, where it happens; the observer turns it into a log record when its kind
//! is logged (`--log`) and into the statistics (`--stats`, `--report`). The engine itself formats no
//! text and keeps no counter of what it did.

use super::describe::Describe;
use super::log::{LogKind, LogKinds, LogRecord, LogSink};
use super::stats::{AbortEvent, ClosedEvent, Stats, TraceStats};
use super::table::{Origin, TraceTable};
use crate::jit::anchor::{AnchorKey, GreenVal};
use crate::jit::ir::{SnapId, Trace, TraceId};
use crate::jit::policy::{self, Adapted, ShortRun, Useless};
use crate::jit::record::AbortReason;
use crate::jit::snapshot::Resume;
use std::time::Instant;

/// Failures of a guard logged one by one by `--log deopt`; past them, only at powers of two.
const DEOPTS_LOGGED: u64 = 3;

/// An event of the JIT.
pub enum Event<'a> {
    /// An anchor got hot: it is recorded now.
    Hot { anchor: &'a AnchorKey },
    /// A recording made trace `id` (not installed yet), starting at `start`, in `us` microseconds.
    Recorded { id: TraceId, title: &'a str, start: Resume, trace: &'a Trace, us: f64 },
    /// The optimizer made trace `id` of it, in `us` microseconds.
    Optimized { id: TraceId, title: &'a str, start: Resume, trace: &'a Trace, us: f64 },
    /// Trace `id` was compiled to `bytes` of machine code in `us` microseconds (`listing`: its
    /// disassembly, made only when `--log asm` asks for it).
    Compiled { id: TraceId, title: &'a str, start: Resume, bytes: usize, us: f64, listing: Option<String> },
    /// The backend cannot compile trace `id`: it runs on the trace executor.
    NotCompiled { id: TraceId, title: &'a str, start: Resume, reason: &'a str },
    /// Trace `id` is in the table, with what making it took.
    Installed { id: TraceId, stats: Box<TraceStats> },
    /// A recording was given up: `what` was being recorded, for `reason`, the program standing at `at`.
    Aborted { what: &'a str, reason: AbortReason, at: Resume },
    /// Root trace `id` was thrown away, of no use on almost every entry of its last window.
    Thrown { id: TraceId, useless: Useless },
    /// Root loop `id` stopped counting its iterations (`policy::PROBATION_BUDGET`), for `why`.
    ProbationEnded { id: TraceId, why: &'a str },
    /// An anchor gets no more recordings.
    Blacklisted { anchor: &'a AnchorKey, why: &'a str },
    /// The program-wide hot threshold changed (to `threshold`).
    Adapted { adapted: Adapted, threshold: u32 },
    /// A promote no longer makes a green (`Greens::demote`): `var` at label `label`.
    Demoted { var: &'a str, label: crate::lang::BlockId },
    /// Guard `snap` of trace `id` failed (with `value`, for a `guard_value`).
    Deopt { id: TraceId, snap: SnapId, value: Option<&'a GreenVal> },
    /// A bridge was made for guard `snap` of `parent` and attached (`entered_body`: it ends entering its
    /// target past its peeled iteration; `in_registers`, `elements`: how its parent's exit hands over).
    Bridged {
        bridge: TraceId,
        parent: TraceId,
        snap: SnapId,
        resume: Resume,
        target: Option<TraceId>,
        entered_body: bool,
        in_registers: bool,
        elements: bool,
    },
    /// Guard `snap` of `parent` goes on into `bridge`, made for another exit of `parent` from the same place
    /// (`TraceTable::bridge_from_same_place`;
    /// `in_registers`: the exit hands its values over in registers).
    Shared { bridge: TraceId, parent: TraceId, snap: SnapId, in_registers: bool },
    /// A sibling loop `id` of loop `target` was made at `anchor`, for a bridge to enter.
    Sibling { id: TraceId, anchor: &'a AnchorKey, target: TraceId },
    /// The sibling of loop `target` tried for the bridge from guard `snap` of `parent` left the loop:
    /// the bridge waits for its exit to be due again, and the sibling is tried again then.
    SiblingPostponed { target: TraceId, parent: TraceId, snap: SnapId },
    /// The backend could not link `bridge` into its parent's exit (it is reached through the engine).
    NotLinked { bridge: TraceId, parent: TraceId, reason: &'a str },
    /// The JIT's memory reached the cap (`bytes` of it): every trace is flushed at the next back-edge.
    MemoryFull { bytes: usize },
    /// Every trace was thrown away (the memory cap).
    Flushed,
}

/// Turns events into log records and statistics.
pub struct Observer {
    /// The configured hot threshold and memory cap, as the log names them.
    threshold: u32,
    max_memory: usize,
    log: LogKinds,
    sink: Option<LogSink>,
    /// Log records made with no sink to take them.
    kept: Vec<LogRecord>,
    pub stats: Stats,
    /// When the engine was made: events are timed from it.
    started: Instant,
}

impl Observer {
    pub fn new(settings: &policy::Settings, log: LogKinds, sink: Option<LogSink>) -> Observer {
        Observer {
            threshold: settings.threshold,
            max_memory: settings.max_memory,
            log,
            sink,
            kept: Vec::new(),
            stats: Stats::default(),
            started: Instant::now(),
        }
    }

    /// When the engine was made.
    pub fn started(&self) -> Instant {
        self.started
    }

    /// Microseconds from the engine's start to `t`.
    pub fn since_start(&self, t: Instant) -> f64 {
        t.saturating_duration_since(self.started).as_secs_f64() * 1e6
    }

    /// Whether events of `kind` are logged (an event whose text costs something to make, a listing, is
    /// made only then).
    pub fn logs(&self, kind: LogKind) -> bool {
        match kind {
            LogKind::Hot => self.log.hot,
            LogKind::Trace => self.log.trace,
            LogKind::Opt => self.log.opt,
            LogKind::Deopt => self.log.deopt,
            LogKind::Bridge => self.log.bridge,
            LogKind::Abort => self.log.abort,
            LogKind::Asm => self.log.asm,
        }
    }

    /// The log records made with no sink to take them, in order (and forgets them).
    pub fn take_logs(&mut self) -> Vec<LogRecord> {
        std::mem::take(&mut self.kept)
    }

    fn write(&mut self, kind: LogKind, text: impl FnOnce() -> String) {
        if !self.logs(kind) {
            return;
        }
        let record = LogRecord { kind, text: text() };
        match &self.sink {
            Some(sink) => sink.send(&record),
            None => self.kept.push(record),
        }
    }

    /// Keeps an abort for the statistics (`Stats::abort_log`).
    fn note_abort(&mut self, what: String, reason: &'static str, at: Option<Resume>, detail: String) {
        *self.stats.aborts.entry(reason).or_default() += 1;
        if self.stats.abort_log.len() >= super::stats::MAX_EVENTS {
            self.stats.events_dropped += 1;
            return;
        }
        let at_us = self.since_start(Instant::now());
        self.stats.abort_log.push(AbortEvent { at_us, what, reason, at, detail });
    }

    /// Takes event `e` in (`d` describes it, `traces` holds the traces it names).
    pub fn emit(&mut self, d: &Describe, traces: &TraceTable, e: Event) {
        match e {
            Event::Hot { anchor } => self.write(LogKind::Hot, || format!("anchor {} is hot", d.anchor_where(anchor))),
            Event::Recorded { id, title, start, trace, us } => {
                self.stats.record_us += us;
                self.write(LogKind::Trace, || {
                    format!("{id} {title} ({}): recorded ({} ops):\n{trace}", d.source(start), trace.ops.len())
                });
            }
            Event::Optimized { id, title, start, trace, us } => {
                self.stats.optimize_us += us;
                self.write(LogKind::Opt, || {
                    format!(
                        "{id} {title} ({}): optimized ({} ops, {us:.1} us):\n{trace}",
                        d.source(start),
                        trace.ops.len()
                    )
                });
            }
            Event::Compiled { id, title, start, bytes, us, listing } => {
                self.stats.compile_us += us;
                if let Some(listing) = listing {
                    self.write(LogKind::Asm, || {
                        format!("{id} {title} ({}): {bytes} bytes, {us:.1} us\n{listing}", d.source(start))
                    });
                }
            }
            Event::NotCompiled { id, title, start, reason } => {
                self.stats.not_compiled.push((id, reason.to_string()));
                self.write(LogKind::Asm, || {
                    format!(
                        "{id} {title} ({}): not compiled ({reason}); it runs on the trace executor",
                        d.source(start)
                    )
                });
            }
            Event::Installed { id, stats } => self.stats.push_trace(id, *stats),
            Event::Aborted { what, reason, at } => {
                self.note_abort(what.to_string(), reason.name(), Some(at), String::new());
                self.write(LogKind::Abort, || format!("{what}: {reason} at {}", d.position(at)));
            }
            Event::Thrown { id, useless } => {
                let t = &traces[id];
                let why = match useless.last {
                    ShortRun::NotEntered => "was not entered (its inputs' kinds changed)".to_string(),
                    ShortRun::Left(s) => format!(
                        "left by guard {s} ({}) before one iteration or {} jumps",
                        t.exit_op(s).map_or("?", |o| o.name()),
                        policy::MIN_RUN_JUMPS
                    ),
                    ShortRun::Counted(jumps) => {
                        let s = if jumps == 1 { "" } else { "s" };
                        format!("ran {jumps} jump{s} (fewer than {}) before it left", policy::MIN_RUN_JUMPS)
                    }
                    ShortRun::Slower { pace, interpreter } => format!(
                        "took {pace:.0} ns a jump, entering and leaving included, where the interpreter takes {interpreter:.0},"
                    ),
                };
                let at = match useless.last {
                    ShortRun::Left(s) => t.trace.snapshots[s.index()].resume,
                    ShortRun::NotEntered | ShortRun::Counted(_) | ShortRun::Slower { .. } => t.trace.start,
                };
                let (window, entries) = (policy::HEALTH_WINDOW, useless.entries);
                let what = format!("{id} {}", t.title);
                let detail = format!("thrown away: it {why} on {entries} of its last {window} entries");
                self.note_abort(what, "useless_trace", Some(at), detail);
                self.write(LogKind::Abort, || {
                    format!(
                        "{id} {} ({}) thrown away: it {why} on {entries} of its last {window} entries",
                        t.title,
                        d.source(t.trace.start)
                    )
                });
            }
            Event::Blacklisted { anchor, why } => {
                if self.stats.closed.len() >= super::stats::MAX_EVENTS {
                    self.stats.events_dropped += 1;
                } else {
                    let at_us = self.since_start(Instant::now());
                    let text = d.anchor_text(anchor);
                    let why = format!("blacklisted: {why}");
                    self.stats.closed.push(ClosedEvent { at_us, anchor: text, block: anchor.block, why });
                }
                self.write(LogKind::Abort, || format!("anchor {} blacklisted: {why}", d.anchor_where(anchor)));
            }
            Event::Adapted { adapted, threshold } => {
                self.stats.threshold_changes += 1;
                let why = match adapted {
                    Adapted::Raised => "recent traces mostly ran once",
                    Adapted::Lowered => "recent traces ran again",
                };
                let configured = self.threshold;
                self.write(LogKind::Hot, || {
                    format!(
                        "{why}: loops need {threshold} back-edges to get hot from now on (--jit-threshold {configured})"
                    )
                });
            }
            Event::Demoted { var, label } => {
                let b = d.program.block(label);
                let what = format!("{var} at {} ({}:{})", b.label, d.program.file, b.pos.line);
                self.write(LogKind::Hot, || {
                    format!(
                        "{what} is no longer promoted: a list the program keeps changing ({} versions)",
                        policy::MAX_LIST_VERSIONS
                    )
                });
                self.stats.demoted.push(what);
            }
            Event::Deopt { id, snap, value } => {
                let failures = self.stats.count_deopt(id, snap);
                if self.logs(LogKind::Deopt) && (failures <= DEOPTS_LOGGED || failures.is_power_of_two()) {
                    let t = &traces[id];
                    let saw = value.map(|v| format!(", saw {}", v.text())).unwrap_or_default();
                    let what =
                        if failures == 1 { "failed".to_string() } else { format!("has failed {failures} times") };
                    let more = if failures == DEOPTS_LOGGED { " (from now on logged at powers of two)" } else { "" };
                    let kind = Describe::guard_kind(t.exit_op(snap));
                    let resume = d.position(t.trace.snapshots[snap.index()].resume);
                    self.write(LogKind::Deopt, || {
                        format!("{id} guard {snap} ({kind}) {what}{saw}: resume at {resume}{more}")
                    });
                }
            }
            Event::Bridged { bridge, parent, snap, resume, target, entered_body, in_registers, elements } => {
                self.write(LogKind::Bridge, || {
                    let then = match target {
                        Some(target) if entered_body => format!("links to {target}'s body"),
                        Some(target) => format!("links to {target}"),
                        None => "cut short".to_string(),
                    };
                    let how = match (in_registers, elements) {
                        (true, true) => ", takes its values and the elements it reads on entry in registers",
                        (true, false) => ", takes its values in registers",
                        _ => "",
                    };
                    format!("{bridge} attached to guard {snap} of {parent} (from {}){how}, {then}", d.position(resume))
                });
            }
            Event::Shared { bridge, parent, snap, in_registers } => {
                self.stats.shared_bridges += 1;
                self.write(LogKind::Bridge, || {
                    let how = if in_registers { ", takes its values in registers" } else { "" };
                    let first = match &traces[bridge].origin {
                        Origin::Bridge { snap, .. } => format!("guard {snap}"),
                        Origin::Root(_) => "a root".to_string(),
                    };
                    format!(
                        "{bridge} attached to guard {snap} of {parent} too{how}: made for {first}, from the same place"
                    )
                });
            }
            Event::Sibling { id, anchor, target } => self.write(LogKind::Bridge, || {
                format!("{id} loop at {}: a sibling of {target}, for a bridge", d.anchor_where(anchor))
            }),
            Event::SiblingPostponed { target, parent, snap } => self.write(LogKind::Bridge, || {
                format!(
                    "bridge from guard {snap} of {parent} postponed: the sibling of {target} it asked for left the loop"
                )
            }),
            Event::NotLinked { bridge, parent, reason } => {
                self.write(LogKind::Bridge, || format!("{bridge} not linked into {parent}: {reason}"))
            }
            Event::MemoryFull { bytes } => {
                let detail = format!("{} KiB of machine code and traces: every trace is flushed", bytes >> 10);
                self.note_abort("the JIT's memory".into(), "memory_full", None, detail);
                let cap = self.max_memory >> 20;
                self.write(LogKind::Abort, || {
                    format!(
                        "the JIT's memory is full ({} KiB of machine code and traces, --jit-max-memory {cap} MiB): \
                         every trace is flushed, and hot loops are compiled again",
                        bytes >> 10
                    )
                });
            }
            Event::ProbationEnded { id, why } => {
                self.write(LogKind::Hot, || format!("{id} {}: probation over ({why})", traces[id].title));
            }
            Event::Flushed => self.stats.flush(traces.len()),
        }
    }

    /// At the end of a run: how often each guard that failed more than `DEOPTS_LOGGED` times failed
    /// (`--log deopt`).
    pub fn end(&mut self, d: &Describe, traces: &TraceTable) {
        if !self.logs(LogKind::Deopt) {
            return;
        }
        let mut totals = Vec::new();
        for ct in traces.iter() {
            for (&snap, &n) in &self.stats.trace(ct.id).deopts {
                if n > DEOPTS_LOGGED {
                    totals.push((ct.id, snap, n));
                }
            }
        }
        totals.sort();
        for (id, snap, n) in totals {
            let t = &traces[id];
            let kind = Describe::guard_kind(t.exit_op(snap));
            let resume = d.position(t.trace.snapshots[snap.index()].resume);
            self.write(LogKind::Deopt, || {
                format!("{id} guard {snap} ({kind}) failed {n} times in all: resume at {resume}")
            });
        }
    }
}
