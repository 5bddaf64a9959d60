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
    /// `call_proc`: the call is not made in machine code; the interpreter makes it, from the call.
    Call,
    /// `return`: the trace returns the value it leaves (the exit state's `VALUE`) from the frame it
    /// started in; the interpreter pops that frame.
    Return,
}

impl ExitKind {
    /// The kind of the exit through instruction `inst`'s snapshot.
    pub fn of(inst: &Inst) -> ExitKind {
        match inst.op {
            Opcode::GuardSteps => ExitKind::Steps,
            Opcode::JumpTrace => ExitKind::Link(inst.target()),
            Opcode::CallProc => ExitKind::Call,
            Opcode::Return => ExitKind::Return,
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
    /// The calls the trace made that are still active here, the oldest first (empty unless the trace
    /// follows calls into procedures): leaving, each becomes an interpreter frame (`exit.rs`).
    pub frames: Vec<SnapFrame>,
}

/// A call a trace followed and has not returned from (PyPy's frame in resume data, LuaJIT's frame link
/// in a snapshot): what the interpreter frame it becomes on leaving holds, besides the callee's
/// variables, which the snapshot's `vars` write.
///
/// Every trace starts in a frame the interpreter made (its *bottom* frame). A call of a procedure not
/// active in the trace saves, in the frame it becomes, the values the environment had when the trace
/// was entered: the trace never touched those variables. A *recursive* call (`recursive`: a function-
/// entry trace inlines a call of its own procedure from its bottom frame, one at a time, `record.rs`)
/// is the bottom frame's procedure again: the caller's values of the variables its frame saves are the
/// bottom frame's as the trace made them, which the snapshot writes as *saved variables*
/// (`saved_var`); the others are what the environment had on entry, as for any call.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SnapFrame {
    pub proc: crate::lang::ProcId,
    /// Where the call's value goes.
    pub dst: Option<crate::lang::VarId>,
    /// The block after the call, where the caller goes on.
    pub next: BlockId,
    /// A call of the procedure of the frame below it (see above).
    pub recursive: bool,
}

/// The saved variable of `var`: its value in the caller of a recursive call (`SnapFrame::recursive`),
/// as a snapshot writes it. Numbered after the program's variables, so the passes and the backends
/// carry it as any other variable; only leaving puts it elsewhere, in the frame the call becomes.
pub fn saved_var(program: &crate::lang::Program, var: crate::lang::VarId) -> crate::lang::VarId {
    (program.vars.len() + var as usize) as crate::lang::VarId
}

/// The variable whose caller's value saved variable `var` is, if it is one.
pub fn saved_of(program: &crate::lang::Program, var: crate::lang::VarId) -> Option<crate::lang::VarId> {
    (var as usize).checked_sub(program.vars.len()).map(|v| v as crate::lang::VarId)
}

/// How many variables the exit state has slots for: the program's, then their saved variables.
pub fn exit_vars(program: &crate::lang::Program) -> usize {
    2 * program.vars.len()
}

/// Makes the interpreter's frames of the calls `frames` (oldest first), each saving its callee's
/// variables as the environment holds them, which leaves them unassigned for what is written next; a
/// recursive call's frame saves instead, for each variable, the value `saved` gives (the exit's saved
/// variable), where it gives one.
pub fn make_frames(
    program: &crate::lang::Program,
    env: &mut crate::interp::Env,
    frames: &[SnapFrame],
    saved: impl Fn(crate::lang::VarId) -> Option<crate::value::Value>,
) {
    for f in frames {
        let vars = program.proc(f.proc).vars.clone();
        let values: Vec<Option<crate::value::Value>> = vars
            .map(|var| {
                let entry = env[var as usize].take();
                if f.recursive { saved(var).or(entry) } else { entry }
            })
            .collect();
        env.frames.push_saved(program, f.proc, f.dst, f.next, values);
    }
}
