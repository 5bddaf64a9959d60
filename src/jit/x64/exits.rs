//! The ways out of a trace: the exit stubs emitted after it (`exit_stubs`), each writing its snapshot
//! into the exit state (`write_snapshot`, building sunk lists there: `materialize`), handing lists
//! over to their variables (`hand_over_lists`) and leaving through a patchable `jmp` to the shared
//! epilogue; and a `jump_trace`, which does the same and jumps into its target, handing it the values
//! in registers where the target trusts what it knows (`jump_into`, `handoff.rs`).

use super::emitter::{Emitter, Undo, const_word, mc_kind};
use super::glue::Transfer;
use super::handoff::{Place, Src};
use super::regalloc::{Loc, R11, RAX};
use crate::jit::contract::{Known, Range};
use crate::jit::exit::{CONTEXT, LAST_LINK, STEPS, VALUE, VALUE_KIND, exit_code, held_owner, kind_offset, word_offset};
use crate::jit::ir::{Inst, Opcode, Ref, SnapId, TraceId, Ty};
use crate::jit::ownership::KnownElement;
use crate::lang::VarId;
use crate::value::{LIST_KINDS_OFFSET, LIST_LEN_OFFSET, MC_LIST};
use dynasmrt::{AssemblyOffset, DynasmApi, DynasmLabelApi, dynasm};

/// Where the exit stubs are (`Emitter::exit_stubs`).
pub(super) struct ExitStubs {
    /// Where they begin (the entry's own exit first).
    pub(super) at: AssemblyOffset,
    /// Offset of the patchable `jmp` of each guard's exit stub, by snapshot index (`Emitted::exit_jumps`).
    pub(super) jumps: Vec<Option<AssemblyOffset>>,
    /// Where each exit leaves the variables it writes, when its registers still hold them
    /// (`Emitted::exit_values`).
    pub(super) values: Vec<Option<Vec<(Place, Src)>>>,
    /// Where each guard's stub begins when a bridge may be entered there (`Emitted::exit_starts`).
    pub(super) starts: Vec<Option<AssemblyOffset>>,
    /// Where the guard's branch into such a stub ends (`Emitted::exit_branches`).
    pub(super) branches: Vec<Option<AssemblyOffset>>,
}

impl Emitter<'_> {
    /// Emits the exit stubs after the trace's code: the entry's (its kind and step checks), then each
    /// stub the code registered (`new_stub`), in order. Each undoes what its instruction left half
    /// done, writes the snapshot, hands lists over, counts the exit, loads the exit code into `rax` and
    /// leaves through a 5-byte `jmp rel32` to the epilogue, which a bridge later patches.
    pub(super) fn exit_stubs(&mut self, id: TraceId) -> ExitStubs {
        let trace = self.trace;
        let epilogue = self.leave();
        let stubs_at = self.at();
        let code = exit_code(id, SnapId::ENTRY);
        let not_entered = self.not_entered;
        dynasm!(self.asm ; .arch x64 ; =>not_entered ; mov rax, QWORD code ; jmp extern epilogue);
        let mut exit_jumps = vec![None; trace.snapshots.len()];
        let mut exit_values = vec![None; trace.snapshots.len()];
        let mut starts = vec![None; trace.snapshots.len()];
        for stub in std::mem::take(&mut self.stubs) {
            let inst = trace.ops[stub.op];
            dynasm!(self.asm ; .arch x64 ; =>stub.label);
            // In a function-entry family every exit writes every variable it needs (`write_snapshot`),
            // so a bridge that takes this guard's values in registers may be entered here, before the
            // writes, when the stub has nothing else to do first: nothing to undo, no value seen, no
            // exit to count.
            let plain = matches!(stub.undo, Undo::None) && inst.op != Opcode::GuardValue && self.counters.is_none();
            if trace.on_entry.family.is_some() && inst.op.is_guard() && inst.op != Opcode::CallProc && plain {
                starts[inst.snap.index()] = Some(self.at());
            }
            match stub.undo {
                Undo::None => {}
                Undo::AddImm(r, x) => dynasm!(self.asm ; .arch x64 ; add Rq(r), DWORD x),
                Undo::AddReg(r, s) => dynasm!(self.asm ; .arch x64 ; add Rq(r), Rq(s)),
                Undo::SubImm(r, x) => dynasm!(self.asm ; .arch x64 ; sub Rq(r), DWORD x),
                Undo::SubReg(r, s) => dynasm!(self.asm ; .arch x64 ; sub Rq(r), Rq(s)),
            }
            if inst.op == Opcode::GuardValue {
                let rv = self.reg(inst.args[0], R11);
                let kind = mc_kind(trace.ty(inst.args[0])) as i32;
                dynasm!(self.asm
                    ; .arch x64
                    ; mov QWORD [rbp + VALUE], Rq(rv)
                    ; mov QWORD [rbp + VALUE_KIND], DWORD kind
                );
            }
            let value_is_list = inst.op == Opcode::GuardValue && trace.ty(inst.args[0]) == Ty::List;
            exit_values[inst.snap.index()] = self.values_at_exit(stub.op, inst.snap, value_is_list);
            self.write_snapshot(inst.snap);
            self.hand_over_lists(inst.snap, value_is_list);
            self.count_exit(inst.snap);
            let code = exit_code(id, inst.snap);
            dynasm!(self.asm ; .arch x64 ; mov rax, QWORD code);
            exit_jumps[inst.snap.index()] = Some(self.at());
            dynasm!(self.asm ; .arch x64 ; jmp extern epilogue);
        }
        let mut branches = vec![None; trace.snapshots.len()];
        for &(snap, end) in &self.guard_branches {
            if starts[snap.index()].is_some() {
                branches[snap.index()] = Some(end);
            }
        }
        ExitStubs { at: stubs_at, jumps: exit_jumps, values: exit_values, starts, branches }
    }

    /// `jump_trace` (instruction `i`): writes its snapshot as an exit does, and jumps into the target,
    /// knowing what the optimizer proved where it links (`Facts::at_link`).
    pub(super) fn leave_to_trace(&mut self, i: usize, inst: &Inst) {
        let values = self.values_at_exit(i, inst.snap, false);
        self.write_snapshot(inst.snap);
        self.hand_over_lists(inst.snap, false);
        self.count_exit(inst.snap);
        // `LAST_LINK`, as `exit_code` packs it: the snapshot in the low half, the trace in the high.
        let (snap, trace) = (inst.snap.0 as i32, self.id.0 as i32);
        dynasm!(self.asm
            ; .arch x64
            ; mov DWORD [rbp + LAST_LINK], snap
            ; mov DWORD [rbp + LAST_LINK + 4], trace
        );
        let facts = self.facts;
        self.jump_into(values.as_deref(), inst.target(), &facts.at_link);
    }

    /// Where each variable exit `snap` (of instruction `at`) writes is once it has written them, if its
    /// registers still hold them then: when it hands over no list and builds none (each a helper
    /// call). With them, the elements known there (`known_elements`) of the lists the variables hold
    /// where the exit leaves (written or not), whose values are constants or still in their places.
    pub(super) fn values_at_exit(&self, at: usize, snap: SnapId, value_is_list: bool) -> Option<Vec<(Place, Src)>> {
        if value_is_list || !self.transfers(snap).is_empty() {
            return None;
        }
        let s = self.trace.snapshot(snap);
        let mut values = Vec::with_capacity(s.vars.len());
        for &(var, r) in &s.vars {
            if self.trace.is_sunk(r) {
                return None;
            }
            values.push((Place::Var(var), self.src(r)?));
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
                    && let Some(src) = self.src(v)
                {
                    values.push((Place::Elem(var, k), src));
                }
            }
        }
        Some(values)
    }

    /// The lists exit `snap` hands over to the variables it writes (`glue::exit_lists`): each from its
    /// owner, moved from a home on its first mention (the trace's homes are dead once it leaves).
    pub(super) fn transfers(&self, snap: SnapId) -> Vec<Transfer> {
        let s = self.trace.snapshot(snap);
        let in_call = |var: VarId| s.frames.iter().any(|f| self.be.proc_vars[f.proc as usize].contains(&var));
        let mut out: Vec<Transfer> = Vec::new();
        for &(var, r) in &s.vars {
            let owner = self.owner_of(r);
            if self.trace.ty(r) != Ty::List || owner == held_owner(var) {
                continue;
            }
            let take = owner >= 0 && !out.iter().any(|t| t.owner == owner);
            out.push(Transfer { var: var as i64, owner, take: take as i64, in_call: in_call(var) as i64 });
        }
        out
    }

    /// Whether `v`'s place still holds it where instruction `at` leaves: it is a constant, or used
    /// there or later, or nothing that runs from its last use to `at` puts anything in its place
    /// (an instruction's value, or a list's words, `pinned_words`): in a loop's body, for a value made
    /// before `loop`, that is the whole body, which runs again before `at` does. Helper calls keep the
    /// registers they clobber (`call_helper`), and exits use only scratch registers before they jump.
    pub(super) fn still_holds(&self, v: Ref, at: usize) -> bool {
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

    /// Writes a snapshot's variables (and accounts its jumps) into the exit state. A sunk list is built
    /// there (`materialize`), so whatever runs next finds a real list in the slots; a lazy `set`'s
    /// element is stored first (`lazy_stores`).
    pub(super) fn write_snapshot(&mut self, snap: SnapId) {
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
            // Not so in a function-entry trace's family: a compiled call does not write its arguments'
            // kinds where the callee trusts them (`call_proc`).
            let ty = self.trace.ty(*r);
            let input = self.trace.ops.iter().take_while(|i| i.op == Opcode::Input).find(|i| i.var() == *var);
            if ty != Ty::List && input.is_some_and(|i| i.ty == ty) && self.trace.on_entry.family.is_none() {
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

    /// Makes the stores of the lazy `set`s snapshot `s` names (`lazy_in_place`): the element goes
    /// into the list it names before the exit writes it. Uses rax, rdx and r11.
    pub(super) fn lazy_stores(&mut self, s: &crate::jit::snapshot::Snapshot) {
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

    /// Builds the sunk lists `sunk` of snapshot `s` (`opt/sink.rs`), and those they store: the words
    /// and kinds of every element go into a frame below the spill slots first (registers are clobbered
    /// by the calls that follow), then `glue::materialize` makes each list into its instruction's home
    /// and returns its address, which goes into the slot of every variable the snapshot gives it and
    /// into the frame where a later list stores it (a list stored is built first: it comes earlier in
    /// the trace). Runs at the end of an exit's writes: nothing after it reads a register but the
    /// exit code.
    pub(super) fn materialize(&mut self, s: &crate::jit::snapshot::Snapshot, sunk: &[Ref]) {
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

    /// After an exit wrote its snapshot: hands its lists over (and keeps a list `guard_value` saw).
    pub(super) fn hand_over_lists(&mut self, snap: SnapId, value_is_list: bool) {
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

    /// Counts a run leaving through `snap` (after the loop's counter).
    pub(super) fn count_exit(&mut self, snap: SnapId) {
        self.count(1 + snap.index());
    }

    /// Jumps from an exit whose values are at `values` into trace `target`: through its handoff
    /// (`handoff.rs`) when it trusts what the exit knows, `known`, else to the entry for `known`.
    pub(super) fn jump_into(&mut self, values: Option<&[(Place, Src)]>, target: TraceId, known: &[Known]) {
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

    /// Jumps into loop `target`'s body (`BodyCode`) once the moves into its places are made: checks
    /// there what the body requires and this exit does not know (`jump.checks`), each value in the
    /// body's place for it or, if the body does not read it, in the exit state, and goes to the
    /// target's peeled iteration instead when one fails (the exit state is written: it reloads from it).
    pub(super) fn jump_into_body(&mut self, jump: &super::BodyJump) {
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
}
