//! The trace executor: runs trace IR directly (the seeds' `runtrace`), as `--mode trace`.
//!
//! It is the reference for what compiled traces do: the same entry checks, the same guard exits, the
//! same step accounting, and it leaves through the same exit state (`exit.rs`). Every operation is
//! computed by the operation table, so its results are the interpreter's. Speed is not its purpose; the
//! machine-code backend is.

use super::exit::ExitState;
use super::ir::{Inst, Opcode, Ref, SnapId, Trace, TraceId, Ty};
use crate::interp::Env;
use crate::value::Value;
use std::rc::Rc;

/// Whether `v` can be the value of a trace value of type `ty`.
pub fn fits(v: &Value, ty: Ty) -> bool {
    matches!((v, ty), (Value::Int(_), Ty::Int) | (Value::Sym(_), Ty::Sym) | (Value::List(_), Ty::List))
}

/// A `guard_value` on a list compares identity; on anything else, equality.
pub fn same_value(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        _ => a.equals(b),
    }
}

struct Regs<'t> {
    trace: &'t Trace,
    vals: Vec<Option<Value>>,
}

impl Regs<'_> {
    fn get(&self, r: Ref) -> &Value {
        match self.trace.const_value(r) {
            Some(v) => v,
            None => self.vals[r.index()].as_ref().expect("SSA: a value is defined before it is used"),
        }
    }
}

/// Leaves through the snapshot of `inst` (or the entry's): writes its variables and the exit taken.
fn leave(regs: &Regs, id: TraceId, snap: SnapId, value: Option<&Value>, state: &mut ExitState, steps: &mut u64) {
    let s = regs.trace.snapshot(snap);
    *steps -= s.jumps as u64;
    for &(var, r) in &s.vars {
        state.write_var(var, regs.get(r));
    }
    state.set_exit(id, snap, value);
}

/// Runs trace `id` on `env`, leaving through `state`. `steps` is the jump budget; the trace takes exactly
/// the jumps the interpreter would have taken, and stops at a loop head rather than run out in the middle
/// of an iteration.
pub fn run(trace: &Trace, id: TraceId, env: &Env, state: &mut ExitState, steps: &mut u64) {
    let mut regs = Regs { trace, vals: vec![None; trace.ops.len()] };
    if *steps < trace.jumps_per_iter as u64 {
        return leave(&regs, id, SnapId::ENTRY, None, state, steps);
    }
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.op != Opcode::Input {
            continue;
        }
        match &env[inst.var() as usize] {
            Some(v) if fits(v, inst.ty) => regs.vals[i] = Some(v.clone()),
            _ => return leave(&regs, id, SnapId::ENTRY, None, state, steps),
        }
    }
    let loop_at = trace.loop_index();
    let mut pc = 0;
    loop {
        let inst: &Inst = &trace.ops[pc];
        match inst.op {
            Opcode::Input => {}
            Opcode::Phi => regs.vals[pc] = Some(regs.get(inst.args[0]).clone()),
            Opcode::GuardTrue | Opcode::GuardFalse => {
                if regs.get(inst.args[0]).is_truthy() != (inst.op == Opcode::GuardTrue) {
                    return leave(&regs, id, inst.snap, None, state, steps);
                }
            }
            Opcode::GuardSteps => {
                if *steps < 2 * trace.jumps_per_iter as u64 {
                    return leave(&regs, id, inst.snap, None, state, steps);
                }
            }
            Opcode::GuardValue => {
                let v = regs.get(inst.args[0]);
                if !same_value(v, regs.get(inst.args[1])) {
                    let v = v.clone();
                    return leave(&regs, id, inst.snap, Some(&v), state, steps);
                }
            }
            // Passing `loop` from above ends the peeled first iteration, if there is one.
            Opcode::Loop => *steps -= inst.jumps() as u64,
            Opcode::Jump => {
                let new: Vec<Value> = trace.phis.iter().map(|(_, v)| regs.get(*v).clone()).collect();
                for ((phi, _), v) in trace.phis.iter().zip(new) {
                    regs.vals[phi.index()] = Some(v);
                }
                *steps -= trace.jumps_per_iter as u64;
                pc = loop_at.expect("a trace with `jump` has `loop`") + 1;
                continue;
            }
            Opcode::JumpTrace | Opcode::Exit => return leave(&regs, id, inst.snap, None, state, steps),
            op => {
                let args: Vec<&Value> = inst.operands().iter().map(|&r| regs.get(r)).collect();
                match op.eval(&args) {
                    Ok(v) if fits(&v, inst.ty) => regs.vals[pc] = Some(v),
                    // Overflow, a zero divisor, an index out of range, an element of another kind: the
                    // guard fails and the interpreter does the operation again.
                    _ => return leave(&regs, id, inst.snap, None, state, steps),
                }
            }
        }
        pc += 1;
    }
}
