//! List elements: store-to-load forwarding (LuaJIT's FWD on array slots). A `readlist l, i` of a list
//! version `l` made by `set l0, j, v` is `v` when `j` is `i`; when `j` is surely another index
//! (`arith::same_index`), it is the element of `l0`, found the same way further back; and an element
//! read before from a version the sets since did not change at `i` is that read. So brainfuck's `[-]`
//! reads its cell once per iteration, not after each store.
//!
//! Only values are forwarded, never an older version of a list: an update in place moves its list
//! out of the version it updates (`owned`), which is then no longer there to read.

use super::Rewriter;
use super::arith::same_index;
use crate::jit::ir::{Opcode, Ref, Trace, Ty};
use std::collections::HashMap;

pub fn run(trace: &Trace) -> Trace {
    let mut rw = Rewriter::new(trace);
    // The reads in the new trace: (list version, index) -> the element.
    let mut reads: HashMap<(Ref, Ref), Ref> = HashMap::new();
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.op != Opcode::ReadList {
            rw.keep(i);
            continue;
        }
        let read = rw.mapped(i);
        let [l, index, _] = read.args;
        match forward(&rw.new, &reads, l, index, read.ty) {
            Some(v) => rw.set(i, v),
            None => {
                let r = rw.keep(i);
                reads.insert((l, index), r);
            }
        }
    }
    rw.finish()
}

/// The element at `index` of list version `l`, of kind `ty`, if the trace already has it.
fn forward(t: &Trace, reads: &HashMap<(Ref, Ref), Ref>, mut l: Ref, index: Ref, ty: Ty) -> Option<Ref> {
    loop {
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
}
