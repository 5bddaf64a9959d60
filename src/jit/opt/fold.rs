//! Constant folding, with what guards prove (the seeds' part 3: walk the trace with an environment of
//! known constants).
//!
//! - An operation whose operands are all constants is computed now, unless it would fail (overflow, zero
//!   divisor, index out of range): then it stays, and fails at run time as it must.
//! - `guard_value v, k` proves `v == k` for everything after it; so do `guard_true (eq v k)` and
//!   `guard_false (ne v k)`. Later uses of `v`, snapshots included, read `k`.
//! - `readlist` of a constant list at a constant index is the element; `len` of a constant list its length.
//! - Types are static in a trace: `eq` of an integer and a symbol is 0 without looking at them.
//! - The operation table's algebra: identities (`x + 0`, `x - 0`, `x * 1`, `x // 1` are `x`), absorbing
//!   elements (`x * 0` is 0), the result on equal operands (`x - x` is 0, `x == x` is 1).
//! - A phi whose new value at every `jump` is its first value (or itself) does not change: it is its first
//!   value.

use super::Rewriter;
use crate::jit::ir::fits;
use crate::jit::ir::{Inst, Opcode, Ref, Trace, Ty};
use crate::ops::Side;
use crate::value::Value;
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let mut rw = Rewriter::new(trace);
    // New instruction index -> the constant a guard proved it equal to (`Ref::NONE`: nothing known).
    let mut known: Vec<Ref> = vec![Ref::NONE; trace.ops.len()];
    let invariant_phis = invariant_phis(trace);
    for (i, _) in trace.ops.iter().enumerate() {
        let subst = |r: Ref, known: &Vec<Ref>| {
            if r.is_none() || r.is_const() || known[r.index()].is_none() { r } else { known[r.index()] }
        };
        let mut inst = rw.mapped(i);
        for a in &mut inst.args {
            *a = subst(*a, &known);
        }
        if inst.op == Opcode::Phi && invariant_phis[i] {
            rw.set(i, inst.args[0]);
            continue;
        }
        match folded(rw.view(), &inst) {
            Some(Folded::To(r)) => {
                rw.set(i, r);
                continue;
            }
            Some(Folded::Const(v)) => {
                let k = rw.out().konst(v);
                rw.set(i, k);
                continue;
            }
            None => {}
        }
        // Unchanged so far, an instruction that stays as it is copies nothing (`Rewriter`): then its
        // operands and snapshot are the old ones.
        let as_it_was = || {
            inst == trace.ops[i]
                && !(inst.op.is_guard()
                    && trace.snapshots[inst.snap.index()].vars.iter().any(|&(_, r)| subst(r, &known) != r))
        };
        if rw.unchanged() && as_it_was() {
            rw.keep(i);
        } else {
            let snap = inst.op.is_guard().then(|| rw.mapped_snapshot(i, |r| subst(r, &known)));
            rw.emit(i, inst, snap);
        }
        // What this guard proves from here on.
        let [a, b, _] = inst.args;
        let proved = match inst.op {
            Opcode::GuardValue => Some((a, b)),
            Opcode::GuardTrue | Opcode::GuardFalse if !a.is_const() => {
                let cond = rw.view().ops[a.index()];
                let want = if inst.op == Opcode::GuardTrue { Opcode::Eq } else { Opcode::Ne };
                let [x, y, _] = cond.args;
                (cond.op == want && !x.is_const() && y.is_const()).then_some((x, y))
            }
            _ => None,
        };
        // A list is only known from `guard_value`, which compares identity: equal lists are not the
        // same list.
        if let Some((v, k)) = proved {
            let identity = inst.op == Opcode::GuardValue || rw.view().ty(v) != Ty::List;
            if !v.is_const() && k.is_const() && rw.view().ty(v) == rw.view().ty(k) && identity {
                known[v.index()] = k;
            }
        }
    }
    rw.finish()
}

/// Phis (by old index) whose every new value is their first value or themselves.
fn invariant_phis(trace: &Trace) -> Vec<bool> {
    let mut invariant: Vec<bool> = trace.ops.iter().map(|i| i.op == Opcode::Phi).collect();
    for &(p, v) in &trace.phis {
        if p.is_const() || !invariant[p.index()] {
            continue;
        }
        let init = trace.ops[p.index()].args[0];
        let same_const = matches!((trace.const_value(v), trace.const_value(init)), (Some(x), Some(y)) if crate::jit::ir::same_value(x, y));
        if !(v == p || v == init || same_const) {
            invariant[p.index()] = false;
        }
    }
    invariant
}

/// What an instruction folds to: a value of the trace, or a constant (not interned yet).
pub(crate) enum Folded {
    To(Ref),
    Const(Value),
}

/// The folded value of `inst`, if it can be known now: from the operation table, by evaluating it on
/// constant operands, or by its algebraic facts (operands are typed in a trace, so an operation on
/// integers has integer operands). The recorder folds with it too.
pub(crate) fn fold(t: &mut Trace, inst: &Inst) -> Option<Ref> {
    Some(match folded(t, inst)? {
        Folded::To(r) => r,
        Folded::Const(v) => t.konst(v),
    })
}

/// `fold`, reading the trace only.
pub(crate) fn folded(t: &Trace, inst: &Inst) -> Option<Folded> {
    let op = inst.op;
    let d = op.def();
    if d.eval.is_none() || d.effect || op == Opcode::Same {
        return None;
    }
    let args = inst.operands();
    // Everything constant: compute it, unless it fails (then the trace must fail there too).
    // (The recorder folds every operation it records: no allocation on the way.)
    let values: Option<smallvec::SmallVec<[&Value; 4]>> = args.iter().map(|&r| t.const_value(r)).collect();
    if let Some(result) = values.map(|values| op.eval(&values)) {
        return match result {
            Ok(v) if fits(&v, inst.ty) => Some(Folded::Const(v)),
            _ => None,
        };
    }
    let &[a, b] = args else { return None };
    let is = |r: Ref, k: i64| matches!(t.const_value(r), Some(Value::Int(i)) if *i == k);
    let result = if let (Some(k), true) = (d.different_kinds, t.ty(a) != t.ty(b)) {
        k
    } else if let (Some(k), true) = (d.same_operands, a == b) {
        k
    } else if let Some(k) = d.absorbing.filter(|&k| is(a, k) || is(b, k)) {
        k
    } else {
        return match d.identity {
            Some((_, k)) if is(b, k) => Some(Folded::To(a)),
            Some((Side::Both, k)) if is(a, k) => Some(Folded::To(b)),
            _ => None,
        };
    };
    Some(Folded::Const(Value::Int(result)))
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn constants_fold_and_failures_stay() {
        let input = "\
v0:int = input a
v1:int = add 2, 3 => l/0 (0) {}
v2:int = mul v1, v0 => l/1 (0) {x=v1}
v3:int = add 9223372036854775807, 1 => l/2 (0) {}
v4:int = div 1, 0 => l/3 (0) {}
v5:int = readlist [1, 2], 5 => l/4 (0) {}
v6:int = readlist [1, 'b'], 1 => l/5 (0) {}
v7:sym = readlist [1, 'b'], 1 => l/6 (0) {}
v8:int = len [1, 2, 3]
v9:int = eq v0, 'x'
v10:int = sub v0, 0 => l/7 (0) {}
";
        let expected = "\
v0:int = input a
v1:int = mul 5, v0 => l/1 (0) {x=5}
v2:int = add 9223372036854775807, 1 => l/2 (0) {}
v3:int = div 1, 0 => l/3 (0) {}
v4:int = readlist [1, 2], 5 => l/4 (0) {}
v5:int = readlist [1, 'b'], 1 => l/5 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn guard_value_and_equality_guards_prove_constants() {
        let input = "\
v0:int = input pc
v1:sym = input op
guard_value v0, 2 => l/0 (0) {}
v3:int = add v0, 1 => l/1 (0) {pc=v0}
v4:int = eq v1, 'mov'
guard_true v4 => l/2 (0) {pc=v3}
v6:int = eq v1, 'mov'
";
        let expected = "\
v0:int = input pc
v1:sym = input op
guard_value v0, 2 => l/0 (0) {}
v3:int = eq v1, 'mov'
guard_true v3 => l/2 (0) {pc=3}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_phi_that_never_changes_is_its_first_value() {
        let input = "\
v0:int = input a
v1:int = phi pc 2
v2:int = phi a v0
loop (1)
v4:int = add v1, 1 => l/0 (0) {}
v5:int = add v2, v4 => l/0 (0) {}
jump (1) v1 <- 2, v2 <- v5
";
        let expected = "\
v0:int = input a
v1:int = phi a v0
loop (1)
v3:int = add v1, 3 => l/0 (0) {}
jump (1) v1 <- v3
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
