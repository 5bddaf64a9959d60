//! The dispatch loop: the reference semantics of FGL, and the fastest plain way to run a program.
//!
//! Integer fast paths are inline; everything else (big integers, errors, other kinds) goes through the
//! operation table (`ops.rs`), so results and messages are the ones every other mode produces.
//! Superinstructions (see `code.rs`) do the work of several plain instructions only when the result is
//! certain to be the same, budget included; otherwise they do what their first plain instruction does.

use super::code::{Code, Instr, Pc, Slot, Target};
use super::frames::{Env, Frames};
use crate::error::{Failure, RuntimeError, runtime_error};
use crate::lang::{BlockId, Program};
use crate::ops::Opcode;
use crate::value::{Symbol, Value};

/// Why the dispatch loop returned.
#[derive(Debug)]
pub enum Exit {
    /// `print_and_stop` with this value, or `stop` (`None`): the program is done.
    Stop(Option<Value>),
    /// A back-edge into `block` (profiling only); continue at `code.block_start[block]`.
    Anchor(BlockId),
    /// The step budget ran out before the jump at this instruction.
    OutOfSteps(Pc),
    /// A run of one call (`run_call`) returned this value, at this `return`; its frame is still there.
    Returned(Value, Pc),
    /// A run of one call (`run_call`) came to the end of the program (`print_and_stop` or `stop`) at
    /// this instruction, not run: whoever runs the program goes on from there.
    Ends(Pc),
}

/// What the error paths need to name the failing operation.
#[derive(Clone, Copy)]
pub(super) struct Ctx<'a> {
    pub(super) program: &'a Program,
    pub(super) code: &'a Code,
    /// The calls active below the run: a return with this many active ends the run (0: the run
    /// started in a procedure, `--entry PROC`, whose value is the program's result).
    pub(super) floor: usize,
}

// The operands are the instruction's fields, passed as they are decoded in the hot loop.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
fn fail(cx: Ctx, pc: Pc, failure: Failure) -> RuntimeError {
    let (block, op) = cx.code.origin[pc as usize];
    runtime_error(cx.program, block, op as usize, &failure)
}

#[inline(always)]
fn get<'e>(env: &'e [Option<Value>], cx: Ctx, pc: Pc, slot: Slot) -> Result<&'e Value, RuntimeError> {
    match &env[slot as usize] {
        Some(v) => Ok(v),
        None => Err(fail(cx, pc, Failure::Unassigned(slot))),
    }
}

/// Stores an integer, in place when the slot already holds one (nothing to drop).
#[inline(always)]
fn set_int(env: &mut [Option<Value>], dst: Slot, i: i64) {
    match &mut env[dst as usize] {
        Some(Value::Int(x)) => *x = i,
        slot => *slot = Some(Value::Int(i)),
    }
}

/// Stores a symbol, in place when the slot already holds one.
#[inline(always)]
fn set_sym(env: &mut [Option<Value>], dst: Slot, s: Symbol) {
    match &mut env[dst as usize] {
        Some(Value::Sym(x)) => *x = s,
        slot => *slot = Some(Value::Sym(s)),
    }
}

/// Any operation, through the operation table: the slow path of every instruction and the only path
/// of operations without a fast one. Returns whether the result is true.
#[cold]
#[inline(never)]
fn op_slow(
    cx: Ctx,
    env: &mut [Option<Value>],
    pc: Pc,
    op: Opcode,
    dst: Slot,
    slots: &[Slot],
) -> Result<bool, RuntimeError> {
    let none = Value::Int(0);
    let mut args: [&Value; 3] = [&none; 3];
    for (arg, &s) in args.iter_mut().zip(slots) {
        *arg = get(env, cx, pc, s)?;
    }
    let r = op.eval(&args[..slots.len()]).map_err(|e| fail(cx, pc, Failure::Op(e)))?;
    let truthy = r.is_truthy();
    env[dst as usize] = Some(r);
    Ok(truthy)
}

/// An operation whose operand 0 (a variable nothing reads afterwards, and not another operand) is moved
/// into it: a list nothing else holds is updated in place.
#[inline]
fn op_update(
    cx: Ctx,
    env: &mut [Option<Value>],
    pc: Pc,
    op: Opcode,
    dst: Slot,
    slots: &[Slot],
) -> Result<(), RuntimeError> {
    get(env, cx, pc, slots[0])?;
    let none = Value::Int(0);
    let mut rest: [&Value; 2] = [&none; 2];
    for (arg, &s) in rest.iter_mut().zip(&slots[1..]) {
        *arg = get(env, cx, pc, s)?;
    }
    // Copies of the other operands (cheap: integers, or a reference count), so operand 0 can be changed
    // in its own slot while they are read.
    let rest: [Value; 2] = [rest[0].clone(), rest[1].clone()];
    let refs: [&Value; 2] = [&rest[0], &rest[1]];
    let refs = &refs[..slots.len() - 1];
    let first = env[slots[0] as usize].as_mut().expect("checked above");
    op.eval_into(first, refs).map_err(|e| fail(cx, pc, Failure::Op(e)))?;
    let r = env[slots[0] as usize].take();
    env[dst as usize] = r;
    Ok(())
}

/// The `i64` fast path of the comparisons (tested against the table in `tests/ops.rs`).
#[inline(always)]
fn cmp_i64(cmp: Opcode, x: i64, y: i64) -> bool {
    match cmp {
        Opcode::Eq => x == y,
        Opcode::Ne => x != y,
        Opcode::Lt => x < y,
        Opcode::Le => x <= y,
        Opcode::Gt => x > y,
        _ => x >= y,
    }
}

/// `dst = a <cmp> b`; returns whether it holds.
#[inline(always)]
fn compare(
    cx: Ctx,
    env: &mut [Option<Value>],
    pc: Pc,
    cmp: Opcode,
    dst: Slot,
    a: Slot,
    b: Slot,
) -> Result<bool, RuntimeError> {
    let t = match (&env[a as usize], &env[b as usize]) {
        (Some(Value::Int(x)), Some(Value::Int(y))) => cmp_i64(cmp, *x, *y),
        (Some(Value::Sym(x)), Some(Value::Sym(y))) if matches!(cmp, Opcode::Eq | Opcode::Ne) => {
            (x == y) == (cmp == Opcode::Eq)
        }
        _ => return op_slow(cx, env, pc, cmp, dst, &[a, b]),
    };
    set_int(env, dst, t as i64);
    Ok(t)
}

/// Runs from `pc` until the program stops, a back-edge anchor is reached, an error occurs, or `steps`
/// (decremented at every jump) runs out.
///
/// `skip[code.block_start[block]]`: back-edges into `block` the interpreter takes by itself before the
/// next one is handed to the JIT (which counts them all then), so that counting costs one decrement where
/// nothing needs the JIT's attention; the JIT keeps it 0 where it must see every back-edge (a label with
/// green values, or with a trace to enter). Indexed by the header's first instruction (a back-edge's
/// thread's `first`); empty when `code` has no anchors.
pub fn run(
    program: &Program,
    code: &Code,
    env: &mut Env,
    pc: Pc,
    steps: &mut u64,
    skip: &mut [u32],
) -> Result<Exit, RuntimeError> {
    run_above(program, code, env, pc, steps, skip, 0)
}

/// How a run of one call (`run_call`) ended.
#[derive(Debug)]
pub enum CallExit {
    /// The call returned this value, at this `return`; its frame is still there (the caller pops it).
    Returned(Value, Pc),
    /// The program ends at this instruction (`print_and_stop` or `stop`), not run.
    Ends(Pc),
    /// The step budget ran out before the jump at this instruction.
    OutOfSteps(Pc),
}

/// Runs a call whose frame is already made (`Frames::call`), from the callee's first instruction
/// `entry`, until it returns, the program ends, or `steps` runs out; an error is the interpreter's.
/// The JIT runs the calls of `call_proc` this way when it does not run their machine code (the
/// recorder, the trace executor). Nothing is counted: `skip` is the caller's scratch, filled here
/// so that no back-edge or call comes back to the JIT.
pub fn run_call(
    program: &Program,
    code: &Code,
    env: &mut Env,
    entry: Pc,
    steps: &mut u64,
    skip: &mut Vec<u32>,
) -> Result<CallExit, RuntimeError> {
    if skip.len() != code.instrs.len() {
        *skip = vec![u32::MAX; code.instrs.len()];
    }
    let floor = env.frames.depth();
    let mut pc = entry;
    loop {
        match run_above(program, code, env, pc, steps, skip, floor)? {
            Exit::Returned(v, at) => return Ok(CallExit::Returned(v, at)),
            Exit::Ends(at) => return Ok(CallExit::Ends(at)),
            Exit::OutOfSteps(at) => return Ok(CallExit::OutOfSteps(at)),
            // After four billion of them: count down again.
            Exit::Anchor(block) => {
                skip.fill(u32::MAX);
                pc = code.block_start[block as usize];
            }
            Exit::Stop(_) => unreachable!("a run of a call ends at its return or before a stop"),
        }
    }
}

/// `run` and `run_call`: one instance of the dispatch loop for both (its speed depends on its layout,
/// which a second copy would not share).
#[inline(never)]
fn run_above(
    program: &Program,
    code: &Code,
    env: &mut Env,
    pc: Pc,
    steps: &mut u64,
    skip: &mut [u32],
    floor: usize,
) -> Result<Exit, RuntimeError> {
    let Env { slots, frames } = env;
    dispatch::<false>(Ctx { program, code, floor }, slots, frames, pc, steps, skip, &mut [])
}

/// The dispatch loop; `COUNT`: add one to `counts[pc]` for every instruction run (`counted.rs`).
///
/// One function on purpose: the step budget and `pc` live in registers for the whole loop, and each
/// instruction's arm is a few machine instructions whose layout the loop's speed depends on. Its
/// steps are named macros instead of functions (`jump!` takes a jump or a thread and counts a
/// back-edge down, `store!` and `copy!` write a variable, `arith!` is an integer operation with its
/// slow path); what is not on a fast path is a function (`op_slow`, `op_update`, `compare`).
#[inline(always)]
pub(super) fn dispatch<const COUNT: bool>(
    cx: Ctx,
    env: &mut [Option<Value>],
    frames: &mut Frames,
    mut pc: Pc,
    steps: &mut u64,
    skip: &mut [u32],
    counts: &mut [u64],
) -> Result<Exit, RuntimeError> {
    let code = cx.code;
    let instrs = &code.instrs[..];
    // The budget lives in a local (a register) while the loop runs.
    let mut left = *steps;
    macro_rules! exit {
        ($r:expr) => {{
            *steps = left;
            return $r;
        }};
    }
    // `?` that keeps the budget.
    macro_rules! tri {
        ($e:expr) => {
            match $e {
                Ok(v) => v,
                Err(e) => exit!(Err(e)),
            }
        };
    }
    // One jump (one step), or a whole thread when the budget allows; `pc` is the jumping instruction.
    macro_rules! jump {
        ($to:expr) => {
            jump!($to, |t| t.to)
        };
        // `$fast`: where a plain thread `$t` lands, when the budget allows (an instruction that stores
        // it has it without loading the thread first).
        ($to:expr, |$t:ident| $fast:expr) => {{
            let to: Target = $to;
            if let Some(to) = to.direct() {
                if left == 0 {
                    exit!(Ok(Exit::OutOfSteps(pc)));
                }
                left -= 1;
                pc = to;
            } else if let Some(header) = to.anchor_pc() {
                // A back-edge: counted down at the header.
                if left == 0 {
                    exit!(Ok(Exit::OutOfSteps(pc)));
                }
                left -= 1;
                let s = &mut skip[header as usize];
                if *s == 0 {
                    exit!(Ok(Exit::Anchor(code.origin[header as usize].0)));
                }
                *s -= 1;
                pc = header;
            } else if to.is_anchor_thread() {
                // A back-edge into a header that only jumps or promotes: counted down at the header
                // (`first`), then taken as a thread. (Its own copy of the thread code below: sharing it
                // behind one more test made a loop whose promote fails every iteration 1.19x slower
                // under --mode jit; the dispatch loop's code is that sensitive to its layout.)
                let t = &code.threads[to.thread_index()];
                if left == 0 {
                    exit!(Ok(Exit::OutOfSteps(pc)));
                }
                let s = &mut skip[t.first as usize];
                if *s == 0 {
                    left -= 1;
                    exit!(Ok(Exit::Anchor(code.origin[t.first as usize].0)));
                }
                *s -= 1;
                if left >= t.steps as u64 && t.checks_pass(env) {
                    left -= t.steps as u64;
                    pc = t.to;
                } else {
                    left -= 1;
                    pc = t.first;
                }
            } else {
                let $t = &code.threads[to.thread_index()];
                if left >= $t.steps as u64 && $t.checks_pass(env) {
                    left -= $t.steps as u64;
                    pc = $fast;
                } else {
                    if left == 0 {
                        exit!(Ok(Exit::OutOfSteps(pc)));
                    }
                    left -= 1;
                    pc = $t.first;
                }
            }
        }};
    }
    // `dst = *v`, `v` a reference into `env` or a list in it: integers and symbols are copied out
    // (ending the borrow) and stored in place; anything else is cloned.
    macro_rules! store {
        ($dst:expr, $v:expr) => {{
            match $v {
                Value::Int(i) => {
                    let i = *i;
                    set_int(env, $dst, i);
                }
                Value::Sym(s) => {
                    let s = *s;
                    set_sym(env, $dst, s);
                }
                v => {
                    let v = v.clone();
                    env[$dst as usize] = Some(v);
                }
            }
        }};
    }
    macro_rules! copy {
        ($dst:expr, $src:expr) => {{
            match &env[$src as usize] {
                Some(v) => store!($dst, v),
                None => exit!(Err(fail(cx, pc, Failure::Unassigned($src)))),
            }
        }};
    }
    macro_rules! arith {
        ($dst:expr, $a:expr, $b:expr, $method:ident, $kind:expr) => {{
            if let (Some(Value::Int(x)), Some(Value::Int(y))) = (&env[$a as usize], &env[$b as usize])
                && let Some(r) = x.$method(*y)
            {
                set_int(env, $dst, r);
            } else {
                tri!(op_slow(cx, env, pc, $kind, $dst, &[$a, $b]));
            }
        }};
    }
    loop {
        if COUNT {
            counts[pc as usize] += 1;
        }
        match instrs[pc as usize] {
            Instr::Copy { dst, src } => {
                copy!(dst, src);
                pc += 1;
            }
            Instr::CopyGoto { dst, src, to, fast } => {
                copy!(dst, src);
                pc += 1;
                jump!(to, |_t| fast);
            }
            Instr::Add { dst, a, b } => {
                arith!(dst, a, b, checked_add, Opcode::Add);
                pc += 1;
            }
            Instr::AddGoto { dst, a, b, to, fast } => {
                arith!(dst, a, b, checked_add, Opcode::Add);
                pc += 1;
                jump!(to, |_t| fast);
            }
            Instr::Sub { dst, a, b } => {
                arith!(dst, a, b, checked_sub, Opcode::Sub);
                pc += 1;
            }
            Instr::SubGoto { dst, a, b, to, fast } => {
                arith!(dst, a, b, checked_sub, Opcode::Sub);
                pc += 1;
                jump!(to, |_t| fast);
            }
            Instr::Mul { dst, a, b } => {
                arith!(dst, a, b, checked_mul, Opcode::Mul);
                pc += 1;
            }
            Instr::Mod { dst, a, b } => {
                // With a positive divisor, the floor remainder is the Euclidean one.
                if let (Some(Value::Int(x)), Some(Value::Int(y))) = (&env[a as usize], &env[b as usize])
                    && *y > 0
                {
                    set_int(env, dst, x.rem_euclid(*y));
                } else {
                    tri!(op_slow(cx, env, pc, Opcode::Mod, dst, &[a, b]));
                }
                pc += 1;
            }
            Instr::ReadList { dst, list, index } => {
                if let (Some(Value::List(l)), Some(Value::Int(i))) = (&env[list as usize], &env[index as usize])
                    && let Some(v) = usize::try_from(*i).ok().and_then(|i| l.get(i))
                {
                    store!(dst, &v);
                } else {
                    tri!(op_slow(cx, env, pc, Opcode::ReadList, dst, &[list, index]));
                }
                pc += 1;
            }
            Instr::Op { op, dst, args } => {
                tri!(op_slow(cx, env, pc, op, dst, &args[..op.arity()]));
                pc += 1;
            }
            Instr::Update { op, dst, args } => {
                tri!(op_update(cx, env, pc, op, dst, &args[..op.arity()]));
                pc += 1;
            }
            Instr::Cmp { cmp, dst, a, b } => {
                tri!(compare(cx, env, pc, cmp, dst, a, b));
                pc += 1;
            }
            Instr::CmpBranch { cmp, dst, a, b, then_to, else_to } => {
                let taken = tri!(compare(cx, env, pc, cmp, dst, a, b));
                // The fused `if` is the next instruction: step errors are reported there.
                pc += 1;
                // Two jumps rather than one to a selected target: a branch the processor predicts,
                // where a selected target would make the next pc wait for the comparison.
                if taken {
                    jump!(then_to);
                } else {
                    jump!(else_to);
                }
            }
            Instr::Switch { dst, x, table } => {
                let sw = &code.switches[table as usize];
                if let Some(v) = &env[x as usize] {
                    let arm = sw.lookup(v);
                    // `before` jumps from link to link, then the last one (which cannot run out).
                    if left > arm.before {
                        left -= arm.before;
                        set_int(env, dst, arm.c as i64);
                        jump!(arm.to, |_t| arm.fast);
                        continue;
                    }
                }
                let taken = tri!(compare(cx, env, pc, sw.cmp, dst, sw.a, sw.b));
                pc += 1;
                jump!(if taken { sw.then_to } else { sw.else_to });
            }
            Instr::Fetch { dst, list, index, more } => {
                let f = &code.fetches[more as usize];
                let Some(v) = (match (&env[list as usize], &env[index as usize]) {
                    (Some(Value::List(l)), Some(Value::Int(i))) => usize::try_from(*i).ok().and_then(|i| l.get(i)),
                    _ => None,
                }) else {
                    tri!(op_slow(cx, env, pc, Opcode::ReadList, dst, &[list, index]));
                    pc += 1;
                    continue;
                };
                store!(dst, &v);
                pc += 1;
                if f.add {
                    if let (Some(Value::Int(x)), Some(Value::Int(y))) = (&env[f.add_a as usize], &env[f.add_b as usize])
                        && let Some(r) = x.checked_add(*y)
                    {
                        set_int(env, f.add_dst, r);
                        pc += 1;
                    } else {
                        continue;
                    }
                }
                // `pc` is the `Switch`'s, on the value read: what it does, when it can; else it does
                // it itself next.
                let arm = code.switches[f.table as usize].lookup(&v);
                if left > arm.before {
                    left -= arm.before;
                    set_int(env, f.sw_dst, arm.c as i64);
                    jump!(arm.to, |_t| arm.fast);
                }
            }
            Instr::Goto { to } => jump!(to),
            Instr::If { cond, then_to, else_to } => {
                let taken = tri!(get(env, cx, pc, cond)).is_truthy();
                // Two jumps, as in `CmpBranch`.
                if taken {
                    jump!(then_to);
                } else {
                    jump!(else_to);
                }
            }
            Instr::Promote { var, to } => {
                tri!(get(env, cx, pc, var));
                jump!(to);
            }
            Instr::Print { a } => {
                if cx.floor > 0 {
                    exit!(Ok(Exit::Ends(pc)));
                }
                let v = tri!(get(env, cx, pc, a)).clone();
                exit!(Ok(Exit::Stop(Some(v))));
            }
            Instr::Stop if cx.floor > 0 => exit!(Ok(Exit::Ends(pc))),
            Instr::Stop => exit!(Ok(Exit::Stop(None))),
            // A call and a return are jumps: one step each.
            Instr::Call { site } => {
                let s = &code.calls[site as usize];
                for &a in s.args.iter() {
                    if env[a as usize].is_none() {
                        exit!(Err(fail(cx, pc, Failure::Unassigned(a))));
                    }
                }
                if left == 0 {
                    exit!(Ok(Exit::OutOfSteps(pc)));
                }
                if frames.call_slots(env, s.proc, s.vars.clone(), &s.args, s.dst, s.next).is_err() {
                    exit!(Err(fail(cx, pc, Failure::TooDeep(s.proc))));
                }
                left -= 1;
                pc = s.entry;
                if s.counted {
                    // Counted at the callee's entry: a recursive procedure can be hot with no loop.
                    let k = &mut skip[pc as usize];
                    if *k == 0 {
                        exit!(Ok(Exit::Anchor(code.origin[pc as usize].0)));
                    }
                    *k -= 1;
                }
            }
            Instr::Return { a } => {
                if env[a as usize].is_none() {
                    exit!(Err(fail(cx, pc, Failure::Unassigned(a))));
                }
                if frames.depth() == cx.floor {
                    let v = env[a as usize].clone();
                    if cx.floor == 0 {
                        // The run started in this procedure (`--entry PROC`): its value is the result.
                        exit!(Ok(Exit::Stop(v)));
                    }
                    exit!(Ok(Exit::Returned(v.expect("checked above"), pc)));
                }
                if left == 0 {
                    exit!(Ok(Exit::OutOfSteps(pc)));
                }
                left -= 1;
                let next = frames.ret_slot(env, a).expect("a call is active");
                pc = code.block_start[next as usize];
            }
            Instr::Anchor { block } => {
                let header = code.block_start[block as usize];
                let s = &mut skip[header as usize];
                if *s == 0 {
                    exit!(Ok(Exit::Anchor(block)));
                }
                *s -= 1;
                pc = header;
            }
        }
    }
}
