//! The one program representation every phase reads: labelled blocks of operations, variables resolved
//! to slots and labels to block indices once, at load.

use crate::ops::Opcode;
use crate::value::Value;

/// A variable's slot in the environment.
pub type VarId = u32;
/// A block's index in `Program::blocks`.
pub type BlockId = u32;
/// A procedure's index in `Program::procs`.
pub type ProcId = u32;

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
    /// Calls `proc` with `args` (FGL 3); when it returns, its value goes to `dst` (none for a call
    /// written as a statement) and the block `next` goes on. A call ends its block so that every phase
    /// sees where control leaves the procedure: the interpreter's resume points, the recorder's frames,
    /// the partial evaluator's return points are all block starts.
    Call {
        proc: ProcId,
        args: Vec<Operand>,
        dst: Option<VarId>,
        next: BlockId,
    },
    /// Returns from the current procedure with the operand's value.
    Return(Operand),
}

impl Terminator {
    /// The blocks this terminator can jump to, in order.
    pub fn successors(&self) -> Vec<BlockId> {
        match *self {
            Terminator::Goto(to) | Terminator::Promote { to, .. } | Terminator::Call { next: to, .. } => vec![to],
            Terminator::If { then_to, else_to, .. } => vec![then_to, else_to],
            Terminator::PrintAndStop(_) | Terminator::Stop | Terminator::Return(_) => vec![],
        }
    }

    /// The blocks `successors` names, to be renumbered or redirected.
    pub fn successors_mut(&mut self) -> Vec<&mut BlockId> {
        match self {
            Terminator::Goto(to) | Terminator::Promote { to, .. } | Terminator::Call { next: to, .. } => vec![to],
            Terminator::If { then_to, else_to, .. } => vec![then_to, else_to],
            Terminator::PrintAndStop(_) | Terminator::Stop | Terminator::Return(_) => vec![],
        }
    }
}

#[derive(Clone, Debug)]
pub struct Block {
    /// The label as written; empty for a block written without one (a procedure's first block, or the
    /// rest of a block after a call: `continues`).
    pub label: String,
    /// The procedure the block belongs to (`None`: the main program).
    pub proc: Option<ProcId>,
    /// The block is the rest of the block before it, after a call (printed without a label).
    pub continues: bool,
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
    /// The procedures (FGL 3), in file order.
    pub procs: Vec<Proc>,
}

/// `def NAME(PARAMS):`. Its variables are the slots `vars` (a contiguous range, the parameters first),
/// so that a call saves and restores them as one slice (shallow binding: see `interp::frames`).
#[derive(Clone, Debug)]
pub struct Proc {
    pub name: String,
    /// `vars.start .. vars.start + params`.
    pub params: u32,
    pub vars: std::ops::Range<VarId>,
    pub entry: BlockId,
    /// Where the `def` is written.
    pub pos: Pos,
}

impl Proc {
    pub fn param_slots(&self) -> std::ops::Range<VarId> {
        self.vars.start..self.vars.start + self.params
    }
}

impl Program {
    /// The variable of this name where a run starts: the main program's, or, when the entry is a
    /// procedure's (`--entry PROC`), that procedure's (its parameters are the inputs).
    pub fn var_id(&self, name: &str) -> Option<VarId> {
        self.var_in(self.block(self.entry).proc, name)
    }

    /// The names of the variables where a run starts (see `var_id`): the ones `--arg` may name, and the
    /// ones to suggest when it names another.
    pub fn entry_var_names(&self) -> impl Iterator<Item = &str> {
        self.vars_of(self.block(self.entry).proc).map(|v| self.var_name(v))
    }

    /// The variable `name` of procedure `proc` (`None`: of the main program).
    pub fn var_in(&self, proc: Option<ProcId>, name: &str) -> Option<VarId> {
        let scope = self.vars_of(proc);
        scope.clone().find(|&v| self.vars[v as usize] == name)
    }

    /// The slots of procedure `proc`'s variables (`None`: the main program's, the ones before the first
    /// procedure's).
    pub fn vars_of(&self, proc: Option<ProcId>) -> std::ops::Range<VarId> {
        match proc {
            Some(p) => self.procs[p as usize].vars.clone(),
            None => 0..self.procs.first().map_or(self.vars.len() as VarId, |p| p.vars.start),
        }
    }

    /// The main program's block with this label.
    pub fn block_id(&self, label: &str) -> Option<BlockId> {
        self.blocks
            .iter()
            .position(|b| b.proc.is_none() && !b.label.is_empty() && b.label == label)
            .map(|i| i as BlockId)
    }

    pub fn proc_id(&self, name: &str) -> Option<ProcId> {
        self.procs.iter().position(|p| p.name == name).map(|i| i as ProcId)
    }

    pub fn proc(&self, id: ProcId) -> &Proc {
        &self.procs[id as usize]
    }

    /// A block's name for logs and messages: its label, qualified by its procedure (`fib.rec`); a block
    /// without a label is named by the procedure (`fib`) or the line it starts on (`fib@12`).
    pub fn block_title(&self, id: BlockId) -> String {
        let b = self.block(id);
        let proc = b.proc.map(|p| self.proc(p).name.as_str());
        match (proc, b.label.is_empty()) {
            (None, false) => b.label.clone(),
            (Some(p), false) => format!("{p}.{}", b.label),
            (Some(p), true) if self.proc(b.proc.unwrap()).entry == id => p.to_string(),
            (p, true) => format!("{}@{}", p.unwrap_or("main"), b.pos.line),
        }
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
