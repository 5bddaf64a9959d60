//! Handing values over in registers when one trace goes on into another (LuaJIT's side traces take
//! their parent's registers; PyPy's bridges take their parent's values as arguments).
//!
//! An exit always writes its snapshot into the exit state (`exits.rs`): that stays the one way out of
//! machine code, and the state is right whatever runs next. What the handoff saves is the way back in:
//! the trace it goes on into (a bridge, or a loop it links to) would load its inputs from the state
//! again, checking their kinds, each load waiting for the store the exit just made. When the exit's
//! registers still hold its values as it jumps (no helper was called on the way out) and the target
//! trusts what the exit knows (`Backend::entry_for`), the exit instead jumps through a few moves from
//! its registers and spill slots into those the target's inputs live in, straight to where the target's
//! trusted entry would have arrived after loading them (`Emitted::handoff`). The moves are a parallel
//! move: a value may go where another is still to be read, and cycles go through `r11`.

use super::regalloc::{Loc, R11, RAX, Reg};
use crate::lang::VarId;
use dynasmrt::x64::X64Relocation;
use dynasmrt::{DynasmApi, VecAssembler, dynasm};

/// Where a value is as an exit jumps out, or where a move takes it from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Src {
    Reg(Reg),
    /// Spill slot `k`, `[rsp + 8k]` (one frame for every trace).
    Stack(u32),
    /// A constant's word.
    Word(i64),
    /// The exit state's word at this byte offset (`[rbp + off]`): a variable the exit did not write.
    Slot(i32),
}

impl Src {
    fn reads(self, l: Loc) -> bool {
        match (self, l) {
            (Src::Reg(a), Loc::Reg(b)) => a == b,
            (Src::Stack(a), Loc::Stack(b)) => a == b,
            _ => false,
        }
    }
}

/// What a value handed over is: a variable's, or element `k` of the list a variable holds (an entry
/// read, `opt/carry.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    Var(VarId),
    Elem(VarId, i64),
}

/// The moves that put, in each target input's place (`to`: what it is and where the target keeps it),
/// its value as the exit leaves it (`from`), or, for a variable the exit did not write, its slot in
/// the exit state (`slot`: the byte offset of a variable's word). `None` when the exit does not have
/// an element the target takes (elements have no slot). Moves of a value onto itself are left out.
pub fn moves(from: &[(Place, Src)], to: &[(Place, Loc)], slot: impl Fn(VarId) -> i32) -> Option<Vec<(Loc, Src)>> {
    let mut out = Vec::with_capacity(to.len());
    for &(place, dst) in to.iter().filter(|(_, dst)| *dst != Loc::None) {
        let src = match (from.iter().find(|(p, _)| *p == place), place) {
            (Some(&(_, s)), _) => s,
            (None, Place::Var(var)) => Src::Slot(slot(var)),
            (None, Place::Elem(..)) => return None,
        };
        if !src.reads(dst) {
            out.push((dst, src));
        }
    }
    Some(out)
}

/// The moves that hand an exit's values (`from`) to a trace's entry, and whether they go past its entry
/// reads: into `past_reads` (the inputs read past the reads and the elements those read,
/// `Emitted::past_reads`) when there are entry reads and the exit has every element they read, else
/// into `inputs` (those the trusted entry loads, `Emitted::handoff_inputs`), which the entry reads
/// then follow. `None` when `inputs` names an element the exit does not have.
pub fn entry_moves(
    from: &[(Place, Src)],
    past_reads: &[(Place, Loc)],
    inputs: &[(Place, Loc)],
    slot: impl Fn(VarId) -> i32 + Copy,
) -> Option<(Vec<(Loc, Src)>, bool)> {
    if !past_reads.is_empty()
        && let Some(m) = moves(from, past_reads, slot)
    {
        return Some((m, true));
    }
    moves(from, inputs, slot).map(|m| (m, false))
}

/// Orders `moves`, a parallel move (every destination gets the value its source had before any of
/// them ran), into moves that run one after another: a move runs once no other still reads its
/// destination; when only cycles are left, one destination's value is parked in `r11` and the moves
/// reading it read `r11`. Destinations are distinct.
pub fn schedule(moves: &[(Loc, Src)]) -> Vec<(Loc, Src)> {
    let mut pending: Vec<(Loc, Src)> = moves.to_vec();
    let mut out = Vec::with_capacity(pending.len() + 1);
    while !pending.is_empty() {
        let ready = (0..pending.len())
            .find(|&i| !pending.iter().enumerate().any(|(j, &(_, s))| j != i && s.reads(pending[i].0)));
        let i = match ready {
            Some(i) => i,
            None => {
                // Every destination is still read: park the first one's value.
                let parked = pending[0].0;
                out.push((Loc::Reg(R11), src_of(parked)));
                for (_, s) in pending.iter_mut() {
                    if s.reads(parked) {
                        *s = Src::Reg(R11);
                    }
                }
                0
            }
        };
        out.push(pending.remove(i));
    }
    out
}

/// Emits the parallel move `moves` (`schedule`); `rax` carries values between memory places.
pub fn emit_moves(asm: &mut VecAssembler<X64Relocation>, moves: &[(Loc, Src)]) {
    for (dst, src) in schedule(moves) {
        emit_move(asm, dst, src);
    }
}

fn src_of(l: Loc) -> Src {
    match l {
        Loc::Reg(r) => Src::Reg(r),
        Loc::Stack(k) => Src::Stack(k),
        Loc::None => unreachable!("moves have places as destinations"),
    }
}

fn emit_move(asm: &mut VecAssembler<X64Relocation>, dst: Loc, src: Src) {
    let into = match dst {
        Loc::Reg(r) => r,
        _ => RAX,
    };
    match src {
        Src::Reg(s) if s == into => {}
        Src::Reg(s) => dynasm!(asm ; .arch x64 ; mov Rq(into), Rq(s)),
        Src::Stack(k) => {
            let off = 8 * k as i32;
            dynasm!(asm ; .arch x64 ; mov Rq(into), QWORD [rsp + off]);
        }
        Src::Slot(off) => dynasm!(asm ; .arch x64 ; mov Rq(into), QWORD [rbp + off]),
        Src::Word(w) => match i32::try_from(w) {
            Ok(x) => dynasm!(asm ; .arch x64 ; mov Rq(into), DWORD x),
            Err(_) => dynasm!(asm ; .arch x64 ; mov Rq(into), QWORD w),
        },
    }
    if let Loc::Stack(k) = dst {
        let off = 8 * k as i32;
        let from = match src {
            Src::Reg(s) => s,
            _ => RAX,
        };
        dynasm!(asm ; .arch x64 ; mov QWORD [rsp + off], Rq(from));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jit::x64::regalloc::{RBX, RCX, RSI};

    /// Runs the scheduled moves one after another on a model machine.
    fn run(moves: &[(Loc, Src)], regs: &mut [i64; 16], stack: &mut [i64; 8], slots: &dyn Fn(i32) -> i64) {
        for (dst, src) in schedule(moves) {
            let v = match src {
                Src::Reg(r) => regs[r as usize],
                Src::Stack(k) => stack[k as usize],
                Src::Word(w) => w,
                Src::Slot(o) => slots(o),
            };
            match dst {
                Loc::Reg(r) => regs[r as usize] = v,
                Loc::Stack(k) => stack[k as usize] = v,
                Loc::None => unreachable!(),
            }
        }
    }

    #[test]
    fn a_parallel_move_gives_each_place_the_value_its_source_had_before() {
        // rbx <- rsi, rsi <- rbx (a swap), rcx <- stack 0, stack 0 <- rcx (a swap through memory),
        // stack 1 <- 7, r12 <- the exit state's slot 16, r13 <- stack 1 (read before it is written).
        let moves = moves(
            &[
                (Place::Var(0), Src::Reg(RSI)),
                (Place::Var(1), Src::Reg(RBX)),
                (Place::Var(2), Src::Stack(0)),
                (Place::Var(3), Src::Reg(RCX)),
                (Place::Var(4), Src::Word(7)),
                (Place::Var(6), Src::Stack(1)),
            ],
            &[
                (Place::Var(0), Loc::Reg(RBX)),
                (Place::Var(1), Loc::Reg(RSI)),
                (Place::Var(2), Loc::Reg(RCX)),
                (Place::Var(3), Loc::Stack(0)),
                (Place::Var(4), Loc::Stack(1)),
                (Place::Var(5), Loc::Reg(12)),
                (Place::Var(6), Loc::Reg(13)),
                (Place::Var(7), Loc::None),
            ],
            |var| 8 * var as i32,
        )
        .expect("no elements");
        let mut regs = [0i64; 16];
        let mut stack = [0i64; 8];
        regs[RSI as usize] = 100;
        regs[RBX as usize] = 200;
        regs[RCX as usize] = 300;
        stack[0] = 400;
        stack[1] = 500;
        run(&moves, &mut regs, &mut stack, &|off| 1000 + off as i64);
        assert_eq!(
            (regs[RBX as usize], regs[RSI as usize], regs[RCX as usize], stack[0], stack[1], regs[12], regs[13]),
            (100, 200, 400, 300, 7, 1040, 500)
        );
    }

    #[test]
    fn a_value_already_in_place_is_not_moved() {
        let m = moves(
            &[(Place::Var(0), Src::Reg(RBX)), (Place::Var(1), Src::Stack(2))],
            &[(Place::Var(0), Loc::Reg(RBX)), (Place::Var(1), Loc::Stack(2))],
            |_| 0,
        );
        assert_eq!(m, Some(Vec::new()));
    }

    #[test]
    fn the_moves_assemble() {
        let m = moves(
            &[
                (Place::Var(0), Src::Reg(RSI)),
                (Place::Var(1), Src::Reg(RBX)),
                (Place::Var(2), Src::Word(i64::MAX)),
                (Place::Var(3), Src::Stack(3)),
            ],
            &[
                (Place::Var(0), Loc::Reg(RBX)),
                (Place::Var(1), Loc::Reg(RSI)),
                (Place::Var(2), Loc::Stack(1)),
                (Place::Var(3), Loc::Stack(0)),
            ],
            |_| 0,
        )
        .expect("no elements");
        let mut asm = VecAssembler::<X64Relocation>::new(0);
        emit_moves(&mut asm, &m);
        assert!(!asm.finalize().unwrap().is_empty());
    }

    #[test]
    fn an_element_comes_from_the_exit_or_there_are_no_moves() {
        let to = [(Place::Var(0), Loc::Reg(RBX)), (Place::Elem(0, 3), Loc::Reg(RSI))];
        let from = [(Place::Elem(0, 3), Src::Reg(RCX))];
        // The variable from its slot, the element from where the exit has it.
        assert_eq!(
            moves(&from, &to, |var| 8 * var as i32 + 16),
            Some(vec![(Loc::Reg(RBX), Src::Slot(16)), (Loc::Reg(RSI), Src::Reg(RCX))])
        );
        assert_eq!(moves(&[(Place::Elem(0, 2), Src::Reg(RCX))], &to, |_| 0), None);
    }

    /// Random parallel moves among four registers and three spill slots (distinct destinations, any
    /// sources: swaps, rotations, several cycles, fan-out) all end as a parallel move would.
    #[test]
    fn random_parallel_moves_end_as_if_all_ran_at_once() {
        let places =
            [Loc::Reg(RBX), Loc::Reg(RSI), Loc::Reg(RCX), Loc::Reg(12), Loc::Stack(0), Loc::Stack(1), Loc::Stack(2)];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..2000 {
            let mut dsts: Vec<Loc> = places.to_vec();
            for i in (1..dsts.len()).rev() {
                dsts.swap(i, next(i + 1));
            }
            dsts.truncate(1 + next(places.len()));
            let moves: Vec<(Loc, Src)> = dsts
                .iter()
                .map(|&d| {
                    let src = match next(9) {
                        7 => Src::Word(-5),
                        8 => Src::Slot(24),
                        k => src_of(places[k.min(places.len() - 1)]),
                    };
                    (d, src)
                })
                .filter(|(d, s)| !s.reads(*d))
                .collect();
            let mut regs = [0i64; 16];
            let mut stack = [0i64; 8];
            for (k, p) in places.iter().enumerate() {
                match *p {
                    Loc::Reg(r) => regs[r as usize] = 10 + k as i64,
                    Loc::Stack(s) => stack[s as usize] = 10 + k as i64,
                    Loc::None => {}
                }
            }
            let before = |s: Src| match s {
                Src::Reg(r) => regs[r as usize],
                Src::Stack(k) => stack[k as usize],
                Src::Word(w) => w,
                Src::Slot(o) => 1000 + o as i64,
            };
            let expected: Vec<i64> = moves.iter().map(|&(_, s)| before(s)).collect();
            let (mut r2, mut s2) = (regs, stack);
            run(&moves, &mut r2, &mut s2, &|o| 1000 + o as i64);
            let after: Vec<i64> = moves
                .iter()
                .map(|&(d, _)| match d {
                    Loc::Reg(r) => r2[r as usize],
                    Loc::Stack(k) => s2[k as usize],
                    Loc::None => unreachable!(),
                })
                .collect();
            assert_eq!(after, expected, "{moves:?}");
        }
    }
}
