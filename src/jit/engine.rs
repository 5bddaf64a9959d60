//! The engine: runs the interpreter with back-edge profiling and moves execution into traces and back.
//!
//! Interpreter -> (back-edge) -> hot counters -> record -> optimize -> trace cache -> execute
//!   ^                                                                             |
//!   +--------- deoptimization: the snapshot rebuilds the environment ------------+
//!
//! A guard that keeps failing gets a bridge: a trace recorded from its resume point, run instead of
//! leaving the trace the next times. Bridges and root traces end by entering another trace (`jump_trace`)
//! when they reach its anchor, so a program with several hot paths stays in traces.

use super::exec::{self, Exit as TraceExit};
use super::hot::{self, AnchorKey, GreenVal, Greens, HotAction, HotCounters, TraceId};
use super::ir::{Opcode, Trace};
use super::opt;
use super::record::{AbortReason, RecordContext, Recorded, Recorder};
use super::snapshot::Resume;
use crate::interp::{self, Code, Env, Exit, Outcome, Pc};
use crate::lang::cfg::Liveness;
use crate::lang::{BlockId, Program};
use crate::value::Value;
use std::collections::{BTreeMap, HashMap};
use std::time::Instant;

/// What `--log` prints, to standard error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LogKinds {
    pub hot: bool,
    pub trace: bool,
    pub opt: bool,
    pub deopt: bool,
    pub bridge: bool,
    pub abort: bool,
    pub asm: bool,
}

impl LogKinds {
    pub const NAMES: [&'static str; 7] = ["hot", "trace", "opt", "deopt", "bridge", "abort", "asm"];

    /// Parses a comma-separated list of kinds (`all` for every kind).
    pub fn parse(text: &str) -> Result<LogKinds, String> {
        let mut k = LogKinds::default();
        for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word {
                "hot" => k.hot = true,
                "trace" => k.trace = true,
                "opt" => k.opt = true,
                "deopt" => k.deopt = true,
                "bridge" => k.bridge = true,
                "abort" => k.abort = true,
                "asm" => k.asm = true,
                "all" => {
                    k = LogKinds {
                        hot: true,
                        trace: true,
                        opt: true,
                        deopt: true,
                        bridge: true,
                        abort: true,
                        asm: true,
                    }
                }
                _ => return Err(format!("unknown log kind '{word}' (known: {}, all)", LogKinds::NAMES.join(", "))),
            }
        }
        Ok(k)
    }
}

/// Settings of the JIT.
#[derive(Clone, Debug)]
pub struct JitOptions {
    pub threshold: u32,
    pub bridge_threshold: u32,
    pub max_trace_len: usize,
    pub log: LogKinds,
}

impl Default for JitOptions {
    fn default() -> JitOptions {
        JitOptions {
            threshold: hot::DEFAULT_THRESHOLD,
            bridge_threshold: hot::DEFAULT_BRIDGE_THRESHOLD,
            max_trace_len: hot::DEFAULT_MAX_TRACE_LEN,
            log: LogKinds::default(),
        }
    }
}

/// Where a trace comes from.
#[derive(Clone, Debug)]
pub enum Origin {
    Root(AnchorKey),
    /// A bridge from guard `snap` of trace `parent` (for `guard_value`, for one failing value).
    Bridge {
        parent: TraceId,
        snap: u32,
        value: Option<GreenVal>,
    },
}

/// A trace in the cache, with its counters.
pub struct CompiledTrace {
    pub id: TraceId,
    /// The trace as recorded, before optimization.
    pub recorded: Trace,
    pub origin: Origin,
    /// Where the trace starts, as text: the anchor with its green values, or the guard a bridge leaves.
    pub title: String,
    pub trace: Trace,
    pub recorded_ops: usize,
    pub entered: u64,
    /// Failures per guard (snapshot index), and per value for `guard_value`.
    pub failures: HashMap<(u32, Option<GreenVal>), u32>,
    pub deopts: BTreeMap<u32, u64>,
    pub bridges: HashMap<(u32, Option<GreenVal>), TraceId>,
    /// Guards whose bridge recordings keep aborting: no more tries.
    pub bridge_aborts: HashMap<(u32, Option<GreenVal>), u32>,
    pub record_us: f64,
    pub optimize_us: f64,
    /// The instruction of each snapshot (guards and `jump_trace`).
    snap_ops: Vec<usize>,
    /// Machine code: its size, and how long compiling took (`None`: runs on the trace executor).
    pub native: Option<(usize, f64)>,
}

/// Statistics of a run, for `--stats json`.
#[derive(Default)]
pub struct Stats {
    pub aborts: BTreeMap<&'static str, u64>,
    pub record_us: f64,
    pub optimize_us: f64,
    pub compile_us: f64,
    /// Traces the backend could not compile, with the reason (they run on the trace executor).
    pub not_compiled: Vec<(TraceId, String)>,
}

/// What runs after a guard failed.
enum After {
    Run(TraceId),
    Interpret(Pc),
}

pub struct Engine<'p> {
    pub program: &'p Program,
    /// The machine-code backend (`--mode jit`); without it traces run on the trace executor.
    #[cfg(target_arch = "x86_64")]
    pub backend: Option<super::x64::Backend>,
    #[cfg(target_arch = "x86_64")]
    shadow: Option<super::x64::glue::Shadow>,
    pub code: Code,
    liveness: Liveness,
    greens: Greens,
    /// The program's names, shared by every trace for printing.
    names: std::rc::Rc<super::ir::Names>,
    hot: HotCounters,
    pub traces: Vec<CompiledTrace>,
    pub options: JitOptions,
    pub stats: Stats,
}

impl<'p> Engine<'p> {
    /// An engine whose traces run on the trace executor.
    pub fn new(program: &'p Program, options: JitOptions) -> Engine<'p> {
        Engine {
            program,
            #[cfg(target_arch = "x86_64")]
            backend: None,
            #[cfg(target_arch = "x86_64")]
            shadow: None,
            code: Code::compile(program, true),
            liveness: Liveness::compute(program),
            greens: Greens::compute(program),
            names: super::ir::Names::of(program),
            hot: HotCounters::default(),
            traces: Vec::new(),
            options,
            stats: Stats::default(),
        }
    }

    /// An engine that compiles its traces to x86-64 machine code. `limited_steps`: a `--max-steps` limit
    /// is in force, so compiled code must count steps.
    #[cfg(target_arch = "x86_64")]
    pub fn new_native(program: &'p Program, options: JitOptions, limited_steps: bool) -> std::io::Result<Engine<'p>> {
        let mut engine = Engine::new(program, options);
        engine.backend = Some(super::x64::Backend::new(program.vars.len(), limited_steps)?);
        engine.shadow = Some(super::x64::glue::Shadow::new(program.vars.len()));
        Ok(engine)
    }

    /// Runs the program from its entry on `env` (inputs assigned).
    pub fn run(&mut self, env: &mut Env, max_steps: u64) -> Outcome {
        let mut steps = max_steps;
        let mut pc = self.code.block_start[self.program.entry as usize];
        loop {
            match interp::run(self.program, &self.code, env, pc, &mut steps) {
                Ok(Exit::Stop(v)) => return Outcome::Printed(v),
                Ok(Exit::OutOfSteps(_)) => return Outcome::OutOfSteps(max_steps),
                Err(e) => return Outcome::Error(e),
                Ok(Exit::Anchor(block)) => pc = self.back_edge(block, env, &mut steps),
            }
        }
    }

    fn anchor_text(&self, key: &AnchorKey, env: &Env) -> String {
        let label = &self.program.block(key.block).label;
        let greens: Vec<String> = self
            .greens
            .of(key.block)
            .iter()
            .map(|&v| {
                let value = env[v as usize].as_ref().map_or("<unset>".to_string(), super::ir::const_text);
                format!("{}={}", self.program.var_name(v), value)
            })
            .collect();
        if greens.is_empty() { label.clone() } else { format!("{label} [{}]", greens.join(", ")) }
    }

    /// A back-edge into `block`: count, record, or enter a trace. Returns where the interpreter goes on.
    fn back_edge(&mut self, block: BlockId, env: &mut Env, steps: &mut u64) -> Pc {
        let key = self.greens.key(block, env);
        match self.hot.back_edge(&key, self.options.threshold) {
            HotAction::Interpret => self.code.block_start[block as usize],
            HotAction::Enter(id) => self.execute(id, env, steps),
            HotAction::Record => {
                if self.options.log.hot {
                    eprintln!("[hot] anchor {} is hot", self.anchor_text(&key, env));
                }
                self.record_root(key, env, steps)
            }
        }
    }

    fn find_trace(hot: &HotCounters, greens: &Greens, block: BlockId, env: &Env) -> Option<TraceId> {
        if !hot.has_trace_at_block(block) {
            return None;
        }
        hot.trace_at(&greens.key(block, env))
    }

    fn record(
        &mut self,
        anchor: Option<&AnchorKey>,
        start: Resume,
        env: &mut Env,
        steps: &mut u64,
    ) -> (Recorded, Resume, f64) {
        let t0 = Instant::now();
        let hot = &self.hot;
        let greens = &self.greens;
        let find = |block: BlockId, env: &Env| Engine::find_trace(hot, greens, block, env);
        let cx = RecordContext {
            program: self.program,
            names: self.names.clone(),
            liveness: &self.liveness,
            greens: &self.greens,
            anchor,
            find_trace: &find,
            max_len: self.options.max_trace_len,
        };
        let recorder = Recorder::new(cx, env, start);
        let (recorded, at) = recorder.run(env, start, steps);
        let us = t0.elapsed().as_secs_f64() * 1e6;
        self.stats.record_us += us;
        (recorded, at, us)
    }

    /// Optimizes and caches a recorded trace; returns its id.
    fn install(&mut self, mut trace: Trace, origin: Origin, title: String, start: Resume, record_us: f64) -> TraceId {
        let id = self.traces.len() as TraceId;
        trace.start = start;
        let recorded_ops = trace.ops.len();
        if self.options.log.trace {
            eprintln!("[trace] T{id} {title}: recorded ({} ops):\n{trace}", trace.ops.len());
        }
        let t0 = Instant::now();
        let optimized = opt::optimize(&trace);
        let optimize_us = t0.elapsed().as_secs_f64() * 1e6;
        self.stats.optimize_us += optimize_us;
        if self.options.log.opt {
            eprintln!(
                "[opt] T{id} {title}: optimized ({} ops, {optimize_us:.1} us):\n{optimized}",
                optimized.ops.len()
            );
        }
        let mut snap_ops = vec![0; optimized.snapshots.len()];
        for (i, inst) in optimized.ops.iter().enumerate() {
            if inst.op.info().guard {
                snap_ops[inst.snap as usize] = i;
            }
        }
        let native = self.compile_native(id, &optimized, &title);
        self.traces.push(CompiledTrace {
            id,
            recorded: trace,
            origin,
            title,
            snap_ops,
            native,
            trace: optimized,
            recorded_ops,
            entered: 0,
            failures: HashMap::new(),
            deopts: BTreeMap::new(),
            bridges: HashMap::new(),
            bridge_aborts: HashMap::new(),
            record_us,
            optimize_us,
        });
        id
    }

    #[cfg(target_arch = "x86_64")]
    fn compile_native(&mut self, id: TraceId, trace: &Trace, title: &str) -> Option<(usize, f64)> {
        let backend = self.backend.as_mut()?;
        match backend.compile(id, trace) {
            Ok(native) => {
                let result = (native.code_bytes, native.compile_us);
                self.stats.compile_us += native.compile_us;
                if self.options.log.asm {
                    let listing = super::x64::listing::listing(backend, id, trace).unwrap_or_default();
                    eprintln!("[asm] T{id} {title}: {} bytes, {:.1} us\n{listing}", result.0, result.1);
                }
                Some(result)
            }
            Err(super::x64::Unsupported(reason)) => {
                if self.options.log.asm {
                    eprintln!("[asm] T{id} {title}: not compiled ({reason}); it runs on the trace executor");
                }
                self.stats.not_compiled.push((id, reason));
                None
            }
        }
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn compile_native(&mut self, _id: TraceId, _trace: &Trace, _title: &str) -> Option<(usize, f64)> {
        None
    }

    /// Writes the perf map of the compiled traces (`--perf-map`).
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    pub fn write_perf_map(&self) -> std::io::Result<Option<std::path::PathBuf>> {
        let Some(backend) = self.backend.as_ref() else { return Ok(None) };
        let names: Vec<String> = self
            .traces
            .iter()
            .map(|t| t.title.chars().take(80).collect::<String>().replace(char::is_whitespace, "_"))
            .collect();
        backend.write_perf_map(&names).map(Some)
    }

    /// The machine-code listing of trace `id` (the `asm/` golden files), if it is compiled.
    #[cfg(target_arch = "x86_64")]
    pub fn asm_listing(&self, id: TraceId) -> Option<String> {
        super::x64::listing::listing(self.backend.as_ref()?, id, &self.traces[id as usize].trace)
    }

    /// Runs trace `id` in machine code; returns the trace it left from and how.
    #[cfg(target_arch = "x86_64")]
    fn run_native(&mut self, id: TraceId, env: &mut Env, steps: &mut u64) -> (TraceId, TraceExit) {
        use super::x64::{EXIT_NOT_ENTERED, EXIT_STEPS, glue};
        let (Some(backend), Some(shadow)) = (self.backend.as_ref(), self.shadow.as_mut()) else {
            unreachable!("native traces exist only with a backend")
        };
        shadow.fill(env, *steps);
        let code = glue::run(backend, id, shadow);
        shadow.write_back(env);
        if backend.limited_steps {
            *steps = shadow.steps();
        }
        let at = (code >> 32) as TraceId;
        let ct = &self.traces[at as usize];
        let start = |t: &Trace| self.code.pc_of(t.start.block, t.start.op as usize);
        let exit = match code as u32 {
            EXIT_NOT_ENTERED => TraceExit::NotEntered,
            EXIT_STEPS => TraceExit::Steps { pc: start(&ct.trace) },
            snap => {
                let s = &ct.trace.snapshots[snap as usize];
                let pc = self.code.pc_of(s.resume.block, s.resume.op as usize);
                let inst = ct.trace.ops[ct.snap_ops[snap as usize]];
                match inst.op {
                    Opcode::JumpTrace => TraceExit::Link { target: inst.aux, pc },
                    Opcode::GuardSteps => TraceExit::Steps { pc },
                    Opcode::GuardValue => {
                        let kind = super::x64::emit::mc_kind(ct.trace.ty(inst.args[0]));
                        TraceExit::Guard { snap, pc, value: Some(shadow.guard_value(kind)) }
                    }
                    _ => TraceExit::Guard { snap, pc, value: None },
                }
            }
        };
        (at, exit)
    }

    fn log_abort(&mut self, what: &str, reason: AbortReason, at: Resume) {
        *self.stats.aborts.entry(reason.name()).or_default() += 1;
        if self.options.log.abort {
            let label = &self.program.block(at.block).label;
            eprintln!("[abort] {what}: {reason} at {label}/{}", at.op);
        }
    }

    fn record_root(&mut self, key: AnchorKey, env: &mut Env, steps: &mut u64) -> Pc {
        let start = Resume { block: key.block, op: 0 };
        let anchor_text = self.anchor_text(&key, env);
        let (recorded, at, us) = self.record(Some(&key), start, env, steps);
        match recorded {
            Recorded::Loop(trace) | Recorded::Linked(trace, _) => {
                let title = format!("loop at {anchor_text}");
                let id = self.install(trace, Origin::Root(key.clone()), title, start, us);
                self.hot.set_trace(&key, id);
                // The recording ran the program up to `at`: the loop's head, or another trace's.
                let target = match self.traces[id as usize].trace.ops.last().map(|i| (i.op, i.aux)) {
                    Some((Opcode::JumpTrace, t)) => t,
                    _ => id,
                };
                self.execute(target, env, steps)
            }
            Recorded::Aborted(reason) => {
                let blacklisted = self.hot.abort(&key);
                self.log_abort(&format!("trace at {anchor_text}"), reason, at);
                if blacklisted && self.options.log.abort {
                    eprintln!("[abort] anchor {anchor_text} blacklisted");
                }
                self.code.pc_of(at.block, at.op as usize)
            }
        }
    }

    /// Runs trace `id` and whatever it links to; returns where the interpreter goes on.
    fn execute(&mut self, mut id: TraceId, env: &mut Env, steps: &mut u64) -> Pc {
        loop {
            self.traces[id as usize].entered += 1;
            let (at, exit) = self.run_trace(id, env, steps);
            match exit {
                TraceExit::NotEntered => {
                    if at == id {
                        self.traces[id as usize].entered -= 1;
                    }
                    let start = self.traces[at as usize].trace.start;
                    return self.code.pc_of(start.block, start.op as usize);
                }
                TraceExit::Steps { pc } => return pc,
                TraceExit::Link { target, .. } => id = target,
                TraceExit::Guard { snap, pc, value } => match self.guard_failed(at, snap, pc, value, env, steps) {
                    After::Run(next) => id = next,
                    After::Interpret(pc) => return pc,
                },
            }
        }
    }

    /// Runs one trace, in machine code if it is compiled; returns the trace it left from and how.
    fn run_trace(&mut self, id: TraceId, env: &mut Env, steps: &mut u64) -> (TraceId, TraceExit) {
        #[cfg(target_arch = "x86_64")]
        if self.traces[id as usize].native.is_some() {
            return self.run_native(id, env, steps);
        }
        (id, exec::run(&self.traces[id as usize].trace, &self.code, env, steps))
    }

    /// Patches the exit of guard `snap` of `parent` to jump straight to `bridge` in machine code. Not for
    /// a `guard_value`'s bridges: each serves one value, so that exit keeps going through the engine, which
    /// picks the bridge for the value it failed with.
    #[cfg(target_arch = "x86_64")]
    fn link_native(&mut self, parent: TraceId, snap: u32, any_value: bool, bridge: TraceId) {
        let both = self.traces[parent as usize].native.is_some() && self.traces[bridge as usize].native.is_some();
        if let (true, true, Some(backend)) = (any_value, both, self.backend.as_mut())
            && let Err(super::x64::Unsupported(reason)) = backend.link_exit(parent, snap, bridge)
            && self.options.log.bridge
        {
            eprintln!("[bridge] T{bridge} not linked into T{parent}: {reason}");
        }
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn link_native(&mut self, _parent: TraceId, _snap: u32, _any_value: bool, _bridge: TraceId) {}

    /// Counts a guard failure (the environment is already rebuilt, for the interpreter at `pc`) and
    /// says what runs next: a bridge, or the interpreter.
    fn guard_failed(
        &mut self,
        id: TraceId,
        snap: u32,
        pc: Pc,
        value: Option<Value>,
        env: &mut Env,
        steps: &mut u64,
    ) -> After {
        let ct = &mut self.traces[id as usize];
        let value = value.map(|v| GreenVal::of(&Some(v)));
        let key = (snap, value.clone());
        *ct.deopts.entry(snap).or_default() += 1;
        let resume = ct.trace.snapshots[snap as usize].resume;
        if self.options.log.deopt {
            let label = &self.program.block(resume.block).label;
            eprintln!("[deopt] T{id} guard {snap} failed: resume at {label}/{}", resume.op);
        }
        if let Some(&bridge) = ct.bridges.get(&key) {
            return After::Run(bridge);
        }
        if ct.bridges.keys().filter(|(s, _)| *s == snap).count() >= hot::MAX_BRIDGES_PER_GUARD {
            return After::Interpret(pc);
        }
        let failures = ct.failures.entry(key.clone()).or_default();
        *failures += 1;
        if *failures <= self.options.bridge_threshold
            || ct.bridge_aborts.get(&key).copied().unwrap_or(0) >= hot::MAX_ABORTS
        {
            return After::Interpret(pc);
        }
        *failures = 0;
        // The environment stands at the guard's resume point: record the bridge from there.
        let (recorded, at, us) = self.record(None, resume, env, steps);
        match recorded {
            Recorded::Linked(trace, target) => {
                let title = format!("bridge from guard {snap} of T{id}");
                let bridge = self.install(trace, Origin::Bridge { parent: id, snap, value }, title, resume, us);
                self.traces[id as usize].bridges.insert(key.clone(), bridge);
                self.link_native(id, snap, key.1.is_none(), bridge);
                if self.options.log.bridge {
                    let label = &self.program.block(resume.block).label;
                    eprintln!(
                        "[bridge] T{bridge} attached to guard {snap} of T{id} (from {label}/{}), links to T{target}",
                        resume.op
                    );
                }
                // The recording ran the program up to the start of `target`.
                After::Run(target)
            }
            Recorded::Loop(_) => unreachable!("a bridge has no anchor to close on"),
            Recorded::Aborted(reason) => {
                *self.traces[id as usize].bridge_aborts.entry(key).or_default() += 1;
                self.log_abort(&format!("bridge from guard {snap} of T{id}"), reason, at);
                // Go on interpreting where the recording stopped.
                After::Interpret(self.code.pc_of(at.block, at.op as usize))
            }
        }
    }
}

impl Engine<'_> {
    /// Every trace in the cache, optimized, as text: what the golden files hold.
    pub fn listing(&self) -> String {
        let mut out = String::new();
        for ct in &self.traces {
            out.push_str(&format!("# T{} {}\n{}\n", ct.id, ct.title, ct.trace));
        }
        out
    }

    /// The `--stats json` object.
    pub fn stats_json(&self) -> serde_json::Value {
        use serde_json::json;
        let traces: Vec<serde_json::Value> = self
            .traces
            .iter()
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
                            json!({ "var": self.program.var_name(*v), "value": green_text(g) })
                        }).collect::<Vec<_>>(),
                    }),
                    Origin::Bridge { parent, snap, .. } => json!({ "kind": "bridge", "parent": parent, "guard": snap }),
                };
                let deopts: BTreeMap<String, u64> = ct.deopts.iter().map(|(k, v)| (k.to_string(), *v)).collect();
                json!({
                    "id": ct.id,
                    "origin": origin,
                    "ops_recorded": ct.recorded_ops,
                    "ops_optimized": ct.trace.ops.len(),
                    "guards": ct.trace.guards(),
                    "ops_by_name": by_name,
                    "entered": ct.entered,
                    "deopts_per_guard": deopts,
                    "bridges": ct.bridges.values().collect::<Vec<_>>(),
                    "record_us": round1(ct.record_us),
                    "optimize_us": round1(ct.optimize_us),
                    "code_bytes": ct.native.map(|n| n.0),
                    "compile_us": ct.native.map(|n| round1(n.1)),
                })
            })
            .collect();
        json!({
            "traces": traces,
            "bridges": self.traces.iter().filter(|t| matches!(t.origin, Origin::Bridge { .. })).count(),
            "aborts": self.stats.aborts,
            "record_us": round1(self.stats.record_us),
            "optimize_us": round1(self.stats.optimize_us),
            "compile_us": round1(self.stats.compile_us),
            "not_compiled": self.stats.not_compiled.iter().map(|(id, why)| json!({ "trace": id, "reason": why })).collect::<Vec<_>>(),
        })
    }
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn green_text(g: &GreenVal) -> String {
    match g {
        GreenVal::Unset => "<unset>".into(),
        GreenVal::Int(i) => i.to_string(),
        GreenVal::Big(b) => b.to_string(),
        GreenVal::Sym(s) => crate::value::Symbol(*s).name().to_string(),
        GreenVal::List(p) => format!("<list@{p:#x}>"),
    }
}
