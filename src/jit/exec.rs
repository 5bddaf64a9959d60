//! The trace executor: runs trace IR directly (the seeds' `runtrace`), as `--mode trace`.
//!
//! It is the reference for what compiled traces do: the same entry checks, the same guard exits, the
//! same step accounting. Speed is not its purpose; the machine-code backend is.

use super::hot::TraceId;
use super::ir::{Opcode, Ref, Trace, Ty};
use crate::interp::{Code, Env, Pc};
use crate::value::{Value, apply1, apply2};
use std::rc::Rc;

/// How a run of a trace ended. In every case but `NotEntered` the environment has been rebuilt.
#[derive(Debug)]
pub enum Exit {
    /// An input did not have the type the trace was recorded with, or too few steps were left for one
    /// iteration: the interpreter goes on where the trace would have started.
    NotEntered,
    /// Guard `snap` failed (with `value`, the failing value of a `guard_value`); resume at `pc`.
    Guard { snap: u32, pc: Pc, value: Option<Value> },
    /// `jump_trace`: enter trace `target`, whose start is at `pc`.
    Link { target: TraceId, pc: Pc },
    /// Too few steps left for another iteration: resume at the loop's head, `pc`.
    Steps { pc: Pc },
}

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

/// Runs `trace` on `env`. `steps` is the jump budget; the trace takes exactly the jumps the interpreter
/// would have taken, and stops at a loop head rather than run out in the middle of an iteration.
pub fn run(trace: &Trace, code: &Code, env: &mut Env, steps: &mut u64) -> Exit {
    if *steps < trace.jumps_per_iter as u64 {
        return Exit::NotEntered;
    }
    let mut regs = Regs { trace, vals: vec![None; trace.ops.len()] };
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.op != Opcode::Input {
            continue;
        }
        match &env[inst.aux as usize] {
            Some(v) if fits(v, inst.ty) => regs.vals[i] = Some(v.clone()),
            _ => return Exit::NotEntered,
        }
    }
    let loop_at = trace.loop_index();
    let mut pc = 0;
    loop {
        let inst = &trace.ops[pc];
        let fail = |regs: &Regs, env: &mut Env, steps: &mut u64, value: Option<Value>| {
            let snap = &trace.snapshots[inst.snap as usize];
            *steps -= snap.jumps as u64;
            let pc = snap.restore(trace, code, env, |r| regs.get(r).clone());
            Exit::Guard { snap: inst.snap, pc, value }
        };
        match inst.op {
            Opcode::Input => {}
            Opcode::Same | Opcode::Phi => regs.vals[pc] = Some(regs.get(inst.args[0]).clone()),
            Opcode::Len => {
                let v = apply1(crate::value::OpKind::Len, regs.get(inst.args[0])).expect("typed trace");
                regs.vals[pc] = Some(v);
            }
            Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::Div
            | Opcode::Mod
            | Opcode::Eq
            | Opcode::Ne
            | Opcode::Lt
            | Opcode::Le
            | Opcode::Gt
            | Opcode::Ge
            | Opcode::ReadList => {
                let kind = inst.op.op_kind().expect("an operation");
                match apply2(kind, regs.get(inst.args[0]), regs.get(inst.args[1])) {
                    Ok(v) if fits(&v, inst.ty) => regs.vals[pc] = Some(v),
                    // Overflow, a zero divisor, an index out of range, an element of another type.
                    _ => return fail(&regs, env, steps, None),
                }
            }
            Opcode::GuardTrue | Opcode::GuardFalse => {
                if regs.get(inst.args[0]).is_truthy() != (inst.op == Opcode::GuardTrue) {
                    return fail(&regs, env, steps, None);
                }
            }
            Opcode::GuardSteps => {
                if *steps < 2 * trace.jumps_per_iter as u64 {
                    let snap = &trace.snapshots[inst.snap as usize];
                    *steps -= snap.jumps as u64;
                    let pc = snap.restore(trace, code, env, |r| regs.get(r).clone());
                    return Exit::Steps { pc };
                }
            }
            Opcode::GuardValue => {
                let v = regs.get(inst.args[0]);
                if !same_value(v, regs.get(inst.args[1])) {
                    let v = v.clone();
                    return fail(&regs, env, steps, Some(v));
                }
            }
            Opcode::Loop => {
                // Passing `loop` from above ends the peeled first iteration, if there is one.
                *steps -= inst.aux as u64;
                if *steps < trace.jumps_per_iter as u64 {
                    return loop_head_exit(trace, code, env, &regs);
                }
            }
            Opcode::Jump => {
                let new: Vec<Value> = trace.phis.iter().map(|(_, v)| regs.get(*v).clone()).collect();
                for ((phi, _), v) in trace.phis.iter().zip(new) {
                    regs.vals[phi.index()] = Some(v);
                }
                *steps -= trace.jumps_per_iter as u64;
                if *steps < trace.jumps_per_iter as u64 {
                    return loop_head_exit(trace, code, env, &regs);
                }
                pc = loop_at.expect("a trace with `jump` has `loop`") + 1;
                continue;
            }
            Opcode::JumpTrace => {
                let snap = &trace.snapshots[inst.snap as usize];
                *steps -= snap.jumps as u64;
                let pc = snap.restore(trace, code, env, |r| regs.get(r).clone());
                return Exit::Link { target: inst.aux, pc };
            }
        }
        pc += 1;
    }
}

/// Leaves a loop at its head: every loop-carried variable gets its current value.
fn loop_head_exit(trace: &Trace, code: &Code, env: &mut Env, regs: &Regs) -> Exit {
    for (phi, _) in &trace.phis {
        let var = trace.ops[phi.index()].aux;
        env[var as usize] = Some(regs.get(*phi).clone());
    }
    Exit::Steps { pc: code.pc_of(trace.start.block, trace.start.op as usize) }
}
