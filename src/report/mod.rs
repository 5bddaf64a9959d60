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
//! - what traces run on each line is an estimate: each entry of a trace runs its optimized instructions
//!   before its loop once, and each iteration those of its loop, though a guard may leave part of the
//!   way; an instruction is on the source line of its resume point, or of the next instruction that has
//!   one (the IR keeps no position for the others); the trace's own bookkeeping (inputs, phis, its
//!   loop's head and back-edge, step checks, links) is on no line. What the optimizer removed (the dispatch of an
//!   interpreter whose greens are constants in the trace) costs nothing there;
//! - where the time went per line is an estimate too: each runner's measured time (`Engine::work`;
//!   `--mode interp`: the run's wall time) is shared out over the lines in proportion to its work
//!   there: the interpreter's by its operations, the recorder's by the operations its recordings went
//!   through (`Trace::path`), machine code's and the trace executor's by the instructions their traces
//!   ran. The hottest lines are those that took the most time so;
//! - the calls each trace inlined, exactly: the calls its recording followed into their callees, as
//!   its path through the program shows them (`TraceStats::inlined`); a loop's are one iteration's.
//!
//! Guest code: a trace of an interpreter runs part of the program it interprets (the guest), at the
//! position its greens name. When the greens of a trace's root anchor hold a list (the guest program)
//! and an integer within its range (the position), the page shows the guest program around the
//! positions the trace covers: the integer's value at the anchor (a loop) or at the guard a bridge
//! starts from, and every constant value the trace's exits give it (`guest_code`, for the rule). A
//! text shows line breaks as ↵ and each run of spaces as one.

pub mod html;

use crate::driver::{self, Mode, Options, Run, UsageError};
use crate::interp::{self, Code, Instr, Outcome};
use crate::jit::anchor::GreenVal;
use crate::jit::engine::{CompiledTrace, Engine, HotAnchor, Origin, Runner, WorkSummary};
use crate::jit::ir::{AsmGroup, Opcode, SnapId, Trace};
use crate::jit::snapshot::{ExitKind, Resume};
use crate::lang::{ProcId, Program};
use crate::value::Value;
use std::collections::BTreeMap;
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
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LineCounts {
    /// Operations and terminators the interpreter ran there (exact).
    pub interp: u64,
    /// IR instructions traces ran there (an estimate; see the module comment).
    pub traces: u64,
    /// Seconds spent there (an estimate; see the module comment): by the interpreter, its recording
    /// included, and by traces (machine code or the trace executor).
    pub interp_s: f64,
    pub traces_s: f64,
}

impl LineCounts {
    /// The seconds spent on the line, all runners together (an estimate).
    pub fn seconds(&self) -> f64 {
        self.interp_s + self.traces_s
    }
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
    /// The name the program gives its anchor's position (`printable_location`), if it gives one.
    pub location: Option<String>,
    /// The part of the interpreted program it covers, when its greens name one (see the module comment).
    pub guest: Option<GuestCode>,
    /// Where it starts: its source line and `label/op`.
    pub line: u32,
    pub start: String,
    pub recorded: Vec<IrLine>,
    pub optimized: Vec<IrLine>,
    /// Its instructions as recorded and as optimized (whether or not `recorded` and `optimized` are
    /// kept).
    pub ops_recorded: usize,
    pub ops_optimized: usize,
    /// The calls its recording followed into their callees (their code is in the trace), by procedure,
    /// most first, then in file order; `None` when the program has no procedures.
    pub inlined: Option<Vec<(String, u32)>>,
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

/// Where in the program an interpreter interprets (the guest) a trace runs: `list[from..=to]`, `list`
/// a green list and `index` an integer green (see `guest_code`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuestCode {
    pub list: String,
    pub index: String,
    pub from: usize,
    pub to: usize,
    /// The elements shown: a few before `from`, those from `from` to `to` (the middle of a long stretch
    /// elided with `…`), a few after `to`. Characters when the list reads as text (`text`), else the
    /// elements separated by spaces.
    pub before: String,
    pub covered: String,
    pub after: String,
    pub text: bool,
}

/// Traces whose IR and machine code the page shows, at most: those that ran most (runs and
/// iterations). A program with thousands of traces (a meta-traced interpreter running a large
/// program) would otherwise make a page of hundreds of megabytes.
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
            // Only the interpreter ran: the whole run's time is its.
            let ops: Vec<u64> = report.lines.iter().map(|l| l.interp).collect();
            share_out(&mut report.lines, report.wall_us / 1e6, &ops, false);
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
            let work = add_engine(&mut report, &engine);
            add_time(&mut report, &work);
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

/// The work each runner of traces did on each line (index 0 is line 1), for sharing out its time: the
/// recorder's operations, and the IR instructions machine code and the trace executor ran.
struct LineWork {
    recorder: Vec<u64>,
    machine: Vec<u64>,
    executor: Vec<u64>,
}

/// Shares `seconds` out over the lines in proportion to `weights` (one per line), to the traces' side
/// of each line or (`traces` false) the interpreter's.
fn share_out(lines: &mut [LineCounts], seconds: f64, weights: &[u64], traces: bool) {
    let total: u64 = weights.iter().sum();
    if total == 0 || seconds <= 0.0 {
        return;
    }
    for (l, &w) in lines.iter_mut().zip(weights) {
        let s = seconds * w as f64 / total as f64;
        if traces {
            l.traces_s += s;
        } else {
            l.interp_s += s;
        }
    }
}

/// Shares each runner's measured time out over the lines by its work there.
fn add_time(report: &mut RunReport, work: &LineWork) {
    let Some(summary) = &report.work else { return };
    let seconds = |r: Runner| summary.runners.iter().find(|x| x.0 == r).map_or(0.0, |x| x.2);
    let ops: Vec<u64> = report.lines.iter().map(|l| l.interp).collect();
    let (interp, recorder) = (seconds(Runner::Interpreter), seconds(Runner::Recorder));
    let (machine, executor) = (seconds(Runner::MachineCode), seconds(Runner::TraceExecutor));
    share_out(&mut report.lines, interp, &ops, false);
    share_out(&mut report.lines, recorder, &work.recorder, false);
    share_out(&mut report.lines, machine, &work.machine, true);
    share_out(&mut report.lines, executor, &work.executor, true);
}

/// `label/op`, as the logs print a position.
fn position(program: &Program, at: Resume) -> String {
    format!("{}/{}", program.block(at.block).label, at.op)
}

fn line_of(program: &Program, at: Resume) -> u32 {
    program.line_of(at.block, at.op as usize)
}

/// The source line of each instruction of `trace`: its snapshot's resume point (exact, `true`), else
/// the next instruction's with a snapshot, else where the trace starts.
fn ir_positions(program: &Program, trace: &Trace) -> Vec<(u32, bool)> {
    let mut next: Option<u32> = None;
    let mut out: Vec<(u32, bool)> = Vec::with_capacity(trace.ops.len());
    for inst in trace.ops.iter().rev() {
        let own = (inst.snap != SnapId::NONE && inst.snap.index() < trace.snapshots.len())
            .then(|| line_of(program, trace.snapshots[inst.snap.index()].resume));
        if own.is_some() {
            next = own;
        }
        out.push((own.or(next).unwrap_or_else(|| line_of(program, trace.start)), own.is_some()));
    }
    out.reverse();
    out
}

/// Each instruction of `trace` as text with its source line (`ir_positions`).
fn ir_lines(program: &Program, trace: &Trace) -> Vec<IrLine> {
    (ir_positions(program, trace).into_iter().enumerate())
        .map(|(i, (line, exact))| IrLine { text: trace.inst_text(i), line: Some(line), exact })
        .collect()
}

/// Instructions that stand for no line of the program: the trace's inputs, its loop's phis, label and
/// back-edge, its step-limit check and its link into another trace (their resume points are where the
/// loop or the next trace starts, which would make that line look hot).
fn is_bookkeeping(op: Opcode) -> bool {
    matches!(op, Opcode::Input | Opcode::Phi | Opcode::Loop | Opcode::Jump | Opcode::GuardSteps | Opcode::JumpTrace)
}

/// Adds the traces, aborts and closed anchors of `engine`'s run, and what traces ran on each line;
/// returns the work of each runner of traces on each line.
fn add_engine(report: &mut RunReport, engine: &Engine) -> LineWork {
    let program = engine.program;
    let n = report.lines.len();
    let mut work = LineWork { recorder: vec![0; n], machine: vec![0; n], executor: vec![0; n] };
    let mut reads = ReadsCache::default();
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
        // Every entry runs the instructions before the loop (all of a trace without one), every
        // iteration those of the loop.
        let loop_at = ct.trace.loop_index();
        let runner = if ct.code_bytes.is_some() { &mut work.machine } else { &mut work.executor };
        for (i, (line, _)) in ir_positions(program, &ct.trace).into_iter().enumerate() {
            if is_bookkeeping(ct.trace.ops[i].op) {
                continue;
            }
            let runs = if loop_at.is_some_and(|at| i > at) { counts.iterations } else { entered };
            if let Some(l) = line_slot(&mut report.lines, line) {
                l.traces += runs;
                runner[line as usize - 1] += runs;
            }
            report.totals.trace_ops += runs;
        }
        // The recording interpreted the operations it went through once.
        for at in &ts.path {
            if let Some(slot) = (line_of(program, *at) as usize).checked_sub(1).filter(|&i| i < n) {
                work.recorder[slot] += 1;
            }
        }
        let (kind, greens, location) = match &ct.origin {
            Origin::Root(key) => {
                let greens = engine.green_values(key);
                let anchor = program.block(key.block).label.clone();
                let location = engine.location(key).map(|l| l.to_string());
                (TraceKind::Loop { anchor, sibling: ct.title.contains("(sibling of ") }, greens, location)
            }
            Origin::Bridge { parent, snap, value } => (
                TraceKind::Bridge { parent: parent.0, guard: snap.0, value: value.as_ref().map(|v| v.text()) },
                Vec::new(),
                None,
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
            location,
            guest: guest_of(engine, ct, &mut reads),
            line: line_of(program, ct.trace.start),
            start: position(program, ct.trace.start),
            recorded: match &ts.recorded {
                Some(t) if !omitted => ir_lines(program, t),
                _ => Vec::new(),
            },
            optimized: if omitted { Vec::new() } else { ir_lines(program, &ct.trace) },
            ops_recorded: ts.ops_recorded,
            ops_optimized: ct.trace.ops.len(),
            inlined: inlined_calls(program, &ts.inlined),
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
    work
}

/// The calls of `inlined` (`TraceStats::inlined`) by procedure name, as the page lists them: the
/// procedures called most first, so that what a trace mostly consists of leads; `None` without
/// procedures, where nothing could be inlined.
fn inlined_calls(program: &Program, inlined: &BTreeMap<ProcId, u32>) -> Option<Vec<(String, u32)>> {
    if program.procs.is_empty() {
        return None;
    }
    let mut calls: Vec<(String, u32)> = inlined.iter().map(|(&p, &n)| (program.proc(p).name.clone(), n)).collect();
    // Stable: procedures called as often stay in file order.
    calls.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    Some(calls)
}

/// The guest code trace `ct` covers (see `guest_code`): the greens of its root anchor, and the values
/// its integer greens take in it.
fn guest_of(engine: &Engine, ct: &CompiledTrace, reads: &mut ReadsCache) -> Option<GuestCode> {
    let key = engine.traces.root_anchor(ct.id)?;
    let names = engine.green_values(key);
    let greens: Vec<(String, Value)> = (names.into_iter().zip(&key.greens))
        .filter_map(|((name, _), g)| match g {
            GreenVal::Int(i) => Some((name, Value::Int(*i))),
            // A list nothing holds any more is gone: it is no program.
            GreenVal::List(l) => l.get().map(|l| (name, Value::List(l))),
            _ => None,
        })
        .collect();
    let program = engine.program;
    let mut covered = Vec::new();
    for (name, value) in &greens {
        let (Value::Int(at_anchor), Some(var)) = (value, program.var_id(name)) else { continue };
        let mut at = Vec::new();
        match &ct.origin {
            Origin::Root(_) => at.push(*at_anchor),
            Origin::Bridge { parent, snap, .. } => {
                if engine.traces.contains(*parent) {
                    let p = &engine.traces.get(*parent).trace;
                    at.extend(p.snapshots.get(snap.index()).and_then(|s| constant_in(p, s, var)));
                }
            }
        }
        for inst in ct.trace.ops.iter().filter(|i| i.snap != SnapId::NONE) {
            at.extend(ct.trace.snapshots.get(inst.snap.index()).and_then(|s| constant_in(&ct.trace, s, var)));
        }
        covered.push((name.clone(), at));
    }
    guest_code_cached(&greens, &covered, reads)
}

/// The constant the exit `s` of `trace` gives variable `var`, if it gives it one.
fn constant_in(trace: &Trace, s: &crate::jit::snapshot::Snapshot, var: crate::lang::VarId) -> Option<i64> {
    s.vars.iter().find(|(v, _)| *v == var).and_then(|&(_, r)| trace.int_const(r))
}

/// How a green list reads as a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reads {
    /// Every element a byte, and nine in ten of them printable ASCII or white space: a program's text.
    Text,
    /// Every element a byte (0 to 255): bytecode, shown as numbers.
    Bytes,
    /// Every element an integer or a symbol: bytecode, shown element by element.
    Elements,
}

/// How each list read (by its address), so that a list that is the green of many traces is read once.
type ReadsCache = rustc_hash::FxHashMap<usize, Option<Reads>>;

/// How `l` reads as a program, if it does: a list holding a list or a big integer, or nothing, is no
/// program.
fn reads(l: &crate::value::List) -> Option<Reads> {
    if l.is_empty() {
        return None;
    }
    let (mut bytes, mut printable) = (true, 0usize);
    for v in l.iter() {
        match v {
            Value::Int(i) if (0..=255).contains(&i) => printable += usize::from(is_text(i as u8)),
            Value::Int(_) | Value::Sym(_) => bytes = false,
            _ => return None,
        }
    }
    Some(match bytes {
        true if printable * 10 >= l.len() * 9 => Reads::Text,
        true => Reads::Bytes,
        false => Reads::Elements,
    })
}

fn is_text(b: u8) -> bool {
    b == b'\n' || b == b'\t' || b == b'\r' || (32..127).contains(&b)
}

/// Elements shown on each side of the stretch a trace covers, and of that stretch at most (its middle
/// elided past that): characters of a text, elements of bytecode.
const TEXT_CONTEXT: usize = 12;
const TEXT_LONGEST: usize = 60;
const ELEMENT_CONTEXT: usize = 3;
const ELEMENTS_LONGEST: usize = 24;

/// Where in the program it interprets an interpreter's trace runs, from the greens of its root anchor
/// (`greens`: variable and value, lists and integers) and the values each integer green takes in the
/// trace (`covered`). The rule, which knows no particular interpreter:
/// - a green list is a program when each of its elements is an integer or a symbol; text first (every
///   element a byte, nine in ten printable ASCII or white space: a source file, as `--arg-bytes` reads
///   it), then bytes, then any other, each in the greens' order;
/// - the position is the first integer green some of whose values in the trace fall within that
///   list; the trace covers the stretch from the least of them to the greatest.
///
/// `None` when no green pair fits.
pub fn guest_code(greens: &[(String, Value)], covered: &[(String, Vec<i64>)]) -> Option<GuestCode> {
    guest_code_cached(greens, covered, &mut ReadsCache::default())
}

fn guest_code_cached(
    greens: &[(String, Value)],
    covered: &[(String, Vec<i64>)],
    cache: &mut ReadsCache,
) -> Option<GuestCode> {
    let mut lists: Vec<(Reads, &String, &crate::value::List)> = greens
        .iter()
        .filter_map(|(name, v)| match v {
            Value::List(l) => {
                let r = *cache.entry(std::rc::Rc::as_ptr(l) as usize).or_insert_with(|| reads(l));
                r.map(|r| (r, name, &**l))
            }
            _ => None,
        })
        .collect();
    lists.sort_by_key(|&(r, _, _)| r);
    for (r, list, l) in lists {
        for (index, values) in covered {
            let within = values.iter().filter(|&&v| v >= 0 && (v as usize) < l.len()).map(|&v| v as usize);
            let (Some(from), Some(to)) = (within.clone().min(), within.max()) else { continue };
            return Some(show_guest(list, index, l, r, from, to));
        }
    }
    None
}

fn show_guest(list: &str, index: &str, l: &crate::value::List, r: Reads, from: usize, to: usize) -> GuestCode {
    let text = r == Reads::Text;
    let (context, longest) = if text { (TEXT_CONTEXT, TEXT_LONGEST) } else { (ELEMENT_CONTEXT, ELEMENTS_LONGEST) };
    let show = |range: std::ops::Range<usize>| -> Vec<String> {
        range
            .filter_map(|i| l.get(i))
            .map(|v| match v {
                Value::Int(b) if text => shown_char(b as u8).to_string(),
                v => v.to_string(),
            })
            .collect()
    };
    let join = |parts: Vec<String>| if text { collapse_spaces(&parts.concat()) } else { parts.join(" ") };
    let covered = if to - from < longest {
        join(show(from..to + 1))
    } else {
        let half = longest / 2;
        let (head, tail) = (join(show(from..from + half)), join(show(to + 1 - half..to + 1)));
        if text { format!("{head}…{tail}") } else { format!("{head} … {tail}") }
    };
    GuestCode {
        list: list.to_string(),
        index: index.to_string(),
        from,
        to,
        before: join(show(from.saturating_sub(context)..from)),
        covered,
        after: join(show(to + 1..(to + 1 + context).min(l.len()))),
        text,
    }
}

/// `text` with each run of spaces as one (a program's indentation would take the room of its code).
fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if !(c == ' ' && out.ends_with(' ')) {
            out.push(c);
        }
    }
    out
}

/// A byte of a program's text as the page shows it: a line break as a visible sign, a tab as a space,
/// what is not printable ASCII as a middle dot.
fn shown_char(b: u8) -> char {
    match b {
        b'\n' => '↵',
        b'\t' => ' ',
        32..127 => b as char,
        _ => '·',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{List, Symbol};

    fn bytes(text: &str) -> Value {
        Value::List(List::new(text.bytes().map(|b| Value::Int(b as i64)).collect()))
    }

    fn ints(items: &[i64]) -> Value {
        Value::List(List::new(items.iter().map(|&i| Value::Int(i)).collect()))
    }

    fn greens(pairs: &[(&str, Value)]) -> Vec<(String, Value)> {
        pairs.iter().map(|(n, v)| (n.to_string(), v.clone())).collect()
    }

    fn covered(pairs: &[(&str, &[i64])]) -> Vec<(String, Vec<i64>)> {
        pairs.iter().map(|(n, v)| (n.to_string(), v.to_vec())).collect()
    }

    /// A brainfuck interpreter's greens: the program's text (chosen over the jump list, which holds
    /// the same positions but is no text), and pc; the trace covers pc 10 to 16 (a run of spaces
    /// shows as one).
    #[test]
    fn a_text_list_and_an_index_in_range_show_the_text_around_it() {
        let src = "++++++++\n[>++  ++<-]>+.";
        let jumps = ints(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0]);
        let g = greens(&[("jumps", jumps), ("src", bytes(src)), ("pc", Value::Int(10))]);
        let code = guest_code(&g, &covered(&[("pc", &[10, 16, 12])])).expect("found");
        assert_eq!(
            code,
            GuestCode {
                list: "src".into(),
                index: "pc".into(),
                from: 10,
                to: 16,
                before: "++++++++↵[".into(),
                covered: ">++ ++".into(),
                after: "<-]>+.".into(),
                text: true,
            }
        );
    }

    /// Bytecode of symbols and integers: elements, three on each side; a long stretch is elided.
    #[test]
    fn bytecode_shows_its_elements_and_a_long_stretch_is_elided() {
        let sym = |s: &str| Value::Sym(Symbol::intern(s));
        let code = Value::List(List::new(vec![
            sym("push"),
            Value::Int(0),
            sym("store"),
            Value::Int(1),
            sym("load"),
            Value::Int(0),
            sym("jump"),
            Value::Int(4),
        ]));
        let g = greens(&[("bytecode", code), ("pc", Value::Int(4))]);
        let c = guest_code(&g, &covered(&[("pc", &[4])])).expect("found");
        assert_eq!((c.before.as_str(), c.covered.as_str(), c.after.as_str()), ("0 store 1", "load", "0 jump 4"));
        assert!(!c.text);
        let long: Vec<i64> = (0..100).map(|i| i % 7).collect();
        let g = greens(&[("code", ints(&long)), ("ip", Value::Int(0))]);
        let c = guest_code(&g, &covered(&[("ip", &[10, 60])])).expect("found");
        assert_eq!((c.from, c.to), (10, 60));
        assert_eq!(c.covered, "3 4 5 6 0 1 2 3 4 5 6 0 … 0 1 2 3 4 5 6 0 1 2 3 4");
    }

    /// No list, an index out of range, or a list holding lists: nothing is shown.
    #[test]
    fn greens_that_name_no_position_show_nothing() {
        assert_eq!(guest_code(&greens(&[("pc", Value::Int(3))]), &covered(&[("pc", &[3])])), None);
        let g = greens(&[("src", bytes("+-")), ("pc", Value::Int(5))]);
        assert_eq!(guest_code(&g, &covered(&[("pc", &[5, -1])])), None);
        let nested = Value::List(List::new(vec![ints(&[1]), ints(&[2])]));
        assert_eq!(guest_code(&greens(&[("t", nested), ("i", Value::Int(0))]), &covered(&[("i", &[0])])), None);
    }
}
