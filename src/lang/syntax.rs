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
    /// `dst = callee(args)`, or `callee(args)` as a statement (`dst` is `None`). A call ends its block:
    /// the statements after it are the next block, which has no label (`SynBlock::continues`).
    Call {
        dst: Option<Name>,
        callee: Name,
        args: Vec<Arg>,
    },
    /// `return A` (FGL 3): only in a procedure.
    Return(Arg),
}

#[derive(Clone, Debug)]
pub struct SynBlock {
    /// The label; for a block written without one (a procedure's first block, or the statements after a
    /// call), its text is empty and its span the place where the block starts.
    pub label: Name,
    /// The block is the rest of the block before it, after a call.
    pub continues: bool,
    pub ops: Vec<SynOp>,
    /// `None` when the block ends (at the next label or the end of the file) without a terminator.
    pub term: Option<(SynTerm, Span)>,
}

/// `def NAME(PARAMS):` (FGL 3): the blocks from `first_block` up to the next procedure's are its body.
#[derive(Clone, Debug)]
pub struct SynProc {
    pub name: Name,
    pub params: Vec<Name>,
    pub first_block: usize,
    /// The whole `def` line.
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct SynProgram {
    /// Every block in file order: the main program's, then each procedure's.
    pub blocks: Vec<SynBlock>,
    pub procs: Vec<SynProc>,
}

impl SynProgram {
    /// The blocks of procedure `p` (`None`: the main program), as indices into `blocks`.
    pub fn blocks_of(&self, p: Option<usize>) -> std::ops::Range<usize> {
        let start = p.map_or(0, |p| self.procs[p].first_block);
        let next = p.map_or(0, |p| p + 1);
        let end = self.procs.get(next).map_or(self.blocks.len(), |q| q.first_block);
        start..end
    }
}
