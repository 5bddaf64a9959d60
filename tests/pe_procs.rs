//! The partial evaluator on FGL 3 procedures, through the real binary: recursive power with its
//! exponent static unfolds to straight-line code (exactly), fib with its argument dynamic becomes a
//! residual recursive procedure, and a set of fixed programs (calls in loops, loops in procedures,
//! mutual recursion, effects and errors in callees, deep recursion, names shared between caller and
//! callee) give the original's output, error and exit status in every mode, on every subset of
//! their inputs made static. Every residual program passes `check` and prints back to itself.
//!
//! Runtime errors name the file, block and line, which differ: the error is compared from
//! `in block '...': ` on, with the exit status.

mod common;
use common::{Run, fgljit, scratch};

fn ok(args: &[&str]) -> String {
    let r = fgljit(args);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""), "fgljit {}", args.join(" "));
    r.stdout
}

/// A run's result with the place of a runtime error left out.
fn outcome(r: &Run) -> (i32, String, String) {
    let stderr = match r.stderr.split_once("in block '") {
        Some((_, rest)) => rest.split_once("': ").map_or(rest, |(_, kind)| kind).to_string(),
        None => r.stderr.clone(),
    };
    (r.status, r.stdout.clone(), fgljit::error::without_input_hint(stderr.trim_end()).to_string())
}

/// Specializes `src` to `statics`, checks the residual program (it passes `check`, and `fmt` leaves
/// it as it is), and returns its path and its text without the two comment lines.
fn residual(dir: &std::path::Path, src: &str, statics: &[(&str, &str)]) -> (String, String) {
    let original = dir.join("original.fg");
    std::fs::write(&original, src).unwrap();
    let out = dir.join(format!("residual_{}.fg", statics.iter().map(|(n, _)| *n).collect::<Vec<_>>().join("_")));
    let (original, out) = (original.to_str().unwrap().to_string(), out.to_str().unwrap().to_string());
    let mut args = vec!["pe".to_string(), original.clone(), "-o".into(), out.clone()];
    for (n, v) in statics {
        args.push("--static".into());
        args.push(format!("{n}={v}"));
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    ok(&args);
    let check = fgljit(&["check", &out]);
    assert_eq!(check.status, 0, "check {out}: {}", check.stderr);
    let text = std::fs::read_to_string(&out).unwrap();
    let body: String = text.lines().skip(2).map(|l| format!("{l}\n")).collect();
    let printed = ok(&["fmt", &out, "--check"]);
    let _ = printed;
    (out, body)
}

/// Runs the original with all of `inputs`, and the residual with the dynamic ones, in each mode, and
/// compares.
fn agree(src: &str, statics: &[(&str, &str)], dynamics: &[(&str, &str)], modes: &[&str], test: &str) -> String {
    let dir = scratch("pe_procs", test);
    let (out, body) = residual(&dir, src, statics);
    let original = dir.join("original.fg");
    let original = original.to_str().unwrap();
    for mode in modes {
        let run = |file: &str, inputs: &[(&str, &str)]| {
            let mut args = vec!["run".to_string(), file.to_string(), "--mode".into(), mode.to_string()];
            for (n, v) in inputs {
                args.push("--arg".into());
                args.push(format!("{n}={v}"));
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            fgljit(&args)
        };
        let all: Vec<(&str, &str)> = statics.iter().chain(dynamics).copied().collect();
        let want = run(original, &all);
        let got = run(&out, dynamics);
        assert_eq!(outcome(&got), outcome(&want), "{test} --mode {mode} static {statics:?} args {dynamics:?}\n{body}");
    }
    body
}

const MODES: [&str; 3] = ["interp", "trace", "jit"];

#[test]
fn recursive_power_with_y_static_is_straight_line_code() {
    assert_eq!(
        ok(&["pe", "examples/power_rec.fg", "--static", "y=5"]),
        "# Residual program: fgljit pe examples/power_rec.fg --static y=5\n\
         # Inputs: x\n\
         main:\n    \
             r = x * x\n    \
             r = x * r\n    \
             r = x * r\n    \
             r = x * r\n    \
             print_and_stop(r)\n"
    );
    let src = std::fs::read_to_string("examples/power_rec.fg").unwrap();
    for x in ["3", "-2", "10000", "a"] {
        agree(&src, &[("y", "5")], &[("x", x)], &MODES, "power5");
    }
    // y = 0: no multiplication; x is still read, as the original's call reads it (and fails without it).
    assert_eq!(
        agree(&src, &[("y", "0")], &[("x", "7")], &MODES, "power0"),
        "main:\n    x = x\n    print_and_stop(1)\n"
    );
}

#[test]
fn recursive_power_with_x_static_stays_a_recursive_procedure() {
    let src = std::fs::read_to_string("examples/power_rec.fg").unwrap();
    let body = agree(&src, &[("x", "3")], &[("y", "7")], &MODES, "power_x");
    assert!(body.contains("def power(y):"), "{body}");
    assert!(body.contains("= power(y1)"), "{body}");
    for y in ["0", "1", "20"] {
        agree(&src, &[("x", "3")], &[("y", y)], &MODES, "power_x");
    }
}

const FIB: &str = "main:\n    r = fib(n)\n    print_and_stop(r)\n\ndef fib(n):\n    small = n < 2\n    \
    if small goto base else goto rec\nbase:\n    return n\nrec:\n    n1 = n - 1\n    a = fib(n1)\n    \
    n2 = n - 2\n    b = fib(n2)\n    r = a + b\n    return r\n";

#[test]
fn fib_with_a_dynamic_argument_is_a_residual_recursive_procedure() {
    let body = agree(FIB, &[], &[("n", "15")], &MODES, "fib");
    assert_eq!(
        body,
        "main:\n    small = n < 2\n    if small goto base else goto rec\nbase:\n    print_and_stop(n)\nrec:\n    \
         n1 = n - 1\n    a = fib(n1)\n    n2 = n - 2\n    b = fib(n2)\n    r = a + b\n    print_and_stop(r)\n\
         def fib(n):\n    small = n < 2\n    if small goto base else goto rec\nbase:\n    return n\nrec:\n    \
         n1 = n - 1\n    a = fib(n1)\n    n2 = n - 2\n    b = fib(n2)\n    r = a + b\n    return r\n"
    );
    for n in ["0", "1", "2", "10", "'a'"] {
        agree(FIB, &[], &[("n", n)], &MODES, "fib");
    }
    // All static: the value.
    assert_eq!(agree(FIB, &[("n", "20")], &[], &MODES, "fib_static"), "main:\n    print_and_stop(6765)\n");
}

/// An input and the values to run a program on.
type Inputs = &'static [(&'static str, &'static [&'static str])];

/// Programs with procedures, their inputs and values to run them on.
const PROGRAMS: &[(&str, &str, Inputs)] = &[
    (
        "call_in_loop",
        "main:\n    i = 0\n    s = 0\n    goto head\nhead:\n    c = i < n\n    if c goto body else goto done\n\
         body:\n    q = sq(i)\n    s = s + q\n    i = i + 1\n    goto head\ndone:\n    print_and_stop(s)\n\n\
         def sq(x):\n    y = x * x\n    return y\n",
        &[("n", &["0", "5", "30"])],
    ),
    (
        "loop_in_proc",
        "main:\n    a = sum(n, k)\n    b = sum(k, n)\n    c = a - b\n    print(a)\n    print_and_stop(c)\n\n\
         def sum(n, k):\n    i = 0\n    s = 0\n    goto head\nhead:\n    c = i < n\n    \
         if c goto body else goto done\nbody:\n    t = i * k\n    s = s + t\n    i = i + 1\n    goto head\n\
         done:\n    return s\n",
        &[("n", &["0", "4"]), ("k", &["3", "-1"])],
    ),
    (
        "mutual_recursion",
        "main:\n    e = even(n)\n    print(e)\n    o = odd(n)\n    print_and_stop(o)\n\n\
         def even(n):\n    z = n == 0\n    if z goto yes else goto no\nyes:\n    return 1\nno:\n    m = n - 1\n    \
         r = odd(m)\n    return r\n\ndef odd(n):\n    z = n == 0\n    if z goto yes else goto no\nyes:\n    \
         return 0\nno:\n    m = n - 1\n    r = even(m)\n    return r\n",
        &[("n", &["0", "7", "10"])],
    ),
    (
        "effects_in_callees",
        "main:\n    i = 0\n    goto head\nhead:\n    c = i < n\n    if c goto body else goto done\n\
         body:\n    show(i, k)\n    i = i + 1\n    goto head\ndone:\n    put_byte(10)\n    stop\n\n\
         def show(i, k):\n    print(i)\n    b = i + k\n    put_byte(b)\n    return 0\n",
        &[("n", &["0", "3"]), ("k", &["65", "97"])],
    ),
    (
        "errors_in_callees",
        "main:\n    print(a)\n    r = quot(a, b)\n    print(r)\n    s = sq(a)\n    print_and_stop(s)\n\n\
         def quot(x, y):\n    q = x // y\n    return q\n\ndef sq(x):\n    y = x * x\n    return y\n",
        &[("a", &["7", "'s'"]), ("b", &["2", "0"])],
    ),
    (
        "unassigned_in_callee",
        "main:\n    r = f(n)\n    print_and_stop(r)\n\ndef f(n):\n    c = n > 0\n    if c goto set else goto use\n\
         set:\n    t = n\n    goto use\nuse:\n    u = t + 1\n    return u\n",
        &[("n", &["1", "0"])],
    ),
    (
        "names_shared_with_the_caller",
        // The callee writes `a`, which main still needs after the call; the call passes its
        // arguments crosswise (f(b, a) into f(a, b)).
        "main:\n    r = f(b, a)\n    s = r + a\n    t = g(a)\n    u = t + b\n    print(s)\n    print_and_stop(u)\n\n\
         def f(a, b):\n    a = a - b\n    return a\n\ndef g(b):\n    a = b * 2\n    return a\n",
        &[("a", &["10", "3"]), ("b", &["4"])],
    ),
    (
        "static_recursion_deeper_than_the_unfolding",
        "main:\n    r = count(n, x)\n    print_and_stop(r)\n\ndef count(n, x):\n    z = n == 0\n    \
         if z goto base else goto rec\nbase:\n    return x\nrec:\n    m = n - 1\n    r = count(m, x)\n    \
         r = r + 1\n    return r\n",
        &[("n", &["0", "150", "300"]), ("x", &["1"])],
    ),
];

/// Every subset of the inputs static, every combination of the values: the residual agrees.
#[test]
fn fixed_programs_agree_with_the_original_on_every_static_subset() {
    for (name, src, inputs) in PROGRAMS {
        let k = inputs.len();
        let mut combos: Vec<Vec<(&str, &str)>> = vec![Vec::new()];
        for (n, values) in inputs.iter() {
            combos =
                combos.into_iter().flat_map(|c| values.iter().map(move |v| [&c[..], &[(*n, *v)]].concat())).collect();
        }
        for mask in 0..1u32 << k {
            for combo in &combos {
                let (statics, dynamics): (Vec<_>, Vec<_>) =
                    combo.iter().enumerate().partition(|(i, _)| mask >> i & 1 == 1);
                let statics: Vec<(&str, &str)> = statics.into_iter().map(|(_, a)| *a).collect();
                let dynamics: Vec<(&str, &str)> = dynamics.into_iter().map(|(_, a)| *a).collect();
                agree(src, &statics, &dynamics, &MODES, name);
            }
        }
    }
}

#[test]
fn a_call_in_a_loop_with_a_static_bound_unfolds_and_folds() {
    let src = PROGRAMS[0].1;
    assert_eq!(agree(src, &[("n", "4")], &[], &MODES, "call_in_loop_static"), "main:\n    print_and_stop(14)\n");
    // n dynamic: the loop stays, and sq is unfolded into it.
    let body = agree(src, &[], &[("n", "4")], &MODES, "call_in_loop_dynamic");
    assert!(!body.contains("sq("), "{body}");
}

#[test]
fn mutual_recursion_with_a_static_argument_unfolds_to_its_value() {
    let src = PROGRAMS[2].1;
    assert_eq!(agree(src, &[("n", "7")], &[], &MODES, "mutual_static"), "main:\n    print(0)\n    print_and_stop(1)\n");
}

#[test]
fn deep_recursion_runs_through_the_residual_procedure() {
    let src = "main:\n    r = count(n)\n    print_and_stop(r)\n\ndef count(n):\n    z = n == 0\n    \
        if z goto base else goto rec\nbase:\n    return 0\nrec:\n    m = n - 1\n    r = count(m)\n    \
        r = r + 2\n    return r\n";
    let body = agree(src, &[], &[("n", "100000")], &["interp"], "deep");
    assert!(body.contains("def count(n):"), "{body}");
    let dir = scratch("pe_procs", "deep_run");
    let (out, _) = residual(&dir, src, &[]);
    assert_eq!(ok(&["run", &out, "--mode", "interp", "--arg", "n=100000"]), "200000\n");
}

#[test]
fn an_error_in_a_callee_has_the_original_message_and_status() {
    let src = PROGRAMS[4].1;
    let dir = scratch("pe_procs", "error_message");
    let (out, _) = residual(&dir, src, &[("b", "0")]);
    let r = fgljit(&["run", &out, "--arg", "a=7"]);
    assert_eq!(r.status, 1);
    assert!(r.stderr.ends_with("division by zero in div: 'y' is 0\n"), "{}", r.stderr);
}
