//! Parser of the `.fg` text syntax (FGL.md): one label, operation or terminator per line.
//!
//! No word is reserved: a line is an assignment when its second token is `=`, `+=` or `-=`, a label
//! when it is `name:`, and otherwise a terminator (`goto`, `if`, `promote`, `print_and_stop`).

use super::diag::{Diagnostic, did_you_mean};
use super::syntax::{Arg, MAX_LIST_DEPTH, Name, Span, SynBlock, SynOp, SynProc, SynProgram, SynTerm};
use crate::ops::{HIDDEN_RESULT, Opcode, Syntax};
use crate::value::{List, Value};
use num_bigint::BigInt;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(BigInt),
    Sym(String),
    Punct(&'static str),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    span: Span,
}

// `**` is no FGL operator, but lexed as one so that it gets its own diagnostic.
const PUNCTS: [&str; 22] = [
    "+=", "-=", "//", "==", "!=", "<=", ">=", "**", ":", "=", "+", "-", "*", "%", "<", ">", "[", "]", "(", ")", ",",
    "'",
];

/// The words that start a statement that is not an assignment, for "did you mean" hints.
const STATEMENT_WORDS: [&str; 9] =
    ["goto", "if", "promote", "print_and_stop", "stop", "print", "put_byte", "return", "def"];

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Int(i) => format!("the number {i}"),
        Tok::Sym(s) => format!("the symbol '{s}'"),
        Tok::Punct(p) => format!("'{p}'"),
    }
}

/// Splits one line (starting at byte `base` of the file) into tokens, dropping a trailing comment.
fn lex_line(line: &str, base: usize) -> Result<Vec<Token>, Diagnostic> {
    let bytes = line.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        if c == b'#' {
            break;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            toks.push(Token { tok: Tok::Ident(line[start..i].to_string()), span: base + start..base + i });
        } else if c.is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let n: BigInt = line[start..i].parse().expect("digits parse as an integer");
            toks.push(Token { tok: Tok::Int(n), span: base + start..base + i });
        } else if c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'\'' {
                i += 1;
            }
            if i >= bytes.len() {
                return Err(Diagnostic::at(
                    base + start..base + line.len(),
                    "unterminated symbol",
                    "a symbol is written 'like_this'",
                ));
            }
            i += 1;
            let name = &line[start + 1..i - 1];
            if name.is_empty() {
                return Err(Diagnostic::at(base + start..base + i, "empty symbol", "a symbol needs a name"));
            }
            // The seeds' format reads `\` in a quoted atom as an escape (and refuses it): a symbol with one
            // could not be written as a `.pl` program.
            if let Some(k) = name.find('\\') {
                let at = base + start + 1 + k;
                return Err(Diagnostic::at(
                    at..at + 1,
                    "backslashes in symbols are not supported",
                    "no escapes in symbols",
                ));
            }
            toks.push(Token { tok: Tok::Sym(name.to_string()), span: base + start..base + i });
        } else if c == b'/' && bytes.get(i + 1) != Some(&b'/') {
            return Err(Diagnostic::at(base + start..base + start + 1, "unknown operator '/'", "not an FGL operator")
                .with_help("integer division is written '//' (it rounds down; '%' is its remainder)"));
        } else if let Some(p) = PUNCTS.iter().find(|p| line[i..].starts_with(**p)) {
            i += p.len();
            toks.push(Token { tok: Tok::Punct(p), span: base + start..base + i });
        } else {
            let ch = line[i..].chars().next().unwrap_or('?');
            return Err(Diagnostic::at(
                base + start..base + start + ch.len_utf8(),
                format!("unexpected character '{ch}'"),
                "not part of the FGL syntax",
            ));
        }
    }
    Ok(toks)
}

/// Where the comment of one line starts (its `#`), if it has one: the first `#` outside a `'symbol'`,
/// as `lex_line` reads it.
pub fn comment_start(line: &str) -> Option<usize> {
    let mut in_symbol = false;
    for (i, c) in line.bytes().enumerate() {
        match c {
            b'\'' => in_symbol = !in_symbol,
            b'#' if !in_symbol => return Some(i),
            _ => {}
        }
    }
    None
}

/// A cursor over the tokens of one line.
struct Line<'t> {
    toks: &'t [Token],
    at: usize,
    /// Where the line ends, for "expected ... at the end of the line" diagnostics.
    end: usize,
}

impl<'t> Line<'t> {
    fn peek(&self) -> Option<&'t Token> {
        self.toks.get(self.at)
    }

    fn next(&mut self) -> Option<&'t Token> {
        let t = self.toks.get(self.at);
        self.at += 1;
        t
    }

    fn here(&self) -> Span {
        self.peek().map_or(self.end..self.end, |t| t.span.clone())
    }

    fn error(&self, what: &str) -> Diagnostic {
        match self.peek() {
            Some(t) => Diagnostic::at(
                t.span.clone(),
                format!("expected {what}, found {}", describe(&t.tok)),
                format!("expected {what}"),
            ),
            None => Diagnostic::at(
                self.here(),
                format!("expected {what} at the end of the line"),
                format!("expected {what}"),
            ),
        }
    }

    fn punct(&mut self, p: &str) -> Result<Span, Diagnostic> {
        match self.peek() {
            Some(Token { tok: Tok::Punct(q), span }) if *q == p => {
                self.at += 1;
                Ok(span.clone())
            }
            _ => Err(self.error(&format!("'{p}'"))),
        }
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Token { tok: Tok::Punct(q), .. }) if *q == p)
    }

    fn name(&mut self, what: &str) -> Result<Name, Diagnostic> {
        match self.peek() {
            Some(Token { tok: Tok::Ident(s), span }) => {
                self.at += 1;
                Ok(Name { text: s.clone(), span: span.clone() })
            }
            _ => Err(self.error(what)),
        }
    }

    fn keyword(&mut self, word: &str) -> Result<(), Diagnostic> {
        match self.peek() {
            Some(Token { tok: Tok::Ident(s), .. }) if s == word => {
                self.at += 1;
                Ok(())
            }
            _ => Err(self.error(&format!("'{word}'"))),
        }
    }

    fn done(&self) -> Result<(), Diagnostic> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(Diagnostic::at(
                t.span.clone(),
                format!("unexpected {} after the end of the statement", describe(&t.tok)),
                "one statement per line",
            )),
        }
    }

    /// A constant: integer (optionally negative), 'symbol' or list of constants, `depth` lists deep.
    fn constant(&mut self, bare_symbols: bool, depth: usize) -> Result<(Value, Span), Diagnostic> {
        let start = self.here();
        let t = self.next().ok_or_else(|| {
            self.at -= 1;
            self.error("a constant")
        })?;
        match &t.tok {
            Tok::Int(n) => Ok((Value::from_big(n.clone()), t.span.clone())),
            Tok::Punct("-") => match self.next() {
                Some(Token { tok: Tok::Int(n), span }) if span.start == t.span.end => {
                    Ok((Value::from_big(-n.clone()), t.span.start..span.end))
                }
                Some(Token { tok: Tok::Int(n), span }) => Err(Diagnostic::at(
                    t.span.start..span.end,
                    "expected a number right after '-', found a space",
                    "the minus must touch its number",
                )
                .with_help(format!("write -{n}"))),
                _ => {
                    self.at -= 1;
                    Err(self.error("a number right after '-'"))
                }
            },
            Tok::Sym(s) => Ok((Value::sym(s), t.span.clone())),
            Tok::Ident(s) if bare_symbols => Ok((Value::sym(s), t.span.clone())),
            Tok::Ident(s) if depth > 0 => Err(Diagnostic::at(
                t.span.clone(),
                format!("a list holds constants only: '{s}' is a variable (write the symbol as '{s}' in quotes)"),
                "not a constant",
            )),
            Tok::Punct("[") if depth >= MAX_LIST_DEPTH => Err(Diagnostic::at(
                t.span.clone(),
                format!("lists nested more than {MAX_LIST_DEPTH} deep are not supported"),
                "nested too deeply",
            )),
            Tok::Punct("[") => {
                let mut items = Vec::new();
                if !self.is_punct("]") {
                    loop {
                        items.push(self.constant(bare_symbols, depth + 1)?.0);
                        if self.is_punct(",") {
                            self.at += 1;
                        } else {
                            break;
                        }
                    }
                }
                let end = self.punct("]")?;
                Ok((Value::List(List::new(items)), start.start..end.end))
            }
            _ => {
                self.at -= 1;
                Err(self.error("a constant"))
            }
        }
    }

    /// An argument: a variable or a constant.
    fn arg(&mut self) -> Result<Arg, Diagnostic> {
        if let Some(Token { tok: Tok::Ident(s), span }) = self.peek() {
            self.at += 1;
            return Ok(Arg::Var(Name { text: s.clone(), span: span.clone() }));
        }
        // A constant that fails at its first token is no argument at all; one that fails inside a list
        // (a bad item, a missing `]`, too deep) reports what is wrong there.
        let start = self.at;
        let (v, span) = self
            .constant(false, 0)
            .map_err(|d| if self.at == start { self.error("a variable or a constant") } else { d })?;
        Ok(Arg::Const(v, span))
    }
}

/// The right-hand side of an assignment: an operation, or the call of a procedure.
enum Rhs {
    Op(Opcode, Vec<Arg>),
    Call(Name, Vec<Arg>),
}

/// The right-hand side of an assignment.
fn expr(line: &mut Line) -> Result<Rhs, Diagnostic> {
    // A call: `len(A)` or any operation by its seeds' name, `mul(A, B)`; any other name is a procedure
    // (the resolver says whether one has it, and suggests the closest procedure or operation if not).
    if let (Some(Token { tok: Tok::Ident(f), span }), Some(Token { tok: Tok::Punct("("), .. })) =
        (line.toks.get(line.at), line.toks.get(line.at + 1))
    {
        let Some(kind) = Opcode::source_from_name(f) else {
            let callee = Name { text: f.clone(), span: span.clone() };
            line.at += 2;
            return Ok(Rhs::Call(callee, call_args(line)?));
        };
        let call_span = span.clone();
        if kind.def().syntax == Syntax::Statement {
            return Err(Diagnostic::at(
                call_span,
                format!("{f} is a statement and has no value"),
                format!("write it on its own line: {f}(...)"),
            ));
        }
        line.at += 2;
        let args = call_args(line)?;
        if args.len() != kind.arity() {
            return Err(Diagnostic::at(
                call_span,
                format!("{} takes {} argument(s), not {}", kind.name(), kind.arity(), args.len()),
                "wrong number of arguments",
            ));
        }
        return Ok(Rhs::Op(kind, args));
    }
    let a = line.arg()?;
    match line.peek() {
        None => Ok(Rhs::Op(Opcode::Same, vec![a])),
        Some(Token { tok: Tok::Punct("["), .. }) => {
            line.at += 1;
            let i = line.arg()?;
            line.punct("]")?;
            Ok(Rhs::Op(Opcode::ReadList, vec![a, i]))
        }
        Some(Token { tok: Tok::Punct(p), span }) => match Opcode::from_infix(p) {
            Some(kind) => {
                line.at += 1;
                let b = line.arg()?;
                Ok(Rhs::Op(kind, vec![a, b]))
            }
            None if *p == "**" => Err(Diagnostic::at(span.clone(), "unknown operator '**'", "not an FGL operator")
                .with_help("FGL has no power operator: multiply in a loop, as examples/power.fg does")),
            None => Err(Diagnostic::at(
                span.clone(),
                format!("unknown operator '{p}'"),
                "expected + - * // % == != < <= > >=",
            )),
        },
        Some(_) => Err(line.error("an operator or the end of the line")),
    }
}

/// The arguments of a call, after its `(`, and the `)`.
fn call_args(line: &mut Line) -> Result<Vec<Arg>, Diagnostic> {
    let mut args = Vec::new();
    if !line.is_punct(")") {
        args.push(line.arg()?);
        while line.is_punct(",") {
            line.at += 1;
            args.push(line.arg()?);
        }
    }
    line.punct(")")?;
    Ok(args)
}

/// The elements of a list literal, after its `[`, and the `]`: variables, or constants (a nested list
/// holds constants only).
fn list_elements(line: &mut Line) -> Result<Vec<Arg>, Diagnostic> {
    let mut items = Vec::new();
    if !line.is_punct("]") {
        loop {
            items.push(line.arg()?);
            if line.is_punct(",") {
                line.at += 1;
            } else {
                break;
            }
        }
    }
    line.punct("]")?;
    Ok(items)
}

/// `dst = [A1, ..., An]` with a variable among the elements, as operations every mode already has: a
/// list of the constants (0 where a variable goes) and a `set` of each variable's value; or, when `dst`
/// itself is an element (its old value must go in), `n` copies of it and a `set` of every other element.
/// Each `set` updates `dst` in place (FGL.md's cost rule), so the literal costs O(n).
fn lower_list_literal(dst: &Name, items: Vec<Arg>, span: Span) -> Vec<SynOp> {
    let var = |a: &Arg| matches!(a, Arg::Var(n) if n.text == dst.text);
    let n = Arg::Const(Value::Int(items.len() as i64), span.clone());
    let op = |kind, args| SynOp { dst: dst.clone(), kind, args, span: span.clone() };
    let mut ops = Vec::new();
    if items.iter().any(var) {
        ops.push(op(Opcode::MakeList, vec![n, Arg::Var(dst.clone())]));
    } else {
        let consts = items
            .iter()
            .map(|a| match a {
                Arg::Const(v, _) => v.clone(),
                Arg::Var(_) => Value::Int(0),
            })
            .collect();
        ops.push(op(Opcode::Same, vec![Arg::Const(Value::List(List::new(consts)), span.clone())]));
    }
    for (i, a) in items.into_iter().enumerate() {
        let keep = match &a {
            Arg::Var(_) => !var(&a),
            // Already in place in the list of constants.
            Arg::Const(..) => ops[0].kind == Opcode::MakeList,
        };
        if keep {
            ops.push(op(Opcode::Set, vec![Arg::Var(dst.clone()), Arg::Const(Value::Int(i as i64), span.clone()), a]));
        }
    }
    ops
}

enum Stmt {
    Label(Name),
    /// `def NAME(PARAMS):`.
    Def(Name, Vec<Name>),
    Ops(Vec<SynOp>),
    Term(SynTerm, Span),
}

fn statement(line: &mut Line) -> Result<Stmt, Diagnostic> {
    let first = line.peek().expect("statement lines are not empty").clone();
    let second = line.toks.get(1).map(|t| t.tok.clone());
    let stmt_span = |line: &Line| first.span.start..line.toks.last().map_or(first.span.end, |t| t.span.end);
    let stmt = match (&first.tok, second) {
        (Tok::Ident(def), Some(Tok::Ident(_))) if def == "def" => {
            line.at += 1;
            let name = line.name("a procedure name")?;
            line.punct("(")?;
            let mut params = Vec::new();
            if !line.is_punct(")") {
                params.push(line.name("a parameter")?);
                while line.is_punct(",") {
                    line.at += 1;
                    params.push(line.name("a parameter")?);
                }
            }
            line.punct(")")?;
            line.punct(":")?;
            Stmt::Def(name, params)
        }
        (Tok::Ident(_), Some(Tok::Punct(":"))) => {
            let name = line.name("a label")?;
            line.punct(":")?;
            Stmt::Label(name)
        }
        (Tok::Ident(_), Some(Tok::Punct(p @ ("=" | "+=" | "-=")))) => {
            let dst = line.name("a variable")?;
            line.at += 1;
            // A list literal with a variable among its elements (one of constants only is a constant).
            if p == "=" && line.is_punct("[") {
                let save = line.at;
                line.at += 1;
                match list_elements(line) {
                    Ok(items) if line.at == line.toks.len() && items.iter().any(|a| matches!(a, Arg::Var(_))) => {
                        return Ok(Stmt::Ops(lower_list_literal(&dst, items, stmt_span(line))));
                    }
                    // A constant (`[1, 2]`, `[1, 2][i]`), or an error the plain path reports.
                    _ => line.at = save,
                }
            }
            let (kind, args) = if p == "=" {
                match expr(line)? {
                    Rhs::Op(kind, args) => (kind, args),
                    Rhs::Call(callee, args) => {
                        line.done().map_err(|d| {
                            d.with_help(format!(
                                "a call is a statement of its own: write '{} = {}(...)', then compute with '{}' \
                                 on the next line",
                                dst.text, callee.text, dst.text
                            ))
                        })?;
                        return Ok(Stmt::Term(SynTerm::Call { dst: Some(dst), callee, args }, stmt_span(line)));
                    }
                }
            } else {
                let kind = if p == "+=" { Opcode::Add } else { Opcode::Sub };
                (kind, vec![Arg::Var(dst.clone()), line.arg()?])
            };
            Stmt::Ops(vec![SynOp { dst, kind, args, span: stmt_span(line) }])
        }
        // A statement for its effect: `print(a)`, `put_byte(a)`.
        (Tok::Ident(word), Some(Tok::Punct("(")))
            if Opcode::source_from_name(word).is_some_and(|k| k.def().syntax == Syntax::Statement) =>
        {
            let kind = Opcode::source_from_name(word).expect("matched");
            let dst = Name { text: HIDDEN_RESULT.to_string(), span: first.span.clone() };
            line.at += 2;
            let args = call_args(line)?;
            if args.len() != kind.arity() {
                return Err(Diagnostic::at(
                    first.span.clone(),
                    format!("{word} takes {} argument(s), not {}", kind.arity(), args.len()),
                    "wrong number of arguments",
                ));
            }
            Stmt::Ops(vec![SynOp { dst, kind, args, span: stmt_span(line) }])
        }
        // A call of a procedure as a statement: `helper(a, b)`.
        (Tok::Ident(word), Some(Tok::Punct("(")))
            if !matches!(word.as_str(), "promote" | "print_and_stop") && Opcode::source_from_name(word).is_none() =>
        {
            let callee = Name { text: word.clone(), span: first.span.clone() };
            line.at += 2;
            let args = call_args(line)?;
            Stmt::Term(SynTerm::Call { dst: None, callee, args }, stmt_span(line))
        }
        (Tok::Ident(word), _) => {
            line.at += 1;
            let term = match word.as_str() {
                "goto" => SynTerm::Goto(line.name("a label")?),
                "if" => {
                    let v = line.name("a variable")?;
                    line.keyword("goto")?;
                    let l1 = line.name("a label")?;
                    line.keyword("else")?;
                    line.keyword("goto")?;
                    SynTerm::If(v, l1, line.name("a label")?)
                }
                "promote" => {
                    line.punct("(")?;
                    let v = line.name("a variable")?;
                    line.punct(",")?;
                    let l = line.name("a label")?;
                    line.punct(")")?;
                    SynTerm::Promote(v, l)
                }
                "print_and_stop" => {
                    line.punct("(")?;
                    let a = line.arg()?;
                    line.punct(")")?;
                    SynTerm::PrintAndStop(a)
                }
                "stop" => SynTerm::Stop,
                "return" => SynTerm::Return(line.arg()?),
                _ => {
                    let d = Diagnostic::at(
                        first.span.clone(),
                        format!("unknown statement '{word}'"),
                        "expected a label, an assignment, a statement, a call, goto, if, promote, print_and_stop, stop, return or def",
                    );
                    return Err(match did_you_mean(word, STATEMENT_WORDS) {
                        Some(help) => d.with_help(help),
                        None => d,
                    });
                }
            };
            Stmt::Term(term, stmt_span(line))
        }
        _ => {
            return Err(Diagnostic::at(
                first.span.clone(),
                format!("a statement cannot start with {}", describe(&first.tok)),
                "expected a label, an assignment, a statement, a call, goto, if, promote, print_and_stop, stop, return or def",
            ));
        }
    };
    line.done()?;
    Ok(stmt)
}

/// Parses `.fg` text. On error, returns every diagnostic found (one per bad line at most).
pub fn parse(source: &str) -> Result<SynProgram, Vec<Diagnostic>> {
    let mut prog = SynProgram::default();
    // Just after a `def` line: a statement before any label starts the procedure's unlabelled entry.
    let mut in_def_head = false;
    let mut diags = Vec::new();
    let mut base = 0;
    for text in source.split_inclusive('\n') {
        let line_base = base;
        base += text.len();
        let text = text.trim_end_matches(['\n', '\r']);
        let toks = match lex_line(text, line_base) {
            Ok(t) => t,
            Err(d) => {
                diags.push(d);
                continue;
            }
        };
        if toks.is_empty() {
            continue;
        }
        // A lone word that is no statement is a label without its `:`. It still starts a block, so that
        // the lines after it are not reported as outside any block too.
        if let [Token { tok: Tok::Ident(word), span }] = &toks[..]
            && !STATEMENT_WORDS.contains(&word.as_str())
            && did_you_mean(word, STATEMENT_WORDS).is_none()
        {
            diags.push(
                Diagnostic::at(span.clone(), format!("expected ':' after the label '{word}'"), "a label ends with ':'")
                    .with_help(format!("write '{word}:'")),
            );
            in_def_head = false;
            prog.blocks.push(SynBlock {
                label: Name { text: word.clone(), span: span.clone() },
                continues: false,
                ops: Vec::new(),
                term: None,
            });
            continue;
        }
        let mut line = Line { toks: &toks, at: 0, end: line_base + text.len() };
        match statement(&mut line) {
            Err(d) => {
                diags.push(d);
                // A `def` line that does not parse still starts a procedure, so that its body is not
                // reported as statements of the block before it.
                if let [Token { tok: Tok::Ident(def), span }, ..] = &toks[..]
                    && def == "def"
                {
                    let name = match toks.get(1) {
                        Some(Token { tok: Tok::Ident(n), span }) => Name { text: n.clone(), span: span.clone() },
                        _ => Name { text: String::new(), span: span.clone() },
                    };
                    let span = toks[0].span.start..toks[toks.len() - 1].span.end;
                    prog.procs.push(SynProc { name, params: Vec::new(), first_block: prog.blocks.len(), span });
                    in_def_head = true;
                }
            }
            Ok(Stmt::Label(name)) => {
                in_def_head = false;
                prog.blocks.push(SynBlock { label: name, continues: false, ops: Vec::new(), term: None })
            }
            Ok(Stmt::Def(name, params)) => {
                let span = toks[0].span.start..toks[toks.len() - 1].span.end;
                prog.procs.push(SynProc { name, params, first_block: prog.blocks.len(), span });
                in_def_head = true;
            }
            Ok(stmt) => {
                let span = toks[0].span.start..toks[toks.len() - 1].span.end;
                // A procedure's first block may be written without a label.
                if std::mem::take(&mut in_def_head) {
                    let label = Name { text: String::new(), span: span.start..span.start };
                    prog.blocks.push(SynBlock { label, continues: false, ops: Vec::new(), term: None });
                }
                let Some(block) = prog.blocks.last_mut() else {
                    diags.push(Diagnostic::at(span, "statement outside any block", "start the program with a label"));
                    continue;
                };
                if block.term.is_some() {
                    let which = match (block.label.text.as_str(), prog.procs.last()) {
                        ("", Some(p)) => format!("the first block of procedure '{}'", p.name.text),
                        (label, _) => format!("block '{label}'"),
                    };
                    diags.push(Diagnostic::at(
                        span,
                        format!("statement after the terminator of {which}"),
                        "unreachable: start a new block with a label",
                    ));
                    continue;
                }
                match stmt {
                    Stmt::Ops(ops) => block.ops.extend(ops),
                    Stmt::Term(t @ SynTerm::Call { .. }, span) => {
                        // The statements after a call are the next block.
                        let label = Name { text: String::new(), span: span.end..span.end };
                        block.term = Some((t, span));
                        prog.blocks.push(SynBlock { label, continues: true, ops: Vec::new(), term: None });
                    }
                    Stmt::Term(t, span) => block.term = Some((t, span)),
                    Stmt::Label(_) | Stmt::Def(..) => unreachable!(),
                }
            }
        }
    }
    if diags.is_empty() { Ok(prog) } else { Err(diags) }
}

/// Parses a constant in the syntax of `--arg` values: `16`, `-3`, `'sym'` or `sym`, `[1,[a,'b']]`.
pub fn parse_constant(text: &str) -> Result<Value, String> {
    let toks = lex_line(text, 0).map_err(|d| d.message)?;
    let mut line = Line { toks: &toks, at: 0, end: text.len() };
    if toks.is_empty() {
        return Err("empty value".to_string());
    }
    let (v, _) = line.constant(true, 0).map_err(|d| d.message)?;
    line.done().map_err(|d| d.message)?;
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_expression_form() {
        let src = "l:\n  a = 1\n  b = a + -2\n  c = x[b]\n  d = len(x)\n  e = mul(a, b)\n  a += 1\n  f = a // b\n  g = 'sym'\n  h = [1, 'a', [2]]\n  goto l\n";
        let p = parse(src).unwrap();
        let kinds: Vec<Opcode> = p.blocks[0].ops.iter().map(|o| o.kind).collect();
        use Opcode::*;
        assert_eq!(kinds, [Same, Add, ReadList, Len, Mul, Add, Div, Same, Same]);
    }

    #[test]
    fn errors_inside_lists_say_what_is_wrong_there() {
        let err = |src: &str| parse(src).unwrap_err().into_iter().map(|d| (d.message, d.span)).collect::<Vec<_>>();
        assert_eq!(err("l:\n  a = +\n"), [("expected a variable or a constant, found '+'".into(), Some(9..10))]);
        assert_eq!(err("l:\n  a = [1, +]\n"), [("expected a constant, found '+'".into(), Some(13..14))]);
        assert_eq!(err("l:\n  a = [1, 2\n"), [("expected ']' at the end of the line".into(), Some(14..14))]);
    }

    /// Found by the `parse` fuzz target: `'mov\r0_a'` parsed in `.fg` but printed as a `.pl` quoted atom
    /// that the `.pl` parser refuses (an escape), so the program could not round-trip.
    #[test]
    fn symbols_have_no_backslashes() {
        let err = parse("l:\n  a = 'mov\\r0_a'\n  goto l\n").unwrap_err();
        assert_eq!(err.len(), 1);
        assert_eq!(err[0].message, "backslashes in symbols are not supported");
        assert_eq!(err[0].span, Some(13..14));
        assert!(parse_constant("'a\\'").is_err());
    }

    #[test]
    fn reports_unknown_operation_with_its_place() {
        // A name that is no operation is a call; the checker finds no procedure of that name.
        let err = crate::lang::parse_program("t.fg", "l:\n  a = abs(b)\n  goto l\n", crate::lang::Format::Fg)
            .err()
            .unwrap()
            .items;
        assert_eq!(err.len(), 1);
        assert_eq!(err[0].message, "no procedure or operation is named 'abs'");
        assert_eq!(err[0].span, Some(9..12));
    }

    /// Bits of lines, good and bad, for `parse_never_panics` to put together.
    fn fragments() -> Vec<&'static str> {
        let words = "l: x = += - -1 1 'a' ' [ ] ( ) , len mul goto if else promote print_and_stop // == # ü";
        words.split(' ').chain([" ", "\n", "    "]).collect()
    }

    proptest::proptest! {
        #[test]
        fn parse_never_panics(parts in proptest::collection::vec(proptest::sample::select(fragments()), 0..80)) {
            let source = parts.concat();
            if let Err(items) = parse(&source) {
                let diags = crate::lang::Diagnostics { file: "t.fg".into(), source, items };
                proptest::prop_assert!(!diags.render(false).is_empty());
            }
        }
    }

    #[test]
    fn constants_for_arguments() {
        assert_eq!(parse_constant("16").unwrap().to_string(), "16");
        assert_eq!(parse_constant("-16").unwrap().to_string(), "-16");
        assert_eq!(parse_constant("[a, 'b', [1]]").unwrap().to_string(), "[a,b,[1]]");
        assert!(parse_constant("1 2").is_err());
        let deep = format!("{}1{}", "[".repeat(MAX_LIST_DEPTH), "]".repeat(MAX_LIST_DEPTH));
        assert!(parse_constant(&deep).is_ok());
        let deeper = format!("[{deep}]");
        assert_eq!(parse_constant(&deeper).unwrap_err(), "lists nested more than 100 deep are not supported");
        assert!(parse_constant("").is_err());
    }
}
