//! The differential property test: the interpreter is the oracle for every other way of running a
//! program. Each generated program (`progen`) runs under `Mode::Interp` and under every other mode that
//! `driver::run` accepts, at JIT thresholds 1 and 2 with bridge threshold 1 (so traces and bridges form at
//! once), once with a generous step limit and once with a small one; the printed value, the error message
//! and the way the run ended must be identical. The partial evaluator's residual program (specialized on a
//! random subset of the inputs) must also print the same value or raise the same error, in every mode.
//!
//! CI (`cargo test --release`) runs 4,000 programs (about 35 s on the 2-core machine); a debug build runs 400.
//! `FGLJIT_DIFF_CASES=N` runs N programs instead, for long local runs; `FGLJIT_DIFF_SEED=S` (an integer,
//! or `random`) changes the fixed seed. A failure prints the shrunk program as `.fg` text with `# args:`
//! and `# expect:` lines, ready to become a file of `tests/regressions/` (and writes it to
//! `target/differential-failure.fg`). A crash of machine code kills the test process before any report:
//! the program it was running is in `target/differential-current.fg`.

mod oracle;
mod progen;

use fgljit::driver::{self, Mode};
use fgljit::interp::Outcome;
use fgljit::jit::engine::JitOptions;
use fgljit::lang::{self, Format, Program, print};
use fgljit::pe::{self, PeError, PeOptions};
use fgljit::value::Value;
use oracle::{MODES, Observed};
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

/// Programs the CI runs (a release build); a debug build, ten times slower, runs a tenth.
const CI_CASES: u32 = if cfg!(debug_assertions) { 400 } else { 4000 };
/// The step limit of the main runs: far more than any generated program needs unless a raw bytecode
/// jump loops forever.
const STEP_LIMIT: u64 = 200_000;

const THRESHOLDS: [Option<u32>; 2] = [Some(1), Some(2)];

fn compare(program: &Program, args: &[(String, Value)], max_steps: u64) -> (Observed, Vec<String>) {
    oracle::compare(program, args, max_steps, &THRESHOLDS)
}

/// Where the program being run is written first: if machine code crashes the test process, no shrinking
/// or report happens, but this file holds the program that did it (with its `# args:` lines).
const CURRENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/target/differential-current.fg");

fn check(case: &progen::Case) -> Result<(), TestCaseError> {
    let rendered = case.render();
    let _ = std::fs::write(
        CURRENT,
        format!(
            "# args: {} --max-steps {STEP_LIMIT}\n# args: {0} --max-steps {}\n{}",
            rendered.arg_flags(),
            case.small_limit,
            rendered.text
        ),
    );
    let program = rendered.program();
    let args = rendered.args();
    let mut diffs = Vec::new();
    for limit in [STEP_LIMIT, case.small_limit] {
        let (oracle, d) = compare(&program, &args, limit);
        diffs.extend(d);
        if limit == STEP_LIMIT {
            diffs.extend(check_residual(case, &program, &args, &oracle));
        }
    }
    if diffs.is_empty() { Ok(()) } else { Err(TestCaseError::fail(diffs.join("\n"))) }
}

/// Where `regression_text` says the file goes (rename NAME); the expected messages name this path.
const REGRESSION_PATH: &str = "tests/regressions/NAME.fg";

/// An outcome without the place of an error (a residual program's places are its own): the printed
/// value, the error itself (what follows `in block '...': `, without the hint to pass a variable that
/// nothing assigns, which depends on what the program assigns), or the step limit.
fn without_place(o: &Observed) -> String {
    match o.line.split_once("in block '").and_then(|(_, rest)| rest.split_once("': ")) {
        Some((_, error)) if o.status == 1 => format!("error: {}", fgljit::error::without_input_hint(error)),
        _ => format!("{} {}", o.status, o.line),
    }
}

/// The partial evaluator's residual program, specialized on the inputs `case.statics` picks (for a
/// bytecode interpreter with its bytecode in the program, that is the first Futamura projection), run on
/// the other inputs in every mode, must print what the program prints or raise the same error.
fn check_residual(case: &progen::Case, program: &Program, args: &[(String, Value)], oracle: &Observed) -> Vec<String> {
    if oracle.status == 3 {
        return Vec::new(); // the residual takes other jumps: a step limit means nothing to it
    }
    let (statics, dynamics): (Vec<_>, Vec<_>) =
        args.iter().cloned().enumerate().partition(|(i, _)| case.statics >> (i % 8) & 1 == 1);
    let statics: Vec<_> = statics.into_iter().map(|(_, a)| a).collect();
    let names: Vec<String> = statics.iter().map(|(n, _)| n.clone()).collect();
    let residual = match pe::specialize(program, &statics, &PeOptions::default(), &mut std::io::sink()) {
        Ok(r) => r,
        Err(PeError::TooLarge { .. }) => return Vec::new(),
        // Until the partial evaluator specializes procedures (FGL 3), it refuses them; once it does, the
        // procedure programs are checked here like the others.
        Err(e) if e.to_string().contains("does not specialize programs with procedures") => return Vec::new(),
        Err(e) => return vec![format!("pe (static {names:?}): {e}")],
    };
    let dynamics: Vec<_> = dynamics.into_iter().map(|(_, a)| a).filter(|(n, _)| residual.inputs.contains(n)).collect();
    let want = without_place(oracle);
    let mut diffs = Vec::new();
    for mode in std::iter::once(Mode::Interp).chain(MODES.iter().copied()) {
        let got = oracle::observe(&residual.program, &dynamics, &oracle::options(mode, Some(1), 10 * STEP_LIMIT));
        if got.status != 3 && without_place(&got) != want {
            diffs.push(format!(
                "the residual program of pe (static {names:?}) in --mode {mode:?} --jit-threshold 1: got {}, the \
                 interpreter gave {want} on the original; residual program:\n{}",
                without_place(&got),
                print::to_fg(&residual.program)
            ));
        }
    }
    diffs
}

/// The failing program as a file of `tests/regressions/`: `# args:` lines, each with the interpreter's
/// answer (`# expect:`, `# expect-error:` or `# expect-steps:`), then the program as `print::to_fg`
/// writes it.
fn regression_text(case: &progen::Case, reason: &str) -> String {
    let rendered = case.render();
    let body = print::to_fg(&rendered.program());
    let args = rendered.args();
    let limits = [STEP_LIMIT, case.small_limit];
    let mut header = vec!["# Found by tests/differential.rs: TODO say what went wrong, and why.".to_string()];
    header.extend(reason.lines().map(|l| format!("#   {l}")));
    // The line numbers in the expected messages must be the file's own: parse the final layout.
    let draft = format!("{}{}", "#\n".repeat(header.len() + 2 * limits.len()), body);
    let program = lang::parse_program(REGRESSION_PATH, &draft, Format::Fg).expect("to_fg output parses");
    for limit in limits {
        let (oracle, _) = compare(&program, &args, limit);
        let kind = match oracle.status {
            0 => "expect",
            1 => "expect-error",
            _ => "expect-steps",
        };
        header.push(format!("# args: {} --max-steps {limit}", rendered.arg_flags()));
        header.push(format!("# {kind}: {}", oracle.line));
    }
    format!("{}\n{body}", header.join("\n"))
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().map(|v| v.parse().unwrap_or_else(|_| panic!("{name}={v}: expected an integer")))
}

#[test]
fn every_mode_agrees_with_the_interpreter() {
    let cases = env_u64("FGLJIT_DIFF_CASES").map_or(CI_CASES, |n| n as u32);
    let seed = match std::env::var("FGLJIT_DIFF_SEED").as_deref() {
        Ok("random") => rand_seed(),
        Ok(_) => env_u64("FGLJIT_DIFF_SEED").unwrap(),
        Err(_) => 0x5eed_f61f,
    };
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config { cases, failure_persistence: None, max_shrink_iters: 20_000, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes));
    let modes: Vec<String> = MODES.iter().map(|m| format!("{m:?}")).collect();
    eprintln!("differential: {cases} programs, seed {seed}, interp vs {}", modes.join(", "));
    match runner.run(&progen::case(), |case| check(&case)) {
        Ok(()) => {}
        Err(TestError::Fail(reason, case)) => {
            let text = regression_text(&case, &reason.to_string());
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/target/differential-failure.fg");
            let _ = std::fs::write(path, &text);
            panic!(
                "modes disagree (seed {seed}):\n{reason}\n\nshrunk program (also in {path}):\n\n{text}\n\
                 debug form of the case: {case:?}"
            );
        }
        Err(e) => panic!("{e}"),
    }
}

/// Programs the CI runs with procedures (FGL 3), besides the others.
const CI_PROC_CASES: u32 = if cfg!(debug_assertions) { 60 } else { 600 };

/// The same comparison on programs with procedures (`progen::proc_case`): calls in a loop, loops in
/// callees, recursion (bounded, and thousands of calls deep), mutual recursion, branches two calls deep
/// that change direction late, runtime errors, `print`, `stop` and `print_and_stop` in callees. A
/// strategy of its own, so the programs of `every_mode_agrees_with_the_interpreter` stay what they were.
/// `FGLJIT_DIFF_PROC_CASES=N` runs N programs; `FGLJIT_DIFF_SEED` changes the seed as above.
#[test]
fn every_mode_agrees_with_the_interpreter_on_procedures() {
    let cases = env_u64("FGLJIT_DIFF_PROC_CASES").map_or(CI_PROC_CASES, |n| n as u32);
    let seed = match std::env::var("FGLJIT_DIFF_SEED").as_deref() {
        Ok("random") => rand_seed(),
        Ok(_) => env_u64("FGLJIT_DIFF_SEED").unwrap(),
        Err(_) => 0x0f61_3ca1,
    };
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config { cases, failure_persistence: None, max_shrink_iters: 20_000, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes));
    eprintln!("differential (procedures): {cases} programs, seed {seed}");
    match runner.run(&progen::proc_case(), |case| check(&case)) {
        Ok(()) => {}
        Err(TestError::Fail(reason, case)) => {
            let text = regression_text(&case, &reason.to_string());
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/target/differential-failure.fg");
            let _ = std::fs::write(path, &text);
            panic!(
                "modes disagree on a program with procedures (seed {seed}):\n{reason}\n\nshrunk program (also in \
                 {path}):\n\n{text}\n\ndebug form of the case: {case:?}"
            );
        }
        Err(e) => panic!("{e}"),
    }
}

/// The procedure programs parse and end every way a program can end (printed, an error, the step
/// limit, `stop`), and some call thousands deep.
#[test]
fn generated_procedure_programs_end_every_way() {
    use proptest::strategy::{Strategy, ValueTree};
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[9u8; 32]));
    let strategy = progen::proc_case();
    let (mut printed, mut errors, mut steps, mut deep) = (0, 0, 0, 0);
    let n = 200;
    for _ in 0..n {
        let case = strategy.new_tree(&mut runner).unwrap().current();
        let rendered = case.render();
        let program = rendered.program();
        assert!(!program.procs.is_empty());
        deep += matches!(&case.program, progen::Family::Procs(p) if p.deep.is_some()) as u32;
        let (oracle, _) = oracle::compare(&program, &rendered.args(), STEP_LIMIT, &[]);
        match oracle.status {
            0 => printed += 1,
            1 => errors += 1,
            _ => {}
        }
        steps += (oracle::compare(&program, &rendered.args(), case.small_limit, &[]).0.status == 3) as u32;
    }
    eprintln!(
        "of {n} procedure programs: {printed} ended normally, {errors} failed, {steps} ran out of steps; {deep} deep"
    );
    assert!(printed > n / 5 && errors > n / 10 && steps > n / 10 && deep > n / 20, "programs end every way");
}

fn rand_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(std::time::SystemTime::now())
}

/// The generator's programs parse, and its features show up: many programs form traces, take bridges,
/// and end every way a program can end. Guards the generator against silently degenerating.
#[test]
fn generated_programs_exercise_the_jit() {
    use fgljit::jit::engine::Engine;
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[7u8; 32]));
    let strategy = progen::case();
    let (mut traced, mut bridged, mut printed, mut errors, mut steps, mut wrote) = (0, 0, 0, 0, 0, 0);
    let n = 300;
    for _ in 0..n {
        use proptest::strategy::{Strategy, ValueTree};
        let case = strategy.new_tree(&mut runner).unwrap().current();
        let rendered = case.render();
        let program = rendered.program();
        let mut engine =
            Engine::new(&program, JitOptions { threshold: 2, bridge_threshold: 1, ..JitOptions::default() });
        let mut env = driver::initial_env(&program, &engine.code, &rendered.args()).unwrap();
        // What the program writes is kept, and `get_byte` reads fixed bytes, not the test's stdin.
        fgljit::world::capture();
        fgljit::world::set_input(b"fgl 2\n".to_vec());
        match engine.run(&mut env, STEP_LIMIT) {
            Outcome::Printed(_) | Outcome::Stopped => printed += 1,
            Outcome::Error(_) => errors += 1,
            Outcome::OutOfSteps(_) => steps += 1,
        }
        wrote += !fgljit::world::take_captured().is_empty() as u32;
        let entered = engine.traces.iter().any(|t| engine.stats().trace(t.id).entered > 0);
        traced += entered as u32;
        bridged += engine.traces.iter().any(|t| !t.bridges.is_empty()) as u32;
    }
    eprintln!(
        "of {n} programs: {traced} ran traces, {bridged} took bridges; {printed} printed, {errors} failed, {steps} ran out of steps; {wrote} wrote output as they went"
    );
    assert!(traced > n / 2, "most programs run traces");
    assert!(bridged > n / 6, "many take bridges");
    assert!(printed > n / 3 && errors > n / 10 && steps > 0, "programs end every way");
    assert!(wrote > n / 5, "many write output before they end (print, put_byte)");
}
