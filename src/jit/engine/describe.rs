//! How the engine names what it talks about, in logs, statistics, the report and perf's maps: anchors
//! with their green values, positions in the program, guards by what they check, traces by where
//! they start.

use super::table::Origin;
use crate::jit::anchor::{AnchorKey, Greens};
use crate::jit::ir::{Opcode, TraceId};
use crate::jit::snapshot::Resume;
use crate::lang::Program;

/// What events are described with: the program, the greens of its labels, and the names the program
/// gives its anchors (`location.rs`).
pub struct Describe<'a> {
    pub program: &'a Program,
    pub greens: &'a Greens,
    pub code: &'a crate::interp::Code,
    pub locations: &'a super::Locations,
}

impl Describe<'_> {
    /// An anchor as the logs show it: its label and green values (`loop [pc=3]`), and the name the
    /// program gives that position, if it gives one (`dispatch [node=<list of 3>] "(fib (- n 1))"`).
    pub fn anchor_text(&self, key: &AnchorKey) -> String {
        let text = self.anchor_greens(key);
        match self.location(key) {
            Some(name) => format!("{text} {name:?}"),
            None => text,
        }
    }

    /// The name the program gives the position of anchor `key` (`printable_location`).
    pub fn location(&self, key: &AnchorKey) -> Option<std::rc::Rc<str>> {
        self.locations.name(self.program, self.code, key)
    }

    /// An anchor's label and green values.
    fn anchor_greens(&self, key: &AnchorKey) -> String {
        // A procedure's entry has no label of its own: it is named after the procedure.
        let label = match &self.program.block(key.block).label {
            l if l.is_empty() => self.program.block_title(key.block),
            l => l.clone(),
        };
        let greens: Vec<String> = (self.greens.of(key.block).iter().zip(&key.greens))
            .map(|(&v, g)| format!("{}={}", self.program.var_name(v), g.text()))
            .collect();
        if greens.is_empty() { label.clone() } else { format!("{label} [{}]", greens.join(", ")) }
    }

    /// An anchor and where its label is (`loop [pc=3] (examples/bf.fg:12)`).
    pub fn anchor_where(&self, key: &AnchorKey) -> String {
        format!("{} ({}:{})", self.anchor_text(key), self.program.file, self.program.block(key.block).pos.line)
    }

    /// A position in the program, as the logs print it: `FILE:LINE (label/op)`.
    pub fn position(&self, at: Resume) -> String {
        let line = self.program.line_of(at.block, at.op as usize);
        format!("{}:{line} ({}/{})", self.program.file, self.program.block(at.block).label, at.op)
    }

    /// Where a position is in the source, `FILE:LINE`: the line of a block's label when `at` is its
    /// start (an anchor, a trace's start), else of its operation.
    pub fn source(&self, at: Resume) -> String {
        format!("{}:{}", self.program.file, self.source_line(at))
    }

    pub fn source_line(&self, at: Resume) -> u32 {
        if at.op == 0 { self.program.block(at.block).pos.line } else { self.program.line_of(at.block, at.op as usize) }
    }

    /// What a guard checks, as the logs name it: the guard's opcode (`guard_true`, `guard_value`, ...),
    /// or for an operation that checks its own result, the operation and what it checks, one of which
    /// failed (`add overflow`, `readlist index/element`).
    pub fn guard_kind(op: Option<Opcode>) -> String {
        use crate::ops::Fails;
        match op {
            Some(op) if matches!(op.def().class, crate::ops::Class::Guard { .. }) || op == Opcode::Exit => {
                op.name().to_string()
            }
            Some(op) => {
                let checks = [
                    (Fails::OVERFLOW, "overflow"),
                    (Fails::DIV_ZERO, "zero divisor"),
                    (Fails::INDEX, "index"),
                    (Fails::ELEMENT, "element"),
                    (Fails::RANGE, "range"),
                ];
                let fails = op.def().fails;
                let what: Vec<&str> = checks.iter().filter(|(f, _)| fails.any(*f)).map(|(_, name)| *name).collect();
                if what.is_empty() {
                    format!("{} check", op.name())
                } else {
                    format!("{} {}", op.name(), what.join("/"))
                }
            }
            None => "entry".to_string(),
        }
    }
}

/// What perf calls a trace (the perf map, the jitdump), with no spaces, which perf's map format does not
/// allow in names: `fgljit:T3:loop@bf.fg:41`, the file's name and the line the trace starts at.
pub fn perf_name(d: &Describe, id: TraceId, origin: &Origin, start: Resume) -> String {
    let kind = match origin {
        Origin::Root(_) => "loop",
        Origin::Bridge { .. } => "bridge",
    };
    let file = std::path::Path::new(&d.program.file).file_name().map(|f| f.to_string_lossy().into_owned());
    format!("fgljit:{id}:{kind}@{}:{}", file.unwrap_or_default(), d.source_line(start))
        .replace(char::is_whitespace, "_")
}
