//! The trace table: every trace made since the last flush, by id, with its code and where its exits
//! lead. Both executors read it (machine code through the backend, the trace executor directly); what
//! the policy decides about traces and what the statistics say of them live elsewhere (`policy.rs`,
//! `stats.rs`).

use crate::jit::anchor::{AnchorKey, ExitKey, GreenVal};
use crate::jit::contract::Known;
use crate::jit::ir::{Opcode, SnapId, Trace, TraceId, Ty};
use crate::jit::snapshot::Resume;
use std::collections::HashMap;

/// Where a trace comes from.
#[derive(Clone, Debug)]
pub enum Origin {
    Root(AnchorKey),
    /// A bridge from guard `snap` of trace `parent` (for `guard_value`, for one failing value).
    Bridge {
        parent: TraceId,
        snap: SnapId,
        value: Option<GreenVal>,
    },
}

/// A trace in the table: its optimized IR, its code, and where its exits lead.
pub struct CompiledTrace {
    pub id: TraceId,
    pub origin: Origin,
    /// Where the trace starts, as text: the anchor with its green values, or the guard a bridge leaves.
    pub title: String,
    pub trace: Trace,
    /// The size of its machine code (`None`: it runs on the trace executor, `decoded`).
    pub code_bytes: Option<usize>,
    /// The trace as the executor runs it (when it has no machine code).
    pub decoded: Option<crate::jit::exec::Decoded>,
    /// The bridge made for each exit (for a `guard_value`, for each value).
    pub bridges: HashMap<ExitKey, TraceId>,
    /// By snapshot: the bridge a failing guard goes straight on into, whatever its value (the link
    /// machine code patches in, and the trace executor follows).
    pub links: Vec<Option<TraceId>>,
    /// The instruction of each snapshot (guards and `jump_trace`), by snapshot index.
    pub snap_ops: Vec<usize>,
    /// The variables the trace takes in, each with the kind its entry checks (`Input`, in order).
    pub inputs: Vec<(crate::lang::VarId, Ty)>,
    /// When the JIT counts (`JitOptions::count`): the first of the trace's counters in the exit state
    /// (`ExitState::add_counters`): the loop's iterations, then the runs that left through each
    /// snapshot (`Counts`).
    pub counters: Option<usize>,
    /// Its machine code counts its loop's iterations' jumps (`policy::PROBATION_BUDGET`).
    pub probation: bool,
    /// For a bridge for any value of its guard, outside calls: what its parent's exit knew
    /// (`opt::entry::known_at`), which it was optimized for. Another exit of the parent that resumes
    /// at the same place knowing as much goes on into it too (`TraceTable::bridge_from_same_place`).
    pub start_known: Option<Vec<Known>>,
    /// Exits other than the one it was made for go on into it: which one a run came from is not
    /// known, and a run that left through it is not judged (`run_jumps`, `straight_jumps`).
    pub shared: bool,
}

/// What the counters of a trace say (`CompiledTrace::counters`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Times the loop's body began (its first pass after the preamble, and every back-edge); 0 for a
    /// trace without a loop.
    pub iterations: u64,
    /// Runs of the trace that left through each snapshot, by snapshot index: to the interpreter, or
    /// into another trace (a linked bridge, `jump_trace`).
    pub left: Vec<u64>,
}

impl Counts {
    /// Every run of a trace leaves it through exactly one snapshot: the runs are the exits.
    pub fn entered(&self) -> u64 {
        self.left.iter().sum()
    }
}

impl CompiledTrace {
    pub fn new(id: TraceId, trace: Trace, origin: Origin, title: String) -> CompiledTrace {
        let mut snap_ops = vec![0; trace.snapshots.len()];
        let mut inputs = Vec::new();
        for (i, inst) in trace.ops.iter().enumerate() {
            if inst.op.is_guard() {
                snap_ops[inst.snap.index()] = i;
            }
            if inst.op == Opcode::Input {
                inputs.push((inst.var(), inst.ty));
            }
        }
        CompiledTrace {
            id,
            origin,
            title,
            trace,
            code_bytes: None,
            decoded: None,
            bridges: HashMap::new(),
            links: vec![None; snap_ops.len()],
            snap_ops,
            inputs,
            counters: None,
            probation: false,
            start_known: None,
            shared: false,
        }
    }

    /// Whether the entry check (machine code's, or the trace executor's) lets `env` in as far as the
    /// inputs' kinds go: every input holds a value of the kind the trace was recorded with.
    /// (A big integer is never taken: traces hold 64-bit words.)
    pub fn takes_kinds(&self, env: &crate::interp::Env) -> bool {
        use crate::value::Value;
        self.inputs.iter().all(|&(var, ty)| match &env[var as usize] {
            Some(Value::Big(_)) | None => false,
            Some(v) => Ty::of_kind(v.kind()) == ty,
        })
    }

    /// What the trace takes in memory, roughly: its machine code, its IR and snapshots.
    pub fn memory(&self) -> usize {
        let known = self.start_known.as_ref().map_or(0, |k| k.len() * std::mem::size_of::<Known>());
        self.code_bytes.unwrap_or(0) + trace_bytes(&self.trace) + known + 512
    }

    /// Whether exit `snap` is before the loop's head (for a loop in closed form, before its iterations
    /// past the peeled one; anywhere, in a trace without a loop).
    pub fn before_loop(&self, snap: SnapId) -> bool {
        let head = self.trace.loop_index().or(self.trace.closed_from);
        snap == SnapId::ENTRY || head.is_none_or(|l| self.snap_ops[snap.index()] < l)
    }

    /// Whether leaving through `snap` means the trace did not complete one iteration: the exit is the
    /// entry check, or a guard before the loop's head (or anywhere but its end, in a trace without a
    /// loop).
    pub fn in_preamble(&self, snap: SnapId) -> bool {
        self.before_loop(snap)
            && (snap == SnapId::ENTRY || self.trace.ops[self.snap_ops[snap.index()]].op != Opcode::Exit)
    }

    /// The bridge guard `snap` goes straight on into when it fails, if any.
    pub fn linked(&self, snap: SnapId) -> Option<TraceId> {
        self.links.get(snap.index()).copied().flatten()
    }

    /// The bridge of `guard_value` `snap` for the value it failed with, if any.
    pub fn value_bridge(&self, snap: SnapId, value: &crate::value::Value) -> Option<TraceId> {
        if self.bridges.is_empty() {
            return None;
        }
        self.bridges.get(&ExitKey { snap, value: Some(GreenVal::of(&Some(value.clone()))) }).copied()
    }

    /// The bridges guard `snap` has, for any value.
    pub fn bridges_at(&self, snap: SnapId) -> usize {
        self.bridges.keys().filter(|k| k.snap == snap).count()
    }

    /// The opcode of the instruction whose snapshot `snap` is.
    pub fn exit_op(&self, snap: SnapId) -> Option<Opcode> {
        (snap != SnapId::ENTRY).then(|| self.trace.ops[self.snap_ops[snap.index()]].op)
    }
}

/// What a trace's IR takes in memory, roughly.
pub fn trace_bytes(t: &Trace) -> usize {
    let snaps: usize = t.snapshots.iter().map(|s| std::mem::size_of_val(s) + 16 * s.vars.len()).sum();
    t.ops.len() * std::mem::size_of::<crate::jit::ir::Inst>() + snaps + t.consts.len() * 16
}

/// Every trace made since the last flush. Ids go on counting across flushes, so a log or a report
/// never names two traces alike.
#[derive(Default)]
pub struct TraceTable {
    traces: Vec<CompiledTrace>,
    /// The id of `traces[0]`: how many traces the flushes threw away.
    first: u32,
}

impl TraceTable {
    pub fn next_id(&self) -> TraceId {
        TraceId(self.first + self.traces.len() as u32)
    }

    pub fn push(&mut self, t: CompiledTrace) -> TraceId {
        let id = self.next_id();
        debug_assert_eq!(t.id, id);
        self.traces.push(t);
        id
    }

    /// A bridge of trace `parent` that another exit of it, which resumes at `start` and knows
    /// `known`, may go on into as into its own: one made for an exit that resumed there knowing as
    /// much or less (`Known::implied_by`). A bridge is made of its recording and of those facts alone,
    /// so it is what a recording from this exit makes when the program goes the same way from there;
    /// where it goes another way, the bridge's own guards fail and get bridges, as they would for the
    /// exit it was made for. Exits of other traces are not offered it: at an interpreter's dispatch
    /// point they stand at guest positions that what they know does not tell apart, and took a bridge
    /// whose first guards then failed (prime8.b ran 2.3x slower so); within one trace, measured on the
    /// corpus, the exits that share stand where the first one did.
    pub fn bridge_from_same_place(&self, parent: TraceId, start: Resume, known: &[Known]) -> Option<TraceId> {
        self.get(parent).bridges.values().copied().find(|&b| {
            let t = self.get(b);
            t.trace.start == start && t.start_known.as_ref().is_some_and(|k| k.iter().all(|k| k.implied_by(known)))
        })
    }

    pub fn get(&self, id: TraceId) -> &CompiledTrace {
        &self.traces[(id.0 - self.first) as usize]
    }

    pub fn get_mut(&mut self, id: TraceId) -> &mut CompiledTrace {
        &mut self.traces[(id.0 - self.first) as usize]
    }

    /// Whether trace `id` is in the table (not flushed).
    pub fn contains(&self, id: TraceId) -> bool {
        id.0 >= self.first && ((id.0 - self.first) as usize) < self.traces.len()
    }

    /// Traces now in the table.
    pub fn len(&self) -> usize {
        self.traces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.traces.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &CompiledTrace> {
        self.traces.iter()
    }

    /// The source jumps a run that entered trace `first` made before it left through exit `snap` of
    /// trace `id`, with the exit of `first` it went through: `id` is `first` or a bridge of a bridge
    /// ... of it, or a trace of the tree of the run's last link, `link` (the link's exit, `ExitState::
    /// last_link`), which comes from `first`'s tree; and no exit on the way is past its trace's loop
    /// head (a run that completed an iteration is not counted, however short). `None` when that is not
    /// so: the run went round a loop, or through two links or more, or traces of another tree, or
    /// through a bridge several exits share (`CompiledTrace::shared`), whose way in is not known.
    pub fn run_jumps(
        &self,
        first: TraceId,
        mut id: TraceId,
        mut snap: SnapId,
        mut link: Option<(TraceId, SnapId)>,
    ) -> Option<(u32, SnapId)> {
        let mut jumps = 0u32;
        loop {
            let t = self.get(id);
            if !t.before_loop(snap) {
                return None;
            }
            jumps = jumps.saturating_add(if snap == SnapId::ENTRY { 0 } else { t.trace.snapshot(snap).jumps });
            if id == first {
                return Some((jumps, snap));
            }
            match &t.origin {
                Origin::Bridge { .. } if t.shared => return None,
                Origin::Bridge { parent, snap: from, .. } if self.contains(*parent) => (id, snap) = (*parent, *from),
                // The root of the tree the last link went into: the run came from that link's exit.
                Origin::Root(_) => match link.take() {
                    Some((from, exit))
                        if self.contains(from)
                            && self.get(from).trace.snapshot(exit).kind == crate::jit::snapshot::ExitKind::Link(id) =>
                    {
                        (id, snap) = (from, exit)
                    }
                    _ => return None,
                },
                _ => return None,
            }
        }
    }

    /// The jumps a run made in the traces it left through, from the last root it went into to exit
    /// `snap` of trace `id`: the snapshots' counts up the chain of bridges (within the loop's
    /// iteration, at a root's exit past its head). `None` past a loop in closed form, whose iterations
    /// nothing counts, and through a bridge several exits share.
    pub fn straight_jumps(&self, mut id: TraceId, mut snap: SnapId) -> Option<u32> {
        let mut jumps = 0u32;
        loop {
            let t = self.get(id);
            if t.trace.closed_from.is_some() {
                return None;
            }
            if snap != SnapId::ENTRY {
                jumps = jumps.saturating_add(t.trace.snapshot(snap).jumps);
            }
            match &t.origin {
                Origin::Bridge { .. } if t.shared => return None,
                Origin::Bridge { parent, snap: from, .. } if self.contains(*parent) => (id, snap) = (*parent, *from),
                _ => return Some(jumps),
            }
        }
    }

    /// The anchor at the root of trace `id`'s tree.
    pub fn root_anchor(&self, mut id: TraceId) -> Option<&AnchorKey> {
        loop {
            match &self.get(id).origin {
                Origin::Root(key) => return Some(key),
                Origin::Bridge { parent, .. } if self.contains(*parent) => id = *parent,
                Origin::Bridge { .. } => return None,
            }
        }
    }

    /// Throws every trace away; the next gets the next id.
    pub fn flush(&mut self) {
        self.first = self.next_id().0;
        self.traces.clear();
    }
}

impl std::ops::Index<TraceId> for TraceTable {
    type Output = CompiledTrace;

    fn index(&self, id: TraceId) -> &CompiledTrace {
        self.get(id)
    }
}

impl crate::jit::exec::Traces for TraceTable {
    fn decoded(&self, id: TraceId) -> Option<(&Trace, &crate::jit::exec::Decoded)> {
        let t = &self[id];
        Some((&t.trace, t.decoded.as_ref()?))
    }

    fn counters(&self, id: TraceId) -> Option<usize> {
        self[id].counters
    }

    fn linked(&self, id: TraceId, snap: SnapId) -> Option<TraceId> {
        self[id].linked(snap)
    }

    fn value_bridge(&self, id: TraceId, snap: SnapId, v: &crate::value::Value) -> Option<TraceId> {
        self[id].value_bridge(snap, v)
    }
}

#[cfg(test)]
mod tests {
    use super::{CompiledTrace, Origin, TraceTable};
    use crate::jit::anchor::AnchorKey;
    use crate::jit::ir::{SnapId, TraceId, parse};

    /// T0, entered from the interpreter, leaves by its guard into its bridge T1, which links into T2,
    /// the root of another tree, which leaves by its guard: 2 + 5 + 4 jumps, T0's exit 0 the way.
    fn table() -> TraceTable {
        let mut table = TraceTable::default();
        let traces = [
            ("v0:int = input i\nv1:int = lt v0, 10\nguard_true v1 => l/0 (2) {i=v0}\n", root(0)),
            (
                "v0:int = input i\njump_trace T2 => m/0 (5) {i=v0}\n",
                Origin::Bridge { parent: TraceId(0), snap: SnapId(0), value: None },
            ),
            ("v0:int = input i\nv1:int = lt v0, 3\nguard_true v1 => m/1 (4) {i=v0}\n", root(1)),
        ];
        for (k, (text, origin)) in traces.into_iter().enumerate() {
            let trace = parse(text, None).expect("test IR");
            table.push(CompiledTrace::new(TraceId(k as u32), trace, origin, format!("T{k}")));
        }
        table
    }

    fn root(block: u32) -> Origin {
        Origin::Root(AnchorKey { block, greens: Vec::new() })
    }

    #[test]
    fn a_run_through_its_last_link_is_counted_back_to_the_trace_it_entered() {
        let t = table();
        let link = Some((TraceId(1), SnapId(0)));
        assert_eq!(t.run_jumps(TraceId(0), TraceId(2), SnapId(0), link), Some((11, SnapId(0))));
        // Without the link, or with one that went elsewhere, the run is not counted.
        assert_eq!(t.run_jumps(TraceId(0), TraceId(2), SnapId(0), None), None);
        assert_eq!(t.run_jumps(TraceId(2), TraceId(2), SnapId(0), link), Some((4, SnapId(0))));
        assert_eq!(t.run_jumps(TraceId(0), TraceId(2), SnapId(0), Some((TraceId(0), SnapId(0)))), None);
    }

    /// The engine's check before a run: each input must hold a value of its recorded kind.
    #[test]
    fn a_trace_takes_an_environment_whose_inputs_have_its_kinds() {
        use crate::value::Value;
        let trace = parse("v0:int = input i\nv1:list = input l\nv2:int = len v1\n", None).expect("test IR");
        let t = CompiledTrace::new(TraceId(0), trace, root(0), "T0".into());
        let [(i, _), (l, _)] = t.inputs[..] else { panic!("two inputs: {:?}", t.inputs) };
        let slots = (i.max(l) + 1) as usize;
        let env_with = |a: Option<Value>, b: Option<Value>| {
            let mut env = crate::interp::Env::new(vec![None; slots]);
            (env[i as usize], env[l as usize]) = (a, b);
            env
        };
        let list = || {
            Some(Value::List(std::rc::Rc::new(crate::value::List::repeat(2, &Value::Int(0)).expect("a short list"))))
        };
        assert!(t.takes_kinds(&env_with(Some(Value::Int(3)), list())));
        assert!(!t.takes_kinds(&env_with(Some(Value::Int(3)), Some(Value::Int(4)))));
        assert!(!t.takes_kinds(&env_with(None, list())));
    }
}
