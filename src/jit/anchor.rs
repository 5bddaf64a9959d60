//! Anchors: where the JIT counts loops and starts traces.
//!
//! An anchor is a label together with the values of its *green* variables: the variables the label
//! promotes before doing anything else. For a bytecode interpreter written in FGL, whose dispatch label
//! promotes `bytecode` and `pc`, the anchors are the positions of the *interpreted* program, so a loop of
//! the interpreted program is what gets counted and traced (meta-tracing), without any hint in the
//! source. What is decided about an anchor (when it is hot, when it is given up) is `policy.rs`'s.

use crate::interp::Env;
use crate::lang::{BlockId, Program, Terminator, VarId};
use crate::value::Value;
use std::hash::{Hash, Hasher};
use std::rc::{Rc, Weak};

/// A green value as a hash key: lists by identity (a trace's `guard_value` on a list compares identity).
///
/// A list is held weakly: a key never keeps a list alive, nor makes the program copy a list it updates
/// (`Rc::get_mut` refuses while a weak reference exists, so an update moves the list to a new
/// allocation in O(1) instead of changing it in place). The weak reference keeps the allocation itself,
/// so its address cannot be reused by another list while a key names it: identity stays exact, and a
/// list whose identity a key names has the contents it had then.
#[derive(Clone, Debug)]
pub enum GreenVal {
    Unset,
    Int(i64),
    Big(Rc<num_bigint::BigInt>),
    Sym(u32),
    List(WeakList),
}

/// A list held weakly (`GreenVal::List`), with what the counter tables and the logs need of it.
#[derive(Clone, Debug)]
pub struct WeakList {
    list: Weak<crate::value::List>,
    len: usize,
    /// `fingerprint` of the list.
    fingerprint: u64,
}

impl WeakList {
    pub fn of(l: &Rc<crate::value::List>) -> WeakList {
        WeakList { list: Rc::downgrade(l), len: l.len(), fingerprint: fingerprint(l) }
    }

    /// The list, while something else keeps it alive.
    pub fn get(&self) -> Option<Rc<crate::value::List>> {
        self.list.upgrade()
    }

    /// Whether `l` is this very list.
    pub fn is(&self, l: &Rc<crate::value::List>) -> bool {
        std::ptr::eq(self.list.as_ptr(), Rc::as_ptr(l))
    }
}

impl GreenVal {
    pub fn of(v: &Option<Value>) -> GreenVal {
        match v {
            None => GreenVal::Unset,
            Some(Value::Int(i)) => GreenVal::Int(*i),
            Some(Value::Big(b)) => GreenVal::Big(b.clone()),
            Some(Value::Sym(s)) => GreenVal::Sym(s.0),
            Some(Value::List(l)) => GreenVal::List(WeakList::of(l)),
        }
    }

    /// The value itself, if it is still there (a list the program dropped is gone).
    pub fn value(&self) -> Option<Value> {
        match self {
            GreenVal::Unset => None,
            GreenVal::Int(i) => Some(Value::Int(*i)),
            GreenVal::Big(b) => Some(Value::Big(b.clone())),
            GreenVal::Sym(s) => Some(Value::Sym(crate::value::Symbol(*s))),
            GreenVal::List(l) => l.get().map(Value::List),
        }
    }

    /// The value as the logs and `--stats json` show it: long lists abbreviated.
    pub fn text(&self) -> String {
        match self {
            GreenVal::Unset => "<unset>".into(),
            GreenVal::Int(i) => i.to_string(),
            GreenVal::Big(b) => b.to_string(),
            GreenVal::Sym(s) => crate::lang::print::fmt_value_short(&Value::Sym(crate::value::Symbol(*s))),
            GreenVal::List(l) => match l.get() {
                Some(l) => crate::lang::print::fmt_value_short(&Value::List(l)),
                None => format!("<list of {}, since changed>", l.len),
            },
        }
    }
}

impl PartialEq for GreenVal {
    fn eq(&self, other: &GreenVal) -> bool {
        match (self, other) {
            (GreenVal::Unset, GreenVal::Unset) => true,
            (GreenVal::Int(a), GreenVal::Int(b)) => a == b,
            (GreenVal::Big(a), GreenVal::Big(b)) => a == b,
            (GreenVal::Sym(a), GreenVal::Sym(b)) => a == b,
            (GreenVal::List(a), GreenVal::List(b)) => Weak::ptr_eq(&a.list, &b.list),
            _ => false,
        }
    }
}

impl Eq for GreenVal {}

impl std::hash::Hash for GreenVal {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            GreenVal::Unset => {}
            GreenVal::Int(i) => i.hash(h),
            GreenVal::Big(b) => b.hash(h),
            GreenVal::Sym(s) => s.hash(h),
            GreenVal::List(l) => l.list.as_ptr().hash(h),
        }
    }
}

/// (label, green values).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AnchorKey {
    pub block: BlockId,
    pub greens: Vec<GreenVal>,
}

impl AnchorKey {
    /// The last integer among its greens, as `Greens::last_int` finds it in an environment.
    pub fn last_int(&self) -> Option<i64> {
        self.greens.iter().rev().find_map(|g| match g {
            GreenVal::Int(i) => Some(*i),
            _ => None,
        })
    }

    /// The hash `Greens::hash` gives for this anchor.
    pub fn hash64(&self) -> u64 {
        let mut h = rustc_hash::FxHasher::default();
        self.block.hash(&mut h);
        for g in &self.greens {
            match g {
                GreenVal::Unset => 0u8.hash(&mut h),
                GreenVal::Int(i) => (1u8, i).hash(&mut h),
                GreenVal::Big(b) => (2u8, b).hash(&mut h),
                GreenVal::Sym(s) => (3u8, s).hash(&mut h),
                GreenVal::List(l) => (4u8, l.fingerprint).hash(&mut h),
            }
        }
        finish(h)
    }
}

/// A guard's exit, for counting failures and finding bridges: the guard's snapshot and, for a
/// `guard_value`, the value it saw (PyPy counts `guard_value` failures per value, so one promote with
/// many values sets off no cascade).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ExitKey {
    pub snap: crate::jit::ir::SnapId,
    pub value: Option<GreenVal>,
}

/// A list for the counter tables: by its length and first elements, not its address, so which anchors
/// share a bucket (and so when each gets hot) is the same from run to run. Anchors themselves still
/// compare lists by identity.
fn fingerprint(l: &crate::value::List) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    l.len().hash(&mut h);
    // Every back-edge of a meta-traced interpreter fingerprints the program it promotes: a list of
    // plain words hashes them as they are, as the loop below would hash each as an integer.
    if let Some(words) = l.as_words() {
        words.iter().take(4).for_each(|w| w.hash(&mut h));
        return h.finish();
    }
    for v in l.iter().take(4) {
        match v {
            Value::Int(i) => i.hash(&mut h),
            Value::Big(b) => b.hash(&mut h),
            Value::Sym(s) => s.0.hash(&mut h),
            Value::List(inner) => inner.len().hash(&mut h),
        }
    }
    h.finish()
}

/// Fx's low bits are weak for small integers: the high half is folded in.
fn finish(h: rustc_hash::FxHasher) -> u64 {
    let x = h.finish();
    x ^ (x >> 29) ^ (x >> 47)
}

/// The green variables of every label.
pub struct Greens {
    vars: Vec<Vec<VarId>>,
    /// For each label, the block whose `promote` makes each of its greens one.
    sites: Vec<Vec<BlockId>>,
    /// By block: its `promote` no longer makes a green nor a `guard_value` (`demote`).
    demoted: Vec<bool>,
}

impl Greens {
    /// A label's greens are the variables of the chain of `promote`s it starts with: blocks with no
    /// operations whose terminator is `promote(v, next)` or `goto next`, then `next`, and so on. A
    /// dispatch label that does `goto d1` where `d1` promotes the pc has the pc as its green.
    pub fn compute(program: &Program) -> Greens {
        let mut greens = Greens { vars: Vec::new(), sites: Vec::new(), demoted: vec![false; program.blocks.len()] };
        greens.chains(program);
        greens
    }

    /// Follows every label's chain of promotes, leaving out demoted ones.
    fn chains(&mut self, program: &Program) {
        (self.vars, self.sites) = (0..program.blocks.len() as BlockId)
            .map(|start| {
                let (mut vars, mut sites) = (Vec::new(), Vec::new());
                let mut b = start;
                let mut seen = vec![start];
                loop {
                    let block = program.block(b);
                    let to = match block.term {
                        Terminator::Promote { var, to } if block.ops.is_empty() => {
                            if !vars.contains(&var) && !self.demoted[b as usize] {
                                vars.push(var);
                                sites.push(b);
                            }
                            to
                        }
                        Terminator::Goto(to) if block.ops.is_empty() => to,
                        _ => break,
                    };
                    if seen.contains(&to) {
                        break;
                    }
                    seen.push(to);
                    b = to;
                }
                (vars, sites)
            })
            .unzip();
    }

    /// Green `index` of label `block` stops being one, there and at every label whose chain goes through
    /// the same `promote`; that `promote` is recorded as a plain jump from now on (`is_demoted`). For a
    /// promoted value the program keeps changing (a list it updates), so that its loop is traced with
    /// the value as an ordinary input.
    pub fn demote(&mut self, program: &Program, block: BlockId, index: usize) {
        let site = self.sites[block as usize][index];
        self.demoted[site as usize] = true;
        self.chains(program);
    }

    /// Whether the `promote` ending `block` was demoted.
    pub fn is_demoted(&self, block: BlockId) -> bool {
        self.demoted[block as usize]
    }

    pub fn of(&self, block: BlockId) -> &[VarId] {
        &self.vars[block as usize]
    }

    /// The green values of `block` in `env`.
    pub fn values(&self, block: BlockId, env: &Env) -> Vec<GreenVal> {
        self.vars[block as usize].iter().map(|&v| GreenVal::of(&env[v as usize])).collect()
    }

    /// Whether `block`'s green values in `env` are `values` (as `values(block, env) == values`, without
    /// building them).
    pub fn are(&self, block: BlockId, env: &Env, values: &[GreenVal]) -> bool {
        let vars = &self.vars[block as usize];
        vars.len() == values.len()
            && vars.iter().zip(values).all(|(&v, g)| match (&env[v as usize], g) {
                (None, GreenVal::Unset) => true,
                (Some(Value::Int(a)), GreenVal::Int(b)) => a == b,
                (Some(Value::Big(a)), GreenVal::Big(b)) => a == b,
                (Some(Value::Sym(a)), GreenVal::Sym(b)) => a.0 == *b,
                (Some(Value::List(a)), GreenVal::List(b)) => b.is(a),
                _ => false,
            })
    }

    pub fn key(&self, block: BlockId, env: &Env) -> AnchorKey {
        AnchorKey { block, greens: self.values(block, env) }
    }

    /// The value of `block`'s last integer green in `env` (an interpreter's pc), if it has one.
    pub fn last_int(&self, block: BlockId, env: &Env) -> Option<i64> {
        self.vars[block as usize].iter().rev().find_map(|&v| match &env[v as usize] {
            Some(Value::Int(i)) => Some(*i),
            _ => None,
        })
    }

    /// A hash of `block` and its green values in `env`, computed without building a key; the same as
    /// `AnchorKey::hash64` of its key.
    pub fn hash(&self, block: BlockId, env: &Env) -> u64 {
        let mut h = rustc_hash::FxHasher::default();
        block.hash(&mut h);
        for &v in &self.vars[block as usize] {
            match &env[v as usize] {
                None => 0u8.hash(&mut h),
                Some(Value::Int(i)) => (1u8, i).hash(&mut h),
                Some(Value::Big(b)) => (2u8, b).hash(&mut h),
                Some(Value::Sym(s)) => (3u8, s.0).hash(&mut h),
                Some(Value::List(l)) => (4u8, fingerprint(l)).hash(&mut h),
            }
        }
        finish(h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::List;

    /// The fingerprint hashes a list's length and its first four elements, each integer as an `i64`,
    /// whichever way the list stores them.
    #[test]
    fn a_list_of_words_fingerprints_as_its_integers() {
        let expected = |ints: &[i64]| {
            let mut h = rustc_hash::FxHasher::default();
            ints.len().hash(&mut h);
            ints.iter().take(4).for_each(|i| i.hash(&mut h));
            h.finish()
        };
        for ints in [&[][..], &[7], &[1, -2, 3, 4, 5, 6]] {
            let l = List::new(ints.iter().map(|&i| Value::Int(i)).collect());
            assert!(l.as_words().is_some());
            assert_eq!(fingerprint(&l), expected(ints));
        }
        // A list with a symbol in it is not words; its integers still hash as integers.
        let mixed = List::new(vec![Value::Int(1), Value::sym("s")]);
        assert!(mixed.as_words().is_none());
        let mut h = rustc_hash::FxHasher::default();
        2usize.hash(&mut h);
        1i64.hash(&mut h);
        let Value::Sym(s) = Value::sym("s") else { unreachable!() };
        s.0.hash(&mut h);
        assert_eq!(fingerprint(&mixed), h.finish());
    }
}
