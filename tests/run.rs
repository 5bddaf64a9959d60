//! End-to-end tests of `fgljit run` through the real binary: exact standard output, standard error and exit
//! status (0 after print_and_stop, 1 runtime error, 2 bad program or command line, 3 step limit).
//!
//! Every program that runs is run in each mode of `MODES`, because FGL.md requires the same output and the
//! same error messages however a program is executed.
//!
//! The binary runs in the crate root, so files are named relative to it, as the error messages then show.

use std::process::Command;

/// Modes that run programs; every program test runs in each.
const MODES: &[&str] = &["interp", "trace", "jit"];

/// What one run of the binary did.
#[derive(Debug)]
struct Out {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

fn fgljit(args: &[&str]) -> Out {
    let out = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the fgljit binary runs");
    Out {
        status: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// `fgljit run FILE ARGS... --mode MODE`.
fn run_in<S: AsRef<str>>(mode: &str, file: &str, args: &[S]) -> Out {
    let mut all = vec!["run", file];
    all.extend(args.iter().map(AsRef::as_ref));
    all.extend_from_slice(&["--mode", mode]);
    fgljit(&all)
}

/// No command-line arguments after the file.
const NO_ARGS: &[&str] = &[];

/// `--arg NAME=VALUE` for each pair.
fn inputs(pairs: &[(&str, &str)]) -> Vec<String> {
    pairs.iter().flat_map(|(name, value)| ["--arg".to_string(), format!("{name}={value}")]).collect()
}

/// The program prints `expected` (and a newline) and exits 0, in every mode.
fn assert_prints<S: AsRef<str> + std::fmt::Debug>(file: &str, args: &[S], expected: &str) {
    for mode in MODES {
        let out = run_in(mode, file, args);
        let what = format!("{file} {args:?} --mode {mode}: {out:?}");
        assert_eq!(out.stdout, format!("{expected}\n"), "stdout of {what}");
        assert_eq!(out.stderr, "", "stderr of {what}");
        assert_eq!(out.status, Some(0), "status of {what}");
    }
}

/// The program stops with exit status `status`, nothing on stdout and exactly the one line `message` on
/// stderr, in every mode.
fn assert_fails<S: AsRef<str> + std::fmt::Debug>(file: &str, args: &[S], status: i32, message: &str) {
    for mode in MODES {
        let out = run_in(mode, file, args);
        let what = format!("{file} {args:?} --mode {mode}: {out:?}");
        assert_eq!(out.stderr, format!("{message}\n"), "stderr of {what}");
        assert_eq!(out.stdout, "", "stdout of {what}");
        assert_eq!(out.status, Some(status), "status of {what}");
    }
}

fn assert_runtime_error<S: AsRef<str> + std::fmt::Debug>(file: &str, args: &[S], message: &str) {
    assert_fails(file, args, 1, message);
}

fn assert_usage_error<S: AsRef<str> + std::fmt::Debug>(file: &str, args: &[S], message: &str) {
    assert_fails(file, args, 2, message);
}

// ---- the examples -------------------------------------------------------------------------------------

#[test]
fn power() {
    let power = |x, y, expected| assert_prints("examples/power.fg", &inputs(&[("x", x), ("y", y)]), expected);
    power("10", "20", "100000000000000000000");
    power("2", "0", "1");
    power("-3", "3", "-27");
}

#[test]
fn promote() {
    assert_prints("examples/promote.fg", &inputs(&[("i", "100"), ("x", "5")]), "-10");
}

#[test]
fn bytecode_square() {
    let square = |a, expected| assert_prints("examples/bytecode_square.fg", &inputs(&[("a", a)]), expected);
    square("16", "256");
    square("1", "1");
    square("100000", "10000000000");
}

#[test]
fn bytecode_square_of_zero_never_stops() {
    // The bytecode loop is do-while: with a = 0 the counter r0 starts at -1 and never comes back to 0.
    assert_fails(
        "examples/bytecode_square.fg",
        &["--arg", "a=0", "--max-steps", "10000"],
        3,
        "error: step limit reached: 10000 jumps taken without the program stopping (--max-steps)",
    );
}

/// `bytecode_vm.fg --entry ENTRY --arg n=N` prints `expected`.
fn vm(entry: &str, n: &str, expected: &str) {
    let mut args = vec!["--entry".to_string(), entry.to_string()];
    args.extend(inputs(&[("n", n)]));
    assert_prints("examples/bytecode_vm.fg", &args, expected);
}

// The expected values were computed in Python: math.factorial, an iterative fib, (n * (n - 1) // 2) ** 2.

#[test]
fn bytecode_vm_factorial() {
    vm("factorial", "0", "1");
    vm("factorial", "1", "1");
    vm("factorial", "5", "120");
    vm("factorial", "-3", "1");
    // 20! is the largest factorial in 64 bits; 21! and 25! need big integers.
    vm("factorial", "20", "2432902008176640000");
    vm("factorial", "21", "51090942171709440000");
    vm("factorial", "25", "15511210043330985984000000");
}

#[test]
fn bytecode_vm_factorial_is_the_default_entry() {
    assert_prints("examples/bytecode_vm.fg", &inputs(&[("n", "20")]), "2432902008176640000");
}

#[test]
fn bytecode_vm_fibonacci() {
    vm("fibonacci", "0", "0");
    vm("fibonacci", "1", "1");
    vm("fibonacci", "2", "1");
    vm("fibonacci", "10", "55");
    vm("fibonacci", "-3", "0");
    // fib(92) is the largest Fibonacci number in 64 bits; fib(93) and fib(100) need big integers.
    vm("fibonacci", "92", "7540113804746346429");
    vm("fibonacci", "93", "12200160415121876738");
    vm("fibonacci", "100", "354224848179261915075");
}

#[test]
fn bytecode_vm_nested_loops() {
    // The sum leaves 64 bits only near n = 2^16.5 (some 10^10 bytecode instructions): big registers are
    // tested with bytecode from the command line below.
    vm("nested_loops", "0", "0");
    vm("nested_loops", "1", "0");
    vm("nested_loops", "2", "1");
    vm("nested_loops", "10", "2025");
    vm("nested_loops", "100", "24502500");
}

/// Arguments that run `bytecode` (list syntax) from pc 0, entering the dispatch loop directly instead of
/// through one of the programs' entry blocks; `registers` are `--arg` inputs too.
fn vm_bytecode(bytecode: &str, registers: &[(&str, &str)]) -> Vec<String> {
    let mut args = vec!["--entry".to_string(), "bytecode_loop".to_string()];
    args.extend(inputs(&[("bytecode", bytecode), ("pc", "0")]));
    args.extend(inputs(registers));
    args
}

#[test]
fn bytecode_vm_runs_bytecode_from_args() {
    let check = |bytecode, registers: &[(&str, &str)], expected| {
        assert_prints("examples/bytecode_vm.fg", &vm_bytecode(bytecode, registers), expected);
    };
    // Every arithmetic and comparison opcode; jump_if_not and jump_if not taken (their target 0 would loop
    // forever), then jump_if_not taken (to 33, past `print 5`). Checked with a Python model of the machine:
    // r5 = -4, r4 = 3, r3 = r5 - r4 = -7, r2 = r3 * r4 = -21, r1 = (r2 == r2) = 1, r0 = (r5 < r2) = 0.
    check(
        "[load_imm,5,-4,load_imm,4,3,sub,3,5,4,mul,2,3,4,eq,1,2,2,jump_if_not,1,0,lt,0,5,2,jump_if,0,0,\
         jump_if_not,0,33,print,5,print,2]",
        &[],
        "-21",
    );
    // Registers hold big integers: 2^64 * 2^64 + 2^64.
    check(
        "[mul,0,1,1,add,0,0,1,print,0]",
        &[("r1", "18446744073709551616")],
        "340282366920938463481821351505477763072",
    );
    check("[load_imm,0,7,bogus]", &[], "illegal_opcode");
    check("[load_imm,6,7]", &[], "illegal_register");
    check("[print,9]", &[], "illegal_register");
    check("[add,0,1,7]", &[("r1", "1")], "illegal_register");
}

#[test]
fn bytecode_vm_errors_are_fgl_runtime_errors() {
    // Without n, the entry block fails where it copies n into r0; nothing in the program assigns n, so the
    // message says how to give it.
    assert_runtime_error(
        "examples/bytecode_vm.fg",
        NO_ARGS,
        "error: examples/bytecode_vm.fg:75: in block 'factorial': variable 'n' has no value (nothing assigns it: pass it with --arg n=VALUE)",
    );
    // A register that nothing wrote has no value: the error is in the register file's read block. The
    // program has blocks that write r3, so there is no hint to pass it as an input.
    assert_runtime_error(
        "examples/bytecode_vm.fg",
        &vm_bytecode("[mov,0,3,print,0]", &[]),
        "error: examples/bytecode_vm.fg:323: in block 'read_x_r3': variable 'r3' has no value",
    );
}

// ---- runtime errors (exit status 1) ---------------------------------------------------------------------

#[test]
fn unassigned_variable() {
    assert_runtime_error(
        "tests/programs/unassigned.fg",
        NO_ARGS,
        "error: tests/programs/unassigned.fg:4: in block 'start': variable 'x' has no value (nothing assigns it: pass it with --arg x=VALUE)",
    );
    assert_prints("tests/programs/unassigned.fg", &inputs(&[("x", "41")]), "42");
}

#[test]
fn promote_of_an_unassigned_variable() {
    assert_runtime_error(
        "tests/programs/promote_unassigned.fg",
        NO_ARGS,
        "error: tests/programs/promote_unassigned.fg:4: in block 'start': variable 'x' has no value (nothing assigns it: pass it with --arg x=VALUE)",
    );
    assert_prints("tests/programs/promote_unassigned.fg", &inputs(&[("x", "3")]), "reached");
}

/// `tests/programs/FILE` fails at LINE of block `start` with `detail`.
fn assert_program_error(file: &str, line: u32, detail: &str) {
    let path = format!("tests/programs/{file}");
    assert_runtime_error(&path, NO_ARGS, &format!("error: {path}:{line}: in block 'start': {detail}"));
}

#[test]
fn type_errors() {
    assert_program_error("arith_symbol.fg", 4, "type error: add expects integers, but 's' is the symbol abc");
    // The plain comparison and the one fused with its `if` report the same error.
    assert_program_error("compare_list.fg", 5, "type error: lt expects integers, but 'l' is the list [1,2]");
    assert_program_error("compare_list_branch.fg", 5, "type error: lt expects integers, but 'l' is the list [1,2]");
    assert_program_error("len_integer.fg", 4, "type error: len expects a list, but 'n' is the integer 5");
    assert_program_error("readlist_non_list.fg", 4, "type error: readlist expects a list, but 'n' is the integer 5");
    assert_program_error(
        "readlist_symbol_index.fg",
        5,
        "type error: readlist expects an integer index, but 'i' is the symbol first",
    );
}

#[test]
fn type_error_on_an_input_value() {
    assert_runtime_error(
        "examples/power.fg",
        &inputs(&[("x", "[1,2]"), ("y", "1")]),
        "error: examples/power.fg:13: in block 'power_rec': type error: mul expects integers, but 'x' is the list [1,2]",
    );
}

#[test]
fn division_by_zero() {
    for (file, op) in [("divide.fg", "div"), ("modulo.fg", "mod")] {
        for a in ["7", "100000000000000000000"] {
            assert_runtime_error(
                &format!("tests/programs/{file}"),
                &inputs(&[("a", a), ("b", "0")]),
                &format!("error: tests/programs/{file}:4: in block 'start': division by zero in {op}: 'b' is 0"),
            );
        }
    }
    assert_program_error("divide_by_constant_zero.fg", 4, "division by zero in div");
}

#[test]
fn floor_division_and_modulo() {
    // Floor division rounds toward negative infinity; the remainder has the sign of the divisor.
    let cases = [
        ("7", "2", "3", "1"),
        ("-7", "2", "-4", "1"),
        ("7", "-2", "-4", "-1"),
        ("-7", "-2", "3", "-1"),
        ("-100000000000000000000", "7", "-14285714285714285715", "5"),
        ("-9223372036854775808", "-1", "9223372036854775808", "0"),
    ];
    for (a, b, q, m) in cases {
        let args = inputs(&[("a", a), ("b", b)]);
        assert_prints("tests/programs/divide.fg", &args, q);
        assert_prints("tests/programs/modulo.fg", &args, m);
    }
}

#[test]
fn index_out_of_range() {
    assert_prints("tests/programs/index.fg", &inputs(&[("i", "0")]), "10");
    assert_prints("tests/programs/index.fg", &inputs(&[("i", "2")]), "30");
    for i in ["3", "-1", "100000000000000000000"] {
        assert_runtime_error(
            "tests/programs/index.fg",
            &inputs(&[("i", i)]),
            &format!(
                "error: tests/programs/index.fg:5: in block 'start': index {i} ('i') out of range for the list 'l' of length 3"
            ),
        );
    }
}

// ---- the step limit (exit status 3) ---------------------------------------------------------------------

#[test]
fn max_steps_counts_jumps() {
    // power with y = 3 takes exactly 4 jumps (the `if` of `power`, then those of three `power_rec`s), so
    // `--max-steps 4` is enough and 3 is not.
    let args = |n: &str| {
        let mut args = inputs(&[("x", "2"), ("y", "3")]);
        args.extend(["--max-steps".to_string(), n.to_string()]);
        args
    };
    assert_prints("examples/power.fg", &args("4"), "8");
    assert_fails(
        "examples/power.fg",
        &args("3"),
        3,
        "error: step limit reached: 3 jumps taken without the program stopping (--max-steps)",
    );
}

// ---- command-line errors and diagnostics (exit status 2) -----------------------------------------------

#[test]
fn arg_errors() {
    let sq = "examples/bytecode_square.fg";
    assert_usage_error(sq, &["--arg", "a"], "error: --arg a: expected NAME=VALUE");
    assert_usage_error(sq, &["--arg", "zz=1"], "error: --arg zz: the program has no variable named 'zz'");
    assert_usage_error(
        sq,
        &["--arg", "a=1.5"],
        "error: --arg a: '1.5' is not a constant (an integer, a symbol or a [list]): unexpected character '.'",
    );
    assert_usage_error(
        sq,
        &["--arg", "a="],
        "error: --arg a: '' is not a constant (an integer, a symbol or a [list]): empty value",
    );
}

#[test]
fn unknown_entry() {
    assert_usage_error(
        "examples/bytecode_vm.fg",
        &["--entry", "nope", "--arg", "n=3"],
        "error: --entry nope: the program has no block or procedure of this name",
    );
}

#[test]
fn undefined_label_is_rejected_before_running() {
    for mode in MODES {
        let out = run_in(mode, "tests/programs/undefined_label.fg", NO_ARGS);
        assert_eq!(out.status, Some(2), "{out:?}");
        assert_eq!(out.stdout, "", "nothing runs: {out:?}");
        // Only the headline: the source excerpt under it is the diagnostics renderer's business.
        assert_eq!(
            out.stderr.lines().next(),
            Some("tests/programs/undefined_label.fg:6:10: error: undefined label 'nowhere'"),
            "{out:?}"
        );
    }
}
