//! The operation table: every operation of FGL and of the trace IR, defined once.
//!
//! One row per opcode, as LuaJIT's `IRDEF` and PyPy's `resoperation` + executor: the name, the syntax
//! of the `.fg` text, the operands with the kinds they must have, the evaluation function on `Value`s,
//! the failures the operation can raise, its effects, the algebraic facts the folder uses, and which
//! operand a runtime error names. The interpreter's slow path, the recorder, the trace executor, the
//! folder, CSE, DCE, the verifier, the partial evaluator, the parsers and printers and the runtime error
//! messages all read their behaviour here; what a phase may do with an operation (is it a guard in a
//! trace, may it be deleted, may two be merged) follows from the row's failures and effects, so it
//! cannot disagree with what the operation does.
//!
//! ## Adding an operation
//! 1. A row in `optable!` below, and its evaluation function (`fn(&[&Value]) -> Result<Value, OpError>`,
//!    called only with operands of the kinds the row expects). That is the whole operation: the `.fg`
//!    and `.pl` front ends parse it by name (`name(a, b)`), the printers print it, every execution mode
//!    runs it (machine code through the generic helper call of the backend), the folder folds it and the
//!    partial evaluator specializes it.
//! 2. Optionally, an interpreter fast path (`interp/code.rs`, an `Instr`) and an emitter case
//!    (`jit/x64/lower.rs`); `tests/ops.rs` drives both against this table on boundary values.
//! 3. New syntax (an infix token) needs a `Syntax` here and nothing else; a new *statement* form needs
//!    the `.fg` parser and printer.

use crate::value::{Kind, List, MAX_LIST_LEN, Value};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use std::fmt;

/// How the `.fg` text writes an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// Only in the trace IR.
    None,
    /// `x = a`.
    Copy,
    /// `x = a OP b`.
    Infix(&'static str),
    /// `x = a[b]`.
    Index,
    /// `x = name(a, b, ...)`.
    Call,
    /// `name(a)`: a statement, for its effect; it assigns nothing the program can read (its result, 0,
    /// goes to a variable no name reaches, `HIDDEN_RESULT`).
    Statement,
}

/// The variable a statement (`print(a)`) writes its result to: not an identifier, so no program can
/// name it, and never read, so it is dead everywhere.
pub const HIDDEN_RESULT: &str = "(statement)";

/// An operand: the kind it must have (`None`: any), and how a type error says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expect {
    pub kind: Option<Kind>,
    /// "add expects *integers*".
    pub what: &'static str,
}

pub const ANY: Expect = Expect { kind: None, what: "a value" };
pub const INT: Expect = Expect { kind: Some(Kind::Int), what: "integers" };
pub const AN_INT: Expect = Expect { kind: Some(Kind::Int), what: "an integer" };
pub const INDEX: Expect = Expect { kind: Some(Kind::Int), what: "an integer index" };
pub const LIST: Expect = Expect { kind: Some(Kind::List), what: "a list" };

/// The kind of an operation's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Res {
    /// No result: control, guards.
    Void,
    Int,
    /// 1 or 0.
    Bool,
    List,
    /// Whatever its operand 0 is (a copy).
    Arg0,
    /// An element of a list: any kind.
    Element,
}

/// What an operation can fail with, as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fails(u8);

impl Fails {
    pub const NONE: Fails = Fails(0);
    /// An operand of the wrong kind (a program error; in a trace the kinds are known, so it never fails).
    pub const TYPE: Fails = Fails(1);
    /// The 64-bit result overflows: the interpreter goes on in big integers; a trace deoptimizes.
    pub const OVERFLOW: Fails = Fails(2);
    /// A zero divisor (a program error).
    pub const DIV_ZERO: Fails = Fails(4);
    /// An index out of range (a program error).
    pub const INDEX: Fails = Fails(8);
    /// An element of another kind than the trace recorded (a trace deoptimizes).
    pub const ELEMENT: Fails = Fails(16);
    /// An operand outside what the operation accepts, other than an index (a program error).
    pub const RANGE: Fails = Fails(32);
    /// Program errors a trace must still raise where they happen: such an operation is never deleted.
    pub const PROGRAM_ERRORS: Fails = Fails(4 | 8 | 32);
    /// Failures a trace has to check for: it leaves there (the operation is a guard).
    pub const IN_TRACE: Fails = Fails(2 | 4 | 8 | 16 | 32);

    pub const fn or(self, other: Fails) -> Fails {
        Fails(self.0 | other.0)
    }

    pub const fn any(self, of: Fails) -> bool {
        self.0 & of.0 != 0
    }
}

/// Which side of a binary operation an algebraic fact is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Right,
    Both,
}

/// How an operation's result is computed from its operands. Called only with operands of the kinds
/// the row expects (the generic `Opcode::eval` checks them first).
pub type EvalFn = fn(&[&Value]) -> Result<Value, OpError>;

/// How an operation that makes a new list from operand 0 computes it into operand 0's own place: in place
/// when nothing else holds the list (`Rc::get_mut`), by copying otherwise; on failure the operand is
/// left as it was. `eval` is the same function on a copy of the reference, so the two cannot disagree.
/// Called with operands of the kinds the row expects.
pub type UpdateFn = fn(&mut Value, &[&Value]) -> Result<(), OpError>;

/// An operation's `i64` fast path: its result on two integers when that is an integer of 64 bits, `None`
/// when it is not (an overflow: `eval` then computes it).
pub type IntFn = fn(i64, i64) -> Option<i64>;

/// What kind of IR instruction a row is, beyond its operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// An operation of the language (or a pure IR operation) computing a value.
    Op,
    /// A trace input: an interpreter variable read when the trace is entered.
    Input,
    /// A loop-carried value.
    Phi,
    /// Leaves the trace when its condition does not hold. `cse`: two with the same operands check the
    /// same thing, so the second one can go.
    Guard { cse: bool },
    /// Control flow of the trace: `loop`, `jump`, `jump_trace`.
    Control,
}

/// One row of the table.
pub struct OpDef {
    pub name: &'static str,
    pub syntax: Syntax,
    pub class: Class,
    /// The operands (their number is the arity), with the kinds they must have.
    pub args: &'static [Expect],
    pub result: Res,
    pub eval: Option<EvalFn>,
    /// The `i64` fast path, for the operations that have one (the trace executor runs it; `eval` on two
    /// integers gives the same, tested below).
    pub int: Option<IntFn>,
    /// For operations that make a new list from operand 0 (`set`, `append`, `slice`): the computation
    /// that may reuse it (copy-on-write).
    pub update: Option<UpdateFn>,
    /// Its result is a list nothing else holds: a new one, or operand 0 updated in place where nothing
    /// else held it (and copied where something did). Machine code updates such a list in place with
    /// no check (`jit/ownership.rs`, `unshared`).
    pub unshared: bool,
    pub fails: Fails,
    /// Reads or writes the world outside the program's variables (input, output): never removed, merged,
    /// reordered or repeated.
    pub effect: bool,
    /// `a OP b == b OP a`.
    pub commutative: bool,
    /// `x OP k == x` (and `k OP x == x` on `Side::Both`).
    pub identity: Option<(Side, i64)>,
    /// `x OP k == k` and `k OP x == k`.
    pub absorbing: Option<i64>,
    /// `x OP x`, whatever x is.
    pub same_operands: Option<i64>,
    /// The result when the operands are of different kinds.
    pub different_kinds: Option<i64>,
    /// The comparison true exactly when this one is false.
    pub negated: Option<Opcode>,
    /// The comparison with its operands swapped (`a < b` is `b > a`).
    pub mirror: Option<Opcode>,
    /// The operand a division by zero names.
    pub divisor: Option<u8>,
    /// The operands an index out of range names: the list, the index.
    pub index: Option<(u8, u8)>,
}

/// The fields every row starts from.
const ROW: OpDef = OpDef {
    name: "",
    syntax: Syntax::None,
    class: Class::Op,
    args: &[],
    result: Res::Void,
    eval: None,
    int: None,
    update: None,
    unshared: false,
    fails: Fails::NONE,
    effect: false,
    commutative: false,
    identity: None,
    absorbing: None,
    same_operands: None,
    different_kinds: None,
    negated: None,
    mirror: None,
    divisor: None,
    index: None,
};

macro_rules! optable {
    ($($(#[$doc:meta])* $op:ident => $def:expr;)*) => {
        /// Every operation, of the language and of the trace IR.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum Opcode { $($(#[$doc])* $op),* }

        static DEFS: &[OpDef] = &[$($def),*];

        impl Opcode {
            pub const ALL: &'static [Opcode] = &[$(Opcode::$op),*];
        }
    };
}

optable! {
    /// `x = a`.
    Same => OpDef { name: "same", syntax: Syntax::Copy, args: &[ANY], result: Res::Arg0, eval: Some(same), ..ROW };
    Add => OpDef {
        name: "add", syntax: Syntax::Infix("+"), args: &[INT, INT], result: Res::Int, eval: Some(add), int: Some(i64::checked_add),
        fails: Fails::TYPE.or(Fails::OVERFLOW), commutative: true, identity: Some((Side::Both, 0)), ..ROW
    };
    Sub => OpDef {
        name: "sub", syntax: Syntax::Infix("-"), args: &[INT, INT], result: Res::Int, eval: Some(sub), int: Some(i64::checked_sub),
        fails: Fails::TYPE.or(Fails::OVERFLOW), identity: Some((Side::Right, 0)), same_operands: Some(0), ..ROW
    };
    Mul => OpDef {
        name: "mul", syntax: Syntax::Infix("*"), args: &[INT, INT], result: Res::Int, eval: Some(mul), int: Some(i64::checked_mul),
        fails: Fails::TYPE.or(Fails::OVERFLOW), commutative: true, identity: Some((Side::Both, 1)),
        absorbing: Some(0), ..ROW
    };
    /// Floor division (the quotient rounds towards minus infinity, as Prolog's `div`).
    Div => OpDef {
        name: "div", syntax: Syntax::Infix("//"), args: &[INT, INT], result: Res::Int, eval: Some(div), int: Some(int_div),
        fails: Fails::TYPE.or(Fails::OVERFLOW).or(Fails::DIV_ZERO), identity: Some((Side::Right, 1)),
        divisor: Some(1), ..ROW
    };
    /// The remainder of floor division: it has the sign of the divisor.
    Mod => OpDef {
        name: "mod", syntax: Syntax::Infix("%"), args: &[INT, INT], result: Res::Int, eval: Some(modulo), int: Some(int_mod),
        fails: Fails::TYPE.or(Fails::OVERFLOW).or(Fails::DIV_ZERO), divisor: Some(1), ..ROW
    };
    /// Structural equality of any two values.
    Eq => OpDef {
        name: "eq", syntax: Syntax::Infix("=="), args: &[ANY, ANY], result: Res::Bool, eval: Some(eq), int: Some(int_eq),
        commutative: true, same_operands: Some(1), different_kinds: Some(0), negated: Some(Opcode::Ne),
        mirror: Some(Opcode::Eq), ..ROW
    };
    Ne => OpDef {
        name: "ne", syntax: Syntax::Infix("!="), args: &[ANY, ANY], result: Res::Bool, eval: Some(ne), int: Some(int_ne),
        commutative: true, same_operands: Some(0), different_kinds: Some(1), negated: Some(Opcode::Eq),
        mirror: Some(Opcode::Ne), ..ROW
    };
    Lt => OpDef {
        name: "lt", syntax: Syntax::Infix("<"), args: &[INT, INT], result: Res::Bool, eval: Some(lt), int: Some(int_lt),
        fails: Fails::TYPE, same_operands: Some(0), negated: Some(Opcode::Ge), mirror: Some(Opcode::Gt), ..ROW
    };
    Le => OpDef {
        name: "le", syntax: Syntax::Infix("<="), args: &[INT, INT], result: Res::Bool, eval: Some(le), int: Some(int_le),
        fails: Fails::TYPE, same_operands: Some(1), negated: Some(Opcode::Gt), mirror: Some(Opcode::Ge), ..ROW
    };
    Gt => OpDef {
        name: "gt", syntax: Syntax::Infix(">"), args: &[INT, INT], result: Res::Bool, eval: Some(gt), int: Some(int_gt),
        fails: Fails::TYPE, same_operands: Some(0), negated: Some(Opcode::Le), mirror: Some(Opcode::Lt), ..ROW
    };
    Ge => OpDef {
        name: "ge", syntax: Syntax::Infix(">="), args: &[INT, INT], result: Res::Bool, eval: Some(ge), int: Some(int_ge),
        fails: Fails::TYPE, same_operands: Some(1), negated: Some(Opcode::Lt), mirror: Some(Opcode::Le), ..ROW
    };
    /// `a[b]`: element b (0-based) of list a. In a trace it also checks the element's kind.
    ReadList => OpDef {
        name: "readlist", syntax: Syntax::Index, args: &[LIST, INDEX], result: Res::Element, eval: Some(readlist),
        fails: Fails::TYPE.or(Fails::INDEX).or(Fails::ELEMENT), index: Some((0, 1)), ..ROW
    };
    Len => OpDef { name: "len", syntax: Syntax::Call, args: &[LIST], result: Res::Int, eval: Some(len), fails: Fails::TYPE, ..ROW };

    // ---- FGL 2: lists that programs build, and input and output (FGL.md, "Data and I/O").

    /// `set(l, i, v)`: l with element i replaced by v.
    Set => OpDef {
        name: "set", syntax: Syntax::Call, args: &[LIST, INDEX, ANY], result: Res::List, eval: Some(set),
        update: Some(set_in), unshared: true, fails: Fails::TYPE.or(Fails::INDEX), index: Some((0, 1)), ..ROW
    };
    /// `append(l, v)`: l with v added at the end.
    Append => OpDef {
        name: "append", syntax: Syntax::Call, args: &[LIST, ANY], result: Res::List, eval: Some(append),
        update: Some(append_in), unshared: true, fails: Fails::TYPE, ..ROW
    };
    /// `slice(l, i, j)`: elements i .. j-1 of l.
    Slice => OpDef {
        name: "slice", syntax: Syntax::Call, args: &[LIST, INDEX, INDEX], result: Res::List, eval: Some(slice),
        update: Some(slice_in), unshared: true, fails: Fails::TYPE.or(Fails::RANGE), ..ROW
    };
    /// `make_list(n, v)`: a list of n copies of v.
    MakeList => OpDef {
        name: "make_list", syntax: Syntax::Call, args: &[AN_INT, ANY], result: Res::List, eval: Some(make_list),
        unshared: true, fails: Fails::TYPE.or(Fails::RANGE), ..ROW
    };
    /// `get_byte()`: the next byte of standard input, or -1 at its end.
    GetByte => OpDef {
        name: "get_byte", syntax: Syntax::Call, result: Res::Int, eval: Some(get_byte), effect: true, ..ROW
    };
    /// `print(a)`: a's value and a newline on standard output.
    Print => OpDef {
        name: "print", syntax: Syntax::Statement, args: &[ANY], result: Res::Int, eval: Some(print), effect: true,
        ..ROW
    };
    /// `put_byte(a)`: the byte a on standard output.
    PutByte => OpDef {
        name: "put_byte", syntax: Syntax::Statement, args: &[AN_INT], result: Res::Int, eval: Some(put_byte),
        effect: true, fails: Fails::TYPE.or(Fails::RANGE), ..ROW
    };

    // ---- The trace IR's own instructions.

    // Integer arithmetic the optimizer makes (`jit/opt/arith.rs`): exact on every integer, like the
    // language's, but never a guard: each is used only where it cannot overflow or fail.

    /// `and x, m`: bitwise and (two's complement, as on big integers), the strength-reduced `x % 2^k`
    /// with m = 2^k - 1 (the floor modulo, for negative x too).
    BitAnd => OpDef {
        name: "and", args: &[INT, INT], result: Res::Int, eval: Some(bit_and), int: Some(int_and),
        commutative: true, ..ROW
    };
    /// `sar x, k`: arithmetic shift right by k (0 to 63), the strength-reduced `x // 2^k` (floor).
    Sar => OpDef { name: "sar", args: &[INT, INT], result: Res::Int, eval: Some(sar), int: Some(int_sar), ..ROW };
    /// `add_nov a, b`: `add` where the optimizer proved the sum fits in 64 bits (no overflow check).
    AddNov => OpDef {
        name: "add_nov", args: &[INT, INT], result: Res::Int, eval: Some(add), int: Some(i64::checked_add),
        commutative: true, identity: Some((Side::Both, 0)), ..ROW
    };
    /// `set_nb l, i, v`: `set` where the optimizer proved `l` a list of known length and the constant
    /// `i` in range (no bounds check, never fails: not a guard). Allocation removal (`jit/opt/sink.rs`)
    /// makes it: as a virtual list (`sunk`, never executed) or to build a forced one.
    SetNb => OpDef {
        name: "set_nb", args: &[LIST, INDEX, ANY], result: Res::List, eval: Some(set), update: Some(set_in),
        unshared: true, ..ROW
    };
    /// `sub_nov a, b`: `sub` where the optimizer proved the difference fits in 64 bits.
    SubNov => OpDef {
        name: "sub_nov", args: &[INT, INT], result: Res::Int, eval: Some(sub), int: Some(i64::checked_sub),
        identity: Some((Side::Right, 0)), same_operands: Some(0), ..ROW
    };
    /// `mul_nov a, b`: `mul` where the optimizer proved the product fits in 64 bits (no overflow check):
    /// a loop's closed form (`jit/opt/closed.rs`) multiplies a step by a trip count below 256.
    MulNov => OpDef {
        name: "mul_nov", args: &[INT, INT], result: Res::Int, eval: Some(mul), int: Some(i64::checked_mul),
        commutative: true, identity: Some((Side::Both, 1)), absorbing: Some(0), ..ROW
    };
    /// `within a, n`: whether 0 <= a < n. The optimizer makes it with a constant n >= 0, where it is
    /// one unsigned compare: a run of guards `p + k != C` for consecutive k is one range check
    /// (`jit/opt/arith.rs`).
    Within => OpDef {
        name: "within", args: &[INT, INT], result: Res::Bool, eval: Some(within), int: Some(int_within),
        negated: Some(Opcode::Outside), ..ROW
    };
    /// `outside a, n`: whether a < 0 or a >= n (`within`'s negation).
    Outside => OpDef {
        name: "outside", args: &[INT, INT], result: Res::Bool, eval: Some(outside), int: Some(int_outside),
        negated: Some(Opcode::Within), ..ROW
    };

    /// An interpreter variable read when the trace is entered (its kind checked there).
    Input => OpDef { name: "input", class: Class::Input, ..ROW };
    /// A loop-carried value: its first value (the operand) and, at each `jump`, the new one.
    Phi => OpDef { name: "phi", class: Class::Phi, args: &[ANY], ..ROW };
    GuardTrue => OpDef { name: "guard_true", class: Class::Guard { cse: true }, args: &[ANY], ..ROW };
    GuardFalse => OpDef { name: "guard_false", class: Class::Guard { cse: true }, args: &[ANY], ..ROW };
    /// `guard_value v, k`: v is the constant k (from `promote`); lists compare by identity.
    GuardValue => OpDef { name: "guard_value", class: Class::Guard { cse: true }, args: &[ANY, ANY], ..ROW };
    /// `guard_words l`: list l is stored as plain words (`List::is_words`), so later reads and updates
    /// of it and of the lists its integer updates make need no kind check (`jit/opt/lists.rs`).
    GuardWords => OpDef {
        name: "guard_words", class: Class::Guard { cse: true }, args: &[LIST], eval: Some(words), ..ROW
    };
    /// At the end of an iteration: at least another iteration's jumps are left after this one's, else
    /// leave through the snapshot, which is the loop's head. Only checked under a step limit.
    GuardSteps => OpDef { name: "guard_steps", class: Class::Guard { cse: false }, ..ROW };
    /// The loop's head (after peeling: the end of the preamble).
    Loop => OpDef { name: "loop", class: Class::Control, ..ROW };
    /// Back to `loop`, moving each phi's new value into it (`Trace::phis`).
    Jump => OpDef { name: "jump", class: Class::Control, ..ROW };
    /// Ends a trace by entering another trace at its start; the snapshot says how the interpreter
    /// variables stand there.
    JumpTrace => OpDef { name: "jump_trace", class: Class::Control, ..ROW };
    /// Ends a trace cut short (too long to record whole) at a loop header it passed: leaves through its
    /// snapshot, like a guard that always fails, so the exit gets a bridge that goes on from there.
    Exit => OpDef { name: "exit", class: Class::Control, ..ROW };
    /// `call_proc P a, b, c`: calls procedure P (the payload) with its first parameters' worth of the
    /// operands (the rest are 0), through the machine code of P's function-entry trace, and is the
    /// integer it returns. Its snapshot is the call not yet made: it leaves there when the call cannot
    /// be made in machine code (the native stack's budget, the trace executor), and when the callee left
    /// its machine code (after the callee's frames are rebuilt above it, `exit.rs`). Any effect of the
    /// callee may happen in it: never removed, merged or moved.
    CallProc => OpDef {
        name: "call_proc", class: Class::Guard { cse: false }, args: &[INT, INT, INT], result: Res::Int,
        effect: true, ..ROW
    };
    /// `return v`: a function-entry trace (or its bridge) returns integer v from the frame it started
    /// in: to the machine code that called it (`call_proc`), or, leaving through its snapshot, to the
    /// interpreter, which pops the frame.
    Return => OpDef { name: "return", class: Class::Control, args: &[INT], ..ROW };
}

impl Opcode {
    pub fn def(self) -> &'static OpDef {
        &DEFS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.def().name
    }

    pub fn from_name(name: &str) -> Option<Opcode> {
        Opcode::ALL.iter().copied().find(|o| o.name() == name)
    }

    /// A language operation, by the seeds' name (`op2(Res, mul, ...)`, `mul(a, b)`).
    pub fn source_from_name(name: &str) -> Option<Opcode> {
        Opcode::from_name(name).filter(|o| o.is_source())
    }

    /// The operations of the language (the ones a program can write), in table order.
    pub fn source_ops() -> impl Iterator<Item = Opcode> {
        Opcode::ALL.iter().copied().filter(|o| o.is_source())
    }

    pub fn is_source(self) -> bool {
        self.def().syntax != Syntax::None
    }

    pub fn arity(self) -> usize {
        self.def().args.len()
    }

    /// The infix token of the `.fg` syntax, if it has one.
    pub fn infix(self) -> Option<&'static str> {
        match self.def().syntax {
            Syntax::Infix(t) => Some(t),
            _ => None,
        }
    }

    pub fn from_infix(token: &str) -> Option<Opcode> {
        Opcode::ALL.iter().copied().find(|o| o.infix() == Some(token))
    }

    /// Whether, in a trace, this instruction can leave it: it carries a snapshot.
    pub fn is_guard(self) -> bool {
        let d = self.def();
        matches!(d.class, Class::Guard { .. })
            || matches!(self, Opcode::JumpTrace | Opcode::Exit | Opcode::Return)
            || d.fails.any(Fails::IN_TRACE)
    }

    /// Whether, in a trace, an instruction whose result nothing needs may be deleted: it has no effect,
    /// it is no control flow, and its only failures are deoptimizations (never a program error).
    pub fn is_removable(self) -> bool {
        let d = self.def();
        matches!(d.class, Class::Op | Class::Phi | Class::Input) && !d.effect && !d.fails.any(Fails::PROGRAM_ERRORS)
    }

    /// Whether two instructions with the same operands compute the same thing (common subexpression
    /// elimination may merge them): an operation without effects, or a guard checking a condition.
    pub fn is_pure(self) -> bool {
        let d = self.def();
        match d.class {
            // A list an operation makes is a new one (its identity is what `guard_value` compares, and
            // an owned update may change it in place): two are never merged.
            Class::Op => !d.effect && d.result != Res::List,
            Class::Guard { cse } => cse,
            _ => false,
        }
    }

    /// A comparison (it has a negation).
    pub fn is_comparison(self) -> bool {
        self.def().negated.is_some()
    }

    /// Evaluates the operation: checks the operands' kinds, then computes.
    pub fn eval(self, args: &[&Value]) -> Result<Value, OpError> {
        let d = self.def();
        let f = d.eval.unwrap_or_else(|| panic!("{} is not an operation of the language", d.name));
        debug_assert_eq!(args.len(), d.args.len(), "{}: arity", d.name);
        self.check_kinds(args.iter().copied())?;
        f(args)
    }

    /// The first operand not of the kind the row expects, as a type error.
    fn check_kinds<'v>(self, args: impl Iterator<Item = &'v Value>) -> Result<(), OpError> {
        match args.zip(self.def().args).enumerate().find(|(_, (v, e))| e.kind.is_some_and(|k| v.kind() != k)) {
            Some((arg, (v, _))) => Err(OpError::Type { arg, got: v.clone() }),
            None => Ok(()),
        }
    }

    /// Evaluates an operation with an `update` into operand 0's own place (`first`, the value of a
    /// variable nothing reads afterwards), so that a list nothing else holds is changed in place; on
    /// failure `first` is as it was. Other operations: `eval`, the result written over `first`.
    pub fn eval_into(self, first: &mut Value, rest: &[&Value]) -> Result<(), OpError> {
        self.check_kinds(std::iter::once(&*first).chain(rest.iter().copied()))?;
        match self.def().update {
            Some(update) => update(first, rest),
            None => {
                let mut args = Vec::with_capacity(rest.len() + 1);
                args.push(&*first);
                args.extend_from_slice(rest);
                *first = self.eval(&args)?;
                Ok(())
            }
        }
    }

    /// The row's `i64` fast path on `x` and `y`: `Some` only when `eval` on these integers gives exactly
    /// that integer.
    pub fn eval_i64(self, x: i64, y: i64) -> Option<i64> {
        self.def().int.and_then(|f| f(x, y))
    }

    /// The operands a failure names in its message.
    pub fn named_operands(self, e: &OpError) -> Vec<usize> {
        let d = self.def();
        match e {
            OpError::Type { arg, .. } => vec![*arg],
            OpError::DivByZero => d.divisor.map(|a| vec![a as usize]).unwrap_or_default(),
            OpError::Index { .. } => d.index.map(|(l, i)| vec![l as usize, i as usize]).unwrap_or_default(),
            OpError::Range(_) => Vec::new(),
        }
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why an operation failed. The caller knows which operation and where, and makes the runtime error
/// (`error.rs`), naming the operands the table says the failure names.
#[derive(Clone, Debug, PartialEq)]
pub enum OpError {
    /// Operand `arg` is not of the kind the operation expects.
    Type {
        arg: usize,
        got: Value,
    },
    DivByZero,
    Index {
        index: Value,
        len: usize,
    },
    /// An operand outside what the operation accepts: the message says how.
    Range(String),
}

// ---------------------------------------------------------------------------------------------------
// Evaluation functions. Integers are `Value::Int` when they fit 64 bits and `Value::Big` otherwise; the
// `i64` case is computed first, and only a result that does not fit goes through big integers.

fn int_pair(args: &[&Value]) -> Option<(i64, i64)> {
    match (args[0], args[1]) {
        (Value::Int(x), Value::Int(y)) => Some((*x, *y)),
        _ => None,
    }
}

fn big(v: &Value) -> BigInt {
    match v {
        Value::Int(i) => BigInt::from(*i),
        Value::Big(b) => (**b).clone(),
        _ => unreachable!("the operands' kinds are checked before"),
    }
}

fn arith(args: &[&Value], small: fn(i64, i64) -> Option<i64>, wide: fn(BigInt, BigInt) -> BigInt) -> Value {
    if let Some((x, y)) = int_pair(args)
        && let Some(r) = small(x, y)
    {
        return Value::Int(r);
    }
    Value::from_big(wide(big(args[0]), big(args[1])))
}

fn int_eq(x: i64, y: i64) -> Option<i64> {
    Some((x == y) as i64)
}

fn int_ne(x: i64, y: i64) -> Option<i64> {
    Some((x != y) as i64)
}

// Floor division and its remainder on `i64`: `None` for a zero divisor (an error `eval` reports) and for
// `i64::MIN // -1` (a big integer `eval` makes).
fn int_div(x: i64, y: i64) -> Option<i64> {
    x.checked_rem(y).map(|_| Integer::div_floor(&x, &y))
}

fn int_mod(x: i64, y: i64) -> Option<i64> {
    x.checked_rem(y).map(|_| Integer::mod_floor(&x, &y))
}

fn int_and(x: i64, y: i64) -> Option<i64> {
    Some(x & y)
}

fn bit_and(args: &[&Value]) -> Result<Value, OpError> {
    Ok(arith(args, int_and, |x, y| x & y))
}

fn int_sar(x: i64, k: i64) -> Option<i64> {
    (0..64).contains(&k).then(|| x >> k)
}

fn sar(args: &[&Value]) -> Result<Value, OpError> {
    match args[1] {
        Value::Int(k) if (0..64).contains(k) => {
            Ok(arith(args, int_sar, |x, y| x.div_floor(&(BigInt::from(1) << y.to_usize().unwrap_or(0)))))
        }
        k => Err(OpError::Range(format!("shift by {k}"))),
    }
}

fn int_lt(x: i64, y: i64) -> Option<i64> {
    Some((x < y) as i64)
}

fn int_le(x: i64, y: i64) -> Option<i64> {
    Some((x <= y) as i64)
}

fn int_gt(x: i64, y: i64) -> Option<i64> {
    Some((x > y) as i64)
}

fn int_ge(x: i64, y: i64) -> Option<i64> {
    Some((x >= y) as i64)
}

fn same(args: &[&Value]) -> Result<Value, OpError> {
    Ok(args[0].clone())
}

fn add(args: &[&Value]) -> Result<Value, OpError> {
    Ok(arith(args, i64::checked_add, |x, y| x + y))
}

fn sub(args: &[&Value]) -> Result<Value, OpError> {
    Ok(arith(args, i64::checked_sub, |x, y| x - y))
}

fn mul(args: &[&Value]) -> Result<Value, OpError> {
    Ok(arith(args, i64::checked_mul, |x, y| x * y))
}

fn nonzero_divisor(args: &[&Value]) -> Result<(), OpError> {
    if matches!(args[1], Value::Int(0)) { Err(OpError::DivByZero) } else { Ok(()) }
}

fn div(args: &[&Value]) -> Result<Value, OpError> {
    nonzero_divisor(args)?;
    Ok(arith(args, |x, y| x.checked_div(y).map(|_| Integer::div_floor(&x, &y)), |x, y| x.div_floor(&y)))
}

fn modulo(args: &[&Value]) -> Result<Value, OpError> {
    nonzero_divisor(args)?;
    Ok(arith(args, |x, y| x.checked_rem(y).map(|_| Integer::mod_floor(&x, &y)), |x, y| x.mod_floor(&y)))
}

fn truth(b: bool) -> Value {
    Value::Int(b as i64)
}

fn eq(args: &[&Value]) -> Result<Value, OpError> {
    Ok(truth(args[0].equals(args[1])))
}

fn ne(args: &[&Value]) -> Result<Value, OpError> {
    Ok(truth(!args[0].equals(args[1])))
}

fn order(args: &[&Value]) -> std::cmp::Ordering {
    match int_pair(args) {
        Some((x, y)) => x.cmp(&y),
        None => big(args[0]).cmp(&big(args[1])),
    }
}

fn int_within(x: i64, n: i64) -> Option<i64> {
    Some((0 <= x && x < n) as i64)
}

fn int_outside(x: i64, n: i64) -> Option<i64> {
    Some(!(0 <= x && x < n) as i64)
}

fn within(args: &[&Value]) -> Result<Value, OpError> {
    let (x, n) = (big(args[0]), big(args[1]));
    Ok(truth(x.sign() != num_bigint::Sign::Minus && x < n))
}

fn outside(args: &[&Value]) -> Result<Value, OpError> {
    let (x, n) = (big(args[0]), big(args[1]));
    Ok(truth(!(x.sign() != num_bigint::Sign::Minus && x < n)))
}

fn lt(args: &[&Value]) -> Result<Value, OpError> {
    Ok(truth(order(args).is_lt()))
}

fn le(args: &[&Value]) -> Result<Value, OpError> {
    Ok(truth(order(args).is_le()))
}

fn gt(args: &[&Value]) -> Result<Value, OpError> {
    Ok(truth(order(args).is_gt()))
}

fn ge(args: &[&Value]) -> Result<Value, OpError> {
    Ok(truth(order(args).is_ge()))
}

fn readlist(args: &[&Value]) -> Result<Value, OpError> {
    let list = args[0].as_list().expect("checked");
    match args[1] {
        Value::Int(i) if *i >= 0 && (*i as u64) < list.len() as u64 => Ok(list.get(*i as usize).expect("in range")),
        index => Err(OpError::Index { index: index.clone(), len: list.len() }),
    }
}

/// `guard_words`: holds (0) when the list is plain words; its failure is a guard's, never a program's.
fn words(args: &[&Value]) -> Result<Value, OpError> {
    match args[0].as_list() {
        Some(l) if l.is_words() => Ok(Value::Int(0)),
        _ => Err(OpError::Range("not a list of plain words".into())),
    }
}

fn len(args: &[&Value]) -> Result<Value, OpError> {
    Ok(Value::Int(args[0].as_list().expect("checked").len() as i64))
}

fn list_mut(v: &mut Value) -> &mut std::rc::Rc<List> {
    match v {
        Value::List(l) => l,
        _ => unreachable!("the operands' kinds are checked before"),
    }
}

/// An `update` as `eval`: on a copy of the reference to operand 0.
fn by_update(update: UpdateFn, args: &[&Value]) -> Result<Value, OpError> {
    let mut list = args[0].clone();
    update(&mut list, &args[1..])?;
    Ok(list)
}

fn set(args: &[&Value]) -> Result<Value, OpError> {
    by_update(set_in, args)
}

/// The list to update, copied first when something else holds it (a list held only weakly, by the JIT,
/// is moved to an allocation of its own instead, without copying: `anchor::GreenVal`). Memory that
/// cannot be had is a runtime error, not an abort.
fn owned(l: &mut std::rc::Rc<List>) -> Result<&mut List, OpError> {
    if std::rc::Rc::get_mut(l).is_none() {
        if std::rc::Rc::strong_count(l) == 1 {
            return Ok(std::rc::Rc::make_mut(l));
        }
        let copy = l.try_clone().map_err(|_| out_of_memory("copy", l.len()))?;
        *l = std::rc::Rc::new(copy);
    }
    Ok(std::rc::Rc::get_mut(l).expect("the list is this variable's alone now"))
}

fn out_of_memory(what: &str, len: usize) -> OpError {
    OpError::Range(format!("cannot {what} a list of {len} elements: out of memory"))
}

fn set_in(list: &mut Value, rest: &[&Value]) -> Result<(), OpError> {
    let l = list_mut(list);
    match rest[0] {
        Value::Int(i) if *i >= 0 && (*i as u64) < l.len() as u64 => {
            let len = l.len();
            owned(l)?.set(*i as usize, rest[1].clone()).map_err(|_| out_of_memory("update", len))
        }
        index => Err(OpError::Index { index: index.clone(), len: l.len() }),
    }
}

fn append(args: &[&Value]) -> Result<Value, OpError> {
    by_update(append_in, args)
}

fn append_in(list: &mut Value, rest: &[&Value]) -> Result<(), OpError> {
    let l = list_mut(list);
    let len = l.len();
    owned(l)?.push(rest[0].clone()).map_err(|_| out_of_memory("append to", len))
}

fn slice(args: &[&Value]) -> Result<Value, OpError> {
    by_update(slice_in, args)
}

fn slice_in(list: &mut Value, rest: &[&Value]) -> Result<(), OpError> {
    let l = list_mut(list);
    let n = l.len();
    let (i, j) = match (rest[0], rest[1]) {
        (Value::Int(i), Value::Int(j)) if 0 <= *i && i <= j && (*j as u64) <= n as u64 => (*i as usize, *j as usize),
        (i, j) => {
            return Err(OpError::Range(format!(
                "{i} .. {j} is out of range for a list of length {n} (0 <= start <= end <= length)"
            )));
        }
    };
    if std::rc::Rc::strong_count(l) == 1 {
        owned(l)?.keep(i, j);
    } else {
        // Shared: copy just the elements kept.
        *l = std::rc::Rc::new(l.sublist(i, j).map_err(|_| out_of_memory("slice", n))?);
    }
    Ok(())
}

fn make_list(args: &[&Value]) -> Result<Value, OpError> {
    match args[0] {
        Value::Int(n) if *n >= 0 && (*n as u64) <= MAX_LIST_LEN as u64 => match List::repeat(*n as usize, args[1]) {
            Some(l) => Ok(Value::List(std::rc::Rc::new(l))),
            None => Err(OpError::Range(format!("cannot make a list of {n} elements: out of memory"))),
        },
        n if crate::ops::is_negative(n) => {
            Err(OpError::Range(format!("cannot make a list of {n} elements (the length must be 0 or more)")))
        }
        n => Err(OpError::Range(format!("cannot make a list of {n} elements (at most {MAX_LIST_LEN})"))),
    }
}

fn get_byte(_: &[&Value]) -> Result<Value, OpError> {
    Ok(Value::Int(crate::world::read_byte()))
}

fn print(args: &[&Value]) -> Result<Value, OpError> {
    crate::world::write(format!("{}\n", args[0]).as_bytes());
    Ok(Value::Int(0))
}

fn put_byte(args: &[&Value]) -> Result<Value, OpError> {
    match args[0] {
        Value::Int(b) if (0..=255).contains(b) => {
            crate::world::write(&[*b as u8]);
            Ok(Value::Int(0))
        }
        b => Err(OpError::Range(format!("cannot write {b} as a byte (a byte is 0 to 255)"))),
    }
}

/// Whether integer `v` is below zero.
pub fn is_negative(v: &Value) -> bool {
    match v {
        Value::Int(i) => *i < 0,
        Value::Big(b) => b.sign() == num_bigint::Sign::Minus,
        _ => false,
    }
}

/// Whether `x` is zero, for the algebra of the folder.
pub fn is_zero(v: &Value) -> bool {
    match v {
        Value::Int(i) => *i == 0,
        Value::Big(b) => b.is_zero(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::List;

    fn int(i: i64) -> Value {
        Value::Int(i)
    }

    fn ev(op: Opcode, a: &Value, b: &Value) -> Result<Value, OpError> {
        op.eval(&[a, b])
    }

    #[test]
    fn the_i64_fast_path_is_eval_where_it_answers() {
        let edge = [0, 1, -1, 2, -2, 7, -7, i64::MAX, i64::MIN, i64::MAX - 1, i64::MIN + 1, 1 << 32];
        let mut answered = 0;
        for op in Opcode::source_ops().filter(|op| op.arity() == 2) {
            for &x in &edge {
                for &y in &edge {
                    if let Some(r) = op.eval_i64(x, y) {
                        answered += 1;
                        assert_eq!(ev(op, &int(x), &int(y)).ok(), Some(int(r)), "{op} {x} {y}");
                    }
                }
            }
        }
        assert!(answered > 9 * 100, "{answered}");
    }

    #[test]
    fn the_table_is_in_opcode_order_and_consistent() {
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            assert_eq!(Opcode::from_name(op.name()), Some(*op));
            let d = op.def();
            if op.is_source() {
                assert!(d.eval.is_some(), "{op}: language operations evaluate");
            }
            if let Some(n) = d.negated {
                assert_eq!(n.def().negated, Some(*op), "{op}: negation is an involution");
            }
            if let Some(m) = d.mirror {
                assert_eq!(m.def().mirror, Some(*op), "{op}: mirror is an involution");
            }
            // Nothing that can raise a program error may be deleted.
            if d.fails.any(Fails::PROGRAM_ERRORS) {
                assert!(!op.is_removable(), "{op}");
            }
        }
    }

    #[test]
    fn algebraic_facts_hold_on_samples() {
        let samples = [0, 1, -1, 2, 7, -9, i64::MAX, i64::MIN];
        for op in Opcode::source_ops() {
            let d = op.def();
            for &x in &samples {
                let x = int(x);
                for &y in &samples {
                    let y = int(y);
                    if d.commutative {
                        assert_eq!(ev(op, &x, &y), ev(op, &y, &x), "{op} commutes");
                    }
                }
                if let Some((side, k)) = d.identity {
                    assert_eq!(ev(op, &x, &int(k)), Ok(x.clone()), "{op}: {x} op {k}");
                    if side == Side::Both {
                        assert_eq!(ev(op, &int(k), &x), Ok(x.clone()), "{op}: {k} op {x}");
                    }
                }
                if let Some(k) = d.absorbing {
                    assert_eq!(ev(op, &x, &int(k)), Ok(int(k)), "{op}");
                    assert_eq!(ev(op, &int(k), &x), Ok(int(k)), "{op}");
                }
                if let Some(k) = d.same_operands {
                    assert_eq!(ev(op, &x, &x), Ok(int(k)), "{op}: {x} op {x}");
                }
                if let Some(k) = d.different_kinds {
                    assert_eq!(ev(op, &x, &Value::sym("s")), Ok(int(k)), "{op}: {x} op 's'");
                }
            }
        }
    }

    #[test]
    fn overflow_promotes_to_big_and_back() {
        let big = ev(Opcode::Add, &int(i64::MAX), &int(1)).unwrap();
        assert!(matches!(big, Value::Big(_)));
        assert_eq!(big.to_string(), "9223372036854775808");
        let back = ev(Opcode::Sub, &big, &int(1)).unwrap();
        assert!(matches!(back, Value::Int(i64::MAX)));
        let sq = ev(Opcode::Mul, &int(10_000_000_000), &int(10_000_000_000)).unwrap();
        assert_eq!(sq.to_string(), "100000000000000000000");
        assert_eq!(ev(Opcode::Lt, &big, &int(0)), Ok(int(0)));
    }

    #[test]
    fn floor_division_and_modulo_follow_the_divisor_sign() {
        let cases = [(7, 2, 3, 1), (-7, 2, -4, 1), (7, -2, -4, -1), (-7, -2, 3, -1)];
        for (a, b, q, r) in cases {
            assert_eq!(ev(Opcode::Div, &int(a), &int(b)).unwrap(), int(q), "{a} // {b}");
            assert_eq!(ev(Opcode::Mod, &int(a), &int(b)).unwrap(), int(r), "{a} % {b}");
        }
        let min_div = ev(Opcode::Div, &int(i64::MIN), &int(-1)).unwrap();
        assert_eq!(min_div.to_string(), "9223372036854775808");
        assert_eq!(ev(Opcode::Mod, &int(i64::MIN), &int(-1)).unwrap(), int(0));
        assert_eq!(ev(Opcode::Div, &int(1), &int(0)), Err(OpError::DivByZero));
        assert_eq!(Opcode::Div.named_operands(&OpError::DivByZero), [1]);
    }

    #[test]
    fn kinds_are_checked_before_evaluating() {
        let l = Value::List(List::new(vec![int(5)]));
        assert_eq!(ev(Opcode::Add, &int(1), &Value::sym("a")), Err(OpError::Type { arg: 1, got: Value::sym("a") }));
        assert_eq!(ev(Opcode::ReadList, &int(3), &int(0)), Err(OpError::Type { arg: 0, got: int(3) }));
        assert_eq!(ev(Opcode::ReadList, &l, &int(0)), Ok(int(5)));
        let e = ev(Opcode::ReadList, &l, &int(-1)).unwrap_err();
        assert_eq!(e, OpError::Index { index: int(-1), len: 1 });
        assert_eq!(Opcode::ReadList.named_operands(&e), [0, 1]);
        assert_eq!(ev(Opcode::Eq, &l, &Value::List(List::new(vec![int(5)]))), Ok(int(1)));
    }

    #[test]
    fn unshared_rows_give_lists_nothing_else_holds() {
        let shared = Value::List(List::new(vec![int(1), int(2), int(3)]));
        let args = |op: Opcode| -> Vec<Value> {
            match op {
                Opcode::Set | Opcode::SetNb => vec![shared.clone(), int(1), int(9)],
                Opcode::Append => vec![shared.clone(), int(9)],
                Opcode::Slice => vec![shared.clone(), int(1), int(2)],
                Opcode::MakeList => vec![int(2), shared.clone()],
                op => panic!("{op}: no sample operands"),
            }
        };
        for &op in Opcode::ALL.iter().filter(|op| op.def().unshared) {
            let values = args(op);
            let refs: Vec<&Value> = values.iter().collect();
            let result = op.eval(&refs).unwrap();
            assert_eq!(std::rc::Rc::strong_count(result.as_list().unwrap()), 1, "{op} by eval");
            if op.def().update.is_some() {
                // In place where the operand was the only holder, copied where it was not.
                let mut only = Value::List(List::new(vec![int(1), int(2), int(3)]));
                op.eval_into(&mut only, &refs[1..]).unwrap();
                assert_eq!(std::rc::Rc::strong_count(only.as_list().unwrap()), 1, "{op} in place");
                let mut other = shared.clone();
                op.eval_into(&mut other, &refs[1..]).unwrap();
                assert_eq!(std::rc::Rc::strong_count(other.as_list().unwrap()), 1, "{op} on a shared list");
            }
        }
    }
}
