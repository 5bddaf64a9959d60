//! Diagnostics for the program text: a `file:line:column: error: message` headline (the form editors
//! and tools parse; `warning:` for what `check` only warns about), then the source line with carets under
//! the place and a short label, and a `= help:` line when there is a likely fix, as rustc prints them;
//! colour only on a terminal, and never when `NO_COLOR` is set. A long line (a generated program may
//! have a 200 KB one) is cut to a window around the column.

use std::fmt;
use std::io::IsTerminal;
use std::ops::Range;

/// Whether a diagnostic stops the program (`error`, exit status 2) or is only reported (`warning`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// One error (or warning) in the program text or on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// Byte range in the source text; `None` for errors with no place (an empty program, a bad `--arg`).
    pub span: Option<Range<usize>>,
    /// What the caret says (shorter than the message).
    pub label: String,
    /// A likely fix, printed as `= help: ...` under the excerpt.
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn at(span: Range<usize>, message: impl Into<String>, label: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: Some(span),
            label: label.into(),
            help: None,
        }
    }

    pub fn nowhere(message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, message: message.into(), span: None, label: String::new(), help: None }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// The same, as a warning.
    pub fn warning(mut self) -> Diagnostic {
        self.severity = Severity::Warning;
        self
    }
}

/// Whether standard error gets colour, decided as the argument parser (clap) decides it for its own
/// messages: never when `NO_COLOR` is set to anything but the empty string (https://no-color.org), else
/// when standard error is a terminal or `CLICOLOR_FORCE` is set to anything but `0` (which is also how
/// the tests see colour through a pipe).
pub fn stderr_color() -> bool {
    color_wanted(std::io::stderr().is_terminal(), |name| std::env::var(name).ok())
}

fn color_wanted(terminal: bool, var: impl Fn(&str) -> Option<String>) -> bool {
    if var("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        return false;
    }
    terminal || var("CLICOLOR_FORCE").is_some_and(|v| !v.is_empty() && v != "0")
}

/// The edit distance between `a` and `b`: insertions, deletions, substitutions of one character and
/// swaps of two adjacent ones each cost 1 (optimal string alignment), so `stpo` is 1 from `stop`.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Rows i - 2, i - 1 and i of the table of distances between prefixes.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut row = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        row[0] = i;
        for j in 1..=b.len() {
            let mut d = (prev[j - 1] + usize::from(a[i - 1] != b[j - 1])).min(prev[j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            row[j] = d;
        }
        std::mem::swap(&mut before, &mut prev);
        std::mem::swap(&mut prev, &mut row);
    }
    prev[b.len()]
}

/// The candidate `name` was most likely meant to be, for a "did you mean" hint: the nearest by edit
/// distance (the first of equals), if it is at most a third of the name's length away (at least 1), as
/// rustc chooses. A candidate equal to `name` is never suggested, nor one that is no identifier (the
/// hidden result variable of statements, `(statement)`, which no one can write).
pub fn suggest<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let most = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates.into_iter().filter(|c| c.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')) {
        let d = edit_distance(name, c);
        if d > 0 && d <= most && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// `did you mean 'x'?` for the candidate nearest `name`, if one is near.
pub fn did_you_mean<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<String> {
    suggest(name, candidates).map(|c| format!("did you mean '{c}'?"))
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
        let (red, yellow, bold, blue, reset) =
            if color { ("\x1b[1;31m", "\x1b[1;33m", "\x1b[1m", "\x1b[1;34m", "\x1b[0m") } else { ("", "", "", "", "") };
        let mut out = String::new();
        for d in &self.items {
            let (tint, severity) = match d.severity {
                Severity::Error => (red, "error"),
                Severity::Warning => (yellow, "warning"),
            };
            let place = match &d.span {
                None => String::new(),
                Some(span) => {
                    let (line, col) = line_col(&self.source, span.start.min(self.source.len()));
                    format!(":{line}:{col}")
                }
            };
            out.push_str(&format!("{}{place}: {tint}{severity}{reset}{bold}: {}{reset}\n", self.file, d.message));
            let mut gutter = " ".to_string();
            if let Some(span) = &d.span {
                let span = clamp(span.clone(), self.source.len());
                let (line, _) = line_col(&self.source, span.start);
                let excerpt = Excerpt::of(&self.source, span);
                gutter = " ".repeat(line.to_string().len());
                out.push_str(&format!("{blue}{gutter} │{reset}\n"));
                out.push_str(&format!("{blue}{line} │{reset} {}\n", excerpt.text));
                out.push_str(&format!(
                    "{blue}{gutter} │{reset} {}{tint}{} {}{reset}\n",
                    excerpt.pad,
                    "^".repeat(excerpt.carets),
                    d.label
                ));
            }
            if let Some(help) = &d.help {
                out.push_str(&format!("{blue}{gutter} ={reset} {bold}help{reset}: {help}\n"));
            }
        }
        out
    }

    /// Prints to standard error, coloured when it is a terminal (and `NO_COLOR` is not set). A closed
    /// standard error (`fgljit ... 2>&1 | head`) drops the text rather than panicking as `eprint!` would.
    pub fn eprint(&self) {
        use std::io::Write;
        let _ = std::io::stderr().lock().write_all(self.render(stderr_color()).as_bytes());
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("loop", "lop"), 1);
        assert_eq!(edit_distance("loop", "pool"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("ü", "u"), 1);
        assert_eq!(edit_distance("stpo", "stop"), 1);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("abc", ""), 3);
    }

    #[test]
    fn suggestions_are_near_and_not_the_name_itself() {
        let labels = ["loop", "done", "start"];
        assert_eq!(suggest("lop", labels), Some("loop"));
        assert_eq!(suggest("strat", labels), Some("start"));
        assert_eq!(suggest("loop", labels), None);
        assert_eq!(suggest("xyz", labels), None);
        // One edit is always allowed, even in a short name; ties go to the first candidate.
        assert_eq!(suggest("a", ["b", "c"]), Some("b"));
        assert_eq!(suggest("statement", ["(statement)"]), None);
    }

    #[test]
    fn no_color_wins_over_a_terminal_and_clicolor_force() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        };
        assert!(color_wanted(true, env(&[])));
        assert!(!color_wanted(false, env(&[])));
        assert!(!color_wanted(true, env(&[("NO_COLOR", "1")])));
        assert!(!color_wanted(true, env(&[("NO_COLOR", "0")])));
        assert!(color_wanted(true, env(&[("NO_COLOR", "")])));
        assert!(color_wanted(false, env(&[("CLICOLOR_FORCE", "1")])));
        assert!(!color_wanted(false, env(&[("CLICOLOR_FORCE", "0")])));
        assert!(!color_wanted(false, env(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "yes")])));
    }

    #[test]
    fn help_goes_under_the_excerpt() {
        let d = Diagnostics {
            file: "t.fg".into(),
            source: "l:\n    goto lop\n".into(),
            items: vec![Diagnostic::at(12..15, "undefined label 'lop'", "no block").with_help("did you mean 'l'?")],
        };
        assert_eq!(
            d.render(false),
            "t.fg:2:10: error: undefined label 'lop'\n  │\n2 │     goto lop\n  │          ^^^ no block\n  = help: did you mean 'l'?\n"
        );
        let nowhere = Diagnostics {
            file: "t.fg".into(),
            source: String::new(),
            items: vec![Diagnostic::nowhere("oops").with_help("try again").warning()],
        };
        assert_eq!(nowhere.render(false), "t.fg: warning: oops\n  = help: try again\n");
    }
}
