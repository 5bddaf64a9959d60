//! The interpreter as the oracle: running a program in-process in every mode `driver::run` accepts and
//! comparing how the runs ended (shared by `tests/differential.rs` and `tests/steps.rs`).
#![allow(dead_code)]

use fgljit::driver::{self, Mode, Options};
use fgljit::interp::Outcome;
use fgljit::jit::engine::JitOptions;
use fgljit::lang::{self, Format, Program};
use fgljit::value::Value;
use std::sync::LazyLock;

/// Every mode compared with `Mode::Interp`: the trace executor, and the machine-code JIT when
/// `driver::run` accepts it (probed once: it refuses with a usage error where it is not built, so the
/// tests cover it wherever it exists).
pub static MODES: LazyLock<Vec<Mode>> = LazyLock::new(|| {
    let probe = lang::parse_program("probe.fg", "main:\n    print_and_stop(0)\n", Format::Fg).unwrap();
    [Mode::Trace, Mode::Jit]
        .into_iter()
        .filter(|&mode| driver::run(&probe, &[], &Options { mode, ..Options::default() }).is_ok())
        .collect()
});

/// How a run ended, as the command line shows it: what the program wrote on standard output as it
/// went (`print`, `put_byte`), exit status and its one line of output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observed {
    /// Bytes, not text: two different invalid UTF-8 outputs must not compare equal.
    pub output: Vec<u8>,
    pub status: i32,
    pub line: String,
}

pub fn observe(program: &Program, args: &[(String, Value)], options: &Options) -> Observed {
    // Every trace these tests make is checked by the IR verifier after each optimizer pass.
    fgljit::jit::verify::always();
    fgljit::world::capture();
    // Every run reads the same standard input (`get_byte`).
    fgljit::world::set_input(b"fgl 2\n".to_vec());
    let outcome = driver::run(program, args, options).map(|run| run.outcome);
    let output = fgljit::world::take_captured();
    let (status, line) = match outcome {
        Ok(Outcome::Printed(v)) => (0, v.to_string()),
        Ok(Outcome::Stopped) => (0, String::new()),
        Ok(Outcome::Error(e)) => (1, e.to_string()),
        Ok(Outcome::OutOfSteps(n)) => {
            (3, format!("error: step limit reached: {n} jumps taken without the program stopping (--max-steps)"))
        }
        Err(e) => (2, format!("error: {}", e.0)),
    };
    Observed { output, status, line }
}

/// The longest trace in the short-trace runs of `compare`.
pub const SHORT_TRACE: usize = 40;

/// Options for `mode` at JIT `threshold` (`None`: the default) with bridges at once.
pub fn options(mode: Mode, threshold: Option<u32>, max_steps: u64) -> Options {
    let jit = match threshold {
        Some(threshold) => JitOptions { threshold, bridge_threshold: 1, ..JitOptions::default() },
        None => JitOptions::default(),
    };
    Options { mode, max_steps, jit, ..Options::default() }
}

/// Runs `program` under the interpreter and every other mode at each of `thresholds`; returns the
/// interpreter's result and a line for each disagreement.
pub fn compare(
    program: &Program,
    args: &[(String, Value)],
    max_steps: u64,
    thresholds: &[Option<u32>],
) -> (Observed, Vec<String>) {
    let oracle = observe(program, args, &options(Mode::Interp, None, max_steps));
    let mut diffs = Vec::new();
    for &mode in MODES.iter() {
        for &threshold in thresholds {
            let got = observe(program, args, &options(mode, threshold, max_steps));
            if got != oracle {
                let t = threshold.map_or("default".to_string(), |t| format!("{t} --bridge-threshold 1"));
                diffs.push(format!(
                    "--mode {mode:?} --jit-threshold {t} --max-steps {max_steps}: got {got:?}, \
                     the interpreter gave {oracle:?}"
                ));
            }
        }
        // Short traces: loops are cut at headers and continued by bridges.
        let mut short = options(mode, Some(1), max_steps);
        short.jit.max_trace_len = SHORT_TRACE;
        let got = observe(program, args, &short);
        if got != oracle {
            diffs.push(format!(
                "--mode {mode:?} --jit-threshold 1 --bridge-threshold 1 --max-trace-len {SHORT_TRACE} \
                 --max-steps {max_steps}: got {got:?}, the interpreter gave {oracle:?}"
            ));
        }
    }
    (oracle, diffs)
}

/// The fewest steps with which the interpreter finishes the program (`None`: not within `max`).
pub fn steps_to_finish(program: &Program, args: &[(String, Value)], max: u64) -> Option<u64> {
    let finishes = |limit| observe(program, args, &options(Mode::Interp, None, limit)).status != 3;
    if !finishes(max) {
        return None;
    }
    let (mut lo, mut hi) = (0, max); // finishes(hi); !finishes(lo - 1) unless lo == 0
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if finishes(mid) { hi = mid } else { lo = mid + 1 }
    }
    Some(lo)
}
