//! Checks a syntax tree and resolves it into a `Program`: labels to block indices, variables to slots.
//! Every check here runs before anything executes; each failure is a diagnostic at its place.

use super::diag::{Diagnostic, did_you_mean};
use super::program::{Block, BlockId, Op, Operand, Pos, Program, Terminator, VarId};
use super::syntax::{Arg, Name, Span, SynProgram, SynTerm};
use std::collections::{HashMap, HashSet};

/// Maps byte offsets to line and column.
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(source.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    pub fn pos(&self, source: &str, offset: usize) -> Pos {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let col = source.get(start..offset.min(source.len())).map_or(1, |s| s.chars().count() + 1);
        Pos { line: line as u32, col: col as u32, offset: offset as u32 }
    }
}

struct Resolver<'a> {
    source: &'a str,
    lines: LineIndex,
    labels: HashMap<&'a str, BlockId>,
    /// Every label in file order, for "did you mean" hints.
    label_order: Vec<&'a str>,
    vars: Vec<String>,
    var_ids: HashMap<String, VarId>,
    diags: Vec<Diagnostic>,
}

impl<'a> Resolver<'a> {
    fn pos(&self, span: &Span) -> Pos {
        self.lines.pos(self.source, span.start)
    }

    fn var(&mut self, name: &Name) -> VarId {
        if let Some(&id) = self.var_ids.get(&name.text) {
            return id;
        }
        let id = self.vars.len() as VarId;
        self.vars.push(name.text.clone());
        self.var_ids.insert(name.text.clone(), id);
        id
    }

    fn label(&mut self, name: &Name) -> BlockId {
        match self.labels.get(name.text.as_str()) {
            Some(&id) => id,
            None => {
                let d = Diagnostic::at(
                    name.span.clone(),
                    format!("undefined label '{}'", name.text),
                    "no block has this label",
                );
                self.diags.push(match did_you_mean(&name.text, self.label_order.iter().copied()) {
                    Some(help) => d.with_help(help),
                    None => d,
                });
                0
            }
        }
    }

    fn operand(&mut self, arg: &Arg) -> Operand {
        match arg {
            Arg::Var(name) => Operand::Var(self.var(name)),
            Arg::Const(v, _) => Operand::Const(v.clone()),
        }
    }
}

/// Resolves `syn` (parsed from `source`) into a program, or returns every problem found.
pub fn resolve(file: &str, source: &str, syn: &SynProgram) -> Result<Program, Vec<Diagnostic>> {
    let mut r = Resolver {
        source,
        lines: LineIndex::new(source),
        labels: HashMap::new(),
        label_order: syn.blocks.iter().map(|b| b.label.text.as_str()).collect(),
        vars: Vec::new(),
        var_ids: HashMap::new(),
        diags: Vec::new(),
    };
    if syn.blocks.is_empty() {
        return Err(vec![Diagnostic::nowhere("the program has no blocks")]);
    }
    for (i, b) in syn.blocks.iter().enumerate() {
        if let Some(&first) = r.labels.get(b.label.text.as_str()) {
            let first_line = r.pos(&syn.blocks[first as usize].label.span).line;
            r.diags.push(Diagnostic::at(
                b.label.span.clone(),
                format!("duplicate label '{}'", b.label.text),
                format!("already defined on line {first_line}"),
            ));
        } else {
            r.labels.insert(b.label.text.as_str(), i as BlockId);
        }
    }
    let mut blocks = Vec::with_capacity(syn.blocks.len());
    for b in &syn.blocks {
        let ops = b
            .ops
            .iter()
            .map(|op| Op {
                dst: r.var(&op.dst),
                kind: op.kind,
                args: op.args.iter().map(|a| r.operand(a)).collect(),
                pos: r.pos(&op.span),
            })
            .collect();
        let (term, term_pos) = match &b.term {
            None => {
                r.diags.push(Diagnostic::at(
                    b.label.span.clone(),
                    format!("block '{}' has no terminator", b.label.text),
                    "this block must end with goto, if, promote, print_and_stop or stop",
                ));
                (Terminator::Goto(0), r.pos(&b.label.span))
            }
            Some((t, span)) => {
                let t = match t {
                    SynTerm::Goto(l) => Terminator::Goto(r.label(l)),
                    SynTerm::If(v, l1, l2) => {
                        Terminator::If { cond: r.var(v), then_to: r.label(l1), else_to: r.label(l2) }
                    }
                    SynTerm::Promote(v, l) => Terminator::Promote { var: r.var(v), to: r.label(l) },
                    SynTerm::PrintAndStop(a) => Terminator::PrintAndStop(r.operand(a)),
                    SynTerm::Stop => Terminator::Stop,
                };
                (t, r.pos(span))
            }
        };
        blocks.push(Block { label: b.label.text.clone(), ops, term, pos: r.pos(&b.label.span), term_pos });
    }
    if !r.diags.is_empty() {
        r.diags.sort_by_key(|d| d.span.as_ref().map_or(0, |s| s.start));
        return Err(r.diags);
    }
    Ok(Program { file: file.to_string(), blocks, vars: r.vars, entry: 0 })
}

/// Variables the program reads but no operation assigns, each with the place of its first read in the
/// file: they can only have a value as inputs (`--arg`). In file order.
pub fn read_but_never_assigned(syn: &SynProgram) -> Vec<Name> {
    let assigned: HashSet<&str> = syn.blocks.iter().flat_map(|b| &b.ops).map(|op| op.dst.text.as_str()).collect();
    let mut reads: Vec<&Name> = Vec::new();
    for b in &syn.blocks {
        for op in &b.ops {
            reads.extend(op.args.iter().filter_map(|a| match a {
                Arg::Var(n) => Some(n),
                Arg::Const(..) => None,
            }));
        }
        match &b.term {
            Some((SynTerm::If(v, ..) | SynTerm::Promote(v, _), _)) => reads.push(v),
            Some((SynTerm::PrintAndStop(Arg::Var(v)), _)) => reads.push(v),
            _ => {}
        }
    }
    reads.sort_by_key(|n| n.span.start);
    let mut seen = HashSet::new();
    reads.into_iter().filter(|n| !assigned.contains(n.text.as_str()) && seen.insert(n.text.as_str())).cloned().collect()
}
