//! examples/bf.fg running brainfuck programs of our own (tests/bf/*.b) through the binary, with
//! `--arg-bytes` and standard input, in every mode and at JIT thresholds 1 and the default: the output
//! must be exactly the bytes each program is written to produce.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs examples/bf.fg on `program` with `input` on standard input: standard output and exit status.
fn bf(program: &str, input: &[u8], extra: &[&str]) -> (Vec<u8>, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(["run", "examples/bf.fg", "--arg-bytes", &format!("src=tests/bf/{program}")])
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
    for mode in MODES {
        let (out, status) = bf(program, input, mode);
        assert_eq!((out.as_slice(), status), (want, 0), "{program} {}", mode.join(" "));
    }
}

#[test]
fn loops_and_output() {
    check("digits.b", b"", b"0123456789\n");
    check("alphabet.b", b"", b"ABCDEFGHIJKLMNOPQRSTUVWXYZ\n");
    check("nested.b", b"", "fffff\n".repeat(10).as_bytes());
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
