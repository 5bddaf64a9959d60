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
