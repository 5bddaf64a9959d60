//! The exit and bridge policy: what happens after a guard failed. Exits are counted per guard (and per
//! value for `guard_value`); past the bridge threshold a bridge is recorded from the guard's resume point,
//! installed, and linked into the parent's machine code when any value may take it.

use super::{Engine, Origin};
use crate::interp::{Env, Pc};
use crate::jit::hot::{self, GreenVal};
use crate::jit::ir::{SnapId, TraceId};
use crate::jit::record::{AbortReason, Recorded};
use crate::jit::snapshot::Resume;
use crate::value::Value;

/// What runs after a guard failed.
pub(super) enum After {
    Run(TraceId),
    Interpret(Pc),
}

impl Engine<'_> {
    /// Counts a failure of guard `snap` of trace `id` (the environment is already rebuilt, for the
    /// interpreter at `pc`) and says what runs next: a bridge, or the interpreter. `value`: what a failing
    /// `guard_value` saw.
    pub(super) fn guard_failed(
        &mut self,
        id: TraceId,
        snap: SnapId,
        pc: Pc,
        value: Option<Value>,
        env: &mut Env,
        steps: &mut u64,
    ) -> After {
        let ct = self.traces.get_mut(id);
        let value = value.map(|v| GreenVal::of(&Some(v)));
        let key = (snap, value.clone());
        *ct.deopts.entry(snap).or_default() += 1;
        let resume = ct.trace.snapshots[snap.index()].resume;
        if self.options.log.deopt {
            let seen = value.as_ref().map(|v| format!(" (saw {})", v.text())).unwrap_or_default();
            eprintln!("[deopt] {id} guard {snap} failed{seen}: resume at {}", self.position(resume));
        }
        let ct = self.traces.get_mut(id);
        if let Some(&bridge) = ct.bridges.get(&key) {
            return After::Run(bridge);
        }
        if ct.bridges.keys().filter(|(s, _)| *s == snap).count() >= hot::MAX_BRIDGES_PER_GUARD {
            return After::Interpret(pc);
        }
        let failures = ct.failures.entry(key.clone()).or_default();
        *failures += 1;
        if *failures <= self.options.bridge_threshold
            || ct.bridge_aborts.get(&key).copied().unwrap_or(0) >= hot::MAX_ABORTS
        {
            return After::Interpret(pc);
        }
        *failures = 0;
        // The environment stands at the guard's resume point: record the bridge from there.
        let (recorded, at, us) = self.record(None, resume, env, steps);
        match recorded {
            Recorded::Linked(trace, target) => {
                let title = format!("bridge from guard {snap} of {id}");
                let bridge = self.install(trace, Origin::Bridge { parent: id, snap, value }, title, resume, us);
                self.traces.get_mut(id).bridges.insert(key.clone(), bridge);
                self.link(id, snap, key.1.is_none(), bridge);
                if self.options.log.bridge {
                    eprintln!(
                        "[bridge] {bridge} attached to guard {snap} of {id} (from {}), links to {target}",
                        self.position(resume)
                    );
                }
                // The recording ran the program up to the start of `target`.
                After::Run(target)
            }
            Recorded::Loop(_) => unreachable!("a bridge has no anchor to close on"),
            Recorded::Aborted(reason) => {
                *self.traces.get_mut(id).bridge_aborts.entry(key).or_default() += 1;
                self.log_abort(&format!("bridge from guard {snap} of {id}"), reason, at);
                // Go on interpreting where the recording stopped.
                After::Interpret(self.code.pc_of(at.block, at.op as usize))
            }
        }
    }

    /// Patches the exit of guard `snap` of `parent` to jump straight to `bridge` in machine code. Not for
    /// a `guard_value`'s bridges (`any_value` false): each serves one value, so that exit keeps going
    /// through the engine, which picks the bridge for the value it failed with.
    fn link(&mut self, parent: TraceId, snap: SnapId, any_value: bool, bridge: TraceId) {
        let both = self.traces[parent].native.is_some() && self.traces[bridge].native.is_some();
        if let (true, true, Some(native)) = (any_value, both, self.native.as_mut())
            && let Err(reason) = native.link(parent, snap, bridge)
            && self.options.log.bridge
        {
            eprintln!("[bridge] {bridge} not linked into {parent}: {reason}");
        }
    }

    pub(super) fn log_abort(&mut self, what: &str, reason: AbortReason, at: Resume) {
        *self.stats.aborts.entry(reason.name()).or_default() += 1;
        if self.options.log.abort {
            eprintln!("[abort] {what}: {reason} at {}", self.position(at));
        }
    }

    /// A position in the program, as the logs print it: `label/op`.
    pub(super) fn position(&self, at: Resume) -> String {
        format!("{}/{}", self.program.block(at.block).label, at.op)
    }
}
