//! Runs a loaded program in the mode the user chose; shared by the command line, tests and benchmarks.

use crate::interp::{self, Code, Env, Outcome};
use crate::jit::engine::{Engine, JitOptions};
use crate::lang::Program;
use crate::value::Value;

/// How to execute a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// The plain interpreter.
    #[default]
    Interp,
    /// Hot loops are traced, optimized and run on the trace executor.
    Trace,
    /// Hot loops are traced, optimized and compiled to x86-64 machine code.
    Jit,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub mode: Mode,
    /// Jumps allowed before the run stops with exit status 3.
    pub max_steps: u64,
    pub jit: JitOptions,
    /// Print the JIT's statistics as one JSON object on standard error at exit.
    pub stats_json: bool,
    /// Write /tmp/perf-PID.map naming the compiled traces (Linux).
    pub perf_map: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: Mode::Interp,
            max_steps: u64::MAX,
            jit: JitOptions::default(),
            stats_json: false,
            perf_map: false,
        }
    }
}

/// A command-line problem found before anything runs (exit status 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

/// Makes the starting environment: every input assigned, every other variable empty.
pub fn initial_env(program: &Program, code: &Code, args: &[(String, Value)]) -> Result<Env, UsageError> {
    let mut env = code.new_env();
    for (name, value) in args {
        let var = program.var_id(name).ok_or_else(|| {
            let hint = crate::lang::diag::did_you_mean(name, program.vars.iter().map(String::as_str));
            let hint = hint.map_or(String::new(), |h| format!("; {h}"));
            UsageError(format!("--arg {name}: the program has no variable named '{name}'{hint}"))
        })?;
        env[var as usize] = Some(value.clone());
    }
    Ok(env)
}

/// Runs `program` from its entry block with the given inputs.
pub fn run(program: &Program, args: &[(String, Value)], options: &Options) -> Result<Outcome, UsageError> {
    match options.mode {
        Mode::Interp => {
            let code = Code::compile(program, false);
            let mut env = initial_env(program, &code, args)?;
            let outcome = interp::interpret(program, &code, &mut env, options.max_steps);
            if options.stats_json {
                // The same object as the JIT's, with nothing in it: no trace is made in this mode.
                eprintln!("{}", Engine::new(program, options.jit.clone()).stats_json());
            }
            Ok(outcome)
        }
        Mode::Trace => {
            let mut engine = Engine::new(program, options.jit.clone());
            Ok(run_engine(&mut engine, program, args, options)?)
        }
        Mode::Jit => {
            let mut engine = Engine::new_native(program, options.jit.clone(), options.max_steps != u64::MAX)
                .map_err(|e| UsageError(format!("--mode jit: {e}")))?;
            Ok(run_engine(&mut engine, program, args, options)?)
        }
    }
}

fn run_engine(
    engine: &mut Engine,
    program: &Program,
    args: &[(String, Value)],
    options: &Options,
) -> Result<Outcome, UsageError> {
    let mut env = initial_env(program, &engine.code, args)?;
    let outcome = engine.run(&mut env, options.max_steps);
    if options.stats_json {
        eprintln!("{}", engine.stats_json());
    }
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    if options.perf_map
        && let Err(e) = engine.write_perf_map()
    {
        eprintln!("warning: cannot write the perf map: {e}");
    }
    Ok(outcome)
}
