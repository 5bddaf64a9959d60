//! The guest program's positions, as the interpreter names them. An anchor of a meta-traced
//! interpreter is a label and its green values, the interpreted program's position in the
//! interpreter's own terms: a syntax tree node, a bytecode list and an index. Only the interpreter
//! knows how to name that position for its user, so, as PyPy's interpreters give their JIT driver a
//! `get_printable_location`, an FGL program may define
//!
//! ```text
//! def printable_location(label, greens):
//! ```
//!
//! which the engine calls with the label's name (a symbol) and the list of its green values, and
//! which returns a string (a list of bytes; empty for no name) that the logs, `--stats json` and
//! `--report` then show beside the anchor. It is run by the plain interpreter on an environment of
//! its own, in at most `MAX_STEPS` steps, and it is not used at all when it can reach an operation
//! with an effect (output, input) or a `stop`: naming an anchor must not change what the program
//! does. Nor is it called when nothing shows the names (no `--log`, `--stats` or `--report`), so
//! that a plain run never pays for it. A call that fails, runs too long or returns anything but
//! bytes names nothing.

use crate::interp::{CallExit, Code};
use crate::jit::anchor::AnchorKey;
use crate::lang::{ProcId, Program, Terminator};
use crate::value::{List, Symbol, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// The procedure's name.
pub const PROCEDURE: &str = "printable_location";
/// Steps a call may take.
const MAX_STEPS: u64 = 100_000;
/// Bytes of a name kept (the rest is cut, with `...`).
const MAX_BYTES: usize = 120;
/// Names remembered, one per anchor; past that each is computed again when asked for. An entry is
/// a few hundred bytes at most, so the cache stays under a few megabytes.
const MAX_CACHED: usize = 4096;

/// The program's `printable_location`, if it has a usable one, and the names it gave.
pub struct Locations {
    proc: Option<ProcId>,
    cache: RefCell<rustc_hash::FxHashMap<AnchorKey, Option<Rc<str>>>>,
}

impl Locations {
    /// `shown`: the run's logs, statistics or report show the names (else none is asked for).
    pub fn new(program: &Program, shown: bool) -> Locations {
        let proc =
            program.proc_id(PROCEDURE).filter(|&p| shown && program.proc(p).params == 2 && !has_effects(program, p));
        Locations { proc, cache: RefCell::default() }
    }

    /// What the program calls the position of anchor `key`.
    pub fn name(&self, program: &Program, code: &Code, key: &AnchorKey) -> Option<Rc<str>> {
        let proc = self.proc?;
        if let Some(name) = self.cache.borrow().get(key) {
            return name.clone();
        }
        let name = call(program, code, proc, key).map(Rc::from);
        let mut cache = self.cache.borrow_mut();
        if cache.len() < MAX_CACHED {
            cache.insert(key.clone(), name.clone());
        }
        name
    }
}

/// Whether procedure `proc`, or a procedure it may call, has an operation with an effect or ends the
/// program.
fn has_effects(program: &Program, proc: ProcId) -> bool {
    let calls = crate::lang::cfg::call_graph(program);
    let mut reached = vec![false; program.procs.len()];
    let mut work = vec![proc as usize];
    while let Some(p) = work.pop() {
        if !std::mem::replace(&mut reached[p], true) {
            work.extend(&calls[p]);
        }
    }
    (program.blocks.iter().filter(|b| b.proc.is_some_and(|p| reached[p as usize]))).any(|b| {
        b.ops.iter().any(|op| op.kind.def().effect) || matches!(b.term, Terminator::PrintAndStop(_) | Terminator::Stop)
    })
}

/// Calls `proc` with the label of `key` and its green values, on an environment of its own.
fn call(program: &Program, code: &Code, proc: ProcId, key: &AnchorKey) -> Option<String> {
    let greens: Option<Vec<Value>> = key.greens.iter().map(|g| g.value()).collect();
    let label = Value::Sym(Symbol::intern(&program.block(key.block).label));
    let mut env = code.new_env();
    let crate::interp::Env { slots, frames } = &mut env;
    frames.call(slots, program, proc, [label, Value::List(List::new(greens?))], None, program.entry).ok()?;
    let entry = code.block_start[program.proc(proc).entry as usize];
    let mut steps = MAX_STEPS;
    let returned = match crate::interp::run_call(program, code, &mut env, entry, &mut steps, &mut Vec::new()) {
        Ok(CallExit::Returned(v, _)) => v,
        _ => return None,
    };
    let Value::List(bytes) = returned else { return None };
    let bytes: Option<Vec<u8>> =
        bytes.iter().map(|b| if let Value::Int(i) = b { u8::try_from(i).ok() } else { None }).collect();
    let text = String::from_utf8_lossy(&bytes?).replace(char::is_control, " ");
    if text.is_empty() {
        return None;
    }
    match text.char_indices().nth(MAX_BYTES) {
        Some((cut, _)) => Some(format!("{}...", &text[..cut])),
        None => Some(text),
    }
}
