//! The interpreter counting every instruction it runs (`--report`): the dispatch loop's second
//! instance, with the counting in it.
//!
//! In a module of its own, so that it is compiled apart from `run` (another codegen unit): in the same
//! one, the helpers both instances call had two call sites, the compiler inlined less into `run`, and
//! the interpreter measured 3 to 5% slower without any counting.

use super::code::{Code, Pc};
use super::frames::Env;
use super::run::{Ctx, Exit, dispatch};
use crate::error::RuntimeError;
use crate::lang::Program;

/// `run` that also counts every instruction it runs: `counts[pc] += 1` (one per instruction of
/// `code`). Meant for code without superinstructions (`Code::compile_plain`), where an instruction is
/// one operation or one terminator (or a comparison and the `if` testing it, `CmpBranch`).
pub fn run_counted(
    program: &Program,
    code: &Code,
    env: &mut Env,
    pc: Pc,
    steps: &mut u64,
    skip: &mut [u32],
    counts: &mut [u64],
) -> Result<Exit, RuntimeError> {
    assert_eq!(counts.len(), code.instrs.len(), "a count per instruction");
    let Env { slots, frames } = env;
    dispatch::<true>(Ctx { program, code, floor: 0 }, slots, frames, pc, steps, skip, counts)
}
