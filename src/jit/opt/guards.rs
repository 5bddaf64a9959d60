//! Guard elimination: a guard whose outcome is known is dropped — on a constant that passes, or on a
//! comparison an earlier guard already decided (directly, or as its complement or mirror image:
//! `guard_true (lt a b)` decides `ge a b`, `gt b a` and `le b a` too). A guard that is known to fail stays:
//! the trace must leave there.

use super::Rewriter;
use crate::jit::exec::same_value;
use crate::jit::ir::{Inst, Opcode, Ref, Trace};
use rustc_hash::FxHashMap as HashMap;

/// When `guard_true c` fails, `c` is 0; when `guard_false c` fails and `c` is a comparison, `c` is 1. The
/// guard's snapshot (used only when it fails) can say so, which leaves the comparison with no other use
/// than the guard (the backend then fuses them into one compare-and-branch).
fn failing_condition_is_known(t: &mut Trace, op: Opcode) {
    let guard = *t.ops.last().expect("the guard was just emitted");
    let c = guard.args[0];
    if c.is_const() {
        return;
    }
    let is_comparison = t.ops[c.index()].op.is_comparison();
    let value = match op {
        Opcode::GuardTrue => 0,
        _ if is_comparison => 1,
        _ => return,
    };
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

pub fn run(trace: &Trace) -> Trace {
    let mut rw = Rewriter::new(trace);
    // Comparisons (op, a, b) whose truth an earlier guard established; and refs known true or false.
    let mut facts: HashMap<(Opcode, Ref, Ref), bool> = HashMap::default();
    let mut truths: HashMap<Ref, bool> = HashMap::default();
    for (i, old) in trace.ops.iter().enumerate() {
        let inst = rw.mapped(i);
        let known = match old.op {
            Opcode::GuardTrue | Opcode::GuardFalse => {
                let want = old.op == Opcode::GuardTrue;
                let c = inst.args[0];
                let outcome = match rw.new.const_value(c) {
                    Some(v) => Some(v.is_truthy()),
                    None => {
                        let cond = rw.new.ops[c.index()];
                        truths.get(&c).copied().or_else(|| facts.get(&(cond.op, cond.args[0], cond.args[1])).copied())
                    }
                };
                match outcome {
                    Some(o) => o == want,
                    None => {
                        truths.insert(c, want);
                        let cond = rw.new.ops[c.index()];
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
            Opcode::GuardValue => match (rw.new.const_value(inst.args[0]), rw.new.const_value(inst.args[1])) {
                (Some(x), Some(k)) => same_value(x, k),
                _ => false,
            },
            _ => false,
        };
        if !known {
            rw.keep(i);
            if matches!(old.op, Opcode::GuardTrue | Opcode::GuardFalse) {
                failing_condition_is_known(&mut rw.new, old.op);
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
}
