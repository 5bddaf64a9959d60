//! Resume data: what a guard needs to hand execution back to the interpreter, and the one function that
//! rebuilds the interpreter's environment from it (the seeds' `resume_interp`, generalized).
//!
//! A snapshot lists the interpreter variables the trace has changed and that are live where the
//! interpreter resumes. Every other variable still holds, in the interpreter's environment, the value it
//! had when the trace was entered — the trace never writes the environment while it runs — and that value
//! is either still correct (the trace did not change it) or dead (never read again before written).

use super::ir::{Ref, Trace};
use crate::interp::{Code, Env, Pc};
use crate::lang::BlockId;
use crate::value::Value;
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

#[derive(Clone, PartialEq, Debug)]
pub struct Snapshot {
    pub resume: Resume,
    /// Source jumps taken between the start of the iteration (or of the trace) and this point.
    pub jumps: u32,
    /// Variables to write back, each with its value in the trace. Inline up to eight: the passes copy
    /// every snapshot they keep, and most are that small.
    pub vars: SnapVars,
}

impl Snapshot {
    /// Writes the snapshot's variables into `env`, taking each trace value from `value_of`; returns the
    /// interpreter instruction to resume at.
    pub fn restore(&self, trace: &Trace, code: &Code, env: &mut Env, mut value_of: impl FnMut(Ref) -> Value) -> Pc {
        for &(var, r) in &self.vars {
            let v = match trace.const_value(r) {
                Some(k) => k.clone(),
                None => value_of(r),
            };
            env[var as usize] = Some(v);
        }
        code.pc_of(self.resume.block, self.resume.op as usize)
    }
}
