//! Shared helpers for the integration tests: running the real binary, and the `# args:` convention.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// What a run printed and how it ended.
#[derive(Debug, PartialEq, Eq, Clone)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

/// Runs `fgljit` with `args`.
pub fn fgljit(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the fgljit binary runs");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        status: out.status.code().unwrap_or(-1),
    }
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

/// The test runs a program file declares in its comments: each `# args: ...` (or `% args: ...` in `.pl`)
/// line is one run's command-line arguments. A file with none is run once with no arguments.
pub fn declared_runs(path: &Path) -> Vec<Vec<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(path)).expect("program file is readable");
    let runs: Vec<Vec<String>> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("# args:").or_else(|| l.trim().strip_prefix("% args:")))
        .map(|a| a.split_whitespace().map(str::to_string).collect())
        .collect();
    if runs.is_empty() { vec![Vec::new()] } else { runs }
}
