//! `--report OUT.html`: one self-contained HTML page about a run: the source with how often each line
//! ran, every trace with its IR and machine code, its guards and where they lead, the trace tree,
//! aborts and blacklisted anchors, and a timeline of the JIT's work.
//!
//! Two halves: `collect` runs the program with counting on and gathers a `RunReport` (plain data), and
//! `html::render` turns that into the page, a pure function (its tests need no run).
//!
//! What is counted, and how (the page says it too):
//! - the interpreter's runs of each operation and terminator, exactly: with a report, the interpreter
//!   runs its plain instructions (no superinstructions) through a second instance of its dispatch loop
//!   that adds one per instruction (`interp::run_counted`); without one, nothing counts;
//! - each trace's runs by the exit they leave through (its entries are the sum: every run leaves once,
//!   whether it came from the interpreter, another trace's exit or a link) and its loop's iterations:
//!   one `add` to a counter in the exit state per exit and per iteration, in machine code and in the
//!   trace executor (`JitOptions::count`, also on for `--stats`);
//! - what traces run on each line is an estimate: its recording, each entry of a trace and each
//!   iteration of its loop are taken as one whole pass over the operations the recording went through
//!   (`Trace::path`), though a guard may leave a pass part of the way.

pub mod html;

use crate::driver::{self, Mode, Options, Run, UsageError};
use crate::interp::{self, Code, Instr, Outcome};
use crate::jit::engine::{Engine, HotAnchor, Origin, WorkSummary};
use crate::jit::ir::{AsmGroup, Opcode, SnapId, Trace};
use crate::jit::snapshot::{ExitKind, Resume};
use crate::lang::Program;
use crate::value::Value;
use std::time::Instant;

/// Everything the page shows.
#[derive(Clone, Debug, Default)]
pub struct RunReport {
    /// The command that made the run.
    pub command: String,
    /// The program's file, and its text (the source the page shows).
    pub file: String,
    pub source: String,
    /// `interp`, `trace` or `jit`.
    pub mode: String,
    /// How the run ended, in words.
    pub outcome: String,
    /// Wall-clock microseconds of the run (counting on).
    pub wall_us: f64,
    /// Per source line (index 0 is line 1): what ran there.
    pub lines: Vec<LineCounts>,
    pub traces: Vec<TraceInfo>,
    pub aborts: Vec<AbortInfo>,
    pub closed: Vec<ClosedInfo>,
    /// Aborts and closings not kept (past `MAX_EVENTS` of each).
    pub events_dropped: u64,
    pub totals: Totals,
    /// Where the run's work went (interpreter, recorder, trace executor, machine code), and every
    /// anchor that got hot with what became of it; `None` and empty in `--mode interp`.
    pub work: Option<WorkSummary>,
    pub anchors: Vec<HotAnchor>,
}

/// What ran on one source line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineCounts {
    /// Operations and terminators the interpreter ran there (exact).
    pub interp: u64,
    /// Operations traces ran there (an estimate; see the module comment).
    pub traces: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceKind {
    /// A loop at an anchor (`sibling`: a second loop at the same anchor, which a bridge enters).
    Loop { anchor: String, sibling: bool },
    /// A bridge from guard `guard` of trace `parent` (for a `guard_value`, for the value `value`).
    Bridge { parent: u32, guard: u32, value: Option<String> },
}

/// A trace as the page shows it.
#[derive(Clone, Debug)]
pub struct TraceInfo {
    pub id: u32,
    pub title: String,
    pub kind: TraceKind,
    /// Green variables and their values (a loop's anchor).
    pub greens: Vec<(String, String)>,
    /// Where it starts: its source line and `label/op`.
    pub line: u32,
    pub start: String,
    pub recorded: Vec<IrLine>,
    pub optimized: Vec<IrLine>,
    /// The machine code by IR instruction of the optimized trace, and its size; empty when it runs on
    /// the trace executor (`not_compiled` says why, when the backend refused it).
    pub asm: Vec<AsmGroup>,
    pub code_bytes: Option<usize>,
    pub not_compiled: Option<String>,
    pub guards: Vec<GuardInfo>,
    /// Runs of the trace, all of them (counted), and those the engine started.
    pub entered: u64,
    pub entered_from_engine: u64,
    /// Its loop's iterations, when it has a loop.
    pub iterations: Option<u64>,
    /// The trace its `jump_trace` enters, if it ends in one.
    pub links_to: Option<u32>,
    /// Microseconds: when its recording started (since the run's start), recording, optimizing, and
    /// compiling (`None`: not compiled).
    pub recorded_at_us: f64,
    pub record_us: f64,
    pub optimize_us: f64,
    pub compile_us: Option<f64>,
    /// Thrown away (its anchor no longer enters it).
    pub invalidated: bool,
    /// Its IR and machine code are left out: it is not among the `DETAILED` traces that ran most.
    pub omitted: bool,
}

/// Traces whose IR and machine code the page shows, at most: those that ran most (runs and
/// iterations). A program with thousands of traces (mandelbrot.b makes 1,900) would otherwise make a
/// page of hundreds of megabytes.
pub const DETAILED: usize = 60;

/// One IR instruction as text, with the source line it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrLine {
    pub text: String,
    pub line: Option<u32>,
    /// Whether `line` is the instruction's own (its snapshot's resume point), or that of the next
    /// instruction with a snapshot (the IR keeps no position for the others).
    pub exact: bool,
}

/// Where a guard's failures go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lead {
    /// Back to the interpreter (no bridge yet, or one may come).
    Interpreter,
    /// Into these bridges (a `guard_value` has one per value).
    Bridges(Vec<u32>),
    /// No bridge will be made: its recordings kept aborting.
    Blacklisted,
    /// A `guard_value` whose values change too often to be worth a bridge each.
    Megamorphic,
    /// Straight into another trace (`jump_trace`).
    Trace(u32),
    /// Out of the trace at the end of a trace cut short, or when the step budget runs out.
    Leaves,
}

/// An exit of a trace: a guard, its `jump_trace`, or its final exit.
#[derive(Clone, Debug)]
pub struct GuardInfo {
    pub snap: u32,
    /// The instruction (index in the optimized trace) and its opcode.
    pub op: usize,
    pub opcode: String,
    /// Where the interpreter resumes if it fails: source line and `label/op`.
    pub line: u32,
    pub resume: String,
    /// Runs that left through it (counted), and those that went back to the engine.
    pub exits: u64,
    pub to_engine: u64,
    pub lead: Lead,
}

#[derive(Clone, Debug)]
pub struct AbortInfo {
    pub at_us: f64,
    pub what: String,
    pub reason: String,
    pub line: Option<u32>,
    pub position: Option<String>,
    pub detail: String,
}

#[derive(Clone, Debug)]
pub struct ClosedInfo {
    pub at_us: f64,
    pub anchor: String,
    pub line: u32,
    pub why: String,
}

#[derive(Clone, Debug, Default)]
pub struct Totals {
    pub interp_ops: u64,
    pub trace_ops: u64,
    pub loops: usize,
    pub bridges: usize,
    pub trace_runs: u64,
    pub iterations: u64,
    pub record_us: f64,
    pub optimize_us: f64,
    pub compile_us: f64,
    pub memory_kib: usize,
}

/// Runs `program` (whose text is `source`) as `options` say, counting what the report shows, and
/// returns what `driver::run` would (logs, statistics, notes) with the report.
pub fn run(
    program: &Program,
    source: &str,
    command: &str,
    args: &[(String, Value)],
    options: &Options,
) -> Result<(Run, RunReport), UsageError> {
    let mut report = RunReport {
        command: command.to_string(),
        file: program.file.clone(),
        source: source.to_string(),
        lines: vec![LineCounts::default(); source.lines().count().max(1)],
        ..RunReport::default()
    };
    let mut jit = options.jit.clone();
    jit.count = true;
    jit.count_ops = true;
    jit.keep_recorded = true;
    let t0 = Instant::now();
    let outcome = match options.mode {
        Mode::Interp => {
            report.mode = "interp".into();
            let code = Code::compile_plain(program, false);
            let mut env = driver::initial_env(program, &code, args)?;
            let mut counts = vec![0; code.instrs.len()];
            let outcome = interp::interpret_counted(program, &code, &mut env, options.max_steps, &mut counts);
            report.wall_us = t0.elapsed().as_secs_f64() * 1e6;
            add_interp_counts(&mut report, program, &code, &counts);
            // The same object as the JIT's, with nothing in it: no trace is made in this mode.
            let stats = options.stats.then(|| Engine::new(program, options.jit.clone()).stats_json());
            Run { outcome, logs: Vec::new(), stats, notes: driver::mode_notes(options) }
        }
        Mode::Trace | Mode::Jit => {
            let mut engine = if options.mode == Mode::Jit {
                report.mode = "jit".into();
                Engine::new_native(program, jit, options.max_steps != u64::MAX)
                    .map_err(|e| UsageError(format!("--mode jit: {e}")))?
            } else {
                report.mode = "trace".into();
                Engine::new(program, jit)
            };
            let run = driver::run_engine(&mut engine, program, args, options, driver::mode_notes(options))?;
            report.wall_us = t0.elapsed().as_secs_f64() * 1e6;
            add_interp_counts(&mut report, program, &engine.code, &engine.op_counts);
            add_engine(&mut report, &engine);
            run
        }
    };
    report.outcome = match &outcome.outcome {
        Outcome::Printed(v) => format!("printed {}", crate::lang::print::fmt_value_fg(v)),
        Outcome::Stopped => "stopped".into(),
        Outcome::Error(e) => format!("runtime error: {e}"),
        Outcome::OutOfSteps(n) => format!("step limit reached after {n} jumps"),
    };
    Ok((outcome, report))
}

/// Adds the interpreter's counts (one per instruction of plain `code`) to the lines.
fn add_interp_counts(report: &mut RunReport, program: &Program, code: &Code, counts: &[u64]) {
    for (pc, &n) in counts.iter().enumerate() {
        if n == 0 || matches!(code.instrs[pc], Instr::Anchor { .. }) {
            continue;
        }
        let (block, op) = code.origin[pc];
        // A comparison that its block's `if` tests is one instruction with it, even in plain code.
        let ops = if matches!(code.instrs[pc], Instr::CmpBranch { .. }) { op..op + 2 } else { op..op + 1 };
        for op in ops {
            if let Some(l) = line_slot(&mut report.lines, program.line_of(block, op as usize)) {
                l.interp += n;
            }
            report.totals.interp_ops += n;
        }
    }
}

fn line_slot(lines: &mut [LineCounts], line: u32) -> Option<&mut LineCounts> {
    (line as usize).checked_sub(1).and_then(|i| lines.get_mut(i))
}

/// `label/op`, as the logs print a position.
fn position(program: &Program, at: Resume) -> String {
    format!("{}/{}", program.block(at.block).label, at.op)
}

fn line_of(program: &Program, at: Resume) -> u32 {
    program.line_of(at.block, at.op as usize)
}

/// Each instruction of `trace` as text with its source line: its snapshot's resume point, else the
/// next instruction's with a snapshot, else where the trace starts.
fn ir_lines(program: &Program, trace: &Trace) -> Vec<IrLine> {
    let mut next: Option<u32> = None;
    let mut out: Vec<IrLine> = Vec::with_capacity(trace.ops.len());
    for i in (0..trace.ops.len()).rev() {
        let inst = &trace.ops[i];
        let own = (inst.snap != SnapId::NONE && inst.snap.index() < trace.snapshots.len())
            .then(|| line_of(program, trace.snapshots[inst.snap.index()].resume));
        if own.is_some() {
            next = own;
        }
        let line = own.or(next).or(Some(line_of(program, trace.start)));
        out.push(IrLine { text: trace.inst_text(i), line, exact: own.is_some() });
    }
    out.reverse();
    out
}

fn add_engine(report: &mut RunReport, engine: &Engine) {
    let program = engine.program;
    let stats = engine.stats();
    let not_compiled = &stats.not_compiled;
    let weight = |c: &crate::jit::engine::Counts| c.entered() + c.iterations;
    // By position in the cache: after a flush, ids no longer start at 0.
    let mut by_weight: Vec<(u64, usize)> = (engine.traces.iter().enumerate())
        .map(|(i, ct)| (engine.counts(ct.id).map_or(stats.trace(ct.id).entered, |c| weight(&c)), i))
        .collect();
    by_weight.sort_by_key(|&(w, i)| (std::cmp::Reverse(w), i));
    let mut detailed = vec![false; engine.traces.len()];
    for &(_, i) in by_weight.iter().take(DETAILED) {
        detailed[i] = true;
    }
    for (i, ct) in engine.traces.iter().enumerate() {
        let omitted = !detailed[i];
        let counts = engine.counts(ct.id).unwrap_or_default();
        let ts = stats.trace(ct.id);
        let entered = if ct.counters.is_some() { counts.entered() } else { ts.entered };
        let has_loop = ct.trace.loop_index().is_some();
        let iterations = has_loop.then_some(counts.iterations);
        // The recording ran one pass for real, every entry runs one (the preamble, or the whole of a
        // trace without a loop), and every iteration another.
        let passes = 1 + entered + counts.iterations;
        for at in &ts.path {
            if let Some(l) = line_slot(&mut report.lines, line_of(program, *at)) {
                l.traces += passes;
            }
            report.totals.trace_ops += passes;
        }
        let (kind, greens) = match &ct.origin {
            Origin::Root(key) => {
                let greens = engine.green_values(key);
                let anchor = program.block(key.block).label.clone();
                (TraceKind::Loop { anchor, sibling: ct.title.contains("(sibling of ") }, greens)
            }
            Origin::Bridge { parent, snap, value } => (
                TraceKind::Bridge { parent: parent.0, guard: snap.0, value: value.as_ref().map(|v| v.text()) },
                Vec::new(),
            ),
        };
        let mut guards = Vec::new();
        for (i, inst) in ct.trace.ops.iter().enumerate() {
            if inst.snap == SnapId::NONE || inst.snap.index() >= ct.trace.snapshots.len() {
                continue;
            }
            let s = &ct.trace.snapshots[inst.snap.index()];
            let snap = inst.snap;
            let mut bridges: Vec<u32> = ct.bridges.iter().filter(|(k, _)| k.snap == snap).map(|(_, b)| b.0).collect();
            bridges.sort_unstable();
            let blacklisted = engine.exit_given_up(ct.id, snap);
            let megamorphic = inst.op == Opcode::GuardValue && engine.is_megamorphic(ct.id, snap);
            let lead = match s.kind {
                ExitKind::Link(t) => Lead::Trace(t.0),
                _ if inst.op == Opcode::Exit || inst.op == Opcode::GuardSteps => Lead::Leaves,
                _ if !bridges.is_empty() => Lead::Bridges(bridges),
                _ if blacklisted => Lead::Blacklisted,
                _ if megamorphic => Lead::Megamorphic,
                _ => Lead::Interpreter,
            };
            guards.push(GuardInfo {
                snap: snap.0,
                op: i,
                opcode: inst.op.name().to_string(),
                line: line_of(program, s.resume),
                resume: position(program, s.resume),
                exits: counts.left.get(snap.index()).copied().unwrap_or(0),
                to_engine: ts.deopts.get(&snap).copied().unwrap_or(0),
                lead,
            });
        }
        let links_to = match ct.trace.ops.last().map(|i| i.op) {
            Some(Opcode::JumpTrace) => {
                match ct.trace.snapshots.get(ct.trace.ops.last().expect("a last").snap.index()) {
                    Some(s) => match s.kind {
                        ExitKind::Link(t) => Some(t.0),
                        _ => None,
                    },
                    None => None,
                }
            }
            _ => None,
        };
        let (code_bytes, asm) = match ct.code_bytes {
            Some(bytes) if omitted => (Some(bytes), Vec::new()),
            _ => match engine.asm_groups(ct.id) {
                Some((bytes, groups)) => (Some(bytes), groups),
                None => (None, Vec::new()),
            },
        };
        report.totals.trace_runs += entered;
        report.totals.iterations += counts.iterations;
        match kind {
            TraceKind::Loop { .. } => report.totals.loops += 1,
            TraceKind::Bridge { .. } => report.totals.bridges += 1,
        }
        report.traces.push(TraceInfo {
            id: ct.id.0,
            title: ct.title.clone(),
            kind,
            greens,
            line: line_of(program, ct.trace.start),
            start: position(program, ct.trace.start),
            recorded: match &ts.recorded {
                Some(t) if !omitted => ir_lines(program, t),
                _ => Vec::new(),
            },
            optimized: if omitted { Vec::new() } else { ir_lines(program, &ct.trace) },
            asm,
            code_bytes,
            not_compiled: not_compiled.iter().find(|(id, _)| *id == ct.id).map(|(_, why)| why.clone()),
            guards,
            entered,
            entered_from_engine: ts.entered,
            iterations,
            links_to,
            recorded_at_us: ts.recorded_at_us,
            record_us: ts.record_us,
            optimize_us: ts.optimize_us,
            compile_us: ts.compile_us,
            invalidated: engine.is_invalidated(ct.id),
            omitted,
        });
    }
    for a in &stats.abort_log {
        report.aborts.push(AbortInfo {
            at_us: a.at_us,
            what: a.what.clone(),
            reason: a.reason.to_string(),
            line: a.at.map(|at| line_of(program, at)),
            position: a.at.map(|at| position(program, at)),
            detail: a.detail.clone(),
        });
    }
    for c in &stats.closed {
        report.closed.push(ClosedInfo {
            at_us: c.at_us,
            anchor: c.anchor.clone(),
            line: program.block(c.block).pos.line,
            why: c.why.clone(),
        });
    }
    report.events_dropped = stats.events_dropped;
    report.totals.record_us = stats.record_us;
    report.totals.optimize_us = stats.optimize_us;
    report.totals.compile_us = stats.compile_us;
    report.totals.memory_kib = engine.memory() >> 10;
    report.work = engine.work();
    report.anchors = engine.hot_anchors();
}
