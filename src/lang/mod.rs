//! The front end: both source formats (`.fg` text and the seeds' `.pl` facts) into one `Program`,
//! the checks that run before anything executes, diagnostics, and printers for both formats.

pub mod cfg;
pub mod diag;
pub mod fg;
pub mod pl;
pub mod print;
pub mod program;
pub mod resolve;
pub mod syntax;

pub use diag::{Diagnostic, Diagnostics};
pub use program::{Block, BlockId, Op, Operand, Pos, Program, Terminator, VarId};

/// The two source formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Fg,
    Pl,
}

impl Format {
    /// `.pl` files are the seeds' Prolog facts; everything else is read as `.fg` text.
    pub fn of_path(path: &str) -> Format {
        if path.ends_with(".pl") { Format::Pl } else { Format::Fg }
    }
}

/// Parses and checks `source` (the contents of `file`) in the given format. `file` names the program in
/// diagnostics and in the JIT's logs (`FILE:LINE`); nothing is read from it.
///
/// ```
/// use fgljit::lang::{self, Format};
///
/// let program = lang::parse_program("p.fg", "main:\n    x = 6 * 7\n    print_and_stop(x)\n", Format::Fg).unwrap();
/// assert_eq!(program.blocks[0].label, "main");
///
/// let errors = lang::parse_program("p.fg", "main:\n    goto nowhere\n", Format::Fg).unwrap_err();
/// assert!(errors.render(false).starts_with("p.fg:2:"));
/// ```
pub fn parse_program(file: &str, source: &str, format: Format) -> Result<Program, Diagnostics> {
    let fail = |items| Diagnostics { file: file.to_string(), source: source.to_string(), items };
    let syn = match format {
        Format::Fg => fg::parse(source),
        Format::Pl => pl::parse(source),
    }
    .map_err(fail)?;
    resolve::resolve(file, source, &syn).map_err(fail)
}

/// Reads and parses a file, choosing the format from its extension.
pub fn load(path: &str) -> Result<Program, Diagnostics> {
    let source = std::fs::read_to_string(path).map_err(|e| Diagnostics {
        file: path.to_string(),
        source: String::new(),
        items: vec![Diagnostic::nowhere(format!("cannot read the file: {e}"))],
    })?;
    parse_program(path, &source, Format::of_path(path))
}
