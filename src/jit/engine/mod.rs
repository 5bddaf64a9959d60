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
//! One file per concern: the trace cache (`cache.rs`), the exit and bridge policy (`exits.rs`), the
//! native adapter (`native.rs`), reporting (`report.rs`: `--stats json`, listings) and the log options
//! (`log.rs`).

mod cache;
mod exits;
mod log;
mod native;
mod report;
mod work;

pub use cache::{CompiledTrace, Counts, ExitKey, Origin, TraceCache};
pub use log::{LogKind, LogKinds, LogRecord, LogSink};
pub use report::{HotAnchor, Stats, WorkSummary};
pub use work::{Runner, Shares, WorkMeter};

use super::anchor::{AnchorKey, Greens};
use super::exec;
use super::exit::ExitState;
use super::ir::{Opcode, SnapId, Trace, TraceId};
use super::opt;
use super::opt::entry::Known;
use super::policy::{self, HotAction, Policy};
use super::record::{AbortReason, End, RecordContext, Recorded, Recorder};
use super::snapshot::{ExitKind, Resume};
use crate::interp::{self, Code, Env, Exit, Outcome, Pc};
use crate::lang::cfg::Liveness;
use crate::lang::{BlockId, Program};
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
            body_entries: true,
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
    /// The program's names, shared by every trace for printing.
    names: std::rc::Rc<super::ir::Names>,
    policy: Policy,
    pub traces: TraceCache,
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
    /// The memory cap was reached: every trace is flushed at the next back-edge, and nothing is
    /// recorded until then.
    flush_pending: bool,
    /// The lists the traces hold as constants, by address (`hold_constants`).
    held_lists: rustc_hash::FxHashSet<usize>,
    pub options: JitOptions,
    pub stats: Stats,
    /// When the engine was made: the events of the statistics are timed from it.
    started: Instant,
    /// With `JitOptions::count_ops`: the interpreter's runs of each instruction of `code`.
    pub op_counts: Vec<u64>,
    /// Where the run's work goes (with `JitOptions::count`).
    pub work: Option<WorkMeter>,
    /// Log records made with no sink to take them.
    logs: Vec<LogRecord>,
    /// Warnings about the run, not the program (the jitdump cannot be written).
    notes: Vec<String>,
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
            names: super::ir::Names::of(program),
            policy: Policy::new(program, options.threshold),
            traces: TraceCache::default(),
            native: None,
            state: ExitState::new(program.vars.len()),
            registers: exec::Registers::default(),
            armed: vec![0; program.blocks.len()],
            flush_pending: false,
            held_lists: Default::default(),
            options,
            stats: Stats::default(),
            started: Instant::now(),
            op_counts,
            work,
            logs: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// An engine that compiles its traces to machine code. `limited_steps`: a `--max-steps` limit is in
    /// force, so compiled code must count steps.
    pub fn new_native(program: &'p Program, options: JitOptions, limited_steps: bool) -> std::io::Result<Engine<'p>> {
        let mut engine = Engine::new(program, options);
        let max_memory = engine.options.max_memory;
        let mut native = match Native::new(program.vars.len(), limited_steps, engine.options.body_entries, max_memory) {
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
        let mut steps = max_steps;
        let mut pc = self.code.block_start[self.program.entry as usize];
        let outcome = loop {
            let stretch = self.work.is_some().then(|| WorkMeter::start(steps));
            let exit = if self.options.count_ops {
                interp::run_counted(self.program, &self.code, env, pc, &mut steps, &mut self.skip, &mut self.op_counts)
            } else {
                interp::run(self.program, &self.code, env, pc, &mut steps, &mut self.skip)
            };
            if let (Some(work), Some(stretch)) = (self.work.as_mut(), stretch) {
                work.end_interpreting(stretch, steps);
            }
            match exit {
                Ok(Exit::Stop(Some(v))) => break Outcome::Printed(v),
                Ok(Exit::Stop(None)) => break Outcome::Stopped,
                Ok(Exit::OutOfSteps(_)) => break Outcome::OutOfSteps(max_steps),
                Err(e) => break Outcome::Error(e),
                Ok(Exit::Anchor(block)) => pc = self.back_edge(block, env, &mut steps),
            }
        };
        if self.options.log.deopt {
            self.log_deopt_totals();
        }
        outcome
    }

    /// Hands a log record to the sink, or keeps it when there is none. Callers check that its kind is
    /// logged before they make the text, so a run without `--log` formats nothing.
    pub(super) fn log(&mut self, kind: LogKind, text: String) {
        let record = LogRecord { kind, text };
        match &self.options.log_sink {
            Some(sink) => sink.send(&record),
            None => self.logs.push(record),
        }
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
        std::mem::take(&mut self.logs)
    }

    /// A back-edge into `block`: count, record, or enter a trace. Returns where the interpreter goes on.
    fn back_edge(&mut self, block: BlockId, env: &mut Env, steps: &mut u64) -> Pc {
        if self.flush_pending {
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
                if self.options.log.hot {
                    let text = format!("anchor {} is hot", self.anchor_where(&key));
                    self.log(LogKind::Hot, text);
                }
                self.record_root(key, env, steps)
            }
        }
    }

    fn find_trace(policy: &Policy, greens: &Greens, block: BlockId, env: &Env) -> Option<TraceId> {
        if !policy.has_trace_at_block(block) {
            return None;
        }
        policy.trace_at(&greens.key(block, env))
    }

    /// Whether a bridge's recording goes on through trace `t` rather than link to it: `t` is straight (a
    /// root trace that never loops and ends entering another trace), short, and has no bridge yet.
    ///
    /// A brainfuck outer loop runs as the straight trace of its head (the code up to its inner loop, as
    /// far as the inner loop's trace), the inner loop, and a bridge from the inner loop's exit back to
    /// the head: a bridge taking in the head's code makes one trace-to-trace transition less per outer
    /// iteration (mandelbrot.b through examples/bf.fg: 267 million loop entries become 168 million).
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

    /// Records from `start` (a loop when `anchor` is given, else a bridge); returns the recording, where
    /// the program stands, and the microseconds it took.
    fn record(
        &mut self,
        anchor: Option<&AnchorKey>,
        loop_end: Option<i64>,
        start: Resume,
        env: &mut Env,
        steps: &mut u64,
    ) -> (Recorded, Resume, Timing) {
        let t0 = Instant::now();
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
            max_len: self.options.max_trace_len,
            headers: &self.headers,
            passes: anchor.map_or(1, |key| self.policy.passes(key)),
            loop_end,
        };
        let recorder = Recorder::new(cx, env, start);
        let stretch = self.work.is_some().then(|| WorkMeter::start(*steps));
        let (recorded, at) = recorder.run(env, start, steps);
        if let (Some(work), Some(stretch)) = (self.work.as_mut(), stretch) {
            work.end(stretch, Runner::Recorder, *steps, anchor);
        }
        let us = t0.elapsed().as_secs_f64() * 1e6;
        self.stats.record_us += us;
        (recorded, at, Timing { at_us: self.since_start(t0), us })
    }

    /// Optimizes a recorded trace that starts at `start` (the id it will have names it in the logs),
    /// where the variables `known` have those values (a bridge: what its parent proved, `opt::entry`).
    fn optimize(
        &mut self,
        mut recorded: Trace,
        known: &[opt::entry::Known],
        title: &str,
        start: Resume,
        recording: Timing,
    ) -> Optimized {
        let id = self.traces.next_id();
        recorded.start = start;
        if self.options.log.trace {
            let text =
                format!("{id} {title} ({}): recorded ({} ops):\n{recorded}", self.source(start), recorded.ops.len());
            self.log(LogKind::Trace, text);
        }
        let t0 = Instant::now();
        let trace = if known.is_empty() {
            opt::optimize(&recorded)
        } else {
            opt::optimize(&opt::entry::with_known_inputs(&recorded, known))
        };
        let us = t0.elapsed().as_secs_f64() * 1e6;
        self.stats.optimize_us += us;
        if self.options.log.opt {
            let text = format!(
                "{id} {title} ({}): optimized ({} ops, {us:.1} us):\n{trace}",
                self.source(start),
                trace.ops.len()
            );
            self.log(LogKind::Opt, text);
        }
        Optimized { recorded, trace, us, recording }
    }

    /// Compiles and caches an optimized trace; returns its id. `known`: for a bridge, what its parent's
    /// exit knows (`opt::entry::known_at`).
    fn install(&mut self, o: Optimized, origin: Origin, title: String, known: &[Known]) -> TraceId {
        let id = self.traces.next_id();
        let Optimized { recorded: mut trace, trace: optimized, us: optimize_us, recording } = o;
        let path = if self.options.count_ops { std::mem::take(&mut trace.path) } else { Vec::new() };
        let ops_recorded = trace.ops.len();
        let mut ct = CompiledTrace::new(id, ops_recorded, optimized, origin, title);
        ct.recorded = self.options.keep_recorded.then_some(trace);
        ct.path = path;
        ct.record_us = recording.us;
        ct.recorded_at_us = recording.at_us;
        ct.optimize_us = optimize_us;
        if self.options.count {
            ct.counters = Some(self.state.add_counters(1 + ct.trace.snapshots.len()));
        }
        let name = self.perf_name(id, &ct.origin, ct.trace.start);
        // A bridge for any value of its guard gets an entry for that exit (a guard_value's bridges for
        // one value each are reached through a dispatch on the value instead).
        let from = match ct.origin {
            Origin::Bridge { parent, snap, value: None } => Some((parent, snap, known)),
            _ => None,
        };
        ct.native = self.compile_native(id, &ct.trace, &ct.title, &name, ct.counters, from);
        if ct.native.is_none() {
            ct.decoded = Some(exec::Decoded::new(&ct.trace));
        }
        self.state.track(&ct.trace);
        self.stats.memory += ct.memory() + self.hold_constants(&ct);
        let id = self.traces.push(ct);
        self.check_memory();
        id
    }

    /// What the JIT keeps, in bytes: machine code, traces and the lists they hold, profiles, and the
    /// policy's anchors.
    pub fn memory(&self) -> usize {
        self.stats.memory + self.policy.bytes()
    }

    /// Past the memory cap, every trace is flushed at the next back-edge the interpreter reports.
    pub(super) fn check_memory(&mut self) {
        let memory = self.memory();
        if memory > self.options.max_memory && !self.flush_pending {
            // Every trace is flushed at the next back-edge the interpreter reports (`back_edge`), where
            // no machine code runs and no caller holds a trace; until then nothing more is recorded.
            self.flush_pending = true;
            *self.stats.aborts.entry("memory_full").or_default() += 1;
            let detail = format!("{} KiB of machine code and traces: every trace is flushed", memory >> 10);
            self.note_abort("the JIT's memory".into(), "memory_full", None, detail);
            if self.options.log.abort {
                let text = format!(
                    "the JIT's memory is full ({} KiB of machine code and traces, --jit-max-memory {} MiB): \
                     every trace is flushed, and hot loops are compiled again",
                    memory >> 10,
                    self.options.max_memory >> 20
                );
                self.log(LogKind::Abort, text);
            }
        }
    }

    /// The bytes of the lists trace `ct` holds as constants that no trace held before: a list a trace
    /// holds stays alive as long as the trace, whatever the program does with it, so it counts against
    /// the memory cap, once however many traces hold it.
    fn hold_constants(&mut self, ct: &CompiledTrace) -> usize {
        let mut bytes = 0;
        for t in std::iter::once(&ct.trace).chain(ct.recorded.as_ref()) {
            for v in t.consts.iter() {
                if let crate::value::Value::List(l) = v
                    && self.held_lists.insert(std::rc::Rc::as_ptr(l) as usize)
                {
                    bytes += l.heap_bytes();
                }
            }
        }
        bytes
    }

    /// Throws every trace away (the memory cap was reached, `policy.rs`): the machine code, the traces,
    /// what the exit state keeps for them; anchors count again from zero. Only where the interpreter
    /// runs, with no trace in use.
    fn flush(&mut self) {
        self.flush_pending = false;
        self.stats.flushes += 1;
        self.stats.traces_flushed += self.traces.len() as u64;
        self.traces.flush();
        self.policy.flush();
        let next = self.traces.next_id();
        if let Some(Err(e)) = self.native.as_mut().map(|n| n.flush(next)) {
            self.notes.push(e);
        }
        self.state.flush();
        self.skip.fill(0);
        self.armed.fill(0);
        self.stats.memory = 0;
        self.held_lists.clear();
    }

    /// Microseconds from the engine's start to `t`.
    pub(super) fn since_start(&self, t: Instant) -> f64 {
        t.saturating_duration_since(self.started).as_secs_f64() * 1e6
    }

    /// Compiles a trace to machine code when there is a backend; `None`: it runs on the trace executor.
    fn compile_native(
        &mut self,
        id: TraceId,
        trace: &Trace,
        title: &str,
        name: &str,
        counters: Option<usize>,
        from: Option<(TraceId, SnapId, &[Known])>,
    ) -> Option<(usize, f64)> {
        let heading = format!("{id} {title} ({})", self.source(trace.start));
        let counters = counters.map(|k| super::exit::counter_offset(self.program.vars.len(), k));
        let native = self.native.as_mut()?;
        let compiled = native.compile(id, trace, name, &heading, counters, from);
        let listing = (compiled.is_ok() && self.options.log.asm).then(|| native.listing(id, trace).unwrap_or_default());
        match compiled {
            Ok((bytes, us)) => {
                self.stats.compile_us += us;
                if let Some(listing) = listing {
                    let text =
                        format!("{id} {title} ({}): {bytes} bytes, {us:.1} us\n{listing}", self.source(trace.start));
                    self.log(LogKind::Asm, text);
                }
                Some((bytes, us))
            }
            Err(reason) => {
                if self.options.log.asm {
                    let text = format!(
                        "{id} {title} ({}): not compiled ({reason}); it runs on the trace executor",
                        self.source(trace.start)
                    );
                    self.log(LogKind::Asm, text);
                }
                self.stats.not_compiled.push((id, reason));
                None
            }
        }
    }

    fn record_root(&mut self, key: AnchorKey, env: &mut Env, steps: &mut u64) -> Pc {
        let start = Resume { block: key.block, op: 0 };
        let anchor_text = self.anchor_text(&key);
        let loop_end = self.policy.loop_end(key.block);
        let (recorded, at, us) = self.record(Some(&key), loop_end, start, env, steps);
        match recorded {
            Recorded::Trace(trace, end) => {
                let cut = if end == End::Cut { " (cut short)" } else { "" };
                let title = format!("loop at {anchor_text}{cut}");
                let optimized = self.optimize(trace, &[], &title, start, us);
                if end == End::Loop
                    && let Some(guard) = opt::guards::body_always_exits(&optimized.trace)
                    && self.policy.add_pass(&key)
                {
                    let snap = optimized.trace.snapshot(optimized.trace.ops[guard.index()].snap);
                    let what = format!(
                        "trace at {anchor_text} (its guard at {} always fails in the loop; next recording spans {} passes)",
                        self.position(snap.resume),
                        self.policy.passes(&key)
                    );
                    self.log_abort(&what, AbortReason::NeverIterates, at);
                    return self.code.pc_of(at.block, at.op as usize);
                }
                let id = self.install(optimized, Origin::Root(key.clone()), title, &[]);
                if let Some(adapted) = self.policy.set_trace(&key, id) {
                    self.log_adapted(adapted);
                }
                // The recording ran the program up to `at`: the loop's head, another trace's start, or
                // (cut short) where it stopped.
                match end {
                    End::Loop => self.execute(id, env, steps),
                    End::Link(target) => self.execute(target, env, steps),
                    End::Cut => self.code.pc_of(at.block, at.op as usize),
                }
            }
            Recorded::Aborted(reason) => {
                self.log_abort(&format!("trace at {anchor_text}"), reason, at);
                let (blacklisted, adapted) = self.policy.abort(&key, reason);
                if blacklisted {
                    self.log_blacklisted(&key, "its recordings kept aborting");
                }
                if let Some(adapted) = adapted {
                    self.log_adapted(adapted);
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
        let b = self.program.block(label);
        let what = format!("{} at {} ({}:{})", self.program.var_name(var), b.label, self.program.file, b.pos.line);
        if self.options.log.hot {
            let text = format!(
                "{what} is no longer promoted: a list the program keeps changing ({} versions)",
                policy::MAX_LIST_VERSIONS
            );
            self.log(LogKind::Hot, text);
        }
        self.stats.demoted.push(what);
    }

    /// The anchor at the root of trace `id`'s tree.
    pub fn root_anchor(&self, mut id: TraceId) -> Option<&AnchorKey> {
        loop {
            match &self.traces[id].origin {
                Origin::Root(key) => return Some(key),
                Origin::Bridge { parent, .. } if self.traces.contains(*parent) => id = *parent,
                Origin::Bridge { .. } => return None,
            }
        }
    }

    /// Runs trace `id` and whatever it links to; returns where the interpreter goes on.
    fn execute(&mut self, mut id: TraceId, env: &mut Env, steps: &mut u64) -> Pc {
        let first = id;
        loop {
            self.traces.get_mut(id).entered += 1;
            // Code that cannot be made executable (`mprotect` failing) runs on the trace executor.
            let native_run = self.traces[id].native.is_some() && self.native.as_mut().is_some_and(|n| n.seal().is_ok());
            self.state.fill(env, *steps, native_run);
            let stretch = self.work.is_some().then(|| WorkMeter::start(*steps));
            match &self.native {
                Some(native) if native_run => {
                    native.run(id, &mut self.state);
                    if native.limited_steps() {
                        *steps = self.state.steps();
                    }
                }
                _ => exec::run(&self.traces, id, env, &mut self.state, steps, &mut self.registers),
            }
            if let Some(stretch) = stretch {
                let runner = if native_run { Runner::MachineCode } else { Runner::TraceExecutor };
                let root = self.root_anchor(id).cloned();
                self.work.as_mut().expect("measuring").end(stretch, runner, *steps, root.as_ref());
            }
            let traces = &self.traces;
            let left = self.state.restore(|t| &traces[t].trace, &self.code, env);
            match left.kind {
                ExitKind::NotEntered => {
                    if left.trace == id {
                        self.traces.get_mut(id).entered -= 1;
                    }
                    self.health(first, (left.trace == first).then_some(left.snap));
                    return left.pc;
                }
                ExitKind::Steps => {
                    self.health(first, None);
                    return left.pc;
                }
                ExitKind::Link(target) => id = target,
                ExitKind::Guard => {
                    // Only a failing `guard_value` says which value it saw.
                    let value =
                        left.value.filter(|_| self.traces[left.trace].exit_op(left.snap) == Some(Opcode::GuardValue));
                    match self.guard_failed(left.trace, left.snap, left.pc, value, env, steps) {
                        exits::After::Run(next) => id = next,
                        exits::After::Interpret(pc) => {
                            // Back in the interpreter before the trace entered from it did one whole
                            // iteration: the entry was of no use.
                            let early = left.trace == first && self.traces[first].in_preamble(left.snap);
                            self.health(first, early.then_some(left.snap));
                            return pc;
                        }
                    }
                }
            }
        }
    }
}
