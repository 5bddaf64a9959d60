//! Parser of the seeds' Prolog facts (`.pl`): `block(Label, Code).` (FGL.md).

use super::diag::Diagnostic;
use super::syntax::SynProgram;

/// Parses `.pl` facts.
pub fn parse(_source: &str) -> Result<SynProgram, Vec<Diagnostic>> {
    Err(vec![Diagnostic::nowhere("the .pl format is not supported yet")])
}
