//! The trace executor: runs trace IR (the seeds' `runtrace`), as `--mode trace`.
//!
//! It is the reference for what compiled traces do: the same entry checks, the same guard exits, the
//! same step accounting, and it leaves through the same exit state (`exit.rs`). Every operation is
//! computed by the operation table (integers through its rows' `i64` fast paths), so its
//! results are the interpreter's. `--mode trace` must never be a trap either, so a trace is first
//! decoded (`Decoded`, once, when it is installed) into a flat form whose operands are register numbers,
//! constants included; entering allocates nothing (the registers are kept between runs); and a guard
//! with a bridge, or a `jump_trace`, goes straight on into the next trace, as machine code does.

use super::engine::TraceCache;
use super::exit::ExitState;
use super::ir::{Opcode, Ref, SnapId, Trace, TraceId, Ty};
use super::snapshot::ExitKind;
use crate::interp::Env;
use crate::lang::VarId;
use crate::ops::IntFn;
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

/// A register: instruction `i` of the trace writes register `i`; constant `k` is register `ops + k`.
type Reg = u32;

/// One instruction of a decoded trace.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// An operation with an `i64` fast path (its table row's `int`), on two registers.
    Int(Bin, IntFn),
    /// Any operation, through the table.
    Op {
        op: Opcode,
        dst: Reg,
        args: [Reg; 3],
        n: u8,
        snap: SnapId,
        ty: Ty,
    },
    Phi {
        dst: Reg,
        src: Reg,
    },
    Guard {
        cond: Reg,
        want: bool,
        snap: SnapId,
    },
    GuardValue {
        a: Reg,
        b: Reg,
        snap: SnapId,
    },
    GuardSteps {
        snap: SnapId,
    },
    Loop {
        jumps: u32,
    },
    /// Moves `moves[first..first + n]` into the phis (through temporaries when one phi reads another),
    /// and goes back to the step after `loop`.
    Jump {
        first: u32,
        n: u32,
        parallel: bool,
    },
    Leave {
        snap: SnapId,
    },
    Nop,
}

/// An operation with an `i64` fast path.
#[derive(Clone, Copy, Debug)]
struct Bin {
    op: Opcode,
    dst: Reg,
    a: Reg,
    b: Reg,
    snap: SnapId,
    ty: Ty,
}

/// A trace decoded for the executor.
pub struct Decoded {
    steps: Vec<Step>,
    /// (phi register, source register) of every `jump`.
    moves: Vec<(Reg, Reg)>,
    /// (register, variable, type) of every input.
    inputs: Vec<(Reg, VarId, Ty)>,
    consts: Vec<Value>,
    nops: u32,
    /// The step after `loop`.
    body: usize,
}

impl Decoded {
    pub fn new(trace: &Trace) -> Decoded {
        let nops = trace.ops.len() as u32;
        let reg = |r: Ref| -> Reg { if r.is_const() { nops + r.index() as u32 } else { r.index() as u32 } };
        let mut moves = Vec::new();
        let mut inputs = Vec::new();
        let steps = trace
            .ops
            .iter()
            .enumerate()
            .map(|(i, inst)| {
                let dst = i as Reg;
                let arg = |k: usize| reg(inst.args[k]);
                match inst.op {
                    Opcode::Input => {
                        inputs.push((dst, inst.var(), inst.ty));
                        Step::Nop
                    }
                    Opcode::Phi => Step::Phi { dst, src: arg(0) },
                    Opcode::GuardTrue => Step::Guard { cond: arg(0), want: true, snap: inst.snap },
                    Opcode::GuardFalse => Step::Guard { cond: arg(0), want: false, snap: inst.snap },
                    Opcode::GuardValue => Step::GuardValue { a: arg(0), b: arg(1), snap: inst.snap },
                    Opcode::GuardSteps => Step::GuardSteps { snap: inst.snap },
                    Opcode::Loop => Step::Loop { jumps: inst.jumps() },
                    Opcode::Jump => {
                        let first = moves.len() as u32;
                        moves.extend(trace.phis.iter().map(|&(phi, v)| (reg(phi), reg(v))));
                        let parallel =
                            trace.phis.iter().any(|&(_, v)| !v.is_const() && trace.ops[v.index()].op == Opcode::Phi);
                        Step::Jump { first, n: trace.phis.len() as u32, parallel }
                    }
                    Opcode::JumpTrace | Opcode::Exit => Step::Leave { snap: inst.snap },
                    op if let Some(int) = op.def().int => {
                        Step::Int(Bin { op, dst, a: arg(0), b: arg(1), snap: inst.snap, ty: inst.ty }, int)
                    }
                    op => {
                        let mut args = [0; 3];
                        for (k, a) in args.iter_mut().enumerate().take(op.arity()) {
                            *a = arg(k);
                        }
                        Step::Op { op, dst, args, n: op.arity() as u8, snap: inst.snap, ty: inst.ty }
                    }
                }
            })
            .collect();
        Decoded {
            steps,
            moves,
            inputs,
            consts: trace.consts.clone(),
            nops,
            body: trace.loop_index().map_or(0, |l| l + 1),
        }
    }

    fn reg(&self, r: Ref) -> usize {
        if r.is_const() { self.nops as usize + r.index() } else { r.index() }
    }
}

/// The executor's registers, kept from one run to the next so that entering a trace allocates nothing.
#[derive(Default)]
pub struct Registers {
    regs: Vec<Value>,
    /// The values a parallel `jump` moves into the phis, read before any is written.
    moved: Vec<Value>,
    /// Variables written by the traces left so far in this run (by going on into a bridge or a linked
    /// trace), over the environment, which is only written when the run ends; `dirty` lists them.
    overlay: Vec<Option<Value>>,
    dirty: Vec<VarId>,
}

impl Registers {
    /// A variable's value: as the traces left so far wrote it, or as the run found it.
    fn var<'e>(&'e self, env: &'e Env, var: VarId) -> &'e Option<Value> {
        match self.overlay.get(var as usize) {
            Some(v @ Some(_)) => v,
            _ => &env[var as usize],
        }
    }
}

/// How a run of a trace ends: through a snapshot, with the value a failing `guard_value` saw.
struct Left {
    snap: SnapId,
    value: Option<Value>,
}

/// Runs trace `id` on `env`, then whatever it goes on into without the engine (as machine code does: a
/// `jump_trace` target, a bridge linked to a failing guard, when those run on this executor too), and
/// leaves through `state`. `steps` is the jump budget; the traces take exactly the jumps the interpreter
/// would have taken, and stop at a loop head rather than run out in the middle of an iteration.
pub fn run(
    traces: &TraceCache,
    mut id: TraceId,
    env: &Env,
    state: &mut ExitState,
    steps: &mut u64,
    registers: &mut Registers,
) {
    for var in registers.dirty.drain(..) {
        registers.overlay[var as usize] = None;
    }
    if registers.overlay.len() < env.len() {
        registers.overlay.resize(env.len(), None);
    }
    // The first trace not entered leaves through its entry; one gone on into, through the exit of the
    // trace before it, as if that one had left and the engine had found this one not enterable.
    let mut from: Option<(TraceId, SnapId)> = None;
    let (id, snap, value) = loop {
        let trace = &traces[id].trace;
        let code = traces[id].decoded.as_ref().expect("a trace the executor runs is decoded");
        if !enter(trace, code, env, steps, registers) {
            break match from {
                Some((prev, snap)) => (prev, snap, None),
                None => (id, SnapId::ENTRY, None),
            };
        }
        let left = run_one(trace, code, steps, registers);
        // Write the exit's variables over the environment, then go on or leave.
        let s = trace.snapshot(left.snap);
        *steps -= s.jumps as u64;
        for &(var, r) in &s.vars {
            let v = registers.regs[code.reg(r)].clone();
            if registers.overlay[var as usize].replace(v).is_none() {
                registers.dirty.push(var);
            }
        }
        let next = match s.kind {
            ExitKind::Link(target) => Some(target),
            ExitKind::Guard if left.value.is_none() => traces[id].linked(left.snap),
            _ => None,
        };
        match next.filter(|&t| traces[t].decoded.is_some()) {
            Some(target) => {
                from = Some((id, left.snap));
                id = target;
            }
            None => break (id, left.snap, left.value),
        }
    };
    for &var in &registers.dirty {
        state.write_var(var, registers.overlay[var as usize].as_ref().expect("dirty variables hold a value"));
    }
    state.set_exit(id, snap, value.as_ref());
}

/// The entry of a trace: enough steps for an iteration, and every input of the kind recorded (then in
/// its register). Says whether it is entered.
fn enter(trace: &Trace, code: &Decoded, env: &Env, steps: &u64, registers: &mut Registers) -> bool {
    if *steps < trace.jumps_per_iter as u64 {
        return false;
    }
    let regs = &mut registers.regs;
    regs.clear();
    regs.resize(code.nops as usize, Value::Int(0));
    regs.extend(code.consts.iter().cloned());
    for &(r, var, ty) in &code.inputs {
        match registers.var(env, var) {
            Some(v) if fits(v, ty) => registers.regs[r as usize] = v.clone(),
            _ => return false,
        }
    }
    true
}

/// Writes an integer into a register, in place when it holds one: no whole `Value` is built and moved.
#[inline(always)]
fn set_int(register: &mut Value, i: i64) {
    match register {
        Value::Int(old) => *old = i,
        register => *register = Value::Int(i),
    }
}

/// Writes a register.
#[inline(always)]
fn set(register: &mut Value, v: Value) {
    match v {
        Value::Int(i) => set_int(register, i),
        v => *register = v,
    }
}

/// Runs an entered trace until it leaves.
fn run_one(trace: &Trace, code: &Decoded, budget: &mut u64, registers: &mut Registers) -> Left {
    let regs = &mut registers.regs[..];
    let moved = &mut registers.moved;
    // The budget in a local while the loop runs.
    let mut steps = *budget;
    let per_iter = trace.jumps_per_iter as u64;
    macro_rules! leave {
        ($snap:expr, $value:expr) => {{
            *budget = steps;
            return Left { snap: $snap, value: $value };
        }};
    }
    let mut pc = 0;
    loop {
        match code.steps[pc] {
            Step::Nop => {}
            Step::Int(Bin { op, dst, a, b, snap, ty }, int) => {
                if let (&Value::Int(x), &Value::Int(y)) = (&regs[a as usize], &regs[b as usize])
                    && let Some(r) = int(x, y)
                {
                    set_int(&mut regs[dst as usize], r);
                } else {
                    match op.eval(&[&regs[a as usize], &regs[b as usize]]) {
                        Ok(v) if fits(&v, ty) => regs[dst as usize] = v,
                        _ => leave!(snap, None),
                    }
                }
            }
            Step::Op { op, dst, args, n, snap, ty } => {
                let unused = Value::Int(0);
                let mut vals: [&Value; 3] = [&unused; 3];
                for (v, &r) in vals.iter_mut().zip(&args[..n as usize]) {
                    *v = &regs[r as usize];
                }
                match op.eval(&vals[..n as usize]) {
                    Ok(v) if fits(&v, ty) => set(&mut regs[dst as usize], v),
                    // Overflow, a zero divisor, an index out of range, an element of another kind: the
                    // guard fails and the interpreter does the operation again.
                    _ => leave!(snap, None),
                }
            }
            Step::Phi { dst, src } => {
                let v = regs[src as usize].clone();
                regs[dst as usize] = v;
            }
            Step::Guard { cond, want, snap } => {
                if regs[cond as usize].is_truthy() != want {
                    leave!(snap, None)
                }
            }
            Step::GuardSteps { snap } => {
                if steps < 2 * per_iter {
                    leave!(snap, None)
                }
            }
            Step::GuardValue { a, b, snap } => {
                if !same_value(&regs[a as usize], &regs[b as usize]) {
                    leave!(snap, Some(regs[a as usize].clone()))
                }
            }
            // Passing `loop` from above ends the peeled first iteration, if there is one.
            Step::Loop { jumps } => steps -= jumps as u64,
            Step::Jump { first, n, parallel } => {
                let moves = &code.moves[first as usize..(first + n) as usize];
                if parallel {
                    moved.clear();
                    moved.extend(moves.iter().map(|&(_, src)| regs[src as usize].clone()));
                    for (&(phi, _), v) in moves.iter().zip(moved.drain(..)) {
                        set(&mut regs[phi as usize], v);
                    }
                } else {
                    // No phi reads another: each is written as soon as its value is read.
                    for &(phi, src) in moves {
                        match regs[src as usize] {
                            Value::Int(i) => set_int(&mut regs[phi as usize], i),
                            ref v => {
                                let v = v.clone();
                                regs[phi as usize] = v;
                            }
                        }
                    }
                }
                steps -= per_iter;
                pc = code.body;
                continue;
            }
            Step::Leave { snap } => leave!(snap, None),
        }
        pc += 1;
    }
}
