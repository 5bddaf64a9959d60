//! Golden files of the whole pipeline: for each example, the optimized traces (`tests/golden/*.trace`)
//! and their machine code (`asm/*.asm`, x86-64 only) of its first declared run (`# args:` line) at the
//! default JIT settings. A change in what the optimizer or the backend produces shows in review.
//! Re-bless with `FGLJIT_BLESS=1 cargo test --test golden`.

mod common;
use common::{declared_runs, load_with_args, programs};
use fgljit::driver;
use fgljit::jit::engine::{Engine, JitOptions};
use std::path::Path;

/// The optimized traces of `path` run with `args` (only `--arg` and `--entry` are meaningful here), and
/// with `native`, their machine code instead.
fn pipeline_output(path: &Path, args: &[String], native: bool) -> String {
    fgljit::jit::verify::always();
    let (program, inputs) = load_with_args(path, args);
    let mut engine = if native {
        Engine::new_native(&program, JitOptions::default(), false).expect("code memory")
    } else {
        Engine::new(&program, JitOptions::default())
    };
    let mut env = driver::initial_env(&program, &engine.code, &inputs).expect("inputs are variables");
    engine.run(&mut env, u64::MAX);
    if !native {
        return engine.listing();
    }
    (engine.traces.iter())
        .map(|t| engine.asm_listing(t.id).unwrap_or_else(|| format!("; {}: not compiled\n", t.id)))
        .collect::<Vec<_>>()
        .join("\n")
}

fn traces_of(path: &Path, args: &[String]) -> String {
    pipeline_output(path, args, false)
}

/// Compares `got` with the golden file (or writes it when blessing).
fn check_golden(golden: &Path, got: &str, what: &Path) {
    if std::env::var_os("FGLJIT_BLESS").is_some() {
        std::fs::write(golden, got).unwrap();
    } else {
        let want = std::fs::read_to_string(golden)
            .unwrap_or_else(|_| panic!("{} is missing: run FGLJIT_BLESS=1 cargo test --test golden", golden.display()));
        assert_eq!(got, want, "{} differs from {}", what.display(), golden.display());
    }
}

/// Checks every `.fg` example's pipeline output (`native`: machine code) against `dir/STEM.EXT`.
fn check_examples(native: bool, dir: &str, ext: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for path in programs("examples") {
        if path.extension().and_then(|e| e.to_str()) != Some("fg") {
            continue;
        }
        let runs = declared_runs(&path);
        let got = pipeline_output(&path, &runs[0], native);
        let stem = path.file_stem().unwrap().to_str().unwrap();
        check_golden(&root.join(dir).join(format!("{stem}.{ext}")), &got, &path);
        checked += 1;
    }
    assert!(checked >= 3);
}

#[cfg(target_arch = "x86_64")]
#[test]
fn machine_code_matches_the_asm_listings() {
    check_examples(true, "asm", "asm");
}

#[test]
fn optimized_traces_match_the_golden_files() {
    check_examples(false, "tests/golden", "trace");
}

/// Brainfuck loops as examples/bf.fg makes them: `[>+<-]`, `[-.]` (output inside the loop),
/// `[->+<]` and `[-]`, each hot, in a program of our own:
/// `++++++++[->++++++++<]>+[>+<-]>[-.]>++++++++[-<++++++++>]<[->+<]>[-]`. Their traces and machine code.
#[test]
fn brainfuck_loops_match_their_golden_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = Path::new("examples/bf.fg");
    let args = ["--arg".to_string(), "src=[43,43,43,43,43,43,43,43,91,45,62,43,43,43,43,43,43,43,43,60,93,62,43,91,62,43,60,45,93,62,91,45,46,93,62,43,43,43,43,43,43,43,43,91,45,60,43,43,43,43,43,43,43,43,62,93,60,91,45,62,43,60,93,62,91,45,93]".to_string()];
    check_golden(&root.join("tests/golden/bf_loops.trace"), &pipeline_output(path, &args, false), path);
    #[cfg(target_arch = "x86_64")]
    check_golden(&root.join("asm/bf_loops.asm"), &pipeline_output(path, &args, true), path);
}

/// The meta-tracing result, stated directly: the loop body of bytecode_square is the interpreted
/// program's loop with the interpreter gone.
#[test]
fn bytecode_square_loop_body_has_no_dispatch_left() {
    let listing = traces_of(Path::new("examples/bytecode_square.fg"), &["--arg".into(), "a=1000".into()]);
    let body: Vec<&str> =
        listing.lines().skip_while(|l| !l.starts_with("loop")).skip(1).take_while(|l| !l.is_empty()).collect();
    let ops: Vec<&str> =
        body.iter().map(|l| l.split(" = ").nth(1).unwrap_or(l).split_whitespace().next().unwrap_or("")).collect();
    assert_eq!(ops, ["sub", "add", "eq", "guard_false", "guard_steps", "jump"], "loop body:\n{}", body.join("\n"));
}
