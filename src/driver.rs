//! Runs a loaded program in the mode the user chose; shared by the command line, tests and benchmarks.
//!
//! [`run`] returns what a run produced as data: the [`Outcome`], the JIT's log records (unless
//! [`JitOptions::log_sink`] takes them as they are made), its statistics when asked for, and notes. It
//! prints nothing: the `fgljit` binary prints them.

use crate::interp::{self, Code, Env, Outcome};
use crate::jit::engine::{Engine, JitOptions, LogRecord};
use crate::lang::Program;
use crate::value::Value;

/// How to execute a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// The plain interpreter.
    Interp,
    /// Hot loops are traced, optimized and run on the trace executor.
    Trace,
    /// Hot loops are traced, optimized and compiled to x86-64 machine code (the command line's
    /// default; on other architectures [`run`] refuses it with a [`UsageError`]).
    #[default]
    Jit,
}

/// How to run a program. `Options::default()` is what `fgljit run` does with no flags: `--mode jit`, no
/// step limit, the default JIT settings, no logs, no statistics.
#[derive(Clone, Debug)]
pub struct Options {
    pub mode: Mode,
    /// Jumps allowed before the run stops with [`Outcome::OutOfSteps`] (the command line's exit status
    /// 3); `u64::MAX`: no limit.
    pub max_steps: u64,
    pub jit: JitOptions,
    /// Collect the JIT's statistics ([`Run::stats`], the command line's `--stats json`).
    pub stats: bool,
    /// Write /tmp/perf-PID.map naming the compiled traces at the end of the run (Linux, `Mode::Jit`).
    pub perf_map: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: Mode::default(),
            max_steps: u64::MAX,
            jit: JitOptions::default(),
            stats: false,
            perf_map: false,
        }
    }
}

/// What a run produced.
#[derive(Debug)]
pub struct Run {
    pub outcome: Outcome,
    /// The log records of the kinds `options.jit.log` asked for, in order, when no
    /// [`JitOptions::log_sink`] took them as they were made (then this is empty).
    pub logs: Vec<LogRecord>,
    /// The statistics (`--stats json`'s object) when `options.stats` asked for them.
    pub stats: Option<serde_json::Value>,
    /// Warnings and notes about the run, not the program (`warning: cannot write the perf map: ...`),
    /// one line each.
    pub notes: Vec<String>,
}

/// A command-line problem found before anything runs (exit status 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Makes the starting environment: every input assigned, every other variable empty.
pub fn initial_env(program: &Program, code: &Code, args: &[(String, Value)]) -> Result<Env, UsageError> {
    let mut env = code.new_env();
    for (name, value) in args {
        let var = program.var_id(name).ok_or_else(|| {
            let hint = crate::lang::diag::did_you_mean(name, program.entry_var_names());
            let hint = hint.map_or(String::new(), |h| format!("; {h}"));
            UsageError(format!("--arg {name}: the program has no variable named '{name}'{hint}"))
        })?;
        env[var as usize] = Some(value.clone());
    }
    Ok(env)
}

/// Runs `program` from its entry block with the given inputs (`(name, value)` pairs).
///
/// ```
/// use fgljit::driver::{self, Options};
/// use fgljit::interp::Outcome;
/// use fgljit::lang::{self, Format};
/// use fgljit::value::Value;
///
/// let source = "
/// start:
///   sum = 0
///   goto loop
/// loop:
///   sum = sum + n
///   n = n - 1
///   more = n > 0
///   if more goto loop else goto done
/// done:
///   print_and_stop(sum)
/// ";
/// let program = lang::parse_program("sum.fg", source, Format::Fg).expect("a valid program");
/// let run = driver::run(&program, &[("n".to_string(), Value::Int(100))], &Options::default())?;
/// assert_eq!(run.outcome, Outcome::Printed(Value::Int(5050)));
/// # Ok::<(), driver::UsageError>(())
/// ```
pub fn run(program: &Program, args: &[(String, Value)], options: &Options) -> Result<Run, UsageError> {
    let max_steps = options.max_steps;
    let notes = mode_notes(options);
    let mut engine = match options.mode {
        Mode::Interp => {
            let code = Code::compile(program, false);
            let mut env = initial_env(program, &code, args)?;
            let outcome = interp::interpret(program, &code, &mut env, max_steps);
            // The same object as the JIT's, with nothing in it: no trace is made in this mode.
            let stats = options.stats.then(|| Engine::new(program, options.jit.clone()).stats_json());
            return Ok(Run { outcome, logs: Vec::new(), stats, notes });
        }
        Mode::Trace => Engine::new(program, options.jit.clone()),
        Mode::Jit => Engine::new_native(program, options.jit.clone(), max_steps != u64::MAX)
            .map_err(|e| UsageError(format!("--mode jit: {e}")))?,
    };
    run_engine(&mut engine, program, args, options, notes)
}

/// Notes about what `options` ask for that their mode does not do, one line each: `--perf-map` and
/// `--jitdump` where nothing is compiled to machine code, `--log` where nothing is traced. The run goes
/// on; [`run`] returns them in [`Run::notes`].
pub fn mode_notes(options: &Options) -> Vec<String> {
    let mut notes = Vec::new();
    let mode = match options.mode {
        Mode::Interp => "interp",
        Mode::Trace => "trace",
        Mode::Jit => return notes,
    };
    let compiles_nothing = |flag: &str, what: &str| {
        format!("note: {flag}: --mode {mode} compiles nothing to machine code, so no {what} is written")
    };
    if options.perf_map {
        notes.push(compiles_nothing("--perf-map", "perf map"));
    }
    if options.jit.jitdump {
        notes.push(compiles_nothing("--jitdump", "jitdump"));
    }
    if options.mode == Mode::Interp && options.jit.log.any() {
        notes.push("note: --log: --mode interp traces nothing, so nothing is logged".into());
    }
    notes
}

/// Runs `program` on `engine` (made for `options`) from its entry: what `run` does once it has made
/// the engine, for a caller that reads the engine afterwards (`report`). `notes`: those so far.
pub fn run_engine(
    engine: &mut Engine,
    program: &Program,
    args: &[(String, Value)],
    options: &Options,
    mut notes: Vec<String>,
) -> Result<Run, UsageError> {
    let max_steps = options.max_steps;
    let mut env = initial_env(program, &engine.code, args)?;
    let outcome = engine.run(&mut env, max_steps);
    notes.extend(engine.take_notes());
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    if options.perf_map
        && let Err(e) = engine.write_perf_map()
    {
        notes.push(format!("warning: cannot write the perf map: {e}"));
    }
    let stats = options.stats.then(|| engine.stats_json());
    Ok(Run { outcome, logs: engine.take_logs(), stats, notes })
}
