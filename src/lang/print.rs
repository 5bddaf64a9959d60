//! Printers for both formats; their output parses back to the same program (same blocks in the same
//! order, same operations, operands and terminators), which `tests/front_end.rs` checks on every example.
//! `fmt` (`format_source`) also keeps the source's comments and blank lines, placed by the source lines
//! the program's labels and statements come from (`tests/fmt.rs`).
//!
//! Blocks are printed in order, so the entry of the printed program is its first block: that is the
//! entry of every parsed program (`--entry` only changes where one run starts).
//!
//! Names and symbols need no escaping: both parsers accept only identifiers as names, and symbols without
//! quotes or line breaks (see `pl.rs`), so every program they produce can be written in either format.

use super::program::{BlockId, Op, Operand, Program, Terminator};
use super::resolve::LineIndex;
use super::{Format, fg, pl};
use crate::ops::{Opcode, Syntax};
use crate::value::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// A constant in `.fg` syntax: symbols quoted (`'sym'`), lists with `, ` (`[1, 'a', [2, 3]]`).
/// `Display` of `Value` prints symbols bare, which is the runtime's print format, not source syntax.
pub fn fmt_value_fg(value: &Value) -> String {
    fmt_value(value, &|s| format!("'{s}'"))
}

/// A constant for logs and statistics: as in `.fg`, long lists abbreviated (`<list of 65536>`). It costs
/// no more than the text it returns: a list is written only until it is known to be too long.
pub fn fmt_value_short(value: &Value) -> String {
    const LONGEST: usize = 40;
    fn write(v: &Value, out: &mut String) -> bool {
        match v {
            Value::List(l) => {
                out.push('[');
                for (i, item) in l.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if !write(&item, out) {
                        return false;
                    }
                }
                out.push(']');
            }
            // A big integer's digits cost their length, which is what is printed.
            v => out.push_str(&fmt_value_fg(v)),
        }
        out.len() <= LONGEST
    }
    let mut text = String::new();
    let fits = write(value, &mut text);
    match value.as_list() {
        Some(l) if !fits => format!("<list of {}>", l.len()),
        _ => text,
    }
}

/// A constant in Prolog syntax: atoms bare when they can be, lists as in the seeds (`[1, mov_a_r0]`).
fn fmt_value_pl(value: &Value) -> String {
    fmt_value(value, &pl_atom)
}

fn fmt_value(value: &Value, symbol: &dyn Fn(&str) -> String) -> String {
    match value {
        Value::Int(_) | Value::Big(_) => value.to_string(),
        Value::Sym(s) => symbol(&s.name()),
        Value::List(l) => {
            let items: Vec<String> = l.iter().map(|v| fmt_value(&v, symbol)).collect();
            format!("[{}]", items.join(", "))
        }
    }
}

/// An atom as Prolog reads it back: bare when it is a plain lowercase identifier, else quoted.
fn pl_atom(name: &str) -> String {
    let b = name.as_bytes();
    let plain =
        b.first().is_some_and(u8::is_ascii_lowercase) && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_');
    if plain { name.to_string() } else { format!("'{name}'") }
}

fn operand_fg(program: &Program, operand: &Operand) -> String {
    match operand {
        Operand::Var(v) => program.var_name(*v).to_string(),
        Operand::Const(c) => fmt_value_fg(c),
    }
}

fn operand_pl(program: &Program, operand: &Operand) -> String {
    match operand {
        Operand::Var(v) => format!("var({})", pl_atom(program.var_name(*v))),
        Operand::Const(c) => format!("const({})", fmt_value_pl(c)),
    }
}

/// The right-hand side of an operation in `.fg` syntax. A negative constant on the right prints as
/// `a - -1`, which the `.fg` parser reads as the constant -1 (the `-` is right before the digits).
fn expr_fg(program: &Program, op: &Op) -> String {
    let arg = |i: usize| op.args.get(i).map_or_else(String::new, |a| operand_fg(program, a));
    match op.kind.def().syntax {
        Syntax::Copy => arg(0),
        Syntax::Index => format!("{}[{}]", arg(0), arg(1)),
        Syntax::Infix(infix) => format!("{} {infix} {}", arg(0), arg(1)),
        Syntax::Call | Syntax::Statement | Syntax::None => {
            let args: Vec<String> = (0..op.args.len()).map(arg).collect();
            format!("{}({})", op.kind.name(), args.join(", "))
        }
    }
}

/// One printed line of a program: a label or a statement, with the source line it comes from.
struct Item {
    line: u32,
    label: bool,
    text: String,
}

/// The program as `.fg` lines: labels at column 0, statements indented by four spaces.
/// With `literals`, the operations a list literal with variables was read as are printed as the literal.
///
/// With `entry_names`, a procedure's first block labelled with the procedure's name and not jumped to is
/// printed without its label: that is how `.pl` names an unlabelled first block (`pl_label`), so that
/// `.fg` -> `.pl` -> `.fg` gives back the same text.
fn fg_items(program: &Program, literals: bool, entry_names: bool) -> Vec<Item> {
    let mut items = Vec::new();
    let jumped_to: BTreeSet<BlockId> = program
        .blocks
        .iter()
        .flat_map(|b| match &b.term {
            Terminator::Call { .. } => Vec::new(),
            t => t.successors(),
        })
        .collect();
    for (b, block) in program.blocks.iter().enumerate() {
        if let Some(p) = block.proc.map(|p| program.proc(p))
            && p.entry == b as BlockId
        {
            let params: Vec<&str> = p.param_slots().map(|v| program.var_name(v)).collect();
            items.push(Item { line: p.pos.line, label: true, text: format!("def {}({}):", p.name, params.join(", ")) });
        }
        let unnamed_entry = entry_names
            && block.proc.is_some_and(|p| program.proc(p).entry == b as BlockId && program.proc(p).name == block.label)
            && !jumped_to.contains(&(b as BlockId));
        if !block.label.is_empty() && !unnamed_entry {
            items.push(Item { line: block.pos.line, label: true, text: format!("{}:", block.label) });
        }
        let mut i = 0;
        while i < block.ops.len() {
            let op = &block.ops[i];
            if literals && let Some((n, elements)) = list_literal(&block.ops[i..]) {
                let elements: Vec<String> = elements.iter().map(|e| operand_fg(program, e)).collect();
                let text = format!("    {} = [{}]", program.var_name(op.dst), elements.join(", "));
                items.push(Item { line: op.pos.line, label: false, text });
                i += n;
                continue;
            }
            let text = match op.kind.def().syntax {
                Syntax::Statement => format!("    {}", expr_fg(program, op)),
                _ => format!("    {} = {}", program.var_name(op.dst), expr_fg(program, op)),
            };
            items.push(Item { line: op.pos.line, label: false, text });
            i += 1;
        }
        let label = |b: &u32| program.block(*b).label.as_str();
        let text = match &block.term {
            Terminator::Goto(to) => format!("    goto {}", label(to)),
            Terminator::If { cond, then_to, else_to } => {
                format!("    if {} goto {} else goto {}", program.var_name(*cond), label(then_to), label(else_to))
            }
            Terminator::Promote { var, to } => format!("    promote({}, {})", program.var_name(*var), label(to)),
            Terminator::PrintAndStop(a) => format!("    print_and_stop({})", operand_fg(program, a)),
            Terminator::Stop => "    stop".to_string(),
            Terminator::Return(a) => format!("    return {}", operand_fg(program, a)),
            Terminator::Call { proc, args, dst, .. } => {
                let args: Vec<String> = args.iter().map(|a| operand_fg(program, a)).collect();
                let call = format!("{}({})", program.proc(*proc).name, args.join(", "));
                match dst {
                    Some(d) => format!("    {} = {call}", program.var_name(*d)),
                    None => format!("    {call}"),
                }
            }
        };
        items.push(Item { line: block.term_pos.line, label: false, text });
    }
    items
}

/// The program as `.pl` lines: `block(Label,` then each statement, the last closing the fact.
/// With `literals`, the operations a list literal with variables was read as share one line (`.pl` has
/// no such literal), so that they are one again in `.fg`.
fn pl_items(program: &Program, literals: bool) -> Vec<Item> {
    let mut items = Vec::new();
    let label = |b: &u32| pl_atom(&pl_label(program, *b));
    // Operations and calls of the fact being printed so far, each closed by one `)` at its end.
    let mut open = 0;
    for (b, block) in program.blocks.iter().enumerate() {
        if let Some(p) = block.proc.map(|p| program.proc(p))
            && p.entry == b as BlockId
        {
            let params: Vec<String> = p.param_slots().map(|v| pl_atom(program.var_name(v))).collect();
            let text = format!("proc({}, [{}]).", pl_atom(&p.name), params.join(", "));
            items.push(Item { line: p.pos.line, label: true, text });
        }
        if !block.continues {
            let text = format!("block({},", label(&(b as BlockId)));
            items.push(Item { line: block.pos.line, label: true, text });
        }
        let mut literal_left = 0;
        for (i, op) in block.ops.iter().enumerate() {
            // `opN(Res, Op, A1, ..., AN, Rest)`; a statement, `stmtN(Op, A1, ..., AN, Rest)`.
            let mut parts: Vec<String> = Vec::new();
            let head = match op.kind.def().syntax {
                Syntax::Statement => "stmt",
                _ => {
                    parts.push(pl_atom(program.var_name(op.dst)));
                    "op"
                }
            };
            parts.push(op.kind.name().to_string());
            parts.extend(op.args.iter().map(|a| operand_pl(program, a)));
            let text = format!("    {head}{}({},", op.kind.arity(), parts.join(", "));
            if literal_left > 0 {
                literal_left -= 1;
                let last = items.last_mut().expect("the literal's first operation is an item");
                last.text = format!("{} {}", last.text, text.trim_start());
                continue;
            }
            if literals && let Some((n, _)) = list_literal(&block.ops[i..]) {
                literal_left = n - 1;
            }
            items.push(Item { line: op.pos.line, label: false, text });
        }
        let var = |v: &u32| pl_atom(program.var_name(*v));
        let mut text = match &block.term {
            Terminator::Goto(to) => format!("    jump({})", label(to)),
            Terminator::If { cond, then_to, else_to } => {
                format!("    if({}, {}, {})", var(cond), label(then_to), label(else_to))
            }
            Terminator::Promote { var: v, to } => format!("    promote({}, {})", var(v), label(to)),
            Terminator::PrintAndStop(a) => format!("    print_and_stop({})", operand_pl(program, a)),
            Terminator::Stop => "    stop".to_string(),
            Terminator::Return(a) => format!("    return({})", operand_pl(program, a)),
            Terminator::Call { proc, args, dst, .. } => {
                let args: Vec<String> = args.iter().map(|a| operand_pl(program, a)).collect();
                let dst = dst.map_or(String::new(), |d| format!("{}, ", var(&d)));
                let text = format!("    call({dst}{}, [{}],", pl_atom(&program.proc(*proc).name), args.join(", "));
                items.push(Item { line: block.term_pos.line, label: false, text });
                open += block.ops.len() + 1;
                continue;
            }
        };
        text.push_str(&")".repeat(open + block.ops.len() + 1));
        open = 0;
        text.push('.');
        items.push(Item { line: block.term_pos.line, label: false, text });
    }
    items
}

/// A block's label in `.pl`, where every fact has one: a procedure's unlabelled entry takes the
/// procedure's name (labels and procedures are named apart).
fn pl_label(program: &Program, b: BlockId) -> String {
    let block = program.block(b);
    match block.proc {
        Some(p) if block.label.is_empty() && program.proc(p).entry == b => {
            // The procedure's name, unless one of its blocks has that label (then a name none has).
            let taken = |l: &str| program.blocks.iter().any(|o| o.proc == Some(p) && o.label == l);
            let mut name = program.proc(p).name.clone();
            while taken(&name) {
                name.push_str("_entry");
            }
            name
        }
        _ => block.label.clone(),
    }
}

/// The list literal with variables (`x = [a, 1, b]`) that `ops` start with, if they do: the number of
/// operations it was read as and its elements. The `.fg` parser reads such a literal as operations on
/// its one line (see `fg::lower_list_literal`): the list of its constants with 0 where a variable goes,
/// then a `set` of each variable; or, when `x` is an element, `make_list(n, x)`, then a `set` of each
/// other element. Operations of that shape on one line are that literal, whoever wrote them, so printing
/// the literal prints the same program.
fn list_literal(ops: &[Op]) -> Option<(usize, Vec<Operand>)> {
    /// A literal longer than this is printed as its operations (a `make_list` of a huge length written
    /// by hand on one `.pl` line is no literal anyone wrote).
    const LONGEST: usize = 4096;
    let first = ops.first()?;
    let x = first.dst;
    let is_x = |a: &Operand| matches!(a, Operand::Var(v) if *v == x);
    let sets: Vec<(usize, &Operand)> = ops[1..]
        .iter()
        .take_while(|op| op.pos.line == first.pos.line && op.dst == x && op.kind == Opcode::Set && is_x(&op.args[0]))
        .map_while(|op| match &op.args[1] {
            Operand::Const(Value::Int(i)) => usize::try_from(*i).ok().map(|i| (i, &op.args[2])),
            _ => None,
        })
        .collect();
    if sets.is_empty() || !sets.windows(2).all(|w| w[0].0 < w[1].0) || sets.iter().any(|(_, a)| is_x(a)) {
        return None;
    }
    let mut elements = match (first.kind, &first.args[..]) {
        (Opcode::Same, [Operand::Const(Value::List(l))]) if l.len() <= LONGEST => {
            let zero = |i: usize| matches!(l.get(i), Some(Value::Int(0)));
            if !sets.iter().all(|&(i, a)| zero(i) && matches!(a, Operand::Var(_))) {
                return None;
            }
            l.iter().map(Operand::Const).collect::<Vec<_>>()
        }
        // At least one element is `x` itself, else the parser would have made the list of constants.
        (Opcode::MakeList, [Operand::Const(Value::Int(n)), a]) if is_x(a) => {
            let n = usize::try_from(*n).ok().filter(|&n| n <= LONGEST && n > sets.len())?;
            if sets.last().is_some_and(|&(i, _)| i >= n) {
                return None;
            }
            vec![Operand::Var(x); n]
        }
        _ => return None,
    };
    for (i, a) in &sets {
        elements[*i] = (*a).clone();
    }
    Some((1 + sets.len(), elements))
}

/// What `fmt` keeps of the source besides the program: its comments and its blank lines, by line.
#[derive(Default)]
struct Notes {
    /// Line -> the comment's text after its marker (`#` or `%`), and whether it is alone on its line.
    comments: BTreeMap<u32, (String, bool)>,
    blank: BTreeSet<u32>,
}

impl Notes {
    fn of(source: &str, format: Format) -> Notes {
        let mut notes = Notes::default();
        let lines = LineIndex::new(source);
        let mut add = |start: usize, end: usize| {
            let pos = lines.pos(source, start);
            let line_start = start + 1 - pos.col as usize;
            let alone = source[line_start..start].trim().is_empty();
            let text = source[start + 1..end].trim_end().to_string();
            notes.comments.insert(pos.line, (text, alone));
        };
        let mut at = 0;
        for (i, line) in source.split_inclusive('\n').enumerate() {
            let text = line.trim_end_matches(['\n', '\r']);
            if text.trim().is_empty() {
                notes.blank.insert(i as u32 + 1);
            }
            if format == Format::Fg
                && let Some(hash) = fg::comment_start(text)
            {
                add(at + hash, at + text.len());
            }
            at += line.len();
        }
        if format == Format::Pl {
            for span in pl::line_comments(source) {
                add(span.start, span.end);
            }
        }
        notes
    }

    fn blank_between(&self, after: u32, before: u32) -> bool {
        after + 1 < before && self.blank.range(after + 1..before).next().is_some()
    }
}

/// Puts the printed lines together with the source's comments and blank lines: a comment alone on its
/// line stays before the item after it (indented as that item), a comment after code stays at the end
/// of the last item of its line, and a run of blank lines between them becomes one. `.pl` output starts
/// a block's first statement on the line of `block(` when nothing comes between them.
fn lay_out(items: &[Item], notes: &Notes, format: Format) -> String {
    let marker = if format == Format::Fg { '#' } else { '%' };
    let item_lines: BTreeSet<u32> = items.iter().map(|i| i.line).collect();
    let mut out = String::new();
    // The source line of the last item or comment printed (0 before the first).
    let mut last = 0;
    // Prints the comments alone on their line (or after code that printed nothing: the `)))` of a `.pl`
    // fact) from after source line `last` to before `upto`, each after a blank line if the source has one
    // before it, and then one if the source has one before `upto` and `upto` is a line of code. Says
    // whether it printed anything.
    let between = |out: &mut String, last: &mut u32, upto: Option<u32>, indent: &str| {
        let mut printed = false;
        for (&line, (text, alone)) in notes.comments.range(*last + 1..upto.unwrap_or(u32::MAX)) {
            if !*alone && item_lines.contains(&line) {
                continue;
            }
            if !out.is_empty() && notes.blank_between(*last, line) {
                out.push('\n');
            }
            let _ = writeln!(out, "{indent}{marker}{text}");
            *last = line;
            printed = true;
        }
        if let Some(upto) = upto
            && !out.is_empty()
            && notes.blank_between(*last, upto)
        {
            out.push('\n');
            printed = true;
        }
        printed
    };
    let mut label_open = false;
    for (i, item) in items.iter().enumerate() {
        let indent = if item.label { "" } else { "    " };
        let mut separated = false;
        if item.line > last {
            separated = between(&mut out, &mut last, Some(item.line), indent);
            last = item.line;
        }
        if format == Format::Pl && label_open && !separated {
            // `block(Label, ` and the first statement, on one line.
            out.pop();
            out.push(' ');
            out.push_str(item.text.trim_start());
        } else {
            out.push_str(&item.text);
        }
        // Only `block(Label,` waits for its first statement: a `proc(...)` fact and a `.fg` label do not.
        label_open = item.label && item.text.ends_with(',');
        let last_of_line = items.get(i + 1).is_none_or(|next| next.line != item.line);
        if last_of_line && let Some((text, false)) = notes.comments.get(&item.line) {
            let _ = write!(out, "  {marker}{text}");
            label_open = false;
        }
        out.push('\n');
    }
    between(&mut out, &mut last, None, "");
    out
}

/// The program as `.fg` text: labels at column 0, statements indented by four spaces.
pub fn to_fg(program: &Program) -> String {
    lay_out(&fg_items(program, false, true), &Notes::default(), Format::Fg)
}

/// The program as the seeds' `.pl` facts: one `block` fact per block, the first statement on the line of
/// `block(`, each further one on its own line indented by four spaces, and the closing parentheses at the
/// end, as in the seeds:
///
/// ```text
/// block(power_rec, op2(res, mul, var(res), var(x),
///     op2(y, sub, var(y), const(1),
///     if(y, power_rec, power_done)))).
/// ```
pub fn to_pl(program: &Program) -> String {
    lay_out(&pl_items(program, false), &Notes::default(), Format::Pl)
}

/// `fmt`: `program`, read from `source` in format `from`, printed in format `to` with the source's
/// comments (`#` in `.fg`, `%` in `.pl`; `/* */` comments are dropped) and blank lines in their places.
pub fn format_source(program: &Program, source: &str, from: Format, to: Format) -> String {
    let items = match to {
        Format::Fg => fg_items(program, true, from == Format::Pl),
        Format::Pl => pl_items(program, true),
    };
    lay_out(&items, &Notes::of(source, from), to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Format, parse_program};
    use crate::ops::Opcode;
    use crate::value::List;
    use num_bigint::BigInt;
    use proptest::prelude::*;

    #[test]
    fn short_values_abbreviate_long_lists() {
        let list = |items: Vec<Value>| Value::List(List::new(items));
        let short = list(vec![Value::Int(1), Value::sym("a b"), list(vec![Value::Int(2)])]);
        assert_eq!(fmt_value_short(&short), "[1, 'a b', [2]]");
        assert_eq!(fmt_value_short(&Value::sym("x")), "'x'");
        let long = list((0..100_000).map(Value::Int).collect());
        assert_eq!(fmt_value_short(&long), "<list of 100000>");
        // Long because of a nested list: the outer one is abbreviated.
        assert_eq!(fmt_value_short(&list(vec![Value::Int(0), long])), "<list of 2>");
    }

    const ALL_FORMS: &str = "start:\n    a = 1\n    b = a - -1\n    c = -2 * b\n    d = a // b\n    e = a % b\n    \
        f = a == 'sym'\n    g = a != [1, 'Foo bar', [2, -3], []]\n    h = a < b\n    i = a <= b\n    j = a > b\n    \
        k = a >= b\n    l = g[0]\n    m = [1, 2][a]\n    n = len(g)\n    o = 100000000000000000000 + a\n    \
        Res = 'x'\n    if a goto start else goto next\nnext:\n    promote(a, last)\nlast:\n    goto stop\n\
        stop:\n    print_and_stop('done')\n";

    fn fg(src: &str) -> Program {
        parse_program("t.fg", src, Format::Fg).unwrap()
    }

    fn pl(src: &str) -> Program {
        parse_program("t.pl", src, Format::Pl).unwrap()
    }

    #[test]
    fn fg_prints_every_form_as_written() {
        assert_eq!(to_fg(&fg(ALL_FORMS)), ALL_FORMS);
    }

    #[test]
    fn pl_prints_in_the_seeds_style() {
        let p = fg("power_rec:\n    res = res * x\n    y = y - 1\n    if y goto power_rec else goto power_done\n\
                    power_done:\n    print_and_stop(res)\n");
        assert_eq!(
            to_pl(&p),
            "block(power_rec, op2(res, mul, var(res), var(x),\n    op2(y, sub, var(y), const(1),\n    \
             if(y, power_rec, power_done)))).\nblock(power_done, print_and_stop(var(res))).\n"
        );
    }

    #[test]
    fn pl_quotes_atoms_that_are_not_plain() {
        let p = fg("Start:\n    Res = ['mov_a_r0', 'Foo', 'a b', -1]\n    promote(Res, Start)\n");
        assert_eq!(
            to_pl(&p),
            "block('Start', op1('Res', same, const([mov_a_r0, 'Foo', 'a b', -1]),\n    promote('Res', 'Start'))).\n"
        );
    }

    #[test]
    fn both_printers_round_trip_through_both_parsers() {
        let p = fg(ALL_FORMS);
        let as_pl = to_pl(&p);
        assert_eq!(to_pl(&pl(&as_pl)), as_pl);
        assert_eq!(to_fg(&pl(&as_pl)), ALL_FORMS);
    }

    /// Names that are identifiers but not plain Prolog atoms, or that are words of either syntax.
    const NAMES: &[&str] = &["x", "Res", "len", "goto", "if", "_t", "var", "block", "print_and_stop"];

    fn constant() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            any::<i64>().prop_map(Value::Int),
            (any::<i64>(), any::<bool>()).prop_map(|(i, neg)| {
                let big = BigInt::from(i) * BigInt::from(u64::MAX);
                Value::from_big(if neg { -big } else { big })
            }),
            proptest::sample::select(&["a", "Foo bar", "mov_a_r0", "x-y", " ", "ü", "[]"][..]).prop_map(Value::sym),
        ];
        leaf.prop_recursive(3, 12, 4, |inner| {
            proptest::collection::vec(inner, 0..4).prop_map(|items| Value::List(List::new(items)))
        })
    }

    fn operand() -> impl Strategy<Value = String> {
        prop_oneof![proptest::sample::select(NAMES).prop_map(str::to_string), constant().prop_map(|c| fmt_value_fg(&c))]
    }

    /// One block of `.fg` text, in the call form (`x = mul(a, b)`) the printer never writes, with labels
    /// `l{first}`..`l{nblocks-1}` as jump targets; with `calls`, calls of `p0(A, B)` among its statements
    /// (each ends a block in the program: the statements after it are the next one); with `returns`,
    /// `return A` among its terminators.
    fn block(first: usize, nblocks: usize, calls: bool, returns: bool) -> impl Strategy<Value = String> {
        let op = (
            proptest::sample::select(NAMES),
            proptest::sample::select(Opcode::source_ops().collect::<Vec<_>>()),
            operand(),
            operand(),
        )
            .prop_map(|(dst, kind, a, b)| match (kind.def().syntax, kind.arity()) {
                (Syntax::Statement, _) => format!("    {}({a})\n", kind.name()),
                (_, 0) => format!("    {dst} = {}()\n", kind.name()),
                (_, 1) => format!("    {dst} = {}({a})\n", kind.name()),
                (_, 2) => format!("    {dst} = {}({a}, {b})\n", kind.name()),
                _ => format!("    {dst} = {}({a}, {b}, {a})\n", kind.name()),
            });
        let call =
            (proptest::sample::select(NAMES), operand(), operand(), any::<bool>()).prop_map(|(dst, a, b, drop)| {
                if drop { format!("    p0({a}, {b})\n") } else { format!("    {dst} = p0({a}, {b})\n") }
            });
        let line = if calls { prop_oneof![4 => op, 1 => call].boxed() } else { op.boxed() };
        let label = first..nblocks;
        let jump = prop_oneof![
            label.clone().prop_map(|l| format!("    goto l{l}\n")),
            (proptest::sample::select(NAMES), label.clone(), label.clone())
                .prop_map(|(v, a, b)| format!("    if {v} goto l{a} else goto l{b}\n")),
            (proptest::sample::select(NAMES), label).prop_map(|(v, l)| format!("    promote({v}, l{l})\n")),
            operand().prop_map(|a| format!("    print_and_stop({a})\n")),
        ];
        let term = if returns {
            prop_oneof![4 => jump, 1 => operand().prop_map(|a| format!("    return {a}\n"))].boxed()
        } else {
            jump.boxed()
        };
        (proptest::collection::vec(line, 0..5), term).prop_map(|(ops, term)| ops.concat() + &term)
    }

    /// A main program of 1..5 blocks, and sometimes procedures (FGL 3) `p0`, `p1`, ... of 1..4 blocks
    /// each, with the same labels (labels are local), their first block sometimes unlabelled.
    fn program() -> impl Strategy<Value = String> {
        let proc = (1..4usize).prop_flat_map(|m| {
            // An unlabelled first block cannot be jumped to: the labels start at l1 then.
            let unlabelled = any::<bool>().prop_map(move |u| u && m > 1);
            unlabelled.prop_flat_map(move |u| (Just(u), proptest::collection::vec(block(u as usize, m, true, true), m)))
        });
        (1..5usize, prop_oneof![2 => Just(0usize), 1 => 1..3usize])
            .prop_flat_map(move |(n, nprocs)| {
                (
                    proptest::collection::vec(block(0, n, nprocs > 0, false), n),
                    proptest::collection::vec(proc.clone(), nprocs),
                )
            })
            .prop_map(|(blocks, procs)| {
                let mut text: String = blocks.iter().enumerate().map(|(i, b)| format!("l{i}:\n{b}")).collect();
                for (k, (unlabelled, blocks)) in procs.iter().enumerate() {
                    text += &format!("def p{k}(x, Res):\n");
                    for (i, b) in blocks.iter().enumerate() {
                        if i > 0 || !unlabelled {
                            text += &format!("l{i}:\n");
                        }
                        text += b;
                    }
                }
                text
            })
    }

    /// Everything a program is, by name: what "parses back to the same program" compares.
    fn shape(p: &Program) -> String {
        let operand = |o: &Operand| match o {
            Operand::Var(v) => p.var_name(*v).to_string(),
            Operand::Const(c) => format!("{c:?}"),
        };
        // A procedure's unlabelled first block is named by `pl_label` in `.pl`: the same block.
        let label = |b: &u32| pl_label(p, *b);
        let mut out = String::new();
        for (i, b) in p.blocks.iter().enumerate() {
            out += &format!("{}:", label(&(i as u32)));
            for op in &b.ops {
                let args: Vec<String> = op.args.iter().map(operand).collect();
                out += &format!(" {} = {}({});", p.var_name(op.dst), op.kind.name(), args.join(", "));
            }
            out += &match &b.term {
                Terminator::Goto(to) => format!(" goto {}\n", label(to)),
                Terminator::If { cond, then_to, else_to } => {
                    format!(" if {} {} {}\n", p.var_name(*cond), label(then_to), label(else_to))
                }
                Terminator::Promote { var, to } => format!(" promote {} {}\n", p.var_name(*var), label(to)),
                Terminator::PrintAndStop(a) => format!(" print {}\n", operand(a)),
                Terminator::Stop => " stop\n".to_string(),
                Terminator::Return(a) => format!(" return {}\n", operand(a)),
                Terminator::Call { proc, args, dst, next } => {
                    let args: Vec<String> = args.iter().map(operand).collect();
                    let dst = dst.map_or("_".to_string(), |d| p.var_name(d).to_string());
                    format!(" {dst} = call {}({}) then {}\n", p.proc(*proc).name, args.join(", "), label(next))
                }
            };
        }
        for proc in &p.procs {
            out += &format!("def {} {} {:?} {}\n", proc.name, proc.params, proc.vars, proc.entry);
        }
        out
    }

    proptest! {
        /// Both printers' output parses back to the program printed, and printing is a fixed point.
        #[test]
        fn random_programs_round_trip(src in program()) {
            let p = fg(&src);
            let (as_fg, as_pl) = (to_fg(&p), to_pl(&p));
            prop_assert_eq!(shape(&fg(&as_fg)), shape(&p));
            prop_assert_eq!(shape(&pl(&as_pl)), shape(&p));
            prop_assert_eq!(to_fg(&fg(&as_fg)), as_fg);
            prop_assert_eq!(to_pl(&pl(&as_pl)), as_pl);
        }
    }

    /// `src` with comments and blank lines put between its lines and after its code, as `extras` says:
    /// for each line, 0 nothing, 1 a comment line before it, 2 a blank line before it, 3 a comment after it.
    fn with_comments(src: &str, extras: &[u8]) -> String {
        let mut out = String::new();
        for (i, line) in src.lines().enumerate() {
            match extras.get(i).copied().unwrap_or(0) {
                1 => out += &format!("# c{i}\n"),
                2 => out += "\n",
                _ => {}
            }
            out += line;
            if extras.get(i) == Some(&3) {
                out += &format!(" # t{i}");
            }
            out.push('\n');
        }
        out + "# end\n"
    }

    fn comment_texts(text: &str, marker: char) -> Vec<String> {
        text.lines().filter_map(|l| l.split_once(marker).map(|(_, c)| c.to_string())).collect()
    }

    proptest! {
        /// Formatting keeps every comment in order, in both formats, and is a fixed point: formatting its
        /// output again, or going through the other format and back, changes nothing.
        #[test]
        fn comments_survive_formatting(src in program(), extras in proptest::collection::vec(0u8..4, 0..40)) {
            // Symbols may hold `#` or `%`: the generated ones do not, so every marker is a comment's.
            let src = with_comments(&src, &extras);
            let fmt = |text: &str, from: Format, to: Format| {
                let file = if from == Format::Fg { "t.fg" } else { "t.pl" };
                format_source(&parse_program(file, text, from).unwrap(), text, from, to)
            };
            let once = fmt(&src, Format::Fg, Format::Fg);
            prop_assert_eq!(comment_texts(&once, '#'), comment_texts(&src, '#'));
            prop_assert_eq!(&fmt(&once, Format::Fg, Format::Fg), &once);
            let as_pl = fmt(&src, Format::Fg, Format::Pl);
            prop_assert_eq!(comment_texts(&as_pl, '%'), comment_texts(&src, '#'));
            prop_assert_eq!(&fmt(&as_pl, Format::Pl, Format::Pl), &as_pl);
            prop_assert_eq!(&fmt(&as_pl, Format::Pl, Format::Fg), &once);
            prop_assert_eq!(shape(&fg(&once)), shape(&fg(&src)));
        }
    }

    #[test]
    fn values_in_fg_syntax() {
        let v = crate::lang::fg::parse_constant("[1, a, 'B c', [-2]]").unwrap();
        assert_eq!(fmt_value_fg(&v), "[1, 'a', 'B c', [-2]]");
        assert_eq!(v.to_string(), "[1,a,B c,[-2]]");
    }
}
