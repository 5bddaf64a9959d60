//! The environment of a run: every variable's slot, and the stack of active calls (FGL 3).
//!
//! Procedures use *shallow binding*: each variable of the program has one slot, a procedure's
//! variables are a contiguous range of slots (`lang::Proc::vars`), and a call saves that range on one
//! value stack, clears it, binds the parameters and runs the callee in place; a return puts the saved
//! values back. So a variable is read and written exactly as in a program without procedures (the
//! interpreter's fast paths, the recorder, the trace executor and machine code see one flat array of
//! slots), a call costs one copy of the callee's slots and allocates nothing once the stack has grown,
//! and recursion never uses the native stack: its depth is bounded by `MAX_CALL_DEPTH`, past which the
//! run ends with a runtime error naming the procedure.

use super::code::Slot;
use crate::lang::{BlockId, Operand, ProcId, Program, Terminator, VarId};
use crate::value::Value;
use std::ops::{Deref, DerefMut, Range};

/// The most calls active at once. FGL asks for at least 100,000; a million frames of a procedure with
/// ten variables hold about 200 MB, which is as far as a run should go before it is told its recursion
/// does not end.
pub const MAX_CALL_DEPTH: usize = 1_000_000;

/// An active call: where it returns to and what it saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub proc: ProcId,
    /// Where the call's value goes (`None`: a call written as a statement).
    pub dst: Option<VarId>,
    /// The block after the call, where the caller goes on.
    pub next: BlockId,
    /// Where the callee's slots, as they were before the call, start in `Frames::saved` (they run to
    /// its end: the innermost call's are the last ones).
    pub saved: u32,
    /// The callee's first slot (`lang::Proc::vars.start`), so a return needs no look-up.
    pub base: VarId,
}

/// The stack of active calls: frames, and one value stack holding what each call saved.
#[derive(Clone, Debug, Default)]
pub struct Frames {
    pub frames: Vec<Frame>,
    pub saved: Vec<Option<Value>>,
}

/// The calls nested more than `MAX_CALL_DEPTH` deep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooDeep;

impl Frames {
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Enters a call of `proc` whose argument values are `args`: saves the callee's slots, clears them
    /// and binds its parameters.
    pub fn call(
        &mut self,
        slots: &mut [Option<Value>],
        program: &Program,
        proc: ProcId,
        args: impl IntoIterator<Item = Value>,
        dst: Option<VarId>,
        next: BlockId,
    ) -> Result<(), TooDeep> {
        let vars = program.proc(proc).vars.clone();
        self.save(slots, proc, vars.clone(), dst, next)?;
        for (slot, v) in slots[vars.start as usize..vars.end as usize].iter_mut().zip(args) {
            *slot = Some(v);
        }
        Ok(())
    }

    /// `call` with the arguments read from slots (`args`, one per parameter, each holding a value): the
    /// interpreter's call. An argument that is one of the callee's own variables (a recursive call) is
    /// read from where it was saved, so no argument is copied twice.
    #[inline(always)]
    pub fn call_slots(
        &mut self,
        slots: &mut [Option<Value>],
        proc: ProcId,
        vars: Range<VarId>,
        args: &[Slot],
        dst: Option<VarId>,
        next: BlockId,
    ) -> Result<(), TooDeep> {
        let saved = self.save(slots, proc, vars.clone(), dst, next)?;
        let (base, len) = (vars.start, vars.end - vars.start);
        for (param, &a) in (base..).zip(args) {
            // `a - base` wraps to a large number when `a < base`.
            let own = a.wrapping_sub(base);
            let v = if own < len { &self.saved[saved + own as usize] } else { &slots[a as usize] };
            // Integers and symbols, the common case, are copied without touching a reference count.
            slots[param as usize] = match v {
                Some(Value::Int(i)) => Some(Value::Int(*i)),
                Some(Value::Sym(s)) => Some(Value::Sym(*s)),
                v => v.clone(),
            };
        }
        Ok(())
    }

    /// Pushes a frame and moves the callee's slots (`vars`) to the value stack, leaving them empty;
    /// returns where they start there.
    #[inline(always)]
    fn save(
        &mut self,
        slots: &mut [Option<Value>],
        proc: ProcId,
        vars: Range<VarId>,
        dst: Option<VarId>,
        next: BlockId,
    ) -> Result<usize, TooDeep> {
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(TooDeep);
        }
        let saved = self.saved.len();
        self.saved.extend(slots[vars.start as usize..vars.end as usize].iter_mut().map(Option::take));
        self.frames.push(Frame { proc, dst, next, saved: saved as u32, base: vars.start });
        Ok(saved)
    }

    /// Pushes the frame of a call a trace made (`jit::exit`): `saved` are the callee's variables as the
    /// caller left them, which the environment's slots no longer hold.
    pub fn push_saved(
        &mut self,
        program: &Program,
        proc: ProcId,
        dst: Option<VarId>,
        next: BlockId,
        saved: impl IntoIterator<Item = Option<Value>>,
    ) {
        let at = self.saved.len() as u32;
        self.saved.extend(saved);
        let base = program.proc(proc).vars.start;
        self.frames.push(Frame { proc, dst, next, saved: at, base });
    }

    /// Returns from the innermost call with `value`: restores the callee's slots, stores the value,
    /// and says where the caller goes on. `None` when no call is active (the run started in a
    /// procedure, `--entry PROC`, and it returned).
    #[inline(always)]
    pub fn ret(&mut self, slots: &mut [Option<Value>], value: Value) -> Option<BlockId> {
        let f = self.frames.pop()?;
        let saved = &mut self.saved[f.saved as usize..];
        // The callee's values go to the value stack, and are dropped from there.
        slots[f.base as usize..f.base as usize + saved.len()].swap_with_slice(saved);
        self.saved.truncate(f.saved as usize);
        if let Some(d) = f.dst {
            slots[d as usize] = Some(value);
        }
        Some(f.next)
    }

    /// `ret` with the value of slot `a`, which holds one: the interpreter's return. A variable of the
    /// callee is moved out rather than copied, as the callee's values are dropped anyway.
    #[inline(always)]
    pub fn ret_slot(&mut self, slots: &mut [Option<Value>], a: Slot) -> Option<BlockId> {
        let f = self.frames.last()?;
        let own = (a.wrapping_sub(f.base) as usize) < self.saved.len() - f.saved as usize;
        let value = if own { slots[a as usize].take() } else { slots[a as usize].clone() };
        self.ret(slots, value.expect("the returned variable holds a value"))
    }
}

/// Every variable's slot (then the constants' slots of `interp::Code`), and the active calls.
/// Dereferences to the slots, so that code that reads and writes variables needs nothing else.
#[derive(Clone, Debug, Default)]
pub struct Env {
    pub slots: Vec<Option<Value>>,
    pub frames: Frames,
}

impl Env {
    pub fn new(slots: Vec<Option<Value>>) -> Env {
        Env { slots, frames: Frames::default() }
    }

    /// Makes the call that ends `block` (a `Terminator::Call`) as the interpreter makes it, its
    /// arguments read from here: for the JIT, which leaves or runs a call at such a block (its
    /// arguments have values there). Returns the callee and the block after the call.
    pub fn call_at(&mut self, program: &Program, block: BlockId) -> Result<(ProcId, BlockId), TooDeep> {
        let Terminator::Call { proc, args, dst, next } = &program.block(block).term else {
            panic!("block {block} does not end in a call");
        };
        let values: Vec<Value> = args
            .iter()
            .map(|a| match a {
                Operand::Const(v) => v.clone(),
                Operand::Var(v) => self.slots[*v as usize].clone().expect("a call's argument has a value"),
            })
            .collect();
        self.frames.call(&mut self.slots, program, *proc, values, *dst, *next)?;
        Ok((*proc, *next))
    }
}

impl Deref for Env {
    type Target = Vec<Option<Value>>;
    fn deref(&self) -> &Vec<Option<Value>> {
        &self.slots
    }
}

impl DerefMut for Env {
    fn deref_mut(&mut self) -> &mut Vec<Option<Value>> {
        &mut self.slots
    }
}
