//! The trace executor: runs trace IR (the seeds' `runtrace`), as `--mode trace`.
//!
//! It is the reference for what compiled traces do: the same entry checks, the same guard exits, the
//! same step accounting, and it leaves through the same exit state (`exit.rs`). Every operation is
//! computed by the operation table (integers through its rows' `i64` fast paths), so its
//! results are the interpreter's. `--mode trace` must never be a trap either, so a trace is first
//! decoded (`Decoded`, once, when it is installed) into a flat form whose operands are register numbers,
//! constants included; entering allocates nothing (the registers are kept between runs); and a guard
//! with a bridge, or a `jump_trace`, goes straight on into the next trace, as machine code does.

use super::exit::ExitState;
use super::ir::{Opcode, Ref, SnapId, Trace, TraceId, Ty, fits, same_value};
use super::snapshot::ExitKind;
use crate::interp::Env;
use crate::lang::{Program, VarId};
use crate::ops::{IntFn, Res};
use crate::value::Value;

/// A register: instruction `i` of the trace writes register `i`; constant `k` is register `ops + k`.
type Reg = u32;

/// Where a register's value lives. Integers and symbols (ids) are unboxed in `Frame::words`, so integer
/// steps do no tag checks; lists are `Value`s in `Frame::lists`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Int,
    Sym,
    List,
}

impl Class {
    fn of(ty: Ty) -> Class {
        match ty {
            Ty::Sym => Class::Sym,
            Ty::List => Class::List,
            // `Void` registers are never read.
            Ty::Int | Ty::Void => Class::Int,
        }
    }

    /// The class of registers that can hold `v` (none for a big integer: traces hold small ones).
    fn of_value(v: &Value) -> Option<Class> {
        match v {
            Value::Int(_) => Some(Class::Int),
            Value::Sym(_) => Some(Class::Sym),
            Value::List(_) => Some(Class::List),
            Value::Big(_) => None,
        }
    }
}

/// One instruction of a decoded trace.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// An operation with an `i64` fast path (its table row's `int`) on two integer registers, and, for a
    /// comparison, the guard on its result when it comes next (the result is still written: a snapshot
    /// may hold it).
    Int(Micro),
    /// The commonest `Int` steps, one variant each so that one dispatch finds the operation: the same
    /// as the table's `int` (the tests compare them), inline.
    Add(Micro),
    Sub(Micro),
    Lt(Micro),
    Le(Micro),
    Gt(Micro),
    Ge(Micro),
    Eq(Micro),
    Ne(Micro),
    /// A loop body of integer operations only (`micros[first..first + n]`) and a `jump` that moves
    /// words only (`moves[moves_first..moves_first + moves_n]`), run as one step until a guard fails.
    IntLoop {
        first: u32,
        n: u32,
        moves_first: u32,
        moves_n: u32,
        snap: Option<SnapId>,
    },
    /// `Int` steps in a row (`micros[first..first + n]`): one dispatch for a straight run of arithmetic.
    Ints {
        first: u32,
        n: u32,
    },
    /// An operation whose operand 0 is moved into it (`owned`): a list nothing else holds is updated in
    /// place, then moved to `dst`.
    Update(Call),
    /// `readlist` of an integer or symbol element, and `len`: read straight from the list register
    /// (the same as the table's `readlist` and `len`, which the tests compare them with).
    ReadWord {
        dst: Reg,
        list: Reg,
        index: Reg,
        snap: SnapId,
    },
    Len {
        dst: Reg,
        list: Reg,
    },
    /// Any operation, through the table.
    Op(Call),
    Phi {
        dst: Reg,
        src: Reg,
        /// The phi is the source's last use: a list moves instead of being shared.
        take: bool,
    },
    Guard(Guard),
    GuardValue {
        a: Reg,
        b: Reg,
        snap: SnapId,
    },
    GuardSteps {
        snap: SnapId,
    },
    Loop {
        jumps: u32,
    },
    /// Checks the step budget (the `guard_steps` before it, `snap`), moves `moves[first..first + n]`
    /// into the phis (through temporaries when one phi reads another), and goes back to the step after
    /// `loop`.
    Jump {
        first: u32,
        /// How many of the moves are of words (the first ones).
        words: u32,
        n: u32,
        parallel: bool,
        snap: Option<SnapId>,
    },
    Leave {
        snap: SnapId,
    },
    /// `call_proc`: the call, made by the interpreter (`call_in_place`) when the run may, its value
    /// then in `dst`; else it leaves through `snap` (the interpreter makes it).
    Call {
        dst: Reg,
        snap: SnapId,
    },
    /// `return`: leaves with the integer in register `a` as the value returned.
    Return {
        a: Reg,
        snap: SnapId,
    },
}

/// An operation through the table (`Step::Op`, `Step::Update`): `n` operands in `args`.
#[derive(Clone, Copy, Debug)]
struct Call {
    op: Opcode,
    dst: Reg,
    args: [Reg; 3],
    n: u8,
    snap: SnapId,
}

/// An operation with an `i64` fast path, on integer registers.
#[derive(Clone, Copy, Debug)]
struct Bin {
    op: Opcode,
    dst: Reg,
    a: Reg,
    b: Reg,
    snap: SnapId,
}

/// An integer operation and the guard on its result, if any.
#[derive(Clone, Copy, Debug)]
struct Micro {
    bin: Bin,
    int: IntFn,
    guard: Option<Guard>,
}

/// A `guard_true` (`want`) or `guard_false` on an integer register.
#[derive(Clone, Copy, Debug)]
struct Guard {
    cond: Reg,
    want: bool,
    snap: SnapId,
}

/// A trace decoded for the executor.
pub struct Decoded {
    steps: Vec<Step>,
    /// The operations of `Ints` steps.
    micros: Vec<Micro>,
    /// (phi register, source register) of every `jump`.
    moves: Vec<(Reg, Reg)>,
    /// For each move, whether its source is dead after the `jump` (computed in the loop's body, and no
    /// other phi's source): a list moves instead of being shared, so it stays unshared for owned updates.
    takes: Vec<bool>,
    /// (register, variable, type) of every input.
    inputs: Vec<(Reg, VarId, Ty)>,
    class: Vec<Class>,
    /// The registers as entering finds them: the constants in theirs.
    fresh: Frame,
    /// The list registers: cleared when the run leaves, so that no list is kept shared.
    lists: Vec<Reg>,
    nops: u32,
    /// Each instruction's register: its own, or the phi it is coalesced with.
    home: Vec<Reg>,
    /// The step after `loop`.
    body: usize,
}

impl Decoded {
    pub fn new(trace: &Trace) -> Decoded {
        let nops = trace.ops.len() as u32;
        let plain = |r: Ref| -> Reg { if r.is_const() { nops + r.index() as u32 } else { r.index() as u32 } };
        let class: Vec<Class> = (0..trace.ops.len() + trace.consts.len())
            .map(|r| {
                Class::of(if r < trace.ops.len() { trace.ops[r].ty } else { trace.ty(Ref::konst(r - trace.ops.len())) })
            })
            .collect();
        let int = |r: Ref| class[plain(r) as usize] == Class::Int && trace.ty(r) == Ty::Int;
        let last_use = trace.last_uses();
        let loop_at = trace.loop_index().unwrap_or(usize::MAX);
        // Phi coalescing: such a value is computed straight into its phi's register, so a loop-carried
        // value makes no extra trip through memory.
        let mut home: Vec<Reg> = (0..nops).collect();
        for (src, phi) in trace.coalescible_phis(&last_use) {
            home[src.index()] = phi.index() as Reg;
        }
        let reg = |r: Ref| -> Reg { if r.is_const() { nops + r.index() as u32 } else { home[r.index()] } };
        let mut takes = Vec::new();
        let mut moves = Vec::new();
        let mut inputs = Vec::new();
        let mut steps = Vec::new();
        let mut body = 0;
        for (i, inst) in trace.ops.iter().enumerate() {
            let dst = home[i];
            let arg = |k: usize| reg(inst.args[k]);
            let step = match inst.op {
                // A sunk list is built only when an exit needs it (`materialize`).
                _ if inst.is_sunk() => continue,
                Opcode::Input => {
                    inputs.push((dst, inst.var(), inst.ty));
                    continue;
                }
                Opcode::Phi => {
                    let src = inst.args[0];
                    Step::Phi { dst, src: arg(0), take: !src.is_const() && last_use[src.index()] == i }
                }
                Opcode::GuardTrue | Opcode::GuardFalse if int(inst.args[0]) => {
                    let guard = Guard { cond: arg(0), want: inst.op == Opcode::GuardTrue, snap: inst.snap };
                    // A comparison just before, of the guard's condition, makes one step with it.
                    match steps.last_mut() {
                        Some(Step::Int(m))
                            if m.guard.is_none() && m.bin.dst == guard.cond && m.bin.op.def().result == Res::Bool =>
                        {
                            m.guard = Some(guard);
                            continue;
                        }
                        _ => Step::Guard(guard),
                    }
                }
                // A symbol or a list is always true.
                Opcode::GuardTrue => continue,
                Opcode::GuardFalse => Step::Leave { snap: inst.snap },
                Opcode::GuardValue => Step::GuardValue { a: arg(0), b: arg(1), snap: inst.snap },
                Opcode::GuardSteps => Step::GuardSteps { snap: inst.snap },
                Opcode::Loop => {
                    body = steps.len() + 1;
                    Step::Loop { jumps: inst.jumps() }
                }
                Opcode::Jump => {
                    let first = moves.len() as u32;
                    // Integer and symbol moves first: a plain jump copies them as words.
                    let mut phis: Vec<(Reg, Reg)> =
                        trace.phis.iter().map(|&(phi, v)| (reg(phi), reg(v))).filter(|&(phi, v)| phi != v).collect();
                    phis.sort_by_key(|&(phi, _)| class[phi as usize] == Class::List);
                    let words = phis.iter().filter(|&&(phi, _)| class[phi as usize] != Class::List).count() as u32;
                    takes.extend(phis.iter().map(|&(_, src)| {
                        (src as usize) < trace.ops.len()
                            && (src as usize) > loop_at
                            && phis.iter().filter(|&&(_, s)| s == src).count() == 1
                    }));
                    moves.extend(phis);
                    let parallel =
                        trace.phis.iter().any(|&(_, v)| !v.is_const() && trace.ops[v.index()].op == Opcode::Phi);
                    let snap = match steps.last() {
                        Some(&Step::GuardSteps { snap }) => {
                            steps.pop();
                            Some(snap)
                        }
                        _ => None,
                    };
                    Step::Jump { first, words, n: moves.len() as u32 - first, parallel, snap }
                }
                // The executor makes no call itself: it leaves at the call, and the interpreter makes
                // it (which enters the callee's trace again, from the engine).
                Opcode::JumpTrace | Opcode::Exit => Step::Leave { snap: inst.snap },
                Opcode::CallProc => Step::Call { dst, snap: inst.snap },
                Opcode::Return => Step::Return { a: arg(0), snap: inst.snap },
                op if let Some(f) = op.def().int
                    && inst.ty == Ty::Int
                    && int(inst.args[0])
                    && int(inst.args[1]) =>
                {
                    Step::Int(Micro {
                        bin: Bin { op, dst, a: arg(0), b: arg(1), snap: inst.snap },
                        int: f,
                        guard: None,
                    })
                }
                // A constant list (one the recorder found nothing assigns any more, or a promoted one)
                // is in its register for the whole run, as every constant is (`Decoded::fresh`).
                Opcode::ReadList if inst.ty != Ty::List && int(inst.args[1]) => {
                    Step::ReadWord { dst, list: arg(0), index: arg(1), snap: inst.snap }
                }
                Opcode::Len => Step::Len { dst, list: arg(0) },
                op => {
                    let mut args = [0; 3];
                    for (k, a) in args.iter_mut().enumerate().take(op.arity()) {
                        *a = arg(k);
                    }
                    let n = op.arity() as u8;
                    // The recorder saw no variable read the list afterwards; the optimizer may still have
                    // made another instruction read the same value (CSE): then it is shared, not moved.
                    if inst.owned()
                        && class[args[0] as usize] == Class::List
                        && !inst.args[0].is_const()
                        && last_use[inst.args[0].index()] == i
                    {
                        Step::Update(Call { op, dst, args, n, snap: inst.snap })
                    } else {
                        Step::Op(Call { op, dst, args, n, snap: inst.snap })
                    }
                }
            };
            steps.push(step);
        }
        let mut fresh = Frame { words: vec![0; class.len()], lists: vec![Value::Int(0); class.len()] };
        for (k, v) in trace.consts.iter().enumerate() {
            fresh.set(&class, nops + k as Reg, v.clone());
        }
        let lists = (0..nops).filter(|&r| class[r as usize] == Class::List).collect();
        let steps = steps.into_iter().map(specialize).collect();
        let (mut steps, mut micros) = runs_of_ints(steps, &mut body);
        int_loop(&mut steps, &mut micros, body);
        Decoded { steps, micros, moves, takes, inputs, class, fresh, lists, nops, home, body }
    }

    fn reg(&self, r: Ref) -> Reg {
        if r.is_const() { self.nops + r.index() as Reg } else { self.home[r.index()] }
    }
}

/// The specialized steps' operations, inline: each the same function as its table row's `int` (tested).
mod fast {
    #[inline(always)]
    pub fn add(x: i64, y: i64) -> Option<i64> {
        x.checked_add(y)
    }
    #[inline(always)]
    pub fn sub(x: i64, y: i64) -> Option<i64> {
        x.checked_sub(y)
    }
    #[inline(always)]
    pub fn lt(x: i64, y: i64) -> Option<i64> {
        Some((x < y) as i64)
    }
    #[inline(always)]
    pub fn le(x: i64, y: i64) -> Option<i64> {
        Some((x <= y) as i64)
    }
    #[inline(always)]
    pub fn gt(x: i64, y: i64) -> Option<i64> {
        Some((x > y) as i64)
    }
    #[inline(always)]
    pub fn ge(x: i64, y: i64) -> Option<i64> {
        Some((x >= y) as i64)
    }
    #[inline(always)]
    pub fn eq(x: i64, y: i64) -> Option<i64> {
        Some((x == y) as i64)
    }
    #[inline(always)]
    pub fn ne(x: i64, y: i64) -> Option<i64> {
        Some((x != y) as i64)
    }

    /// `readlist`'s element, when `list` is a list and `i` an index in it.
    #[inline(always)]
    pub fn readlist(list: &crate::value::Value, i: i64) -> Option<crate::value::Value> {
        match list {
            crate::value::Value::List(l) => usize::try_from(i).ok().and_then(|i| l.get(i)),
            _ => None,
        }
    }
}

/// The variant of an `Int` step for its operation, when it has one.
fn specialize(step: Step) -> Step {
    let Step::Int(m) = step else { return step };
    match m.bin.op {
        Opcode::Add => Step::Add(m),
        Opcode::Sub => Step::Sub(m),
        Opcode::Lt => Step::Lt(m),
        Opcode::Le => Step::Le(m),
        Opcode::Gt => Step::Gt(m),
        Opcode::Ge => Step::Ge(m),
        Opcode::Eq => Step::Eq(m),
        Opcode::Ne => Step::Ne(m),
        _ => step,
    }
}

/// Makes a loop body of integer steps ending in a `jump` that moves only words one `IntLoop` step.
fn int_loop(steps: &mut Vec<Step>, micros: &mut Vec<Micro>, body: usize) {
    let Some((Step::Jump { first: moves_first, words, n: moves_n, parallel: false, snap }, ops)) =
        steps.get(body..).and_then(|b| b.split_last())
    else {
        return;
    };
    if *words != *moves_n || ops.is_empty() {
        return;
    }
    let mut loop_micros = Vec::new();
    for s in ops {
        match *s {
            Step::Int(m)
            | Step::Add(m)
            | Step::Sub(m)
            | Step::Lt(m)
            | Step::Le(m)
            | Step::Gt(m)
            | Step::Ge(m)
            | Step::Eq(m)
            | Step::Ne(m) => loop_micros.push(m),
            Step::Ints { first, n } => loop_micros.extend_from_slice(&micros[first as usize..(first + n) as usize]),
            _ => return,
        }
    }
    let first = micros.len() as u32;
    let n = loop_micros.len() as u32;
    micros.extend(loop_micros);
    let step = Step::IntLoop { first, n, moves_first: *moves_first, moves_n: *moves_n, snap: *snap };
    steps.truncate(body);
    steps.push(step);
}

/// Makes each run of two or more `Int` steps one `Ints` step, moving `body` (the step after `loop`) with
/// the steps before it.
fn runs_of_ints(steps: Vec<Step>, body: &mut usize) -> (Vec<Step>, Vec<Micro>) {
    let mut out = Vec::with_capacity(steps.len());
    let mut micros = Vec::new();
    let mut new_body = 0;
    let mut i = 0;
    while i < steps.len() {
        if i == *body {
            new_body = out.len();
        }
        let mut j = i;
        // A run never crosses the loop's start, where `jump` goes back to.
        while j < steps.len() && matches!(steps[j], Step::Int(..)) && (j == i || j != *body) {
            j += 1;
        }
        if j - i >= 2 {
            let first = micros.len() as u32;
            micros.extend(steps[i..j].iter().map(|s| match *s {
                Step::Int(m) => m,
                _ => unreachable!("a run of Int steps"),
            }));
            out.push(Step::Ints { first, n: (j - i) as u32 });
            i = j;
        } else {
            out.push(steps[i]);
            i += 1;
        }
    }
    if *body >= steps.len() {
        new_body = out.len();
    }
    *body = new_body;
    (out, micros)
}

/// A trace's registers.
#[derive(Clone, Default)]
struct Frame {
    words: Vec<i64>,
    lists: Vec<Value>,
}

impl Frame {
    fn value(&self, class: &[Class], r: Reg) -> Value {
        read(class, &self.words, &self.lists, r)
    }

    fn set(&mut self, class: &[Class], r: Reg, v: Value) {
        write(class, &mut self.words, &mut self.lists, r, v)
    }
}

/// A register's value.
fn read(class: &[Class], words: &[i64], lists: &[Value], r: Reg) -> Value {
    let r = r as usize;
    match class[r] {
        Class::Int => Value::Int(words[r]),
        Class::Sym => Value::Sym(crate::value::Symbol(words[r] as u32)),
        Class::List => lists[r].clone(),
    }
}

/// Writes a value that fits the register's type.
fn write(class: &[Class], words: &mut [i64], lists: &mut [Value], r: Reg, v: Value) {
    let r = r as usize;
    match v {
        Value::Int(i) => words[r] = i,
        Value::Sym(s) => words[r] = s.0 as i64,
        v => {
            debug_assert_eq!(class[r], Class::List);
            lists[r] = v
        }
    }
}

/// The executor's registers, kept from one run to the next so that entering a trace allocates nothing.
#[derive(Default)]
pub struct Registers {
    /// Each trace's registers (by trace index), made when it is first entered.
    frames: Vec<Frame>,
    /// The values a parallel `jump` moves into the phis, read before any is written.
    moved: Vec<Value>,
    /// Variables written by the traces left so far in this run (by going on into a bridge or a linked
    /// trace), over the environment, which is only written when the run ends; `dirty` lists them.
    overlay: Vec<Option<Value>>,
    dirty: Vec<VarId>,
    /// Whether each variable is in `dirty`: a list input taken out of the overlay on entry and put back
    /// at exit is listed once, however many traces the run goes through.
    listed: Vec<bool>,
    /// What the interpreter counts down while it runs a call in place (`call_in_place`): never 0.
    call_skip: Vec<u32>,
    /// The procedure of the frame the run started in (`None`: the main program); every trace it goes
    /// on into starts there too, or inside calls that frame made (`write_overlay`).
    bottom: Option<crate::lang::ProcId>,
}

/// Writes `v` as variable `var`'s value over the environment (`Registers`' overlay, dirty and listed).
fn write_over(overlay: &mut [Option<Value>], dirty: &mut Vec<VarId>, listed: &mut [bool], var: VarId, v: Value) {
    overlay[var as usize] = Some(v);
    if !std::mem::replace(&mut listed[var as usize], true) {
        dirty.push(var);
    }
}

/// A variable's value: as the traces left so far in this run wrote it, or as the run found it.
fn var<'e>(overlay: &'e [Option<Value>], env: &'e Env, var: VarId) -> Option<&'e Value> {
    match overlay.get(var as usize) {
        Some(Some(v)) => Some(v),
        _ => env[var as usize].as_ref(),
    }
}

/// What the trace executor reads of the traces it runs. The trace table implements it
/// (`engine::table`), so the executor depends on no part of the engine.
pub trait Traces {
    /// Trace `id` and its decoded code, when it runs on this executor.
    fn decoded(&self, id: TraceId) -> Option<(&Trace, &Decoded)>;
    /// Where its counters start in the exit state, when the JIT counts (`ExitState::add_counters`).
    fn counters(&self, id: TraceId) -> Option<usize>;
    /// The bridge a failing guard `snap` of trace `id` goes straight on into, whatever its value.
    fn linked(&self, id: TraceId, snap: SnapId) -> Option<TraceId>;
    /// The bridge of `guard_value` `snap` of trace `id` for value `v`.
    fn value_bridge(&self, id: TraceId, snap: SnapId, v: &Value) -> Option<TraceId>;
}

/// How a run of a trace ends: through a snapshot, with the value a failing `guard_value` saw; at a
/// `call_proc`, also the register its value goes in and the step after it.
struct Left {
    snap: SnapId,
    value: Option<Value>,
    call: Option<(Reg, usize)>,
}

/// Where the interpreter goes on after a run of traces that ended inside a call it made
/// (`call_in_place`): the environment is up to date, and the exit state has nothing to restore.
pub struct InPlace(pub crate::interp::Pc);

/// Runs trace `id` on `env`, then whatever it goes on into without the engine (as machine code does: a
/// `jump_trace` target, a bridge linked to a failing guard, when those run on this executor too), and
/// leaves through `state`. `steps` is the jump budget; the traces take exactly the jumps the interpreter
/// would have taken, and stop at a loop head rather than run out in the middle of an iteration.
#[allow(clippy::too_many_arguments)]
pub fn run(
    traces: &impl Traces,
    program: &Program,
    icode: &crate::interp::Code,
    mut id: TraceId,
    env: &mut Env,
    state: &mut ExitState,
    steps: &mut u64,
    registers: &mut Registers,
) -> Result<(), InPlace> {
    for var in registers.dirty.drain(..) {
        registers.overlay[var as usize] = None;
        registers.listed[var as usize] = false;
    }
    let slots = super::snapshot::exit_vars(program);
    if registers.overlay.len() < slots {
        registers.overlay.resize(slots, None);
        registers.listed.resize(slots, false);
    }
    // The procedure of the frame the run starts in (every trace it goes on into starts there too, or
    // inside calls that frame made).
    registers.bottom = traces.decoded(id).and_then(|(t, _)| program.block(t.start.block).proc);
    // The first trace not entered leaves through its entry; one gone on into, through the exit of the
    // trace before it, as if that one had left and the engine had found this one not enterable.
    let mut from: Option<(TraceId, SnapId)> = None;
    let (id, snap, value) = loop {
        let (trace, code) = traces.decoded(id).expect("a trace the executor runs is decoded");
        if !enter(id, trace, code, env, steps, registers) {
            break match from {
                Some((prev, snap)) => (prev, snap, None),
                None => (id, SnapId::ENTRY, None),
            };
        }
        let mut iterations = 0;
        let mut start = 0;
        let left = loop {
            let frame = &mut registers.frames[id.index()];
            let left = run_one(trace, code, steps, frame, &mut registers.moved, &mut iterations, start);
            let Some((dst, next)) = left.call else { break left };
            // A call the trace makes: in place (the interpreter runs it, as the recorder did), and
            // the trace goes on with its value.
            match call_in_place(trace, code, left.snap, program, icode, env, steps, registers, id) {
                Ok(v) => {
                    registers.frames[id.index()].words[dst as usize] = v;
                    start = next;
                }
                Err(in_place) => {
                    if let Some(k) = traces.counters(id) {
                        state.count(k, iterations);
                    }
                    return Err(in_place);
                }
            }
        };
        let frame = &mut registers.frames[id.index()];
        if let Some(k) = traces.counters(id) {
            state.count(k, iterations);
            state.count(k + 1 + left.snap.index(), 1);
        }
        // Write the exit's variables over the environment, then go on or leave. A list input moved in
        // goes back to its variable (unless the snapshot gives the variable a new value, or an owned
        // operation consumed the list: its variable is then dead or overwritten).
        let s = trace.snapshot(left.snap);
        *steps -= s.jumps as u64;
        let mut built: Vec<(Ref, Value)> = Vec::new();
        for &(var, r) in &s.vars {
            // Most values are no sunk list (`opt/sink.rs`): only those are built here.
            let v = if trace.is_sunk(r) {
                materialize(trace, code, frame, r, &mut built)
            } else {
                frame.value(&code.class, code.reg(r))
            };
            write_over(&mut registers.overlay, &mut registers.dirty, &mut registers.listed, var, v);
        }
        for &(r, var, ty) in &code.inputs {
            if ty == Ty::List
                && matches!(frame.lists[r as usize], Value::List(_))
                && !s.vars.iter().any(|&(v, _)| v == var)
            {
                let v = std::mem::replace(&mut frame.lists[r as usize], Value::Int(0));
                write_over(&mut registers.overlay, &mut registers.dirty, &mut registers.listed, var, v);
            }
        }
        for &r in &code.lists {
            // Most were never written this run (an exit early in a long trace): only read those.
            if let Value::List(_) = frame.lists[r as usize] {
                frame.lists[r as usize] = Value::Int(0);
            }
        }
        let next = match s.kind {
            ExitKind::Link(target) => Some(target),
            ExitKind::Guard => match &left.value {
                None => traces.linked(id, left.snap),
                Some(v) => traces.value_bridge(id, left.snap, v),
            },
            _ => None,
        };
        match next.filter(|&t| traces.decoded(t).is_some()) {
            Some(target) => {
                if let ExitKind::Link(_) = s.kind {
                    state.set_last_link(id, left.snap);
                }
                from = Some((id, left.snap));
                id = target;
            }
            None => break (id, left.snap, left.value),
        }
    };
    // The calls the trace made and has not returned from become frames, saving the callee's variables
    // as the run found them, or a recursive call's as the exit's saved variables say
    // (`snapshot::SnapFrame`); the callee's variables are then what the exit wrote, or unassigned.
    let (trace, _) = traces.decoded(id).expect("a trace the executor ran");
    let s = trace.snapshot(snap);
    let frames = &s.frames;
    let overlay = &registers.overlay;
    super::snapshot::make_frames(program, env, frames, |var| {
        let saved = super::snapshot::saved_var(program, var);
        s.vars.iter().any(|&(v, _)| v == saved).then(|| overlay[saved as usize].clone()).flatten()
    });
    // Straight into the environment (the exit state's restore then finds no variable changed): a list
    // moves without a copy, so it stays unshared.
    write_overlay(program, &s, env, registers);
    state.set_exit(id, snap, value.as_ref());
    Ok(())
}

/// Writes what the run wrote (`Registers::overlay`) into the environment, as a run leaves through a
/// snapshot inside the calls `frames` of a run that started in a frame of procedure
/// `Registers::bottom`. Only the variables of those frames: a run that went on into a bridge starting
/// inside its parent's calls, and returned from them without leaving, wrote the variables of calls
/// that are no frame any more, and the environment holds the values of an outer call of the same
/// procedure there, which must stay (the frames made just before saved them).
fn write_overlay(program: &Program, s: &super::snapshot::Snapshot, env: &mut Env, registers: &mut Registers) {
    let (bottom, frames) = (registers.bottom, &s.frames);
    // Inside a recursive call, its procedure's variables are the callee's: only what the exit writes
    // (the run's earlier values of them were the caller's, saved in the frame just made).
    let recursive = frames.iter().find(|f| f.recursive).map(|f| program.proc(f.proc).vars.clone());
    let live = |var: VarId| {
        if let Some(vars) = &recursive
            && vars.contains(&var)
        {
            return s.vars.iter().any(|&(v, _)| v == var);
        }
        program.vars_of(bottom).contains(&var) || frames.iter().any(|f| program.proc(f.proc).vars.contains(&var))
    };
    for var in registers.dirty.drain(..) {
        registers.listed[var as usize] = false;
        if let Some(v) = registers.overlay[var as usize].take()
            && live(var)
        {
            env[var as usize] = Some(v);
        }
    }
}

/// Makes the call of `call_proc` (snapshot `snap` of trace `trace`, running in `frame`) as the
/// interpreter makes it, and runs it to its return: the environment first gets the frames of the
/// calls the trace followed, what the run wrote over it so far and the call's snapshot, so that the
/// interpreter's frame of the call saves the caller's values. Returns the call's value, or, when it is
/// not a small integer (the trace cannot go on), the call ended the run (an error, the program's end,
/// the step limit), or too few steps are left for the rest of the trace, where the interpreter goes
/// on; the environment is then the interpreter's there.
///
/// Steps: the trace's exits take its jumps from `steps` counted from its start, calls and returns
/// included (`Snapshot::jumps`), so the call runs on what is truly left after the jumps before it
/// and the call's own, and `steps` is set back so that the exit's count comes out exact.
#[allow(clippy::too_many_arguments)]
fn call_in_place(
    trace: &Trace,
    code: &Decoded,
    snap: SnapId,
    program: &Program,
    icode: &crate::interp::Code,
    env: &mut Env,
    steps: &mut u64,
    registers: &mut Registers,
    id: TraceId,
) -> Result<i64, InPlace> {
    let s = trace.snapshot(snap);
    // The calls the trace followed to get here become frames first (as leaving makes them, saving
    // the callees' variables as the run found them), then what the run wrote and the snapshot's
    // variables are written.
    let frame = &registers.frames[id.index()];
    let mut built: Vec<(Ref, Value)> = Vec::new();
    let mut values: Vec<(VarId, Value)> = Vec::with_capacity(s.vars.len());
    for &(var, r) in &s.vars {
        let v = if trace.is_sunk(r) {
            materialize(trace, code, frame, r, &mut built)
        } else {
            frame.value(&code.class, code.reg(r))
        };
        values.push((var, v));
    }
    let saved = |var| {
        let saved = super::snapshot::saved_var(program, var);
        values.iter().find(|&&(v, _)| v == saved).map(|(_, value)| value.clone())
    };
    super::snapshot::make_frames(program, env, &s.frames, saved);
    write_overlay(program, &s, env, registers);
    for (var, v) in values {
        if super::snapshot::saved_of(program, var).is_none() {
            env[var as usize] = Some(v);
        }
    }
    // call_proc's snapshot is at the call.
    let at = icode.pc_of(s.resume.block, s.resume.op as usize);
    // The trace was entered with at least its whole run's jumps left.
    let taken = s.jumps as u64;
    let mut left = *steps - taken;
    let called = if left == 0 { None } else { env.call_at(program, s.resume.block).ok() };
    let Some((proc, next)) = called else {
        // The interpreter makes the call again, and stops there or reports it too deep.
        *steps = left;
        return Err(InPlace(at));
    };
    left -= 1;
    let entry = icode.block_start[program.proc(proc).entry as usize];
    let ended = |pc, left, steps: &mut u64| {
        *steps = left;
        Err(InPlace(pc))
    };
    let value = match crate::interp::run_call(program, icode, env, entry, &mut left, &mut registers.call_skip) {
        Ok(crate::interp::CallExit::Returned(_, at)) if left == 0 => return ended(at, left, steps),
        Ok(crate::interp::CallExit::Returned(v, _)) => v,
        Ok(crate::interp::CallExit::Ends(pc) | crate::interp::CallExit::OutOfSteps(pc)) => {
            return ended(pc, left, steps);
        }
        Err(e) => return ended(icode.pc_of(e.at.0, e.at.1 as usize), left, steps),
    };
    left -= 1;
    let Env { slots, frames } = env;
    frames.ret(slots, value.clone());
    // The jumps the rest of the trace takes at most (a function-entry trace has no loop: its run is
    // its jumps), after the call's and the return's.
    let rest = (trace.jumps_per_iter as u64).saturating_sub(taken + 2);
    *steps = left + taken + 2;
    match value {
        Value::Int(i) if s.frames.is_empty() && left >= rest => Ok(i),
        // Not a value the trace can hold, the calls it followed are frames now, or the rest of the
        // trace may not run whole: the interpreter goes on after the call.
        _ => ended(icode.block_start[next as usize], left, steps),
    }
}

/// The value of `r` as the exit leaving through a snapshot that names it gives it: a register's, or
/// for a sunk list (`opt/sink.rs`) the list built now: its constant, then its sunk instructions on the
/// values in the registers (a sunk list among them built the same way), a fresh list, built once per
/// exit (`built`) however many variables and lists hold it.
fn materialize(trace: &Trace, code: &Decoded, frame: &Frame, r: Ref, built: &mut Vec<(Ref, Value)>) -> Value {
    let Some((base, chain)) = trace.virtual_list(r) else { return frame.value(&code.class, code.reg(r)) };
    if let Some((_, v)) = built.iter().find(|(b, _)| *b == r) {
        return v.clone();
    }
    let mut list = frame.value(&code.class, code.reg(base));
    for i in chain {
        let inst = &trace.ops[i];
        let rest: Vec<Value> =
            inst.operands()[1..].iter().map(|&a| materialize(trace, code, frame, a, built)).collect();
        let refs: Vec<&Value> = rest.iter().collect();
        // The verifier proved every index in range: a failure here is a broken trace.
        inst.op.eval_into(&mut list, &refs).expect("a sunk list's update is in range");
    }
    built.push((r, list.clone()));
    list
}

/// The entry of a trace: enough steps for an iteration, and every input of the kind recorded (then in
/// its register). Says whether it is entered.
fn enter(id: TraceId, trace: &Trace, code: &Decoded, env: &mut Env, steps: &u64, registers: &mut Registers) -> bool {
    if *steps < trace.jumps_per_iter as u64 {
        return false;
    }
    let Registers { frames, overlay, .. } = registers;
    if frames.len() <= id.index() {
        frames.resize_with(id.index() + 1, Frame::default);
    }
    let frame = &mut frames[id.index()];
    if frame.words.is_empty() {
        *frame = code.fresh.clone();
    }
    // One pass checks every input and loads the integers and symbols (a failed entry leaves the
    // registers written, which is harmless: nothing reads them before the next entry writes them).
    for &(r, var, ty) in &code.inputs {
        match (self::var(overlay, env, var), ty) {
            (Some(Value::Int(i)), Ty::Int) => frame.words[r as usize] = *i,
            (Some(Value::Sym(s)), Ty::Sym) => frame.words[r as usize] = s.0 as i64,
            (Some(Value::List(_)), Ty::List) => {}
            _ => return false,
        }
    }
    for &(r, var, ty) in &code.inputs {
        if ty == Ty::List {
            // Moved, not copied, so that an owned update finds the list unshared; it goes back at exit.
            let v = match overlay[var as usize].take() {
                Some(v) => v,
                None => env[var as usize].take().expect("checked above"),
            };
            frame.lists[r as usize] = v;
        }
    }
    true
}

/// Computes an operation with an `i64` fast path, through the table's `eval` when the fast path does
/// not answer (big integers, which leave the trace). Says whether it succeeded.
#[inline(always)]
fn int_op(words: &mut [i64], Bin { op, dst, a, b, .. }: Bin, int: IntFn) -> bool {
    let (x, y) = (words[a as usize], words[b as usize]);
    let r = match int(x, y) {
        Some(r) => r,
        None => match op.eval(&[&Value::Int(x), &Value::Int(y)]) {
            Ok(Value::Int(r)) => r,
            _ => return false,
        },
    };
    words[dst as usize] = r;
    true
}

/// Runs an integer operation and its guard: the snapshot to leave through if either fails.
#[inline(always)]
fn micro(words: &mut [i64], Micro { bin, int, guard }: Micro) -> Option<SnapId> {
    if !int_op(words, bin, int) {
        return Some(bin.snap);
    }
    match guard {
        Some(Guard { cond, want, snap }) if (words[cond as usize] != 0) != want => Some(snap),
        _ => None,
    }
}

/// `micro` with the specialized steps' operations inline.
#[inline(always)]
fn fast_micro(words: &mut [i64], Micro { bin, int, guard }: Micro) -> Option<SnapId> {
    let (x, y) = (words[bin.a as usize], words[bin.b as usize]);
    let r = match bin.op {
        Opcode::Add => fast::add(x, y),
        Opcode::Sub => fast::sub(x, y),
        Opcode::Lt => fast::lt(x, y),
        Opcode::Le => fast::le(x, y),
        Opcode::Gt => fast::gt(x, y),
        Opcode::Ge => fast::ge(x, y),
        Opcode::Eq => fast::eq(x, y),
        Opcode::Ne => fast::ne(x, y),
        _ => None,
    };
    match r {
        Some(r) => words[bin.dst as usize] = r,
        None if int_op(words, bin, int) => {}
        None => return Some(bin.snap),
    }
    match guard {
        Some(Guard { cond, want, snap }) if (words[cond as usize] != 0) != want => Some(snap),
        _ => None,
    }
}

/// Runs an entered trace until it leaves.
/// `iterations`: how many times the loop's body began (its first pass, and every back-edge).
#[allow(clippy::too_many_arguments)]
fn run_one(
    trace: &Trace,
    code: &Decoded,
    budget: &mut u64,
    frame: &mut Frame,
    moved: &mut Vec<Value>,
    iterations: &mut u64,
    start: usize,
) -> Left {
    let class = &code.class[..];
    // The register files as slices in locals: the compiler keeps their addresses in registers.
    let words: &mut [i64] = &mut frame.words;
    let lists: &mut [Value] = &mut frame.lists;
    // The budget and the count in locals while the loop runs.
    let mut steps = *budget;
    let mut iters = 0u64;
    let per_iter = trace.jumps_per_iter as u64;
    macro_rules! leave {
        ($snap:expr, $value:expr) => {{
            *budget = steps;
            *iterations = iters;
            return Left { snap: $snap, value: $value, call: None };
        }};
    }
    // A specialized integer step: `f` is its operation's `int`; when it does not answer, the table.
    macro_rules! int_step {
        ($m:expr, $f:expr) => {{
            let Micro { bin, int, guard } = $m;
            match $f(words[bin.a as usize], words[bin.b as usize]) {
                Some(r) => words[bin.dst as usize] = r,
                None if int_op(words, bin, int) => {}
                None => leave!(bin.snap, None),
            }
            if let Some(Guard { cond, want, snap }) = guard
                && (words[cond as usize] != 0) != want
            {
                leave!(snap, None)
            }
        }};
    }
    let mut pc = start;
    loop {
        match code.steps[pc] {
            Step::Int(m) => {
                if let Some(snap) = micro(words, m) {
                    leave!(snap, None)
                }
            }
            Step::Add(m) => int_step!(m, fast::add),
            Step::Sub(m) => int_step!(m, fast::sub),
            Step::Lt(m) => int_step!(m, fast::lt),
            Step::Le(m) => int_step!(m, fast::le),
            Step::Gt(m) => int_step!(m, fast::gt),
            Step::Ge(m) => int_step!(m, fast::ge),
            Step::Eq(m) => int_step!(m, fast::eq),
            Step::Ne(m) => int_step!(m, fast::ne),
            Step::IntLoop { first, n, moves_first, moves_n, snap } => {
                let body = &code.micros[first as usize..(first + n) as usize];
                let moves = &code.moves[moves_first as usize..(moves_first + moves_n) as usize];
                loop {
                    for &m in body {
                        if let Some(snap) = fast_micro(words, m) {
                            leave!(snap, None)
                        }
                    }
                    if let Some(snap) = snap
                        && steps < 2 * per_iter
                    {
                        leave!(snap, None)
                    }
                    for &(phi, src) in moves {
                        words[phi as usize] = words[src as usize];
                    }
                    steps -= per_iter;
                    iters += 1;
                }
            }
            Step::Ints { first, n } => {
                for &m in &code.micros[first as usize..(first + n) as usize] {
                    if let Some(snap) = micro(words, m) {
                        leave!(snap, None)
                    }
                }
            }
            Step::ReadWord { dst, list, index, snap } => {
                match fast::readlist(&lists[list as usize], words[index as usize]) {
                    Some(item) if Class::of_value(&item) == Some(class[dst as usize]) => {
                        words[dst as usize] = item.machine_word().1;
                    }
                    _ => leave!(snap, None),
                }
            }
            Step::Len { dst, list } => match &lists[list as usize] {
                Value::List(l) => words[dst as usize] = l.len() as i64,
                _ => unreachable!("a list register holds a list while its trace runs"),
            },
            Step::Op(call) => {
                if !general_op(trace, class, words, lists, call) {
                    leave!(call.snap, None)
                }
            }
            Step::Update(call) => {
                if !update_in_place(class, words, lists, call) {
                    leave!(call.snap, None)
                }
            }
            Step::Phi { dst, src, take } => match class[dst as usize] {
                Class::List if take => lists[dst as usize] = std::mem::replace(&mut lists[src as usize], Value::Int(0)),
                Class::List => lists[dst as usize] = lists[src as usize].clone(),
                _ => words[dst as usize] = words[src as usize],
            },
            Step::Guard(Guard { cond, want, snap }) => {
                if (words[cond as usize] != 0) != want {
                    leave!(snap, None)
                }
            }
            Step::GuardSteps { snap } => {
                if steps < 2 * per_iter {
                    leave!(snap, None)
                }
            }
            Step::GuardValue { a, b, snap } => {
                if !same_registers(class, words, lists, a, b) {
                    leave!(snap, Some(read(class, words, lists, a)))
                }
            }
            // Passing `loop` from above ends the peeled first iteration, if there is one.
            Step::Loop { jumps } => {
                steps -= jumps as u64;
                iters += 1;
            }
            Step::Jump { first, words: nwords, n, parallel, snap } => {
                if let Some(snap) = snap
                    && steps < 2 * per_iter
                {
                    leave!(snap, None)
                }
                move_into_phis(code, class, words, lists, moved, first, nwords, n, parallel);
                steps -= per_iter;
                iters += 1;
                pc = code.body;
                continue;
            }
            Step::Leave { snap } => leave!(snap, None),
            Step::Call { dst, snap } => {
                *budget = steps;
                *iterations = iters;
                return Left { snap, value: None, call: Some((dst, pc + 1)) };
            }
            Step::Return { a, snap } => leave!(snap, Some(Value::Int(words[a as usize]))),
        }
        pc += 1;
    }
}

/// A general operation (`Step::Op`): the operation table's `eval` on the values of its registers.
/// False when it fails (overflow, a zero divisor, an index out of range, an element of another kind):
/// its guard leaves, and the interpreter does the operation again.
#[inline(always)]
fn general_op(trace: &Trace, class: &[Class], words: &mut [i64], lists: &mut [Value], call: Call) -> bool {
    let Call { op, dst, args, n, .. } = call;
    let vals: [Value; 3] =
        std::array::from_fn(|k| if k < n as usize { read(class, words, lists, args[k]) } else { Value::Int(0) });
    let refs: [&Value; 3] = [&vals[0], &vals[1], &vals[2]];
    match op.eval(&refs[..n as usize]) {
        Ok(v) if fits(&v, trace.ops[dst as usize].ty) => {
            write(class, words, lists, dst, v);
            true
        }
        // A check that holds (`guard_words`): nothing to write.
        Ok(_) => trace.ops[dst as usize].ty == Ty::Void,
        Err(_) => false,
    }
}

/// An update of a list in place (`Step::Update`: its first operand's list, which it takes). False when
/// it fails: the list is left as it was, and the interpreter does the operation again and reports the
/// error.
#[inline(always)]
fn update_in_place(class: &[Class], words: &mut [i64], lists: &mut [Value], call: Call) -> bool {
    let Call { op, dst, args, n, .. } = call;
    let rest: [Value; 2] =
        std::array::from_fn(
            |k| if k + 1 < n as usize { read(class, words, lists, args[k + 1]) } else { Value::Int(0) },
        );
    let refs: [&Value; 2] = [&rest[0], &rest[1]];
    let mut first = std::mem::replace(&mut lists[args[0] as usize], Value::Int(0));
    let done = op.eval_into(&mut first, &refs[..n as usize - 1]).is_ok();
    lists[if done { dst } else { args[0] } as usize] = first;
    done
}

/// Whether registers `a` and `b` hold the same value as `guard_value` compares (`same_value`).
#[inline(always)]
fn same_registers(class: &[Class], words: &[i64], lists: &[Value], a: Reg, b: Reg) -> bool {
    match (class[a as usize], class[b as usize]) {
        (Class::List, _) | (_, Class::List) => same_value(&read(class, words, lists, a), &read(class, words, lists, b)),
        (x, y) => x == y && words[a as usize] == words[b as usize],
    }
}

/// The moves of a `jump` into the phis (`Step::Jump`): through `moved` when one phi reads another, else
/// each as soon as its value is read. A list whose source is dead after the jump moves (`takes`).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn move_into_phis(
    code: &Decoded,
    class: &[Class],
    words: &mut [i64],
    lists: &mut [Value],
    moved: &mut Vec<Value>,
    first: u32,
    nwords: u32,
    n: u32,
    parallel: bool,
) {
    let moves = &code.moves[first as usize..(first + n) as usize];
    let takes = &code.takes[first as usize..(first + n) as usize];
    if parallel {
        moved.clear();
        moved.extend(moves.iter().zip(takes).map(|(&(_, src), &take)| {
            if take && class[src as usize] == Class::List {
                std::mem::replace(&mut lists[src as usize], Value::Int(0))
            } else {
                read(class, words, lists, src)
            }
        }));
        for (&(phi, _), v) in moves.iter().zip(moved.drain(..)) {
            write(class, words, lists, phi, v);
        }
        return;
    }
    let (word_moves, list_moves) = moves.split_at(nwords as usize);
    for &(phi, src) in word_moves {
        words[phi as usize] = words[src as usize];
    }
    for (&(phi, src), &take) in list_moves.iter().zip(&takes[nwords as usize..]) {
        lists[phi as usize] =
            if take { std::mem::replace(&mut lists[src as usize], Value::Int(0)) } else { lists[src as usize].clone() };
    }
}

#[cfg(test)]
mod tests {
    use super::{Decoded, Step};
    use crate::jit::ir::parse;

    /// The steps' kinds, with the loop's start as `|` (where `jump` goes back to).
    fn shape(code: &Decoded) -> String {
        let mut out = Vec::new();
        for (i, s) in code.steps.iter().enumerate() {
            if i == code.body {
                out.push("|".to_string());
            }
            let guarded = matches!(s, Step::Int(m) | Step::Add(m) | Step::Lt(m) | Step::Eq(m) if m.guard.is_some());
            out.push(match s {
                _ if guarded => format!("{}+guard", format!("{s:?}").split('(').next().unwrap_or("").to_lowercase()),
                Step::Int(_) => "int".into(),
                Step::Ints { n, .. } => format!("ints({n})"),
                Step::IntLoop { n, moves_n, .. } => format!("intloop({n}, {moves_n} moves)"),
                Step::Op(call) => call.op.name().into(),
                Step::Guard(_) => "guard".into(),
                Step::Jump { words, n, snap, .. } => {
                    format!("jump({words}/{n}{})", if snap.is_some() { ", steps" } else { "" })
                }
                other => format!("{other:?}").split([' ', '{', '(']).next().unwrap_or("").to_lowercase(),
            });
        }
        out.join(" ")
    }

    #[test]
    fn specialized_integer_steps_compute_what_the_table_does() {
        use crate::ops::Opcode;
        let values = [i64::MIN, i64::MIN + 1, -7, -1, 0, 1, 2, 7, i64::MAX - 1, i64::MAX];
        let fast: [(Opcode, crate::ops::IntFn); 8] = [
            (Opcode::Add, super::fast::add),
            (Opcode::Sub, super::fast::sub),
            (Opcode::Lt, super::fast::lt),
            (Opcode::Le, super::fast::le),
            (Opcode::Gt, super::fast::gt),
            (Opcode::Ge, super::fast::ge),
            (Opcode::Eq, super::fast::eq),
            (Opcode::Ne, super::fast::ne),
        ];
        for (op, f) in fast {
            let table = op.def().int.expect("an integer fast path in the table");
            for x in values {
                for y in values {
                    assert_eq!(f(x, y), table(x, y), "{} {x} {y}", op.name());
                }
            }
        }
    }

    #[test]
    fn the_readlist_fast_path_reads_what_the_table_does() {
        use crate::ops::Opcode;
        use crate::value::{List, Symbol, Value};
        let list = Value::List(List::new(vec![Value::Int(7), Value::Sym(Symbol::intern("a")), Value::Int(-1)]));
        for i in [-1, 0, 1, 2, 3, i64::MAX] {
            let table = Opcode::ReadList.eval(&[&list, &Value::Int(i)]).ok();
            assert_eq!(super::fast::readlist(&list, i), table, "index {i}");
        }
    }

    #[test]
    fn compares_fuse_with_their_guards_and_loop_carried_values_need_no_moves() {
        let t = parse(
            "\
v0:int = input j
v1:int = input acc
v2:int = input k
v3:int = input len
v4:int = lt v2, v3
guard_true v4 => inner/1 (0) {acc=v1, k=v2}
v6:int = add v0, v2 => b/0 (1) {acc=v1, k=v2}
v7:int = add v1, v6 => b/1 (1) {acc=v1, k=v2}
guard_steps => inner/0 (2) {acc=v7, k=v2}
v9:int = phi acc v7
v10:int = phi k v2
loop (2)
v12:int = add v10, 1 => b/2 (1) {acc=v9, k=v10}
v13:int = lt v12, v3
guard_true v13 => inner/1 (0) {acc=v9, k=v12}
v15:int = add v9, v12 => b/1 (1) {acc=v9, k=v12}
guard_steps => inner/0 (2) {acc=v15, k=v12}
jump (2) v9 <- v15, v10 <- v12
",
            None,
        )
        .expect("valid IR");
        // Each phi's next value is computed into the phi's own register: the jump moves nothing, and
        // the body, integer operations only, is one step that loops by itself.
        assert_eq!(shape(&Decoded::new(&t)), "lt+guard add add guardsteps phi phi loop | intloop(3, 0 moves)");
    }

    #[test]
    fn a_phi_read_after_its_next_value_is_made_keeps_its_move() {
        let t = parse(
            "\
v0:int = input k
v1:int = input s
v2:int = phi k v0
v3:int = phi s v1
loop (1)
v5:int = add v2, 1 => b/0 (1) {k=v2, s=v3}
v6:int = add v3, v2 => b/1 (1) {k=v5, s=v3}
guard_steps => b/0 (1) {k=v5, s=v6}
jump (1) v2 <- v5, v3 <- v6
",
            None,
        )
        .expect("valid IR");
        // `k`'s next value is made before `s` reads `k`: it goes through its own register and a move.
        assert_eq!(shape(&Decoded::new(&t)), "phi phi loop | intloop(2, 1 moves)");
    }
}
