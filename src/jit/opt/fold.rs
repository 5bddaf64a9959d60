//! Constant folding, with what guards prove (the seeds' part 3: walk the trace with an environment of
//! known constants).
//!
//! - An operation whose operands are all constants is computed now, unless it would fail (overflow, zero
//!   divisor, index out of range): then it stays, and fails at run time as it must.
//! - `guard_value v, k` proves `v == k` for everything after it; so do `guard_true (eq v k)` and
//!   `guard_false (ne v k)`. Later uses of `v`, snapshots included, read `k`.
//! - `readlist` of a constant list at a constant index is the element; `len` of a constant list its length.
//! - Types are static in a trace: `eq` of an integer and a symbol is 0 without looking at them.
//! - Identities: `x + 0`, `x - 0`, `x * 1` are `x`; `x * 0` is 0; `x - x` is 0; `x == x` is 1.
//! - A phi whose new value at every `jump` is its first value (or itself) does not change: it is its first
//!   value.

use super::Rewriter;
use crate::jit::exec::fits;
use crate::jit::ir::{Opcode, Ref, Trace, Ty};
use crate::value::{OpKind, Value, apply1, apply2};

pub fn run(trace: &Trace) -> Trace {
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
        if let Some(r) = fold(&mut rw.new, inst.op, inst.args, inst.ty) {
            rw.set(i, r);
            continue;
        }
        let snap = inst.op.info().guard.then(|| rw.mapped_snapshot(i, |r| subst(r, &known)));
        rw.emit(i, inst, snap);
        // What this guard proves from here on.
        let [a, b] = inst.args;
        let proved = match inst.op {
            Opcode::GuardValue => Some((a, b)),
            Opcode::GuardTrue | Opcode::GuardFalse if !a.is_const() => {
                let cond = rw.new.ops[a.index()];
                let want = if inst.op == Opcode::GuardTrue { Opcode::Eq } else { Opcode::Ne };
                let [x, y] = cond.args;
                (cond.op == want && !x.is_const() && y.is_const()).then_some((x, y))
            }
            _ => None,
        };
        // A list is only known from `guard_value`, which compares identity: equal lists are not the
        // same list.
        if let Some((v, k)) = proved {
            let identity = inst.op == Opcode::GuardValue || rw.new.ty(v) != Ty::List;
            if !v.is_const() && k.is_const() && rw.new.ty(v) == rw.new.ty(k) && identity {
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
        let same_const = matches!((trace.const_value(v), trace.const_value(init)), (Some(x), Some(y)) if crate::jit::exec::same_value(x, y));
        if !(v == p || v == init || same_const) {
            invariant[p.index()] = false;
        }
    }
    invariant
}

/// The folded value of `op(args)`, if it can be known now.
fn fold(t: &mut Trace, op: Opcode, args: [Ref; 2], ty: Ty) -> Option<Ref> {
    let [a, b] = args;
    let kind = op.op_kind()?;
    if kind == OpKind::Same {
        return None;
    }
    // Everything constant: compute it, unless it fails (then the trace must fail there too).
    let ka = t.const_value(a).cloned();
    let kb = if b.is_none() { None } else { t.const_value(b).cloned() };
    if let Some(x) = &ka {
        let r = match (kind, &kb) {
            (OpKind::Len, _) => apply1(kind, x).ok(),
            (_, Some(y)) => apply2(kind, x, y).ok(),
            _ => None,
        };
        if let Some(v) = r
            && fits(&v, ty)
        {
            return Some(t.konst(v));
        }
        if kb.is_some() || kind == OpKind::Len {
            return None;
        }
    }
    let int = |v: i64| Some(Value::Int(v));
    let result = match kind {
        OpKind::Eq | OpKind::Ne if t.ty(a) != t.ty(b) => int((kind == OpKind::Ne) as i64),
        OpKind::Eq | OpKind::Le | OpKind::Ge if a == b => int(1),
        OpKind::Ne | OpKind::Lt | OpKind::Gt if a == b => int(0),
        OpKind::Sub if a == b => int(0),
        OpKind::Mul if is_int(t, a, 0) || is_int(t, b, 0) => int(0),
        OpKind::Add if is_int(t, b, 0) => return Some(a),
        OpKind::Add if is_int(t, a, 0) => return Some(b),
        OpKind::Sub if is_int(t, b, 0) => return Some(a),
        OpKind::Mul if is_int(t, b, 1) => return Some(a),
        OpKind::Mul if is_int(t, a, 1) => return Some(b),
        _ => None,
    }?;
    Some(t.konst(result))
}

fn is_int(t: &Trace, r: Ref, k: i64) -> bool {
    matches!(t.const_value(r), Some(Value::Int(i)) if *i == k)
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
