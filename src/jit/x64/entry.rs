//! A trace's entries: the checked entry (from the engine: each input's kind checked as it is loaded),
//! the trusted entry (from code that knows what the trace requires: past the kind checks and the
//! leading guards), the handoffs past the trusted entry's loads and past the entry reads, a bridge's
//! entry for the exit it was made for, and a loop's entry into its body past the peeled iteration.
//! `plan_entries` decides what each takes; the pipeline (`emit.rs`) emits them where they go.

use super::NOP10;
use super::emitter::{Emitter, Places, ProbationSite, const_word, mc_kind};
use super::handoff::{self, Place, Src};
use super::regalloc::{Loc, R11, Reg};
use crate::jit::contract::Known;
use crate::jit::exit::{STEPS, held_owner, kind_offset, word_offset};
use crate::jit::ir::{Inst, Opcode, Ref, Ty};
use crate::lang::VarId;
use dynasmrt::{AssemblyOffset, DynamicLabel, DynasmApi, DynasmLabelApi, dynasm};
use std::ops::Range as Span;

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

/// Whether code that knows `known` knows the facts of `r` (`Known::implied_by`), where a value `r`
/// requires is one a machine word holds.
pub(super) fn knows(r: &Known, known: &[Known]) -> bool {
    r.value.as_ref().is_none_or(|v| const_word(v).is_ok()) && r.implied_by(known)
}

/// What a trace's entries take and where they are (`Emitter::plan_entries`).
pub(super) struct Entries {
    /// The checked entry.
    pub(super) entry: DynamicLabel,
    /// The trusted entry, where the leading guards end.
    pub(super) trusted: DynamicLabel,
    /// Past the trusted entry's loads (`Emitted::handoff`).
    pub(super) after_leading: DynamicLabel,
    /// Past the entry reads (`Emitted::handoff_reads`).
    pub(super) after_reads: DynamicLabel,
    /// A bridge's entry for its parent's exit (`Emitted::from_parent`), when it has one.
    pub(super) from_parent: DynamicLabel,
    /// The trace's inputs (its first instructions).
    pub(super) inputs: usize,
    /// The inputs and the guards on them the trace starts with (`Facts::leading`).
    pub(super) leading: usize,
    /// The entry reads (`Facts::entry_reads`).
    pub(super) reads: Span<usize>,
    /// What the trusted entry takes for granted (`Emitted::requires`).
    pub(super) requires: Vec<(VarId, u8, Option<i64>)>,
    /// The inputs the trusted entry loads, with their places (`Emitted::handoff_inputs`).
    pub(super) handoff_inputs: Vec<(Place, Loc)>,
    /// What code entering past the entry reads brings, with its places (`Emitted::past_reads`).
    pub(super) past_reads: Vec<(Place, Loc)>,
    /// For a bridge that takes its parent's exit's values in registers: the moves, and whether they
    /// bring the elements the entry reads read too.
    pub(super) parent_moves: Option<(Vec<(Loc, Src)>, bool)>,
}

impl Emitter<'_> {
    /// What each entry takes: the trusted entry what the leading guards check (`requires`) and the
    /// inputs read past them, the handoff past the entry reads those and the elements the reads read,
    /// and a bridge's entry (`from`: its parent's exit) the moves from where that exit leaves them.
    pub(super) fn plan_entries(&mut self, from: Option<&ParentExit>) -> Entries {
        let trace = self.trace;
        let facts = self.facts;
        // The guards on inputs the trace starts with (a loop's green values), and what entering past
        // them takes for granted.
        let inputs = trace.ops.iter().take_while(|i| i.op == Opcode::Input).count();
        let leading = facts.leading;
        // The entry reads (`opt/carry.rs`) follow: code that brings the elements they read enters past them.
        let reads = facts.entry_reads.clone();
        let mut requires: Vec<(VarId, u8, Option<i64>)> =
            trace.ops[..inputs].iter().map(|i| (i.var(), mc_kind(i.ty), None)).collect();
        for g in &trace.ops[inputs..leading] {
            requires[g.args[0].index()].2 = self.word(g.args[1]);
        }
        // Every trace ends in `jump`, `jump_trace` or `exit`: the trusted entry is emitted before it.
        debug_assert!(leading < trace.ops.len());
        // The inputs read from instruction `from` on, with their places.
        let (last_use, loc) = (&self.last_use, &self.alloc.loc);
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
        // A bridge takes its parent's exit's values in registers where it starts, when it trusts what
        // that exit knows (as `Backend::handoff` decides for any exit): past the entry reads when the
        // exit has their elements too (`Backend::handoff`).
        let parent_moves = from
            .filter(|p| !self.limited_steps && trusted_by(&requires, &p.known))
            .and_then(|p| handoff::entry_moves(&p.values, &past_reads, &handoff_inputs, word_offset));
        Entries {
            entry: self.asm.new_dynamic_label(),
            trusted: self.asm.new_dynamic_label(),
            after_leading: self.asm.new_dynamic_label(),
            after_reads: self.asm.new_dynamic_label(),
            from_parent: self.asm.new_dynamic_label(),
            inputs,
            leading,
            reads,
            requires,
            handoff_inputs,
            past_reads,
            parent_moves,
        }
    }

    /// The checked entry (from the engine), where the trace's code starts: it checks the steps left,
    /// then the inputs' kinds as it loads them (`check_input`), passes the leading guards and jumps
    /// over the trusted entry (`trusted_entry`).
    pub(super) fn checked_entry(&mut self, en: &Entries) {
        dynasm!(self.asm ; .arch x64 ; =>en.entry);
        self.check_steps();
    }

    /// Leaves through the entry's exit unless an iteration's jumps are left (with a step limit).
    fn check_steps(&mut self) {
        if self.limited_steps && self.trace.jumps_per_iter > 0 {
            let j = self.trace.jumps_per_iter as i32;
            let not_entered = self.not_entered;
            dynasm!(self.asm ; .arch x64 ; cmp QWORD [rbp + STEPS], DWORD j ; jb =>not_entered);
        }
    }

    /// An input on the checked entry: its kind checked, then loaded into its place.
    pub(super) fn check_input(&mut self, i: usize, inst: &Inst) {
        let k = mc_kind(inst.ty) as i32;
        let ko = kind_offset(self.be.nvars, inst.var());
        let not_entered = self.not_entered;
        dynasm!(self.asm ; .arch x64 ; cmp QWORD [rbp + ko], DWORD k ; jne =>not_entered);
        self.load_input(i);
    }

    /// Where the leading guards end: the checked entry jumps over the trusted entry (from other
    /// traces, hot), which loads the inputs read past the guards it skips and falls through into the
    /// body; a bridge's entry for its parent's exit comes in right after it, its values in the exit's
    /// registers, with no jump between the two.
    pub(super) fn trusted_entry(&mut self, en: &Entries) {
        dynasm!(self.asm ; .arch x64 ; jmp =>en.after_leading);
        let frame = super::FAMILY_FRAME_BYTES;
        let args_in_registers = self.call_convention.args.is_some();
        if let (Some(label), true, false) = (self.callable, self.call_convention.trusted, args_in_registers) {
            // `call_proc`'s entry: its frame, then the trusted entry.
            dynasm!(self.asm ; .arch x64 ; =>label ; sub rsp, frame);
        }
        dynasm!(self.asm ; .arch x64 ; =>en.trusted);
        self.check_steps();
        // Only the inputs read past the leading guards (which this entry skips).
        for k in 0..en.inputs {
            if self.last_use[k] >= en.leading {
                self.load_input(k);
            }
        }
        if let Some((moves, past_reads)) = &en.parent_moves {
            dynasm!(self.asm ; .arch x64 ; jmp =>en.after_leading ; =>en.from_parent);
            handoff::emit_moves(&mut self.asm, moves);
            if *past_reads {
                dynasm!(self.asm ; .arch x64 ; jmp =>en.after_reads);
            }
        }
        if let (Some(label), true) = (self.callable, args_in_registers) {
            // `call_proc`'s entry with the arguments already in their places: its frame, then on
            // past the loads (`CallConvention::args`; a bridge, with moves of its own, has none).
            debug_assert!(en.parent_moves.is_none());
            dynasm!(self.asm ; .arch x64 ; jmp =>en.after_leading ; =>label ; sub rsp, frame);
        }
        dynasm!(self.asm ; .arch x64 ; =>en.after_leading);
    }

    /// Past the entry reads: every entry has the inputs and the elements the entry reads read in their
    /// places here, and the words of the lists that have a register of their own (`pinned_words`) go
    /// into it.
    pub(super) fn past_entry_reads(&mut self, en: &Entries) {
        dynasm!(self.asm ; .arch x64 ; =>en.after_reads);
        self.load_pinned(en.reads.end);
    }

    /// The body's entry (`BodyCode`), emitted with the slow paths, off the hot path of the trace's own
    /// code, when the loop can have one (`body_entry`). The jumping code checks what the body requires
    /// and it does not know (`jump_into_body`); the entry checks that the lists the body updates in
    /// place unchecked have no other reference, loads the registers of their words and goes to `loop`.
    /// A failed check goes to `fallback`, the trusted entry, which loads the variables from the exit
    /// state the jumping code wrote and runs the peeled iteration, as if the body entry were not there.
    /// Returns the entry's label, the live values' places and what the body requires.
    pub(super) fn body_entry_code(&mut self, fallback: DynamicLabel) -> Option<(DynamicLabel, Places, Vec<Known>)> {
        let facts = self.facts;
        match (self.loop_at, &facts.body) {
            (Some(l), Some(b)) if !self.limited_steps && self.be.body_entries => {
                self.body_entry(l, b, fallback).map(|(entry, live)| (entry, live, b.requires.clone()))
            }
            _ => None,
        }
    }

    /// Loads input `i` from its variable's slot into its place.
    pub(super) fn load_input(&mut self, i: usize) {
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

    /// Emits the body's entry of the loop at `loop_at` (`BodyCode`), if it can have one: every list live
    /// into the body is owned by its variable (as the exit state holds it), and the lists the body
    /// updates in place unchecked can be checked. The entry checks that those have no other reference,
    /// loads the registers of the words of the lists live into the body and goes to `loop`; a list that
    /// is shared goes to `fallback`. Returns the entry's label and the live values' places. (Code that
    /// hands its values over cannot bring a shared list today: a list becomes shared only through a
    /// helper whose result an exit hands over, and such an exit moves nothing in registers. The check
    /// stays because the body's unchecked updates are right only on an unshared list.)
    pub(super) fn body_entry(
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
        if let Some(sites) = &mut self.probation {
            // Where a run comes into the body from elsewhere, past the peeled iteration and its count:
            // the mark that it went round a loop no longer counting, once the probation is over.
            sites.push((AssemblyOffset(self.start + self.asm.offset().0), ProbationSite::Entry));
            dynasm!(self.asm ; .arch x64 ; .bytes NOP10);
        }
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
}
