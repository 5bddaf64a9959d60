//! The cliff suite (`benches/cliffs/`) joins the differential tests: every cliff program, with
//! the small inputs of its `# test-args:` line, gives the same standard output, standard error and exit
//! status interpreted, traced and compiled, with traces and bridges made at once (thresholds 1). A program
//! with a `# jit-args:` line (extra flags for `benches/cliffs/run.sh`'s jit runs) is also run with those.
//! The interpreter is the oracle. `benches/cliffs/run.sh` measures the same programs at benchmark size.

mod common;
use common::{Run, fgljit, programs};
use std::path::Path;

/// The words of a program's first `# KEY:` comment line.
fn header(path: &Path, key: &str) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect("readable");
    text.lines().find_map(|line| {
        let rest = line.trim().strip_prefix('#')?.trim().strip_prefix(key)?.strip_prefix(':')?;
        Some(rest.split_whitespace().map(str::to_string).collect())
    })
}

fn run(file: &str, inputs: &[String], flags: &[&str]) -> (String, Run) {
    let mut args: Vec<&str> = vec!["run", file];
    args.extend(inputs.iter().map(String::as_str));
    args.extend(flags);
    (format!("fgljit {}", args.join(" ")), fgljit(&args))
}

#[test]
fn cliff_programs_agree_in_every_mode() {
    let files = programs("benches/cliffs");
    assert!(files.len() >= 14, "the cliff suite has its fourteen kinds: {files:?}");
    for path in files {
        let file = path.to_str().unwrap();
        assert!(header(&path, "args").is_some(), "{file} has a benchmark-size `# args:` line");
        let inputs = header(&path, "test-args").unwrap_or_else(|| panic!("{file} has a `# test-args:` line"));
        let (what, oracle) = run(file, &inputs, &["--mode", "interp"]);
        assert_eq!(oracle.status, 0, "{what} runs to its print_and_stop: {oracle:?}");
        assert!(!oracle.stdout.is_empty(), "{what} prints its result");
        // Traces and bridges made at once; and, if the program has them, its benchmark's jit flags.
        let mut variants: Vec<Vec<String>> = Vec::new();
        for mode in ["trace", "jit"] {
            let eager = ["--jit-threshold", "1", "--bridge-threshold", "1"].map(String::from);
            variants.push([vec!["--mode".into(), mode.into()], eager.to_vec()].concat());
            if let Some(extra) = header(&path, "jit-args") {
                variants.push([vec!["--mode".into(), mode.into()], extra].concat());
            }
        }
        for flags in variants {
            let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
            let (what, got) = run(file, &inputs, &flags);
            assert_eq!(got, oracle, "{what} agrees with --mode interp");
        }
    }
}

/// `--jit-max-memory` bounds what the JIT makes the process keep, lists its traces hold included: on the
/// cliffs that promote lists (one the program updates, a machine whose code and data are one promoted
/// list, a new list every outer iteration), at their benchmark size, the peak resident memory of
/// `--mode jit` is at most that of `--mode interp` plus the cap plus 16 MiB (code memory's pages, the
/// allocator's slack). Linux only: the peak is `--stats json`'s `peak_rss_kib`, read from /proc.
#[test]
fn jit_max_memory_bounds_the_peak_memory() {
    const CAP_MIB: u64 = 8;
    const SLACK_MIB: u64 = 16;
    let peak = |file: &str, inputs: &[String], flags: &[&str]| -> Option<u64> {
        let (what, r) = run(file, inputs, &[flags, &["--stats", "json"]].concat());
        assert_eq!(r.status, 0, "{what}: {r:?}");
        let stats: serde_json::Value = serde_json::from_str(r.stderr.trim()).expect("the statistics");
        stats["peak_rss_kib"].as_u64()
    };
    for name in ["promote_updated_list", "von_neumann", "promote_fresh_lists"] {
        let file = format!("benches/cliffs/{name}.fg");
        let inputs = header(Path::new(&file), "args").expect("benchmark inputs");
        let Some(interp) = peak(&file, &inputs, &["--mode", "interp"]) else { return };
        let cap = CAP_MIB.to_string();
        let jit = peak(&file, &inputs, &["--mode", "jit", "--jit-max-memory", &cap]).expect("measured");
        assert!(
            jit <= interp + (CAP_MIB + SLACK_MIB) * 1024,
            "{name}: {jit} KiB at its peak in --mode jit with --jit-max-memory {CAP_MIB}, against {interp} KiB interpreted"
        );
    }
}
