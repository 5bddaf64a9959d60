//! examples/bf.fg running brainfuck programs of our own (tests/bf/*.b) through the binary, with
//! `--arg-bytes` and standard input, in every mode and at JIT thresholds 1 and the default: the output
//! must be exactly the bytes each program is written to produce. The two brainfuck interpreters of
//! benches/bf/, written differently, run them too.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs brainfuck interpreter `interpreter` on `program` with `input` on standard input: standard output
/// and exit status.
fn bf(interpreter: &str, program: &str, input: &[u8], extra: &[&str]) -> (Vec<u8>, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(["run", interpreter, "--arg-bytes", &format!("src=tests/bf/{program}")])
        .args(extra)
        .env("FGLJIT_VERIFY", "1")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fgljit binary runs");
    child.stdin.take().expect("piped").write_all(input).expect("input written");
    let out = child.wait_with_output().expect("it finishes");
    assert!(out.stderr.is_empty(), "{program}: {}", String::from_utf8_lossy(&out.stderr));
    (out.stdout, out.status.code().unwrap_or(-1))
}

const MODES: &[&[&str]] = &[
    &["--mode", "interp"],
    &["--mode", "trace"],
    &["--mode", "trace", "--jit-threshold", "1", "--bridge-threshold", "1"],
    &["--mode", "jit"],
    &["--mode", "jit", "--jit-threshold", "1", "--bridge-threshold", "1"],
];

fn check(program: &str, input: &[u8], want: &[u8]) {
    check_with("examples/bf.fg", program, input, want);
}

fn check_with(interpreter: &str, program: &str, input: &[u8], want: &[u8]) {
    for mode in MODES {
        let (out, status) = bf(interpreter, program, input, mode);
        assert_eq!((out.as_slice(), status), (want, 0), "{interpreter} {program} {}", mode.join(" "));
    }
}

#[test]
fn interpreters_written_differently_agree() {
    for interpreter in ["benches/bf/decode.fg", "benches/bf/cell_pointer.fg"] {
        check_with(interpreter, "digits.b", b"", b"0123456789\n");
        check_with(interpreter, "nested.b", b"", "fffff\n".repeat(10).as_bytes());
        check_with(interpreter, "echo.b", b"hello, world", b"hello, world");
    }
    // The decoding interpreter keeps a 65536-cell ring; the other's tape starts at its first cell.
    check_with("benches/bf/decode.fg", "wrap.b", b"", &[255, 0, 1]);
}

#[test]
fn loops_and_output() {
    check("digits.b", b"", b"0123456789\n");
    check("alphabet.b", b"", b"ABCDEFGHIJKLMNOPQRSTUVWXYZ\n");
    check("nested.b", b"", "fffff\n".repeat(10).as_bytes());
}

/// Loops the optimizer puts in closed form (`jit/opt/closed.rs`): counting down with steps of several
/// sizes and signs, counting up, clearing, nested; cells wrapping. The expected bytes are the output
/// of the independent interpreter of tests/bf/closed.py.
#[test]
fn loops_in_closed_form_leave_the_cells_as_their_iterations_would() {
    let want = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/bf/closed.out")).expect("expected output");
    check("closed.b", b"", &want);
}

#[test]
fn cells_and_the_tape_wrap() {
    check("wrap.b", b"", &[255, 0, 1]);
}

#[test]
fn input_is_read_to_its_end_which_leaves_the_cell_as_it_is() {
    check("echo.b", b"hello, world", b"hello, world");
    check("echo.b", b"", b"");
}
