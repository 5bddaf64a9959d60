//! The code of lists that stays inline: where a list's element words are (a register of their own
//! for the lists `ownership::word_families` finds, `pinned_words`), which updates are done in place
//! (`updates_in_place`, `lazy_in_place`) and the checks and stores they make.

use super::emitter::{Emitter, Opnd, PinnedWords, WordsReg, is_displacement_index};
use super::regalloc::{ALLOCATABLE, Loc, R11, RAX, RDX, Reg};
use crate::jit::exit::NOWHERE;
use crate::jit::ir::{Inst, Opcode, Ref, Ty};
use crate::jit::ownership;
use crate::value::LIST_WORDS_OFFSET;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi, dynasm};

impl Emitter<'_> {
    /// The lists whose element words the code reaches through a register loaded once
    /// (`ownership::word_families`), each with that register (in which no value lives, `Allocation`,
    /// and which only a helper call writes, saving it), and the heads that load it, with where: right
    /// after the entry's loads (`leading`, where every entry has the inputs in their places) for an
    /// input, at `loop` for the others. The most used heads get the registers no value lives in. So
    /// each read and store saves the load of where the words are (LuaJIT hoists a table's array part
    /// the same way).
    pub(super) fn pinned_words(&self, leading: usize) -> PinnedWords {
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
    pub(super) fn pinned_register(&self, i: usize, l: Ref) -> Option<Reg> {
        self.pinned.lists.iter().find(|w| w.list == l && i >= w.from).map(|w| w.reg)
    }

    /// The register that holds the address of list `l`'s words (`l` is in `rl`) where instruction `i`
    /// reads or stores an element: the one it has there (`pinned_words`), or rax, loaded.
    pub(super) fn words_of(&mut self, i: usize, l: Ref, rl: Reg) -> Reg {
        if let Some(rw) = self.pinned_register(i, l) {
            return rw;
        }
        self.load_words(RAX, rl);
        RAX
    }

    /// Loads the address of the words of the list in `rl` into `into`.
    pub(super) fn load_words(&mut self, into: Reg, rl: Reg) {
        dynasm!(self.asm ; .arch x64 ; mov Rq(into), QWORD [Rq(rl) + LIST_WORDS_OFFSET]);
    }

    /// Loads the registers of the heads whose register is loaded where instruction `from` begins
    /// (`pinned_words`).
    pub(super) fn load_pinned(&mut self, from: usize) {
        let heads: Vec<(Ref, Reg)> =
            self.pinned.heads.iter().filter(|w| w.from == from).map(|w| (w.list, w.reg)).collect();
        for (l, rw) in heads {
            let rl = self.reg(l, R11);
            self.load_words(rw, rl);
        }
    }

    /// Whether update `i` is inline, in place: an owned `set` or `append` of an integer, or a prefix
    /// `slice` (from 0), of a list that nothing reads afterwards and whose owner the result keeps
    /// (`owners`), and that the trace proves unshared (`unshared`) or machine code can check is
    /// (`Backend::rc_counts`).
    pub(super) fn updates_in_place(&self, i: usize, inst: &Inst) -> bool {
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

    /// Whether `set` `i` is lazy (`Access::lazy`) and updates its list in place here, so its store is
    /// left to the next `set` of the element or to an exit (`lazy_stores`).
    pub(super) fn lazy_in_place(&self, i: usize) -> bool {
        let inst = &self.trace.ops[i];
        let access = inst.access();
        access.lazy
            && access.in_bounds
            && matches!(inst.op, Opcode::Set | Opcode::SetNb)
            && self.word(inst.args[1]).is_some_and(is_displacement_index)
            && self.updates_in_place(i, inst)
    }

    /// Goes to `shared` unless the list in `rl` has no other reference (`Backend::rc_counts`; uses rax).
    /// Unshared is both counts 1 (`Rc::get_mut`). A live list has a strong count of at least 1, and so
    /// a weak count of at least 1 (the strong references' own): the sum is 2 exactly when both are 1,
    /// one branch instead of two.
    pub(super) fn check_unshared(&mut self, rl: Reg, shared: DynamicLabel) {
        let (strong, weak) = self.be.rc_counts.expect("checked by the caller");
        dynasm!(self.asm
            ; .arch x64
            ; mov rax, QWORD [Rq(rl) + strong]
            ; add rax, QWORD [Rq(rl) + weak]
            ; cmp rax, 2
            ; jne =>shared
        );
    }

    /// Stores integer `y` at `[words + disp]`, a list's element (rdx holds it if it is not in a register).
    pub(super) fn store_element(&mut self, words: Reg, disp: i32, y: Ref) {
        match self.opnd(y, RDX) {
            Opnd::Imm(w) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + disp], DWORD w),
            Opnd::Reg(rv) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + disp], Rq(rv)),
        }
    }

    /// Stores integer `y` at `[words + ri * 8]`, the element at index `ri` (not rdx, which holds `y` if
    /// it is not in a register).
    pub(super) fn store_indexed(&mut self, words: Reg, ri: Reg, y: Ref) {
        debug_assert_ne!(ri, RDX);
        match self.opnd(y, RDX) {
            Opnd::Imm(w) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + Rq(ri) * 8], DWORD w),
            Opnd::Reg(rv) => dynasm!(self.asm ; .arch x64 ; mov QWORD [Rq(words) + Rq(ri) * 8], Rq(rv)),
        }
    }
}
