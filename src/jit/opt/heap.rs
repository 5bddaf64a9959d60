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

use super::Rewriter;
use super::arith::same_index;
use crate::jit::ir::{Inst, Opcode, Ref, Trace, Ty};
use std::collections::HashMap;

/// How many stores a read looks back over, at most: the pass stays linear in the trace's length.
const LOOK_BACK: usize = 64;

pub fn run(trace: &Trace) -> Trace {
    let carried = carried_reads(trace);
    let mut rw = Rewriter::new(trace);
    // The reads in the new trace: (list version, index) -> the element.
    let mut reads: HashMap<(Ref, Ref), Ref> = HashMap::new();
    // Old index of a body read -> the value it is (a new phi, or the preamble's value).
    let mut carried_value: HashMap<usize, Ref> = HashMap::new();
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.op == Opcode::Loop {
            // The phis of the elements the loop carries, last in the group before `loop`.
            for c in &carried {
                let (list, index) = (rw.map(trace.ops[c.phi.index()].args[0]), rw.map(c.index));
                let Some(first) = forward(&rw.new, &reads, list, index, c.ty) else { continue };
                let value = match c.next {
                    Some(next) => rw.add_phi(Inst::new(Opcode::Phi, &[first], c.ty), next),
                    None => first,
                };
                carried_value.insert(c.read, value);
            }
        }
        if inst.op != Opcode::ReadList {
            rw.keep(i);
            continue;
        }
        let read = rw.mapped(i);
        let [l, index, _] = read.args;
        match forward(&rw.new, &reads, l, index, read.ty).or_else(|| carried_value.get(&i).copied()) {
            Some(v) => rw.set(i, v),
            None => {
                let r = rw.keep(i);
                reads.insert((l, index), r);
            }
        }
    }
    rw.finish()
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
        let invariant = i.is_const() || (i.index() < at && t.ops[i.index()].op != Opcode::Phi);
        if inst.op != Opcode::ReadList || inst.ty == Ty::List || !invariant {
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

/// The element at `index` of list version `l`, of kind `ty`, if the trace already has it.
fn forward(t: &Trace, reads: &HashMap<(Ref, Ref), Ref>, mut l: Ref, index: Ref, ty: Ty) -> Option<Ref> {
    for _ in 0..LOOK_BACK {
        if let Some(&v) = reads.get(&(l, index)) {
            return (t.ty(v) == ty).then_some(v);
        }
        if l.is_const() || l.is_none() || t.ops[l.index()].op != Opcode::Set {
            return None;
        }
        let [l0, j, v] = t.ops[l.index()].args;
        match same_index(t, index, j)? {
            true => return (t.ty(v) == ty).then_some(v),
            false => l = l0,
        }
    }
    None
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
        // v2 or not; v15 is v9's read from before the store to v8; v16 is v10.
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
v14:int = readlist v0, v8 => l/9 (0) {}
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
