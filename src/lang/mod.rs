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
pub use program::{Block, BlockId, Op, Operand, Pos, Proc, ProcId, Program, Terminator, VarId};

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
    check_program(file, source, format, &[], None).map(|c| c.program)
}

/// A program that passed the checks, and the warnings about it.
pub struct Checked {
    pub program: Program,
    /// Each variable the run reads but nothing assigns and that is not among the inputs named (`fgljit
    /// check --arg`): at run time it has no value unless it is given with `--arg`. When the run starts
    /// in a procedure (`--entry PROC`), also each of its parameters not among the inputs. And each
    /// variable of another procedure that is neither a parameter nor assigned in it: it never has a value.
    pub warnings: Diagnostics,
}

/// Parses and checks `source` like `parse_program`, and warns about variables that can only be inputs
/// but are not among `inputs`, for a run that starts at `entry` (a label of the main program or a
/// procedure; `None`: the first block). An `entry` that names neither is left to the caller.
pub fn check_program(
    file: &str,
    source: &str,
    format: Format,
    inputs: &[&str],
    entry: Option<&str>,
) -> Result<Checked, Diagnostics> {
    let diagnostics = |items| Diagnostics { file: file.to_string(), source: source.to_string(), items };
    let syn = match format {
        Format::Fg => fg::parse(source),
        Format::Pl => pl::parse(source),
    }
    .map_err(diagnostics)?;
    let program = resolve::resolve(file, source, &syn).map_err(diagnostics)?;
    // The scope the run starts in: its variables are the inputs.
    let start = entry.filter(|e| program.block_id(e).is_none()).and_then(|e| program.proc_id(e)).map(|p| p as usize);
    let input_warning = |name: syntax::Name| {
        let var = name.text.clone();
        Diagnostic::at(name.span, format!("variable '{var}' is read but never assigned"), "nothing assigns it")
            .with_help(format!("it has a value only as an input: pass --arg {var}=VALUE"))
            .warning()
    };
    let mut warnings: Vec<Diagnostic> = Vec::new();
    if let Some(p) = start {
        let proc = &syn.procs[p];
        for param in proc.params.iter().filter(|n| !inputs.contains(&n.text.as_str())) {
            let var = &param.text;
            warnings.push(
                Diagnostic::at(
                    param.span.clone(),
                    format!("parameter '{var}' of '{}' is an input of this run", proc.name.text),
                    "the run starts in this procedure",
                )
                .with_help(format!("pass --arg {var}=VALUE"))
                .warning(),
            );
        }
    }
    for scope in std::iter::once(None).chain((0..syn.procs.len()).map(Some)) {
        let unassigned = resolve::read_but_never_assigned(&syn, scope);
        if scope == start {
            warnings.extend(unassigned.into_iter().filter(|n| !inputs.contains(&n.text.as_str())).map(input_warning));
        } else if let Some(p) = scope {
            let proc = &syn.procs[p].name.text;
            warnings.extend(unassigned.into_iter().map(|name| {
                let var = &name.text;
                Diagnostic::at(
                    name.span.clone(),
                    format!("variable '{var}' of procedure '{proc}' is read but never assigned"),
                    "nothing in this procedure assigns it",
                )
                .with_help(format!(
                    "a procedure sees only its parameters and its own variables: pass '{var}' as an argument"
                ))
                .warning()
            }));
        }
    }
    warnings.sort_by_key(|d| d.span.as_ref().map_or(0, |s| s.start));
    Ok(Checked { program, warnings: diagnostics(warnings) })
}

/// Reads a file, or says why it cannot.
pub fn read_source(path: &str) -> Result<String, Diagnostics> {
    std::fs::read_to_string(path).map_err(|e| Diagnostics {
        file: path.to_string(),
        source: String::new(),
        items: vec![Diagnostic::nowhere(format!("cannot read the file: {e}"))],
    })
}

/// Reads and parses a file, choosing the format from its extension.
pub fn load(path: &str) -> Result<Program, Diagnostics> {
    parse_program(path, &read_source(path)?, Format::of_path(path))
}
