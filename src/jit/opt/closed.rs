//! Loops in closed form (gcc's scalar evolution and LLVM's exit-value replacement, for one family of
//! loops): a loop whose only way out is a counter stepping by one to zero modulo a power of two, and
//! whose other loop-carried values each add a constant to themselves modulo a power of two, runs its
//! iterations between the first and the last as arithmetic on the trip count.
//!
//! The family is brainfuck's `[-]`, `[->+<]`, `[->++>+++<<]` and whatever a guest program does the same
//! way: cells of a list at indices the loop does not change, and values carried in phis, each updated
//! as `(x + k) & m`. The trace, a peeled loop, becomes a straight one:
//!
//! ```text
//! preamble                       preamble
//! phis                           iteration 1: the body, on the phis' first values
//! loop                     =>    r = the iterations left (the counter's value, or m + 1 minus it)
//! body (exit guard last)         each carried x: (x + k * (r - 1)) & m, its value in the last iteration
//! jump                           the last iteration: the body on those values, its exit guard an exit
//! ```
//!
//! Why it is exact: after the first iteration every carried value is a residue (`& m` made it one), so
//! the additions of the middle iterations never overflow and compose into one; the counter steps by one
//! and the exit guard tests its next value, so the loop leaves exactly when it reaches zero; and no other
//! guard of the body can fail once the first iteration passed it: guards on values that do not change,
//! `guard_words` on the list (only integers are stored), overflow checks of residue arithmetic, and
//! `guard_steps`. The pass runs only without a step limit (the middle iterations are not counted);
//! the exit's snapshot counts the jumps of two iterations, a lower bound.
//!
//! The last iteration's guards before its exit keep the snapshots of the body, which name the list as
//! the first iteration left it for the cells the last one has not written yet: they cannot fail (the
//! conditions above), so no exit reads those.

use super::linear::same_index;
use super::{copy_op, copy_snapshot, mapped};
use crate::jit::ir::{Inst, Opcode, Ref, SnapId, Trace, Ty};
use std::borrow::Cow;

/// What a value of the body is, in terms of the state at the start of an iteration.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sym {
    /// The same in every iteration.
    Invariant,
    /// The loop's list: its phi, or what a `set` in this iteration made of it.
    List,
    /// `((base + k) & mask) + post` when masked, else `base + k` (and `post` is 0).
    Step { base: Base, k: i64, mask: Option<i64>, post: i64 },
}

/// A loop-carried value: a phi, or a cell of the loop's list (by its number in `Body::cells`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Base {
    Phi(Ref),
    Cell(usize),
}

impl Sym {
    /// A residue modulo `mask + 1`: `(base + k) & mask`.
    fn residue(self) -> Option<(Base, i64, i64)> {
        match self {
            Sym::Step { base, k, mask: Some(m), post: 0 } => Some((base, k, m)),
            _ => None,
        }
    }
}

/// A ring's mask: `2^b - 1` for `b` from 1 to 31 (a step times a trip count, both below `2^31`,
/// fits in 64 bits with room for the sum).
fn ring_mask(m: i64) -> bool {
    m > 0 && m <= i32::MAX as i64 && (m + 1) & m == 0
}

/// What the analysis of the body found.
struct Body {
    /// Each cell's index (the first ref seen for it).
    cells: Vec<Ref>,
    /// Per cell: the reads (old indices) of an iteration before its write; a cell with any is carried,
    /// and every one of them reads the value the iteration started with.
    reads: Vec<Vec<usize>>,
    /// Per cell: what the last write of the iteration stored, and its old ref.
    stored: Vec<Option<(Sym, Ref)>>,
    /// The exit guard's index and the counter: its base and step (1 or -1 modulo the mask) and mask.
    exit: usize,
    counter: (Base, i64, i64),
    /// Each integer phi's step and mask (`None`: its next value does not change).
    phi_steps: Vec<(Ref, Option<(i64, i64)>)>,
}

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    match analyze(trace) {
        Some(body) => Cow::Owned(rewrite(trace, &body)),
        None => Cow::Borrowed(trace),
    }
}

fn analyze(t: &Trace) -> Option<Body> {
    let loop_at = t.loop_index()?;
    let jump_at = t.ops.len() - 1;
    if t.ops[jump_at].op != Opcode::Jump {
        return None;
    }
    let mut sym: Vec<Sym> = vec![Sym::Invariant; t.ops.len()];
    let mut list_phis = 0;
    for (i, inst) in t.ops[..loop_at].iter().enumerate() {
        if inst.op == Opcode::Phi {
            sym[i] = match inst.ty {
                Ty::List => {
                    list_phis += 1;
                    Sym::List
                }
                Ty::Int => Sym::Step { base: Base::Phi(Ref::op(i)), k: 0, mask: None, post: 0 },
                _ => return None,
            };
        }
    }
    if list_phis != 1 {
        return None;
    }
    let of = |sym: &[Sym], r: Ref| if r.is_const() || r.is_none() { Sym::Invariant } else { sym[r.index()] };
    let mut body = Body {
        cells: Vec::new(),
        reads: Vec::new(),
        stored: Vec::new(),
        exit: 0,
        counter: (Base::Cell(0), 0, 0),
        phi_steps: Vec::new(),
    };
    let mut exit = None;
    for i in loop_at + 1..jump_at {
        let inst = &t.ops[i];
        if inst.is_sunk() {
            return None;
        }
        let [a, b, c] = inst.args;
        let (sa, sb) = (of(&sym, a), of(&sym, b));
        let invariant = inst.operands().iter().all(|&r| r.is_none() || of(&sym, r) == Sym::Invariant);
        if exit.is_some() && !matches!(inst.op, Opcode::GuardSteps) {
            // The exit guard ends the iteration: nothing but the step check may follow it.
            return None;
        }
        sym[i] = match inst.op {
            Opcode::GuardSteps => Sym::Invariant,
            Opcode::GuardWords if sa == Sym::List => Sym::Invariant,
            Opcode::ReadList if sa == Sym::List && sb == Sym::Invariant => {
                let cell = cell_of(t, &mut body, b)?;
                match body.stored[cell] {
                    Some((s, _)) => s,
                    None => {
                        body.reads[cell].push(i);
                        Sym::Step { base: Base::Cell(cell), k: 0, mask: None, post: 0 }
                    }
                }
            }
            Opcode::Set if sa == Sym::List && sb == Sym::Invariant && inst.owned() => {
                let cell = cell_of(t, &mut body, b)?;
                body.stored[cell] = Some((of(&sym, c), c));
                Sym::List
            }
            _ if invariant && repeats_alike(t, inst) => Sym::Invariant,
            Opcode::Add | Opcode::AddNov | Opcode::Sub | Opcode::SubNov => {
                let sub = matches!(inst.op, Opcode::Sub | Opcode::SubNov);
                let (s, k) = match (sa, t.int_const(a), sb, t.int_const(b)) {
                    (Sym::Step { .. }, _, _, Some(k)) => (sa, if sub { k.checked_neg()? } else { k }),
                    (_, Some(k), Sym::Step { .. }, _) if !sub => (sb, k),
                    _ => return None,
                };
                let Sym::Step { base, k: k0, mask, post } = s else { return None };
                // Small steps only: the sum of a body's steps must not overflow.
                if k.unsigned_abs() > 1 << 32 {
                    return None;
                }
                match mask {
                    None => Sym::Step { base, k: k0 + k, mask, post },
                    Some(_) => Sym::Step { base, k: k0, mask, post: post + k },
                }
            }
            Opcode::BitAnd => {
                let (s, m) = match (sa, t.int_const(a), sb, t.int_const(b)) {
                    (Sym::Step { .. }, _, _, Some(m)) | (_, Some(m), Sym::Step { .. }, _) if ring_mask(m) => {
                        (if t.int_const(b).is_some() { sa } else { sb }, m)
                    }
                    _ => return None,
                };
                let Sym::Step { base, k, mask, post } = s else { return None };
                match mask {
                    None => Sym::Step { base, k, mask: Some(m), post: 0 },
                    // ((x & m) + p) & m is (x + p) & m.
                    Some(m0) if m0 == m => Sym::Step { base, k: k + post, mask: Some(m), post: 0 },
                    Some(_) => return None,
                }
            }
            Opcode::GuardTrue if exit.is_none() => {
                let (base, k, m) = sa.residue()?;
                if k.rem_euclid(m + 1) != 1 && k.rem_euclid(m + 1) != m {
                    return None;
                }
                exit = Some((i, (base, k, m)));
                Sym::Invariant
            }
            _ => return None,
        };
    }
    let (exit_at, counter) = exit?;
    body.exit = exit_at;
    body.counter = counter;
    // Each carried value's next is itself stepped: phis by their moves at `jump`, cells read before
    // they are written by what the iteration stores in them.
    for &(phi, next) in &t.phis {
        match (of(&sym, phi), of(&sym, next)) {
            (Sym::List, Sym::List) => {}
            (Sym::List, _) => return None,
            (_, Sym::Invariant) => body.phi_steps.push((phi, None)),
            (_, s) => {
                let (base, k, mask) = s.residue()?;
                (base == Base::Phi(phi)).then_some(())?;
                body.phi_steps.push((phi, Some((k, mask))));
            }
        }
    }
    for cell in 0..body.cells.len() {
        if !body.reads[cell].is_empty() {
            let (s, _) = body.stored[cell]?;
            s.residue().filter(|&(base, _, _)| base == Base::Cell(cell))?;
        }
    }
    // The counter is a carried value, and the exit tests its next value.
    let next_of = |base: Base| match base {
        Base::Phi(p) => t.phis.iter().find(|&&(q, _)| q == p).map(|&(_, n)| of(&sym, n)),
        Base::Cell(c) => body.stored[c].filter(|_| !body.reads[c].is_empty()).map(|(s, _)| s),
    };
    let (base, k, m) = counter;
    (next_of(base)?.residue()? == (base, k, m)).then_some(())?;
    Some(body)
}

/// Whether `inst`, on operands that do not change, does the same in every iteration (by the table of
/// operations: no effect, no update in place, a value or a check, which holds for good once it held).
/// Never on a list but for its length: a list from before the loop may be the loop's own, which its
/// `set`s update in place.
fn repeats_alike(t: &Trace, inst: &Inst) -> bool {
    let d = inst.op.def();
    let on_lists = inst.operands().iter().any(|&r| !r.is_none() && t.ty(r) == Ty::List);
    !d.effect
        && d.update.is_none()
        && matches!(d.class, crate::ops::Class::Op | crate::ops::Class::Guard { .. })
        && (!on_lists || inst.op == Opcode::Len)
}

/// The number of the cell at `index`: the same as a cell seen before, or a new one when it is surely
/// different from all of them (`None` when that cannot be told).
fn cell_of(t: &Trace, body: &mut Body, index: Ref) -> Option<usize> {
    for (n, &other) in body.cells.iter().enumerate() {
        if same_index(t, index, other)? {
            return Some(n);
        }
    }
    body.cells.push(index);
    body.reads.push(Vec::new());
    body.stored.push(None);
    Some(body.cells.len() - 1)
}

fn rewrite(t: &Trace, body: &Body) -> Trace {
    let loop_at = t.loop_index().expect("a loop");
    let jump_at = t.ops.len() - 1;
    let preamble_jumps = t.ops[loop_at].jumps();
    let mut out = Trace::with_consts_of(t);
    out.jumps_per_iter = t.jumps_per_iter;
    out.start = t.start;
    out.on_entry = t.on_entry.clone();
    let mut map = vec![Ref::NONE; t.ops.len()];
    let m = mapped;
    let copy = |out: &mut Trace, map: &mut Vec<Ref>, i: usize, jumps: u32| copy_op(out, t, map, i, jumps);
    // The preamble, and the phis as their first values.
    for i in 0..loop_at {
        if t.ops[i].op == Opcode::Phi {
            map[i] = m(&map, t.ops[i].args[0]);
        } else {
            copy(&mut out, &mut map, i, 0);
        }
    }
    // The first iteration, as the body does it.
    out.closed_from = Some(out.ops.len());
    for i in loop_at + 1..jump_at {
        copy(&mut out, &mut map, i, preamble_jumps);
    }
    // The iterations left: the counter's value after the first, or the ring's size minus it.
    let int = |out: &mut Trace, op: Opcode, a: Ref, b: Ref| out.push(Inst::new(op, &[a, b], Ty::Int));
    let (counter, step, mask) = body.counter;
    let value_after_first = |map: &[Ref], base: Base| match base {
        Base::Phi(p) => m(map, t.phis.iter().find(|&&(q, _)| q == p).expect("a carried phi").1),
        Base::Cell(c) => m(map, body.stored[c].expect("a carried cell").1),
    };
    let c1 = value_after_first(&map, counter);
    let left = if step.rem_euclid(mask + 1) == mask {
        c1
    } else {
        let size = out.konst(crate::value::Value::Int(mask + 1));
        int(&mut out, Opcode::SubNov, size, c1)
    };
    let one = out.konst(crate::value::Value::Int(1));
    let middle = int(&mut out, Opcode::SubNov, left, one);
    // Each carried value as the last iteration starts.
    let last = |out: &mut Trace, map: &[Ref], base: Base, k: i64, mask: i64| {
        let first = value_after_first(map, base);
        let k = k.rem_euclid(mask + 1);
        if k == 0 {
            return first;
        }
        let k = out.konst(crate::value::Value::Int(k));
        let steps = int(out, Opcode::MulNov, middle, k);
        let sum = int(out, Opcode::AddNov, first, steps);
        let mask = out.konst(crate::value::Value::Int(mask));
        int(out, Opcode::BitAnd, sum, mask)
    };
    let mut phi_last = Vec::new();
    for &(phi, next) in &t.phis {
        if t.ty(phi) == Ty::List {
            phi_last.push((phi, m(&map, next)));
            continue;
        }
        let step = body.phi_steps.iter().find(|&&(p, _)| p == phi).and_then(|&(_, s)| s);
        let v = match step {
            Some((k, mask)) => last(&mut out, &map, Base::Phi(phi), k, mask),
            None => m(&map, next),
        };
        phi_last.push((phi, v));
    }
    // Every read of a carried cell before its write reads its value as the last iteration starts
    // (the list holds the first iteration's: the middle ones are not written).
    let mut cell_last = Vec::new();
    for (cell, reads) in body.reads.iter().enumerate() {
        if let Some((s, _)) = body.stored[cell].filter(|_| !reads.is_empty()) {
            let (_, k, mask) = s.residue().expect("a stepped cell");
            let v = last(&mut out, &map, Base::Cell(cell), k, mask);
            cell_last.extend(reads.iter().map(|&read| (read, v)));
        }
    }
    // The last iteration, on those values; its exit guard fails there, so it is the trace's exit.
    for (phi, v) in phi_last {
        map[phi.index()] = v;
    }
    let jumps = preamble_jumps.saturating_add(t.jumps_per_iter);
    for i in loop_at + 1..=body.exit {
        if let Some(&(_, v)) = cell_last.iter().find(|&&(read, _)| read == i) {
            map[i] = v;
            continue;
        }
        if i == body.exit {
            let mut exit = Inst::new(Opcode::Exit, &[], Ty::Void);
            exit.snap = SnapId(out.snapshots.len() as u32);
            out.snapshots.push(copy_snapshot(t, t.ops[i].snap, &map, jumps));
            out.push(exit);
        } else {
            copy(&mut out, &mut map, i, jumps);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    /// Brainfuck's `[-]` through examples/bf.fg, peeled and optimized: the cell's value is the counter.
    const CLEAR: &str = "\
v0:list = input tape
v1:int = input p
guard_words v0 => minus/0 (6) {tape=v0}
v3:int = readlist v0, v1 words => minus/0 (6) {tape=v0}
v4:int = sub v3, 1 => minus/0 (6) {tape=v0}
v5:int = and v4, 255
v6:list = set v0, v1, v5 owned words in_bounds => minus/3 (6) {tape=v0, x=v5}
guard_true v5 => close_bracket/0 (20) {tape=v6, pc=320}
guard_steps => loop/0 (23) {tape=v6}
v9:list = phi tape v6
v10:int = phi - v5
loop (23) {tape=v9}
v12:int = sub_nov v10, 1
v13:int = and v12, 255
v14:list = set v9, v1, v13 owned words in_bounds => minus/3 (6) {tape=v9, x=v13}
guard_true v13 => close_bracket/0 (20) {tape=v14, pc=320}
guard_steps => loop/0 (23) {tape=v14}
jump (23) v9 <- v14, v10 <- v13
";

    /// The first iteration as the body does it, then the last on the counter's value there (1), whose
    /// exit guard is the trace's exit; the jumps of the exits count from the trace's start.
    #[test]
    fn a_clearing_loop_runs_its_first_and_last_iterations_only() {
        let expected = "\
v0:list = input tape
v1:int = input p
guard_words v0 => minus/0 (6) {tape=v0}
v3:int = readlist v0, v1 words => minus/0 (6) {tape=v0}
v4:int = sub v3, 1 => minus/0 (6) {tape=v0}
v5:int = and v4, 255
v6:list = set v0, v1, v5 owned words in_bounds => minus/3 (6) {tape=v0, x=v5}
guard_true v5 => close_bracket/0 (20) {tape=v6, pc=320}
guard_steps => loop/0 (23) {tape=v6}
v9:int = sub_nov v5, 1
v10:int = and v9, 255
v11:list = set v6, v1, v10 owned words in_bounds => minus/3 (29) {tape=v6, x=v10}
guard_true v10 => close_bracket/0 (43) {tape=v11, pc=320}
guard_steps => loop/0 (46) {tape=v11}
v14:int = sub_nov v10, 1
v15:int = mul_nov v14, 255
v16:int = add_nov v10, v15
v17:int = and v16, 255
v18:int = sub_nov v17, 1
v19:int = and v18, 255
v20:list = set v11, v1, v19 owned words in_bounds => minus/3 (52) {tape=v11, x=v19}
exit => close_bracket/0 (66) {tape=v20, pc=320}
";
        assert_eq!(run_on(super::run, CLEAR), expected);
    }

    /// Loops outside the family stay loops: a counter stepping by two, an operation the family does
    /// not have on a carried value, a cell whose index may be another's.
    #[test]
    fn loops_outside_the_family_stay_loops() {
        let by_two = CLEAR.replace("v12:int = sub_nov v10, 1", "v12:int = sub_nov v10, 2");
        let halved = CLEAR.replace("v12:int = sub_nov v10, 1", "v12:int = div v10, 2 => minus/0 (6) {tape=v9}");
        let aliased = CLEAR
            .replace("v12:int = sub_nov v10, 1", "v12:int = readlist v9, 7 words in_bounds => minus/0 (6) {tape=v9}");
        for text in [by_two, halved, aliased] {
            let t = crate::jit::ir::parse(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert!(matches!(super::run(&t), std::borrow::Cow::Borrowed(_)), "{text}");
        }
    }
}
