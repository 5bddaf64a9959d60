//! The state of the emission of one trace (`Emitter`) and the code every part of it emits: operands in
//! registers, moves, stores into a value's place or the exit state, and the stubs and slow paths the
//! code registers for later. Instruction selection (`lower.rs`), the entries (`entry.rs`), the exits
//! (`exits.rs`) and list code (`lists.rs`) build on it; `emit.rs` runs them in order.

use super::Backend;
use super::glue::Transfer;
use super::regalloc::{Allocation, Loc, R11, RAX, Reg};
use crate::jit::contract::Facts;
use crate::jit::ir::{Ref, SnapId, Trace, TraceId, Ty};
use crate::jit::ownership::{self, KnownElement, ListMove, Owners};
use crate::lang::VarId;
use crate::value::{MC_INT, MC_LIST, MC_SYM, Value};
use dynasmrt::x64::X64Relocation;
use dynasmrt::{AssemblyOffset, DynamicLabel, DynasmApi, VecAssembler, dynasm};
use std::rc::Rc;

/// Why a trace is not compiled (it then runs on the trace executor).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// Whether constant index `k` is one an access can address as a displacement (`8 * k` fits in an
/// `i32`); an access at any other constant index leaves the trace.
pub(super) fn is_displacement_index(k: i64) -> bool {
    (0..i32::MAX as i64 / 8).contains(&k)
}

/// The kind code (`value.rs`) of a value of kind `ty`, as the exit state and lists hold it.
pub(super) fn mc_kind(ty: Ty) -> u8 {
    match ty {
        Ty::Int => MC_INT,
        Ty::Sym => MC_SYM,
        Ty::List => MC_LIST,
        Ty::Void => 0,
    }
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

/// A register, or an immediate that fits an instruction's 32-bit field.
#[derive(Clone, Copy)]
pub(super) enum Opnd {
    Reg(Reg),
    Imm(i32),
}

/// What a function-entry trace's entry for `call_proc` takes (`Emitted::callable`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CallConvention {
    /// It enters past the kind checks: the caller writes no kinds.
    pub trusted: bool,
    /// It takes the arguments in registers, straight into its inputs' places (each parameter's;
    /// `Loc::None` for one it never reads), and goes on past the trusted entry's loads (`handoff`).
    /// `None`: the caller writes them into their variables' slots of the exit state, and the entry
    /// loads them.
    pub args: Option<Vec<(VarId, Loc)>>,
}

/// How to undo an in-place `add`/`sub` that overflowed, so the stub sees the operand it had.
#[derive(Clone, Copy)]
pub(super) enum Undo {
    None,
    AddImm(Reg, i32),
    AddReg(Reg, Reg),
    SubImm(Reg, i32),
    SubReg(Reg, Reg),
}

/// An exit stub to emit after the trace (`exits.rs`): for instruction `op`, undoing `undo` first.
pub(super) struct Stub {
    pub(super) label: DynamicLabel,
    pub(super) op: usize,
    pub(super) undo: Undo,
}

/// Code off the hot path for instruction `op`, emitted after the trace: it does what the inline code
/// could not (a helper call) and jumps back.
pub(super) struct SlowPath {
    pub(super) label: DynamicLabel,
    pub(super) back: DynamicLabel,
    pub(super) op: usize,
}

/// `add_nov x, k` (or `sub_nov x, -k`) whose only use is `and _, m` right after it, with `m` 0xff or
/// 0xffff, `x` proved within `0..=m` and all three in one register: an 8- or 16-bit `add` of `k` there
/// is the whole of it (it wraps by itself and leaves the upper bits 0), one instruction on the chain
/// where a brainfuck pointer or cell goes from one iteration to the next, not two.
#[derive(Clone, Copy)]
pub(super) struct NarrowAdd {
    pub(super) reg: Reg,
    pub(super) bits16: bool,
    /// The addend, as the narrow add sees it (its low 8 or 16 bits).
    pub(super) k: i16,
}

/// A list whose words' address is in a register of its own (`Emitter::pinned_words`).
#[derive(Clone, Copy)]
pub(super) struct WordsReg {
    pub(super) list: Ref,
    pub(super) reg: Reg,
    /// The first instruction that may use the register (for a head: where it loads it).
    pub(super) from: usize,
}

/// The lists whose words' addresses are in registers of their own (`Emitter::pinned_words`).
#[derive(Default)]
pub(super) struct PinnedWords {
    /// The lists that load those registers, each where it loads it.
    pub(super) heads: Vec<WordsReg>,
    /// Every list that uses them (the heads too), from where it may.
    pub(super) lists: Vec<WordsReg>,
}

/// Variables and where a trace keeps them.
pub(super) type Places = Vec<(VarId, Loc)>;

/// What a trace's code counts, besides what the trace says.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counting {
    /// Steps are limited (`--max-steps`): every iteration counts its jumps, for good.
    pub limited_steps: bool,
    /// A root loop starts on probation, counting its iterations' jumps until the engine ends it
    /// (`policy::PROBATION_BUDGET`); ignored under a step limit, which counts them anyway.
    pub probation: bool,
    /// Where the trace's counters are in the exit state, when it counts its iterations and exits
    /// (`JitOptions::count`).
    pub counters: Option<i32>,
}

/// Code a loop on probation has, which `Backend::end_probation` patches (`lower.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbationSite {
    /// Counts the peeled iteration's jumps (`x64::PROBATION_SITE` bytes at where the offset says):
    /// becomes the mark that the run went round a loop no longer counting.
    Count,
    /// Counts a body iteration's jumps (the same bytes): becomes `nop`s.
    CountInBody,
    /// A guard's branch back to the loop through the body's count (`jcc rel32` ending at the offset):
    /// goes to the loop's head again.
    Branch,
    /// The loop's body entry: a 10-byte `nop`, which becomes the mark.
    Entry,
}

/// One trace being emitted: its code so far, and what the code is made from (the trace, its
/// register allocation and the analyses of its lists).
pub(super) struct Emitter<'a> {
    pub(super) be: &'a Backend,
    /// This trace's code, assembled for the address it will have in code memory.
    pub(super) asm: VecAssembler<X64Relocation>,
    pub(super) trace: &'a Trace,
    /// What the optimizer proved of the trace (`Trace::facts`).
    pub(super) facts: &'a Facts,
    pub(super) alloc: Allocation,
    pub(super) stubs: Vec<Stub>,
    pub(super) limited_steps: bool,
    /// The trace counts the jumps of its loop's iterations while on probation (`lower.rs`, at each
    /// `guard_steps`), until the engine ends it (`Backend::end_probation`): the code it patches then.
    pub(super) probation: Option<Vec<(AssemblyOffset, ProbationSite)>>,
    /// Where this trace's code starts in code memory.
    pub(super) start: usize,
    /// The entry's exit (`SnapId::ENTRY`): where the checked entry goes when an input's kind or the
    /// steps left do not let it in.
    pub(super) not_entered: DynamicLabel,
    /// The label of the loop's head (bound at `loop`), and the same once emitted.
    pub(super) loop_head: DynamicLabel,
    pub(super) loop_label: Option<DynamicLabel>,
    /// The guard before `jump` already branches back to the loop.
    pub(super) jump_done: bool,
    /// Bytes pushed below the spill frame (during a helper call), added to spill slot offsets.
    pub(super) rsp_bias: i32,
    /// Each instruction's last use (`Trace::last_uses`).
    pub(super) last_use: Vec<usize>,
    /// Where each list value is owned while the code runs (`exit.rs`; `NOWHERE` for other values).
    pub(super) owner: Vec<i64>,
    /// Homes the trace's lists need, from the base the backend gave (`ownership::owners`).
    pub(super) homes: usize,
    /// Which lists nothing else holds wherever they are used (`ownership::unshared`).
    pub(super) unshared: Vec<bool>,
    /// The elements each list value is known to hold (`ownership::known_elements`).
    pub(super) elements: Vec<Vec<KnownElement>>,
    pub(super) slow_paths: Vec<SlowPath>,
    pub(super) transfers: Vec<Box<[Transfer]>>,
    /// Where the trace's counters are in the exit state, when it counts (`JitOptions::count`): the
    /// loop's iterations, then the runs left through each snapshot.
    pub(super) counters: Option<i32>,
    /// Lists whose element words the code reaches through a register of its own (`pinned_words`, in
    /// `lists.rs`).
    pub(super) pinned: PinnedWords,
    /// Where `loop` is, if the trace has one.
    pub(super) loop_at: Option<usize>,
    /// Its `jump_trace` enters the target's body (`Emitted::enters_body`).
    pub(super) enters_body: bool,
    /// Wrapping adds done in a narrow register (`lower::narrow_adds`), by the index of their `and`.
    pub(super) narrow: Vec<Option<NarrowAdd>>,
    /// The trace's id (what its exit codes name).
    pub(super) id: TraceId,
    /// A function-entry trace's entry for `call_proc` (its frame made first), and what it takes.
    pub(super) callable: Option<DynamicLabel>,
    pub(super) call_convention: CallConvention,
    /// Where the conditional branch of a guard into its stub ends, for the guards whose stub it is the
    /// only way into (`Emitted::exit_branches`).
    pub(super) guard_branches: Vec<(SnapId, AssemblyOffset)>,
}

impl<'a> Emitter<'a> {
    /// Starts the code of `trace` (allocated as `alloc`) where the backend will write it, with the
    /// analyses of its lists (`ownership.rs`): the narrow adds and the pinned words are the pipeline's
    /// to fill in (`emit.rs`), as they depend on the code's own decisions.
    pub(super) fn new(
        be: &'a Backend,
        id: TraceId,
        trace: &'a Trace,
        facts: &'a Facts,
        alloc: Allocation,
        counting: Counting,
    ) -> Emitter<'a> {
        let Counting { limited_steps, probation, counters } = counting;
        let last_use = trace.last_uses();
        let in_entry_call = |var| trace.on_entry.frames.iter().any(|f| be.proc_vars[f.proc as usize].contains(&var));
        let Owners { owner, homes } = ownership::owners(trace, &last_use, be.homes_used, in_entry_call);
        let unshared = ownership::unshared(trace, &last_use, &owner);
        let start = be.code.next_offset();
        let mut asm = VecAssembler::<X64Relocation>::new(be.code.addr(start));
        let not_entered = asm.new_dynamic_label();
        let loop_head = asm.new_dynamic_label();
        Emitter {
            be,
            asm,
            trace,
            facts,
            alloc,
            stubs: Vec::new(),
            limited_steps,
            probation: (probation && !limited_steps && trace.loop_index().is_some()).then(Vec::new),
            start,
            not_entered,
            loop_head,
            loop_label: None,
            jump_done: false,
            rsp_bias: 0,
            last_use,
            owner,
            homes,
            unshared,
            elements: ownership::known_elements(trace),
            slow_paths: Vec::new(),
            transfers: Vec::new(),
            counters,
            pinned: PinnedWords::default(),
            loop_at: trace.loop_index(),
            enters_body: false,
            narrow: Vec::new(),
            id,
            callable: None,
            call_convention: Default::default(),
            guard_branches: Vec::new(),
        }
    }
}

impl Emitter<'_> {
    /// Where the trace's exits go once they wrote the exit state: the shared epilogue, or for a
    /// function-entry trace and its bridges, the routine that frees its frame and returns to its caller.
    pub(super) fn leave(&self) -> usize {
        self.be.leave_of(self.trace)
    }

    /// Where the code emitted so far ends, in code memory.
    pub(super) fn at(&self) -> AssemblyOffset {
        AssemblyOffset(self.start + self.asm.offset().0)
    }

    /// Where `label` is in code memory.
    pub(super) fn resolve(&self, label: DynamicLabel) -> Result<AssemblyOffset, Unsupported> {
        let at = self.asm.labels().resolve_dynamic(label).map_err(|err| Unsupported(format!("assembler: {err}")))?;
        Ok(AssemblyOffset(self.start + at.0))
    }

    /// Where the list `r` is owned (`NOWHERE` for a constant).
    pub(super) fn owner_of(&self, r: Ref) -> i64 {
        ownership::owner_of(&self.owner, r)
    }

    /// The lists a `jump` moves from one owner to another (`ownership::list_moves`).
    pub(super) fn list_moves(&self) -> Vec<ListMove> {
        ownership::list_moves(self.trace, &self.owner, &self.last_use)
    }

    /// Adds one to counter `k` of the trace, when it counts.
    pub(super) fn count(&mut self, k: usize) {
        if let Some(base) = self.counters {
            let off = base + 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; add QWORD [rbp + off], 1);
        }
    }

    pub(super) fn loc(&self, r: Ref) -> Loc {
        if r.is_const() { Loc::None } else { self.alloc.loc[r.index()] }
    }

    pub(super) fn word(&self, r: Ref) -> Option<i64> {
        self.trace.const_value(r).map(|v| const_word(v).expect("checked before emission"))
    }

    /// Where `r`'s value is to be copied from (`handoff.rs`): its constant word, its register or its
    /// spill slot; `None` when it has no place (nothing used it after it was made).
    pub(super) fn src(&self, r: Ref) -> Option<super::handoff::Src> {
        use super::handoff::Src;
        match (self.word(r), self.loc(r)) {
            (Some(w), _) => Some(Src::Word(w)),
            (None, Loc::Reg(x)) => Some(Src::Reg(x)),
            (None, Loc::Stack(k)) => Some(Src::Stack(k)),
            (None, Loc::None) => None,
        }
    }

    /// Puts `r` in a register: its own, or `scratch`.
    pub(super) fn reg(&mut self, r: Ref, scratch: Reg) -> Reg {
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
    pub(super) fn opnd(&mut self, r: Ref, scratch: Reg) -> Opnd {
        match self.word(r) {
            Some(w) if i32::try_from(w).is_ok() => Opnd::Imm(w as i32),
            _ => Opnd::Reg(self.reg(r, scratch)),
        }
    }

    pub(super) fn mov_imm(&mut self, dst: Reg, w: i64) {
        if w == 0 {
            dynasm!(self.asm ; .arch x64 ; xor Rd(dst), Rd(dst));
        } else if let Ok(x) = i32::try_from(w) {
            dynasm!(self.asm ; .arch x64 ; mov Rq(dst), DWORD x);
        } else {
            dynasm!(self.asm ; .arch x64 ; mov Rq(dst), QWORD w);
        }
    }

    pub(super) fn mov_reg(&mut self, dst: Reg, src: Reg) {
        if dst != src {
            dynasm!(self.asm ; .arch x64 ; mov Rq(dst), Rq(src));
        }
    }

    /// The register the result of instruction `i` is computed in: its own, or `scratch` (then `store`).
    pub(super) fn dst(&self, i: usize, scratch: Reg) -> Reg {
        match self.alloc.loc[i] {
            Loc::Reg(r) => r,
            _ => scratch,
        }
    }

    /// Moves a result computed in `from` to where instruction `i` keeps it.
    pub(super) fn store(&mut self, i: usize, from: Reg) {
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
    pub(super) fn store_slot(&mut self, off: i32, r: Ref) {
        if let Some(w) = self.word(r)
            && let Ok(x) = i32::try_from(w)
        {
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + off], DWORD x);
            return;
        }
        let x = self.reg(r, RAX);
        dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + off], Rq(x));
    }

    /// Loads the value at `l` into `into` (nothing to do for a register: callers read it in place,
    /// except when parking, which copies).
    pub(super) fn load(&mut self, into: Reg, l: Loc) {
        match l {
            Loc::Reg(r) if into == R11 => self.mov_reg(R11, r),
            Loc::Reg(_) | Loc::None => {}
            Loc::Stack(k) => {
                let off = 8 * k as i32 + self.rsp_bias;
                dynasm!(self.asm ; .arch x64 ; mov Rq(into), QWORD [rsp + off]);
            }
        }
    }

    /// Compares register `r` with the word `w` (through rax when it needs 64 bits).
    pub(super) fn cmp_imm(&mut self, r: Reg, w: i64) {
        match i32::try_from(w) {
            Ok(x) => dynasm!(self.asm ; .arch x64 ; cmp Rq(r), DWORD x),
            Err(_) => dynasm!(self.asm ; .arch x64 ; mov rax, QWORD w ; cmp Rq(r), rax),
        }
    }

    pub(super) fn new_stub(&mut self, op: usize, undo: Undo) -> DynamicLabel {
        let label = self.asm.new_dynamic_label();
        self.stubs.push(Stub { label, op, undo });
        label
    }

    /// A slow path for instruction `i` (`SlowPath`): the label inline code jumps to, and the one the
    /// slow path comes back to.
    pub(super) fn slow_path(&mut self, i: usize) -> (DynamicLabel, DynamicLabel) {
        let slow = self.asm.new_dynamic_label();
        let back = self.asm.new_dynamic_label();
        self.slow_paths.push(SlowPath { label: slow, back, op: i });
        (slow, back)
    }
}
