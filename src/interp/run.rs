//! The dispatch loop: the reference semantics of FGL, and the fastest plain way to run a program.
//!
//! Integer fast paths are inline; everything else (big integers, errors, other kinds) goes through the
//! shared operations of `value.rs`, so results and messages are the ones every other mode produces.

use super::code::{Cmp, Code, Instr, Pc, Slot};
use crate::error::{Failure, RuntimeError, runtime_error};
use crate::lang::{BlockId, Program};
use crate::value::{OpKind, Value, apply1, apply2};

/// Why the dispatch loop returned.
#[derive(Debug)]
pub enum Exit {
    /// `print_and_stop` with this value: the program is done.
    Stop(Value),
    /// A back-edge into `block` (profiling only); continue at `code.block_start[block]`.
    Anchor(BlockId),
    /// The step budget ran out before the jump at this instruction.
    OutOfSteps(Pc),
}

pub type Env = Vec<Option<Value>>;

fn fail(program: &Program, code: &Code, pc: Pc, failure: Failure) -> RuntimeError {
    let (block, op) = code.origin[pc as usize];
    runtime_error(program, block, op as usize, &failure)
}

#[inline]
fn get<'e>(env: &'e Env, program: &Program, code: &Code, pc: Pc, slot: Slot) -> Result<&'e Value, RuntimeError> {
    env[slot as usize].as_ref().ok_or_else(|| fail(program, code, pc, Failure::Unassigned(slot)))
}

#[cold]
#[allow(clippy::too_many_arguments)]
fn op2_slow(
    program: &Program,
    code: &Code,
    env: &mut Env,
    pc: Pc,
    op: OpKind,
    dst: Slot,
    a: Slot,
    b: Slot,
) -> Result<bool, RuntimeError> {
    let x = get(env, program, code, pc, a)?;
    let y = get(env, program, code, pc, b)?;
    let r = apply2(op, x, y).map_err(|e| fail(program, code, pc, Failure::Op(e)))?;
    let truthy = r.is_truthy();
    env[dst as usize] = Some(r);
    Ok(truthy)
}

#[inline]
fn cmp_i64(cmp: Cmp, x: i64, y: i64) -> bool {
    match cmp {
        Cmp::Eq => x == y,
        Cmp::Ne => x != y,
        Cmp::Lt => x < y,
        Cmp::Le => x <= y,
        Cmp::Gt => x > y,
        Cmp::Ge => x >= y,
    }
}

/// Runs from `pc` until the program stops, a back-edge anchor is reached, an error occurs, or `steps`
/// (decremented at every jump) runs out.
pub fn run(program: &Program, code: &Code, env: &mut Env, mut pc: Pc, steps: &mut u64) -> Result<Exit, RuntimeError> {
    let instrs = &code.instrs[..];
    macro_rules! arith {
        ($dst:expr, $a:expr, $b:expr, $method:ident, $kind:expr) => {{
            if let (Some(Value::Int(x)), Some(Value::Int(y))) = (&env[$a as usize], &env[$b as usize]) {
                if let Some(r) = x.$method(*y) {
                    env[$dst as usize] = Some(Value::Int(r));
                    pc += 1;
                    continue;
                }
            }
            op2_slow(program, code, env, pc, $kind, $dst, $a, $b)?;
            pc += 1;
        }};
    }
    macro_rules! jump {
        ($to:expr) => {{
            if *steps == 0 {
                return Ok(Exit::OutOfSteps(pc));
            }
            *steps -= 1;
            pc = $to;
        }};
    }
    loop {
        match instrs[pc as usize] {
            Instr::Copy { dst, src } => {
                let v = get(env, program, code, pc, src)?.clone();
                env[dst as usize] = Some(v);
                pc += 1;
            }
            Instr::Add { dst, a, b } => arith!(dst, a, b, checked_add, OpKind::Add),
            Instr::Sub { dst, a, b } => arith!(dst, a, b, checked_sub, OpKind::Sub),
            Instr::Mul { dst, a, b } => arith!(dst, a, b, checked_mul, OpKind::Mul),
            Instr::Op2 { op, dst, a, b } => {
                op2_slow(program, code, env, pc, op, dst, a, b)?;
                pc += 1;
            }
            Instr::Len { dst, a } => {
                let x = get(env, program, code, pc, a)?;
                let r = apply1(OpKind::Len, x).map_err(|e| fail(program, code, pc, Failure::Op(e)))?;
                env[dst as usize] = Some(r);
                pc += 1;
            }
            Instr::CmpBranch { cmp, dst, a, b, then_pc, else_pc } => {
                let taken = match (&env[a as usize], &env[b as usize], cmp) {
                    (Some(Value::Int(x)), Some(Value::Int(y)), _) => {
                        let t = cmp_i64(cmp, *x, *y);
                        env[dst as usize] = Some(Value::Int(t as i64));
                        t
                    }
                    (Some(Value::Sym(x)), Some(Value::Sym(y)), Cmp::Eq | Cmp::Ne) => {
                        let t = (x == y) == (cmp == Cmp::Eq);
                        env[dst as usize] = Some(Value::Int(t as i64));
                        t
                    }
                    _ => op2_slow(program, code, env, pc, cmp.kind(), dst, a, b)?,
                };
                // The fused `if` is the next instruction: step errors are reported there.
                pc += 1;
                jump!(if taken { then_pc } else { else_pc });
            }
            Instr::Goto { to } => jump!(to),
            Instr::If { cond, then_pc, else_pc } => {
                let taken = get(env, program, code, pc, cond)?.is_truthy();
                jump!(if taken { then_pc } else { else_pc });
            }
            Instr::Promote { var, to } => {
                get(env, program, code, pc, var)?;
                jump!(to);
            }
            Instr::Print { a } => {
                return Ok(Exit::Stop(get(env, program, code, pc, a)?.clone()));
            }
            Instr::Anchor { block } => return Ok(Exit::Anchor(block)),
        }
    }
}
