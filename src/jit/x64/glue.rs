//! Entering machine code, and the helpers machine code calls: the only unsafe code besides the emitted
//! code itself (and the exit state's conversion of list addresses back into values, `exit.rs`).
//!
//! Machine code runs on the exit state's slots (`rbp`); it leaves by returning an exit code, which is
//! written into the state for `ExitState::restore`. An operation the emitter has no code of its own for
//! is a call to `call_op`, which evaluates it through the operation table on the operands' words.

use super::Backend;
use crate::jit::exit::{ExitState, NOWHERE, value_of};
use crate::jit::ir::TraceId;
use crate::lang::VarId;
use crate::ops::Opcode;
use crate::value::{List, MC_LIST, Value};
use std::rc::Rc;

/// Runs trace `id` (and whatever it jumps to) in machine code, leaving through `state`.
pub fn run(backend: &Backend, id: TraceId, state: &mut ExitState) {
    let (target, callee) = backend.run_target(id).expect("only compiled traces are run natively");
    let (target, callee) = (target as *const u8, callee as *const u8);
    assert!(backend.code.is_sealed(), "machine code runs only once its pages are executable");
    let enter_ptr = backend.code.addr(backend.enter_offset().0) as *const u8;
    let state_ptr: *mut ExitState = state;
    // SAFETY: `state_ptr` comes from a live `&mut ExitState` that nothing else uses until `enter`
    // returns; machine code passes it back only to `call_op`, which uses it only to keep values alive.
    let slots = unsafe {
        (*state_ptr).set_context(state_ptr as i64);
        (*state_ptr).slots_mut().as_mut_ptr()
    };
    // SAFETY: `enter_ptr` is the entry routine `Backend::new` wrote into code memory, executable since:
    // it follows the System V ABI (saves every callee-saved register it uses, keeps the stack
    // 16-byte aligned, returns the exit code in rax). It jumps to `target`, the entry of a trace
    // compiled into the same code memory, which reads and writes only the exit state's slots (whose count the
    // code was compiled for: `ExitState::new(backend.nvars)`, and the counters of the traces compiled to
    // count their runs, made by `ExitState::add_counters` before they were compiled), its own spill frame, lists through
    // addresses that `exit.rs` shows are live (every access bounds-checked; updated in place only when
    // unshared: proved, or their `Rc` counts read as 1), and this thread's output buffer through the
    // `OUTPUT` slot (`world::output`: boxed, never moved, not borrowed while the code runs; a byte is
    // stored only below its room); it calls only the helpers of this file. A function-entry trace is
    // run through `family_enter` (`callee` is its entry, in rdx), which calls it with a frame of its own
    // as `call_proc` does; compiled calls go no deeper than `JitOptions::native_stack` below this
    // frame (the entry routine writes the limit, and every call checks it), which the thread has.
    // Code memory is one fixed mapping that lives as long as `backend`, borrowed here, and sealed (every
    // page executable, none writable: asserted above); nothing is
    // compiled or patched while the code runs (both need `&mut Backend`), so it does not change under it.
    state.ensure_homes(backend.homes_used);
    // A value a `guard_value` exit wrote is for the engine, which that exit always returns to; code
    // entered now starts without one, so no later exit reports it (or keeps it alive) again.
    state.clear_value();
    let code = unsafe {
        let enter: extern "sysv64" fn(*mut i64, *const u8, *const u8) -> i64 = std::mem::transmute(enter_ptr);
        enter(slots, target, callee)
    };
    state.set_exit_code(code);
}

/// The offsets, from a list's address (`Rc::as_ptr`), of its `Rc`'s strong and weak counts: the two
/// words before the value, where std's `RcInner` keeps them (`#[repr(C)]` as strong, weak, value, so
/// that `into_raw` and `from_raw` can work on the value's address). A list is unshared, and machine
/// code may update it in place, when both are 1 (`Rc::get_mut`'s rule). Checked here on live counts
/// rather than assumed: `None` if they are not there, and machine code then leaves every update it
/// cannot prove unshared to the helper.
pub fn rc_count_offsets() -> Option<(i32, i32)> {
    let list = Rc::new(List::from_items(Vec::new()));
    let at = Rc::as_ptr(&list) as *const usize;
    // SAFETY: std lays `RcInner<T>` out `#[repr(C)]` as strong, weak, value (it relies on that for
    // `into_raw`/`from_raw`), so the two words before the value are the counts, inside the allocation
    // `list` keeps alive. They are only read, and compared with the counts `Rc` reports before anything
    // relies on them.
    let counts = || unsafe { (at.sub(2).read(), at.sub(1).read()) };
    let one = counts();
    let other = list.clone();
    let two = counts();
    let weak = Rc::downgrade(&list);
    let with_weak = counts();
    drop((other, weak));
    let expected = [(1, 1), (2, 1), (2, 2)];
    ([one, two, with_weak] == expected && counts() == (1, 1)).then_some((-16, -8))
}

/// One operand of `call_op`: its word and its kind code.
#[repr(C)]
pub struct Operand {
    pub word: i64,
    pub kind: i64,
}

/// The result of `call_op`, returned in rax (the word) and rdx (1 when it holds, 0 when the operation
/// failed or its result is not of the kind the trace expects: the guard leaves).
#[repr(C)]
pub struct OpResult {
    pub word: i64,
    pub ok: i64,
}

/// Evaluates operation `op` through the operation table for machine code. A list the result is (a new
/// one, or an element) is kept alive by the exit state until the exit is restored.
///
/// # Safety
/// Called only by emitted code: `state` is the exit state `run` passed in (its `CONTEXT` slot), `args`
/// points to `op.arity()` operands, and every list operand is the address of a live list (`exit.rs`).
pub(super) unsafe extern "sysv64" fn call_op(
    state: *mut ExitState,
    op: u32,
    args: *const Operand,
    kind: i64,
) -> OpResult {
    let op = Opcode::ALL[op as usize];
    // SAFETY: the emitted call passes `op.arity()` operands in a frame it made for them.
    let operands = unsafe { std::slice::from_raw_parts(args, op.arity()) };
    // SAFETY: list operands name live lists (the caller's contract).
    let values: Vec<Value> = operands.iter().map(|o| unsafe { value_of(o.kind as u8, o.word) }).collect();
    let refs: Vec<&Value> = values.iter().collect();
    let failed = OpResult { word: 0, ok: 0 };
    let Ok(v) = op.eval(&refs) else { return failed };
    let (k, word) = v.machine_word();
    if k as i64 != kind {
        return failed;
    }
    if matches!(v, Value::List(_)) {
        // SAFETY: `state` is the exit state `run` passed in (the `CONTEXT` slot), alive and not otherwise
        // borrowed while machine code runs.
        unsafe { (*state).keep.push(v) };
    }
    OpResult { word, ok: 1 }
}

/// A compiled call's callee left its machine code through exit `code` (`call_proc`): its exit is kept
/// for the engine, and the slots given back to the caller, which leaves too
/// (`ExitState::stash_exit`).
///
/// # Safety
/// Called only by emitted code: `state` is the exit state `run` passed in (its `CONTEXT` slot).
pub(super) unsafe extern "sysv64" fn stash_exit(state: *mut ExitState, code: i64) {
    // SAFETY: `state` is the exit state `run` passed in, alive and not otherwise borrowed while machine
    // code runs.
    unsafe { (*state).stash_exit(code) };
}

/// The values of `operands` (new references to their lists).
///
/// # Safety
/// Every list operand is the address of a live list (`exit.rs`).
unsafe fn values_of(operands: &[Operand]) -> [Value; 3] {
    // SAFETY: the caller's contract.
    std::array::from_fn(|k| operands.get(k).map_or(Value::Int(0), |o| unsafe { value_of(o.kind as u8, o.word) }))
}

/// Evaluates operation `op`, whose result is a list, for machine code, and stores the result in `dest`
/// (`exit.rs`: a home, or a variable's held list), which owns it from then on. When `owner` is not
/// `NOWHERE`, operand 0's list is moved out of it (a home, or a variable's held list) and updated in
/// place if nothing else holds it; a variable it is moved out of, for good, is cleared in the slots
/// (the recorder made the operation owned only where that variable is dead or overwritten by it). On
/// failure everything is as it was, and the guard leaves.
///
/// # Safety
/// As `call_op`: `state` is the exit state `run` passed in, `args` points to `op.arity()` operands,
/// every list operand names a live list; `home` is below the homes `run` made room for.
pub(super) unsafe extern "sysv64" fn list_op(
    state: *mut ExitState,
    op: u32,
    args: *const Operand,
    dest: i64,
    owner: i64,
) -> OpResult {
    let op = Opcode::ALL[op as usize];
    // SAFETY: the emitted call passes `op.arity()` operands in a frame it made for them.
    let operands = unsafe { std::slice::from_raw_parts(args, op.arity()) };
    // SAFETY: `state` is alive and not otherwise borrowed while machine code runs (`run`).
    let state = unsafe { &mut *state };
    let failed = OpResult { word: 0, ok: 0 };
    let taken = match operands.first() {
        Some(first) if first.kind == MC_LIST as i64 => state.take_owned(owner, first.word),
        _ => None,
    };
    let result = match taken {
        Some(mut first) => {
            // SAFETY: list operands name live lists (the caller's contract).
            let rest = unsafe { values_of(&operands[1..]) };
            let refs: [&Value; 2] = [&rest[0], &rest[1]];
            match op.eval_into(&mut first, &refs[..operands.len() - 1]) {
                Ok(()) => {
                    let var = (-1 - owner) as VarId;
                    if owner < 0 && owner != dest {
                        state.clear_var(var);
                    } else if owner < 0 && first.machine_word().1 != operands[0].word {
                        // The variable keeps the result, a copy (its list was shared): its slot names
                        // the copy, not the list the update let go of, which may be freed before the
                        // exit (an exit where the variable is dead does not write it).
                        state.set_word(var, first.machine_word().1);
                    }
                    first
                }
                Err(_) => {
                    state.put_back(owner, first);
                    return failed;
                }
            }
        }
        None => {
            // SAFETY: as above.
            let values = unsafe { values_of(operands) };
            let refs: [&Value; 3] = [&values[0], &values[1], &values[2]];
            match op.eval(&refs[..operands.len()]) {
                Ok(v) => v,
                Err(_) => return failed,
            }
        }
    };
    let (kind, word) = result.machine_word();
    if kind != MC_LIST {
        return failed;
    }
    state.put(dest, result);
    OpResult { word, ok: 1 }
}

/// Gives `dest` (a home, or a variable's held list) the list at address `args[0].word` (a phi taking
/// its value): moved out of `owner` when `take` (as `list_op` moves), else shared.
///
/// # Safety
/// As `list_op`, with one operand.
pub(super) unsafe extern "sysv64" fn move_list(
    state: *mut ExitState,
    _op: u32,
    args: *const Operand,
    dest: i64,
    owner: i64,
    take: i64,
) -> OpResult {
    // SAFETY: the emitted call passes one operand.
    let word = unsafe { (*args).word };
    // SAFETY: `state` is alive and not otherwise borrowed while machine code runs (`run`).
    let state = unsafe { &mut *state };
    let moved = if take != 0 { state.take_owned(owner, word) } else { None };
    if moved.is_some() && owner < 0 && owner != NOWHERE && owner != dest {
        state.clear_var((-1 - owner) as VarId);
    }
    // SAFETY: the operand names a live list (the caller's contract).
    let v = moved.unwrap_or_else(|| unsafe { value_of(MC_LIST, word) });
    state.put(dest, v);
    OpResult { word, ok: 1 }
}

/// One list of an exit's snapshot: variable `var` gets the list its slot now names, moved out of
/// `owner` when `take` (the exit is the last use of a home), else shared. When `in_call` the variable
/// is one of a procedure the trace called and has not returned from (a frame of the snapshot): its
/// held list is then the value an outer call of that procedure had, which `ExitState::restore` saves
/// in the frame, so the list is kept alive in `keep` instead, until the exit is restored.
#[repr(C)]
pub struct Transfer {
    pub var: i64,
    pub owner: i64,
    pub take: i64,
    pub in_call: i64,
}

/// Makes the held lists of the variables an exit writes (`transfers`, `n` of them) the lists its
/// snapshot gives them, so the code entered next (a bridge, a linked trace, the interpreter) finds
/// each variable's list owned by the variable. Keeps the value a failing `guard_value` saw alive.
///
/// # Safety
/// Called only by emitted exit code after it wrote the snapshot: `state` as in `list_op`, `transfers`
/// points to `n` transfers whose variables' slots name live lists.
pub(super) unsafe extern "sysv64" fn exit_lists(state: *mut ExitState, transfers: *const Transfer, n: i64) {
    // SAFETY: the emitted call passes its own table (kept by the compiled trace) and its length.
    let transfers = unsafe { std::slice::from_raw_parts(transfers, n as usize) };
    // SAFETY: `state` is alive and not otherwise borrowed while machine code runs (`run`).
    let state = unsafe { &mut *state };
    // SAFETY: a guard_value exit on a list calls this right after writing the value, and every later
    // exit finds it in `keep`.
    if let Some(v) = unsafe { state.listed_value() } {
        state.keep.push(v);
    }
    // All values first: a variable's held list may be another's source.
    let values: Vec<(VarId, Value, bool)> = transfers
        .iter()
        .map(|t| {
            let var = t.var as VarId;
            let word = state.word_of(var);
            let moved = if t.take != 0 { state.take_owned(t.owner, word) } else { None };
            // SAFETY: the slot was just written with a list the trace holds, which is alive.
            (var, moved.unwrap_or_else(|| unsafe { value_of(MC_LIST, word) }), t.in_call != 0)
        })
        .collect();
    for (var, v, in_call) in values {
        if in_call {
            state.keep.push(v);
        } else {
            state.set_held(var, v);
        }
    }
}

/// One update of a sunk list as an exit builds it (`exits.rs`, `materialize`): `set_nb` at `index`, or
/// `append` when `index` is -1, of the value (`word`, `kind` code).
#[repr(C)]
pub struct Update {
    pub index: i64,
    pub word: i64,
    pub kind: i64,
}

/// Builds a sunk list (`opt/sink.rs`) for an exit: a copy of the constant list at `base` with the `n`
/// updates at `updates` applied, a fresh list that home `home` owns from then on (`exit.rs`: the exit
/// then hands it to its variables like any list the trace made). Returns its address.
///
/// # Safety
/// Called only by emitted exit code: `state` as in `list_op`; `base` is the address of a constant list
/// of the trace (alive as long as the trace is); `updates` points to `n` updates whose list values name
/// live lists (lists the trace holds, or sunk lists this exit built before, which their homes hold), at
/// indices the optimizer proved in range; `home` is below the homes `run` made room for.
pub(super) unsafe extern "sysv64" fn materialize(
    state: *mut ExitState,
    base: i64,
    updates: *const Update,
    n: i64,
    home: i64,
) -> i64 {
    // SAFETY: the emitted call passes `n` updates in a frame it made for them.
    let updates = unsafe { std::slice::from_raw_parts(updates, n as usize) };
    // SAFETY: `state` is alive and not otherwise borrowed while machine code runs (`run`).
    let state = unsafe { &mut *state };
    // SAFETY: `base` is a constant of the running trace, which keeps it alive (the caller's contract).
    let mut list = unsafe { value_of(MC_LIST, base) };
    for u in updates {
        // SAFETY: a list value names a live list (the caller's contract: one the trace holds, or one
        // this exit built before, owned by its home).
        let v = unsafe { value_of(u.kind as u8, u.word) };
        let done = match u.index {
            -1 => Opcode::Append.eval_into(&mut list, &[&v]),
            k => Opcode::SetNb.eval_into(&mut list, &[&Value::Int(k), &v]),
        };
        // The verifier proves every index in range; were one not, the list would stay as it is.
        debug_assert!(done.is_ok(), "a sunk list's update failed");
    }
    let (_, word) = list.machine_word();
    state.put(home, list);
    word
}

#[cfg(test)]
mod tests {
    /// Machine code updates lists in place only where it can tell they are unshared: if a toolchain
    /// moved `Rc`'s counts, this says so (the code would still be right, only slower).
    #[test]
    fn rc_counts_are_where_inline_code_reads_them() {
        assert_eq!(super::rc_count_offsets(), Some((-16, -8)));
    }
}
