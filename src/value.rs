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
/// The elements are stored by strategy (PyPy's list strategies), so that machine code can read and
/// update them in place: every element has a 64-bit word (a small integer, a symbol id, or the address
/// of a list element); a list of small integers has nothing else (its words are its elements); a list
/// that holds a symbol also has a kind code per element; a list that holds a big integer or a list also
/// keeps every element as a `Value` (which owns the inner lists and holds the big integers). A list only
/// moves up these strategies, never down. A fixed `#[repr(C)]` header gives machine code the length,
/// the arrays' addresses (the kinds' address is null for a list of integers) and the room the words
/// have; every change of the arrays updates it (`sync`). The length is the header's own: a list of
/// integers that grows keeps spare room at the end of its words, so machine code can append to it
/// (and drop its end) by writing a word and the length.
#[repr(C)]
pub struct List {
    /// The length.
    mc_len: usize,
    mc_kinds: *mut u8,
    mc_words: *mut i64,
    /// The words' room (`words.len()`): elements `mc_len..mc_room` are free.
    mc_room: usize,
    /// Each element's word, then the free room.
    words: Vec<i64>,
    /// Each element's kind code; empty when every element is a small integer.
    kinds: Vec<u8>,
    /// Each element; empty when no element is a big integer or a list (its words say it all).
    items: Vec<Value>,
}

impl fmt::Debug for List {
    // The elements only: the machine-code view holds addresses, which differ from run to run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Clone for List {
    fn clone(&self) -> List {
        List::from_parts(self.words[..self.mc_len].to_vec(), self.kinds.clone(), self.items.clone())
    }
}

/// The memory for a list could not be had: an error of the program's (FGL.md: a runtime error), never
/// an abort of the process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfMemory;

/// A copy of `s`, or `OutOfMemory`.
fn try_copy<T: Clone>(s: &[T]) -> Result<Vec<T>, OutOfMemory> {
    let mut v = Vec::new();
    v.try_reserve_exact(s.len()).map_err(|_| OutOfMemory)?;
    v.extend_from_slice(s);
    Ok(v)
}

/// Offsets of the machine-code header of `List`.
pub const LIST_LEN_OFFSET: i32 = std::mem::offset_of!(List, mc_len) as i32;
pub const LIST_KINDS_OFFSET: i32 = std::mem::offset_of!(List, mc_kinds) as i32;
pub const LIST_WORDS_OFFSET: i32 = std::mem::offset_of!(List, mc_words) as i32;
pub const LIST_ROOM_OFFSET: i32 = std::mem::offset_of!(List, mc_room) as i32;

/// The longest list `make_list` makes (FGL.md: at least 2^28 elements).
pub const MAX_LIST_LEN: usize = 1 << 28;

/// Whether a value needs the `items` strategy (it has no word of its own, or owns a reference).
fn is_boxed(v: &Value) -> bool {
    matches!(v, Value::Big(_) | Value::List(_))
}

impl List {
    pub fn new(items: Vec<Value>) -> Rc<List> {
        Rc::new(List::from_items(items))
    }

    pub fn from_items(items: Vec<Value>) -> List {
        let words = items.iter().map(|v| v.machine_word().1).collect();
        let kinds = if items.iter().all(|v| matches!(v, Value::Int(_))) {
            Vec::new()
        } else {
            items.iter().map(|v| v.machine_word().0).collect()
        };
        let items = if items.iter().any(is_boxed) { items } else { Vec::new() };
        List::from_parts(words, kinds, items)
    }

    fn from_parts(words: Vec<i64>, kinds: Vec<u8>, items: Vec<Value>) -> List {
        let mut l = List {
            mc_len: words.len(),
            mc_kinds: std::ptr::null_mut(),
            mc_words: std::ptr::null_mut(),
            mc_room: 0,
            words,
            kinds,
            items,
        };
        l.sync();
        l
    }

    /// `n` copies of `v`, or `None` when the memory for them cannot be had (an error for the program,
    /// not an abort).
    pub fn repeat(n: usize, v: &Value) -> Option<List> {
        let (k, w) = v.machine_word();
        let (mut words, mut kinds, mut items) = (Vec::new(), Vec::new(), Vec::new());
        words.try_reserve_exact(n).ok()?;
        words.resize(n, w);
        if k != MC_INT {
            kinds.try_reserve_exact(n).ok()?;
            kinds.resize(n, k);
        }
        if is_boxed(v) {
            items.try_reserve_exact(n).ok()?;
            items.resize(n, v.clone());
        }
        Some(List::from_parts(words, kinds, items))
    }

    /// Points the machine-code header at the arrays as they are now.
    fn sync(&mut self) {
        self.mc_kinds = if self.kinds.is_empty() { std::ptr::null_mut() } else { self.kinds.as_mut_ptr() };
        self.mc_words = self.words.as_mut_ptr();
        self.mc_room = self.words.len();
    }

    pub fn len(&self) -> usize {
        self.mc_len
    }

    /// The bytes the list takes on the heap, its own (not those of the lists it holds).
    pub fn heap_bytes(&self) -> usize {
        std::mem::size_of::<List>()
            + self.words.capacity() * std::mem::size_of::<i64>()
            + self.kinds.capacity()
            + self.items.capacity() * std::mem::size_of::<Value>()
    }

    pub fn is_empty(&self) -> bool {
        self.mc_len == 0
    }

    /// Whether the list is stored as plain words: every element a small integer, no kind codes (what
    /// machine code checks as a null kinds address). Only updates that store something else change it.
    pub fn is_words(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The elements as their words, when the list is plain words (`is_words`).
    pub fn as_words(&self) -> Option<&[i64]> {
        self.is_words().then(|| &self.words[..self.mc_len])
    }

    /// Element `i`, or `None` past the end.
    pub fn get(&self, i: usize) -> Option<Value> {
        if i >= self.mc_len {
            return None;
        }
        if !self.items.is_empty() {
            return self.items.get(i).cloned();
        }
        let w = self.words[i];
        Some(match self.kinds.get(i) {
            Some(&MC_SYM) => Value::Sym(Symbol(w as u32)),
            _ => Value::Int(w),
        })
    }

    /// The elements, in order.
    pub fn iter(&self) -> impl Iterator<Item = Value> + '_ {
        (0..self.len()).map(|i| self.get(i).expect("in range"))
    }

    /// A copy of the list, or `OutOfMemory`.
    pub fn try_clone(&self) -> Result<List, OutOfMemory> {
        Ok(List::from_parts(try_copy(&self.words[..self.mc_len])?, try_copy(&self.kinds)?, try_copy(&self.items)?))
    }

    /// Moves up to the strategy that can hold `v` (and points the header at the new arrays).
    fn make_room_for(&mut self, v: &Value) -> Result<(), OutOfMemory> {
        if !matches!(v, Value::Int(_)) && self.kinds.is_empty() && !self.is_empty() {
            let mut kinds = Vec::new();
            kinds.try_reserve_exact(self.mc_len).map_err(|_| OutOfMemory)?;
            kinds.resize(self.mc_len, MC_INT);
            self.kinds = kinds;
            self.sync();
        }
        if is_boxed(v) && self.items.is_empty() && !self.is_empty() {
            let mut items = Vec::new();
            items.try_reserve_exact(self.mc_len).map_err(|_| OutOfMemory)?;
            items.extend(self.iter());
            self.items = items;
        }
        Ok(())
    }

    /// Replaces element `i` (in range).
    pub fn set(&mut self, i: usize, v: Value) -> Result<(), OutOfMemory> {
        self.make_room_for(&v)?;
        let (k, w) = v.machine_word();
        self.words[i] = w;
        if !self.kinds.is_empty() {
            self.kinds[i] = k;
        }
        if !self.items.is_empty() {
            self.items[i] = v;
        }
        Ok(())
    }

    pub fn push(&mut self, v: Value) -> Result<(), OutOfMemory> {
        self.make_room_for(&v)?;
        let (k, w) = v.machine_word();
        // An empty list has no kinds or items yet: the strategy is the one `v` needs.
        let first = self.is_empty();
        if self.mc_len < self.words.len() {
            self.words[self.mc_len] = w;
        } else {
            // Growing: all the room the vector has is made free room, for appends in machine code.
            self.words.try_reserve(1).map_err(|_| OutOfMemory)?;
            self.words.push(w);
            self.words.resize(self.words.capacity(), 0);
        }
        self.mc_len += 1;
        if !self.kinds.is_empty() || (first && k != MC_INT) {
            self.kinds.try_reserve(1).map_err(|_| OutOfMemory)?;
            self.kinds.push(k);
        }
        if !self.items.is_empty() || (first && is_boxed(&v)) {
            self.items.try_reserve(1).map_err(|_| OutOfMemory)?;
            self.items.push(v);
        }
        self.sync();
        Ok(())
    }

    /// Keeps elements `i..j` (in range, `i <= j`).
    pub fn keep(&mut self, i: usize, j: usize) {
        fn cut<T>(v: &mut Vec<T>, i: usize, j: usize) {
            if !v.is_empty() {
                v.truncate(j);
                v.drain(..i);
            }
        }
        // A prefix keeps the words' room; the kinds and values are exactly as long as the list.
        if i > 0 {
            cut(&mut self.words, i, j);
        }
        cut(&mut self.kinds, i, j);
        cut(&mut self.items, i, j);
        self.mc_len = j - i;
        self.sync();
    }

    /// A new list of elements `i..j` (in range, `i <= j`).
    pub fn sublist(&self, i: usize, j: usize) -> Result<List, OutOfMemory> {
        let part = |n: usize| if n == 0 { 0..0 } else { i..j };
        Ok(List::from_parts(
            try_copy(&self.words[i..j])?,
            try_copy(&self.kinds[part(self.kinds.len())])?,
            try_copy(&self.items[part(self.items.len())])?,
        ))
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
                Rc::ptr_eq(a, b) || (a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.equals(&y)))
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
                for (i, item) in l.iter().enumerate() {
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

    #[test]
    fn lists_move_up_their_strategies_and_keep_their_elements() {
        let mut l = List::from_items(vec![int(1), int(2), int(3)]);
        assert!(l.kinds.is_empty() && l.items.is_empty() && l.mc_kinds.is_null(), "integers only: words");
        l.set(1, Value::sym("a")).unwrap();
        assert_eq!((l.kinds.len(), l.items.len()), (3, 0), "a symbol: kind codes");
        assert_eq!(l.mc_kinds as *const u8, l.kinds.as_ptr());
        l.push(Value::List(List::new(vec![int(7)]))).unwrap();
        assert_eq!((l.kinds.len(), l.items.len()), (4, 4), "a list: values");
        l.set(3, int(4)).unwrap();
        assert_eq!(Value::List(Rc::new(l.clone())).to_string(), "[1,a,3,4]");
        l.keep(1, 3);
        assert_eq!(l.iter().collect::<Vec<_>>(), vec![Value::sym("a"), int(3)]);
        assert_eq!((l.mc_len, l.get(2)), (2, None));
        let big = Value::from_big(BigInt::from(i64::MAX) + 1);
        let mut e = List::from_items(Vec::new());
        e.push(big.clone()).unwrap();
        assert_eq!((e.kinds.len(), e.items.len(), e.get(0)), (1, 1, Some(big)));
        let ints = List::from_items(vec![int(5), int(6), int(7)]);
        assert_eq!(ints.sublist(1, 3).unwrap().iter().collect::<Vec<_>>(), vec![int(6), int(7)]);
        // Equal elements are equal lists, whatever their strategies.
        let mut moved_up = List::from_items(vec![Value::sym("x"), int(6)]);
        moved_up.set(0, int(5)).unwrap();
        assert!(Value::List(Rc::new(moved_up)).equals(&Value::List(Rc::new(List::from_items(vec![int(5), int(6)])))));
    }
}
