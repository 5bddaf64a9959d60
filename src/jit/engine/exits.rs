//! What happens after a guard failed: the exit is counted (the policy decides when it gets a bridge),
//! a bridge is recorded from the guard's resume point, installed, and linked into the parent's machine
//! code when any value may take it; and the health of root traces' entries.

use super::events::Event;
use super::{Engine, Origin};
use crate::interp::{Env, Pc};
use crate::jit::anchor::{AnchorKey, ExitKey, GreenVal};
use crate::jit::contract::Known;
use crate::jit::ir::{Opcode, Payload, Trace};
use crate::jit::ir::{SnapId, TraceId};
use crate::jit::opt;
use crate::jit::policy::{ExitDecision, Health, ShortRun};
use crate::jit::record::{AbortReason, End, Recorded};
use crate::jit::snapshot::ExitKind;
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
        let key = ExitKey { snap, value: value.map(|v| GreenVal::of(&Some(v))) };
        self.emit(Event::Deopt { id, snap, value: key.value.as_ref() });
        let ct = &self.traces[id];
        let frames = &ct.trace.snapshot(snap).frames;
        let in_calls = !frames.is_empty();
        if frames.iter().any(|f| f.recursive) {
            // Inside a recursive call the trace inlined, past what can be made again from the call
            // (`record.rs`): the caller's frame is in the exit's saved variables, which a bridge would
            // have to take as inputs. Such exits are rare (a compiled call that left, an overflow):
            // the interpreter goes on.
            return After::Interpret(pc);
        }
        if let Some(&bridge) = ct.bridges.get(&key) {
            // A bridge from inside calls starts inside them, virtual: it runs only straight from its
            // parent's exit. Here the exit has made their frames: the interpreter goes on.
            return if in_calls { After::Interpret(pc) } else { After::Run(bridge) };
        }
        if self.policy.exit_failed(id, &key, ct.bridges_at(snap)) == ExitDecision::Interpret {
            return After::Interpret(pc);
        }
        let resume = self.traces[id].trace.snapshots[snap.index()].resume;
        let frames = self.traces[id].trace.snapshots[snap.index()].frames.clone();
        let known = crate::jit::opt::entry::known_at(&self.traces[id].trace, snap);
        let family = self.traces[id].trace.on_entry.family;
        if frames.is_empty()
            && key.value.is_none()
            && let Some(bridge) = self.traces.bridge_from_same_place(id, resume, &known)
        {
            return self.share(id, snap, key, bridge, &known);
        }
        // The environment stands at the guard's resume point: record the bridge from there.
        let (recorded, at, us) = self.record(None, family, None, resume, &frames, env, steps);
        match recorded {
            Recorded::Trace(mut trace, mut end) => {
                // A bridge back to its own loop's head may be the loop's other regime: it gets a loop
                // of its own, recorded from there (the program stands at the head), and links to it.
                let mut after_sibling = None;
                if let End::Link(target) = end
                    && key.value.is_none()
                    && let Some(anchor) = self.sibling_anchor(id, target, at)
                {
                    match self.record_sibling(&anchor, target, env, steps) {
                        Ok(new) => {
                            retarget(&mut trace, new);
                            end = End::Link(new);
                        }
                        Err(Sibling::LeftLoop(after)) if self.policy.sibling_retry(target) => {
                            // Linked now, the bridge would never ask again: it is recorded anew (and
                            // the sibling tried again) when its exit is next due.
                            self.emit(Event::SiblingPostponed { target, parent: id, snap });
                            return after;
                        }
                        Err(Sibling::LeftLoop(after) | Sibling::Useless(after)) => {
                            self.policy.sibling_settled(target);
                            after_sibling = Some(after);
                        }
                    }
                }
                let cut = if end == End::Cut { " (cut short)" } else { "" };
                let title = format!("bridge from guard {snap} of {id}{cut}");
                let optimized = self.optimize(trace, &known, &title, resume, us);
                let value = key.value.clone();
                let bridge = self.install(optimized, Origin::Bridge { parent: id, snap, value }, title, &known);
                let any_value = key.value.is_none();
                self.traces.get_mut(id).bridges.insert(key, bridge);
                let in_registers = self.link(id, snap, any_value, bridge, &known);
                let target = match end {
                    End::Link(target) => Some(target),
                    _ => None,
                };
                let native = self.native.as_ref();
                self.emit(Event::Bridged {
                    bridge,
                    parent: id,
                    snap,
                    resume,
                    target,
                    entered_body: native.is_some_and(|n| n.enters_body(bridge)),
                    in_registers,
                    elements: native.is_some_and(|n| n.takes_elements(bridge)),
                });
                if let Some(after) = after_sibling {
                    return after;
                }
                match end {
                    // The recording ran the program up to the start of `target`.
                    End::Link(target) => After::Run(target),
                    // It ran on past the cut: the interpreter goes on where it stopped.
                    End::Cut | End::Return => After::Interpret(self.code.pc_of(at.block, at.op as usize)),
                    End::Loop => unreachable!("a bridge has no anchor to close on"),
                }
            }
            Recorded::Aborted(reason) => {
                self.policy.bridge_aborted(id, &key, reason);
                self.emit(Event::Aborted { what: &format!("bridge from guard {snap} of {id}"), reason, at });
                // Go on interpreting where the recording stopped.
                After::Interpret(self.code.pc_of(at.block, at.op as usize))
            }
        }
    }

    /// Makes the exit of guard `snap` of `parent` (`key`) go on into `bridge`, made for another exit
    /// of `parent` that resumes at the same place knowing no more (`TraceTable::bridge_from_same_place`),
    /// instead of recording one of its own, which would most often be the same bridge again.
    fn share(&mut self, parent: TraceId, snap: SnapId, key: ExitKey, bridge: TraceId, known: &[Known]) -> After {
        self.traces.get_mut(parent).bridges.insert(key, bridge);
        self.traces.get_mut(bridge).shared = true;
        let in_registers = self.link(parent, snap, true, bridge, known);
        self.emit(Event::Shared { bridge, parent, snap, in_registers });
        After::Run(bridge)
    }

    /// The anchor of a sibling loop, when a bridge recorded from a guard of trace `parent` ended at
    /// `at`, the start of `target`: the loop at the root of `parent`'s tree, when it may have a sibling
    /// (the policy allows one per loop, and takes it now).
    ///
    /// A loop whose branch flips for good (a loop's second half) otherwise runs each of its iterations
    /// as an exit, a bridge and the loop's preamble again (about 4x an iteration of the loop); its
    /// sibling, a second loop at the same anchor recorded from there, which only that bridge enters,
    /// runs them as a loop. PyPy and LuaJIT instead enter the first loop past its preamble, which keeps
    /// the exit and the bridge per iteration. One sibling per loop, as PyPy bounds its retraces
    /// (`retrace_limit`): an anchor whose iterations take turns between paths gains nothing from more,
    /// and each costs a recording and a compilation. Not for a `guard_value`'s bridges: each serves one
    /// value, and the next iterations bring others. The root may also be a trace recorded at the anchor
    /// that was cut short (its iteration went on too long without coming back): a bridge of it that
    /// comes back to the anchor is the loop it did not close, which otherwise runs as that trace's first
    /// part, an exit and the bridge per iteration.
    fn sibling_anchor(&mut self, parent: TraceId, target: TraceId, at: Resume) -> Option<AnchorKey> {
        let mut root = parent;
        while let Origin::Bridge { parent, .. } = self.traces[root].origin {
            root = parent;
        }
        let key = match &self.traces[target].origin {
            Origin::Root(key) if root == target && at == (Resume { block: key.block, op: 0 }) => key.clone(),
            _ => return None,
        };
        self.policy.take_sibling(target).then_some(key)
    }

    /// Records and installs a sibling of loop `target` at `key` from where the program stands (its
    /// head), for a bridge to link to instead; the anchor itself keeps entering `target`. `Err`: no loop
    /// came of it, and what runs next (the recording ran the program on).
    fn record_sibling(
        &mut self,
        key: &AnchorKey,
        target: TraceId,
        env: &mut Env,
        steps: &mut u64,
    ) -> Result<TraceId, Sibling> {
        let start = Resume { block: key.block, op: 0 };
        let anchor_text = self.anchor_text(key);
        let (recorded, at, us) = self.record(Some(key), None, None, start, &[], env, steps);
        let pc = self.code.pc_of(at.block, at.op as usize);
        match recorded {
            Recorded::Trace(trace, End::Loop) => {
                let title = format!("loop at {anchor_text} (sibling of {target})");
                let optimized = self.optimize(trace, &[], &title, start, us);
                let same = {
                    let (a, b) = (&optimized.trace, &self.traces[target].trace);
                    a.ops == b.ops && a.consts == b.consts && a.snapshots == b.snapshots
                };
                if same || opt::guards::body_always_exits(&optimized.trace).is_some() {
                    return Err(Sibling::Useless(After::Run(target)));
                }
                let id = self.install(optimized, Origin::Root(key.clone()), title, &[]);
                self.policy.sibling_settled(target);
                self.emit(Event::Sibling { id, anchor: key, target });
                Ok(id)
            }
            Recorded::Trace(_, End::Link(other)) => Err(Sibling::LeftLoop(After::Run(other))),
            Recorded::Trace(_, End::Cut | End::Return) => Err(Sibling::LeftLoop(After::Interpret(pc))),
            Recorded::Aborted(reason) => {
                self.emit(Event::Aborted { what: &format!("sibling of {target} at {anchor_text}"), reason, at });
                let after = After::Interpret(pc);
                Err(if reason == AbortReason::LeftLoop { Sibling::LeftLoop(after) } else { Sibling::Useless(after) })
            }
        }
    }

    /// Links the exit of guard `snap` of `parent` straight to `bridge`: the trace executor follows the
    /// link, and machine code has its exit jump patched. A `guard_value`'s bridges (`any_value` false)
    /// each serve one value: the executor looks the value up among them (`CompiledTrace::value_bridge`),
    /// and machine code gets a dispatch on the value to all of them (words only: an integer or a
    /// symbol; a list's exit goes through the engine, which picks its bridge). True when machine code
    /// hands the exit's values over in registers (`x64/handoff.rs`).
    fn link(&mut self, parent: TraceId, snap: SnapId, any_value: bool, bridge: TraceId, known: &[Known]) -> bool {
        if any_value && let Some(link) = self.traces.get_mut(parent).links.get_mut(snap.index()) {
            *link = Some(bridge);
        }
        let both = self.traces[parent].code_bytes.is_some() && self.traces[bridge].code_bytes.is_some();
        if !both {
            return false;
        }
        let linked = if any_value {
            self.native.as_mut().map(|native| native.link(parent, snap, bridge, known))
        } else {
            let ct = &self.traces[parent];
            let words: Option<Vec<(i64, TraceId)>> = ct
                .bridges
                .iter()
                .filter(|(k, b)| k.snap == snap && k.value.is_some() && self.traces[**b].code_bytes.is_some())
                .map(|(k, &b)| match k.value {
                    Some(GreenVal::Int(i)) => Some((i, b)),
                    Some(GreenVal::Sym(s)) => Some((s as i64, b)),
                    _ => None,
                })
                .collect();
            match (words, self.native.as_mut()) {
                (Some(words), Some(native)) => Some(native.link_values(parent, snap, &words, known).map(|()| false)),
                _ => None,
            }
        };
        match linked {
            Some(Err(reason)) => {
                self.emit(Event::NotLinked { bridge, parent, reason: &reason });
                false
            }
            Some(Ok(in_registers)) => in_registers,
            None => false,
        }
    }

    /// An entry of trace `id` from the interpreter ended, `useless` (how) when it went back before
    /// completing an iteration, or sooner than entering cost. A root trace useless on almost every entry
    /// of a window is thrown away: its anchor counts again and may record a better trace, a few times,
    /// then is blacklisted. One of use at the end of a window ends its probation.
    pub(super) fn health(&mut self, id: TraceId, useless: Option<ShortRun>) {
        self.health_paced(id, useless, None)
    }

    /// `health`, with the run's pace (nanoseconds per jump) when it was timed against its count.
    pub(super) fn health_paced(&mut self, id: TraceId, useless: Option<ShortRun>, pace: Option<f32>) {
        let Origin::Root(key) = &self.traces[id].origin else { return };
        // A function-entry trace has no iteration to complete: it is entered for one call.
        if self.traces[id].trace.on_entry.family.is_some() {
            return;
        }
        let key = key.clone();
        let useless = match self.policy.entry_ended(id, useless, pace) {
            Health::Pending => return,
            Health::Good => return self.end_probation(id, "a health window found it of use"),
            Health::Useless(useless) => useless,
        };
        let (blacklisted, adapted) = self.policy.invalidate(&key);
        self.emit(Event::Thrown { id, useless });
        if blacklisted {
            self.emit(Event::Blacklisted { anchor: &key, why: "its trace was thrown away too often" });
        }
        if let Some(adapted) = adapted {
            let threshold = self.policy.threshold();
            self.emit(Event::Adapted { adapted, threshold });
        }
    }

    /// Ends the probation of trace `id`, if it is on one: its loop stops counting (`PROBATION_BUDGET`).
    pub(super) fn end_probation(&mut self, id: TraceId, why: &'static str) {
        if !self.traces[id].probation {
            return;
        }
        if let Some(Err(e)) = self.native.as_mut().map(|n| n.end_probation(id)) {
            // The loop goes on counting, its runs judged by the count.
            self.notes.push(format!("warning: {id} stays on probation: {e}"));
            return;
        }
        self.traces.get_mut(id).probation = false;
        self.emit(Event::ProbationEnded { id, why });
    }
}

/// Makes a recording that ends in `jump_trace` enter trace `to` instead (a loop at the same anchor).
fn retarget(trace: &mut Trace, to: TraceId) {
    let last = trace.ops.last_mut().expect("a recording ends in jump_trace");
    debug_assert_eq!(last.op, Opcode::JumpTrace);
    last.payload = Payload::Trace(to);
    let snap = last.snap;
    trace.snapshots[snap.index()].kind = ExitKind::Link(to);
}

/// Why a sibling loop was not made, and what runs next.
enum Sibling {
    /// The iteration recorded from the loop's head was not one of the loop's (it left the loop, or went
    /// on too long): the loop may try again.
    LeftLoop(After),
    /// The loop recorded is the target again, or one that never completes an iteration (the bridge was
    /// an outer loop's iteration coming back to an inner loop), or its recording aborted.
    Useless(After),
}
