//! A generator of well-formed FGL programs that stress the JIT, as proptest strategies (so failures
//! shrink to a small program).
//!
//! A generated case is a small structured program (`Case`) that is rendered to `.fg` text and parsed with
//! `fgljit::lang::parse_program`, so what fails is always a program one can paste into a file. Two
//! families:
//!
//! - **Loop programs** (`Prog`): integer, symbol and list variables initialized from constants or from
//!   command-line inputs, then statements: arithmetic (crossing the 64-bit boundary: constants around
//!   `i64::MAX`, products that grow past it and shrink back), comparisons, copies that change a variable's
//!   kind, `readlist` at constant, counter-driven and data-driven indices, `len`, a running hash of the
//!   values (so a wrong intermediate value shows in the output), `if`s on conditions that change direction
//!   after a number of iterations or periodically, counted loops of three shapes nested up to three deep
//!   (their heads may promote a variable, so the anchor is keyed by it), `promote`s of values that change
//!   every iteration, rarely or never, runtime errors placed to happen at a chosen iteration of a hot loop
//!   (division by zero, index out of range, type error, unassigned variable) and early `print_and_stop`s.
//! - **Bytecode interpreters** (`Vm`): an interpreter written in FGL, as in `examples/bytecode_square.fg`
//!   (a dispatch label that promotes `bytecode` and then `pc`, or only one of them, or neither), with a
//!   randomly ordered dispatch chain over the opcodes the bytecode uses, running a random bytecode program
//!   (structured loops on counter registers, conditional skips, arithmetic on registers, reads of a data
//!   list, and now and then a raw jump or an illegal opcode), given as a constant or as an input.
//!
//! Loops are counted, so programs terminate (a raw bytecode jump may loop forever: the step limit stops
//! it, and every mode must stop at the same step).

#![allow(dead_code)]

use fgljit::lang::{self, Format, Program};
use fgljit::value::Value;
use proptest::prelude::*;
use std::fmt::Write as _;

/// The file name generated programs are parsed under (it appears in runtime error messages).
pub const FILE: &str = "gen.fg";

// ---------------------------------------------------------------------------------------------------
// Constants

/// A constant: integers as `i128`, so values just past the 64-bit range are easy to write.
#[derive(Clone, Debug, PartialEq)]
pub enum K {
    Int(i128),
    Sym(u8),
    List(Vec<K>),
}

pub const SYMS: &[&str] = &["x", "y", "mov", "halt", "a_b"];

impl K {
    /// `.fg` constant syntax, without spaces (so that it is one word on an `# args:` line too).
    pub fn text(&self) -> String {
        match self {
            K::Int(i) => i.to_string(),
            K::Sym(s) => format!("'{}'", sym_name(*s)),
            K::List(items) => format!("[{}]", items.iter().map(K::text).collect::<Vec<_>>().join(",")),
        }
    }

    pub fn value(&self) -> Value {
        lang::fg::parse_constant(&self.text()).expect("generated constants parse")
    }

    pub fn len(&self) -> usize {
        match self {
            K::List(items) => items.len(),
            _ => 0,
        }
    }
}

/// Integers, weighted towards small ones and the edges of the 64-bit range.
pub fn int_k() -> impl Strategy<Value = i128> {
    let edges: Vec<i128> = vec![
        i64::MAX as i128,
        i64::MIN as i128,
        i64::MAX as i128 - 1,
        i64::MIN as i128 + 1,
        1 << 62,
        -(1 << 62),
        1 << 32,
        3_037_000_499, // floor(sqrt(i64::MAX))
        3_037_000_500,
        1 << 63,
        -(1 << 63) - 1,
        1 << 64,
        100_000_000_000_000_000_000,
        -100_000_000_000_000_000_000,
    ];
    prop_oneof![
        8 => -3i128..=12,
        2 => -1000i128..1000,
        2 => proptest::sample::select(edges),
        1 => any::<i64>().prop_map(|x| x as i128),
    ]
}

fn sym_k() -> impl Strategy<Value = u8> {
    0..SYMS.len() as u8
}

/// A list, mostly of small integers; sometimes with symbols, nested lists or near-boundary integers.
pub fn list_k() -> impl Strategy<Value = K> {
    let elem = prop_oneof![
        8 => (-3i128..20).prop_map(K::Int),
        1 => int_k().prop_map(K::Int),
        1 => sym_k().prop_map(K::Sym),
        1 => proptest::collection::vec((0i128..5).prop_map(K::Int), 0..3).prop_map(K::List),
    ];
    proptest::collection::vec(elem, 0..7).prop_map(K::List)
}

fn int_list_k() -> impl Strategy<Value = K> {
    proptest::collection::vec((-3i128..20).prop_map(K::Int), 1..7).prop_map(K::List)
}

fn sym_list_k() -> impl Strategy<Value = K> {
    proptest::collection::vec(sym_k().prop_map(K::Sym), 1..4).prop_map(K::List)
}

// ---------------------------------------------------------------------------------------------------
// Loop programs

/// Integer variables (indices into `IVARS`); `h` is the running hash, `n` a loop count.
pub const IVARS: &[&str] = &["a", "b", "c", "d"];
/// Every assignable variable, with its declared kind: ints, then a symbol, then two lists.
pub const VARS: &[&str] = &["a", "b", "c", "d", "s", "l", "m"];
const SYM_VAR: usize = 4;
const LIST_VARS: [usize; 2] = [5, 6];

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AOp {
    Add,
    Sub,
    Div,
    Mod,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum COp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl COp {
    fn text(self) -> &'static str {
        match self {
            COp::Eq => "==",
            COp::Ne => "!=",
            COp::Lt => "<",
            COp::Le => "<=",
            COp::Gt => ">",
            COp::Ge => ">=",
        }
    }
}

/// An integer operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Opnd {
    Var(u8),
    Const(i128),
    /// The counter of an enclosing loop (`depth % loops`; the constant 0 outside loops).
    Ctr(u8),
}

/// A list operand.
#[derive(Clone, Debug, PartialEq)]
pub enum LOpnd {
    Var(u8),
    Const(K),
}

/// An index into a list.
#[derive(Clone, Debug, PartialEq)]
pub enum Idx {
    Const(i8),
    /// The counter modulo the list's length (`len` then `%`): in range unless the list is empty.
    CtrMod(u8),
    /// The counter itself: runs off the end of short lists.
    Ctr(u8),
    Var(u8),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    /// `counter OP k`: changes direction once, after k iterations.
    Ctr { depth: u8, op: COp, k: u8 },
    /// `counter % p == r`: changes direction periodically.
    CtrMod { depth: u8, p: u8, r: u8 },
    /// On data.
    Cmp { x: Opnd, op: COp, y: Opnd },
    /// `if v` on any variable (symbols and lists are true).
    Truthy(u8),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FailKind {
    DivZero,
    ModZero,
    /// The index runs from k down past 0.
    IndexNeg,
    /// The index runs up past the end of a list of length k.
    IndexEnd,
    /// A variable turns from an integer into a symbol at iteration k, and is added to.
    Type,
    /// A never-assigned variable is read at iteration k.
    Unassigned,
    /// A variable first assigned at iteration `k2` is read from iteration k on.
    LateAssign(u8),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    /// `i = 0; head: if i < n ...; i += 1`.
    Up,
    /// `i = n; head: if i > 0 ...; i -= 1`.
    Down,
    /// `i = 0; body: ...; i += 1; if i < n goto body`.
    DoWhile,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Count {
    Const(u8),
    /// The input `n`.
    N,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    Arith {
        dst: u8,
        op: AOp,
        x: Opnd,
        y: Opnd,
    },
    /// `dst = x * k`: products grow by a bounded number of bits per iteration (no squaring).
    Mul {
        dst: u8,
        x: Opnd,
        k: Opnd,
    },
    Cmp {
        dst: u8,
        op: COp,
        x: Opnd,
        y: Opnd,
    },
    /// `dst = src` between any variables (a copy can change a variable's kind).
    Copy {
        dst: u8,
        src: u8,
    },
    /// `dst = constant`.
    Set {
        dst: u8,
        k: K,
    },
    Read {
        dst: u8,
        list: LOpnd,
        idx: Idx,
    },
    Len {
        dst: u8,
        list: LOpnd,
    },
    /// Folds a variable into the running hash `h`.
    Mix {
        src: u8,
    },
    /// `dst = counter // div` then `promote(dst)`: a value that changes every `div` iterations.
    PromotePhase {
        dst: u8,
        depth: u8,
        div: u8,
    },
    Promote {
        var: u8,
    },
    If {
        cond: Cond,
        then_: Vec<Stmt>,
        else_: Vec<Stmt>,
    },
    Loop(Box<Loop>),
    Fail {
        kind: FailKind,
        depth: u8,
        k: u8,
    },
    /// `if cond: print_and_stop(var)`.
    Exit {
        cond: Cond,
        var: u8,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Loop {
    pub shape: Shape,
    pub count: Count,
    /// The loop's head starts with `promote(var, ...)`: the anchor is keyed by the variable's value.
    pub head_promote: Option<u8>,
    pub body: Vec<Stmt>,
}

/// How a variable gets its first value: a constant in the program, or the same constant as an input.
#[derive(Clone, Debug, PartialEq)]
pub struct Init {
    pub k: K,
    pub input: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Prog {
    /// One per variable of `VARS`.
    pub init: Vec<Init>,
    /// The loop count `n` (always an input).
    pub n: u8,
    pub body: Vec<Stmt>,
    /// Printed at the end: a variable of `VARS`, or the hash (`VARS.len()`).
    pub result: u8,
}

fn ivar() -> impl Strategy<Value = u8> {
    0..IVARS.len() as u8
}

fn var() -> impl Strategy<Value = u8> {
    0..VARS.len() as u8
}

fn opnd() -> impl Strategy<Value = Opnd> {
    prop_oneof![
        4 => ivar().prop_map(Opnd::Var),
        3 => int_k().prop_map(Opnd::Const),
        3 => (0u8..3).prop_map(Opnd::Ctr),
    ]
}

/// A factor for `Mul`: constants (possibly past 64 bits) or counters, never a variable.
fn factor() -> impl Strategy<Value = Opnd> {
    prop_oneof![3 => int_k().prop_map(Opnd::Const), 1 => (0u8..3).prop_map(Opnd::Ctr)]
}

/// A divisor: mostly a nonzero constant (division by zero has its own statement, `Fail`).
fn divisor() -> impl Strategy<Value = Opnd> {
    prop_oneof![
        5 => int_k().prop_filter_map("nonzero", |k| (k != 0).then_some(Opnd::Const(k))),
        1 => ivar().prop_map(Opnd::Var),
    ]
}

fn cop() -> impl Strategy<Value = COp> {
    proptest::sample::select(vec![COp::Eq, COp::Ne, COp::Lt, COp::Le, COp::Gt, COp::Ge])
}

fn lopnd() -> impl Strategy<Value = LOpnd> {
    prop_oneof![
        4 => proptest::sample::select(LIST_VARS.to_vec()).prop_map(|v| LOpnd::Var(v as u8)),
        2 => int_list_k().prop_map(LOpnd::Const),
        1 => list_k().prop_map(LOpnd::Const),
        1 => sym_list_k().prop_map(LOpnd::Const),
    ]
}

fn idx() -> impl Strategy<Value = Idx> {
    prop_oneof![
        3 => (0i8..3).prop_map(Idx::Const),
        1 => (-1i8..6).prop_map(Idx::Const),
        8 => (0u8..3).prop_map(Idx::CtrMod),
        1 => (0u8..3).prop_map(Idx::Ctr),
        1 => ivar().prop_map(Idx::Var),
    ]
}

fn cond() -> impl Strategy<Value = Cond> {
    prop_oneof![
        3 => (0u8..3, cop(), 0u8..30).prop_map(|(depth, op, k)| Cond::Ctr { depth, op, k }),
        2 => (0u8..3, 2u8..6, 0u8..6).prop_map(|(depth, p, r)| Cond::CtrMod { depth, p, r }),
        2 => (opnd(), cop(), opnd()).prop_map(|(x, op, y)| Cond::Cmp { x, op, y }),
        1 => var().prop_map(Cond::Truthy),
    ]
}

fn fail_kind() -> impl Strategy<Value = FailKind> {
    prop_oneof![
        Just(FailKind::DivZero),
        Just(FailKind::ModZero),
        Just(FailKind::IndexNeg),
        Just(FailKind::IndexEnd),
        Just(FailKind::Type),
        Just(FailKind::Unassigned),
        (0u8..30).prop_map(FailKind::LateAssign),
    ]
}

fn leaf_stmt() -> BoxedStrategy<Stmt> {
    prop_oneof![
        5 => (ivar(), prop_oneof![Just(AOp::Add), Just(AOp::Sub)], opnd(), opnd())
            .prop_map(|(dst, op, x, y)| Stmt::Arith { dst, op, x, y }),
        2 => (ivar(), prop_oneof![Just(AOp::Div), Just(AOp::Mod)], opnd(), divisor())
            .prop_map(|(dst, op, x, y)| Stmt::Arith { dst, op, x, y }),
        3 => (ivar(), opnd(), factor()).prop_map(|(dst, x, k)| Stmt::Mul { dst, x, k }),
        2 => (ivar(), cop(), opnd(), opnd()).prop_map(|(dst, op, x, y)| Stmt::Cmp { dst, op, x, y }),
        2 => (ivar(), ivar()).prop_map(|(dst, src)| Stmt::Copy { dst, src }),
        1 => proptest::sample::select(vec![(5u8, 6u8), (6, 5)]).prop_map(|(dst, src)| Stmt::Copy { dst, src }),
        1 => (ivar(), int_k()).prop_map(|(dst, k)| Stmt::Set { dst, k: K::Int(k) }),
        1 => sym_k().prop_map(|k| Stmt::Set { dst: SYM_VAR as u8, k: K::Sym(k) }),
        1 => (proptest::sample::select(LIST_VARS.to_vec()), list_k())
            .prop_map(|(dst, k)| Stmt::Set { dst: dst as u8, k }),
        // Now and then a variable changes kind (later operations on it fail with a type error).
        1 => (ivar(), IVARS.len() as u8..VARS.len() as u8).prop_map(|(dst, src)| Stmt::Copy { dst, src }),
        4 => (ivar(), lopnd(), idx()).prop_map(|(dst, list, idx)| Stmt::Read { dst, list, idx }),
        1 => (ivar(), lopnd()).prop_map(|(dst, list)| Stmt::Len { dst, list }),
        3 => var().prop_map(|src| Stmt::Mix { src }),
        2 => (ivar(), 0u8..3, 1u8..8).prop_map(|(dst, depth, div)| Stmt::PromotePhase { dst, depth, div }),
        2 => var().prop_map(|var| Stmt::Promote { var }),
        1 => (fail_kind(), 0u8..3, 0u8..30).prop_map(|(kind, depth, k)| Stmt::Fail { kind, depth, k }),
        1 => (cond(), var()).prop_map(|(cond, var)| Stmt::Exit { cond, var }),
    ]
    .boxed()
}

/// Loop counts by nesting depth: the product stays in the thousands.
fn count(depth: u32) -> impl Strategy<Value = Count> {
    let max = [40u8, 12, 6, 4][depth.min(3) as usize];
    prop_oneof![5 => (0..=max).prop_map(Count::Const), 1 => Just(Count::N)]
}

fn stmts(depth: u32, max_len: usize) -> BoxedStrategy<Vec<Stmt>> {
    proptest::collection::vec(stmt(depth), 0..max_len).boxed()
}

/// A statement at loop nesting `depth` (loops nest at most 3 deep).
fn stmt(depth: u32) -> BoxedStrategy<Stmt> {
    if depth >= 3 {
        return leaf_stmt();
    }
    let shape = prop_oneof![Just(Shape::Up), Just(Shape::Down), Just(Shape::DoWhile)];
    let lp = (shape, count(depth), proptest::option::weighted(0.3, var()), stmts(depth + 1, 6))
        .prop_map(|(shape, count, head_promote, body)| Stmt::Loop(Box::new(Loop { shape, count, head_promote, body })));
    let iff = (cond(), stmts(depth + 1, 3), stmts(depth + 1, 3)).prop_map(|(cond, then_, else_)| Stmt::If {
        cond,
        then_,
        else_,
    });
    prop_oneof![6 => leaf_stmt(), 3 => lp, 2 => iff].boxed()
}

fn init_for(var: usize) -> BoxedStrategy<Init> {
    let k: BoxedStrategy<K> = if var < IVARS.len() {
        int_k().prop_map(K::Int).boxed()
    } else if var == SYM_VAR {
        sym_k().prop_map(K::Sym).boxed()
    } else {
        prop_oneof![3 => int_list_k(), 1 => list_k()].boxed()
    };
    (k, proptest::bool::weighted(0.3)).prop_map(|(k, input)| Init { k, input }).boxed()
}

/// A loop program: a few statements, then at least one loop, then a few more statements.
pub fn prog() -> impl Strategy<Value = Prog> {
    let inits: Vec<BoxedStrategy<Init>> = (0..VARS.len()).map(init_for).collect();
    let shape = prop_oneof![Just(Shape::Up), Just(Shape::Down), Just(Shape::DoWhile)];
    let main_loop = (shape, count(0), proptest::option::weighted(0.3, var()), stmts(1, 8))
        .prop_map(|(shape, count, head_promote, body)| Stmt::Loop(Box::new(Loop { shape, count, head_promote, body })));
    (inits, 0u8..25, stmts(0, 3), main_loop, stmts(0, 4), 0..=VARS.len() as u8).prop_map(
        |(init, n, mut body, main_loop, after, result)| {
            body.push(main_loop);
            body.extend(after);
            Prog { init, n, body, result }
        },
    )
}

/// Builds `.fg` text block by block: there is always an open block, and a terminator closes it.
struct Out {
    text: String,
    labels: usize,
    /// Counters of the enclosing loops, outermost first.
    loops: Vec<String>,
    temps: usize,
}

impl Out {
    fn new() -> Out {
        Out { text: String::new(), labels: 0, loops: Vec::new(), temps: 0 }
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.labels += 1;
        format!("{prefix}{}", self.labels)
    }

    fn label(&mut self, l: &str) {
        let _ = writeln!(self.text, "{l}:");
    }

    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "    {s}");
    }

    /// Ends the open block with `term` and opens `next`.
    fn end(&mut self, term: &str, next: &str) {
        self.line(term);
        self.label(next);
    }

    fn counter(&self, depth: u8) -> Option<&str> {
        if self.loops.is_empty() { None } else { Some(&self.loops[depth as usize % self.loops.len()]) }
    }

    fn opnd(&self, o: &Opnd) -> String {
        match o {
            Opnd::Var(v) => IVARS[*v as usize % IVARS.len()].to_string(),
            Opnd::Const(k) => k.to_string(),
            Opnd::Ctr(d) => self.counter(*d).unwrap_or("0").to_string(),
        }
    }

    fn lopnd(&self, l: &LOpnd) -> String {
        match l {
            LOpnd::Var(v) => VARS[*v as usize % VARS.len()].to_string(),
            LOpnd::Const(k) => k.text(),
        }
    }

    /// Evaluates a condition into `q` and branches: `if q goto yes else goto no`.
    fn branch(&mut self, c: &Cond, yes: &str, no: &str) {
        let test = match c {
            Cond::Ctr { depth, op, k } => {
                let ctr = self.counter(*depth).unwrap_or("0").to_string();
                self.line(&format!("q = {ctr} {} {k}", op.text()));
                "q".to_string()
            }
            Cond::CtrMod { depth, p, r } => {
                let ctr = self.counter(*depth).unwrap_or("0").to_string();
                self.line(&format!("q = {ctr} % {p}"));
                self.line(&format!("q = q == {r}"));
                "q".to_string()
            }
            Cond::Cmp { x, op, y } => {
                let line = format!("q = {} {} {}", self.opnd(x), op.text(), self.opnd(y));
                self.line(&line);
                "q".to_string()
            }
            Cond::Truthy(v) => VARS[*v as usize % VARS.len()].to_string(),
        };
        self.line(&format!("if {test} goto {yes} else goto {no}"));
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        let var = |v: &u8| VARS[*v as usize % VARS.len()];
        let ivar = |v: &u8| IVARS[*v as usize % IVARS.len()];
        match s {
            Stmt::Arith { dst, op, x, y } => {
                let o = match op {
                    AOp::Add => "+",
                    AOp::Sub => "-",
                    AOp::Div => "//",
                    AOp::Mod => "%",
                };
                let line = format!("{} = {} {o} {}", ivar(dst), self.opnd(x), self.opnd(y));
                self.line(&line);
            }
            Stmt::Mul { dst, x, k } => {
                let line = format!("{} = {} * {}", ivar(dst), self.opnd(x), self.opnd(k));
                self.line(&line);
            }
            Stmt::Cmp { dst, op, x, y } => {
                let line = format!("{} = {} {} {}", ivar(dst), self.opnd(x), op.text(), self.opnd(y));
                self.line(&line);
            }
            Stmt::Copy { dst, src } => self.line(&format!("{} = {}", var(dst), var(src))),
            Stmt::Set { dst, k } => self.line(&format!("{} = {}", var(dst), k.text())),
            Stmt::Read { dst, list, idx } => {
                let l = self.lopnd(list);
                let i = match idx {
                    Idx::Const(k) => k.to_string(),
                    Idx::Ctr(d) => self.counter(*d).unwrap_or("0").to_string(),
                    Idx::Var(v) => ivar(v).to_string(),
                    Idx::CtrMod(d) => {
                        let ctr = self.counter(*d).unwrap_or("0").to_string();
                        self.line(&format!("t = len({l})"));
                        self.line(&format!("t = {ctr} % t"));
                        "t".to_string()
                    }
                };
                // Elements of a constant list of symbols go to the symbol variable.
                let dst = match list {
                    LOpnd::Const(K::List(items)) if matches!(items.first(), Some(K::Sym(_))) => VARS[SYM_VAR],
                    _ => var(dst),
                };
                self.line(&format!("{dst} = {l}[{i}]"));
            }
            Stmt::Len { dst, list } => {
                let line = format!("{} = len({})", ivar(dst), self.lopnd(list));
                self.line(&line);
            }
            Stmt::Mix { src } => {
                let v = *src as usize % VARS.len();
                if v < IVARS.len() {
                    self.line("h = h * 31");
                    self.line(&format!("h = h + {}", VARS[v]));
                } else {
                    // A symbol or a list: hash whether it equals its first value's kind of constant.
                    let k = if v == SYM_VAR { "'x'" } else { "[1]" };
                    self.line(&format!("t = {} == {k}", VARS[v]));
                    self.line("h = h * 31");
                    self.line("h = h + t");
                }
                self.line("h = h % 1000000007");
            }
            Stmt::PromotePhase { dst, depth, div } => {
                let ctr = self.counter(*depth).unwrap_or("0").to_string();
                self.line(&format!("{} = {ctr} // {div}", ivar(dst)));
                let next = self.fresh("P");
                self.end(&format!("promote({}, {next})", ivar(dst)), &next);
            }
            Stmt::Promote { var: v } => {
                let next = self.fresh("P");
                self.end(&format!("promote({}, {next})", var(v)), &next);
            }
            Stmt::If { cond, then_, else_ } => {
                let (yes, no, join) = (self.fresh("T"), self.fresh("E"), self.fresh("J"));
                self.branch(cond, &yes, &no);
                self.label(&yes);
                self.stmts(then_);
                self.end(&format!("goto {join}"), &no);
                self.stmts(else_);
                self.end(&format!("goto {join}"), &join);
            }
            Stmt::Exit { cond, var: v } => {
                let (stop, join) = (self.fresh("X"), self.fresh("J"));
                self.branch(cond, &stop, &join);
                self.label(&stop);
                self.end(&format!("print_and_stop({})", var(v)), &join);
            }
            Stmt::Fail { kind, depth, k } => self.fail(*kind, *depth, *k),
            Stmt::Loop(lp) => self.looop(lp),
        }
    }

    fn fail(&mut self, kind: FailKind, depth: u8, k: u8) {
        let ctr = self.counter(depth).unwrap_or("0").to_string();
        match kind {
            FailKind::DivZero | FailKind::ModZero => {
                let o = if kind == FailKind::DivZero { "//" } else { "%" };
                self.line(&format!("t = {ctr} - {k}"));
                self.line(&format!("t = a {o} t"));
            }
            FailKind::IndexNeg => {
                let list = K::List((0..=k as i128).map(K::Int).collect()).text();
                self.line(&format!("t = {k} - {ctr}"));
                self.line(&format!("t = {list}[t]"));
            }
            FailKind::IndexEnd => {
                let list = K::List((0..k as i128).map(|i| K::Int(i * 3)).collect()).text();
                self.line(&format!("t = {list}[{ctr}]"));
            }
            FailKind::Type => {
                let (yes, no, join) = (self.fresh("T"), self.fresh("E"), self.fresh("J"));
                self.line(&format!("t = {ctr} == {k}"));
                self.line(&format!("if t goto {yes} else goto {no}"));
                self.label(&yes);
                self.end(&format!("t = 'x'\n    goto {join}"), &no);
                self.end(&format!("t = 7\n    goto {join}"), &join);
                self.line("t = t + 1");
            }
            FailKind::Unassigned => {
                let (yes, join) = (self.fresh("U"), self.fresh("J"));
                self.line(&format!("t = {ctr} == {k}"));
                self.line(&format!("if t goto {yes} else goto {join}"));
                self.label(&yes);
                self.end(&format!("t = never + 1\n    goto {join}"), &join);
            }
            FailKind::LateAssign(k2) => {
                self.temps += 1;
                let u = format!("late{}", self.temps);
                let (set, join, read, join2) = (self.fresh("S"), self.fresh("J"), self.fresh("R"), self.fresh("J"));
                self.line(&format!("t = {ctr} == {k2}"));
                self.line(&format!("if t goto {set} else goto {join}"));
                self.label(&set);
                self.end(&format!("{u} = {ctr}\n    goto {join}"), &join);
                self.line(&format!("t = {ctr} >= {k}"));
                self.line(&format!("if t goto {read} else goto {join2}"));
                self.label(&read);
                self.end(&format!("h = h + {u}\n    goto {join2}"), &join2);
            }
        }
    }

    fn looop(&mut self, lp: &Loop) {
        let i = format!("i{}", self.loops.len());
        let n = match lp.count {
            Count::Const(k) => k.to_string(),
            Count::N => "n".to_string(),
        };
        let (head, body, exit) = (self.fresh("H"), self.fresh("B"), self.fresh("X"));
        // The loop head, with its promote first when it has one.
        let open_head = |out: &mut Out, at: &str| {
            out.label(at);
            if let Some(v) = lp.head_promote {
                let next = out.fresh("G");
                out.end(&format!("promote({}, {next})", VARS[v as usize % VARS.len()]), &next);
            }
        };
        match lp.shape {
            Shape::Up | Shape::Down => {
                let (init, test, step) = if lp.shape == Shape::Up {
                    ("0".to_string(), format!("{i} < {n}"), format!("{i} = {i} + 1"))
                } else {
                    (n.clone(), format!("{i} > 0"), format!("{i} = {i} - 1"))
                };
                self.line(&format!("{i} = {init}"));
                self.line(&format!("goto {head}"));
                open_head(self, &head);
                self.line(&format!("q = {test}"));
                self.line(&format!("if q goto {body} else goto {exit}"));
                self.label(&body);
                self.loops.push(i.clone());
                self.stmts(&lp.body);
                self.loops.pop();
                self.line(&step);
                self.end(&format!("goto {head}"), &exit);
            }
            Shape::DoWhile => {
                self.line(&format!("{i} = 0"));
                self.line(&format!("goto {body}"));
                open_head(self, &body);
                self.loops.push(i.clone());
                self.stmts(&lp.body);
                self.loops.pop();
                self.line(&format!("{i} = {i} + 1"));
                self.line(&format!("q = {i} < {n}"));
                self.end(&format!("if q goto {body} else goto {exit}"), &exit);
            }
        }
    }
}

impl Prog {
    /// The program text and its inputs.
    pub fn render(&self) -> (String, Vec<(String, K)>) {
        let mut out = Out::new();
        let mut inputs = vec![("n_in".to_string(), K::Int(self.n as i128))];
        out.label("entry");
        out.line("n = n_in");
        out.line("h = 0");
        for (i, init) in self.init.iter().enumerate() {
            let name = VARS[i];
            if init.input {
                let input = format!("{name}_in");
                out.line(&format!("{name} = {input}"));
                inputs.push((input, init.k.clone()));
            } else {
                out.line(&format!("{name} = {}", init.k.text()));
            }
        }
        out.stmts(&self.body);
        let result = VARS.get(self.result as usize).copied().unwrap_or("h");
        out.line(&format!("print_and_stop({result})"));
        (out.text, inputs)
    }
}

// ---------------------------------------------------------------------------------------------------
// Bytecode interpreters

/// An instruction of the bytecode language, structured so that loops terminate.
#[derive(Clone, Debug, PartialEq)]
pub enum BIns {
    MovAR(u8),
    MovRA(u8),
    AddR(u8),
    SubR(u8),
    DivR(u8),
    ModR(u8),
    LtR(u8),
    Decr,
    Incr,
    /// `a = k`.
    Load(K),
    /// `a = a * k` (a constant: no squaring).
    MulK(i128),
    /// `a = a == k`.
    EqK(K),
    /// `a = data[a % len(data)]`.
    Read,
    /// Runs the body `count` times (once when 0) on the counter register of its depth.
    Loop(u8, Vec<BIns>),
    /// Skips the body when `a` is true (`jump_if_a` forwards).
    SkipIfA(Vec<BIns>),
    /// `jump` to an instruction (modulo the program's length, past its end when `beyond`).
    RawJump {
        to: u8,
        beyond: bool,
    },
    /// An opcode the interpreter does not know.
    Illegal,
    Return,
}

/// Every opcode of the interpreter, in the default dispatch order; `(name, has an argument)`.
pub const OPCODES: &[(&str, bool)] = &[
    ("mov_a_r0", false),
    ("mov_a_r1", false),
    ("mov_a_r2", false),
    ("mov_r0_a", false),
    ("mov_r1_a", false),
    ("mov_r2_a", false),
    ("add_r0_to_a", false),
    ("add_r1_to_a", false),
    ("add_r2_to_a", false),
    ("sub_r0_from_a", false),
    ("sub_r1_from_a", false),
    ("sub_r2_from_a", false),
    ("div_a_by_r0", false),
    ("div_a_by_r1", false),
    ("div_a_by_r2", false),
    ("mod_a_by_r0", false),
    ("mod_a_by_r1", false),
    ("mod_a_by_r2", false),
    ("lt_a_r0", false),
    ("lt_a_r1", false),
    ("lt_a_r2", false),
    ("decr_a", false),
    ("incr_a", false),
    ("load_a", true),
    ("mul_a", true),
    ("eq_a", true),
    ("read_a", false),
    ("set_c0", true),
    ("loop_c0", true),
    ("set_c1", true),
    ("loop_c1", true),
    ("jump_if_a", true),
    ("jump", true),
    ("return_a", false),
];

/// The FGL code of opcode `name` (its block, after the label), `pc` already past the opcode.
fn opcode_body(name: &str) -> String {
    let reg = |prefix: &str| name.strip_prefix(prefix).and_then(|r| r.chars().next()).unwrap_or('0');
    let arg = "k = bytecode[pc]\n    pc = pc + 1\n    ";
    let back = "goto bytecode_loop";
    match name {
        n if n.starts_with("mov_a_r") => format!("r{} = a\n    {back}", reg("mov_a_r")),
        n if n.starts_with("mov_r") => format!("a = r{}\n    {back}", reg("mov_r")),
        n if n.starts_with("add_r") => format!("a = a + r{}\n    {back}", reg("add_r")),
        n if n.starts_with("sub_r") => format!("a = a - r{}\n    {back}", reg("sub_r")),
        n if n.starts_with("div_a_by_r") => format!("a = a // r{}\n    {back}", reg("div_a_by_r")),
        n if n.starts_with("mod_a_by_r") => format!("a = a % r{}\n    {back}", reg("mod_a_by_r")),
        n if n.starts_with("lt_a_r") => format!("a = a < r{}\n    {back}", reg("lt_a_r")),
        "decr_a" => format!("a = a - 1\n    {back}"),
        "incr_a" => format!("a += 1\n    {back}"),
        "load_a" => format!("{arg}a = k\n    {back}"),
        "mul_a" => format!("{arg}a = a * k\n    {back}"),
        "eq_a" => format!("{arg}a = a == k\n    {back}"),
        "read_a" => format!("k = len(data)\n    k = a % k\n    a = data[k]\n    {back}"),
        "set_c0" | "set_c1" => format!("{arg}{} = k\n    {back}", &name[4..]),
        "loop_c0" | "loop_c1" => {
            let c = &name[5..];
            format!(
                "{arg}{c} = {c} - 1\n    q = {c} > 0\n    if q goto op_{name}_taken else goto bytecode_loop\nop_{name}_taken:\n    pc = k\n    {back}"
            )
        }
        "jump_if_a" => format!(
            "{arg}if a goto op_jump_if_a_taken else goto bytecode_loop\nop_jump_if_a_taken:\n    pc = k\n    {back}"
        ),
        "jump" => format!("pc = bytecode[pc]\n    {back}"),
        "return_a" => "print_and_stop(a)".to_string(),
        other => unreachable!("no opcode {other}"),
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Vm {
    pub code: Vec<BIns>,
    /// A permutation of the opcodes (the dispatch chain compares in this order).
    pub order: Vec<usize>,
    /// 0: the dispatch label promotes `bytecode` then `pc`; 1: only `pc`; 2: only `bytecode`; 3: neither.
    pub greens: u8,
    pub bytecode_input: bool,
    /// Initial `a`, `r0`, `r1`, `r2`.
    pub regs: Vec<Init>,
    pub data: Init,
}

fn reg() -> impl Strategy<Value = u8> {
    0u8..3
}

fn bins(depth: u32) -> BoxedStrategy<BIns> {
    let leaf = prop_oneof![
        3 => reg().prop_map(BIns::MovAR),
        3 => reg().prop_map(BIns::MovRA),
        3 => reg().prop_map(BIns::AddR),
        2 => reg().prop_map(BIns::SubR),
        1 => reg().prop_map(BIns::DivR),
        1 => reg().prop_map(BIns::ModR),
        1 => reg().prop_map(BIns::LtR),
        2 => Just(BIns::Decr),
        2 => Just(BIns::Incr),
        3 => prop_oneof![12 => int_k().prop_map(K::Int), 1 => sym_k().prop_map(K::Sym)].prop_map(BIns::Load),
        2 => int_k().prop_map(BIns::MulK),
        1 => prop_oneof![int_k().prop_map(K::Int), sym_k().prop_map(K::Sym)].prop_map(BIns::EqK),
        1 => Just(BIns::Read),
        1 => (any::<u8>(), proptest::bool::weighted(0.2)).prop_map(|(to, beyond)| BIns::RawJump { to, beyond }),
        1 => Just(BIns::Illegal),
        1 => Just(BIns::Return),
    ];
    if depth >= 2 {
        return leaf.boxed();
    }
    let max = if depth == 0 { 15u8 } else { 6 };
    prop_oneof![
        6 => leaf,
        2 => (0..=max, proptest::collection::vec(bins(depth + 1), 1..7)).prop_map(|(n, b)| BIns::Loop(n, b)),
        1 => proptest::collection::vec(bins(depth + 1), 1..4).prop_map(BIns::SkipIfA),
    ]
    .boxed()
}

pub fn vm() -> impl Strategy<Value = Vm> {
    let small_int = prop_oneof![4 => -3i128..10, 1 => int_k()].prop_map(K::Int);
    let init = |k: BoxedStrategy<K>| (k, proptest::bool::weighted(0.3)).prop_map(|(k, input)| Init { k, input });
    (
        proptest::collection::vec(bins(0), 1..10),
        Just((0..OPCODES.len()).collect::<Vec<_>>()).prop_shuffle(),
        prop_oneof![5 => Just(0u8), 1 => Just(1), 1 => Just(2), 1 => Just(3)],
        proptest::bool::weighted(0.3),
        proptest::collection::vec(init(small_int.boxed()), 4),
        init(prop_oneof![3 => int_list_k(), 1 => list_k()].boxed()),
    )
        .prop_map(|(code, order, greens, bytecode_input, regs, data)| Vm {
            code,
            order,
            greens,
            bytecode_input,
            regs,
            data,
        })
}

/// Flattens structured bytecode into the list the interpreter reads.
fn assemble(code: &[BIns], depth: usize, out: &mut Vec<K>, jumps: &mut Vec<(usize, u8, bool)>) {
    let sym = bc_sym;
    for ins in code {
        match ins {
            BIns::MovAR(r) => out.push(sym(&format!("mov_a_r{r}"))),
            BIns::MovRA(r) => out.push(sym(&format!("mov_r{r}_a"))),
            BIns::AddR(r) => out.push(sym(&format!("add_r{r}_to_a"))),
            BIns::SubR(r) => out.push(sym(&format!("sub_r{r}_from_a"))),
            BIns::DivR(r) => out.push(sym(&format!("div_a_by_r{r}"))),
            BIns::ModR(r) => out.push(sym(&format!("mod_a_by_r{r}"))),
            BIns::LtR(r) => out.push(sym(&format!("lt_a_r{r}"))),
            BIns::Decr => out.push(sym("decr_a")),
            BIns::Incr => out.push(sym("incr_a")),
            BIns::Load(k) => out.extend([sym("load_a"), k.clone()]),
            BIns::MulK(k) => out.extend([sym("mul_a"), K::Int(*k)]),
            BIns::EqK(k) => out.extend([sym("eq_a"), k.clone()]),
            BIns::Read => out.push(sym("read_a")),
            BIns::Loop(n, body) if depth < 2 => {
                out.extend([sym(&format!("set_c{depth}")), K::Int(*n as i128)]);
                let start = out.len();
                assemble(body, depth + 1, out, jumps);
                out.extend([sym(&format!("loop_c{depth}")), K::Int(start as i128)]);
            }
            BIns::Loop(_, body) => assemble(body, depth, out, jumps),
            BIns::SkipIfA(body) => {
                out.extend([sym("jump_if_a"), K::Int(0)]);
                let patch = out.len() - 1;
                assemble(body, depth, out, jumps);
                out[patch] = K::Int(out.len() as i128);
            }
            BIns::RawJump { to, beyond } => {
                out.extend([sym("jump"), K::Int(0)]);
                jumps.push((out.len() - 1, *to, *beyond));
            }
            BIns::Illegal => out.push(sym("frobnicate")),
            BIns::Return => out.push(sym("return_a")),
        }
    }
}

/// The `K::Sym` of an opcode name (opcode names follow `SYMS` in the symbol numbering).
fn bc_sym(name: &str) -> K {
    K::Sym((SYMS.len() + BC_SYMS.iter().position(|o| *o == name).expect("a known opcode name")) as u8)
}

/// Opcode names (and the illegal one) for `K::Sym` values at `SYMS.len()..`.
pub const BC_SYMS: &[&str] = &[
    "mov_a_r0",
    "mov_a_r1",
    "mov_a_r2",
    "mov_r0_a",
    "mov_r1_a",
    "mov_r2_a",
    "add_r0_to_a",
    "add_r1_to_a",
    "add_r2_to_a",
    "sub_r0_from_a",
    "sub_r1_from_a",
    "sub_r2_from_a",
    "div_a_by_r0",
    "div_a_by_r1",
    "div_a_by_r2",
    "mod_a_by_r0",
    "mod_a_by_r1",
    "mod_a_by_r2",
    "lt_a_r0",
    "lt_a_r1",
    "lt_a_r2",
    "decr_a",
    "incr_a",
    "load_a",
    "mul_a",
    "eq_a",
    "read_a",
    "set_c0",
    "loop_c0",
    "set_c1",
    "loop_c1",
    "jump_if_a",
    "jump",
    "return_a",
    "frobnicate",
];

fn sym_name(i: u8) -> &'static str {
    let i = i as usize;
    if i < SYMS.len() { SYMS[i] } else { BC_SYMS[(i - SYMS.len()) % BC_SYMS.len()] }
}

impl Vm {
    /// The flat bytecode.
    pub fn bytecode(&self) -> Vec<K> {
        let mut out = Vec::new();
        let mut jumps = Vec::new();
        assemble(&self.code, 0, &mut out, &mut jumps);
        out.push(bc_sym("return_a"));
        let len = out.len();
        for (at, to, beyond) in jumps {
            let target = if beyond { len + to as usize % 3 } else { to as usize % len };
            out[at] = K::Int(target as i128);
        }
        out
    }

    pub fn render(&self) -> (String, Vec<(String, K)>) {
        let bytecode = self.bytecode();
        let bc_list = format!("[{}]", bytecode.iter().map(K::text).collect::<Vec<_>>().join(", "));
        // Only the opcodes the program uses are dispatched (an unknown one is illegal).
        let used: Vec<&str> = self
            .order
            .iter()
            .map(|&i| OPCODES[i % OPCODES.len()].0)
            .filter(|name| bytecode.iter().any(|k| matches!(k, K::Sym(s) if sym_name(*s) == *name)))
            .collect();
        let mut inputs = Vec::new();
        let mut out = String::new();
        let mut init = |name: &str, value: &Init, text: String, out: &mut String| {
            if value.input {
                let input = format!("{name}_in");
                let _ = writeln!(out, "    {name} = {input}");
                inputs.push((input, value.k.clone()));
            } else {
                let _ = writeln!(out, "    {name} = {text}");
            }
        };
        out.push_str("entry:\n");
        if self.bytecode_input {
            out.push_str("    bytecode = bytecode_in\n");
        } else {
            let _ = writeln!(out, "    bytecode = {bc_list}");
        }
        out.push_str("    pc = 0\n    c0 = 0\n    c1 = 0\n");
        for (i, name) in ["a", "r0", "r1", "r2"].iter().enumerate() {
            init(name, &self.regs[i], self.regs[i].k.text(), &mut out);
        }
        init("data", &self.data, self.data.k.text(), &mut out);
        out.push_str("    goto bytecode_loop\n");
        match self.greens % 4 {
            0 => out.push_str(
                "bytecode_loop:\n    promote(bytecode, bytecode_loop_promote_bytecode)\nbytecode_loop_promote_bytecode:\n    promote(pc, bytecode_loop_promote_pc)\nbytecode_loop_promote_pc:\n",
            ),
            1 => out.push_str("bytecode_loop:\n    promote(pc, bytecode_loop_promote_pc)\nbytecode_loop_promote_pc:\n"),
            2 => out.push_str(
                "bytecode_loop:\n    promote(bytecode, bytecode_loop_promote_bytecode)\nbytecode_loop_promote_bytecode:\n",
            ),
            _ => out.push_str("bytecode_loop:\n"),
        }
        out.push_str("    opcode = bytecode[pc]\n    pc = pc + 1\n");
        for (i, name) in used.iter().enumerate() {
            let next = if i + 1 < used.len() { format!("not_{name}") } else { "illegal_opcode".to_string() };
            if i > 0 {
                let _ = writeln!(out, "not_{}:", used[i - 1]);
            }
            let _ = writeln!(out, "    c = opcode == '{name}'\n    if c goto op_{name} else goto {next}");
        }
        if used.is_empty() {
            out.push_str("    goto illegal_opcode\n");
        }
        out.push_str("illegal_opcode:\n    print_and_stop(opcode)\n");
        for name in &used {
            let _ = writeln!(out, "op_{name}:\n    {}", opcode_body(name));
        }
        if self.bytecode_input {
            inputs.push(("bytecode_in".to_string(), K::List(bytecode)));
        }
        (out, inputs)
    }
}

// ---------------------------------------------------------------------------------------------------
// Cases

/// One generated program.
#[derive(Clone, Debug, PartialEq)]
pub enum Family {
    Loops(Prog),
    Bytecode(Vm),
}

/// A generated case: a program, and a small step limit to also run it under (to check that every mode
/// stops at exactly the same jump).
#[derive(Clone, Debug)]
pub struct Case {
    pub program: Family,
    pub small_limit: u64,
    /// Which inputs the partial evaluator takes as static (bit `i`: the `i`th input).
    pub statics: u8,
}

/// A rendered case: the program text and its inputs.
pub struct Rendered {
    pub text: String,
    pub inputs: Vec<(String, String)>,
}

impl Case {
    pub fn render(&self) -> Rendered {
        let (text, inputs) = match &self.program {
            Family::Loops(p) => p.render(),
            Family::Bytecode(vm) => vm.render(),
        };
        let inputs = inputs.into_iter().map(|(n, k)| (n, K::text(&k))).collect();
        Rendered { text, inputs }
    }
}

impl Rendered {
    pub fn program(&self) -> Program {
        lang::parse_program(FILE, &self.text, Format::Fg).unwrap_or_else(|d| {
            panic!("the generator wrote a program that does not parse:\n{}\n{}", d.render(false), self.text)
        })
    }

    pub fn args(&self) -> Vec<(String, Value)> {
        self.inputs
            .iter()
            .map(|(n, v)| (n.clone(), lang::fg::parse_constant(v).expect("generated inputs parse")))
            .collect()
    }

    /// `--arg` flags, as on an `# args:` line.
    pub fn arg_flags(&self) -> String {
        self.inputs.iter().map(|(n, v)| format!("--arg {n}={v}")).collect::<Vec<_>>().join(" ")
    }
}

pub fn case() -> impl Strategy<Value = Case> {
    let program = prop_oneof![3 => prog().prop_map(Family::Loops), 2 => vm().prop_map(Family::Bytecode)];
    (program, 0u64..3000, any::<u8>()).prop_map(|(program, small_limit, statics)| Case {
        program,
        small_limit,
        statics,
    })
}
