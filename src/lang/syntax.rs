//! The syntax tree both parsers produce: names are still strings with their places, so that one
//! checker (`resolve.rs`) reports undefined and duplicate labels the same way for both formats.

use crate::ops::Opcode;
use crate::value::Value;
use std::ops::Range;

pub type Span = Range<usize>;

/// How deeply constant lists may nest, in both formats and in `--arg` values: deep enough for any real
/// program, shallow enough that reading, printing, comparing and dropping such a value (all recursive)
/// cannot exhaust the stack.
pub const MAX_LIST_DEPTH: usize = 100;

#[derive(Clone, Debug)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Arg {
    Var(Name),
    Const(Value, Span),
}

impl Arg {
    pub fn span(&self) -> Span {
        match self {
            Arg::Var(n) => n.span.clone(),
            Arg::Const(_, s) => s.clone(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct SynOp {
    pub dst: Name,
    pub kind: Opcode,
    pub args: Vec<Arg>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum SynTerm {
    Goto(Name),
    If(Name, Name, Name),
    Promote(Name, Name),
    PrintAndStop(Arg),
    Stop,
}

#[derive(Clone, Debug)]
pub struct SynBlock {
    pub label: Name,
    pub ops: Vec<SynOp>,
    /// `None` when the block ends (at the next label or the end of the file) without a terminator.
    pub term: Option<(SynTerm, Span)>,
}

#[derive(Clone, Debug, Default)]
pub struct SynProgram {
    pub blocks: Vec<SynBlock>,
}
