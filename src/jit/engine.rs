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
}

/// Statistics of a run, for `--stats json`.
#[derive(Default)]
pub struct Stats {
    pub aborts: BTreeMap<&'static str, u64>,
    pub record_us: f64,
    pub optimize_us: f64,
}

/// What runs after a guard failed.
enum After {
    Run(TraceId),
    Interpret(Pc),
}

pub struct Engine<'p> {
    pub program: &'p Program,
    pub code: Code,
    liveness: Liveness,
    greens: Greens,
    hot: HotCounters,
    pub traces: Vec<CompiledTrace>,
    pub options: JitOptions,
    pub stats: Stats,
}

impl<'p> Engine<'p> {
    pub fn new(program: &'p Program, options: JitOptions) -> Engine<'p> {
        Engine {
            program,
            code: Code::compile(program, true),
            liveness: Liveness::compute(program),
            greens: Greens::compute(program),
            hot: HotCounters::default(),
            traces: Vec::new(),
            options,
            stats: Stats::default(),
        }
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
                let value = env[v as usize].as_ref().map_or("<unset>".to_string(), |x| super::ir::const_text(x));
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
        if hot.anchors.is_empty() {
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
        self.traces.push(CompiledTrace {
            id,
            origin,
            title,
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
            let ct = &mut self.traces[id as usize];
            ct.entered += 1;
            match exec::run(&ct.trace, &self.code, env, steps) {
                TraceExit::NotEntered => {
                    ct.entered -= 1;
                    return self.code.pc_of(ct.trace.start.block, ct.trace.start.op as usize);
                }
                TraceExit::Steps { pc } => return pc,
                TraceExit::Link { target, .. } => id = target,
                TraceExit::Guard { snap, pc, value } => match self.guard_failed(id, snap, pc, value, env, steps) {
                    After::Run(next) => id = next,
                    After::Interpret(pc) => return pc,
                },
            }
        }
    }

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
                self.traces[id as usize].bridges.insert(key, bridge);
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
                })
            })
            .collect();
        json!({
            "traces": traces,
            "bridges": self.traces.iter().filter(|t| matches!(t.origin, Origin::Bridge { .. })).count(),
            "aborts": self.stats.aborts,
            "record_us": round1(self.stats.record_us),
            "optimize_us": round1(self.stats.optimize_us),
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
