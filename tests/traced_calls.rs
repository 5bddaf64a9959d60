//! Traces that follow calls (FGL 3): a loop that calls helpers is compiled with the helpers' code in
//! it and no call left, and leaving a trace inside calls rebuilds their frames (the every-mode checks
//! of `tests/programs/guard_three_calls_deep.fg` in `tests/modes.rs` hold the outputs to the
//! interpreter's).

mod common;
use common::fgljit;

/// The golden machine code of `examples/helper_loop.fg` (kept equal to the backend's by
/// `tests/golden.rs`) has no call instruction: the three helpers are inlined, and a snapshot inside
/// them names the calls it rebuilds on leaving.
#[test]
fn a_loop_calling_helpers_compiles_without_calls() {
    let asm = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/asm/helper_loop.asm")).unwrap();
    let code: Vec<&str> = asm.lines().filter(|l| !l.trim_start().starts_with(';')).collect();
    assert!(code.len() > 20, "a compiled loop");
    assert!(code.iter().all(|l| !l.contains("call")), "no call instruction");
    let trace =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/helper_loop.trace")).unwrap();
    assert!(trace.contains("[call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]"));
}

/// `--log trace` shows the frames of a guard inside calls, and the run's result is the interpreter's.
#[test]
fn the_log_shows_the_calls_a_guard_is_inside() {
    let args = ["run", "examples/helper_loop.fg", "--arg", "n=1000", "--log", "trace"];
    let jit = fgljit(&[&args[..], &["--mode", "jit"]].concat());
    assert_eq!(jit.stdout, "16000\n");
    assert!(jit.stderr.contains("[call at_most -> d @main@21]"), "{}", jit.stderr);
}
