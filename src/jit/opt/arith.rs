//! Integer arithmetic with what the trace proves about ranges (LuaJIT's integer FOLD rules, PyPy's
//! intbounds):
//! - strength reduction: `x % 2^k` is `and x, 2^k - 1` and `x // 2^k` is `sar x, k` (the floor
//!   semantics of FGL, exact for negative x too), and neither can fail;
//! - ranges: every integer's interval, from constants, masks, moduli, comparisons, lengths and bytes,
//!   and for a phi the fixpoint over the loop; an `add` or `sub` whose result cannot leave 64 bits is
//!   `add_nov`/`sub_nov` (no overflow guard, no snapshot), and an `and` of a value already within its
//!   mask is that value;
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
use crate::jit::ir::{Inst, Opcode, Ref, Trace, Ty};
use crate::value::{MAX_LIST_LEN, Value};
use num_integer::Integer;

/// The values an integer can have, `lo..=hi`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Range {
    lo: i64,
    hi: i64,
}

impl Range {
    const ALL: Range = Range { lo: i64::MIN, hi: i64::MAX };

    fn exact(k: i64) -> Range {
        Range { lo: k, hi: k }
    }

    fn join(self, o: Range) -> Range {
        Range { lo: self.lo.min(o.lo), hi: self.hi.max(o.hi) }
    }

    fn within(self, o: Range) -> bool {
        o.lo <= self.lo && self.hi <= o.hi
    }

    /// The sum's range, and whether it surely fits in 64 bits.
    fn add(self, o: Range) -> (Range, bool) {
        match (self.lo.checked_add(o.lo), self.hi.checked_add(o.hi)) {
            (Some(lo), Some(hi)) => (Range { lo, hi }, true),
            _ => (Range { lo: self.lo.saturating_add(o.lo), hi: self.hi.saturating_add(o.hi) }, false),
        }
    }

    fn sub(self, o: Range) -> (Range, bool) {
        match (self.lo.checked_sub(o.hi), self.hi.checked_sub(o.lo)) {
            (Some(lo), Some(hi)) => (Range { lo, hi }, true),
            _ => (Range { lo: self.lo.saturating_sub(o.hi), hi: self.hi.saturating_sub(o.lo) }, false),
        }
    }
}

fn int_const(t: &Trace, r: Ref) -> Option<i64> {
    match t.const_value(r) {
        Some(Value::Int(k)) => Some(*k),
        _ => None,
    }
}

/// The range of `inst`'s result from its operands' ranges (`rg`). Results that are not integers,
/// and operations nothing is known about, get `Range::ALL`. An `add` that may overflow still has a
/// range: its guard leaves the trace when the sum does not fit.
fn range_of(t: &Trace, inst: &Inst, rg: &dyn Fn(Ref) -> Range) -> Range {
    let [a, b, _] = inst.args;
    let k = |r: Ref| int_const(t, r);
    match inst.op {
        _ if inst.ty != Ty::Int => Range::ALL,
        Opcode::Add | Opcode::AddNov => rg(a).add(rg(b)).0,
        Opcode::Sub | Opcode::SubNov => rg(a).sub(rg(b)).0,
        Opcode::Mod => match k(b) {
            Some(m) if m > 0 => Range { lo: 0, hi: m - 1 },
            Some(m) if m < 0 => Range { lo: m + 1, hi: 0 },
            _ => Range::ALL,
        },
        Opcode::Div => match k(b) {
            Some(d) if d > 0 => Range { lo: Integer::div_floor(&rg(a).lo, &d), hi: Integer::div_floor(&rg(a).hi, &d) },
            _ => Range::ALL,
        },
        Opcode::BitAnd => match (k(a), k(b)) {
            (_, Some(m)) | (Some(m), _) if m >= 0 => Range { lo: 0, hi: m },
            _ => Range::ALL,
        },
        Opcode::Sar => match k(b) {
            Some(s) if (0..64).contains(&s) => Range { lo: rg(a).lo >> s, hi: rg(a).hi >> s },
            _ => Range::ALL,
        },
        op if op.is_comparison() => Range { lo: 0, hi: 1 },
        Opcode::Len => {
            let all = Range { lo: 0, hi: MAX_LIST_LEN as i64 };
            let counted = match length(t, a) {
                (Base::Zero, n) => Range::exact(n),
                (Base::Len(_), c) => all.add(Range::exact(c)).0,
                (Base::Int(r), c) => rg(r).add(Range::exact(c)).0,
            };
            Range { lo: counted.lo.max(all.lo), hi: counted.hi.min(all.hi) }
        }
        Opcode::GetByte => Range { lo: -1, hi: 255 },
        _ => Range::ALL,
    }
}

/// Every instruction's range. A phi's starts as its first value's and grows to take in its next
/// value's; when one round of growing does not settle it, it is `ALL` (sound for any loop).
fn ranges(t: &Trace) -> Vec<Range> {
    let n = t.ops.len();
    let mut assumed: Vec<Option<Range>> = vec![None; n];
    let mut r = vec![Range::ALL; n];
    for round in 0..3 {
        // What is known of each value where the sweep is: its range where it was made, narrowed by
        // the guards and bounds checks passed since. The value a phi takes at `jump` has passed
        // every one of them, whatever the phi's own range is: a loop whose pointer is checked as an
        // index each iteration keeps it within a list's length.
        let mut cur = vec![Range::ALL; n];
        for i in 0..n {
            let inst = &t.ops[i];
            let rg = |x: Ref| range(t, &cur, x);
            r[i] = match inst.op {
                Opcode::Phi if inst.ty == Ty::Int => assumed[i].unwrap_or_else(|| rg(inst.args[0])),
                _ => range_of(t, inst, &rg),
            };
            cur[i] = r[i];
            narrow(t, &mut cur, inst);
        }
        let mut settled = true;
        for &(p, v) in &t.phis {
            if p.is_const() || t.ops[p.index()].ty != Ty::Int {
                continue;
            }
            let next = if v.is_none() { Range::ALL } else { range(t, &cur, v) };
            let now = r[p.index()];
            if !next.within(now) {
                settled = false;
                assumed[p.index()] = Some(if round == 0 { now.join(next) } else { Range::ALL });
            }
        }
        if settled {
            break;
        }
    }
    r
}

/// The range of `r` in the trace being written (`new`: its instructions' ranges).
fn range(t: &Trace, new: &[Range], r: Ref) -> Range {
    match int_const(t, r) {
        Some(k) => Range::exact(k),
        None if r.is_const() || r.is_none() => Range::ALL,
        None => new[r.index()],
    }
}

pub fn run(trace: &Trace) -> Trace {
    let old = ranges(trace);
    let strongest = strongest_bounds(trace);
    let mut rw = Rewriter::new(trace);
    // Ranges of the new trace's instructions, by index.
    let mut new: Vec<Range> = Vec::with_capacity(trace.ops.len());
    let mut lens = Lens::default();
    for (i, was) in old.iter().enumerate() {
        let mut inst = rw.mapped(i);
        if let Some((k, v)) = strongest[i] {
            // This guard checks the strongest bound of the ones on v, so the others fold.
            let k = rw.new.konst(Value::Int(k));
            let v = rw.map(v);
            inst.args[0] = rw.new.push(Inst::new(Opcode::Lt, &[k, v], Ty::Int));
            new.push(Range { lo: 0, hi: 1 });
        }
        let [a, ..] = inst.args;
        let pushes_or_pops = matches!(inst.op, Opcode::Append | Opcode::Slice) && inst.owned();
        if pushes_or_pops && a.is_op() && length(&rw.new, a).0 == Base::Len(a) && !lens.of.contains_key(&a) {
            // Its length, while it is there to read: what is pushed on it later is counted from it.
            let r = rw.new.push(Inst::new(Opcode::Len, &[a], Ty::Int));
            new.push(Range { lo: 0, hi: MAX_LIST_LEN as i64 });
            lens.of.insert(a, r);
        }
        let inst = match rewrite(&mut rw.new, &mut new, &mut lens, inst) {
            Ok(inst) => inst,
            Err(r) => {
                rw.set(i, r);
                continue;
            }
        };
        let computed = range_of(&rw.new, &inst, &|r| range(&rw.new, &new, r));
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
        narrow(&rw.new, &mut new, &inst);
    }
    rw.finish()
}

/// What `inst`, once passed, proves about the ranges of its operands, for the instructions after it:
/// a guard bounds what it compares (`learn`), and a list access that checks its index (`readlist`,
/// `set`) proves it within a list's length.
fn narrow(t: &Trace, ranges: &mut [Range], inst: &Inst) {
    if matches!(inst.op, Opcode::GuardTrue | Opcode::GuardFalse) {
        learn(t, ranges, inst.args[0], inst.op == Opcode::GuardTrue);
    }
    if let Some((_, at)) = inst.op.def().index
        && !inst.is_sunk()
    {
        let i = inst.args[at as usize];
        if i.is_op() && t.ty(i) == Ty::Int {
            let was = ranges[i.index()];
            let within = Range { lo: was.lo.max(0), hi: was.hi.min(MAX_LIST_LEN as i64 - 1) };
            if within.lo <= within.hi {
                ranges[i.index()] = within;
            }
        }
    }
}

/// For each `guard_true (lt k, v)` (by index) that is the first of such guards on an input `v`, the
/// largest `k` of them, when it is larger than its own: checking that one first lets the others fold
/// (guard strengthening; a meta-traced interpreter checks `pc < n` at every step, n the program's
/// length). A value that fails only the stronger check leaves earlier than it had to, at a resume point
/// of its own, which the interpreter goes on from exactly: only speed can differ, and only when the
/// input changes between entries (a trace that then always leaves at once is thrown away, `engine`).
fn strongest_bounds(t: &Trace) -> Vec<Option<(i64, Ref)>> {
    let below = |g: &Inst| -> Option<(i64, Ref)> {
        let c = g.args[0];
        if g.op != Opcode::GuardTrue || c.is_const() || c.is_none() {
            return None;
        }
        let cmp = &t.ops[c.index()];
        let [k, v, _] = cmp.args;
        let input = !v.is_const() && !v.is_none() && t.ops[v.index()].op == Opcode::Input;
        (cmp.op == Opcode::Lt && input && t.ty(v) == Ty::Int).then_some((int_const(t, k)?, v))
    };
    let mut max: std::collections::HashMap<Ref, i64> = std::collections::HashMap::new();
    for g in &t.ops {
        if let Some((k, v)) = below(g) {
            let m = max.entry(v).or_insert(k);
            *m = (*m).max(k);
        }
    }
    let mut first = std::collections::HashSet::new();
    t.ops
        .iter()
        .map(|g| {
            let (k, v) = below(g)?;
            let m = max[&v];
            (first.insert(v) && m > k).then_some((m, v))
        })
        .collect()
}

/// What a guard that `cond` is `holds` proves about the ranges of the compared values, for the
/// instructions after it: after `guard_true (lt a, b)`, `a < b`.
fn learn(t: &Trace, new: &mut [Range], cond: Ref, holds: bool) {
    if cond.is_const() || cond.is_none() {
        return;
    }
    let c = &t.ops[cond.index()];
    let [a, b, _] = c.args;
    if !c.op.is_comparison() || t.ty(a) != Ty::Int || t.ty(b) != Ty::Int {
        return;
    }
    let op = if holds { c.op } else { c.op.def().negated.unwrap_or(c.op) };
    let (ra, rb) = (range(t, new, a), range(t, new, b));
    // a < b, a <= b, a == b as bounds on each side (a > b is b < a).
    let (lo_a, hi_a, lo_b, hi_b) = match op {
        Opcode::Lt => (ra.lo, ra.hi.min(rb.hi.saturating_sub(1)), rb.lo.max(ra.lo.saturating_add(1)), rb.hi),
        Opcode::Le => (ra.lo, ra.hi.min(rb.hi), rb.lo.max(ra.lo), rb.hi),
        Opcode::Gt => (ra.lo.max(rb.lo.saturating_add(1)), ra.hi, rb.lo, rb.hi.min(ra.hi.saturating_sub(1))),
        Opcode::Ge => (ra.lo.max(rb.lo), ra.hi, rb.lo, rb.hi.min(ra.hi)),
        Opcode::Eq => (ra.lo.max(rb.lo), ra.hi.min(rb.hi), ra.lo.max(rb.lo), ra.hi.min(rb.hi)),
        _ => return,
    };
    for (r, lo, hi) in [(a, lo_a, hi_a), (b, lo_b, hi_b)] {
        // An empty range: the guard always fails, and nothing after it runs.
        if !r.is_const() && lo <= hi {
            new[r.index()] = Range { lo, hi };
        }
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
    match (inst.op, int_const(t, b)) {
        (Opcode::Mod, Some(d)) if d > 0 && (d as u64).is_power_of_two() => {
            let m = t.konst(Value::Int(d - 1));
            masked(t, new, a, m)
        }
        (Opcode::Div, Some(d)) if d > 0 && (d as u64).is_power_of_two() => {
            let k = t.konst(Value::Int(d.trailing_zeros() as i64));
            Ok(Inst::new(Opcode::Sar, &[a, k], Ty::Int))
        }
        (Opcode::BitAnd, Some(m)) if m >= 0 => masked(t, new, a, b),
        (op, _) if op.is_comparison() => match compare(op, range(t, new, a), range(t, new, b)) {
            Some(known) => Err(t.konst(Value::Int(known as i64))),
            None => Ok(inst),
        },
        (Opcode::Add | Opcode::AddNov, _) if range(t, new, a).add(range(t, new, b)).1 => {
            let inst = offset_chain(t, new, Inst::new(Opcode::AddNov, &[a, b], Ty::Int));
            plus_zero(t, inst)
        }
        (Opcode::Sub | Opcode::SubNov, _) if range(t, new, a).sub(range(t, new, b)).1 => {
            let inst = offset_chain(t, new, Inst::new(Opcode::SubNov, &[a, b], Ty::Int));
            plus_zero(t, inst)
        }
        _ => Ok(inst),
    }
}

/// `w + 0` (what `offset_chain` makes of `(w + 2) - 2`) is `w`.
fn plus_zero(t: &Trace, inst: Inst) -> Result<Inst, Ref> {
    match (inst.op, int_const(t, inst.args[1])) {
        (Opcode::AddNov | Opcode::SubNov, Some(0)) => Err(inst.args[0]),
        _ => Ok(inst),
    }
}

/// The lengths of lists the new trace has read (`len`), and the lists an owned update moved out of
/// their ref (an update in place), whose length must have been read before.
#[derive(Default)]
struct Lens {
    of: std::collections::HashMap<Ref, Ref>,
    moved: std::collections::HashSet<Ref>,
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
    match range(t, new, base).add(Range::exact(c)) {
        (_, true) => Ok(Inst::new(Opcode::AddNov, &[base, k], Ty::Int)),
        _ => Ok(inst),
    }
}

/// What an integer of a trace is counted from (`linear`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Base {
    /// Nothing: the integer is the constant offset.
    Zero,
    /// The length of a list (one `length` cannot see further back through).
    Len(Ref),
    /// Another integer value.
    Int(Ref),
}

/// How many instructions `linear` and `length` look back over, at most.
const LOOK_BACK: usize = 64;

/// Integer `r` as `base + offset`: through additions of constants (whose result, when there is one,
/// is exact) and lengths (`length`). Two integers with the same base compare by their offsets.
pub(super) fn linear(t: &Trace, r: Ref) -> (Base, i64) {
    let mut off = 0i64;
    let mut r = r;
    for _ in 0..LOOK_BACK {
        if let Some(k) = int_const(t, r) {
            return match off.checked_add(k) {
                Some(o) => (Base::Zero, o),
                None => (Base::Int(r), off),
            };
        }
        if r.is_const() || r.is_none() {
            break;
        }
        let inst = &t.ops[r.index()];
        let [a, b, _] = inst.args;
        let step = match inst.op {
            Opcode::Add | Opcode::AddNov => match (int_const(t, a), int_const(t, b)) {
                (_, Some(c)) => Some((a, c)),
                (Some(c), _) => Some((b, c)),
                _ => None,
            },
            Opcode::Sub | Opcode::SubNov => int_const(t, b).and_then(|c| c.checked_neg()).map(|c| (a, c)),
            Opcode::Len => {
                let (base, c) = length(t, a);
                return match off.checked_add(c) {
                    Some(o) => (base, o),
                    None => (Base::Int(r), off),
                };
            }
            _ => None,
        };
        match step.and_then(|(x, c)| Some((x, off.checked_add(c)?))) {
            Some((x, o)) => (r, off) = (x, o),
            None => break,
        }
    }
    (Base::Int(r), off)
}

/// The length of list `l` as `base + offset` (`linear`): an `append` makes one more element than
/// its operand has, a `set` as many, `make_list(n, v)` n and `slice(l, i, j)` j - i (when i is a
/// constant, or counted from j's base), each exactly, as the operation succeeded if its result exists.
pub(super) fn length(t: &Trace, l: Ref) -> (Base, i64) {
    let mut off = 0i64;
    let mut l = l;
    for _ in 0..LOOK_BACK {
        if let Some(Value::List(items)) = t.const_value(l) {
            if let Some(o) = i64::try_from(items.len()).ok().and_then(|n| off.checked_add(n)) {
                return (Base::Zero, o);
            }
            break;
        }
        if l.is_const() || l.is_none() {
            break;
        }
        let inst = &t.ops[l.index()];
        let [a, b, c] = inst.args;
        let counted = |(base, k): (Base, i64)| Some((base, off.checked_add(k)?));
        match inst.op {
            Opcode::Append => match off.checked_add(1) {
                Some(o) => (l, off) = (a, o),
                None => break,
            },
            Opcode::Set => l = a,
            Opcode::MakeList => return counted(linear(t, a)).unwrap_or((Base::Len(l), off)),
            Opcode::Slice => {
                let ((bi, oi), (bj, oj)) = (linear(t, b), linear(t, c));
                let n = match oj.checked_sub(oi) {
                    Some(d) if bi == Base::Zero => counted((bj, d)),
                    Some(d) if bi == bj => counted((Base::Zero, d)),
                    _ => None,
                };
                return n.unwrap_or((Base::Len(l), off));
            }
            _ => break,
        }
    }
    (Base::Len(l), off)
}

/// The comparison `op` of values in ranges `a` and `b`, when the ranges decide it.
fn compare(op: Opcode, a: Range, b: Range) -> Option<bool> {
    let lt = |a: Range, b: Range| {
        if a.hi < b.lo {
            Some(true)
        } else if a.lo >= b.hi {
            Some(false)
        } else {
            None
        }
    };
    let le = |a: Range, b: Range| {
        if a.hi <= b.lo {
            Some(true)
        } else if a.lo > b.hi {
            Some(false)
        } else {
            None
        }
    };
    match op {
        Opcode::Lt => lt(a, b),
        Opcode::Le => le(a, b),
        Opcode::Gt => lt(b, a),
        Opcode::Ge => le(b, a),
        Opcode::Eq | Opcode::Ne => {
            let eq = if a.hi < b.lo || b.hi < a.lo {
                Some(false)
            } else if a.lo == a.hi && b.lo == b.hi {
                Some(a.lo == b.lo)
            } else {
                None
            };
            eq.map(|e| e == (op == Opcode::Eq))
        }
        _ => None,
    }
}

/// An overflow-free `(w + c1) + c2` as `w + (c1 + c2)` when that fits too.
fn offset_chain(t: &mut Trace, new: &[Range], inst: Inst) -> Inst {
    let Some((x, c2)) = offset_of(t, &inst) else { return inst };
    let Some((w, c1)) = offset(t, x) else { return inst };
    match c1.checked_add(c2) {
        Some(c) if range(t, new, w).add(Range::exact(c)).1 => {
            let k = t.konst(Value::Int(c));
            Inst::new(Opcode::AddNov, &[w, k], Ty::Int)
        }
        _ => inst,
    }
}

/// `and x, m` (`m` a constant mask, 0 or more): `x` itself when it is within the mask, and a ring
/// position `(y & m) + c` reassociated to `y + c` before the mask.
fn masked(t: &mut Trace, new: &mut Vec<Range>, x: Ref, m: Ref) -> Result<Inst, Ref> {
    let mask = int_const(t, m).expect("a constant mask");
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
        let (r, fits) = range(t, new, base).add(Range::exact(off));
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

/// `x` as `y + c` for a constant `c`, when it is an overflow-free add or subtract of a constant.
fn offset(t: &Trace, x: Ref) -> Option<(Ref, i64)> {
    if x.is_const() || x.is_none() {
        return None;
    }
    offset_of(t, &t.ops[x.index()])
}

/// `inst` as `y + c` for a constant `c`, when it is an overflow-free add or subtract of a constant.
fn offset_of(t: &Trace, inst: &Inst) -> Option<(Ref, i64)> {
    let [a, b, _] = inst.args;
    match inst.op {
        Opcode::AddNov => match (int_const(t, a), int_const(t, b)) {
            (_, Some(c)) => Some((a, c)),
            (Some(c), _) => Some((b, c)),
            _ => None,
        },
        Opcode::SubNov => Some((a, int_const(t, b)?.checked_neg()?)),
        _ => None,
    }
}

/// Whether indices `i` and `j` are surely the same integer (`Some(true)`), surely different
/// (`Some(false)`), or either. Places on a ring are compared by their distance from one base:
/// `(b + x) & m` and `(b + y) & m` differ when `x - y` is not a multiple of `m + 1` (a power of two),
/// and so do `b` and `(b + x) & m` (whatever `b` is: in the ring it is the place at distance 0, out of
/// it it is no place of the ring).
pub(super) fn same_index(t: &Trace, i: Ref, j: Ref) -> Option<bool> {
    if i == j {
        return Some(true);
    }
    if let (Some(x), Some(y)) = (int_const(t, i), int_const(t, j)) {
        return Some(x == y);
    }
    let (bi, oi, mi) = ring_place(t, i);
    let (bj, oj, mj) = ring_place(t, j);
    if bi != bj {
        return None;
    }
    let ring = |m: i64| (m as u64).wrapping_add(1).is_power_of_two();
    match (mi, mj) {
        (None, None) => Some(oi == oj),
        (Some(m), Some(n)) if m == n && ring(m) => Some(oi.wrapping_sub(oj) & m == 0),
        (Some(m), None) | (None, Some(m)) if ring(m) && (if mi.is_some() { oj } else { oi }) == 0 => {
            let d = if mi.is_some() { oi } else { oj };
            (d & m != 0).then_some(false)
        }
        _ => None,
    }
}

/// Index `r` as (base, offset, mask): `(base + offset) & mask`, or `base + offset` without one.
fn ring_place(t: &Trace, r: Ref) -> (Ref, i64, Option<i64>) {
    let plain = |r: Ref| offset(t, r).map_or((r, 0), |(b, o)| (b, o));
    if !r.is_const() && !r.is_none() {
        let inst = &t.ops[r.index()];
        if inst.op == Opcode::BitAnd
            && let Some(m) = int_const(t, inst.args[1]).filter(|&m| m >= 0)
        {
            // The base may itself be a place on the ring: ((x & m) + o) & m is (x + o) & m.
            let (mut b, mut o) = plain(inst.args[0]);
            while let Some(x) = Some(b).filter(|b| !b.is_const() && !b.is_none()).map(|b| &t.ops[b.index()])
                && x.op == Opcode::BitAnd
                && x.args[1] == inst.args[1]
            {
                let (b2, o2) = plain(x.args[0]);
                (b, o) = (b2, o.wrapping_add(o2));
            }
            return (b, o, Some(m));
        }
    }
    let (b, o) = plain(r);
    (b, o, None)
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
        // x >> 10 is within -2^53 .. 2^53 - 1, so + (2^63 - 2^53) fits and one more may not.
        let expected = "\
v0:int = input x
v1:int = add v0, 1 => l/0 (0) {}
v2:int = and v0, 255
v3:int = add_nov v2, 1
v4:int = lt v0, 7
v5:int = sub_nov v4, v2
v6:int = mul v2, v2 => l/3 (0) {}
v7:int = sar v0, 10
v8:int = add_nov v7, 9214364837600034816
v9:int = add v7, 9214364837600034817 => l/6 (0) {}
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
v2:int = add_nov v1, 3
v3:int = add_nov v1, -2
v4:int = add v3, 9223372036854775600 => l/2 (0) {}
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
v2:int = lt 12, v0
guard_true v2 => l/0 (0) {}
guard_true 1 => l/1 (0) {}
guard_true 1 => l/2 (0) {pc=12}
";
        // (The guards pass deletes the guards of 1, and dce the first compare.)
        assert_eq!(run_on(super::run, input), expected);
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
