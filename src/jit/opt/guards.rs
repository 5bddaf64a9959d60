//! Guard elimination: a guard whose outcome is known is dropped — on a constant that passes, or on a
//! comparison an earlier guard already decided (directly, or as its complement or mirror image:
//! `guard_true (lt a b)` decides `ge a b`, `gt b a` and `le b a` too). A guard that is known to fail stays:
//! the trace must leave there.
//!
//! A `guard_value` on an offset of a value, `guard_value (add x, c), K` where the `add` checks for
//! overflow, is made at the `add` instead, as `guard_value x, K - c` leaving through the `add`'s own
//! snapshot (which resumes at the `add`: the interpreter redoes it), and the `add` is then the constant
//! `K`: no addition and no overflow check. A meta-traced interpreter whose jump list is data
//! (`pc = jumps[pc]; pc = pc + 1; promote(pc)`) checks the element it read. It fails exactly when the
//! later guard would have, only earlier, at a resume point of its own.

use super::Rewriter;
use crate::jit::ir::same_value;
use crate::jit::ir::{Inst, Opcode, Ref, SnapId, Trace, Ty};
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;

/// When `guard_true c` fails, `c` is 0; when `guard_false c` fails and `c` is a comparison, `c` is 1. The
/// guard's snapshot (used only when it fails) can say so, which leaves the comparison with no other use
/// than the guard (the backend then fuses them into one compare-and-branch).
fn failing_condition_is_known(rw: &mut Rewriter, guard: Ref, op: Opcode) {
    let t = rw.view();
    let guard = t.ops[guard.index()];
    let c = guard.args[0];
    if c.is_const() || !t.snapshots[guard.snap.index()].vars.iter().any(|&(_, r)| r == c) {
        return;
    }
    let is_comparison = t.ops[c.index()].op.is_comparison();
    let value = match op {
        Opcode::GuardTrue => 0,
        _ if is_comparison => 1,
        _ => return,
    };
    let t = rw.out();
    let k = t.konst(crate::value::Value::Int(value));
    for (_, r) in &mut t.snapshots[guard.snap.index()].vars {
        if *r == c {
            *r = k;
        }
    }
}

/// Whether guard `inst` of `t` fails whenever it runs: its condition is a constant of the other truth,
/// or it compares two different constants.
pub fn fails_always(t: &Trace, inst: &Inst) -> bool {
    let konst = |i: usize| t.const_value(inst.args[i]);
    match inst.op {
        Opcode::GuardTrue => konst(0).is_some_and(|v| !v.is_truthy()),
        Opcode::GuardFalse => konst(0).is_some_and(|v| v.is_truthy()),
        Opcode::GuardValue => matches!((konst(0), konst(1)), (Some(x), Some(k)) if !same_value(x, k)),
        _ => false,
    }
}

/// The first guard of an optimized loop's body that always fails, if any: the loop then never completes
/// an iteration (it closed at the wrong pass through its label, and every entry leaves there).
pub fn body_always_exits(t: &Trace) -> Option<Ref> {
    let body = t.loop_index()? + 1;
    (body..t.ops.len()).map(Ref::op).find(|r| fails_always(t, &t.ops[r.index()]))
}

/// The `guard_value`s on offsets that are made at the offset's `add` instead (see the module's
/// comment): by the `add`'s index, the offset value `x` and the constant it is checked against, and
/// the constant `K` the `add` then is. Only within one side of the loop, and for the first such guard of
/// an `add`.
fn offset_guards(t: &Trace) -> HashMap<usize, (Ref, i64, i64)> {
    let loop_at = t.loop_index();
    let side = |i: usize| loop_at.is_some_and(|l| i > l);
    let mut out: HashMap<usize, (Ref, i64, i64)> = HashMap::default();
    for (g, inst) in t.ops.iter().enumerate() {
        let [r, k, _] = inst.args;
        let (true, Some(k), true) = (inst.op == Opcode::GuardValue, t.int_const(k), r.is_op()) else { continue };
        let a = &t.ops[r.index()];
        if a.ty != Ty::Int || a.snap == SnapId::NONE || side(r.index()) != side(g) {
            continue;
        }
        let [p, q, _] = a.args;
        let found = match (a.op, t.int_const(p), t.int_const(q)) {
            (Opcode::Add, None, Some(c)) => k.checked_sub(c).map(|base| (p, base)),
            (Opcode::Add, Some(c), None) => k.checked_sub(c).map(|base| (q, base)),
            (Opcode::Sub, None, Some(c)) => k.checked_add(c).map(|base| (p, base)),
            _ => None,
        };
        if let Some((x, base)) = found {
            out.entry(r.index()).or_insert((x, base, k));
        }
    }
    out
}

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let mut rw = Rewriter::new(trace);
    let offsets = offset_guards(trace);
    // Comparisons (op, a, b) whose truth an earlier guard established; and refs known true or false.
    let mut facts: HashMap<(Opcode, Ref, Ref), bool> = HashMap::default();
    let mut truths: HashMap<Ref, bool> = HashMap::default();
    for (i, old) in trace.ops.iter().enumerate() {
        if let Some(&(x, base, k)) = offsets.get(&i) {
            let base = rw.out().konst(Value::Int(base));
            let mut guard = Inst::new(Opcode::GuardValue, &[rw.map(x), base], Ty::Void);
            let snap = rw.mapped_snapshot(i, |r| r);
            let out = rw.out();
            guard.snap = SnapId(out.snapshots.len() as u32);
            out.snapshots.push(snap);
            out.push(guard);
            // Past it, the sum is the constant the later guard wanted (which then folds).
            let k = out.konst(Value::Int(k));
            rw.set(i, k);
            continue;
        }
        let inst = rw.mapped(i);
        let known = match old.op {
            Opcode::GuardTrue | Opcode::GuardFalse => {
                let want = old.op == Opcode::GuardTrue;
                let c = inst.args[0];
                let outcome = match rw.view().const_value(c) {
                    Some(v) => Some(v.is_truthy()),
                    None => {
                        let cond = rw.view().ops[c.index()];
                        truths.get(&c).copied().or_else(|| facts.get(&(cond.op, cond.args[0], cond.args[1])).copied())
                    }
                };
                match outcome {
                    Some(o) => o == want,
                    None => {
                        truths.insert(c, want);
                        let cond = rw.view().ops[c.index()];
                        let d = cond.op.def();
                        if let (Some(neg), Some(mirror)) = (d.negated, d.mirror) {
                            let [a, b, _] = cond.args;
                            let neg_mirror = neg.def().mirror.expect("a comparison's negation is one");
                            for (op, x, y, t) in [
                                (cond.op, a, b, want),
                                (neg, a, b, !want),
                                (mirror, b, a, want),
                                (neg_mirror, b, a, !want),
                            ] {
                                facts.insert((op, x, y), t);
                            }
                        }
                        false
                    }
                }
            }
            Opcode::GuardValue => match (rw.view().const_value(inst.args[0]), rw.view().const_value(inst.args[1])) {
                (Some(x), Some(k)) => same_value(x, k),
                _ => false,
            },
            _ => false,
        };
        if !known {
            let guard = rw.keep(i);
            if matches!(old.op, Opcode::GuardTrue | Opcode::GuardFalse) {
                failing_condition_is_known(&mut rw, guard, old.op);
            }
        }
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn known_and_implied_guards_go() {
        let input = "\
v0:int = input a
v1:int = input b
guard_true 1 => l/0 (0) {}
guard_false 0 => l/1 (0) {}
guard_value 'x', 'x' => l/2 (0) {}
v5:int = lt v0, v1
guard_true v5 => l/3 (0) {}
v7:int = ge v0, v1
guard_false v7 => l/4 (0) {}
v9:int = gt v1, v0
guard_true v9 => l/5 (0) {}
guard_true v5 => l/6 (0) {}
guard_true 0 => l/7 (0) {}
guard_value 1, 2 => l/8 (0) {}
";
        let expected = "\
v0:int = input a
v1:int = input b
v2:int = lt v0, v1
guard_true v2 => l/3 (0) {}
v4:int = ge v0, v1
v5:int = gt v1, v0
guard_true 0 => l/7 (0) {}
guard_value 1, 2 => l/8 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_loop_body_whose_guard_always_fails_is_found() {
        let t = crate::jit::ir::parse(
            "\
v0:sym = input k
v1:int = eq v0, 'a'
guard_false v1 => l/0 (0) {}
loop (1)
guard_false 1 => l/0 (0) {}
jump (1)
",
            None,
        )
        .unwrap();
        assert_eq!(super::body_always_exits(&t), Some(crate::jit::ir::Ref::op(4)));
        let fine =
            crate::jit::ir::parse("v0:int = input k\nloop (1)\nguard_true v0 => l/0 (0) {}\njump (1)\n", None).unwrap();
        assert_eq!(super::body_always_exits(&fine), None);
    }

    #[test]
    fn a_failing_guard_knows_its_condition() {
        let input = "\
v0:int = input a
v1:int = eq v0, 0
guard_false v1 => l/3 (0) {c=v1, a=v0}
guard_true v0 => l/4 (0) {c=v1, b=v0}
";
        let expected = "\
v0:int = input a
v1:int = eq v0, 0
guard_false v1 => l/3 (0) {c=1, a=v0}
guard_true v0 => l/4 (0) {c=v1, b=0}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    /// `pc = jumps[pc] + 1; promote(pc)`: the promote's guard is made on the element read, at the
    /// addition, through the addition's snapshot; the sum is then the constant. A subtraction too; an
    /// addition that cannot overflow (no snapshot) is left alone.
    #[test]
    fn a_guard_value_on_an_offset_is_made_at_the_offset_on_its_base() {
        let input = "\
v0:list = input jumps
v1:int = readlist v0, 7 words => jump/0 (0) {}
v2:int = add v1, 1 => next/0 (1) {pc=v1}
v3:int = lt v2, 100
guard_value v2, 20 => loop_pc/0 (2) {pc=v2}
v5:int = sub v1, 3 => a/0 (3) {pc=20}
guard_value v5, 16 => loop_pc/0 (4) {pc=v5}
v7:int = add_nov v1, 2
guard_value v7, 21 => loop_pc/0 (5) {pc=v7}
";
        let expected = "\
v0:list = input jumps
v1:int = readlist v0, 7 words => jump/0 (0) {}
guard_value v1, 19 => next/0 (1) {pc=v1}
v3:int = lt 20, 100
guard_value v1, 19 => a/0 (3) {pc=20}
v5:int = add_nov v1, 2
guard_value v5, 21 => loop_pc/0 (5) {pc=v5}
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
