//! Integer arithmetic with what the trace proves about ranges (LuaJIT's integer FOLD rules, PyPy's
//! intbounds):
//! - strength reduction: `x % 2^k` is `and x, 2^k - 1` and `x // 2^k` is `sar x, k` (the floor
//!   semantics of FGL, exact for negative x too), and neither can fail;
//! - ranges: every integer's interval, from constants, masks, moduli, comparisons, lengths and bytes,
//!   and for a phi the fixpoint over the loop; an `add` or `sub` whose result cannot leave 64 bits is
//!   `add_nov`/`sub_nov` (no overflow guard, no snapshot), and an `and` of a value already within its
//!   mask is that value;
//! - reassociation of a position that moves around a ring: `(((x + a) & m) + b) & m` is
//!   `(x + (a + b)) & m`, so a run of brainfuck's `>` is one add from the loop's pointer, not a chain.
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
        Opcode::Len => Range { lo: 0, hi: MAX_LIST_LEN as i64 },
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
        for i in 0..n {
            let inst = &t.ops[i];
            let rg = |x: Ref| {
                int_const(t, x).map_or_else(|| if x.is_const() { Range::ALL } else { r[x.index()] }, Range::exact)
            };
            r[i] = match inst.op {
                Opcode::Phi if inst.ty == Ty::Int => assumed[i].unwrap_or_else(|| rg(inst.args[0])),
                _ => range_of(t, inst, &rg),
            };
        }
        let mut settled = true;
        for &(p, v) in &t.phis {
            if p.is_const() || t.ops[p.index()].ty != Ty::Int {
                continue;
            }
            let next =
                int_const(t, v).map_or_else(|| if v.is_const() { Range::ALL } else { r[v.index()] }, Range::exact);
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
    for (i, was) in old.iter().enumerate() {
        let mut inst = rw.mapped(i);
        if let Some((k, v)) = strongest[i] {
            // This guard checks the strongest bound of the ones on v, so the others fold.
            let k = rw.new.konst(Value::Int(k));
            let v = rw.map(v);
            inst.args[0] = rw.new.push(Inst::new(Opcode::Lt, &[k, v], Ty::Int));
            new.push(Range { lo: 0, hi: 1 });
        }
        let inst = match rewrite(&mut rw.new, &mut new, inst) {
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
        rw.emit(i, inst, snap);
        new.push(r);
        if matches!(inst.op, Opcode::GuardTrue | Opcode::GuardFalse) {
            learn(&rw.new, &mut new, inst.args[0], inst.op == Opcode::GuardTrue);
        }
    }
    rw.finish()
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
fn rewrite(t: &mut Trace, new: &mut Vec<Range>, inst: Inst) -> Result<Inst, Ref> {
    let [a, b, _] = inst.args;
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
            Ok(offset_chain(t, new, Inst::new(Opcode::AddNov, &[a, b], Ty::Int)))
        }
        (Opcode::Sub | Opcode::SubNov, _) if range(t, new, a).sub(range(t, new, b)).1 => {
            Ok(offset_chain(t, new, Inst::new(Opcode::SubNov, &[a, b], Ty::Int)))
        }
        _ => Ok(inst),
    }
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
}
