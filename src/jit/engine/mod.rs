//! The engine: runs the interpreter with back-edge profiling and moves execution into traces and back.
//!
//! ```text
//! Interpreter -> (back-edge) -> hot counters -> record -> optimize -> trace cache -> execute
//!   ^                                                                               |
//!   +------- an exit: the exit state rebuilds the environment (exit.rs) ------------+
//! ```
//!
//! A guard that keeps failing gets a bridge: a trace recorded from its resume point, run instead of
//! leaving the trace the next times. Bridges and root traces end by entering another trace (`jump_trace`)
//! when they reach its anchor, so a program with several hot paths stays in traces.
//!
//! Mechanism, policy and observation are apart: the engine does what the policy (`policy.rs`) decides,
//! and says what it did as events (`events.rs`), from which the observer makes the log and the
//! statistics. One file per concern: the trace table (`table.rs`), exits and bridges (`exits.rs`), the
//! native adapter (`native.rs`), the events (`events.rs`), the statistics and what tools read
//! (`stats.rs`), where the run's work goes (`work.rs`) and the log's kinds (`log.rs`).

mod describe;
mod events;
mod exits;
mod location;
mod log;
mod native;
mod stats;
mod table;
mod work;

pub use events::Event;
pub use location::Locations;
pub use log::{LogKind, LogKinds, LogRecord, LogSink};
pub use stats::{AbortEvent, ClosedEvent, HotAnchor, Stats, TraceStats, WorkSummary};
pub use table::{CompiledTrace, Counts, Origin, TraceTable};
pub use work::{Runner, Shares, WorkMeter};

use super::anchor::{AnchorKey, Greens};
use super::contract::Known;
use super::exec;
use super::exit::ExitState;
use super::ir::{Opcode, SnapId, Trace, TraceId};
use super::opt;
use super::policy::{self, HotAction, Policy, Settings, ShortRun};
use super::record::{AbortReason, End, RecordContext, Recorded, Recorder};
use super::snapshot::{ExitKind, Resume};
use crate::interp::{self, Code, Env, Exit, Outcome, Pc};
use crate::lang::cfg::Liveness;
use crate::lang::{BlockId, Program};
use describe::Describe;
use events::Observer;
use native::Native;
use std::time::Instant;

/// Settings of the JIT. The defaults are the command line's.
#[derive(Clone, Debug)]
pub struct JitOptions {
    /// Back-edges into an anchor before it is traced (`--jit-threshold`; a backward jump of an interpreted
    /// program counts `policy::BACKWARD_WEIGHT`).
    pub threshold: u32,
    /// Failures of a guard before a bridge is recorded from it (`--bridge-threshold`).
    pub bridge_threshold: u32,
    /// Longest trace recorded, in IR instructions (`--max-trace-len`).
    pub max_trace_len: usize,
    /// Bytes of machine code and trace data past which no more traces are made.
    pub max_memory: usize,
    /// What is logged (`--log`); nothing by default.
    pub log: LogKinds,
    /// Where log records go as they are made; without a sink the engine keeps them
    /// (`Engine::take_logs`).
    pub log_sink: Option<LogSink>,
    /// Write perf's jitdump of the compiled traces (`--jitdump`, Linux, machine code only).
    pub jitdump: bool,
    /// Keep each trace's IR as recorded (`CompiledTrace::recorded`), for tools that show it; otherwise
    /// only its length is kept, and the JIT's memory goes to traces that run.
    pub keep_recorded: bool,
    /// Count each trace's runs by the exit they leave through, and its loop's iterations, in compiled
    /// code and the trace executor (`CompiledTrace::counters`): one `add` per iteration and per exit.
    /// Off, the machine code has no counting in it at all.
    pub count: bool,
    /// Count every operation and terminator the interpreter runs (`Engine::op_counts`, for `--report`).
    /// The interpreter then runs without its superinstructions, so that each instruction is one of the
    /// program's: slower, but every count is exact.
    pub count_ops: bool,
    /// Bytes of native stack compiled calls (`call_proc`) may take below where machine code is
    /// entered: the thread running the engine must have that much to spare.
    pub native_stack: usize,
    /// Traces that end entering a loop may enter its body past the peeled iteration
    /// (`opt::entry::body_entry`), in machine code. Off, every entry runs the peeled iteration, as the
    /// trace executor does, so the two count the same runs and exits (`--no-body-entry`).
    pub body_entries: bool,
}

impl Default for JitOptions {
    fn default() -> JitOptions {
        JitOptions {
            threshold: policy::DEFAULT_THRESHOLD,
            bridge_threshold: policy::DEFAULT_BRIDGE_THRESHOLD,
            max_trace_len: policy::DEFAULT_MAX_TRACE_LEN,
            max_memory: policy::DEFAULT_MAX_MEMORY_MIB << 20,
            log: LogKinds::default(),
            log_sink: None,
            jitdump: false,
            keep_recorded: false,
            count: false,
            count_ops: false,
            native_stack: policy::DEFAULT_NATIVE_STACK_KIB << 10,
            body_entries: true,
        }
    }
}

impl JitOptions {
    /// The policy's settings among these.
    pub fn settings(&self) -> Settings {
        Settings {
            threshold: self.threshold,
            bridge_threshold: self.bridge_threshold,
            max_trace_len: self.max_trace_len,
            max_memory: self.max_memory,
        }
    }
}

/// When a recording started (microseconds since the engine was made) and how long it took.
#[derive(Clone, Copy, Debug)]
struct Timing {
    at_us: f64,
    us: f64,
}

/// A recorded trace and its optimized form, before it is installed.
struct Optimized {
    recorded: Trace,
    trace: Trace,
    /// Microseconds spent optimizing, and the recording's time.
    us: f64,
    recording: Timing,
}

pub struct Engine<'p> {
    pub program: &'p Program,
    pub code: Code,
    liveness: Liveness,
    greens: Greens,
    /// The loop headers, by block (where a trace too long is cut).
    headers: Vec<bool>,
    /// The procedures that can call themselves (`cfg::recursive_procs`), whose entries are anchors.
    recursive: Vec<bool>,
    /// What the rest of the run can assign, by where a recording starts (`RecordContext::assigned`).
    assigned: crate::lang::cfg::AssignedFrom,
    /// The guest program's positions, as the program names them (`location.rs`).
    locations: Locations,
    /// The program's names, shared by every trace for printing.
    names: std::rc::Rc<super::ir::Names>,
    policy: Policy,
    pub traces: TraceTable,
    /// The machine-code backend (`--mode jit`); without it traces run on the trace executor.
    native: Option<Native>,
    /// Where every trace leaves its results.
    state: ExitState,
    /// The trace executor's registers (`--mode trace`, and traces not compiled).
    registers: exec::Registers,
    /// Back-edges into each label the interpreter takes by itself before the next comes to the engine
    /// (`interp::run`, indexed by the label's first instruction), and (by block) as last armed: the
    /// engine then counts them all at once.
    skip: Vec<u32>,
    armed: Vec<u32>,
    /// A step limit is in force (`run`'s): the optimizer then leaves loops iteration by iteration.
    limited_steps: bool,
    pub options: JitOptions,
    /// Turns the engine's events into the log and the statistics.
    observer: Observer,
    /// With `JitOptions::count_ops`: the interpreter's runs of each instruction of `code`.
    pub op_counts: Vec<u64>,
    /// Where the run's work goes (with `JitOptions::count`).
    pub work: Option<WorkMeter>,
    /// Warnings about the run, not the program (the jitdump cannot be written).
    notes: Vec<String>,
    /// The loops installed on probation since a run last spent its budget (some may have ended theirs
    /// since: `end_probation` skips those).
    on_probation: Vec<TraceId>,
}

impl<'p> Engine<'p> {
    /// An engine whose traces run on the trace executor.
    pub fn new(program: &'p Program, options: JitOptions) -> Engine<'p> {
        let code = if options.count_ops { Code::compile_plain(program, true) } else { Code::compile(program, true) };
        let op_counts = if options.count_ops { vec![0; code.instrs.len()] } else { Vec::new() };
        let work = options.count.then(|| WorkMeter::new(false));
        Engine {
            program,
            skip: vec![0; code.instrs.len()],
            code,
            liveness: Liveness::compute(program),
            greens: Greens::compute(program),
            headers: {
                let mut headers = vec![false; program.blocks.len()];
                for (_, header) in crate::lang::cfg::back_edges(program) {
                    headers[header as usize] = true;
                }
                headers
            },
            recursive: crate::lang::cfg::recursive_procs(program),
            assigned: crate::lang::cfg::AssignedFrom::new(crate::jit::record::ASSIGNED_BUDGET),
            // Names are asked for only where they are shown: a plain run never calls the program's
            // naming procedure, however slow it is.
            locations: Locations::new(program, options.log.any() || options.count || options.keep_recorded),
            names: super::ir::Names::of(program),
            policy: Policy::new(program, options.settings()),
            observer: Observer::new(&options.settings(), options.log, options.log_sink.clone()),
            traces: TraceTable::default(),
            native: None,
            state: ExitState::new(crate::jit::snapshot::exit_vars(program), options.native_stack),
            registers: exec::Registers::default(),
            armed: vec![0; program.blocks.len()],
            limited_steps: false,
            options,
            op_counts,
            work,
            notes: Vec::new(),
            on_probation: Vec::new(),
        }
    }

    /// An engine that compiles its traces to machine code. `limited_steps`: a `--max-steps` limit is in
    /// force, so compiled code must count steps.
    pub fn new_native(program: &'p Program, options: JitOptions, limited_steps: bool) -> std::io::Result<Engine<'p>> {
        let mut engine = Engine::new(program, options);
        let max_memory = engine.policy.settings.max_memory;
        let mut native = match Native::new(program, limited_steps, engine.options.body_entries, max_memory) {
            Ok(native) => native,
            // The system refuses the memory for machine code: the JIT still traces, on the executor.
            Err(e) if cfg!(target_arch = "x86_64") => {
                engine.notes.push(format!("warning: --mode jit: {e}; traces run on the trace executor"));
                return Ok(engine);
            }
            Err(e) => return Err(e),
        };
        #[cfg(target_os = "linux")]
        if engine.options.jitdump
            && let Err(e) = native.start_jitdump(&std::env::temp_dir())
        {
            engine.notes.push(format!("warning: cannot write the jitdump: {e}"));
        }
        engine.native = Some(native);
        if let Some(work) = engine.work.as_mut() {
            work.machine_steps = limited_steps;
        }
        Ok(engine)
    }

    /// Runs the program from its entry on `env` (inputs assigned).
    pub fn run(&mut self, env: &mut Env, max_steps: u64) -> Outcome {
        self.limited_steps = max_steps != u64::MAX;
        let mut steps = max_steps;
        let mut pc = self.code.block_start[self.program.entry as usize];
        // One stretch of the interpreter in `policy::PACE_SAMPLE_EVERY` is timed: its pace is what loops on
        // probation are compared with (`policy::MIN_PACES`).
        let mut stretches = 0u32;
        let outcome = loop {
            let stretch = self.work.is_some().then(|| WorkMeter::start(steps));
            stretches = stretches.wrapping_add(1);
            let sample = stretches.is_multiple_of(policy::PACE_SAMPLE_EVERY).then(|| (Instant::now(), steps));
            let exit = if self.options.count_ops {
                interp::run_counted(self.program, &self.code, env, pc, &mut steps, &mut self.skip, &mut self.op_counts)
            } else {
                interp::run(self.program, &self.code, env, pc, &mut steps, &mut self.skip)
            };
            if let (Some(work), Some(stretch)) = (self.work.as_mut(), stretch) {
                work.end_interpreting(stretch, steps);
            }
            if let Some((t0, before)) = sample {
                self.policy.interpreted(t0.elapsed().as_nanos() as u64, before - steps);
            }
            match exit {
                Ok(Exit::Stop(Some(v))) => break Outcome::Printed(v),
                Ok(Exit::Stop(None)) => break Outcome::Stopped,
                Ok(Exit::OutOfSteps(_)) => break Outcome::OutOfSteps(max_steps),
                Err(e) => break Outcome::Error(e),
                Ok(Exit::Anchor(block)) => pc = self.back_edge(block, env, &mut steps),
                Ok(Exit::Returned(..) | Exit::Ends(_)) => {
                    unreachable!("a run from the entry returns out of no call below it")
                }
            }
        };
        let d = Describe { program: self.program, greens: &self.greens, code: &self.code, locations: &self.locations };
        self.observer.end(&d, &self.traces);
        outcome
    }

    /// Hands event `e` to the observer (the log, the statistics).
    pub(super) fn emit(&mut self, e: Event) {
        let d = Describe { program: self.program, greens: &self.greens, code: &self.code, locations: &self.locations };
        self.observer.emit(&d, &self.traces, e);
    }

    /// Warnings about the run made so far, one line each (and forgets them).
    pub fn take_notes(&mut self) -> Vec<String> {
        if let Some(e) = self.native.as_mut().and_then(|n| n.take_jitdump_error()) {
            self.notes.push(e);
        }
        std::mem::take(&mut self.notes)
    }

    /// The log records made with no sink to take them, in order (and forgets them).
    pub fn take_logs(&mut self) -> Vec<LogRecord> {
        self.observer.take_logs()
    }

    /// A back-edge into `block`: count, record, or enter a trace. Returns where the interpreter goes on.
    fn back_edge(&mut self, block: BlockId, env: &mut Env, steps: &mut u64) -> Pc {
        if self.policy.flush_pending() {
            self.flush();
        }
        if let Some(work) = &mut self.work {
            let anchor = self.policy.is_hot(block, &self.greens, env).then(|| self.greens.key(block, env));
            work.interpreting_at(anchor);
        }
        let b = block as usize;
        let weight = self.armed[b].saturating_add(1);
        let (action, quiet) = self.policy.back_edge(block, env, &self.greens, weight);
        if let Some((label, index)) = self.policy.take_demotion() {
            self.demote(label, index);
        }
        self.skip[self.code.block_start[b] as usize] = quiet;
        self.armed[b] = quiet;
        match action {
            HotAction::Interpret => self.code.block_start[b],
            HotAction::Enter(id) => self.execute(id, env, steps),
            HotAction::Record => {
                let key = self.greens.key(block, env);
                self.emit(Event::Hot { anchor: &key });
                self.record_root(key, env, steps)
            }
        }
    }

    fn find_trace(policy: &Policy, greens: &Greens, block: BlockId, env: &Env) -> Option<TraceId> {
        policy.trace_at_env(block, greens, env)
    }

    /// Whether a bridge's recording goes on through trace `t` rather than link to it: `t` is straight (a
    /// root trace that never loops and ends entering another trace), short, and has no bridge yet.
    ///
    /// A brainfuck outer loop runs as the straight trace of its head (the code up to its inner loop, as
    /// far as the inner loop's trace), the inner loop, and a bridge from the inner loop's exit back to
    /// the head: a bridge taking in the head's code makes one trace-to-trace transition less per outer
    /// iteration.
    /// Copies cost a recording each and have their own guards, which may want their own bridges: a
    /// long straight trace, or one whose guards already fail, costs more to copy than its transition.
    fn inlined(t: &CompiledTrace) -> bool {
        // Instructions of the optimized trace: what a copy costs in machine code, whatever the interpreter
        // recorded to get there.
        matches!(t.origin, Origin::Root(_))
            && t.bridges.is_empty()
            && t.trace.ops.len() <= policy::INLINE_STRAIGHT_OPS
            && t.trace.ops.last().is_some_and(|i| i.op == Opcode::JumpTrace)
            && t.trace.loop_index().is_none()
    }

    /// The procedure whose entry `block` is, when calls count there (`interp::CallSite::counted`): a
    /// trace anchored there is a function-entry trace of it.
    fn entry_of(&self, block: BlockId) -> Option<crate::lang::ProcId> {
        let p = self.program.block(block).proc?;
        (self.program.proc(p).entry == block && self.recursive[p as usize] && !self.headers[block as usize])
            .then_some(p)
    }

    /// Records from `start` (a loop, or a function entry, when `anchor` is given, else a bridge, of
    /// `family`'s traces when it is given: `RecordContext::family`); returns the recording, where the
    /// program stands, and the microseconds it took.
    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        anchor: Option<&AnchorKey>,
        family: Option<crate::lang::ProcId>,
        loop_end: Option<i64>,
        start: Resume,
        frames: &[crate::jit::snapshot::SnapFrame],
        env: &mut Env,
        steps: &mut u64,
    ) -> (Recorded, Resume, Timing) {
        let t0 = Instant::now();
        let assigned = self.assigned.at(self.program, start.block, start.op as usize);
        let policy = &self.policy;
        let greens = &self.greens;
        let find = |block: BlockId, env: &Env| Engine::find_trace(policy, greens, block, env);
        let traces = &self.traces;
        let inline = |id: TraceId| Engine::inlined(&traces[id]);
        let cx = RecordContext {
            program: self.program,
            names: self.names.clone(),
            liveness: &self.liveness,
            greens: &self.greens,
            anchor,
            find_trace: &find,
            // A loop's recording links: taking in the code of the traces it reaches made loops longer
            // and no faster.
            inline: anchor.is_none().then_some(&inline as &dyn Fn(TraceId) -> bool),
            max_len: self.policy.settings.max_trace_len,
            headers: &self.headers,
            passes: anchor.map_or(1, |key| self.policy.passes(key)),
            max_passes: crate::jit::policy::MAX_PASSES,
            loop_end,
            frames,
            family,
            code: &self.code,
            assigned,
        };
        let recorder = Recorder::new(cx, env, start);
        let stretch = self.work.is_some().then(|| WorkMeter::start(*steps));
        let (recorded, at) = recorder.run(env, start, steps);
        if let (Some(work), Some(stretch)) = (self.work.as_mut(), stretch) {
            work.end(stretch, Runner::Recorder, *steps, anchor);
        }
        let us = t0.elapsed().as_secs_f64() * 1e6;
        (recorded, at, Timing { at_us: self.observer.since_start(t0), us })
    }

    /// Optimizes a recorded trace that starts at `start` (the id it will have names it in the logs),
    /// where the variables `known` have those values (a bridge: what its parent proved, `opt::entry`).
    fn optimize(
        &mut self,
        mut recorded: Trace,
        known: &[Known],
        title: &str,
        start: Resume,
        recording: Timing,
    ) -> Optimized {
        let id = self.traces.next_id();
        recorded.start = start;
        self.emit(Event::Recorded { id, title, start, trace: &recorded, us: recording.us });
        let t0 = Instant::now();
        let options = opt::Options { closed_forms: !self.limited_steps };
        let trace = if known.is_empty() {
            opt::optimize_with(&recorded, options)
        } else {
            opt::optimize_with(&opt::entry::with_known_inputs(&recorded, known), options)
        };
        let us = t0.elapsed().as_secs_f64() * 1e6;
        self.emit(Event::Optimized { id, title, start, trace: &trace, us });
        Optimized { recorded, trace, us, recording }
    }

    /// Compiles and installs an optimized trace; returns its id. `known`: for a bridge, what its
    /// parent's exit knows (`opt::entry::known_at`).
    fn install(&mut self, o: Optimized, origin: Origin, title: String, known: &[Known]) -> TraceId {
        let id = self.traces.next_id();
        let Optimized { mut recorded, trace: mut optimized, us: optimize_us, recording } = o;
        optimized.compact();
        let mut ct = CompiledTrace::new(id, optimized, origin, title);
        if self.options.count {
            ct.counters = Some(self.state.add_counters(1 + ct.trace.snapshots.len()));
        }
        // A bridge for any value of its guard gets an entry for that exit (a guard_value's bridges for
        // one value each are reached through a dispatch on the value instead).
        let from = match ct.origin {
            Origin::Bridge { parent, snap, value: None } => Some((parent, snap, known)),
            _ => None,
        };
        // Its parent's other exits may share such a bridge, outside calls (`TraceTable::bridge_from_same_place`).
        if from.is_some() && ct.trace.on_entry.frames.is_empty() {
            ct.start_known = Some(known.to_vec());
        }
        // A function-entry trace gets the entry `call_proc` calls.
        let callable = matches!(ct.origin, Origin::Root(_)) && ct.trace.on_entry.family.is_some();
        // A root loop in machine code starts on probation (`policy::PROBATION_BUDGET`); under a step
        // limit every trace counts its jumps anyway.
        let probation = !self.limited_steps
            && matches!(ct.origin, Origin::Root(_))
            && ct.trace.loop_index().is_some()
            && ct.trace.on_entry.family.is_none();
        let compiled =
            self.compile_native(id, &ct.trace, &ct.title, &ct.origin, ct.counters, from, callable, probation);
        ct.code_bytes = compiled.map(|(bytes, _)| bytes);
        ct.probation = probation && ct.code_bytes.is_some();
        if ct.probation {
            self.on_probation.push(id);
        }
        if ct.code_bytes.is_none() {
            ct.decoded = Some(exec::Decoded::new(&ct.trace));
        }
        self.state.track(&ct.trace);
        let stats = TraceStats {
            ops_recorded: recorded.ops.len(),
            // From the path before it is dropped (it is kept only for `count_ops`): `--stats` lists the
            // calls too.
            inlined: stats::calls_followed(self.program, &recorded.path),
            path: if self.options.count_ops { std::mem::take(&mut recorded.path) } else { Vec::new() },
            recorded: self.options.keep_recorded.then_some(recorded),
            record_us: recording.us,
            recorded_at_us: recording.at_us,
            optimize_us,
            compile_us: compiled.map(|(_, us)| us),
            ..TraceStats::default()
        };
        let kept = stats.recorded.as_ref().map_or(0, table::trace_bytes);
        let constants: Vec<crate::value::Value> =
            ct.trace.consts.iter().chain(stats.recorded.iter().flat_map(|t| t.consts.iter())).cloned().collect();
        self.policy.installed(id, ct.memory() + kept, &constants);
        let id = self.traces.push(ct);
        self.emit(Event::Installed { id, stats: Box::new(stats) });
        if self.policy.memory_full() {
            // Every trace is flushed at the next back-edge the interpreter reports (`back_edge`), where
            // no machine code runs and no caller holds a trace; until then nothing more is recorded.
            let bytes = self.policy.memory();
            self.emit(Event::MemoryFull { bytes });
        }
        id
    }

    /// What the JIT keeps, in bytes: machine code, traces and the lists they hold, profiles, and the
    /// policy's anchors.
    pub fn memory(&self) -> usize {
        self.policy.memory()
    }

    /// Throws every trace away (the memory cap was reached, `policy.rs`): the machine code, the traces,
    /// what the exit state keeps for them; anchors count again from zero. Only where the interpreter
    /// runs, with no trace in use.
    fn flush(&mut self) {
        self.emit(Event::Flushed);
        self.traces.flush();
        let next = self.traces.next_id();
        self.policy.flush(next);
        if let Some(Err(e)) = self.native.as_mut().map(|n| n.flush(next)) {
            self.notes.push(e);
        }
        self.state.flush();
        self.on_probation.clear();
        self.skip.fill(0);
        self.armed.fill(0);
    }

    /// Compiles a trace to machine code when there is a backend: its size and compile time; `None`: it
    /// runs on the trace executor.
    #[allow(clippy::too_many_arguments)]
    fn compile_native(
        &mut self,
        id: TraceId,
        trace: &Trace,
        title: &str,
        origin: &Origin,
        counters: Option<usize>,
        from: Option<(TraceId, SnapId, &[Known])>,
        callable: bool,
        probation: bool,
    ) -> Option<(usize, f64)> {
        let start = trace.start;
        // The names perf and the jitdump show, made only for them.
        let names = self.native.as_ref()?.describes().then(|| {
            let d = self.describe();
            (describe::perf_name(&d, id, origin, start), format!("{id} {title} ({})", d.source(start)))
        });
        let counters = counters.map(|k| super::exit::counter_offset(self.state.nvars(), k));
        let native = self.native.as_mut()?;
        let names = names.as_ref().map(|(name, heading)| (name.as_str(), heading.as_str()));
        match native.compile(id, trace, names, counters, from, callable, probation) {
            Ok((bytes, us)) => {
                let listing = self.observer.logs(LogKind::Asm).then(|| native.listing(id, trace).unwrap_or_default());
                self.emit(Event::Compiled { id, title, start, bytes, us, listing });
                Some((bytes, us))
            }
            Err(reason) => {
                self.emit(Event::NotCompiled { id, title, start, reason: &reason });
                None
            }
        }
    }

    fn record_root(&mut self, key: AnchorKey, env: &mut Env, steps: &mut u64) -> Pc {
        let start = Resume { block: key.block, op: 0 };
        let anchor_text = self.anchor_text(&key);
        let loop_end = self.policy.loop_end(key.block);
        let family = self.entry_of(key.block);
        let (recorded, at, us) = self.record(Some(&key), family, loop_end, start, &[], env, steps);
        match recorded {
            Recorded::Trace(trace, end) => {
                let cut = if end == End::Cut { " (cut short)" } else { "" };
                let title = match family {
                    Some(_) => format!("entry of {anchor_text}{cut}"),
                    None => format!("loop at {anchor_text}{cut}"),
                };
                let optimized = self.optimize(trace, &[], &title, start, us);
                if end == End::Loop
                    && let Some(guard) = opt::guards::body_always_exits(&optimized.trace)
                    && self.policy.add_pass(&key)
                {
                    let snap = optimized.trace.snapshot(optimized.trace.ops[guard.index()].snap);
                    let what = format!(
                        "trace at {anchor_text} (its guard at {} always fails in the loop; next recording spans {} passes)",
                        self.describe().position(snap.resume),
                        self.policy.passes(&key)
                    );
                    self.emit(Event::Aborted { what: &what, reason: AbortReason::NeverIterates, at });
                    return self.code.pc_of(at.block, at.op as usize);
                }
                let id = self.install(optimized, Origin::Root(key.clone()), title, &[]);
                if family.is_some() && self.native.is_some() && self.traces[id].code_bytes.is_none() {
                    self.policy.close_uncompiled(&key);
                    let why = "its function-entry trace cannot run in machine code (the interpreter makes the calls)";
                    self.emit(Event::Blacklisted { anchor: &key, why });
                    return self.code.pc_of(at.block, at.op as usize);
                }
                if let Some(adapted) = self.policy.set_trace(&key, id) {
                    let threshold = self.policy.threshold();
                    self.emit(Event::Adapted { adapted, threshold });
                }
                // The recording ran the program up to `at`: the loop's head, another trace's start, or
                // (cut short) where it stopped.
                match end {
                    End::Loop => self.execute(id, env, steps),
                    End::Link(target) => self.execute(target, env, steps),
                    // Cut short, or returned: the interpreter goes on where the recording stopped (a
                    // function-entry trace is entered at the next call).
                    End::Cut | End::Return => self.code.pc_of(at.block, at.op as usize),
                }
            }
            Recorded::Aborted(reason) => {
                self.emit(Event::Aborted { what: &format!("trace at {anchor_text}"), reason, at });
                let (blacklisted, adapted) = self.policy.abort(&key, reason);
                if blacklisted {
                    self.emit(Event::Blacklisted { anchor: &key, why: "its recordings kept aborting" });
                }
                if let Some(adapted) = adapted {
                    let threshold = self.policy.threshold();
                    self.emit(Event::Adapted { adapted, threshold });
                }
                self.code.pc_of(at.block, at.op as usize)
            }
        }
    }

    /// Demotes green `index` of label `label` (a list the program keeps changing, `policy.rs`): its
    /// promote is an ordinary jump from now on, and loops there are traced with the list as an input.
    fn demote(&mut self, label: BlockId, index: usize) {
        let var = self.greens.of(label)[index];
        self.greens.demote(self.program, label, index);
        self.policy.greens_changed();
        self.emit(Event::Demoted { var: self.program.var_name(var), label });
    }

    /// Whether a run entered at trace `first` that left through exit `snap` of `trace` went back to
    /// the interpreter sooner than entering and leaving cost: fewer than `MIN_RUN_JUMPS` jumps by its
    /// exits' count (`TraceTable::run_jumps`; a run that went round a loop or through more than one link
    /// is not counted). Says by which exit of `first`.
    fn short_run(&self, first: TraceId, trace: TraceId, snap: SnapId) -> Option<SnapId> {
        self.short_run_after(first, trace, snap, self.state.last_link())
    }

    /// A run entered at `first` that stopped at the entry of `trace` (its exit `snap`): of no use by
    /// that exit when `trace` is `first`, else when the run up to it was short (`short_run_after`).
    fn not_entered_early(
        &self,
        first: TraceId,
        trace: TraceId,
        snap: SnapId,
        last_link: Option<(TraceId, SnapId)>,
    ) -> Option<SnapId> {
        if trace == first { Some(snap) } else { self.short_run_after(first, trace, snap, last_link) }
    }

    /// Judges a run entered at `first` that counted `counted` jumps in its loops on probation
    /// (`policy::PROBATION_BUDGET`), began at `started` and left through exit `snap` of `trace`: of no
    /// use when it made fewer than `MIN_RUN_JUMPS` in all; its pace goes to the health window too.
    /// False when the count says nothing (the run went round a loop no longer counting, or one in
    /// closed form): then nothing is judged.
    fn judge_counted(
        &mut self,
        first: TraceId,
        counted: Option<u64>,
        started: Option<Instant>,
        trace: TraceId,
        snap: SnapId,
    ) -> bool {
        let Some(jumps) = counted.zip(self.traces.straight_jumps(trace, snap)).map(|(c, s)| c + u64::from(s)) else {
            return false;
        };
        let short = (jumps < u64::from(policy::MIN_RUN_JUMPS)).then_some(ShortRun::Counted(jumps as u32));
        let pace = started.filter(|_| jumps > 0).map(|t| t.elapsed().as_nanos() as f32 / jumps as f32);
        self.health_paced(first, short, pace);
        true
    }

    /// `short_run`, the run's last link being `last_link`.
    fn short_run_after(
        &self,
        first: TraceId,
        trace: TraceId,
        snap: SnapId,
        last_link: Option<(TraceId, SnapId)>,
    ) -> Option<SnapId> {
        let (jumps, snap) = self.traces.run_jumps(first, trace, snap, last_link)?;
        (jumps < policy::MIN_RUN_JUMPS).then_some(snap)
    }

    /// Runs trace `id` and whatever it links to; returns where the interpreter goes on.
    fn execute(&mut self, mut id: TraceId, env: &mut Env, steps: &mut u64) -> Pc {
        // A function-entry trace may inline a call of its procedure (`record.rs`), a frame more than
        // it was entered in, which nothing checks against the interpreter's limit of active calls:
        // that close to it, the interpreter goes on, and reports the limit where it is passed.
        let start = self.traces[id].trace.start;
        if self.traces[id].trace.on_entry.family.is_some()
            && env.frames.depth() + 2 >= crate::interp::frames::MAX_CALL_DEPTH
        {
            return self.code.pc_of(start.block, start.op as usize);
        }
        let first = id;
        // A run entered at a loop on probation, or at a root trace without a loop, counts the jumps of
        // the loops it goes round that are on probation against a budget (`policy::PROBATION_BUDGET`):
        // what they counted so far, `None` once the count says nothing.
        let by_count = {
            let t = &self.traces[first];
            let straight_root = matches!(t.origin, Origin::Root(_)) && t.trace.loop_index().is_none();
            !self.limited_steps && t.trace.on_entry.family.is_none() && (t.probation || straight_root)
        };
        let mut counted = by_count.then_some(0u64);
        let started = by_count.then(Instant::now);
        // A link the run left through to go on here (the target was not entered where the link
        // was taken): the next run starts with it as its last link, as if the link had been taken in
        // one run, so that `short_run` sees the same run whichever way it went.
        let mut link: Option<(TraceId, SnapId)> = None;
        loop {
            if self.traces[id].trace.on_entry.frames.is_empty() && !self.traces[id].takes_kinds(env) {
                // What the entry check would find, without filling the exit state and restoring it
                // (the cost of a whole run, for none of its work): the trace is not entered, as if it
                // had left through its entry. (A trace that starts inside calls makes their frames when
                // it leaves there: it goes the whole way.)
                // Judged by its count, the run up to the link it came through.
                if id == first || !link.is_some_and(|(t, s)| self.judge_counted(first, counted, started, t, s)) {
                    let early = self.not_entered_early(first, id, SnapId::ENTRY, link);
                    self.health(first, early.map(ShortRun::from));
                }
                let start = self.traces[id].trace.start;
                return self.code.pc_of(start.block, start.op as usize);
            }
            self.observer.stats.trace_mut(id).entered += 1;
            // Code that cannot be made executable (`mprotect` failing) runs on the trace executor.
            let native_run =
                self.traces[id].code_bytes.is_some() && self.native.as_mut().is_some_and(|n| n.seal().is_ok());
            let frame = self.program.vars_of(self.program.block(self.traces[id].trace.start.block).proc);
            self.state.fill(env, *steps, native_run, frame);
            if !self.limited_steps {
                // Whatever it entered at, a run that spends the budget in loops on probation ends
                // theirs.
                self.state.set_steps(policy::PROBATION_BUDGET);
            }
            if let Some((trace, snap)) = link.take() {
                self.state.set_last_link(trace, snap);
            }
            let stretch = self.work.is_some().then(|| WorkMeter::start(*steps));
            let mut ran = Ok(());
            match &self.native {
                Some(native) if native_run => {
                    native.run(id, &mut self.state);
                    if native.limited_steps() {
                        *steps = self.state.steps();
                    }
                }
                _ => {
                    let (traces, program, code) = (&self.traces, self.program, &self.code);
                    ran = exec::run(traces, program, code, id, env, &mut self.state, steps, &mut self.registers);
                }
            }
            if let Some(spent) = self.state.spent() {
                // A loop's count ran past the probation's budget: a run that long is of use, and the
                // program is in code worth keeping, every loop of it so far included. A loop entered
                // only through links within long runs (most of a brainfuck program's inner loops) is
                // never judged by a window, which counts entries from the interpreter, and would test
                // the spent budget at every iteration for good (130 of mandelbrot.b's 315 loops). A
                // loop that runs short from the interpreter afterwards is not judged by its count.
                self.end_probation(spent, "a run spent its whole budget");
                self.end_probation(first, "a run spent its whole budget");
                for id in std::mem::take(&mut self.on_probation) {
                    self.end_probation(id, "a run of the program spent its whole budget");
                }
            }
            if let Some(c) = &mut counted {
                // Past the budget, the budget ran out.
                let left = self.state.steps();
                counted = (native_run && !self.state.uncounted() && left <= policy::PROBATION_BUDGET)
                    .then(|| *c + (policy::PROBATION_BUDGET - left));
            }
            if let Some(stretch) = stretch {
                let runner = if native_run { Runner::MachineCode } else { Runner::TraceExecutor };
                let root = self.traces.root_anchor(id).cloned();
                self.work.as_mut().expect("measuring").end(stretch, runner, *steps, root.as_ref());
            }
            // A call the executor made in place ended the run: the environment is the interpreter's,
            // with nothing to restore.
            if let Err(exec::InPlace(pc)) = ran {
                return pc;
            }
            let traces = &self.traces;
            let mut left = self.state.restore(|t| &traces[t].trace, self.program, &self.code, env);
            // Compiled calls the run left from inside: each level becomes a frame, the innermost exit
            // last, and the run goes on from that one.
            while let Some(inner) =
                self.state.restore_stashed(&left, |t| &traces[t].trace, self.program, &self.code, env)
            {
                left = inner;
            }
            match left.kind {
                ExitKind::NotEntered => {
                    if left.trace == id {
                        self.observer.stats.trace_mut(id).entered -= 1;
                    }
                    // Not entered, or a bridge it went into not entered: a run that stops at an
                    // entry check stops there every time its inputs are of those kinds.
                    let judged =
                        left.trace != first && self.judge_counted(first, counted, started, left.trace, left.snap);
                    if !judged {
                        let early = self.not_entered_early(first, left.trace, left.snap, self.state.last_link());
                        self.health(first, early.map(ShortRun::from));
                    }
                    return left.pc;
                }
                ExitKind::Steps => {
                    self.health(first, None);
                    return left.pc;
                }
                // A call the interpreter makes, and a return it made: where a function-entry trace
                // hands over, as it must, not a failure. A loop's run that ends there is judged by
                // its count, while it has one: a short one did less than entering cost.
                ExitKind::Call | ExitKind::Return => {
                    self.judge_counted(first, counted, started, left.trace, left.snap);
                    return left.pc;
                }
                ExitKind::Link(target) => {
                    link = Some((left.trace, left.snap));
                    id = target;
                }
                ExitKind::Guard => {
                    // Only a failing `guard_value` says which value it saw.
                    let value =
                        left.value.filter(|_| self.traces[left.trace].exit_op(left.snap) == Some(Opcode::GuardValue));
                    match self.guard_failed(left.trace, left.snap, left.pc, value, env, steps) {
                        exits::After::Run(next) => id = next,
                        exits::After::Interpret(pc) => {
                            // Back in the interpreter before the trace entered from it did one whole
                            // iteration, or, through an exit that will never get a bridge to go on
                            // in, sooner than entering and leaving cost: the entry was of no use. (An
                            // exit still warming up gets its bridge, and the runs after it are longer.)
                            let settled = self.policy.exit_given_up(left.trace, left.snap)
                                || self.policy.is_megamorphic(left.trace, left.snap);
                            let early = if left.trace == first && self.traces[first].in_preamble(left.snap) {
                                Some(ShortRun::Left(left.snap))
                            } else if !settled && by_count {
                                // Judged by its count, a run through an exit still warming up says
                                // nothing yet: the window waits for runs that do.
                                return pc;
                            } else if settled {
                                if self.judge_counted(first, counted, started, left.trace, left.snap) {
                                    return pc;
                                }
                                self.short_run(first, left.trace, left.snap).map(ShortRun::Left)
                            } else {
                                None
                            };
                            self.health(first, early);
                            return pc;
                        }
                    }
                }
            }
        }
    }
}
