//! Instruction selection and emission of one trace with dynasm.
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
//! holds (`unshared`) or whose `Rc` counts say so: a store, or a length written; the helper runs off
//! the hot path for any other case. `put_byte` appends to the output buffer inline. Every exit that
//! writes lists hands them to their variables (`glue::exit_lists`) for what runs next.

use super::Backend;
use super::glue::Transfer;
use super::handoff::{Place, Src};
use super::regalloc::{ALLOCATABLE, Allocation, Loc, R11, RAX, RDX, Reg, allocate};
use crate::jit::contract::{Facts, Known, Range};
use crate::jit::exit::{
    CONTEXT, NOWHERE, OUTPUT, STEPS, VALUE, VALUE_KIND, exit_code, held_owner, kind_offset, word_offset,
};
use crate::jit::ir::{Inst, Opcode, Ref, SnapId, Trace, TraceId, Ty};
use crate::jit::ownership::{self, KnownElement, ListMove, Owners};
use crate::lang::VarId;
use crate::value::{
    LIST_KINDS_OFFSET, LIST_LEN_OFFSET, LIST_ROOM_OFFSET, LIST_WORDS_OFFSET, MC_INT, MC_LIST, MC_SYM, Value,
};
use dynasmrt::x64::X64Relocation;
use dynasmrt::{AssemblyOffset, DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler, dynasm};
use std::rc::Rc;

/// Why a trace is not compiled (it then runs on the trace executor).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// Whether constant index `k` is one an access can address as a displacement (`8 * k` fits in an
/// `i32`); an access at any other constant index leaves the trace.
fn is_displacement_index(k: i64) -> bool {
    (0..i32::MAX as i64 / 8).contains(&k)
}

pub fn mc_kind(ty: Ty) -> u8 {
    match ty {
        Ty::Int => MC_INT,
        Ty::Sym => MC_SYM,
        Ty::List => MC_LIST,
        Ty::Void => 0,
    }
}

/// A register, or an immediate that fits an instruction's 32-bit field.
#[derive(Clone, Copy)]
enum Opnd {
    Reg(Reg),
    Imm(i32),
}

/// How to undo an in-place `add`/`sub` that overflowed, so the stub sees the operand it had.
#[derive(Clone, Copy)]
enum Undo {
    None,
    AddImm(Reg, i32),
    AddReg(Reg, Reg),
    SubImm(Reg, i32),
    SubReg(Reg, Reg),
}

struct Stub {
    label: DynamicLabel,
    op: usize,
    undo: Undo,
}

/// Code off the hot path for instruction `op`, emitted after the trace: it does what the inline code
/// could not (a helper call) and jumps back.
struct SlowPath {
    label: DynamicLabel,
    back: DynamicLabel,
    op: usize,
}

/// The exit of its parent a bridge is made for, as the bridge's code needs it: where the exit leaves
/// each variable it writes (`Emitted::exit_values`), and what it knows (`opt::entry::known_at`).
pub struct ParentExit {
    pub values: Vec<(Place, Src)>,
    pub known: Vec<Known>,
}

/// Whether code that knows `known` where it enters a trace may enter past its checks: it knows each
/// input's kind, and the word the trace's first guards compare it with (`Emitted::requires`).
pub(super) fn trusted_by(requires: &[(VarId, u8, Option<i64>)], known: &[Known]) -> bool {
    requires.iter().all(|&(var, kind, word)| {
        known.iter().any(|k| {
            k.var == var
                && mc_kind(k.ty) == kind
                && word.is_none_or(|w| k.value.as_ref().and_then(|v| const_word(v).ok()) == Some(w))
        })
    })
}

/// A loop's entry into its body where `loop` is, past the peeled iteration
/// (`opt::entry::body_entry`): code that enters there brings the body's live values in their places.
pub struct BodyCode {
    /// The entry, for code that has checked what the body requires (`requires`) and made the moves
    /// into its places (`live`).
    pub entry: AssemblyOffset,
    /// Each live value's variable and its place in the body.
    pub live: Vec<(VarId, Loc)>,
    pub requires: Vec<Known>,
}

/// Whether code that knows `known` knows the facts of `r` (`opt::entry::Known`).
pub(super) fn knows(r: &Known, known: &[Known]) -> bool {
    let Some(k) = known.iter().find(|k| k.var == r.var) else { return false };
    let word = |v: &Option<Value>| v.as_ref().and_then(|v| const_word(v).ok());
    let int = k.value.as_ref().and_then(|v| if let Value::Int(i) = v { Some(*i) } else { None });
    let list = k.value.as_ref().and_then(|v| v.as_list());
    mc_kind(k.ty) == mc_kind(r.ty)
        && (r.value.is_none() || (word(&r.value).is_some() && word(&r.value) == word(&k.value)))
        && (!r.words || k.words || list.is_some_and(|l| l.is_words()))
        && r.range.is_none_or(|need| int.map_or(k.range.unwrap_or(Range::ALL), Range::exact).within(need))
        && r.longer.is_none_or(|m| k.longer.is_some_and(|n| n >= m) || list.is_some_and(|l| l.len() as i64 > m))
}

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
    /// the elements it knows of those lists (`known_elements`), where they are.
    pub exit_values: Vec<Option<Vec<(Place, Src)>>>,
    /// Where the code of each IR instruction begins, for the disassembly listing.
    pub op_offsets: Vec<(usize, AssemblyOffset)>,
    /// Where the exit stubs begin.
    pub stubs_at: AssemblyOffset,
    /// A loop's entry into its body past the peeled iteration (`BodyCode`), if it has one.
    pub body: Option<BodyCode>,
    /// The trace ends entering another loop's body (`BodyCode`), not its peeled iteration.
    pub enters_body: bool,
    /// Homes the trace's lists need (`exit.rs`), from the base it was given.
    pub homes: usize,
    /// The exits' tables of lists to hand over (`glue::exit_lists`), which the code points into.
    pub transfers: Vec<Box<[Transfer]>>,
}

/// Variables and where a trace keeps them.
type Places = Vec<(VarId, Loc)>;
/// A list whose words' address is in a register of its own (`Emitter::pinned_words`).
#[derive(Clone, Copy)]
struct WordsReg {
    list: Ref,
    reg: Reg,
    /// The first instruction that may use the register (for a head: where it loads it).
    from: usize,
}

/// The lists whose words' addresses are in registers of their own (`Emitter::pinned_words`).
#[derive(Default)]
struct PinnedWords {
    /// The lists that load those registers, each where it loads it.
    heads: Vec<WordsReg>,
    /// Every list that uses them (the heads too), from where it may.
    lists: Vec<WordsReg>,
}

struct Emitter<'a> {
    be: &'a Backend,
    /// This trace's code, assembled for the address it will have in code memory.
    asm: VecAssembler<X64Relocation>,
    trace: &'a Trace,
    alloc: Allocation,
    stubs: Vec<Stub>,
    limited_steps: bool,
    /// The loop's head, once emitted.
    loop_label: Option<DynamicLabel>,
    /// The guard before `jump` already branches back to the loop.
    jump_done: bool,
    /// Bytes pushed below the spill frame (during a helper call), added to spill slot offsets.
    rsp_bias: i32,
    /// Each instruction's last use (`Trace::last_uses`).
    last_use: Vec<usize>,
    /// Where each list value is owned while the code runs (`exit.rs`; `NOWHERE` for other values).
    owner: Vec<i64>,
    /// Which lists nothing else holds wherever they are used (`unshared`).
    unshared: Vec<bool>,
    /// The elements each list value is known to hold (`known_elements`).
    elements: Vec<Vec<KnownElement>>,
    slow_paths: Vec<SlowPath>,
    transfers: Vec<Box<[Transfer]>>,
    /// Where the trace's counters are in the exit state, when it counts (`JitOptions::count`): the
    /// loop's iterations, then the runs left through each snapshot.
    counters: Option<i32>,
    /// Lists whose element words the code reaches through a register of its own (`pinned_words`).
    pinned: PinnedWords,
    /// Where `loop` is, if the trace has one.
    loop_at: Option<usize>,
    /// Its `jump_trace` enters the target's body (`Emitted::enters_body`).
    enters_body: bool,
    /// Wrapping adds done in a narrow register (`narrow_adds`), by the index of their `and`.
    narrow: Vec<Option<NarrowAdd>>,
}

/// `add_nov x, k` (or `sub_nov x, -k`) whose only use is `and _, m` right after it, with `m` 0xff or
/// 0xffff, `x` proved within `0..=m` and all three in one register: an 8- or 16-bit `add` of `k` there
/// is the whole of it (it wraps by itself and leaves the upper bits 0), one instruction on the chain
/// where a brainfuck pointer or cell goes from one iteration to the next, not two.
#[derive(Clone, Copy)]
struct NarrowAdd {
    reg: Reg,
    bits16: bool,
    /// The addend, as the narrow add sees it (its low 8 or 16 bits).
    k: i16,
}

/// The narrow adds of `trace` (`NarrowAdd`), by the index of their `and`: of the pairs the optimizer
/// proved wrap (`Facts::wrapping_masks`), those whose three values share one register.
fn narrow_adds(trace: &Trace, facts: &Facts, alloc: &Allocation, last_use: &[usize]) -> Vec<Option<NarrowAdd>> {
    let mut out = vec![None; trace.ops.len()];
    for &i in &facts.wrapping_masks {
        let (and, j) = (&trace.ops[i], i - 1);
        let add = &trace.ops[j];
        let (Some(m), Some(k)) = (trace.int_const(and.args[1]), trace.int_const(add.args[1])) else { continue };
        // (Only the low bits matter: `i64::MIN` negates to itself.)
        let k = if add.op == Opcode::SubNov { k.wrapping_neg() } else { k };
        let x = add.args[0];
        let Loc::Reg(reg) = alloc.loc[i] else { continue };
        if last_use[j] != i || alloc.loc[j] != Loc::Reg(reg) || alloc.loc[x.index()] != Loc::Reg(reg) || alloc.fused[i]
        {
            continue;
        }
        // Only the low bits of `k` matter to a sum taken modulo 2^8 or 2^16.
        let k = if m == 0xff { i16::from(k as u8 as i8) } else { k as u16 as i16 };
        out[i] = Some(NarrowAdd { reg, bits16: m == 0xffff, k });
    }
    out
}

/// The value of a constant ref as a machine word.
pub(super) fn const_word(v: &Value) -> Result<i64, Unsupported> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Sym(s) => Ok(s.0 as i64),
        Value::List(l) => Ok(Rc::as_ptr(l) as i64),
        Value::Big(_) => Err(Unsupported("a big integer constant".into())),
    }
}

impl Emitter<'_> {
    /// Pads to the next 16-byte boundary (where the loop's body starts, for the fetch of its first
    /// instructions) with the long NOPs of Intel's optimization manual: the preamble runs into the
    /// body through one or two instructions, not up to fifteen one-byte `nop`s.
    fn align_loop(&mut self) {
        const NOPS: [&[u8]; 10] = [
            &[],
            &[0x90],
            &[0x66, 0x90],
            &[0x0f, 0x1f, 0x00],
            &[0x0f, 0x1f, 0x40, 0x00],
            &[0x0f, 0x1f, 0x44, 0x00, 0x00],
            &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
            &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
            &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
            &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        ];
        let mut pad = (16 - self.asm.offset().0 % 16) % 16;
        while pad > 0 {
            let n = pad.min(NOPS.len() - 1);
            self.asm.extend(NOPS[n].iter().copied());
            pad -= n;
        }
    }

    /// Where the list `r` is owned (`NOWHERE` for a constant).
    fn owner_of(&self, r: Ref) -> i64 {
        ownership::owner_of(&self.owner, r)
    }

    /// The lists a `jump` moves from one owner to another (`ownership::list_moves`).
    fn list_moves(&self) -> Vec<ListMove> {
        ownership::list_moves(self.trace, &self.owner, &self.last_use)
    }

    /// The lists exit `snap` hands over to the variables it writes (`glue::exit_lists`): each from its
    /// owner, moved from a home on its first mention (the trace's homes are dead once it leaves).
    fn transfers(&self, snap: SnapId) -> Vec<Transfer> {
        let s = self.trace.snapshot(snap);
        let mut out: Vec<Transfer> = Vec::new();
        for &(var, r) in &s.vars {
            let owner = self.owner_of(r);
            if self.trace.ty(r) != Ty::List || owner == held_owner(var) {
                continue;
            }
            let take = owner >= 0 && !out.iter().any(|t| t.owner == owner);
            out.push(Transfer { var: var as i64, owner, take: take as i64 });
        }
        out
    }

    /// Where each variable exit `snap` (of instruction `at`) writes is once it has written them, if its
    /// registers still hold them then: when it hands over no list and builds none (each a helper
    /// call). With them, the elements known there (`known_elements`) of the lists the variables hold
    /// where the exit leaves (written or not), whose values are constants or still in their places.
    fn values_at_exit(&self, at: usize, snap: SnapId, value_is_list: bool) -> Option<Vec<(Place, Src)>> {
        if value_is_list || !self.transfers(snap).is_empty() {
            return None;
        }
        let s = self.trace.snapshot(snap);
        let src_of = |r: Ref| match (self.word(r), self.loc(r)) {
            (Some(w), _) => Some(Src::Word(w)),
            (None, Loc::Reg(x)) => Some(Src::Reg(x)),
            (None, Loc::Stack(k)) => Some(Src::Stack(k)),
            (None, Loc::None) => None,
        };
        let mut values = Vec::with_capacity(s.vars.len());
        for &(var, r) in &s.vars {
            if self.trace.is_sunk(r) {
                return None;
            }
            values.push((Place::Var(var), src_of(r)?));
        }
        let inputs = self.trace.ops.iter().take_while(|i| i.op == Opcode::Input);
        let unwritten = inputs
            .enumerate()
            .filter(|(_, i)| !s.vars.iter().any(|&(var, _)| var == i.var()))
            .map(|(k, i)| (i.var(), Ref::op(k)));
        let lists: Vec<(VarId, Ref)> = s.vars.iter().copied().chain(unwritten).filter(|&(_, r)| r.is_op()).collect();
        for (var, l) in lists {
            for &KnownElement { index: k, value: v, from } in &self.elements[l.index()] {
                if from < at
                    && self.still_holds(v, at)
                    && let Some(src) = src_of(v)
                {
                    values.push((Place::Elem(var, k), src));
                }
            }
        }
        Some(values)
    }

    /// Whether `v`'s place still holds it where instruction `at` leaves: it is a constant, or used
    /// there or later, or nothing that runs from its last use to `at` puts anything in its place
    /// (an instruction's value, or a list's words, `pinned_words`): in a loop's body, for a value made
    /// before `loop`, that is the whole body, which runs again before `at` does. Helper calls keep the
    /// registers they clobber (`call_helper`), and exits use only scratch registers before they jump.
    fn still_holds(&self, v: Ref, at: usize) -> bool {
        if v.is_const() || self.last_use[v.index()] >= at {
            return true;
        }
        let place = self.alloc.loc[v.index()];
        // (The instruction that reads it last may put its own value in its place: `regalloc.rs`.)
        let after = self.last_use[v.index()];
        let last = match self.loop_at {
            Some(l) if v.index() < l && at > l => self.trace.ops.len() - 1,
            _ => at,
        };
        place != Loc::None
            && !(after..=last).any(|j| self.alloc.loc[j] == place)
            && !self.pinned.heads.iter().any(|w| (after..=last).contains(&w.from) && place == Loc::Reg(w.reg))
    }

    /// Jumps from an exit whose values are at `values` into trace `target`: through its handoff
    /// (`handoff.rs`) when it trusts what the exit knows, `known`, else to the entry for `known`.
    fn jump_into(&mut self, values: Option<&[(Place, Src)]>, target: TraceId, known: &[Known]) {
        if let Some(jump) = values.and_then(|v| self.be.body_jump(v, target, known)) {
            super::handoff::emit_moves(&mut self.asm, &jump.moves);
            self.jump_into_body(&jump);
            self.enters_body = true;
            return;
        }
        let at = match values.and_then(|v| self.be.handoff(v, target, known)) {
            Some((moves, at)) => {
                super::handoff::emit_moves(&mut self.asm, &moves);
                at
            }
            None => self.be.entry_for(target, known).expect("checked"),
        };
        dynasm!(self.asm ; .arch x64 ; jmp extern at);
    }

    /// After an exit wrote its snapshot: hands its lists over (and keeps a list `guard_value` saw).
    fn hand_over_lists(&mut self, snap: SnapId, value_is_list: bool) {
        let table = self.transfers(snap);
        if table.is_empty() && !value_is_list {
            return;
        }
        let table = table.into_boxed_slice();
        let (ptr, n) = (table.as_ptr() as i64, table.len() as i64);
        self.transfers.push(table);
        let helper = super::glue::exit_lists as *const () as i64;
        dynasm!(self.asm
            ; .arch x64
            ; mov rdi, QWORD [rbp + CONTEXT]
            ; mov rsi, QWORD ptr
            ; mov rdx, QWORD n
            ; mov rax, QWORD helper
            ; call rax
        );
    }

    /// Adds one to counter `k` of the trace, when it counts.
    fn count(&mut self, k: usize) {
        if let Some(base) = self.counters {
            let off = base + 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; add QWORD [rbp + off], 1);
        }
    }

    /// Counts a run leaving through `snap` (after the loop's counter).
    fn count_exit(&mut self, snap: SnapId) {
        self.count(1 + snap.index());
    }

    fn loc(&self, r: Ref) -> Loc {
        if r.is_const() { Loc::None } else { self.alloc.loc[r.index()] }
    }

    fn word(&self, r: Ref) -> Option<i64> {
        self.trace.const_value(r).map(|v| const_word(v).expect("checked before emission"))
    }

    /// Puts `r` in a register: its own, or `scratch`.
    fn reg(&mut self, r: Ref, scratch: Reg) -> Reg {
        if let Some(w) = self.word(r) {
            self.mov_imm(scratch, w);
            return scratch;
        }
        match self.loc(r) {
            Loc::Reg(x) => x,
            Loc::Stack(k) => {
                let off = 8 * k as i32 + self.rsp_bias;
                dynasm!(self.asm ; .arch x64 ; mov Rq(scratch), QWORD [rsp + off]);
                scratch
            }
            Loc::None => panic!("v{} has no location", r.index()),
        }
    }

    /// `r` as an operand: an immediate when it is a small constant, else a register.
    fn opnd(&mut self, r: Ref, scratch: Reg) -> Opnd {
        match self.word(r) {
            Some(w) if i32::try_from(w).is_ok() => Opnd::Imm(w as i32),
            _ => Opnd::Reg(self.reg(r, scratch)),
        }
    }

    fn mov_imm(&mut self, dst: Reg, w: i64) {
        if w == 0 {
            dynasm!(self.asm ; .arch x64 ; xor Rd(dst), Rd(dst));
        } else if let Ok(x) = i32::try_from(w) {
            dynasm!(self.asm ; .arch x64 ; mov Rq(dst), DWORD x);
        } else {
            dynasm!(self.asm ; .arch x64 ; mov Rq(dst), QWORD w);
        }
    }

    fn mov_reg(&mut self, dst: Reg, src: Reg) {
        if dst != src {
            dynasm!(self.asm ; .arch x64 ; mov Rq(dst), Rq(src));
        }
    }

    /// The register the result of instruction `i` is computed in: its own, or `scratch` (then `store`).
    fn dst(&self, i: usize, scratch: Reg) -> Reg {
        match self.alloc.loc[i] {
            Loc::Reg(r) => r,
            _ => scratch,
        }
    }

    /// Moves a result computed in `from` to where instruction `i` keeps it.
    fn store(&mut self, i: usize, from: Reg) {
        match self.alloc.loc[i] {
            Loc::Reg(r) => self.mov_reg(r, from),
            Loc::Stack(k) => {
                let off = 8 * k as i32;
                dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off], Rq(from));
            }
            Loc::None => {}
        }
    }

    /// Writes `r` into the exit state's slot at byte offset `off` (uses rax as scratch).
    fn store_slot(&mut self, off: i32, r: Ref) {
        if let Some(w) = self.word(r)
            && let Ok(x) = i32::try_from(w)
        {
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + off], DWORD x);
            return;
        }
        let x = self.reg(r, RAX);
        dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + off], Rq(x));
    }

    /// The lists whose element words the code reaches through a register loaded once
    /// (`ownership::word_families`), each with that register (in which no value lives, `Allocation`,
    /// and which only a helper call writes, saving it), and the heads that load it, with where: right
    /// after the entry's loads (`leading`, where every entry has the inputs in their places) for an
    /// input, at `loop` for the others. The most used heads get the registers no value lives in. So
    /// each read and store saves the load of where the words are (LuaJIT hoists a table's array part
    /// the same way).
    fn pinned_words(&self, leading: usize) -> PinnedWords {
        let families = ownership::word_families(self.trace, leading, |i, inst| self.updates_in_place(i, inst));
        let used: Vec<Reg> =
            self.alloc.loc.iter().filter_map(|l| if let Loc::Reg(r) = l { Some(*r) } else { None }).collect();
        let free = ALLOCATABLE.iter().copied().filter(|r| !used.contains(r));
        let heads: Vec<WordsReg> =
            families.heads.iter().zip(free).map(|(f, reg)| WordsReg { list: f.list, reg, from: f.from }).collect();
        let lists = families
            .members()
            .filter_map(|(list, k)| heads.get(k).map(|h| WordsReg { list, reg: h.reg, from: h.from }))
            .collect();
        PinnedWords { heads, lists }
    }

    /// The register holding the words of list `l` where instruction `i` reads or stores them, if it
    /// has one there (`pinned_words`).
    fn pinned_register(&self, i: usize, l: Ref) -> Option<Reg> {
        self.pinned.lists.iter().find(|w| w.list == l && i >= w.from).map(|w| w.reg)
    }

    /// The register that holds the address of list `l`'s words (`l` is in `rl`) where instruction `i`
    /// reads or stores an element: the one it has there (`pinned_words`), or rax, loaded.
    fn words_of(&mut self, i: usize, l: Ref, rl: Reg) -> Reg {
        if let Some(rw) = self.pinned_register(i, l) {
            return rw;
        }
        self.load_words(RAX, rl);
        RAX
    }

    /// Loads the address of the words of the list in `rl` into `into`.
    fn load_words(&mut self, into: Reg, rl: Reg) {
        dynasm!(self.asm ; .arch x64 ; mov Rq(into), QWORD [Rq(rl) + LIST_WORDS_OFFSET]);
    }

    /// Loads the registers of the heads whose register is loaded where instruction `from` begins
    /// (`pinned_words`).
    fn load_pinned(&mut self, from: usize) {
        let heads: Vec<(Ref, Reg)> =
            self.pinned.heads.iter().filter(|w| w.from == from).map(|w| (w.list, w.reg)).collect();
        for (l, rw) in heads {
            let rl = self.reg(l, R11);
            self.load_words(rw, rl);
        }
    }

    /// Whether `set` `i` is lazy (`Access::lazy`) and updates its list in place here, so its store is
    /// left to the next `set` of the element or to an exit (`lazy_stores`).
    fn lazy_in_place(&self, i: usize) -> bool {
        let inst = &self.trace.ops[i];
        let access = inst.access();
        access.lazy
            && access.in_bounds
            && matches!(inst.op, Opcode::Set | Opcode::SetNb)
            && self.word(inst.args[1]).is_some_and(is_displacement_index)
            && self.updates_in_place(i, inst)
    }

    /// Makes the stores of the lazy `set`s snapshot `s` names (`lazy_in_place`): the element goes
    /// into the list it names before the exit writes it. Uses rax, rdx and r11.
    fn lazy_stores(&mut self, s: &crate::jit::snapshot::Snapshot) {
        for &(_, r) in &s.vars {
            if !r.is_op() || !self.lazy_in_place(r.index()) {
                continue;
            }
            let [_, k, y, ..] = self.trace.ops[r.index()].args;
            let disp = 8 * self.word(k).expect("a constant index") as i32;
            let rl = self.reg(r, R11);
            self.load_words(RAX, rl);
            self.store_element(RAX, disp, y);
        }
    }

    /// Stores integer `y` at `[words + disp]`, a list's element (rdx holds it if it is not in a register).
    fn store_element(&mut self, words: Reg, disp: i32, y: Ref) {
        match self.opnd(y, RDX) {
            Opnd::Imm(w) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + disp], DWORD w),
            Opnd::Reg(rv) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + disp], Rq(rv)),
        }
    }

    /// Stores integer `y` at `[words + ri * 8]`, the element at index `ri` (not rdx, which holds `y` if
    /// it is not in a register).
    fn store_indexed(&mut self, words: Reg, ri: Reg, y: Ref) {
        debug_assert_ne!(ri, RDX);
        match self.opnd(y, RDX) {
            Opnd::Imm(w) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + Rq(ri) * 8], DWORD w),
            Opnd::Reg(rv) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + Rq(ri) * 8], Rq(rv)),
        }
    }

    /// Writes a snapshot's variables (and accounts its jumps) into the exit state. A sunk list is built
    /// there (`materialize`), so whatever runs next finds a real list in the slots; a lazy `set`'s
    /// element is stored first (`lazy_stores`).
    fn write_snapshot(&mut self, snap: SnapId) {
        let s = self.trace.snapshot(snap).into_owned();
        self.lazy_stores(&s);
        let mut sunk: Vec<Ref> = Vec::new();
        for (var, r) in &s.vars {
            if self.trace.is_sunk(*r) {
                if !sunk.contains(r) {
                    sunk.push(*r);
                }
                continue;
            }
            self.store_slot(word_offset(*var), *r);
            // A variable this trace has as an input of the same kind already has that kind code in
            // its slot: the trace was entered so, and nothing but an exit writes it, except that a
            // list's may be cleared when the list is moved out (`glue::list_op`).
            let ty = self.trace.ty(*r);
            let input = self.trace.ops.iter().take_while(|i| i.op == Opcode::Input).find(|i| i.var() == *var);
            if ty != Ty::List && input.is_some_and(|i| i.ty == ty) {
                continue;
            }
            let off = kind_offset(self.be.nvars, *var);
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + off], DWORD mc_kind(ty) as i32);
        }
        if !sunk.is_empty() {
            self.materialize(&s, &sunk);
        }
        if self.limited_steps && s.jumps > 0 {
            let j = s.jumps as i32;
            dynasm!(self.asm ; .arch x64 ; sub QWORD [rbp + STEPS], DWORD j);
        }
    }

    /// Builds the sunk lists `sunk` of snapshot `s` (`opt/sink.rs`), and those they store: the words
    /// and kinds of every element go into a frame below the spill slots first (registers are clobbered
    /// by the calls that follow), then `glue::materialize` makes each list into its instruction's home
    /// and returns its address, which goes into the slot of every variable the snapshot gives it and
    /// into the frame where a later list stores it (a list stored is built first: it comes earlier in
    /// the trace). Runs at the end of an exit's writes: nothing after it reads a register but the
    /// exit code.
    fn materialize(&mut self, s: &crate::jit::snapshot::Snapshot, sunk: &[Ref]) {
        let is_sunk = |r: Ref| self.trace.is_sunk(r);
        // The lists to build: those named, and the sunk lists their chains store, once each.
        let mut lists: Vec<Ref> = sunk.to_vec();
        let mut k = 0;
        while k < lists.len() {
            let (_, chain) = self.trace.virtual_list(lists[k]).expect("a sunk list");
            for i in chain {
                let inst = self.trace.ops[i];
                let value = inst.args[inst.op.arity() - 1];
                if is_sunk(value) && !lists.contains(&value) {
                    lists.push(value);
                }
            }
            k += 1;
        }
        lists.sort();
        let chains: Vec<(Ref, Ref, Vec<usize>)> = lists
            .iter()
            .map(|&r| {
                let (base, chain) = self.trace.virtual_list(r).expect("a sunk list");
                (r, base, chain)
            })
            .collect();
        let elements: usize = chains.iter().map(|(_, _, c)| c.len()).sum();
        let frame = (24 * elements as i32 + 15) & !15;
        dynasm!(self.asm ; .arch x64 ; sub rsp, frame);
        self.rsp_bias = frame;
        // Where in the frame each sunk list is stored (its word is known once it is built).
        let mut stored: Vec<(Ref, i32)> = Vec::new();
        let mut off = 0;
        for (_, _, chain) in &chains {
            for &i in chain {
                let inst = self.trace.ops[i];
                let (index, value) = match inst.op {
                    Opcode::SetNb => (self.word(inst.args[1]).expect("a constant index"), inst.args[2]),
                    _ => (-1, inst.args[1]),
                };
                let kind = mc_kind(self.trace.ty(value)) as i32;
                self.mov_imm(RAX, index);
                dynasm!(self.asm
                    ; .arch x64
                    ; mov QWORD [rsp + off], rax
                    ; mov QWORD [rsp + off + 16], DWORD kind
                );
                if is_sunk(value) {
                    stored.push((value, off + 8));
                } else {
                    let x = self.reg(value, RAX);
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off + 8], Rq(x));
                }
                off += 24;
            }
        }
        let helper = super::glue::materialize as *const () as i64;
        let mut off = 0;
        for (r, base, chain) in &chains {
            let base = self.word(*base).expect("a constant list");
            let (n, home) = (chain.len() as i64, self.owner[r.index()]);
            dynasm!(self.asm
                ; .arch x64
                ; mov rdi, QWORD [rbp + CONTEXT]
                ; mov rsi, QWORD base
                ; lea rdx, [rsp + off]
                ; mov rcx, QWORD n
                ; mov r8, QWORD home
                ; mov rax, QWORD helper
                ; call rax
            );
            for &(var, _) in s.vars.iter().filter(|&&(_, x)| x == *r) {
                let (wo, ko) = (word_offset(var), kind_offset(self.be.nvars, var));
                let k = MC_LIST as i32;
                dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + wo], rax ; mov QWORD [rbp + ko], DWORD k);
            }
            for &(_, at) in stored.iter().filter(|&&(x, _)| x == *r) {
                dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + at], rax);
            }
            off += 24 * n as i32;
        }
        dynasm!(self.asm ; .arch x64 ; add rsp, frame);
        self.rsp_bias = 0;
    }

    fn new_stub(&mut self, op: usize, undo: Undo) -> DynamicLabel {
        let label = self.asm.new_dynamic_label();
        self.stubs.push(Stub { label, op, undo });
        label
    }

    /// Emits the body's entry of the loop at `loop_at` (`BodyCode`), if it can have one: every list live
    /// into the body is owned by its variable (as the exit state holds it), and the lists the body
    /// updates in place unchecked can be checked. The entry checks that those have no other reference,
    /// loads the registers of the words of the lists live into the body and goes to `loop`; a list that
    /// is shared goes to `fallback`. Returns the entry's label and the live values' places. (Code that
    /// hands its values over cannot bring a shared list today: a list becomes shared only through a
    /// helper whose result an exit hands over, and such an exit moves nothing in registers. The check
    /// stays because the body's unchecked updates are right only on an unshared list.)
    fn body_entry(
        &mut self,
        loop_at: usize,
        b: &crate::jit::contract::BodyEntry,
        fallback: DynamicLabel,
    ) -> Option<(DynamicLabel, Places)> {
        let loop_label = self.loop_label?;
        let lists: Vec<(Ref, VarId)> = b.live.iter().copied().filter(|&(r, _)| self.trace.ty(r) == Ty::List).collect();
        if lists.iter().any(|&(r, var)| self.owner[r.index()] != held_owner(var))
            || (lists.iter().any(|&(r, _)| self.unshared[r.index()]) && self.be.rc_counts.is_none())
            || b.live.iter().any(|&(r, _)| self.alloc.loc[r.index()] == Loc::None)
            || b.requires.iter().any(|k| k.value.as_ref().is_some_and(|v| const_word(v).is_err()))
        {
            return None;
        }
        let entry = self.asm.new_dynamic_label();
        dynasm!(self.asm ; .arch x64 ; =>entry);
        for &(r, _) in &lists {
            if self.unshared[r.index()] {
                let rl = self.reg(r, R11);
                self.check_unshared(rl, fallback);
            }
        }
        let heads: Vec<(Ref, Reg)> = (self.pinned.heads.iter())
            .filter(|w| w.list.index() < loop_at && b.live.iter().any(|&(r, _)| r == w.list))
            .map(|w| (w.list, w.reg))
            .collect();
        for (h, rw) in heads {
            let rl = self.reg(h, R11);
            self.load_words(rw, rl);
        }
        dynasm!(self.asm ; .arch x64 ; jmp =>loop_label);
        let live = b.live.iter().map(|&(r, var)| (var, self.alloc.loc[r.index()])).collect();
        Some((entry, live))
    }

    /// Jumps into loop `target`'s body (`BodyCode`) once the moves into its places are made: checks
    /// there what the body requires and this exit does not know (`jump.checks`), each value in the
    /// body's place for it or, if the body does not read it, in the exit state, and goes to the
    /// target's peeled iteration instead when one fails (the exit state is written: it reloads from it).
    fn jump_into_body(&mut self, jump: &super::BodyJump) {
        let fail = self.asm.new_dynamic_label();
        for k in &jump.checks {
            let rv = match jump.live.iter().find(|&&(var, _)| var == k.var) {
                Some(&(_, Loc::Reg(r))) => r,
                Some(&(_, l)) => {
                    self.load(R11, l);
                    R11
                }
                None => {
                    let off = word_offset(k.var);
                    dynasm!(self.asm ; .arch x64 ; mov r11, QWORD [rbp + off]);
                    R11
                }
            };
            if let Some(v) = &k.value {
                let w = const_word(v).expect("BodyCode has only words");
                self.cmp_imm(rv, w);
                dynasm!(self.asm ; .arch x64 ; jne =>fail);
            }
            if let Some(Range { lo, hi }) = k.range {
                if lo != i64::MIN {
                    self.cmp_imm(rv, lo);
                    dynasm!(self.asm ; .arch x64 ; jl =>fail);
                }
                if hi != i64::MAX {
                    self.cmp_imm(rv, hi);
                    dynasm!(self.asm ; .arch x64 ; jg =>fail);
                }
            }
            if k.words {
                dynasm!(self.asm ; .arch x64 ; cmp QWORD [Rq(rv) + LIST_KINDS_OFFSET], 0 ; jne =>fail);
            }
            if let Some(m) = k.longer {
                dynasm!(self.asm ; .arch x64 ; mov rax, QWORD [Rq(rv) + LIST_LEN_OFFSET]);
                self.cmp_imm(RAX, m);
                dynasm!(self.asm ; .arch x64 ; jle =>fail);
            }
        }
        let (entry, fallback) = (jump.entry, jump.fallback);
        dynasm!(self.asm ; .arch x64 ; jmp extern entry);
        if !jump.checks.is_empty() {
            dynasm!(self.asm ; .arch x64 ; =>fail ; jmp extern fallback);
        }
    }

    /// A wrapping add in a narrow register (`NarrowAdd`).
    fn narrow_add(&mut self, NarrowAdd { reg, bits16, k }: NarrowAdd) {
        match (bits16, i8::try_from(k)) {
            // (The sign-extended 8-bit immediate also keeps Intel's decoders from the stall a 16-bit
            // one costs them.)
            (true, Ok(k8)) => dynasm!(self.asm ; .arch x64 ; add Rw(reg), BYTE k8),
            (true, Err(_)) => dynasm!(self.asm ; .arch x64 ; add Rw(reg), WORD k),
            (false, _) => {
                let k8 = k as i8;
                dynasm!(self.asm ; .arch x64 ; add Rb(reg), BYTE k8)
            }
        }
    }

    /// Goes to `shared` unless the list in `rl` has no other reference (`Backend::rc_counts`; uses rax).
    /// Unshared is both counts 1 (`Rc::get_mut`). A live list has a strong count of at least 1, and so
    /// a weak count of at least 1 (the strong references' own): the sum is 2 exactly when both are 1,
    /// one branch instead of two.
    fn check_unshared(&mut self, rl: Reg, shared: DynamicLabel) {
        let (strong, weak) = self.be.rc_counts.expect("checked by the caller");
        dynasm!(self.asm
            ; .arch x64
            ; mov rax, QWORD [Rq(rl) + strong]
            ; add rax, QWORD [Rq(rl) + weak]
            ; cmp rax, 2
            ; jne =>shared
        );
    }

    /// Compares register `r` with the word `w` (through rax when it needs 64 bits).
    fn cmp_imm(&mut self, r: Reg, w: i64) {
        match i32::try_from(w) {
            Ok(x) => dynasm!(self.asm ; .arch x64 ; cmp Rq(r), DWORD x),
            Err(_) => dynasm!(self.asm ; .arch x64 ; mov rax, QWORD w ; cmp Rq(r), rax),
        }
    }

    fn cmp(&mut self, a: Ref, b: Ref) {
        let ra = self.reg(a, R11);
        match self.opnd(b, RAX) {
            Opnd::Imm(0) => dynasm!(self.asm ; .arch x64 ; test Rq(ra), Rq(ra)),
            Opnd::Imm(x) => dynasm!(self.asm ; .arch x64 ; cmp Rq(ra), DWORD x),
            Opnd::Reg(rb) => dynasm!(self.asm ; .arch x64 ; cmp Rq(ra), Rq(rb)),
        }
    }

    /// Jumps to `target` when comparison `op` (just computed by `cmp`) is `when`.
    fn jcc(&mut self, op: Opcode, when: bool, target: DynamicLabel) {
        let op = if when { op } else { op.def().negated.expect("a comparison") };
        match op {
            Opcode::Eq => dynasm!(self.asm ; .arch x64 ; je =>target),
            Opcode::Ne => dynasm!(self.asm ; .arch x64 ; jne =>target),
            Opcode::Lt => dynasm!(self.asm ; .arch x64 ; jl =>target),
            Opcode::Le => dynasm!(self.asm ; .arch x64 ; jle =>target),
            Opcode::Gt => dynasm!(self.asm ; .arch x64 ; jg =>target),
            Opcode::Ge => dynasm!(self.asm ; .arch x64 ; jge =>target),
            // Against a constant n >= 0 (`regalloc::inline_comparison`): unsigned a < n is 0 <= a < n.
            Opcode::Within => dynasm!(self.asm ; .arch x64 ; jb =>target),
            Opcode::Outside => dynasm!(self.asm ; .arch x64 ; jae =>target),
            _ => unreachable!("not a comparison"),
        }
    }

    fn setcc(&mut self, op: Opcode) {
        match op {
            Opcode::Eq => dynasm!(self.asm ; .arch x64 ; sete al),
            Opcode::Ne => dynasm!(self.asm ; .arch x64 ; setne al),
            Opcode::Lt => dynasm!(self.asm ; .arch x64 ; setl al),
            Opcode::Le => dynasm!(self.asm ; .arch x64 ; setle al),
            Opcode::Gt => dynasm!(self.asm ; .arch x64 ; setg al),
            Opcode::Ge => dynasm!(self.asm ; .arch x64 ; setge al),
            Opcode::Within => dynasm!(self.asm ; .arch x64 ; setb al),
            Opcode::Outside => dynasm!(self.asm ; .arch x64 ; setae al),
            _ => unreachable!("not a comparison"),
        }
    }

    fn arith(&mut self, i: usize, inst: &Inst) {
        let [a, b, _] = inst.args;
        let d = self.alloc.loc[i];
        let in_place = matches!((d, self.loc(a)), (Loc::Reg(x), Loc::Reg(y)) if x == y);
        let b_clobbered = matches!((d, self.loc(b)), (Loc::Reg(x), Loc::Reg(y)) if x == y);
        if in_place && inst.op != Opcode::Mul && !b_clobbered {
            let Loc::Reg(rd) = d else { unreachable!() };
            let ob = self.opnd(b, R11);
            let undo = match (inst.op, ob) {
                (Opcode::Add, Opnd::Imm(x)) => Undo::SubImm(rd, x),
                (Opcode::Add, Opnd::Reg(r)) => Undo::SubReg(rd, r),
                (_, Opnd::Imm(x)) => Undo::AddImm(rd, x),
                (_, Opnd::Reg(r)) => Undo::AddReg(rd, r),
            };
            let stub = self.new_stub(i, undo);
            match (inst.op, ob) {
                (Opcode::Add, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; add Rq(rd), DWORD x),
                (Opcode::Add, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; add Rq(rd), Rq(r)),
                (_, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; sub Rq(rd), DWORD x),
                (_, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; sub Rq(rd), Rq(r)),
            }
            dynasm!(self.asm ; .arch x64 ; jo =>stub);
            return;
        }
        // Compute in r11, so the operands stay intact for the stub if it overflows.
        let ra = self.reg(a, R11);
        self.mov_reg(R11, ra);
        let stub = self.new_stub(i, Undo::None);
        match (inst.op, self.opnd(b, RAX)) {
            (Opcode::Add, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; add r11, DWORD x),
            (Opcode::Add, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; add r11, Rq(r)),
            (Opcode::Sub, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; sub r11, DWORD x),
            (Opcode::Sub, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; sub r11, Rq(r)),
            (_, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; imul r11, r11, DWORD x),
            (_, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; imul r11, Rq(r)),
        }
        dynasm!(self.asm ; .arch x64 ; jo =>stub);
        self.store(i, R11);
    }

    /// Integer arithmetic that cannot fail (the optimizer's `and`, `sar`, `add_nov`, `sub_nov`): one
    /// instruction, no guard.
    fn plain_arith(&mut self, i: usize, inst: &Inst) {
        let [a, b, _] = inst.args;
        if self.alloc.loc[i] == Loc::None {
            return;
        }
        let d = self.dst(i, R11);
        // The operand b must survive d being written with a: else compute in r11.
        let d = if !b.is_const() && self.loc(b) == Loc::Reg(d) { R11 } else { d };
        let ra = self.reg(a, d);
        if ra != d
            && b.is_const()
            && let (Opcode::AddNov | Opcode::SubNov, Opnd::Imm(x)) = (inst.op, self.opnd(b, RAX))
            && let Some(k) = if inst.op == Opcode::SubNov { x.checked_neg() } else { Some(x) }
        {
            // An offset of a value that stays live (a run of `>` counted from the loop's pointer).
            dynasm!(self.asm ; .arch x64 ; lea Rq(d), [Rq(ra) + k]);
            self.store(i, d);
            return;
        }
        self.mov_reg(d, ra);
        match (inst.op, self.opnd(b, RAX)) {
            (Opcode::BitAnd, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; and Rq(d), DWORD x),
            (Opcode::BitAnd, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; and Rq(d), Rq(r)),
            (Opcode::AddNov, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; add Rq(d), DWORD x),
            (Opcode::AddNov, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; add Rq(d), Rq(r)),
            (Opcode::SubNov, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; sub Rq(d), DWORD x),
            (Opcode::SubNov, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; sub Rq(d), Rq(r)),
            (Opcode::Sar, Opnd::Imm(x)) => {
                let k = x as i8;
                dynasm!(self.asm ; .arch x64 ; sar Rq(d), k)
            }
            (op, _) => unreachable!("{op} with these operands is a helper call"),
        }
        self.store(i, d);
    }

    /// Floor division and modulo (FGL's `//` and `%`: the remainder has the divisor's sign).
    fn divmod(&mut self, i: usize, inst: &Inst) {
        let [a, b, _] = inst.args;
        let stub = self.new_stub(i, Undo::None);
        let rb = self.reg(b, R11);
        let ra = self.reg(a, RAX);
        self.mov_reg(RAX, ra);
        dynasm!(self.asm
            ; .arch x64
            ; test Rq(rb), Rq(rb)
            ; jz =>stub
            ; cmp Rq(rb), -1
            ; jne >ok
            ; mov rdx, QWORD i64::MIN
            ; cmp rax, rdx
            ; je =>stub
            ; ok:
            ; cqo
            ; idiv Rq(rb)
            ; test rdx, rdx
            ; jz >done
        );
        if inst.op == Opcode::Div {
            dynasm!(self.asm
                ; .arch x64
                ; xor rdx, Rq(rb)
                ; jns >done
                ; sub rax, 1
                ; done:
            );
            self.store(i, RAX);
        } else {
            dynasm!(self.asm
                ; .arch x64
                ; mov rax, rdx
                ; xor rax, Rq(rb)
                ; jns >done
                ; add rdx, Rq(rb)
                ; done:
            );
            self.store(i, RDX);
        }
    }

    fn readlist(&mut self, i: usize, inst: &Inst) {
        let [l, idx, _] = inst.args;
        let stub = self.new_stub(i, Undo::None);
        let rl = self.reg(l, R11);
        let kind = mc_kind(inst.ty);
        let d = self.dst(i, RAX);
        let access = inst.access();
        let Some(index) = self.index_in(rl, idx, stub, access.in_bounds) else { return };
        // The element's kind: a list of integers has no kind codes (`value.rs`), and holds nothing else;
        // none to check when the list is proved to be one (`opt/lists.rs`).
        if !access.words {
            let words = self.asm.new_dynamic_label();
            dynasm!(self.asm ; .arch x64 ; mov rax, QWORD [Rq(rl) + LIST_KINDS_OFFSET] ; test rax, rax);
            if kind == MC_INT {
                dynasm!(self.asm ; .arch x64 ; jz =>words);
            } else {
                dynasm!(self.asm ; .arch x64 ; jz =>stub);
            }
            let kind = kind as i8;
            match index {
                Opnd::Imm(k) => dynasm!(self.asm ; .arch x64 ; cmp BYTE [rax + k], BYTE kind),
                Opnd::Reg(ri) => dynasm!(self.asm ; .arch x64 ; cmp BYTE [rax + Rq(ri)], BYTE kind),
            }
            dynasm!(self.asm ; .arch x64 ; jne =>stub ; =>words);
        }
        let words = self.words_of(i, l, rl);
        match index {
            Opnd::Imm(k) => dynasm!(self.asm ; .arch x64 ; mov Rq(d), QWORD [Rq(words) + k * 8]),
            Opnd::Reg(ri) => dynasm!(self.asm ; .arch x64 ; mov Rq(d), QWORD [Rq(words) + Rq(ri) * 8]),
        }
        self.store(i, d);
    }

    /// Checks that index `idx` is within the length of the list in `rl` (jumping to `out` if not) and
    /// returns it as an operand (a constant, or a register: its own, or rdx); `None` when it is a
    /// constant that never is (the jump is all the code). No check when a dominating access proved it
    /// (`in_bounds`, `opt/lists.rs`).
    fn index_in(&mut self, rl: Reg, idx: Ref, out: DynamicLabel, in_bounds: bool) -> Option<Opnd> {
        match self.word(idx) {
            Some(k) if !is_displacement_index(k) => {
                dynasm!(self.asm ; .arch x64 ; jmp =>out);
                None
            }
            Some(k) => {
                let k = k as i32;
                if !in_bounds {
                    dynasm!(self.asm ; .arch x64 ; cmp QWORD [Rq(rl) + LIST_LEN_OFFSET], DWORD k ; jbe =>out);
                }
                Some(Opnd::Imm(k))
            }
            None => {
                let ri = self.reg(idx, RDX);
                if !in_bounds {
                    dynasm!(self.asm ; .arch x64 ; cmp Rq(ri), QWORD [Rq(rl) + LIST_LEN_OFFSET] ; jae =>out);
                }
                Some(Opnd::Reg(ri))
            }
        }
    }

    /// A slow path for instruction `i` (`SlowPath`): the label inline code jumps to, and the one the
    /// slow path comes back to.
    fn slow_path(&mut self, i: usize) -> (DynamicLabel, DynamicLabel) {
        let slow = self.asm.new_dynamic_label();
        let back = self.asm.new_dynamic_label();
        self.slow_paths.push(SlowPath { label: slow, back, op: i });
        (slow, back)
    }

    /// Whether the `jump` right after instruction `i` needs no code of its own (no phi move, no step
    /// accounting), so a guard at `i` can branch back to the loop itself (loop inversion: one taken
    /// branch per iteration instead of a guard branch plus a `jmp`).
    fn jump_is_free_after(&self, i: usize) -> bool {
        let op = |k: usize| self.trace.ops.get(k).map(|n| n.op);
        // Without a step limit, `guard_steps` (which sits right before `jump`) emits no code.
        let next_is_jump = op(i + 1) == Some(Opcode::Jump)
            || (op(i + 1) == Some(Opcode::GuardSteps) && op(i + 2) == Some(Opcode::Jump));
        next_is_jump
            && !self.limited_steps
            && self.trace.phis.iter().all(|&(p, v)| {
                let dst = self.alloc.loc[p.index()];
                dst == Loc::None || (!v.is_const() && self.loc(v) == dst)
            })
            && self.list_moves().is_empty()
    }

    fn guard_cond(&mut self, i: usize, inst: &Inst) {
        let c = inst.args[0];
        let fail_if_true = inst.op == Opcode::GuardFalse;
        if let Some(w) = self.word(c) {
            if (w != 0) == fail_if_true {
                let stub = self.new_stub(i, Undo::None);
                dynasm!(self.asm ; .arch x64 ; jmp =>stub);
            }
            return;
        }
        let stub = self.new_stub(i, Undo::None);
        // Loop inversion: branch back to the loop while the guard holds, fall through to its exit.
        let (target, on_fail) = match self.loop_label {
            Some(l) if self.jump_is_free_after(i) => (l, false),
            _ => (stub, true),
        };
        if i > 0 && self.alloc.fused[i - 1] {
            let cmp = self.trace.ops[i - 1];
            self.cmp(cmp.args[0], cmp.args[1]);
            self.jcc(cmp.op, fail_if_true == on_fail, target);
        } else {
            let rc = self.reg(c, R11);
            dynasm!(self.asm ; .arch x64 ; test Rq(rc), Rq(rc));
            if fail_if_true == on_fail {
                dynasm!(self.asm ; .arch x64 ; jnz =>target);
            } else {
                dynasm!(self.asm ; .arch x64 ; jz =>target);
            }
        }
        if !on_fail {
            dynasm!(self.asm ; .arch x64 ; jmp =>stub);
            self.jump_done = true;
        }
    }

    /// Moves each phi's new value into it, all at once: a move goes when no other pending move still
    /// reads its destination; a cycle is broken by parking one destination's value in r11.
    fn phi_moves(&mut self) {
        #[derive(Clone, Copy, PartialEq)]
        enum Src {
            Loc(Loc),
            Const(Ref),
            Parked,
        }
        let mut moves: Vec<(Loc, Src)> = Vec::new();
        for &(p, v) in &self.trace.phis {
            let dst = self.alloc.loc[p.index()];
            let src = if v.is_const() { Src::Const(v) } else { Src::Loc(self.loc(v)) };
            if dst != Loc::None && src != Src::Loc(dst) {
                moves.push((dst, src));
            }
        }
        while !moves.is_empty() {
            let ready = moves.iter().position(|(d, _)| !moves.iter().any(|(_, s)| *s == Src::Loc(*d)));
            let Some(k) = ready else {
                let d = moves[0].0;
                self.load(R11, d);
                for m in &mut moves {
                    if m.1 == Src::Loc(d) {
                        m.1 = Src::Parked;
                    }
                }
                continue;
            };
            let (dst, src) = moves.remove(k);
            let r = match src {
                Src::Loc(l) => {
                    self.load(RAX, l);
                    match l {
                        Loc::Reg(r) => r,
                        _ => RAX,
                    }
                }
                Src::Const(c) => self.reg(c, RAX),
                Src::Parked => R11,
            };
            match dst {
                Loc::Reg(d) => self.mov_reg(d, r),
                Loc::Stack(s) => {
                    let off = 8 * s as i32 + self.rsp_bias;
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off], Rq(r));
                }
                Loc::None => {}
            }
        }
    }

    /// Loads the value at `l` into `into` (nothing to do for a register: callers read it in place,
    /// except when parking, which copies).
    fn load(&mut self, into: Reg, l: Loc) {
        match l {
            Loc::Reg(r) if into == R11 => self.mov_reg(R11, r),
            Loc::Reg(_) | Loc::None => {}
            Loc::Stack(k) => {
                let off = 8 * k as i32 + self.rsp_bias;
                dynasm!(self.asm ; .arch x64 ; mov Rq(into), QWORD [rsp + off]);
            }
        }
    }

    /// Loads input `i` from its variable's slot into its place.
    fn load_input(&mut self, i: usize) {
        let wo = word_offset(self.trace.ops[i].var());
        match self.alloc.loc[i] {
            Loc::Reg(r) => dynasm!(self.asm ; .arch x64 ; mov Rq(r), QWORD [rbp + wo]),
            Loc::Stack(s) => {
                let off = 8 * s as i32;
                dynasm!(self.asm ; .arch x64 ; mov rax, QWORD [rbp + wo] ; mov QWORD [rsp + off], rax);
            }
            Loc::None => {}
        }
    }

    /// An operation computed by `glue::call_op` through the operation table: a failure (or a result of
    /// another kind than the trace's) leaves the trace.
    fn call_op(&mut self, i: usize, inst: &Inst) {
        let helper = super::glue::call_op as *const () as i64;
        self.call_helper(i, helper, inst.op as u32, inst.operands(), [mc_kind(inst.ty) as i64, 0, 0], true);
        self.store(i, R11);
    }

    /// An instruction whose result is a list: `glue::list_op` computes it into its home, moving operand
    /// 0 out of its owner when the recorder made the operation owned and nothing reads that value later.
    fn list_op(&mut self, i: usize, inst: &Inst) {
        let a = inst.args[0];
        let takes = inst.owned() && inst.op.arity() > 0 && !a.is_const() && self.last_use[a.index()] == i;
        let from = if takes { self.owner_of(a) } else { NOWHERE };
        let helper = super::glue::list_op as *const () as i64;
        self.call_helper(i, helper, inst.op as u32, inst.operands(), [self.owner[i], from, 0], true);
        self.store(i, R11);
    }

    /// Whether update `i` is inline, in place: an owned `set` or `append` of an integer, or a prefix
    /// `slice` (from 0), of a list that nothing reads afterwards and whose owner the result keeps
    /// (`owners`), and that the trace proves unshared (`unshared`) or machine code can check is
    /// (`Backend::rc_counts`).
    fn updates_in_place(&self, i: usize, inst: &Inst) -> bool {
        let a = inst.args[0];
        let shape = match inst.op {
            Opcode::Set | Opcode::SetNb => self.trace.ty(inst.args[2]) == Ty::Int,
            Opcode::Append => self.trace.ty(inst.args[1]) == Ty::Int,
            Opcode::Slice => self.word(inst.args[1]) == Some(0),
            _ => false,
        };
        shape
            && inst.owned()
            && !a.is_const()
            && (self.unshared[a.index()] || self.be.rc_counts.is_some())
            && self.last_use[a.index()] == i
            && self.owner[i] != NOWHERE
            && self.owner[i] == self.owner[a.index()]
    }

    /// An update in place (`updates_in_place`) of a list of integers (no kind codes) that is unshared:
    /// `set` stores a word, `append` stores one in the words' free room and grows the length, a prefix
    /// `slice` shortens the length. Anything else (another strategy, a shared list, an index out of
    /// range, no free room) goes to the helper, off the hot path, which does it as `list_op` does.
    fn update_in_place(&mut self, i: usize, inst: &Inst) {
        let [l, x, y] = inst.args;
        let (slow, back) = self.slow_path(i);
        let rl = self.reg(l, R11);
        let access = inst.access();
        if !access.words {
            dynasm!(self.asm ; .arch x64 ; cmp QWORD [Rq(rl) + LIST_KINDS_OFFSET], 0 ; jne =>slow);
        }
        if !self.unshared[l.index()] {
            self.check_unshared(rl, slow);
        }
        match inst.op {
            // Left to the next `set` of the element, or to the exit that needs it (`lazy_stores`).
            Opcode::Set | Opcode::SetNb if self.lazy_in_place(i) => {}
            Opcode::Set | Opcode::SetNb => {
                let index = self.index_in(rl, x, slow, access.in_bounds);
                let words = self.words_of(i, l, rl);
                // The element is at words + disp: a constant index (below i32::MAX / 8, `index_in`)
                // is the displacement itself.
                match index {
                    Some(Opnd::Imm(k)) => self.store_element(words, k * 8, y),
                    Some(Opnd::Reg(ri)) if ri != RDX => self.store_indexed(words, ri, y),
                    // The index is in rdx, which the value may need.
                    Some(Opnd::Reg(ri)) => {
                        dynasm!(self.asm ; .arch x64 ; lea rax, [Rq(words) + Rq(ri) * 8]);
                        self.store_element(RAX, 0, y);
                    }
                    None => self.store_element(words, 0, y),
                }
            }
            Opcode::Append => {
                dynasm!(self.asm
                    ; .arch x64
                    ; mov rax, QWORD [Rq(rl) + LIST_LEN_OFFSET]
                    ; cmp rax, QWORD [Rq(rl) + LIST_ROOM_OFFSET]
                    ; jae =>slow
                    ; mov rdx, QWORD [Rq(rl) + LIST_WORDS_OFFSET]
                    ; lea rdx, [rdx + rax * 8]
                    ; add rax, 1
                    ; mov QWORD [Rq(rl) + LIST_LEN_OFFSET], rax
                );
                // rdx holds the new element's address; rax is free again for the value.
                match self.opnd(x, RAX) {
                    Opnd::Imm(w) => dynasm!(self.asm ; .arch x64 ; mov QWORD [rdx], DWORD w),
                    Opnd::Reg(rv) => dynasm!(self.asm ; .arch x64 ; mov QWORD [rdx], Rq(rv)),
                }
            }
            _ => match self.opnd(y, RAX) {
                // The end must be within the length (unsigned: a negative end is out of range too).
                Opnd::Imm(k) if k < 0 => dynasm!(self.asm ; .arch x64 ; jmp =>slow),
                Opnd::Imm(k) => dynasm!(self.asm
                    ; .arch x64
                    ; cmp QWORD [Rq(rl) + LIST_LEN_OFFSET], DWORD k
                    ; jb =>slow
                    ; mov QWORD [Rq(rl) + LIST_LEN_OFFSET], DWORD k
                ),
                Opnd::Reg(rj) => dynasm!(self.asm
                    ; .arch x64
                    ; cmp Rq(rj), QWORD [Rq(rl) + LIST_LEN_OFFSET]
                    ; ja =>slow
                    ; mov QWORD [Rq(rl) + LIST_LEN_OFFSET], Rq(rj)
                ),
            },
        }
        self.store(i, rl);
        dynasm!(self.asm ; .arch x64 ; =>back);
    }

    /// `put_byte` of an integer: appended to the output buffer (`world::Output`, its address in the
    /// `OUTPUT` slot) without leaving machine code; a value that is no byte, or a full buffer, goes to
    /// the helper off the hot path (it reports the error, or flushes the buffer).
    fn put_byte(&mut self, i: usize, inst: &Inst) {
        let (slow, back) = self.slow_path(i);
        let value = self.opnd(inst.args[0], R11);
        match value {
            Opnd::Imm(b) if !(0..=255).contains(&b) => dynasm!(self.asm ; .arch x64 ; jmp =>slow),
            Opnd::Imm(_) => {}
            Opnd::Reg(r) => dynasm!(self.asm ; .arch x64 ; cmp Rq(r), 255 ; ja =>slow),
        }
        let room = crate::world::BUFFER_BYTES as i32;
        let bytes = crate::world::OUTPUT_BYTES_OFFSET;
        dynasm!(self.asm
            ; .arch x64
            ; mov rax, QWORD [rbp + OUTPUT]
            ; mov rdx, QWORD [rax]
            ; cmp rdx, DWORD room
            ; jae =>slow
        );
        match value {
            Opnd::Imm(b) => {
                let b = b as i8;
                dynasm!(self.asm ; .arch x64 ; mov BYTE [rax + rdx + bytes], BYTE b);
            }
            Opnd::Reg(r) => dynasm!(self.asm ; .arch x64 ; mov BYTE [rax + rdx + bytes], Rb(r)),
        }
        dynasm!(self.asm ; .arch x64 ; add rdx, 1 ; mov QWORD [rax], rdx);
        if self.alloc.loc[i] != Loc::None {
            let d = self.dst(i, RAX);
            self.mov_imm(d, 0);
            self.store(i, d);
        }
        dynasm!(self.asm ; .arch x64 ; =>back);
    }

    /// Phi `p` takes list `v` into its home (`glue::move_list`), moving it when `take` (nothing reads
    /// `v` afterwards) and its owner is a home or the phi's own variable: another variable's held
    /// list stays its own (that variable may be live, only not written here).
    fn move_list(&mut self, i: usize, p: Ref, v: Ref, take: bool) {
        let own = self.owner_of(v);
        let take = take && (own >= 0 || own == held_owner(self.trace.ops[p.index()].var()));
        let helper = super::glue::move_list as *const () as i64;
        self.call_helper(i, helper, 0, &[v], [self.owner[p.index()], self.owner_of(v), take as i64], false);
    }

    /// Calls helper `helper(state, op, operands, extra[0], extra[1], extra[2])` for instruction `i`:
    /// the operands' words and kinds go in a frame below the spill slots, the caller-saved registers
    /// that hold values are saved around the call, the result's word ends in r11, and a failure (rdx 0)
    /// leaves through `i`'s snapshot when it has one.
    fn call_helper(&mut self, i: usize, helper: i64, op: u32, operands: &[Ref], extra: [i64; 3], fails: bool) {
        const SAVED: [Reg; 6] = [1, 6, 7, 8, 9, 10];
        debug_assert!(SAVED.iter().all(|r| ALLOCATABLE.contains(r)));
        // Operands (16 bytes each, at most three) then the saved registers: 48 + 48, and 16 to keep
        // the stack 16-byte aligned at the call.
        const FRAME: i32 = 112;
        let inst = self.trace.ops[i];
        // An operation that cannot fail here (the recorder gave it no snapshot) needs no exit.
        let stub = (fails && inst.snap != SnapId::NONE).then(|| self.new_stub(i, Undo::None));
        dynasm!(self.asm ; .arch x64 ; sub rsp, FRAME);
        self.rsp_bias = FRAME;
        for (k, &r) in SAVED.iter().enumerate() {
            let off = 48 + 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off], Rq(r));
        }
        for (k, &a) in operands.iter().enumerate() {
            let (wo, ko) = (16 * k as i32, 16 * k as i32 + 8);
            let kind = mc_kind(self.trace.ty(a)) as i32;
            match self.word(a) {
                Some(w) if i32::try_from(w).is_ok() => {
                    let w = w as i32;
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + wo], DWORD w);
                }
                _ => {
                    let x = self.reg(a, RAX);
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + wo], Rq(x));
                }
            }
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + ko], DWORD kind);
        }
        let op = op as i32;
        let [x, y, z] = extra;
        dynasm!(self.asm
            ; .arch x64
            ; mov rdi, QWORD [rbp + CONTEXT]
            ; mov esi, DWORD op
            ; mov rdx, rsp
            ; mov rcx, QWORD x
            ; mov r8, QWORD y
            ; mov r9, QWORD z
            ; mov rax, QWORD helper
            ; call rax
            ; mov r11, rax
        );
        for (k, &r) in SAVED.iter().enumerate() {
            let off = 48 + 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; mov Rq(r), QWORD [rsp + off]);
        }
        dynasm!(self.asm ; .arch x64 ; add rsp, FRAME);
        if let Some(stub) = stub {
            dynasm!(self.asm ; .arch x64 ; test rdx, rdx ; jz =>stub);
        }
        self.rsp_bias = 0;
    }
}

/// Checks that every instruction of `trace` can be compiled.
fn check(trace: &Trace) -> Result<(), Unsupported> {
    for v in trace.consts.iter() {
        const_word(v)?;
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
    limited_steps: bool,
    counters: Option<i32>,
    from: Option<&ParentExit>,
) -> Result<(Emitted, Vec<u8>), Unsupported> {
    check(trace)?;
    let Some(facts) = trace.facts.clone() else {
        return Err(Unsupported("a trace the optimizer did not finish (it has no facts)".into()));
    };
    let alloc = allocate(trace);
    if alloc.slots as usize > super::MAX_SPILL_SLOTS {
        return Err(Unsupported(format!("{} spill slots (at most {})", alloc.slots, super::MAX_SPILL_SLOTS)));
    }
    for inst in &trace.ops {
        if inst.op == Opcode::JumpTrace && be.entry_addr(inst.target()).is_none() {
            return Err(Unsupported(format!("links to {}, which is not compiled", inst.target())));
        }
    }
    let last_use = trace.last_uses();
    let Owners { owner, homes } = ownership::owners(trace, &last_use, be.homes_used);
    let unshared = ownership::unshared(trace, &last_use, &owner);
    let start = be.code.next_offset();
    let mut asm = VecAssembler::<X64Relocation>::new(be.code.addr(start));
    let entry = asm.new_dynamic_label();
    let not_entered = asm.new_dynamic_label();
    let epilogue = be.code.addr(be.epilogue.0);
    let mut e = Emitter {
        be,
        asm,
        trace,
        alloc,
        stubs: Vec::new(),
        limited_steps,
        loop_label: None,
        jump_done: false,
        rsp_bias: 0,
        last_use,
        owner,
        unshared,
        elements: ownership::known_elements(trace),
        slow_paths: Vec::new(),
        transfers: Vec::new(),
        counters,
        pinned: PinnedWords::default(),
        loop_at: trace.loop_index(),
        enters_body: false,
        narrow: Vec::new(),
    };
    e.narrow = narrow_adds(trace, &facts, &e.alloc, &e.last_use);
    // Offsets in code memory.
    let at = |e: &Emitter| AssemblyOffset(start + e.asm.offset().0);
    // The guards on inputs the trace starts with (a loop's green values), and what entering past them
    // takes for granted.
    let inputs = trace.ops.iter().take_while(|i| i.op == Opcode::Input).count();
    let leading = facts.leading;
    // The entry reads (`opt/carry.rs`) follow: code that brings the elements they read enters past them.
    let reads = facts.entry_reads.clone();
    e.pinned = e.pinned_words(reads.end);
    let mut requires: Vec<(VarId, u8, Option<i64>)> =
        trace.ops[..inputs].iter().map(|i| (i.var(), mc_kind(i.ty), None)).collect();
    for g in &trace.ops[inputs..leading] {
        requires[g.args[0].index()].2 = e.word(g.args[1]);
    }
    // Every trace ends in `jump`, `jump_trace` or `exit`: the label is bound in the loop below.
    debug_assert!(leading < trace.ops.len());
    // The inputs read from instruction `from` on, with their places.
    let (last_use, loc) = (&e.last_use, &e.alloc.loc);
    let inputs_read_from = |from: usize| {
        (0..inputs).filter(move |&k| last_use[k] >= from).map(|k| (Place::Var(trace.ops[k].var()), loc[k]))
    };
    let handoff_inputs: Vec<(Place, Loc)> = inputs_read_from(leading).collect();
    // (An input only the entry reads read has no place past them: its register may be a read's.)
    let past_reads: Vec<(Place, Loc)> = if reads.is_empty() {
        Vec::new()
    } else {
        let elements = reads.clone().filter(|&i| trace.ops[i].op == Opcode::ReadList).map(|i| {
            let [l, k, _] = trace.ops[i].args;
            (Place::Elem(trace.ops[l.index()].var(), trace.int_const(k).expect("a constant index")), loc[i])
        });
        inputs_read_from(reads.end).chain(elements).collect()
    };
    // A bridge takes its parent's exit's values in registers where it starts, when it trusts what that
    // exit knows (as `Backend::handoff` decides for any exit): past the entry reads when the exit has
    // their elements too (`Backend::handoff`).
    let parent_moves = from.filter(|p| !limited_steps && trusted_by(&requires, &p.known)).and_then(|p| {
        super::handoff::entry_moves(&p.values, &past_reads, &handoff_inputs, crate::jit::exit::word_offset)
    });
    let from_parent = e.asm.new_dynamic_label();
    let after_leading = e.asm.new_dynamic_label();
    let after_reads = e.asm.new_dynamic_label();
    let trusted = e.asm.new_dynamic_label();
    let check_steps = |e: &mut Emitter| {
        if limited_steps && trace.jumps_per_iter > 0 {
            let j = trace.jumps_per_iter as i32;
            dynasm!(e.asm ; .arch x64 ; cmp QWORD [rbp + STEPS], DWORD j ; jb =>not_entered);
        }
    };
    // The checked entry (from the engine) checks the inputs' kinds as it loads them, then passes the
    // leading guards and jumps over the trusted entry; the trusted entry (from other traces, hot) loads
    // the inputs and falls through into the body.
    dynasm!(e.asm ; .arch x64 ; =>entry);
    check_steps(&mut e);
    let mut op_offsets = Vec::new();
    let loop_label = e.asm.new_dynamic_label();
    for (i, inst) in trace.ops.iter().enumerate() {
        if i == leading {
            dynasm!(e.asm ; .arch x64 ; jmp =>after_leading ; =>trusted);
            check_steps(&mut e);
            // Only the inputs read past the leading guards (which this entry skips).
            for k in 0..inputs {
                if e.last_use[k] >= leading {
                    e.load_input(k);
                }
            }
            // The parent's exit comes in here, its values in its registers: no jump between the two.
            if let Some((moves, past_reads)) = &parent_moves {
                dynasm!(e.asm ; .arch x64 ; jmp =>after_leading ; =>from_parent);
                super::handoff::emit_moves(&mut e.asm, moves);
                if *past_reads {
                    dynasm!(e.asm ; .arch x64 ; jmp =>after_reads);
                }
            }
            dynasm!(e.asm ; .arch x64 ; =>after_leading);
        }
        if i == reads.end {
            // Every entry has the inputs and the elements the entry reads read in their places here:
            // the words of the lists that have a register of their own (`pinned_words`) go into it.
            dynasm!(e.asm ; .arch x64 ; =>after_reads);
            e.load_pinned(reads.end);
        }
        op_offsets.push((i, at(&e)));
        match inst.op {
            Opcode::Input => {
                let k = mc_kind(inst.ty) as i32;
                let ko = kind_offset(e.be.nvars, inst.var());
                dynasm!(e.asm ; .arch x64 ; cmp QWORD [rbp + ko], DWORD k ; jne =>not_entered);
                e.load_input(i);
            }
            Opcode::Phi => {
                let d = e.dst(i, RAX);
                let r = e.reg(inst.args[0], d);
                e.mov_reg(d, r);
                e.store(i, d);
                if inst.ty == Ty::List && e.owner_of(inst.args[0]) != e.owner[i] {
                    let v = inst.args[0];
                    let take = !v.is_const() && e.last_use[v.index()] == i;
                    e.move_list(i, Ref::op(i), v, take);
                }
            }
            // A sunk list is built only by the exits that need it (`materialize`).
            _ if inst.is_sunk() => {}
            Opcode::Set | Opcode::SetNb | Opcode::Append | Opcode::Slice if e.updates_in_place(i, inst) => {
                e.update_in_place(i, inst)
            }
            Opcode::PutByte if trace.ty(inst.args[0]) == Ty::Int => e.put_byte(i, inst),
            // Every other list a trace holds is made into a home of its own by a helper.
            _ if inst.ty == Ty::List && inst.op != Opcode::Input => e.list_op(i, inst),
            Opcode::Add | Opcode::Sub | Opcode::Mul => e.arith(i, inst),
            Opcode::Div | Opcode::Mod => e.divmod(i, inst),
            // A narrow add (`NarrowAdd`): the `add` is done by its `and`.
            Opcode::AddNov | Opcode::SubNov if e.narrow.get(i + 1).is_some_and(|n| n.is_some()) => {}
            Opcode::BitAnd if let Some(n) = e.narrow[i] => e.narrow_add(n),
            Opcode::BitAnd | Opcode::AddNov | Opcode::SubNov => e.plain_arith(i, inst),
            Opcode::Sar if e.word(inst.args[1]).is_some_and(|k| (0..64).contains(&k)) => e.plain_arith(i, inst),
            // Comparisons of integers and symbols; structural equality of lists (and `within` against
            // anything but a constant n >= 0) is a helper call.
            _ if super::regalloc::inline_comparison(trace, inst) => {
                if !e.alloc.fused[i] && e.alloc.loc[i] != Loc::None {
                    e.cmp(inst.args[0], inst.args[1]);
                    e.setcc(inst.op);
                    let d = e.dst(i, RAX);
                    dynasm!(e.asm ; .arch x64 ; movzx Rd(d), al);
                    e.store(i, d);
                }
            }
            Opcode::Len => {
                let rl = e.reg(inst.args[0], R11);
                let d = e.dst(i, RAX);
                dynasm!(e.asm ; .arch x64 ; mov Rq(d), QWORD [Rq(rl) + LIST_LEN_OFFSET]);
                e.store(i, d);
            }
            Opcode::ReadList => e.readlist(i, inst),
            Opcode::GuardWords => {
                let stub = e.new_stub(i, Undo::None);
                match trace.const_value(inst.args[0]).and_then(|v| v.as_list()) {
                    Some(l) if l.is_words() => {}
                    Some(_) => dynasm!(e.asm ; .arch x64 ; jmp =>stub),
                    None => {
                        let rl = e.reg(inst.args[0], R11);
                        dynasm!(e.asm ; .arch x64 ; cmp QWORD [Rq(rl) + LIST_KINDS_OFFSET], 0 ; jne =>stub);
                    }
                }
            }
            Opcode::GuardTrue | Opcode::GuardFalse => e.guard_cond(i, inst),
            Opcode::GuardValue => {
                let stub = e.new_stub(i, Undo::None);
                let rv = e.reg(inst.args[0], R11);
                match e.word(inst.args[1]).expect("guard_value compares with a constant") {
                    k if i32::try_from(k).is_ok() => {
                        let k = k as i32;
                        dynasm!(e.asm ; .arch x64 ; cmp Rq(rv), DWORD k);
                    }
                    k => dynasm!(e.asm ; .arch x64 ; mov rax, QWORD k ; cmp Rq(rv), rax),
                }
                dynasm!(e.asm ; .arch x64 ; jne =>stub);
            }
            Opcode::GuardSteps => {
                if limited_steps {
                    let stub = e.new_stub(i, Undo::None);
                    let twice = 2 * trace.jumps_per_iter as i32;
                    dynasm!(e.asm ; .arch x64 ; cmp QWORD [rbp + STEPS], DWORD twice ; jb =>stub);
                }
            }
            Opcode::Loop => {
                // The peeled iteration's jumps. The step limit needs no check here: the preamble's
                // `guard_steps` already made sure another iteration's jumps are left.
                if limited_steps && inst.jumps() > 0 {
                    let a = inst.jumps() as i32;
                    dynasm!(e.asm ; .arch x64 ; sub QWORD [rbp + STEPS], DWORD a);
                }
                e.load_pinned(i + 1);
                e.align_loop();
                dynasm!(e.asm ; .arch x64 ; =>loop_label);
                e.count(0);
                e.loop_label = Some(loop_label);
            }
            Opcode::Jump if e.jump_done => {}
            Opcode::Jump => {
                for m in e.list_moves() {
                    e.move_list(i, m.phi, m.value, m.take);
                }
                e.phi_moves();
                if limited_steps {
                    let j = trace.jumps_per_iter as i32;
                    dynasm!(e.asm ; .arch x64 ; sub QWORD [rbp + STEPS], DWORD j);
                }
                dynasm!(e.asm ; .arch x64 ; jmp =>loop_label);
            }
            Opcode::JumpTrace => {
                let values = e.values_at_exit(i, inst.snap, false);
                e.write_snapshot(inst.snap);
                e.hand_over_lists(inst.snap, false);
                e.count_exit(inst.snap);
                e.jump_into(values.as_deref(), inst.target(), &facts.at_link);
            }
            Opcode::Exit => {
                let stub = e.new_stub(i, Undo::None);
                dynasm!(e.asm ; .arch x64 ; jmp =>stub);
            }
            Opcode::Same => unreachable!("checked"),
            _ => e.call_op(i, inst),
        }
    }
    for slow in std::mem::take(&mut e.slow_paths) {
        let inst = trace.ops[slow.op];
        dynasm!(e.asm ; .arch x64 ; =>slow.label);
        if inst.ty == Ty::List {
            e.list_op(slow.op, &inst);
        } else {
            e.call_op(slow.op, &inst);
        }
        // The list the helper made (a copy, when the list was shared) has its words elsewhere (unless
        // nothing reads that list: it has no place then, and nothing reads the register either).
        if let Some(rw) = e.pinned_register(slow.op, Ref::op(slow.op))
            && e.alloc.loc[slow.op] != Loc::None
        {
            let rl = e.reg(Ref::op(slow.op), R11);
            e.load_words(rw, rl);
        }
        dynasm!(e.asm ; .arch x64 ; jmp =>slow.back);
    }
    // The body's entry (`BodyCode`), emitted with the slow paths, off the hot path of the trace's own
    // code. The jumping code checks what the body requires and it does not know (`jump_into_body`);
    // the entry checks that the lists the body updates in place unchecked have no other reference,
    // loads the registers of their words and goes to `loop`. A failed check goes to the trusted entry,
    // which loads the variables from the exit state the jumping code wrote and runs the peeled
    // iteration, as if the body entry were not there.
    let body = match (e.loop_at, &facts.body) {
        (Some(l), Some(b)) if !limited_steps && be.body_entries => {
            e.body_entry(l, b, trusted).map(|(entry, live)| (entry, live, b.requires.clone()))
        }
        _ => None,
    };
    let stubs_at = at(&e);
    let code = exit_code(id, SnapId::ENTRY);
    dynasm!(e.asm ; .arch x64 ; =>not_entered ; mov rax, QWORD code ; jmp extern epilogue);
    let mut exit_jumps = vec![None; trace.snapshots.len()];
    let mut exit_values = vec![None; trace.snapshots.len()];
    for stub in std::mem::take(&mut e.stubs) {
        let inst = trace.ops[stub.op];
        dynasm!(e.asm ; .arch x64 ; =>stub.label);
        match stub.undo {
            Undo::None => {}
            Undo::AddImm(r, x) => dynasm!(e.asm ; .arch x64 ; add Rq(r), DWORD x),
            Undo::AddReg(r, s) => dynasm!(e.asm ; .arch x64 ; add Rq(r), Rq(s)),
            Undo::SubImm(r, x) => dynasm!(e.asm ; .arch x64 ; sub Rq(r), DWORD x),
            Undo::SubReg(r, s) => dynasm!(e.asm ; .arch x64 ; sub Rq(r), Rq(s)),
        }
        if inst.op == Opcode::GuardValue {
            let rv = e.reg(inst.args[0], R11);
            let kind = mc_kind(trace.ty(inst.args[0])) as i32;
            dynasm!(e.asm
                ; .arch x64
                ; mov QWORD [rbp + VALUE], Rq(rv)
                ; mov QWORD [rbp + VALUE_KIND], DWORD kind
            );
        }
        let value_is_list = inst.op == Opcode::GuardValue && trace.ty(inst.args[0]) == Ty::List;
        exit_values[inst.snap.index()] = e.values_at_exit(stub.op, inst.snap, value_is_list);
        e.write_snapshot(inst.snap);
        e.hand_over_lists(inst.snap, value_is_list);
        e.count_exit(inst.snap);
        let code = exit_code(id, inst.snap);
        dynasm!(e.asm ; .arch x64 ; mov rax, QWORD code);
        exit_jumps[inst.snap.index()] = Some(at(&e));
        dynasm!(e.asm ; .arch x64 ; jmp extern epilogue);
    }
    let end = at(&e);
    // Where a label is in code memory.
    let resolve = |e: &Emitter, label: DynamicLabel| {
        let at = e.asm.labels().resolve_dynamic(label).map_err(|err| Unsupported(format!("assembler: {err}")))?;
        Ok::<_, Unsupported>(AssemblyOffset(start + at.0))
    };
    let entry = resolve(&e, entry)?;
    let trusted_entry = resolve(&e, trusted)?;
    let handoff = resolve(&e, after_leading)?;
    let handoff_reads = resolve(&e, after_reads)?;
    let from_parent = if parent_moves.is_some() { Some(resolve(&e, from_parent)?) } else { None };
    let from_parent_elements = parent_moves.as_ref().is_some_and(|(_, past_reads)| *past_reads);
    let body = match body {
        Some((entry, live, requires)) => Some(BodyCode { entry: resolve(&e, entry)?, live, requires }),
        None => None,
    };
    let code = e.asm.finalize().map_err(|err| Unsupported(format!("assembler: {err:?}")))?;
    let transfers = std::mem::take(&mut e.transfers);
    let emitted = Emitted {
        entry,
        trusted_entry,
        requires,
        start: AssemblyOffset(start),
        end,
        exit_jumps,
        handoff,
        handoff_inputs,
        handoff_reads,
        past_reads,
        from_parent,
        from_parent_elements,
        exit_values,
        op_offsets,
        stubs_at,
        body,
        enters_body: e.enters_body,
        homes,
        transfers,
    };
    Ok((emitted, code))
}
