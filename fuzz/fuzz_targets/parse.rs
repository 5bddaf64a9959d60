//! The parsers of both formats on arbitrary text: never a panic, only diagnostics; and a program that
//! parses prints (in either format) to text that parses back to the same program.
#![no_main]

use fgljit::lang::{Format, parse_program, print};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else { return };
    for format in [Format::Fg, Format::Pl] {
        match parse_program("fuzz", source, format) {
            Err(diags) => {
                assert!(!diags.items.is_empty(), "an error comes with a diagnostic");
                assert!(!diags.render(false).is_empty(), "diagnostics render");
            }
            Ok(program) => {
                let fg = print::to_fg(&program);
                let pl = print::to_pl(&program);
                let again = parse_program("fuzz", &fg, Format::Fg)
                    .unwrap_or_else(|d| panic!("printed .fg does not parse:\n{}\n{fg}", d.render(false)));
                assert_eq!(print::to_fg(&again), fg, "the .fg text round-trips");
                let again = parse_program("fuzz", &pl, Format::Pl)
                    .unwrap_or_else(|d| panic!("printed .pl does not parse:\n{}\n{pl}", d.render(false)));
                assert_eq!(print::to_fg(&again), fg, "the .pl text round-trips");
            }
        }
    }
});
