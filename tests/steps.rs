//! The step limit (`--max-steps N`, exit status 3): a step is one jump taken, and every mode counts them
//! exactly, so a run under a limit ends the same way in every mode — the program's own end when it needs
//! at most N jumps, the step limit otherwise, and never anything in between (a trace that runs out in the
//! middle of an iteration hands over to the interpreter at the exact jump).
//!
//! - Exactness: for each program (the examples, the deopt and regression programs, and generated ones)
//!   the interpreter's exact jump count S is found by bisection; then every mode, at JIT thresholds 1, 2
//!   and the default, must agree with the interpreter at every limit from S - 4 to S + 1 and at limits
//!   spread below S.
//! - Infinite loops of every shape stop at exactly N jumps in every mode, in-process and through the
//!   command line (exit status 3 and its message).

mod common;
mod oracle;
mod progen;

use common::{declared_runs, fgljit, load_with_args, programs};
use fgljit::lang::{self, Format, Program};
use fgljit::value::Value;
use oracle::{MODES, compare, observe, options, steps_to_finish};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

const THRESHOLDS: [Option<u32>; 3] = [Some(1), Some(2), None];
/// Programs needing more jumps than this are skipped by the exactness check (bisection reruns them).
const MAX_FINISH: u64 = 2_000_000;

/// The limits checked for a program that finishes in exactly `s` jumps.
fn limits_around(s: u64) -> Vec<u64> {
    let mut limits: Vec<u64> = (s.saturating_sub(4)..=s + 1).collect();
    limits.extend([0, 1, s / 2, s / 3, s / 7, s * 5 / 6, s * 9 / 10]);
    limits.sort_unstable();
    limits.dedup();
    limits
}

/// Checks one program; returns how many runs were compared, or the disagreements.
fn check_exact(what: &str, program: &Program, args: &[(String, Value)]) -> Result<usize, String> {
    let Some(s) = steps_to_finish(program, args, MAX_FINISH) else { return Ok(0) };
    let mut runs = 0;
    for limit in limits_around(s) {
        let (oracle, diffs) = compare(program, args, limit, &THRESHOLDS);
        let expect_steps = limit < s;
        assert_eq!(oracle.status == 3, expect_steps, "{what}: the interpreter needs exactly {s} jumps");
        if !diffs.is_empty() {
            return Err(format!("{what} (finishes in {s} jumps):\n{}", diffs.join("\n")));
        }
        runs += MODES.len() * THRESHOLDS.len();
    }
    Ok(runs)
}

#[test]
fn step_limit_is_exact_in_every_mode_on_the_example_and_test_programs() {
    let mut runs = 0;
    let mut failures = Vec::new();
    for dir in ["examples", "tests/deopt", "tests/regressions"] {
        for path in programs(dir) {
            for args in declared_runs(&path) {
                let (program, inputs) = load_with_args(&path, &args);
                let what = format!("{} {}", path.display(), args.join(" "));
                match check_exact(&what, &program, &inputs) {
                    Ok(n) => runs += n,
                    Err(e) => failures.push(e),
                }
            }
        }
    }
    assert!(failures.is_empty(), "the step limit is not exact:\n{}", failures.join("\n\n"));
    assert!(runs > 500, "only {runs} runs compared");
}

#[test]
fn step_limit_is_exact_in_every_mode_on_generated_programs() {
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[42u8; 32]));
    let strategy = progen::case();
    let mut checked = 0;
    for _ in 0..60 {
        let case = strategy.new_tree(&mut runner).unwrap().current();
        let rendered = case.render();
        let program = rendered.program();
        let what = format!("generated program ({}):\n{}", rendered.arg_flags(), rendered.text);
        if let Err(e) = check_exact(&what, &program, &rendered.args()) {
            panic!("the step limit is not exact: {e}");
        }
        checked += 1;
    }
    assert_eq!(checked, 60);
}

/// Programs that never stop, of the shapes a JIT handles differently: an empty loop (a trace with no
/// guard at all), a counter, an integer that grows past 64 bits, a branch that flips every iteration
/// (bridges), a promote of a value that changes every iteration (a new anchor each time), nested loops,
/// and a bytecode interpreter running `jump 0`.
const INFINITE: &[(&str, &str)] = &[
    ("empty", "l:\n    goto l\n"),
    ("counter", "s:\n    i = 0\n    goto l\nl:\n    i = i + 1\n    goto l\n"),
    ("bigint", "s:\n    x = 1\n    goto l\nl:\n    x = x * 3\n    goto l\n"),
    (
        "flip",
        "s:\n    i = 0\n    goto l\nl:\n    i = i + 1\n    c = i % 2\n    if c goto a else goto b\na:\n    goto l\nb:\n    goto l\n",
    ),
    ("promote", "s:\n    i = 0\n    goto l\nl:\n    i = i + 1\n    promote(i, l2)\nl2:\n    goto l\n"),
    (
        "nested",
        "s:\n    i = 0\n    goto outer\nouter:\n    j = 0\n    goto inner\ninner:\n    j = j + 1\n    c = j < 5\n    if c goto inner else goto next\nnext:\n    i = i + 1\n    goto outer\n",
    ),
    (
        "bytecode",
        "s:\n    bytecode = ['nop', 'jump', 0]\n    pc = 0\n    goto d\nd:\n    promote(bytecode, d1)\nd1:\n    promote(pc, d2)\nd2:\n    op = bytecode[pc]\n    pc = pc + 1\n    c = op == 'jump'\n    if c goto j else goto d\nj:\n    pc = bytecode[pc]\n    goto d\n",
    ),
];

#[test]
fn infinite_loops_stop_at_exactly_the_limit_in_every_mode() {
    for (name, text) in INFINITE {
        let program = lang::parse_program(&format!("{name}.fg"), text, Format::Fg).expect("parses");
        for limit in [0, 1, 2, 3, 7, 100, 1001, 50_000] {
            let want =
                format!("error: step limit reached: {limit} jumps taken without the program stopping (--max-steps)");
            let interp = observe(&program, &[], &options(fgljit::driver::Mode::Interp, None, limit));
            assert_eq!((interp.status, interp.line.as_str()), (3, want.as_str()), "{name} --max-steps {limit}");
            let (_, diffs) = compare(&program, &[], limit, &THRESHOLDS);
            assert!(diffs.is_empty(), "{name}:\n{}", diffs.join("\n"));
        }
    }
}

#[test]
fn the_command_line_stops_an_infinite_loop_with_status_3_in_every_mode() {
    let dir = std::env::temp_dir().join(format!("fgljit-steps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("forever.fg");
    std::fs::write(&file, INFINITE[3].1).unwrap();
    let file = file.to_str().unwrap();
    let modes: Vec<&str> = std::iter::once("interp")
        .chain(MODES.iter().map(|m| if *m == fgljit::driver::Mode::Jit { "jit" } else { "trace" }))
        .collect();
    for mode in modes {
        for threshold in ["1", "56"] {
            let run = fgljit(&["run", file, "--mode", mode, "--max-steps", "12345", "--jit-threshold", threshold]);
            assert_eq!(run.status, 3, "--mode {mode}: {run:?}");
            assert_eq!(
                run.stderr,
                "error: step limit reached: 12345 jumps taken without the program stopping (--max-steps)\n"
            );
            assert_eq!(run.stdout, "");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
