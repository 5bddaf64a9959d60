//! Integer arithmetic with what the trace proves about ranges (LuaJIT's integer FOLD rules, PyPy's
//! intbounds):
//! - strength reduction: `x % 2^k` is `and x, 2^k - 1` and `x // 2^k` is `sar x, k` (the floor
//!   semantics of FGL, exact for negative x too), and neither can fail;
//! - with every integer's interval (`ranges.rs`): an `add` or `sub` whose result cannot leave 64 bits
//!   is `add_nov`/`sub_nov` (no overflow guard, no snapshot), an `and` of a value already within its
//!   mask is that value, a comparison the intervals decide is a constant, and a guard implied by a
//!   stronger one later is strengthened into one check;
//! - reassociation of a position that moves around a ring: `(((x + a) & m) + b) & m` is
//!   `(x + (a + b)) & m`, so a run of brainfuck's `>` is one add from the loop's pointer, not a chain;
//! - lengths: `len` of a list an `append`, `set`, `slice` or `make_list` made is its operand's length
//!   plus a constant, or the `make_list`'s count, or the slice's end (`linear`, `length`). An operand
//!   stack pushed twice has `len(s) + 2` elements, at least 2, so the interpreter's underflow check
//!   folds, and every depth is one offset from `len(s)`, which `heap` compares to forward the stack's
//!   elements.
//!
//! FGL's integers are unbounded, so these identities hold exactly; 64 bits matter only for which
//! operations need an overflow guard, which is what the ranges decide.

use super::Rewriter;
use super::linear::{Base, length, linear, offset, offset_of};
use super::ranges::{Range, compare, learn, narrow, range, range_of, ranges};
use crate::jit::ir::{Inst, Opcode, Ref, SnapId, Trace, Ty};
use crate::value::{MAX_LIST_LEN, Value};
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let old = ranges(trace);
    let early = strongest_bounds(trace);
    let runs = excluded_runs(trace);
    let mut implied = rustc_hash::FxHashSet::default();
    let mut rw = Rewriter::new(trace);
    // Ranges of the new trace's instructions, by index.
    let mut new: Vec<Range> = Vec::with_capacity(trace.ops.len());
    let mut lens = Lens::default();
    for (i, was) in old.iter().enumerate() {
        if implied.contains(&i) {
            // A guard of a run checked as one range at its first (`excluded_runs`).
            continue;
        }
        if let Some(run) = runs.get(&i)
            && exclude(&mut rw, &mut new, i, run)
        {
            implied.extend(run.rest.iter().copied());
            continue;
        }
        for &(x, bound) in early.get(&i).into_iter().flatten() {
            // The strongest bound of the ones the trace checks on x, checked first (here, leaving
            // through this instruction's snapshot), so that the others fold.
            let x = rw.map(x);
            check_bound(&mut rw, &mut new, i, x, bound);
        }
        let mut inst = rw.mapped(i);
        if matches!(inst.op, Opcode::GuardTrue | Opcode::GuardFalse) && inst.args[0].is_op() {
            // Its comparison was computed before a check that decides it (`strongest_bounds`).
            let c = rw.view().ops[inst.args[0].index()];
            if c.op.is_comparison() && rw.view().ty(c.args[0]) == Ty::Int && rw.view().ty(c.args[1]) == Ty::Int {
                let (a, b) = (counted_range(rw.view(), &new, c.args[0]), counted_range(rw.view(), &new, c.args[1]));
                if let Some(known) = compare(c.op, a, b) {
                    inst.args[0] = rw.out().konst(Value::Int(known as i64));
                }
            }
        }
        let [a, ..] = inst.args;
        let pushes_or_pops = matches!(inst.op, Opcode::Append | Opcode::Slice) && inst.owned();
        if pushes_or_pops && a.is_op() && length(rw.view(), a).0 == Base::Len(a) && !lens.of.contains_key(&a) {
            // Its length, while it is there to read: what is pushed on it later is counted from it.
            let r = rw.out().push(Inst::new(Opcode::Len, &[a], Ty::Int));
            new.push(Range { lo: 0, hi: MAX_LIST_LEN as i64 });
            lens.of.insert(a, r);
        }
        let inst = match rewrite(rw.out(), &mut new, &mut lens, inst) {
            Ok(inst) => inst,
            Err(r) => {
                rw.set(i, r);
                continue;
            }
        };
        let computed = range_of(rw.view(), &inst, &|r| range(rw.view(), &new, r));
        // Both are sound: the old trace's (which knows the phis' fixpoint) and this one's.
        let r = if inst.op == Opcode::Phi {
            *was
        } else {
            Range { lo: computed.lo.max(was.lo), hi: computed.hi.min(was.hi) }
        };
        let snap = inst.op.is_guard().then(|| rw.mapped_snapshot(i, |r| r));
        let at = rw.emit(i, inst, snap);
        new.push(r);
        lens.emitted(&inst, at);
        narrow(rw.view(), &mut new, &inst);
    }
    rw.finish()
}

/// A bound on an integer: at least `Lower(k)`, at most `Upper(k)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Bound {
    Lower(i64),
    Upper(i64),
}

/// Guard strengthening over offset chains (LuaJIT's ABC, PyPy's intbounds on guards): the bounds a
/// trace checks on offsets `x + c` of one value `x` — comparisons with constants (`p - 3 < 0` is
/// false: p >= 3), and the overflow checks of `add`s of constants (`p + 9` fits: p <= MAX - 9) — are
/// all checked at the first of them, each direction as its strongest (`check_bound`), so the others
/// fold or lose their overflow check, and the offsets are counted from `x`, not from each other.
/// By first instruction (index): the values and bounds to check there. A direction with no check
/// after the first is left to it. A value that fails only the stronger check leaves earlier than it
/// had to, at a resume point of its own, which the interpreter goes on from exactly: only speed can
/// differ (a meta-traced interpreter checks `pc < n` at each step, and moves its pointer by steps).
fn strongest_bounds(t: &Trace) -> rustc_hash::FxHashMap<usize, Vec<(Ref, Bound)>> {
    // Per base: its first check; each way, the strongest bound, the first check's own (the
    // weakest bound if it has none that way), and how many checks have one.
    struct Checks {
        first: usize,
        lower: (i64, i64, u32),
        upper: (i64, i64, u32),
    }
    let mut by_base: Vec<(Ref, Checks)> = Vec::new();
    let mut index: rustc_hash::FxHashMap<Ref, usize> = rustc_hash::FxHashMap::default();
    for (i, inst) in t.ops.iter().enumerate() {
        let mut bounds: [Option<(Ref, Bound)>; 2] = [None, None];
        match inst.op {
            Opcode::GuardTrue | Opcode::GuardFalse => bounds[0] = guarded_bound(t, inst),
            Opcode::Add | Opcode::Sub if inst.ty == Ty::Int && inst.snap != SnapId::NONE => {
                let [a, b, _] = inst.args;
                let constant = t.int_const(b).is_some() || (inst.op == Opcode::Add && t.int_const(a).is_some());
                if let (true, (Base::Int(x), c)) = (constant, linear(t, Ref::op(i)))
                    && x != Ref::op(i)
                {
                    // x + c fits in 64 bits.
                    if c > 0 {
                        bounds[0] = Some((x, Bound::Upper(i64::MAX - c)));
                    } else if c < 0 {
                        bounds[0] = Some((x, Bound::Lower(i64::MIN - c)));
                    }
                }
            }
            _ => {}
        }
        for (x, bound) in bounds.into_iter().flatten() {
            if !x.is_op() {
                continue;
            }
            if !index.contains_key(&x) && !may_leave_for_another_reason(t, inst) {
                // Its first check cannot be the stronger one's: nothing for this base.
                index.insert(x, usize::MAX);
                continue;
            }
            let at = *index.entry(x).or_insert_with(|| {
                let none = (i64::MIN, i64::MIN, 0);
                by_base.push((x, Checks { first: i, lower: none, upper: (i64::MAX, i64::MAX, 0) }));
                by_base.len() - 1
            });
            if at == usize::MAX {
                continue;
            }
            let checks = &mut by_base[at].1;
            let first = checks.first == i;
            match bound {
                Bound::Lower(k) => {
                    let (m, own, n) = checks.lower;
                    checks.lower = (m.max(k), if first { k } else { own }, n + 1);
                }
                Bound::Upper(k) => {
                    let (m, own, n) = checks.upper;
                    checks.upper = (m.min(k), if first { k } else { own }, n + 1);
                }
            }
        }
    }
    let mut early: rustc_hash::FxHashMap<usize, Vec<(Ref, Bound)>> = rustc_hash::FxHashMap::default();
    for (x, c) in by_base {
        // Worth checking first: a bound stronger than the first check's, that saves a check.
        let (lower, upper) = (c.lower, c.upper);
        let checks = [
            (lower.2 > 1 && lower.0 > lower.1).then_some(Bound::Lower(lower.0)),
            (upper.2 > 1 && upper.0 < upper.1).then_some(Bound::Upper(upper.0)),
        ];
        for bound in checks.into_iter().flatten() {
            early.entry(c.first).or_default().push((x, bound));
        }
    }
    early
}

/// Whether instruction `g`'s snapshot can be the exit of a stronger check made in its place. Not
/// when it may say what `g`'s own condition was when it failed: `guards` writes the failing value
/// (0 for `guard_true`, 1 for `guard_false` of a comparison) in place of the condition where the
/// interpreter resumes on it (an `if` whose variable was overwritten by its comparison), and a
/// stronger check failing while that condition holds would resume on the wrong branch. Any variable
/// of that constant value is taken as one such (a variable that is the condition itself is fine: the
/// exit writes its value).
fn may_leave_for_another_reason(t: &Trace, g: &Inst) -> bool {
    let failing = match g.op {
        Opcode::GuardTrue => 0,
        Opcode::GuardFalse => 1,
        _ => return true,
    };
    !t.snapshots[g.snap.index()].vars.iter().any(|&(_, r)| t.int_const(r) == Some(failing))
}

/// The bound guard `g` checks on the base of an offset chain: `guard_true (lt k, x + c)` says
/// x >= k - c + 1 (comparisons of an offset of x with a constant, either way round, true or false).
fn guarded_bound(t: &Trace, g: &Inst) -> Option<(Ref, Bound)> {
    let cond = g.args[0];
    if !cond.is_op() {
        return None;
    }
    let cmp = &t.ops[cond.index()];
    let [a, b, _] = cmp.args;
    let op = if g.op == Opcode::GuardTrue { cmp.op } else { cmp.op.def().negated? };
    // As `v op k`.
    let (v, k, op) = match (t.int_const(a), t.int_const(b)) {
        (None, Some(k)) => (a, k, op),
        (Some(k), None) => (b, k, op.def().mirror?),
        _ => return None,
    };
    if !v.is_op() || t.ty(v) != Ty::Int {
        return None;
    }
    let (Base::Int(x), c) = linear(t, v) else { return None };
    // v op k, v = x + c.
    let bound = match op {
        Opcode::Lt => Bound::Upper(k.checked_sub(1)?.checked_sub(c)?),
        Opcode::Le => Bound::Upper(k.checked_sub(c)?),
        Opcode::Gt => Bound::Lower(k.checked_add(1)?.checked_sub(c)?),
        Opcode::Ge => Bound::Lower(k.checked_sub(c)?),
        _ => return None,
    };
    Some((x, bound))
}

/// Emits, before old instruction `i` and leaving through its snapshot, a guard that `x` is within
/// `bound`, unless its range says so already.
fn check_bound(rw: &mut Rewriter, new: &mut Vec<Range>, i: usize, x: Ref, bound: Bound) {
    let r = range(rw.view(), new, x);
    let (holds, cmp) = match bound {
        Bound::Lower(k) => (r.lo >= k, [Some(k), None]),
        Bound::Upper(k) => (r.hi <= k, [None, Some(k)]),
    };
    if holds || !x.is_op() {
        return;
    }
    let [a, b] = cmp.map(|k| k.map_or(x, |k| rw.out().konst(Value::Int(k))));
    let le = rw.out().push(Inst::new(Opcode::Le, &[a, b], Ty::Int));
    new.push(Range { lo: 0, hi: 1 });
    let mut guard = Inst::new(Opcode::GuardTrue, &[le], Ty::Void);
    guard.snap = SnapId(rw.out().snapshots.len() as u32);
    let snap = rw.mapped_snapshot(i, |r| r);
    rw.out().snapshots.push(snap);
    rw.out().push(guard);
    new.push(Range::ALL);
    learn(rw.view(), new, le, true);
}

/// A run of guards `x + k != c` (or `!= l`, the same `l`) for consecutive offsets k: `x` is not
/// within `lo..=hi` (`c - hi ..= c - lo`), or `l - x` is not within `lo..=hi`.
#[derive(Debug)]
struct Run {
    x: Ref,
    /// The value compared with: a constant (`None`) or `l`.
    other: Option<Ref>,
    lo: i64,
    hi: i64,
    /// The guards after the first, which the range check at the first implies.
    rest: Vec<usize>,
}

/// Runs of guards that an offset of one value differs from one other value (brainfuck's `>` in an
/// interpreter that wraps its pointer by comparing: `p + 1 != 65536`, `p + 2 != 65536`, ...), by
/// their first guard: when the offsets are consecutive, the values they exclude are one range, which
/// one unsigned compare checks at the first guard (`exclude`), and the others are deleted. As with
/// `strongest_bounds`, a value that fails only the range check leaves earlier than it had to.
fn excluded_runs(t: &Trace) -> rustc_hash::FxHashMap<usize, Run> {
    // (x, other) -> (first guard, excluded values or offsets, guards).
    type Key = (Ref, Option<Ref>);
    let mut by_key: rustc_hash::FxHashMap<Key, (Vec<i64>, Vec<usize>)> = rustc_hash::FxHashMap::default();
    let mut order: Vec<Key> = Vec::new();
    for (i, g) in t.ops.iter().enumerate() {
        let c = g.args[0];
        if !c.is_op() {
            continue;
        }
        let cmp = &t.ops[c.index()];
        let differs = matches!((g.op, cmp.op), (Opcode::GuardFalse, Opcode::Eq) | (Opcode::GuardTrue, Opcode::Ne));
        let [a, b, _] = cmp.args;
        if !differs || t.ty(a) != Ty::Int || t.ty(b) != Ty::Int {
            continue;
        }
        let counted = |v: Ref| match linear(t, v) {
            (Base::Int(x), k) if v.is_op() && x.is_op() => Some((x, k)),
            _ => None,
        };
        let entry = match (t.int_const(a), t.int_const(b)) {
            (None, Some(k)) => counted(a).and_then(|(x, o)| Some(((x, None), k.checked_sub(o)?))),
            (Some(k), None) => counted(b).and_then(|(x, o)| Some(((x, None), k.checked_sub(o)?))),
            (None, None) => match (counted(a), counted(b)) {
                (Some((x, o)), _) if b.is_op() => Some(((x, Some(b)), o)),
                (_, Some((x, o))) if a.is_op() => Some(((x, Some(a)), o)),
                _ => None,
            },
            _ => None,
        };
        if let Some((key, v)) = entry {
            let e = by_key.entry(key).or_insert_with(|| {
                order.push(key);
                (Vec::new(), Vec::new())
            });
            e.0.push(v);
            e.1.push(i);
        }
    }
    let mut runs = rustc_hash::FxHashMap::default();
    for key in order {
        let (mut values, guards) = by_key.remove(&key).expect("each key once");
        values.sort_unstable();
        values.dedup();
        let (lo, hi) = (values[0], values[values.len() - 1]);
        let consecutive = hi.checked_sub(lo).is_some_and(|d| d < 64 && d as usize + 1 == values.len());
        if guards.len() > 1 && consecutive && may_leave_for_another_reason(t, &t.ops[guards[0]]) {
            let (x, other) = key;
            runs.insert(guards[0], Run { x, other, lo, hi, rest: guards[1..].to_vec() });
        }
    }
    runs
}

/// Emits, in place of old guard `i` and leaving through its snapshot, the range check of `run`:
/// `guard_false (within y, n)`, y = x - lo for a constant (x not in lo..=hi), y = x - l + hi for
/// `l` (l - x not in lo..=hi). A subtraction that may overflow is checked, leaving through the same
/// snapshot (then x is far from the range).
fn exclude(rw: &mut Rewriter, new: &mut Vec<Range>, i: usize, run: &Run) -> bool {
    let x = rw.map(run.x);
    if !x.is_op() {
        return false;
    }
    let Some(minus_lo) = run.lo.checked_neg() else { return false };
    // a + b (a sub if `sub`), checked when the ranges do not say it fits.
    let sum = |rw: &mut Rewriter, new: &mut Vec<Range>, a: Ref, b: Ref, sub: bool| -> Ref {
        let (ra, rb) = (range(rw.view(), new, a), range(rw.view(), new, b));
        let (r, fits) = if sub { ra.minus(rb) } else { ra.plus(rb) };
        let op = match (sub, fits) {
            (false, true) => Opcode::AddNov,
            (false, false) => Opcode::Add,
            (true, true) => Opcode::SubNov,
            (true, false) => Opcode::Sub,
        };
        let mut inst = Inst::new(op, &[a, b], Ty::Int);
        if !fits {
            inst.snap = SnapId(rw.out().snapshots.len() as u32);
            let snap = rw.mapped_snapshot(i, |r| r);
            rw.out().snapshots.push(snap);
        }
        new.push(r);
        rw.out().push(inst)
    };
    let y = match run.other {
        None => {
            let k = rw.out().konst(Value::Int(minus_lo));
            sum(rw, new, x, k, false)
        }
        Some(l) => {
            let l = rw.map(l);
            let diff = sum(rw, new, x, l, true);
            let k = rw.out().konst(Value::Int(run.hi));
            sum(rw, new, diff, k, false)
        }
    };
    let n = rw.out().konst(Value::Int(run.hi - run.lo + 1));
    let within = rw.out().push(Inst::new(Opcode::Within, &[y, n], Ty::Int));
    new.push(Range { lo: 0, hi: 1 });
    let mut guard = Inst::new(Opcode::GuardFalse, &[within], Ty::Void);
    guard.snap = SnapId(rw.out().snapshots.len() as u32);
    let snap = rw.mapped_snapshot(i, |r| r);
    rw.out().snapshots.push(snap);
    rw.out().push(guard);
    new.push(Range::ALL);
    true
}

/// The range of `r`, and of its base plus its offset when it is counted from another value
/// (`linear`), which a check made since `r` was computed may have bounded.
fn counted_range(t: &Trace, new: &[Range], r: Ref) -> Range {
    let own = range(t, new, r);
    match linear(t, r) {
        (Base::Int(x), c) if x != r && x.is_op() => match range(t, new, x).plus(Range::exact(c)) {
            (counted, true) => Range { lo: own.lo.max(counted.lo), hi: own.hi.min(counted.hi) },
            _ => own,
        },
        _ => own,
    }
}

/// `inst` as this pass writes it (`Ok`), or the value it is (`Err`). May add instructions to `t`
/// (with their ranges in `new`) for the value to be computed from.
fn rewrite(t: &mut Trace, new: &mut Vec<Range>, lens: &mut Lens, inst: Inst) -> Result<Inst, Ref> {
    let [a, b, _] = inst.args;
    if inst.op == Opcode::Len {
        return len_of(t, new, lens, inst);
    }
    let ints = inst.op.arity() == 2 && t.ty(a) == Ty::Int && t.ty(b) == Ty::Int;
    if !ints {
        return Ok(inst);
    }
    match (inst.op, t.int_const(b)) {
        (Opcode::Mod, Some(d)) if d > 0 && (d as u64).is_power_of_two() => {
            let m = t.konst(Value::Int(d - 1));
            masked(t, new, a, m)
        }
        (Opcode::Div, Some(d)) if d > 0 && (d as u64).is_power_of_two() => {
            let k = t.konst(Value::Int(d.trailing_zeros() as i64));
            Ok(Inst::new(Opcode::Sar, &[a, k], Ty::Int))
        }
        (Opcode::BitAnd, Some(m)) if m >= 0 => masked(t, new, a, b),
        (op, _) if op.is_comparison() => match compare(op, counted_range(t, new, a), counted_range(t, new, b)) {
            Some(known) => Err(t.konst(Value::Int(known as i64))),
            None => Ok(inst),
        },
        (Opcode::Add | Opcode::AddNov, _) if range(t, new, a).plus(range(t, new, b)).1 => {
            let inst = offset_chain(t, new, Inst::new(Opcode::AddNov, &[a, b], Ty::Int));
            plus_zero(t, inst)
        }
        (Opcode::Sub | Opcode::SubNov, _) if range(t, new, a).minus(range(t, new, b)).1 => {
            let inst = offset_chain(t, new, Inst::new(Opcode::SubNov, &[a, b], Ty::Int));
            plus_zero(t, inst)
        }
        _ => Ok(inst),
    }
}

/// `w + 0` (what `offset_chain` makes of `(w + 2) - 2`) is `w`.
fn plus_zero(t: &Trace, inst: Inst) -> Result<Inst, Ref> {
    match (inst.op, t.int_const(inst.args[1])) {
        (Opcode::AddNov | Opcode::SubNov, Some(0)) => Err(inst.args[0]),
        _ => Ok(inst),
    }
}

/// The lengths of lists the new trace has read (`len`), and the lists an owned update moved out of
/// their ref (an update in place), whose length must have been read before.
#[derive(Default)]
struct Lens {
    of: rustc_hash::FxHashMap<Ref, Ref>,
    moved: rustc_hash::FxHashSet<Ref>,
}

impl Lens {
    fn emitted(&mut self, inst: &Inst, at: Ref) {
        let a = inst.args[0];
        if inst.op == Opcode::Len && a.is_op() {
            self.of.entry(a).or_insert(at);
        }
        if inst.owned() && inst.op.def().update.is_some() && a.is_op() {
            self.moved.insert(a);
        }
    }
}

/// `len l` as the length `length` finds: a constant, the count or end it was made with, or the length
/// of an older list plus a constant: its `len`, read before an update moved the list into a longer
/// one (when none was, this `len` stays, with the range the count gives).
fn len_of(t: &mut Trace, new: &mut Vec<Range>, lens: &mut Lens, inst: Inst) -> Result<Inst, Ref> {
    let l = inst.args[0];
    if l.is_const() || l.is_none() {
        return Ok(inst);
    }
    let (base, c) = length(t, l);
    let base = match base {
        Base::Zero => return Err(t.konst(Value::Int(c))),
        Base::Len(b) if b == l => return Ok(inst),
        Base::Len(b) => match lens.of.get(&b) {
            Some(&r) => r,
            None if !lens.moved.contains(&b) => {
                let r = t.push(Inst::new(Opcode::Len, &[b], Ty::Int));
                new.push(Range { lo: 0, hi: MAX_LIST_LEN as i64 });
                lens.of.insert(b, r);
                r
            }
            None => return Ok(inst),
        },
        Base::Int(r) => r,
    };
    if c == 0 {
        return Err(base);
    }
    let k = t.konst(Value::Int(c));
    match range(t, new, base).plus(Range::exact(c)) {
        (_, true) => Ok(Inst::new(Opcode::AddNov, &[base, k], Ty::Int)),
        _ => Ok(inst),
    }
}

/// An overflow-free `(w + c1) + c2` as `w + (c1 + c2)` when that fits too.
fn offset_chain(t: &mut Trace, new: &[Range], inst: Inst) -> Inst {
    let Some((x, c2)) = offset_of(t, &inst) else { return inst };
    let Some((w, c1)) = offset(t, x) else { return inst };
    match c1.checked_add(c2) {
        Some(c) if range(t, new, w).plus(Range::exact(c)).1 => {
            let k = t.konst(Value::Int(c));
            Inst::new(Opcode::AddNov, &[w, k], Ty::Int)
        }
        _ => inst,
    }
}

/// `and x, m` (`m` a constant mask, 0 or more): `x` itself when it is within the mask, and a ring
/// position `(y & m) + c` reassociated to `y + c` before the mask.
fn masked(t: &mut Trace, new: &mut Vec<Range>, x: Ref, m: Ref) -> Result<Inst, Ref> {
    let mask = t.int_const(m).expect("a constant mask");
    let in_mask = |r: Range| r.within(Range { lo: 0, hi: mask });
    if in_mask(range(t, new, x)) {
        return Err(x);
    }
    let and = |x: Ref| Ok(Inst::new(Opcode::BitAnd, &[x, m], Ty::Int));
    // x = (y & m) ± c, and y itself perhaps z + c0: then x & m = (z + c0 ± c) & m.
    let Some((y, c)) = offset(t, x) else { return and(x) };
    let inner = t.ops[y.index()];
    if y.is_const() || inner.op != Opcode::BitAnd || inner.args[1] != m {
        return and(x);
    }
    let z = inner.args[0];
    let (base, off) = match offset(t, z).and_then(|(w, c0)| Some((w, c0.checked_add(c)?))) {
        Some(folded) => folded,
        None => (z, c),
    };
    let sum = if off == 0 {
        base
    } else {
        let (r, fits) = range(t, new, base).plus(Range::exact(off));
        if !fits {
            return and(x);
        }
        let k = t.konst(Value::Int(off));
        let sum = t.push(Inst::new(Opcode::AddNov, &[base, k], Ty::Int));
        new.push(r);
        sum
    };
    if in_mask(range(t, new, sum)) { Err(sum) } else { and(sum) }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn division_and_modulo_by_powers_of_two_are_shifts_and_masks() {
        let input = "\
v0:int = input x
v1:int = mod v0, 256 => l/0 (0) {}
v2:int = div v0, 8 => l/1 (0) {}
v3:int = mod v0, 6 => l/2 (0) {}
v4:int = div v0, -8 => l/3 (0) {}
v5:int = mod v0, v1 => l/4 (0) {}
";
        let expected = "\
v0:int = input x
v1:int = and v0, 255
v2:int = sar v0, 3
v3:int = mod v0, 6 => l/2 (0) {}
v4:int = div v0, -8 => l/3 (0) {}
v5:int = mod v0, v1 => l/4 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn sums_that_fit_lose_their_overflow_guard() {
        let input = "\
v0:int = input x
v1:int = add v0, 1 => l/0 (0) {}
v2:int = and v0, 255
v3:int = add v2, 1 => l/1 (0) {}
v4:int = lt v0, 7
v5:int = sub v4, v2 => l/2 (0) {}
v6:int = mul v2, v2 => l/3 (0) {}
v7:int = div v0, 1024 => l/4 (0) {}
v8:int = add v7, 9214364837600034816 => l/5 (0) {}
v9:int = add v7, 9214364837600034817 => l/6 (0) {}
";
        // x >> 10 is within -2^53 .. 2^53 - 1, so + (2^63 - 2^53) fits and one more may not: that
        // overflow check is made first, at the first add of the chain, as a bound on x >> 10
        // (`strongest_bounds`), and both adds are then counted from it without one.
        let expected = "\
v0:int = input x
v1:int = add v0, 1 => l/0 (0) {}
v2:int = and v0, 255
v3:int = add_nov v2, 1
v4:int = lt v0, 7
v5:int = sub_nov v4, v2
v6:int = mul v2, v2 => l/3 (0) {}
v7:int = sar v0, 10
v8:int = le v7, 9007199254740990
guard_true v8 => l/5 (0) {}
v10:int = add_nov v7, 9214364837600034816
v11:int = add_nov v7, 9214364837600034817
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_position_moving_around_a_ring_is_one_add_from_where_it_started() {
        // brainfuck's `>>>` then `<<<` on a 65536-cell tape.
        let input = "\
v0:int = input p
v1:int = mod v0, 65536 => r/0 (0) {p=v0}
v2:int = add v1, 1 => r/1 (0) {p=v1}
v3:int = mod v2, 65536 => r/2 (0) {p=v2}
v4:int = add v3, 1 => r/3 (0) {p=v3}
v5:int = mod v4, 65536 => r/4 (0) {p=v4}
v6:int = sub v5, 2 => r/5 (0) {p=v5}
v7:int = mod v6, 65536 => r/6 (0) {p=v6}
v8:list = input t
v9:int = readlist v8, v7 => r/7 (0) {p=v7}
";
        let expected = "\
v0:int = input p
v1:int = and v0, 65535
v2:int = add_nov v1, 1
v3:int = and v2, 65535
v4:int = add_nov v3, 1
v5:int = add_nov v1, 2
v6:int = and v5, 65535
v7:int = sub_nov v6, 2
v8:list = input t
v9:int = readlist v8, v1 => r/7 (0) {p=v1}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn constant_offsets_of_a_bounded_value_add_up() {
        // (x + 9223372036854775598 may not fit: the bound that says it does is checked first.)
        let input = "\
v0:int = input x
v1:int = and v0, 255
v2:int = add v1, 3 => l/0 (0) {}
v3:int = sub v2, 5 => l/1 (0) {}
v4:int = add v3, 9223372036854775600 => l/2 (0) {}
";
        let expected = "\
v0:int = input x
v1:int = and v0, 255
v2:int = le v1, 209
guard_true v2 => l/0 (0) {}
v4:int = add_nov v1, 3
v5:int = add_nov v1, -2
v6:int = add_nov v1, 9223372036854775598
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn guards_bound_what_they_compare() {
        // The dispatch of a meta-traced interpreter checks `pc < n` at each step: once n > 8385 is
        // known, n > 8350 is too.
        let input = "\
v0:int = input n
v1:int = lt 8385, v0
guard_true v1 => l/0 (0) {}
v3:int = lt 8350, v0
guard_true v3 => l/1 (0) {}
v5:int = lt 9000, v0
guard_false v5 => l/2 (0) {}
v7:int = le v0, 9000
v8:int = eq v0, 9001
";
        let expected = "\
v0:int = input n
v1:int = lt 8385, v0
guard_true v1 => l/0 (0) {}
guard_true 1 => l/1 (0) {}
v4:int = lt 9000, v0
guard_false v4 => l/2 (0) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn the_first_bound_check_on_an_input_checks_the_strongest() {
        // A bridge of a meta-traced interpreter going forward through the program: pc < n at each step.
        let input = "\
v0:int = input n
v1:int = lt 10, v0
guard_true v1 => l/0 (0) {}
v3:int = lt 11, v0
guard_true v3 => l/1 (0) {}
v5:int = lt 12, v0
guard_true v5 => l/2 (0) {pc=12}
";
        let expected = "\
v0:int = input n
v1:int = lt 10, v0
v2:int = le 13, v0
guard_true v2 => l/0 (0) {}
guard_true 1 => l/0 (0) {}
guard_true 1 => l/1 (0) {}
guard_true 1 => l/2 (0) {pc=12}
";
        // (The guards pass deletes the guards of 1, and dce the first compare.)
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_run_of_moves_checks_its_furthest_step_first() {
        // brainfuck's `<<<` with the pointer checked against 0 at each step, then `>>` with overflow
        // checks: p >= 3 is checked at the first step, which every later check follows from (p - 1
        // fits); every step is then counted from p without a check.
        let input = "\
v0:int = input p
v1:int = sub v0, 1 => l/0 (0) {p=v0}
v2:int = lt v1, 0
guard_false v2 => l/1 (0) {p=v1}
v4:int = sub v1, 1 => l/0 (1) {p=v1}
v5:int = lt v4, 0
guard_false v5 => l/1 (1) {p=v4}
v7:int = sub v4, 1 => l/0 (2) {p=v4}
v8:int = lt v7, 0
guard_false v8 => l/1 (2) {p=v7}
v10:int = add v7, 1 => r/0 (3) {p=v7}
v11:int = add v10, 1 => r/0 (4) {p=v10}
";
        let expected = "\
v0:int = input p
v1:int = le 3, v0
guard_true v1 => l/0 (0) {p=v0}
v3:int = sub_nov v0, 1
guard_false 0 => l/1 (0) {p=v3}
v5:int = add_nov v0, -2
guard_false 0 => l/1 (1) {p=v5}
v7:int = add_nov v0, -3
guard_false 0 => l/1 (2) {p=v7}
v9:int = add_nov v0, -2
v10:int = add_nov v0, -1
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_run_of_guards_that_offsets_differ_from_one_value_is_one_range_check() {
        // `>>>` in an interpreter that wraps its pointer by comparing (p + k != 65536), and the same
        // against a length (p + k != len t, a tape grown by append): p is not within 65533..=65535,
        // len t - p is not within 1..=3: one unsigned compare each, at the first guard, and the
        // other guards go (dce then deletes their compares). A run with a hole (q + 1, q + 3)
        // stays as it is (its overflow checks are one bound, `strongest_bounds`).
        let input = "\
v0:int = input p
v1:list = input t
v2:int = input q
v3:int = and v0, 1048575
v4:int = add v3, 1 => r/0 (0) {p=v3}
v5:int = eq v4, 65536
guard_false v5 => r/1 (0) {p=v4}
v7:int = add v4, 1 => r/0 (1) {p=v4}
v8:int = eq v7, 65536
guard_false v8 => r/1 (1) {p=v7}
v10:int = add v7, 1 => r/0 (2) {p=v7}
v11:int = eq 65536, v10
guard_false v11 => r/1 (2) {p=v10}
v13:int = len v1
v14:int = ne v4, v13
guard_true v14 => g/0 (3) {p=v4}
v16:int = eq v7, v13
guard_false v16 => g/0 (4) {p=v7}
v18:int = eq v10, v13
guard_false v18 => g/0 (5) {p=v10}
v20:int = add v2, 1 => s/0 (6) {}
v21:int = eq v20, 9
guard_false v21 => s/1 (6) {}
v23:int = add v2, 3 => s/0 (7) {}
v24:int = eq v23, 9
guard_false v24 => s/1 (7) {}
";
        let expected = "\
v0:int = input p
v1:list = input t
v2:int = input q
v3:int = and v0, 1048575
v4:int = add_nov v3, 1
v5:int = eq v4, 65536
v6:int = add_nov v3, -65533
v7:int = within v6, 3
guard_false v7 => r/1 (0) {p=v4}
v9:int = add_nov v3, 2
v10:int = eq v9, 65536
v11:int = add_nov v3, 3
v12:int = eq 65536, v11
v13:int = len v1
v14:int = ne v4, v13
v15:int = sub_nov v3, v13
v16:int = add_nov v15, 3
v17:int = within v16, 3
guard_false v17 => g/0 (3) {p=v4}
v19:int = eq v9, v13
v20:int = eq v11, v13
v21:int = le v2, 9223372036854775804
guard_true v21 => s/0 (6) {}
v23:int = add_nov v2, 1
v24:int = eq v23, 9
guard_false v24 => s/1 (6) {}
v26:int = add_nov v2, 3
v27:int = eq v26, 9
guard_false v27 => s/1 (7) {}
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_checked_index_bounds_the_value_it_is_counted_from() {
        // `<<<` then `[`: p - 3 is a valid index, so p >= 3 and p - 1, p - 2 fit after it (and the
        // phi moved back to p - 3 each iteration keeps within the list's length).
        let input = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:int = phi p v1
loop (1)
v5:int = sub v3, 3 => l/1 (1) {p=v3}
v6:int = readlist v0, v5 => l/2 (1) {p=v5}
v7:int = sub v3, 1 => l/3 (1) {p=v5}
jump (1) v3 <- v5
";
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:int = phi p v1
loop (1)
v5:int = sub_nov v3, 3
v6:int = readlist v0, v5 => l/2 (1) {p=v5}
v7:int = sub_nov v3, 1
jump (1) v3 <- v5
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_range_check_on_a_value_of_any_range_checks_its_subtraction() {
        // `>>` on an input pointer: p - 65534 may overflow, so it is an `add` with an overflow check
        // that leaves through the first guard's snapshot too (p is then far from the range); the
        // compares the check replaced are left to dce.
        let input = "\
v0:int = input p
v1:int = add v0, 1 => r/0 (0) {p=v0}
v2:int = eq v1, 65536
guard_false v2 => r/1 (0) {p=v1}
v4:int = add v1, 1 => r/0 (1) {p=v1}
v5:int = eq v4, 65536
guard_false v5 => r/1 (1) {p=v4}
";
        let expected = "\
v0:int = input p
v1:int = le v0, 9223372036854775805
guard_true v1 => r/0 (0) {p=v0}
v3:int = add_nov v0, 1
v4:int = eq v3, 65536
v5:int = add v0, -65534 => r/1 (0) {p=v3}
v6:int = within v5, 2
guard_false v6 => r/1 (0) {p=v3}
v8:int = add_nov v0, 2
v9:int = eq v8, 65536
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn no_stronger_check_leaves_through_a_snapshot_that_says_how_its_guard_failed() {
        // `q = i % 4 == 3; if q` then `q = i % 4 == 2; if q` (found by tests/differential.rs): the
        // first guard resumes at its `if` with q = 1 (what `guards` writes for a failing comparison).
        // A range check for both in its place would leave with q = 1 when only i % 4 == 2 holds, and
        // the interpreter would take the wrong branch: the guards stay as they are. Likewise for a
        // bound: i < 3 cannot be checked at the first guard, whose snapshot says i < 5 was 0.
        let input = "\
v0:int = input i
v1:int = and v0, 3
v2:int = eq v1, 3
guard_false v2 => b/2 (0) {q=1}
v4:int = eq v1, 2
guard_false v4 => c/2 (0) {q=1}
v6:int = lt v0, 5
guard_true v6 => d/2 (0) {q=0}
v8:int = lt v0, 3
guard_true v8 => e/2 (0) {}
";
        assert_eq!(run_on(super::run, input), input);
    }

    #[test]
    fn a_phi_kept_in_a_ring_by_the_loop_has_the_ring_as_its_range() {
        let input = "\
v0:int = input p
v1:int = and v0, 255
v2:int = phi p v1
loop (1)
v4:int = add v2, 1 => l/0 (1) {p=v2}
v5:int = and v4, 255
v6:int = add v2, 300 => l/1 (1) {p=v2}
jump (1) v2 <- v5
";
        let expected = "\
v0:int = input p
v1:int = and v0, 255
v2:int = phi p v1
loop (1)
v4:int = add_nov v2, 1
v5:int = and v4, 255
v6:int = add_nov v2, 300
jump (1) v2 <- v5
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn a_phi_checked_as_an_index_each_iteration_stays_within_a_length() {
        // brainfuck's `[>>]` on a tape that does not wrap (the pointer compared with 65536, not
        // masked): the pointer is a valid index of the tape at each jump, so p + 1 and p + 2 cannot
        // overflow and both are counted from the phi. A value only compared (q) proves nothing.
        let input = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:int = phi p v1
v4:int = phi q v1
loop (1)
v6:int = add v3, 1 => r/0 (1) {p=v3}
v7:int = eq v6, 65536
guard_false v7 => r/1 (1) {p=v6}
v9:int = add v6, 1 => r/0 (1) {p=v6}
v10:int = readlist v0, v9 => c/0 (1) {p=v9}
guard_true v10 => c/1 (1) {p=v9}
v12:int = add v4, 1 => r/2 (1) {p=v9}
v13:int = eq v12, 7
guard_false v13 => r/3 (1) {p=v9}
jump (1) v3 <- v9, v4 <- v12
";
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 => l/0 (0) {}
v3:int = phi p v1
v4:int = phi q v1
loop (1)
v6:int = add_nov v3, 1
v7:int = eq v6, 65536
guard_false v7 => r/1 (1) {p=v6}
v9:int = add_nov v3, 2
v10:int = readlist v0, v9 => c/0 (1) {p=v9}
guard_true v10 => c/1 (1) {p=v9}
v12:int = add v4, 1 => r/2 (1) {p=v9}
v13:int = eq v12, 7
guard_false v13 => r/3 (1) {p=v9}
jump (1) v3 <- v9, v4 <- v12
";
        assert_eq!(run_on(super::run, input), expected);
    }

    #[test]
    fn lengths_of_lists_the_trace_makes_are_counted_from_their_operands() {
        // Two pushes: the depth is len(s) + 2, at least 2, so the underflow check folds, and the
        // depths below the top are offsets of len(s) (the last one len(s) itself), read before the
        // first push moves s. `fold` takes the length of a constant. A list an update moved before
        // its length was read keeps its own `len`, with the range the count gives (v23 folds).
        let input = "\
v0:list = input s
v1:int = input n
v2:list = append v0, v1 owned
v3:list = append v2, 7 owned
v4:int = len v3
v5:int = lt v4, 2
v6:int = sub v4, 1 => l/0 (0) {}
v7:int = add v4, -2 => l/1 (0) {}
v8:list = slice v3, 0, v7 => l/2 (0) {}
v9:int = len v8
v10:list = set v3, 0, 5 => l/3 (0) {}
v11:int = len v10
v12:list = make_list v1, 0 => l/4 (0) {}
v13:int = len v12
v14:list = slice v3, 1, v6 => l/5 (0) {}
v15:int = len v14
v16:int = len [1, 2]
v17:int = ge v9, 0
v18:int = eq v15, v6
v19:list = input u
v20:list = set v19, 0, 1 owned => l/6 (0) {}
v21:list = append v20, 1 owned
v22:int = len v21
v23:int = lt v22, 1
";
        let expected = "\
v0:list = input s
v1:int = input n
v2:int = len v0
v3:list = append v0, v1 owned
v4:list = append v3, 7 owned
v5:int = add_nov v2, 2
v6:int = add_nov v2, 1
v7:list = slice v4, 0, v2 => l/2 (0) {}
v8:list = set v4, 0, 5 => l/3 (0) {}
v9:int = add_nov v2, 2
v10:list = make_list v1, 0 => l/4 (0) {}
v11:list = slice v4, 1, v6 => l/5 (0) {}
v12:int = len [1, 2]
v13:int = eq v2, v6
v14:list = input u
v15:list = set v14, 0, 1 owned => l/6 (0) {}
v16:list = append v15, 1 owned
v17:int = len v16
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
