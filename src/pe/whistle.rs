//! The whistle: when the specializer stops unrolling a loop and generalizes (widens) instead, and what it
//! generalizes. This is what makes specialization terminate on loops the source program does not show.
//!
//! ## The problem
//! The loop-header rule (`loops.rs`) sees the loops of the *source* program. An interpreter has one, its
//! dispatch loop, whose first test (of the opcode) is static, so the rule never fires there, and the
//! loops of the *interpreted* program are invisible to it. When an interpreted loop's counter is static
//! (`load_imm r2 0`) and its exit test dynamic (`eq r5 r2 r0` with `r0 = n` dynamic), every iteration
//! is a new static environment at the dispatch label: specialization unrolls without end.
//!
//! ## The rule
//! Specialization builds a tree: a *point* (a residual block: a source label and its key, the live static
//! variables and their values) has for parent the point whose specialization first jumped to it. A jump
//! to (L, K) that misses the cache looks, before making the point, for an ancestor A of the new point
//! - at the same label L,
//! - from which the path to the new point takes a *dynamic branch* (an `if` kept in the residual program):
//!   whether the path goes round again is decided at run time, so nothing bounds the unrolling. A path of
//!   static decisions only is a loop the static data controls, and it unrolls as before (power with
//!   y=5, an interpreted loop with a static counter and bound),
//! - with the same *position* as K: the values (or dynamism) of the program's *green* variables, the ones
//!   it `promote`s. An interpreter promotes its position in the interpreted program (`bytecode`, `pc`)
//!   for the tracer; the specializer uses the same hint: two points at the dispatch label with different
//!   `pc`s are two instructions, not two iterations of one loop. A program without `promote` has no
//!   position, and every ancestor at L passes this test.
//!
//! The nearest such A is the variant the new key comes back to, through a loop that goes round at run
//! time: the whistle blows. G, the part of A's key that K agrees with (the variables static in both with
//! the same value), is the most specific generalization of the two. The position is in both, so it stays
//! static: the dispatch keeps folding. Then:
//! - G is A's key (K only adds static variables to A's): the jump goes to A, assigning the added ones on
//!   the edge. That is the loop's back-edge.
//! - Otherwise A was too specific (the constants of the loop's first iteration: `j = 0`) and is
//!   *restarted* with G (generalization upward, as in supercompilation): what was specialized since A was
//!   taken from the work list (A's descendants only, as the work list is a stack) is dropped; A's block
//!   becomes the assignments of the values that G leaves out (`r2 = 0`) and a jump to (L, G), which is
//!   looked up (cache, whistle) from A's parent in A's place and may come back to an ancestor of A in
//!   turn (an outer loop). Making G under the new point instead would keep A's iteration as a peeled
//!   copy, with a copy of every inner loop in it; with the restart, a loop of the interpreted program is
//!   one loop of the residual program and nested loops nest.
//!
//! A loop with a static bound whose body branches on dynamic data is rolled up by the same rule, where
//! the specializer unrolled it before: whether a static test would end it is not known when the whistle
//! blows. The residual loop is smaller, and as correct.
//!
//! ## The fallback
//! Positions can take unboundedly many values in a loop that goes round at run time (a promoted variable
//! that counts). So when the path from the oldest ancestor at L to the new point has taken
//! [`FALLBACK_SPAN`] dynamic branches and no ancestor has the new point's position, the nearest ancestor
//! at L past a dynamic branch is taken, and G may drop position variables. The span is large: it
//! changes nothing for an interpreted program unless a path through it takes a thousand dynamic branches
//! (conditional jumps on dynamic data) and then reaches an instruction it has not passed before. A long
//! interpreted program does that in one pass from its start to its end (a brainfuck program has
//! thousands of loops, each a dynamic branch, and its pc a new position at each), so the size of the static inputs
//! (the elements of their lists: a program's text) is added to the span: a path through a static
//! program of N instructions can cross N branches without a position coming back. The span stays
//! finite, so the argument below holds.
//!
//! ## Why it terminates
//! Consider every point ever made, dropped ones included, in the tree above (a point restarted in place
//! of A is a child of A's parent).
//! 1. It branches finitely: a point's specialization makes at most two children (then and else), and the
//!    restarts of one child make a chain of points at its label with strictly smaller keys (G is a proper
//!    part of A's key), so at most V + 1 of them (V variables).
//! 2. Every branch is finite, but for one that ends in an endless run of static decisions: the source
//!    program runs forever once there, and `--max-residual` stops it, as it stops any unrolling that is
//!    too long. Otherwise the branch takes infinitely many dynamic branches, so some label L comes right
//!    after one infinitely often. The whistle is asked before every point is made, restarted ones
//!    included, and it blows at such an L-point when an ancestor at L has its position, and at the latest
//!    when the span since the first L-point on the branch reaches `FALLBACK_SPAN`: that point is not
//!    made, a contradiction.
//!
//! By König's lemma the tree is finite: each point is specialized once, so specialization ends.
//!
//! ## Cost
//! The path from the entry to the point being specialized is kept as a stack indexed by label and by
//! (label, position), each list in path order with the number of dynamic branches taken so far, which
//! only grows along the path: the nearest ancestor past a dynamic branch is found by binary search.

use super::Key;
use crate::lang::{BlockId, Program, Terminator, VarId};
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;

/// Dynamic branches on a path from the first point at a label after which the whistle no longer waits
/// for a point at that label with the same position (see the module comment), when the static inputs
/// are small; their size is added to it.
pub(super) const FALLBACK_SPAN: u32 = 1000;

/// A specialization point, in the tree of specialization.
pub(super) struct Point {
    /// Its key: the live static variables at its label and their values, in variable order.
    pub key: Vec<(VarId, Value)>,
    /// The point whose specialization made it (or, for a restarted point, the restarted one's parent).
    pub parent: Option<BlockId>,
    /// Whether the jump that made it is a branch of a dynamic `if`.
    pub dynamic: bool,
    /// Dynamic branches on the path from the entry to it.
    pub crossings: u32,
    /// The state of the work when it was taken from the work list, to restart it; `None` before.
    pub mark: Option<Mark>,
}

/// What a restart goes back to: the lengths of the residual blocks and of the work list, and the size.
#[derive(Clone, Copy, Debug)]
pub(super) struct Mark {
    pub blocks: usize,
    pub pending: usize,
    pub size: usize,
}

/// Why the whistle blew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Why {
    /// An ancestor at the same label and position, past a dynamic branch.
    SamePosition,
    /// No such ancestor, but `FALLBACK_SPAN` dynamic branches since the first point at the label.
    Span,
}

/// The path from the entry to the point being specialized.
pub(super) struct Path {
    /// The fallback's span: `FALLBACK_SPAN` plus the size of the static inputs (see the module comment).
    pub span: u32,
    /// The green variables: those the program promotes, in variable order.
    greens: Vec<VarId>,
    /// The points of the path, from the entry, with their position.
    stack: Vec<(BlockId, Key)>,
    /// The points of the path at each label, in path order.
    by_label: HashMap<BlockId, Vec<BlockId>>,
    /// The points of the path at each (label, position), in path order.
    by_position: HashMap<Key, Vec<BlockId>>,
}

/// The entry of `b` for each entry of `a` (both in variable order, as keys are), in one merge.
fn matching<'a, 'b>(
    a: &'a [(VarId, Value)],
    b: &'b [(VarId, Value)],
) -> impl Iterator<Item = (&'a (VarId, Value), Option<&'b Value>)> {
    debug_assert!(a.windows(2).all(|w| w[0].0 < w[1].0) && b.windows(2).all(|w| w[0].0 < w[1].0));
    let mut j = 0;
    a.iter().map(move |e| {
        while j < b.len() && b[j].0 < e.0 {
            j += 1;
        }
        (e, (j < b.len() && b[j].0 == e.0).then(|| &b[j].1))
    })
}

/// The part of `a` that `b` agrees with: the variables static in both, with equal values.
pub(super) fn common(a: &[(VarId, Value)], b: &[(VarId, Value)]) -> Vec<(VarId, Value)> {
    matching(a, b).filter(|((_, x), y)| y.is_some_and(|y| x.equals(y))).map(|(e, _)| e.clone()).collect()
}

/// The entries of `a` whose variable `b` does not have.
pub(super) fn without(a: &[(VarId, Value)], b: &[(VarId, Value)]) -> Vec<(VarId, Value)> {
    matching(a, b).filter(|(_, y)| y.is_none()).map(|(e, _)| e.clone()).collect()
}

impl Path {
    pub(super) fn new(program: &Program) -> Path {
        let mut greens: Vec<VarId> = program
            .blocks
            .iter()
            .filter_map(|b| match b.term {
                Terminator::Promote { var, .. } => Some(var),
                _ => None,
            })
            .collect();
        greens.sort_unstable();
        greens.dedup();
        Path {
            span: FALLBACK_SPAN,
            greens,
            stack: Vec::new(),
            by_label: HashMap::default(),
            by_position: HashMap::default(),
        }
    }

    /// The position of a key at `label`: its green part.
    pub(super) fn position(&self, label: BlockId, key: &[(VarId, Value)]) -> Key {
        let env = key.iter().filter(|(v, _)| self.greens.binary_search(v).is_ok()).cloned().collect();
        Key { block: label, env }
    }

    /// Makes `parent` the last point of the path (the whole path is dropped for `None`).
    pub(super) fn unwind_to(&mut self, parent: Option<BlockId>) {
        while let Some((top, _)) = self.stack.last() {
            if Some(*top) == parent {
                return;
            }
            let (_, position) = self.stack.pop().unwrap();
            self.by_label.get_mut(&position.block).unwrap().pop();
            self.by_position.get_mut(&position).unwrap().pop();
        }
        debug_assert!(parent.is_none(), "the parent of a point being specialized is on the path");
    }

    /// Adds point `id` at `label` with `key` at the end of the path.
    pub(super) fn push(&mut self, id: BlockId, label: BlockId, key: &[(VarId, Value)]) {
        let position = self.position(label, key);
        self.by_label.entry(label).or_default().push(id);
        self.by_position.entry(position.clone()).or_default().push(id);
        self.stack.push((id, position));
    }

    /// The whistle, for a new point at `label` with `key` whose path from the entry (the current path
    /// and the jump) takes `crossings` dynamic branches: the ancestor it comes back to, if it blows.
    pub(super) fn find(
        &self,
        label: BlockId,
        key: &[(VarId, Value)],
        crossings: u32,
        points: &[Option<Point>],
    ) -> Option<(BlockId, Why)> {
        let crossings_of = |p: BlockId| points[p as usize].as_ref().expect("a point").crossings;
        // Ancestors with fewer crossings have a dynamic branch between them and the new point.
        let nearest_past_a_branch = |list: &Vec<BlockId>| {
            let n = list.partition_point(|p| crossings_of(*p) < crossings);
            n.checked_sub(1).map(|i| list[i])
        };
        if let Some(a) = self.by_position.get(&self.position(label, key)).and_then(nearest_past_a_branch) {
            return Some((a, Why::SamePosition));
        }
        let list = self.by_label.get(&label)?;
        let a = nearest_past_a_branch(list)?;
        (crossings - crossings_of(list[0]) >= self.span).then_some((a, Why::Span))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::print::to_fg;
    use crate::lang::{Format, parse_program};
    use crate::pe::{PeOptions, Residual, specialize};

    fn pe(src: &str, statics: &[(&str, i64)]) -> (Residual, String) {
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let statics: Vec<(String, Value)> = statics.iter().map(|(n, v)| (n.to_string(), Value::Int(*v))).collect();
        let mut log = Vec::new();
        let r = specialize(&p, &statics, &PeOptions { log: true, ..PeOptions::default() }, &mut log).unwrap();
        (r, String::from_utf8(log).unwrap())
    }

    fn loops(r: &Residual) -> usize {
        crate::lang::cfg::back_edges(&r.program).len()
    }

    fn run(r: &Residual, args: &[(&str, i64)]) -> String {
        let args: Vec<(String, Value)> = args.iter().map(|(n, v)| (n.to_string(), Value::Int(*v))).collect();
        let options = crate::driver::Options {
            mode: crate::driver::Mode::Interp,
            max_steps: 1_000_000,
            ..crate::driver::Options::default()
        };
        match crate::driver::run(&r.program, &args, &options).unwrap().outcome {
            crate::interp::Outcome::Printed(v) => v.to_string(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn common_and_without() {
        let k = |v: &[(VarId, i64)]| v.iter().map(|(v, x)| (*v, Value::Int(*x))).collect::<Vec<_>>();
        let (a, b) = (k(&[(0, 1), (1, 2), (3, 4)]), k(&[(0, 1), (1, 5), (2, 0)]));
        assert_eq!(common(&a, &b).len(), 1);
        assert_eq!(common(&a, &b)[0].0, 0);
        assert_eq!(without(&b, &common(&a, &b)).iter().map(|(v, _)| *v).collect::<Vec<_>>(), [1, 2]);
    }

    /// A counter that starts static in a loop whose exit is dynamic and not at its header: the header's
    /// condition is static (the header rule stays quiet), so without the whistle every value of `i`
    /// would make a new copy of the loop.
    const COUNTER: &str = "entry:\n    i = 0\n    s = 0\n    goto head\nhead:\n    c = 1\n    \
        if c goto body else goto done\nbody:\n    s = s + i\n    i = i + 1\n    e = i == n\n    \
        if e goto done else goto head\ndone:\n    print_and_stop(s)\n";

    #[test]
    fn a_static_counter_in_a_dynamic_loop_is_generalized() {
        let (r, log) = pe(COUNTER, &[]);
        assert_eq!(
            to_fg(&r.program),
            "entry:\n    i = 0\n    s = 0\n    goto head\nhead:\n    s = s + i\n    i = i + 1\n    e = i == n\n    \
             if e goto done else goto head\ndone:\n    print_and_stop(s)\n"
        );
        assert!(
            log.contains(
                "pe: whistle: head {i=1, s=0} comes back to #1 head {i=0, s=0} through a dynamic branch; \
                 generalize i\n"
            ),
            "{log}"
        );
        assert!(log.contains("pe: restart #1 as head {s=0}\n"), "{log}");
        assert_eq!((r.stats.whistles, r.stats.restarts), (2, 2), "{log}");
        for (n, want) in [(1, "0"), (2, "1"), (5, "10")] {
            assert_eq!(run(&r, &[("n", n)]), want);
        }
    }

    #[test]
    fn a_static_counter_with_a_static_bound_still_unrolls() {
        // The same loop with n static: every decision is static, the loop unrolls (power with y=5).
        let (r, log) = pe(COUNTER, &[("n", 3)]);
        assert_eq!(to_fg(&r.program), "entry:\n    print_and_stop(3)\n");
        assert_eq!(r.stats.whistles, 0, "{log}");
    }

    /// Two nested counted loops whose bounds are dynamic and whose tests are at the end of their bodies
    /// (the header rule sees static conditions): the sum over i < n, j < m of i * j.
    const NESTED: &str = "entry:\n    i = 0\n    s = 0\n    goto outer\nouter:\n    c = 1\n    \
        if c goto outer_body else goto done\nouter_body:\n    j = 0\n    goto inner\ninner:\n    c = 1\n    \
        if c goto inner_body else goto done\ninner_body:\n    t = i * j\n    s = s + t\n    j = j + 1\n    \
        e = j >= m\n    if e goto inner_done else goto inner\ninner_done:\n    i = i + 1\n    e = i >= n\n    \
        if e goto done else goto outer\ndone:\n    print_and_stop(s)\n";

    #[test]
    fn a_loop_nested_in_a_loop_gives_two_nested_loops() {
        let (r, log) = pe(NESTED, &[]);
        let text = to_fg(&r.program);
        assert_eq!(loops(&r), 2, "{text}\n{log}");
        // No peeled first iteration: one copy of each loop body.
        assert_eq!(text.matches("t = i * j").count(), 1, "{text}");
        assert_eq!(text.matches("i = i + 1").count(), 1, "{text}");
        for (n, m, want) in [(1, 1, "0"), (2, 3, "3"), (3, 3, "9"), (4, 2, "6")] {
            assert_eq!(run(&r, &[("n", n), ("m", m)]), want, "n={n} m={m}\n{text}");
        }
    }

    #[test]
    fn the_inner_loop_unrolls_when_its_bound_is_static() {
        let (r, _) = pe(NESTED, &[("m", 2)]);
        let text = to_fg(&r.program);
        assert_eq!(loops(&r), 1, "{text}");
        for (n, want) in [(1, "0"), (3, "3"), (4, "6")] {
            assert_eq!(run(&r, &[("n", n)]), want, "{text}");
        }
    }

    /// A promoted variable is a position: two points at a label with different positions are not two
    /// iterations of one loop. Here `k` goes 0, 1, 0, 1: the loop closes when it comes back to k = 0.
    #[test]
    fn positions_stay_static() {
        let src = "entry:\n    k = 0\n    i = 0\n    goto head\nhead:\n    promote(k, step)\nstep:\n    \
            c = k == 0\n    if c goto even else goto odd\neven:\n    i = i + 1\n    k = 1\n    goto head\n\
            odd:\n    i = i * 2\n    k = 0\n    e = i > n\n    if e goto done else goto head\n\
            done:\n    print_and_stop(i)\n";
        let (r, log) = pe(src, &[]);
        let text = to_fg(&r.program);
        assert!(!text.contains("k == 0"), "the test of k folds:\n{text}\n{log}");
        assert_eq!(loops(&r), 1, "{text}");
        for (n, want) in [(0, "2"), (2, "6"), (10, "14")] {
            assert_eq!(run(&r, &[("n", n)]), want, "{text}");
        }
    }

    /// A promoted variable that counts in a loop that goes round at run time: no two points have the same
    /// position, and the fallback ends the unrolling after `FALLBACK_SPAN` dynamic branches.
    #[test]
    fn the_fallback_stops_a_position_that_never_comes_back() {
        let src = "entry:\n    k = 0\n    goto head\nhead:\n    promote(k, step)\nstep:\n    c = 1\n    \
            if c goto inc else goto done\ninc:\n    k = k + 1\n    e = k == n\n    if e goto done else goto head\n\
            done:\n    print_and_stop(k)\n";
        let (r, log) = pe(src, &[]);
        assert_eq!(loops(&r), 1, "{}", to_fg(&r.program));
        assert!(log.contains(&format!("after {FALLBACK_SPAN} dynamic branches")), "{log}");
        for n in [1, 5, 999, 1000, 1001, 2500] {
            assert_eq!(run(&r, &[("n", n)]), n.to_string());
        }
    }
}
