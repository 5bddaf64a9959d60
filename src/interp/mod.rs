//! The interpreter: the reference semantics for every other way of running a program.

pub mod code;
pub mod counted;
pub mod frames;
pub mod run;
#[cfg(test)]
pub(crate) mod tests;

pub use code::{Code, Instr, Pc};
pub use counted::run_counted;
pub use frames::{Env, Frame, Frames};
pub use run::{CallExit, Exit, run, run_call};

use crate::error::RuntimeError;
use crate::lang::Program;
use crate::value::Value;

/// How a whole run of a program ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// `print_and_stop` printed this value.
    Printed(Value),
    /// `stop` ended the program.
    Stopped,
    Error(RuntimeError),
    /// `--max-steps` jumps were taken without the program stopping.
    OutOfSteps(u64),
}

/// Runs `program` from its entry with `env` (inputs already assigned) in the plain interpreter.
pub fn interpret(program: &Program, code: &Code, env: &mut Env, max_steps: u64) -> Outcome {
    let mut steps = max_steps;
    outcome(run(program, code, env, code.block_start[program.entry as usize], &mut steps, &mut []), max_steps)
}

/// `interpret` counting every instruction it runs (`run_counted`; `counts` has one per instruction).
pub fn interpret_counted(program: &Program, code: &Code, env: &mut Env, max_steps: u64, counts: &mut [u64]) -> Outcome {
    let mut steps = max_steps;
    let pc = code.block_start[program.entry as usize];
    outcome(run_counted(program, code, env, pc, &mut steps, &mut [], counts), max_steps)
}

fn outcome(exit: Result<Exit, RuntimeError>, max_steps: u64) -> Outcome {
    match exit {
        Ok(Exit::Stop(Some(v))) => Outcome::Printed(v),
        Ok(Exit::Stop(None)) => Outcome::Stopped,
        Ok(Exit::OutOfSteps(_)) => Outcome::OutOfSteps(max_steps),
        Ok(Exit::Anchor(_)) => unreachable!("a plain interpreter has no anchors"),
        Ok(Exit::Returned(..) | Exit::Ends(_)) => unreachable!("a run from the entry returns out of no call below it"),
        Err(e) => Outcome::Error(e),
    }
}
