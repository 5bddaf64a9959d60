//! Control-flow facts computed once at load: back-edges (where loops are counted) and variable
//! liveness (which variables a resume point or a specialization key must carry).

use super::program::{BlockId, Op, Operand, Program, Terminator, VarId};

/// Retreating edges `(from, to)` of a depth-first walk from the entry (then from any block not yet
/// reached, so every loop has one). `to` is a loop header.
pub fn back_edges(program: &Program) -> Vec<(BlockId, BlockId)> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        New,
        OnStack,
        Done,
    }
    let n = program.blocks.len();
    let mut state = vec![State::New; n];
    let mut edges = Vec::new();
    let roots = std::iter::once(program.entry).chain(0..n as BlockId);
    for root in roots {
        if state[root as usize] != State::New {
            continue;
        }
        // Iterative DFS: (block, index of the next successor to visit).
        let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
        state[root as usize] = State::OnStack;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = program.block(b).term.successors();
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                match state[s as usize] {
                    State::New => {
                        state[s as usize] = State::OnStack;
                        stack.push((s, 0));
                    }
                    State::OnStack => edges.push((b, s)),
                    State::Done => {}
                }
            } else {
                state[b as usize] = State::Done;
                stack.pop();
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    edges
}

/// A set of variables.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VarSet {
    words: Vec<u64>,
}

impl VarSet {
    pub fn new(nvars: usize) -> VarSet {
        VarSet { words: vec![0; nvars.div_ceil(64)] }
    }

    pub fn insert(&mut self, v: VarId) {
        self.words[v as usize / 64] |= 1 << (v % 64);
    }

    pub fn remove(&mut self, v: VarId) {
        self.words[v as usize / 64] &= !(1 << (v % 64));
    }

    pub fn contains(&self, v: VarId) -> bool {
        self.words[v as usize / 64] & (1 << (v % 64)) != 0
    }

    /// Adds `other`; returns whether anything changed.
    pub fn union_with(&mut self, other: &VarSet) -> bool {
        let mut changed = false;
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            let n = *w | o;
            changed |= n != *w;
            *w = n;
        }
        changed
    }

    pub fn iter(&self) -> impl Iterator<Item = VarId> + '_ {
        self.words
            .iter()
            .enumerate()
            .flat_map(|(i, &w)| (0..64).filter(move |b| w & (1 << b) != 0).map(move |b| (i * 64 + b) as VarId))
    }
}

fn uses_of_operand(o: &Operand, live: &mut VarSet) {
    if let Operand::Var(v) = o {
        live.insert(*v);
    }
}

fn step_back_op(op: &Op, live: &mut VarSet) {
    live.remove(op.dst);
    for a in &op.args {
        uses_of_operand(a, live);
    }
}

fn uses_of_term(t: &Terminator, live: &mut VarSet) {
    match t {
        Terminator::Goto(_) => {}
        Terminator::If { cond, .. } => live.insert(*cond),
        Terminator::Promote { var, .. } => live.insert(*var),
        Terminator::PrintAndStop(a) => uses_of_operand(a, live),
    }
}

/// Which variables may be read before they are written, from each point of the program on.
/// A variable that is not live at a point can hold anything there without changing what the program
/// does, so resume data and specialization keys leave it out.
pub struct Liveness {
    /// For each block, the live set before each operation and before the terminator.
    points: Vec<Vec<VarSet>>,
}

impl Liveness {
    pub fn compute(program: &Program) -> Liveness {
        let n = program.blocks.len();
        let nvars = program.vars.len();
        let mut live_in = vec![VarSet::new(nvars); n];
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..n).rev() {
                let block = &program.blocks[b];
                let mut live = VarSet::new(nvars);
                for s in block.term.successors() {
                    live.union_with(&live_in[s as usize]);
                }
                uses_of_term(&block.term, &mut live);
                for op in block.ops.iter().rev() {
                    step_back_op(op, &mut live);
                }
                changed |= live_in[b].union_with(&live);
            }
        }
        let points = program
            .blocks
            .iter()
            .map(|block| {
                let mut live = VarSet::new(nvars);
                for s in block.term.successors() {
                    live.union_with(&live_in[s as usize]);
                }
                uses_of_term(&block.term, &mut live);
                let mut sets = vec![live.clone()];
                for op in block.ops.iter().rev() {
                    step_back_op(op, &mut live);
                    sets.push(live.clone());
                }
                sets.reverse();
                sets
            })
            .collect();
        Liveness { points }
    }

    /// Live at the start of `block`.
    pub fn live_in(&self, block: BlockId) -> &VarSet {
        &self.points[block as usize][0]
    }

    /// Live just before operation `op` of `block` (`op == ops.len()`: before its terminator).
    pub fn live_at(&self, block: BlockId, op: usize) -> &VarSet {
        &self.points[block as usize][op]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Format, parse_program};

    const POWER: &str = "power:\n  res = 1\n  if y goto power_rec else goto power_done\npower_rec:\n  res = res * x\n  y = y - 1\n  if y goto power_rec else goto power_done\npower_done:\n  print_and_stop(res)\n";

    #[test]
    fn the_power_loop_has_one_back_edge() {
        let p = parse_program("power.fg", POWER, Format::Fg).unwrap();
        assert_eq!(back_edges(&p), vec![(1, 1)]);
    }

    #[test]
    fn liveness_of_power() {
        let p = parse_program("power.fg", POWER, Format::Fg).unwrap();
        let live = Liveness::compute(&p);
        let names = |s: &VarSet| s.iter().map(|v| p.var_name(v).to_string()).collect::<Vec<_>>();
        assert_eq!(names(live.live_in(0)), ["y", "x"]);
        assert_eq!(names(live.live_in(1)), ["res", "y", "x"]);
        assert_eq!(names(live.live_in(2)), ["res"]);
        // Before `y = y - 1`, res has just been written and is live; before `res = res * x` too.
        assert_eq!(names(live.live_at(1, 1)), ["res", "y", "x"]);
        assert_eq!(names(live.live_at(1, 2)), ["res", "y", "x"]);
    }
}
