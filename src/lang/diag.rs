//! Diagnostics for errors in the program text: a `file:line:column: error: message` headline (the form
//! editors and tools parse), then the source line with carets under the place and a short label, as
//! rustc prints them; colour only on a terminal. A long line (a generated program may have a 200 KB one)
//! is cut to a window around the column.

use std::fmt;
use std::io::IsTerminal;
use std::ops::Range;

/// One error in the program text or on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub message: String,
    /// Byte range in the source text; `None` for errors with no place (an empty program, a bad `--arg`).
    pub span: Option<Range<usize>>,
    /// What the caret says (shorter than the message).
    pub label: String,
}

impl Diagnostic {
    pub fn at(span: Range<usize>, message: impl Into<String>, label: impl Into<String>) -> Diagnostic {
        Diagnostic { message: message.into(), span: Some(span), label: label.into() }
    }

    pub fn nowhere(message: impl Into<String>) -> Diagnostic {
        Diagnostic { message: message.into(), span: None, label: String::new() }
    }
}

/// A set of diagnostics for one file, ready to print.
#[derive(Clone, Debug)]
pub struct Diagnostics {
    pub file: String,
    pub source: String,
    pub items: Vec<Diagnostic>,
}

/// 1-based line and column of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = source[line_start..offset].chars().count() + 1;
    (line, col)
}

impl Diagnostics {
    /// Renders every diagnostic: the headline, then the excerpt with carets.
    pub fn render(&self, color: bool) -> String {
        let (red, bold, blue, reset) =
            if color { ("\x1b[1;31m", "\x1b[1m", "\x1b[1;34m", "\x1b[0m") } else { ("", "", "", "") };
        let mut out = String::new();
        for d in &self.items {
            let Some(span) = &d.span else {
                out.push_str(&format!("{}: {red}error{reset}{bold}: {}{reset}\n", self.file, d.message));
                continue;
            };
            let span = clamp(span.clone(), self.source.len());
            let (line, col) = line_col(&self.source, span.start);
            out.push_str(&format!("{}:{line}:{col}: {red}error{reset}{bold}: {}{reset}\n", self.file, d.message));
            let excerpt = Excerpt::of(&self.source, span);
            let gutter = " ".repeat(line.to_string().len());
            out.push_str(&format!("{blue}{gutter} │{reset}\n"));
            out.push_str(&format!("{blue}{line} │{reset} {}\n", excerpt.text));
            out.push_str(&format!(
                "{blue}{gutter} │{reset} {}{red}{} {}{reset}\n",
                excerpt.pad,
                "^".repeat(excerpt.carets),
                d.label
            ));
        }
        out
    }

    /// Prints to standard error, coloured when it is a terminal.
    pub fn eprint(&self) {
        eprint!("{}", self.render(std::io::stderr().is_terminal()));
    }
}

/// Characters of a source line shown on each side of the error's column at most.
const WINDOW: usize = 60;

/// The part of the error's line that is shown, and where the carets go under it.
struct Excerpt {
    text: String,
    /// What goes before the carets: the shown text before the column, with tabs kept and everything
    /// else made a space, so the carets line up in any terminal.
    pad: String,
    carets: usize,
}

impl Excerpt {
    fn of(source: &str, span: Range<usize>) -> Excerpt {
        let start = source[..span.start].rfind('\n').map_or(0, |i| i + 1);
        let end = source[span.start..].find('\n').map_or(source.len(), |i| span.start + i);
        let line = source[start..end].trim_end_matches('\r');
        let chars: Vec<char> = line.chars().collect();
        let col = source[start..span.start].chars().count();
        // The span on this line, at least one caret (an error at the end of a line points past it).
        let width = source[span.start..span.end.min(end)].chars().count().max(1);
        let (from, to) = (col.saturating_sub(WINDOW), (col + width.min(WINDOW) + WINDOW).min(chars.len()));
        let mut text: String = chars[from..to].iter().collect();
        let mut pad: String =
            chars[from..col.min(chars.len())].iter().map(|&c| if c == '\t' { '\t' } else { ' ' }).collect();
        if from > 0 {
            text.insert_str(0, "...");
            pad.insert_str(0, "   ");
        }
        if to < chars.len() {
            text.push_str("...");
        }
        Excerpt { text, pad, carets: width.min(WINDOW) }
    }
}

fn clamp(span: Range<usize>, len: usize) -> Range<usize> {
    let start = span.start.min(len);
    let end = span.end.clamp(start, len);
    start..end
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(false))
    }
}
