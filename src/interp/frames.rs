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

use crate::lang::{BlockId, ProcId, Program, VarId};
use crate::value::Value;
use std::ops::{Deref, DerefMut};

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
    /// Where the callee's slots, as they were before the call, start in `Frames::saved`.
    pub saved: u32,
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
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(TooDeep);
        }
        let p = program.proc(proc);
        let saved = self.saved.len() as u32;
        let vars = &mut slots[p.vars.start as usize..p.vars.end as usize];
        self.saved.extend(vars.iter_mut().map(Option::take));
        for (slot, v) in vars.iter_mut().zip(args) {
            *slot = Some(v);
        }
        self.frames.push(Frame { proc, dst, next, saved });
        Ok(())
    }

    /// Pushes the frame of a call a trace made (`jit::exit`): `saved` are the callee's variables as the
    /// caller left them, which the environment's slots no longer hold.
    pub fn push_saved(
        &mut self,
        proc: ProcId,
        dst: Option<VarId>,
        next: BlockId,
        saved: impl IntoIterator<Item = Option<Value>>,
    ) {
        let at = self.saved.len() as u32;
        self.saved.extend(saved);
        self.frames.push(Frame { proc, dst, next, saved: at });
    }

    /// Returns from the innermost call with `value`: restores the callee's slots, stores the value,
    /// and says where the caller goes on. `None` when no call is active (the run started in a
    /// procedure, `--entry PROC`, and it returned).
    pub fn ret(&mut self, slots: &mut [Option<Value>], program: &Program, value: Value) -> Option<BlockId> {
        let f = self.frames.pop()?;
        let p = program.proc(f.proc);
        let vars = &mut slots[p.vars.start as usize..p.vars.end as usize];
        for (slot, v) in vars.iter_mut().zip(self.saved.drain(f.saved as usize..)) {
            *slot = v;
        }
        if let Some(d) = f.dst {
            slots[d as usize] = Some(value);
        }
        Some(f.next)
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
