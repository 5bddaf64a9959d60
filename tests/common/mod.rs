//! Shared helpers for the integration tests: running the real binary, and the `# args:` convention.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run printed and how it ended.
#[derive(Debug, PartialEq, Eq, Clone)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

/// The `fgljit` command with `args`, run from the crate root with the IR verifier on (it checks every trace
/// after each optimizer pass). `FGLJIT_TEST_WRAPPER` (e.g. `valgrind -q --error-exitcode=99
/// --smc-check=all`) runs every test's binary under another program.
pub fn command(args: &[&str]) -> Command {
    let wrapper = std::env::var("FGLJIT_TEST_WRAPPER").unwrap_or_default();
    let mut words = wrapper.split_whitespace();
    let mut command = match words.next() {
        Some(program) => {
            let mut c = Command::new(program);
            c.args(words).arg(env!("CARGO_BIN_EXE_fgljit"));
            c
        }
        None => Command::new(env!("CARGO_BIN_EXE_fgljit")),
    };
    command.env("FGLJIT_VERIFY", "1");
    command.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Runs `fgljit` with `args` (see [`command`]).
pub fn fgljit(args: &[&str]) -> Run {
    let out = command(args).output().expect("the fgljit binary runs");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        status: out.status.code().unwrap_or(-1),
    }
}

/// Runs `fgljit` with `args` (see [`command`]) and `input` on its standard input. A run not finished after
/// `timeout` is killed; a killed run (or one ended by a signal) has status -1 and a last line of standard
/// error saying why.
pub fn fgljit_with_input(args: &[&str], input: &[u8], timeout: Duration) -> Run {
    let mut child = command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fgljit binary runs");
    // Threads write and read the pipes so that neither side waits on a full pipe; a program that stops
    // before reading all its input makes the write fail, which does not matter.
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let read_all = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = read_all(Box::new(child.stdout.take().expect("piped")));
    let stderr = read_all(Box::new(child.stderr.take().expect("piped")));
    let deadline = Instant::now() + timeout;
    let mut killed = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("the run can be waited for") {
            break status;
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            killed = true;
            break child.wait().expect("the run can be waited for");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = writer.join();
    let mut run = Run {
        stdout: stdout.join().expect("stdout is read"),
        stderr: stderr.join().expect("stderr is read"),
        status: status.code().unwrap_or(-1),
    };
    if killed {
        run.stderr.push_str(&format!("(killed after {} s)\n", timeout.as_secs()));
    } else if status.code().is_none() {
        run.stderr.push_str(&format!("({status})\n"));
    }
    run
}

/// The program files of a folder (relative to the crate root), sorted.
pub fn programs(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("fg" | "pl")));
    files.sort();
    files.into_iter().map(|p| p.strip_prefix(root).unwrap().to_path_buf()).collect()
}

/// What a declared run must print: `# expect: LINE` (standard output, exit 0),
/// `# expect-error: LINE` (standard error, exit 1) or `# expect-steps: LINE` (standard error, exit 3: the
/// step limit), right after its `# args:` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    Stdout(String),
    Stderr(String),
    Steps(String),
}

/// The test runs a program file declares in its comments: each `# args: ...` (or `% args: ...` in `.pl`)
/// line is one run's command-line arguments, optionally followed by what it must print. A file with none
/// is run once with no arguments.
pub fn declared_runs_expected(path: &Path) -> Vec<(Vec<String>, Option<Expect>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(path)).expect("program file is readable");
    let mut runs: Vec<(Vec<String>, Option<Expect>)> = Vec::new();
    for line in text.lines().map(str::trim) {
        let comment = line.strip_prefix('#').or_else(|| line.strip_prefix('%')).map(str::trim);
        let Some(c) = comment else { continue };
        if let Some(a) = c.strip_prefix("args:") {
            runs.push((a.split_whitespace().map(str::to_string).collect(), None));
        } else if let (Some(e), Some(last)) = (c.strip_prefix("expect:"), runs.last_mut()) {
            last.1 = Some(Expect::Stdout(e.trim().to_string()));
        } else if let (Some(e), Some(last)) = (c.strip_prefix("expect-error:"), runs.last_mut()) {
            last.1 = Some(Expect::Stderr(e.trim().to_string()));
        } else if let (Some(e), Some(last)) = (c.strip_prefix("expect-steps:"), runs.last_mut()) {
            last.1 = Some(Expect::Steps(e.trim().to_string()));
        }
    }
    if runs.is_empty() { vec![(Vec::new(), None)] } else { runs }
}

/// The declared runs' arguments.
pub fn declared_runs(path: &Path) -> Vec<Vec<String>> {
    declared_runs_expected(path).into_iter().map(|(a, _)| a).collect()
}

/// Checks a run against its expectation.
pub fn check_expect(run: &Run, expect: &Expect, what: &str) {
    match expect {
        Expect::Stdout(out) => {
            assert_eq!((run.stdout.trim_end(), run.status), (out.as_str(), 0), "{what}: {run:?}");
        }
        Expect::Stderr(err) => {
            assert_eq!((run.stderr.trim_end(), run.status, run.stdout.as_str()), (err.as_str(), 1, ""), "{what}");
        }
        Expect::Steps(err) => {
            assert_eq!((run.stderr.trim_end(), run.status, run.stdout.as_str()), (err.as_str(), 3, ""), "{what}");
        }
    }
}

/// A program file and the inputs of one of its `# args:` lines (`--max-steps` in the line is ignored).
pub fn load_with_args(path: &Path, args: &[String]) -> (fgljit::lang::Program, Vec<(String, fgljit::value::Value)>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut program = fgljit::lang::load(root.join(path).to_str().unwrap()).expect("program loads");
    let mut inputs = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().expect("flags have values");
        match flag.as_str() {
            "--arg" => {
                let (name, v) = value.split_once('=').expect("NAME=VALUE");
                inputs.push((name.to_string(), fgljit::lang::fg::parse_constant(v).expect("constant")));
            }
            // A label of the main program, or a procedure (FGL 3), as `fgljit run --entry` takes it.
            "--entry" => {
                program.entry = match (program.block_id(value), program.proc_id(value)) {
                    (Some(b), _) => b,
                    (None, Some(p)) => program.proc(p).entry,
                    (None, None) => panic!("--entry {value}: no such label or procedure"),
                }
            }
            _ => {}
        }
    }
    (program, inputs)
}

/// Runs the binary in `dir` as it is (no wrapper, no verifier): standard error is a pipe, so
/// diagnostics come without colour.
pub fn run_in(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_fgljit")).current_dir(dir).args(args).output().expect("the fgljit binary runs")
}

pub fn stdout(o: &std::process::Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(o: &std::process::Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// A fresh directory of test `test` of suite `suite`, so tests running in parallel never share a file.
pub fn scratch(suite: &str, test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(suite).join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the scratch directory can be made");
    dir
}
