//! The brainfuck corpus (benches/corpus/, programs by others that nobody tuned the JIT for, and the
//! three of benches/peers/bf/programs) through examples/bf.fg in `--mode jit`, each for at most
//! `STEPS` jumps: almost all of each program's work must run compiled once the JIT is warm, and every
//! anchor that got hot must have a trace, or a reason about that anchor alone in the log.
//!
//! "Almost all, once warm": the steps the interpreter and the recorder ran are at most `WARM_UP` plus
//! `INTERPRETED_SHARE` of all the steps (`--stats json`'s `work`, exact under `--max-steps`, which
//! makes machine code count its steps).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Jumps each program runs at most: past the warm-up of the largest (hanoi.b).
const STEPS: u64 = 100_000_000;
/// Steps a program may run interpreted or recording while the JIT warms up: hanoi.b, 54 KB of
/// brainfuck, passes a few thousand distinct loops in its first steps.
const WARM_UP: u64 = 5_000_000;
/// Of the steps past that, at most this share may run outside compiled code.
const INTERPRETED_SHARE: f64 = 0.05;

fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut programs: Vec<PathBuf> = std::fs::read_dir(root.join("benches/corpus"))
        .expect("benches/corpus is there")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "b"))
        .collect();
    programs.sort();
    for name in ["hello.b", "mandelbrot.b", "sierpinski.b"] {
        programs.push(root.join("benches/peers/bf/programs").join(name));
    }
    programs
}

/// Runs `program` through examples/bf.fg in `--mode jit` for at most `STEPS` jumps, with its input:
/// the statistics, the abort log, and the exit status.
fn run(program: &Path) -> (serde_json::Value, String, i32) {
    let stats = std::env::temp_dir().join(format!(
        "fgljit-corpus-{}-{}.json",
        std::process::id(),
        program.file_stem().unwrap().to_string_lossy()
    ));
    let mut child = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(["run", "examples/bf.fg", "--mode", "jit", "--log", "abort"])
        .arg("--arg-bytes")
        .arg(format!("src={}", program.display()))
        .args(["--max-steps", &STEPS.to_string(), "--stats-file"])
        .arg(&stats)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fgljit binary runs");
    let input = std::fs::read(program.with_extension("in")).unwrap_or_default();
    // A program that stops before reading all of it closes the pipe: that is no failure.
    let _ = child.stdin.take().expect("piped").write_all(&input);
    let out = child.wait_with_output().expect("it finishes");
    let text = std::fs::read_to_string(&stats).expect("the statistics are written");
    let _ = std::fs::remove_file(&stats);
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    (serde_json::from_str(&text).expect("JSON"), log, out.status.code().unwrap_or(-1))
}

fn steps(work: &serde_json::Value, runner: &str) -> u64 {
    work[runner]["steps"].as_u64().unwrap_or_else(|| panic!("{runner}'s steps are counted: {work}"))
}

#[test]
fn every_corpus_program_runs_compiled_once_warm() {
    let programs = corpus();
    assert!(programs.len() >= 19, "{programs:?}");
    for program in programs {
        let name = program.file_name().unwrap().to_string_lossy().into_owned();
        let (stats, log, status) = run(&program);
        // 0: it ended; 3: the step limit.
        assert!(status == 0 || status == 3, "{name}: exit status {status}: {log}");
        let work = &stats["work"];
        assert_eq!(work["share_of"], "steps", "{name}");
        let all: u64 =
            ["interpreter", "recorder", "trace_executor", "machine_code"].iter().map(|r| steps(work, r)).sum();
        let outside = steps(work, "interpreter") + steps(work, "recorder");
        if status == 3 {
            assert_eq!(all, STEPS, "{name}: every step is counted by one runner");
        }
        let allowed = WARM_UP + (INTERPRETED_SHARE * all as f64) as u64;
        assert!(
            outside <= allowed,
            "{name}: {outside} of {all} steps ran interpreted or recording (at most {allowed})"
        );
        // Every anchor that got hot has a trace, or the reason it has none is about that anchor.
        for anchor in stats["anchors"].as_array().expect("anchors") {
            if anchor["status"] == "compiled" {
                continue;
            }
            let greens: Vec<String> = (anchor["greens"].as_array().unwrap().iter())
                .map(|g| format!("{}={}", g["var"].as_str().unwrap(), g["value"].as_str().unwrap()))
                .collect();
            let text = format!("{} [{}]", anchor["anchor"].as_str().unwrap(), greens.join(", "));
            let last = anchor["last"].as_str().expect("what came of it");
            assert_ne!(last, "compiled", "{name}: {text} has no trace");
            let reason = log.lines().find(|l| l.contains(&text) && (l.contains(last) || l.contains("thrown away")));
            assert!(
                reason.is_some(),
                "{name}: {text} got hot and has no trace ({last}), and the log says nothing of it"
            );
        }
    }
}
