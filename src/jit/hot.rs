//! Hot anchors: where loops are counted, and when they get traced.
//!
//! An anchor is a label together with the values of its *green* variables — the variables the label
//! promotes before doing anything else. For a bytecode interpreter written in FGL, whose dispatch label
//! promotes `bytecode` and `pc`, the anchors are the positions of the *interpreted* program, so a loop of
//! the interpreted program is what gets counted and traced (meta-tracing), without any hint in the source.
//!
//! The interpreter reports each back-edge (a retreating edge of the control-flow graph, found at load);
//! the anchor's counter goes up, and past the threshold the recorder starts there. An anchor whose
//! recordings keep aborting waits twice as long each time, and is blacklisted after a few tries.

use crate::interp::Env;
use crate::lang::{BlockId, Program, Terminator, VarId};
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

pub use super::ir::TraceId;

/// Default number of back-edges before an anchor is traced. LuaJIT's hotloop (56) rather than PyPy's 1039:
/// anchors here are keyed by green values, so each count is an iteration of a real (possibly interpreted)
/// loop, not of a dispatch loop shared by every bytecode; and recording plus optimizing a trace costs tens
/// of microseconds, little next to what the interpreter spends on 56 iterations of a typical loop.
pub const DEFAULT_THRESHOLD: u32 = 56;
/// Default guard failures before a bridge is recorded: LuaJIT's hotexit (10).
pub const DEFAULT_BRIDGE_THRESHOLD: u32 = 10;
/// Default longest trace, in IR instructions: LuaJIT's maxrecord (4000).
pub const DEFAULT_MAX_TRACE_LEN: usize = 4000;
/// Aborted recordings at one anchor before it is blacklisted (each abort doubles its threshold).
pub const MAX_ABORTS: u32 = 6;
/// Bridges one guard may get. A `guard_value` gets one per hot value; a promote that keeps seeing new
/// values (megamorphic) would otherwise grow a bridge for each, so past this many its failures just go
/// back to the interpreter (PyPy bounds its guard_value specializations the same way).
pub const MAX_BRIDGES_PER_GUARD: usize = 8;

/// A green value as a hash key: lists by identity (a trace's `guard_value` on a list compares identity).
/// A list is held, not just its address, so the address cannot be reused by another list while a key
/// names it.
#[derive(Clone, Debug)]
pub enum GreenVal {
    Unset,
    Int(i64),
    Big(Rc<num_bigint::BigInt>),
    Sym(u32),
    List(Rc<crate::value::List>),
}

impl GreenVal {
    pub fn of(v: &Option<Value>) -> GreenVal {
        match v {
            None => GreenVal::Unset,
            Some(Value::Int(i)) => GreenVal::Int(*i),
            Some(Value::Big(b)) => GreenVal::Big(b.clone()),
            Some(Value::Sym(s)) => GreenVal::Sym(s.0),
            Some(Value::List(l)) => GreenVal::List(l.clone()),
        }
    }

    /// The value as the logs and `--stats json` show it: long lists abbreviated.
    pub fn text(&self) -> String {
        match self {
            GreenVal::Unset => "<unset>".into(),
            GreenVal::Int(i) => i.to_string(),
            GreenVal::Big(b) => b.to_string(),
            GreenVal::Sym(s) => crate::lang::print::fmt_value_short(&Value::Sym(crate::value::Symbol(*s))),
            GreenVal::List(l) => crate::lang::print::fmt_value_short(&Value::List(l.clone())),
        }
    }
}

impl PartialEq for GreenVal {
    fn eq(&self, other: &GreenVal) -> bool {
        match (self, other) {
            (GreenVal::Unset, GreenVal::Unset) => true,
            (GreenVal::Int(a), GreenVal::Int(b)) => a == b,
            (GreenVal::Big(a), GreenVal::Big(b)) => a == b,
            (GreenVal::Sym(a), GreenVal::Sym(b)) => a == b,
            (GreenVal::List(a), GreenVal::List(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for GreenVal {}

impl std::hash::Hash for GreenVal {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            GreenVal::Unset => {}
            GreenVal::Int(i) => i.hash(h),
            GreenVal::Big(b) => b.hash(h),
            GreenVal::Sym(s) => s.hash(h),
            GreenVal::List(l) => Rc::as_ptr(l).hash(h),
        }
    }
}

/// (label, green values).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AnchorKey {
    pub block: BlockId,
    pub greens: Vec<GreenVal>,
}

/// The green variables of every label.
pub struct Greens {
    vars: Vec<Vec<VarId>>,
}

impl Greens {
    /// A label's greens are the variables of the chain of `promote`s it starts with (a block with no
    /// operations whose terminator is `promote(v, next)`, then `next`, and so on).
    pub fn compute(program: &Program) -> Greens {
        let vars = (0..program.blocks.len() as BlockId)
            .map(|start| {
                let mut greens = Vec::new();
                let mut b = start;
                let mut seen = vec![start];
                loop {
                    let block = program.block(b);
                    match block.term {
                        Terminator::Promote { var, to } if block.ops.is_empty() => {
                            if !greens.contains(&var) {
                                greens.push(var);
                            }
                            if seen.contains(&to) {
                                break;
                            }
                            seen.push(to);
                            b = to;
                        }
                        _ => break,
                    }
                }
                greens
            })
            .collect();
        Greens { vars }
    }

    pub fn of(&self, block: BlockId) -> &[VarId] {
        &self.vars[block as usize]
    }

    /// The green values of `block` in `env`.
    pub fn values(&self, block: BlockId, env: &Env) -> Vec<GreenVal> {
        self.vars[block as usize].iter().map(|&v| GreenVal::of(&env[v as usize])).collect()
    }

    pub fn key(&self, block: BlockId, env: &Env) -> AnchorKey {
        AnchorKey { block, greens: self.values(block, env) }
    }
}

/// What the JIT knows about one anchor.
#[derive(Clone, Debug, Default)]
pub struct AnchorState {
    pub count: u32,
    /// Back-edges needed before the next recording (the threshold, doubled after each abort).
    pub threshold: u32,
    pub aborts: u32,
    pub blacklisted: bool,
    pub trace: Option<TraceId>,
}

/// The back-edge counters of all anchors.
#[derive(Default)]
pub struct HotCounters {
    pub anchors: HashMap<AnchorKey, AnchorState>,
    /// Labels where some trace starts: the recorder asks at every jump whether it reached one, and
    /// most jumps go elsewhere, so this answers them without building a key.
    traced_blocks: rustc_hash::FxHashSet<BlockId>,
}

/// What to do at a back-edge.
#[derive(Debug, PartialEq, Eq)]
pub enum HotAction {
    Interpret,
    Enter(TraceId),
    Record,
}

impl HotCounters {
    /// Counts a back-edge into `key` and says what to do.
    pub fn back_edge(&mut self, key: &AnchorKey, threshold: u32) -> HotAction {
        if let Some(state) = self.anchors.get_mut(key) {
            if let Some(t) = state.trace {
                return HotAction::Enter(t);
            }
            if state.blacklisted {
                return HotAction::Interpret;
            }
            state.count += 1;
            if state.count >= state.threshold {
                state.count = 0;
                return HotAction::Record;
            }
            return HotAction::Interpret;
        }
        let state = AnchorState { count: 1, threshold, ..AnchorState::default() };
        let action = if state.count >= threshold { HotAction::Record } else { HotAction::Interpret };
        self.anchors.insert(key.clone(), state);
        action
    }

    /// Records an abort at `key`; returns true if the anchor is now blacklisted.
    pub fn abort(&mut self, key: &AnchorKey) -> bool {
        let state = self.anchors.entry(key.clone()).or_default();
        state.aborts += 1;
        state.threshold = state.threshold.saturating_mul(2).max(1);
        state.count = 0;
        state.blacklisted = state.aborts >= MAX_ABORTS;
        state.blacklisted
    }

    pub fn set_trace(&mut self, key: &AnchorKey, id: TraceId) {
        self.anchors.entry(key.clone()).or_default().trace = Some(id);
        self.traced_blocks.insert(key.block);
    }

    /// Whether a trace starts at `block` for some green values.
    pub fn has_trace_at_block(&self, block: BlockId) -> bool {
        self.traced_blocks.contains(&block)
    }

    pub fn trace_at(&self, key: &AnchorKey) -> Option<TraceId> {
        self.anchors.get(key).and_then(|s| s.trace)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threshold_backoff_and_blacklist() {
        let mut hot = HotCounters::default();
        let key = AnchorKey { block: 3, greens: vec![GreenVal::Int(2)] };
        assert_eq!(hot.back_edge(&key, 2), HotAction::Interpret);
        assert_eq!(hot.back_edge(&key, 2), HotAction::Record);
        assert!(!hot.abort(&key));
        // The threshold doubled to 4.
        for _ in 0..3 {
            assert_eq!(hot.back_edge(&key, 2), HotAction::Interpret);
        }
        assert_eq!(hot.back_edge(&key, 2), HotAction::Record);
        for _ in 1..MAX_ABORTS - 1 {
            assert!(!hot.abort(&key));
        }
        assert!(hot.abort(&key));
        assert_eq!(hot.back_edge(&key, 2), HotAction::Interpret);
        hot.set_trace(&key, TraceId(7));
        assert_eq!(hot.back_edge(&key, 2), HotAction::Enter(TraceId(7)));
    }
}
