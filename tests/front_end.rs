//! The front end through the real binary: `fmt` round-trips every example in both formats, every kind
//! of diagnostic has its exact headline, excerpt and exit status, and `check` accepts and rejects.
//!
//! The examples are globbed at test time, and each must document how it is run in a comment,
//! `fgljit run examples/NAME ARGS   ->   OUTPUT`; that line is what the round-trip runs check against.

use std::fs;
use std::path::{Path, PathBuf};

mod common;

use common::{run_in as fgljit, stderr, stdout};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn scratch(test: &str) -> PathBuf {
    common::scratch("front_end", test)
}

/// An example and how it is documented to run.
struct Example {
    /// Relative to the crate root, as written in the example's comment: `examples/power.fg`.
    path: String,
    args: Vec<String>,
    output: String,
}

fn examples() -> Vec<Example> {
    let mut paths: Vec<PathBuf> = fs::read_dir(Path::new(ROOT).join("examples"))
        .expect("examples/ is readable")
        .map(|e| e.expect("examples/ is listable").path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("fg" | "pl")))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no examples found");
    paths
        .iter()
        .map(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).expect("example names are UTF-8");
            let path = format!("examples/{name}");
            let text = fs::read_to_string(p).expect("examples are readable");
            let doc = text
                .lines()
                .find_map(|l| l.split_once("fgljit run ").map(|(_, rest)| rest))
                .unwrap_or_else(|| panic!("{path} does not document a `fgljit run {path} ... -> OUTPUT` line"));
            let (command, output) = doc.split_once("->").unwrap_or_else(|| panic!("{path}: no `->` in `{doc}`"));
            let mut words = command.split_whitespace().map(str::to_string);
            assert_eq!(words.next().as_deref(), Some(path.as_str()), "{path} documents another file's command");
            Example { path, args: words.collect(), output: output.trim().to_string() }
        })
        .collect()
}

fn run_ok(dir: &Path, file: &str, args: &[String]) -> String {
    let mut all = vec!["run", file];
    all.extend(args.iter().map(String::as_str));
    let out = fgljit(dir, &all);
    assert_eq!(out.status.code(), Some(0), "run {file}: {}", stderr(&out));
    stdout(&out)
}

fn fmt_ok(dir: &Path, file: &str, to: &str) -> String {
    let out = fgljit(dir, &["fmt", file, "--to", to]);
    assert_eq!(out.status.code(), Some(0), "fmt {file} --to {to}: {}", stderr(&out));
    assert_eq!(stderr(&out), "");
    stdout(&out)
}

#[test]
fn examples_print_what_they_document() {
    let root = Path::new(ROOT);
    for ex in examples() {
        assert_eq!(run_ok(root, &ex.path, &ex.args), format!("{}\n", ex.output), "{}", ex.path);
    }
}

#[test]
fn fmt_round_trips_every_example_in_both_formats() {
    let root = Path::new(ROOT);
    let dir = scratch("round_trip");
    for ex in examples() {
        let stem = Path::new(&ex.path).file_stem().and_then(|s| s.to_str()).expect("a file name");
        let expected = format!("{}\n", ex.output);
        let mut printed = Vec::new();
        for to in ["fg", "pl"] {
            let once = fmt_ok(root, &ex.path, to);
            let file = format!("{stem}.{to}");
            fs::write(dir.join(&file), &once).expect("the scratch file can be written");
            assert_eq!(fmt_ok(&dir, &file, to), once, "{} --to {to}: formatting the output changed it", ex.path);
            assert_eq!(run_ok(&dir, &file, &ex.args), expected, "{} --to {to} runs differently", ex.path);
            printed.push(file);
        }
        // Both printed forms are the same program: each prints as the other does.
        for to in ["fg", "pl"] {
            assert_eq!(fmt_ok(&dir, &printed[0], to), fmt_ok(&dir, &printed[1], to), "{} --to {to}", ex.path);
        }
    }
}

/// A printed program without its comments and blank lines: what two printings of one program share
/// when their sources' comments differ.
fn code_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| l.split("  #").next().unwrap_or(l))
        .collect()
}

#[test]
fn the_pl_examples_are_twins_of_the_fg_examples() {
    let root = Path::new(ROOT);
    let all = examples();
    let mut twins = 0;
    for pl in all.iter().filter(|e| e.path.ends_with(".pl")) {
        let fg_path = pl.path.replace(".pl", ".fg");
        if all.iter().any(|e| e.path == fg_path) {
            let (from_pl, from_fg) = (fmt_ok(root, &pl.path, "fg"), fmt_ok(root, &fg_path, "fg"));
            assert_eq!(code_lines(&from_pl), code_lines(&from_fg), "{} and {fg_path} differ", pl.path);
            twins += 1;
        }
    }
    assert!(twins >= 2, "power and bytecode_square have .pl twins");
}

#[test]
fn fmt_keeps_the_input_format_by_default() {
    // Both are formatted already, so each prints as it is written, in its own format.
    let root = Path::new(ROOT);
    for file in ["examples/power.pl", "examples/power.fg"] {
        let out = fgljit(root, &["fmt", file]);
        let text = fs::read_to_string(root.join(file)).expect("the example is readable");
        assert_eq!(stdout(&out), text, "{file}");
    }
    let code = |file: &str| {
        stdout(&fgljit(root, &["fmt", file])).lines().find(|l| !l.starts_with(['#', '%'])).map(str::to_string)
    };
    assert_eq!(code("examples/power.pl").as_deref(), Some("block(power, op1(res, same, const(1),"));
    assert_eq!(code("examples/power.fg").as_deref(), Some("power:"));
}

/// Writes `source` to `file` in a scratch directory, runs `check` on it and asserts that it fails with
/// exit status 2, exactly the `headlines` (the `FILE:LINE:COL: error: MESSAGE` lines) in order, and an
/// excerpt showing each of `source_lines`.
fn assert_rejected(file: &str, source: &str, headlines: &[&str], source_lines: &[&str]) {
    let dir = scratch(&file.replace('.', "_"));
    fs::write(dir.join(file), source).expect("the scratch file can be written");
    let out = fgljit(&dir, &["check", file]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{file}: {err}");
    assert_eq!(stdout(&out), "");
    let got: Vec<&str> = err.lines().filter(|l| l.starts_with(&format!("{file}:"))).collect();
    assert_eq!(got, headlines, "{file}: {err}");
    for line in source_lines {
        assert!(err.lines().any(|l| l.contains(&format!("│ {line}"))), "{file}: no excerpt of `{line}` in\n{err}");
    }
    // Nothing runs when the text is bad: `run` reports the same and stops with the same status.
    let run = fgljit(&dir, &["run", file]);
    assert_eq!((run.status.code(), stderr(&run)), (Some(2), err), "{file}: run differs from check");
}

#[test]
fn undefined_label() {
    assert_rejected(
        "undefined.fg",
        "start:\n    x = 1\n    goto nowhere\n",
        &["undefined.fg:3:10: error: undefined label 'nowhere'"],
        &["    goto nowhere"],
    );
    assert_rejected(
        "undefined.pl",
        "block(start, op1(x, same, const(1),\n    if(x, start, nowhere))).\n",
        &["undefined.pl:2:18: error: undefined label 'nowhere'"],
        &["    if(x, start, nowhere)))."],
    );
}

#[test]
fn duplicate_label() {
    assert_rejected(
        "duplicate.fg",
        "a:\n    goto b\nb:\n    goto a\na:\n    goto b\n",
        &["duplicate.fg:5:1: error: duplicate label 'a'"],
        &["a:"],
    );
    assert_rejected(
        "duplicate.pl",
        "block(a, jump(b)).\nblock(b, jump(a)).\n  block(b, jump(a)).\n",
        &["duplicate.pl:3:9: error: duplicate label 'b'"],
        &["  block(b, jump(a))."],
    );
}

#[test]
fn block_without_terminator() {
    assert_rejected(
        "noterm.fg",
        "a:\n    x = 1\nb:\n    goto a\n",
        &["noterm.fg:1:1: error: block 'a' has no terminator"],
        &["a:"],
    );
}

#[test]
fn unknown_operation() {
    assert_rejected(
        "unknown_op.fg",
        "a:\n    x = pow(x, 2)\n    goto a\n",
        &["unknown_op.fg:2:9: error: no procedure or operation is named 'pow'"],
        &["    x = pow(x, 2)"],
    );
    assert_rejected(
        "unknown_op.pl",
        "block(a, op2(x, pow, var(x), const(2),\n    jump(a))).\n",
        &["unknown_op.pl:1:17: error: unknown operation 'pow'"],
        &["block(a, op2(x, pow, var(x), const(2),"],
    );
}

#[test]
fn wrong_number_of_arguments() {
    assert_rejected(
        "arity.fg",
        "a:\n    x = add(x)\n    goto a\n",
        &["arity.fg:2:9: error: add takes 2 argument(s), not 1"],
        &["    x = add(x)"],
    );
    assert_rejected(
        "arity.pl",
        "block(a, op1(x, add, var(x),\n    jump(a))).\n",
        &["arity.pl:1:17: error: add takes 2 argument(s), not 1"],
        &["block(a, op1(x, add, var(x),"],
    );
}

#[test]
fn statement_outside_a_block() {
    assert_rejected(
        "outside.fg",
        "x = 1\na:\n    goto a\n",
        &["outside.fg:1:1: error: statement outside any block"],
        &["x = 1"],
    );
    assert_rejected(
        "outside.pl",
        "op1(x, same, const(1), jump(a)).\nblock(a, jump(a)).\n",
        &["outside.pl:1:1: error: expected a block(Label, Code) or proc(Name, [Params]) fact, found 'op1'"],
        &["op1(x, same, const(1), jump(a))."],
    );
}

#[test]
fn syntax_errors() {
    assert_rejected(
        "syntax.fg",
        "a:\n    x = 1 +\n    goto a\n",
        &["syntax.fg:2:12: error: expected a variable or a constant at the end of the line"],
        &["    x = 1 +"],
    );
    assert_rejected(
        "syntax.pl",
        "block(a, jump(a)\nblock(b, jump(a)).\n",
        &["syntax.pl:2:1: error: expected ')', found 'block'"],
        &["block(b, jump(a))."],
    );
    // Found by fuzz/ (parse): it parsed, but printed as a .pl atom that the .pl parser refuses.
    assert_rejected(
        "backslash.fg",
        "a:\n    x = 'mov\\r0_a'\n    goto a\n",
        &["backslash.fg:2:13: error: backslashes in symbols are not supported"],
        &["    x = 'mov\\r0_a'"],
    );
    assert_rejected(
        "prolog_var.pl",
        "block(a, op1(x, same, var(Y),\n    jump(a))).\n",
        &["prolog_var.pl:1:27: error: expected a variable, found the Prolog variable Y"],
        &["block(a, op1(x, same, var(Y),"],
    );
    assert_rejected(
        "unfinished.pl",
        "% the last fact is cut short\nblock(a, jump(a)).\nblock(b, op2(x, add, var(x), const(1),\n% trailing comment\n",
        &[
            "unfinished.pl:3:39: error: expected a statement: opN, stmtN, call, jump, if, promote, print_and_stop, return or stop at the end of the file",
        ],
        &["block(b, op2(x, add, var(x), const(1),"],
    );
}

#[test]
fn every_error_is_reported_in_source_order() {
    // A .pl file reports one syntax error per bad fact; label checks only run on text that parses.
    assert_rejected(
        "several.pl",
        "block(a, jump(a)).\nblock(b, op1(x, pow, var(x), jump(a))).\nblock(c, jump(a)\nblock(d, jump(a)).\n",
        &["several.pl:2:17: error: unknown operation 'pow'", "several.pl:4:1: error: expected ')', found 'block'"],
        &["block(b, op1(x, pow, var(x), jump(a))).", "block(d, jump(a))."],
    );
    assert_rejected(
        "several.fg",
        "a:\n    goto nowhere\nb:\n    x = 1\nb:\n    goto elsewhere\n",
        &[
            "several.fg:2:10: error: undefined label 'nowhere'",
            "several.fg:3:1: error: block 'b' has no terminator",
            "several.fg:5:1: error: duplicate label 'b'",
            "several.fg:6:10: error: undefined label 'elsewhere'",
        ],
        &["    goto nowhere", "b:", "    goto elsewhere"],
    );
}

#[test]
fn a_program_without_blocks() {
    let dir = scratch("empty");
    fs::write(dir.join("empty.pl"), "% nothing here\n:- dynamic block/2.\n").expect("write");
    let out = fgljit(&dir, &["check", "empty.pl"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "empty.pl: error: the program has no blocks\n");
}

#[test]
fn unreadable_file() {
    let dir = scratch("unreadable");
    let out = fgljit(&dir, &["check", "missing.fg"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout(&out), "");
    assert_eq!(stderr(&out), "missing.fg: error: cannot read the file: No such file or directory (os error 2)\n");
}

#[test]
fn check_accepts_good_programs_and_rejects_bad_ones() {
    let root = Path::new(ROOT);
    for (file, summary) in
        [("examples/power.pl", "3 blocks, 3 variables"), ("examples/power.fg", "3 blocks, 3 variables")]
    {
        // x is an input: nothing in the program assigns it (without --arg, `check` warns).
        let out = fgljit(root, &["check", file, "--arg", "x=2"]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert_eq!(stdout(&out), "");
        assert_eq!(stderr(&out), format!("{file}: ok ({summary})\n"));
    }
    let dir = scratch("check_bad");
    fs::write(dir.join("bad.pl"), "block(a, jump(b)).\n").expect("write");
    let out = fgljit(&dir, &["check", "bad.pl"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("bad.pl:1:15: error: undefined label 'b'\n"), "{}", stderr(&out));
}

#[test]
fn a_diagnostic_is_one_headline_then_the_excerpt() {
    let dir = scratch("one_headline");
    fs::write(dir.join("u.fg"), "start:\n    x = 1\n    goto nowhere\n").unwrap();
    let out = fgljit(&dir, &["check", "u.fg"]);
    assert_eq!(
        stderr(&out),
        "u.fg:3:10: error: undefined label 'nowhere'\n  │\n3 │     goto nowhere\n  │          ^^^^^^^ no block has this label\n"
    );
}

#[test]
fn a_long_line_is_cut_around_the_column() {
    let dir = scratch("long_line");
    let line = format!("    x = {} + @ + {}", vec!["1"; 40_000].join(" + "), vec!["2"; 40_000].join(" + "));
    fs::write(dir.join("long.fg"), format!("start:\n{line}\n    print_and_stop(x)\n")).unwrap();
    let out = fgljit(&dir, &["check", "long.fg"]);
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines[0], "long.fg:2:160009: error: unexpected character '@'");
    // Sixty characters on each side of the column.
    let shown = format!("2 │ ...{}@{}...", "1 + ".repeat(15), " + 2".repeat(15));
    assert_eq!(lines[2], shown);
    assert_eq!(lines[3], format!("  │ {}^ not part of the FGL syntax", " ".repeat(63)));
    assert_eq!(lines.len(), 4, "{err}");
}
