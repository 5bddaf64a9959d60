//! List elements carried from trace to trace in registers (PyPy's virtualizables, LuaJIT's side traces
//! inheriting their parent's registers, for an element at a constant index).
//!
//! A trace that updates element `k` of a list it takes as input (an interpreter's pointer kept in a
//! one-element list, `ptr = set(ptr, 0, p + 1)`) reads that element where it starts, and the trace
//! before it has just stored it: every exit into a bridge and every link into a loop goes through
//! memory, the load waiting for the store, and the loads of the list's words before it. This pass
//! moves the trace's first read of such an element (and the `guard_words` that proves its list plain
//! words) to where the trace starts, right after its inputs and the guards on them: the *entry reads*
//! (`entry_reads`). A trace that goes on into this one and knows the element's value (it stored or
//! read it on a list of plain words) then hands it over in a register like an input, and enters past
//! the entry reads (`x64/handoff.rs`); any other entry runs them.
//!
//! Moving a read up is exact because a list is a value: an input list's elements are the same
//! wherever the trace reads them. An entry read that fails leaves where the trace starts, with
//! nothing done (its snapshot resumes at `Trace::start` and writes nothing), and the interpreter does
//! the same from there, exactly as the trace would have left at the read itself.

use super::Rewriter;
use crate::jit::ir::{Access, Inst, Opcode, Payload, Ref, SnapId, Trace, Ty};
use crate::jit::snapshot::{ExitKind, Snapshot};
use std::borrow::Cow;
use std::ops::Range;

/// Element indices an entry read may have: small constants, each a displacement in machine code.
const MAX_INDEX: i64 = 1 << 16;

/// The trace's inputs and the `guard_value`s on inputs that follow them (a loop's green values): what
/// the trusted entry of machine code skips (`x64/entry.rs`). Entry reads come right after.
pub fn leading(t: &Trace) -> usize {
    let inputs = t.ops.iter().take_while(|i| i.op == Opcode::Input).count();
    inputs
        + t.ops[inputs..]
            .iter()
            .take_while(|g| {
                g.op == Opcode::GuardValue
                    && g.args[0].is_op()
                    && t.ops[g.args[0].index()].op == Opcode::Input
                    && t.const_value(g.args[1]).is_some()
            })
            .count()
}

/// The entry reads of `t`: from `leading(t)` on, each `guard_words` of an input list and each read of
/// an integer of one, at a constant index, that leaves where the trace starts with nothing written (no
/// variable, or only variables' own inputs).
/// Whatever made them (this pass, or a bridge's recorder reading its pointer first thing), a trace
/// that enters past them must bring each read's value and know its list is plain words.
pub fn entry_reads(t: &Trace) -> Range<usize> {
    let from = leading(t);
    let input = |r: Ref| r.is_op() && t.ops[r.index()].op == Opcode::Input && t.ty(r) == Ty::List;
    // A snapshot that writes a variable's own input writes nothing new.
    let at_start = |g: &Inst| {
        let s = t.snapshot(g.snap);
        let unchanged = |&(var, r): &(crate::lang::VarId, Ref)| {
            r.is_op() && t.ops[r.index()].op == Opcode::Input && t.ops[r.index()].var() == var
        };
        s.kind == ExitKind::Guard && s.resume == t.start && s.jumps == 0 && s.vars.iter().all(unchanged)
    };
    let n = t.ops[from..]
        .iter()
        .take_while(|g| {
            input(g.args[0])
                && g.snap != SnapId::NONE
                && g.snap != SnapId::ENTRY
                && at_start(g)
                && match g.op {
                    Opcode::GuardWords => true,
                    Opcode::ReadList => {
                        g.ty == Ty::Int
                            && g.access().words
                            && t.int_const(g.args[1]).is_some_and(|k| (0..MAX_INDEX).contains(&k))
                    }
                    _ => false,
                }
        })
        .count();
    from..from + n
}

/// The snapshot of an entry read: the trace's start, nothing written.
fn start_snapshot(t: &Trace) -> Snapshot {
    Snapshot {
        kind: ExitKind::Guard,
        resume: t.start,
        jumps: 0,
        vars: t.entry_vars(),
        frames: t.on_entry.frames.clone(),
    }
}

pub fn run(t: &Trace) -> Cow<'_, Trace> {
    let reads = entry_reads(t);
    let end = t.loop_index().unwrap_or(t.ops.len());
    if reads.end >= end {
        return Cow::Borrowed(t);
    }
    // The input a list value was made from by updates (`set`), through the loop's phis.
    let origin = |mut r: Ref| -> Option<usize> {
        loop {
            if !r.is_op() {
                return None;
            }
            let inst = &t.ops[r.index()];
            match inst.op {
                Opcode::Input => return Some(r.index()),
                Opcode::Set | Opcode::SetNb | Opcode::Phi => r = inst.args[0],
                _ => return None,
            }
        }
    };
    let index = |r: Ref| t.int_const(r).filter(|k| (0..MAX_INDEX).contains(k));
    // (input, index) of each element the trace updates, anywhere in it.
    let updated: Vec<(usize, i64)> = t
        .ops
        .iter()
        .filter(|i| matches!(i.op, Opcode::Set | Opcode::SetNb))
        .filter_map(|i| Some((origin(i.args[0])?, index(i.args[1])?)))
        .collect();
    if updated.is_empty() {
        return Cow::Borrowed(t);
    }
    let already: Vec<(usize, i64)> = t.ops[reads.clone()]
        .iter()
        .filter(|g| g.op == Opcode::ReadList)
        .filter_map(|g| Some((g.args[0].index(), index(g.args[1])?)))
        .collect();
    let mut guarded: Vec<usize> =
        t.ops[reads.clone()].iter().filter(|g| g.op == Opcode::GuardWords).map(|g| g.args[0].index()).collect();
    // The reads to move (old index), each with the `guard_words` to move before it, if any.
    let mut moved: Vec<(usize, Option<usize>)> = Vec::new();
    // The first `guard_words` of each input list past the entry reads.
    let mut guard_of: Vec<(usize, usize)> = Vec::new();
    for (i, inst) in t.ops.iter().enumerate().take(end).skip(reads.end) {
        let l = inst.args[0];
        if !(l.is_op() && t.ops[l.index()].op == Opcode::Input) {
            continue;
        }
        let input = l.index();
        if inst.op == Opcode::GuardWords && !guard_of.iter().any(|&(x, _)| x == input) {
            guard_of.push((input, i));
        }
        if inst.op != Opcode::ReadList || inst.ty != Ty::Int || !inst.access().words {
            continue;
        }
        let Some(k) = index(inst.args[1]) else { continue };
        if !updated.contains(&(input, k))
            || already.contains(&(input, k))
            || moved.iter().any(|&(m, _)| t.ops[m].args[0] == l && index(t.ops[m].args[1]) == Some(k))
        {
            continue;
        }
        // What proves the list words where the trace starts: a guard moved with it, one among the
        // entry reads, or the parent (`Trace::on_entry`).
        let guard = guard_of.iter().find(|&&(x, _)| x == input).map(|&(_, g)| g);
        let proved = guarded.contains(&input) || t.on_entry.words.contains(&t.ops[input].var());
        match guard {
            Some(g) if !proved => {
                guarded.push(input);
                moved.push((i, Some(g)));
            }
            _ if proved => moved.push((i, None)),
            _ => {}
        }
    }
    if moved.is_empty() {
        return Cow::Borrowed(t);
    }
    let mut rw = Rewriter::new(t);
    let mut done = vec![false; t.ops.len()];
    for i in 0..t.ops.len() {
        if i == reads.end {
            for &(read, guard) in &moved {
                if let Some(g) = guard {
                    let inst = rw.mapped(g);
                    rw.emit(g, inst, Some(start_snapshot(t)));
                    done[g] = true;
                }
                let mut inst = rw.mapped(read);
                // In bounds wherever it was proved is not proved where the trace starts (`opt/lists.rs`
                // proves it again from what a bridge knows).
                inst.payload = Payload::Access(Access { in_bounds: false, lazy: false, ..inst.access() });
                rw.emit(read, inst, Some(start_snapshot(t)));
                done[read] = true;
            }
        }
        if !done[i] {
            rw.keep(i);
        }
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn an_element_the_trace_updates_is_read_where_it_starts() {
        // The pointer kept in `ptr[0]`: its read (and the guard that ptr is words) move up to the
        // start, resuming there with nothing written; the tape read stays where it was.
        let input = "\
v0:list = input tape
v1:list = input ptr
v2:int = input n
v3:int = lt 1, v2
guard_true v3 => l/1 (0) {}
guard_words v1 => l/1 (0) {}
v6:int = readlist v1, 0 words => l/1 (0) {}
guard_words v0 => l/2 (0) {}
v8:int = readlist v0, v6 words => l/2 (0) {}
v9:int = add_nov v6, 1
v10:list = set v1, 0, v9 owned words in_bounds => l/3 (0) {}
jump_trace T1 => l/4 (0) {ptr=v10, x=v8}
";
        let expected = "\
v0:list = input tape
v1:list = input ptr
v2:int = input n
guard_words v1 => l/0 (0) {}
v4:int = readlist v1, 0 words => l/0 (0) {}
v5:int = lt 1, v2
guard_true v5 => l/1 (0) {}
guard_words v0 => l/2 (0) {}
v8:int = readlist v0, v4 words => l/2 (0) {}
v9:int = add_nov v4, 1
v10:list = set v1, 0, v9 owned words in_bounds => l/3 (0) {}
jump_trace T1 => l/4 (0) {ptr=v10, x=v8}
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
