//! Interpreter vs trace executor (and the machine-code JIT, once `driver::run` accepts it) on arbitrary
//! programs: any control flow (loops, irreducible jumps, promote chains that make green keys, programs
//! that never stop), any operations on any kinds of values, run under a step limit. The outcome (printed
//! value, error message, or the step limit reached) must be the same in every mode, at the JIT settings
//! the input picks.
#![no_main]

use arbitrary::Arbitrary;
use fgljit::driver::{self, Mode, Options};
use fgljit::interp::Outcome;
use fgljit::jit::engine::JitOptions;
use fgljit::lang::{Format, parse_program};
use libfuzzer_sys::fuzz_target;
use std::fmt::Write;
use std::sync::LazyLock;

/// `FGLJIT_FUZZ_PRINT=1` prints each program before running it (to see the one a crash artifact holds:
/// machine code that crashes leaves no message).
static PRINT: LazyLock<bool> = LazyLock::new(|| std::env::var_os("FGLJIT_FUZZ_PRINT").is_some());

const VARS: usize = 6;
const SYMS: [&str; 3] = ["x", "y", "op"];

#[derive(Arbitrary, Debug)]
enum Const {
    Small(i8),
    Int(i64),
    /// An integer past 64 bits: `(x << 64) + y`.
    Big(i16, u64),
    Edge(u8),
    Sym(u8),
    List(Vec<Elem>),
}

#[derive(Arbitrary, Debug)]
enum Elem {
    Small(i8),
    Sym(u8),
    List(Vec<i8>),
}

#[derive(Arbitrary, Debug)]
enum Arg {
    Var(u8),
    Const(Const),
}

#[derive(Arbitrary, Debug)]
struct Op {
    dst: u8,
    kind: u8,
    a: Arg,
    b: Arg,
}

#[derive(Arbitrary, Debug)]
enum Term {
    Goto(u8),
    If(u8, u8, u8),
    Promote(u8, u8),
    Print(Arg),
}

#[derive(Arbitrary, Debug)]
struct Block {
    ops: Vec<Op>,
    term: Term,
}

#[derive(Arbitrary, Debug)]
struct Input {
    blocks: Vec<Block>,
    inputs: Vec<(u8, Const)>,
    threshold: u8,
    bridge_threshold: u8,
    max_trace_len: u8,
    max_steps: u16,
}

fn const_text(c: &Const) -> String {
    match c {
        Const::Small(i) => i.to_string(),
        Const::Int(i) => i.to_string(),
        Const::Big(hi, lo) => (((*hi as i128) << 64) + *lo as i128).to_string(),
        Const::Edge(e) => {
            let edges = [i64::MAX as i128, i64::MIN as i128, 1 << 63, -(1 << 63) - 1, 3_037_000_500, 0, 1, -1];
            edges[*e as usize % edges.len()].to_string()
        }
        Const::Sym(s) => format!("'{}'", SYMS[*s as usize % SYMS.len()]),
        Const::List(items) => {
            let items: Vec<String> = items
                .iter()
                .take(8)
                .map(|e| match e {
                    Elem::Small(i) => i.to_string(),
                    Elem::Sym(s) => format!("'{}'", SYMS[*s as usize % SYMS.len()]),
                    Elem::List(l) => {
                        format!("[{}]", l.iter().take(4).map(|i| i.to_string()).collect::<Vec<_>>().join(","))
                    }
                })
                .collect();
            format!("[{}]", items.join(","))
        }
    }
}

fn arg_text(a: &Arg) -> String {
    match a {
        Arg::Var(v) => format!("v{}", *v as usize % VARS),
        Arg::Const(c) => const_text(c),
    }
}

/// The program as `.fg` text, and its inputs.
fn render(input: &Input) -> Option<(String, Vec<(String, String)>)> {
    let n = input.blocks.len().min(12);
    if n == 0 {
        return None;
    }
    let label = |t: u8| format!("L{}", t as usize % n);
    let mut text = String::new();
    for (i, b) in input.blocks.iter().take(n).enumerate() {
        let _ = writeln!(text, "L{i}:");
        for op in b.ops.iter().take(8) {
            let dst = format!("v{}", op.dst as usize % VARS);
            let (a, b) = (arg_text(&op.a), arg_text(&op.b));
            let expr = match op.kind % 14 {
                0 => a,
                1 => format!("{a} + {b}"),
                2 => format!("{a} - {b}"),
                // A product's right operand is a constant: `x = x * x` in a loop would square its way
                // to integers of billions of digits before any step limit is reached.
                3 => match &op.b {
                    Arg::Const(c) => format!("{a} * {}", const_text(c)),
                    Arg::Var(_) => format!("{a} * 3"),
                },
                4 => format!("{a} // {b}"),
                5 => format!("{a} % {b}"),
                6 => format!("{a} == {b}"),
                7 => format!("{a} != {b}"),
                8 => format!("{a} < {b}"),
                9 => format!("{a} <= {b}"),
                10 => format!("{a} > {b}"),
                11 => format!("{a} >= {b}"),
                12 => format!("{a}[{b}]"),
                _ => format!("len({a})"),
            };
            let _ = writeln!(text, "    {dst} = {expr}");
        }
        let term = match &b.term {
            Term::Goto(t) => format!("goto {}", label(*t)),
            Term::If(v, t, e) => format!("if v{} goto {} else goto {}", *v as usize % VARS, label(*t), label(*e)),
            Term::Promote(v, t) => format!("promote(v{}, {})", *v as usize % VARS, label(*t)),
            Term::Print(a) => format!("print_and_stop({})", arg_text(a)),
        };
        let _ = writeln!(text, "    {term}");
    }
    // Inputs only for variables the program mentions (`--arg` of an unknown variable is refused).
    let inputs = input
        .inputs
        .iter()
        .take(VARS)
        .map(|(v, c)| (format!("v{}", *v as usize % VARS), const_text(c)))
        .filter(|(v, _)| text.contains(v.as_str()))
        .collect();
    Some((text, inputs))
}

fuzz_target!(|input: Input| {
    let Some((text, inputs)) = render(&input) else { return };
    let program = match parse_program("fuzz.fg", &text, Format::Fg) {
        Ok(p) => p,
        Err(d) => panic!("the fuzz generator wrote a program that does not parse:\n{}\n{text}", d.render(false)),
    };
    let args: Vec<_> = inputs
        .iter()
        .map(|(n, v)| (n.clone(), fgljit::lang::fg::parse_constant(v).expect("constants parse")))
        .collect();
    let max_steps = input.max_steps as u64;
    if *PRINT {
        let flags: Vec<String> = inputs.iter().map(|(n, v)| format!("--arg {n}={v}")).collect();
        eprintln!("# args: {} --max-steps {max_steps}\n{text}", flags.join(" "));
    }
    let run = |mode: Mode, threshold: u32| {
        let jit = JitOptions {
            threshold,
            bridge_threshold: input.bridge_threshold as u32 % 4,
            max_trace_len: 1 + input.max_trace_len as usize * 4,
            ..JitOptions::default()
        };
        let outcome = driver::run(&program, &args, &Options { mode, max_steps, jit, ..Options::default() });
        match outcome {
            Ok(Outcome::Printed(v)) => Ok(Ok(v.to_string())),
            Ok(Outcome::Error(e)) => Ok(Err(e.message)),
            Ok(Outcome::OutOfSteps(n)) => Ok(Err(format!("out of steps: {n}"))),
            Err(usage) => Err(usage.0),
        }
    };
    let oracle = run(Mode::Interp, 1);
    for mode in [Mode::Trace, Mode::Jit] {
        for threshold in [1 + input.threshold as u32 % 3, 1] {
            let got = run(mode, threshold);
            if mode == Mode::Jit && got.is_err() {
                continue; // not built yet
            }
            let inputs: Vec<String> = inputs.iter().map(|(n, v)| format!("--arg {n}={v}")).collect();
            assert_eq!(
                got,
                oracle,
                "--mode {mode:?} --jit-threshold {threshold} --bridge-threshold {} --max-trace-len {} \
                 --max-steps {max_steps} {}\n{text}",
                input.bridge_threshold % 4,
                1 + input.max_trace_len as usize * 4,
                inputs.join(" ")
            );
        }
    }
});
