//! Compiles a `Program` into the interpreter's flat instruction array.
//!
//! Layout: the blocks one after another, each as one instruction per operation followed by one for its
//! terminator, so `(block, op index)` maps to `block_start[block] + op index`. That is what makes resuming
//! in the middle of a block (after a guard fails) a plain jump. Operands are environment slots: variables
//! first, then one slot per constant, filled once, so no instruction tests whether an operand is a constant.
//!
//! Superinstructions (made by `Code::fuse` from the plain instructions) each sit in the slot of the first
//! operation they stand for; the plain instructions after it keep their slots, so the layout (and
//! resuming anywhere) still holds. Each does exactly what the plain instructions would, step budget
//! included, or, when it cannot be sure (budget too short, a value missing), only what its first
//! plain instruction does:
//! - `CmpBranch`: a comparison that is the last operation of a block whose `if` tests its result.
//! - `Switch`: a `CmpBranch` heading a dispatch chain (`c = x == K1; if c goto A1 else goto next`, where
//!   `next` is only `c = x == K2; if c ...`, and so on) finds the first matching link by table lookup.
//! - `CopyGoto`, `AddGoto`, `SubGoto`: a last operation and its block's `goto`.
//! - `Fetch`: a block that is `x = list[i]`, maybe an `add`, then a `Switch` on `x` (an interpreter's
//!   fetch and dispatch) reads, adds and looks `x` up at once.
//! - Threads: a jump into blocks without operations (`goto`, `promote`) takes all their jumps at once
//!   (a `Target` with its high bit set names a `Thread`); `Code::first_pc` gives where the plain jump
//!   would land.
//!
//! The dispatch loop is bound by the chain of loads that computes the next pc more than by how many
//! instructions it runs, so where a jump lands is stored where the jump reads it: a `Switch`'s tables
//! map a key straight to its `Arm`, and `Arm`s and the fused gotos carry the pc a plain thread lands
//! on (`landing`), so neither loads a link or a thread first.
//!
//! When profiling, back-edges (found by `lang::cfg`) are anchor targets: the jump itself counts the
//! back-edge down (`skip`) and hands control to the JIT driver when the count is out, instead of going
//! straight to the loop header, so profiling costs no extra dispatch. (A thread that ends in a back-edge
//! lands on an `Anchor` instruction, which does the same.) Without profiling there are neither, and the
//! interpreter pays nothing for the JIT.

use super::frames::Env;
use crate::lang::cfg::back_edges;
use crate::lang::{BlockId, Operand, ProcId, Program, Terminator, VarId};
use crate::ops::Opcode;
#[cfg(test)]
use crate::value::List;
use crate::value::{Symbol, Value};
use rustc_hash::FxHashMap;
use std::collections::HashSet;

pub type Slot = u32;

/// A constant that shares its slot with the equal ones: an integer of the fast path or a symbol.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum SmallConst {
    Int(i64),
    Sym(u32),
}
pub type Pc = u32;

/// A jump target as an instruction stores it: an instruction; or (high bit set) a `Thread`, several jumps
/// through blocks that only jump or promote, taken at once when the step budget allows; or (next bit set)
/// a back-edge, which counts for the JIT at the loop header's first instruction, then goes on to it or
/// (both bits set) takes the `Thread` from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target(u32);

impl Target {
    const THREAD: u32 = 1 << 31;
    const ANCHOR: u32 = 1 << 30;
    const INDEX: u32 = Target::ANCHOR - 1;

    pub fn pc(pc: Pc) -> Target {
        assert!(pc <= Target::INDEX, "too many instructions");
        Target(pc)
    }

    fn thread(index: usize) -> Target {
        Target(Target::pc(index as u32).0 | Target::THREAD)
    }

    /// A back-edge into the header starting at `pc`.
    fn anchor(pc: Pc) -> Target {
        Target(Target::pc(pc).0 | Target::ANCHOR)
    }

    /// A back-edge into a header that only jumps or promotes, then the jumps of thread `index`.
    fn anchor_thread(index: usize) -> Target {
        Target(Target::thread(index).0 | Target::ANCHOR)
    }

    /// The instruction, when the target is a plain one.
    #[inline(always)]
    pub fn direct(self) -> Option<Pc> {
        if self.0 & (Target::THREAD | Target::ANCHOR) == 0 { Some(self.0) } else { None }
    }

    /// The header's first instruction, when the target is a back-edge into a header with operations.
    #[inline(always)]
    pub fn anchor_pc(self) -> Option<Pc> {
        if self.0 & (Target::THREAD | Target::ANCHOR) == Target::ANCHOR { Some(self.0 & Target::INDEX) } else { None }
    }

    /// Whether the target is a back-edge (with `thread_index`) into a header that only jumps or promotes.
    #[inline(always)]
    pub fn is_anchor_thread(self) -> bool {
        self.0 & (Target::THREAD | Target::ANCHOR) == Target::THREAD | Target::ANCHOR
    }

    /// The index in `Code::threads`, when the target is a thread, with or without a back-edge.
    #[inline(always)]
    pub fn thread_index(self) -> usize {
        (self.0 & Target::INDEX) as usize
    }
}

/// Most promotes a thread checks.
pub const MAX_THREAD_CHECKS: usize = 3;
/// Most jumps a thread takes at once.
const MAX_THREAD_STEPS: u32 = 8;

/// Jumps through blocks without operations (`goto`, `promote`) taken as one: `steps` jumps from the
/// jumping instruction to `to`, valid when the budget has `steps` left and every promoted variable on the
/// way (`checks`) holds a value. Otherwise the interpreter takes only the first jump, to `first`, and runs
/// the blocks one by one, so where it stops and which error it reports do not change.
#[derive(Clone, Debug)]
pub struct Thread {
    pub first: Pc,
    pub to: Pc,
    pub steps: u32,
    nchecks: u32,
    /// The checked variables, the last one repeated to fill the array (so testing all three is right).
    checks: [Slot; MAX_THREAD_CHECKS],
}

impl Thread {
    pub fn checks(&self) -> &[Slot] {
        &self.checks[..self.nchecks as usize]
    }

    /// Whether every promoted variable on the way holds a value.
    #[inline(always)]
    pub fn checks_pass(&self, env: &[Option<Value>]) -> bool {
        let [a, b, c] = self.checks;
        // `&` rather than `&&`: three loads and no branches.
        self.nchecks == 0 || (env[a as usize].is_some() & env[b as usize].is_some() & env[c as usize].is_some())
    }
}

/// A constant a dispatch chain compares with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Int(i64),
    Sym(Symbol),
}

impl Key {
    fn of(v: &Value) -> Option<Key> {
        match v {
            Value::Int(i) => Some(Key::Int(*i)),
            Value::Sym(s) => Some(Key::Sym(*s)),
            _ => None,
        }
    }
}

/// One compare-and-branch of a dispatch chain: where it goes, and what it writes, when the variable
/// equals `key`.
#[derive(Clone, Debug)]
pub struct Link {
    pub key: Key,
    pub on_match: Target,
    pub c_match: bool,
}

/// A dispatch chain: `c = x == K1; if c goto A1 else goto next`, where `next` is a block that is only
/// `c = x == K2; if c goto A2 else ...`, and so on (`!=` links branch the other way). The head
/// instruction finds the first matching link at once; it costs the steps of the jumps it stands for, and
/// falls back to its plain compare-and-branch when the budget is short or `x` holds no value.
#[derive(Clone, Debug)]
pub struct Switch {
    /// The head's own compare-and-branch, for the fallback.
    pub cmp: Opcode,
    pub a: Slot,
    pub b: Slot,
    pub then_to: Target,
    pub else_to: Target,
    pub links: Vec<Link>,
    /// Where the last link goes when nothing matched, and what it writes.
    pub fall: Target,
    pub c_fall: bool,
    /// The outcomes by key, when the keys are close enough together for tables; else the lookup scans.
    syms: Dense,
    ints: Dense,
    /// The keys were too far apart for tables (which are then empty): look up by scanning.
    scan: bool,
    /// The outcome of each link, and of no match.
    arms: Vec<Arm>,
    fall_arm: Arm,
}

/// What a dispatch chain does for one value: the jumps it takes before the last one (from link to
/// link), the value it writes to `c`, and the last jump's target; `fast` is where that target lands
/// when it is a plain thread that can be taken (`Code::landing`), so the jump needs no further load.
#[derive(Clone, Copy, Debug)]
pub struct Arm {
    pub before: u64,
    pub c: bool,
    pub to: Target,
    pub fast: Pc,
}

/// Outcomes by key, for the keys `base..base + arms.len()` (no match where no link has the key).
#[derive(Clone, Debug, Default)]
struct Dense {
    base: i64,
    arms: Vec<Arm>,
}

/// Largest key range a dense table covers.
const MAX_DENSE: i64 = 1024;

impl Dense {
    /// The table of the links whose keys `key` picks out, or `None` when they are too far apart.
    fn build(links: &[Link], arms: &[Arm], fall: Arm, key: impl Fn(Key) -> Option<i64>) -> Option<Dense> {
        let keys = || links.iter().enumerate().filter_map(|(i, l)| Some((key(l.key)?, i)));
        let (Some(lo), Some(hi)) = (keys().map(|(k, _)| k).min(), keys().map(|(k, _)| k).max()) else {
            return Some(Dense::default());
        };
        if hi.checked_sub(lo).is_none_or(|span| span >= MAX_DENSE) {
            return None;
        }
        let mut table = vec![fall; (hi - lo + 1) as usize];
        // The first link with a key wins, as in the chain.
        for (k, i) in keys().collect::<Vec<_>>().into_iter().rev() {
            table[(k - lo) as usize] = arms[i];
        }
        Some(Dense { base: lo, arms: table })
    }

    #[inline(always)]
    fn get(&self, key: i64) -> Option<&Arm> {
        // `key - base` wraps to a large number when `key < base`.
        self.arms.get(key.wrapping_sub(self.base) as u64 as usize)
    }

    fn arms_mut(&mut self) -> impl Iterator<Item = &mut Arm> {
        self.arms.iter_mut()
    }
}

impl Switch {
    fn new(head: (Opcode, Slot, Slot, Target, Target), links: Vec<Link>, fall: Target, c_fall: bool) -> Switch {
        let (cmp, a, b, then_to, else_to) = head;
        let arms: Vec<Arm> = links
            .iter()
            .enumerate()
            .map(|(i, l)| Arm { before: i as u64, c: l.c_match, to: l.on_match, fast: 0 })
            .collect();
        let fall_arm = Arm { before: links.len() as u64 - 1, c: c_fall, to: fall, fast: 0 };
        let syms = Dense::build(&links, &arms, fall_arm, |k| match k {
            Key::Sym(s) => Some(s.0 as i64),
            Key::Int(_) => None,
        });
        let ints = Dense::build(&links, &arms, fall_arm, |k| match k {
            Key::Int(i) => Some(i),
            Key::Sym(_) => None,
        });
        let scan = syms.is_none() || ints.is_none();
        let (syms, ints) = syms.zip(ints).unwrap_or_default();
        Switch { cmp, a, b, then_to, else_to, links, fall, c_fall, syms, ints, scan, arms, fall_arm }
    }

    /// What the chain does for the value of `x`.
    #[inline(always)]
    pub fn lookup(&self, v: &Value) -> &Arm {
        if self.scan {
            return self.scan_lookup(v);
        }
        let arm = match v {
            Value::Sym(s) => self.syms.get(s.0 as i64),
            Value::Int(i) => self.ints.get(*i),
            _ => None,
        };
        arm.unwrap_or(&self.fall_arm)
    }

    #[inline(never)]
    fn scan_lookup(&self, v: &Value) -> &Arm {
        let found = Key::of(v).and_then(|k| self.links.iter().position(|l| l.key == k));
        found.map_or(&self.fall_arm, |i| &self.arms[i])
    }

    /// Every outcome, for setting where each lands.
    fn arms_mut(&mut self) -> impl Iterator<Item = &mut Arm> {
        self.syms.arms_mut().chain(self.ints.arms_mut()).chain(self.arms.iter_mut()).chain([&mut self.fall_arm])
    }
}

/// The rest of an `Instr::Fetch`: the `add` after the `readlist` (`add_dst = add_a + add_b`, none when
/// `add` is false) and the block's `Switch` (`sw_dst`, `table`), whose variable is the `readlist`'s
/// `dst` (which the `add` does not write), so the value read is looked up as it is. It stops after the
/// first plain instruction whose fast path does not apply, and the instruction in the next slot does
/// the rest.
#[derive(Clone, Copy, Debug)]
pub struct Fetch {
    pub add: bool,
    pub add_dst: Slot,
    pub add_a: Slot,
    pub add_b: Slot,
    pub sw_dst: Slot,
    pub table: u32,
}

/// Where a jump to `to` lands when it is a plain thread (not a back-edge) that can be taken; 0 otherwise
/// (it is then not read).
fn landing(threads: &[Thread], to: Target) -> Pc {
    if to.direct().is_none() && to.anchor_pc().is_none() && !to.is_anchor_thread() {
        threads[to.thread_index()].to
    } else {
        0
    }
}

/// Most links in one dispatch chain (each link's instruction heads its own chain, so tables grow as
/// the square of a chain's length).
const MAX_LINKS: usize = 64;

#[derive(Clone, Copy, Debug)]
pub enum Instr {
    Copy {
        dst: Slot,
        src: Slot,
    },
    /// A copy that is the last operation of a block ending in `goto`: the copy, then the block's jump
    /// (the plain `Goto` stays in its own slot after it).
    CopyGoto {
        dst: Slot,
        src: Slot,
        to: Target,
        /// Where `to` lands when it is a plain thread that can be taken (`Code::landing`).
        fast: Pc,
    },
    Add {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// `Add` then the block's `goto`, as `CopyGoto`.
    AddGoto {
        dst: Slot,
        a: Slot,
        b: Slot,
        to: Target,
        /// Where `to` lands when it is a plain thread that can be taken (`Code::landing`).
        fast: Pc,
    },
    Sub {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// `Sub` then the block's `goto`, as `CopyGoto`.
    SubGoto {
        dst: Slot,
        a: Slot,
        b: Slot,
        to: Target,
        /// Where `to` lands when it is a plain thread that can be taken (`Code::landing`).
        fast: Pc,
    },
    Mul {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// `dst = a % b`, fast when `b` is a positive integer (an interpreter's wrap-around: `x % 256`).
    Mod {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// `dst = list[index]`.
    ReadList {
        dst: Slot,
        list: Slot,
        index: Slot,
    },
    /// A comparison not followed by an `if` on its result.
    Cmp {
        cmp: Opcode,
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// Any other operation, through the operation table (`args[..op.arity()]` are its operands).
    Op {
        op: Opcode,
        dst: Slot,
        args: [Slot; 3],
    },
    /// An operation that makes a list from operand 0 (`set`, `append`, `slice`), whose operand 0 is a
    /// variable nothing reads afterwards (dead after the operation, or overwritten by it): its value is
    /// moved out, so an unshared list is updated in place (the table's `update`).
    Update {
        op: Opcode,
        dst: Slot,
        args: [Slot; 3],
    },
    /// `dst = a <cmp> b; if dst goto then_to else goto else_to`.
    CmpBranch {
        cmp: Opcode,
        dst: Slot,
        a: Slot,
        b: Slot,
        then_to: Target,
        else_to: Target,
    },
    /// A compare-and-branch heading a dispatch chain on `x`: `Code::switches[table]`.
    Switch {
        dst: Slot,
        x: Slot,
        table: u32,
    },
    /// A dispatch block: `dst = list[index]`, maybe an `add`, then a `Switch` on `dst`, as one
    /// instruction in the slot of the `readlist` (`Code::fetches[more]` has the rest).
    Fetch {
        dst: Slot,
        list: Slot,
        index: Slot,
        more: u32,
    },
    Goto {
        to: Target,
    },
    If {
        cond: Slot,
        then_to: Target,
        else_to: Target,
    },
    /// The interpreter only checks that `var` holds a value.
    Promote {
        var: Slot,
        to: Target,
    },
    Print {
        a: Slot,
    },
    Stop,
    /// A call (FGL 3): `Code::calls[site]`.
    Call {
        site: u32,
    },
    /// Returns the value of `a` from the current call.
    Return {
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
    /// The threads that `Target`s refer to.
    pub threads: Vec<Thread>,
    /// The dispatch chains of `Instr::Switch`.
    pub switches: Vec<Switch>,
    /// The rest of each `Instr::Fetch`.
    pub fetches: Vec<Fetch>,
    /// The calls of `Instr::Call`.
    pub calls: Vec<CallSite>,
}

/// A call's operands: what `Instr::Call` needs beyond its slot.
#[derive(Clone, Debug)]
pub struct CallSite {
    pub proc: ProcId,
    pub args: Box<[Slot]>,
    pub dst: Option<Slot>,
    /// The block after the call.
    pub next: BlockId,
    /// The callee's first instruction.
    pub entry: Pc,
    /// The callee's variables (`lang::Proc::vars`), its parameters first.
    pub vars: std::ops::Range<VarId>,
    /// The call is counted at the callee's entry, as a back-edge is at its header (profiling only):
    /// the callee is recursive, so it can be hot with no loop (`cfg::recursive_procs`), and its entry
    /// is no loop header (whose counts are the loop's).
    pub counted: bool,
}

impl Code {
    pub fn compile(program: &Program, profiling: bool) -> Code {
        let mut code = Code::compile_plain(program, profiling);
        code.fuse(program);
        code
    }

    /// The plain instructions only, without superinstructions or threads: one instruction per operation
    /// and per terminator, each run on its own (for counting them, `interp::run_counted`).
    pub fn compile_plain(program: &Program, profiling: bool) -> Code {
        let nvars = program.vars.len();
        let mut consts: Vec<Value> = Vec::new();
        // Equal small constants share a slot, found in constant time (a program may hold a hundred
        // thousand of them); big integers and lists get a slot each.
        let mut small: FxHashMap<SmallConst, usize> = FxHashMap::default();
        let mut slot_of = |operand: &Operand| -> Slot {
            match operand {
                Operand::Var(v) => *v,
                Operand::Const(c) => {
                    let key = match c {
                        Value::Int(i) => Some(SmallConst::Int(*i)),
                        Value::Sym(s) => Some(SmallConst::Sym(s.0)),
                        Value::Big(_) | Value::List(_) => None,
                    };
                    let next = consts.len();
                    let i = match key {
                        Some(key) => *small.entry(key).or_insert(next),
                        None => next,
                    };
                    if i == next {
                        consts.push(c.clone());
                    }
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
        let recursive = if profiling { crate::lang::cfg::recursive_procs(program) } else { Vec::new() };
        let counted = |proc: ProcId| {
            let entry = program.proc(proc).entry;
            recursive.get(proc as usize).copied().unwrap_or(false) && !anchors.iter().any(|&(_, h)| h == entry)
        };
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
        let target = |from: BlockId, to: BlockId| -> Target {
            Target::pc(if anchors.contains(&(from, to)) {
                anchor_pc[to as usize].expect("every back-edge header has an anchor")
            } else {
                block_start[to as usize]
            })
        };

        // Liveness only for programs that update lists.
        let liveness = program
            .blocks
            .iter()
            .any(|b| b.ops.iter().any(|o| o.kind.def().update.is_some()))
            .then(|| crate::lang::cfg::Liveness::compute(program));
        let mut calls = Vec::new();
        let mut instrs = Vec::with_capacity(pc as usize + anchor_instrs.len());
        let mut origin = Vec::with_capacity(instrs.capacity());
        for (bi, b) in program.blocks.iter().enumerate() {
            let bi = bi as BlockId;
            for (oi, op) in b.ops.iter().enumerate() {
                let movable = |v: VarId| {
                    op.args[1..].iter().all(|a| !matches!(a, Operand::Var(w) if *w == v))
                        && (op.dst == v || liveness.as_ref().is_some_and(|l| !l.live_at(bi, oi + 1).contains(v)))
                };
                let instr = match op.kind {
                    Opcode::Same => Instr::Copy { dst: op.dst, src: slot_of(&op.args[0]) },
                    kind if kind.def().update.is_some() && matches!(op.args[0], Operand::Var(v) if movable(v)) => {
                        let mut args = [0; 3];
                        for (s, o) in args.iter_mut().zip(&op.args) {
                            *s = slot_of(o);
                        }
                        Instr::Update { op: kind, dst: op.dst, args }
                    }
                    kind if kind.arity() != 2 => {
                        let mut args = [0; 3];
                        for (s, o) in args.iter_mut().zip(&op.args) {
                            *s = slot_of(o);
                        }
                        Instr::Op { op: kind, dst: op.dst, args }
                    }
                    kind => {
                        let a = slot_of(&op.args[0]);
                        let b2 = slot_of(&op.args[1]);
                        match (kind, kind.is_comparison().then_some(kind), &b.term) {
                            (Opcode::Add, ..) => Instr::Add { dst: op.dst, a, b: b2 },
                            (Opcode::Sub, ..) => Instr::Sub { dst: op.dst, a, b: b2 },
                            (Opcode::Mul, ..) => Instr::Mul { dst: op.dst, a, b: b2 },
                            (Opcode::Mod, ..) => Instr::Mod { dst: op.dst, a, b: b2 },
                            (Opcode::ReadList, ..) => Instr::ReadList { dst: op.dst, list: a, index: b2 },
                            (_, Some(cmp), Terminator::If { cond, then_to, else_to })
                                if oi + 1 == b.ops.len() && *cond == op.dst =>
                            {
                                Instr::CmpBranch {
                                    cmp,
                                    dst: op.dst,
                                    a,
                                    b: b2,
                                    then_to: target(bi, *then_to),
                                    else_to: target(bi, *else_to),
                                }
                            }
                            (_, Some(cmp), _) => Instr::Cmp { cmp, dst: op.dst, a, b: b2 },
                            _ => Instr::Op { op: kind, dst: op.dst, args: [a, b2, 0] },
                        }
                    }
                };
                instrs.push(instr);
                origin.push((bi, oi as u32));
            }
            let term = match &b.term {
                Terminator::Goto(to) => Instr::Goto { to: target(bi, *to) },
                Terminator::If { cond, then_to, else_to } => {
                    Instr::If { cond: *cond, then_to: target(bi, *then_to), else_to: target(bi, *else_to) }
                }
                Terminator::Promote { var, to } => Instr::Promote { var: *var, to: target(bi, *to) },
                Terminator::PrintAndStop(a) => Instr::Print { a: slot_of(a) },
                Terminator::Stop => Instr::Stop,
                Terminator::Return(a) => Instr::Return { a: slot_of(a) },
                Terminator::Call { proc, args, dst, next } => {
                    calls.push(CallSite {
                        proc: *proc,
                        args: args.iter().map(&mut slot_of).collect(),
                        dst: *dst,
                        next: *next,
                        entry: block_start[program.proc(*proc).entry as usize],
                        vars: program.proc(*proc).vars.clone(),
                        counted: counted(*proc),
                    });
                    Instr::Call { site: calls.len() as u32 - 1 }
                }
            };
            instrs.push(term);
            origin.push((bi, b.ops.len() as u32));
        }
        for (instr, org) in anchor_instrs {
            instrs.push(instr);
            origin.push(org);
        }
        Code {
            instrs,
            block_start,
            origin,
            consts,
            nvars,
            profiling,
            threads: Vec::new(),
            switches: Vec::new(),
            fetches: Vec::new(),
            calls,
        }
    }

    /// Rewrites the plain instructions into superinstructions, each in the slot of the first operation it
    /// stands for, so every slot still starts its own operation: dispatch chains into `Switch`, a last
    /// operation and its block's `goto` into one instruction, and jumps into blocks that only jump or
    /// promote into threads.
    fn fuse(&mut self, program: &Program) {
        let plain = self.instrs.clone();
        // Whether `pc` starts a block without operations (`first` is then its terminator).
        let is_empty_block = |pc: Pc| {
            plain.get(pc as usize).is_some() && !matches!(plain[pc as usize], Instr::Anchor { .. }) && {
                let (b, op) = self.origin[pc as usize];
                op == 0 && program.block(b).ops.is_empty()
            }
        };
        let mut threads: Vec<Thread> = Vec::new();
        let mut thread = |t: Target| -> Target {
            let mut first = t.direct().expect("plain instructions have plain targets");
            let back_edge = match plain[first as usize] {
                Instr::Anchor { block } => {
                    first = self.block_start[block as usize];
                    true
                }
                _ => false,
            };
            let (mut to, mut steps, mut checks) = (first, 1, Vec::new());
            while steps < MAX_THREAD_STEPS && is_empty_block(to) {
                let next = match plain[to as usize] {
                    Instr::Goto { to } => to,
                    Instr::Promote { var, to } if checks.len() < MAX_THREAD_CHECKS => {
                        checks.push(var);
                        to
                    }
                    _ => break,
                };
                to = next.direct().expect("plain instructions have plain targets");
                steps += 1;
            }
            if steps == 1 {
                return if back_edge { Target::anchor(first) } else { t };
            }
            let mut slots = [checks.last().copied().unwrap_or(0); MAX_THREAD_CHECKS];
            slots[..checks.len()].copy_from_slice(&checks);
            threads.push(Thread { first, to, steps, nchecks: checks.len() as u32, checks: slots });
            if back_edge { Target::anchor_thread(threads.len() - 1) } else { Target::thread(threads.len() - 1) }
        };
        let nvars = self.nvars;
        // A compare-and-branch `dst = x == K` (or `K == x`, or `!=`) on a variable `x` other than `dst`
        // and an integer or symbol constant `K`: (dst, x, K, target when equal, c when equal, target
        // when not, c when not).
        let link = |instr: &Instr| -> Option<(Slot, Slot, Key, Target, bool, Target, bool)> {
            let Instr::CmpBranch { cmp, dst, a, b, then_to, else_to } = *instr else { return None };
            let (x, k) = match (a < nvars as Slot, b < nvars as Slot) {
                (true, false) => (a, b),
                (false, true) => (b, a),
                _ => return None,
            };
            let key = Key::of(&self.consts[k as usize - nvars])?;
            if x == dst {
                return None;
            }
            match cmp {
                Opcode::Eq => Some((dst, x, key, then_to, true, else_to, false)),
                Opcode::Ne => Some((dst, x, key, else_to, false, then_to, true)),
                _ => None,
            }
        };
        let mut switches = Vec::new();
        for pc in 0..plain.len() {
            let fused = match plain[pc] {
                Instr::Goto { to } => Instr::Goto { to: thread(to) },
                Instr::If { cond, then_to, else_to } => {
                    Instr::If { cond, then_to: thread(then_to), else_to: thread(else_to) }
                }
                Instr::Promote { var, to } => Instr::Promote { var, to: thread(to) },
                Instr::CmpBranch { cmp, dst, a, b, then_to, else_to } => {
                    let (then_to, else_to) = (thread(then_to), thread(else_to));
                    match link(&plain[pc]) {
                        Some((dst0, x, key, on_match, c_match, mut on_miss, mut c_miss)) => {
                            let mut links = vec![Link { key, on_match: thread(on_match), c_match }];
                            let mut seen = vec![pc as Pc];
                            // Follow the misses while they lead to blocks that are only a link on `x` into `dst`.
                            while let Some(next) = on_miss.direct()
                                && links.len() < MAX_LINKS
                                && !seen.contains(&next)
                                && self
                                    .origin
                                    .get(next as usize)
                                    .is_some_and(|&(b, op)| op == 0 && program.block(b).ops.len() == 1)
                                && let Some((d, y, key, on_match, c_match, miss, c)) = link(&plain[next as usize])
                                && d == dst0
                                && y == x
                            {
                                links.push(Link { key, on_match: thread(on_match), c_match });
                                seen.push(next);
                                (on_miss, c_miss) = (miss, c);
                            }
                            if links.len() < 2 {
                                Instr::CmpBranch { cmp, dst, a, b, then_to, else_to }
                            } else {
                                let fall = thread(on_miss);
                                switches.push(Switch::new((cmp, a, b, then_to, else_to), links, fall, c_miss));
                                Instr::Switch { dst, x, table: switches.len() as u32 - 1 }
                            }
                        }
                        None => Instr::CmpBranch { cmp, dst, a, b, then_to, else_to },
                    }
                }
                // The last operation of a block that ends in `goto`.
                instr => match (instr, plain.get(pc + 1)) {
                    (Instr::Copy { dst, src }, Some(&Instr::Goto { to }))
                        if self.origin[pc + 1].0 == self.origin[pc].0 =>
                    {
                        let to = thread(to);
                        Instr::CopyGoto { dst, src, to, fast: 0 }
                    }
                    (Instr::Add { dst, a, b }, Some(&Instr::Goto { to }))
                        if self.origin[pc + 1].0 == self.origin[pc].0 =>
                    {
                        let to = thread(to);
                        Instr::AddGoto { dst, a, b, to, fast: 0 }
                    }
                    (Instr::Sub { dst, a, b }, Some(&Instr::Goto { to }))
                        if self.origin[pc + 1].0 == self.origin[pc].0 =>
                    {
                        let to = thread(to);
                        Instr::SubGoto { dst, a, b, to, fast: 0 }
                    }
                    (instr, _) => instr,
                },
            };
            self.instrs[pc] = fused;
        }
        self.threads = threads;
        self.switches = switches;
        for pc in 0..self.instrs.len() {
            match &mut self.instrs[pc] {
                Instr::CopyGoto { to, fast, .. }
                | Instr::AddGoto { to, fast, .. }
                | Instr::SubGoto { to, fast, .. } => *fast = landing(&self.threads, *to),
                _ => {}
            }
        }
        for sw in &mut self.switches {
            for arm in sw.arms_mut() {
                arm.fast = landing(&self.threads, arm.to);
            }
        }
        // Dispatch blocks: a `readlist`, maybe an `add` (not into the value read), and a `Switch` on the
        // value read as the block's last operation.
        for (bi, b) in program.blocks.iter().enumerate() {
            let start = self.block_start[bi] as usize;
            let n = b.ops.len();
            if !(2..=3).contains(&n) {
                continue;
            }
            let (Instr::ReadList { dst, list, index }, Instr::Switch { dst: sw_dst, x, table }) =
                (self.instrs[start], self.instrs[start + n - 1])
            else {
                continue;
            };
            let (add, add_dst, add_a, add_b) = match (n, self.instrs[start + 1]) {
                (2, _) => (false, 0, 0, 0),
                (_, Instr::Add { dst: d, a, b }) if d != dst => (true, d, a, b),
                _ => continue,
            };
            if x != dst {
                continue;
            }
            self.fetches.push(Fetch { add, add_dst, add_a, add_b, sw_dst, table });
            self.instrs[start] = Instr::Fetch { dst, list, index, more: self.fetches.len() as u32 - 1 };
        }
    }

    /// The instruction a jump to `t` lands on first, as the plain jump would (for a thread, the first
    /// block it runs through).
    pub fn first_pc(&self, t: Target) -> Pc {
        t.direct().or(t.anchor_pc()).unwrap_or_else(|| self.threads[t.thread_index()].first)
    }

    /// The instruction where operation `op` of `block` starts (`op == ops.len()`: its terminator).
    pub fn pc_of(&self, block: BlockId, op: usize) -> Pc {
        self.block_start[block as usize] + op as Pc
    }

    /// A fresh environment: no variable assigned, constants in place.
    pub fn new_env(&self) -> Env {
        let mut env = vec![None; self.nvars];
        env.extend(self.consts.iter().cloned().map(Some));
        Env::new(env)
    }
}

#[cfg(test)]
mod tests {
    //! Each superinstruction: that it is made where it should be (and only there), and that it behaves
    //! like the plain instructions it stands for: results, errors, and the step budget at every value.

    use super::*;
    use crate::interp::run::{Exit, run};
    use crate::interp::tests::check;
    use crate::lang::{Format, parse_program};

    fn program(src: &str) -> Program {
        parse_program("t.fg", src, Format::Fg).unwrap_or_else(|d| panic!("{:?}", d.items))
    }

    /// The inputs as an initial environment of the program's variables (names it lacks are left out).
    fn inputs(p: &Program, args: &[(&str, Value)]) -> Vec<Option<Value>> {
        let mut env = vec![None; p.vars.len()];
        for (name, v) in args {
            if let Some(var) = p.var_id(name) {
                env[var as usize] = Some(v.clone());
            }
        }
        env
    }

    /// Compares with the reference at every budget up to `max` and with a large one.
    fn check_all(p: &Program, init: &[Option<Value>], max: u64) {
        for steps in (0..=max).chain([10_000]) {
            check(p, init, steps);
        }
    }

    fn at(code: &Code, p: &Program, label: &str, op: usize) -> Instr {
        code.instrs[code.pc_of(p.block_id(label).unwrap(), op) as usize]
    }

    /// Runs to the end with an unlimited budget; the message of an error.
    fn outcome(p: &Program, init: &[Option<Value>]) -> Result<Value, String> {
        let code = Code::compile(p, false);
        let mut env = code.new_env();
        env[..init.len()].clone_from_slice(init);
        match run(p, &code, &mut env, code.block_start[p.entry as usize], &mut u64::MAX.clone(), &mut []) {
            Ok(Exit::Stop(v)) => Ok(v.expect("test programs print")),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e.message),
        }
    }

    #[test]
    fn equal_small_constants_share_a_slot() {
        let p = program(
            "l:\n    a = 1 + 2\n    b = 2 + 1\n    c = 'x' == 'x'\n    d = 100000000000000000000 + 100000000000000000000\n    \
             e = [1] == [1]\n    print_and_stop(1)\n",
        );
        let code = Code::compile(&p, false);
        let texts: Vec<String> = code.consts.iter().map(|c| c.to_string()).collect();
        // 1, 2 and 'x' once each; big integers and lists a slot per occurrence.
        assert_eq!(texts, ["1", "2", "x", "100000000000000000000", "100000000000000000000", "[1]", "[1]"]);
    }

    const FUSED: &str = "
s:
    i = i - 1
    goto t
t:
    c = i > 0
    if c goto u else goto done
u:
    x = x + 1
    goto v
v:
    y = x
    goto s
done:
    print_and_stop(y)
";

    #[test]
    fn last_operation_and_goto_fuse() {
        let p = program(FUSED);
        let code = Code::compile(&p, false);
        assert!(matches!(at(&code, &p, "s", 0), Instr::SubGoto { .. }));
        assert!(matches!(at(&code, &p, "u", 0), Instr::AddGoto { .. }));
        assert!(matches!(at(&code, &p, "v", 0), Instr::CopyGoto { .. }));
        // The plain `goto`s stay in their slots, for resuming there.
        assert!(matches!(at(&code, &p, "s", 1), Instr::Goto { .. }));
        // With profiling, `v`'s goto is a back-edge: the fused jump is an anchor target, into `s`.
        let code = Code::compile(&p, true);
        let Instr::CopyGoto { to, .. } = at(&code, &p, "v", 0) else { panic!() };
        assert_eq!(to.anchor_pc(), Some(code.block_start[p.block_id("s").unwrap() as usize]));
        assert_eq!(code.first_pc(to), code.block_start[p.block_id("s").unwrap() as usize]);

        let init = inputs(&p, &[("i", Value::Int(4)), ("x", Value::Int(10))]);
        check_all(&p, &init, 20);
        assert_eq!(outcome(&p, &init), Ok(Value::Int(13)));
        // Overflow goes to a big integer; errors name the fused operation.
        let init = inputs(&p, &[("i", Value::Int(2)), ("x", Value::Int(i64::MAX))]);
        check_all(&p, &init, 10);
        assert_eq!(outcome(&p, &init).unwrap().to_string(), "9223372036854775808");
        let init = inputs(&p, &[("i", Value::Int(2)), ("x", Value::sym("q"))]);
        check_all(&p, &init, 10);
        assert_eq!(
            outcome(&p, &init),
            Err("t.fg:9: in block 'u': type error: add expects integers, but 'x' is the symbol q".into())
        );
        let init = inputs(&p, &[("i", Value::Int(2))]);
        assert_eq!(outcome(&p, &init), Err("t.fg:9: in block 'u': variable 'x' has no value".into()));
        let init = inputs(&p, &[("x", Value::Int(2))]);
        assert_eq!(outcome(&p, &init), Err("t.fg:3: in block 's': variable 'i' has no value".into()));
    }

    const THREADED: &str = "
l:
    i = i - 1
    if i goto hop else goto done
hop:
    goto p1
p1:
    promote(k, p2)
p2:
    promote(m, l)
done:
    print_and_stop(k)
";

    #[test]
    fn jumps_thread_through_blocks_that_only_jump() {
        let p = program(THREADED);
        let code = Code::compile(&p, false);
        let Instr::If { then_to, else_to, .. } = at(&code, &p, "l", 1) else { panic!() };
        assert_eq!(else_to.direct(), Some(code.block_start[p.block_id("done").unwrap() as usize]));
        let t = &code.threads[then_to.thread_index()];
        assert_eq!((t.first, t.to, t.steps), (code.block_start[1], code.block_start[0], 4));
        assert_eq!(code.first_pc(then_to), code.block_start[1]);
        assert_eq!(code.first_pc(else_to), code.block_start[4]);
        assert_eq!(t.checks(), [p.var_id("k").unwrap(), p.var_id("m").unwrap()]);

        let init = inputs(&p, &[("i", Value::Int(3)), ("k", Value::Int(7)), ("m", Value::Int(0))]);
        check_all(&p, &init, 20);
        // A promoted variable without a value: the error is the promote's, after the jumps before it.
        let init = inputs(&p, &[("i", Value::Int(3)), ("k", Value::Int(7))]);
        check_all(&p, &init, 20);
        assert_eq!(
            outcome(&p, &init),
            Err("t.fg:10: in block 'p2': variable 'm' has no value (nothing assigns it: pass it with --arg m=VALUE)"
                .into())
        );
        // Profiling: the back-edge into `l` is an anchor, and threads stop there.
        let code = Code::compile(&p, true);
        let Instr::If { then_to, .. } = at(&code, &p, "l", 1) else { panic!() };
        let t = &code.threads[then_to.thread_index()];
        assert!(matches!(code.instrs[t.to as usize], Instr::Anchor { .. }));
    }

    #[test]
    fn a_goto_cycle_threads_a_bounded_number_of_jumps() {
        let p = program("l:\n    goto m\nm:\n    goto l\n");
        let code = Code::compile(&p, false);
        let Instr::Goto { to } = code.instrs[0] else { panic!() };
        assert_eq!(code.threads[to.thread_index()].steps, MAX_THREAD_STEPS);
        check_all(&p, &[], 30);
    }

    const DISPATCH: &str = "
l:
    op = code[i]
    i = i + 1
    c = op == 'inc'
    if c goto inc else goto not_inc
not_inc:
    c = op == 3
    if c goto dbl else goto not_dbl
not_dbl:
    c = 'halt' != op
    if c goto bad else goto halt
inc:
    x = x + 1
    goto l
dbl:
    x = x * 2
    goto l
halt:
    print_and_stop(x)
bad:
    print_and_stop(op)
";

    #[test]
    fn dispatch_chains_become_one_switch() {
        let p = program(DISPATCH);
        let code = Code::compile(&p, false);
        let Instr::Switch { table, .. } = at(&code, &p, "l", 2) else { panic!() };
        let sw = &code.switches[table as usize];
        let keys: Vec<Key> = sw.links.iter().map(|l| l.key).collect();
        assert_eq!(keys, [Key::Sym(Symbol::intern("inc")), Key::Int(3), Key::Sym(Symbol::intern("halt"))]);
        assert!(matches!(at(&code, &p, "not_inc", 0), Instr::Switch { .. }));
        // The last link alone is a plain compare-and-branch.
        assert!(matches!(at(&code, &p, "not_dbl", 0), Instr::CmpBranch { .. }));

        let list = |items: Vec<Value>| Value::List(List::new(items));
        let prog = list(vec![Value::sym("inc"), Value::Int(3), Value::sym("inc"), Value::Int(3), Value::sym("halt")]);
        let init = inputs(&p, &[("code", prog), ("i", Value::Int(0)), ("x", Value::Int(1))]);
        check_all(&p, &init, 40);
        assert_eq!(outcome(&p, &init), Ok(Value::Int(10)));
        // Nothing matches: fall through the whole chain (an integer, a symbol, a list, a big integer).
        for odd in
            [Value::Int(4), Value::sym("nop"), list(vec![]), Value::from_big(num_bigint::BigInt::from(i64::MAX) * 2)]
        {
            let init = inputs(&p, &[("code", list(vec![odd.clone()])), ("i", Value::Int(0)), ("x", Value::Int(1))]);
            check_all(&p, &init, 10);
            assert_eq!(outcome(&p, &init), Ok(odd));
        }
        // `op` without a value: the head's error.
        let q = program(&DISPATCH.replace("    op = code[i]\n", ""));
        let init = inputs(&q, &[("i", Value::Int(0)), ("x", Value::Int(1))]);
        check_all(&q, &init, 5);
        assert_eq!(
            outcome(&q, &init),
            Err("t.fg:4: in block 'l': variable 'op' has no value (nothing assigns it: pass it with --arg op=VALUE)"
                .into())
        );
    }

    #[test]
    fn dispatch_blocks_become_one_fetch() {
        // `l` reads, adds and heads a chain: one `Fetch` in the slot of the read; the plain `add` and
        // the `Switch` keep their slots.
        let p = program(DISPATCH);
        let code = Code::compile(&p, false);
        assert!(matches!(at(&code, &p, "l", 0), Instr::Fetch { .. }));
        assert!(matches!(at(&code, &p, "l", 1), Instr::Add { .. }));
        assert!(matches!(at(&code, &p, "l", 2), Instr::Switch { .. }));
        let list = |items: Vec<Value>| Value::List(List::new(items));
        let big = Value::from_big(num_bigint::BigInt::from(i64::MAX) * 2);
        // Values read that are neither integers nor symbols (a list, a big integer), an
        // index out of range, a `code` that is not a list, `i` without a value.
        for (code_v, i) in [
            (list(vec![Value::sym("inc"), Value::Int(3), Value::sym("halt")]), Some(Value::Int(0))),
            (list(vec![list(vec![]), Value::sym("halt")]), Some(Value::Int(0))),
            (list(vec![big.clone(), Value::sym("halt")]), Some(Value::Int(0))),
            (list(vec![Value::sym("halt")]), Some(Value::Int(1))),
            (list(vec![Value::sym("inc")]), Some(Value::Int(-1))),
            (Value::Int(4), Some(Value::Int(0))),
            (list(vec![Value::sym("inc")]), None),
        ] {
            let mut args = vec![("code", code_v), ("x", Value::Int(1))];
            args.extend(i.map(|i| ("i", i)));
            let init = inputs(&p, &args);
            check_all(&p, &init, 12);
        }
        // The add must not write the value read, which the chain tests: no `Fetch` then.
        let q = program(&DISPATCH.replace("i = i + 1", "op = i + 1"));
        let code = Code::compile(&q, false);
        assert!(code.fetches.is_empty());
        assert!(matches!(at(&code, &q, "l", 0), Instr::ReadList { .. }));
    }

    /// A chain `c = op == K1; ... c = op == Kn` whose link i prints i; no match prints -1.
    fn chain_of(keys: &[&str]) -> Program {
        let mut src = String::new();
        for (i, k) in keys.iter().enumerate() {
            let miss = if i + 1 == keys.len() { "none".to_string() } else { format!("l{}", i + 1) };
            src += &format!("l{i}:\n    c = op == {k}\n    if c goto m{i} else goto {miss}\n");
        }
        for i in 0..keys.len() {
            src += &format!("m{i}:\n    print_and_stop({i})\n");
        }
        src += "none:\n    print_and_stop(-1)\n";
        program(&src)
    }

    #[test]
    fn switch_lookup_by_table_and_by_scan() {
        // Close keys get tables (with duplicates: the first wins); far ones (more than MAX_DENSE apart) a scan.
        for (keys, dense) in [
            (&["'a'", "5", "'b'", "-3", "5", "'a'", "1020"][..], true),
            (&["'a'", "5", "'b'", "-3", "5", "'a'", "1021"][..], false),
            (&["9223372036854775807", "-9223372036854775808", "0"][..], false),
        ] {
            let p = chain_of(keys);
            let code = Code::compile(&p, false);
            assert_eq!(code.switches[0].links.len(), keys.len());
            assert_eq!(!code.switches[0].scan, dense, "{keys:?}");
            let probes = [
                Value::sym("a"),
                Value::sym("b"),
                Value::sym("zz"),
                Value::Int(5),
                Value::Int(-3),
                Value::Int(-4),
                Value::Int(1020),
                Value::Int(1021),
                Value::Int(i64::MAX),
                Value::Int(i64::MIN),
                Value::Int(0),
                Value::List(List::new(vec![])),
            ];
            for op in probes {
                let init = inputs(&p, &[("op", op.clone())]);
                let expected =
                    keys.iter().position(|k| Value::equals(&crate::lang::fg::parse_constant(k).unwrap(), &op));
                assert_eq!(outcome(&p, &init), Ok(Value::Int(expected.map_or(-1, |i| i as i64))), "{keys:?} {op}");
                check_all(&p, &init, keys.len() as u64 + 1);
            }
        }
    }

    #[test]
    fn chains_stop_at_links_that_differ() {
        // Link 2 compares another variable, link 3 writes another one, link 4 has two operations,
        // link 5 compares `c` itself, link 6 uses `<`, link 7 compares with a list: no switch.
        for (name, link) in [
            ("another variable", "c = y == 'b'"),
            ("another destination", "d = op == 'b'\n    c = d"),
            ("two operations", "z = 1\n    c = op == 'b'"),
            ("its own destination", "c = c == 'b'"),
            ("an order comparison", "c = op < 2"),
            ("a list constant", "c = op == [1]"),
        ] {
            let src = format!(
                "l:\n    c = op == 'a'\n    if c goto a else goto m\nm:\n    {link}\n    if c goto a else goto done\na:\n    print_and_stop(1)\ndone:\n    print_and_stop(0)\n"
            );
            let p = program(&src);
            let code = Code::compile(&p, false);
            assert!(matches!(code.instrs[0], Instr::CmpBranch { .. }), "{name}");
            assert!(code.switches.is_empty(), "{name}");
            for op in [Value::sym("a"), Value::sym("b"), Value::Int(1)] {
                let init = inputs(&p, &[("op", op), ("y", Value::sym("b"))]);
                check_all(&p, &init, 4);
            }
        }
    }

    #[test]
    fn comparisons_without_their_if() {
        let p = program("l:\n    c = x < y\n    d = x == y\n    e = x != 'k'\n    print_and_stop(d)\n");
        let code = Code::compile(&p, false);
        assert!(matches!(code.instrs[0], Instr::Cmp { cmp: Opcode::Lt, .. }));
        assert!(matches!(code.instrs[1], Instr::Cmp { cmp: Opcode::Eq, .. }));
        let list = Value::List(List::new(vec![Value::Int(1)]));
        for (x, y) in [
            (Value::Int(1), Value::Int(2)),
            (Value::Int(2), Value::Int(2)),
            (Value::from_big(num_bigint::BigInt::from(i64::MAX) * 2), Value::Int(2)),
            (Value::sym("k"), Value::sym("k")),
            (list.clone(), Value::List(List::new(vec![Value::Int(1)]))),
            (list, Value::Int(1)),
        ] {
            let init = inputs(&p, &[("x", x), ("y", y)]);
            check_all(&p, &init, 2);
        }
        let init = inputs(&p, &[("x", Value::sym("k")), ("y", Value::Int(2))]);
        assert_eq!(
            outcome(&p, &init),
            Err("t.fg:2: in block 'l': type error: lt expects integers, but 'x' is the symbol k".into())
        );
        let init = inputs(&p, &[("x", Value::Int(1))]);
        assert_eq!(
            outcome(&p, &init),
            Err("t.fg:2: in block 'l': variable 'y' has no value (nothing assigns it: pass it with --arg y=VALUE)"
                .into())
        );
    }

    #[test]
    fn readlist_fast_path_and_errors() {
        let p = program("l:\n    x = xs[i]\n    print_and_stop(x)\n");
        let code = Code::compile(&p, false);
        assert!(matches!(code.instrs[0], Instr::ReadList { .. }));
        let xs = Value::List(List::new(vec![Value::Int(5), Value::sym("s")]));
        for (i, expected) in [
            (Value::Int(1), Ok(Value::sym("s"))),
            (Value::Int(2), Err("t.fg:2: in block 'l': index 2 ('i') out of range for the list 'xs' of length 2")),
            (Value::Int(-1), Err("t.fg:2: in block 'l': index -1 ('i') out of range for the list 'xs' of length 2")),
            (
                Value::sym("a"),
                Err("t.fg:2: in block 'l': type error: readlist expects an integer index, but 'i' is the symbol a"),
            ),
        ] {
            let init = inputs(&p, &[("xs", xs.clone()), ("i", i)]);
            check_all(&p, &init, 2);
            assert_eq!(outcome(&p, &init), expected.map_err(String::from));
        }
        let init = inputs(&p, &[("xs", Value::Int(3)), ("i", Value::Int(0))]);
        assert_eq!(
            outcome(&p, &init),
            Err("t.fg:2: in block 'l': type error: readlist expects a list, but 'xs' is the integer 3".into())
        );
    }
}
