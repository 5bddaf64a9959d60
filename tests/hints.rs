//! The hints a user's first mistakes get, through the real binary: each diagnostic's whole text (headline,
//! excerpt, `= help:` line), `check`'s warning about variables only `--arg` can give, the runtime error's
//! advice for them, "did you mean" on the command line, `NO_COLOR`, and one headline per problem.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_fgljit");

/// Runs the binary in `dir` with `env` added (and the colour variables of the test's own environment
/// removed, so that only the test decides them). stderr is a pipe.
fn fgljit_env(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(BIN);
    command.current_dir(dir).args(args).env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("the fgljit binary runs")
}

fn fgljit(dir: &Path, args: &[&str]) -> Output {
    fgljit_env(dir, args, &[])
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// A fresh directory of this test's own holding `file` with `source`.
fn scratch(test: &str, file: &str, source: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hints").join(test);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("the scratch directory can be made");
    fs::write(dir.join(file), source).expect("the scratch file can be written");
    dir
}

/// `check FILE` on `source` fails with status 2 and exactly `expected` on stderr.
fn assert_diagnosed(test: &str, file: &str, source: &str, expected: &str) {
    let dir = scratch(test, file, source);
    let out = fgljit(&dir, &["check", file]);
    assert_eq!((out.status.code(), stderr(&out).as_str(), stdout(&out).as_str()), (Some(2), expected, ""), "{file}");
}

#[test]
fn a_mistyped_label_gets_did_you_mean() {
    assert_diagnosed(
        "label",
        "l.fg",
        "loop:\n    x = 1\n    goto lop\n",
        "l.fg:3:10: error: undefined label 'lop'\n  │\n3 │     goto lop\n  │          ^^^ no block has this label\n  \
         = help: did you mean 'loop'?\n",
    );
    assert_diagnosed(
        "label_pl",
        "l.pl",
        "block(loop, op1(x, same, const(1),\n    jump(lopo))).\n",
        "l.pl:2:10: error: undefined label 'lopo'\n  │\n2 │     jump(lopo))).\n  │          ^^^^ no block has this \
         label\n  = help: did you mean 'loop'?\n",
    );
    // Nothing near: no hint.
    assert_diagnosed(
        "label_far",
        "f.fg",
        "loop:\n    goto elsewhere\n",
        "f.fg:2:10: error: undefined label 'elsewhere'\n  │\n2 │     goto elsewhere\n  │          ^^^^^^^^^ no block has \
         this label\n",
    );
}

#[test]
fn mistyped_words_get_did_you_mean() {
    assert_diagnosed(
        "statement",
        "s.fg",
        "l:\n    got l\n",
        "s.fg:2:5: error: unknown statement 'got'\n  │\n2 │     got l\n  │     ^^^ expected a label, an assignment, a \
         statement, a call, goto, if, promote, print_and_stop, stop, return or def\n  = help: did you mean 'goto'?\n",
    );
    // Two letters swapped are one edit.
    assert_diagnosed(
        "swapped",
        "w.fg",
        "l:\n    stpo\n",
        "w.fg:2:5: error: unknown statement 'stpo'\n  │\n2 │     stpo\n  │     ^^^^ expected a label, an assignment, a \
         statement, a call, goto, if, promote, print_and_stop, stop, return or def\n  = help: did you mean 'stop'?\n",
    );
    let known = "known operations: same, add, sub, mul, div, mod, eq, ne, lt, le, gt, ge, readlist, len, set, append, \
                 slice, make_list, get_byte, print, put_byte";
    assert_diagnosed(
        "operation",
        "o.fg",
        "l:\n    n = appnd(x, 1)\n    stop\n",
        &format!(
            "o.fg:2:9: error: no procedure or operation is named 'appnd'\n  │\n2 │     n = appnd(x, 1)\n  │         ^^^^^ {known}\n  \
             = help: did you mean 'append'?\n"
        ),
    );
    assert_diagnosed(
        "operation_pl",
        "o.pl",
        "block(l, op1(n, lenn, var(x),\n    stop)).\n",
        &format!(
            "o.pl:1:17: error: unknown operation 'lenn'\n  │\n1 │ block(l, op1(n, lenn, var(x),\n  │                 ^^^^ \
             {known}\n  = help: did you mean 'len'?\n"
        ),
    );
}

#[test]
fn slash_suggests_floor_division() {
    assert_diagnosed(
        "slash",
        "d.fg",
        "l:\n    q = a / 2\n    stop\n",
        "d.fg:2:11: error: unknown operator '/'\n  │\n2 │     q = a / 2\n  │           ^ not an FGL operator\n  \
         = help: integer division is written '//' (it rounds down; '%' is its remainder)\n",
    );
}

#[test]
fn double_star_says_there_is_no_power_operator() {
    assert_diagnosed(
        "power",
        "p.fg",
        "l:\n    q = a ** 2\n    stop\n",
        "p.fg:2:11: error: unknown operator '**'\n  │\n2 │     q = a ** 2\n  │           ^^ not an FGL operator\n  \
         = help: FGL has no power operator: multiply in a loop, as examples/power.fg does\n",
    );
}

#[test]
fn a_label_without_its_colon_says_so() {
    // Only the label is reported: the block it starts still holds the lines after it.
    assert_diagnosed(
        "colon",
        "c.fg",
        "start\n    x = 1\n    print_and_stop(x)\n",
        "c.fg:1:1: error: expected ':' after the label 'start'\n  │\n1 │ start\n  │ ^^^^^ a label ends with ':'\n  \
         = help: write 'start:'\n",
    );
}

#[test]
fn a_minus_apart_from_its_number_says_it_must_touch() {
    assert_diagnosed(
        "minus",
        "m.fg",
        "l:\n    x = y + - 3\n    stop\n",
        "m.fg:2:13: error: expected a number right after '-', found a space\n  │\n2 │     x = y + - 3\n  │             \
         ^^^ the minus must touch its number\n  = help: write -3\n",
    );
    // The same rule on the command line.
    let dir = scratch("minus_arg", "m.fg", "l:\n    print_and_stop(y)\n");
    let out = fgljit(&dir, &["run", "m.fg", "--arg", "y=- 3"]);
    assert_eq!(
        (out.status.code(), stderr(&out)),
        (
            Some(2),
            "error: --arg y: '- 3' is not a constant (an integer, a symbol or a [list]): expected a number right after \
             '-', found a space\n"
                .to_string()
        )
    );
}

const READS_AN_INPUT: &str = "start:\n    x = y + 1\n    z = x + y\n    if w goto start else goto done\ndone:\n    \
                              w = 0\n    print_and_stop(z)\n";

#[test]
fn check_warns_about_a_variable_nothing_assigns() {
    let dir = scratch("unassigned", "u.fg", READS_AN_INPUT);
    // Once per variable, at its first read; `w` is assigned (in `done`), so it is not an input.
    let warning = "u.fg:2:9: warning: variable 'y' is read but never assigned\n  │\n2 │     x = y + 1\n  │         ^ nothing \
                   assigns it\n  = help: it has a value only as an input: pass --arg y=VALUE\n";
    let out = fgljit(&dir, &["check", "u.fg"]);
    assert_eq!(
        (out.status.code(), stderr(&out), stdout(&out)),
        (Some(0), format!("{warning}u.fg: ok (2 blocks, 4 variables; 1 warning)\n"), String::new())
    );
    // Named as an input, it is no warning; its value is checked as `run` checks it.
    for args in [&["--arg", "y=1"][..], &["--arg-bytes", "y=anything"]] {
        let out = fgljit(&dir, &[&["check", "u.fg"], args].concat());
        assert_eq!((out.status.code(), stderr(&out)), (Some(0), "u.fg: ok (2 blocks, 4 variables)\n".to_string()));
    }
    let out = fgljit(&dir, &["check", "u.fg", "--arg", "y=1.5"]);
    assert_eq!(
        (out.status.code(), stderr(&out)),
        (
            Some(2),
            "error: --arg y: '1.5' is not a constant (an integer, a symbol or a [list]): unexpected character '.'\n"
                .to_string()
        )
    );
    // An input the program does not have is the error `run` reports, with the name most likely meant.
    for command in ["check", "run"] {
        let out = fgljit(&dir, &[command, "u.fg", "--arg", "yy=1"]);
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (Some(2), "error: --arg yy: the program has no variable named 'yy'; did you mean 'y'?\n".to_string()),
            "{command}"
        );
    }
    // The .pl form is checked the same, at its own place.
    let dir =
        scratch("unassigned_pl", "u.pl", "block(start, op2(x, add, var(y), const(1),\n    print_and_stop(var(x)))).\n");
    let out = fgljit(&dir, &["check", "u.pl"]);
    assert_eq!(
        stderr(&out).lines().next(),
        Some("u.pl:1:30: warning: variable 'y' is read but never assigned"),
        "{}",
        stderr(&out)
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_missing_input_at_run_time_says_to_pass_it() {
    let dir = scratch("missing_input", "u.fg", READS_AN_INPUT);
    for mode in ["interp", "trace", "jit"] {
        let out = fgljit(&dir, &["run", "u.fg", "--mode", mode]);
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (
                Some(1),
                "error: u.fg:2: in block 'start': variable 'y' has no value (nothing assigns it: pass it with --arg \
                 y=VALUE)\n"
                    .to_string()
            ),
            "{mode}"
        );
        // `w` is assigned in the program (later): there is no such hint for it.
        let out = fgljit(&dir, &["run", "u.fg", "--mode", mode, "--arg", "y=1"]);
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (Some(1), "error: u.fg:4: in block 'start': variable 'w' has no value\n".to_string()),
            "{mode}"
        );
    }
}

#[test]
fn a_mistyped_entry_gets_did_you_mean() {
    let dir = scratch("entry", "e.fg", READS_AN_INPUT);
    for command in ["run", "pe"] {
        let out = fgljit(&dir, &[command, "e.fg", "--entry", "dome"]);
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (
                Some(2),
                "error: --entry dome: the program has no block or procedure of this name; did you mean 'done'?\n"
                    .into()
            ),
            "{command}"
        );
    }
}

#[test]
fn no_color_is_honoured() {
    let dir = scratch("color", "l.fg", "loop:\n    goto lop\n");
    let check = |env: &[(&str, &str)]| stderr(&fgljit_env(&dir, &["check", "l.fg"], env));
    let plain = check(&[]);
    assert!(!plain.contains('\x1b'), "{plain:?}");
    // CLICOLOR_FORCE colours a pipe (as on a terminal); NO_COLOR set and not empty wins over both.
    let forced = check(&[("CLICOLOR_FORCE", "1")]);
    assert!(
        forced.starts_with("l.fg:2:10: \x1b[1;31merror\x1b[0m\x1b[1m: undefined label 'lop'\x1b[0m\n"),
        "{forced:?}"
    );
    assert_eq!(check(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]), plain);
    assert_eq!(check(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "")]), forced);
    // The argument parser's messages follow the same rules.
    let clap = |env: &[(&str, &str)]| stderr(&fgljit_env(&dir, &["run", "l.fg", "--bogus"], env));
    assert!(clap(&[("CLICOLOR_FORCE", "1")]).contains('\x1b'));
    assert!(!clap(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]).contains('\x1b'));
}

/// Every error path prints its headline once: one `error:` line per problem and no line twice.
#[test]
fn each_headline_is_printed_once() {
    let dir = scratch("once", "u.fg", READS_AN_INPUT);
    fs::write(dir.join("bad.fg"), "start\n    x = a / 2\n    goto nowhere\n").expect("write");
    fs::write(dir.join("bad.pl"), "block(a, jump(b)).\nblock(c, op1(x, pow, var(x), jump(a))).\n").expect("write");
    let cases: &[(&[&str], usize)] = &[
        (&["check", "bad.fg"], 2),
        (&["run", "bad.fg"], 2),
        (&["fmt", "bad.fg"], 2),
        (&["pe", "bad.fg"], 2),
        (&["check", "bad.pl"], 1),
        (&["check", "missing.fg"], 1),
        (&["run", "u.fg"], 1),
        (&["run", "u.fg", "--mode", "trace", "--log", "all", "--stats", "json"], 1),
        (&["run", "u.fg", "--arg", "y"], 1),
        (&["run", "u.fg", "--arg", "zz=1"], 1),
        (&["run", "u.fg", "--entry", "x"], 1),
        (&["run", "u.fg", "--max-steps", "x"], 1),
        (&["pe", "u.fg", "--static", "q=1"], 1),
        (&["fmt", "u.fg", "--to", "xml"], 1),
    ];
    for (args, headlines) in cases {
        let err = stderr(&fgljit(&dir, args));
        let errors = err.lines().filter(|l| l.contains("error:") || l.contains("error\x1b")).count();
        assert_eq!(errors, *headlines, "{args:?}:\n{err}");
        let mut lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty() && !l.trim().ends_with('│')).collect();
        lines.sort_unstable();
        let before = lines.len();
        lines.dedup();
        assert_eq!(lines.len(), before, "{args:?}: a line printed twice:\n{err}");
    }
}
/// Every program-text error of procedures (FGL 3) in `.fg`: its whole diagnostic, with place and hint.
#[test]
fn procedure_mistakes_get_hints() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "unknown_proc",
            "main:\n    r = fibb(3)\n    print_and_stop(r)\ndef fib(n):\n    return n\n",
            "c.fg:2:9: error: no procedure or operation is named 'fibb'\n  │\n2 │     r = fibb(3)\n  │         ^^^^ no procedure or operation has this name\n  = help: did you mean 'fib'?\n",
        ),
        (
            "unknown_proc_op",
            "main:\n    r = lenn(l)\n    print_and_stop(r)\ndef fib(n):\n    return n\n",
            "c.fg:2:9: error: no procedure or operation is named 'lenn'\n  │\n2 │     r = lenn(l)\n  │         ^^^^ no procedure or operation has this name\n  = help: did you mean 'len'?\n",
        ),
        (
            "unknown_proc_none",
            "main:\n    r = zzzz(3)\n    print_and_stop(r)\ndef fib(n):\n    return n\n",
            "c.fg:2:9: error: no procedure or operation is named 'zzzz'\n  │\n2 │     r = zzzz(3)\n  │         ^^^^ no procedure or operation has this name\n  = help: define it: def zzzz(...):\n",
        ),
        (
            "unknown_proc_stmt",
            "main:\n    fibb(3)\n    stop\ndef fib(n):\n    return n\n",
            "c.fg:2:5: error: no procedure or operation is named 'fibb'\n  │\n2 │     fibb(3)\n  │     ^^^^ no procedure or operation has this name\n  = help: did you mean 'fib'?\n",
        ),
        (
            "arity",
            "main:\n    r = fib(3, 4)\n    print_and_stop(r)\n\ndef fib(n):\n    return n\n",
            "c.fg:2:9: error: fib takes 1 argument(s), not 2\n  │\n2 │     r = fib(3, 4)\n  │         ^^^ wrong number of arguments\n  = help: 'fib' is defined on line 5\n",
        ),
        (
            "arity0",
            "main:\n    f()\n    stop\ndef f(a, b):\n    return a\n",
            "c.fg:2:5: error: f takes 2 argument(s), not 0\n  │\n2 │     f()\n  │     ^ wrong number of arguments\n  = help: 'f' is defined on line 4\n",
        ),
        (
            "dup_proc",
            "main:\n    r = f(1)\n    print_and_stop(r)\ndef f(a):\n    return a\ndef f(b):\n    return b\n",
            "c.fg:6:5: error: duplicate procedure 'f'\n  │\n6 │ def f(b):\n  │     ^ already defined on line 4\n  = help: rename one of them: a call names exactly one procedure\n",
        ),
        (
            "op_named_len",
            "main:\n    stop\ndef len(a):\n    return a\n",
            "c.fg:3:5: error: a procedure cannot be named 'len'\n  │\n3 │ def len(a):\n  │     ^^^ that is the name of an operation or a statement of FGL\n  = help: rename it, for example 'my_len'\n",
        ),
        (
            "op_named_set",
            "main:\n    stop\ndef set(a, i, v):\n    return a\n",
            "c.fg:3:5: error: a procedure cannot be named 'set'\n  │\n3 │ def set(a, i, v):\n  │     ^^^ that is the name of an operation or a statement of FGL\n  = help: rename it, for example 'my_set'\n",
        ),
        (
            "op_named_print",
            "main:\n    stop\ndef print(a):\n    return a\n",
            "c.fg:3:5: error: a procedure cannot be named 'print'\n  │\n3 │ def print(a):\n  │     ^^^^^ that is the name of an operation or a statement of FGL\n  = help: rename it, for example 'my_print'\n",
        ),
        (
            "return_in_main",
            "main:\n    x = 1\n    return x\n",
            "c.fg:3:5: error: return in the main program\n  │\n3 │     return x\n  │     ^^^^^^^^ only a procedure returns\n  = help: end the main program with print_and_stop or stop\n",
        ),
        (
            "dup_label_in_proc",
            "main:\n    stop\ndef f(a):\n    goto l\nl:\n    return a\nl:\n    return 1\n",
            "c.fg:7:1: error: duplicate label 'l'\n  │\n7 │ l:\n  │ ^ already defined on line 5\n  = help: rename one of them: a label names one block of procedure 'f'\n",
        ),
        (
            "goto_other_proc",
            "main:\n    r = f(1)\n    print_and_stop(r)\ndef f(a):\n    goto done\nhere:\n    return a\ndef g(a):\n    goto here\ndone:\n    return a\n",
            "c.fg:5:10: error: undefined label 'done'\n  │\n5 │     goto done\n  │          ^^^^ no block of this procedure has this label\n  = help: 'done' is a label of procedure 'g': labels are local to their procedure, and goto never leaves one\nc.fg:9:10: error: undefined label 'here'\n  │\n9 │     goto here\n  │          ^^^^ no block of this procedure has this label\n  = help: 'here' is a label of procedure 'f': labels are local to their procedure, and goto never leaves one\n",
        ),
        (
            "goto_main_label",
            "main:\n    r = f(1)\n    goto finish\nfinish:\n    print_and_stop(r)\ndef f(a):\n    goto finish\n",
            "c.fg:7:10: error: undefined label 'finish'\n  │\n7 │     goto finish\n  │          ^^^^^^ no block of this procedure has this label\n  = help: 'finish' is a label of the main program: labels are local to their procedure, and goto never leaves one\n",
        ),
        (
            "nothing_after_call",
            "main:\n    r = f(1)\n    x = r + 1\ndef f(a):\n    return a\n",
            "c.fg:2:13: error: nothing ends the block after this call\n  │\n2 │     r = f(1)\n  │             ^ a call goes on with the statements after it, and a block must end with a terminator\n  = help: end the block: goto, if, promote, print_and_stop, stop or return\n",
        ),
        (
            "call_in_expression",
            "main:\n    r = f(1) + 1\n    print_and_stop(r)\ndef f(a):\n    return a\n",
            "c.fg:2:14: error: unexpected '+' after the end of the statement\n  │\n2 │     r = f(1) + 1\n  │              ^ one statement per line\n  = help: a call is a statement of its own: write 'r = f(...)', then compute with 'r' on the next line\n",
        ),
        (
            "entry_block_unended",
            "main:\n    stop\ndef f(a):\n    x = a\nl:\n    return x\n",
            "c.fg:4:5: error: the first block of procedure 'f' has no terminator\n  │\n4 │     x = a\n  │     ^ this block must end with goto, if, promote, print_and_stop, stop or return\n",
        ),
        (
            "bad_def_line",
            "main:\n    stop\ndef f(a):\n    return a\ndef g(1):\n    return 1\n",
            "c.fg:5:7: error: expected a parameter, found the number 1\n  │\n5 │ def g(1):\n  │       ^ expected a parameter\n",
        ),
        (
            "no_main",
            "def f(a):\n    return a\n",
            "c.fg:1:1: error: the program has no main program before its first procedure\n  │\n1 │ def f(a):\n  │ ^^^^^^^^^ the blocks before the first def are the main program, where a run starts\n  = help: put the main program's blocks first, then the procedures\n",
        ),
        (
            "no_body",
            "main:\n    stop\ndef f(a):\n",
            "c.fg:3:1: error: procedure 'f' has no body\n  │\n3 │ def f(a):\n  │ ^^^^^^^^^ no block follows\n",
        ),
        (
            "dup_param",
            "main:\n    stop\ndef f(a, a):\n    return a\n",
            "c.fg:3:10: error: duplicate parameter 'a'\n  │\n3 │ def f(a, a):\n  │          ^ each parameter has its own name\n",
        ),
    ];
    for (test, source, expected) in cases {
        assert_diagnosed(&format!("proc_{test}"), "c.fg", source, expected);
    }
}

/// The same mistakes in the `.pl` form of procedures.
#[test]
fn procedure_mistakes_in_pl_get_hints() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "p_unknown_proc",
            "block(main, call(r, fibb, [const(3)], print_and_stop(var(r)))).\nproc(fib, [n]).\nblock(fib, return(var(n))).\n",
            "c.pl:1:21: error: no procedure or operation is named 'fibb'\n  │\n1 │ block(main, call(r, fibb, [const(3)], print_and_stop(var(r)))).\n  │                     ^^^^ no procedure or operation has this name\n  = help: did you mean 'fib'?\n",
        ),
        (
            "p_arity",
            "block(main, call(r, fib, [const(3), const(4)], print_and_stop(var(r)))).\nproc(fib, [n]).\nblock(fib, return(var(n))).\n",
            "c.pl:1:21: error: fib takes 1 argument(s), not 2\n  │\n1 │ block(main, call(r, fib, [const(3), const(4)], print_and_stop(var(r)))).\n  │                     ^^^ wrong number of arguments\n  = help: 'fib' is defined on line 2\n",
        ),
        (
            "p_return_in_main",
            "block(main, return(const(1))).\n",
            "c.pl:1:13: error: return in the main program\n  │\n1 │ block(main, return(const(1))).\n  │             ^^^^^^^^^^^^^^^^ only a procedure returns\n  = help: end the main program with print_and_stop or stop\n",
        ),
        (
            "p_op_named",
            "block(main, stop).\nproc(len, [n]).\nblock(len, return(var(n))).\n",
            "c.pl:2:6: error: a procedure cannot be named 'len'\n  │\n2 │ proc(len, [n]).\n  │      ^^^ that is the name of an operation or a statement of FGL\n  = help: rename it, for example 'my_len'\n",
        ),
        (
            "p_dup_label",
            "block(main, stop).\nproc(f, [n]).\nblock(l, return(var(n))).\nblock(l, return(var(n))).\n",
            "c.pl:4:7: error: duplicate label 'l'\n  │\n4 │ block(l, return(var(n))).\n  │       ^ already defined on line 3\n  = help: rename one of them: a label names one block of procedure 'f'\n",
        ),
        (
            "p_goto_main",
            "block(main, stop).\nproc(f, [n]).\nblock(f, jump(main)).\n",
            "c.pl:3:15: error: undefined label 'main'\n  │\n3 │ block(f, jump(main)).\n  │               ^^^^ no block of this procedure has this label\n  = help: 'main' is a label of the main program: labels are local to their procedure, and goto never leaves one\n",
        ),
        (
            "p_dup_proc",
            "block(main, call(f, [const(1)], stop)).\nproc(f, [n]).\nblock(f, return(var(n))).\nproc(f, [m]).\nblock(g, return(var(m))).\n",
            "c.pl:4:6: error: duplicate procedure 'f'\n  │\n4 │ proc(f, [m]).\n  │      ^ already defined on line 2\n  = help: rename one of them: a call names exactly one procedure\n",
        ),
        (
            "p_nothing_after_call",
            "block(main, call(f, [const(1)])).\nproc(f, [n]).\nblock(f, return(var(n))).\n",
            "c.pl:1:31: error: nothing ends the block after this call\n  │\n1 │ block(main, call(f, [const(1)])).\n  │                               ^ expected ',' and the rest of the block\n  = help: a call goes on with the rest of the block: call(Res, Proc, [Args], Rest)\n",
        ),
    ];
    for (test, source, expected) in cases {
        assert_diagnosed(&format!("proc_{test}"), "c.pl", source, expected);
    }
}
/// `check` on procedures: a variable of a procedure that nothing in it assigns is a warning (a procedure
/// sees none of its caller's variables); with `--entry PROC` the procedure's parameters are the inputs
/// (each not given is a warning) and the main program's unassigned variables are not.
#[test]
fn check_warns_about_procedure_variables_and_entry_parameters() {
    let source = "main:\n    r = f(n)\n    print_and_stop(r)\n\ndef f(a):\n    b = a + offset\n    return b\n";
    let dir = scratch("proc_warnings", "w.fg", source);
    let check = |args: &[&str]| {
        let out = fgljit(&dir, &[&["check", "w.fg"], args].concat());
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        stderr(&out)
    };
    let input_n = "w.fg:2:11: warning: variable 'n' is read but never assigned\n  │\n2 │     r = f(n)\n  │           ^ \
                   nothing assigns it\n  = help: it has a value only as an input: pass --arg n=VALUE\n";
    let offset = "w.fg:6:13: warning: variable 'offset' of procedure 'f' is read but never assigned\n  │\n6 │     b = \
                  a + offset\n  │             ^^^^^^ nothing in this procedure assigns it\n  = help: a procedure sees \
                  only its parameters and its own variables: pass 'offset' as an argument\n";
    assert_eq!(check(&[]), format!("{input_n}{offset}w.fg: ok (3 blocks, 5 variables; 2 warnings)\n"));
    assert_eq!(check(&["--arg", "n=1"]), format!("{offset}w.fg: ok (3 blocks, 5 variables; 1 warning)\n"));
    // Starting in `f`: `a` is an input, and so may be `offset` (a variable of `f`); `n` is not read.
    let param = "w.fg:5:7: warning: parameter 'a' of 'f' is an input of this run\n  │\n5 │ def f(a):\n  │       ^ \
                 the run starts in this procedure\n  = help: pass --arg a=VALUE\n";
    let offset_input = "w.fg:6:13: warning: variable 'offset' is read but never assigned\n  │\n6 │     b = a + \
                        offset\n  │             ^^^^^^ nothing assigns it\n  = help: it has a value only as an \
                        input: pass --arg offset=VALUE\n";
    assert_eq!(
        check(&["--entry", "f"]),
        format!("{param}{offset_input}w.fg: ok (3 blocks, 5 variables; 2 warnings)\n")
    );
    assert_eq!(check(&["--entry", "f", "--arg", "a=1", "--arg", "offset=2"]), "w.fg: ok (3 blocks, 5 variables)\n");
    // `--arg` names a variable of the procedure the run starts in, as `run` does.
    let out = fgljit(&dir, &["check", "w.fg", "--entry", "f", "--arg", "n=1"]);
    assert_eq!(
        (out.status.code(), stderr(&out)),
        (Some(2), "error: --arg n: the program has no variable named 'n'; did you mean 'a'?\n".to_string())
    );
    let out = fgljit(&dir, &["check", "w.fg", "--entry", "g"]);
    assert_eq!(
        (out.status.code(), stderr(&out)),
        (
            Some(2),
            "error: --entry g: the program has no block or procedure of this name; did you mean 'f'?\n".to_string()
        )
    );
    // And at run time, reading it says why it has no value.
    for mode in ["interp", "trace", "jit"] {
        let out = fgljit(&dir, &["run", "w.fg", "--arg", "n=1", "--mode", mode]);
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (
                Some(1),
                "error: w.fg:6: in block 'f': variable 'offset' has no value (nothing in 'f' assigns it: a procedure \
                 sees only its parameters and its own variables)\n"
                    .to_string()
            ),
            "{mode}"
        );
        let out = fgljit(&dir, &["run", "w.fg", "--entry", "f", "--arg", "a=1", "--mode", mode]);
        assert_eq!(
            (out.status.code(), stderr(&out)),
            (
                Some(1),
                "error: w.fg:6: in block 'f': variable 'offset' has no value (nothing assigns it: pass it with --arg \
                 offset=VALUE)\n"
                    .to_string()
            ),
            "{mode}"
        );
    }
}
