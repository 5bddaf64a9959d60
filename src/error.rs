//! Runtime errors: one message format for every way a program runs (interpreter, trace executor,
//! machine code, residual programs), because the message is built here from the failing source operation
//! and the operation table (which operands a failure names, what kinds an operation expects).

use crate::lang::{BlockId, Operand, ProcId, Program, Terminator, VarId};
use crate::ops::{OpError, Opcode};
use std::fmt;

/// What went wrong at one source operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    Unassigned(VarId),
    Op(OpError),
    /// A call of this procedure with `interp::frames::MAX_CALL_DEPTH` calls active.
    TooDeep(ProcId),
}

/// A runtime error, ready to print as one line (exit status 1). Two are the same error when they say
/// the same (`PartialEq` compares the messages: where the run stood is the message's to say).
#[derive(Clone, Debug)]
pub struct RuntimeError {
    pub message: String,
    /// Where it happened: the block and the operation (`ops.len()`: the terminator), which running
    /// again from the same environment fails the same way (the JIT's recorder resumes the interpreter
    /// there after a call it ran failed, `jit/record.rs`).
    pub at: (BlockId, u32),
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.message)
    }
}

impl std::error::Error for RuntimeError {}

impl PartialEq for RuntimeError {
    fn eq(&self, other: &RuntimeError) -> bool {
        self.message == other.message
    }
}

impl Eq for RuntimeError {}

/// Describes operand `i` of operation `op_index` of `block` (`op_index == ops.len()` is the terminator).
fn operand_name(program: &Program, block: BlockId, op_index: usize, arg: usize) -> Option<String> {
    let b = program.block(block);
    let operand = match b.ops.get(op_index) {
        Some(op) => op.args.get(arg)?,
        None => match &b.term {
            Terminator::PrintAndStop(a) => a,
            _ => return None,
        },
    };
    match operand {
        Operand::Var(v) => Some(program.var_name(*v).to_string()),
        Operand::Const(_) => None,
    }
}

/// The text of an operation's failure, naming the operands the table says it names.
fn op_failure(program: &Program, block: BlockId, op_index: usize, op: Opcode, e: &OpError) -> String {
    let name = |arg: usize| operand_name(program, block, op_index, arg);
    let named = op.named_operands(e);
    match e {
        OpError::Type { arg, got } => {
            let expected = op.def().args[*arg].what;
            match name(*arg) {
                Some(var) => format!("type error: {op} expects {expected}, but '{var}' is {}", got.describe()),
                None => format!("type error: {op} expects {expected}, got {}", got.describe()),
            }
        }
        OpError::DivByZero => match named.first().and_then(|&a| name(a)) {
            Some(var) => format!("division by zero in {op}: '{var}' is 0"),
            None => format!("division by zero in {op}"),
        },
        OpError::Index { index, len } => {
            let (list, idx) = match named[..] {
                [l, i] => (name(l), name(i)),
                _ => (None, None),
            };
            let list = list.map_or(String::new(), |v| format!(" '{v}'"));
            let idx = idx.map_or(String::new(), |v| format!(" ('{v}')"));
            format!("index {index}{idx} out of range for the list{list} of length {len}")
        }
        OpError::Range(message) => format!("{op}: {message}"),
    }
}

/// How the hint after "has no value" starts when no operation of the program assigns the variable.
const INPUT_HINT_START: &str = " (nothing assigns it: ";

/// `message` without the hint on how to give a variable that no operation assigns. The hint is about
/// the program that ran: a residual program (`fgljit pe`) may assign fewer variables than its original,
/// where the same error comes without it.
pub fn without_input_hint(message: &str) -> &str {
    // Also the hint about a procedure's variable, which names the procedure (a residual program's may
    // be a specialized copy, `f_2`).
    let message = message.split_once(" (nothing in '").map_or(message, |(before, _)| before);
    message.split_once(INPUT_HINT_START).map_or(message, |(before, _)| before)
}

/// Builds the error for a failure at operation `op_index` of `block`.
pub fn runtime_error(program: &Program, block: BlockId, op_index: usize, failure: &Failure) -> RuntimeError {
    let detail = match failure {
        Failure::Unassigned(v) => {
            let name = program.var_name(*v);
            // A variable no operation assigns can only get a value from the command line: say how. One
            // the program assigns elsewhere is a bug of the program's order, which the hint would hide.
            let assigned = program.blocks.iter().flat_map(|b| &b.ops).any(|op| op.dst == *v)
                || program.blocks.iter().any(|b| matches!(b.term, Terminator::Call { dst: Some(d), .. } if d == *v))
                || program.procs.iter().any(|p| p.param_slots().contains(v));
            // A variable of a procedure that nothing in it assigns can be an input only when the run starts
            // in that procedure (`--entry PROC`); otherwise the likely mistake is reading the caller's.
            let owner = program.procs.iter().position(|p| p.vars.contains(v)).map(|p| p as crate::lang::ProcId);
            let from_outside = owner.is_some() && owner != program.block(program.entry).proc;
            if assigned {
                format!("variable '{name}' has no value")
            } else if let (true, Some(p)) = (from_outside, owner) {
                format!(
                    "variable '{name}' has no value (nothing in '{}' assigns it: a procedure sees only its parameters \
                     and its own variables)",
                    program.proc(p).name
                )
            } else {
                format!("variable '{name}' has no value{INPUT_HINT_START}pass it with --arg {name}=VALUE)")
            }
        }
        Failure::TooDeep(p) => format!(
            "recursion too deep: calling '{}' with {} calls active (the limit)",
            program.proc(*p).name,
            crate::interp::frames::MAX_CALL_DEPTH
        ),
        Failure::Op(e) => {
            let op = program.block(block).ops[op_index].kind;
            op_failure(program, block, op_index, op, e)
        }
    };
    let line = program.line_of(block, op_index);
    RuntimeError {
        message: format!("{}:{}: in block '{}': {}", program.file, line, program.block_title(block), detail),
        at: (block, op_index as u32),
    }
}
