//! The last step of the optimizer: what it proved of the finished trace that the backend builds on
//! (`contract::Facts`), gathered once so that code generation runs no analysis.

use super::{carry, entry, ranges};
use crate::jit::contract::{Facts, Range};
use crate::jit::ir::{Opcode, Ref, Trace};

/// The facts of optimized trace `t`.
pub fn of(t: &Trace) -> Facts {
    let at_link = t.ops.iter().find(|i| i.op == Opcode::JumpTrace).map(|i| entry::known_at(t, i.snap));
    Facts {
        leading: carry::leading(t),
        entry_reads: carry::entry_reads(t),
        body: entry::body_entry(t),
        wrapping_masks: wrapping_masks(t),
        at_link: at_link.unwrap_or_default(),
    }
}

/// The `and _, m` with `m` 0xff or 0xffff of an `add_nov x, k` (or `sub_nov x, k`) right before it,
/// with `x` proved within `0..=m` where the trace ends: the sum taken modulo 2^8 or 2^16 is an add of
/// `k` in 8 or 16 bits (`Facts::wrapping_masks`). The ranges are computed only when a trace has
/// such a pair.
fn wrapping_masks(t: &Trace) -> Vec<usize> {
    let mut out = Vec::new();
    let mut ranges: Option<Vec<Range>> = None;
    for i in 1..t.ops.len() {
        let (and, add) = (&t.ops[i], &t.ops[i - 1]);
        let m = match (and.op, t.int_const(and.args[1])) {
            (Opcode::BitAnd, Some(m @ (0xff | 0xffff))) => m,
            _ => continue,
        };
        let x = add.args[0];
        let constant_step = matches!(add.op, Opcode::AddNov | Opcode::SubNov) && t.int_const(add.args[1]).is_some();
        if !constant_step || and.args[0] != Ref::op(i - 1) || !x.is_op() || and.is_sunk() || add.is_sunk() {
            continue;
        }
        let ranges = ranges.get_or_insert_with(|| ranges::ranges_before(t, t.ops.len()));
        if ranges[x.index()].within(Range { lo: 0, hi: m }) {
            out.push(i);
        }
    }
    out
}
