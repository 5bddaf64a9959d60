//! List elements: store-to-load forwarding (LuaJIT's FWD on array slots). A `readlist l, i` of a list
//! version `l` made by `set l0, j, v` is `v` when `j` is `i`; when `j` is surely another index
//! (`arith::same_index`), it is the element of `l0`, found the same way further back; and an element
//! read before from a version the sets since did not change at `i` is that read. So brainfuck's `[-]`
//! reads its cell once per iteration, not after each store.
//!
//! Only values are forwarded, never an older version of a list: an update in place moves its list
//! out of the version it updates (`owned`), which is then no longer there to read.
//!
//! Across the back-edge too (LuaJIT forwards into the peeled loop the same way): a read in the loop's
//! body, at an index the loop does not change, of the element as the iteration found it is a new phi:
//! its first value is what the preamble stored or read there, and its next value what the body stores
//! there (or the first value, when the body stores nothing there). So `[-]` keeps its cell in a
//! register from one iteration to the next: the store stays, the load goes.
//!
//! A stack (LuaJIT removes its own virtual stack the same way): with lengths counted from one list
//! (`arith::length`, `len(append(l, v))` is `len(l) + 1`),
//! - `readlist(append(l, v), len(l))` is `v`, and a read below `len(l)` is a read of `l`, for the
//!   forwarding above (so is a read of `slice(l, 0, j)` below `j`);
//! - `slice(append(append(l, a), b), 0, len(l))`, a pop of what was pushed, is `l` itself;
//! - a read left on `append(l, v)` below `len(l)` reads `l` instead when nothing else needs the push.
//!
//! So an operand pushed and popped within one iteration is a register: the appends nothing reads any
//! more go (`dce`), and no list op remains. Values are immutable in FGL, so each is exact; what needs
//! care is ownership: an owned append moves `l` into the longer list, and a later read of `l` would make
//! it copy (the backends check that nothing reads the operand afterwards, `Trace::last_uses`). A pop is
//! `l` only when every append between them goes (nothing but the next one reads it, snapshots included:
//! else a guard may need the longer stack); a read moves to `l` on the same condition.

use super::Rewriter;
use super::linear::{Base, length, linear, same_index};
use crate::jit::ir::{Inst, Opcode, Ref, Trace, Ty};
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;

/// How many stores a read looks back over, at most: the pass stays linear in the trace's length.
const LOOK_BACK: usize = 64;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let carried = carried_reads(trace);
    let mut rw = Rewriter::new(trace);
    let mut uses = Uses::default();
    // The reads in the new trace: (list version, index) -> the element.
    let mut reads: HashMap<(Ref, Ref), Ref> = HashMap::with_capacity_and_hasher(trace.ops.len(), Default::default());
    // Old index of a body read -> the value it is (a new phi, or the preamble's value).
    let mut carried_value: HashMap<usize, Ref> = HashMap::default();
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.op == Opcode::Loop {
            // The phis of the elements the loop carries, last in the group before `loop`.
            for c in &carried {
                let (list, index) = (rw.map(trace.ops[c.phi.index()].args[0]), rw.map(c.index));
                let Some(first) = forward(rw.view(), &reads, list, index, c.ty) else { continue };
                let value = match c.next {
                    Some(next) => rw.add_phi(Inst::new(Opcode::Phi, &[first], c.ty), next),
                    None => first,
                };
                carried_value.insert(c.read, value);
            }
        }
        match inst.op {
            Opcode::ReadList => {
                let read = rw.mapped(i);
                let [l, index, _] = read.args;
                match forward(rw.view(), &reads, l, index, read.ty).or_else(|| carried_value.get(&i).copied()) {
                    Some(v) => rw.set(i, v),
                    None => {
                        let r = rw.keep(i);
                        // The element is the same in every version the search went back over.
                        for version in kept(rw.view(), l, index) {
                            reads.insert((version, index), r);
                        }
                    }
                }
            }
            Opcode::Slice => {
                uses.update(rw.out());
                match popped(rw.view(), &uses, &rw.mapped(i)) {
                    Some(l) => rw.set(i, l),
                    None => _ = rw.keep(i),
                }
            }
            _ => _ = rw.keep(i),
        }
    }
    reads_below_pushes(rw.finish())
}

/// How many times each value of a trace is read: operands, phis' first values and moves, and the
/// snapshots of guards that can fail (not those `guards` and `cse` delete next: on a constant that
/// passes, or the same check again). Counted as the trace grows.
#[derive(Default)]
struct Uses {
    n: Vec<u32>,
    counted: usize,
    checked: rustc_hash::FxHashSet<(Opcode, [Ref; 3])>,
}

impl Uses {
    fn update(&mut self, t: &Trace) {
        self.n.resize(t.ops.len(), 0);
        for inst in &t.ops[self.counted..] {
            let n = &mut self.n;
            let mut count = |r: Ref| {
                if r.is_op() {
                    n[r.index()] += 1;
                }
            };
            inst.operands().iter().for_each(|&r| count(r));
            if inst.op == Opcode::Phi {
                count(inst.args[0]);
            }
            let passes = match (inst.op, t.const_value(inst.args[0]), t.const_value(inst.args[1])) {
                (Opcode::GuardTrue, Some(v), _) => v.is_truthy(),
                (Opcode::GuardFalse, Some(v), _) => !v.is_truthy(),
                (Opcode::GuardValue, Some(v), Some(k)) => crate::jit::ir::same_value(v, k),
                (op, ..) => op.is_guard() && op.is_pure() && !self.checked.insert((op, inst.args)),
            };
            if inst.op.is_guard() && !passes {
                t.snapshots[inst.snap.index()].vars.iter().for_each(|&(_, r)| count(r));
            }
        }
        self.counted = t.ops.len();
    }

    fn of(&self, r: Ref) -> u32 {
        if r.is_op() { self.n.get(r.index()).copied().unwrap_or(0) } else { 0 }
    }
}

/// Whether integer `i` is surely below (`Less`), at (`Equal`) or above length `n`, both as `linear`.
fn compare(i: (Base, i64), n: (Base, i64)) -> Option<std::cmp::Ordering> {
    (i.0 == n.0).then(|| i.1.cmp(&n.1))
}

/// The owned `append` that made `l`, as (its operand, the value appended).
fn owned_append(t: &Trace, l: Ref) -> Option<(Ref, Ref)> {
    let inst = t.ops.get(l.index()).filter(|_| l.is_op())?;
    (inst.op == Opcode::Append && inst.owned()).then_some((inst.args[0], inst.args[1]))
}

/// The list an owned prefix `slice` (of the new trace, not emitted yet) is: the list before the
/// pushes it pops, when nothing but the next push reads any of them (`uses`: so far, which is all, as
/// each push moved its operand into the next). The slice always succeeds then.
fn popped(t: &Trace, uses: &Uses, slice: &Inst) -> Option<Ref> {
    let [mut l, from, to] = slice.args;
    if !slice.owned() || t.const_value(from).is_none_or(|v| *v != crate::value::Value::Int(0)) {
        return None;
    }
    let end = linear(t, to);
    for depth in 0..LOOK_BACK {
        if compare(end, length(t, l)) == Some(std::cmp::Ordering::Equal) {
            return Some(l);
        }
        // The slice's operand is read by the slice itself (not emitted yet), each older push by the next.
        let others = uses.of(l).saturating_sub(u32::from(depth > 0));
        let (older, _) = owned_append(t, l)?;
        if others > 0 || compare(end, length(t, older)) == Some(std::cmp::Ordering::Greater) {
            return None;
        }
        l = older;
    }
    None
}

/// A read left on a push (`readlist(append(l, v), i)`, i below `len(l)`) reads `l` instead, when
/// nothing else reads the pushes in between: they then go.
fn reads_below_pushes(mut t: Cow<'_, Trace>) -> Cow<'_, Trace> {
    if !t.ops.iter().any(|i| i.op == Opcode::ReadList && owned_append(&t, i.args[0]).is_some()) {
        return t;
    }
    let mut uses = Uses::default();
    uses.update(&t);
    for &(_, v) in &t.phis {
        if v.is_op() {
            uses.n[v.index()] += 1;
        }
    }
    for k in 0..t.ops.len() {
        let [mut l, index, _] = t.ops[k].args;
        if t.ops[k].op != Opcode::ReadList {
            continue;
        }
        let i = linear(&t, index);
        let mut to = l;
        for _ in 0..LOOK_BACK {
            let Some((older, _)) = owned_append(&t, l) else { break };
            // The read's own use, or the next push's.
            if uses.of(l) != 1 || compare(i, length(&t, older)) != Some(std::cmp::Ordering::Less) {
                break;
            }
            l = older;
            to = older;
        }
        if to != t.ops[k].args[0] {
            let from = t.ops[k].args[0];
            uses.n[from.index()] -= 1;
            uses.n[to.index()] += 1;
            t.to_mut().ops[k].args[0] = to;
        }
    }
    t
}

/// A read in the loop's body of an element as the iteration found it.
struct Carried {
    /// The read (old index), its kind, the list phi it reads and the index (defined before the loop).
    read: usize,
    ty: Ty,
    phi: Ref,
    index: Ref,
    /// What the body stores at that index before `jump` (old ref); `None`: nothing.
    next: Option<Ref>,
}

/// The body's reads the loop carries (see the module comment), found on the old trace.
fn carried_reads(t: &Trace) -> Vec<Carried> {
    let Some(at) = t.loop_index() else { return Vec::new() };
    // Follows list version `l` back over sets at indices surely not `i`: the set at `i` it meets
    // (`Ok`), or the version where it stops (`Err`).
    let back_over = |mut l: Ref, i: Ref| -> Result<Ref, Ref> {
        for _ in 0..LOOK_BACK {
            if l.is_const() || l.is_none() || t.ops[l.index()].op != Opcode::Set {
                return Err(l);
            }
            let [l0, j, _] = t.ops[l.index()].args;
            match same_index(t, i, j) {
                Some(true) => return Ok(l),
                Some(false) => l = l0,
                None => return Err(Ref::NONE),
            }
        }
        Err(Ref::NONE)
    };
    let mut out = Vec::new();
    for (k, inst) in t.ops.iter().enumerate().skip(at + 1) {
        let [l, i, _] = inst.args;
        if inst.op != Opcode::ReadList || inst.ty == Ty::List {
            continue;
        }
        let invariant = i.is_const() || (i.index() < at && t.ops[i.index()].op != Opcode::Phi);
        if !invariant {
            continue;
        }
        let Err(phi) = back_over(l, i) else { continue };
        let Some(&(_, jump_value)) = t.phis.iter().find(|&&(p, _)| p == phi) else { continue };
        let next = match back_over(jump_value, i) {
            Ok(set) => {
                let v = t.ops[set.index()].args[2];
                if t.ty(v) != inst.ty {
                    continue;
                }
                Some(v)
            }
            Err(p) if p == phi => None,
            Err(_) => continue,
        };
        out.push(Carried { read: k, ty: inst.ty, phi, index: i, next });
    }
    out
}

/// The element at `index` of list version `l`, of kind `ty`, if the trace already has it: stored by a
/// `set` or an `append` there, or read before, looking back over the versions that kept it (`older`).
fn forward(t: &Trace, reads: &HashMap<(Ref, Ref), Ref>, mut l: Ref, index: Ref, ty: Ty) -> Option<Ref> {
    let mut i = None;
    for _ in 0..LOOK_BACK {
        if let Some(&v) = reads.get(&(l, index)) {
            return (t.ty(v) == ty).then_some(v);
        }
        match older(t, l, index, &mut i)? {
            Ok(v) => return (t.ty(v) == ty).then_some(v),
            Err(l0) => l = l0,
        }
    }
    None
}

/// The versions older than `l` (and `l`) that have the same element at `index`, as `forward` goes
/// back over them.
fn kept(t: &Trace, mut l: Ref, index: Ref) -> Vec<Ref> {
    let (mut out, mut i) = (vec![l], None);
    while out.len() < LOOK_BACK
        && let Some(Err(l0)) = older(t, l, index, &mut i)
    {
        out.push(l0);
        l = l0;
    }
    out
}

/// What list version `l` says of its element at `index`: the value stored there (`Ok`: a `set` at
/// `index`, or an `append` at `index` = the length before it), or the older version that has the
/// same element there (`Err`: the operand of a `set` surely elsewhere, of an `append` longer than
/// `index`, of a prefix `slice` longer than `index`), or nothing known. `i` caches `index` as
/// `linear`.
fn older(t: &Trace, l: Ref, index: Ref, i: &mut Option<(Base, i64)>) -> Option<Result<Ref, Ref>> {
    use std::cmp::Ordering::{Equal, Less};
    if !l.is_op() {
        return None;
    }
    let [l0, j, v] = t.ops[l.index()].args;
    match t.ops[l.index()].op {
        Opcode::Set => match same_index(t, index, j)? {
            true => Some(Ok(v)),
            false => Some(Err(l0)),
        },
        Opcode::Append => match compare(*i.get_or_insert_with(|| linear(t, index)), length(t, l0))? {
            Equal => Some(Ok(j)),
            Less => Some(Err(l0)),
            _ => None,
        },
        Opcode::Slice if t.const_value(j).is_some_and(|k| *k == crate::value::Value::Int(0)) => {
            match compare(*i.get_or_insert_with(|| linear(t, index)), linear(t, v))? {
                Less => Some(Err(l0)),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn reads_after_stores_are_the_stored_values() {
        // brainfuck's `[->+<]` with the pointer on a 65536-cell ring: the loop reads cell p after
        // storing it, and cell p + 1 across the store to p.
        let input = "\
v0:list = input t
v1:int = input p
v2:int = and v1, 65535
v3:int = readlist v0, v2 => l/0 (0) {}
v4:int = sub v3, 1 => l/1 (0) {}
v5:int = and v4, 255
v6:list = set v0, v2, v5 owned => l/2 (0) {}
v7:int = add_nov v2, 1
v8:int = and v7, 65535
v9:int = readlist v6, v8 => l/3 (0) {}
v10:int = add v9, 1 => l/4 (0) {}
v11:list = set v6, v8, v10 owned => l/5 (0) {}
v12:int = readlist v11, v2 => l/6 (0) {}
v13:sym = readlist v11, v2 => l/7 (0) {}
v14:int = readlist v11, v1 => l/8 (0) {}
v15:int = readlist v0, v8 => l/9 (0) {}
v16:int = readlist v11, v8 => l/10 (0) {}
";
        // v12 is v5; v13 would fail (a symbol where an integer is); v14 reads p unmasked, which may be
        // v2 or not; v15 is v9 (which read v6 at v8, and v6 is v0 but at v2); v16 is v10.
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = and v1, 65535
v3:int = readlist v0, v2 => l/0 (0) {}
v4:int = sub v3, 1 => l/1 (0) {}
v5:int = and v4, 255
v6:list = set v0, v2, v5 owned => l/2 (0) {}
v7:int = add_nov v2, 1
v8:int = and v7, 65535
v9:int = readlist v6, v8 => l/3 (0) {}
v10:int = add v9, 1 => l/4 (0) {}
v11:list = set v6, v8, v10 owned => l/5 (0) {}
v12:sym = readlist v11, v2 => l/7 (0) {}
v13:int = readlist v11, v1 => l/8 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn an_element_the_loop_stores_and_reads_back_is_carried_in_a_phi() {
        // brainfuck's `[-]` after peeling: the body reads the cell the preamble (then the body before)
        // stored.
        let input = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:int = sub v2, 1 => l/1 (0) {}
v4:list = set v0, v1, v3 owned => l/2 (0) {}
v5:int = readlist v4, 7 => l/3 (0) {}
v6:list = phi t v4
loop (1)
v8:int = readlist v6, v1 => l/0 (1) {}
v9:int = sub v8, 1 => l/1 (1) {}
v10:list = set v6, v1, v9 owned => l/2 (1) {}
v11:int = readlist v10, 7 => l/3 (1) {}
v12:int = add v11, v9 => l/4 (1) {}
jump (1) v6 <- v10
";
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:int = sub v2, 1 => l/1 (0) {}
v4:list = set v0, v1, v3 owned => l/2 (0) {}
v5:int = readlist v4, 7 => l/3 (0) {}
v6:list = phi t v4
v7:int = phi - v3
loop (1)
v9:int = sub v7, 1 => l/1 (1) {}
v10:list = set v6, v1, v9 owned => l/2 (1) {}
v11:int = readlist v10, 7 => l/3 (1) {}
v12:int = add v11, v9 => l/4 (1) {}
jump (1) v6 <- v10, v7 <- v9
";
        // (Element 7 is read again: p may be 7, so the store at p may have changed it.)
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn an_element_the_loop_only_reads_is_the_preambles() {
        let input = "\
v0:list = input t
v1:int = input p
v2:int = input i
v3:int = readlist v0, v1 => l/0 (0) {}
v4:int = add v2, v3 => l/1 (0) {}
v5:int = phi i v4
loop (1)
v7:int = readlist v0, v1 => l/0 (1) {}
v8:int = add v5, v7 => l/1 (1) {}
jump (1) v5 <- v8
";
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = input i
v3:int = readlist v0, v1 => l/0 (0) {}
v4:int = add v2, v3 => l/1 (0) {}
v5:int = phi i v4
loop (1)
v7:int = add v5, v3 => l/1 (1) {}
jump (1) v5 <- v7
";
        assert_eq!(run_on(super::run, input), expected);
    }
}

#[cfg(test)]
mod stack_tests {
    use super::super::test_util::run_on;
    use crate::jit::ir::Trace;
    use std::borrow::Cow;

    /// The passes a round runs, up to this one and past it to `dce`: `arith` counts the lengths,
    /// `guards` and `dce` delete what `heap` made useless.
    fn round(t: &Trace) -> Cow<'_, Trace> {
        let t = super::super::arith::run(t);
        let t = super::run(&t);
        let t = super::super::guards::run(&t);
        let t = super::super::cse::run(&t);
        Cow::Owned(super::super::dce::run(&t).into_owned())
    }

    #[test]
    fn pushed_values_are_read_back_from_registers() {
        // Two pushes, then reads of the top, of the one below, and of the element under both (left on
        // the stack before the pushes); a read of a prefix slice below its end reads the list; a read at
        // or past the end stays.
        let input = "\
v0:list = input s
v1:int = input a
v2:int = input b
v3:list = append v0, v1 owned
v4:list = append v3, v2 owned
v5:int = len v0
v6:int = add_nov v5, 1
v7:int = readlist v4, v6 => l/0 (0) {s=v4}
v8:int = readlist v4, v5 => l/1 (0) {s=v4}
v9:int = sub v5, 1 => l/2 (0) {s=v4}
v10:int = readlist v0, v9 => l/3 (0) {}
v11:int = readlist v4, v9 => l/4 (0) {s=v4}
v12:list = slice v4, 0, v6 => l/5 (0) {s=v4}
v13:int = readlist v12, v5 => l/6 (0) {s=v12}
v14:int = readlist v12, v6 => l/7 (0) {s=v12}
v15:int = add v7, v8 => l/8 (0) {}
v16:int = add v15, v11 => l/9 (0) {}
v17:int = add v16, v13 => l/10 (0) {}
";
        // v7 is b, v8 a, v11 the read of v0 at v9 (v10), v13 a again; v14 stays (index out of range).
        let expected = "\
v0:list = input s
v1:int = input a
v2:int = input b
v3:list = append v0, v1 owned
v4:list = append v3, v2 owned
v5:int = len v0
v6:int = add_nov v5, 1
v7:int = sub v5, 1 => l/2 (0) {s=v4}
v8:int = readlist v0, v7 => l/3 (0) {}
v9:list = slice v4, 0, v6 => l/5 (0) {s=v4}
v10:int = readlist v9, v6 => l/7 (0) {s=v9}
v11:int = add v2, v1 => l/8 (0) {}
v12:int = add v11, v8 => l/9 (0) {}
v13:int = add v12, v1 => l/10 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn what_is_pushed_and_popped_within_the_trace_is_a_register() {
        // stack_vm's `eq` (brief: `v95 = eq v82, v9; v96 = append v81, v95`): push a, push b, check
        // the depth, pop both, push their comparison, then pop it for `jump_if_zero`.
        let input = "\
v0:list = input stack
v1:int = input a
v2:int = input b
v3:list = append v0, v1 owned
v4:list = append v3, v2 owned
v5:int = len v4
v6:int = lt v5, 2
guard_false v6 => pop2/2 (1) {stack=v4, depth=v5}
v8:int = sub_nov v5, 1
v9:int = readlist v4, v8 => pop2_top/1 (1) {stack=v4, depth=v8}
v10:int = add_nov v5, -2
v11:int = readlist v4, v10 => pop2_top/3 (1) {stack=v4, y=v9, depth=v10}
v12:list = slice v4, 0, v10 owned => pop2_top/4 (1) {stack=v4, x=v11, y=v9, depth=v10}
v13:int = eq v11, v9
v14:list = append v12, v13 owned
v15:int = len v14
v16:int = eq v15, 0
guard_false v16 => pop/2 (2) {stack=v14, depth=v15}
v18:int = sub_nov v15, 1
v19:int = readlist v14, v18 => pop_top/1 (2) {stack=v14, depth=v18}
v20:list = slice v14, 0, v18 owned => pop_top/2 (2) {stack=v14, x=v19, depth=v18}
guard_false v19 => jump_if_zero_x/0 (3) {stack=v20, x=v19}
";
        let expected = "\
v0:list = input stack
v1:int = input a
v2:int = input b
v3:int = eq v1, v2
guard_false v3 => jump_if_zero_x/0 (3) {stack=v0, x=1}
";
        assert_eq!(run_on(round, input), expected);
    }

    #[test]
    fn a_push_a_guard_may_need_stays() {
        // The multiplication can overflow: its exit needs the stack with `a` pushed. The pop of `a`
        // and the product is then a slice of the pushes, and `a` and the product registers.
        let input = "\
v0:list = input stack
v1:int = input a
v2:int = input b
v3:list = append v0, v1 owned
v4:int = mul v1, v2 => binary_mul/0 (1) {stack=v3}
v5:list = append v3, v4 owned
v6:int = len v5
v7:int = sub_nov v6, 1
v8:int = readlist v5, v7 => pop2_top/1 (2) {stack=v5, depth=v7}
v9:int = sub_nov v6, 2
v10:int = readlist v5, v9 => pop2_top/3 (2) {stack=v5, y=v8, depth=v9}
v11:list = slice v5, 0, v9 owned => pop2_top/4 (2) {stack=v5, x=v10, y=v8, depth=v9}
";
        let expected = "\
v0:list = input stack
v1:int = input a
v2:int = input b
v3:int = len v0
v4:list = append v0, v1 owned
v5:int = mul v1, v2 => binary_mul/0 (1) {stack=v4}
v6:list = append v4, v5 owned
v7:list = slice v6, 0, v3 owned => pop2_top/4 (2) {stack=v6, x=v1, y=v5, depth=v3}
";
        assert_eq!(run_on(round, input), expected);
    }

    #[test]
    fn a_pop_is_the_list_before_only_when_the_pushes_all_go() {
        // The pop of two after two pushes is v0 (v5); a pop that is not owned, a slice from 1 and a
        // slice longer than the list before stay; a full slice is the list.
        let input = "\
v0:list = input s
v1:int = input a
v2:list = append v0, v1 owned
v3:list = append v2, v1 owned
v4:int = len v0
v5:list = slice v3, 0, v4 owned => l/0 (0) {}
v6:list = append v5, v1 owned
v7:list = slice v6, 0, v4 => l/1 (0) {}
v8:list = append v7, v1 owned
v9:list = slice v8, 1, v4 owned => l/2 (0) {}
v10:list = append v9, v1 owned
v11:int = add_nov v4, 1
v12:list = slice v10, 0, v11 owned => l/3 (0) {}
v13:int = len v12
v14:list = slice v12, 0, v13 owned => l/4 (0) {}
v15:list = make_list v4, 7 => l/5 (0) {}
v16:int = len v15
v17:list = set v15, 0, 1 owned => l/6 (0) {}
v18:int = len v17
v19:list = slice v17, 0, v18 owned => l/7 (0) {}
";
        let expected = "\
v0:list = input s
v1:int = input a
v2:int = len v0
v3:list = append v0, v1 owned
v4:list = slice v3, 0, v2 => l/1 (0) {}
v5:list = append v4, v1 owned
v6:list = slice v5, 1, v2 owned => l/2 (0) {}
v7:list = append v6, v1 owned
v8:int = add_nov v2, 1
v9:list = slice v7, 0, v8 owned => l/3 (0) {}
v10:list = make_list v2, 7 => l/5 (0) {}
v11:list = set v10, 0, 1 owned => l/6 (0) {}
";
        assert_eq!(run_on(round, input), expected);
    }

    #[test]
    fn a_read_below_a_push_nothing_else_needs_reads_the_list_before() {
        // A read under a pushed value: without a snapshot naming the pushed stack, the read moves to
        // the stack before and the push goes; with one, the push stays, and a read of the same element
        // is the first read.
        let input = "\
v0:list = input s
v1:int = input a
v2:int = len v0
v3:int = sub_nov v2, 1
v4:list = append v0, v1 owned
v5:int = readlist v4, v3 => l/0 (0) {}
v6:int = sub_nov v2, 2
v7:list = append v0, v5 owned
v8:int = readlist v7, v6 => l/1 (0) {s=v7}
v9:int = readlist v7, v3 => l/2 (0) {s=v7}
";
        let expected = "\
v0:list = input s
v1:int = input a
v2:int = len v0
v3:int = sub_nov v2, 1
v4:int = readlist v0, v3 => l/0 (0) {}
v5:int = sub_nov v2, 2
v6:list = append v0, v4 owned
v7:int = readlist v6, v5 => l/1 (0) {s=v6}
";
        assert_eq!(run_on(round, input), expected);
    }
}
