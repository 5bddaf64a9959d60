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

/// A list. Values are immutable as the program sees them: a list is changed in place only by its one
/// holder (`Rc::get_mut`, or `Rc::make_mut`, which copies a shared list first), so no other variable, list
/// or trace that holds it ever sees it change. Holding an `Rc` to a list is therefore enough to know its
/// contents for good (traces fold reads of the lists they hold as constants).
///
/// Besides the values, a list keeps a machine-code view: parallel arrays of kind codes and 64-bit words
/// (a small integer, a symbol id, or the address of a list element), and a fixed `#[repr(C)]` header with
/// their addresses and the length, which compiled traces read for `readlist` and `len`. Every change
/// updates the view with the values (`sync`).
#[repr(C)]
pub struct List {
    mc_len: usize,
    mc_kinds: *const u8,
    mc_words: *const i64,
    kinds: Vec<u8>,
    words: Vec<i64>,
    items: Vec<Value>,
}

impl fmt::Debug for List {
    // The items only: the machine-code view holds addresses, which differ from run to run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.items).finish()
    }
}

impl Clone for List {
    fn clone(&self) -> List {
        List::from_parts(self.kinds.clone(), self.words.clone(), self.items.clone())
    }
}

/// Offsets of the machine-code header of `List`.
pub const LIST_LEN_OFFSET: i32 = std::mem::offset_of!(List, mc_len) as i32;
pub const LIST_KINDS_OFFSET: i32 = std::mem::offset_of!(List, mc_kinds) as i32;
pub const LIST_WORDS_OFFSET: i32 = std::mem::offset_of!(List, mc_words) as i32;

/// The longest list `make_list` makes (FGL.md: at least 2^28 elements).
pub const MAX_LIST_LEN: usize = 1 << 28;

impl List {
    pub fn new(items: Vec<Value>) -> Rc<List> {
        Rc::new(List::from_items(items))
    }

    pub fn from_items(items: Vec<Value>) -> List {
        let (kinds, words): (Vec<u8>, Vec<i64>) = items.iter().map(Value::machine_word).unzip();
        List::from_parts(kinds, words, items)
    }

    fn from_parts(kinds: Vec<u8>, words: Vec<i64>, items: Vec<Value>) -> List {
        let mut l = List { mc_len: 0, mc_kinds: std::ptr::null(), mc_words: std::ptr::null(), kinds, words, items };
        l.sync();
        l
    }

    /// `n` copies of `v`, or `None` when the memory for them cannot be had (an error for the program,
    /// not an abort).
    pub fn repeat(n: usize, v: &Value) -> Option<List> {
        let (k, w) = v.machine_word();
        let (mut kinds, mut words, mut items) = (Vec::new(), Vec::new(), Vec::new());
        kinds.try_reserve_exact(n).ok()?;
        words.try_reserve_exact(n).ok()?;
        items.try_reserve_exact(n).ok()?;
        kinds.resize(n, k);
        words.resize(n, w);
        items.resize(n, v.clone());
        Some(List::from_parts(kinds, words, items))
    }

    /// Points the machine-code header at the arrays as they are now.
    fn sync(&mut self) {
        self.mc_len = self.items.len();
        self.mc_kinds = self.kinds.as_ptr();
        self.mc_words = self.words.as_ptr();
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

    /// Replaces element `i` (in range).
    pub fn set(&mut self, i: usize, v: Value) {
        let (k, w) = v.machine_word();
        self.kinds[i] = k;
        self.words[i] = w;
        self.items[i] = v;
    }

    pub fn push(&mut self, v: Value) {
        let (k, w) = v.machine_word();
        self.kinds.push(k);
        self.words.push(w);
        self.items.push(v);
        self.sync();
    }

    /// Keeps elements `i..j` (in range, `i <= j`).
    pub fn keep(&mut self, i: usize, j: usize) {
        self.kinds.truncate(j);
        self.words.truncate(j);
        self.items.truncate(j);
        if i > 0 {
            self.kinds.drain(..i);
            self.words.drain(..i);
            self.items.drain(..i);
        }
        self.sync();
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
