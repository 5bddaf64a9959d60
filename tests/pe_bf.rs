//! The first Futamura projection of a real interpreter: examples/bf.fg specialized to a
//! brainfuck program (`fgljit pe examples/bf.fg --static-bytes src=PROGRAM.b`) is that program compiled
//! to FGL. The residual program has no dispatch on brainfuck commands, reads neither the program nor its
//! jump list, has one FGL loop per brainfuck loop and a size proportional to the brainfuck program; run
//! in every mode, its output is byte for byte the brainfuck program's.

mod common;
use common::fgljit;
use fgljit::lang::cfg::back_edges;
use fgljit::lang::{Format, Operand, Program, Terminator, parse_program};
use fgljit::ops::Opcode;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("pe_bf").join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the scratch directory can be made");
    dir
}

/// Specializes examples/bf.fg to `program` (a path from the crate root): the residual program's file
/// and the program.
fn compile(program: &str, dir: &Path) -> (String, Program) {
    let stem = Path::new(program).file_stem().unwrap().to_str().unwrap();
    let out = dir.join(format!("{stem}.fg"));
    let out = out.to_str().unwrap().to_string();
    let src = format!("src={program}");
    let r = fgljit(&["pe", "examples/bf.fg", "--static-bytes", &src, "-o", &out]);
    assert_eq!((r.status, r.stderr.as_str(), r.stdout.as_str()), (0, "", ""), "pe of {program}");
    let text = std::fs::read_to_string(&out).unwrap();
    let p = parse_program(&out, &text, Format::Fg).expect("the residual program is valid FGL");
    (out, p)
}

fn run(file: &str, input: &[u8], extra: &[&str]) -> (Vec<u8>, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(["run", file])
        .args(extra)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fgljit binary runs");
    child.stdin.take().expect("piped").write_all(input).expect("input written");
    let out = child.wait_with_output().expect("it finishes");
    (out.stdout, String::from_utf8_lossy(&out.stderr).into_owned(), out.status.code().unwrap_or(-1))
}

const MODES: &[&[&str]] = &[
    &["--mode", "interp"],
    &["--mode", "trace"],
    &["--mode", "jit"],
    &["--mode", "jit", "--jit-threshold", "1", "--bridge-threshold", "1"],
];

/// What a brainfuck program compiled to FGL must not contain: the interpreter's dispatch (a comparison
/// with a command), a read of the program or of its jump list (only the tape is read), a `promote`.
fn assert_compiled(name: &str, p: &Program) {
    let text = fgljit::lang::print::to_fg(p);
    for name_of_interpreter in ["src", "jumps", "pc", "stack", "n"] {
        assert!(p.var_id(name_of_interpreter).is_none(), "{name}: '{name_of_interpreter}' is left:\n{text}");
    }
    for block in &p.blocks {
        for op in &block.ops {
            assert!(!matches!(op.kind, Opcode::Eq | Opcode::Ne), "{name}: a command test in {}:\n{text}", block.label);
            if matches!(op.kind, Opcode::ReadList | Opcode::Set) {
                assert!(
                    matches!(op.args[0], Operand::Var(v) if p.var_name(v) == "tape"),
                    "{name}: a list other than the tape is read in {}",
                    block.label
                );
            }
        }
        assert!(!matches!(block.term, Terminator::Promote { .. }), "{name}: a promote is left");
    }
}

fn brackets(program: &str) -> usize {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(program)).unwrap().iter().filter(|b| **b == b'[').count()
}

fn ops(p: &Program) -> usize {
    p.blocks.iter().map(|b| b.ops.len() + 1).sum()
}

/// Brainfuck programs with what they print and what they read: third-party ones (benches/peers/bf/programs,
/// whose .out files have the SHA-1 of the .sha1 files there) and ours (tests/bf).
const PROGRAMS: &[(&str, &[u8], &str)] = &[
    ("benches/peers/bf/programs/hello.b", b"", "benches/peers/bf/programs/hello.out"),
    ("benches/peers/bf/programs/sierpinski.b", b"", "benches/peers/bf/programs/sierpinski.out"),
    ("tests/bf/digits.b", b"", "0123456789\n"),
    ("tests/bf/nested.b", b"", "fffff\nfffff\nfffff\nfffff\nfffff\nfffff\nfffff\nfffff\nfffff\nfffff\n"),
    ("tests/bf/echo.b", b"hello, world", "hello, world"),
];

fn expected(want: &str) -> Vec<u8> {
    if want.ends_with(".out") { std::fs::read(want).unwrap() } else { want.as_bytes().to_vec() }
}

#[test]
fn compiled_brainfuck_programs_print_exactly_their_output_in_every_mode() {
    let dir = scratch("outputs");
    for (program, input, want) in PROGRAMS {
        let want = expected(want);
        let (file, p) = compile(program, &dir);
        assert_compiled(program, &p);
        for mode in MODES {
            let (out, err, status) = run(&file, input, mode);
            assert_eq!((status, err.as_str()), (0, ""), "{program} {}", mode.join(" "));
            assert!(out == want, "{program} {}: {:?}", mode.join(" "), String::from_utf8_lossy(&out));
        }
    }
    // The original interpreter, meta-traced, agrees (the expected outputs are its too).
    for (program, input, want) in PROGRAMS {
        let (out, _, status) = run("examples/bf.fg", input, &["--arg-bytes", &format!("src={program}")]);
        assert_eq!((status, out), (0, expected(want)), "examples/bf.fg on {program}");
    }
}

#[test]
fn one_fgl_loop_per_brainfuck_loop_and_a_size_proportional_to_the_program() {
    let dir = scratch("shape");
    for (program, loops, max_ops) in [
        ("benches/peers/bf/programs/hello.b", 1, 100),
        ("benches/peers/bf/programs/sierpinski.b", 18, 320),
        ("tests/bf/digits.b", 2, 50),
        ("tests/bf/nested.b", 4, 70),
        ("tests/bf/echo.b", 2, 30),
        ("tests/bf/wrap.b", 0, 20),
    ] {
        let (_, p) = compile(program, &dir);
        assert_eq!(brackets(program), loops, "{program}");
        assert_eq!(back_edges(&p).len(), loops, "{program}: {}", fgljit::lang::print::to_fg(&p));
        // Operations and terminators: a run of `+` reads, adds, wraps and writes a cell once; a run of
        // `>` adds and wraps the pointer once.
        assert!(ops(&p) <= max_ops, "{program}: {} operations", ops(&p));
    }
}

/// mandelbrot.b (11669 bytes, 686 loops) compiles with the default bounds, in well under a second:
/// running it is for the benchmark (benches/pe_bf.sh), too long for a test in interp mode.
#[test]
fn mandelbrot_compiles_to_one_loop_per_loop() {
    let dir = scratch("mandelbrot");
    let program = "benches/peers/bf/programs/mandelbrot.b";
    let (_, p) = compile(program, &dir);
    assert_compiled(program, &p);
    let bytes = std::fs::metadata(program).unwrap().len() as usize;
    assert_eq!(brackets(program), 686);
    assert_eq!(back_edges(&p).len(), 686, "{program}");
    assert!(ops(&p) <= bytes, "{program}: {} operations for {bytes} bytes", ops(&p));
}

/// The same specializer on another interpreter: stack_vm.fg with its program static (each entry sets the
/// bytecode). No `promote` and no read of the bytecode is left, and the results are the original's.
/// Fibonacci is recursive: its return stack grows without bound, so the whistle makes it dynamic, and
/// with it the pc after a `ret`: there the dispatch stays (the residual program is still right).
#[test]
fn stack_vm_with_a_static_program_is_compiled_too() {
    let dir = scratch("stack_vm");
    for (entry, compiled) in [
        ("sum", true),
        ("factorial", true),
        ("sum_of_squares", true),
        ("nested_loops", true),
        ("countdown", true),
        ("fibonacci", false),
    ] {
        let out = dir.join(format!("{entry}.fg"));
        let out = out.to_str().unwrap();
        let r = fgljit(&["pe", "examples/stack_vm.fg", "--entry", entry, "-o", out]);
        assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{entry}");
        let text = std::fs::read_to_string(out).unwrap();
        let p = parse_program(out, &text, Format::Fg).expect("the residual program is valid FGL");
        let left =
            p.var_id("bytecode").is_some() || p.blocks.iter().any(|b| matches!(b.term, Terminator::Promote { .. }));
        assert_eq!(!left, compiled, "{entry}:\n{text}");
        for n in ["0", "1", "5", "12"] {
            let arg = format!("n={n}");
            let want = fgljit(&["run", "examples/stack_vm.fg", "--entry", entry, "--arg", &arg]);
            for mode in MODES {
                let mut args = vec!["run", out, "--arg", &arg];
                args.extend_from_slice(mode);
                let got = fgljit(&args);
                assert_eq!((got.status, &got.stdout), (want.status, &want.stdout), "{entry} {arg} {mode:?}");
            }
        }
    }
}

#[test]
fn bad_static_bytes_are_clear_errors() {
    let cases: [(&str, &str); 3] = [
        ("src", "error: --static-bytes src: expected NAME=PATH\n"),
        ("src=tests/bf/no_such_file.b", "error: --static-bytes src: cannot read tests/bf/no_such_file.b: "),
        ("zz=tests/bf/digits.b", "error: --static-bytes zz: the program has no variable named 'zz'\n"),
    ];
    for (arg, want) in cases {
        let r = fgljit(&["pe", "examples/bf.fg", "--static-bytes", arg]);
        assert_eq!((r.status, r.stdout.as_str()), (2, ""), "{arg}");
        assert!(r.stderr.starts_with(want), "{arg}: {}", r.stderr);
    }
}
