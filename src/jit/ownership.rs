//! Who owns each list value of a trace while its code runs, and what that proves: the IR-level
//! analyses the backend builds its list code on. Each is a function of the optimized trace alone (no
//! register or machine code enters), computed once per trace by the backend (`x64/emitter.rs`):
//! - `owners`: the place the exit state knows each list by (`exit.rs`: a variable's held list, or a
//!   home of the trace's own), so a list updated in place stays where it is;
//! - `unshared`: the lists nothing but their owner holds wherever they are used, which machine code
//!   updates in place with no check;
//! - `list_moves`: the lists `jump` moves from one owner to another;
//! - `known_elements`: what each list is known to hold at constant indices, which an exit can hand a
//!   bridge in registers;
//! - `word_families`: the lists whose element words stay where they are over a span of the trace, so
//!   the backend can keep their address in a register of its own.

use crate::jit::exit::{NOWHERE, held_owner};
use crate::jit::ir::{Inst, Opcode, Ref, Trace, Ty};
use crate::lang::VarId;

/// Where each list value is owned (`owners`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owners {
    /// By instruction: a home (`>= 0`, from the base given), a variable's held list (`held_owner`), or
    /// `NOWHERE` for a value that is no list.
    pub owner: Vec<i64>,
    /// The homes used, from the base given.
    pub homes: usize,
}

/// An element a list value is known to hold (`known_elements`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnownElement {
    /// Its constant index.
    pub index: i64,
    /// Its value.
    pub value: Ref,
    /// The instruction from which on it is known.
    pub from: usize,
}

/// A list `jump` moves into a phi whose owner is not the list's (`list_moves`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListMove {
    pub phi: Ref,
    pub value: Ref,
    /// The value may be moved, not shared: nothing reads it after `jump` and no other phi takes it.
    pub take: bool,
}

/// Where list `r` is owned (`NOWHERE` for a constant).
pub fn owner_of(owner: &[i64], r: Ref) -> i64 {
    if r.is_const() { NOWHERE } else { owner[r.index()] }
}

/// Where each list value of `trace` is owned while its code runs (`exit.rs`): an input by its
/// variable's held list, anything else made here by a home of its own (from `base` on), except
/// - an input of a variable of a call the trace starts inside (`in_entry_call`: a bridge's inherited
///   frames), which is owned nowhere the run can move it from: that variable's held list is not its
///   list (its parent's exit kept the list apart, `glue::exit_lists`), and what the run put there
///   would be saved, at an exit that makes the call's frame, as the value of an outer call of the
///   same procedure (`ExitState::restore`), so an update of it is a copy;
/// - a value computed straight into its phi's place (`Trace::coalescible_phis`), which shares the
///   phi's owner so that `jump` moves nothing;
/// - an owned update of a list nothing reads afterwards, which keeps its operand's owner (updated in
///   place, the list stays where it is): a variable's held list too, when the result is that
///   variable's value wherever the trace names it;
/// - a phi whose first value its own variable holds, which stays there.
///
/// So a brainfuck tape updated in a loop stays its variable's list from entry to exit, and no exit
/// has to hand it over.
pub fn owners(trace: &Trace, last_use: &[usize], base: usize, in_entry_call: impl Fn(VarId) -> bool) -> Owners {
    let shared = owners_sharing(trace, last_use, base, true, &in_entry_call);
    // A value in a phi's place that `jump` gives to another phi, while the first phi takes a new
    // value, would be dropped before it is moved: then every list gets a home of its own.
    let own = |r: Ref| if r.is_const() { NOWHERE } else { shared.owner[r.index()] };
    let phi_place = |o: i64| trace.phis.iter().any(|&(p, _)| shared.owner[p.index()] == o);
    let conflict = trace.phis.iter().any(|&(p, v)| {
        trace.ty(p) == Ty::List && own(v) != NOWHERE && own(v) != shared.owner[p.index()] && phi_place(own(v))
    });
    if conflict { owners_sharing(trace, last_use, base, false, &in_entry_call) } else { shared }
}

fn owners_sharing(
    trace: &Trace,
    last_use: &[usize],
    base: usize,
    share: bool,
    in_entry_call: &impl Fn(VarId) -> bool,
) -> Owners {
    let mut owner = vec![NOWHERE; trace.ops.len()];
    let coalesced: Vec<(Ref, Ref)> = trace.coalescible_phis(last_use);
    // For each owner, the last use of the value it holds: a value may go there only once what is
    // there is dead.
    let mut busy_until: std::collections::HashMap<i64, usize> = std::collections::HashMap::new();
    let mut homes = 0;
    // The variable each list value is wherever the trace names it (snapshots, phis): `Some(var)`, or
    // `None` when it is named as two variables (or a phi of no variable takes it).
    let mut named: std::collections::HashMap<usize, Option<VarId>> = std::collections::HashMap::new();
    let mut name = |r: Ref, var: Option<VarId>| {
        if !r.is_const() && !r.is_none() && trace.ty(r) == Ty::List {
            let e = named.entry(r.index()).or_insert(var);
            if *e != var {
                *e = None;
            }
        }
    };
    for s in &trace.snapshots {
        s.vars.iter().for_each(|&(v, x)| name(x, Some(v)));
    }
    for &(p, x) in &trace.phis {
        if trace.ty(p) == Ty::List {
            name(x, Some(trace.ops[p.index()].var()));
        }
    }
    let only_as = |r: usize, var: VarId| named.get(&r).is_none_or(|&n| n == Some(var));
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.ty != Ty::List {
            continue;
        }
        let a = inst.args[0];
        let free = |o: i64, busy: &std::collections::HashMap<i64, usize>| busy.get(&o).is_none_or(|&u| u <= i);
        let of_a = if a.is_const() || a.is_none() { NOWHERE } else { owner[a.index()] };
        let at_last_use = !a.is_const() && !a.is_none() && last_use[a.index()] == i;
        let in_place = share
            && inst.owned()
            && inst.op.def().update.is_some()
            && at_last_use
            && (of_a >= 0 || (of_a != NOWHERE && only_as(i, (-1 - of_a) as VarId)));
        let phi_place = coalesced
            .iter()
            .find(|&&(src, _)| src.index() == i)
            .map(|&(_, phi)| owner[phi.index()])
            .filter(|&o| free(o, &busy_until));
        owner[i] = match phi_place {
            _ if inst.op == Opcode::Input && in_entry_call(inst.var()) => NOWHERE,
            _ if inst.op == Opcode::Input => held_owner(inst.var()),
            _ if share && inst.op == Opcode::Phi && at_last_use && of_a == held_owner(inst.var()) => of_a,
            Some(o) => o,
            None if in_place => of_a,
            None => {
                homes += 1;
                (base + homes - 1) as i64
            }
        };
        busy_until.insert(owner[i], last_use[i]);
    }
    Owners { owner, homes }
}

/// What each list value of `trace` is known to hold at constant indices (`KnownElement`): what the `set` that made it stored (with what the list it
/// updated held at the other indices), or what a read of it found. Only integers, in lists proved plain
/// words (`Access::words`): code that hands such an element over (`handoff::Place::Elem`) vouches that
/// its list is words and long enough for the index, as the entry read it stands for would check.
pub fn known_elements(trace: &Trace) -> Vec<Vec<KnownElement>> {
    let mut known: Vec<Vec<KnownElement>> = vec![Vec::new(); trace.ops.len()];
    let index = |r: Ref| trace.int_const(r).filter(|k| (0..1 << 16).contains(k));
    for (i, inst) in trace.ops.iter().enumerate() {
        let l = inst.args[0];
        let access = inst.access();
        if !l.is_op() || inst.is_sunk() || !access.words {
            continue;
        }
        match inst.op {
            Opcode::ReadList if inst.ty == Ty::Int => {
                if let Some(k) = index(inst.args[1])
                    && !known[l.index()].iter().any(|e| e.index == k)
                {
                    known[l.index()].push(KnownElement { index: k, value: Ref::op(i), from: i });
                }
            }
            Opcode::Set | Opcode::SetNb if trace.ty(inst.args[2]) == Ty::Int => {
                let mut elements = known[l.index()].clone();
                match index(inst.args[1]) {
                    Some(k) => {
                        elements.retain(|e| e.index != k);
                        elements.push(KnownElement { index: k, value: inst.args[2], from: i });
                    }
                    // A store at an index not known may be at any of them.
                    None => elements.clear(),
                }
                known[i] = elements;
            }
            Opcode::Append if trace.ty(inst.args[1]) == Ty::Int => known[i] = known[l.index()].clone(),
            _ => {}
        }
    }
    known
}

/// Which list values of `trace` nothing but their owner holds wherever they are used (`exit.rs`):
/// made by an operation whose result is unshared (`OpDef::unshared`), or a phi whose values both are
/// and are moved into it; and never stored into another list or shared by a phi. An update of such a
/// list in place needs no check that it is unshared: the trace proves it once (LuaJIT and PyPy hoist
/// that check the same way). Lists that leave the trace (its exits) leave with its code.
pub fn unshared(trace: &Trace, last_use: &[usize], owner: &[i64]) -> Vec<bool> {
    let n = trace.ops.len();
    let is_list = |r: Ref| !r.is_const() && !r.is_none() && trace.ty(r) == Ty::List;
    let mut shared = vec![false; n];
    for (i, inst) in trace.ops.iter().enumerate() {
        for (k, &r) in inst.operands().iter().enumerate() {
            // Any list operand of an operation that makes a list may end up inside it, but the
            // operand an update works on (moved, or copied from).
            if is_list(r) && inst.ty == Ty::List && inst.op != Opcode::Phi && (k > 0 || inst.op.def().update.is_none())
            {
                shared[r.index()] = true;
            }
        }
        if inst.op == Opcode::Phi && is_list(inst.args[0]) {
            let v = inst.args[0];
            let stays = owner[v.index()] == owner[i];
            if last_use[v.index()] != i || !(stays || owner[v.index()] >= 0) {
                shared[v.index()] = true;
            }
        }
    }
    let jump = n.saturating_sub(1);
    for &(p, v) in &trace.phis {
        if is_list(v) {
            let moved = owner[v.index()] == owner[p.index()]
                || (last_use[v.index()] == jump
                    && owner[v.index()] >= 0
                    && trace.phis.iter().filter(|&&(_, w)| w == v).count() == 1);
            if !moved {
                shared[v.index()] = true;
            }
        }
    }
    let made_unshared = |r: Ref| !r.is_const() && trace.ops[r.index()].op.def().unshared && !shared[r.index()];
    (0..n)
        .map(|i| {
            let inst = &trace.ops[i];
            inst.ty == Ty::List
                && !shared[i]
                && match inst.op {
                    Opcode::Phi => {
                        let back = trace.phis.iter().find(|&&(p, _)| p.index() == i).map(|&(_, v)| v);
                        made_unshared(inst.args[0]) && back.is_some_and(made_unshared)
                    }
                    op => op.def().unshared,
                }
        })
        .collect()
}

/// The lists a `jump` moves from one owner to another (those not computed in their phi's place).
pub fn list_moves(trace: &Trace, owner: &[i64], last_use: &[usize]) -> Vec<ListMove> {
    let jump = trace.ops.len() - 1;
    trace
        .phis
        .iter()
        .filter(|&&(p, v)| trace.ty(p) == Ty::List && owner_of(owner, v) != owner[p.index()])
        .map(|&(p, v)| {
            let only = trace.phis.iter().filter(|&&(_, w)| w == v).count() == 1;
            ListMove { phi: p, value: v, take: only && !v.is_const() && last_use[v.index()] == jump }
        })
        .collect()
}

/// The lists whose element words stay where they are over a span of the trace (`word_families`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordFamilies {
    /// The heads of the families that qualify, most used first.
    pub heads: Vec<FamilyHead>,
    /// By instruction, the head of the family it is in, if any (a family that does not qualify too).
    pub head: Vec<Option<usize>>,
}

/// The head of a family of lists (`word_families`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FamilyHead {
    pub list: Ref,
    /// The first instruction that may use the words through it: where the backend loads them.
    pub from: usize,
}

impl WordFamilies {
    /// Each list in a family that qualifies, with its head (`heads`' index), in the trace's order.
    pub fn members(&self) -> impl Iterator<Item = (Ref, usize)> + '_ {
        self.head.iter().enumerate().filter_map(|(i, h)| {
            let h = (*h)?;
            self.heads.iter().position(|f| f.list.index() == h).map(|k| (Ref::op(i), k))
        })
    }
}

/// The lists whose element words are where they are, each from the first instruction that may use
/// them on, so the backend can reach them through a register loaded once (`x64/lists.rs`,
/// `pinned_words`); `leading`: where every entry has the inputs in their places (past the entry reads),
/// where an input's words are loaded; the others' are loaded at `loop`. `in_place(i, inst)`: whether
/// update `i` is done in place, on the very list (the backend decides: `updates_in_place`).
///
/// A list's family is its head and the lists in-place `set`s make of it: the same list, whose words a
/// `set` stores where they are. The family qualifies when nothing else takes any of them: only reads
/// (`readlist`, `len`, `guard_words`, `guard_value`, snapshots) and in-place `set`s; so an input a
/// loop's phi takes (a loop preamble's tape) has none, and the phi heads a family of its own. (Letting
/// the two share one register, their spans being apart, measured nothing: the loads it saves wait on
/// nothing.) Heads:
/// - a list input (a bridge's tape, or one a loop reads but does not carry): its words are where they
///   are from the entry on;
/// - a list phi the body only reads and updates in place (a loop's tape), whose last list goes back
///   into it at `jump`;
/// - any other list made before `loop` and only read, in the body.
///
/// No update in place can move them: it needs the only reference, which the family's owner holds (any
/// other way to the list holds a count of its own, so an update copies); only a `set`'s slow path can
/// make another list (a copy of a shared one), and the backend loads the register again there. A head
/// qualifies only if some read or store uses its words where they are pinned.
pub fn word_families(trace: &Trace, leading: usize, in_place: impl Fn(usize, &Inst) -> bool) -> WordFamilies {
    let n = trace.ops.len();
    let loop_at = trace.loop_index();
    // Each list's head, while it may still have one.
    let mut head: Vec<Option<usize>> = vec![None; n];
    let head_of =
        |head: &[Option<usize>], r: Ref| if r.is_op() { head.get(r.index()).copied().flatten() } else { None };
    for (v, h) in head.iter_mut().enumerate().take(loop_at.unwrap_or(leading)) {
        let inst = &trace.ops[v];
        if inst.ty == Ty::List && (inst.op == Opcode::Input || loop_at.is_some()) {
            *h = Some(v);
        }
    }
    // Where each head's words are loaded: the entry for an input, `loop` for the others.
    let from = |h: usize| if trace.ops[h].op == Opcode::Input { leading } else { loop_at.map_or(n, |at| at + 1) };
    let mut qualifies = vec![true; n];
    let mut uses = vec![0usize; n];
    for (i, inst) in trace.ops.iter().enumerate() {
        for (k, &a) in inst.operands().iter().enumerate() {
            let Some(h) = head_of(&head, a) else { continue };
            let input_head = trace.ops[h].op == Opcode::Input;
            let phi_head = trace.ops[h].op == Opcode::Phi;
            match inst.op {
                Opcode::ReadList | Opcode::Len | Opcode::GuardWords | Opcode::GuardValue if k == 0 => {
                    if inst.op == Opcode::ReadList && i >= from(h) && !inst.is_sunk() {
                        uses[h] += 1;
                    }
                }
                Opcode::Set | Opcode::SetNb
                    if k == 0 && (input_head || phi_head) && i >= from(h) && !inst.is_sunk() && in_place(i, inst) =>
                {
                    head[i] = Some(h);
                    uses[h] += 1;
                }
                // Anything else, a phi taking one of them at `loop` too.
                _ => qualifies[h] = false,
            }
        }
    }
    // At `jump`, a phi head takes back the last list of its own; no other phi takes any of them.
    for &(p, v) in &trace.phis {
        let of_v = head_of(&head, v);
        if let Some(h) = of_v
            && h != p.index()
        {
            qualifies[h] = false;
        }
        if p.is_op() && trace.ops[p.index()].ty == Ty::List && of_v != Some(p.index()) {
            qualifies[p.index()] = false;
        }
    }
    let mut heads: Vec<usize> = (0..n).filter(|&h| qualifies[h] && uses[h] > 0 && head[h] == Some(h)).collect();
    heads.sort_by_key(|&h| std::cmp::Reverse(uses[h]));
    WordFamilies { heads: heads.into_iter().map(|h| FamilyHead { list: Ref::op(h), from: from(h) }).collect(), head }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jit::ir::parse;

    fn trace(text: &str) -> Trace {
        parse(text, None).unwrap_or_else(|e| panic!("bad test IR: {e}"))
    }

    /// Each list value's owner (`s` for variable s's held list, `h0` for home 0, `-` for nowhere), the
    /// homes used and, with `*`, the lists proved unshared.
    fn owners_text(text: &str) -> String {
        let t = trace(text);
        let last_use = t.last_uses();
        let o = owners(&t, &last_use, 0, |_| false);
        let unshared = unshared(&t, &last_use, &o.owner);
        let mut out = Vec::new();
        for (i, inst) in t.ops.iter().enumerate() {
            if inst.ty != Ty::List {
                continue;
            }
            let name = match o.owner[i] {
                NOWHERE => "-".to_string(),
                h if h >= 0 => format!("h{h}"),
                v => t.names.vars[(-1 - v) as usize].clone(),
            };
            out.push(format!("v{i}:{name}{}", if unshared[i] { "*" } else { "" }));
        }
        format!("{} homes={}", out.join(" "), o.homes)
    }

    /// Each list value's known elements, `v3[2]=v2@2` (index 2 holds v2 from instruction 2 on).
    fn elements_text(text: &str) -> String {
        let t = trace(text);
        let known = known_elements(&t);
        let mut out = Vec::new();
        for (i, elements) in known.iter().enumerate() {
            for e in elements {
                let v = if e.value.is_const() {
                    t.int_const(e.value).unwrap().to_string()
                } else {
                    format!("v{}", e.value.index())
                };
                out.push(format!("v{i}[{}]={v}@{}", e.index, e.from));
            }
        }
        out.join(" ")
    }

    /// The families of word lists with every `set` in place: each head (`from` where its words are
    /// loaded) with its members.
    fn families_text(text: &str, leading: usize) -> String {
        let t = trace(text);
        let f = word_families(&t, leading, |_, inst| inst.owned());
        let heads: Vec<String> = f
            .heads
            .iter()
            .enumerate()
            .map(|(k, h)| {
                let members: Vec<String> =
                    f.members().filter(|&(_, of)| of == k).map(|(m, _)| format!("v{}", m.index())).collect();
                format!("v{} from {}: {}", h.list.index(), h.from, members.join(" "))
            })
            .collect();
        heads.join("; ")
    }

    #[test]
    fn an_owned_update_at_its_operands_last_use_stays_with_its_variable() {
        // v2 updates the tape in place and stays the held list of `tape`; v3 would too, but the trace
        // names it as two variables (`tape` and `old`), so it gets a home of its own, as does the copy
        // v4 (not owned). Each result of a `set` is a list nothing else holds.
        let text = "\
v0:list = input tape
v1:int = input p
v2:list = set v0, v1, 1 owned words => l/0 (0) {tape=v0}
v3:list = set v2, 0, 2 owned words => l/0 (0) {tape=v2}
v4:list = set v3, 1, 3 words => l/0 (0) {tape=v3}
exit => l/1 (0) {tape=v4, old=v3}
";
        assert_eq!(owners_text(text), "v0:tape v2:tape* v3:h0* v4:h1* homes=2");
    }

    #[test]
    fn a_tape_updated_in_a_loop_stays_its_variables_list() {
        // The phi's first value is the held list of its own variable, and the body's update is computed
        // in the phi's place: no home, and `jump` moves no list.
        let text = "\
v0:list = input tape
v1:int = input p
v2:list = set v0, v1, 1 owned words in_bounds => l/0 (0) {tape=v0}
v3:list = phi tape v2
loop (1) {tape=v3}
v5:list = set v3, v1, 2 owned words in_bounds => l/0 (1) {tape=v3}
guard_true v1 => l/0 (1) {tape=v5}
jump (1) v3 <- v5
";
        assert_eq!(owners_text(text), "v0:tape v2:tape* v3:tape* v5:tape* homes=0");
        let t = trace(text);
        let last_use = t.last_uses();
        assert_eq!(list_moves(&t, &owners(&t, &last_use, 0, |_| false).owner, &last_use), []);
    }

    #[test]
    fn a_list_stored_into_another_is_shared() {
        // v2 is a new list, but it goes into v3: something else holds it from there on.
        let text = "\
v0:list = input s
v1:int = input n
v2:list = make_list v1, 0 => l/0 (0) {}
v3:list = append v0, v2 owned
exit => l/1 (0) {s=v3, t=v2}
";
        assert_eq!(owners_text(text), "v0:s v2:h0 v3:s* homes=1");
    }

    #[test]
    fn jump_moves_a_list_from_another_owner_into_the_phi() {
        let text = "\
v0:list = input a
v1:list = input b
v2:list = phi a v0
loop (0) {a=v2}
v4:int = len v2
guard_true v4 => l/0 (0) {a=v2}
jump (0) v2 <- v1
";
        let t = trace(text);
        let last_use = t.last_uses();
        let o = owners(&t, &last_use, 0, |_| false);
        assert_eq!(owners_text(text), "v0:a v1:b v2:a homes=0");
        assert_eq!(list_moves(&t, &o.owner, &last_use), [ListMove { phi: Ref::op(2), value: Ref::op(1), take: true }]);
    }

    #[test]
    fn elements_are_known_from_reads_and_stores_at_constant_indices() {
        // A store at an index not known (v5) may be at any: nothing is known of its list. `append`
        // keeps what was known.
        let text = "\
v0:list = input m
guard_words v0 => l/0 (0) {}
v2:int = readlist v0, 2 words => l/0 (0) {}
v3:list = set v0, 3, 7 owned words in_bounds => l/0 (0) {m=v0}
v4:list = append v3, v2 owned words
v5:list = set v4, v2, 1 owned words in_bounds => l/0 (0) {m=v4}
exit => l/1 (0) {m=v5}
";
        assert_eq!(elements_text(text), "v0[2]=v2@2 v3[2]=v2@2 v3[3]=7@3 v4[2]=v2@2 v4[3]=7@3");
    }

    #[test]
    fn a_loops_tape_heads_a_family_of_its_in_place_updates() {
        // The phi v3 heads the family of the body's updates (its words loaded at `loop`); the input v0,
        // which the phi takes, qualifies for none, nor does the list `append` takes. The input `m`,
        // only read, heads a family of its own from the entry on.
        let text = "\
v0:list = input tape
v1:list = input m
v2:int = input p
v3:list = phi tape v0
loop (1) {tape=v3}
v5:int = readlist v3, v2 words in_bounds => l/0 (1) {tape=v3}
v6:list = set v3, v2, v5 owned words in_bounds => l/0 (1) {tape=v3}
v7:int = readlist v1, v5 words in_bounds => l/0 (1) {tape=v6}
v8:list = set v6, 0, v7 owned words in_bounds => l/0 (1) {tape=v6}
guard_true v7 => l/0 (1) {tape=v8}
jump (1) v3 <- v8
";
        assert_eq!(families_text(text, 3), "v3 from 5: v3 v6 v8; v1 from 3: v1");
    }
}
