//! The one program representation every phase reads: labelled blocks of operations, variables resolved
//! to slots and labels to block indices once, at load.

use crate::ops::Opcode;
use crate::value::Value;

/// A variable's slot in the environment.
pub type VarId = u32;
/// A block's index in `Program::blocks`.
pub type BlockId = u32;

/// A place in the source text (1-based line and column, and the byte offset for diagnostics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
    pub offset: u32,
}

#[derive(Clone, Debug)]
pub enum Operand {
    Var(VarId),
    Const(Value),
}

/// `dst = kind(args...)`; `args.len() == kind.arity()`.
#[derive(Clone, Debug)]
pub struct Op {
    pub dst: VarId,
    pub kind: Opcode,
    pub args: Vec<Operand>,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub enum Terminator {
    Goto(BlockId),
    If {
        cond: VarId,
        then_to: BlockId,
        else_to: BlockId,
    },
    Promote {
        var: VarId,
        to: BlockId,
    },
    PrintAndStop(Operand),
    /// Ends the program, printing nothing (FGL 2).
    Stop,
}

impl Terminator {
    /// The blocks this terminator can jump to, in order.
    pub fn successors(&self) -> Vec<BlockId> {
        match *self {
            Terminator::Goto(to) | Terminator::Promote { to, .. } => vec![to],
            Terminator::If { then_to, else_to, .. } => vec![then_to, else_to],
            Terminator::PrintAndStop(_) | Terminator::Stop => vec![],
        }
    }
}

#[derive(Clone, Debug)]
pub struct Block {
    pub label: String,
    pub ops: Vec<Op>,
    pub term: Terminator,
    /// Where the label is written.
    pub pos: Pos,
    /// Where the terminator is written.
    pub term_pos: Pos,
}

#[derive(Clone, Debug)]
pub struct Program {
    /// The file the program was read from, as given on the command line.
    pub file: String,
    pub blocks: Vec<Block>,
    /// Slot -> variable name.
    pub vars: Vec<String>,
    /// The first block of the file, unless `--entry` names another.
    pub entry: BlockId,
}

impl Program {
    pub fn var_id(&self, name: &str) -> Option<VarId> {
        self.vars.iter().position(|v| v == name).map(|i| i as VarId)
    }

    pub fn block_id(&self, label: &str) -> Option<BlockId> {
        self.blocks.iter().position(|b| b.label == label).map(|i| i as BlockId)
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id as usize]
    }

    pub fn var_name(&self, id: VarId) -> &str {
        &self.vars[id as usize]
    }

    /// The source line of operation `op` of `block`, or of its terminator when `op == ops.len()`.
    pub fn line_of(&self, block: BlockId, op: usize) -> u32 {
        let b = self.block(block);
        b.ops.get(op).map_or(b.term_pos.line, |o| o.pos.line)
    }
}
