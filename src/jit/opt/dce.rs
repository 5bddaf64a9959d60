//! Dead code elimination: an instruction whose result nothing needs — no kept instruction, no snapshot of
//! a kept guard, no phi move into a needed phi — is dropped, if the op table says it may be (`removable`:
//! no effect, and no failure but a deoptimization). A guard or an operation that can raise a program error
//! stays, whatever uses its result.
//!
//! Inputs always stay, used or not: the check of their kinds when the trace is entered is what lets an
//! operation on them be deleted (`add` can only overflow because both operands are known integers); an
//! unused input still holds that guarantee for the operations that were deleted.

use super::Rewriter;
use crate::jit::ir::{Opcode, Ref, Trace};
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let n = trace.ops.len();
    let mut live = vec![false; n];
    let mut work: Vec<usize> = (0..n).filter(|&i| !trace.ops[i].op.is_removable()).collect();
    for &i in &work {
        live[i] = true;
    }
    // The value a phi (or a loop input) takes at each `jump` is needed exactly when the phi is.
    let mut moved_into: Vec<Vec<Ref>> = vec![Vec::new(); n];
    for &(p, v) in &trace.phis {
        if !p.is_const() {
            moved_into[p.index()].push(v);
        }
    }
    while let Some(i) = work.pop() {
        let inst = &trace.ops[i];
        let mut need = |r: Ref, work: &mut Vec<usize>| {
            if !r.is_none() && !r.is_const() && !live[r.index()] {
                live[r.index()] = true;
                work.push(r.index());
            }
        };
        for &a in inst.operands() {
            need(a, &mut work);
        }
        if inst.op.is_guard() {
            for &(_, r) in &trace.snapshots[inst.snap.index()].vars {
                need(r, &mut work);
            }
        }
        for &v in &moved_into[i] {
            need(v, &mut work);
        }
    }
    let mut rw = Rewriter::new(trace);
    for (i, _) in live.iter().enumerate().filter(|&(i, l)| *l || trace.ops[i].op == Opcode::Input) {
        rw.keep(i);
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn unused_pure_ops_and_dead_phis_go_but_guards_and_errors_stay() {
        let input = "\
v0:int = input a
v1:int = input b
v2:list = input l
loop
v4:int = mul v0, 3 => l/0 (0) {}
v5:int = readlist v2, v0 => l/1 (0) {}
v6:int = lt v0, 10
guard_true v6 => l/2 (1) {a=v0}
v8:int = add v1, 1 => l/3 (1) {}
v9:int = add v0, 1 => l/3 (1) {}
jump (1) v0 <- v9, v1 <- v8
";
        // b is carried but never read by anything needed: its phi move and its add go (its input stays:
        // the type check on entry is what makes deleting `add v1, 1` safe); the readlist stays (its index
        // can be out of range, a program error) but mul and its overflow check go.
        let expected = "\
v0:int = input a
v1:int = input b
v2:list = input l
loop
v4:int = readlist v2, v0 => l/1 (0) {}
v5:int = lt v0, 10
guard_true v5 => l/2 (1) {a=v0}
v7:int = add v0, 1 => l/3 (1) {}
jump (1) v0 <- v7
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
