//! Every example and test program gives the same standard output, standard error and exit status in
//! every mode, at JIT thresholds 1, 2 and the default (bridges at once, so they are exercised too).
//! The interpreter is the oracle.

mod common;
use common::{check_expect, declared_runs_expected, fgljit, programs};

/// The modes compared with `--mode interp`.
const MODES: &[&str] = &["trace", "jit"];
const THRESHOLDS: &[Option<&str>] = &[Some("1"), Some("2"), None];

fn check_dir(dir: &str) -> usize {
    let mut compared = 0;
    for path in programs(dir) {
        let file = path.to_str().unwrap();
        for (run_args, expect) in declared_runs_expected(&path) {
            let mut base: Vec<&str> = vec!["run", file];
            base.extend(run_args.iter().map(String::as_str));
            let oracle = fgljit(&[base.as_slice(), &["--mode", "interp"]].concat());
            if let Some(e) = &expect {
                check_expect(&oracle, e, &format!("fgljit {} --mode interp", base.join(" ")));
            }
            for mode in MODES {
                for threshold in THRESHOLDS {
                    let mut args = [base.as_slice(), &["--mode", mode]].concat();
                    if let Some(t) = threshold {
                        args.extend(["--jit-threshold", t, "--bridge-threshold", "1"]);
                    }
                    let got = fgljit(&args);
                    assert_eq!(got, oracle, "fgljit {}", args.join(" "));
                    compared += 1;
                }
            }
        }
    }
    compared
}

#[test]
fn examples_agree_in_every_mode() {
    assert!(check_dir("examples") >= 3 * 12, "every example's runs were compared");
}

#[test]
fn test_programs_agree_in_every_mode() {
    check_dir("tests/programs");
}

/// Programs that make each kind of guard fail (branch, guard_value, overflow, index, element kind,
/// entry kind, zero divisor) and check the resumed result.
#[test]
fn every_guard_kind_resumes_exactly() {
    assert!(check_dir("tests/deopt") >= 7 * 3 * 2);
}

/// Every bug found by the differential test and the fuzzers (`tests/differential.rs`, `fuzz/`) is a
/// program here, with its expected output.
#[test]
fn regression_programs_agree_in_every_mode() {
    check_dir("tests/regressions");
}
