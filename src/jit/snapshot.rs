//! Resume data: what each way out of a trace needs to hand execution back to the interpreter.
//!
//! Every exit is a snapshot with an exit kind: a guard that failed, the trace's entry check (its inputs
//! are not of the kinds it was recorded with), the step limit at a loop's head, or the link into another
//! trace. Leaving, a trace (the trace executor and machine code alike) writes the snapshot's variables
//! into the one exit state (`exit.rs`), and one function rebuilds the interpreter's environment from it.
//!
//! A snapshot lists the interpreter variables the trace has changed and that are live where the
//! interpreter resumes. Every other variable still holds, in the interpreter's environment, the value it
//! had when the trace was entered — the trace never writes the environment while it runs — and that value
//! is either still correct (the trace did not change it) or dead (never read again before written).

use super::ir::{Inst, Opcode, Ref, TraceId};
use crate::lang::BlockId;
use smallvec::SmallVec;

/// The variables of a snapshot.
pub type SnapVars = SmallVec<[(crate::lang::VarId, Ref); 8]>;

/// Where the interpreter resumes: operation `op` of `block` (0 is the block's start; `ops.len()` its
/// terminator). A guard in the middle of a block (integer overflow, an index out of range) resumes at
/// the operation that failed, which the interpreter executes again, exactly.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Resume {
    pub block: BlockId,
    pub op: u32,
}

/// Why execution leaves a trace through a snapshot.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ExitKind {
    /// A guard failed: the interpreter (or a bridge) goes on at the resume point.
    Guard,
    /// The trace was not entered: an input is not of the kind it was recorded with, or too few steps
    /// are left for a whole iteration. Nothing was written.
    NotEntered,
    /// Too few steps are left for another iteration: the interpreter goes on at the loop's head.
    Steps,
    /// `jump_trace`: the trace ends by entering another one.
    Link(TraceId),
}

impl ExitKind {
    /// The kind of the exit through instruction `inst`'s snapshot.
    pub fn of(inst: &Inst) -> ExitKind {
        match inst.op {
            Opcode::GuardSteps => ExitKind::Steps,
            Opcode::JumpTrace => ExitKind::Link(inst.target()),
            _ => ExitKind::Guard,
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct Snapshot {
    pub kind: ExitKind,
    pub resume: Resume,
    /// Source jumps taken between the start of the iteration (or of the trace) and this point.
    pub jumps: u32,
    /// Variables to write back, each with its value in the trace. Inline up to eight: the passes copy
    /// every snapshot they keep, and most are that small.
    pub vars: SnapVars,
}
