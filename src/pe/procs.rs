//! Procedures (FGL 3): unfolding calls, residual procedures, and the residual program's layout.
//!
//! ## Residual procedures
//! Specialization is polyvariant in procedures as in blocks: a *residual procedure* is a source
//! procedure P specialized to a *procedure key*, the static values of P's parameters that are live at
//! its entry. The main program is residual procedure 0 (specialized from the program's entry with the
//! `--static` values); each residual call asks for (P, key), memoized, and a residual procedure not made
//! yet is queued and specialized after the current one, each with its own cache and whistle path (a
//! `goto` never leaves a procedure). Its parameters are P's parameters that are not in its key (a static
//! argument there is passed as a constant), in P's order.
//!
//! ## The unfolding rule
//! A call is *unfolded* (the callee's body is specialized into the caller's code, with a frame for the
//! caller's continuation, and its `return` goes on at the call's next block with the returned value,
//! static or in the call's result variable) when all of these hold; otherwise it is a residual call:
//! 1. the callee reads no variable before assigning it but its parameters (`live_in(entry)`): in the
//!    caller's code its other variables would not start without a value;
//! 2. the callee is not active with a dynamic branch taken since it was entered (a frame of it marked
//!    dynamic, or it is the residual procedure's own source procedure and a dynamic branch was taken
//!    since its entry): recursion under dynamic control (fib with n dynamic) is a residual recursive
//!    procedure; recursion decided by static values unfolds, as a loop with a static test unrolls
//!    (power with y static is straight-line code);
//! 3. fewer than `MAX_UNFOLD_DEPTH` calls are unfolded around it;
//! 4. its variables can live in the caller's code under their own names. A residual procedure's
//!    variables are its source variables *by name* (its printed form; runtime errors name variables,
//!    and keep their names this way): the callee must not write (assign, or bind as a parameter to
//!    another variable or a constant) a name that a frame around it (the new one included) still needs
//!    after the call, i.e. a dynamic variable live at the frame's continuation other than the result.
//!    A parameter bound to a variable of its own name (`x` passed to `x`, a recursive call passing its
//!    parameter on) writes nothing. And the arguments must be bindable in order (no parameter written
//!    before another argument reads it).
//!
//! ## Termination (the whistle covers calls)
//! Unfolding is bounded by rule 3, so the stack of frames has at most `MAX_UNFOLD_DEPTH` frames.
//! Within one residual procedure a specialization point's *site* is (block, stack of frames), and the
//! cache, the whistle and the restarts all key on sites where they keyed on blocks. The whistle's
//! argument (`whistle.rs`) carries over: on an infinite branch of the specialization tree, the bottom
//! frames at the least depth reached infinitely often stop changing (a frame's dynamic mark changes
//! once), so some site comes back infinitely often past dynamic branches, and the whistle blows there.
//! Residual procedures are bounded by a whistle of their own: when a call asks for (P, K) and the
//! nearest residual procedure of P among those that asked for the current one (its ancestors) has a key
//! K' != K, the key becomes the common part of K and K' (`whistle::common`), so along any chain of
//! residual procedures the keys of each source procedure strictly shrink; each residual procedure
//! makes finitely many calls, so there are finitely many (König's lemma again).
//!
//! ## The residual program
//! Each residual procedure's blocks (contiguous: procedures are specialized one after the other) get a
//! variable table of their own, by name (parameters first), are cleaned up on their own (`cleanup.rs`,
//! which knows that a call changes only its result in the caller), and are laid out main first, then
//! the residual procedures reachable from it. A call's next block follows it as the rest of its block
//! (`continues`), or a block of its own that only jumps there. A residual procedure is named after its
//! source procedure (`power`, then `power_2`, ...).

use super::{Env, Key, Pe, Stats, Stop, whistle};
use crate::lang::cfg::Liveness;
use crate::lang::{Block, BlockId, Op, Operand, Pos, Proc, ProcId, Program, Terminator, VarId};
use crate::ops::Opcode;
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;

/// The most calls unfolded around a point (rule 3 of the module comment).
pub const MAX_UNFOLD_DEPTH: u32 = 100;

/// A stack of frames, interned: 0 is the empty stack.
pub(super) type StackId = u32;

/// The continuation of an unfolded call.
#[derive(Clone, Debug)]
pub(super) struct Frame {
    /// The stack below.
    pub parent: StackId,
    /// The procedure called (whose body runs above this frame).
    pub callee: ProcId,
    /// The caller's block after the call, and where the result goes.
    pub next: BlockId,
    pub dst: Option<VarId>,
    /// The caller's static variables live at `next` (the result excluded), in variable order.
    pub env: Vec<(VarId, Value)>,
    /// A dynamic branch was taken since the call (rule 2).
    pub dynamic: bool,
    pub depth: u32,
    /// The names of the caller's dynamic variables live at `next`, the result excluded (rule 4).
    pub needed: Vec<u32>,
}

#[derive(PartialEq, Eq, Hash)]
struct FrameKey {
    parent: StackId,
    callee: ProcId,
    dst: Option<VarId>,
    dynamic: bool,
    cont: Key,
}

/// Sites (a block and a stack of frames) and stacks, interned. The site of a block with the empty stack
/// is the block's own id, so a program without procedures is specialized exactly as before.
pub(super) struct Contexts {
    nblocks: u32,
    sites: Vec<(BlockId, StackId)>,
    site_index: HashMap<(BlockId, StackId), u32>,
    frames: Vec<Frame>,
    frame_index: HashMap<FrameKey, StackId>,
}

impl Contexts {
    pub(super) fn new(program: &Program) -> Contexts {
        let empty = Frame {
            parent: 0,
            callee: 0,
            next: 0,
            dst: None,
            env: Vec::new(),
            dynamic: true,
            depth: 0,
            needed: Vec::new(),
        };
        Contexts {
            nblocks: program.blocks.len() as u32,
            sites: Vec::new(),
            site_index: HashMap::default(),
            frames: vec![empty],
            frame_index: HashMap::default(),
        }
    }

    pub(super) fn site(&mut self, block: BlockId, stack: StackId) -> u32 {
        if stack == 0 {
            return block;
        }
        let n = self.nblocks + self.sites.len() as u32;
        *self.site_index.entry((block, stack)).or_insert_with(|| {
            self.sites.push((block, stack));
            n
        })
    }

    pub(super) fn block(&self, site: u32) -> BlockId {
        if site < self.nblocks { site } else { self.sites[(site - self.nblocks) as usize].0 }
    }

    pub(super) fn stack(&self, site: u32) -> StackId {
        if site < self.nblocks { 0 } else { self.sites[(site - self.nblocks) as usize].1 }
    }

    pub(super) fn frame(&self, stack: StackId) -> &Frame {
        &self.frames[stack as usize]
    }

    fn push(&mut self, frame: Frame) -> StackId {
        let key = FrameKey {
            parent: frame.parent,
            callee: frame.callee,
            dst: frame.dst,
            dynamic: frame.dynamic,
            cont: Key { block: frame.next, env: frame.env.clone() },
        };
        let n = self.frames.len() as StackId;
        *self.frame_index.entry(key).or_insert_with(|| {
            self.frames.push(frame);
            n
        })
    }

    /// The stack with every frame marked dynamic (a dynamic branch is taken). A frame is pushed
    /// unmarked and marking marks them all, so a marked frame has only marked frames below it.
    pub(super) fn dynamic(&mut self, stack: StackId) -> StackId {
        if self.frames[stack as usize].dynamic {
            return stack;
        }
        let mut frame = self.frames[stack as usize].clone();
        frame.parent = self.dynamic(frame.parent);
        frame.dynamic = true;
        self.push(frame)
    }
}

/// What unfolding needs to know of each source procedure.
pub(super) struct Facts {
    /// The name of each variable, as a number.
    name: Vec<u32>,
    /// Per procedure: it reads no variable before assigning it but its parameters (rule 1).
    reads_only_params: Vec<bool>,
    /// Per procedure: the names its body assigns (operations and call results), sorted.
    writes: Vec<Vec<u32>>,
}

impl Facts {
    pub(super) fn compute(program: &Program, live: &Liveness) -> Facts {
        let mut ids: HashMap<&str, u32> = HashMap::default();
        let name: Vec<u32> = program
            .vars
            .iter()
            .map(|n| {
                let k = ids.len() as u32;
                *ids.entry(n.as_str()).or_insert(k)
            })
            .collect();
        let reads_only_params =
            program.procs.iter().map(|p| live.live_in(p.entry).iter().all(|v| p.param_slots().contains(&v))).collect();
        let mut writes: Vec<Vec<u32>> = vec![Vec::new(); program.procs.len()];
        for b in &program.blocks {
            let Some(p) = b.proc else { continue };
            let w = &mut writes[p as usize];
            w.extend(b.ops.iter().map(|op| name[op.dst as usize]));
            if let Terminator::Call { dst: Some(d), .. } = b.term {
                w.push(name[d as usize]);
            }
        }
        for w in &mut writes {
            w.sort_unstable();
            w.dedup();
        }
        Facts { name, reads_only_params, writes }
    }
}

/// A residual procedure: a source procedure (`None`: the main program) specialized to a key.
pub(super) struct ResProc {
    pub source: Option<ProcId>,
    /// Its static parameters and their values (for procedure 0, the static inputs).
    pub key: Vec<(VarId, Value)>,
    /// The residual procedure whose specialization asked for it.
    pub parent: Option<usize>,
    /// Its entry block and its blocks, once specialized.
    pub entry: BlockId,
    pub blocks: std::ops::Range<usize>,
}

impl Pe<'_> {
    /// Unfolds the call of `callee` with `args` from a point with stack `stack` when the rule of the
    /// module comment allows: binds the parameters (the residual copies into `ops`, the static values
    /// into `env`) and returns the stack with the caller's frame pushed; `None` for a residual call.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn unfold(
        &mut self,
        env: &mut Env,
        dirty: &mut Vec<VarId>,
        ops: &mut Vec<Op>,
        stack: StackId,
        (callee, args, dst, next): (ProcId, &[Operand], Option<VarId>, BlockId),
        pos: Pos,
    ) -> Result<Option<StackId>, Stop> {
        let program = self.program;
        if !self.facts.reads_only_params[callee as usize] {
            return Ok(None);
        }
        let depth = self.contexts.frame(stack).depth;
        if depth >= MAX_UNFOLD_DEPTH {
            return Ok(None);
        }
        // Rule 2: recursion under dynamic control stays a call.
        let crossings = self.point.map_or(0, |p| self.point(p).crossings);
        if self.procs[self.rproc].source == Some(callee) && crossings > 0 {
            return Ok(None);
        }
        let mut s = stack;
        while s != 0 {
            let f = self.contexts.frame(s);
            if f.callee == callee && f.dynamic {
                return Ok(None);
            }
            s = f.parent;
        }
        let proc = program.proc(callee);
        let params: Vec<VarId> = proc.param_slots().collect();
        let name = |v: VarId| self.facts.name[v as usize];
        let vals: Vec<Option<Value>> = args
            .iter()
            .map(|a| match a {
                Operand::Const(c) => Some(c.clone()),
                Operand::Var(v) => env[*v as usize].clone(),
            })
            .collect();
        // A dynamic argument passed to a parameter of its own name: the binding writes nothing.
        let identity: Vec<bool> = args
            .iter()
            .zip(&vals)
            .zip(&params)
            .map(|((a, x), p)| x.is_none() && matches!(a, Operand::Var(w) if name(*w) == name(*p)))
            .collect();
        let mut writes = self.facts.writes[callee as usize].clone();
        writes.extend(params.iter().zip(&identity).filter(|(_, id)| !**id).map(|(p, _)| name(*p)));
        writes.sort_unstable();
        writes.dedup();
        // The bindings copy in order: none may write a name a later argument reads.
        for i in 0..params.len() {
            if vals[i].is_some() || identity[i] {
                continue;
            }
            let clobbered = args[i + 1..]
                .iter()
                .zip(&vals[i + 1..])
                .any(|(a, x)| x.is_none() && matches!(a, Operand::Var(w) if name(*w) == name(params[i])));
            if clobbered {
                return Ok(None);
            }
        }
        // The caller's continuation: what it keeps static, and the names it needs kept.
        let live = self.live.live_in(next);
        let mut frame_env = Vec::new();
        let mut needed = Vec::new();
        for v in live.iter().filter(|v| Some(*v) != dst) {
            match &env[v as usize] {
                Some(x) => frame_env.push((v, x.clone())),
                None => needed.push(name(v)),
            }
        }
        needed.sort_unstable();
        needed.dedup();
        let mut cost = live.len() + writes.len();
        let clash = |needed: &[u32]| needed.iter().any(|n| writes.binary_search(n).is_ok());
        if clash(&needed) {
            return Ok(None);
        }
        let mut s = stack;
        while s != 0 {
            let f = self.contexts.frame(s);
            cost += f.needed.len();
            if clash(&f.needed) {
                self.spend(cost)?;
                return Ok(None);
            }
            s = f.parent;
        }
        self.spend(cost)?;
        let frame =
            Frame { parent: stack, callee, next, dst, env: frame_env, dynamic: false, depth: depth + 1, needed };
        let new = self.contexts.push(frame);
        for ((p, a), x) in params.iter().zip(args).zip(vals) {
            match x {
                Some(x) => {
                    env[*p as usize] = Some(x);
                    dirty.push(*p);
                }
                None => {
                    // Also a pure read for a parameter bound to itself: the original reads the argument.
                    self.emit(ops, Op { dst: *p, kind: Opcode::Same, args: vec![a.clone()], pos })?;
                    env[*p as usize] = None;
                }
            }
        }
        self.stats.unfolded += 1;
        if self.options.log {
            let key: Vec<(VarId, Value)> =
                params.iter().filter_map(|p| env[*p as usize].as_ref().map(|x| (*p, x.clone()))).collect();
            let line = format!("pe: unfold {} {} (depth {})", proc.name, self.fmt_env(&key), depth + 1);
            let _ = writeln!(self.log, "{line}");
        }
        Ok(Some(new))
    }

    /// Returns `a` from an unfolded call to the frame on top of `stack`: the value goes to the call's
    /// result (a copy in `ops` when dynamic), the caller's static variables come back. Returns the stack
    /// below and the block to go on at.
    pub(super) fn return_to(
        &mut self,
        env: &mut Env,
        dirty: &mut Vec<VarId>,
        ops: &mut Vec<Op>,
        stack: StackId,
        a: &Operand,
        pos: Pos,
    ) -> Result<(BlockId, StackId), Stop> {
        let frame = self.contexts.frame(stack).clone();
        let value = match a {
            Operand::Const(c) => Some(c.clone()),
            Operand::Var(v) => env[*v as usize].clone(),
        };
        if value.is_none() {
            let Operand::Var(v) = a else { unreachable!("a constant is static") };
            // `return v` reads v (an unassigned one fails there, naming it); the result is a copy.
            self.emit(ops, Op { dst: frame.dst.unwrap_or(*v), kind: Opcode::Same, args: vec![a.clone()], pos })?;
        }
        self.spend(self.live.live_in(frame.next).len() + frame.env.len())?;
        for v in self.live.live_in(frame.next).iter() {
            env[v as usize] = None;
        }
        for (v, x) in frame.env {
            env[v as usize] = Some(x);
            dirty.push(v);
        }
        if let Some(d) = frame.dst {
            env[d as usize] = value;
            dirty.push(d);
        }
        Ok((frame.next, frame.parent))
    }

    /// A residual call of `callee` (the rule refused to unfold it): to the residual procedure for its
    /// static parameters, going on at the point for `next` with the result dynamic.
    pub(super) fn residual_call(
        &mut self,
        env: &mut Env,
        stack: StackId,
        (callee, args, dst, next): (ProcId, &[Operand], Option<VarId>, BlockId),
    ) -> Result<Terminator, Stop> {
        let proc = self.program.proc(callee);
        let live = self.live.live_in(proc.entry);
        let static_arg = |a: &Operand| match a {
            Operand::Const(c) => Some(c.clone()),
            Operand::Var(v) => env[*v as usize].clone(),
        };
        let key: Vec<(VarId, Value)> = proc
            .param_slots()
            .zip(args)
            .filter(|(p, _)| live.contains(*p))
            .filter_map(|(p, a)| static_arg(a).map(|x| (p, x)))
            .collect();
        let r = self.request_proc(callee, key)?;
        let mut rargs = Vec::new();
        for (p, a) in proc.param_slots().zip(args) {
            if self.procs[r].key.iter().any(|(v, _)| *v == p) {
                continue;
            }
            let a = match static_arg(a) {
                Some(c) => Operand::Const(c),
                None => a.clone(),
            };
            if let Operand::Const(c) = &a {
                self.grow(self.weight(c))?;
            }
            rargs.push(a);
        }
        self.grow(1)?;
        self.stats.residual_calls += 1;
        if let Some(d) = dst {
            env[d as usize] = None;
        }
        let next = self.edge(env, stack, next, false)?;
        Ok(Terminator::Call { proc: r as ProcId, args: rargs, dst, next })
    }

    /// The residual procedure for `callee` and `key`, memoized; a new one is queued. The procedure
    /// whistle (module comment) generalizes the key against the nearest ancestor of the same procedure.
    fn request_proc(&mut self, callee: ProcId, mut key: Vec<(VarId, Value)>) -> Result<usize, PeError> {
        self.spend(1 + key.len())?;
        let memo = Key { block: callee, env: key.clone() };
        if let Some(&r) = self.proc_memo.get(&memo) {
            return Ok(r);
        }
        let mut a = Some(self.rproc);
        while let Some(i) = a {
            if self.procs[i].source == Some(callee) {
                let general = whistle::common(&self.procs[i].key, &key);
                if general.len() < key.len() {
                    self.stats.proc_whistles += 1;
                    if self.options.log {
                        let line = format!(
                            "pe: whistle: call of {} {} under procedure #{i} {}; generalize to {}",
                            self.program.proc(callee).name,
                            self.fmt_env(&key),
                            self.fmt_env(&self.procs[i].key),
                            self.fmt_env(&general)
                        );
                        let _ = writeln!(self.log, "{line}");
                    }
                    key = general;
                }
                break;
            }
            a = self.procs[i].parent;
        }
        let memo = Key { block: callee, env: key.clone() };
        if let Some(&r) = self.proc_memo.get(&memo) {
            return Ok(r);
        }
        let r = self.procs.len();
        if self.options.log {
            let line = format!("pe: procedure #{r}: {} {}", self.program.proc(callee).name, self.fmt_env(&key));
            let _ = writeln!(self.log, "{line}");
        }
        self.procs.push(ResProc { source: Some(callee), key, parent: Some(self.rproc), entry: 0, blocks: 0..0 });
        self.proc_memo.insert(memo, r);
        Ok(r)
    }
}

use super::PeError;

/// Calls `f` on every variable a block reads or writes.
fn for_each_var(block: &mut Block, mut f: impl FnMut(&mut VarId)) {
    let operand = |a: &mut Operand, f: &mut dyn FnMut(&mut VarId)| {
        if let Operand::Var(v) = a {
            f(v);
        }
    };
    for op in &mut block.ops {
        f(&mut op.dst);
        for a in &mut op.args {
            operand(a, &mut f);
        }
    }
    match &mut block.term {
        Terminator::If { cond: v, .. } | Terminator::Promote { var: v, .. } => f(v),
        Terminator::PrintAndStop(a) | Terminator::Return(a) => operand(a, &mut f),
        Terminator::Call { args, dst, .. } => {
            if let Some(d) = dst {
                f(d);
            }
            for a in args {
                operand(a, &mut f);
            }
        }
        Terminator::Goto(_) | Terminator::Stop => {}
    }
}

/// The source blocks with a label on each: a procedure's unlabelled entry takes the procedure's name,
/// the rest of a block after a call the label of the block before it (residual labels derive from them).
fn labelled(program: &Program) -> Vec<Block> {
    let mut blocks = program.blocks.clone();
    for i in 0..blocks.len() {
        if !blocks[i].label.is_empty() {
            continue;
        }
        let proc = blocks[i].proc;
        let is_entry = proc.is_some_and(|p| program.proc(p).entry == i as BlockId);
        blocks[i].label = if i > 0 && !is_entry && blocks[i - 1].proc == proc {
            blocks[i - 1].label.clone()
        } else {
            proc.map_or_else(|| "main".to_string(), |p| program.proc(p).name.clone())
        };
    }
    blocks
}

/// Makes `first` the first variables of `p` (in that order), the others after them.
fn vars_first(p: &mut Program, first: &[String]) {
    let mut vars: Vec<String> = first.to_vec();
    let mut index: HashMap<String, VarId> = vars.iter().enumerate().map(|(i, n)| (n.clone(), i as VarId)).collect();
    let map: Vec<VarId> = p
        .vars
        .iter()
        .map(|n| {
            *index.entry(n.clone()).or_insert_with(|| {
                vars.push(n.clone());
                (vars.len() - 1) as VarId
            })
        })
        .collect();
    for b in &mut p.blocks {
        for_each_var(b, |v| *v = map[*v as usize]);
    }
    p.vars = vars;
}

/// Lays out the rest of each call's block: the call's next block follows it, as a `continues` block
/// when nothing else jumps there, else a `continues` block that only jumps to it.
fn layout_calls(p: &mut Program) {
    let n = p.blocks.len();
    let mut preds = vec![0usize; n];
    for b in &p.blocks {
        for s in b.term.successors() {
            preds[s as usize] += 1;
        }
    }
    let mut order: Vec<Option<usize>> = Vec::with_capacity(n);
    let mut cont = vec![false; n];
    for i in 0..n {
        order.push(Some(i));
        if let Terminator::Call { next, .. } = p.blocks[i].term {
            let next = next as usize;
            if next == i + 1 && preds[next] == 1 && next != p.entry as usize {
                cont[next] = true;
            } else {
                order.push(None);
            }
        }
    }
    let mut new_id = vec![0 as BlockId; n];
    for (k, o) in order.iter().enumerate() {
        if let Some(i) = o {
            new_id[*i] = k as BlockId;
        }
    }
    let mut old: Vec<Option<Block>> = std::mem::take(&mut p.blocks).into_iter().map(Some).collect();
    let mut blocks: Vec<Block> = Vec::with_capacity(order.len());
    for (k, o) in order.iter().enumerate() {
        // A `None` (a trampoline) is pushed with its call.
        if let Some(i) = o {
            let mut b = old[*i].take().expect("each block once");
            for t in b.term.successors_mut() {
                *t = new_id[*t as usize];
            }
            // Before the trampoline below: a call's rest that ends in another call may need one too.
            if cont[*i] {
                b.continues = true;
                b.label.clear();
            }
            if let Terminator::Call { next, .. } = &mut b.term
                && order.get(k + 1) == Some(&None)
            {
                let to = *next;
                *next = k as BlockId + 1;
                let trampoline = Block {
                    label: String::new(),
                    proc: b.proc,
                    continues: true,
                    ops: Vec::new(),
                    term: Terminator::Goto(to),
                    pos: b.term_pos,
                    term_pos: b.term_pos,
                };
                blocks.push(b);
                blocks.push(trampoline);
                continue;
            }
            blocks.push(b);
        }
    }
    p.entry = new_id[p.entry as usize];
    for f in &mut p.procs {
        f.entry = new_id[f.entry as usize];
    }
    p.blocks = blocks;
}

/// Makes the residual program from the residual procedures' blocks (see the module comment).
pub(super) fn assemble(
    program: &Program,
    mut blocks: Vec<Block>,
    origin: Vec<BlockId>,
    procs: &[ResProc],
    inputs: &[String],
    stats: &mut Stats,
) -> Program {
    let source_blocks = labelled(program);
    let mut cleaned: Vec<Program> = Vec::with_capacity(procs.len());
    let mut params: Vec<Vec<String>> = Vec::with_capacity(procs.len());
    for (r, rp) in procs.iter().enumerate() {
        let start = rp.blocks.start;
        let mut mine: Vec<Block> = blocks[rp.blocks.clone()].to_vec();
        let origin_r: Vec<BlockId> = origin[rp.blocks.clone()].to_vec();
        // The variables, by name: the dynamic parameters first.
        let mut names: Vec<String> = Vec::new();
        let mut index: HashMap<String, VarId> = HashMap::default();
        let mut first = Vec::new();
        if r > 0 {
            let p = program.proc(rp.source.expect("a residual procedure has a source"));
            for v in p.param_slots() {
                if !rp.key.iter().any(|(k, _)| *k == v) {
                    first.push(program.var_name(v).to_string());
                }
            }
        }
        for n in &first {
            index.insert(n.clone(), names.len() as VarId);
            names.push(n.clone());
        }
        for b in &mut mine {
            for_each_var(b, |v| {
                let n = program.var_name(*v);
                *v = match index.get(n) {
                    Some(&id) => id,
                    None => {
                        names.push(n.to_string());
                        index.insert(n.to_string(), (names.len() - 1) as VarId);
                        (names.len() - 1) as VarId
                    }
                };
            });
            for t in b.term.successors_mut() {
                *t -= start as BlockId;
            }
        }
        let entry_block = match rp.source {
            Some(p) if r > 0 => program.proc(p).entry,
            _ => program.entry,
        };
        let view = Program {
            file: program.file.clone(),
            blocks: source_blocks.clone(),
            vars: names,
            entry: entry_block,
            procs: Vec::new(),
        };
        let mut p = super::cleanup::cleanup(&view, mine, origin_r, rp.entry - start as BlockId, stats);
        if r == 0 {
            super::cleanup::keep_inputs(&mut p, inputs);
        } else {
            vars_first(&mut p, &first);
        }
        layout_calls(&mut p);
        cleaned.push(p);
        params.push(first);
    }
    blocks.clear();
    // The residual procedures main calls, directly or not, in the order they were made.
    let mut reached = vec![false; procs.len()];
    reached[0] = true;
    let mut work = vec![0usize];
    while let Some(r) = work.pop() {
        for b in &cleaned[r].blocks {
            if let Terminator::Call { proc, .. } = b.term
                && !std::mem::replace(&mut reached[proc as usize], true)
            {
                work.push(proc as usize);
            }
        }
    }
    let mut final_id = vec![ProcId::MAX; procs.len()];
    let mut names: Vec<String> = Vec::new();
    let mut used: std::collections::HashSet<String> = std::collections::HashSet::new();
    for r in 1..procs.len() {
        if !reached[r] {
            continue;
        }
        final_id[r] = names.len() as ProcId;
        let base = program.proc(procs[r].source.unwrap()).name.clone();
        let mut name = base.clone();
        let mut k = 2;
        while used.contains(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        used.insert(name.clone());
        names.push(name);
    }
    let mut out =
        Program { file: program.file.clone(), blocks: Vec::new(), vars: Vec::new(), entry: 0, procs: Vec::new() };
    for r in (0..procs.len()).filter(|r| reached[*r]) {
        let p = std::mem::replace(
            &mut cleaned[r],
            Program { file: String::new(), blocks: Vec::new(), vars: Vec::new(), entry: 0, procs: Vec::new() },
        );
        let var_base = out.vars.len() as VarId;
        let block_base = out.blocks.len() as BlockId;
        let proc = (r > 0).then_some(final_id[r]);
        if let Some(id) = proc {
            let source = program.proc(procs[r].source.unwrap());
            out.procs.push(Proc {
                name: names[id as usize].clone(),
                params: params[r].len() as u32,
                vars: var_base..var_base + p.vars.len() as VarId,
                entry: block_base + p.entry,
                pos: source.pos,
            });
        }
        out.vars.extend(p.vars);
        for mut b in p.blocks {
            b.proc = proc;
            for_each_var(&mut b, |v| *v += var_base);
            for t in b.term.successors_mut() {
                *t += block_base;
            }
            if let Terminator::Call { proc, .. } = &mut b.term {
                *proc = final_id[*proc as usize];
            }
            out.blocks.push(b);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{BlockId, Terminator};
    use crate::lang::print::to_fg;
    use crate::lang::{Format, parse_program};
    use crate::pe::{PeOptions, specialize};
    use crate::value::Value;

    const COUNT: &str = "main:\n    r = count(n, x)\n    print_and_stop(r)\n\ndef count(n, x):\n    z = n == 0\n    \
        if z goto base else goto rec\nbase:\n    return x\nrec:\n    m = n - 1\n    r = count(m, x)\n    \
        r = r + 1\n    return r\n";

    #[test]
    fn static_recursion_past_the_unfolding_bound_is_generalized_by_the_procedure_whistle() {
        let p = parse_program("t.fg", COUNT, Format::Fg).unwrap();
        let mut log = Vec::new();
        let options = PeOptions { log: true, ..PeOptions::default() };
        let r = specialize(&p, &[("n".into(), Value::Int(300))], &options, &mut log).unwrap();
        let log = String::from_utf8(log).unwrap();
        // 100 calls unfold in main, then count {n=200} is a residual procedure; within it 100 more
        // unfold, and the call with n=99 comes back under it with another key: n is generalized.
        assert!(log.contains("pe: procedure #1: count {n=200}\n"), "{log}");
        assert!(
            log.contains("pe: whistle: call of count {n=99} under procedure #1 {n=200}; generalize to {}\n"),
            "{log}"
        );
        assert_eq!((r.stats.procs, r.stats.proc_whistles), (2, 1));
        let names: Vec<&str> = r.program.procs.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["count", "count_2"]);
        assert_eq!(r.program.procs[0].params, 1);
        assert_eq!(r.program.procs[1].params, 2);
        let text = to_fg(&r.program);
        let back = parse_program("t.fg", &text, Format::Fg).unwrap();
        assert_eq!(to_fg(&back), text);
    }

    #[test]
    fn the_rest_of_a_call_that_ends_in_a_call_to_a_shared_block_loses_its_label() {
        // `rest` is only the first call's rest; it ends in a call whose next block, `join`, is also
        // jumped to, so the second call needs a trampoline. `rest` printed with its label after the
        // first call was not FGL ("nothing ends the block after this call").
        let src = "main:\n    c = n > 0\n    if c goto one else goto join\none:\n    a = f(n)\n    goto rest\nrest:\n    \
            b = f(a)\n    goto dead\ndead:\n    stop\njoin:\n    print_and_stop(n)\n\ndef f(x):\n    return x\n";
        let mut p = parse_program("t.fg", src, Format::Fg).unwrap();
        let block = |p: &crate::lang::Program, label: &str| p.block_id(label).unwrap() as usize;
        let (one, rest, join) = (block(&p, "one"), block(&p, "rest"), block(&p, "join"));
        // As a residual lays them out: each call's next block is its rest, the second one's is `join`.
        let ends_in_call = |b: &crate::lang::Block| matches!(b.term, Terminator::Call { .. });
        assert!(ends_in_call(&p.blocks[one]) && ends_in_call(&p.blocks[rest]));
        // Each call's rest as the parser made it (`goto rest`, `goto dead`) goes.
        for gone in [rest + 1, one + 1] {
            p.blocks.remove(gone);
            let renumber = |t: &mut BlockId| *t -= (*t as usize > gone) as BlockId;
            for b in &mut p.blocks {
                b.term.successors_mut().into_iter().for_each(renumber);
            }
            p.procs.iter_mut().for_each(|f| renumber(&mut f.entry));
        }
        let (rest, join) = (rest - 1, join - 2);
        if let Terminator::Call { next, .. } = &mut p.blocks[one].term {
            *next = rest as BlockId;
        }
        if let Terminator::Call { next, .. } = &mut p.blocks[rest].term {
            *next = join as BlockId;
        }
        super::layout_calls(&mut p);
        let text = to_fg(&p);
        let back = parse_program("t.fg", &text, Format::Fg).unwrap_or_else(|e| panic!("{text}\n{e:?}"));
        assert_eq!(to_fg(&back), text);
        assert!(text.contains("    a = f(n)\n    b = f(a)\n    goto join\n"), "{text}");
    }

    #[test]
    fn a_callee_that_may_read_an_unassigned_variable_is_not_unfolded() {
        let src = "main:\n    r = f(n)\n    print_and_stop(r)\n\ndef f(n):\n    c = n > 0\n    \
            if c goto set else goto use\nset:\n    t = n\n    goto use\nuse:\n    u = t + 1\n    return u\n";
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let r = specialize(&p, &[("n".into(), Value::Int(1))], &PeOptions::default(), &mut std::io::sink()).unwrap();
        assert_eq!((r.stats.unfolded, r.stats.residual_calls), (0, 1));
        assert!(to_fg(&r.program).starts_with("main:\n    r = f()\n"), "{}", to_fg(&r.program));
    }
}
