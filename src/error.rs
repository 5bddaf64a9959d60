//! Runtime errors: one message format for every way a program runs (interpreter, trace executor,
//! machine code, residual programs), because the message is built here from the failing source operation.

use crate::lang::{BlockId, Operand, Program, Terminator, VarId};
use crate::value::OpError;
use std::fmt;

/// What went wrong at one source operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    Unassigned(VarId),
    Op(OpError),
}

/// A runtime error, ready to print as one line (exit status 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeError {
    pub message: String,
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.message)
    }
}

impl std::error::Error for RuntimeError {}

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

/// Builds the error for a failure at operation `op_index` of `block`.
pub fn runtime_error(program: &Program, block: BlockId, op_index: usize, failure: &Failure) -> RuntimeError {
    let detail = match failure {
        Failure::Unassigned(v) => format!("variable '{}' has no value", program.var_name(*v)),
        Failure::Op(OpError::Type { op, arg, expected, got }) => {
            let expected = match expected {
                crate::value::Kind::Int if *op == crate::value::OpKind::ReadList => "an integer index",
                crate::value::Kind::Int => "integers",
                crate::value::Kind::Sym => "symbols",
                crate::value::Kind::List => "a list",
            };
            match operand_name(program, block, op_index, *arg) {
                Some(var) => format!("type error: {} expects {expected}, but '{var}' is {}", op.name(), got.describe()),
                None => format!("type error: {} expects {expected}, got {}", op.name(), got.describe()),
            }
        }
        Failure::Op(OpError::DivByZero { op }) => match operand_name(program, block, op_index, 1) {
            Some(var) => format!("division by zero in {}: '{var}' is 0", op.name()),
            None => format!("division by zero in {}", op.name()),
        },
        Failure::Op(OpError::Index { index, len }) => {
            let list = operand_name(program, block, op_index, 0).map_or(String::new(), |v| format!(" '{v}'"));
            let idx = operand_name(program, block, op_index, 1).map_or(String::new(), |v| format!(" ('{v}')"));
            format!("index {index}{idx} out of range for the list{list} of length {len}")
        }
    };
    let line = program.line_of(block, op_index);
    RuntimeError {
        message: format!("{}:{}: in block '{}': {}", program.file, line, program.block(block).label, detail),
    }
}
