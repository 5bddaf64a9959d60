//! FGL values: integers (an `i64` fast path promoted to big integers on overflow), interned symbols and
//! immutable shared lists, with the operations every execution mode shares.
//!
//! What the operations of the language do with values is defined once, in the operation table
//! (`ops.rs`); every execution mode computes through it.

use num_bigint::BigInt;
use num_traits::ToPrimitive;
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

/// Kind codes of the machine-code view of values (lists' elements, the exit state of compiled
/// traces): what the element is, so generated code can check it with one compare.
pub const MC_OTHER: u8 = 0;
pub const MC_INT: u8 = 1;
pub const MC_SYM: u8 = 2;
pub const MC_LIST: u8 = 3;

/// An immutable list. Lists are only ever built from constants and command-line inputs, never by the
/// program, so they are shared by reference everywhere.
///
/// Besides the values, a list keeps a machine-code view, built once (lists never change): parallel arrays
/// of kind codes and 64-bit words (a small integer, a symbol id, or the address of a list element), and a
/// fixed `#[repr(C)]` header with their addresses, which compiled traces read for `readlist` and `len`.
#[repr(C)]
pub struct List {
    mc_len: usize,
    mc_kinds: *const u8,
    mc_words: *const i64,
    kinds: Box<[u8]>,
    words: Box<[i64]>,
    items: Vec<Value>,
}

impl fmt::Debug for List {
    // The items only: the machine-code view holds addresses, which differ from run to run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.items).finish()
    }
}

/// Offsets of the machine-code header of `List`.
pub const LIST_LEN_OFFSET: i32 = std::mem::offset_of!(List, mc_len) as i32;
pub const LIST_KINDS_OFFSET: i32 = std::mem::offset_of!(List, mc_kinds) as i32;
pub const LIST_WORDS_OFFSET: i32 = std::mem::offset_of!(List, mc_words) as i32;

impl List {
    pub fn new(items: Vec<Value>) -> Rc<List> {
        let (kinds, words): (Vec<u8>, Vec<i64>) = items.iter().map(Value::machine_word).unzip();
        let kinds = kinds.into_boxed_slice();
        let words = words.into_boxed_slice();
        Rc::new(List { mc_len: items.len(), mc_kinds: kinds.as_ptr(), mc_words: words.as_ptr(), kinds, words, items })
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

    /// The machine-code view of a value: its kind code and 64-bit word (big integers have none).
    pub fn machine_word(&self) -> (u8, i64) {
        match self {
            Value::Int(i) => (MC_INT, *i),
            Value::Sym(s) => (MC_SYM, s.0 as i64),
            Value::List(l) => (MC_LIST, Rc::as_ptr(l) as i64),
            Value::Big(_) => (MC_OTHER, 0),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn int(i: i64) -> Value {
        Value::Int(i)
    }

    #[test]
    fn lists_print_prolog_style_and_compare_structurally() {
        let inner = Value::List(List::new(vec![int(2), int(3)]));
        let l = Value::List(List::new(vec![int(1), Value::sym("mov_a_r0"), inner]));
        assert_eq!(l.to_string(), "[1,mov_a_r0,[2,3]]");
        let l2 =
            Value::List(List::new(vec![int(1), Value::sym("mov_a_r0"), Value::List(List::new(vec![int(2), int(3)]))]));
        assert!(l.equals(&l2));
        assert!(!int(1).equals(&Value::sym("a")));
    }
}
