//! Checks a syntax tree and resolves it into a `Program`: labels to block indices, variables to slots.
//! Every check here runs before anything executes; each failure is a diagnostic at its place.

use super::diag::{Diagnostic, did_you_mean};
use super::program::{Block, BlockId, Op, Operand, Pos, Proc, ProcId, Program, Terminator, VarId};
use super::syntax::{Arg, Name, Span, SynBlock, SynProgram, SynTerm};
use crate::ops::Opcode;
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
    /// The labels of the scope being resolved (the main program or one procedure).
    labels: HashMap<&'a str, BlockId>,
    /// The scope's labels in file order, for "did you mean" hints.
    label_order: Vec<&'a str>,
    /// Every label of the program with its procedure's name, for the hint that labels are local.
    all_labels: Vec<(&'a str, Option<&'a str>)>,
    procs: HashMap<&'a str, ProcId>,
    /// Each procedure's number of parameters and the line of its `def`.
    proc_params: Vec<(usize, u32)>,
    vars: Vec<String>,
    /// The scope's variables.
    var_ids: HashMap<String, VarId>,
    /// The scope being resolved is a procedure.
    in_proc: bool,
    proc_names: Vec<&'a str>,
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
                    if self.in_proc { "no block of this procedure has this label" } else { "no block has this label" },
                );
                let elsewhere = self.all_labels.iter().find(|(l, _)| *l == name.text).map(|(_, p)| *p);
                self.diags.push(match (did_you_mean(&name.text, self.label_order.iter().copied()), elsewhere) {
                    (Some(help), _) => d.with_help(help),
                    (None, Some(p)) => d.with_help(format!(
                        "'{}' is a label of {}: labels are local to their procedure, and goto never leaves one",
                        name.text,
                        p.map_or("the main program".to_string(), |p| format!("procedure '{p}'"))
                    )),
                    (None, None) => d,
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

    /// The procedure a call names, with its arguments checked against its parameters.
    fn callee(&mut self, callee: &Name, nargs: usize) -> ProcId {
        let Some(&id) = self.procs.get(callee.text.as_str()) else {
            // Without procedures, the likely mistake is a mistyped operation: list them.
            let label = if self.procs.is_empty() {
                let known: Vec<&str> = Opcode::source_ops().map(|o| o.name()).collect();
                format!("known operations: {}", known.join(", "))
            } else {
                "no procedure or operation has this name".to_string()
            };
            let d = Diagnostic::at(
                callee.span.clone(),
                format!("no procedure or operation is named '{}'", callee.text),
                label,
            );
            let names = self.procs.keys().copied().chain(Opcode::source_ops().map(|o| o.name()));
            self.diags.push(match did_you_mean(&callee.text, names) {
                Some(help) => d.with_help(help),
                None => d.with_help(format!("define it: def {}(...):", callee.text)),
            });
            return 0;
        };
        let (params, def_line) = self.proc_params[id as usize];
        if params != nargs {
            self.diags.push(
                Diagnostic::at(
                    callee.span.clone(),
                    format!("{} takes {params} argument(s), not {nargs}", callee.text),
                    "wrong number of arguments",
                )
                .with_help(format!("'{}' is defined on line {def_line}", callee.text)),
            );
        }
        id
    }
}

/// Resolves `syn` (parsed from `source`) into a program, or returns every problem found.
///
/// Each scope (the main program, then each procedure in file order) has its own labels and its own
/// variables, numbered contiguously, a procedure's parameters first (`Proc::vars`).
pub fn resolve(file: &str, source: &str, syn: &SynProgram) -> Result<Program, Vec<Diagnostic>> {
    let scope_of = |i: usize| syn.procs.iter().rposition(|p| p.first_block <= i);
    let lines = LineIndex::new(source);
    let proc_params = syn.procs.iter().map(|p| (p.params.len(), lines.pos(source, p.span.start).line)).collect();
    let mut r = Resolver {
        source,
        lines,
        labels: HashMap::new(),
        label_order: Vec::new(),
        all_labels: syn
            .blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| !b.label.text.is_empty())
            .map(|(i, b)| (b.label.text.as_str(), scope_of(i).map(|p| syn.procs[p].name.text.as_str())))
            .collect(),
        procs: HashMap::new(),
        proc_params,
        vars: Vec::new(),
        var_ids: HashMap::new(),
        in_proc: false,
        proc_names: syn.procs.iter().map(|p| p.name.text.as_str()).collect(),
        diags: Vec::new(),
    };
    if syn.blocks.is_empty() {
        return Err(vec![Diagnostic::nowhere("the program has no blocks")]);
    }
    if syn.blocks_of(None).is_empty() {
        let at = syn.procs[0].span.clone();
        r.diags.push(
            Diagnostic::at(
                at,
                "the program has no main program before its first procedure",
                "the blocks before the first def are the main program, where a run starts",
            )
            .with_help("put the main program's blocks first, then the procedures"),
        );
    }
    for (i, p) in syn.procs.iter().enumerate() {
        let name = p.name.text.as_str();
        if let Some(&first) = r.procs.get(name) {
            let line = r.pos(&syn.procs[first as usize].span).line;
            r.diags.push(
                Diagnostic::at(
                    p.name.span.clone(),
                    format!("duplicate procedure '{name}'"),
                    format!("already defined on line {line}"),
                )
                .with_help("rename one of them: a call names exactly one procedure"),
            );
        } else if Opcode::source_from_name(name).is_some() || RESERVED.contains(&name) {
            r.diags.push(
                Diagnostic::at(
                    p.name.span.clone(),
                    format!("a procedure cannot be named '{name}'"),
                    "that is the name of an operation or a statement of FGL",
                )
                .with_help(format!("rename it, for example 'my_{name}'")),
            );
        } else {
            r.procs.insert(name, i as ProcId);
        }
        if syn.blocks_of(Some(i)).is_empty() {
            r.diags.push(Diagnostic::at(p.span.clone(), format!("procedure '{name}' has no body"), "no block follows"));
        }
        let mut seen = HashSet::new();
        for param in &p.params {
            if !seen.insert(param.text.as_str()) {
                r.diags.push(Diagnostic::at(
                    param.span.clone(),
                    format!("duplicate parameter '{}'", param.text),
                    "each parameter has its own name",
                ));
            }
        }
    }
    let mut blocks = Vec::with_capacity(syn.blocks.len());
    let mut procs = Vec::with_capacity(syn.procs.len());
    for scope in std::iter::once(None).chain((0..syn.procs.len()).map(Some)) {
        let range = syn.blocks_of(scope);
        r.labels.clear();
        r.var_ids.clear();
        r.in_proc = scope.is_some();
        r.label_order =
            syn.blocks[range.clone()].iter().map(|b| b.label.text.as_str()).filter(|l| !l.is_empty()).collect();
        for i in range.clone() {
            let b = &syn.blocks[i];
            if b.label.text.is_empty() {
                continue;
            }
            if let Some(&first) = r.labels.get(b.label.text.as_str()) {
                let first_line = r.pos(&syn.blocks[first as usize].label.span).line;
                let scope_name =
                    scope.map_or("the main program".to_string(), |p| format!("procedure '{}'", r.proc_names[p]));
                r.diags.push(
                    Diagnostic::at(
                        b.label.span.clone(),
                        format!("duplicate label '{}'", b.label.text),
                        format!("already defined on line {first_line}"),
                    )
                    .with_help(format!("rename one of them: a label names one block of {scope_name}")),
                );
            } else {
                r.labels.insert(b.label.text.as_str(), i as BlockId);
            }
        }
        let first_var = r.vars.len() as VarId;
        if let Some(p) = scope {
            for param in &syn.procs[p].params {
                r.var(param);
            }
        }
        for i in range.clone() {
            let block = resolve_block(&mut r, &syn.blocks[i], i, scope);
            blocks.push(block);
        }
        if let Some(p) = scope {
            let sp = &syn.procs[p];
            procs.push(Proc {
                name: sp.name.text.clone(),
                params: sp.params.len() as u32,
                vars: first_var..r.vars.len() as VarId,
                entry: range.start as BlockId,
                pos: r.pos(&sp.span),
            });
        }
    }
    if !r.diags.is_empty() {
        r.diags.sort_by_key(|d| d.span.as_ref().map_or(0, |s| s.start));
        return Err(r.diags);
    }
    Ok(Program { file: file.to_string(), blocks, vars: r.vars, entry: 0, procs })
}

/// Words a procedure cannot be named: the statements and terminators of FGL.
const RESERVED: [&str; 9] = ["goto", "if", "promote", "print_and_stop", "stop", "return", "def", "else", "print"];

fn resolve_block(r: &mut Resolver, b: &SynBlock, index: usize, scope: Option<usize>) -> Block {
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
            let d = if b.continues {
                Diagnostic::at(
                    b.label.span.clone(),
                    "nothing ends the block after this call",
                    "a call goes on with the statements after it, and a block must end with a terminator",
                )
                .with_help("end the block: goto, if, promote, print_and_stop, stop or return")
            } else if b.label.text.is_empty() {
                // The unlabelled first block of a procedure.
                let name = scope.map_or("", |p| r.proc_names[p]);
                Diagnostic::at(
                    b.label.span.clone(),
                    format!("the first block of procedure '{name}' has no terminator"),
                    "this block must end with goto, if, promote, print_and_stop, stop or return",
                )
            } else if scope.is_some() {
                Diagnostic::at(
                    b.label.span.clone(),
                    format!("block '{}' has no terminator", b.label.text),
                    "this block must end with goto, if, promote, print_and_stop, stop or return",
                )
            } else {
                Diagnostic::at(
                    b.label.span.clone(),
                    format!("block '{}' has no terminator", b.label.text),
                    "this block must end with goto, if, promote, print_and_stop or stop",
                )
            };
            r.diags.push(d);
            (Terminator::Goto(0), r.pos(&b.label.span))
        }
        Some((t, span)) => {
            let t = match t {
                SynTerm::Goto(l) => Terminator::Goto(r.label(l)),
                SynTerm::If(v, l1, l2) => Terminator::If { cond: r.var(v), then_to: r.label(l1), else_to: r.label(l2) },
                SynTerm::Promote(v, l) => Terminator::Promote { var: r.var(v), to: r.label(l) },
                SynTerm::PrintAndStop(a) => Terminator::PrintAndStop(r.operand(a)),
                SynTerm::Stop => Terminator::Stop,
                SynTerm::Return(a) => {
                    if scope.is_none() {
                        r.diags.push(
                            Diagnostic::at(span.clone(), "return in the main program", "only a procedure returns")
                                .with_help("end the main program with print_and_stop or stop"),
                        );
                    }
                    Terminator::Return(r.operand(a))
                }
                SynTerm::Call { dst, callee, args } => {
                    let proc = r.callee(callee, args.len());
                    let args = args.iter().map(|a| r.operand(a)).collect();
                    // The statements after the call are the next block (the parser made it).
                    let next = (index + 1) as BlockId;
                    Terminator::Call { proc, args, dst: dst.as_ref().map(|d| r.var(d)), next }
                }
            };
            (t, r.pos(span))
        }
    };
    Block {
        label: b.label.text.clone(),
        proc: scope.map(|p| p as ProcId),
        continues: b.continues,
        ops,
        term,
        pos: r.pos(&b.label.span),
        term_pos,
    }
}

/// Variables of one scope (`None`: the main program; `Some(p)`: procedure `p`) that it reads but that no
/// operation or call of the scope assigns, each with the place of its first read in the file, in file
/// order. In the main program they can only have a value as inputs (`--arg`); in a procedure, a
/// parameter is assigned by every call (it is not listed), and any other such variable has no value
/// unless the run starts in the procedure (`--entry PROC`) and it is given as an input.
pub fn read_but_never_assigned(syn: &SynProgram, scope: Option<usize>) -> Vec<Name> {
    let blocks = &syn.blocks[syn.blocks_of(scope)];
    let mut assigned: HashSet<&str> = blocks.iter().flat_map(|b| &b.ops).map(|op| op.dst.text.as_str()).collect();
    assigned.extend(blocks.iter().filter_map(|b| match &b.term {
        Some((SynTerm::Call { dst: Some(d), .. }, _)) => Some(d.text.as_str()),
        _ => None,
    }));
    if let Some(p) = scope {
        assigned.extend(syn.procs[p].params.iter().map(|n| n.text.as_str()));
    }
    let mut reads: Vec<&Name> = Vec::new();
    fn var(a: &Arg) -> Option<&Name> {
        match a {
            Arg::Var(n) => Some(n),
            Arg::Const(..) => None,
        }
    }
    for b in blocks {
        for op in &b.ops {
            reads.extend(op.args.iter().filter_map(var));
        }
        match &b.term {
            Some((SynTerm::If(v, ..) | SynTerm::Promote(v, _), _)) => reads.push(v),
            Some((SynTerm::PrintAndStop(a) | SynTerm::Return(a), _)) => reads.extend(var(a)),
            Some((SynTerm::Call { args, .. }, _)) => reads.extend(args.iter().filter_map(var)),
            _ => {}
        }
    }
    reads.sort_by_key(|n| n.span.start);
    let mut seen = HashSet::new();
    reads.into_iter().filter(|n| !assigned.contains(n.text.as_str()) && seen.insert(n.text.as_str())).cloned().collect()
}
