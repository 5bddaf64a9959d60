//! FGL 2 through the binary (FGL.md, "Data and I/O"): exact standard output, standard error and exit
//! status in every mode and at JIT thresholds 1 and the default, for copy-on-write aliasing in hot loops,
//! effects next to failing guards, standard input, and output written before an error or the step limit.
//! Expected outputs are computed here from what each program is written to do.

use std::io::Write;
use std::process::{Command, Stdio};

struct Out {
    stdout: String,
    stderr: String,
    status: i32,
}

fn run(file: &str, args: &[&str], input: &[u8]) -> Out {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .arg("run")
        .arg(file)
        .args(args)
        .env("FGLJIT_VERIFY", "1")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fgljit binary runs");
    child.stdin.take().expect("piped").write_all(input).expect("input written");
    let out = child.wait_with_output().expect("it finishes");
    Out {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        status: out.status.code().unwrap_or(-1),
    }
}

const MODES: &[&[&str]] = &[
    &["--mode", "interp"],
    &["--mode", "trace", "--jit-threshold", "1", "--bridge-threshold", "1"],
    &["--mode", "trace"],
    &["--mode", "jit", "--jit-threshold", "1", "--bridge-threshold", "1"],
    &["--mode", "jit", "--jit-threshold", "3"],
    &["--mode", "jit"],
];

fn check(file: &str, args: &[&str], input: &[u8], stdout: &str, stderr: &str, status: i32) {
    for mode in MODES {
        let all = [args, mode].concat();
        let out = run(file, &all, input);
        let what = format!("{file} {}", all.join(" "));
        assert_eq!(out.stdout, stdout, "stdout of {what}");
        assert_eq!(out.stderr, stderr, "stderr of {what}");
        assert_eq!(out.status, status, "status of {what}");
    }
}

fn fmt(l: &[i64]) -> String {
    format!("[{}]", l.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
}

#[test]
fn a_list_updated_in_place_never_changes_under_its_aliases() {
    for n in [100, 1000] {
        let (mut t, mut snaps, mut out) = (vec![0i64; 3], Vec::new(), String::new());
        for i in 0..n {
            let u = t.clone();
            t[(i % 3) as usize] += 1;
            if i % 7 == 0 {
                snaps.push(fmt(&t));
            }
            if i % 5 == 0 {
                out += &format!("{}\n", fmt(&u));
            }
        }
        out += &format!("[{}]\n{}\n", snaps.join(","), fmt(&t));
        check("tests/fgl2/cow.fg", &["--arg", &format!("n={n}")], b"", &out, "", 0);
    }
}

#[test]
fn a_list_updated_in_place_never_changes_inside_another_list() {
    for n in [100, 1000] {
        let (mut t, mut snaps) = (vec![0i64; 3], Vec::new());
        for i in 0..n {
            if i % 7 == 0 {
                snaps.push(fmt(&t));
            }
            t[(i % 3) as usize] += 1;
        }
        let out = format!("[{}]\n{}\n", snaps.join(","), fmt(&t));
        check("tests/fgl2/cow_in_list.fg", &["--arg", &format!("n={n}")], b"", &out, "", 0);
    }
}

#[test]
fn a_stack_pushed_and_popped_in_place_never_changes_inside_another_list() {
    for n in [60, 500] {
        let (mut s, mut kept) = (Vec::new(), Vec::new());
        for i in 0..n {
            s.push(i);
            if i % 5 == 0 {
                kept.push(fmt(&s));
            }
        }
        let out = format!("[{}]\n{}\n", kept.join(","), fmt(&s));
        check("tests/fgl2/cow_stack.fg", &["--arg", &format!("n={n}")], b"", &out, "", 0);
    }
}

/// A promoted list the program updates at every iteration: each version is a new anchor until the JIT
/// stops promoting it, traces then take it as an ordinary input; every mode prints each version as the
/// interpreter does, and an alias of an old version never changes.
#[test]
fn a_promoted_list_the_loop_updates_is_seen_as_the_interpreter_sees_it() {
    for n in [50, 400] {
        let (mut t, mut old, mut out) = (vec![0i64; 8], vec![0i64; 8], String::new());
        for i in 0..n {
            let k = (i % 8) as usize;
            let x = t[k] + i;
            if i % 13 == 0 {
                out += &format!("{}\n", fmt(&old));
                old = t.clone();
            }
            t[k] = x;
        }
        out += &format!("{}\n{}\n", fmt(&old), fmt(&t));
        check("tests/fgl2/promote_updated.fg", &["--arg", &format!("n={n}")], b"", &out, "", 0);
    }
}

/// Memory the system refuses is a runtime error naming what could not be had, never an abort: under a
/// limit on the process's address space (`ulimit -v`, 1.5 GB) too small to copy a list of 1 GiB that an
/// update must copy. The JIT reserves address space for machine code from its memory cap, not more.
#[cfg(target_os = "linux")]
#[test]
fn memory_the_system_refuses_is_a_runtime_error() {
    for mode in ["interp", "trace", "jit"] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v 1500000 && exec \"$0\" run tests/limits/copy_huge.fg --mode {mode}"))
            .arg(env!("CARGO_BIN_EXE_fgljit"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("sh runs");
        assert_eq!(
            (String::from_utf8_lossy(&out.stderr).as_ref(), out.status.code()),
            (
                "error: tests/limits/copy_huge.fg:6: in block 'entry': set: cannot copy a list of 134217728 elements: \
                 out of memory\n",
                Some(1)
            ),
            "--mode {mode}"
        );
    }
}

#[test]
fn bytes_written_in_machine_code_past_the_buffer_arrive_in_order() {
    let n = 200_000;
    let want: Vec<u8> = (0..n).map(|i| (i % 251) as u8).collect();
    for mode in MODES {
        let all = [&["--arg", "n=200000"][..], mode].concat();
        let out = run_bytes("tests/fgl2/many_bytes.fg", &all);
        assert_eq!((out.0.len(), out.1), (want.len(), 0), "tests/fgl2/many_bytes.fg {}", all.join(" "));
        assert!(out.0 == want, "tests/fgl2/many_bytes.fg {}: the bytes differ", all.join(" "));
    }
}

/// Runs `file` with `args`: its standard output as bytes, and its exit status.
fn run_bytes(file: &str, args: &[&str]) -> (Vec<u8>, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .arg("run")
        .arg(file)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("the fgljit binary runs");
    (out.stdout, out.status.code().unwrap_or(-1))
}

#[test]
fn effects_next_to_failing_guards_happen_once_each_in_order() {
    let out: String = (0..200).map(|i| format!("{i}\n{}\n", if i % 3 != 0 { 'a' } else { 'b' })).collect();
    check("tests/fgl2/effects.fg", &["--arg", "n=200"], b"", &out, "", 0);
}

#[test]
fn get_byte_reads_standard_input_then_minus_one_for_good() {
    check("tests/fgl2/input.fg", &[], b"AB", "65\n66\n-1\n-1\n-1\n", "", 0);
    check("tests/fgl2/input.fg", &[], b"", "-1\n-1\n-1\n", "", 0);
}

#[test]
fn output_before_a_runtime_error_stays_written() {
    let out: String = (0..50).map(|i| format!("{i}\n")).collect();
    check(
        "tests/fgl2/error_after_output.fg",
        &["--arg", "n=50"],
        b"",
        &out,
        "error: tests/fgl2/error_after_output.fg:14: in block 'bad': slice: 51 .. 50 is out of range for a list of \
         length 50 (0 <= start <= end <= length)\n",
        1,
    );
}

#[test]
fn output_before_the_step_limit_stays_written() {
    check(
        "tests/fgl2/steps_after_output.fg",
        &["--max-steps", "300"],
        b"",
        &"x".repeat(300),
        "error: step limit reached: 300 jumps taken without the program stopping (--max-steps)\n",
        3,
    );
}

#[test]
fn each_new_error_has_its_message_after_the_output_before_it() {
    let cases: &[(&str, &str, &str)] = &[
        ("set_range", "7\n", "5: in block 'entry': index 2 out of range for the list 't' of length 2"),
        ("put_byte_range", "h", "4: in block 'entry': put_byte: cannot write 256 as a byte (a byte is 0 to 255)"),
        (
            "make_list_negative",
            "",
            "4: in block 'entry': make_list: cannot make a list of -1 elements (the length must be 0 or more)",
        ),
        (
            "make_list_huge",
            "",
            "3: in block 'entry': make_list: cannot make a list of 268435457 elements (at most 268435456)",
        ),
        ("set_type", "", "4: in block 'entry': type error: set expects a list, but 't' is the integer 5"),
        ("append_type", "", "4: in block 'entry': type error: append expects a list, but 't' is the symbol a"),
        ("put_byte_type", "", "3: in block 'entry': type error: put_byte expects an integer, got the list [1]"),
    ];
    for (name, stdout, message) in cases {
        let file = format!("tests/fgl2/{name}.fg");
        check(&file, &[], b"", stdout, &format!("error: {file}:{message}\n"), 1);
    }
}

#[test]
fn arg_bytes_needs_a_readable_file() {
    let out = run("examples/bf.fg", &["--arg-bytes", "src=tests/fgl2/no_such_file.b"], b"");
    assert_eq!(
        (out.stdout.as_str(), out.stderr.as_str(), out.status),
        (
            "",
            "error: --arg-bytes src: cannot read tests/fgl2/no_such_file.b: No such file or directory (os error 2)\n",
            2
        )
    );
    let out = run("examples/bf.fg", &["--arg-bytes", "src"], b"");
    assert_eq!((out.stderr.as_str(), out.status), ("error: --arg-bytes src: expected NAME=PATH\n", 2));
}

#[test]
fn misused_statements_and_calls_are_diagnosed_at_their_place() {
    let out = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(["check", "tests/fgl2/diagnostics.fg"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the fgljit binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let firsts: Vec<&str> = stderr.lines().filter(|l| l.starts_with("tests/")).collect();
    assert_eq!(
        firsts,
        [
            "tests/fgl2/diagnostics.fg:2:9: error: print is a statement and has no value",
            "tests/fgl2/diagnostics.fg:3:5: error: print takes 1 argument(s), not 2",
            "tests/fgl2/diagnostics.fg:4:9: error: set takes 3 argument(s), not 2",
            "tests/fgl2/diagnostics.fg:5:9: error: get_byte takes 0 argument(s), not 1",
            "tests/fgl2/diagnostics.fg:6:10: error: unexpected the number 3 after the end of the statement",
        ]
    );
    assert_eq!(out.status.code(), Some(2));
}
