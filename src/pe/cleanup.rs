//! Cleanup of the residual program, the post-processing seeds/000 asks of "a good partial evaluation
//! system": specialization leaves many blocks that only jump (every folded `if` and every dispatch step
//! of an interpreter), chains of single-entry blocks, and copies.
//!
//! Each pass keeps what the program does, including which runtime error it raises, and where:
//! - **jump threading**: a jump to a block with no operations that only jumps goes to that block's target;
//! - **merging**: a block reached only by the `goto` of its one predecessor is appended to it (a `promote`
//!   edge is kept: it reads its variable and is a hint for a tracer);
//! - **loop rotation**: a small loop header entered by one `goto` and closed by one `goto` is copied
//!   onto its entry, so that it merges into the end of the loop: the loop becomes one block;
//! - **unreachable blocks** are removed;
//! - **simplification** (`simplify.rs`): a dataflow analysis of what each variable surely holds and its
//!   kind drives copy and constant propagation across blocks, folding, algebraic identities, removal of
//!   dead operations and coalescing; a loop of one block is peeled once when that tells the kind of what
//!   it copies;
//! - **labels**: blocks are ordered depth-first from the entry (then before else) and named after the
//!   source block they were specialized from (the entry after the source's entry): `power_rec`,
//!   `power_rec_2`, ...

use super::Stats;
use crate::lang::{Block, BlockId, Op, Operand, Program, Terminator, VarId};
use crate::ops::Opcode;
use crate::value::Value;
use std::collections::{HashMap, HashSet};

/// Residual blocks with the source block each was made from.
struct Graph {
    blocks: Vec<Block>,
    origin: Vec<BlockId>,
    entry: BlockId,
}

/// Jumps to blocks that are empty and only jump go to where those jump (chains followed; a cycle of
/// such blocks, a program that loops doing nothing, is left looping). Returns the jumps redirected.
fn thread_jumps(g: &mut Graph) -> usize {
    let forward = |blocks: &[Block], mut b: BlockId| {
        let mut seen = HashSet::new();
        while let (true, Terminator::Goto(to)) = (blocks[b as usize].ops.is_empty(), &blocks[b as usize].term) {
            if !seen.insert(b) {
                break;
            }
            b = *to;
        }
        b
    };
    let mut threaded = 0;
    let targets: Vec<Vec<BlockId>> = (0..g.blocks.len())
        .map(|b| g.blocks[b].term.successors().into_iter().map(|t| forward(&g.blocks, t)).collect())
        .collect();
    for (block, new) in g.blocks.iter_mut().zip(targets) {
        for (t, n) in block.term.successors_mut().into_iter().zip(new) {
            threaded += (*t != n) as usize;
            *t = n;
        }
    }
    let entry = forward(&g.blocks, g.entry);
    threaded += (entry != g.entry) as usize;
    g.entry = entry;
    threaded
}

/// Removes the blocks not reachable from the entry; returns how many.
fn remove_unreachable(g: &mut Graph) -> usize {
    let n = g.blocks.len();
    let mut reached = vec![false; n];
    let mut stack = vec![g.entry];
    while let Some(b) = stack.pop() {
        if !std::mem::replace(&mut reached[b as usize], true) {
            stack.extend(g.blocks[b as usize].term.successors());
        }
    }
    let mut new_id = vec![BlockId::MAX; n];
    let mut next = 0;
    for (b, r) in reached.iter().enumerate() {
        if *r {
            new_id[b] = next;
            next += 1;
        }
    }
    let blocks = std::mem::take(&mut g.blocks);
    let origin = std::mem::take(&mut g.origin);
    for ((mut block, o), r) in blocks.into_iter().zip(origin).zip(&reached) {
        if *r {
            for t in block.term.successors_mut() {
                *t = new_id[*t as usize];
            }
            g.blocks.push(block);
            g.origin.push(o);
        }
    }
    g.entry = new_id[g.entry as usize];
    n - g.blocks.len()
}

/// Appends each block reached only by its predecessor's `goto` to that predecessor; returns how many.
/// The merged blocks are left unreachable.
fn merge_blocks(g: &mut Graph) -> usize {
    let mut preds = vec![0usize; g.blocks.len()];
    for b in &g.blocks {
        for s in b.term.successors() {
            preds[s as usize] += 1;
        }
    }
    let mut merged_away = vec![false; g.blocks.len()];
    let mut merged = 0;
    for b in 0..g.blocks.len() {
        if merged_away[b] {
            continue;
        }
        while let Terminator::Goto(t) = g.blocks[b].term {
            let t = t as usize;
            if t == b || t == g.entry as usize || preds[t] != 1 || merged_away[t] {
                break;
            }
            let ops = std::mem::take(&mut g.blocks[t].ops);
            let (term, term_pos) = (g.blocks[t].term.clone(), g.blocks[t].term_pos);
            let block = &mut g.blocks[b];
            block.ops.extend(ops);
            block.term = term;
            block.term_pos = term_pos;
            // `t` keeps a jump to itself, so it is harmless until it is removed as unreachable.
            g.blocks[t].term = Terminator::Goto(t as BlockId);
            merged_away[t] = true;
            merged += 1;
        }
    }
    merged
}

fn as_program(g: &Graph, source: &Program) -> Program {
    Program {
        file: source.file.clone(),
        blocks: g.blocks.clone(),
        vars: source.vars.clone(),
        entry: g.entry,
        procs: Vec::new(),
    }
}

/// The largest loop header `rotate_loops` copies, in operations.
const ROTATE_MAX_OPS: usize = 8;

/// Loop rotation: a small loop header `h` entered by the `goto` of one block `p` outside the loop and
/// closed by the `goto` of one block `l` inside it is copied onto the end of `p`; `h` is then reached only
/// from `l` and merges into it, so the loop is one block. This is what makes a specialized interpreter's
/// loop one block when its first iteration was specialized apart (the first pass through a loop often
/// knows more, e.g. a register still 0). Returns the headers copied.
fn rotate_loops(g: &mut Graph, source: &Program) -> usize {
    let back: HashSet<(BlockId, BlockId)> = crate::lang::cfg::back_edges(&as_program(g, source)).into_iter().collect();
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); g.blocks.len()];
    for (b, block) in g.blocks.iter().enumerate() {
        for s in block.term.successors() {
            preds[s as usize].push(b as BlockId);
        }
    }
    let mut touched = vec![false; g.blocks.len()];
    let mut rotated = 0;
    for h in 0..g.blocks.len() {
        let hb = h as BlockId;
        let [x, y] = preds[h][..] else { continue };
        let (p, l) = match (back.contains(&(x, hb)), back.contains(&(y, hb))) {
            (false, true) => (x, y),
            (true, false) => (y, x),
            _ => continue,
        };
        let gotos = |b: BlockId| matches!(g.blocks[b as usize].term, Terminator::Goto(t) if t == hb);
        if hb == g.entry
            || p == hb
            || l == hb
            || !gotos(p)
            || !gotos(l)
            || g.blocks[h].ops.len() > ROTATE_MAX_OPS
            || touched[h]
            || touched[p as usize]
        {
            continue;
        }
        let (ops, term, term_pos) = (g.blocks[h].ops.clone(), g.blocks[h].term.clone(), g.blocks[h].term_pos);
        let pb = &mut g.blocks[p as usize];
        pb.ops.extend(ops);
        pb.term = term;
        pb.term_pos = term_pos;
        // `p` now jumps where `h` does: those blocks' predecessor lists are stale for this round.
        touched[h] = true;
        touched[p as usize] = true;
        for s in g.blocks[h].term.successors() {
            touched[s as usize] = true;
        }
        rotated += 1;
    }
    rotated
}

/// The passes on the control flow graph. Merging comes first, so a chain of blocks is named after the
/// block it starts with (the target of a jump in the specialized program).
fn simplify_cfg(g: &mut Graph, source: &Program, stats: &mut Stats) {
    // Merged blocks are left unreachable: they are counted as merged, not as unreachable.
    let merge = |g: &mut Graph, stats: &mut Stats| {
        let merged = merge_blocks(g);
        stats.merged += merged;
        stats.unreachable += remove_unreachable(g) - merged;
    };
    stats.unreachable += remove_unreachable(g);
    merge(g, stats);
    stats.threaded += thread_jumps(g);
    stats.unreachable += remove_unreachable(g);
    for _ in 0..4 {
        let n = rotate_loops(g, source);
        stats.rotated += n;
        merge(g, stats);
        if n == 0 {
            break;
        }
    }
}

/// Renumbers variables in the order they first appear in the printed program, as the parser numbers
/// them, and drops the ones that do not appear: the program then equals its printed and re-read form.
pub(super) fn compact_vars(p: &mut Program) {
    let mut new_id: HashMap<VarId, VarId> = HashMap::new();
    let mut vars = Vec::new();
    let mut map = |v: &mut VarId| {
        let id = *new_id.entry(*v).or_insert_with(|| {
            vars.push(p.vars[*v as usize].clone());
            (vars.len() - 1) as VarId
        });
        *v = id;
    };
    for block in &mut p.blocks {
        for op in &mut block.ops {
            map(&mut op.dst);
            for a in &mut op.args {
                if let Operand::Var(v) = a {
                    map(v);
                }
            }
        }
        match &mut block.term {
            Terminator::If { cond: v, .. } | Terminator::Promote { var: v, .. } => map(v),
            Terminator::PrintAndStop(Operand::Var(v)) | Terminator::Return(Operand::Var(v)) => map(v),
            Terminator::Call { args, dst, .. } => {
                if let Some(d) = dst {
                    map(d);
                }
                for a in args {
                    if let Operand::Var(v) = a {
                        map(v);
                    }
                }
            }
            _ => {}
        }
    }
    p.vars = vars;
}

/// Orders the blocks depth-first from the entry, names them after their source blocks (the entry after
/// the source's entry), and makes the program.
fn finish(g: Graph, source: &Program) -> Program {
    let n = g.blocks.len();
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![g.entry];
    while let Some(b) = stack.pop() {
        if std::mem::replace(&mut seen[b as usize], true) {
            continue;
        }
        order.push(b);
        stack.extend(g.blocks[b as usize].term.successors().into_iter().rev());
    }
    let mut new_id = vec![0; n];
    for (i, b) in order.iter().enumerate() {
        new_id[*b as usize] = i as BlockId;
    }
    let mut used = HashSet::new();
    // The next suffix to try for each base name: a name once taken stays taken, so the search for a
    // free one goes on where it stopped (many blocks from one source block cost no more than one each).
    let mut next_suffix: HashMap<&str, usize> = HashMap::new();
    let mut slots: Vec<Option<Block>> = g.blocks.into_iter().map(Some).collect();
    let mut blocks = Vec::with_capacity(n);
    for b in order {
        let mut block = slots[b as usize].take().expect("each block once");
        let origin = if b == g.entry { source.entry } else { g.origin[b as usize] };
        let base = &source.block(origin).label;
        let mut name = base.clone();
        let k = next_suffix.entry(base.as_str()).or_insert(2);
        while used.contains(&name) {
            name = format!("{base}_{k}");
            *k += 1;
        }
        used.insert(name.clone());
        block.label = name;
        for t in block.term.successors_mut() {
            *t = new_id[*t as usize];
        }
        blocks.push(block);
    }
    let mut p = Program { file: source.file.clone(), blocks, vars: source.vars.clone(), entry: 0, procs: Vec::new() };
    compact_vars(&mut p);
    p
}

/// Runs every pass over the residual blocks and makes the residual program (entry first).
pub(super) fn cleanup(
    source: &Program,
    blocks: Vec<Block>,
    origin: Vec<BlockId>,
    entry: BlockId,
    stats: &mut Stats,
) -> Program {
    let mut g = Graph { blocks, origin, entry };
    simplify_cfg(&mut g, source, stats);
    stats.simplified += super::simplify::simplify(&mut g.blocks, g.entry, source);
    // Peeling copies a loop's first iteration: simplify again, with what it tells.
    let peeled = super::simplify::peel_loops(&mut g.blocks, g.entry, source.vars.len());
    if peeled > 0 {
        stats.peeled += peeled;
        stats.simplified += super::simplify::simplify(&mut g.blocks, g.entry, source);
    }
    // Removing copies can leave blocks that only jump.
    simplify_cfg(&mut g, source, stats);
    finish(g, source)
}

/// Makes sure every input is a variable of the residual program, so that `fgljit run` accepts
/// `--arg NAME=...` for each: an input the residual program never reads gets a harmless `NAME = 0` at the
/// start of the entry block (nothing reads it).
pub(super) fn keep_inputs(p: &mut Program, inputs: &[String]) {
    let vars: HashSet<&str> = p.vars.iter().map(String::as_str).collect();
    let missing: Vec<&String> = inputs.iter().filter(|name| !vars.contains(name.as_str())).collect();
    if missing.is_empty() {
        return;
    }
    let pos = p.blocks[p.entry as usize].pos;
    let mut ops = Vec::new();
    for name in missing {
        p.vars.push(name.clone());
        ops.push(Op {
            dst: (p.vars.len() - 1) as VarId,
            kind: Opcode::Same,
            args: vec![Operand::Const(Value::Int(0))],
            pos,
        });
    }
    let entry = &mut p.blocks[p.entry as usize];
    ops.append(&mut entry.ops);
    entry.ops = ops;
    compact_vars(p);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::print::to_fg;
    use crate::lang::{Format, parse_program};

    /// Runs the cleanup on a program as if each block were a residual block made from itself.
    fn clean(src: &str) -> (String, Stats) {
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let mut stats = Stats::default();
        let origin = (0..p.blocks.len() as BlockId).collect();
        let out = cleanup(&p, p.blocks.clone(), origin, p.entry, &mut stats);
        (to_fg(&out), stats)
    }

    #[test]
    fn threads_jumps_through_empty_blocks() {
        let (out, stats) = clean(
            "a:\n    if c goto b else goto d\nb:\n    goto e\nd:\n    goto e\ne:\n    x = c + 1\n    print_and_stop(x)\n",
        );
        assert_eq!(out, "a:\n    if c goto e else goto e\ne:\n    x = c + 1\n    print_and_stop(x)\n");
        assert_eq!((stats.threaded, stats.unreachable, stats.merged), (2, 2, 0));
    }

    #[test]
    fn merges_a_block_into_its_only_predecessor_but_not_across_promote() {
        let (out, stats) =
            clean("a:\n    x = 1 + y\n    goto b\nb:\n    x = x * 2\n    promote(x, c)\nc:\n    print_and_stop(x)\n");
        assert_eq!(out, "a:\n    x = 1 + y\n    x = x * 2\n    promote(x, c)\nc:\n    print_and_stop(x)\n");
        assert_eq!(stats.merged, 1);
    }

    #[test]
    fn an_empty_entry_that_jumps_is_replaced_by_its_target() {
        let (out, _) = clean("a:\n    goto b\nb:\n    i = i + 1\n    goto b\n");
        // The entry keeps the source entry's label.
        assert_eq!(out, "a:\n    i = i + 1\n    goto a\n");
    }

    #[test]
    fn a_loop_of_empty_blocks_stays_a_loop() {
        let (out, _) = clean("a:\n    goto b\nb:\n    goto a\n");
        assert_eq!(out, "a:\n    goto a\n");
    }

    #[test]
    fn copies_propagate_where_no_error_can_name_them_and_dead_ones_go() {
        // `a = r0` re-assigns a value `a` already holds; `b = a` is dead once the test reads `a`, and so is
        // `r0 = a`, whose possible failure (`a` unassigned) the next operation repeats.
        let src = "l:\n    r0 = a\n    a = r0\n    a = a - 1\n    b = a\n    c = b == 0\n    if c goto l else goto e\n\
                   e:\n    print_and_stop(a)\n";
        let (out, stats) = clean(src);
        assert_eq!(out, "l:\n    a = a - 1\n    c = a == 0\n    if c goto l else goto e\ne:\n    print_and_stop(a)\n");
        // Three copies removed, `b` renamed in the test, `c` in the `if`... counted as they happen.
        assert!(stats.simplified >= 3, "{stats:?}");
        // Into arithmetic, a copy is not propagated: a type error names the operand.
        let (out, _) = clean("l:\n    b = a\n    c = b + 1\n    print_and_stop(c)\n");
        assert_eq!(out, "l:\n    b = a\n    c = b + 1\n    print_and_stop(c)\n");
    }

    #[test]
    fn a_copy_from_a_possibly_unassigned_variable_stays() {
        // `b = a` is dead, but it is where the program fails when `a` has no value.
        let (out, _) = clean("l:\n    b = a\n    print_and_stop(1)\n");
        assert_eq!(out, "l:\n    b = a\n    print_and_stop(1)\n");
        // Unless the next statement fails on `a` first: the same error, one statement later.
        let (out, _) = clean("l:\n    b = a\n    c = a + z\n    print_and_stop(c)\n");
        assert_eq!(out, "l:\n    c = a + z\n    print_and_stop(c)\n");
        let (out, _) = clean("l:\n    b = a\n    c = z + a\n    print_and_stop(c)\n");
        assert_eq!(out, "l:\n    b = a\n    c = z + a\n    print_and_stop(c)\n");
        // `x = a + 0` checks that `a` is an integer (it stays), and then `x` is `a`.
        let (out, _) = clean("l:\n    x = a + 0\n    b = a\n    print_and_stop(x)\n");
        assert_eq!(out, "l:\n    x = a + 0\n    print_and_stop(a)\n");
    }

    #[test]
    fn labels_follow_the_source_and_are_unique() {
        let p = parse_program("t.fg", "l:\n    if c goto l_2 else goto l\nl_2:\n    print_and_stop(c)\n", Format::Fg)
            .unwrap();
        let mut stats = Stats::default();
        // Three residual blocks made from `l`, one from `l_2`.
        let mut blocks = p.blocks.clone();
        blocks.push(p.blocks[0].clone());
        blocks[0].term = Terminator::If { cond: 0, then_to: 2, else_to: 1 };
        blocks[2].term = Terminator::If { cond: 0, then_to: 1, else_to: 0 };
        blocks[1].term = Terminator::PrintAndStop(Operand::Var(0));
        let out = cleanup(&p, blocks, vec![0, 1, 0], 0, &mut stats);
        let labels: Vec<&str> = out.blocks.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["l", "l_2", "l_2_2"]);
    }

    #[test]
    fn unread_inputs_stay_variables_of_the_program() {
        let mut p = parse_program("t.fg", "l:\n    print_and_stop(1)\n", Format::Fg).unwrap();
        keep_inputs(&mut p, &["x".to_string()]);
        assert_eq!(to_fg(&p), "l:\n    x = 0\n    print_and_stop(1)\n");
        assert_eq!(p.vars, ["x"]);
    }
}
