//! Differential property test of the partial evaluator: random small, well-formed, terminating programs
//! (counted loops, branches, promotes, early stops; arithmetic beyond 64 bits, symbols, lists, readlist;
//! runtime errors of every kind, unassigned variables included) are specialized on a random subset of
//! their inputs, and the residual program, printed and read back, run on the other inputs must give what
//! the original gives on all of them: the same printed value, or the same runtime error.
//!
//! Runtime error messages name the file, block and line of the failing operation; those of a residual
//! program are its own. What is compared is the error itself, the part after `in block '...': `, which
//! names the operation, the variables and the values: that part must be the original's.

use fgljit::driver::{self, Options};
use fgljit::interp::Outcome;
use fgljit::lang::fg::parse_constant;
use fgljit::lang::print::to_fg;
use fgljit::lang::{Format, Program, parse_program};
use fgljit::ops::Opcode;
use fgljit::pe::{self, PeOptions};
use fgljit::value::Value;
use proptest::prelude::*;
use proptest::sample::select;

/// Variables statements assign.
const DSTS: &[&str] = &["x", "y", "t", "u", "v"];
/// Variables operands read: the assigned ones and the inputs; now and then a loop counter (unassigned
/// outside its loop).
const READS: &[&str] = &["x", "y", "t", "u", "v", "n", "m", "l"];
const COUNTERS: &[&str] = &["i0", "i1"];
const CONDS: &[&str] = &["x", "y", "t", "u", "l", "n"];
const INTS: &[&str] = &["0", "1", "2", "-3", "7", "100000000000000000000", "-9223372036854775808"];
const OTHERS: &[&str] = &["'a'", "'b'", "[1, 2, 3]", "[]", "['a', [1]]"];
/// Inputs and the values each can take. `n` and `m` bound loops, so they stay small (or are not
/// integers: then the loop test fails).
const INPUTS: &[(&str, &[&str])] = &[
    ("n", &["-1", "0", "1", "2", "3", "'a'"]),
    ("m", &["0", "1", "2", "3"]),
    ("x", &["0", "1", "-5", "3", "100000000000000000000", "9223372036854775807", "'a'", "[1, 2]"]),
    ("y", &["0", "2", "-1", "18446744073709551616", "'b'", "[]"]),
    ("l", &["[1, 2, 3]", "[]", "[0, 'a', [5]]", "4"]),
];

#[derive(Clone, Debug)]
enum Arg {
    Var(&'static str),
    Const(&'static str),
}

impl Arg {
    fn text(&self) -> &'static str {
        match self {
            Arg::Var(v) | Arg::Const(v) => v,
        }
    }
}

#[derive(Clone, Debug)]
enum Stmt {
    Assign(&'static str, Opcode, Arg, Arg),
    If(&'static str, Vec<Stmt>, Vec<Stmt>),
    /// `for i in 0..bound { body }`, with the counter of its nesting depth.
    Loop(Arg, Vec<Stmt>),
    Promote(&'static str),
    Stop(Arg),
}

/// Mostly integers: a program that fails at once tests little.
fn konst() -> impl Strategy<Value = &'static str> {
    prop_oneof![5 => select(INTS), 1 => select(OTHERS)]
}

fn var() -> impl Strategy<Value = &'static str> {
    prop_oneof![30 => select(READS), 1 => select(COUNTERS)]
}

fn arg() -> impl Strategy<Value = Arg> {
    prop_oneof![3 => var().prop_map(Arg::Var), 2 => konst().prop_map(Arg::Const)]
}

fn kind() -> impl Strategy<Value = Opcode> {
    use Opcode::*;
    prop_oneof![
        6 => select(&[Same, Add, Sub, Mul, Eq, Ne, Lt, Le, Gt, Ge][..]),
        2 => select(&[Div, Mod][..]),
        1 => select(&[ReadList, Len][..]),
    ]
}

fn assign() -> impl Strategy<Value = Stmt> {
    (select(DSTS), kind(), arg(), arg(), any::<bool>()).prop_map(|(dst, kind, a, b, flip)| {
        let (a, b) = match kind {
            // A product has a constant factor, so loops cannot square their way to huge numbers.
            Opcode::Mul => (a, if flip { Arg::Const("100000000000000000000") } else { Arg::Const("-3") }),
            // Mostly read from a list.
            Opcode::ReadList if flip => {
                (if matches!(a, Arg::Var(_)) { Arg::Var("l") } else { Arg::Const("[1, 2, 3]") }, b)
            }
            Opcode::ReadList if matches!(a, Arg::Const(_)) => (Arg::Const("['a', [1]]"), b),
            _ => (a, b),
        };
        Stmt::Assign(dst, kind, a, b)
    })
}

fn stmt() -> impl Strategy<Value = Stmt> {
    // Copies are frequent in residual programs (an interpreter's register moves) and have a cleanup
    // pass of their own: generate many.
    let copy = (select(DSTS), var()).prop_map(|(d, s)| Stmt::Assign(d, Opcode::Same, Arg::Var(s), Arg::Var(s)));
    let leaf = prop_oneof![
        8 => assign(),
        4 => copy,
        1 => var().prop_map(Stmt::Promote),
        1 => arg().prop_map(Stmt::Stop),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        let bound = prop_oneof![
            select(&["0", "1", "2", "3"][..]).prop_map(Arg::Const),
            select(&["n", "m"][..]).prop_map(Arg::Var)
        ];
        prop_oneof![
            (select(CONDS), prop::collection::vec(inner.clone(), 0..3), prop::collection::vec(inner.clone(), 0..3))
                .prop_map(|(c, a, b)| Stmt::If(c, a, b)),
            (bound, prop::collection::vec(inner, 1..4)).prop_map(|(b, body)| Stmt::Loop(b, body)),
        ]
    })
}

/// Compiles statements to `.fg` blocks.
struct Gen {
    text: String,
    labels: usize,
    depth: usize,
}

impl Gen {
    fn label(&mut self) -> String {
        self.labels += 1;
        format!("b{}", self.labels)
    }

    fn line(&mut self, s: &str) {
        self.text += "    ";
        self.text += s;
        self.text += "\n";
    }

    fn start(&mut self, label: &str) {
        self.text += label;
        self.text += ":\n";
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Assign(dst, kind, a, b) => {
                let (a, b) = (a.text(), b.text());
                let expr = match kind {
                    Opcode::Same => a.to_string(),
                    Opcode::Len => format!("len({a})"),
                    Opcode::ReadList => format!("{a}[{b}]"),
                    k => format!("{a} {} {b}", k.infix().unwrap()),
                };
                self.line(&format!("{dst} = {expr}"));
            }
            Stmt::If(c, a, b) => {
                let (then_l, else_l, join) = (self.label(), self.label(), self.label());
                self.line(&format!("if {c} goto {then_l} else goto {else_l}"));
                self.start(&then_l);
                self.stmts(a);
                self.line(&format!("goto {join}"));
                self.start(&else_l);
                self.stmts(b);
                self.line(&format!("goto {join}"));
                self.start(&join);
            }
            // Two levels of loops at most; deeper bodies run once.
            Stmt::Loop(_, body) if self.depth >= 2 => self.stmts(body),
            Stmt::Loop(bound, body) => {
                let (i, c) = (format!("i{}", self.depth), format!("c{}", self.depth));
                let (head, body_l, exit) = (self.label(), self.label(), self.label());
                self.line(&format!("{i} = 0"));
                self.line(&format!("goto {head}"));
                self.start(&head);
                self.line(&format!("{c} = {i} < {}", bound.text()));
                self.line(&format!("if {c} goto {body_l} else goto {exit}"));
                self.start(&body_l);
                self.depth += 1;
                self.stmts(body);
                self.depth -= 1;
                self.line(&format!("{i} = {i} + 1"));
                self.line(&format!("goto {head}"));
                self.start(&exit);
            }
            Stmt::Promote(v) => {
                let next = self.label();
                self.line(&format!("promote({v}, {next})"));
                self.start(&next);
            }
            Stmt::Stop(a) => {
                // What follows is unreachable, in a block of its own.
                let next = self.label();
                self.line(&format!("print_and_stop({})", a.text()));
                self.start(&next);
            }
        }
    }
}

/// The program: `init` assigns some of the temporaries first (the others start unassigned).
fn compile(init: &[Option<&str>], stmts: &[Stmt], result: &Arg) -> String {
    let mut g = Gen { text: String::new(), labels: 0, depth: 0 };
    g.start("start");
    for (var, value) in ["t", "u", "v"].iter().zip(init) {
        if let Some(value) = value {
            g.line(&format!("{var} = {value}"));
        }
    }
    g.stmts(stmts);
    g.line(&format!("print_and_stop({})", result.text()));
    g.text
}

/// A program, the inputs given to its run (each present or not), and which of them are static.
fn case() -> impl Strategy<Value = (String, Vec<(String, String)>, Vec<bool>)> {
    let inputs: Vec<_> = INPUTS
        .iter()
        .map(|(name, values)| {
            (prop::option::weighted(0.95, select(*values)), any::<bool>())
                .prop_map(move |(v, s)| v.map(|v| (name.to_string(), v.to_string(), s)))
        })
        .collect();
    let init = prop::collection::vec(prop::option::weighted(0.85, select(INTS)), 3);
    (init, prop::collection::vec(stmt(), 1..6), arg(), inputs).prop_map(|(init, stmts, result, inputs)| {
        let given: Vec<(String, String, bool)> = inputs.into_iter().flatten().collect();
        let args = given.iter().map(|(n, v, _)| (n.clone(), v.clone())).collect();
        let statics = given.iter().map(|(_, _, s)| *s).collect();
        (compile(&init, &stmts, &result), args, statics)
    })
}

/// A run's result with the place of a runtime error left out.
fn outcome(o: &Outcome) -> String {
    match o {
        Outcome::Printed(v) => format!("printed {v}"),
        Outcome::Stopped => "stopped".to_string(),
        Outcome::Error(e) => {
            // The hint to pass a variable that nothing assigns depends on what the program assigns, which
            // a residual program may do less of.
            let message = fgljit::error::without_input_hint(&e.message);
            let kind = message.split_once("in block '").and_then(|(_, rest)| rest.split_once("': "));
            format!("error: {}", kind.map_or(message, |(_, k)| k))
        }
        Outcome::OutOfSteps(_) => "out of steps".to_string(),
    }
}

fn run(p: &Program, args: &[(String, Value)]) -> Outcome {
    let options = Options { mode: fgljit::driver::Mode::Interp, max_steps: 200_000, ..Options::default() };
    driver::run(p, args, &options).expect("every input is a variable of the program").outcome
}

/// 500 cases, or `PROPTEST_CASES` when set (`PROPTEST_CASES=20000 cargo test --release --test pe_props`).
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(500)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn residual_programs_agree_with_the_original((src, args, statics) in case()) {
        let original = parse_program("gen.fg", &src, Format::Fg).expect("the generator writes valid programs");
        let values: Vec<(String, Value)> =
            args.iter().map(|(n, v)| (n.clone(), parse_constant(v).unwrap())).collect();
        // Inputs the program never mentions are not passed (the interpreter would reject them).
        let values: Vec<(String, Value)> =
            values.into_iter().filter(|(n, _)| original.var_id(n).is_some()).collect();
        let want = run(&original, &values);
        prop_assume!(!matches!(want, Outcome::OutOfSteps(_)));

        let (static_args, dynamic_args): (Vec<_>, Vec<_>) = values
            .iter()
            .zip(statics.iter().chain(std::iter::repeat(&false)))
            .partition(|(_, s)| **s);
        let static_args: Vec<(String, Value)> = static_args.into_iter().map(|(a, _)| a.clone()).collect();
        let residual = pe::specialize(&original, &static_args, &PeOptions::default(), &mut std::io::sink())
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        let text = to_fg(&residual.program);
        let reread = parse_program("residual.fg", &text, Format::Fg)
            .unwrap_or_else(|d| panic!("the residual program is not valid: {}\n{text}", d.render(false)));
        prop_assert_eq!(to_fg(&reread), text.clone(), "printing is a fixed point");
        for input in &residual.inputs {
            prop_assert!(reread.var_id(input).is_some(), "input {} is not a variable of\n{}", input, text);
        }
        // The other inputs: those the original may read before writing them.
        let dynamic: Vec<(String, Value)> = dynamic_args
            .into_iter()
            .map(|(a, _)| a.clone())
            .filter(|(n, _)| residual.inputs.contains(n))
            .collect();
        let got = run(&reread, &dynamic);
        prop_assert_eq!(
            outcome(&got),
            outcome(&want),
            "\n--- original, static {:?}, all inputs {:?}\n{}\n--- residual\n{}",
            static_args.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>(),
            args,
            src,
            text
        );
    }
}

/// The generator covers what it claims: loops, errors of every kind, big integers.
#[test]
fn the_generator_makes_varied_programs() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..400 {
        let (src, args, _) = case().new_tree(&mut runner).unwrap().current();
        assert!(src.contains("start:"));
        let p = parse_program("gen.fg", &src, Format::Fg).unwrap();
        let values: Vec<(String, Value)> = args
            .iter()
            .filter(|(n, _)| p.var_id(n).is_some())
            .map(|(n, v)| (n.clone(), parse_constant(v).unwrap()))
            .collect();
        let o = outcome(&run(&p, &values));
        let kind = if o.starts_with("printed") {
            if o.len() > 28 { "printed big" } else { "printed" }
        } else if o.contains("has no value") {
            "unassigned"
        } else if o.contains("type error") {
            "type"
        } else if o.contains("division by zero") {
            "division"
        } else if o.contains("out of range") {
            "index"
        } else {
            "other"
        };
        seen.insert(kind);
        if src.contains(" < ") {
            seen.insert("loop");
        }
    }
    for kind in ["printed", "printed big", "unassigned", "type", "division", "index", "loop"] {
        assert!(seen.contains(kind), "no {kind} in 400 programs: {seen:?}");
    }
}
