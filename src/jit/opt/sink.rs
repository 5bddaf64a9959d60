//! Allocation removal (PyPy's virtuals, LuaJIT's allocation sinking): a small list the trace makes
//! and that does not escape is never allocated.
//!
//! ## Terminology
//! - A *virtual* list is one whose every element the trace knows as a value (a ref) and whose length is
//!   a constant: a constant list of at most `MAX_ELEMENTS` elements, or one made from a virtual by `set`
//!   at a constant index in range, `append`, `slice` at constant bounds, or `make_list` of a constant
//!   length. `p = [i, acc]` is recorded as `set [0, 0], 0, i` then `set _, 1, acc owned`: a virtual.
//! - A virtual stays in the IR as the instruction that made it, *sunk* (`Access::sunk`, printed
//!   `sunk`, as LuaJIT marks its sunk allocations): a `set_nb` (a `set` proven in range) or an
//!   `append` on a constant list or on another sunk instruction. No code runs it. Its uses are gone:
//!   a `readlist` at a constant index is the element stored there, `len` the constant length, and a
//!   further `set`/`append`/`slice` another virtual.
//! - Snapshots keep naming the virtual: leaving through one builds the list then, from the constant it
//!   starts from and the sunk instructions' elements (`Trace::virtual_list`; `exec.rs` and the exit
//!   stubs of `x64/exits.rs` with `glue::materialize`), a fresh list owned by the sunk instruction's home.
//! - A virtual *escapes* where the trace needs it as a real list: any other operand use (`print`, `eq`,
//!   `guard_value`, a `readlist` at an index not known, an element stored into a real list, the helper
//!   call of any operation), a phi's first value, or a value `jump` moves into a phi. There it is
//!   *forced*: the allocation is emitted right before that use, as the constant list with the known
//!   constant elements, then one `set_nb` per other element (owned: in place), and every later use
//!   takes that list. Forcing keeps semantics exact: the list has the same elements, made at the last
//!   moment it can be.
//!
//! Sunk instructions read constants, real values and other sunk lists (a virtual stored into a virtual
//! stays virtual), so building one at an exit needs nothing but the values the snapshot keeps alive;
//! a virtual stored in one that is forced is forced first.

use super::Rewriter;
use crate::jit::ir::{Access, Inst, Opcode, Payload, Ref, Trace, Ty};
use crate::value::{List, Value};
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;

/// The longest list kept virtual (beyond it, copying elements at each exit costs more than it saves).
pub const MAX_ELEMENTS: usize = 16;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    // Most traces make no small list: nothing to rewrite (the pass runs a few times on every trace).
    if !trace.ops.iter().any(|i| may_start_virtual(trace, i)) {
        return Cow::Borrowed(trace);
    }
    let mut s = Sink { rw: Rewriter::new(trace), elements: HashMap::default(), forced: HashMap::default() };
    let loop_at = trace.loop_index();
    for (i, old) in trace.ops.iter().enumerate() {
        // A phi's first value escapes: forced before the phi group (or `loop`, for moves only).
        if Some(i) == first_phi_or_loop(trace, loop_at) {
            for k in i..loop_at.unwrap_or(i) {
                let a = s.rw.map(trace.ops[k].args[0]);
                if trace.ops[k].op == Opcode::Phi {
                    s.force(a);
                }
            }
        }
        if old.op == Opcode::Loop {
            // The body builds its own lists: one the preamble forced may be updated in place there.
            s.forced.clear();
        }
        if old.op == Opcode::Jump {
            // The values `jump` moves into the phis escape.
            for &(_, v) in &trace.phis {
                if v.is_op() {
                    let forced = s.force(s.rw.map(v));
                    s.rw.set(v.index(), forced);
                }
            }
        }
        if !s.virtualize(i) {
            s.keep(i);
        }
    }
    s.rw.finish()
}

/// Whether `inst` may make a virtual list (from a small constant list or a short `make_list`), or is
/// a sunk instruction already.
fn may_start_virtual(trace: &Trace, inst: &Inst) -> bool {
    let small = |r: Ref| trace.const_value(r).and_then(|v| v.as_list()).is_some_and(|l| l.len() <= MAX_ELEMENTS);
    inst.is_sunk()
        || match inst.op {
            Opcode::Set | Opcode::SetNb | Opcode::Append => small(inst.args[0]),
            Opcode::MakeList => {
                matches!(trace.const_value(inst.args[0]), Some(Value::Int(n)) if (0..=MAX_ELEMENTS as i64).contains(n))
            }
            _ => false,
        }
}

/// Where the group of phis before `loop` starts (at `loop` when there is none).
fn first_phi_or_loop(trace: &Trace, loop_at: Option<usize>) -> Option<usize> {
    let at = loop_at?;
    let mut k = at;
    while k > 0 && trace.ops[k - 1].op == Opcode::Phi {
        k -= 1;
    }
    Some(k)
}

struct Sink<'t> {
    rw: Rewriter<'t>,
    /// The elements of each virtual list (by its ref in the new trace): constants or real values.
    elements: HashMap<Ref, Vec<Ref>>,
    /// Virtual lists already forced, and the real list each is from then on.
    forced: HashMap<Ref, Ref>,
}

impl Sink<'_> {
    /// The elements of list `r` when it is virtual: a sunk instruction, or a small constant list.
    fn virtual_elements(&mut self, r: Ref) -> Option<Vec<Ref>> {
        if let Some(e) = self.elements.get(&r) {
            return Some(e.clone());
        }
        let list = self.rw.view().const_value(r)?.as_list()?.clone();
        if list.len() > MAX_ELEMENTS {
            return None;
        }
        let items: Vec<Value> = (0..list.len()).map(|k| list.get(k).expect("in range")).collect();
        // A big integer cannot be a trace's constant in machine code: leave such a list alone.
        if items.iter().any(|v| matches!(v, Value::Big(_))) {
            return None;
        }
        Some(items.into_iter().map(|v| self.rw.out().konst(v)).collect())
    }

    /// A constant index of a list of `len` elements, if it is one in range.
    fn index(&self, r: Ref, len: usize) -> Option<usize> {
        match self.rw.view().const_value(r) {
            Some(Value::Int(k)) if *k >= 0 && (*k as u64) < len as u64 => Some(*k as usize),
            _ => None,
        }
    }

    /// Replaces old instruction `i` by a virtual list, or by what it reads from one. Says whether it did.
    fn virtualize(&mut self, i: usize) -> bool {
        let inst = self.rw.mapped(i);
        let [a, b, c] = inst.args;
        // A `set_nb` that is not sunk builds a forced list: it stays as it is.
        if inst.op == Opcode::SetNb && !inst.is_sunk() {
            return false;
        }
        match inst.op {
            Opcode::Set | Opcode::SetNb => {
                let Some(mut e) = self.virtual_elements(a) else { return false };
                let Some(k) = self.index(b, e.len()) else { return false };
                e[k] = c;
                let set = Inst::new(Opcode::SetNb, &[a, b, c], Ty::List).with_payload(Payload::Access(Access::SUNK));
                let r = self.rw.emit(i, set, None);
                self.elements.insert(r, e);
            }
            Opcode::Append => {
                let Some(mut e) = self.virtual_elements(a) else { return false };
                if e.len() >= MAX_ELEMENTS {
                    return false;
                }
                e.push(b);
                let app = Inst::new(Opcode::Append, &[a, b], Ty::List).with_payload(Payload::Access(Access::SUNK));
                let r = self.rw.emit(i, app, None);
                self.elements.insert(r, e);
            }
            Opcode::MakeList => {
                let n = match self.rw.view().const_value(a) {
                    Some(Value::Int(n)) if (0..=MAX_ELEMENTS as i64).contains(n) => *n as usize,
                    _ => return false,
                };
                let r = self.virtual_of(vec![b; n]);
                self.rw.set(i, r);
            }
            Opcode::Slice => {
                let Some(e) = self.elements.get(&a).cloned() else { return false };
                let bound = |r: Ref| match self.rw.view().const_value(r) {
                    Some(Value::Int(k)) if *k >= 0 && (*k as u64) <= e.len() as u64 => Some(*k as usize),
                    _ => None,
                };
                let (Some(from), Some(to)) = (bound(b), bound(c)) else { return false };
                if from > to {
                    return false;
                }
                let r = self.virtual_of(e[from..to].to_vec());
                self.rw.set(i, r);
            }
            Opcode::ReadList => {
                let Some(e) = self.elements.get(&a) else { return false };
                let Some(k) = self.index(b, e.len()) else { return false };
                // An element of another kind than the trace recorded: the guard stays, and fails.
                let v = e[k];
                if self.rw.view().ty(v) != inst.ty {
                    return false;
                }
                self.rw.set(i, v);
            }
            Opcode::Len => {
                let Some(e) = self.elements.get(&a) else { return false };
                let n = self.rw.out().konst(Value::Int(e.len() as i64));
                self.rw.set(i, n);
            }
            _ => return false,
        }
        true
    }

    /// A virtual list of `elements` (constants, real values or virtual lists): the constant list of the
    /// constant ones (0 in the other places), then a sunk `set_nb` for each other one.
    fn virtual_of(&mut self, elements: Vec<Ref>) -> Ref {
        let base = self.base(&elements);
        let mut so_far: Vec<Ref> = elements.iter().map(|&v| if v.is_const() { v } else { self.zero() }).collect();
        let mut r = base;
        for (k, &v) in elements.iter().enumerate().filter(|(_, v)| !v.is_const()) {
            let index = self.rw.out().konst(Value::Int(k as i64));
            r = self
                .rw
                .new
                .push(Inst::new(Opcode::SetNb, &[r, index, v], Ty::List).with_payload(Payload::Access(Access::SUNK)));
            so_far[k] = v;
            self.elements.insert(r, so_far.clone());
        }
        r
    }

    fn zero(&mut self) -> Ref {
        self.rw.out().konst(Value::Int(0))
    }

    /// The constant list of the constant elements, 0 where an element is a value.
    fn base(&mut self, elements: &[Ref]) -> Ref {
        let items: Vec<Value> =
            elements.iter().map(|&v| self.rw.view().const_value(v).cloned().unwrap_or(Value::Int(0))).collect();
        self.rw.out().konst(Value::List(List::new(items)))
    }

    /// `r` as a real value: a virtual list is built here (once; later uses take the same list).
    fn force(&mut self, r: Ref) -> Ref {
        if !self.rw.view().is_sunk(r) {
            return r;
        }
        if let Some(&f) = self.forced.get(&r) {
            return f;
        }
        let Some(elements) = self.elements.get(&r).cloned() else { return r };
        // A virtual list stored in it is built first.
        let elements: Vec<Ref> = elements.into_iter().map(|v| self.force(v)).collect();
        let mut list = self.base(&elements);
        let mut first = true;
        for (k, &v) in elements.iter().enumerate().filter(|(_, v)| !v.is_const()) {
            let index = self.rw.out().konst(Value::Int(k as i64));
            // The first copies the constant; the others update that copy in place.
            let payload = if first { Payload::None } else { Payload::Access(Access::OWNED) };
            list = self.rw.out().push(Inst::new(Opcode::SetNb, &[list, index, v], Ty::List).with_payload(payload));
            first = false;
        }
        self.forced.insert(r, list);
        list
    }

    /// Emits old instruction `i` as it is, forcing the virtual lists it reads as operands; its
    /// snapshot keeps virtual ones virtual (those already forced are their lists).
    fn keep(&mut self, i: usize) {
        let mut inst = self.rw.mapped(i);
        // A sunk instruction that is no longer virtual (its list changed under another pass) is built.
        if inst.is_sunk() {
            inst.payload = Payload::None;
        }
        if inst.op != Opcode::Phi {
            for k in 0..inst.op.arity() {
                inst.args[k] = self.force(inst.args[k]);
            }
        } else {
            inst.args[0] = self.forced.get(&inst.args[0]).copied().unwrap_or(inst.args[0]);
        }
        let snap = inst.op.is_guard().then(|| {
            let forced = &self.forced;
            self.rw.mapped_snapshot(i, |r| forced.get(&r).copied().unwrap_or(r))
        });
        self.rw.emit(i, inst, snap);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn a_pair_read_back_is_never_allocated() {
        // `p = [i, acc]; a = p[0]; b = p[1]`, with p live at the first guards.
        let input = "\
v0:int = input i
v1:int = input acc
v2:list = set [0, 0], 0, v0 => l/1 (0) {p=[0, 0]}
v3:list = set v2, 1, v1 owned => l/2 (0) {p=v2}
v4:int = readlist v3, 0 => l/3 (0) {p=v3}
v5:int = readlist v3, 1 => l/4 (0) {p=v3, a=v4}
v6:int = len v3
v7:int = add v4, v5 => l/5 (0) {p=v3, b=v5}
v8:int = add v7, v6 => l/6 (0) {p=v3}
";
        let expected = "\
v0:int = input i
v1:int = input acc
v2:list = set_nb [0, 0], 0, v0 sunk
v3:list = set_nb v2, 1, v1 sunk
v4:int = add v0, v1 => l/5 (0) {p=v3, b=v1}
v5:int = add v4, 2 => l/6 (0) {p=v3}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn an_escaping_list_is_built_right_before_its_use() {
        // Printed, then compared, then updated at an index the trace does not know: built once, at
        // the print; the snapshot before it still names the virtual.
        let input = "\
v0:int = input i
v1:int = input x
v2:list = set [0, 7, 'a'], 0, v0 => l/1 (0) {}
v3:list = set v2, 1, v1 owned => l/2 (0) {}
v4:int = add v0, 1 => l/3 (0) {p=v3}
v5:int = print v3
v6:int = eq v3, [1, 2, 3]
v7:list = set v3, v0, 5 owned => l/4 (0) {p=v3}
";
        let expected = "\
v0:int = input i
v1:int = input x
v2:list = set_nb [0, 7, 'a'], 0, v0 sunk
v3:list = set_nb v2, 1, v1 sunk
v4:int = add v0, 1 => l/3 (0) {p=v3}
v5:list = set_nb [0, 0, 'a'], 0, v0
v6:list = set_nb v5, 1, v1 owned
v7:int = print v6
v8:int = eq v6, [1, 2, 3]
v9:list = set v6, v0, 5 owned => l/4 (0) {p=v6}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_list_stored_in_a_virtual_stays_virtual_until_the_outer_one_escapes() {
        // `q = [i]; p = [q, x]; y = p[0][0]`: no allocation; printing p builds q, then p.
        let input = "\
v0:int = input i
v1:int = input x
v2:list = set [0], 0, v0 => l/1 (0) {}
v3:list = set [0, 0], 0, v2 => l/2 (0) {}
v4:list = set v3, 1, v1 owned => l/3 (0) {}
v5:list = readlist v4, 0 => l/4 (0) {p=v4}
v6:int = readlist v5, 0 => l/5 (0) {p=v4}
v7:int = add v6, 1 => l/6 (0) {p=v4}
v8:int = print v4
";
        let expected = "\
v0:int = input i
v1:int = input x
v2:list = set_nb [0], 0, v0 sunk
v3:list = set_nb [0, 0], 0, v2 sunk
v4:list = set_nb v3, 1, v1 sunk
v5:int = add v0, 1 => l/6 (0) {p=v4}
v6:list = set_nb [0], 0, v0
v7:list = set_nb [0, 0], 0, v6
v8:list = set_nb v7, 1, v1 owned
v9:int = print v8
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn appends_slices_and_make_list_stay_virtual_and_phis_force() {
        let input = "\
v0:int = input i
v1:list = input l
v2:list = make_list 2, v0 => l/0 (0) {}
v3:list = append v2, 'x'
v4:list = slice v3, 1, 3 => l/1 (0) {q=v3}
v5:sym = readlist v4, 1 => l/2 (0) {q=v4}
v6:list = append v1, v4
v7:list = phi l v4
loop (1)
v9:int = add v0, 1 => l/3 (0) {}
jump (1) v7 <- v3
";
        let expected = "\
v0:int = input i
v1:list = input l
v2:list = set_nb [0, 0], 0, v0 sunk
v3:list = set_nb v2, 1, v0 sunk
v4:list = append v3, 'x' sunk
v5:list = set_nb [0, 'x'], 0, v0 sunk
v6:list = set_nb [0, 'x'], 0, v0
v7:list = append v1, v6
v8:list = phi l v6
loop (1)
v10:int = add v0, 1 => l/3 (0) {}
v11:list = set_nb [0, 0, 'x'], 0, v0
v12:list = set_nb v11, 1, v0 owned
jump (1) v8 <- v12
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
