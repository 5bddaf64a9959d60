//! Loops, for termination: which blocks are loop headers, what each loop assigns, and whether a header's
//! condition is dynamic under a static environment (seeds/003).
//!
//! A header is the target of a back-edge (`cfg::back_edges`); its loop is the natural loop of those
//! back-edges: the header and every block that reaches a back-edge's source without passing the header.
//! The header's *condition* is the first `if` reached from it through unconditional jumps (`goto`,
//! `promote`) inside the loop: for `while` loops, the header's own `if`. Whether it is dynamic is found
//! by a dry run of the straight-line code up to it, folding as the specializer would.
//!
//! The rule the specializer applies on a jump into a header: when the condition is dynamic, the static
//! variables the loop assigns are generalized (made dynamic), so the loop is specialized once, not once
//! per iteration. When it is static, nothing happens and the loop unrolls: power with y=5 becomes five
//! multiplications, and a bytecode interpreter's dispatch loop (static opcode tests) unrolls along the
//! interpreted program, which is the first Futamura projection.
//!
//! The rule sees only the source's loops, and only their first test. The loops of an interpreted program
//! all run through the dispatch loop's header, whose test is static, and a source loop may exit on a
//! dynamic test further in: those are left to the whistle (`whistle.rs`), which generalizes when the
//! specializer comes back to a variant of a point through a dynamic branch. This rule stays as the cheap
//! case: it generalizes on entry, so the loop's first iteration is not specialized twice.

use super::Env;
use super::specialize::fold_cost;
use crate::lang::cfg::back_edges;
use crate::lang::{BlockId, Operand, Program, Terminator, VarId};
use crate::value::Value;
use rustc_hash::{FxHashMap, FxHashSet};

pub(super) struct Loops {
    /// For each header: the blocks of its loop and the variables they assign, each in increasing
    /// order (as small as the loop, not as the program).
    headers: Vec<Option<(Vec<BlockId>, Vec<VarId>)>>,
}

impl Loops {
    pub(super) fn compute(program: &Program) -> Loops {
        let n = program.blocks.len();
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for (b, block) in program.blocks.iter().enumerate() {
            for s in block.term.successors() {
                preds[s as usize].push(b as BlockId);
            }
        }
        let mut back: Vec<(BlockId, BlockId)> = back_edges(program).into_iter().map(|(f, h)| (h, f)).collect();
        back.sort_unstable();
        let mut headers: Vec<Option<(Vec<BlockId>, Vec<VarId>)>> = (0..n).map(|_| None).collect();
        // in_body[b] == header + 1: b is in the loop of `header` (a marker reused from loop to loop).
        let mut in_body = vec![0 as BlockId; n];
        for edges in back.chunk_by(|a, b| a.0 == b.0) {
            let header = edges[0].0;
            let mut body = vec![header];
            in_body[header as usize] = header + 1;
            let mut stack: Vec<BlockId> = edges.iter().map(|(_, from)| *from).collect();
            while let Some(b) = stack.pop() {
                if in_body[b as usize] != header + 1 {
                    in_body[b as usize] = header + 1;
                    body.push(b);
                    stack.extend(&preds[b as usize]);
                }
            }
            body.sort_unstable();
            let mut assigned: Vec<VarId> =
                body.iter().flat_map(|b| program.blocks[*b as usize].ops.iter().map(|op| op.dst)).collect();
            assigned.sort_unstable();
            assigned.dedup();
            headers[header as usize] = Some((body, assigned));
        }
        Loops { headers }
    }

    pub(super) fn is_header(&self, block: BlockId) -> bool {
        self.headers[block as usize].is_some()
    }

    /// Whether the loop of `header` assigns `var`.
    pub(super) fn assigns(&self, header: BlockId, var: VarId) -> bool {
        self.headers[header as usize].as_ref().is_some_and(|(_, assigned)| assigned.binary_search(&var).is_ok())
    }

    /// Whether the condition of the loop at `header` is dynamic when entered with `env`: a dry run of the
    /// code from the header through unconditional jumps inside the loop to the first `if`. `false` when
    /// there is no such `if` (the path stops, leaves the loop or comes back). Also gives the work it did
    /// (the operations and blocks it went through and what folding cost, `fold_cost`), stopping early
    /// once that is past `budget`; what it writes goes to a small overlay on `env`, so it costs its
    /// length, not the number of variables.
    pub(super) fn condition_is_dynamic(
        &self,
        program: &Program,
        header: BlockId,
        env: &Env,
        budget: usize,
    ) -> (bool, usize) {
        let Some((body, _)) = &self.headers[header as usize] else { return (false, 0) };
        let mut written: FxHashMap<VarId, Option<Value>> = FxHashMap::default();
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
        let mut walked = 0;
        let mut b = header;
        loop {
            seen.insert(b);
            let block = program.block(b);
            walked += 1 + block.ops.len();
            for op in &block.ops {
                let read = |v: VarId| match written.get(&v) {
                    Some(x) => x.as_ref(),
                    None => env[v as usize].as_ref(),
                };
                let known: Vec<_> = op
                    .args
                    .iter()
                    .map(|a| match a {
                        Operand::Const(c) => Some(c),
                        Operand::Var(v) => read(*v),
                    })
                    .collect();
                let value = match known.iter().copied().collect::<Option<Vec<_>>>() {
                    // An effect is never run while specializing: its result is dynamic; nor is a
                    // make_list, whose length may be anything up to 2^28.
                    Some(_) if op.kind.def().effect || op.kind == crate::ops::Opcode::MakeList => None,
                    Some(args) => {
                        walked = walked.saturating_add(fold_cost(op.kind, &args, budget));
                        if walked > budget {
                            return (false, walked);
                        }
                        op.kind.eval(&args).ok()
                    }
                    None => None,
                };
                written.insert(op.dst, value);
            }
            let next = match block.term {
                Terminator::If { cond, .. } => {
                    let known = match written.get(&cond) {
                        Some(x) => x.is_some(),
                        None => env[cond as usize].is_some(),
                    };
                    return (!known, walked);
                }
                Terminator::Goto(to) | Terminator::Promote { to, .. } => to,
                // A call or a return leaves the loop's code: no condition is found on this path.
                Terminator::PrintAndStop(_) | Terminator::Stop | Terminator::Call { .. } | Terminator::Return(_) => {
                    return (false, walked);
                }
            };
            if body.binary_search(&next).is_err() || seen.contains(&next) {
                return (false, walked);
            }
            b = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Format, parse_program};
    use crate::value::Value;

    const COUNT: &str = "entry:\n    i = 0\n    goto head\nhead:\n    c = i < n\n    if c goto body else goto done\n\
        body:\n    s = s + i\n    i = i + 1\n    goto head\ndone:\n    print_and_stop(s)\n";

    fn env(p: &Program, vals: &[(&str, i64)]) -> Env {
        let mut env = vec![None; p.vars.len()];
        for (n, v) in vals {
            env[p.var_id(n).unwrap() as usize] = Some(Value::Int(*v));
        }
        env
    }

    #[test]
    fn finds_the_header_and_what_the_loop_assigns() {
        let p = parse_program("t.fg", COUNT, Format::Fg).unwrap();
        let loops = Loops::compute(&p);
        let head = p.block_id("head").unwrap();
        assert!(loops.is_header(head));
        assert!(!loops.is_header(p.block_id("body").unwrap()));
        let assigned: Vec<&str> =
            ["i", "c", "s", "n"].into_iter().filter(|v| loops.assigns(head, p.var_id(v).unwrap())).collect();
        assert_eq!(assigned, ["i", "c", "s"]);
    }

    #[test]
    fn the_condition_is_dynamic_only_when_the_bound_is() {
        let p = parse_program("t.fg", COUNT, Format::Fg).unwrap();
        let loops = Loops::compute(&p);
        let head = p.block_id("head").unwrap();
        assert!(loops.condition_is_dynamic(&p, head, &env(&p, &[("i", 0)]), 100).0);
        assert!(!loops.condition_is_dynamic(&p, head, &env(&p, &[("i", 0), ("n", 3)]), 100).0);
    }

    #[test]
    fn the_condition_is_found_through_gotos_and_promotes() {
        let src = "head:\n    promote(k, h2)\nh2:\n    c = i < k\n    goto test\ntest:\n    if c goto body else goto done\n\
            body:\n    i = i + 1\n    goto head\ndone:\n    print_and_stop(i)\n";
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let loops = Loops::compute(&p);
        assert!(loops.condition_is_dynamic(&p, 0, &env(&p, &[("i", 0)]), 100).0);
        assert!(!loops.condition_is_dynamic(&p, 0, &env(&p, &[("i", 0), ("k", 2)]), 100).0);
    }
}
