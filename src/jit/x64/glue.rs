//! Entering machine code, and the helpers machine code calls: the only unsafe code besides the emitted
//! code itself (and the exit state's conversion of list addresses back into values, `exit.rs`).
//!
//! Machine code runs on the exit state's slots (`rbp`); it leaves by returning an exit code, which is
//! written into the state for `ExitState::restore`. An operation the emitter has no code of its own for
//! is a call to `call_op`, which evaluates it through the operation table on the operands' words.

use super::Backend;
use crate::jit::exit::{ExitState, value_of};
use crate::jit::ir::TraceId;
use crate::ops::Opcode;
use crate::value::Value;

/// Runs trace `id` (and whatever it jumps to) in machine code, leaving through `state`.
pub fn run(backend: &Backend, id: TraceId, state: &mut ExitState) {
    let target = backend.entry_addr(id).expect("only compiled traces are run natively") as *const u8;
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
    // code was compiled for: `ExitState::new(backend.nvars)`), its own spill frame, and lists through
    // addresses that `exit.rs` shows are live, with every load bounds-checked; it calls only `call_op`.
    // Code memory is one fixed mapping that lives as long as `backend`, borrowed here; nothing is
    // compiled or patched while the code runs (both need `&mut Backend`), so it does not change under it.
    let code = unsafe {
        let enter: extern "sysv64" fn(*mut i64, *const u8) -> i64 = std::mem::transmute(enter_ptr);
        enter(slots, target)
    };
    state.set_exit_code(code);
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
