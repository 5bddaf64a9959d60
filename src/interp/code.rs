//! Compiles a `Program` into the interpreter's flat instruction array.
//!
//! Layout: the blocks one after another, each as one instruction per operation followed by one for its
//! terminator, so `(block, op index)` maps to `block_start[block] + op index`. That is what makes resuming
//! in the middle of a block (after a guard fails) a plain jump. Operands are environment slots: variables
//! first, then one slot per constant, filled once, so no instruction tests whether an operand is a constant.
//!
//! Superinstruction: a comparison that is the last operation of a block whose `if` tests its result
//! becomes one compare-and-branch instruction. The plain `if` stays in its own slot after it, so the
//! one-instruction-per-operation layout (and resuming) still holds.
//!
//! When profiling, back-edges (found by `lang::cfg`) jump to an `Anchor` instruction that hands control to
//! the JIT driver instead of straight to the loop header; without profiling there is no such instruction
//! and the interpreter pays nothing for the JIT.

use crate::lang::cfg::back_edges;
use crate::lang::{BlockId, Operand, Program, Terminator};
use crate::value::{OpKind, Value};
use std::collections::HashSet;

pub type Slot = u32;
pub type Pc = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    fn of(kind: OpKind) -> Option<Cmp> {
        Some(match kind {
            OpKind::Eq => Cmp::Eq,
            OpKind::Ne => Cmp::Ne,
            OpKind::Lt => Cmp::Lt,
            OpKind::Le => Cmp::Le,
            OpKind::Gt => Cmp::Gt,
            OpKind::Ge => Cmp::Ge,
            _ => return None,
        })
    }

    pub fn kind(self) -> OpKind {
        match self {
            Cmp::Eq => OpKind::Eq,
            Cmp::Ne => OpKind::Ne,
            Cmp::Lt => OpKind::Lt,
            Cmp::Le => OpKind::Le,
            Cmp::Gt => OpKind::Gt,
            Cmp::Ge => OpKind::Ge,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub enum Instr {
    Copy {
        dst: Slot,
        src: Slot,
    },
    Add {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    Sub {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    Mul {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// Any other two-operand operation (div, mod, readlist, comparisons not followed by their `if`).
    Op2 {
        op: OpKind,
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    Len {
        dst: Slot,
        a: Slot,
    },
    /// `dst = a <cmp> b; if dst goto then_pc else goto else_pc`.
    CmpBranch {
        cmp: Cmp,
        dst: Slot,
        a: Slot,
        b: Slot,
        then_pc: Pc,
        else_pc: Pc,
    },
    Goto {
        to: Pc,
    },
    If {
        cond: Slot,
        then_pc: Pc,
        else_pc: Pc,
    },
    /// The interpreter only checks that `var` holds a value.
    Promote {
        var: Slot,
        to: Pc,
    },
    Print {
        a: Slot,
    },
    /// A back-edge into `block`: return to the JIT driver (profiling only).
    Anchor {
        block: BlockId,
    },
}

/// The compiled form of a program.
pub struct Code {
    pub instrs: Vec<Instr>,
    /// First instruction of each block.
    pub block_start: Vec<Pc>,
    /// Instruction -> (block, operation index), for error messages and resume points.
    pub origin: Vec<(BlockId, u32)>,
    /// Values of the constant slots (slot `nvars + i` holds `consts[i]`).
    pub consts: Vec<Value>,
    pub nvars: usize,
    /// Whether back-edges go through `Anchor` instructions.
    pub profiling: bool,
}

impl Code {
    pub fn compile(program: &Program, profiling: bool) -> Code {
        let nvars = program.vars.len();
        let mut consts: Vec<Value> = Vec::new();
        let mut slot_of = |operand: &Operand| -> Slot {
            match operand {
                Operand::Var(v) => *v,
                Operand::Const(c) => {
                    // Share slots between equal small constants; lists get their own slot.
                    let found = match c {
                        Value::Int(_) | Value::Sym(_) => {
                            consts.iter().position(|k| k.equals(c) && !matches!(k, Value::List(_)))
                        }
                        _ => None,
                    };
                    let i = found.unwrap_or_else(|| {
                        consts.push(c.clone());
                        consts.len() - 1
                    });
                    (nvars + i) as Slot
                }
            }
        };

        let mut block_start = Vec::with_capacity(program.blocks.len());
        let mut pc = 0u32;
        for b in &program.blocks {
            block_start.push(pc);
            pc += b.ops.len() as u32 + 1;
        }
        let anchors: HashSet<(BlockId, BlockId)> =
            if profiling { back_edges(program).into_iter().collect() } else { HashSet::new() };
        // Anchor instructions go after all blocks, one per loop header.
        let mut anchor_pc = vec![None; program.blocks.len()];
        let mut anchor_instrs = Vec::new();
        for &(_, header) in &anchors {
            if anchor_pc[header as usize].is_none() {
                anchor_pc[header as usize] = Some(pc + anchor_instrs.len() as u32);
                anchor_instrs.push((Instr::Anchor { block: header }, (header, 0)));
            }
        }
        // Sorting keeps the layout deterministic (HashSet order is not).
        anchor_instrs.sort_by_key(|(i, _)| match i {
            Instr::Anchor { block } => *block,
            _ => 0,
        });
        for (k, (instr, _)) in anchor_instrs.iter().enumerate() {
            if let Instr::Anchor { block } = instr {
                anchor_pc[*block as usize] = Some(pc + k as u32);
            }
        }
        let target = |from: BlockId, to: BlockId| -> Pc {
            if anchors.contains(&(from, to)) {
                anchor_pc[to as usize].expect("every back-edge header has an anchor")
            } else {
                block_start[to as usize]
            }
        };

        let mut instrs = Vec::with_capacity(pc as usize + anchor_instrs.len());
        let mut origin = Vec::with_capacity(instrs.capacity());
        for (bi, b) in program.blocks.iter().enumerate() {
            let bi = bi as BlockId;
            for (oi, op) in b.ops.iter().enumerate() {
                let a = slot_of(&op.args[0]);
                let instr = match op.kind {
                    OpKind::Same => Instr::Copy { dst: op.dst, src: a },
                    OpKind::Len => Instr::Len { dst: op.dst, a },
                    kind => {
                        let b2 = slot_of(&op.args[1]);
                        match (kind, Cmp::of(kind), &b.term) {
                            (OpKind::Add, ..) => Instr::Add { dst: op.dst, a, b: b2 },
                            (OpKind::Sub, ..) => Instr::Sub { dst: op.dst, a, b: b2 },
                            (OpKind::Mul, ..) => Instr::Mul { dst: op.dst, a, b: b2 },
                            (_, Some(cmp), Terminator::If { cond, then_to, else_to })
                                if oi + 1 == b.ops.len() && *cond == op.dst =>
                            {
                                Instr::CmpBranch {
                                    cmp,
                                    dst: op.dst,
                                    a,
                                    b: b2,
                                    then_pc: target(bi, *then_to),
                                    else_pc: target(bi, *else_to),
                                }
                            }
                            _ => Instr::Op2 { op: kind, dst: op.dst, a, b: b2 },
                        }
                    }
                };
                instrs.push(instr);
                origin.push((bi, oi as u32));
            }
            let term = match &b.term {
                Terminator::Goto(to) => Instr::Goto { to: target(bi, *to) },
                Terminator::If { cond, then_to, else_to } => {
                    Instr::If { cond: *cond, then_pc: target(bi, *then_to), else_pc: target(bi, *else_to) }
                }
                Terminator::Promote { var, to } => Instr::Promote { var: *var, to: target(bi, *to) },
                Terminator::PrintAndStop(a) => Instr::Print { a: slot_of(a) },
            };
            instrs.push(term);
            origin.push((bi, b.ops.len() as u32));
        }
        for (instr, org) in anchor_instrs {
            instrs.push(instr);
            origin.push(org);
        }
        Code { instrs, block_start, origin, consts, nvars, profiling }
    }

    /// The instruction where operation `op` of `block` starts (`op == ops.len()`: its terminator).
    pub fn pc_of(&self, block: BlockId, op: usize) -> Pc {
        self.block_start[block as usize] + op as Pc
    }

    /// A fresh environment: no variable assigned, constants in place.
    pub fn new_env(&self) -> Vec<Option<Value>> {
        let mut env = vec![None; self.nvars];
        env.extend(self.consts.iter().cloned().map(Some));
        env
    }
}
