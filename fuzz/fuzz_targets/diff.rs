//! Interpreter vs trace executor (and the machine-code JIT, once `driver::run` accepts it) on arbitrary
//! programs: any control flow (loops, irreducible jumps, promote chains that make green keys, programs
//! that never stop), any operations on any kinds of values, run under a step limit. The outcome (printed
//! value, error message, or the step limit reached) and everything written on standard output as the
//! program went must be the same in every mode, at the JIT settings the input picks.
//!
//! FGL 2 operations too: `set`, `append`, `slice`, `make_list` (lengths -1..8 only) on the variables,
//! lists stored into the list of lists `w` (of at most 4 elements; nothing reads it back), `get_byte` (of
//! fixed input bytes), `print` (only while an output budget lasts), `put_byte` and `stop`. The values the
//! variables' lists store are constants: with variables, a list could come to hold its own value twice in
//! every iteration and grow exponentially. A program that appends or prints runs under a step limit of at
//! most 8,191 jumps: an `append` to a list that another variable holds copies it, and a loop of them
//! takes time quadratic in the step limit, as printing values that grow with it does.
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
    c: Arg,
}

#[derive(Arbitrary, Debug)]
enum Term {
    Goto(u8),
    If(u8, u8, u8),
    Promote(u8, u8),
    Print(Arg),
    Stop,
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

/// A value a list operation stores into a variable's list: a constant (a variable's number for a variable).
fn value_text(a: &Arg) -> String {
    match a {
        Arg::Var(v) => (*v % 7).to_string(),
        Arg::Const(c) => const_text(c),
    }
}

/// A `make_list` length: -1 .. 8.
fn count_text(a: &Arg) -> String {
    let n = match a {
        Arg::Var(v) => *v as i32,
        Arg::Const(Const::Small(i)) => *i as i32,
        Arg::Const(Const::Edge(e)) => *e as i32,
        Arg::Const(_) => 3,
    };
    (n.rem_euclid(10) - 1).to_string()
}

/// How many `print`s a run may do (`o` counts them down).
const PRINT_BUDGET: u32 = 10;

/// The program as `.fg` text, and its inputs.
fn render(input: &Input) -> Option<(String, Vec<(String, String)>)> {
    let n = input.blocks.len().min(12);
    if n == 0 {
        return None;
    }
    let label = |t: u8| format!("L{}", t as usize % n);
    // The entry sets the output budget and the list of lists, then goes to the first block.
    let mut text = format!("start:\n    o = {PRINT_BUDGET}\n    w = [0, 0, 0, 0]\n    goto L0\n");
    for (i, b) in input.blocks.iter().take(n).enumerate() {
        let _ = writeln!(text, "L{i}:");
        for (j, op) in b.ops.iter().take(8).enumerate() {
            let dst = format!("v{}", op.dst as usize % VARS);
            let (a, b) = (arg_text(&op.a), arg_text(&op.b));
            // `print(x)` while the budget lasts: the block is split around it.
            let print = |text: &mut String, x: &str| {
                let _ = writeln!(
                    text,
                    "    o = o - 1\n    oq = o >= 0\n    if oq goto L{i}p{j} else goto L{i}s{j}\nL{i}p{j}:\n    print({x})\n    goto L{i}s{j}\nL{i}s{j}:"
                );
            };
            let expr = match op.kind % 22 {
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
                13 => format!("len({a})"),
                // FGL 2.
                14 => format!("set({a}, {b}, {})", value_text(&op.c)),
                15 => format!("append({a}, {})", value_text(&op.c)),
                16 => format!("slice({a}, {b}, {})", arg_text(&op.c)),
                17 => format!("make_list({}, {})", count_text(&op.b), value_text(&op.c)),
                18 => "get_byte()".to_string(),
                19 => {
                    print(&mut text, &a);
                    continue;
                }
                20 => {
                    let _ = writeln!(text, "    put_byte({a})");
                    continue;
                }
                // Lists into the list of lists `w` (index 3 is out of range after a literal), and `w` printed.
                _ => {
                    match op.dst % 3 {
                        0 => {
                            let _ = writeln!(text, "    w = set(w, {}, {a})", op.dst / 3 % 4);
                        }
                        1 => {
                            let _ = writeln!(text, "    w = [{a}, {b}, {}]", arg_text(&op.c));
                        }
                        _ => print(&mut text, "w"),
                    }
                    continue;
                }
            };
            let _ = writeln!(text, "    {dst} = {expr}");
        }
        let term = match &b.term {
            Term::Goto(t) => format!("goto {}", label(*t)),
            Term::If(v, t, e) => format!("if v{} goto {} else goto {}", *v as usize % VARS, label(*t), label(*e)),
            Term::Promote(v, t) => format!("promote(v{}, {})", *v as usize % VARS, label(*t)),
            Term::Print(a) => format!("print_and_stop({})", arg_text(a)),
            Term::Stop => "stop".to_string(),
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
    let max_steps = match text.contains("append(") || text.contains("print(") {
        true => input.max_steps as u64 % 8192,
        false => input.max_steps as u64,
    };
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
        fgljit::world::capture();
        fgljit::world::set_input(b"fgl\n\xff".to_vec());
        let outcome =
            driver::run(&program, &args, &Options { mode, max_steps, jit, ..Options::default() }).map(|run| run.outcome);
        let output = fgljit::world::take_captured();
        match outcome {
            Ok(Outcome::Printed(v)) => Ok((Ok(v.to_string()), output)),
            Ok(Outcome::Stopped) => Ok((Ok("(stop)".to_string()), output)),
            Ok(Outcome::Error(e)) => Ok((Err(e.message), output)),
            Ok(Outcome::OutOfSteps(n)) => Ok((Err(format!("out of steps: {n}")), output)),
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
