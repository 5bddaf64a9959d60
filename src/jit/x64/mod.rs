//! The x86-64 backend: compiles optimized traces to machine code with dynasm, links bridges into their
//! parents' exits, and lists the code with the IR it comes from.
//!
//! All traces of a run live in one fixed reservation of code memory (`memory.rs`), so a trace can jump
//! straight into another (`jump_trace`, and patched guard exits) with a plain relative jump, and code never
//! moves. Each trace is assembled by its own `dynasmrt::VecAssembler` for the address it will have, then
//! copied in; pages are writable or executable, never both at once.

pub mod emit;
mod emitter;
mod entry;
mod exits;
pub mod glue;
pub mod handoff;
#[cfg(target_os = "linux")]
pub mod jitdump;
pub mod listing;
mod lists;
mod lower;
pub mod memory;
pub mod regalloc;

use crate::jit::exit::{EXIT, STACK_LIMIT, VALUE, VALUE_KIND};
use crate::jit::ir::{SnapId, Trace, TraceId};
use dynasmrt::x64::X64Relocation;
use dynasmrt::{AssemblyOffset, DynasmApi, DynasmLabelApi, VecAssembler, dynasm};
use emitter::ProbationSite;
pub use emitter::Unsupported;
pub use entry::{BodyCode, ParentExit};
use memory::CodeMemory;

/// Spill slots every trace may use (the frame the entry routine makes).
pub const MAX_SPILL_SLOTS: usize = 512;
const FRAME_BYTES: i32 = 8 * MAX_SPILL_SLOTS as i32 + 8;

/// Spill slots of a function-entry trace and its bridges (`OnEntry::family`): each call of one makes
/// a frame of its own this size on the native stack, so it is kept small (a recursive procedure's
/// trace holds a few values; one that needs more runs on the trace executor).
pub const FAMILY_SPILL_SLOTS: usize = 16;
/// The frame a call of a function-entry trace makes below its return address: 16-byte aligned with it.
pub const FAMILY_FRAME_BYTES: i32 = 8 * FAMILY_SPILL_SLOTS as i32 + 8;
const _: () = assert!(FAMILY_FRAME_BYTES as usize + 8 >= crate::jit::exit::MIN_CALL_BYTES);
// How a function-entry trace's code comes back to its caller (`call_proc`, or `family_enter`): the
// carry flag tells which way, so a return costs no register and its caller one `jc`. Clear: it
// returned, its value in `rdx` and the exit code of its `return` in `rcx`; the `add rsp` that frees
// its frame is the last instruction to set the flags before `ret`, and clears it (rsp plus a frame
// never wraps). Set (`family_leave`): it left through the exit whose code is in `rax`.

/// A probation site counting jumps (`lower.rs`): `cmp QWORD [rbp + disp32], imm32` and `jl rel32`
/// (11 and 6 bytes: once the budget is spent, the count is skipped), then `sub QWORD [rbp + disp32],
/// imm32` and `jb rel32` (11 and 6: the count, and the crossing of the budget).
pub const PROBATION_SITE: usize = 34;

/// A 10-byte `nop` (`66 2e 0f 1f 84 00 00 00 00 00`), the body entry's probation site.
pub const NOP10: [u8; 10] = [0x66, 0x2e, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0];

/// `nop`s over a whole probation site (9, 9, 9 and 7 bytes): a body's count once the probation is over.
const SITE_NOPS: [u8; PROBATION_SITE] = [
    0x66, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0, 0x66, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0, 0x66, 0x0f, 0x1f, 0x84, 0, 0, 0, 0,
    0, 0x0f, 0x1f, 0x80, 0, 0, 0, 0,
];

/// The mark that a run went round a loop no longer counting: `mov DWORD [rbp + UNCOUNTED],
/// NOT_COUNTING` (10 bytes).
const MARK: [u8; 10] = {
    let at = crate::jit::exit::UNCOUNTED.to_le_bytes();
    let mark = crate::jit::exit::NOT_COUNTING.to_le_bytes();
    [0xc7, 0x85, at[0], at[1], at[2], at[3], mark[0], mark[1], mark[2], mark[3]]
};

/// The peeled iteration's probation site once the probation is over: the mark, then `nop`s (9, 9 and
/// 6 bytes).
const SITE_MARKED: [u8; PROBATION_SITE] = {
    const NOPS: [u8; PROBATION_SITE - MARK.len()] =
        [0x66, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0, 0x66, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0, 0x66, 0x0f, 0x1f, 0x44, 0, 0];
    let mut site = [0; PROBATION_SITE];
    let mut k = 0;
    while k < PROBATION_SITE {
        site[k] = if k < MARK.len() { MARK[k] } else { NOPS[k - MARK.len()] };
        k += 1;
    }
    site
};

/// A compiled trace.
pub struct NativeTrace {
    pub emitted: emit::Emitted,
    /// A bridge's parent exit, when its code has an entry for it (`Emitted::from_parent`).
    pub made_for: Option<(TraceId, SnapId)>,
    pub code_bytes: usize,
    pub compile_us: f64,
    /// A function-entry trace or its bridge (`OnEntry::family`): run through `family_enter`.
    pub family: bool,
}

pub struct Backend {
    pub code: CodeMemory,
    pub nvars: usize,
    /// The shared epilogue: restores the registers and returns the exit code in rax.
    pub epilogue: AssemblyOffset,
    /// Where an exit of a function-entry trace (or its bridge) goes: frees the trace's frame and
    /// returns to its caller (`call_proc`, or `family_enter`) with the exit code in rax and the carry
    /// flag set.
    pub family_leave: AssemblyOffset,
    /// Where the entry routine goes to run a function-entry trace (or its bridge) whose entry is in
    /// rdx: calls it as `call_proc` does, and makes a `return` an exit of its own for the engine
    /// (`ExitKind::Return`: the exit code, and the value in `VALUE`).
    pub family_enter: AssemblyOffset,
    /// The shared entry routine: `extern "sysv64" fn(exit state slots, code address) -> exit code`.
    enter: AssemblyOffset,
    /// Where the code of the shared routines ends and the traces' begins.
    routines_end: usize,
    /// The compiled traces by id, `traces[0]` being trace `first` (the flushes threw away those before).
    traces: Vec<Option<NativeTrace>>,
    first: u32,
    /// Whether steps are counted (a `--max-steps` limit): otherwise no step code is emitted at all.
    pub limited_steps: bool,
    /// Loops get entries into their body past the peeled iteration (`entry::BodyCode`).
    pub body_entries: bool,
    /// Homes (`exit.rs`) the compiled traces use: the next trace's start at this index.
    pub homes_used: usize,
    /// Where a list's `Rc` counts are, from its address (`glue::rc_count_offsets`): inline code checks
    /// that a list nothing proves unshared is, before it updates it in place.
    pub rc_counts: Option<(i32, i32)>,
    /// Each procedure's parameters (`lang::Proc::param_slots`), where `call_proc` puts its arguments.
    pub params: Vec<std::ops::Range<crate::lang::VarId>>,
    /// Each procedure's variables (`lang::Proc::vars`).
    pub proc_vars: Vec<std::ops::Range<crate::lang::VarId>>,
    /// The entry for `call_proc` of each procedure's compiled function-entry trace (`Emitted::callable`).
    callables: std::collections::HashMap<crate::lang::ProcId, (usize, emitter::CallConvention)>,
}

impl Backend {
    /// A backend whose code memory reserves `reserve` bytes of address space, or less (halving down to
    /// `memory::LEAST_RESERVED_BYTES`) when the system refuses that much.
    pub fn new(nvars: usize, limited_steps: bool, reserve: usize) -> std::io::Result<Backend> {
        let mut bytes = reserve.clamp(memory::LEAST_RESERVED_BYTES, memory::RESERVED_BYTES);
        let mut code = loop {
            match CodeMemory::new(bytes) {
                Ok(code) => break code,
                Err(_) if bytes > memory::LEAST_RESERVED_BYTES => bytes /= 2,
                Err(e) => return Err(e),
            }
        };
        let mut asm = VecAssembler::<X64Relocation>::new(code.addr(code.next_offset()));
        let epilogue = asm.new_dynamic_label();
        let family_leave = asm.new_dynamic_label();
        let family_enter = asm.new_dynamic_label();
        let family_call = asm.new_dynamic_label();
        let (limit, exit, value, value_kind) = (STACK_LIMIT, EXIT, VALUE, VALUE_KIND);
        let int = crate::value::MC_INT as i32;
        dynasm!(asm
            ; .arch x64
            ; mov rax, rsp
            ; sub rax, QWORD [rdi + limit]
            ; mov QWORD [rdi + limit], rax
            ; push rbp
            ; push rbx
            ; push r12
            ; push r13
            ; push r14
            ; push r15
            ; sub rsp, FRAME_BYTES
            ; mov rbp, rdi
            ; jmp rsi
            ; =>epilogue
            ; add rsp, FRAME_BYTES
            ; pop r15
            ; pop r14
            ; pop r13
            ; pop r12
            ; pop rbx
            ; pop rbp
            ; ret
            ; =>family_leave
            ; add rsp, FAMILY_FRAME_BYTES
            ; stc
            ; ret
            ; =>family_enter
            ; call =>family_call
            ; jc =>epilogue
            ; mov QWORD [rbp + value], rdx
            ; mov QWORD [rbp + value_kind], DWORD int
            ; mov QWORD [rbp + exit], rcx
            ; mov rax, rcx
            ; jmp =>epilogue
            ; =>family_call
            ; sub rsp, FAMILY_FRAME_BYTES
            ; jmp rdx
        );
        let resolve = |label| asm.labels().resolve_dynamic(label).map_err(|e| std::io::Error::other(e.to_string()));
        let (at, leave_at, enter_at) = (resolve(epilogue)?, resolve(family_leave)?, resolve(family_enter)?);
        let bytes = asm.finalize().map_err(|e| std::io::Error::other(format!("{e:?}")))?;
        let enter = AssemblyOffset(code.append(&bytes)?);
        let epilogue = AssemblyOffset(enter.0 + at.0);
        let family_leave = AssemblyOffset(enter.0 + leave_at.0);
        let family_enter = AssemblyOffset(enter.0 + enter_at.0);
        let rc_counts = glue::rc_count_offsets();
        let routines_end = code.used();
        Ok(Backend {
            code,
            nvars,
            epilogue,
            family_leave,
            family_enter,
            enter,
            routines_end,
            traces: Vec::new(),
            first: 0,
            limited_steps,
            body_entries: true,
            homes_used: 0,
            rc_counts,
            params: Vec::new(),
            proc_vars: Vec::new(),
            callables: std::collections::HashMap::new(),
        })
    }

    /// Makes the code written since the last call executable (`memory.rs`): before machine code runs.
    pub fn seal(&mut self) -> std::io::Result<()> {
        self.code.seal()
    }

    /// Where the exits of `trace` go (`Emitter::leave`).
    pub fn leave_of(&self, trace: &Trace) -> usize {
        let at = if trace.on_entry.family.is_some() { self.family_leave } else { self.epilogue };
        self.code.addr(at.0)
    }

    /// Where `call_proc` calls procedure `proc`'s compiled function-entry trace, if there is one, and
    /// what that entry takes (`Emitted::callable`).
    pub fn callable(&self, proc: crate::lang::ProcId) -> Option<(usize, &emitter::CallConvention)> {
        self.callables.get(&proc).map(|(at, conv)| (*at, conv))
    }

    /// The variables procedure `proc` takes its arguments in.
    pub fn proc_params(&self, proc: crate::lang::ProcId) -> std::ops::Range<crate::lang::VarId> {
        self.params[proc as usize].clone()
    }

    /// Where the engine's entry routine goes to run trace `id`, and what it passes in rdx: the trace's
    /// entry, or for a function-entry trace and its bridges `family_enter` with the entry in rdx.
    pub fn run_target(&self, id: TraceId) -> Option<(usize, usize)> {
        let t = self.native(id)?;
        let entry = self.code.addr(t.emitted.entry.0);
        Some(if t.family { (self.code.addr(self.family_enter.0), entry) } else { (entry, 0) })
    }

    /// The address of trace `id`'s entry, if it is compiled.
    pub fn entry_addr(&self, id: TraceId) -> Option<usize> {
        self.native(id).map(|t| self.code.addr(t.emitted.entry.0))
    }

    /// The address code that knows `known` where it enters trace `id` jumps to: the trusted entry
    /// when that is all it takes for granted (every input's kind, and the values its first guards
    /// check), else the entry that checks.
    pub fn entry_for(&self, id: TraceId, known: &[crate::jit::contract::Known]) -> Option<usize> {
        let t = self.native(id)?;
        let at = if trusts(t, known) { t.emitted.trusted_entry } else { t.emitted.entry };
        Some(self.code.addr(at.0))
    }

    /// The moves and the jump target that hand an exit's values (`values`, `Emitted::exit_values`)
    /// over to trace `id` in registers (`handoff.rs`), if it trusts what the exit knows (`known`).
    /// Not with a step limit: the trusted entry checks the steps left before it loads.
    pub fn handoff(
        &self,
        values: &[(handoff::Place, handoff::Src)],
        id: TraceId,
        known: &[crate::jit::contract::Known],
    ) -> Option<(Vec<(regalloc::Loc, handoff::Src)>, usize)> {
        let t = self.native(id)?;
        if self.limited_steps || !trusts(t, known) {
            return None;
        }
        let (e, slot) = (&t.emitted, crate::jit::exit::word_offset);
        let (moves, past_reads) = handoff::entry_moves(values, &e.past_reads, &e.handoff_inputs, slot)?;
        let at = if past_reads { e.handoff_reads } else { e.handoff };
        Some((moves, self.code.addr(at.0)))
    }

    /// How an exit whose values are at `values` and that knows `known` goes into loop `id`'s body past
    /// its peeled iteration (`entry::BodyCode`), when the loop has that entry and trusts what the exit
    /// knows (as `handoff`): the moves into the body's places, what to check there first, and where to
    /// go when a check fails (the entry that runs the peeled iteration).
    pub fn body_jump(
        &self,
        values: &[(handoff::Place, handoff::Src)],
        id: TraceId,
        known: &[crate::jit::contract::Known],
    ) -> Option<BodyJump> {
        let t = self.native(id)?;
        let body = t.emitted.body.as_ref()?;
        if self.limited_steps || !trusts(t, known) {
            return None;
        }
        let live: Vec<(handoff::Place, regalloc::Loc)> =
            body.live.iter().map(|&(var, at)| (handoff::Place::Var(var), at)).collect();
        Some(BodyJump {
            moves: handoff::moves(values, &live, crate::jit::exit::word_offset)?,
            checks: body.requires.iter().filter(|r| !entry::knows(r, known)).cloned().collect(),
            live: body.live.clone(),
            entry: self.code.addr(body.entry.0),
            fallback: self.code.addr(t.emitted.trusted_entry.0),
        })
    }

    pub fn native(&self, id: TraceId) -> Option<&NativeTrace> {
        let at = id.0.checked_sub(self.first)? as usize;
        self.traces.get(at).and_then(|t| t.as_ref())
    }

    /// Compiles trace `id`; `counters`: the byte offset in the exit state of its counters
    /// (`exit::counter_offset`), when it counts its iterations and exits; `from`: for a bridge, the exit
    /// of its parent it is made for and what that exit knows (`opt::entry::known_at`), so that its code
    /// can take that exit's values in registers where it starts.
    pub fn compile(
        &mut self,
        id: TraceId,
        trace: &Trace,
        counters: Option<i32>,
        from: Option<(TraceId, SnapId, &[crate::jit::contract::Known])>,
        callable: bool,
        probation: bool,
    ) -> Result<&NativeTrace, Unsupported> {
        let t0 = std::time::Instant::now();
        let parent_exit = from.and_then(|(parent, snap, known)| {
            let values = self.native(parent)?.emitted.exit_values.get(snap.index())?.clone()?;
            Some(ParentExit { values, known: known.to_vec() })
        });
        let (emitted, bytes) = emit::emit(
            self,
            id,
            trace,
            emitter::Counting { limited_steps: self.limited_steps, probation, counters },
            parent_exit.as_ref(),
            callable,
        )?;
        let made_for = emitted.from_parent.and(from.map(|(parent, snap, _)| (parent, snap)));
        let at = self.code.append(&bytes).map_err(|e| Unsupported(e.to_string()))?;
        debug_assert_eq!(at, emitted.start.0, "code is written where it was assembled for");
        let code_bytes = emitted.end.0 - emitted.start.0;
        self.homes_used += emitted.homes;
        if let (Some((at, conv)), Some(proc)) = (&emitted.callable, trace.on_entry.family) {
            self.callables.insert(proc, (self.code.addr(at.0), conv.clone()));
        }
        let family = trace.on_entry.family.is_some();
        let native = NativeTrace { emitted, made_for, code_bytes, compile_us: 0.0, family };
        let at = id.0.checked_sub(self.first).expect("a trace made after the last flush") as usize;
        if self.traces.len() <= at {
            self.traces.resize_with(at + 1, || None);
        }
        self.traces[at] = Some(native);
        let native = self.traces[at].as_mut().expect("just stored");
        native.compile_us = t0.elapsed().as_secs_f64() * 1e6;
        Ok(native)
    }

    /// Makes guard `snap` of trace `parent` jump to trace `bridge` instead of leaving machine code: its
    /// exit's `jmp rel32` gets as target the bridge's entry for that exit (`Emitted::from_parent`), or
    /// else the moves that hand the exit's values over in registers (`handoff.rs`), which take its
    /// values in registers too (it says so by returning true), or else the bridge's entry.
    pub fn link_exit(
        &mut self,
        parent: TraceId,
        snap: SnapId,
        bridge: TraceId,
        known: &[crate::jit::contract::Known],
    ) -> Result<bool, Unsupported> {
        let (Some(at), Some(target)) = (self.exit_jump(parent, snap), self.entry_for(bridge, known)) else {
            return Err(Unsupported("parent or bridge not compiled".into()));
        };
        // A bridge made for this exit takes its values where its code starts.
        if let Some(t) = self.native(bridge)
            && t.made_for == Some((parent, snap))
            && let Some(from_parent) = t.emitted.from_parent
        {
            let at_bridge = self.code.addr(from_parent.0);
            // Past the stub's writes where the bridge makes them itself (`Emitted::exit_starts`): from
            // the guard's branch itself when it is the one way into the stub.
            let emitted = &self.native(parent).expect("compiled").emitted;
            let (start, branch) = (emitted.exit_starts[snap.index()], emitted.exit_branches[snap.index()]);
            if let Some(end) = branch
                && self.patch_branch(end, at_bridge).is_ok()
            {
                return Ok(true);
            }
            return self.patch_jump(start.unwrap_or(at), at_bridge).map(|()| true);
        }
        let values = self.native(parent).and_then(|t| t.emitted.exit_values.get(snap.index())?.as_deref());
        let Some((moves, handoff)) = values.and_then(|v| self.handoff(v, bridge, known)) else {
            return self.patch_jump(at, target).map(|()| false);
        };
        // The moves go into code of their own, which the exit jumps to.
        let glue = self.append_glue(|asm| {
            handoff::emit_moves(asm, &moves);
            dynasm!(asm ; .arch x64 ; jmp extern handoff);
        })?;
        self.patch_jump(at, glue).map(|()| true)
    }

    /// Assembles code that belongs to no trace (what a patched exit jumps through) at the end of code
    /// memory, and returns its address.
    fn append_glue(&mut self, emit: impl FnOnce(&mut VecAssembler<X64Relocation>)) -> Result<usize, Unsupported> {
        let start = self.code.next_offset();
        let mut asm = VecAssembler::<X64Relocation>::new(self.code.addr(start));
        emit(&mut asm);
        let bytes = asm.finalize().map_err(|e| Unsupported(format!("assembler: {e:?}")))?;
        let written = self.code.append(&bytes).map_err(|e| Unsupported(e.to_string()))?;
        debug_assert_eq!(written, start, "code is written where it was assembled for");
        Ok(self.code.addr(start))
    }

    /// Where the patchable `jmp` of guard `snap`'s exit in trace `parent` is, if it is compiled.
    fn exit_jump(&self, parent: TraceId, snap: SnapId) -> Option<AssemblyOffset> {
        self.native(parent).and_then(|t| t.emitted.exit_jumps.get(snap.index()).copied().flatten())
    }

    /// Makes the 5-byte `jmp rel32` at `at` jump to address `target`.
    fn patch_jump(&mut self, at: AssemblyOffset, target: usize) -> Result<(), Unsupported> {
        let rel = target as i64 - (self.code.addr(at.0) as i64 + 5);
        let rel = i32::try_from(rel).map_err(|_| Unsupported("jump target out of range".into()))?;
        let mut jmp = [0xe9, 0, 0, 0, 0];
        jmp[1..].copy_from_slice(&rel.to_le_bytes());
        self.code.patch(at.0, &jmp).map_err(|e| Unsupported(format!("patching: {e}")))
    }

    /// Ends the probation of trace `id` (`emitter::ProbationSite`): its loop stops counting its jumps,
    /// and a run that comes into it is marked as not counted (`UNCOUNTED`: it is not judged by its
    /// count). Once: the sites are forgotten.
    pub fn end_probation(&mut self, id: TraceId) -> Result<(), Unsupported> {
        let Some(native) = self.native(id) else { return Ok(()) };
        let (sites, head) = (native.emitted.probation_sites.clone(), native.emitted.loop_head);
        let patching = |e: std::io::Error| Unsupported(format!("patching: {e}"));
        for (at, site) in sites {
            match site {
                ProbationSite::Count => self.code.patch(at.0, &SITE_MARKED).map_err(patching)?,
                ProbationSite::CountInBody => self.code.patch(at.0, &SITE_NOPS).map_err(patching)?,
                ProbationSite::Branch => {
                    let head = head.ok_or_else(|| Unsupported("a loop without a head".into()))?;
                    self.patch_branch(at, self.code.addr(head.0))?;
                }
                ProbationSite::Entry => self.code.patch(at.0, &MARK).map_err(patching)?,
            }
        }
        let at = (id.0 - self.first) as usize;
        if let Some(Some(native)) = self.traces.get_mut(at) {
            native.emitted.probation_sites.clear();
        }
        Ok(())
    }

    /// Makes the conditional branch `jcc rel32` that ends at `end` jump to address `target`.
    fn patch_branch(&mut self, end: AssemblyOffset, target: usize) -> Result<(), Unsupported> {
        let opcode = self.code.bytes(end.0 - 6..end.0 - 4);
        if opcode[0] != 0x0f || opcode[1] & 0xf0 != 0x80 {
            return Err(Unsupported("a guard's branch is not a jcc rel32".into()));
        }
        let rel = target as i64 - self.code.addr(end.0) as i64;
        let rel = i32::try_from(rel).map_err(|_| Unsupported("jump target out of range".into()))?;
        self.code.patch(end.0 - 4, &rel.to_le_bytes()).map_err(|e| Unsupported(format!("patching: {e}")))
    }

    /// Makes `guard_value` `snap` of trace `parent`, on a value that is one word (an integer or a
    /// symbol), go straight on into the bridges made for the values it failed with (`bridges`: each
    /// value's word, and its bridge): its exit's `jmp rel32` gets a dispatch that compares the value the
    /// exit saw (`VALUE`) with each and jumps to that one's bridge, and for any other leaves as before.
    /// A promote with a few values (an interpreter's `ret` to a few call sites) then stays in machine
    /// code. Called again with every new bridge of the guard: the dispatch it replaces stays behind,
    /// unused (at most `MAX_BRIDGES_PER_GUARD` per guard).
    pub fn link_values(
        &mut self,
        parent: TraceId,
        snap: SnapId,
        bridges: &[(i64, TraceId)],
        known: &[crate::jit::contract::Known],
    ) -> Result<(), Unsupported> {
        use crate::jit::exit::{VALUE, VALUE_KIND};
        let Some(at) = self.exit_jump(parent, snap) else {
            return Err(Unsupported("parent not compiled".into()));
        };
        let mut targets = Vec::with_capacity(bridges.len());
        for &(word, bridge) in bridges {
            targets
                .push((word, self.entry_for(bridge, known).ok_or_else(|| Unsupported("bridge not compiled".into()))?));
        }
        let epilogue = match self.native(parent) {
            Some(t) if t.family => self.code.addr(self.family_leave.0),
            _ => self.code.addr(self.epilogue.0),
        };
        let glue = self.append_glue(|asm| {
            dynasm!(asm ; .arch x64 ; mov r11, QWORD [rbp + VALUE]);
            for (word, target) in targets {
                let other = asm.new_dynamic_label();
                // rax holds the exit's code, for the epilogue; rdx and r11 are scratch. The bridge runs
                // instead of the exit: no value was seen.
                dynasm!(asm
                    ; .arch x64
                    ; mov rdx, QWORD word
                    ; cmp r11, rdx
                    ; jne =>other
                    ; mov QWORD [rbp + VALUE_KIND], 0
                    ; jmp extern target
                    ; =>other
                );
            }
            dynasm!(asm ; .arch x64 ; jmp extern epilogue);
        })?;
        self.patch_jump(at, glue)
    }

    /// Throws away every trace's code (a flush, between runs): the next trace, `next`, is written where
    /// the first trace was.
    pub fn flush(&mut self, next: TraceId) -> std::io::Result<()> {
        self.traces.clear();
        self.callables.clear();
        self.first = next.0;
        self.homes_used = 0;
        self.code.truncate(self.routines_end)
    }

    /// Writes `/tmp/perf-PID.map` so `perf report` names the traces (`names[i]` for the `i`-th trace
    /// since the last flush), each region of a trace apart (`regions`), as `NAME:REGION`. The
    /// addresses are those of the code buffer now, at exit: it does not move once compiling is over.
    #[cfg(target_os = "linux")]
    pub fn write_perf_map(&self, names: &[String]) -> std::io::Result<std::path::PathBuf> {
        use std::fmt::Write as _;
        let base = self.code.base();
        let (enter, code) = self.enter_and_exit();
        let mut text = format!("{enter:x} {:x} fgljit:enter_and_exit\n", code.len());
        for (id, t) in self.traces.iter().enumerate() {
            if let (Some(t), Some(name)) = (t, names.get(id)) {
                for (region, range) in regions(&t.emitted) {
                    let _ = writeln!(text, "{:x} {:x} {name}:{region}", base + range.start, range.len());
                }
            }
        }
        let path = std::path::PathBuf::from(format!("/tmp/perf-{}.map", std::process::id()));
        std::io::Write::write_all(&mut open_perf_map(&path)?, text.as_bytes())?;
        Ok(path)
    }

    pub fn enter_offset(&self) -> AssemblyOffset {
        self.enter
    }

    /// The shared entry and exit routine: its address and its code.
    pub fn enter_and_exit(&self) -> (usize, &[u8]) {
        let end = self.routines_end;
        (self.code.addr(self.enter.0), self.code.bytes(self.enter.0..end))
    }
}

/// The regions of a trace's code, in order, each with its offsets in code memory (empty ones left
/// out), for profiles that tell them apart (`--perf-map`, `benches/regions.sh`): a loop's `preamble`
/// (its entry checks and peeled iteration) and `body`, or the `code` of a trace without a loop (a
/// bridge, a function-entry trace); then `cold` (slow paths, the body's entry for other traces) and
/// `exits` (the exit stubs).
pub fn regions(e: &emit::Emitted) -> Vec<(&'static str, std::ops::Range<usize>)> {
    let (start, hot_end, stubs, end) = (e.start.0, e.hot_end.0, e.stubs_at.0, e.end.0);
    let mut regions = match e.loop_head {
        Some(head) => vec![("preamble", start..head.0), ("body", head.0..hot_end)],
        None => vec![("code", start..hot_end)],
    };
    regions.push(("cold", hot_end..stubs));
    regions.push(("exits", stubs..end));
    regions.retain(|(_, r)| !r.is_empty());
    regions
}

/// A jump into a loop's body (`Backend::body_jump`).
pub struct BodyJump {
    pub moves: Vec<(regalloc::Loc, handoff::Src)>,
    /// What the body requires that the jumping code does not know: checked after the moves.
    pub checks: Vec<crate::jit::contract::Known>,
    /// Where the body keeps each variable it reads.
    pub live: Vec<(crate::lang::VarId, regalloc::Loc)>,
    pub entry: usize,
    pub fallback: usize,
}

/// Whether trace `t` takes for granted no more than code that knows `known` where it enters knows
/// (`Emitted::requires`): then that code may enter past its checks.
fn trusts(t: &NativeTrace, known: &[crate::jit::contract::Known]) -> bool {
    entry::trusted_by(&t.emitted.requires, known)
}

/// Opens `path` (`/tmp/perf-PID.map`, or a jitdump's files) to write the perf map, safely in a directory anyone can write:
/// it is created if it is not there, without following a symbolic link someone planted at the path;
/// if something is there, it is used (emptied) only if it is a regular file of this process's user
/// with no other link (a map left by an earlier process with the same PID), and refused otherwise with
/// an error that says why (the caller warns and the run goes on).
#[cfg(target_os = "linux")]
pub(crate) fn open_perf_map(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    use std::io::{Error, ErrorKind};
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
    // x86-64 Linux values (the backend is x86-64 only): never follow a link at the last component;
    // do not wait on a FIFO planted there.
    const O_NOFOLLOW: i32 = 0o400000;
    const O_NONBLOCK: i32 = 0o4000;
    const ELOOP: i32 = 40;
    // O_CREAT | O_EXCL fails on any existing name, a dangling symbolic link included.
    let created = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .mode(0o644)
        .custom_flags(O_NOFOLLOW)
        .open(path);
    match created {
        Ok(file) => return Ok(file),
        Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
        Err(e) => return Err(Error::new(e.kind(), format!("{}: {e}", path.display()))),
    }
    let refuse = |why: String| Error::other(format!("{} {why}: refusing to write to it", path.display()));
    let file = match std::fs::OpenOptions::new().read(true).write(true).custom_flags(O_NOFOLLOW | O_NONBLOCK).open(path)
    {
        Ok(file) => file,
        Err(e) if e.raw_os_error() == Some(ELOOP) => return Err(refuse("is a symbolic link".into())),
        Err(e) => return Err(Error::new(e.kind(), format!("{}: {e}", path.display()))),
    };
    let meta = file.metadata()?;
    if !meta.file_type().is_file() {
        return Err(refuse("exists and is not a regular file".into()));
    }
    let me = effective_uid()?;
    if meta.uid() != me {
        return Err(refuse(format!("exists and belongs to user {}, not to this process's user {me}", meta.uid())));
    }
    if meta.nlink() != 1 {
        return Err(refuse(format!("exists and has {} links", meta.nlink())));
    }
    file.set_len(0)?;
    Ok(file)
}

/// This process's effective user id, from `/proc/self/status` (its `Uid:` line: real, effective, ...).
#[cfg(target_os = "linux")]
fn effective_uid() -> std::io::Result<u32> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("Uid:"))
        .and_then(|ids| ids.split_whitespace().nth(1))
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| std::io::Error::other("no effective user id in /proc/self/status"))
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// A fresh directory of this test's own.
    fn scratch(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fgljit-perf-map-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn write(path: &std::path::Path, text: &str) -> std::io::Result<()> {
        std::io::Write::write_all(&mut open_perf_map(path)?, text.as_bytes())
    }

    #[test]
    fn a_new_perf_map_is_created() {
        let dir = scratch("new");
        let path = dir.join("perf-1.map");
        write(&path, "1000 10 fgljit_T0 loop\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1000 10 fgljit_T0 loop\n");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_old_perf_map_of_ours_is_replaced() {
        let dir = scratch("ours");
        let path = dir.join("perf-1.map");
        std::fs::write(&path, "a much longer map left by an earlier process with the same pid\n").unwrap();
        write(&path, "new\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new\n");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_symbolic_link_is_not_followed() {
        let dir = scratch("symlink");
        let victim = dir.join("victim");
        std::fs::write(&victim, "precious\n").unwrap();
        let path = dir.join("perf-1.map");
        std::os::unix::fs::symlink(&victim, &path).unwrap();
        let e = write(&path, "map\n").unwrap_err();
        assert_eq!(e.to_string(), format!("{} is a symbolic link: refusing to write to it", path.display()));
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
        // A link to a file that does not exist yet is not followed either: nothing is created.
        let missing = dir.join("missing");
        let path = dir.join("perf-2.map");
        std::os::unix::fs::symlink(&missing, &path).unwrap();
        assert!(write(&path, "map\n").unwrap_err().to_string().contains("is a symbolic link"));
        assert!(!missing.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_hard_link_or_something_else_is_refused() {
        let dir = scratch("other");
        let victim = dir.join("victim");
        std::fs::write(&victim, "precious\n").unwrap();
        let path = dir.join("perf-1.map");
        std::fs::hard_link(&victim, &path).unwrap();
        let e = write(&path, "map\n").unwrap_err();
        assert_eq!(e.to_string(), format!("{} exists and has 2 links: refusing to write to it", path.display()));
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
        let path = dir.join("perf-2.map");
        std::fs::create_dir(&path).unwrap();
        let e = write(&path, "map\n").unwrap_err();
        assert!(e.to_string().starts_with(&format!("{}: ", path.display())), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A file of another user can only be made by root: the test runs when it is root.
    #[test]
    fn a_file_of_another_user_is_refused() {
        if effective_uid().unwrap() != 0 {
            return;
        }
        let dir = scratch("foreign");
        let path = dir.join("perf-1.map");
        std::fs::write(&path, "theirs\n").unwrap();
        std::os::unix::fs::chown(&path, Some(54321), None).unwrap();
        let e = write(&path, "map\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "{} exists and belongs to user 54321, not to this process's user 0: refusing to write to it",
                path.display()
            )
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "theirs\n");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
