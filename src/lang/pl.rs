//! Parser of the seeds' Prolog facts (`.pl`, FGL.md): `block(Label, Code).`, where Code is a chain of
//! `op1(Res, Op, Arg, Rest)` / `op2(Res, Op, Arg1, Arg2, Rest)` ending in `jump(L)`, `if(V, L1, L2)`,
//! `promote(V, L)` or `print_and_stop(Arg)`, and an argument is `const(C)` or `var(X)`.
//!
//! This is not a general Prolog reader: it reads exactly the facts above (plus `%` and `/* */` comments
//! and `:-` directives, which are skipped) and says precisely what is wrong with anything else.
//! Decisions, each so that the two formats describe the same programs and one can always be printed as
//! the other:
//! - Labels and variable names are atoms that are FGL identifiers (`res`, or quoted `'Res'`).
//! - Quoted atoms end on their line and have no escapes (`''`, `\`): `.fg` writes a symbol between quotes
//!   with no escapes either, and rejecting `\` keeps us from reading `'a\nb'` differently from Prolog.
//! - The empty atom `''` is rejected, as `.fg` rejects the empty symbol.
//! - A statement's chain is read in a loop, not by recursion, so a block of any length parses without
//!   deep recursion; only constant lists recurse, and their nesting is bounded (`MAX_LIST_DEPTH`).
//! - Whitespace between a functor and its `(` is tolerated (Prolog would not); nothing is ambiguous
//!   without operators.
//!
//! On an error the parser skips to the end of the fact (the next `.`) and goes on, so one run reports
//! one diagnostic per bad fact.

use super::diag::{Diagnostic, did_you_mean};
use super::syntax::{Arg, MAX_LIST_DEPTH, Name, Span, SynBlock, SynOp, SynProc, SynProgram, SynTerm};
use crate::ops::{HIDDEN_RESULT, Opcode, Syntax};
use crate::value::{List, Value};
use num_bigint::BigInt;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// A letter atom (`res`) or a quoted atom (`'Foo bar'`, without its quotes).
    Atom(String),
    /// A Prolog variable (`X`, `_y`): never valid in a fact, but worth naming in the diagnostic.
    Var(String),
    Int(BigInt),
    /// A run of symbol characters (`-`, `:-`, `=..`).
    Sym(String),
    /// A double-quoted string: only ever skipped inside a directive.
    Str,
    Punct(&'static str),
    /// The `.` that ends a clause (followed by layout, `%` or the end of the file).
    End,
    /// Text that is not a token; the parser reports this diagnostic when it reaches it.
    Bad(Box<Diagnostic>),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    span: Span,
}

const SYMBOL_CHARS: &[u8] = b"+-*/\\^<>=~:.?@#&$!;";

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Atom(s) | Tok::Sym(s) => format!("'{s}'"),
        Tok::Var(s) => format!("the Prolog variable {s}"),
        Tok::Int(i) => format!("the number {i}"),
        Tok::Str => "a string".to_string(),
        Tok::Punct(p) => format!("'{p}'"),
        Tok::End => "the '.' that ends the fact".to_string(),
        Tok::Bad(d) => d.message.clone(),
    }
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether `s` is an FGL identifier (`[A-Za-z_][A-Za-z0-9_]*`), the only names labels and variables have.
fn is_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && (b[0].is_ascii_alphabetic() || b[0] == b'_') && b.iter().all(|&c| is_ident_byte(c))
}

fn bad(span: Span, message: &str, label: &str) -> Token {
    Token { tok: Tok::Bad(Box::new(Diagnostic::at(span.clone(), message, label))), span }
}

/// Splits the whole source into tokens, dropping layout and comments. Never fails: text that is not a
/// token becomes a `Bad` token carrying its diagnostic.
fn lex(source: &str) -> Vec<Token> {
    lex_keeping_comments(source).0
}

/// Where the `%` comments of `source` are, each from its `%` to the end of its line, in order (what
/// `fmt` keeps; `/* */` comments are not among them).
pub fn line_comments(source: &str) -> Vec<Span> {
    lex_keeping_comments(source).1
}

/// The tokens, and where the `%` comments are.
fn lex_keeping_comments(source: &str) -> (Vec<Token>, Vec<Span>) {
    let mut comments = Vec::new();
    let bytes = source.as_bytes();
    let at = |i: usize| bytes.get(i).copied();
    let mut toks = Vec::new();
    let mut i = 0;
    while let Some(c) = at(i) {
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'%' {
            while at(i).is_some_and(|b| b != b'\n') {
                i += 1;
            }
            comments.push(start..i);
        } else if c == b'/' && at(i + 1) == Some(b'*') {
            match source[i + 2..].find("*/") {
                Some(len) => i += 2 + len + 2,
                None => {
                    toks.push(bad(start..start + 2, "unterminated comment", "this /* has no closing */"));
                    i = bytes.len();
                }
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while at(i).is_some_and(is_ident_byte) {
                i += 1;
            }
            let text = source[start..i].to_string();
            let tok = if c.is_ascii_lowercase() { Tok::Atom(text) } else { Tok::Var(text) };
            toks.push(Token { tok, span: start..i });
        } else if c.is_ascii_digit() {
            while at(i).is_some_and(|b| b.is_ascii_digit()) {
                i += 1;
            }
            if at(i) == Some(b'.') && at(i + 1).is_some_and(|b| b.is_ascii_digit()) {
                i += 1;
                while at(i).is_some_and(is_ident_byte) {
                    i += 1;
                }
                toks.push(bad(start..i, "floating-point numbers are not FGL values", "use an integer"));
            } else if at(i).is_some_and(is_ident_byte) {
                while at(i).is_some_and(is_ident_byte) {
                    i += 1;
                }
                toks.push(bad(start..i, "malformed number", "integers are written in decimal digits"));
            } else {
                // Only ASCII digits were consumed, so the text always parses.
                let n = source[start..i].parse().unwrap_or_default();
                toks.push(Token { tok: Tok::Int(n), span: start..i });
            }
        } else if c == b'\'' {
            // Scanned as Prolog does (`''` and `\x` do not end the atom), so that an atom we refuse is
            // still skipped whole and the rest of the line lexes as written.
            i += 1;
            let mut escape = None;
            let closed = loop {
                match at(i) {
                    Some(b'\'') if at(i + 1) == Some(b'\'') => {
                        escape.get_or_insert(i..i + 2);
                        i += 2;
                    }
                    Some(b'\'') => {
                        i += 1;
                        break true;
                    }
                    Some(b'\\') => {
                        escape.get_or_insert(i..i + 1);
                        i += if at(i + 1).is_some_and(|b| b != b'\n') { 2 } else { 1 };
                    }
                    Some(b'\n') | None => break false,
                    Some(_) => i += 1,
                }
            };
            toks.push(match escape {
                _ if !closed => {
                    bad(start..i, "unterminated quoted atom", "a quoted atom ends on its line: 'like this'")
                }
                Some(e) if bytes[e.start] == b'\\' => {
                    bad(e, "escapes in quoted atoms are not supported", "no escapes in atoms")
                }
                Some(e) => bad(e, "quotes inside quoted atoms are not supported", "no escapes in atoms"),
                None if i == start + 2 => bad(start..i, "empty atom", "an atom needs a name"),
                None => Token { tok: Tok::Atom(source[start + 1..i - 1].to_string()), span: start..i },
            });
        } else if c == b'"' {
            i += 1;
            while at(i).is_some_and(|b| b != b'"' && b != b'\n') {
                i += if at(i) == Some(b'\\') { 2 } else { 1 };
            }
            if at(i) == Some(b'"') {
                i += 1;
                toks.push(Token { tok: Tok::Str, span: start..i });
            } else {
                i = i.min(bytes.len());
                toks.push(bad(start..i, "unterminated string", "a string ends on its line"));
            }
        } else if c == b'.' && at(i + 1).is_none_or(|b| b.is_ascii_whitespace() || b == b'%') {
            i += 1;
            toks.push(Token { tok: Tok::End, span: start..i });
        } else if SYMBOL_CHARS.contains(&c) {
            while at(i).is_some_and(|b| SYMBOL_CHARS.contains(&b)) {
                i += 1;
            }
            toks.push(Token { tok: Tok::Sym(source[start..i].to_string()), span: start..i });
        } else if let Some(p) = ["(", ")", "[", "]", ",", "|", "{", "}"].into_iter().find(|p| p.as_bytes()[0] == c) {
            i += 1;
            toks.push(Token { tok: Tok::Punct(p), span: start..i });
        } else {
            let ch = source[i..].chars().next().unwrap_or('?');
            i += ch.len_utf8();
            toks.push(bad(start..i, &format!("unexpected character '{ch}'"), "not part of Prolog's syntax"));
        }
    }
    (toks, comments)
}

/// A cursor over the tokens of the whole file.
struct Parser<'t> {
    toks: &'t [Token],
    at: usize,
    /// Where "expected ... at the end of the file" points.
    eof: usize,
}

impl<'t> Parser<'t> {
    fn peek(&self) -> Option<&'t Token> {
        self.toks.get(self.at)
    }

    fn peek_tok(&self) -> Option<&'t Tok> {
        self.peek().map(|t| &t.tok)
    }

    /// The diagnostic for "expected `what`" at the current token. A `Bad` token reports its own problem,
    /// which is the real cause.
    fn error(&self, what: &str) -> Diagnostic {
        match self.peek() {
            Some(Token { tok: Tok::Bad(d), .. }) => (**d).clone(),
            Some(t) => Diagnostic::at(
                t.span.clone(),
                format!("expected {what}, found {}", describe(&t.tok)),
                format!("expected {what}"),
            ),
            None => Diagnostic::at(
                self.eof..self.eof,
                format!("expected {what} at the end of the file"),
                format!("expected {what}"),
            ),
        }
    }

    /// Where the token just consumed ends.
    fn prev_end(&self) -> usize {
        self.at.checked_sub(1).and_then(|i| self.toks.get(i)).map_or(0, |t| t.span.end)
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

    /// An atom, whatever its text (functor names, operation names).
    fn atom(&mut self, what: &str) -> Result<(&'t str, Span), Diagnostic> {
        match self.peek() {
            Some(Token { tok: Tok::Atom(s), span }) => {
                self.at += 1;
                Ok((s.as_str(), span.clone()))
            }
            _ => Err(self.error(what)),
        }
    }

    /// A label or variable name: an atom that is an FGL identifier.
    fn name(&mut self, what: &str) -> Result<Name, Diagnostic> {
        match self.peek() {
            Some(Token { tok: Tok::Var(s), span }) => Err(Diagnostic::at(
                span.clone(),
                format!("expected {what}, found the Prolog variable {s}"),
                format!("names are atoms: write it in lowercase or quote it, '{s}'"),
            )),
            Some(Token { tok: Tok::Atom(s), span }) if !is_identifier(s) => Err(Diagnostic::at(
                span.clone(),
                format!("'{s}' is not a valid name"),
                "labels and variables are identifiers: letters, digits and _, not starting with a digit",
            )),
            _ => {
                let (text, span) = self.atom(what)?;
                Ok(Name { text: text.to_string(), span })
            }
        }
    }

    /// One clause: a `block` fact (its blocks: one, and one more after each call), a `proc` fact, or a
    /// skipped directive (`None`).
    fn clause(&mut self) -> Result<Option<Clause>, Diagnostic> {
        if matches!(self.peek_tok(), Some(Tok::Sym(s)) if s == ":-") {
            // A directive (`:- dynamic block/2.`) is Prolog's business, not the program's: skip its tokens,
            // reporting only text that is not Prolog at all.
            loop {
                match self.peek_tok() {
                    Some(Tok::End) => {
                        self.at += 1;
                        return Ok(None);
                    }
                    Some(Tok::Bad(_)) | None => return Err(self.error("'.' at the end of the directive")),
                    Some(_) => self.at += 1,
                }
            }
        }
        let start = self.peek().map_or(0, |t| t.span.start);
        let is_proc = match self.peek_tok() {
            Some(Tok::Atom(s)) if s == "block" => false,
            Some(Tok::Atom(s)) if s == "proc" => true,
            _ => return Err(self.error("a block(Label, Code) or proc(Name, [Params]) fact")),
        };
        self.at += 1;
        self.punct("(")?;
        let clause = if is_proc {
            // `proc(Name, [P1, ..., Pn]).`: the blocks after it, up to the next `proc`, are its body.
            let name = self.name("a procedure name")?;
            self.punct(",")?;
            self.punct("[")?;
            let mut params = Vec::new();
            if !matches!(self.peek_tok(), Some(Tok::Punct("]"))) {
                params.push(self.name("a parameter")?);
                while matches!(self.peek_tok(), Some(Tok::Punct(","))) {
                    self.at += 1;
                    params.push(self.name("a parameter")?);
                }
            }
            self.punct("]")?;
            let end = self.punct(")")?;
            Clause::Proc(SynProc { name, params, first_block: 0, span: start..end.end })
        } else {
            let label = self.name("a label")?;
            self.punct(",")?;
            let segments = self.code()?;
            self.punct(")")?;
            let mut blocks = Vec::with_capacity(segments.len());
            for (i, (ops, term)) in segments.into_iter().enumerate() {
                let label = if i == 0 {
                    label.clone()
                } else {
                    let at = blocks.last().map_or(0, |b: &SynBlock| b.term.as_ref().map_or(0, |t| t.1.end));
                    Name { text: String::new(), span: at..at }
                };
                blocks.push(SynBlock { label, continues: i > 0, ops, term: Some(term) });
            }
            Clause::Blocks(blocks)
        };
        match self.peek() {
            Some(Token { tok: Tok::End, .. }) => self.at += 1,
            Some(Token { tok: Tok::Sym(s), span }) if s.starts_with('.') => {
                return Err(Diagnostic::at(
                    span.clone(),
                    "a fact ends with '.' and then a space or a new line",
                    "add a space or a new line after the '.'",
                ));
            }
            _ => return Err(self.error("'.' at the end of the fact")),
        }
        Ok(Some(clause))
    }

    /// The code of a block: operations and calls, each nesting the rest, then the terminator and one `)`
    /// per operation and call. A loop, so that long blocks do not recurse deeply. A call ends a segment
    /// (the program's blocks end at calls), so the result is the block's segments, in order.
    fn code(&mut self) -> Result<Vec<Segment>, Diagnostic> {
        let mut segments = Vec::new();
        let mut ops = Vec::new();
        let mut nested = 0;
        let term = loop {
            let what = "a statement: opN, stmtN, call, jump, if, promote, print_and_stop, return or stop";
            let start = match self.peek() {
                Some(t) => t.span.start,
                None => return Err(self.error(what)),
            };
            let (head, head_span) = self.atom(what)?;
            // `opN(Res, Op, A1, ..., AN, Rest)`, and `stmtN(Op, A1, ..., AN, Rest)` for a statement.
            let numbered =
                |prefix: &str| head.strip_prefix(prefix).and_then(|n| n.parse::<usize>().ok()).filter(|&n| n <= 3);
            let (nargs, statement) = match head {
                "stop" => break (SynTerm::Stop, head_span),
                // `call(Res, Proc, [A1, ...], Rest)`, or `call(Proc, [A1, ...], Rest)` for its effect.
                "call" => {
                    self.punct("(")?;
                    let first = self.name("a variable or a procedure name")?;
                    self.punct(",")?;
                    let (dst, callee) = if matches!(self.peek_tok(), Some(Tok::Punct("["))) {
                        (None, first)
                    } else {
                        let callee = self.name("a procedure name")?;
                        self.punct(",")?;
                        (Some(first), callee)
                    };
                    self.punct("[")?;
                    let mut args = Vec::new();
                    if !matches!(self.peek_tok(), Some(Tok::Punct("]"))) {
                        args.push(self.arg()?);
                        while matches!(self.peek_tok(), Some(Tok::Punct(","))) {
                            self.at += 1;
                            args.push(self.arg()?);
                        }
                    }
                    let end = self.punct("]")?;
                    if let Some(Token { tok: Tok::Punct(")"), span }) = self.peek() {
                        // `call(f, [A], )`: the rest of the block is missing.
                        return Err(Diagnostic::at(
                            span.clone(),
                            "nothing ends the block after this call",
                            "expected ',' and the rest of the block",
                        )
                        .with_help("a call goes on with the rest of the block: call(Res, Proc, [Args], Rest)"));
                    }
                    self.punct(",")?;
                    segments.push((std::mem::take(&mut ops), (SynTerm::Call { dst, callee, args }, start..end.end)));
                    nested += 1;
                    continue;
                }
                "return" => {
                    self.punct("(")?;
                    let a = self.arg()?;
                    let end = self.punct(")")?;
                    break (SynTerm::Return(a), start..end.end);
                }
                _ if numbered("op").is_some() => (numbered("op").expect("matched"), false),
                _ if numbered("stmt").is_some() => (numbered("stmt").expect("matched"), true),
                "jump" | "if" | "promote" | "print_and_stop" => {
                    self.punct("(")?;
                    let term = match head {
                        "jump" => SynTerm::Goto(self.name("a label")?),
                        "if" => {
                            let v = self.name("a variable")?;
                            self.punct(",")?;
                            let l1 = self.name("a label")?;
                            self.punct(",")?;
                            SynTerm::If(v, l1, self.name("a label")?)
                        }
                        "promote" => {
                            let v = self.name("a variable")?;
                            self.punct(",")?;
                            SynTerm::Promote(v, self.name("a label")?)
                        }
                        _ => SynTerm::PrintAndStop(self.arg()?),
                    };
                    let end = self.punct(")")?;
                    break (term, start..end.end);
                }
                _ => {
                    let d = Diagnostic::at(
                        head_span,
                        format!("unknown statement '{head}'"),
                        "expected opN, stmtN, call, jump, if, promote, print_and_stop, return or stop",
                    );
                    let words = [
                        "op0",
                        "op1",
                        "op2",
                        "op3",
                        "stmt1",
                        "call",
                        "jump",
                        "if",
                        "promote",
                        "print_and_stop",
                        "return",
                        "stop",
                    ];
                    return Err(match did_you_mean(head, words) {
                        Some(help) => d.with_help(help),
                        None => d,
                    });
                }
            };
            self.punct("(")?;
            let dst = if statement {
                Name { text: HIDDEN_RESULT.to_string(), span: head_span.clone() }
            } else {
                let dst = self.name("a variable")?;
                self.punct(",")?;
                dst
            };
            let op_span = self.peek().map(|t| t.span.clone());
            let kind = self.operation(head, nargs)?;
            if statement != (kind.def().syntax == Syntax::Statement) {
                let span = op_span.unwrap_or(head_span);
                return Err(if statement {
                    Diagnostic::at(span, format!("{kind} has a value"), format!("write op{nargs}(Res, {kind}, ...)"))
                } else {
                    Diagnostic::at(span, format!("{kind} is a statement"), format!("write stmt{nargs}({kind}, ...)"))
                });
            }
            let mut args = Vec::with_capacity(nargs);
            for _ in 0..nargs {
                self.punct(",")?;
                args.push(self.arg()?);
            }
            let end = self.prev_end();
            ops.push(SynOp { dst, kind, args, span: start..end });
            nested += 1;
            self.punct(",")?;
        };
        for _ in 0..nested {
            self.punct(")")?;
        }
        segments.push((ops, term));
        Ok(segments)
    }

    /// The operation name of an `op1`/`op2` (`head`), which must take `nargs` arguments.
    fn operation(&mut self, head: &str, nargs: usize) -> Result<Opcode, Diagnostic> {
        let (name, span) = self.atom("an operation name")?;
        let Some(kind) = Opcode::source_from_name(name) else {
            let known: Vec<&str> = Opcode::source_ops().map(|o| o.name()).collect();
            let d = Diagnostic::at(
                span,
                format!("unknown operation '{name}'"),
                format!("known operations: {}", known.join(", ")),
            );
            return Err(match did_you_mean(name, known) {
                Some(help) => d.with_help(help),
                None => d,
            });
        };
        if kind.arity() != nargs {
            return Err(Diagnostic::at(
                span,
                format!("{name} takes {} argument(s), not {nargs}", kind.arity()),
                format!(
                    "{head} is for {nargs}-argument operations: write {}{}(...)",
                    head.trim_end_matches(char::is_numeric),
                    kind.arity()
                ),
            ));
        }
        Ok(kind)
    }

    /// `const(C)` or `var(X)`.
    fn arg(&mut self) -> Result<Arg, Diagnostic> {
        let is_var = match self.peek_tok() {
            Some(Tok::Atom(s)) if s == "var" => true,
            Some(Tok::Atom(s)) if s == "const" => false,
            _ => return Err(self.error("an argument, const(...) or var(...)")),
        };
        self.at += 1;
        self.punct("(")?;
        let arg = if is_var {
            Arg::Var(self.name("a variable")?)
        } else {
            let (v, span) = self.constant(0)?;
            Arg::Const(v, span)
        };
        self.punct(")")?;
        Ok(arg)
    }

    /// A constant: an integer (`-` right before the digits makes it negative), an atom (a symbol) or a
    /// list of constants, `depth` lists deep.
    fn constant(&mut self, depth: usize) -> Result<(Value, Span), Diagnostic> {
        let what = "a constant: an integer, an atom or a list";
        let Some(t) = self.peek() else { return Err(self.error(what)) };
        match &t.tok {
            Tok::Int(n) => {
                self.at += 1;
                Ok((Value::from_big(n.clone()), t.span.clone()))
            }
            Tok::Sym(s) if s == "-" => match self.toks.get(self.at + 1) {
                Some(Token { tok: Tok::Int(n), span }) if span.start == t.span.end => {
                    self.at += 2;
                    Ok((Value::from_big(-n.clone()), t.span.start..span.end))
                }
                _ => {
                    self.at += 1;
                    Ok((Value::sym(s), t.span.clone()))
                }
            },
            Tok::Atom(s) | Tok::Sym(s) => {
                self.at += 1;
                Ok((Value::sym(s), t.span.clone()))
            }
            Tok::Punct("[") if depth >= MAX_LIST_DEPTH => Err(Diagnostic::at(
                t.span.clone(),
                format!("lists nested more than {MAX_LIST_DEPTH} deep are not supported"),
                "nested too deeply",
            )),
            Tok::Punct("[") => {
                self.at += 1;
                let mut items = Vec::new();
                if !matches!(self.peek_tok(), Some(Tok::Punct("]"))) {
                    loop {
                        items.push(self.constant(depth + 1)?.0);
                        if matches!(self.peek_tok(), Some(Tok::Punct(","))) {
                            self.at += 1;
                        } else {
                            break;
                        }
                    }
                }
                let end = self.punct("]")?;
                Ok((Value::List(List::new(items)), t.span.start..end.end))
            }
            _ => Err(self.error(what)),
        }
    }

    /// After an error: skips to just after the `.` that ends the clause (or to the end of the file).
    fn skip_clause(&mut self) {
        while let Some(t) = self.toks.get(self.at) {
            self.at += 1;
            if t.tok == Tok::End {
                break;
            }
        }
    }
}

/// Operations, then the terminator that ends them (a call ends a segment of a block's code).
type Segment = (Vec<SynOp>, (SynTerm, Span));

/// A fact of the program.
enum Clause {
    Blocks(Vec<SynBlock>),
    Proc(SynProc),
}

/// Parses `.pl` facts. On error, returns every diagnostic found (at most one per fact).
pub fn parse(source: &str) -> Result<SynProgram, Vec<Diagnostic>> {
    let toks = lex(source);
    // "Expected ... at the end of the file" points right after the last token, not after trailing
    // comments and blank lines, so the excerpt shows the line that is unfinished.
    let eof = toks.last().map_or(source.len(), |t| t.span.end);
    let mut p = Parser { toks: &toks, at: 0, eof };
    let mut prog = SynProgram::default();
    let mut diags = Vec::new();
    while p.peek().is_some() {
        match p.clause() {
            Ok(Some(Clause::Blocks(blocks))) => prog.blocks.extend(blocks),
            Ok(Some(Clause::Proc(mut proc))) => {
                proc.first_block = prog.blocks.len();
                prog.procs.push(proc);
            }
            Ok(None) => {}
            Err(d) => {
                diags.push(d);
                p.skip_clause();
            }
        }
    }
    if diags.is_empty() { Ok(prog) } else { Err(diags) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(src: &str) -> Vec<(String, Span)> {
        parse(src).unwrap_err().into_iter().map(|d| (d.message, d.span.unwrap_or(0..0))).collect()
    }

    fn one_error(src: &str) -> (String, Span) {
        let errs = errors(src);
        assert_eq!(errs.len(), 1, "{errs:?}");
        errs.into_iter().next().unwrap_or_default()
    }

    #[test]
    fn parses_the_seeds_power_program() {
        let src = "% power\n:- dynamic block/2.\nblock(power, op1(res, same, const(1),\nif(y, power_rec, power_done))).\n\
                   block(power_rec, op2(res, mul, var(res), var(x),\nop2(y, sub, var(y), const(1),\n\
                   if(y, power_rec, power_done)))).\n/* the end */ block(power_done, print_and_stop(var(res))).\n";
        let p = parse(src).unwrap();
        let labels: Vec<&str> = p.blocks.iter().map(|b| b.label.text.as_str()).collect();
        assert_eq!(labels, ["power", "power_rec", "power_done"]);
        let rec = &p.blocks[1];
        assert_eq!(rec.ops.len(), 2);
        assert_eq!(rec.ops[0].kind, Opcode::Mul);
        assert_eq!(&src[rec.ops[0].span.clone()], "op2(res, mul, var(res), var(x)");
        assert_eq!(&src[rec.ops[1].args[0].span()], "y");
        assert_eq!(&src[rec.ops[1].args[1].span()], "1");
        let (term, span) = rec.term.as_ref().unwrap();
        assert!(
            matches!(term, SynTerm::If(v, l1, l2) if v.text == "y" && l1.text == "power_rec" && l2.text == "power_done")
        );
        assert_eq!(&src[span.clone()], "if(y, power_rec, power_done)");
    }

    #[test]
    fn reads_every_kind_of_constant() {
        let src = "block(b, op1(a, same, const([1, -2, mov_a_r0, 'Foo bar', [], [2, [3]], 100000000000000000000]),\n\
                   print_and_stop(const(-100000000000000000000)))).";
        let p = parse(src).unwrap();
        let Arg::Const(v, span) = &p.blocks[0].ops[0].args[0] else { panic!("not a constant") };
        assert_eq!(v.to_string(), "[1,-2,mov_a_r0,Foo bar,[],[2,[3]],100000000000000000000]");
        assert_eq!(&src[span.clone()], "[1, -2, mov_a_r0, 'Foo bar', [], [2, [3]], 100000000000000000000]");
        let Some((SynTerm::PrintAndStop(Arg::Const(v, _)), _)) = &p.blocks[0].term else { panic!("no print") };
        assert_eq!(v.to_string(), "-100000000000000000000");
    }

    #[test]
    fn names_may_be_quoted_identifiers() {
        let p = parse("block('Start', promote('X', 'Start')).").unwrap();
        assert_eq!(p.blocks[0].label.text, "Start");
        assert_eq!(one_error("block('a b', jump(c)).").0, "'a b' is not a valid name");
        assert_eq!(one_error("block(a, jump(L)).").0, "expected a label, found the Prolog variable L");
    }

    #[test]
    fn unknown_operation_and_wrong_arity_point_at_the_name() {
        assert_eq!(
            one_error("block(a, op2(x, pow, var(a), var(b), jump(a)))."),
            ("unknown operation 'pow'".to_string(), 16..19)
        );
        assert_eq!(
            one_error("block(a, op1(x, add, var(a), jump(a)))."),
            ("add takes 2 argument(s), not 1".into(), 16..19)
        );
        assert_eq!(
            one_error("block(a, op2(x, len, var(a), var(b), jump(a)))."),
            ("len takes 1 argument(s), not 2".into(), 16..19)
        );
    }

    #[test]
    fn syntax_errors_have_places_and_do_not_stop_the_other_facts() {
        let src =
            "block(a, jump(b)\nblock(b, foo(1)).\nblock(c, jump(a)).\nfoo.\nblock(d, jump(a)). block(e, jump(a)).x";
        assert_eq!(
            errors(src),
            [
                ("expected ')', found 'block'".to_string(), 17..22),
                ("expected a block(Label, Code) or proc(Name, [Params]) fact, found 'foo'".to_string(), 54..57),
                ("a fact ends with '.' and then a space or a new line".to_string(), 95..96),
            ]
        );
        let src = "block(b, foo(1)).\nblock(c, jump(a)).";
        assert_eq!(errors(src), [("unknown statement 'foo'".to_string(), 9..12)]);
    }

    #[test]
    fn lexical_errors() {
        assert_eq!(one_error("block(a, print_and_stop(const('abc)))."), ("unterminated quoted atom".into(), 30..38));
        assert_eq!(
            one_error("block(a, print_and_stop(const(1.5)))."),
            ("floating-point numbers are not FGL values".into(), 30..33)
        );
        assert_eq!(
            one_error("block(a, print_and_stop(const('it''s')))."),
            ("quotes inside quoted atoms are not supported".into(), 33..35)
        );
        assert_eq!(
            one_error("block(a, print_and_stop(const('a\\n')))."),
            ("escapes in quoted atoms are not supported".into(), 32..33)
        );
        assert_eq!(one_error("block(a, print_and_stop(const(''))).").0, "empty atom");
        // A refused atom is skipped whole: the rest of its line and the next fact read as written.
        let src = "block(a, print_and_stop(const('it''s'))). block(b, jump('\\'')).\nblock(c, jump(d e)).";
        assert_eq!(
            errors(src),
            [
                ("quotes inside quoted atoms are not supported".to_string(), 33..35),
                ("escapes in quoted atoms are not supported".to_string(), 57..58),
                ("expected ')', found 'e'".to_string(), 80..81),
            ]
        );
        assert_eq!(one_error("block(a, jump(a)). /* open").0, "unterminated comment");
        assert_eq!(
            one_error("block(a, jump(a)).block(b, jump(a)).").0,
            "a fact ends with '.' and then a space or a new line"
        );
        assert_eq!(one_error("block(a, jump(a))").0, "expected '.' at the end of the fact at the end of the file");
        assert_eq!(one_error("block(a, jump(a)). ü").0, "unexpected character 'ü'");
    }

    #[test]
    fn directives_are_skipped_even_with_strings() {
        let p = parse(":- format(\"hi ~w\", [x]).\n:- dynamic block/2.\nblock(a, jump(a)).").unwrap();
        assert_eq!(p.blocks.len(), 1);
        assert_eq!(
            one_error(":- dynamic block/2").0,
            "expected '.' at the end of the directive at the end of the file"
        );
    }

    /// Bits of facts, good and bad, for `parse_never_panics` to put together.
    fn fragments() -> Vec<&'static str> {
        let words = "block( op1( op2( jump( if( promote( print_and_stop( var( const( same add readlist x X 'a_b' ' '' \\ \" \
                     - -1 1.5 12 [ ] , ( ) . :- % /* */ | ü";
        words.split_whitespace().chain([" ", "\n", ". ", ".\n", "'a b'"]).collect()
    }

    /// Parses and renders whatever is wrong: neither may panic, whatever the text.
    fn parse_and_render(source: &str) {
        if let Err(items) = parse(source) {
            let diags = crate::lang::Diagnostics { file: "t.pl".into(), source: source.into(), items };
            assert!(!diags.render(false).is_empty());
        }
    }

    proptest::proptest! {
        #[test]
        fn parse_never_panics(parts in proptest::collection::vec(proptest::sample::select(fragments()), 0..80)) {
            parse_and_render(&parts.concat());
        }

        #[test]
        fn parse_never_panics_on_any_text(text in "\\PC*") {
            parse_and_render(&text);
        }
    }

    #[test]
    fn deeply_nested_lists_are_refused_but_long_blocks_are_not() {
        let nested = |n: usize| format!("block(a, print_and_stop(const({}1{}))).", "[".repeat(n), "]".repeat(n));
        assert!(parse(&nested(MAX_LIST_DEPTH)).is_ok());
        assert_eq!(one_error(&nested(MAX_LIST_DEPTH + 1)).0, "lists nested more than 100 deep are not supported");
        let n = 20_000;
        let long = format!("block(a, {}jump(a){}).", "op2(x, add, var(x), const(1), ".repeat(n), ")".repeat(n));
        assert_eq!(parse(&long).unwrap().blocks[0].ops.len(), n);
    }
}
