//! The recorder: interprets the program, operation by operation, and logs what it does as trace IR.
//!
//! It executes for real (on the interpreter's own environment), so when recording ends the program has
//! advanced exactly as if the interpreter had run. Each source construct becomes:
//! - an operation: the same operation in SSA form (`x = y` is a `same`, which copy propagation removes);
//!   one that can fail at run time (overflow, zero divisor, index, element type) is a guard resuming at
//!   that very operation;
//! - `if`: `guard_true` / `guard_false` on the condition, resuming at the `if` (which the interpreter then
//!   evaluates again and takes the other way);
//! - `promote(v, L)`: `guard_value v, <its value now>`, resuming at the `promote`;
//! - `goto`: nothing (a trace is linear).
//!
//! Recording ends when execution comes back to the anchor's label with the anchor's green values (the loop
//! closes: `jump`), reaches the label of another compiled trace (`jump_trace`; a bridge goes on through
//! a short straight one instead, `Recorder::goes_through`), or aborts.

use super::anchor::{AnchorKey, Greens};
use super::ir::{Access, CseKey, Inst, Opcode, Payload, Ref, SnapId, Trace, TraceId, Ty};
use super::opt::fold;
use super::snapshot::{ExitKind, Resume, SnapFrame, SnapVars, Snapshot, saved_var};
use crate::interp::Env;
use crate::lang::cfg::Liveness;
use crate::lang::{BlockId, Operand, ProcId, Program, Terminator, VarId};
use crate::value::Value;
use std::fmt;
use std::rc::Rc;

/// Why a recording was given up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AbortReason {
    /// Longer than `--max-trace-len` instructions.
    TooLong,
    /// The operation being recorded fails at run time (the interpreter reports the error).
    RuntimeError,
    /// The program reached `print_and_stop`.
    ProgramEnd,
    /// A value outside the 64-bit range (traces only hold small integers).
    BigInteger,
    /// The `--max-steps` budget ran out.
    OutOfSteps,
    /// The loop closed with a variable of another kind than when it started (an integer that became a
    /// list, say), or with a value for a variable live at the loop's head that had none the trace could
    /// hold when it started (unset, or a big integer): one iteration's trace cannot be the next one's,
    /// whose values are typed and carried in phis.
    TypeUnstable,
    /// The loop closed, but a guard of its optimized body always fails, so it could never complete an
    /// iteration: it closed at the wrong pass through its label. The next recording goes through one
    /// more pass (up to `RecordContext::max_passes`). Found by the engine after optimizing, not by the recorder.
    NeverIterates,
    /// The recording of a loop of an interpreted program went past the loop's end
    /// (`RecordContext::loop_end`): it recorded the loop's last iteration.
    LeftLoop,
    /// A call the trace cannot follow (a recursive one, or deeper than `MAX_INLINE_DEPTH`), or a
    /// return from the frame the recording started in, before anything was recorded.
    Call,
    /// A call recorded as `call_proc` took more than `MAX_CALL_JUMPS` jumps to run: the recording is
    /// given up inside it, where the program then stands.
    LongCall,
}

/// The most jumps a call recorded as `call_proc` may take while the recorder runs it (in the plain
/// interpreter): a recursive procedure recorded near the root of its calls would otherwise run most
/// of the program uncompiled (Ackermann's function). Past it the recording is given up, and a later
/// one, nearer the leaves, succeeds.
pub const MAX_CALL_JUMPS: u64 = 100_000;

/// The most calls a trace follows into, one inside another. Deeper calls end the trace there (it
/// leaves to the interpreter, which makes the call): a bound on how much code one recording can take
/// in, and on the frames an exit rebuilds.
pub const MAX_INLINE_DEPTH: usize = 16;

impl AbortReason {
    pub fn name(self) -> &'static str {
        match self {
            AbortReason::TooLong => "too_long",
            AbortReason::RuntimeError => "runtime_error",
            AbortReason::ProgramEnd => "program_end",
            AbortReason::BigInteger => "big_integer",
            AbortReason::OutOfSteps => "out_of_steps",
            AbortReason::TypeUnstable => "type_unstable",
            AbortReason::NeverIterates => "never_iterates",
            AbortReason::LeftLoop => "left_loop",
            AbortReason::Call => "call",
            AbortReason::LongCall => "long_call",
        }
    }
}

impl fmt::Display for AbortReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a recording ended. In every case the program stands at `resume` (block, operation), not yet
/// executed there, with the environment up to date.
// One is made per recording and consumed at once: boxing the trace would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum Recorded {
    Trace(Trace, End),
    Aborted(AbortReason),
}

/// How a recorded trace ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// The loop closed: the trace ends in `jump`.
    Loop,
    /// Reached the start of compiled trace `TraceId`: the trace ends in `jump_trace`.
    Link(TraceId),
    /// Grew past the longest trace: it is cut at the last loop header it passed, where it ends in
    /// `exit` (whose bridge goes on from there: PyPy segments long traces the same way). The program
    /// stands past the cut, where the recording stopped.
    Cut,
    /// A function-entry trace (or its bridge) returned from the frame it started in: it ends in
    /// `return`. The program stands at the `return`, not yet run.
    Return,
}

/// How a recording ends at a call of `call_proc`'s procedure it does not record as one.
enum CallEnd {
    /// The trace ends at the call, with an exit (`Recorder::stop_here`).
    Here(AbortReason),
    /// The recording is given up; the program stands at the resume point.
    Abort(AbortReason, Resume),
}

/// What the recorder needs to know about the program and the JIT's state.
pub struct RecordContext<'a> {
    pub program: &'a Program,
    pub names: std::rc::Rc<super::ir::Names>,
    pub liveness: &'a Liveness,
    pub greens: &'a Greens,
    /// The loop being recorded (`None` for a bridge, which never closes on itself).
    pub anchor: Option<&'a AnchorKey>,
    /// Looks up a compiled trace starting at a label with the current green values.
    pub find_trace: &'a dyn Fn(BlockId, &Env) -> Option<TraceId>,
    /// Whether the recording goes on through a trace instead of linking to it (a bridge's: a short
    /// straight trace, `Engine::inlined`); `None`: it links to every trace it reaches.
    pub inline: Option<&'a dyn Fn(TraceId) -> bool>,
    pub max_len: usize,
    /// The loop headers (targets of back-edges), where a trace too long may be cut.
    pub headers: &'a [bool],
    /// For a loop of an interpreted program: where it ends, its last integer green's value at the
    /// backward jump to its head (`Policy::loop_end`). Arriving at the anchor's label past it, the
    /// recording has left the loop (it recorded the loop's last iteration) and is given up, as LuaJIT
    /// gives up a root trace that leaves its loop: the loop is recorded again, at an iteration that
    /// comes back, instead of making a trace of whatever the program does after it.
    pub loop_end: Option<i64>,
    /// Passes through the anchor before the loop may close (1: the first return closes it). More when
    /// a trace closed at the first return could never complete an iteration.
    pub passes: u32,
    /// Passes a loop whose kinds change from one pass to the next may go through before it is given
    /// up as type-unstable (`policy::MAX_PASSES`).
    pub max_passes: u32,
    /// For a bridge from an exit inside calls: those calls, which it starts inside (virtual: its
    /// parent's exit goes straight into it, without making their frames).
    pub frames: &'a [SnapFrame],
    /// For a function-entry trace of procedure P and its bridges, P: a call of P is `call_proc`
    /// (the callee's compiled code, called, instead of inlined: it is recursive), a return from the
    /// frame the trace started in is `return`, and the trace never links to another (their code runs
    /// in another frame).
    pub family: Option<ProcId>,
    /// The interpreter's code, which runs the calls the trace makes with `call_proc` while recording.
    pub code: &'a crate::interp::Code,
    /// The variables the rest of the run can assign from where the recording starts
    /// (`cfg::assigned_from` with `ASSIGNED_BUDGET`; `None`: not known).
    pub assigned: Option<std::rc::Rc<crate::lang::cfg::VarSet>>,
}

/// Where a trace can be cut: its length then, and the exit there.
struct CutPoint {
    ops: usize,
    path: usize,
    snapshots: usize,
    exit: CutExit,
}

/// A cut's exit: made, or what making it takes, kept at every loop header the recording passes (a
/// meta-traced interpreter's dispatch label: every guest command) and made only if the trace is cut.
enum CutExit {
    Made(Snapshot),
    At { at: Resume, jumps: u32, regs: Vec<Option<Ref>>, proven: Vec<Option<Ref>>, frames: Vec<SnapFrame> },
}

/// Blocks the recorder looks at, at most, for the variables the rest of the run can assign
/// (`cfg::assigned_from`): an interpreter written in FGL has tens; past this many, no variable is read
/// as a constant.
pub const ASSIGNED_BUDGET: usize = 512;

pub struct Recorder<'a> {
    cx: RecordContext<'a>,
    trace: Trace,
    /// The trace value each variable holds now (`None`: not read or written yet).
    regs: Vec<Option<Ref>>,
    /// The `input` instruction of each variable, if it has one.
    inputs: Vec<Option<Ref>>,
    /// Source jumps taken since recording began.
    jumps: u32,
    /// The last loop header passed, where the trace is cut if it grows too long.
    cut: Option<CutPoint>,
    /// Where the inputs end: a cut before anything else is recorded is no trace.
    first_op: usize,
    /// Returns to the anchor so far.
    passes: u32,
    /// The traces the recording went on through instead of linking to (`goes_through`), each only
    /// once, so traces that lead into each other in a cycle still end the recording.
    through: Vec<TraceId>,
    /// The constant a `guard_value` proved each variable's input to be, if any.
    proven: Vec<Option<Ref>>,
    /// Lists known to be plain words (`guard_words` recorded on them, or made from one by storing an
    /// integer), so each is guarded once.
    words: rustc_hash::FxHashSet<Ref>,
    /// The calls followed and not yet returned from, the oldest first (`SnapFrame`).
    frames: Vec<SnapFrame>,
    /// The procedure of the frame the recording started in (`None`: the main program).
    bottom: Option<ProcId>,
    /// The bottom frame's values while the trace is inside a recursive call it inlined (`frames[0]`).
    caller: Option<Caller>,
    /// Whether the trace's family procedure has no loop of its own (`inlines_recursion`).
    family_loop_free: bool,
    /// The interpreter's scratch while it runs a call of `call_proc` (`interp::run_call`).
    call_skip: Vec<u32>,
    /// The list reads and guards recorded so far, by operation and operands (`common`, `reused`).
    seen: rustc_hash::FxHashMap<CseKey, Ref>,
}

/// The bottom frame of a function-entry trace while the trace is inside a call of its own procedure
/// that it inlined (`SnapFrame::recursive`): the same variables hold the callee's values now.
struct Caller {
    /// The trace values and proven constants of the procedure's variables at the call, restored at the
    /// return.
    regs: Vec<Option<Ref>>,
    proven: Vec<Option<Ref>>,
    /// What every exit inside the call writes as saved variables: the values of those live after the
    /// call (`snapshot::saved_var`).
    saved: SnapVars,
    /// The exit at the call itself, and whether the trace has done nothing inside the call so far that
    /// running the call again from its start would not do the same way (an effect, a list made or
    /// updated, a compiled call): while so, every exit inside is that one (the interpreter makes the
    /// call again), and a bridge from it starts in the caller's frame as any other.
    call_site: Snapshot,
    pure: bool,
}

impl<'a> Recorder<'a> {
    /// Starts recording at operation `start.op` of `start.block`; `env` is the environment there.
    pub fn new(cx: RecordContext<'a>, env: &Env, start: Resume) -> Recorder<'a> {
        let nvars = cx.program.vars.len();
        let mut trace = Trace::new(cx.names.clone());
        // Room for a typical recording (a hundred instructions, as many steps again): growing these
        // one doubling at a time copied every snapshot recorded so far.
        trace.ops.reserve(128);
        trace.snapshots.reserve(64);
        trace.path.reserve(512);
        let mut inputs = vec![None; nvars];
        // Every variable live here that holds a small value is an input (and, inside calls, every one
        // the callers read after them); dead ones are written before they are read, and big integers
        // make the recording abort if they are read at all.
        let mut live: Vec<VarId> = cx.liveness.live_at(start.block, start.op as usize).iter().collect();
        for f in cx.frames {
            live.extend(cx.liveness.live_in(f.next).iter().filter(|v| Some(*v) != f.dst));
        }
        if !cx.frames.is_empty() {
            live.sort_unstable();
            live.dedup();
            Rc::make_mut(&mut trace.on_entry).frames = cx.frames.to_vec();
        }
        if cx.family.is_some() {
            Rc::make_mut(&mut trace.on_entry).family = cx.family;
        }
        for var in live {
            let Some(v) = &env[var as usize] else { continue };
            if matches!(v, Value::Big(_)) {
                continue;
            }
            let inst = Inst::new(Opcode::Input, &[], Ty::of_kind(v.kind())).with_payload(Payload::Var(var));
            inputs[var as usize] = Some(trace.push(inst));
            if let Some(list) = v.as_list() {
                Rc::make_mut(&mut trace.on_entry).lengths_recorded.push((var, list.len() as i64));
            }
        }
        let first_op = trace.ops.len();
        // A variable nothing the program can still run assigns has, whenever the trace runs, the
        // value it has now (`cfg::assigned_from`): the trace reads it as that constant, without a
        // guard, as if it had been promoted (a brainfuck interpreter's jump table, built before its
        // loop; the program's length). Its input stays, unread, and no exit writes it.
        let assigned = cx.assigned.clone();
        let mut regs = inputs.clone();
        let mut proven = vec![None; nvars];
        for (var, input) in inputs.iter().enumerate() {
            if input.is_some() && assigned.as_ref().is_some_and(|a| !a.contains(var as VarId)) {
                let k = trace.konst(env[var].clone().expect("an input has a value"));
                regs[var] = Some(k);
                proven[var] = Some(k);
            }
        }
        // The frame the trace starts in, below the calls it starts inside.
        let bottom = match cx.frames.first() {
            Some(f) => cx.program.block(f.next).proc,
            None => cx.program.block(start.block).proc,
        };
        let frames = cx.frames.to_vec();
        let family_loop_free = cx.family.is_some_and(|p| {
            !cx.program.blocks.iter().enumerate().any(|(b, block)| block.proc == Some(p) && cx.headers[b])
        });
        Recorder {
            cx,
            trace,
            regs,
            inputs,
            jumps: 0,
            cut: None,
            first_op,
            passes: 0,
            through: Vec::new(),
            proven,
            words: Default::default(),
            frames,
            bottom,
            caller: None,
            family_loop_free,
            call_skip: Vec::new(),
            seen: Default::default(),
        }
    }

    /// An operand's trace value and a copy of its value, or why it cannot be recorded.
    fn operand(&mut self, env: &Env, o: &Operand) -> Result<(Ref, Value), AbortReason> {
        let (r, v) = self.operand_ref(env, o)?;
        Ok((r, v.clone()))
    }

    /// The value of operand `o` where it is (`None`: an unassigned variable).
    fn value_of<'v>(env: &'v Env, o: &'v Operand) -> Option<&'v Value> {
        match o {
            Operand::Const(v) => Some(v),
            Operand::Var(var) => env[*var as usize].as_ref(),
        }
    }

    /// An operand's trace value, and its value where it is (the environment, or the operation).
    /// Inlined: a value returned through memory is stored in parts and then read back whole, a
    /// store-forwarding stall at every operand recorded.
    #[inline(always)]
    fn operand_ref<'v>(&mut self, env: &'v Env, o: &'v Operand) -> Result<(Ref, &'v Value), AbortReason> {
        let v = Self::value_of(env, o).ok_or(AbortReason::RuntimeError)?;
        if matches!(v, Value::Big(_)) {
            return Err(AbortReason::BigInteger);
        }
        let r = match o {
            Operand::Const(_) => self.trace.konst(v.clone()),
            Operand::Var(var) => self.regs[*var as usize].expect("a live variable with a value has a trace value"),
        };
        Ok((r, v))
    }

    fn snapshot(&mut self, kind: ExitKind, resume: Resume) -> SnapId {
        let s = self.make_snapshot(kind, resume);
        self.trace.snapshots.push(s);
        SnapId(self.trace.snapshots.len() as u32 - 1)
    }

    /// The variables the trace changed that are live at `resume`, with their trace values. A guard
    /// resumes as early in its block as the operations before it can be done again (`rewind`).
    fn make_snapshot(&self, kind: ExitKind, resume: Resume) -> Snapshot {
        if let Some(caller) = &self.caller
            && caller.pure
        {
            return Snapshot { kind, ..caller.call_site.clone() };
        }
        let resume = if kind == ExitKind::Guard { self.rewind(resume) } else { resume };
        let live = self.cx.liveness.live_at(resume.block, resume.op as usize);
        if self.frames.is_empty() {
            let vars = live
                .iter()
                .filter_map(|var| {
                    let r = self.regs[var as usize]?;
                    (!self.unchanged(var as usize, r)).then_some((var, r))
                })
                .collect();
            return Snapshot { kind, resume, jumps: self.jumps, vars, frames: Vec::new() };
        }
        // Inside calls the trace followed: what is live here, and in each caller after its call. A
        // variable of a call the trace made is written whenever it has a value (leaving clears those
        // calls' variables first, `exit.rs`); the bottom frame's only when the trace changed it.
        let program = self.cx.program;
        let mut vars: SnapVars = SnapVars::new();
        let add = |var: VarId, vars: &mut SnapVars| {
            let Some(r) = self.regs[var as usize] else { return };
            let made_here = self.frames.iter().any(|f| program.proc(f.proc).vars.contains(&var));
            if (made_here || !self.unchanged(var as usize, r)) && !vars.iter().any(|(v, _)| *v == var) {
                vars.push((var, r));
            }
        };
        for var in live.iter() {
            add(var, &mut vars);
        }
        for f in &self.frames {
            if f.recursive {
                // The caller's variables are the callee's too: its values go as saved variables.
                vars.extend(self.caller.as_ref().expect("inside a recursive call").saved.iter().copied());
                continue;
            }
            for var in self.cx.liveness.live_in(f.next).iter() {
                if Some(var) != f.dst {
                    add(var, &mut vars);
                }
            }
        }
        vars.sort_by_key(|(v, _)| *v);
        Snapshot { kind, resume, jumps: self.jumps, vars, frames: self.frames.clone() }
    }

    /// Whether a call of `proc` may be followed: not recursive (no frame of the trace is `proc`'s, so
    /// its variables hold, in the environment, what they held when the trace was entered) and not too
    /// deep.
    fn may_follow(&self, proc: ProcId) -> bool {
        self.frames.len() < MAX_INLINE_DEPTH && self.bottom != Some(proc) && self.frames.iter().all(|f| f.proc != proc)
    }

    /// Whether a call of `proc` is a recursive call the trace inlines (`SnapFrame::recursive`): a
    /// function-entry trace's call of its own procedure from its bottom frame. One level only: inside,
    /// its calls of the procedure are compiled calls (`call_proc`), so a trace holds at most one frame
    /// of the procedure above its bottom one at a time, and a recursion as deep as the program likes
    /// costs the trace one level of inlining (half the calls of a doubly recursive function such as
    /// fib, whose leaves are then inlined too). Only a procedure without a loop of its own: inside the
    /// call, a loop's head with a trace would end the trace, with an exit back at the call, where a
    /// bridge would record the same again. And only when every variable the caller reads after the
    /// call has a trace value, which the exits inside write as saved variables: one without (a big
    /// integer the trace never read) is only in the environment, where the callee's frame shadows it;
    /// such a call stays a call.
    fn inlines_recursion(&self, proc: ProcId, dst: Option<VarId>, next: BlockId) -> bool {
        self.cx.family == Some(proc)
            && self.bottom == Some(proc)
            && self.frames.is_empty()
            && self.family_loop_free
            && self.cx.liveness.live_in(next).iter().all(|v| Some(v) == dst || self.regs[v as usize].is_some())
    }

    /// Ends the trace here with an exit (the interpreter goes on from `at`), or gives the recording up
    /// with `reason` when nothing was recorded yet.
    fn stop_here(self, at: Resume, reason: AbortReason) -> (Recorded, Resume) {
        if self.trace.ops.len() <= self.first_op {
            return (Recorded::Aborted(reason), at);
        }
        // Not rewound: the exit is the call or the return itself, so a bridge from it starts there (and
        // stops at once if it cannot go on either), never where this trace started.
        let mut exit = self.make_snapshot(ExitKind::Steps, at);
        exit.kind = ExitKind::Guard;
        let cut = CutPoint {
            ops: self.trace.ops.len(),
            path: self.trace.path.len(),
            snapshots: self.trace.snapshots.len(),
            exit: CutExit::Made(exit),
        };
        (Recorded::Trace(self.cut_short(cut), End::Cut), at)
    }

    /// The earliest point of `at`'s block from which the interpreter, going on with the variables as
    /// they are at `at`, does exactly what it did from there: the operations in between have no effect,
    /// update no list, and read no variable that they themselves (or later ones among them) write. So
    /// `more = pc < n; if more ...` resumes before `more` is computed, and the snapshot needs neither
    /// `more` nor the comparison that made it (a meta-traced interpreter's dispatch tests, its fetched
    /// opcode, an element read before an overflow guard).
    fn rewind(&self, at: Resume) -> Resume {
        let ops = &self.cx.program.block(at.block).ops;
        let end = (at.op as usize).min(ops.len());
        let mut start = end;
        while start > 0 {
            let op = &ops[start - 1];
            let def = op.kind.def();
            let rewritten = |v: VarId| ops[start - 1..end].iter().any(|o| o.dst == v);
            if def.effect
                || def.update.is_some()
                || op.args.iter().any(|a| matches!(a, Operand::Var(v) if rewritten(*v)))
            {
                break;
            }
            start -= 1;
        }
        Resume { block: at.block, op: start as u32 }
    }

    /// The trace up to the last loop header it passed, ending in `exit` there.
    fn cut_short(mut self, cut: CutPoint) -> Trace {
        let exit = match cut.exit {
            CutExit::Made(exit) => exit,
            // The recording ends here: the variables go back to what they were at the cut.
            CutExit::At { at, jumps, regs, proven, frames } => {
                // (Noted outside any recursive call, `mark_cut`.)
                (self.regs, self.proven, self.frames, self.jumps) = (regs, proven, frames, jumps);
                self.caller = None;
                self.make_snapshot(ExitKind::Guard, at)
            }
        };
        self.trace.ops.truncate(cut.ops);
        self.trace.path.truncate(cut.path);
        self.trace.snapshots.truncate(cut.snapshots);
        self.trace.jumps_per_iter = exit.jumps;
        self.trace.snapshots.push(exit);
        let mut inst = Inst::new(Opcode::Exit, &[], Ty::Void);
        inst.snap = SnapId(self.trace.snapshots.len() as u32 - 1);
        self.trace.push(inst);
        self.trace
    }

    /// Notes `at`, a loop header, as where the trace is cut if it grows too long: what its exit needs,
    /// in the buffers of the last one noted.
    fn mark_cut(&mut self, at: Resume) {
        let (ops, path, snapshots, jumps) =
            (self.trace.ops.len(), self.trace.path.len(), self.trace.snapshots.len(), self.jumps);
        if self.caller.is_some() {
            // Inside a recursive call: the exit depends on the caller's state too, which is gone
            // once the call returns; made now.
            let exit = CutExit::Made(self.make_snapshot(ExitKind::Guard, at));
            self.cut = Some(CutPoint { ops, path, snapshots, exit });
            return;
        }
        match &mut self.cut {
            Some(CutPoint {
                ops: o,
                path: p,
                snapshots: s,
                exit: CutExit::At { at: a, jumps: j, regs, proven, frames },
            }) => {
                (*o, *p, *s, *a, *j) = (ops, path, snapshots, at, jumps);
                regs.clone_from(&self.regs);
                proven.clone_from(&self.proven);
                frames.clone_from(&self.frames);
            }
            cut => {
                let (regs, proven, frames) = (self.regs.clone(), self.proven.clone(), self.frames.clone());
                *cut = Some(CutPoint { ops, path, snapshots, exit: CutExit::At { at, jumps, regs, proven, frames } });
            }
        }
    }

    fn guard(&mut self, op: Opcode, args: &[Ref], ty: Ty, resume: Resume) -> Ref {
        let kind = if op == Opcode::GuardSteps { ExitKind::Steps } else { ExitKind::Guard };
        let snap = self.snapshot(kind, resume);
        let mut inst = Inst::new(op, args, ty);
        inst.snap = snap;
        self.trace.push(inst)
    }

    /// Records until the loop closes, links, or aborts. `env` is the interpreter's environment, updated as
    /// execution goes; `steps` the remaining jump budget. Returns the result and where the program stands.
    pub fn run(mut self, env: &mut Env, start: Resume, steps: &mut u64) -> (Recorded, Resume) {
        let program = self.cx.program;
        let mut at = start;
        loop {
            if self.trace.ops.len() > self.cx.max_len {
                return match self.cut.take() {
                    Some(cut) => (Recorded::Trace(self.cut_short(cut), End::Cut), at),
                    None => (Recorded::Aborted(AbortReason::TooLong), at),
                };
            }
            let block = program.block(at.block);
            self.trace.path.push(at);
            if let Some(op) = block.ops.get(at.op as usize) {
                match self.record_op(env, at, op) {
                    Ok(()) => at.op += 1,
                    Err(reason) => return (Recorded::Aborted(reason), at),
                }
                continue;
            }
            // The terminator.
            let mut into_recursion = false;
            let to = match &block.term {
                Terminator::PrintAndStop(_) | Terminator::Stop => {
                    return (Recorded::Aborted(AbortReason::ProgramEnd), at);
                }
                Terminator::Call { proc, args, dst, next }
                    if self.cx.family == Some(*proc) && !self.inlines_recursion(*proc, *dst, *next) =>
                {
                    match self.call_proc(env, at, *proc, args, *dst, *next, steps) {
                        Ok(next) => next,
                        Err(CallEnd::Here(reason)) => return self.stop_here(at, reason),
                        Err(CallEnd::Abort(reason, at)) => return (Recorded::Aborted(reason), at),
                    }
                }
                Terminator::Call { proc, args, dst, next } => {
                    // (A call of the family's procedure reaches here only when the arm above found it inlined.)
                    let recursive = self.cx.family == Some(*proc);
                    if !recursive && !self.may_follow(*proc) {
                        return self.stop_here(at, AbortReason::Call);
                    }
                    let mut refs: smallvec::SmallVec<[Ref; 4]> = smallvec::SmallVec::new();
                    let mut values: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
                    for a in args {
                        match self.operand(env, a) {
                            Ok((r, v)) => {
                                refs.push(r);
                                values.push(v);
                            }
                            Err(reason) => return (Recorded::Aborted(reason), at),
                        }
                    }
                    if *steps == 0 {
                        return (Recorded::Aborted(AbortReason::OutOfSteps), at);
                    }
                    let crate::interp::Env { slots, frames } = env;
                    if frames.call(slots, program, *proc, values, *dst, *next).is_err() {
                        return (Recorded::Aborted(AbortReason::RuntimeError), at);
                    }
                    // The callee's variables start unassigned; its parameters hold the arguments.
                    let p = program.proc(*proc);
                    if recursive {
                        let call_site = self.make_snapshot(ExitKind::Guard, at);
                        let vars = p.vars.clone();
                        let regs = self.regs[vars.start as usize..vars.end as usize].to_vec();
                        let proven = self.proven[vars.start as usize..vars.end as usize].to_vec();
                        let saved = self
                            .cx
                            .liveness
                            .live_in(*next)
                            .iter()
                            .filter(|&var| Some(var) != *dst)
                            .filter_map(|var| Some((saved_var(program, var), self.regs[var as usize]?)))
                            .collect();
                        self.caller = Some(Caller { regs, proven, saved, call_site, pure: true });
                        into_recursion = true;
                    }
                    for var in p.vars.clone() {
                        self.regs[var as usize] = None;
                        self.proven[var as usize] = None;
                    }
                    for (var, r) in p.param_slots().zip(refs) {
                        self.regs[var as usize] = Some(r);
                    }
                    self.frames.push(SnapFrame { proc: *proc, dst: *dst, next: *next, recursive });
                    p.entry
                }
                Terminator::Return(a) => {
                    let Some(&f) = self.frames.last() else {
                        // Out of the frame the trace started in: a function-entry trace returns an
                        // integer; otherwise the interpreter goes on from here.
                        if self.cx.family.is_some()
                            && let Ok((r, Value::Int(_))) = self.operand(env, a)
                            && self.trace.ty(r) == Ty::Int
                        {
                            // The return is a jump too: leaving, the trace has taken it.
                            let snap = self.snapshot(ExitKind::Return, at);
                            self.trace.snapshots[snap.index()].jumps += 1;
                            let mut inst = Inst::new(Opcode::Return, &[r], Ty::Void);
                            inst.snap = snap;
                            self.trace.push(inst);
                            self.trace.jumps_per_iter = self.jumps + 1;
                            return (Recorded::Trace(self.trace, End::Return), at);
                        }
                        return self.stop_here(at, AbortReason::Call);
                    };
                    let (r, v) = match self.operand(env, a) {
                        Ok(x) => x,
                        Err(reason) => return (Recorded::Aborted(reason), at),
                    };
                    if *steps == 0 {
                        return (Recorded::Aborted(AbortReason::OutOfSteps), at);
                    }
                    let crate::interp::Env { slots, frames } = env;
                    frames.ret(slots, v);
                    self.frames.pop();
                    let vars = program.proc(f.proc).vars.clone();
                    if f.recursive {
                        // The caller's values, as the trace had them at the call.
                        let caller = self.caller.take().expect("a recursive call has its caller");
                        self.regs[vars.start as usize..vars.end as usize].copy_from_slice(&caller.regs);
                        self.proven[vars.start as usize..vars.end as usize].copy_from_slice(&caller.proven);
                    } else {
                        // The callee's variables hold again what they held when the trace was entered.
                        for var in vars {
                            self.regs[var as usize] = None;
                            self.proven[var as usize] = None;
                        }
                    }
                    if let Some(d) = f.dst {
                        self.regs[d as usize] = Some(r);
                    }
                    f.next
                }
                Terminator::Goto(to) => *to,
                Terminator::If { cond, then_to, else_to } => {
                    let Some(v) = env[*cond as usize].clone() else {
                        return (Recorded::Aborted(AbortReason::RuntimeError), at);
                    };
                    if matches!(v, Value::Big(_)) {
                        return (Recorded::Aborted(AbortReason::BigInteger), at);
                    }
                    let r = self.regs[*cond as usize].expect("a live variable with a value has a trace value");
                    let taken = v.is_truthy();
                    // Only an integer can be 0: symbols and lists always take the first branch, and
                    // the trace's types are fixed, so they need no guard.
                    if self.trace.ty(r) == Ty::Int && !r.is_const() {
                        let op = if taken { Opcode::GuardTrue } else { Opcode::GuardFalse };
                        if self.common(op, &[r], Ty::Void).is_none() {
                            let g = self.guard(op, &[r], Ty::Void, at);
                            self.seen.insert(self.trace.ops[g.index()].cse_key(), g);
                        }
                    }
                    if taken { *then_to } else { *else_to }
                }
                // A promote of a value the program keeps changing (`Greens::demote`) is a plain jump.
                Terminator::Promote { var, to } if self.cx.greens.is_demoted(at.block) => {
                    if env[*var as usize].is_none() {
                        return (Recorded::Aborted(AbortReason::RuntimeError), at);
                    }
                    *to
                }
                Terminator::Promote { var, to } => {
                    let Some(v) = env[*var as usize].clone() else {
                        return (Recorded::Aborted(AbortReason::RuntimeError), at);
                    };
                    if matches!(v, Value::Big(_)) {
                        return (Recorded::Aborted(AbortReason::BigInteger), at);
                    }
                    let r = self.regs[*var as usize].expect("a live variable with a value has a trace value");
                    let k = self.trace.konst(v);
                    if r != k {
                        self.guard(Opcode::GuardValue, &[r, k], Ty::Void, at);
                        self.known(r, k);
                    }
                    *to
                }
            };
            if *steps == 0 {
                return (Recorded::Aborted(AbortReason::OutOfSteps), at);
            }
            *steps -= 1;
            self.jumps += 1;
            at = Resume { block: to, op: 0 };
            if !self.frames.is_empty() {
                // Inside a call: no loop of the trace closes here, and a trace entered here would not
                // know the calls (it would leave without their frames): the trace ends before a
                // compiled one, and at a loop head may be cut (the interpreter makes the frames). The
                // procedure's own entry, into a recursive call, is what the trace inlines instead.
                if !into_recursion && (self.cx.find_trace)(to, env).is_some() {
                    return self.stop_here(at, AbortReason::Call);
                }
                if self.cx.headers[to as usize] {
                    self.mark_cut(at);
                }
                continue;
            }
            if let Some(anchor) = self.cx.anchor
                && anchor.block == to
                && let Some(end) = self.cx.loop_end
                && self.cx.greens.last_int(to, env).is_some_and(|at| at > end)
            {
                return (Recorded::Aborted(AbortReason::LeftLoop), at);
            }
            if let Some(anchor) = self.cx.anchor
                && anchor.block == to
                && self.cx.greens.are(to, env, &anchor.greens)
            {
                // A loop whose kinds change from one pass to the next may be stable over two (an
                // integer and a symbol taking turns): it goes on through more passes, as LuaJIT unrolls.
                self.passes += 1;
                let stable = self.types_stable(to);
                if stable && self.passes >= self.cx.passes {
                    self.close_loop();
                    return (Recorded::Trace(self.trace, End::Loop), at);
                }
                if !stable && self.passes >= self.cx.max_passes {
                    return (Recorded::Aborted(AbortReason::TypeUnstable), at);
                }
            }
            if self.cx.family.is_some() && (self.cx.find_trace)(to, env).is_some() {
                // A function-entry trace runs in a frame of its own: it leaves for the other trace.
                return self.stop_here(at, AbortReason::Call);
            }
            if let Some(id) = (self.cx.find_trace)(to, env)
                && !self.goes_through(id)
            {
                let snap = self.snapshot(ExitKind::Link(id), at);
                let mut inst = Inst::new(Opcode::JumpTrace, &[], Ty::Void).with_payload(Payload::Trace(id));
                inst.snap = snap;
                self.trace.push(inst);
                // The whole trace is one pass: the executor enters it only with this many steps left.
                self.trace.jumps_per_iter = self.jumps;
                return (Recorded::Trace(self.trace, End::Link(id)), at);
            }
            if self.cx.headers[to as usize] && self.trace.ops.len() > self.first_op {
                self.mark_cut(at);
            }
        }
    }

    /// Records a call of the procedure whose function-entry trace this is as `call_proc`, and runs the
    /// call (in the interpreter, to its return) to go on with its value. Returns the block after the
    /// call, or how the recording ends: a call that cannot be compiled (more arguments than
    /// `call_proc` has operands, one that is not a small integer) ends the trace there; a call that
    /// returns anything but a small integer, or ends the program, or fails, gives the recording up
    /// where the program then stands.
    #[allow(clippy::too_many_arguments)]
    fn call_proc(
        &mut self,
        env: &mut Env,
        at: Resume,
        proc: ProcId,
        args: &[Operand],
        dst: Option<VarId>,
        next: BlockId,
        steps: &mut u64,
    ) -> Result<BlockId, CallEnd> {
        let program = self.cx.program;
        if let Some(caller) = &mut self.caller {
            caller.pure = false;
        }
        let mut refs = [Ref::NONE; 3];
        let mut values: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
        if *steps == 0 {
            return Err(CallEnd::Abort(AbortReason::OutOfSteps, at));
        }
        if args.len() > refs.len() {
            return Err(CallEnd::Here(AbortReason::Call));
        }
        for (k, a) in args.iter().enumerate() {
            match self.operand(env, a) {
                Ok((r, v @ Value::Int(_))) if self.trace.ty(r) == Ty::Int => {
                    refs[k] = r;
                    values.push(v);
                }
                Ok(_) => return Err(CallEnd::Here(AbortReason::Call)),
                Err(reason) => return Err(CallEnd::Abort(reason, at)),
            }
        }
        for r in &mut refs[args.len()..] {
            *r = self.trace.konst(Value::Int(0));
        }
        let snap = self.snapshot(ExitKind::Call, at);
        // The call, as the interpreter makes it, run to its return.
        let crate::interp::Env { slots, frames } = env;
        if frames.call(slots, program, proc, values, dst, next).is_err() {
            // Too deep: the interpreter makes the call again and reports it.
            return Err(CallEnd::Abort(AbortReason::RuntimeError, at));
        }
        *steps -= 1;
        let code = self.cx.code;
        let resume = |pc: crate::interp::Pc| {
            let (block, op) = code.origin[pc as usize];
            Resume { block, op }
        };
        let entry = code.block_start[program.proc(proc).entry as usize];
        let mut budget = (*steps).min(MAX_CALL_JUMPS);
        let before = budget;
        let exit = crate::interp::run_call(program, code, env, entry, &mut budget, &mut self.call_skip);
        *steps -= before - budget;
        let returned = match exit {
            // At the return with no step left, the interpreter goes on there, and stops.
            Ok(crate::interp::CallExit::Returned(_, at)) if *steps == 0 => {
                return Err(CallEnd::Abort(AbortReason::OutOfSteps, resume(at)));
            }
            Ok(crate::interp::CallExit::Returned(v, _)) => v,
            Ok(crate::interp::CallExit::Ends(pc)) => return Err(CallEnd::Abort(AbortReason::ProgramEnd, resume(pc))),
            Ok(crate::interp::CallExit::OutOfSteps(pc)) => {
                let reason = if *steps == 0 { AbortReason::OutOfSteps } else { AbortReason::LongCall };
                return Err(CallEnd::Abort(reason, resume(pc)));
            }
            Err(e) => {
                let (block, op) = e.at;
                return Err(CallEnd::Abort(AbortReason::RuntimeError, Resume { block, op }));
            }
        };
        // The return's step is taken with the jump after the call (`run`), as an inlined return's is.
        let crate::interp::Env { slots, frames } = env;
        frames.ret(slots, returned.clone());
        self.jumps += 1;
        let small = matches!(returned, Value::Int(_));
        let mut inst = Inst::new(Opcode::CallProc, &refs, Ty::Int).with_payload(Payload::Proc(proc));
        inst.snap = snap;
        let r = self.trace.push(inst);
        if !small {
            // Past the return (whose step the jump would have taken): the interpreter goes on after it.
            *steps -= 1;
            return Err(CallEnd::Abort(AbortReason::Call, Resume { block: next, op: 0 }));
        }
        if let Some(d) = dst {
            self.regs[d as usize] = Some(r);
            self.proven[d as usize] = None;
        }
        Ok(next)
    }

    /// Whether the recording goes on through trace `id`, which starts here, instead of linking to it:
    /// when `RecordContext::inline` says so, once each.
    fn goes_through(&mut self, id: TraceId) -> bool {
        let Some(inline) = self.cx.inline else { return false };
        if self.through.contains(&id) || !inline(id) {
            return false;
        }
        self.through.push(id);
        true
    }

    /// Records one operation: the same opcode in SSA form, computed by the operation table. One that can
    /// fail in a trace is a guard resuming at the operation itself.
    fn record_op(&mut self, env: &mut Env, at: Resume, op: &crate::lang::Op) -> Result<(), AbortReason> {
        let def = op.kind.def();
        if let Some(caller) = &mut self.caller
            && (def.effect || def.update.is_some() || def.result == crate::ops::Res::List)
        {
            caller.pure = false;
        }
        let mut refs: smallvec::SmallVec<[Ref; 4]> = smallvec::SmallVec::new();
        // The operands' values where they are, not copies (most operations fold away), until the
        // operation is computed or the list it updates is moved out of its variable.
        let (words, rest_ints, computed) = {
            let mut values: smallvec::SmallVec<[&Value; 4]> = smallvec::SmallVec::new();
            for a in &op.args {
                let (r, v) = self.operand_ref(env, a)?;
                refs.push(r);
                values.push(v);
            }
            let words = self.guard_words(at, op.kind, &refs, &values);
            let rest_ints = values.iter().skip(1).all(|v| matches!(v, Value::Int(_)));
            // Two integers: the table's `i64` fast path, as the trace executor runs it (`eval` when
            // it says the result is not a small integer).
            let int = match (def.int, &values[..]) {
                (Some(f), [Value::Int(a), Value::Int(b)]) => f(*a, *b),
                _ => None,
            };
            let computed = match self.movable(at, op) {
                _ if let Some(i) = int => Ok(Value::Int(i)),
                Some(v) => Err(v),
                None => Ok(op.kind.eval(&values).map_err(|_| AbortReason::RuntimeError)?),
            };
            (words, rest_ints, computed)
        };
        let result = match computed {
            Ok(v) => v,
            // As the interpreter does it: the list moves out of its variable and, unshared, is updated
            // in place (recording a `set` on a brainfuck tape must not copy the tape).
            Err(v) => {
                // The other operands first: one may be the same variable.
                let rest: smallvec::SmallVec<[Value; 4]> =
                    op.args[1..].iter().map(|a| Self::value_of(env, a).expect("read above").clone()).collect();
                let mut first = env[v as usize].take().expect("an operand variable has a value");
                let rest: smallvec::SmallVec<[&Value; 4]> = rest.iter().collect();
                match op.kind.eval_into(&mut first, &rest) {
                    Ok(()) => first,
                    Err(_) => {
                        env[v as usize] = Some(first);
                        return Err(AbortReason::RuntimeError);
                    }
                }
            }
        };
        if matches!(result, Value::Big(_)) {
            return Err(AbortReason::BigInteger);
        }
        let ty = Ty::of_kind(result.kind());
        // What the optimizer's first pass would fold (constant operands, algebra) is folded as it is
        // recorded, as LuaJIT's recorder does: a meta-traced interpreter's dispatch on a promoted
        // program and pc leaves no instructions nor snapshots behind, so recording and optimizing
        // handle a few operations per command instead of a dozen. Lists are left to the passes (a list
        // made from a constant is an allocation `sink` may remove).
        let folded = match op.kind {
            _ if ty == Ty::List => None,
            Opcode::Same => refs[0].is_const().then_some(refs[0]),
            // Every operand a constant: `fold` would compute again the value just computed.
            _ if def.eval.is_some() && !def.effect && refs.iter().all(|r| r.is_const()) => {
                Some(self.trace.konst(result.clone()))
            }
            _ => {
                fold::fold(&mut self.trace, &Inst::new(op.kind, &refs, ty)).or_else(|| self.common(op.kind, &refs, ty))
            }
        };
        if let Some(r) = folded {
            self.regs[op.dst as usize] = Some(r);
            env[op.dst as usize] = Some(result);
            return Ok(());
        }
        let owned = self.owned(at, op, &refs);
        let r = if op.kind.is_guard() {
            self.guard(op.kind, &refs, ty, at)
        } else {
            self.trace.push(Inst::new(op.kind, &refs, ty))
        };
        if owned {
            self.trace.ops[r.index()].payload = Payload::Access(Access::OWNED);
        }
        if Self::reused(op.kind) {
            self.seen.insert(self.trace.ops[r.index()].cse_key(), r);
        }
        if words && ty == Ty::List && rest_ints {
            self.words.insert(r);
        }
        self.regs[op.dst as usize] = Some(r);
        env[op.dst as usize] = Some(result);
        Ok(())
    }

    /// What `cse` and `heap` would make of operation `op` on `args` as it is recorded (LuaJIT's recorder
    /// CSEs and forwards loads through its FOLD engine the same way): the same read of a list element
    /// or guard recorded before, or, for a read, the value the last `set` of that list version stored
    /// at the same index (the same ref), or a read before of an older version the sets since left
    /// unchanged there (at other constant indices). A meta-traced interpreter reads the same cell once
    /// per command, and what the passes would drop is never recorded, nor its snapshot made.
    fn common(&self, op: Opcode, args: &[Ref], ty: Ty) -> Option<Ref> {
        if !Self::reused(op) {
            return None;
        }
        let found = |args: &[Ref]| self.seen.get(&Inst::new(op, args, ty).cse_key()).copied();
        if op != Opcode::ReadList {
            return found(args);
        }
        let (mut list, index) = (args[0], args[1]);
        for _ in 0..8 {
            if let Some(r) = found(&[list, index]) {
                return Some(r);
            }
            let inst = self.trace.ops.get(list.index()).filter(|_| list.is_op())?;
            if inst.op != Opcode::Set || inst.is_sunk() {
                return None;
            }
            let [older, at, value] = inst.args;
            if at == index {
                return (self.trace.ty(value) == ty).then_some(value);
            }
            if !(at.is_const() && index.is_const()) {
                return None;
            }
            list = older;
        }
        None
    }

    /// Whether the recorder looks for an earlier `op` on the same operands (`common`): reads of list
    /// elements and the guards on what they read repeat in a recording of an interpreter, while the
    /// same arithmetic on the same values did not once on the brainfuck corpus (awib.b: 603 reads and
    /// 179 guards found again, 4,391 reads forwarded from a `set`, none of 25,000 `mod`, `add` and
    /// `sub`), so remembering those only cost time; `cse` finds any later.
    fn reused(op: Opcode) -> bool {
        op.is_pure() && matches!(op, Opcode::ReadList | Opcode::GuardTrue | Opcode::GuardFalse)
    }

    /// From here on, every variable holding `r` holds constant `k` (a `guard_value` proved it): what
    /// reads it folds as it is recorded.
    fn known(&mut self, r: Ref, k: Ref) {
        for (var, reg) in self.regs.iter_mut().enumerate() {
            if *reg == Some(r) {
                *reg = Some(k);
                if self.inputs[var] == Some(r) {
                    self.proven[var] = Some(k);
                }
            }
        }
    }

    /// Whether variable `var`, holding trace value `r`, still has the value it had when the trace was
    /// entered: `r` is its input, or the constant a guard proved its input to be. Snapshots do not write
    /// it back, and a loop does not carry it.
    ///
    /// In a function-entry trace none is: its exits may be taken in a frame of a compiled call, whose
    /// variables the exit state does not hold (`exit.rs`, `restore_stashed`), so each writes them all.
    fn unchanged(&self, var: usize, r: Ref) -> bool {
        self.cx.family.is_none() && (Some(r) == self.inputs[var] || Some(r) == self.proven[var])
    }

    /// Guards, before a list access, that its list is plain words when it is now (once per list value:
    /// `opt/lists.rs` then drops the kind checks of every access to it). Says whether the list is words.
    fn guard_words(&mut self, at: Resume, op: Opcode, refs: &[Ref], values: &[&Value]) -> bool {
        if !matches!(op, Opcode::ReadList | Opcode::Set | Opcode::Append | Opcode::Slice) || refs[0].is_const() {
            return false;
        }
        let Some(list) = values[0].as_list() else { return false };
        if !list.is_words() {
            return false;
        }
        if self.words.insert(refs[0]) {
            self.guard(Opcode::GuardWords, &refs[..1], Ty::Void, at);
        }
        true
    }

    /// The variable operation `op` (at `at`) moves its operand 0 out of, as the interpreter does: an
    /// `update` row whose operand 0 is a variable dead after the operation or overwritten by it, and no
    /// other operand.
    fn movable(&self, at: Resume, op: &crate::lang::Op) -> Option<VarId> {
        let Some(crate::lang::Operand::Var(v)) = op.args.first() else { return None };
        (op.kind.def().update.is_some()
            && op.args[1..].iter().all(|a| !matches!(a, crate::lang::Operand::Var(w) if w == v))
            && (op.dst == *v || !self.cx.liveness.live_at(at.block, at.op as usize + 1).contains(*v)))
        .then_some(*v)
    }

    /// Whether operation `op` (at `at`, operands `refs`) may be moved its operand 0: an `update` row
    /// whose operand 0 is a variable the interpreter would move (dead after the operation or overwritten
    /// by it, and no other operand), holding a value no other variable holds and no constant.
    fn owned(&self, at: Resume, op: &crate::lang::Op, refs: &[Ref]) -> bool {
        let Some(crate::lang::Operand::Var(v)) = op.args.first() else { return false };
        // A copy (`u = t`, recorded as `same`) holds the value it copies.
        let value = |mut r: Ref| {
            while !r.is_const() && self.trace.ops[r.index()].op == Opcode::Same {
                r = self.trace.ops[r.index()].args[0];
            }
            r
        };
        let list = value(refs[0]);
        self.movable(at, op).is_some()
            && !list.is_const()
            && self.regs.iter().enumerate().all(|(w, r)| w == *v as usize || r.is_none_or(|r| value(r) != list))
    }

    /// Whether every input's variable has, at the end of the iteration, a value of the input's kind (a
    /// loop-carried value keeps its type from one iteration to the next), and every variable live at the
    /// loop's head that the iteration wrote had an input (else nothing would carry its value into the
    /// next iteration: the guards there would resume with the value it had when the trace was entered).
    fn types_stable(&self, head: BlockId) -> bool {
        let live = self.cx.liveness.live_at(head, 0);
        (0..self.regs.len()).all(|var| match (self.inputs[var], self.regs[var]) {
            (Some(input), Some(now)) => self.trace.ty(input) == self.trace.ty(now),
            (None, Some(_)) => !live.contains(var as VarId),
            _ => true,
        })
    }

    /// Ends the trace with `jump`: each input takes the value its variable has now.
    fn close_loop(&mut self) {
        // Leaving for the step limit happens at the loop's head: its snapshot is every variable there.
        let head = self.cx.anchor.map_or(self.trace.start, |a| Resume { block: a.block, op: 0 });
        self.guard(Opcode::GuardSteps, &[], Ty::Void, head);
        let loop_marker = Inst::new(Opcode::Loop, &[], Ty::Void);
        // The recorded trace is one iteration: inputs, then the body. `loop` goes right after the inputs.
        let first_body = self.trace.ops.iter().position(|i| i.op != Opcode::Input).unwrap_or(self.trace.ops.len());
        self.trace.ops.insert(first_body, loop_marker);
        let shift =
            |r: Ref| if !r.is_const() && !r.is_none() && r.index() >= first_body { Ref::op(r.index() + 1) } else { r };
        for inst in &mut self.trace.ops {
            for a in &mut inst.args {
                *a = shift(*a);
            }
        }
        for s in &mut self.trace.snapshots {
            for (_, r) in &mut s.vars {
                *r = shift(*r);
            }
        }
        for var in 0..self.regs.len() {
            if let (Some(input), Some(now)) = (self.inputs[var], self.regs[var])
                && !self.unchanged(var, now)
            {
                self.trace.phis.push((input, shift(now)));
            }
        }
        // Within the loop an input is overwritten at every `jump`, so it no longer stands for the value the
        // environment had on entry: every snapshot must now carry each loop-carried variable it can see.
        let carried: Vec<(VarId, Ref)> =
            self.trace.phis.iter().map(|&(input, _)| (self.trace.ops[input.index()].var(), input)).collect();
        for s in &mut self.trace.snapshots {
            let live = self.cx.liveness.live_at(s.resume.block, s.resume.op as usize);
            // Inside calls, the callers' variables live after their calls count too.
            let live_in_caller =
                |var| s.frames.iter().any(|f| Some(var) != f.dst && self.cx.liveness.live_in(f.next).contains(var));
            for &(var, input) in &carried {
                if (live.contains(var) || live_in_caller(var)) && !s.vars.iter().any(|(v, _)| *v == var) {
                    s.vars.push((var, input));
                }
            }
            s.vars.sort_by_key(|(v, _)| *v);
        }
        self.trace.jumps_per_iter = self.jumps;
        self.trace.push(Inst::new(Opcode::Jump, &[], Ty::Void));
    }
}
