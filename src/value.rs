//! FGL values: integers (an `i64` fast path promoted to big integers on overflow), interned symbols and
//! immutable shared lists, with the operations every execution mode shares.
//!
//! The interpreter, the recorder, the trace executor and the partial evaluator all compute through the
//! functions of this module, so a result or an error message cannot differ between modes.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

/// An interned symbol: equal names have equal ids, so symbols compare as integers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Symbol(pub u32);

#[derive(Default)]
struct Interner {
    ids: HashMap<Rc<str>, u32>,
    names: Vec<Rc<str>>,
}

thread_local! {
    // Symbols are interned per thread: a program and every value made from it live on one thread
    // (values hold `Rc`s and are not `Send`), and tests running in parallel threads stay independent.
    static INTERNER: RefCell<Interner> = RefCell::new(Interner::default());
}

impl Symbol {
    pub fn intern(name: &str) -> Symbol {
        INTERNER.with(|cell| {
            let mut interner = cell.borrow_mut();
            if let Some(&id) = interner.ids.get(name) {
                return Symbol(id);
            }
            let id = interner.names.len() as u32;
            let name: Rc<str> = Rc::from(name);
            interner.names.push(name.clone());
            interner.ids.insert(name, id);
            Symbol(id)
        })
    }

    pub fn name(self) -> Rc<str> {
        INTERNER.with(|cell| cell.borrow().names[self.0 as usize].clone())
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// An immutable list. Lists are only ever built from constants and command-line inputs, never by the
/// program, so they are shared by reference everywhere.
#[derive(Debug)]
pub struct List {
    items: Vec<Value>,
}

impl List {
    pub fn new(items: Vec<Value>) -> Rc<List> {
        Rc::new(List { items })
    }

    pub fn items(&self) -> &[Value] {
        &self.items
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// A value. Invariant: `Big` only holds integers outside the `i64` range, so each integer has exactly
/// one representation and equality can compare variants.
#[derive(Clone, Debug)]
pub enum Value {
    Int(i64),
    Big(Rc<BigInt>),
    Sym(Symbol),
    List(Rc<List>),
}

/// The kind of a value, as named in type errors and as tracked by the JIT.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Int,
    Sym,
    List,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Int => "integer",
            Kind::Sym => "symbol",
            Kind::List => "list",
        }
    }
}

impl Value {
    pub fn from_big(b: BigInt) -> Value {
        match b.to_i64() {
            Some(i) => Value::Int(i),
            None => Value::Big(Rc::new(b)),
        }
    }

    pub fn sym(name: &str) -> Value {
        Value::Sym(Symbol::intern(name))
    }

    pub fn kind(&self) -> Kind {
        match self {
            Value::Int(_) | Value::Big(_) => Kind::Int,
            Value::Sym(_) => Kind::Sym,
            Value::List(_) => Kind::List,
        }
    }

    /// FGL truth: integer 0 is false, every other value is true.
    pub fn is_truthy(&self) -> bool {
        !matches!(self, Value::Int(0))
    }

    fn to_big(&self) -> Option<BigInt> {
        match self {
            Value::Int(i) => Some(BigInt::from(*i)),
            Value::Big(b) => Some((**b).clone()),
            _ => None,
        }
    }

    /// Structural equality, as the `==` of FGL.
    pub fn equals(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Sym(a), Value::Sym(b)) => a == b,
            (Value::Big(a), Value::Big(b)) => a == b,
            (Value::List(a), Value::List(b)) => {
                Rc::ptr_eq(a, b) || (a.len() == b.len() && a.items.iter().zip(&b.items).all(|(x, y)| x.equals(y)))
            }
            _ => false,
        }
    }

    /// A short description for error messages: the value itself when it is short, else its kind.
    pub fn describe(&self) -> String {
        let text = self.to_string();
        match self {
            Value::List(_) if text.len() > 40 => format!("a list of length {}", self.as_list().map_or(0, |l| l.len())),
            Value::List(_) => format!("the list {text}"),
            Value::Sym(_) => format!("the symbol {text}"),
            Value::Int(_) | Value::Big(_) => format!("the integer {text}"),
        }
    }

    pub fn as_list(&self) -> Option<&Rc<List>> {
        match self {
            Value::List(l) => Some(l),
            _ => None,
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.equals(other)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::Big(b) => write!(f, "{b}"),
            Value::Sym(s) => write!(f, "{s}"),
            Value::List(l) => {
                f.write_str("[")?;
                for (i, item) in l.items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// The binary and unary operations of FGL, with the seeds' names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OpKind {
    Same,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    ReadList,
    Len,
}

impl OpKind {
    pub const ALL: [OpKind; 14] = [
        OpKind::Same,
        OpKind::Add,
        OpKind::Sub,
        OpKind::Mul,
        OpKind::Div,
        OpKind::Mod,
        OpKind::Eq,
        OpKind::Ne,
        OpKind::Lt,
        OpKind::Le,
        OpKind::Gt,
        OpKind::Ge,
        OpKind::ReadList,
        OpKind::Len,
    ];

    /// The seeds' name of the operation (`op2(Res, mul, ...)`).
    pub fn name(self) -> &'static str {
        match self {
            OpKind::Same => "same",
            OpKind::Add => "add",
            OpKind::Sub => "sub",
            OpKind::Mul => "mul",
            OpKind::Div => "div",
            OpKind::Mod => "mod",
            OpKind::Eq => "eq",
            OpKind::Ne => "ne",
            OpKind::Lt => "lt",
            OpKind::Le => "le",
            OpKind::Gt => "gt",
            OpKind::Ge => "ge",
            OpKind::ReadList => "readlist",
            OpKind::Len => "len",
        }
    }

    pub fn from_name(name: &str) -> Option<OpKind> {
        OpKind::ALL.into_iter().find(|op| op.name() == name)
    }

    pub fn arity(self) -> usize {
        match self {
            OpKind::Same | OpKind::Len => 1,
            _ => 2,
        }
    }

    /// The infix operator of the `.fg` syntax, for binary operations written infix.
    pub fn infix(self) -> Option<&'static str> {
        Some(match self {
            OpKind::Add => "+",
            OpKind::Sub => "-",
            OpKind::Mul => "*",
            OpKind::Div => "//",
            OpKind::Mod => "%",
            OpKind::Eq => "==",
            OpKind::Ne => "!=",
            OpKind::Lt => "<",
            OpKind::Le => "<=",
            OpKind::Gt => ">",
            OpKind::Ge => ">=",
            _ => return None,
        })
    }
}

/// Why an operation failed. The caller adds where (block and line) to make a runtime error.
#[derive(Clone, Debug, PartialEq)]
pub enum OpError {
    /// Operand `arg` (0 or 1) of `op` is of the wrong kind.
    Type {
        op: OpKind,
        arg: usize,
        expected: Kind,
        got: Value,
    },
    DivByZero {
        op: OpKind,
    },
    Index {
        index: Value,
        len: usize,
    },
}

impl fmt::Display for OpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpError::Type { op, expected, got, .. } => {
                write!(f, "type error: {} expects {}, got {}", op.name(), plural(*expected), got.describe())
            }
            OpError::DivByZero { op } => write!(f, "division by zero in {}", op.name()),
            OpError::Index { index, len } => {
                write!(f, "index {index} out of range for a list of length {len}")
            }
        }
    }
}

fn plural(kind: Kind) -> &'static str {
    match kind {
        Kind::Int => "integers",
        Kind::Sym => "symbols",
        Kind::List => "a list",
    }
}

fn int_operands(op: OpKind, a: &Value, b: &Value) -> Result<(BigInt, BigInt), OpError> {
    let x = a.to_big().ok_or_else(|| OpError::Type { op, arg: 0, expected: Kind::Int, got: a.clone() })?;
    let y = b.to_big().ok_or_else(|| OpError::Type { op, arg: 1, expected: Kind::Int, got: b.clone() })?;
    Ok((x, y))
}

fn bool_value(b: bool) -> Value {
    Value::Int(b as i64)
}

/// Applies a one-argument operation.
pub fn apply1(op: OpKind, a: &Value) -> Result<Value, OpError> {
    match op {
        OpKind::Same => Ok(a.clone()),
        OpKind::Len => match a {
            Value::List(l) => Ok(Value::Int(l.len() as i64)),
            _ => Err(OpError::Type { op, arg: 0, expected: Kind::List, got: a.clone() }),
        },
        _ => unreachable!("{} is not a one-argument operation", op.name()),
    }
}

/// Applies a two-argument operation. The `i64` cases are the fast path; everything else goes through
/// big integers and is normalized back.
pub fn apply2(op: OpKind, a: &Value, b: &Value) -> Result<Value, OpError> {
    if let (Value::Int(x), Value::Int(y)) = (a, b)
        && let Some(v) = apply2_i64(op, *x, *y)
    {
        return v;
    }
    apply2_slow(op, a, b)
}

/// The `i64` fast path: `None` when the result does not fit (or the operation is not on integers).
#[inline]
pub fn apply2_i64(op: OpKind, x: i64, y: i64) -> Option<Result<Value, OpError>> {
    let v = match op {
        OpKind::Add => Value::Int(x.checked_add(y)?),
        OpKind::Sub => Value::Int(x.checked_sub(y)?),
        OpKind::Mul => Value::Int(x.checked_mul(y)?),
        OpKind::Div if y == 0 => return Some(Err(OpError::DivByZero { op })),
        OpKind::Mod if y == 0 => return Some(Err(OpError::DivByZero { op })),
        OpKind::Div => Value::Int(x.checked_div(y).map(|_| Integer::div_floor(&x, &y))?),
        OpKind::Mod => Value::Int(x.checked_rem(y).map(|_| Integer::mod_floor(&x, &y))?),
        OpKind::Eq => bool_value(x == y),
        OpKind::Ne => bool_value(x != y),
        OpKind::Lt => bool_value(x < y),
        OpKind::Le => bool_value(x <= y),
        OpKind::Gt => bool_value(x > y),
        OpKind::Ge => bool_value(x >= y),
        _ => return None,
    };
    Some(Ok(v))
}

fn apply2_slow(op: OpKind, a: &Value, b: &Value) -> Result<Value, OpError> {
    match op {
        OpKind::Eq => Ok(bool_value(a.equals(b))),
        OpKind::Ne => Ok(bool_value(!a.equals(b))),
        OpKind::ReadList => readlist(a, b),
        OpKind::Add | OpKind::Sub | OpKind::Mul | OpKind::Div | OpKind::Mod => {
            let (x, y) = int_operands(op, a, b)?;
            let r = match op {
                OpKind::Add => x + y,
                OpKind::Sub => x - y,
                OpKind::Mul => x * y,
                _ if y.is_zero() => return Err(OpError::DivByZero { op }),
                OpKind::Div => x.div_floor(&y),
                _ => x.mod_floor(&y),
            };
            Ok(Value::from_big(r))
        }
        OpKind::Lt | OpKind::Le | OpKind::Gt | OpKind::Ge => {
            let (x, y) = int_operands(op, a, b)?;
            Ok(bool_value(match op {
                OpKind::Lt => x < y,
                OpKind::Le => x <= y,
                OpKind::Gt => x > y,
                _ => x >= y,
            }))
        }
        OpKind::Same | OpKind::Len => unreachable!("{} is not a two-argument operation", op.name()),
    }
}

/// `A[B]`: element B (0-based) of list A.
pub fn readlist(list: &Value, index: &Value) -> Result<Value, OpError> {
    let op = OpKind::ReadList;
    let l = match list {
        Value::List(l) => l,
        _ => return Err(OpError::Type { op, arg: 0, expected: Kind::List, got: list.clone() }),
    };
    match index {
        Value::Int(i) if *i >= 0 && (*i as u64) < l.len() as u64 => Ok(l.items[*i as usize].clone()),
        Value::Int(_) | Value::Big(_) => Err(OpError::Index { index: index.clone(), len: l.len() }),
        _ => Err(OpError::Type { op, arg: 1, expected: Kind::Int, got: index.clone() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(i: i64) -> Value {
        Value::Int(i)
    }

    #[test]
    fn overflow_promotes_to_big_and_back() {
        let big = apply2(OpKind::Add, &int(i64::MAX), &int(1)).unwrap();
        assert!(matches!(big, Value::Big(_)));
        assert_eq!(big.to_string(), "9223372036854775808");
        let back = apply2(OpKind::Sub, &big, &int(1)).unwrap();
        assert!(matches!(back, Value::Int(i64::MAX)));
        let sq = apply2(OpKind::Mul, &int(10_000_000_000), &int(10_000_000_000)).unwrap();
        assert_eq!(sq.to_string(), "100000000000000000000");
    }

    #[test]
    fn floor_division_and_modulo_follow_the_divisor_sign() {
        let cases = [(7, 2, 3, 1), (-7, 2, -4, 1), (7, -2, -4, -1), (-7, -2, 3, -1)];
        for (a, b, q, r) in cases {
            assert_eq!(apply2(OpKind::Div, &int(a), &int(b)).unwrap(), int(q), "{a} // {b}");
            assert_eq!(apply2(OpKind::Mod, &int(a), &int(b)).unwrap(), int(r), "{a} % {b}");
        }
        let min_div = apply2(OpKind::Div, &int(i64::MIN), &int(-1)).unwrap();
        assert_eq!(min_div.to_string(), "9223372036854775808");
        assert_eq!(apply2(OpKind::Mod, &int(i64::MIN), &int(-1)).unwrap(), int(0));
        assert_eq!(apply2(OpKind::Div, &int(1), &int(0)), Err(OpError::DivByZero { op: OpKind::Div }));
    }

    #[test]
    fn lists_print_prolog_style_and_compare_structurally() {
        let inner = Value::List(List::new(vec![int(2), int(3)]));
        let l = Value::List(List::new(vec![int(1), Value::sym("mov_a_r0"), inner]));
        assert_eq!(l.to_string(), "[1,mov_a_r0,[2,3]]");
        let l2 =
            Value::List(List::new(vec![int(1), Value::sym("mov_a_r0"), Value::List(List::new(vec![int(2), int(3)]))]));
        assert!(l.equals(&l2));
        assert_eq!(apply2(OpKind::Eq, &l, &l2).unwrap(), int(1));
        assert_eq!(apply2(OpKind::Eq, &int(1), &Value::sym("a")).unwrap(), int(0));
    }

    #[test]
    fn readlist_errors() {
        let l = Value::List(List::new(vec![int(5)]));
        assert_eq!(readlist(&l, &int(0)).unwrap(), int(5));
        assert_eq!(readlist(&l, &int(1)).unwrap_err().to_string(), "index 1 out of range for a list of length 1");
        assert_eq!(readlist(&l, &int(-1)).unwrap_err().to_string(), "index -1 out of range for a list of length 1");
        assert_eq!(
            readlist(&int(3), &int(0)).unwrap_err().to_string(),
            "type error: readlist expects a list, got the integer 3"
        );
    }
}
