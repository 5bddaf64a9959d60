//! The IR verifier: the invariants every trace keeps, checked between optimizer passes (Cranelift's
//! verifier plays the same part). A pass that breaks one fails there, naming itself and the
//! instruction, instead of miscompiling something three passes later.
//!
//! The invariants:
//! - every operand is defined before it is used (a constant, or an earlier instruction with a result),
//!   and operands past an instruction's arity are empty;
//! - kinds agree with the operation table: operands have the kinds their row expects, results the kind
//!   it gives; a `phi` has its initial value's kind, as has each value `jump` moves into it (a phi, or
//!   before peeling an input);
//! - every guard has a snapshot of its own, with the exit kind its opcode implies; nothing else has one;
//! - snapshots name only values defined before their guard;
//! - phis come together right before the single `loop`; `jump` and `jump_trace` end the trace;
//! - a sunk list (`opt/sink.rs`) is a `set_nb` or an `append` on a constant list or another sunk one,
//!   storing a value (a sunk list too); nothing but snapshots and sunk instructions reads it; and
//!   every `set_nb` stores at a constant index within the length the trace knows its list has;
//! - a lazy `set` (`opt/stores.rs`) is owned, in range, at a constant index, not sunk, and read by no
//!   operation but one `set` of the same element (so no code can see the element it leaves out).
//!
//! It runs after every pass in debug builds, in unit tests, and wherever `FGLJIT_VERIFY=1` is set (the
//! integration tests set it), or after `verify::always()`.

use super::ir::{Inst, Opcode, Ref, Trace, Ty};
use super::snapshot::ExitKind;
use crate::ops::{Class, Res};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

static FORCED: AtomicBool = AtomicBool::new(false);

/// Turns verification on for the rest of the process (tests that run the engine in process).
pub fn always() {
    FORCED.store(true, Ordering::Relaxed);
}

/// Whether the optimizer verifies after each pass.
pub fn enabled() -> bool {
    static FROM_ENV: OnceLock<bool> = OnceLock::new();
    cfg!(any(debug_assertions, test))
        || FORCED.load(Ordering::Relaxed)
        || *FROM_ENV.get_or_init(|| std::env::var_os("FGLJIT_VERIFY").is_some_and(|v| v != "0"))
}

/// Checks every invariant; the error names the first instruction that breaks one.
pub fn verify(t: &Trace) -> Result<(), String> {
    let mut snap_used = vec![false; t.snapshots.len()];
    let mut loop_at = None;
    for (i, inst) in t.ops.iter().enumerate() {
        let err = |what: String| Err(format!("v{i} ({}): {what}", inst.op));
        let d = inst.op.def();
        // Operands.
        for (k, &a) in inst.args.iter().enumerate() {
            if k >= inst.op.arity() {
                if !a.is_none() {
                    return err(format!("operand {k} past the arity"));
                }
                continue;
            }
            if let Err(e) = defined_before(t, a, i) {
                return err(format!("operand {k}: {e}"));
            }
            if let Some(kind) = d.args[k].kind
                && t.ty(a) != Ty::of_kind(kind)
            {
                return err(format!("operand {k} is {}, expected {}", t.ty(a).name(), d.args[k].what));
            }
            if t.is_sunk(a) && !inst.is_sunk() {
                return err(format!("operand {k}: v{} is a sunk list", a.index()));
            }
        }
        let access = inst.access();
        let list_op =
            matches!(inst.op, Opcode::ReadList | Opcode::Set | Opcode::SetNb | Opcode::Append | Opcode::Slice);
        let indexed = matches!(inst.op, Opcode::ReadList | Opcode::Set | Opcode::SetNb);
        if (access != Default::default() && !list_op) || (access.in_bounds && !indexed) {
            return err("list access flags on an instruction they do not apply to".into());
        }
        if inst.is_sunk() {
            let a = inst.args[0];
            let from_const_list = matches!(t.const_value(a), Some(crate::value::Value::List(_)));
            if !matches!(inst.op, Opcode::SetNb | Opcode::Append) || !(from_const_list || t.is_sunk(a)) {
                return err("sunk, but not a set_nb or an append on a constant list or a sunk one".into());
            }
        }
        if access.lazy {
            let ok = matches!(inst.op, Opcode::Set | Opcode::SetNb)
                && access.owned
                && access.in_bounds
                && !access.sunk
                && t.int_const(inst.args[1]).is_some();
            let me = Ref::op(i);
            let readers: Vec<&Inst> = t.ops.iter().filter(|o| o.operands().contains(&me)).collect();
            let overwritten = match readers.as_slice() {
                [next] => {
                    matches!(next.op, Opcode::Set | Opcode::SetNb)
                        && next.args[0] == me
                        && t.int_const(next.args[1]) == t.int_const(inst.args[1])
                }
                _ => false,
            };
            if !ok || !overwritten || t.phis.iter().any(|&(_, v)| v == me) {
                return err("lazy, but not an owned set in range at a constant index that the next set of its element overwrites".into());
            }
        }
        if inst.op == Opcode::SetNb {
            let in_range = match (t.known_len(inst.args[0]), t.const_value(inst.args[1])) {
                (Some(n), Some(crate::value::Value::Int(k))) => *k >= 0 && (*k as u64) < n as u64,
                _ => false,
            };
            if !in_range {
                return err("set_nb at an index not known to be in range".into());
            }
        }
        // The result's kind.
        let ty_ok = match (d.class, d.result) {
            (Class::Input, _) => inst.ty != Ty::Void,
            (Class::Phi, _) => inst.ty == t.ty(inst.args[0]),
            (_, Res::Void) => inst.ty == Ty::Void,
            (_, Res::Int | Res::Bool) => inst.ty == Ty::Int,
            (_, Res::List) => inst.ty == Ty::List,
            (_, Res::Arg0) => inst.ty == t.ty(inst.args[0]),
            (_, Res::Element) => inst.ty != Ty::Void,
        };
        if !ty_ok {
            return err(format!("result of kind {}", inst.ty.name()));
        }
        // A phi of a list element a loop carries (`opt::heap`) is no variable's, and never a list.
        let element_phi = d.class == Class::Phi && inst.payload == super::ir::Payload::None && inst.ty != Ty::List;
        if matches!(d.class, Class::Input | Class::Phi)
            && !matches!(inst.payload, super::ir::Payload::Var(_))
            && !element_phi
        {
            return err("no variable".into());
        }
        if inst.op == Opcode::GuardValue && (!inst.args[1].is_const() || t.ty(inst.args[0]) != t.ty(inst.args[1])) {
            return err("guard_value needs a constant of its operand's kind".into());
        }
        // Snapshots.
        if inst.op.is_guard() {
            let Some(s) = t.snapshots.get(inst.snap.index()) else {
                return err(format!("a guard without a snapshot ({})", inst.snap));
            };
            if std::mem::replace(&mut snap_used[inst.snap.index()], true) {
                return err(format!("snapshot {} is shared", inst.snap));
            }
            if s.kind != ExitKind::of(inst) {
                return err(format!("snapshot {} has exit kind {:?}", inst.snap, s.kind));
            }
            for &(var, r) in &s.vars {
                if let Err(e) = defined_before(t, r, i) {
                    return err(format!("snapshot {} variable {}: {e}", inst.snap, t.names.vars[var as usize]));
                }
            }
        } else if inst.snap != super::ir::SnapId::NONE {
            return err("not a guard, yet it has a snapshot".into());
        }
        // Control.
        match inst.op {
            Opcode::Phi if t.ops[i + 1..].iter().find(|o| o.op != Opcode::Phi).map(|o| o.op) != Some(Opcode::Loop) => {
                return err("a phi not in the group right before loop".into());
            }
            Opcode::Loop if loop_at.replace(i).is_some() => return err("a second loop".into()),
            Opcode::Jump if loop_at.is_none() => return err("jump without loop".into()),
            Opcode::Jump | Opcode::JumpTrace | Opcode::Exit if i + 1 != t.ops.len() => {
                return err("control flow mid-trace".into());
            }
            _ => {}
        }
    }
    let end = t.ops.len();
    for &(phi, value) in &t.phis {
        // Before peeling the loop-carried values are the inputs themselves.
        if !phi.is_op() || !matches!(t.ops.get(phi.index()).map(|o| o.op), Some(Opcode::Phi | Opcode::Input)) {
            return Err(format!("jump moves into {phi:?}, neither a phi nor an input"));
        }
        defined_before(t, value, end).map_err(|e| format!("jump's value for v{}: {e}", phi.index()))?;
        if t.is_sunk(value) {
            return Err(format!("jump moves the sunk list v{} into v{}", value.index(), phi.index()));
        }
        if t.ty(value) != t.ty(phi) {
            return Err(format!("jump moves a {} into v{}:{}", t.ty(value).name(), phi.index(), t.ty(phi).name()));
        }
    }
    Ok(())
}

/// `r` is a constant, or the result of an instruction before `at`.
fn defined_before(t: &Trace, r: Ref, at: usize) -> Result<(), String> {
    if r.is_none() {
        return Err("missing".into());
    }
    if r.is_const() {
        return if r.index() < t.consts.len() { Ok(()) } else { Err("an unknown constant".into()) };
    }
    if r.index() >= at {
        return Err(format!("v{} used before it is defined", r.index()));
    }
    if t.ops[r.index()].ty == Ty::Void {
        return Err(format!("v{} has no value", r.index()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::verify;
    use crate::jit::ir::{Opcode, Ref, SnapId, Trace, Ty, parse};

    const LOOP: &str = "v0:int = input i\n\
        v1:int = phi i v0\n\
        loop\n\
        v3:int = sub v1, 1 => l/0 (0) {i=v1}\n\
        v4:int = ge v3, 0\n\
        guard_true v4 => l/1 (0) {i=v3}\n\
        jump (1) v1 <- v3\n";

    /// The loop above, broken by `f` as a faulty pass might.
    fn broken(f: impl FnOnce(&mut Trace)) -> String {
        let mut t = parse(LOOP, None).unwrap();
        f(&mut t);
        verify(&t).unwrap_err()
    }

    #[test]
    fn a_well_formed_loop_passes() {
        verify(&parse(LOOP, None).unwrap()).unwrap();
    }

    #[test]
    fn a_use_before_its_definition_fails() {
        let e = broken(|t| t.ops[4].args[0] = Ref::op(5));
        assert_eq!(e, "v4 (ge): operand 0: v5 used before it is defined");
        let e = broken(|t| t.ops[4].args[0] = Ref::op(2));
        assert_eq!(e, "v4 (ge): operand 0: v2 has no value");
    }

    #[test]
    fn wrong_kinds_fail() {
        let e = broken(|t| t.ops[0].ty = Ty::List);
        assert_eq!(e, "v1 (phi): result of kind int");
        let e = broken(|t| t.ops[4].ty = Ty::List);
        assert_eq!(e, "v4 (ge): result of kind list");
        let e = broken(|t| {
            let l = t.konst(crate::value::Value::Sym(crate::value::Symbol::intern("x")));
            t.ops[3].args[1] = l;
        });
        assert_eq!(e, "v3 (sub): operand 1 is sym, expected integers");
    }

    #[test]
    fn guards_need_their_own_snapshots() {
        let e = broken(|t| t.ops[5].snap = SnapId::NONE);
        assert_eq!(e, "v5 (guard_true): a guard without a snapshot (none)");
        let e = broken(|t| t.ops[5].snap = t.ops[3].snap);
        assert_eq!(e, "v5 (guard_true): snapshot 0 is shared");
        let e = broken(|t| t.ops[4].snap = SnapId(1));
        assert_eq!(e, "v4 (ge): not a guard, yet it has a snapshot");
    }

    #[test]
    fn a_snapshot_naming_a_later_value_fails() {
        let e = broken(|t| t.snapshots[0].vars[0].1 = Ref::op(4));
        assert_eq!(e, "v3 (sub): snapshot 0 variable i: v4 used before it is defined");
    }

    #[test]
    fn a_lazy_set_is_read_only_by_the_set_that_overwrites_its_element() {
        let ok = "v0:list = input ptr\n\
            v1:int = input p\n\
            v2:list = set v0, 0, v1 owned words in_bounds lazy => r/0 (0) {ptr=v0}\n\
            v3:int = add v1, 1 => l/0 (0) {ptr=v2}\n\
            v4:list = set v2, 0, v3 owned words in_bounds => r/0 (1) {ptr=v2}\n";
        verify(&parse(ok, None).unwrap()).unwrap();
        let read = format!("{ok}v5:int = len v2\n");
        let e = verify(&parse(&read, None).unwrap()).unwrap_err();
        assert_eq!(
            e,
            "v2 (set): lazy, but not an owned set in range at a constant index that the next set of its element overwrites"
        );
        let other_index = ok.replace("set v2, 0, v3", "set v2, 1, v3");
        assert!(verify(&parse(&other_index, None).unwrap()).is_err());
    }

    #[test]
    fn sunk_lists_are_read_only_by_snapshots_and_sunk_instructions() {
        let ok = "v0:int = input i\n\
            v1:list = set_nb [0, 0], 0, v0 sunk\n\
            v2:list = append v1, v1 sunk\n\
            v3:int = add v0, 1 => l/0 (0) {p=v2, q=v1}\n";
        verify(&parse(ok, None).unwrap()).unwrap();
        let used = format!("{ok}v4:int = len v2\n");
        assert_eq!(verify(&parse(&used, None).unwrap()).unwrap_err(), "v4 (len): operand 0: v2 is a sunk list");
        let out_of_range = "v0:int = input i\nv1:list = set_nb [0, 0], 2, v0 sunk\n";
        let e = verify(&parse(out_of_range, None).unwrap()).unwrap_err();
        assert_eq!(e, "v1 (set_nb): set_nb at an index not known to be in range");
        let on_input = "v0:list = input l\nv1:list = append v0, 1 sunk\n";
        let e = verify(&parse(on_input, None).unwrap()).unwrap_err();
        assert_eq!(e, "v1 (append): sunk, but not a set_nb or an append on a constant list or a sunk one");
    }

    #[test]
    fn list_access_flags_go_only_where_they_apply() {
        let ok = "v0:list = input l\nv1:int = input i\nv2:int = readlist v0, v1 words in_bounds => l/0 (0) {}\n\
            v3:list = append v0, 1 owned words\n";
        verify(&parse(ok, None).unwrap()).unwrap();
        let e = verify(&parse("v0:int = input i\nv1:int = add v0, 1 words => l/0 (0) {}\n", None).unwrap());
        assert_eq!(e.unwrap_err(), "v1 (add): list access flags on an instruction they do not apply to");
        let e = verify(&parse("v0:list = input l\nv1:list = append v0, 1 in_bounds\n", None).unwrap());
        assert_eq!(e.unwrap_err(), "v1 (append): list access flags on an instruction they do not apply to");
    }

    #[test]
    fn phis_and_control_are_well_formed() {
        let e = broken(|t| t.ops.swap(1, 0));
        assert_eq!(e, "v0 (phi): operand 0: v0 used before it is defined");
        let e = broken(|t| t.phis[0].1 = Ref::op(9));
        assert_eq!(e, "jump's value for v1: v9 used before it is defined");
        let e = broken(|t| {
            let j = t.ops.pop().unwrap();
            t.ops.insert(4, j);
        });
        assert_eq!(e, "v4 (jump): control flow mid-trace");
        let e = broken(|t| t.ops[2].op = Opcode::Phi);
        assert_eq!(e, "v1 (phi): a phi not in the group right before loop");
    }
}
