//! Diagnostics for errors in the program text: file:line:column, the line, and a caret under the place.
//! Rendering goes through ariadne, which draws the source excerpt; colour only on a terminal.

use ariadne::{Config, Label, Report, ReportKind, Source};
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
    /// Renders every diagnostic: a `file:line:col: error: message` headline (so tools and people can find
    /// the place), then the excerpt with a caret.
    pub fn render(&self, color: bool) -> String {
        let mut out = Vec::new();
        for d in &self.items {
            match &d.span {
                Some(span) => {
                    let (line, col) = line_col(&self.source, span.start);
                    out.extend_from_slice(format!("{}:{}:{}: error: {}\n", self.file, line, col, d.message).as_bytes());
                    let span = clamp(span.clone(), self.source.len());
                    let report = Report::build(ReportKind::Error, (self.file.as_str(), span.clone()))
                        .with_config(Config::default().with_color(color).with_compact(false))
                        .with_message(&d.message)
                        .with_label(Label::new((self.file.as_str(), span)).with_message(&d.label))
                        .finish();
                    // Writing into a Vec cannot fail.
                    let _ = report.write((self.file.as_str(), Source::from(self.source.as_str())), &mut out);
                }
                None => out.extend_from_slice(format!("{}: error: {}\n", self.file, d.message).as_bytes()),
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    /// Prints to standard error, coloured when it is a terminal.
    pub fn eprint(&self) {
        eprint!("{}", self.render(std::io::stderr().is_terminal()));
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
