//! Integers and list lengths as `base + offset` (`linear`, `length`), and indices compared by their
//! places on a ring (`same_index`): what `arith`, `ranges`, `heap` and `stores` compare values by.

use crate::jit::ir::{Inst, Opcode, Ref, Trace};
use crate::value::Value;

/// What an integer of a trace is counted from (`linear`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Base {
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
pub fn linear(t: &Trace, r: Ref) -> (Base, i64) {
    let mut off = 0i64;
    let mut r = r;
    for _ in 0..LOOK_BACK {
        if let Some(k) = t.int_const(r) {
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
            Opcode::Add | Opcode::AddNov => match (t.int_const(a), t.int_const(b)) {
                (_, Some(c)) => Some((a, c)),
                (Some(c), _) => Some((b, c)),
                _ => None,
            },
            Opcode::Sub | Opcode::SubNov => t.int_const(b).and_then(|c| c.checked_neg()).map(|c| (a, c)),
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
pub fn length(t: &Trace, l: Ref) -> (Base, i64) {
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

/// `x` as `y + c` for a constant `c`, when it is an overflow-free add or subtract of a constant.
pub fn offset(t: &Trace, x: Ref) -> Option<(Ref, i64)> {
    if x.is_const() || x.is_none() {
        return None;
    }
    offset_of(t, &t.ops[x.index()])
}

/// `inst` as `y + c` for a constant `c`, when it is an overflow-free add or subtract of a constant.
pub fn offset_of(t: &Trace, inst: &Inst) -> Option<(Ref, i64)> {
    let [a, b, _] = inst.args;
    match inst.op {
        Opcode::AddNov => match (t.int_const(a), t.int_const(b)) {
            (_, Some(c)) => Some((a, c)),
            (Some(c), _) => Some((b, c)),
            _ => None,
        },
        Opcode::SubNov => Some((a, t.int_const(b)?.checked_neg()?)),
        _ => None,
    }
}

/// Whether indices `i` and `j` are surely the same integer (`Some(true)`), surely different
/// (`Some(false)`), or either. Places on a ring are compared by their distance from one base:
/// `(b + x) & m` and `(b + y) & m` differ when `x - y` is not a multiple of `m + 1` (a power of two),
/// and so do `b` and `(b + x) & m` (whatever `b` is: in the ring it is the place at distance 0, out of
/// it it is no place of the ring).
pub fn same_index(t: &Trace, i: Ref, j: Ref) -> Option<bool> {
    if i == j {
        return Some(true);
    }
    if let (Some(x), Some(y)) = (t.int_const(i), t.int_const(j)) {
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
            && let Some(m) = t.int_const(inst.args[1]).filter(|&m| m >= 0)
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
