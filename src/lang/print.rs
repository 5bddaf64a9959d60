//! Printers for both formats; their output parses back to the same program.

use super::program::Program;

/// The program as `.fg` text.
pub fn to_fg(_program: &Program) -> String {
    String::new()
}

/// The program as the seeds' `.pl` facts.
pub fn to_pl(_program: &Program) -> String {
    String::new()
}
