//! List checks proved once (LuaJIT's ABC in spirit): what a dominating check showed of a list holds
//! for every later access to it, and to the lists made from it, so their own checks go.
//!
//! - *Strategy.* `guard_words l` (the recorder puts one before the first access to a list that is plain
//!   words) proves that `l` has no kind codes. Storing an integer keeps that (`set`, `append`), and so
//!   does cutting (`slice`), so the lists made from `l` that way are words too: their accesses are
//!   marked `words` (no kind check in machine code) and their own `guard_words` go.
//! - *Bounds.* A `set` keeps its list's length. An access at index `i` of a list proves `i` within the
//!   length of every list of the same length (the same *length root*), so a later access at the same
//!   `i` is marked `in_bounds` (brainfuck's `x = t[p]; t = set(t, p, x - 1)` checks `p` once).
//!
//! - *Masked indices* (LuaJIT's ABC: a check the loop cannot fail is made once): an index that is a
//!   mask `i & m` (or a constant, or a phi of those) is within `0..=m`, so one guard `m < len l` before
//!   the first such access in a loop trace covers every access of a list of that length at such an
//!   index, the loop's body included. It is stronger than the checks it replaces: a list shorter than
//!   `m + 1` accessed within its length leaves there, at the access's own resume point, and the
//!   interpreter goes on exactly: only speed can differ, so the check is made only for a list input
//!   that was longer than `m` when the trace was recorded (`OnEntry::lengths_recorded`). A brainfuck tape
//!   of 65536 cells indexed by `p & 65535` is checked once per entry.
//!
//! Across the back-edge: a list phi is words (or keeps its first value's length) when its first value
//! is and the value the loop gives it at `jump` is too, assuming the same of the phi itself while the
//! body is scanned; an assumption the body does not bear out is dropped and the scan repeats (at most
//! once per phi). So the preamble's `guard_words` on a brainfuck tape covers the whole loop.

use super::Rewriter;
use crate::jit::ir::{Access, Inst, Opcode, Payload, Ref, SnapId, Trace, Ty};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let accesses =
        |op: Opcode| matches!(op, Opcode::ReadList | Opcode::Set | Opcode::Append | Opcode::Slice | Opcode::GuardWords);
    if !trace.ops.iter().any(|i| accesses(i.op)) {
        return Cow::Borrowed(trace);
    }
    let (facts, ..) = fixpoint(trace);
    let mut rw = Rewriter::new(trace);
    for (i, inst) in trace.ops.iter().enumerate() {
        if let Some(m) = facts.strengthen[i] {
            // `m < len l`, resuming where the access does.
            let list = rw.map(inst.args[0]);
            let snap = rw.mapped_snapshot(i, |r| r);
            let out = rw.out();
            let len = out.push(Inst::new(Opcode::Len, &[list], Ty::Int));
            let k = out.konst(crate::value::Value::Int(m));
            let lt = out.push(Inst::new(Opcode::Lt, &[k, len], Ty::Int));
            let mut guard = Inst::new(Opcode::GuardTrue, &[lt], Ty::Void);
            guard.snap = SnapId(out.snapshots.len() as u32);
            out.snapshots.push(snap);
            out.push(guard);
        }
        match facts.verdict[i] {
            Verdict::Drop => rw.set(i, Ref::NONE),
            Verdict::Keep => {
                rw.keep(i);
            }
            Verdict::Access(access) => {
                let r = rw.keep(i);
                let known = Access { words: access.words, in_bounds: access.in_bounds, ..inst.access() };
                if rw.view().ops[r.index()].payload != Payload::Access(known) {
                    rw.out().ops[r.index()].payload = Payload::Access(known);
                }
            }
        }
    }
    rw.finish()
}

/// The facts of the whole trace, with the assumptions on its list phis that the body bears out
/// (optimistic to start with, each dropped when the body disproves it).
fn fixpoint(trace: &Trace) -> (Facts, Vec<bool>, Vec<bool>) {
    let n = trace.ops.len();
    let mut phi_words = vec![true; n];
    let mut phi_length = vec![true; n];
    loop {
        let facts = Facts::scan(trace, &phi_words, &phi_length, n);
        let mut changed = false;
        for &(phi, next) in trace.phis.iter().filter(|&&(phi, _)| trace.ty(phi) == Ty::List) {
            let p = phi.index();
            if phi_words[p] && facts.words_at_jump(trace, phi, next) == Some(false) {
                phi_words[p] = false;
                changed = true;
            }
            if phi_length[p] && facts.root(next) != facts.root(phi) {
                phi_length[p] = false;
                changed = true;
            }
        }
        if !changed {
            return (facts, phi_words, phi_length);
        }
    }
}

/// What is proved of the lists of `trace` when instruction `at` runs (what a bridge from there knows,
/// `opt/entry.rs`), by value: whether it is plain words, and the `m` a guard proved its length longer
/// than (`m < len`), if one did.
pub fn proved_before(trace: &Trace, at: usize) -> (Vec<bool>, Vec<Option<i64>>) {
    let (_, phi_words, phi_length) = fixpoint(trace);
    let f = Facts::scan(trace, &phi_words, &phi_length, at);
    let longer = (0..trace.ops.len()).map(|i| f.longer.get(&f.root(Ref::op(i))).copied()).collect();
    (f.words, longer)
}

#[derive(Clone, Copy)]
enum Verdict {
    Keep,
    /// A `guard_words` on a list already proved words.
    Drop,
    /// A list access, with what is proved of it.
    Access(Access),
}

struct Facts {
    /// Each list value proved plain words (by old instruction index).
    words: Vec<bool>,
    /// Each list value's length root: the earliest value known to have the same length.
    root: Vec<Ref>,
    verdict: Vec<Verdict>,
    /// Before which accesses `m < len l` is checked, for the masked indices `0..=m` (loop traces).
    strengthen: Vec<Option<i64>>,
    /// Length roots a guard proved longer than an index: `m` for `m < len`.
    longer: HashMap<Ref, i64>,
}

impl Facts {
    /// The facts as instructions `..until` establish them.
    fn scan(trace: &Trace, phi_words: &[bool], phi_length: &[bool], until: usize) -> Facts {
        let n = trace.ops.len();
        let mut f = Facts {
            words: vec![false; n],
            root: (0..n).map(Ref::op).collect(),
            verdict: vec![Verdict::Keep; n],
            strengthen: vec![None; n],
            longer: HashMap::default(),
        };
        // (length root, index) pairs some access checked.
        let mut checked: HashSet<(Ref, Ref)> = HashSet::with_capacity_and_hasher(n, Default::default());
        let looping = trace.loop_index().is_some();
        for (i, inst) in trace.ops.iter().enumerate().take(until) {
            let l = inst.args[0];
            match inst.op {
                Opcode::GuardTrue => {
                    if let Some((list, m)) = length_guard(trace, l) {
                        let root = f.root(list);
                        if f.longer.get(&root).is_some_and(|&k| k >= m) {
                            f.verdict[i] = Verdict::Drop;
                        } else {
                            f.longer.insert(root, m);
                        }
                    }
                }
                // A bridge's parent proved them (`Trace::on_entry`).
                Opcode::Input if inst.ty == Ty::List => {
                    f.words[i] = trace.on_entry.words.contains(&inst.var());
                    if let Some(&(_, m)) = trace.on_entry.longer.iter().find(|&&(var, _)| var == inst.var()) {
                        f.longer.insert(Ref::op(i), m);
                    }
                }
                Opcode::GuardWords => {
                    if f.is_words(trace, l) {
                        f.verdict[i] = Verdict::Drop;
                    } else if l.is_op() {
                        f.words[l.index()] = true;
                    }
                }
                Opcode::Phi if inst.ty == Ty::List => {
                    f.words[i] = phi_words[i] && f.is_words(trace, l);
                    if phi_length[i] {
                        f.root[i] = f.root(l);
                    }
                }
                Opcode::ReadList | Opcode::Set | Opcode::Append | Opcode::Slice => {
                    let words = f.is_words(trace, l);
                    let indexed = matches!(inst.op, Opcode::ReadList | Opcode::Set);
                    let mut in_bounds = indexed && !checked.insert((f.root(l), inst.args[1]));
                    if indexed
                        && !in_bounds
                        && let Some(m) = index_bound(trace, inst.args[1])
                    {
                        let root = f.root(l);
                        if f.longer.get(&root).is_some_and(|&k| k >= m) {
                            in_bounds = true;
                        } else if looping && !inst.args[1].is_const() && long_enough(trace, root, m) {
                            // (A constant index is one compare either way; its check in the body
                            // goes already, `checked`.)
                            f.strengthen[i] = Some(m);
                            f.longer.insert(root, m);
                            in_bounds = true;
                        }
                    }
                    let read_word = inst.op != Opcode::ReadList || inst.ty == Ty::Int;
                    f.verdict[i] =
                        Verdict::Access(Access { words: words && read_word, in_bounds, ..Access::default() });
                    if inst.ty == Ty::List {
                        let stored = match inst.op {
                            Opcode::Set => Some(inst.args[2]),
                            Opcode::Append => Some(inst.args[1]),
                            _ => None,
                        };
                        f.words[i] = words && stored.is_none_or(|v| trace.ty(v) == Ty::Int);
                        if inst.op == Opcode::Set {
                            f.root[i] = f.root(l);
                        }
                    }
                }
                _ => {}
            }
        }
        f
    }

    fn is_words(&self, trace: &Trace, l: Ref) -> bool {
        if l.is_const() {
            return trace.const_value(l).and_then(|v| v.as_list()).is_some_and(|l| l.is_words());
        }
        l.is_op() && self.words[l.index()]
    }

    fn root(&self, l: Ref) -> Ref {
        if l.is_op() { self.root[l.index()] } else { l }
    }

    /// Whether the value a phi takes at `jump` is words, when the phi was assumed so (`None`: it was
    /// not assumed, nothing to check).
    fn words_at_jump(&self, trace: &Trace, phi: Ref, next: Ref) -> Option<bool> {
        self.words[phi.index()].then(|| self.is_words(trace, next))
    }
}

/// A nonnegative integer constant.
fn small(trace: &Trace, r: Ref) -> Option<i64> {
    trace.int_const(r).filter(|&k| k >= 0)
}

/// The largest an index can be when it is a mask `x & m` (`m >= 0`), a constant, an input a bridge's
/// parent proved within `0..=m` (`Trace::ranges_on_entry`), or a phi whose values are those: it is
/// then within `0..=m`.
fn index_bound(trace: &Trace, i: Ref) -> Option<i64> {
    let direct = |r: Ref| -> Option<i64> {
        if r.is_const() {
            return small(trace, r);
        }
        if r.is_op() && trace.ops[r.index()].op == Opcode::Input {
            let crate::jit::contract::Range { lo, hi } = trace.on_entry.range(trace.ops[r.index()].var())?;
            return (lo >= 0).then_some(hi);
        }
        let inst = trace.ops.get(r.index()).filter(|_| r.is_op() && trace.ops[r.index()].op == Opcode::BitAnd)?;
        small(trace, inst.args[1]).or_else(|| small(trace, inst.args[0]))
    };
    if i.is_op() && trace.ops[i.index()].op == Opcode::Phi {
        let first = trace.ops[i.index()].args[0];
        let next = trace.phis.iter().find(|&&(p, _)| p == i)?.1;
        return Some(direct(first)?.max(direct(next)?));
    }
    direct(i)
}

/// Whether length root `root` is a list input that was longer than `m` when the trace was recorded:
/// a list as short as its masked indices' range is not checked once against all of it, which would
/// leave the trace every time (a ring of 10 cells read at `i % 16`).
fn long_enough(trace: &Trace, root: Ref, m: i64) -> bool {
    root.is_op()
        && trace.ops[root.index()].op == Opcode::Input
        && trace.on_entry.lengths_recorded.iter().any(|&(var, len)| var == trace.ops[root.index()].var() && len > m)
}

/// The list and `m` of a condition `m < len l` (what a strengthened check guards).
fn length_guard(trace: &Trace, c: Ref) -> Option<(Ref, i64)> {
    let cmp = trace.ops.get(c.index()).filter(|_| c.is_op() && trace.ops[c.index()].op == Opcode::Lt)?;
    let [k, len, _] = cmp.args;
    let len = trace.ops.get(len.index()).filter(|_| len.is_op() && trace.ops[len.index()].op == Opcode::Len)?;
    Some((len.args[0], small(trace, k)?))
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn a_guarded_list_and_the_lists_made_from_it_need_no_kind_checks() {
        let input = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 => l/0 (0) {}
v4:int = sub v3, 1 => l/1 (0) {}
v5:list = set v0, v1, v4 owned => l/2 (0) {}
guard_words v5 => l/3 (0) {}
v7:int = readlist v5, 3 => l/3 (0) {}
v8:list = set v5, 3, 's' owned => l/4 (0) {}
guard_words v8 => l/5 (0) {}
v10:int = readlist v8, v1 => l/5 (0) {}
";
        // v5 is words (an integer stored) and as long as v0, so its access at p needs no bounds check;
        // v8 holds a symbol: its guard stays, and then proves it (the trace leaves if it is not words).
        let expected = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 words => l/0 (0) {}
v4:int = sub v3, 1 => l/1 (0) {}
v5:list = set v0, v1, v4 owned words in_bounds => l/2 (0) {}
v6:int = readlist v5, 3 words => l/3 (0) {}
v7:list = set v5, 3, 's' owned words in_bounds => l/4 (0) {}
guard_words v7 => l/5 (0) {}
v9:int = readlist v7, v1 words in_bounds => l/5 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn an_unguarded_list_keeps_its_checks_and_a_new_length_its_bounds() {
        let input = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:list = append v0, 1 owned
v4:int = readlist v3, v1 => l/2 (0) {}
v5:sym = readlist v3, v1 => l/3 (0) {}
";
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:list = append v0, 1 owned
v4:int = readlist v3, v1 => l/2 (0) {}
v5:sym = readlist v3, v1 in_bounds => l/3 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn the_preambles_guard_covers_the_loop_when_the_body_keeps_the_list_words() {
        // brainfuck's `[-]` after peeling: the body's tape is the phi, updated with an integer.
        let input = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 => l/0 (0) {}
v4:int = sub v3, 1 => l/1 (0) {}
v5:list = set v0, v1, v4 owned => l/2 (0) {}
v6:list = phi t v5
loop (1)
guard_words v6 => l/0 (1) {}
v9:int = readlist v6, v1 => l/0 (1) {}
v10:int = sub v9, 1 => l/1 (1) {}
v11:list = set v6, v1, v10 owned => l/2 (1) {}
jump (1) v6 <- v11
";
        let expected = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 words => l/0 (0) {}
v4:int = sub v3, 1 => l/1 (0) {}
v5:list = set v0, v1, v4 owned words in_bounds => l/2 (0) {}
v6:list = phi t v5
loop (1)
v8:int = readlist v6, v1 words in_bounds => l/0 (1) {}
v9:int = sub v8, 1 => l/1 (1) {}
v10:list = set v6, v1, v9 owned words in_bounds => l/2 (1) {}
jump (1) v6 <- v10
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_loop_that_stores_a_symbol_or_grows_the_list_keeps_its_checks() {
        let input = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 => l/0 (0) {}
v4:list = append v0, 'x' owned
v5:list = phi t v4
loop (1)
guard_words v5 => l/0 (1) {}
v8:int = readlist v5, v1 => l/0 (1) {}
v9:list = append v5, 'x' owned
jump (1) v5 <- v9
";
        let expected = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 words => l/0 (0) {}
v4:list = append v0, 'x' owned words
v5:list = phi t v4
loop (1)
guard_words v5 => l/0 (1) {}
v8:int = readlist v5, v1 words => l/0 (1) {}
v9:list = append v5, 'x' owned words
jump (1) v5 <- v9
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn one_length_check_covers_every_masked_index_of_a_loop() {
        // brainfuck's `>+<` on a ring of cells, after peeling: every index is `p & 65535`.
        let input = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = add v1, 1 => l/0 (0) {}
v4:int = and v3, 65535
v5:int = readlist v0, v4 => l/1 (0) {p=v4}
v6:list = set v0, v4, v5 owned => l/2 (0) {p=v4}
v7:int = phi p v4
v8:list = phi t v6
loop (1)
v10:int = readlist v8, v7 => l/3 (1) {p=v7}
v11:int = add_nov v7, 1
v12:int = and v11, 65535
v13:int = readlist v8, v12 => l/1 (1) {p=v12}
v14:list = set v8, v12, v13 owned => l/2 (1) {p=v12}
jump (1) v7 <- v12, v8 <- v14
";
        // One check `65535 < len t` before the first access at a masked index; the phi of masks is
        // within them too, so the body checks nothing. Again, nothing changes.
        let expected = "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = add v1, 1 => l/0 (0) {}
v4:int = and v3, 65535
v5:int = len v0
v6:int = lt 65535, v5
guard_true v6 => l/1 (0) {p=v4}
v8:int = readlist v0, v4 words in_bounds => l/1 (0) {p=v4}
v9:list = set v0, v4, v8 owned words in_bounds => l/2 (0) {p=v4}
v10:int = phi p v4
v11:list = phi t v9
loop (1)
v13:int = readlist v11, v10 words in_bounds => l/3 (1) {p=v10}
v14:int = add_nov v10, 1
v15:int = and v14, 65535
v16:int = readlist v11, v15 words in_bounds => l/1 (1) {p=v15}
v17:list = set v11, v15, v16 owned words in_bounds => l/2 (1) {p=v15}
jump (1) v10 <- v15, v11 <- v17
";
        // The tape had 65536 cells when the trace was recorded.
        let run = |text: &str, cells: i64| {
            let mut t = crate::jit::ir::parse(text, None).unwrap();
            let tape = t.ops[0].var();
            std::rc::Rc::make_mut(&mut t.on_entry).lengths_recorded = vec![(tape, cells)];
            super::run(&t).to_string()
        };
        let once = run(input, 65536);
        assert_eq!(once, expected);
        assert_eq!(run(&once, 65536), expected);
        // A list shorter than the masks' range then: each access keeps its check.
        assert!(!run(input, 10).contains("len"));
        assert!(!run(input, 10).contains("v5:int = readlist v0, v4 words in_bounds"));
        // Without a loop (a bridge), an index at a mask keeps its own check: a guard would cost as
        // much.
        let bridge =
            "v0:list = input t\nv1:int = input p\nv2:int = and v1, 255\nv3:int = readlist v0, v2 => l/0 (0) {}\n";
        assert_eq!(run_on(super::run, bridge), bridge);
    }
}
