//! Register allocation: linear scan over the linear trace.
//!
//! ## Terminology
//! - A value's *interval* runs from the instruction that defines it to its last use. Uses are operands,
//!   snapshot entries of guards (the exit stub reads them), and phi moves at `jump`.
//! - A value defined before `loop` and used after it is needed by every iteration: its interval runs to
//!   the end. A phi is redefined at `jump` by the parallel move, so its interval ends at its last use in
//!   the body and its register can serve other values in between.
//! - Hints make moves disappear: the value moved into a phi at `jump` prefers the phi's register (the move
//!   becomes nothing), and a result prefers the register of its first operand when that operand dies there
//!   (`sub rbx, 1` in place, instead of a copy).
//! - When no register is free, the interval that ends last is spilled to a stack slot for its whole life.
//! - A comparison used only by the guard right after it gets no register at all: the emitter fuses the two
//!   into `cmp` + `jcc`.

use crate::jit::ir::{Opcode, Ref, Trace, Ty};

/// x86-64 register numbers (as in the instruction encoding).
pub type Reg = u8;

pub const RAX: Reg = 0;
pub const RCX: Reg = 1;
pub const RDX: Reg = 2;
pub const RBX: Reg = 3;
pub const RSP: Reg = 4;
pub const RBP: Reg = 5;
pub const RSI: Reg = 6;
pub const RDI: Reg = 7;
pub const R11: Reg = 11;

/// Registers values live in. rax and rdx are scratch (and `idiv`'s), r11 is scratch, rsp points at the
/// spill slots and rbp at the exit state.
pub const ALLOCATABLE: [Reg; 11] = [RBX, 12, 13, 14, 15, RSI, RDI, 8, 9, 10, RCX];

/// Where a value lives.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Loc {
    /// No value (void instructions, fused comparisons).
    None,
    Reg(Reg),
    /// Spill slot `k`: `[rsp + 8k]`.
    Stack(u32),
}

pub struct Allocation {
    pub loc: Vec<Loc>,
    /// Spill slots used.
    pub slots: u32,
    /// Comparisons fused into the guard that follows them.
    pub fused: Vec<bool>,
}

/// The instruction index where each value is last needed (`None`: never).
fn last_uses(trace: &Trace, fused: &[bool]) -> Vec<Option<usize>> {
    let n = trace.ops.len();
    let mut last: Vec<Option<usize>> = vec![None; n];
    let use_at = |r: Ref, at: usize, last: &mut Vec<Option<usize>>| {
        if !r.is_none() && !r.is_const() {
            let l = &mut last[r.index()];
            *l = Some(l.map_or(at, |x| x.max(at)));
        }
    };
    for (i, inst) in trace.ops.iter().enumerate() {
        for &a in inst.operands() {
            use_at(a, i, &mut last);
        }
        if inst.op.is_guard() {
            // A sunk list's elements too: the exit builds it from them.
            trace.snapshot_reads(&trace.snapshots[inst.snap.index()], |r| use_at(r, i, &mut last));
        }
        if fused.get(i).copied().unwrap_or(false) {
            // A fused comparison is evaluated by its guard: its operands live until then.
            for &a in inst.operands() {
                use_at(a, i + 1, &mut last);
            }
        }
    }
    if let Some(jump) = trace.ops.iter().rposition(|i| i.op == Opcode::Jump) {
        for &(_, v) in &trace.phis {
            use_at(v, jump, &mut last);
        }
        // Values from before the loop that the loop reads are read by every iteration.
        if let Some(l) = trace.loop_index() {
            let phis: Vec<Ref> = trace.phis.iter().map(|(p, _)| *p).collect();
            for (i, end) in last.iter_mut().enumerate().take(l) {
                if matches!(end, Some(e) if *e > l) && !phis.contains(&Ref::op(i)) {
                    *end = Some(jump);
                }
            }
        }
    }
    last
}

/// Whether comparison `inst` has inline code: of integers or symbols, and `within`/`outside` only
/// against a constant n >= 0 (where an unsigned compare decides them); anything else calls the helper.
pub fn inline_comparison(trace: &Trace, inst: &crate::jit::ir::Inst) -> bool {
    let [a, b, _] = inst.args;
    let unsigned = matches!(inst.op, Opcode::Within | Opcode::Outside);
    let n_ok = || matches!(trace.const_value(b), Some(crate::value::Value::Int(n)) if *n >= 0);
    inst.op.is_comparison() && trace.ty(a) != Ty::List && trace.ty(b) != Ty::List && (!unsigned || n_ok())
}

/// Which comparisons can be fused with the guard right after them.
pub fn fusable(trace: &Trace) -> Vec<bool> {
    let n = trace.ops.len();
    let mut uses = vec![0u32; n];
    let count = |r: Ref, uses: &mut Vec<u32>| {
        if !r.is_none() && !r.is_const() {
            uses[r.index()] += 1;
        }
    };
    for inst in &trace.ops {
        for &a in inst.operands() {
            count(a, &mut uses);
        }
        if inst.op.is_guard() {
            trace.snapshot_reads(&trace.snapshots[inst.snap.index()], |r| count(r, &mut uses));
        }
    }
    for &(p, v) in &trace.phis {
        count(p, &mut uses);
        count(v, &mut uses);
    }
    (0..n)
        .map(|i| {
            let inst = &trace.ops[i];
            let is_cmp = inline_comparison(trace, inst);
            let next_is_guard = trace.ops.get(i + 1).is_some_and(|g: &crate::jit::ir::Inst| {
                matches!(g.op, Opcode::GuardTrue | Opcode::GuardFalse) && g.args[0] == Ref::op(i)
            });
            is_cmp && next_is_guard && uses[i] == 1
        })
        .collect()
}

pub fn allocate(trace: &Trace) -> Allocation {
    let n = trace.ops.len();
    let fused = fusable(trace);
    let last = last_uses(trace, &fused);
    let mut loc = vec![Loc::None; n];
    let mut slots = 0u32;
    // The phi each value is moved into at `jump`, for the hint.
    let mut moved_into: Vec<Option<usize>> = vec![None; n];
    for &(p, v) in &trace.phis {
        if !v.is_const() && !p.is_const() {
            moved_into[v.index()] = Some(p.index());
        }
    }
    // Active intervals: (end, value index).
    let mut active: Vec<(usize, usize)> = Vec::new();
    let mut free: Vec<Reg> = ALLOCATABLE.iter().rev().copied().collect();
    for i in 0..n {
        let inst = &trace.ops[i];
        // A sunk list has no value at run time (its exits build it from its elements).
        if inst.ty == Ty::Void || fused[i] || inst.is_sunk() {
            continue;
        }
        // Intervals that ended before this instruction, or at it (their register may hold the result:
        // every instruction reads its operands before it writes its result).
        active.retain(|&(end, v)| {
            if end <= i && end != usize::MAX {
                if let Loc::Reg(r) = loc[v] {
                    free.push(r);
                }
                false
            } else {
                true
            }
        });
        let Some(end) = last[i] else {
            // Never used: still computed (a removable op would have been deleted), into a scratch.
            continue;
        };
        let end = end.max(i);
        let hint = moved_into[i]
            .and_then(|p| match loc[p] {
                Loc::Reg(r) if free.contains(&r) => Some(r),
                _ => None,
            })
            .or_else(|| {
                let a = inst.args[0];
                if a.is_none() || a.is_const() {
                    return None;
                }
                match loc[a.index()] {
                    Loc::Reg(r) if free.contains(&r) => Some(r),
                    _ => None,
                }
            });
        let reg = match hint {
            Some(r) => {
                free.retain(|&f| f != r);
                Some(r)
            }
            None => free.pop(),
        };
        match reg {
            Some(r) => {
                loc[i] = Loc::Reg(r);
                active.push((end, i));
            }
            None => {
                // Spill whichever interval ends last.
                let (k, &(far_end, far)) =
                    active.iter().enumerate().max_by_key(|(_, (e, _))| *e).expect("registers are all in use");
                if far_end > end {
                    loc[i] = loc[far];
                    loc[far] = Loc::Stack(slots);
                    active.remove(k);
                    active.push((end, i));
                } else {
                    loc[i] = Loc::Stack(slots);
                }
                slots += 1;
            }
        }
    }
    Allocation { loc, slots, fused }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jit::ir::parse;

    const LOOP: &str = "\
v0:int = input r0
v1:int = input r1
v2:int = input r2
v3:int = phi r0 v0
v4:int = phi r2 v2
loop (66)
v6:int = sub v3, 1 => l/0 (19) {r0=v3}
v7:int = add v4, v1 => l/1 (45) {r0=v6, r2=v4}
v8:int = eq v6, 0
guard_false v8 => l/3 (64) {r0=v6, r2=v7}
jump (66) v3 <- v6, v4 <- v7
";

    #[test]
    fn phi_moves_coalesce_and_comparisons_fuse() {
        let t = parse(LOOP, None).unwrap();
        let a = allocate(&t);
        // The new values take their phi's register: the moves at `jump` vanish.
        assert_eq!(a.loc[6], a.loc[3]);
        assert_eq!(a.loc[7], a.loc[4]);
        assert!(a.fused[8]);
        assert_eq!(a.loc[8], Loc::None);
        // r1 is read by every iteration: it keeps a register of its own.
        assert!(matches!(a.loc[1], Loc::Reg(_)));
        assert_ne!(a.loc[1], a.loc[3]);
        assert_ne!(a.loc[1], a.loc[4]);
        assert_eq!(a.slots, 0);
    }

    #[test]
    fn spills_when_registers_run_out() {
        let mut text = String::new();
        for i in 0..14 {
            text.push_str(&format!("v{i}:int = input x{i}\n"));
        }
        // Every input is live to the end.
        let mut prev = "v0".to_string();
        for i in 1..14 {
            text.push_str(&format!("v{}:int = add {prev}, v{i} => l/0 (0) {{}}\n", 13 + i));
            prev = format!("v{}", 13 + i);
        }
        text.push_str(&format!(
            "guard_true {prev} => l/0 (0) {{{}}}\n",
            (0..14).map(|i| format!("x{i}=v{i}")).collect::<Vec<_>>().join(", ")
        ));
        let t = parse(&text, None).unwrap();
        let a = allocate(&t);
        assert!(a.slots >= 3, "14 live inputs do not fit in 11 registers");
        // No register holds two live values at once.
        for i in 0..14 {
            for j in 0..i {
                if let (Loc::Reg(x), Loc::Reg(y)) = (a.loc[i], a.loc[j]) {
                    assert_ne!(x, y, "v{i} and v{j}");
                }
            }
        }
    }
}
