//! examples/scheme/scheme.fg, the Scheme interpreter written in FGL (the subset of /work/shared/scheme/README.md),
//! running the programs of tests/scheme/ in `--mode interp`, `--mode trace` and `--mode jit`:
//! `fgljit run examples/scheme/scheme.fg --arg-bytes src=NAME.scm < NAME.in` must print exactly NAME.out and exit
//! with status 0. Each program covers one group of the subset's forms and procedures; NAME.out is what Chez
//! Scheme and Guile 3 both print for it (tests/scheme/peers.sh checks that).
//!
//! The programs of tests/scheme/errors/ end in an error or in `(exit)`: NAME.out is the output up to it and,
//! for an error, one last line `error: MESSAGE` in the interpreter's format; NAME.status is the exit status
//! (1 for an error, 0 for `(exit)`). Standard error is not checked (it is shown when a run fails).
//!
//! Every program of a folder is run before a test fails, and the failure lists each program that failed
//! with both outputs. A run taking longer than `FGLJIT_SCHEME_TIMEOUT` seconds (300 unless set) is killed.

mod common;

use common::{Run, fgljit_with_input};
use std::path::{Path, PathBuf};
use std::time::Duration;

const INTERPRETER: &str = "examples/scheme/scheme.fg";

/// One program and what it must do.
struct Case {
    /// The program, relative to the crate root.
    program: PathBuf,
    /// NAME.in, or nothing.
    input: Vec<u8>,
    /// NAME.out.
    stdout: String,
    /// NAME.status, or 0.
    status: i32,
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The `.scm` programs of folder `dir` (relative to the crate root), sorted, with their expectations.
fn cases(dir: &str) -> Vec<Case> {
    let mut programs: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.expect("the folder can be listed").path())
        .filter(|p| p.extension().is_some_and(|e| e == "scm"))
        .collect();
    programs.sort();
    assert!(!programs.is_empty(), "{dir} holds no .scm program");
    programs
        .into_iter()
        .map(|path| {
            let program = path.strip_prefix(root()).unwrap().to_path_buf();
            let stdout = std::fs::read_to_string(path.with_extension("out"))
                .unwrap_or_else(|e| panic!("{}: {e}", program.with_extension("out").display()));
            let input = std::fs::read(path.with_extension("in")).unwrap_or_default();
            let status = match std::fs::read_to_string(path.with_extension("status")) {
                Ok(text) => text
                    .trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("{}: not a number", program.with_extension("status").display())),
                Err(_) => 0,
            };
            Case { program, input, stdout, status }
        })
        .collect()
}

fn timeout() -> Duration {
    let seconds = std::env::var("FGLJIT_SCHEME_TIMEOUT").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    Duration::from_secs(seconds)
}

/// Runs one program through the interpreter in `mode`.
fn run(case: &Case, mode: &str) -> Run {
    let src = format!("src={}", case.program.display());
    fgljit_with_input(&["run", INTERPRETER, "--arg-bytes", &src, "--mode", mode], &case.input, timeout())
}

/// The first line where two outputs differ (1-based), for the failure message.
fn first_difference(want: &str, got: &str) -> usize {
    let mut want_lines = want.split_inclusive('\n');
    let mut got_lines = got.split_inclusive('\n');
    let mut line = 1;
    while let (Some(w), Some(g)) = (want_lines.next(), got_lines.next()) {
        if w != g {
            return line;
        }
        line += 1;
    }
    line
}

/// At most `limit` characters of `text`, then how many were left out.
fn clip(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        None => text.to_string(),
        Some((at, _)) => format!("{}... ({} more bytes)", &text[..at], text.len() - at),
    }
}

/// Runs every program of `dir` in `mode`; fails naming each program whose output or status differs.
fn check_folder(dir: &str, mode: &str) {
    let cases = cases(dir);
    let mut failures = Vec::new();
    for case in &cases {
        let got = run(case, mode);
        if got.stdout == case.stdout && got.status == case.status {
            continue;
        }
        failures.push(format!(
            "{program} (--mode {mode}): exit status {status} (expected {want_status}), stdout {same} \
             (first difference on line {line})\n\
             --- expected stdout ({want_file})\n{want}\n\
             --- actual stdout\n{stdout}\n\
             --- stderr\n{stderr}",
            program = case.program.display(),
            status = got.status,
            want_status = case.status,
            same = if got.stdout == case.stdout { "as expected" } else { "differs" },
            line = first_difference(&case.stdout, &got.stdout),
            want_file = case.program.with_extension("out").display(),
            want = clip(&case.stdout, 3000),
            stdout = clip(&got.stdout, 3000),
            stderr = clip(&got.stderr, 2000),
        ));
    }
    assert!(
        failures.is_empty(),
        "{} of the {} programs of {dir} failed in --mode {mode}:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_program_has_its_expected_output() {
    for dir in ["tests/scheme", "tests/scheme/errors", "tests/scheme/long"] {
        let cases = cases(dir);
        for case in &cases {
            if dir.ends_with("errors") {
                // An error ends the output with its line; (exit) ends it without one.
                let last = case.stdout.lines().last().unwrap_or("");
                assert_eq!(
                    last.starts_with("error: "),
                    case.status != 0,
                    "{}: the last line of its .out and its .status disagree",
                    case.program.display()
                );
                assert!(case.stdout.ends_with('\n'), "{}: .out ends without a newline", case.program.display());
            } else {
                assert_eq!(case.status, 0, "{}: only errors/ has .status files", case.program.display());
            }
        }
        // Every .out, .in and .status file belongs to a program.
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "out" || e == "in" || e == "status") {
                assert!(path.with_extension("scm").exists(), "{}: no program of that name", path.display());
            }
        }
    }
}

#[test]
fn programs_in_interp_mode() {
    check_folder("tests/scheme", "interp");
}

/// A million iterations of tail calls (more than the FGL interpreter's limit of active calls, so they
/// run in constant space) and recursion 100,000 calls deep: in the interpreter only, as they take tens
/// of seconds.
#[test]
fn long_programs_in_interp_mode() {
    check_folder("tests/scheme/long", "interp");
}

#[test]
fn programs_in_trace_mode() {
    check_folder("tests/scheme", "trace");
}

#[test]
fn programs_in_jit_mode() {
    check_folder("tests/scheme", "jit");
}

/// Bridges that start inside calls and update a list of a procedure active in an outer call too (map
/// inside map inside the procedure map calls) must leave the outer call's list as it was: at these
/// thresholds the map loop's bridges took over the inner call's list as the outer call's (the list an
/// input of an inherited frame was moved into), and `(f e)` printed `(p 1 (p 2 3) 3)`.
#[test]
fn map_inside_map_at_several_thresholds() {
    let case = cases("tests/scheme").into_iter().find(|c| c.program.ends_with("map_nested.scm")).expect("the program");
    let src = format!("src={}", case.program.display());
    let mut failed = Vec::new();
    for (jit, bridge) in [("5", "2"), ("10", "10"), ("40", "5"), ("56", "20")] {
        let args = ["run", INTERPRETER, "--arg-bytes", &src, "--jit-threshold", jit, "--bridge-threshold", bridge];
        let r = fgljit_with_input(&args, &case.input, timeout());
        if r.stdout != case.stdout || r.status != 0 {
            failed.push(format!("--jit-threshold {jit} --bridge-threshold {bridge}: {}", clip(&r.stdout, 400)));
        }
    }
    assert!(failed.is_empty(), "map_nested.scm printed the wrong lists:\n{}", failed.join("\n"));
}

#[test]
fn errors_in_interp_mode() {
    check_folder("tests/scheme/errors", "interp");
}

#[test]
fn errors_in_trace_mode() {
    check_folder("tests/scheme/errors", "trace");
}

#[test]
fn errors_in_jit_mode() {
    check_folder("tests/scheme/errors", "jit");
}

/// The R7RS benchmark programs of benches/scheme/, as the suite runs them (harness.scm, the program
/// without its `(import ...)` line, then `(run-benchmark)`), on their reduced inputs
/// (benches/scheme/reduced/), print `ok NAME:...` in the interpreter and in machine code.
fn r7rs_programs(mode: &str) {
    let dir = root().join("benches/scheme");
    let harness = std::fs::read_to_string(dir.join("harness.scm")).expect("benches/scheme/harness.scm");
    let scratch = root().join("target/tmp/scheme-r7rs");
    std::fs::create_dir_all(&scratch).expect("the scratch folder can be made");
    let mut failures = Vec::new();
    let names = ["ack", "cpstak", "deriv", "divrec", "fib", "nqueens", "primes", "tak"];
    for name in names {
        let source = std::fs::read_to_string(dir.join(format!("src/{name}.scm"))).expect("the program");
        let body: String = source.lines().filter(|l| !l.starts_with("(import")).map(|l| format!("{l}\n")).collect();
        let program = scratch.join(format!("{name}-{mode}.scm"));
        std::fs::write(&program, format!("{harness}{body}(run-benchmark)\n")).expect("the program is written");
        let input = std::fs::read(dir.join(format!("reduced/{name}.input"))).expect("the reduced input");
        let src = format!("src={}", program.display());
        let got = fgljit_with_input(&["run", INTERPRETER, "--arg-bytes", &src, "--mode", mode], &input, timeout());
        let ok = got.status == 0 && got.stdout.lines().count() == 1 && got.stdout.starts_with(&format!("ok {name}:"));
        if !ok {
            failures.push(format!(
                "{name}: exit status {}, stdout {:?}, stderr {}",
                got.status,
                got.stdout,
                clip(&got.stderr, 500)
            ));
        }
    }
    assert!(failures.is_empty(), "R7RS programs in --mode {mode}:\n{}", failures.join("\n"));
}

#[test]
fn r7rs_programs_in_interp_mode() {
    r7rs_programs("interp");
}

#[test]
fn r7rs_programs_in_jit_mode() {
    r7rs_programs("jit");
}

/// The partial evaluator specializes the interpreter to a Scheme program (its source static, its
/// input not): the residual is an FGL program `check` accepts, and it prints exactly what the
/// interpreter prints, in the interpreter and in machine code. deriv.scm (closures, `map` inside
/// `map`, quoted lists) and the R7RS fib with its reduced input (read at run time).
#[test]
fn residuals_of_the_partial_evaluator_print_what_the_interpreter_prints() {
    let scratch = root().join("target/tmp/scheme-pe");
    std::fs::create_dir_all(&scratch).expect("the scratch folder can be made");
    let r7rs = root().join("benches/scheme");
    let harness = std::fs::read_to_string(r7rs.join("harness.scm")).expect("benches/scheme/harness.scm");
    let fib = std::fs::read_to_string(r7rs.join("src/fib.scm")).expect("the program");
    let fib: String = fib.lines().filter(|l| !l.starts_with("(import")).map(|l| format!("{l}\n")).collect();
    let fib_program = scratch.join("fib.scm");
    std::fs::write(&fib_program, format!("{harness}{fib}(run-benchmark)\n")).expect("the program is written");
    let fib_input = std::fs::read(r7rs.join("reduced/fib.input")).expect("the reduced input");
    let deriv = cases("tests/scheme").into_iter().find(|c| c.program.ends_with("deriv.scm")).expect("the program");
    let fib_case = Case { program: fib_program, input: fib_input, stdout: "ok fib:22:1\n".into(), status: 0 };
    let mut failures = Vec::new();
    for case in [deriv, fib_case] {
        let name = case.program.file_stem().expect("a file name").to_string_lossy().to_string();
        let residual = scratch.join(format!("{name}.fg"));
        let (src, out) = (format!("src={}", case.program.display()), residual.display().to_string());
        let pe = fgljit_with_input(&["pe", INTERPRETER, "--static-bytes", &src, "-o", &out], b"", timeout());
        if pe.status != 0 {
            failures.push(format!("{name}: pe exit status {}: {}", pe.status, clip(&pe.stderr, 500)));
            continue;
        }
        let check = fgljit_with_input(&["check", &out], b"", timeout());
        if check.status != 0 {
            failures.push(format!("{name}: check of the residual: {}", clip(&check.stderr, 500)));
            continue;
        }
        for mode in ["interp", "jit"] {
            let got = fgljit_with_input(&["run", &out, "--mode", mode], &case.input, timeout());
            if (got.status, &got.stdout) != (case.status, &case.stdout) {
                failures.push(format!(
                    "{name} (residual, --mode {mode}): exit status {}, stdout {:?}, stderr {}",
                    got.status,
                    clip(&got.stdout, 300),
                    clip(&got.stderr, 500)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The interpreter names its anchors by the Scheme code they are at (`printable_location` in
/// scheme.fg): a Scheme user reads in the JIT's log which code of their program got hot.
#[test]
fn anchors_are_named_by_the_scheme_code_they_are_at() {
    let src = format!("src={}", root().join("tests/scheme/small_benchmarks.scm").display());
    let got = fgljit_with_input(&["run", INTERPRETER, "--arg-bytes", &src, "--log", "hot"], b"", timeout());
    assert_eq!(got.status, 0, "{}", clip(&got.stderr, 500));
    let hot: Vec<&str> = got.stderr.lines().filter(|l| l.starts_with("[hot] anchor eval [node=")).collect();
    assert!(hot.iter().any(|l| l.contains("] \"(fib (- n 1))\" (")), "{}", hot.join("\n"));
    assert!(hot.iter().all(|l| l.contains("] \"")), "every eval anchor is named: {}", hot.join("\n"));
}
