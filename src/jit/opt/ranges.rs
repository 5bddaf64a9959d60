//! The range analysis (PyPy's intutils, apart from the passes that use it): the interval `lo..=hi`
//! each integer of a trace is within, from constants, masks, moduli, comparisons, lengths and bytes,
//! narrowed by the guards and bounds checks passed, and for a phi the fixpoint over the loop. `arith`
//! rewrites with it; `opt/entry.rs` hands what it proves at an exit to the exit's bridge; the trace
//! carries what it proves at the trace's end to the backend (`Trace::facts`).

use super::linear::{Base, length, linear};
pub use crate::jit::contract::Range;
use crate::jit::ir::{Inst, Opcode, Ref, Trace, Ty};
use crate::value::MAX_LIST_LEN;
use num_integer::Integer;

/// The range of `inst`'s result from its operands' ranges (`rg`). Results that are not integers,
/// and operations nothing is known about, get `Range::ALL`. An `add` that may overflow still has a
/// range: its guard leaves the trace when the sum does not fit.
pub fn range_of(t: &Trace, inst: &Inst, rg: &dyn Fn(Ref) -> Range) -> Range {
    let [a, b, _] = inst.args;
    let k = |r: Ref| t.int_const(r);
    match inst.op {
        _ if inst.ty != Ty::Int => Range::ALL,
        Opcode::Add | Opcode::AddNov => rg(a).plus(rg(b)).0,
        Opcode::Sub | Opcode::SubNov => rg(a).minus(rg(b)).0,
        Opcode::MulNov => rg(a).times(rg(b)),
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
                (Base::Len(_), c) => all.plus(Range::exact(c)).0,
                (Base::Int(r), c) => rg(r).plus(Range::exact(c)).0,
            };
            Range { lo: counted.lo.max(all.lo), hi: counted.hi.min(all.hi) }
        }
        Opcode::GetByte => Range { lo: -1, hi: 255 },
        // A bridge's parent proved it (`Trace::on_entry`).
        Opcode::Input => t.on_entry.range(inst.var()).unwrap_or(Range::ALL),
        _ => Range::ALL,
    }
}

/// Every instruction's range. A phi's starts as its first value's and grows to take in its next
/// value's; when one round of growing does not settle it, it is `ALL` (sound for any loop).
pub fn ranges(t: &Trace) -> Vec<Range> {
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

/// The range of each value of `t` where instruction `at` runs, `lo..=hi`: where it was made, narrowed
/// by the guards and bounds checks before `at` (what a bridge from there knows, `opt/entry.rs`). The
/// guard at `at` failed, so what it would have proved is not counted.
pub fn ranges_before(t: &Trace, at: usize) -> Vec<Range> {
    let settled = ranges(t);
    let mut cur = vec![Range::ALL; t.ops.len()];
    for (i, inst) in t.ops.iter().enumerate().take(at) {
        cur[i] = match inst.op {
            // A phi's settled range holds whichever iteration it is.
            Opcode::Phi => settled[i],
            _ => range_of(t, inst, &|x: Ref| range(t, &cur, x)),
        };
        narrow(t, &mut cur, inst);
    }
    cur
}

/// The range of `r` in the trace being written (`new`: its instructions' ranges).
pub fn range(t: &Trace, new: &[Range], r: Ref) -> Range {
    match t.int_const(r) {
        Some(k) => Range::exact(k),
        None if r.is_const() || r.is_none() => Range::ALL,
        None => new[r.index()],
    }
}

/// What `inst`, once passed, proves about the ranges of its operands, for the instructions after it:
/// a guard bounds what it compares (`learn`), and a list access that checks its index (`readlist`,
/// `set`) proves it within a list's length.
pub fn narrow(t: &Trace, ranges: &mut [Range], inst: &Inst) {
    if matches!(inst.op, Opcode::GuardTrue | Opcode::GuardFalse) {
        learn(t, ranges, inst.args[0], inst.op == Opcode::GuardTrue);
    }
    if let Some((_, at)) = inst.op.def().index
        && !inst.is_sunk()
    {
        let i = inst.args[at as usize];
        if t.ty(i) == Ty::Int {
            bound_to(t, ranges, i, Range { lo: 0, hi: MAX_LIST_LEN as i64 - 1 });
        }
    }
}

/// What a guard that `cond` is `holds` proves about the ranges of the compared values, for the
/// instructions after it: after `guard_true (lt a, b)`, `a < b`.
pub fn learn(t: &Trace, new: &mut [Range], cond: Ref, holds: bool) {
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
        bound_to(t, new, r, Range { lo, hi });
    }
}

/// Narrows the range of `r` to `to` (within what is known of it), and that of the value it is counted
/// from (`linear`: r = x + c, so x is within `to` - c).
pub fn bound_to(t: &Trace, ranges: &mut [Range], r: Ref, to: Range) {
    if !r.is_op() {
        return;
    }
    let was = ranges[r.index()];
    let now = Range { lo: was.lo.max(to.lo), hi: was.hi.min(to.hi) };
    // An empty range: what proved it always fails, and nothing after it runs.
    if now.lo > now.hi {
        return;
    }
    ranges[r.index()] = now;
    if let (Base::Int(x), c) = linear(t, r)
        && x != r
        && x.is_op()
        && let (from, true) = now.minus(Range::exact(c))
    {
        let was = ranges[x.index()];
        let now = Range { lo: was.lo.max(from.lo), hi: was.hi.min(from.hi) };
        if now.lo <= now.hi {
            ranges[x.index()] = now;
        }
    }
}

/// The comparison `op` of values in ranges `a` and `b`, when the ranges decide it.
pub fn compare(op: Opcode, a: Range, b: Range) -> Option<bool> {
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
