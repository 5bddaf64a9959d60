//! Entering and leaving machine code: the shadow environment and the call into the entry routine.
//!
//! Entering, every interpreter variable is written into the shadow as a (word, kind) pair; the trace's
//! entry checks the kinds it needs. Leaving, every variable whose pair changed is turned back into a value.
//! Lists cross as the addresses of their `List` objects (`Rc::as_ptr`): every list a trace can touch is
//! kept alive by the environment, the trace's constants or an enclosing list, none of which changes while
//! machine code runs, so an address found in the shadow on exit still names a live `Rc<List>`.

use super::{Backend, SHADOW_STEPS, SHADOW_VALUE, kind_offset, word_offset};
use crate::interp::Env;
use crate::jit::hot::TraceId;
use crate::value::{List, MC_INT, MC_LIST, MC_SYM, Symbol, Value};
use std::rc::Rc;

/// The shadow environment of one native run.
pub struct Shadow {
    slots: Vec<i64>,
    /// The slots as written on entry, to find what the traces changed.
    on_entry: Vec<i64>,
    nvars: usize,
}

fn slot(offset: i32) -> usize {
    offset as usize / 8
}

impl Shadow {
    pub fn new(nvars: usize) -> Shadow {
        let n = slot(kind_offset(nvars, nvars as u32));
        Shadow { slots: vec![0; n], on_entry: vec![0; n], nvars }
    }

    /// Writes the environment and the step budget.
    pub fn fill(&mut self, env: &Env, steps: u64) {
        self.slots[slot(SHADOW_STEPS)] = steps.min(i64::MAX as u64) as i64;
        for (var, value) in env.iter().take(self.nvars).enumerate() {
            let (kind, word) = value.as_ref().map_or((0, 0), Value::machine_word);
            self.slots[slot(word_offset(var as u32))] = word;
            self.slots[slot(kind_offset(self.nvars, var as u32))] = kind as i64;
        }
        self.on_entry.copy_from_slice(&self.slots);
    }

    pub fn steps(&self) -> u64 {
        self.slots[slot(SHADOW_STEPS)] as u64
    }

    /// The value a failing `guard_value` saw, read as a value of kind `kind`.
    pub fn guard_value(&self, kind: u8) -> Value {
        value_of(kind, self.slots[slot(SHADOW_VALUE)])
    }

    /// Writes back every variable the traces changed.
    pub fn write_back(&self, env: &mut Env) {
        // All values first, then the writes: a write drops the variable's old value, which may be the
        // last owner of a list that another changed variable points into.
        let mut changed = Vec::new();
        for var in 0..self.nvars {
            let (w, k) = (slot(word_offset(var as u32)), slot(kind_offset(self.nvars, var as u32)));
            if self.slots[w] != self.on_entry[w] || self.slots[k] != self.on_entry[k] {
                changed.push((var, value_of(self.slots[k] as u8, self.slots[w])));
            }
        }
        for (var, v) in changed {
            env[var] = Some(v);
        }
    }
}

fn value_of(kind: u8, word: i64) -> Value {
    match kind {
        MC_INT => Value::Int(word),
        MC_SYM => Value::Sym(Symbol(word as u32)),
        MC_LIST => {
            let ptr = word as *const List;
            // SAFETY: machine code only ever holds list addresses that came from `Rc::as_ptr` on a live
            // `Rc<List>` (an input from the environment, a trace constant, or an element of such a list),
            // and none of those owners has been dropped (see the module comment). Taking a new strong
            // reference to a live `Rc` allocation is exactly what increment + from_raw do.
            unsafe {
                Rc::increment_strong_count(ptr);
                Value::List(Rc::from_raw(ptr))
            }
        }
        _ => unreachable!("traces only write integers, symbols and lists"),
    }
}

/// Runs trace `id` (and whatever it jumps to) in machine code; returns the exit code.
pub fn run(backend: &Backend, id: TraceId, shadow: &mut Shadow) -> u64 {
    let entry = backend.entry_offset(id).expect("only compiled traces are run natively");
    let reader = backend.asm.reader();
    let buffer = reader.lock();
    let enter_ptr = buffer.ptr(backend.enter_offset());
    let target = buffer.ptr(entry);
    // SAFETY: `enter_ptr` is the entry routine emitted by `Backend::new` into this committed, executable
    // buffer: it follows the System V ABI (saves every callee-saved register it uses, keeps the stack
    // 16-byte aligned, returns the exit code in rax). It jumps to `target`, the entry of a trace
    // compiled into the same buffer, which reads and writes only the shadow slots (whose count the code
    // was compiled for: `Shadow::new(backend.nvars)`), its own spill frame, and lists through addresses
    // the module comment shows are live, with every load bounds-checked. The buffer is locked for
    // reading while the code runs, so nothing can remap or move it.
    unsafe {
        let enter: extern "sysv64" fn(*mut i64, *const u8) -> u64 = std::mem::transmute(enter_ptr);
        enter(shadow.slots.as_mut_ptr(), target)
    }
}
