//! Dead store elimination: a `set` whose element the next `set` of the same list overwrites, before
//! anything can see it, is not made.
//!
//! `set(set(l, i, a), i, b)` is `set(l, i, b)`. When the inner list is read by nothing but the outer
//! `set` — no other operation, no snapshot (so no exit can need it) but the outer set's own, no phi —
//! the inner one goes and the outer one updates `l` itself, taking the inner one's facts about `l`
//! (`owned`, `words`). Both must be owned updates (in place when nothing else holds the list) proven
//! in bounds: neither can fail, so deleting the inner one deletes no error, and the outer one's
//! snapshot (the state before it, which named the inner list and now names `l`) is never taken. The
//! indices must be the same (`arith::same_index`).
//! A brainfuck interpreter that keeps its pointer in a one-element list stores it once per run of
//! `>` rather than once per `>` (the loads in between are forwarded by `heap`), and `+++` stores the
//! cell once.
//!
//! When snapshots between the two name the inner list (guards in between, whose exits need it), the
//! inner `set` stays but is *lazy* (`Access::lazy`, PyPy's lazy setfields): machine code updating
//! the list in place does not store the element there, the outer `set` overwrites it anyway, and an
//! exit through one of those snapshots stores it before it writes the snapshot. That takes a constant
//! index (the exit stores at a fixed place) and an integer element (stored in place as a word); the
//! inner list must be read by no operation but the outer `set`, so nothing can see the element missing.

use super::Rewriter;
use super::linear::same_index;
use crate::jit::ir::{Access, Opcode, Payload, Ref, SnapId, Trace, Ty};
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let n = trace.ops.len();
    if !trace.ops.iter().any(|i| i.op == Opcode::Set) {
        return Cow::Borrowed(trace);
    }
    // How many times each instruction is read (by operations and snapshots, and by operations alone),
    // and by which instruction last.
    let mut uses = vec![0u32; n];
    let mut operand_uses = vec![0u32; n];
    let mut last_use = vec![0usize; n];
    let mut count = |r: Ref, at: usize, uses: &mut Vec<u32>| {
        if r.is_op() {
            uses[r.index()] += 1;
            last_use[r.index()] = last_use[r.index()].max(at);
        }
    };
    for (i, inst) in trace.ops.iter().enumerate() {
        for &a in inst.operands() {
            count(a, i, &mut uses);
            count(a, i, &mut operand_uses);
        }
        if inst.snap != SnapId::NONE {
            trace.snapshot_reads(&trace.snapshots[inst.snap.index()], |r| count(r, i, &mut uses));
        }
    }
    // The value each phi takes at `jump` is read there (the phi itself is written).
    for &(_, v) in &trace.phis {
        count(v, n, &mut uses);
        count(v, n, &mut operand_uses);
    }
    let is_update = |i: usize| {
        let inst = &trace.ops[i];
        inst.op == Opcode::Set && inst.owned() && !inst.is_sunk()
    };
    // dead[i]: set i is overwritten by set user[i], whose list operand becomes i's. lazy[i]: set i is
    // overwritten by the next, and only snapshots read it in between.
    let mut dead = vec![false; n];
    let mut lazy = vec![false; n];
    for (j, outer) in trace.ops.iter().enumerate() {
        let inner = outer.args[0];
        if !is_update(j) || !inner.is_op() || !is_update(inner.index()) {
            continue;
        }
        let i = inner.index();
        let first = &trace.ops[i];
        let l = first.args[0];
        // The outer set's own snapshot (the state before it) names the inner list, but it is never
        // taken: an owned set proven in bounds cannot fail.
        let mut in_own_snapshot = 0;
        trace.snapshot_reads(&trace.snapshots[outer.snap.index()], |r| in_own_snapshot += (r == inner) as u32);
        let only_read_here = uses[i] == 1 + in_own_snapshot && outer.access().in_bounds;
        // l is read by nothing after the inner set (it was moved into it).
        let l_done = !l.is_op() || last_use[l.index()] <= i;
        let same = same_index(trace, first.args[1], outer.args[1]) == Some(true);
        if !(l_done && same && first.access().in_bounds) {
            continue;
        }
        if only_read_here {
            dead[i] = true;
        } else if operand_uses[i] == 1 && trace.int_const(first.args[1]).is_some() && trace.ty(first.args[2]) == Ty::Int
        {
            lazy[i] = true;
        }
    }
    if !dead.iter().chain(&lazy).any(|&d| d) {
        return Cow::Borrowed(trace);
    }
    let mut rw = Rewriter::new(trace);
    // The facts about the list operand of each dead set, for the set that takes its operand.
    let mut facts: Vec<Option<Access>> = vec![None; n];
    for (i, d) in dead.iter().enumerate() {
        let own = facts[i];
        let inst = &trace.ops[i];
        if *d {
            let a = inst.access();
            let about_l = own.unwrap_or(a);
            let l = rw.map(inst.args[0]);
            rw.set(i, l);
            // Its user (the only reader) takes over l with what this one knew of it.
            let user = (i + 1..n).find(|&j| trace.ops[j].args[0] == Ref::op(i)).expect("read once");
            facts[user] = Some(Access { owned: about_l.owned, words: about_l.words, ..Access::default() });
            continue;
        }
        match (own, lazy[i]) {
            (None, false) => {
                rw.keep(i);
            }
            (own, lazy) => {
                let mut inst = rw.mapped(i);
                let a = inst.access();
                let about_l = own.unwrap_or(a);
                let access = Access { owned: about_l.owned, words: about_l.words, lazy: a.lazy || lazy, ..a };
                inst.payload = Payload::Access(access);
                let snap = rw.mapped_snapshot(i, |r| r);
                rw.emit(i, inst, Some(snap));
            }
        }
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn a_set_overwritten_before_anything_sees_it_is_not_made() {
        // ptr[0] moved twice, then checked; the cell set twice at one index, then read back by a
        // snapshot in between (kept, lazy: the exit stores it); a set of another index (kept); one not
        // proven in bounds (kept: it may fail), at an index not constant (not lazy).
        let input = "\
v0:list = input ptr
v1:int = input p
v2:int = add_nov v1, 1
v3:list = set v0, 0, v2 owned words in_bounds => r/0 (0) {ptr=v0}
v4:int = add_nov v1, 2
v5:list = set v3, 0, v4 owned words in_bounds => r/0 (1) {ptr=v3}
v6:int = add_nov v1, 3
v7:list = set v5, 0, v6 owned words in_bounds => r/0 (2) {ptr=v5}
v8:int = lt v6, 9
guard_true v8 => l/0 (0) {ptr=v7}
v10:list = set v7, 0, 1 owned words in_bounds => r/0 (3) {ptr=v7}
guard_true v8 => l/1 (0) {ptr=v10}
v12:list = set v10, 0, 2 owned words in_bounds => r/0 (4) {ptr=v10}
v13:list = set v12, 1, 3 owned words in_bounds => r/0 (5) {ptr=v12}
v14:list = set v13, v1, 4 owned words => r/0 (6) {ptr=v13}
v15:list = set v14, v1, 5 owned words => r/0 (7) {ptr=v14}
guard_true v8 => l/2 (0) {ptr=v15}
";
        let expected = "\
v0:list = input ptr
v1:int = input p
v2:int = add_nov v1, 1
v3:int = add_nov v1, 2
v4:int = add_nov v1, 3
v5:list = set v0, 0, v4 owned words in_bounds lazy => r/0 (2) {ptr=v0}
v6:int = lt v4, 9
guard_true v6 => l/0 (0) {ptr=v5}
v8:list = set v5, 0, 1 owned words in_bounds lazy => r/0 (3) {ptr=v5}
guard_true v6 => l/1 (0) {ptr=v8}
v10:list = set v8, 0, 2 owned words in_bounds => r/0 (4) {ptr=v8}
v11:list = set v10, 1, 3 owned words in_bounds => r/0 (5) {ptr=v10}
v12:list = set v11, v1, 4 owned words => r/0 (6) {ptr=v11}
v13:list = set v12, v1, 5 owned words => r/0 (7) {ptr=v12}
guard_true v6 => l/2 (0) {ptr=v13}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    /// A set whose list an operation reads before the next set of the element is not lazy: the
    /// element must be there for it. Nor is one of a list element (stored with its kind, not as a word).
    #[test]
    fn a_set_read_before_it_is_overwritten_is_not_lazy() {
        let input = "\
v0:list = input ptr
v1:int = input p
v2:list = set v0, 0, v1 owned words in_bounds => r/0 (0) {ptr=v0}
v3:int = len v2
v4:int = lt v3, 9
guard_true v4 => l/0 (0) {ptr=v2}
v6:list = set v2, 0, [1] owned in_bounds => r/0 (2) {ptr=v2}
guard_true v4 => l/1 (0) {ptr=v6}
v8:list = set v6, 0, 2 owned in_bounds => r/0 (3) {ptr=v6}
guard_true v4 => l/2 (0) {ptr=v8}
";
        assert_eq!(run_on(super::run, input), input);
    }
}
