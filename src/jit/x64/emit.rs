//! Emission of one trace with dynasm, as a pipeline of named phases (`emit`): register allocation,
//! the analyses the code builds on, the checked entry, the body's lowering (with the trusted entry
//! and the handoffs where the leading guards and the entry reads end), the slow paths, the loop's body
//! entry, the exit stubs, and the finish that resolves where everything is. Each phase is in a file
//! of its own: `emitter.rs` (the state and the code every part emits), `entry.rs`, `lower.rs`
//! (instruction selection), `lists.rs` (inline list code), `exits.rs`; the analyses of the trace's
//! lists are IR-level (`jit/ownership.rs`).
//!
//! ## The machine state of compiled traces
//! - `rbp` points at the exit state (`jit/exit.rs`): a flat array of 64-bit slots holding the step
//!   budget, the exit taken, the value a failing `guard_value` saw, then one word and one kind code per
//!   interpreter variable, and the output buffer's address. Entry loads a trace's inputs from it
//!   (checking their kinds), and every exit writes its snapshot into it, so a bridge or a linked trace
//!   starts from it exactly as a trace started from the interpreter. Linked code that knows what the
//!   checks would find enters at the trusted entry instead, past the kind checks and the guards on
//!   green values the trace starts with (`Emitted::requires`, `Backend::entry_for`). An exit whose
//!   registers still hold its values goes further: it moves them into the target's input registers
//!   and jumps past the trusted entry's loads (`handoff.rs`).
//! - `rsp` points at the spill slots (one frame, made by the shared entry routine, for every trace).
//! - `rax`, `rdx`, `r11` are scratch; values live in the other registers (`regalloc.rs`).
//!
//! Every way out is a snapshot (`jit/snapshot.rs`), and each has an exit stub emitted after the trace:
//! it writes the snapshot into the exit state, accounts the steps taken, loads the exit code (trace,
//! snapshot) into `rax` and jumps to the shared epilogue with a 5-byte `jmp rel32`, which is what a bridge
//! later patches to jump to its own code instead. The entry's kind and step checks leave through the
//! entry's snapshot (`SnapId::ENTRY`), which writes nothing.
//!
//! An operation with no code of its own here is a call to `glue::call_op`, which evaluates it through
//! the operation table: every operation of the table runs in machine code.
//!
//! Lists are addresses in registers, each owned by a place the exit state knows (`exit.rs`): an input's
//! by its variable's held list, every other list by the home of the instruction that made it. An
//! instruction whose result is a list is a call to `glue::list_op`, which stores the result in its home
//! and, for an update the recorder made `owned` whose operand nothing reads afterwards, moves the
//! operand out of its owner first, so a list nothing else holds is updated in place (a `+` of
//! brainfuck changes one cell of the tape, never copies it). A phi has a home too, shared with its next
//! value when that is computed in its place (`Trace::coalescible_phis`: `jump` then moves nothing), and
//! such an update keeps its operand's owner (a variable's held list too). `set` and `append` of an
//! integer and a prefix `slice` are inline on a list of integers that the trace proves nothing else
//! holds (`ownership::unshared`) or whose `Rc` counts say so: a store, or a length written; the helper
//! runs off the hot path for any other case. `put_byte` appends to the output buffer inline. Every exit that
//! writes lists hands them to their variables (`glue::exit_lists`) for what runs next.

use super::Backend;
use super::NOP10;
use super::emitter::{CallConvention, Counting, Emitter, Places, ProbationSite, Unsupported, const_word};
use super::entry::{BodyCode, Entries, ParentExit};
use super::exits::ExitStubs;
use super::glue::Transfer;
use super::handoff::{Place, Src};
use super::lower::narrow_adds;
use super::regalloc::{Allocation, Loc, allocate};
use crate::jit::contract::Known;
use crate::jit::exit::STEPS;
use crate::jit::ir::{Opcode, Ref, Trace, TraceId, Ty};
use crate::lang::VarId;
use crate::value::{MC_INT, Value};
use dynasmrt::{AssemblyOffset, DynamicLabel, DynasmApi, DynasmLabelApi, dynasm};

/// What emitting a trace produced.
/// Offsets are in code memory.
pub struct Emitted {
    pub entry: AssemblyOffset,
    /// The entry for code that knows what `requires` says (`Backend::entry_for`): it loads the inputs
    /// without checking their kinds, and starts after the guards on them the trace begins with.
    pub trusted_entry: AssemblyOffset,
    /// What the trusted entry takes for granted: each input's variable and kind code, and the word the
    /// trace's first guards compare it with.
    pub requires: Vec<(VarId, u8, Option<i64>)>,
    pub start: AssemblyOffset,
    pub end: AssemblyOffset,
    /// Offset of the patchable `jmp` of each guard's exit stub, by snapshot index.
    pub exit_jumps: Vec<Option<AssemblyOffset>>,
    /// By snapshot index, where a guard's exit stub begins when a bridge that takes the exit's values
    /// in registers may be entered from there, past the stub's writes (a function-entry family's:
    /// its bridge writes, at its own exits, every variable they need).
    pub exit_starts: Vec<Option<AssemblyOffset>>,
    /// For such a guard, when its stub is reached only through one conditional branch (`jcc rel32`),
    /// where that branch ends: a bridge entered past the writes is the branch's target itself.
    pub exit_branches: Vec<Option<AssemblyOffset>>,
    /// Where the trusted entry arrives once it has loaded the inputs (`handoff.rs`): code that has
    /// them in registers puts them in `handoff_inputs`' places and jumps here, to the entry reads.
    pub handoff: AssemblyOffset,
    /// The inputs the trusted entry loads: each one's variable and place.
    pub handoff_inputs: Vec<(Place, Loc)>,
    /// Past the entry reads (`opt::carry::entry_reads`), when there are any: code that has the
    /// elements they read, of lists it proved plain words, puts them and the inputs read past the
    /// reads in `past_reads`' places and jumps here.
    pub handoff_reads: AssemblyOffset,
    /// The inputs read past the entry reads and the elements those read (each its list's variable and
    /// index), with their places; empty when there are no entry reads.
    pub past_reads: Vec<(Place, Loc)>,
    /// A bridge's entry for the exit it was made for (`ParentExit`), when it takes that exit's values
    /// in registers: the moves into its inputs' places, then on into `handoff` without a jump.
    pub from_parent: Option<AssemblyOffset>,
    /// That entry takes the elements its entry reads read too, and jumps past them (`handoff_reads`).
    pub from_parent_elements: bool,
    /// By snapshot index, where each variable the exit writes is as its patchable `jmp` runs, when its
    /// stub calls nothing (no list to hand over, none to build) so its registers still hold them; and
    /// the elements it knows of those lists (`ownership::known_elements`), where they are.
    pub exit_values: Vec<Option<Vec<(Place, Src)>>>,
    /// Where the code of each IR instruction begins, for the disassembly listing.
    pub op_offsets: Vec<(usize, AssemblyOffset)>,
    /// Where the exit stubs begin.
    pub stubs_at: AssemblyOffset,
    /// Where a loop's body begins (its `loop` label: the preamble is the code before it), if the trace
    /// is a loop.
    pub loop_head: Option<AssemblyOffset>,
    /// Where the code of the instructions ends and the code off the hot path (slow paths, the loop's
    /// body entry) begins, before the exit stubs.
    pub hot_end: AssemblyOffset,
    /// A function-entry trace's entry for `call_proc` (it makes the trace's frame first), and what it
    /// takes.
    pub callable: Option<(AssemblyOffset, CallConvention)>,
    /// A loop's entry into its body past the peeled iteration (`BodyCode`), if it has one.
    pub body: Option<BodyCode>,
    /// The trace ends entering another loop's body (`BodyCode`), not its peeled iteration.
    pub enters_body: bool,
    /// Homes the trace's lists need (`exit.rs`), from the base it was given.
    pub homes: usize,
    /// The exits' tables of lists to hand over (`glue::exit_lists`), which the code points into.
    pub transfers: Vec<Box<[Transfer]>>,
    /// Where each site counting the jumps of the loop's iterations begins, while the trace is on
    /// probation (`Backend::end_probation`); empty when it is not.
    pub probation_sites: Vec<(AssemblyOffset, ProbationSite)>,
}

/// Checks that every instruction of `trace` can be compiled.
fn check(be: &Backend, trace: &Trace, limited_steps: bool) -> Result<(), Unsupported> {
    for v in trace.consts.iter() {
        const_word(v)?;
    }
    let calls = trace.ops.iter().any(|i| matches!(i.op, Opcode::CallProc | Opcode::Return));
    if calls && trace.on_entry.family.is_none() {
        return Err(Unsupported("a call or a return outside a function-entry trace".into()));
    }
    if trace.on_entry.family.is_some() {
        // Its calls run in frames of their own, one over another: a list in one of them would be owned
        // by a home (`exit.rs`) that the same code in the next frame overwrites.
        if trace.ops.iter().any(|i| i.ty == Ty::List) || trace.consts.iter().any(|v| matches!(v, Value::List(_))) {
            return Err(Unsupported("a list in a function-entry trace".into()));
        }
        // Each call would have to count the steps its callee takes.
        if limited_steps && trace.ops.iter().any(|i| i.op == Opcode::CallProc) {
            return Err(Unsupported("a compiled call under a step limit".into()));
        }
        for inst in trace.ops.iter().filter(|i| i.op == Opcode::CallProc) {
            if trace.on_entry.family != Some(inst.proc()) && be.callable(inst.proc()).is_none() {
                return Err(Unsupported("a call of a procedure whose entry is not compiled".into()));
            }
        }
    }
    if trace.ops.iter().any(|i| i.op == Opcode::Same) {
        return Err(Unsupported("an unoptimized trace (same)".into()));
    }
    // A list phi whose next value is another list phi would need its home moved through a temporary.
    let is_list_phi = |r: Ref| !r.is_const() && trace.ops[r.index()].op == Opcode::Phi && trace.ty(r) == Ty::List;
    if trace.phis.iter().any(|&(p, v)| is_list_phi(p) && is_list_phi(v)) {
        return Err(Unsupported("a list phi takes another's value".into()));
    }
    Ok(())
}

/// Emits trace `id`, for the place in code memory where it will be written (`Backend::compile`).
pub fn emit(
    be: &Backend,
    id: TraceId,
    trace: &Trace,
    counting: Counting,
    from: Option<&ParentExit>,
    callable: bool,
) -> Result<(Emitted, Vec<u8>), Unsupported> {
    let limited_steps = counting.limited_steps;
    check(be, trace, limited_steps)?;
    let Some(facts) = trace.facts.as_ref() else {
        return Err(Unsupported("a trace the optimizer did not finish (it has no facts)".into()));
    };
    // Allocate: registers and spill slots.
    let alloc = allocate_in_frame(trace)?;
    let callable = callable && trace.on_entry.family.is_some();
    check_links(be, trace)?;
    // Analyses: the lists' owners (`ownership.rs`), then what depends on the allocation too.
    let mut e = Emitter::new(be, id, trace, facts, alloc, counting);
    e.narrow = narrow_adds(trace, facts, &e.alloc, &e.last_use);
    e.pinned = e.pinned_words(facts.entry_reads.end);
    // Prologue: what each entry takes, and the checked entry's start.
    let entries = e.plan_entries(from);
    if callable {
        // `call_proc` comes here: the frame first (the engine's entry, `family_enter`, makes it
        // itself), then the trusted entry when all it takes for granted is its inputs' kinds (a call's
        // arguments are integers), else the checked entry (`trusted_entry` places the former).
        let label = e.asm.new_dynamic_label();
        e.callable = Some(label);
        e.call_convention = call_convention(&entries, limited_steps);
        if !e.call_convention.trusted {
            let frame = super::FAMILY_FRAME_BYTES;
            dynasm!(e.asm ; .arch x64 ; =>label ; sub rsp, frame);
        }
    }
    e.checked_entry(&entries);
    // The body, with the trusted entry and the handoffs where they go.
    let op_offsets = lower_body(&mut e, &entries);
    let hot_end = e.at();
    // Off the hot path: the slow paths, the loop's body entry, the exit stubs.
    e.slow_paths();
    let body = e.body_entry_code(entries.trusted);
    let stubs = e.exit_stubs(id);
    finish(e, &entries, body, stubs, (op_offsets, hot_end))
}

/// How `call_proc` enters a function-entry trace whose entries are `entries`: past the kind checks
/// when all the trusted entry takes for granted is that its inputs are integers (a call's arguments
/// are), and with the arguments in registers when, besides, every input it reads is in a register (a
/// spill slot would be in a frame the entry has not made yet) and no step count is checked there.
fn call_convention(entries: &Entries, limited_steps: bool) -> CallConvention {
    let trusted = entries.requires.iter().all(|&(_, kind, word)| kind == MC_INT && word.is_none());
    let in_registers = trusted && !limited_steps && entries.parent_moves.is_none();
    let args = entries
        .handoff_inputs
        .iter()
        .map(|&(place, loc)| match (place, loc) {
            (Place::Var(var), Loc::Reg(_) | Loc::None) => Some((var, loc)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
        .filter(|_| in_registers);
    CallConvention { trusted, args }
}

/// Allocates registers and spill slots (`regalloc.rs`), within the frame every trace has (a
/// function-entry trace's own, smaller one).
fn allocate_in_frame(trace: &Trace) -> Result<Allocation, Unsupported> {
    let alloc = allocate(trace);
    let most = if trace.on_entry.family.is_some() { super::FAMILY_SPILL_SLOTS } else { super::MAX_SPILL_SLOTS };
    if alloc.slots as usize > most {
        return Err(Unsupported(format!("{} spill slots (at most {most})", alloc.slots)));
    }
    Ok(alloc)
}

/// Checks that the traces `trace` jumps into are compiled.
fn check_links(be: &Backend, trace: &Trace) -> Result<(), Unsupported> {
    for inst in &trace.ops {
        if inst.op == Opcode::JumpTrace && be.entry_addr(inst.target()).is_none() {
            return Err(Unsupported(format!("links to {}, which is not compiled", inst.target())));
        }
    }
    Ok(())
}

/// The body's code, instruction by instruction (`Emitter::lower`), with the trusted entry where the
/// leading guards end and the handoff past the entry reads where they end (`entry.rs`). Returns where
/// the code of each instruction begins.
fn lower_body(e: &mut Emitter, entries: &Entries) -> Vec<(usize, AssemblyOffset)> {
    let trace = e.trace;
    let mut op_offsets = Vec::with_capacity(trace.ops.len());
    for (i, inst) in trace.ops.iter().enumerate() {
        if i == entries.leading {
            e.trusted_entry(entries);
        }
        if i == entries.reads.end {
            e.past_entry_reads(entries);
        }
        op_offsets.push((i, e.at()));
        e.lower(i, inst);
    }
    op_offsets
}

/// Resolves where the entries are, assembles the code and gathers what the backend keeps of it.
fn finish(
    mut e: Emitter,
    entries: &Entries,
    body: Option<(DynamicLabel, Places, Vec<Known>)>,
    stubs: ExitStubs,
    (op_offsets, hot_end): (Vec<(usize, AssemblyOffset)>, AssemblyOffset),
) -> Result<(Emitted, Vec<u8>), Unsupported> {
    let end = e.at();
    let loop_head = match e.loop_at {
        Some(_) => Some(e.resolve(e.loop_head)?),
        None => None,
    };
    let from_parent = if entries.parent_moves.is_some() { Some(e.resolve(entries.from_parent)?) } else { None };
    let body = match body {
        Some((entry, live, requires)) => Some(BodyCode { entry: e.resolve(entry)?, live, requires }),
        None => None,
    };
    let emitted = Emitted {
        entry: e.resolve(entries.entry)?,
        trusted_entry: e.resolve(entries.trusted)?,
        requires: entries.requires.clone(),
        start: AssemblyOffset(e.start),
        end,
        exit_jumps: stubs.jumps,
        exit_starts: stubs.starts,
        exit_branches: stubs.branches,
        handoff: e.resolve(entries.after_leading)?,
        handoff_inputs: entries.handoff_inputs.clone(),
        handoff_reads: e.resolve(entries.after_reads)?,
        past_reads: entries.past_reads.clone(),
        from_parent,
        from_parent_elements: entries.parent_moves.as_ref().is_some_and(|(_, past_reads)| *past_reads),
        exit_values: stubs.values,
        op_offsets,
        stubs_at: stubs.at,
        loop_head,
        hot_end,
        callable: match e.callable {
            Some(label) => Some((e.resolve(label)?, e.call_convention.clone())),
            None => None,
        },
        body,
        enters_body: e.enters_body,
        homes: e.homes,
        transfers: std::mem::take(&mut e.transfers),
        probation_sites: e.probation.take().unwrap_or_default(),
    };
    let code = e.asm.finalize().map_err(|err| Unsupported(format!("assembler: {err:?}")))?;
    // What `Backend::end_probation` overwrites must be what it takes it to be.
    for &(site, kind) in &emitted.probation_sites {
        let at = site.0 - emitted.start.0;
        let sub_steps = [&[0x48, 0x81, 0xad][..], &STEPS.to_le_bytes()].concat();
        let (bytes, ok) = match kind {
            ProbationSite::Count | ProbationSite::CountInBody => {
                let bytes = code.get(at..at + super::PROBATION_SITE).unwrap_or_default();
                (
                    bytes,
                    bytes.len() == super::PROBATION_SITE
                        && bytes[..3] == [0x48, 0x81, 0xbd]
                        && bytes[11..13] == [0x0f, 0x8c]
                        && bytes[17..24] == sub_steps[..]
                        && bytes[28..30] == [0x0f, 0x82],
                )
            }
            ProbationSite::Branch => {
                let bytes = code.get(at.saturating_sub(6)..at).unwrap_or_default();
                (bytes, bytes.len() == 6 && bytes[0] == 0x0f && bytes[1] & 0xf0 == 0x80)
            }
            ProbationSite::Entry => {
                let bytes = code.get(at..at + NOP10.len()).unwrap_or_default();
                (bytes, bytes == NOP10)
            }
        };
        if !ok || (kind == ProbationSite::Branch && emitted.loop_head.is_none()) {
            return Err(Unsupported(format!("a probation site ({kind:?}) assembled as {bytes:02x?}")));
        }
    }
    Ok((emitted, code))
}
