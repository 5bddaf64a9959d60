//! Procedures (FGL 3) through the real binary, in every mode: exact outputs of the example programs,
//! recursion 100,000 deep, the recursion limit (1,000,000 active calls) and its error, `--max-steps` on
//! programs with calls (a call and a return are one step each), errors inside callees (named by the
//! callee's block and line), and `--entry PROC`. Each run is compared with `--mode interp` at JIT
//! thresholds that force tracing (1, 2) and the default.

mod common;

use common::{Run, fgljit, run_in, scratch, stderr, stdout};
use std::fs;

/// Every way a program is run: the interpreter, then the trace executor and the machine-code JIT at
/// thresholds 1 and 2 (bridges at once) and at the defaults.
fn every_mode() -> Vec<Vec<&'static str>> {
    let mut ways = vec![vec!["--mode", "interp"]];
    for mode in ["trace", "jit"] {
        ways.push(vec!["--mode", mode]);
        for t in ["1", "2"] {
            ways.push(vec!["--mode", mode, "--jit-threshold", t, "--bridge-threshold", "1"]);
        }
    }
    ways
}

/// `fgljit run ARGS` in every mode must give exactly `want` (stdout, stderr, exit status).
fn assert_every_mode(args: &[&str], want: &Run) {
    for way in every_mode() {
        let all = [&["run"], args, &way[..]].concat();
        assert_eq!(&fgljit(&all), want, "fgljit {}", all.join(" "));
    }
}

fn printed(stdout: &str) -> Run {
    Run { stdout: stdout.to_string(), stderr: String::new(), status: 0 }
}

fn failed(status: i32, stdout: &str, stderr: &str) -> Run {
    Run { stdout: stdout.to_string(), stderr: stderr.to_string(), status }
}

#[test]
fn fib_prints_the_same_in_every_mode() {
    for (n, fib) in [(0, "0"), (1, "1"), (2, "1"), (10, "55"), (20, "6765"), (25, "75025")] {
        assert_every_mode(&["examples/fib.fg", "--arg", &format!("n={n}")], &printed(&format!("{fib}\n")));
    }
}

#[test]
fn entry_proc_takes_its_parameters_as_inputs_and_prints_its_return_value() {
    assert_every_mode(&["examples/fib.fg", "--entry", "fib", "--arg", "n=15"], &printed("610\n"));
    assert_every_mode(&["examples/procs.fg", "--entry", "sum_squares", "--arg", "k=10"], &printed("385\n"));
    assert_every_mode(&["examples/procs.fg", "--entry", "is_odd", "--arg", "k=7"], &printed("1\n"));
    // A parameter not given is an unassigned variable of the procedure.
    assert_every_mode(
        &["examples/fib.fg", "--entry", "fib"],
        &failed(1, "", "error: examples/fib.fg:16: in block 'fib': variable 'n' has no value\n"),
    );
    // An input that is no variable of the procedure is a usage error, with the closest one.
    let r = fgljit(&["run", "examples/fib.fg", "--entry", "fib", "--arg", "m=3"]);
    assert_eq!(
        (r.status, r.stderr.as_str()),
        (2, "error: --arg m: the program has no variable named 'm'; did you mean 'n'?\n")
    );
}

#[test]
fn procs_example_calls_helpers_in_a_loop_and_recurses_mutually() {
    assert_every_mode(&["examples/procs.fg", "--arg", "n=4"], &printed("[[1,5,14,30],[0,1,0,1]]\n"));
    assert_every_mode(&["examples/procs.fg", "--arg", "n=0"], &printed("[[],[]]\n"));
    // 60 iterations: every loop is hot at the default threshold too.
    let sums: Vec<String> = (1..=60u64).map(|i| (i * (i + 1) * (2 * i + 1) / 6).to_string()).collect();
    let evens: Vec<&str> = (1..=60).map(|i| if i % 2 == 0 { "1" } else { "0" }).collect();
    assert_every_mode(
        &["examples/procs.fg", "--arg", "n=60"],
        &printed(&format!("[[{}],[{}]]\n", sums.join(","), evens.join(","))),
    );
}

#[test]
fn recursion_100000_deep_works_in_every_mode() {
    assert_every_mode(&["tests/programs/deep_recursion.fg", "--arg", "n=100000"], &printed("100000\n"));
    // Mutual recursion 100,000 deep.
    assert_every_mode(&["examples/procs.fg", "--entry", "is_even", "--arg", "k=100000"], &printed("1\n"));
}

#[test]
fn recursion_past_1000000_active_calls_is_a_runtime_error_in_every_mode() {
    // The main program's call and 999,999 more: exactly the limit.
    assert_every_mode(&["tests/programs/deep_recursion.fg", "--arg", "n=999999"], &printed("999999\n"));
    let error = "error: tests/programs/deep_recursion.fg:20: in block 'depth.down': recursion too deep: calling \
                 'depth' with 1000000 calls active (the limit)\n";
    assert_every_mode(&["tests/programs/deep_recursion.fg", "--arg", "n=1000000"], &failed(1, "", error));
    // From `--entry depth`, the entry is no call: 1,000,000 calls of `depth` are active when the next fails.
    let error = "error: tests/programs/deep_recursion.fg:20: in block 'depth.down': recursion too deep: calling \
                 'depth' with 1000000 calls active (the limit)\n";
    assert_every_mode(
        &["tests/programs/deep_recursion.fg", "--entry", "depth", "--arg", "n=1000001"],
        &failed(1, "", error),
    );
}

/// A program that prints as it goes, so what was written before the error stays written.
const PRINTS_THEN_FAILS: &str = "\
main:
    i = 0
    goto loop
loop:
    r = check(i)
    print(r)
    i = i + 1
    goto loop

# Fails when i reaches 50: 100 // 0.
def check(i):
    d = 50 - i
    goto divide
divide:
    q = 100 // d
    return q
";

#[test]
fn an_error_in_a_callee_names_its_block_and_line_and_keeps_the_output() {
    let dir = scratch("procedures", "callee_error");
    fs::write(dir.join("c.fg"), PRINTS_THEN_FAILS).unwrap();
    let want: String = (0..50).map(|i| format!("{}\n", 100 / (50 - i))).collect();
    for way in every_mode() {
        let out = run_in(&dir, &[&["run", "c.fg"], &way[..]].concat());
        assert_eq!(
            (out.status.code(), stdout(&out), stderr(&out)),
            (
                Some(1),
                want.clone(),
                "error: c.fg:15: in block 'check.divide': division by zero in div: 'd' is 0\n".into()
            ),
            "{way:?}"
        );
    }
    // The declared runs of tests/programs/callee_error.fg: an unlabelled first block is named by its
    // procedure.
    assert_every_mode(
        &["tests/programs/callee_error.fg", "--arg", "n=3", "--arg", "x=5"],
        &failed(
            1,
            "",
            "error: tests/programs/callee_error.fg:29: in block 'get': index 3 ('i') out of range for the list 'l' of \
             length 3\n",
        ),
    );
}

/// Two calls a loop iteration: a call and a return count one step each, as a jump does.
const CALLS_IN_A_LOOP: &str = "\
main:
    i = 0
    s = 0
    goto loop
loop:
    s = plus(s, i)
    i = i + 1
    more = i < n
    if more goto loop else goto done
done:
    print_and_stop(s)

def plus(a, b):
    c = a + b
    return c
";

#[test]
fn the_step_limit_counts_calls_and_returns_the_same_in_every_mode() {
    let dir = scratch("procedures", "steps");
    fs::write(dir.join("s.fg"), CALLS_IN_A_LOOP).unwrap();
    // The `goto loop`, then n iterations of a call, a return and an `if`: 3n + 1 steps.
    for n in [1u64, 5, 300] {
        let steps = 3 * n + 1;
        let sum = n * (n - 1) / 2;
        for way in every_mode() {
            let arg = format!("n={n}");
            let enough = steps.to_string();
            let out = run_in(&dir, &[&["run", "s.fg", "--arg", &arg, "--max-steps", &enough], &way[..]].concat());
            assert_eq!((out.status.code(), stdout(&out)), (Some(0), format!("{sum}\n")), "n={n} {way:?}");
            for short in [steps - 1, steps / 2, 1] {
                let limit = short.to_string();
                let out = run_in(&dir, &[&["run", "s.fg", "--arg", &arg, "--max-steps", &limit], &way[..]].concat());
                assert_eq!(
                    (out.status.code(), stdout(&out), stderr(&out)),
                    (
                        Some(3),
                        String::new(),
                        format!(
                            "error: step limit reached: {short} jumps taken without the program stopping (--max-steps)\n"
                        )
                    ),
                    "n={n} --max-steps {short} {way:?}"
                );
            }
        }
    }
}

#[test]
fn print_and_stop_and_stop_in_a_callee_end_the_whole_program() {
    let dir = scratch("procedures", "stop");
    let program = "main:\n    i = 0\n    goto loop\nloop:\n    r = f(i)\n    print(r)\n    i = i + 1\n    goto loop\n\n\
                   def f(i):\n    done = i == 30\n    if done goto end else goto go\ngo:\n    return i\nend:\n    END\n";
    for (end, last) in [("print_and_stop('bye')", "bye\n"), ("stop", "")] {
        fs::write(dir.join("p.fg"), program.replace("END", end)).unwrap();
        let want: String = (0..30).map(|i| format!("{i}\n")).collect::<String>() + last;
        for way in every_mode() {
            let out = run_in(&dir, &[&["run", "p.fg"], &way[..]].concat());
            assert_eq!(
                (out.status.code(), stdout(&out), stderr(&out)),
                (Some(0), want.clone(), String::new()),
                "{end} {way:?}"
            );
        }
    }
}

#[test]
fn each_call_has_its_own_variables() {
    // `x` of the caller is not `x` of the callee; a recursive call's variables are its own.
    let dir = scratch("procedures", "scopes");
    let program = "main:\n    x = 1\n    y = f(10)\n    z = x + y\n    print_and_stop(z)\n\n\
                   def f(n):\n    x = n * 2\n    small = n < 3\n    if small goto base else goto rec\nbase:\n    \
                   return x\nrec:\n    m = n - 1\n    r = f(m)\n    r = r + x\n    return r\n";
    fs::write(dir.join("v.fg"), program).unwrap();
    // f(10) = 20 + 18 + ... + 6 + f(2) = (20 + 18 + ... + 4) = 108; plus the main program's x = 1.
    for way in every_mode() {
        let out = run_in(&dir, &[&["run", "v.fg"], &way[..]].concat());
        assert_eq!((out.status.code(), stdout(&out)), (Some(0), "109\n".to_string()), "{way:?}");
    }
    // The callee cannot read the caller's variables.
    fs::write(dir.join("w.fg"), "main:\n    x = 1\n    y = g()\n    print_and_stop(y)\n\ndef g():\n    return x\n")
        .unwrap();
    for way in every_mode() {
        let out = run_in(&dir, &[&["run", "w.fg"], &way[..]].concat());
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (
                Some(1),
                "error: w.fg:7: in block 'g': variable 'x' has no value (nothing in 'g' assigns it: a procedure sees \
                 only its parameters and its own variables)\n"
                    .to_string()
            ),
            "{way:?}"
        );
    }
}

#[test]
fn an_overflow_inside_an_inlined_recursive_call_rebuilds_both_frames_in_every_mode() {
    // f(n) = n(n+1)/2 * 2^60: f(5) adds 5 * 2^60 to f(4), and f(4) = 10 * 2^60 already overflows
    // while the trace of f(5) runs f(4) inlined, past a compiled call of f(3): the exit rebuilds the
    // frame of f(5), whose `n` the snapshot saves (`caller.n`), under that of f(4), and the
    // interpreter goes on in big integers.
    let dir = scratch("procedures", "recursive_overflow");
    let program = "main:\n    i = 0\n    acc = 0\n    goto loop\nloop:\n    more = i < 400\n    \
                   if more goto body else goto done\nbody:\n    k = i % 6\n    v = f(k)\n    acc = acc + v\n    \
                   i = i + 1\n    goto loop\ndone:\n    print_and_stop(acc)\n\n\
                   def f(n):\n    zero = n < 1\n    if zero goto base else goto rec\nbase:\n    return 0\nrec:\n    \
                   m = n - 1\n    a = f(m)\n    c = n * 1152921504606846976\n    b = a + c\n    return b\n";
    fs::write(dir.join("r.fg"), program).unwrap();
    // 66 rounds of f(0) + ... + f(5) = 35 * 2^60, then f(0) + ... + f(3) = 10 * 2^60.
    for way in every_mode() {
        let out = run_in(&dir, &[&["run", "r.fg"], &way[..]].concat());
        assert_eq!((out.status.code(), stdout(&out)), (Some(0), "2674777890687884984320\n".to_string()), "{way:?}");
    }
    let out = run_in(&dir, &["run", "r.fg", "--mode", "jit", "--log", "trace"]);
    let log = stderr(&out);
    assert!(
        log.lines()
            .any(|l| l.contains(" = add ") && l.contains("caller.n=") && l.contains("[recursive call f -> a @f@")),
        "the trace of f inlines one call of f, and its overflow guard saves the caller's n:\n{log}"
    );
}
