//! The one way out of a trace: the exit state, and the one function that rebuilds the interpreter's
//! environment from it (the seeds' `resume_interp`).
//!
//! ## Terminology
//! - The *exit state* is a flat array of 64-bit slots: a header (the step budget, the exit taken, the
//!   value a failing `guard_value` saw), then one *word* and one *kind code* per interpreter variable
//!   (`value.rs`: an integer, a symbol id, or the address of a list). Machine code keeps its address in
//!   `rbp`; the trace executor writes the same slots through `ExitState::write_var`.
//! - *Filling* writes the environment into the slots before a trace runs; every trace starts by loading
//!   its inputs from the slots (with kind checks), so a bridge or a linked trace starts from them exactly
//!   as a trace started from the interpreter.
//! - *Leaving* through a snapshot (`snapshot.rs`: a guard, the entry check, the step limit, a link)
//!   writes the snapshot's variables into the slots and the exit's (trace, snapshot) into the header.
//! - *Restoring* turns every slot that changed back into a value of the environment, and says where the
//!   interpreter goes on and why. It is the same for every kind of exit and for both executors.
//!
//! Only *tracked* variables are filled and restored: those some trace reads or writes (its inputs and
//! its snapshots' variables, added as traces are installed). A program's other variables cost nothing at
//! each entry, however many there are.
//!
//! Lists cross as the addresses of their `List` objects (`Rc::as_ptr`). Every list whose address can be
//! in a slot or a register is kept alive, for as long as the exit state holds it, by exactly one *owner*
//! the exit state knows, or by something that outlives the run (a trace's constants, the environment
//! when the trace executor runs):
//! - `held[var]`: the list variable `var` had when machine code was entered (moved out of the
//!   environment by `fill`, so that a list nothing else holds is unshared and can be updated in place),
//!   or the one an exit left in it (`glue::exit_lists` moves each list of an exit's snapshot there);
//! - `homes[h]`: a list made inside compiled code (each instruction that makes one has its home,
//!   overwritten by its next execution; a phi has its own, or shares its next value's);
//! - `keep`: values a helper or the trace executor made that must outlive the exit.
//!
//! So an address found in a slot on exit names a live list. A variable whose list an update moved out
//! (it was dead, or the update overwrote it) is cleared in the slots (kind 0), and restored unassigned;
//! one whose held list an update replaced by a copy (it was shared) has the copy's address in its slot.

use super::ir::{SnapId, Trace, TraceId};
use super::snapshot::ExitKind;
use crate::interp::{Code, Env, Pc};
use crate::lang::{Program, VarId};
use crate::value::{List, MC_INT, MC_LIST, MC_SYM, Symbol, Value};
use std::rc::Rc;

// Byte offsets of the header's slots.

/// The jumps left: under a step limit, of the whole run (`--max-steps`); without one, of the budget a
/// run of a loop on probation counts its iterations' jumps against (`Engine::execute`).
pub const STEPS: i32 = 0;
/// The exit taken: `trace << 32 | snapshot`.
pub const EXIT: i32 = 8;
/// A failing `guard_value`'s value: its word and its kind code.
pub const VALUE: i32 = 16;
pub const VALUE_KIND: i32 = 24;
/// The exit state's own address, for the helpers machine code calls (`x64/glue.rs`).
pub const CONTEXT: i32 = 32;
/// The address of the output buffer (`world::Output`), which machine code appends `put_byte` to.
pub const OUTPUT: i32 = 40;
/// The lowest `rsp` compiled calls may bring the native stack to (`call_proc`, `x64/lower.rs`). Filled
/// with the budget in bytes; the entry routine makes it the address that far below where machine code
/// was entered.
pub const STACK_LIMIT: i32 = 48;
/// The last link (`jump_trace`) a run took: `trace << 32 | snapshot` of its exit, as `EXIT`; -1 when
/// the run took none. Written by every link, so that the engine can tell how far a run that left soon
/// after going on into another trace got (`TraceTable::run_jumps`).
pub const LAST_LINK: i32 = 56;
/// Set (to `NOT_COUNTING`) by a loop whose probation is over, as it goes round
/// (`Backend::end_probation`): the run went round a loop that does not count its jumps, and is not
/// judged by its count. Cleared at each entry.
pub const UNCOUNTED: i32 = 64;
/// What a loop whose probation is over writes in `UNCOUNTED`.
pub const NOT_COUNTING: u32 = 1;
/// The trace whose count of its loop's jumps ran past the probation's budget (`STEPS`), as its id
/// plus one; 0 while none did. Its code goes on counting no more (`STEPS` wrapped round), and the
/// engine ends its probation when the run ends. Cleared at each entry.
pub const SPENT: i32 = 72;
const HEADER: i32 = 80;

/// The least native stack a compiled call takes (its return address and the frame of a function-entry
/// trace, `x64::FAMILY_FRAME_BYTES`): what bounds how many calls a budget of native stack allows.
pub const MIN_CALL_BYTES: usize = 144;

/// Byte offset of variable `var`'s word.
pub fn word_offset(var: VarId) -> i32 {
    HEADER + 8 * var as i32
}

/// Byte offset of variable `var`'s kind code, in a program of `nvars` variables.
pub fn kind_offset(nvars: usize, var: VarId) -> i32 {
    HEADER + 8 * (nvars as i32 + var as i32)
}

/// Byte offset of counter `k` (`ExitState::add_counters`), after the kinds of a program of `nvars`
/// variables: machine code adds to it with one `add qword [rbp + offset], 1`.
pub fn counter_offset(nvars: usize, k: usize) -> i32 {
    HEADER + 8 * (2 * nvars as i32 + k as i32)
}

/// The exit code of snapshot `snap` of trace `trace`, as the header holds it.
pub fn exit_code(trace: TraceId, snap: SnapId) -> i64 {
    ((trace.0 as u64) << 32 | snap.0 as u64) as i64
}

fn slot(offset: i32) -> usize {
    offset as usize / 8
}

/// How a run of traces ended, once the environment is rebuilt.
#[derive(Debug)]
pub struct Left {
    /// The trace whose snapshot was taken.
    pub trace: TraceId,
    pub snap: SnapId,
    pub kind: ExitKind,
    /// Where the interpreter goes on (for a link: where the target trace starts).
    pub pc: Pc,
    /// The value a failing `guard_value` saw.
    pub value: Option<Value>,
}

pub struct ExitState {
    slots: Vec<i64>,
    /// The filled variables' words and kinds as filled, to find what the traces changed.
    on_entry: Vec<(i64, i64)>,
    nvars: usize,
    /// Variables some installed trace reads or writes, and whether each is tracked.
    tracked: Vec<VarId>,
    is_tracked: Vec<bool>,
    /// The tracked variables of the frame a run starts in, filled and restored (`fill`): a run reads
    /// from the environment only its bottom frame's variables (a bridge inside calls takes the
    /// callees' from its parent's exit), so a run costs what that procedure has, not the program.
    filled: Vec<VarId>,
    /// Variables whose held list a run set besides the filled ones (`set_held`), emptied by `restore`.
    held_set: Vec<VarId>,
    /// The tracked variables of each procedure's slots, made as runs need them (`fill`), by the first
    /// slot; emptied when a variable is tracked.
    tracked_in: Vec<(VarId, Vec<VarId>)>,
    /// Values that must stay alive until the exit is restored (see the module comment).
    pub keep: Vec<Value>,
    /// Each variable's list while machine code runs (see the module comment); `Value::Int(0)` when none.
    held: Vec<Value>,
    /// Lists made in compiled code, by home index (`ownership::owners` gives each trace its homes).
    homes: Vec<Value>,
    /// Homes written since the last restore, which empties them; `home_listed` says which are listed.
    homes_written: Vec<u32>,
    home_listed: Vec<bool>,
    /// Whether this run's lists were moved into `held` (a machine code run).
    owned_run: bool,
    /// Counters in use (`add_counters`), in the slots after the kinds.
    counters: usize,
    /// The exits of compiled calls left from inside, outermost last (`stash_exit`).
    stashed: Vec<Stashed>,
    /// Bytes of native stack compiled calls may take (`JitOptions::native_stack`).
    native_stack: usize,
    /// `restore`'s list of the variables it changes, kept between runs so that a run allocates nothing.
    changed: Vec<(VarId, Option<Value>)>,
}

/// The exit a compiled call's callee left through (`call_proc`, `x64/lower.rs`), kept while its
/// callers leave too: its code, the value a failing `guard_value` saw, and the tracked variables'
/// words and kinds as it wrote them. Function-entry traces hold no lists: these are words.
struct Stashed {
    exit: i64,
    value: (i64, i64),
    vars: Vec<(VarId, i64, i64)>,
}

/// Where a list a trace holds is owned, as machine code passes it to the helpers: a home index
/// (`>= 0`), a variable's held list (`-1 - var`), or nowhere the run can move it from (`NOWHERE`: a
/// constant, or a list inside another).
pub const NOWHERE: i64 = i64::MIN;

pub fn held_owner(var: VarId) -> i64 {
    -1 - var as i64
}

impl ExitState {
    pub fn new(nvars: usize, native_stack: usize) -> ExitState {
        let mut slots = vec![0; slot(kind_offset(nvars, nvars as VarId))];
        // This thread's output buffer, which never moves.
        slots[slot(OUTPUT)] = crate::world::output() as i64;
        ExitState {
            slots,
            on_entry: Vec::new(),
            nvars,
            tracked: Vec::new(),
            is_tracked: vec![false; nvars],
            filled: Vec::new(),
            held_set: Vec::new(),
            tracked_in: Vec::new(),
            keep: Vec::new(),
            held: vec![Value::Int(0); nvars],
            homes: Vec::new(),
            homes_written: Vec::new(),
            home_listed: Vec::new(),
            owned_run: false,
            counters: 0,
            stashed: Vec::new(),
            native_stack,
            changed: Vec::new(),
        }
    }

    /// Makes `n` more counters, zero, for a trace the JIT counts the runs of (`JitOptions::count`);
    /// returns the first one's index (`counter_offset`). They live in the slots so that machine code
    /// reaches them from `rbp`, as it does everything else; called between runs only (the slots may
    /// move).
    pub fn add_counters(&mut self, n: usize) -> usize {
        let first = self.counters;
        self.counters += n;
        self.slots.resize(slot(counter_offset(self.nvars, self.counters)), 0);
        first
    }

    /// Counter `k`'s count.
    pub fn counter(&self, k: usize) -> u64 {
        self.slots[slot(counter_offset(self.nvars, k))] as u64
    }

    /// Adds `n` to counter `k` (the trace executor's way of counting).
    pub fn count(&mut self, k: usize, n: u64) {
        let s = &mut self.slots[slot(counter_offset(self.nvars, k))];
        *s = s.wrapping_add(n as i64);
    }

    /// Forgets what it keeps for the traces (a flush threw them all away): their counters, homes and
    /// tracked variables. Between runs only.
    pub fn flush(&mut self) {
        self.counters = 0;
        self.slots.truncate(slot(kind_offset(self.nvars, self.nvars as VarId)));
        self.homes.clear();
        self.home_listed.clear();
        self.homes_written.clear();
        self.tracked.clear();
        self.is_tracked.fill(false);
        self.tracked_in.clear();
        self.filled.clear();
    }

    /// Makes room for `n` homes (the compiled traces' total).
    pub fn ensure_homes(&mut self, n: usize) {
        if self.homes.len() < n {
            self.homes.resize(n, Value::Int(0));
            self.home_listed.resize(n, false);
        }
    }

    /// Moves the list out of `owner` (see `NOWHERE`) when it is there under address `word`; otherwise
    /// `None` (the caller then shares it: a new reference to the live list).
    pub fn take_owned(&mut self, owner: i64, word: i64) -> Option<Value> {
        let place = match owner {
            NOWHERE => return None,
            h if h >= 0 => self.homes.get_mut(h as usize)?,
            v => self.held.get_mut((-1 - v) as usize)?,
        };
        match place {
            Value::List(l) if Rc::as_ptr(l) as i64 == word => Some(std::mem::replace(place, Value::Int(0))),
            _ => None,
        }
    }

    /// Puts a list back where `take_owned` took it from (an operation on it failed).
    pub fn put_back(&mut self, owner: i64, v: Value) {
        match owner {
            NOWHERE => {}
            h if h >= 0 => self.homes[h as usize] = v,
            var => self.set_held((-1 - var) as VarId, v),
        }
    }

    /// Stores `v` in `owner`, a home or a variable's held list (dropping what it held).
    pub fn put(&mut self, owner: i64, v: Value) {
        match owner {
            h if h >= 0 => self.set_home(h as usize, v),
            NOWHERE => unreachable!("machine code stores lists only where they are owned"),
            var => self.set_held((-1 - var) as VarId, v),
        }
    }

    /// Stores `v` in home `h` (dropping what the home held: that instruction's previous value).
    pub fn set_home(&mut self, h: usize, v: Value) {
        // Listed once per run, however often it is written (a loop writes its homes every iteration).
        if !self.home_listed[h] {
            self.home_listed[h] = true;
            self.homes_written.push(h as u32);
        }
        self.homes[h] = v;
    }

    /// The word in variable `var`'s slot.
    pub fn word_of(&self, var: VarId) -> i64 {
        self.slots[slot(word_offset(var))]
    }

    /// The value a failing `guard_value` saw, when it is a list (a new reference).
    ///
    /// # Safety
    /// A list there must be alive: called right after the exit that wrote it, or while `keep` holds it.
    pub unsafe fn listed_value(&self) -> Option<Value> {
        // SAFETY: the caller's contract.
        (self.slots[slot(VALUE_KIND)] == MC_LIST as i64).then(|| unsafe { value_of(MC_LIST, self.slots[slot(VALUE)]) })
    }

    /// Forgets the value a failing `guard_value` saw (machine code is about to run).
    pub fn clear_value(&mut self) {
        self.slots[slot(VALUE_KIND)] = 0;
    }

    /// Stores `v` as variable `var`'s held list.
    pub fn set_held(&mut self, var: VarId, v: Value) {
        self.held[var as usize] = v;
        self.held_set.push(var);
    }

    /// Writes `word` into variable `var`'s word slot (a list of its own replaced by another).
    pub fn set_word(&mut self, var: VarId, word: i64) {
        self.slots[slot(word_offset(var))] = word;
    }

    /// Marks variable `var` as moved out in the slots (its list went into an update).
    pub fn clear_var(&mut self, var: VarId) {
        self.slots[slot(word_offset(var))] = 0;
        self.slots[slot(kind_offset(self.nvars, var))] = 0;
    }

    pub fn nvars(&self) -> usize {
        self.nvars
    }

    /// Tracks the variables trace `t` reads on entry or writes on exit.
    pub fn track(&mut self, t: &Trace) {
        let inputs = t.ops.iter().filter(|i| i.op == super::ir::Opcode::Input).map(|i| i.var());
        let written = t.snapshots.iter().flat_map(|s| s.vars.iter().map(|(v, _)| *v));
        for var in inputs.chain(written).collect::<Vec<_>>() {
            if !self.is_tracked[var as usize] {
                self.is_tracked[var as usize] = true;
                self.tracked.push(var);
                self.tracked_in.clear();
            }
        }
    }

    /// The slots, for machine code (`rbp` points at the first).
    pub fn slots_mut(&mut self) -> &mut [i64] {
        &mut self.slots
    }

    /// Records the exit code machine code returned.
    pub fn set_exit_code(&mut self, code: i64) {
        self.slots[slot(EXIT)] = code;
    }

    /// Sets the `CONTEXT` slot (the address of this exit state, as the helpers take it).
    pub fn set_context(&mut self, address: i64) {
        self.slots[slot(CONTEXT)] = address;
    }

    /// Writes the tracked variables of `env` among `frame` (the slots of the procedure whose frame the
    /// run starts in), and the step budget, before a trace runs. For machine code (`own_lists`), each
    /// list moves from the environment into `held` for the run.
    pub fn fill(&mut self, env: &mut Env, steps: u64, own_lists: bool, frame: std::ops::Range<VarId>) {
        self.slots[slot(STEPS)] = steps.min(i64::MAX as u64) as i64;
        // Compiled calls go as deep as the native stack's budget lets them, and never so deep that
        // the calls active would pass the interpreter's limit (the interpreter reports that). Each
        // compiled call may be two interpreter frames: its own, and a call of its procedure that it
        // inlined (`record.rs`), which the entered trace may make too.
        let active = env.frames.depth().min(crate::interp::frames::MAX_CALL_DEPTH);
        let room = (crate::interp::frames::MAX_CALL_DEPTH - active).saturating_sub(2) / 2;
        self.slots[slot(STACK_LIMIT)] = self.native_stack.min(room.saturating_mul(MIN_CALL_BYTES)) as i64;
        self.stashed.clear();
        self.slots[slot(EXIT)] = -1;
        self.slots[slot(LAST_LINK)] = -1;
        self.slots[slot(UNCOUNTED)] = 0;
        self.slots[slot(SPENT)] = 0;
        self.slots[slot(VALUE_KIND)] = 0;
        self.on_entry.clear();
        self.owned_run = own_lists;
        let k = match self.tracked_in.iter().position(|(start, _)| *start == frame.start) {
            Some(k) => k,
            None => {
                let vars = self.tracked.iter().copied().filter(|v| frame.contains(v)).collect();
                self.tracked_in.push((frame.start, vars));
                self.tracked_in.len() - 1
            }
        };
        self.filled.clone_from(&self.tracked_in[k].1);
        for &var in &self.filled {
            let (kind, word) = env[var as usize].as_ref().map_or((0, 0), Value::machine_word);
            let (w, k) = (slot(word_offset(var)), slot(kind_offset(self.nvars, var)));
            self.slots[w] = word;
            self.slots[k] = kind as i64;
            self.on_entry.push((word, kind as i64));
            if own_lists && kind == MC_LIST {
                self.held[var as usize] = env[var as usize].take().expect("a list was just read there");
            }
        }
    }

    pub fn steps(&self) -> u64 {
        self.slots[slot(STEPS)] as u64
    }

    /// The exit of the last link the run took (`LAST_LINK`), if it took one.
    pub fn last_link(&self) -> Option<(TraceId, SnapId)> {
        let code = self.slots[slot(LAST_LINK)];
        (code != -1).then_some((TraceId((code >> 32) as u32), SnapId(code as u32)))
    }

    /// The trace whose count ran past the probation's budget in this run (`SPENT`), if one did.
    pub fn spent(&self) -> Option<TraceId> {
        let v = self.slots[slot(SPENT)];
        (v > 0).then(|| TraceId((v - 1) as u32))
    }

    /// Whether the run went round a loop that does not count its jumps (`UNCOUNTED`).
    pub fn uncounted(&self) -> bool {
        self.slots[slot(UNCOUNTED)] != 0
    }

    /// Sets the jumps left (`STEPS`): a probation's budget.
    pub fn set_steps(&mut self, steps: u64) {
        self.slots[slot(STEPS)] = steps.min(i64::MAX as u64) as i64;
    }

    /// Notes a link the run took (`LAST_LINK`), as machine code does: the trace executor's way, and
    /// the engine's when a run left through a link to go on in its target (`Engine::execute`).
    pub fn set_last_link(&mut self, trace: TraceId, snap: SnapId) {
        self.slots[slot(LAST_LINK)] = exit_code(trace, snap);
    }

    /// The trace executor's way of leaving: writes `var`'s value (kept alive until the restore).
    pub fn write_var(&mut self, var: VarId, v: &Value) {
        let (kind, word) = v.machine_word();
        self.slots[slot(word_offset(var))] = word;
        self.slots[slot(kind_offset(self.nvars, var))] = kind as i64;
        if matches!(v, Value::List(_)) {
            self.keep.push(v.clone());
        }
    }

    /// Records the exit taken (and, for a failing `guard_value`, the value it saw).
    pub fn set_exit(&mut self, trace: TraceId, snap: SnapId, value: Option<&Value>) {
        self.slots[slot(EXIT)] = exit_code(trace, snap);
        if let Some(v) = value {
            let (kind, word) = v.machine_word();
            self.slots[slot(VALUE)] = word;
            self.slots[slot(VALUE_KIND)] = kind as i64;
            self.keep.push(v.clone());
        }
    }

    /// Called by machine code when a compiled call's callee left through exit `code`: keeps that exit
    /// (`Stashed`) and puts the tracked variables' slots back as they were filled, so the caller's exit,
    /// which writes only what it changed, leaves them as if no call had run.
    pub fn stash_exit(&mut self, code: i64) {
        let vars = self
            .tracked
            .iter()
            .map(|&var| (var, self.slots[slot(word_offset(var))], self.slots[slot(kind_offset(self.nvars, var))]))
            .collect();
        let value = (self.slots[slot(VALUE)], self.slots[slot(VALUE_KIND)]);
        self.stashed.push(Stashed { exit: code, value, vars });
        for (n, &var) in self.filled.iter().enumerate() {
            let (word, kind) = self.on_entry[n];
            self.slots[slot(word_offset(var))] = word;
            self.slots[slot(kind_offset(self.nvars, var))] = kind;
        }
        self.slots[slot(VALUE_KIND)] = 0;
    }

    /// After `restore` of an exit at a compiled call (`above`, a `call_proc`'s snapshot), the callee's
    /// exit, when it left from inside (`stash_exit`): the call is made as the interpreter makes it,
    /// then the callee's exit writes its variables in the new frame. `None` when no exit is left.
    pub fn restore_stashed<'t>(
        &mut self,
        above: &Left,
        trace_of: impl Fn(TraceId) -> &'t Trace,
        program: &Program,
        code: &Code,
        env: &mut Env,
    ) -> Option<Left> {
        let st = self.stashed.pop()?;
        // A callee's exit is stashed only under a call_proc's snapshot, which is at the call.
        let call_at = trace_of(above.trace).snapshot(above.snap).resume;
        env.call_at(program, call_at.block)
            .expect("the calls machine code makes stay within the interpreter's limit (`fill`)");
        let exit = st.exit as u64;
        let (trace, snap) = (TraceId((exit >> 32) as u32), SnapId(exit as u32));
        let s = trace_of(trace).snapshot(snap);
        let word = |var: VarId| st.vars.iter().find(|&&(v, _, _)| v == var).map(|&(_, w, k)| (w, k));
        let saved = |var: VarId| {
            let sv = super::snapshot::saved_var(program, var);
            s.vars.iter().any(|&(v, _)| v == sv).then(|| word(sv)).flatten().and_then(|(w, k)| {
                assert_ne!(k, MC_LIST as i64, "function-entry traces hold no lists");
                // SAFETY: an integer or a symbol, as below.
                (k != 0).then(|| unsafe { value_of(k as u8, w) })
            })
        };
        super::snapshot::make_frames(program, env, &s.frames, saved);
        // What the exit wrote: every variable with a value there (a function-entry trace's snapshots
        // take none as unchanged, `record.rs`). Leaving at its start, a bridge wrote nothing: its
        // inputs, and the constants its parent's exit wrote for it, are in the slots as that exit
        // left them.
        let t = trace_of(trace);
        let at_start = s.resume == t.start && s.jumps == 0;
        let inputs = t.ops.iter().take_while(|i| i.op == super::ir::Opcode::Input).map(|i| i.var());
        let known = t.on_entry.known.iter().map(|(var, _)| *var);
        let entry = inputs.chain(known).filter(|_| at_start);
        // (Saved variables went into the frames just made.)
        let mut written: Vec<VarId> = s.vars.iter().map(|(var, _)| *var).chain(entry).collect();
        written.retain(|&var| super::snapshot::saved_of(program, var).is_none());
        written.sort_unstable();
        written.dedup();
        // An input's kind is its type's: a compiled call does not write its arguments' kinds where
        // the callee trusts them (`call_proc`), and an exit at the start wrote none.
        let input_kind = |var: VarId| {
            let input = t.ops.iter().take_while(|i| i.op == super::ir::Opcode::Input).find(|i| i.var() == var)?;
            Some(match input.ty {
                super::ir::Ty::Sym => crate::value::MC_SYM,
                _ => MC_INT,
            } as i64)
        };
        for var in written {
            let (w, mut k) = word(var).expect("an exit writes tracked variables");
            if at_start && !s.vars.iter().any(|&(v, _)| v == var) {
                k = input_kind(var).unwrap_or(k);
            }
            // SAFETY: function-entry traces hold no lists (`x64/emit.rs`): the word is an integer or a
            // symbol, which `value_of` reads without dereferencing anything.
            assert_ne!(k, MC_LIST as i64, "function-entry traces hold no lists");
            env[var as usize] = (k != 0).then(|| unsafe { value_of(k as u8, w) });
        }
        let value = match st.value {
            (_, 0) => None,
            (w, k) => {
                assert_ne!(k, MC_LIST as i64, "function-entry traces hold no lists");
                // SAFETY: as above, a word.
                Some(unsafe { value_of(k as u8, w) })
            }
        };
        Some(Left { trace, snap, kind: s.kind, pc: code.pc_of(s.resume.block, s.resume.op as usize), value })
    }

    /// Rebuilds the environment from the exit state after a run of traces (`trace_of` gives each trace
    /// by id), and says where the interpreter goes on.
    pub fn restore<'t>(
        &mut self,
        trace_of: impl Fn(TraceId) -> &'t Trace,
        program: &Program,
        code: &Code,
        env: &mut Env,
    ) -> Left {
        let exit = self.slots[slot(EXIT)] as u64;
        let (trace, snap) = (TraceId((exit >> 32) as u32), SnapId(exit as u32));
        let s = trace_of(trace).snapshot(snap);
        // The calls the trace made and has not returned from become frames. Each saves the callee's
        // variables as they were when the trace was entered (the trace never touched them), except a
        // recursive call's, the caller's values the exit wrote as saved variables
        // (`snapshot::SnapFrame`); its variables then hold exactly what the snapshot writes (the rest
        // are unassigned in the call).
        // (The trace executor writes the environment, and makes the frames, itself: `exec::run`.)
        let frames: &[super::snapshot::SnapFrame] = if self.owned_run { &s.frames } else { &[] };
        let in_frame = |var: VarId| frames.iter().any(|f| program.proc(f.proc).vars.contains(&var));
        for f in frames {
            let vars = program.proc(f.proc).vars.clone();
            let mut saved: Vec<Option<Value>> = vars
                .clone()
                .map(|var| match std::mem::replace(&mut self.held[var as usize], Value::Int(0)) {
                    // A list moved out of the environment for the run (`fill`).
                    held @ Value::List(_) if self.owned_run => Some(held),
                    _ => env[var as usize].take(),
                })
                .collect();
            if f.recursive {
                // The caller's values the exit wrote as saved variables (`snapshot::saved_var`): a
                // function-entry trace's, so integers or symbols.
                for (k, var) in vars.enumerate() {
                    let sv = super::snapshot::saved_var(program, var);
                    if s.vars.iter().any(|&(v, _)| v == sv) {
                        let (w, kind) =
                            (self.slots[slot(word_offset(sv))], self.slots[slot(kind_offset(self.nvars, sv))]);
                        assert_ne!(kind, MC_LIST as i64, "function-entry traces hold no lists");
                        // SAFETY: the exit wrote the slot, and it holds an integer or a symbol, which
                        // `value_of` reads without dereferencing anything.
                        saved[k] = (kind != 0).then(|| unsafe { value_of(kind as u8, w) });
                    }
                }
            }
            env.frames.push_saved(program, f.proc, f.dst, f.next, saved);
        }
        // All values first, then the writes: a write drops the variable's old value, which may be the
        // last owner of a list that another changed variable points into.
        let mut changed = std::mem::take(&mut self.changed);
        // Leaving at its start, a bridge that starts inside calls writes nothing: its inputs, and the
        // constants its parent's exit wrote for it (`OnEntry::known`), are in the slots as that exit
        // left them.
        let t = trace_of(trace);
        let at_start = s.resume == t.start && s.jumps == 0;
        let known = t.on_entry.known.iter().map(|(var, _)| *var).filter(|_| at_start);
        for var in s.vars.iter().map(|(var, _)| *var).chain(known).filter(|&v| in_frame(v)) {
            let (w, k) = (self.slots[slot(word_offset(var))], self.slots[slot(kind_offset(self.nvars, var))]);
            // SAFETY: the exit wrote the slot, and a list address there names a list kept alive as the
            // module comment says (or saved in a frame just above); owners are emptied below.
            changed.push((var, (k != 0).then(|| unsafe { value_of(k as u8, w) })));
        }
        // The procedure of the frame under the snapshot's calls. A run that went on into a bridge starting
        // inside its parent's calls, and returned from them without leaving, wrote the variables of calls
        // that are no frame any more; the environment's values of that procedure's variables are an
        // outer call's, and stay as they were filled.
        let bottom = match s.frames.first() {
            Some(f) => program.block(f.next).proc,
            None => program.block(s.resume.block).proc,
        };
        let live = |var: VarId| program.vars_of(bottom).contains(&var) || in_frame(var);
        for n in 0..self.filled.len() {
            let (var, (word, kind)) = (self.filled[n], self.on_entry[n]);
            if !frames.is_empty() && in_frame(var) {
                continue;
            }
            if !live(var) {
                if self.owned_run && matches!(self.held[var as usize], Value::List(_)) {
                    changed.push((var, Some(std::mem::replace(&mut self.held[var as usize], Value::Int(0)))));
                }
                continue;
            }
            let (w, k) = (self.slots[slot(word_offset(var))], self.slots[slot(kind_offset(self.nvars, var))]);
            if k == MC_LIST as i64
                && let Some(v) = self.take_owned(held_owner(var), w)
            {
                // Its own list, held for the run (changed or not): moved back.
                changed.push((var, Some(v)));
            } else if (w, k) != (word, kind) || (self.owned_run && kind == MC_LIST as i64) {
                // A list held for the run that is no longer there was moved out (kind 0) or replaced.
                // SAFETY: the slot was written by a trace (or left as filled), and a list address in a
                // slot names a list kept alive as the module comment says; the owners are emptied below.
                changed.push((var, (k != 0).then(|| unsafe { value_of(k as u8, w) })));
            }
        }
        let value = match self.slots[slot(VALUE_KIND)] as u8 {
            0 => None,
            // SAFETY: as above: the exit wrote the value guard_value saw, and it is alive.
            kind => Some(unsafe { value_of(kind, self.slots[slot(VALUE)]) }),
        };
        for (var, v) in changed.drain(..) {
            env[var as usize] = v;
        }
        self.changed = changed;
        self.keep.clear();
        for h in self.homes_written.drain(..) {
            self.homes[h as usize] = Value::Int(0);
            self.home_listed[h as usize] = false;
        }
        for &var in self.filled.iter().chain(&self.held_set) {
            self.held[var as usize] = Value::Int(0);
        }
        self.held_set.clear();
        let mut pc = code.pc_of(s.resume.block, s.resume.op as usize);
        if s.kind == ExitKind::Return
            && let Some(v) = &value
            && let Some(next) = env.frames.ret(&mut env.slots, v.clone())
        {
            // The value the trace returned, from the frame it started in, which the interpreter's
            // `return` would pop.
            pc = code.block_start[next as usize];
        }
        Left { trace, snap, kind: s.kind, pc, value }
    }
}

/// The value of a (kind, word) pair that a trace holds.
///
/// # Safety
/// When `kind` is `MC_LIST`, `word` must be the address (`Rc::as_ptr`) of a `List` that some `Rc` keeps
/// alive for the duration of the call.
pub(crate) unsafe fn value_of(kind: u8, word: i64) -> Value {
    match kind {
        MC_INT => Value::Int(word),
        MC_SYM => Value::Sym(Symbol(word as u32)),
        MC_LIST => {
            let ptr = word as *const List;
            // SAFETY: the caller guarantees `ptr` came from `Rc::as_ptr` on a live `Rc<List>`. Taking a
            // new strong reference to a live `Rc` allocation is exactly what `increment_strong_count`
            // followed by `from_raw` does.
            unsafe {
                Rc::increment_strong_count(ptr);
                Value::List(Rc::from_raw(ptr))
            }
        }
        _ => unreachable!("traces only write integers, symbols and lists"),
    }
}
