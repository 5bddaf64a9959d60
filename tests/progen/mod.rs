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
//!   FGL 2: list variables updated by `set` (in place as `l = set(l, i, v)`, or from the other list or a
//!   constant; indices sometimes out of range), `append` (cut back to a few elements by a prefix or
//!   suffix `slice`), `slice` (sometimes an invalid range), `make_list` (lengths 0..8 or -1) and list
//!   literals with variables; aliases (`u = l`, `a = l`, `m = l`, lists stored inside the list of lists
//!   `w`, a literal holding its own variable, a `promote` of the list, a list stored into itself) before
//!   the list is updated in place, then the holder is printed, compared or updated itself; small
//!   lists made in the loop and read back (`Pair`: a literal with variables, reads at constant
//!   indices, `len`, `set`, `append`, branches that flip with the list live, then maybe printed,
//!   compared or kept: allocation removal keeps them virtual and exits build them); chains of
//!   updates in place of temporaries that die; effects (`print`, `put_byte` of values
//!   sometimes outside 0..255, `get_byte` of the fixed input the oracle gives) and `stop`, anywhere
//!   (prints nested two loops deep only while an output budget lasts).
//! - **Bytecode interpreters** (`Vm`): an interpreter written in FGL, as in `examples/bytecode_square.fg`
//!   (a dispatch label that promotes `bytecode` and then `pc`, or only one of them, or neither), with a
//!   randomly ordered dispatch chain over the opcodes the bytecode uses, running a random bytecode program
//!   (structured loops on counter registers, conditional skips, arithmetic on registers, reads of a data
//!   list, and now and then a raw jump or an illegal opcode), given as a constant or as an input. FGL 2
//!   opcodes use `data` as a tape (`store_a`: `set`) and a stack (`push_a`, `pop_a`: `append`, prefix
//!   `slice`), patch the promoted `bytecode` itself (`patch_a`) and do I/O (`print_a`, `put_a`, `get_a`).
//!
//! - **Procedure programs** (`Procs`, FGL 3, only from `proc_case`, so that `case` draws exactly what it
//!   drew before): a counted main loop that calls a fixed library of procedures with arguments from its
//!   variables, its counter and constants: `leaf` (arithmetic, maybe a division, and a branch), `looper`
//!   (a loop that calls `leaf`), `sumto` (a loop without calls), `down` (recursion up to 40 deep, and
//!   sometimes once 500..20,000 deep before the loop), `rloop` (recursion with a loop at every level,
//!   after the recursive call returns), `is_even`/`is_odd` (mutual recursion), `nest`/`flip` (a branch
//!   two calls deep that changes direction at a chosen iteration), `failer` (a runtime error of a chosen
//!   kind in the callee at a chosen iteration), `show` (`print` in a callee), `quit` (`print_and_stop` or
//!   `stop` in a callee) and `twice` (called from two sites).
//!
//! Lists never nest deeper than the constants except in `w` and temporaries, which nothing reads back
//! into the variables, so no value grows exponentially (printed, it would take forever).
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

/// How many `print`s a program may run where the output could grow large (nested loops).
pub const PRINT_BUDGET: u32 = 40;

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
    // ---- FGL 2: lists the program builds, and effects.
    /// `dst = set(src, i, v)` on a list variable (`dst = set(dst, ...)`: updated in place).
    LSet {
        dst: u8,
        src: LSrc,
        idx: Idx,
        v: EVal,
    },
    /// `dst = append(src, v)`, then cut back to `cap` elements when longer (so lists stay short).
    LAppend {
        dst: u8,
        src: LSrc,
        v: EVal,
        cap: Cap,
    },
    /// `dst = slice(src, i, j)`.
    LSlice {
        dst: u8,
        src: LSrc,
        range: Range,
    },
    /// `dst = make_list(n, v)` (n small: 0..8, or -1).
    MakeList {
        dst: u8,
        n: Cnt,
        v: EVal,
    },
    /// `dst = [v1, v2, ...]`, a literal with variables among its elements.
    Literal {
        dst: u8,
        items: Vec<EVal>,
    },
    /// Stores lists into the list of lists `w` (never read back into the variables of `VARS`).
    Nest(Nest),
    /// Something holds the list variable's value (another variable, a temporary, `w`, or a literal of
    /// copies), then the list is updated (in place unless that is seen), then the holder is looked at.
    Alias {
        list: u8,
        /// `promote(list)` first: the trace freezes the list's identity, which an update in place keeps.
        promote: bool,
        hold: Hold,
        upd: Upd,
        look: Look,
    },
    /// `print(x)`; under the output budget `o` when `budget` or nested two loops deep (big integers
    /// printed thousands of times would take long).
    Print {
        src: PSrc,
        budget: bool,
    },
    PutByte(Byte),
    /// `dst = get_byte()`.
    GetByte {
        dst: u8,
    },
    /// `if cond: stop`.
    Stop {
        cond: Cond,
    },
    /// `pv = [items]`, then `ops` on it (every read folded into the hash), then `escape`: a small list
    /// made in the loop that allocation removal keeps virtual until it escapes.
    Pair {
        items: Vec<EVal>,
        ops: Vec<PairOp>,
        escape: PairEscape,
    },
    /// `q = len(l)`, `u = append(l, v)`, `u = set(u, i, v2)`, `m = slice(u, 0, q)`: updates in place of a
    /// temporary that is overwritten, then dead (`m` then equals `l`, which is checked into the hash).
    Chain {
        list: u8,
        v: EVal,
        idx: Idx,
        v2: EVal,
    },
}

/// What a `Pair` statement does with its list `pv`.
#[derive(Clone, Debug, PartialEq)]
pub enum PairOp {
    /// `t = pv[k]` (k may be out of range), into the hash (a type error if it is no integer).
    Read(i8),
    /// `t = len(pv)`, into the hash.
    Len,
    /// `pv = set(pv, k, v)` (k may be out of range).
    Set(i8, EVal),
    /// `pv = append(pv, v)`.
    Append(EVal),
    /// `if cond`: reads element k on one side, the length on the other (the list is live at the guard).
    If(Cond, i8),
}

/// How a `Pair` statement's list ends.
#[derive(Clone, Debug, PartialEq)]
pub enum PairEscape {
    /// It dies.
    None,
    /// `print(pv)` (under the output budget).
    Print,
    /// `t = pv == l`, into the hash.
    Compare,
    /// `l = pv` (or `m`): a list variable takes it, and the loop carries it.
    Keep(u8),
}

/// A value the list statements store: never a variable of `VARS` that may hold a list, so the lists of
/// `VARS` nest no deeper than the constants (only `w` and temporaries hold lists of lists, and nothing
/// reads them back): no list grows exponentially when printed.
#[derive(Clone, Debug, PartialEq)]
pub enum EVal {
    Const(K),
    Ctr(u8),
    /// `e = a + k` first: an integer (or a type error when the variable holds a symbol or a list).
    IVar(u8, i8),
    /// The symbol variable `s`.
    Sym,
    /// The running hash `h`.
    Hash,
}

/// The list a list statement reads.
#[derive(Clone, Debug, PartialEq)]
pub enum LSrc {
    /// The destination itself: `l = set(l, ...)`, an update in place when nothing else holds it.
    Same,
    /// The other list variable.
    Other,
    Const(K),
}

/// The length a list is cut back to after `append`: from the front (`slice(l, 1, t)`) or the back
/// (`slice(l, 0, cap)`, a prefix: in place).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cap {
    pub cap: u8,
    pub front: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Range {
    /// Constants, often out of range.
    Const(i8, i8),
    /// `slice(l, 0, (len(l) + 1) // 2)`.
    Half,
    /// `slice(l, 0, len(l) - 1)`: out of range on an empty list.
    DropLast,
    /// `slice(l, 1, len(l))`: out of range on an empty list.
    DropFirst,
    /// `slice(l, 0, counter % len(l) + 1)`: never empty (a division by zero when the list is).
    CtrPrefix(u8),
    /// `slice(l, counter % (len(l) + 1), len(l))`.
    CtrSuffix(u8),
}

/// A `make_list` length: small, never large.
#[derive(Clone, Debug, PartialEq)]
pub enum Cnt {
    Const(i8),
    /// `counter % 9`.
    Ctr(u8),
}

/// Lists stored into `w`, the list of lists.
#[derive(Clone, Debug, PartialEq)]
pub enum Nest {
    /// `w = set(w, i, l)`.
    Set(u8, Idx),
    /// `w = append(w, l)`, cut back to `cap`.
    Append(u8, Cap),
    /// `w = [l, v, m, ...]`.
    Literal(Vec<NItem>),
    /// `w = make_list(n, l)`.
    MakeList(Cnt, u8),
}

#[derive(Clone, Debug, PartialEq)]
pub enum NItem {
    List(u8),
    Val(EVal),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Hold {
    /// `a = l` (an integer variable, 0..4) or `m = l` (4: the other list variable).
    Var(u8),
    /// `u = l`.
    Temp,
    Nest(Nest),
    /// `u = l` then `u = [u, v, u]`: a literal holding its own variable.
    SelfLit(EVal),
    /// `u = append(l, v)` (a list only `u` holds), then `u = set(u, 0, u)` (`append: false`) or
    /// `u = append(u, u)`: a list stored into itself while nothing else holds it.
    SelfStore(EVal, bool),
}

/// An update of a list variable by itself.
#[derive(Clone, Debug, PartialEq)]
pub enum Upd {
    Set(Idx, EVal),
    Append(EVal, Cap),
    Slice(Range),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Look {
    None,
    /// `print(holder)` (under the output budget).
    Print,
    /// `t = holder == l` into the hash (or `t = w[0] == l`).
    Same,
    /// `holder = set(holder, 0, v)` (the holder's copy changes, the list must not).
    Update(EVal),
}

#[derive(Clone, Debug, PartialEq)]
pub enum PSrc {
    Var(u8),
    Nest,
    Hash,
    Ctr(u8),
}

/// What `put_byte` writes.
#[derive(Clone, Debug, PartialEq)]
pub enum Byte {
    /// Mostly printable; now and then outside 0..255.
    Const(i16),
    /// `counter + base`: past 255 at a chosen iteration.
    CtrPlus(u8, u8),
    /// `a % 256`.
    VarMod(u8),
    /// `a` itself: mostly out of range.
    Var(u8),
    /// `t = get_byte()` then `put_byte(t)`: -1 at the end of the input is out of range.
    Echo,
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
    /// Printed at the end: a variable of `VARS`, or the hash (`VARS.len()`), or the hash by `print` and
    /// then `stop` (`VARS.len() + 1`).
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

/// A constant to store in a list: mostly small integers.
fn elem_k() -> impl Strategy<Value = K> {
    prop_oneof![
        6 => (-3i128..20).prop_map(K::Int),
        1 => int_k().prop_map(K::Int),
        1 => sym_k().prop_map(K::Sym),
        1 => proptest::collection::vec((0i128..5).prop_map(K::Int), 0..3).prop_map(K::List),
    ]
}

fn eval() -> impl Strategy<Value = EVal> {
    prop_oneof![
        3 => (ivar(), -2i8..3).prop_map(|(v, k)| EVal::IVar(v, k)),
        3 => elem_k().prop_map(EVal::Const),
        2 => (0u8..3).prop_map(EVal::Ctr),
        1 => Just(EVal::Sym),
        1 => Just(EVal::Hash),
    ]
}

/// One of the list variables, as an index 0 or 1 into `LIST_VARS`.
fn list_var() -> impl Strategy<Value = u8> {
    0u8..2
}

fn lsrc() -> impl Strategy<Value = LSrc> {
    prop_oneof![
        6 => Just(LSrc::Same),
        1 => Just(LSrc::Other),
        1 => int_list_k().prop_map(LSrc::Const),
    ]
}

fn cap() -> impl Strategy<Value = Cap> {
    (2u8..12, any::<bool>()).prop_map(|(cap, front)| Cap { cap, front })
}

fn range() -> impl Strategy<Value = Range> {
    prop_oneof![
        2 => (0i8..2, 1i8..4).prop_map(|(i, j)| Range::Const(i, j)),
        1 => (-1i8..5, -1i8..6).prop_map(|(i, j)| Range::Const(i, j)),
        2 => Just(Range::Half),
        1 => Just(Range::DropLast),
        1 => Just(Range::DropFirst),
        2 => (0u8..3).prop_map(Range::CtrPrefix),
        1 => (0u8..3).prop_map(Range::CtrSuffix),
    ]
}

/// `make_list` lengths: 0..8, now and then -1; never large.
fn cnt() -> impl Strategy<Value = Cnt> {
    prop_oneof![
        12 => (0i8..=8).prop_map(Cnt::Const),
        1 => Just(Cnt::Const(-1)),
        2 => (0u8..3).prop_map(Cnt::Ctr),
    ]
}

fn nest() -> impl Strategy<Value = Nest> {
    let item = prop_oneof![2 => list_var().prop_map(NItem::List), 1 => eval().prop_map(NItem::Val)];
    prop_oneof![
        2 => (list_var(), set_idx()).prop_map(|(l, i)| Nest::Set(l, i)),
        2 => (list_var(), cap()).prop_map(|(l, c)| Nest::Append(l, c)),
        2 => proptest::collection::vec(item, 1..5).prop_map(Nest::Literal),
        1 => (cnt(), list_var()).prop_map(|(n, l)| Nest::MakeList(n, l)),
    ]
}

/// An index for `set`: mostly in range.
fn set_idx() -> impl Strategy<Value = Idx> {
    prop_oneof![
        2 => (0i8..2).prop_map(Idx::Const),
        1 => (-1i8..6).prop_map(Idx::Const),
        10 => (0u8..3).prop_map(Idx::CtrMod),
        1 => (0u8..3).prop_map(Idx::Ctr),
        1 => ivar().prop_map(Idx::Var),
    ]
}

fn upd() -> impl Strategy<Value = Upd> {
    prop_oneof![
        4 => (set_idx(), eval()).prop_map(|(i, v)| Upd::Set(i, v)),
        2 => (eval(), cap()).prop_map(|(v, c)| Upd::Append(v, c)),
        1 => range().prop_map(Upd::Slice),
    ]
}

fn alias() -> impl Strategy<Value = Stmt> {
    let hold = prop_oneof![
        2 => Just(Hold::Var(IVARS.len() as u8)),
        1 => ivar().prop_map(Hold::Var),
        2 => Just(Hold::Temp),
        2 => nest().prop_map(Hold::Nest),
        1 => eval().prop_map(Hold::SelfLit),
        1 => (eval(), any::<bool>()).prop_map(|(v, append)| Hold::SelfStore(v, append)),
    ];
    let look = prop_oneof![
        1 => Just(Look::None),
        2 => Just(Look::Print),
        2 => Just(Look::Same),
        1 => eval().prop_map(Look::Update),
    ];
    (list_var(), proptest::bool::weighted(0.3), hold, upd(), look)
        .prop_map(|(list, promote, hold, upd, look)| Stmt::Alias { list, promote, hold, upd, look })
}

fn byte() -> impl Strategy<Value = Byte> {
    prop_oneof![
        4 => prop_oneof![8 => 32i16..127, 2 => 0i16..=255, 1 => proptest::sample::select(vec![-1i16, 256, 300])]
            .prop_map(Byte::Const),
        2 => (0u8..3, 0u8..=255).prop_map(|(d, b)| Byte::CtrPlus(d, b)),
        2 => ivar().prop_map(Byte::VarMod),
        1 => ivar().prop_map(Byte::Var),
        1 => Just(Byte::Echo),
    ]
}

fn psrc() -> impl Strategy<Value = PSrc> {
    prop_oneof![
        4 => var().prop_map(PSrc::Var),
        1 => Just(PSrc::Nest),
        1 => Just(PSrc::Hash),
        1 => (0u8..3).prop_map(PSrc::Ctr),
    ]
}

fn pair() -> impl Strategy<Value = Stmt> {
    let k = || prop_oneof![6 => 0i8..3, 1 => -1i8..6];
    // Mostly integers, so that the reads folded into the hash seldom end the program with a type error.
    let item = || {
        prop_oneof![
            3 => (ivar(), -2i8..3).prop_map(|(v, k)| EVal::IVar(v, k)),
            2 => (0u8..3).prop_map(EVal::Ctr),
            1 => Just(EVal::Hash),
            2 => (-3i128..20).prop_map(|k| EVal::Const(K::Int(k))),
            1 => elem_k().prop_map(EVal::Const),
            1 => Just(EVal::Sym),
        ]
    };
    let op = prop_oneof![
        4 => k().prop_map(PairOp::Read),
        1 => Just(PairOp::Len),
        2 => (k(), item()).prop_map(|(k, v)| PairOp::Set(k, v)),
        1 => item().prop_map(PairOp::Append),
        2 => (cond(), k()).prop_map(|(c, k)| PairOp::If(c, k)),
    ];
    let escape = prop_oneof![
        4 => Just(PairEscape::None),
        1 => Just(PairEscape::Print),
        1 => Just(PairEscape::Compare),
        1 => list_var().prop_map(PairEscape::Keep),
    ];
    (proptest::collection::vec(item(), 1..5), proptest::collection::vec(op, 1..6), escape)
        .prop_map(|(items, ops, escape)| Stmt::Pair { items, ops, escape })
}

/// The FGL 2 statements: list building, aliasing, effects, `stop`.
fn fgl2_stmt() -> BoxedStrategy<Stmt> {
    let dst = || list_var().prop_map(|l| LIST_VARS[l as usize] as u8);
    prop_oneof![
        3 => (dst(), lsrc(), set_idx(), eval()).prop_map(|(dst, src, idx, v)| Stmt::LSet { dst, src, idx, v }),
        1 => (dst(), lsrc(), eval(), cap()).prop_map(|(dst, src, v, cap)| Stmt::LAppend { dst, src, v, cap }),
        1 => (dst(), lsrc(), range()).prop_map(|(dst, src, range)| Stmt::LSlice { dst, src, range }),
        1 => (dst(), cnt(), eval()).prop_map(|(dst, n, v)| Stmt::MakeList { dst, n, v }),
        1 => (dst(), proptest::collection::vec(eval(), 1..5)).prop_map(|(dst, items)| Stmt::Literal { dst, items }),
        1 => nest().prop_map(Stmt::Nest),
        3 => alias(),
        1 => (list_var(), eval(), set_idx(), eval()).prop_map(|(list, v, idx, v2)| Stmt::Chain { list, v, idx, v2 }),
        2 => pair(),
        2 => (psrc(), proptest::bool::weighted(0.3)).prop_map(|(src, budget)| Stmt::Print { src, budget }),
        1 => byte().prop_map(Stmt::PutByte),
        1 => ivar().prop_map(|dst| Stmt::GetByte { dst }),
        1 => cond().prop_map(|cond| Stmt::Stop { cond }),
    ]
    .boxed()
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
        // FGL 2 (its own weights inside).
        10 => fgl2_stmt(),
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
    (inits, 0u8..25, stmts(0, 3), main_loop, stmts(0, 4), 0..=VARS.len() as u8 + 1).prop_map(
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
                let i = self.index(idx, &l);
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
            Stmt::LSet { dst, src, idx, v } => {
                let (l, from) = (var(dst), self.lsrc(*dst, src));
                let i = self.index(idx, &from);
                let v = self.eval(v, "e");
                self.line(&format!("{l} = set({from}, {i}, {v})"));
            }
            Stmt::LAppend { dst, src, v, cap } => {
                let (l, from) = (var(dst), self.lsrc(*dst, src));
                let v = self.eval(v, "e");
                self.line(&format!("{l} = append({from}, {v})"));
                self.cut(l, *cap);
            }
            Stmt::LSlice { dst, src, range } => {
                let (l, from) = (var(dst), self.lsrc(*dst, src));
                let (i, j) = self.range(range, &from);
                self.line(&format!("{l} = slice({from}, {i}, {j})"));
            }
            Stmt::MakeList { dst, n, v } => {
                let n = self.cnt(n);
                let v = self.eval(v, "e");
                self.line(&format!("{} = make_list({n}, {v})", var(dst)));
            }
            Stmt::Literal { dst, items } => {
                let items: Vec<String> =
                    items.iter().enumerate().map(|(i, v)| self.eval(v, &format!("e{i}"))).collect();
                self.line(&format!("{} = [{}]", var(dst), items.join(", ")));
            }
            Stmt::Nest(n) => self.nest(n),
            Stmt::Alias { list, promote, hold, upd, look } => self.alias(*list, *promote, hold, upd, look),
            Stmt::Pair { items, ops, escape } => self.pair(items, ops, escape),
            Stmt::Chain { list, v, idx, v2 } => {
                let l = VARS[LIST_VARS[*list as usize % 2]];
                let other = VARS[LIST_VARS[(*list as usize + 1) % 2]];
                self.line(&format!("q = len({l})"));
                let v = self.eval(v, "e");
                self.line(&format!("u = append({l}, {v})"));
                let i = self.index(idx, "u");
                let v2 = self.eval(v2, "e");
                self.line(&format!("u = set(u, {i}, {v2})"));
                self.line(&format!("{other} = slice(u, 0, q)"));
                self.line(&format!("t = {other} == {l}"));
                self.mix_t();
            }
            Stmt::Print { src, budget } => {
                let x = match src {
                    PSrc::Var(v) => var(v).to_string(),
                    PSrc::Nest => "w".to_string(),
                    PSrc::Hash => "h".to_string(),
                    PSrc::Ctr(d) => self.counter(*d).unwrap_or("0").to_string(),
                };
                self.print(&x, *budget);
            }
            Stmt::PutByte(b) => {
                let x = match b {
                    Byte::Const(k) => k.to_string(),
                    Byte::CtrPlus(d, base) => {
                        let ctr = self.counter(*d).unwrap_or("0").to_string();
                        self.line(&format!("t = {ctr} + {base}"));
                        "t".to_string()
                    }
                    Byte::VarMod(v) => {
                        self.line(&format!("t = {} % 256", ivar(v)));
                        "t".to_string()
                    }
                    Byte::Var(v) => ivar(v).to_string(),
                    Byte::Echo => {
                        self.line("t = get_byte()");
                        "t".to_string()
                    }
                };
                self.line(&format!("put_byte({x})"));
            }
            Stmt::GetByte { dst } => self.line(&format!("{} = get_byte()", ivar(dst))),
            Stmt::Stop { cond } => {
                let (stop, join) = (self.fresh("X"), self.fresh("J"));
                self.branch(cond, &stop, &join);
                self.label(&stop);
                self.end("stop", &join);
            }
        }
    }

    /// An index into `list` (a variable or a constant's text), computing it into `t` first if needed.
    fn index(&mut self, idx: &Idx, list: &str) -> String {
        match idx {
            Idx::Const(k) => k.to_string(),
            Idx::Ctr(d) => self.counter(*d).unwrap_or("0").to_string(),
            Idx::Var(v) => IVARS[*v as usize % IVARS.len()].to_string(),
            Idx::CtrMod(d) => {
                let ctr = self.counter(*d).unwrap_or("0").to_string();
                self.line(&format!("t = len({list})"));
                self.line(&format!("t = {ctr} % t"));
                "t".to_string()
            }
        }
    }

    /// A value to store, computed into `temp` first if needed.
    fn eval(&mut self, v: &EVal, temp: &str) -> String {
        match v {
            EVal::Const(k) => k.text(),
            EVal::Ctr(d) => self.counter(*d).unwrap_or("0").to_string(),
            EVal::IVar(v, k) => {
                self.line(&format!("{temp} = {} + {k}", IVARS[*v as usize % IVARS.len()]));
                temp.to_string()
            }
            EVal::Sym => VARS[SYM_VAR].to_string(),
            EVal::Hash => "h".to_string(),
        }
    }

    /// The list that a statement writing list variable `dst` (an index of `VARS`) reads.
    fn lsrc(&self, dst: u8, src: &LSrc) -> String {
        let dst = dst as usize % VARS.len();
        match src {
            LSrc::Same => VARS[dst].to_string(),
            LSrc::Other => VARS[if dst == LIST_VARS[0] { LIST_VARS[1] } else { LIST_VARS[0] }].to_string(),
            LSrc::Const(k) => k.text(),
        }
    }

    /// Cuts `list` back to `cap` elements when it is longer.
    fn cut(&mut self, list: &str, cap: Cap) {
        let (yes, join) = (self.fresh("C"), self.fresh("J"));
        self.line(&format!("t = len({list})"));
        self.line(&format!("q = t > {}", cap.cap));
        self.line(&format!("if q goto {yes} else goto {join}"));
        self.label(&yes);
        if cap.front {
            self.line(&format!("{list} = slice({list}, 1, t)"));
        } else {
            self.line(&format!("{list} = slice({list}, 0, {})", cap.cap));
        }
        self.end(&format!("goto {join}"), &join);
    }

    /// The bounds of a slice of `list`, computed into `t` first if needed.
    fn range(&mut self, r: &Range, list: &str) -> (String, String) {
        let ctr = |out: &Out, d: &u8| out.counter(*d).unwrap_or("0").to_string();
        match r {
            Range::Const(i, j) => (i.to_string(), j.to_string()),
            Range::Half => {
                self.line(&format!("t = len({list})"));
                self.line("t = t + 1");
                self.line("t = t // 2");
                ("0".to_string(), "t".to_string())
            }
            Range::DropLast => {
                self.line(&format!("t = len({list})"));
                self.line("t = t - 1");
                ("0".to_string(), "t".to_string())
            }
            Range::DropFirst => {
                self.line(&format!("t = len({list})"));
                ("1".to_string(), "t".to_string())
            }
            Range::CtrPrefix(d) => {
                let c = ctr(self, d);
                self.line(&format!("t = len({list})"));
                self.line(&format!("t = {c} % t"));
                self.line("t = t + 1");
                ("0".to_string(), "t".to_string())
            }
            Range::CtrSuffix(d) => {
                let c = ctr(self, d);
                self.line(&format!("t = len({list})"));
                self.line("q = t + 1");
                self.line(&format!("q = {c} % q"));
                ("q".to_string(), "t".to_string())
            }
        }
    }

    fn cnt(&mut self, n: &Cnt) -> String {
        match n {
            Cnt::Const(k) => k.to_string(),
            Cnt::Ctr(d) => {
                let ctr = self.counter(*d).unwrap_or("0").to_string();
                self.line(&format!("t = {ctr} % 9"));
                "t".to_string()
            }
        }
    }

    /// Stores lists into `w`.
    fn nest(&mut self, n: &Nest) {
        let lv = |l: &u8| VARS[LIST_VARS[*l as usize % 2]];
        match n {
            Nest::Set(l, idx) => {
                let i = self.index(idx, "w");
                self.line(&format!("w = set(w, {i}, {})", lv(l)));
            }
            Nest::Append(l, cap) => {
                self.line(&format!("w = append(w, {})", lv(l)));
                self.cut("w", *cap);
            }
            Nest::Literal(items) => {
                let items: Vec<String> = items
                    .iter()
                    .enumerate()
                    .map(|(i, item)| match item {
                        NItem::List(l) => lv(l).to_string(),
                        NItem::Val(v) => self.eval(v, &format!("e{i}")),
                    })
                    .collect();
                self.line(&format!("w = [{}]", items.join(", ")));
            }
            Nest::MakeList(n, l) => {
                let n = self.cnt(n);
                self.line(&format!("w = make_list({n}, {})", lv(l)));
            }
        }
    }

    fn alias(&mut self, list: u8, promote: bool, hold: &Hold, upd: &Upd, look: &Look) {
        let l = VARS[LIST_VARS[list as usize % 2]];
        let other = VARS[LIST_VARS[(list as usize + 1) % 2]];
        if promote {
            // The trace freezes the list: its length and an element become constants.
            let next = self.fresh("P");
            self.end(&format!("promote({l}, {next})"), &next);
            self.line(&format!("t = len({l})"));
            self.mix_t();
            self.line(&format!("t = {l} == u"));
            self.mix_t();
        }
        let holder = match hold {
            Hold::Var(v) => {
                let h = if (*v as usize) < IVARS.len() { IVARS[*v as usize] } else { other };
                self.line(&format!("{h} = {l}"));
                h
            }
            Hold::Temp => {
                self.line(&format!("u = {l}"));
                "u"
            }
            Hold::Nest(n) => {
                self.nest(n);
                "w"
            }
            Hold::SelfLit(v) => {
                self.line(&format!("u = {l}"));
                let v = self.eval(v, "e");
                self.line(&format!("u = [u, {v}, u]"));
                "u"
            }
            Hold::SelfStore(v, append) => {
                let v = self.eval(v, "e");
                self.line(&format!("u = append({l}, {v})"));
                self.line(if *append { "u = append(u, u)" } else { "u = set(u, 0, u)" });
                "u"
            }
        };
        match upd {
            Upd::Set(idx, v) => {
                let i = self.index(idx, l);
                let v = self.eval(v, "e");
                self.line(&format!("{l} = set({l}, {i}, {v})"));
            }
            Upd::Append(v, cap) => {
                let v = self.eval(v, "e");
                self.line(&format!("{l} = append({l}, {v})"));
                self.cut(l, *cap);
            }
            Upd::Slice(r) => {
                let (i, j) = self.range(r, l);
                self.line(&format!("{l} = slice({l}, {i}, {j})"));
            }
        }
        match look {
            Look::None => {}
            Look::Print => self.print(holder, true),
            Look::Same => {
                if holder == "w" {
                    self.line("t = w[0]");
                    self.line(&format!("t = t == {l}"));
                } else {
                    self.line(&format!("t = {holder} == {l}"));
                }
                self.mix_t();
            }
            Look::Update(v) => {
                let v = self.eval(v, "e");
                self.line(&format!("{holder} = set({holder}, 0, {v})"));
            }
        }
    }

    /// Folds `t` into the hash.
    fn pair(&mut self, items: &[EVal], ops: &[PairOp], escape: &PairEscape) {
        let items: Vec<String> = items.iter().enumerate().map(|(i, v)| self.eval(v, &format!("e{i}"))).collect();
        self.line(&format!("pv = [{}]", items.join(", ")));
        for op in ops {
            match op {
                PairOp::Read(k) => {
                    self.line(&format!("t = pv[{k}]"));
                    self.mix_t();
                }
                PairOp::Len => {
                    self.line("t = len(pv)");
                    self.mix_t();
                }
                PairOp::Set(k, v) => {
                    let v = self.eval(v, "e");
                    self.line(&format!("pv = set(pv, {k}, {v})"));
                }
                PairOp::Append(v) => {
                    let v = self.eval(v, "e");
                    self.line(&format!("pv = append(pv, {v})"));
                }
                PairOp::If(c, k) => {
                    let (yes, no, join) = (self.fresh("P"), self.fresh("N"), self.fresh("J"));
                    self.branch(c, &yes, &no);
                    self.label(&yes);
                    self.line(&format!("t = pv[{k}]"));
                    self.end(&format!("goto {join}"), &no);
                    self.line("t = len(pv)");
                    self.end(&format!("goto {join}"), &join);
                    self.mix_t();
                }
            }
        }
        match escape {
            PairEscape::None => {}
            PairEscape::Print => self.print("pv", true),
            PairEscape::Compare => {
                self.line("t = pv == l");
                self.mix_t();
            }
            PairEscape::Keep(l) => self.line(&format!("{} = pv", VARS[LIST_VARS[*l as usize % 2]])),
        }
    }

    fn mix_t(&mut self) {
        self.line("h = h * 31");
        self.line("h = h + t");
        self.line("h = h % 1000000007");
    }

    /// `print(x)`; under the output budget `o` when asked or nested two loops deep (a print then runs
    /// only while `o` lasts: a branch that changes direction once).
    fn print(&mut self, x: &str, budget: bool) {
        if budget || self.loops.len() >= 2 {
            let (yes, join) = (self.fresh("O"), self.fresh("J"));
            self.line("o = o - 1");
            self.line("q = o >= 0");
            self.line(&format!("if q goto {yes} else goto {join}"));
            self.label(&yes);
            self.line(&format!("print({x})"));
            self.end(&format!("goto {join}"), &join);
        } else {
            self.line(&format!("print({x})"));
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
        // The output budget of `print`s in nested loops, the list of lists, and the aliases' temporary.
        out.line(&format!("o = {PRINT_BUDGET}"));
        out.line("w = [0, 0, 0]");
        out.line("u = [0]");
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
        match VARS.get(self.result as usize) {
            Some(v) => out.line(&format!("print_and_stop({v})")),
            None if self.result as usize == VARS.len() => out.line("print_and_stop(h)"),
            None => {
                out.line("print(h)");
                out.line("stop");
            }
        }
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
    /// `print(a)` (under the output budget `o`).
    Print,
    /// `put_byte(a)`: out of range unless 0 <= a <= 255.
    PutByte,
    /// `a = get_byte()`.
    GetByte,
    /// `data = set(data, r0 % len(data), a)`.
    Store,
    /// `data = append(data, a)`.
    Push,
    /// `a` = the last element of `data`, which loses it (an index error when `data` is empty).
    Pop,
    /// `bytecode = set(bytecode, r1 % len(bytecode), a)`: the program changes its own (promoted) code.
    Patch,
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
    ("print_a", false),
    ("put_a", false),
    ("get_a", false),
    ("store_a", false),
    ("push_a", false),
    ("pop_a", false),
    ("patch_a", false),
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
        "print_a" => format!(
            "o = o - 1\n    q = o >= 0\n    if q goto op_print_a_do else goto bytecode_loop\nop_print_a_do:\n    print(a)\n    {back}"
        ),
        "put_a" => format!("put_byte(a)\n    {back}"),
        "get_a" => format!("a = get_byte()\n    {back}"),
        "store_a" => format!("k = len(data)\n    k = r0 % k\n    data = set(data, k, a)\n    {back}"),
        "push_a" => format!("data = append(data, a)\n    {back}"),
        "patch_a" => format!("k = len(bytecode)\n    k = r1 % k\n    bytecode = set(bytecode, k, a)\n    {back}"),
        "pop_a" => format!("k = len(data)\n    k = k - 1\n    a = data[k]\n    data = slice(data, 0, k)\n    {back}"),
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
        // FGL 2: output, input, and `data` as a tape and a stack.
        1 => prop_oneof![2 => Just(BIns::Print), 1 => Just(BIns::PutByte), 1 => Just(BIns::GetByte)],
        2 => prop_oneof![3 => Just(BIns::Store), 3 => Just(BIns::Push), 3 => Just(BIns::Pop), 1 => Just(BIns::Patch)],
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
            BIns::Print => out.push(sym("print_a")),
            BIns::PutByte => out.push(sym("put_a")),
            BIns::GetByte => out.push(sym("get_a")),
            BIns::Store => out.push(sym("store_a")),
            BIns::Push => out.push(sym("push_a")),
            BIns::Pop => out.push(sym("pop_a")),
            BIns::Patch => out.push(sym("patch_a")),
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
    "print_a",
    "put_a",
    "get_a",
    "store_a",
    "push_a",
    "pop_a",
    "patch_a",
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
        let _ = writeln!(out, "    o = {PRINT_BUDGET}");
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
    /// FGL 3: only from `proc_case`, so that `case` draws what it always drew.
    Procs(Procs),
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
            Family::Procs(p) => p.render(),
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

// ---------------------------------------------------------------------------------------------------
// Procedure programs (FGL 3)

/// An argument of a call in the main loop: a main variable, the loop counter `i`, or a constant.
#[derive(Clone, Debug, PartialEq)]
pub enum PArg {
    /// `a`, `b` or the hash `h`.
    Var(u8),
    Ctr,
    Const(i128),
}

impl PArg {
    fn text(&self) -> String {
        match self {
            PArg::Var(v) => ["a", "b", "h"][*v as usize % 3].to_string(),
            PArg::Ctr => "i".to_string(),
            PArg::Const(k) => k.to_string(),
        }
    }
}

fn parg() -> impl Strategy<Value = PArg> {
    prop_oneof![3 => (0u8..3).prop_map(PArg::Var), 3 => Just(PArg::Ctr), 2 => int_k().prop_map(PArg::Const)]
}

/// What `failer` does when the counter reaches its `k`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PFail {
    DivZero,
    Index,
    Type,
    Unassigned,
}

/// A statement of the main loop: a call (its result, when it has one, goes to `dst`, `a` or `b`, or is
/// folded into the hash `h`).
#[derive(Clone, Debug, PartialEq)]
pub enum PCall {
    /// `leaf(x, y)`: arithmetic with a branch on the result (division by `y` when `leaf_op` is one).
    Leaf { x: PArg, y: PArg, dst: u8 },
    /// `looper(x, i % m)`: a loop in the callee that calls `leaf`.
    Looper { x: PArg, m: u8, dst: u8 },
    /// `down(i % m, x)` (or `down(m, x)`): recursion `m` deep at most.
    Down { m: u8, modulo: bool, x: PArg, dst: u8 },
    /// `is_even(i % m)`: mutual recursion.
    Mutual { m: u8 },
    /// `nest(i, k)`: `flip` two calls deep takes one branch for `i < k` and the other after.
    Flip { k: u8 },
    /// `failer(i, k, x)`: a runtime error in the callee when `i == k`.
    Fail { k: u8, x: PArg },
    /// `show(x)`, a call as a statement: `print` in the callee.
    Show { x: PArg },
    /// `quit(i, k)`: `print_and_stop` (or `stop`) in the callee when `i == k`.
    Quit { k: u8, print: bool },
    /// `twice(x)`: one procedure called from two sites of the loop with other constants.
    Twice { x: PArg },
    /// `sumto(x % m)`: a loop in the callee with no call in it (traced as it is, in the callee's frame).
    SumTo { x: PArg, m: u8 },
    /// `rloop(i % m)`: recursion whose every level runs a loop after its recursive call returns (a trace
    /// of the loop made at one depth runs at the others, on other calls' variables).
    RLoop { m: u8 },
}

/// A program of procedures: a counted main loop whose body calls them.
#[derive(Clone, Debug, PartialEq)]
pub struct Procs {
    /// The main loop runs `count` times (or `n` times, `n` an input of that value).
    pub count: u8,
    pub count_input: bool,
    /// Initial `a` and `b` (`a_in`, `b_in` inputs when `input`).
    pub inits: Vec<Init>,
    pub body: Vec<PCall>,
    /// `leaf`'s operation: `+`, `-`, `//` or `%` of its arguments (after `x * 3`).
    pub leaf_op: AOp,
    pub fail: PFail,
    /// A call `down(deep, 0)` before the loop: recursion thousands of calls deep.
    pub deep: Option<u16>,
}

fn pcall() -> impl Strategy<Value = PCall> {
    let dst = 0u8..4;
    prop_oneof![
        4 => (parg(), parg(), dst.clone()).prop_map(|(x, y, dst)| PCall::Leaf { x, y, dst }),
        2 => (parg(), 1u8..7, dst.clone()).prop_map(|(x, m, dst)| PCall::Looper { x, m, dst }),
        3 => (1u8..40, proptest::bool::weighted(0.7), parg(), dst).prop_map(|(m, modulo, x, dst)| PCall::Down {
            m,
            modulo,
            x,
            dst
        }),
        2 => (1u8..30).prop_map(|m| PCall::Mutual { m }),
        2 => (0u8..30).prop_map(|k| PCall::Flip { k }),
        1 => (0u8..40, parg()).prop_map(|(k, x)| PCall::Fail { k, x }),
        1 => parg().prop_map(|x| PCall::Show { x }),
        1 => (0u8..40, any::<bool>()).prop_map(|(k, print)| PCall::Quit { k, print }),
        1 => parg().prop_map(|x| PCall::Twice { x }),
        2 => (parg(), 1u8..60).prop_map(|(x, m)| PCall::SumTo { x, m }),
        2 => (1u8..30).prop_map(|m| PCall::RLoop { m }),
    ]
}

pub fn procs() -> impl Strategy<Value = Procs> {
    let init = (
        prop_oneof![6 => (-3i128..10).prop_map(K::Int), 1 => int_k().prop_map(K::Int), 1 => sym_k().prop_map(K::Sym)],
        proptest::bool::weighted(0.3),
    )
        .prop_map(|(k, input)| Init { k, input });
    (
        0u8..40,
        proptest::bool::weighted(0.3),
        proptest::collection::vec(init, 2),
        proptest::collection::vec(pcall(), 1..6),
        prop_oneof![3 => Just(AOp::Add), 2 => Just(AOp::Sub), 1 => Just(AOp::Div), 1 => Just(AOp::Mod)],
        prop_oneof![Just(PFail::DivZero), Just(PFail::Index), Just(PFail::Type), Just(PFail::Unassigned)],
        proptest::option::weighted(0.15, 500u16..20_000),
    )
        .prop_map(|(count, count_input, inits, body, leaf_op, fail, deep)| Procs {
            count,
            count_input,
            inits,
            body,
            leaf_op,
            fail,
            deep,
        })
}

/// The procedures every generated program has (the ones it does not call are harmless).
const PROC_LIBRARY: &str = "
def looper(x, k):
    s = 0
    j = 0
    goto head
head:
    c = j < k
    if c goto step else goto out
step:
    t = leaf(j, x)
    s = s + t
    j = j + 1
    goto head
out:
    return s

def down(n, x):
    z = n <= 0
    if z goto bottom else goto rec
bottom:
    return x
rec:
    m = n - 1
    y = x + n
    r = down(m, y)
    r = r + 1
    return r

def is_even(n):
    z = n <= 0
    if z goto yes else goto no
yes:
    return 1
no:
    m = n - 1
    r = is_odd(m)
    return r

def is_odd(n):
    z = n <= 0
    if z goto yes else goto no
yes:
    return 0
no:
    m = n - 1
    r = is_even(m)
    return r

def nest(i, k):
    r = flip(i, k)
    r = r + 1
    return r

def flip(i, k):
    c = i < k
    if c goto early else goto late
early:
    r = i * 2
    return r
late:
    r = i - k
    r = r * 3
    return r

def sumto(k):
    s = 0
    j = 0
    goto head
head:
    c = j < k
    if c goto step else goto out
step:
    s = s + j
    j = j + 1
    goto head
out:
    return s

def rloop(n):
    z = n <= 0
    if z goto bottom else goto rec
bottom:
    return 0
rec:
    m = n - 1
    r = rloop(m)
    j = 0
    goto head
head:
    c = j < n
    if c goto step else goto out
step:
    r = r + j
    j = j + 1
    goto head
out:
    return r

def show(x):
    print(x)
    return 0

def twice(x):
    y = x + x
    return y
";

impl Procs {
    pub fn render(&self) -> (String, Vec<(String, K)>) {
        let mut out = String::from("main:\n");
        let mut inputs = Vec::new();
        for (name, init) in ["a", "b"].iter().zip(&self.inits) {
            if init.input {
                let _ = writeln!(out, "    {name} = {name}_in");
                inputs.push((format!("{name}_in"), init.k.clone()));
            } else {
                let _ = writeln!(out, "    {name} = {}", init.k.text());
            }
        }
        out.push_str("    h = 0\n    i = 0\n");
        if self.count_input {
            out.push_str("    n = n_in\n");
            inputs.push(("n_in".to_string(), K::Int(self.count as i128)));
        } else {
            let _ = writeln!(out, "    n = {}", self.count);
        }
        if let Some(deep) = self.deep {
            let _ = writeln!(out, "    r = down({deep}, 0)\n    h = h + r");
        }
        out.push_str("    goto loop\nloop:\n    more = i < n\n    if more goto body else goto done\nbody:\n");
        let dst = |d: u8| ["a", "b", "r", "r"][d as usize % 4];
        for (k, call) in self.body.iter().enumerate() {
            let (target, text) = match call {
                PCall::Leaf { x, y, dst: d } => (dst(*d), format!("leaf({}, {})", x.text(), y.text())),
                PCall::Looper { x, m, dst: d } => {
                    let _ = writeln!(out, "    k = i % {m}");
                    (dst(*d), format!("looper({}, k)", x.text()))
                }
                PCall::Down { m, modulo, x, dst: d } => {
                    if *modulo {
                        let _ = writeln!(out, "    k = i % {m}");
                    } else {
                        let _ = writeln!(out, "    k = {m}");
                    }
                    (dst(*d), format!("down(k, {})", x.text()))
                }
                PCall::Mutual { m } => {
                    let _ = writeln!(out, "    k = i % {m}");
                    ("r", "is_even(k)".to_string())
                }
                PCall::Flip { k } => ("r", format!("nest(i, {k})")),
                PCall::Fail { k, x } => ("r", format!("failer(i, {k}, {})", x.text())),
                PCall::Show { x } => {
                    // Printing is bounded by the loop count (< 40), but the value may be large: print
                    // only the first few times.
                    let _ = writeln!(out, "    q = i < 5\n    if q goto show_{k} else goto after_{k}");
                    let _ = writeln!(out, "show_{k}:\n    show({})\n    goto after_{k}\nafter_{k}:", x.text());
                    continue;
                }
                PCall::Quit { k, print: _ } => ("r", format!("quit(i, {k})")),
                PCall::SumTo { x, m } => {
                    let _ = writeln!(out, "    k = {} % {m}", x.text());
                    ("r", "sumto(k)".to_string())
                }
                PCall::RLoop { m } => {
                    let _ = writeln!(out, "    k = i % {m}");
                    ("r", "rloop(k)".to_string())
                }
                PCall::Twice { x } => {
                    let _ = writeln!(out, "    r = twice({})\n    h = h + r", x.text());
                    ("r", format!("twice({k})"))
                }
            };
            let _ = writeln!(out, "    {target} = {text}");
            if target == "r" {
                out.push_str("    h = h * 7\n    h = h + r\n    h = h % 1000000007\n");
            }
        }
        out.push_str("    i = i + 1\n    goto loop\ndone:\n    h = h + a\n    h = h + b\n    print_and_stop(h)\n");
        out.push_str(PROC_LIBRARY);
        let op = match self.leaf_op {
            AOp::Add => "+",
            AOp::Sub => "-",
            AOp::Div => "//",
            AOp::Mod => "%",
        };
        let _ = write!(
            out,
            "\ndef leaf(x, y):\n    t = x * 3\n    t = t {op} y\n    c = t > 40\n    if c goto big else goto small\nbig:\n    \
             t = t - 17\n    return t\nsmall:\n    return t\n"
        );
        let boom = match self.fail {
            PFail::DivZero => "q = x // d",
            PFail::Index => "l = [1, 2, 3]\n    e = k + 3\n    q = l[e]",
            PFail::Type => "s = 'x'\n    q = s + x",
            PFail::Unassigned => "q = never + 1",
        };
        let _ = write!(
            out,
            "\ndef failer(i, k, x):\n    d = i - k\n    z = d == 0\n    if z goto boom else goto fine\nfine:\n    return d\n\
             boom:\n    {boom}\n    return q\n"
        );
        let quit = match self.body.iter().find_map(|c| match c {
            PCall::Quit { print, .. } => Some(*print),
            _ => None,
        }) {
            Some(false) => "stop",
            _ => "print_and_stop(i)",
        };
        let _ = write!(
            out,
            "\ndef quit(i, k):\n    z = i == k\n    if z goto end else goto go\ngo:\n    return i\nend:\n    {quit}\n"
        );
        (out, inputs)
    }
}

/// A case of a procedure program (FGL 3), with a small step limit and the static inputs as in `case`.
pub fn proc_case() -> impl Strategy<Value = Case> {
    (procs(), 0u64..3000, any::<u8>()).prop_map(|(p, small_limit, statics)| Case {
        program: Family::Procs(p),
        small_limit,
        statics,
    })
}
