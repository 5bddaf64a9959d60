//! `fgljit fmt` keeps comments, through the real binary: every comment of every example and test program
//! survives formatting, in order and in both formats; formatting is a fixed point; comments land in their
//! places; `fmt --check` exits 0, 1 or 2.

use std::fs;
use std::path::{Path, PathBuf};

mod common;

use common::{run_in as fgljit, stderr, stdout};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn scratch(test: &str) -> PathBuf {
    common::scratch("fmt", test)
}

/// `fmt ARGS` in `dir`, which must succeed with nothing on stderr.
fn fmt_ok(dir: &Path, args: &[&str]) -> String {
    let out = fgljit(dir, &[&["fmt"], args].concat());
    assert_eq!((out.status.code(), stderr(&out)), (Some(0), String::new()), "fmt {args:?}");
    stdout(&out)
}

/// The text of each comment of `text` (after its `marker`, without trailing spaces), in order: the
/// first marker of a line outside a quoted symbol or atom.
fn comments(text: &str, marker: char) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let mut quoted = false;
        for (i, c) in line.char_indices() {
            if c == '\'' {
                quoted = !quoted;
            } else if c == marker && !quoted {
                found.push(line[i + 1..].trim_end().to_string());
                break;
            }
        }
    }
    found
}

/// Every `.fg` and `.pl` file of the examples and the test programs.
fn programs() -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["examples", "tests/programs", "tests/fgl2", "tests/regressions"] {
        for entry in fs::read_dir(Path::new(ROOT).join(dir)).expect("the directory is readable") {
            let name = entry.expect("the directory is listable").file_name().into_string().expect("UTF-8 names");
            if name.ends_with(".fg") || name.ends_with(".pl") {
                files.push(format!("{dir}/{name}"));
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_comment_of_every_program_is_kept_and_formatting_is_a_fixed_point() {
    let root = Path::new(ROOT);
    let dir = scratch("all");
    let mut formatted = 0;
    for file in programs() {
        let (own, other) = if file.ends_with(".pl") { ("pl", "fg") } else { ("fg", "pl") };
        let marker = |format: &str| if format == "pl" { '%' } else { '#' };
        let out = fgljit(root, &["fmt", &file]);
        if out.status.code() == Some(2) {
            // A program the checks reject (an undefined label, on purpose): `check` says the same.
            assert_eq!(fgljit(root, &["check", &file]).status.code(), Some(2), "{file}: {}", stderr(&out));
            continue;
        }
        let once = fmt_ok(root, &[&file]);
        let source = fs::read_to_string(root.join(&file)).expect("the program is readable");
        assert_eq!(comments(&once, marker(own)), comments(&source, marker(own)), "{file}: comments lost or moved");
        let name = Path::new(&file).file_name().and_then(|n| n.to_str()).expect("a file name").to_string();
        fs::write(dir.join(&name), &once).expect("write");
        assert_eq!(fmt_ok(&dir, &[&name]), once, "{file}: formatting twice changed it");
        assert_eq!(fgljit(&dir, &["fmt", "--check", &name]).status.code(), Some(0), "{file}");
        // In the other format the comments are the same, and they come back where they were.
        let converted = fmt_ok(root, &[&file, "--to", other]);
        assert_eq!(comments(&converted, marker(other)), comments(&source, marker(own)), "{file} --to {other}");
        let back = format!("{name}.{other}");
        fs::write(dir.join(&back), &converted).expect("write");
        assert_eq!(fmt_ok(&dir, &[&back, "--to", own]), once, "{file}: --to {other} and back");
        formatted += 1;
    }
    assert!(formatted >= 40, "only {formatted} programs formatted");
}

/// Comments and blank lines in every place a `.fg` file can have them.
const COMMENTED: &str = "\n\n# header\n\n# second paragraph\nstart:   # the entry\n    # before x\n    x = 1   # one\n\
    l = [x, 2]  # a list\n\n\n    # before the if\n  if x goto loop else goto done\nloop:\n    x -= 1  # count down\n\
    goto start\n# between blocks\ndone:\n    print_and_stop('#notacomment')   # but this is\n# the end\n\n\
    # really the end\n\n\n";

#[test]
fn comments_stay_in_their_places() {
    let dir = scratch("places");
    fs::write(dir.join("c.fg"), COMMENTED).expect("write");
    // Comments alone on a line go before what follows them, indented as it; comments after code stay at
    // the end of its line; runs of blank lines become one.
    let fg = "# header\n\n# second paragraph\nstart:  # the entry\n    # before x\n    x = 1  # one\n    \
              l = [x, 2]  # a list\n\n    # before the if\n    if x goto loop else goto done\n\
              loop:\n    x = x - 1  # count down\n    goto start\n# between blocks\ndone:\n    \
              print_and_stop('#notacomment')  # but this is\n# the end\n\n# really the end\n";
    assert_eq!(fmt_ok(&dir, &["c.fg"]), fg);
    // In `.pl`, as `%` comments in the same places; a block's first statement leaves the line of
    // `block(` when something comes between them; the operations of a list literal share a line.
    let pl = "% header\n\n% second paragraph\nblock(start,  % the entry\n    % before x\n    op1(x, same, const(1),  % one\n    \
              op1(l, same, const([0, 2]), op3(l, set, var(l), const(0), var(x),  % a list\n\n    % before the if\n    \
              if(x, loop, done))))).\nblock(loop, op2(x, sub, var(x), const(1),  % count down\n    jump(start))).\n\
              % between blocks\nblock(done, print_and_stop(const('#notacomment'))).  % but this is\n% the end\n\n\
              % really the end\n";
    assert_eq!(fmt_ok(&dir, &["c.fg", "--to", "pl"]), pl);
    fs::write(dir.join("c.pl"), pl).expect("write");
    assert_eq!(fmt_ok(&dir, &["c.pl"]), pl);
    assert_eq!(fmt_ok(&dir, &["c.pl", "--to", "fg"]), fg);
}

#[test]
fn list_literals_with_variables_stay_literals() {
    let dir = scratch("literals");
    let source = "l:\n    y = 7\n    x = [y, 1, 'a', [2, 3], y]\n    x = [x, 0, x]  # x itself is an element\n    \
                  z = [0, 2]\n    z = set(z, 0, y)\n    w = [x, z]\n    print_and_stop(w)\n";
    fs::write(dir.join("l.fg"), source).expect("write");
    // Written as a literal, printed as one; the same operations written out stay written out.
    assert_eq!(fmt_ok(&dir, &["l.fg"]), source);
    let pl = fmt_ok(&dir, &["l.fg", "--to", "pl"]);
    fs::write(dir.join("l.pl"), &pl).expect("write");
    assert_eq!(fmt_ok(&dir, &["l.pl", "--to", "fg"]), source);
    let run = |file: &str| stdout(&fgljit(&dir, &["run", file]));
    assert_eq!(run("l.fg"), "[[[7,1,a,[2,3],7],0,[7,1,a,[2,3],7]],[7,2]]\n");
    assert_eq!(run("l.pl"), run("l.fg"));
}

#[test]
fn a_pl_file_keeps_its_percent_comments() {
    let dir = scratch("pl");
    let source = ":- dynamic block/2.\n% head\nblock(power, /* dropped */ op1(res, same, const(1), % first\n             \
                  if(y, power_rec, power_done)\n             )). % after the closing parentheses\nblock(power_rec,\n      \
                  op2(res, mul, var(res), var(x),\n% odd place\n      if(y, power_rec, power_done))).\n\
                  block(power_done, print_and_stop(var(res))). % tail\n";
    fs::write(dir.join("s.pl"), source).expect("write");
    // A comment after code that prints nothing (the closing parentheses) goes on its own line.
    assert_eq!(
        fmt_ok(&dir, &["s.pl"]),
        "% head\nblock(power, op1(res, same, const(1),  % first\n    if(y, power_rec, power_done))).\n% after the closing \
         parentheses\nblock(power_rec, op2(res, mul, var(res), var(x),\n    % odd place\n    if(y, power_rec, power_done))).\n\
         block(power_done, print_and_stop(var(res))).  % tail\n"
    );
}

#[test]
fn fmt_check_exit_statuses() {
    let dir = scratch("check");
    fs::write(dir.join("good.fg"), "# fine\nl:\n    stop  # as it is\n").expect("write");
    fs::write(dir.join("messy.fg"), "# fine\nl:\n  stop # as it is\n").expect("write");
    fs::write(dir.join("bad.fg"), "l:\n    goto m\n").expect("write");
    let status = |args: &[&str]| {
        let out = fgljit(&dir, &[&["fmt", "--check"], args].concat());
        (out.status.code(), stdout(&out), stderr(&out))
    };
    assert_eq!(status(&["good.fg"]), (Some(0), String::new(), String::new()));
    assert_eq!(
        status(&["messy.fg"]),
        (Some(1), String::new(), "messy.fg: not formatted (`fgljit fmt messy.fg` prints it formatted)\n".into())
    );
    // Formatted, but not as `.pl`: the check is against what `fmt` with the same options prints.
    assert_eq!(status(&["good.fg", "--to", "pl"]).0, Some(1));
    let (code, out, err) = status(&["bad.fg"]);
    assert_eq!((code, out), (Some(2), String::new()));
    assert!(err.starts_with("bad.fg:2:10: error: undefined label 'm'\n"), "{err}");
    // Formatting what --check refused makes a file it accepts.
    fs::write(dir.join("fixed.fg"), fmt_ok(&dir, &["messy.fg"])).expect("write");
    assert_eq!(status(&["fixed.fg"]).0, Some(0));
}

/// The examples are what a newcomer copies: each is written as `fmt` writes it.
#[test]
fn every_example_is_formatted() {
    let root = Path::new(ROOT);
    let mut checked = 0;
    // An example of several files or of its own (examples/scheme/) is a folder of them.
    let mut paths: Vec<std::path::PathBuf> = Vec::new();
    for entry in fs::read_dir(root.join("examples")).expect("examples/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            let inner = fs::read_dir(&path).expect("an example's folder is readable");
            paths.extend(inner.map(|e| e.expect("a directory entry").path()).filter(|p| p.is_file()));
        } else {
            paths.push(path);
        }
    }
    for path in paths {
        let name = path.strip_prefix(root).expect("under the crate").to_str().expect("a UTF-8 path").to_string();
        let out = fgljit(root, &["fmt", "--check", &name]);
        assert_eq!(out.status.code(), Some(0), "{name} is not formatted: {}", stderr(&out));
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} examples found");
}

/// Procedures (FGL 3): `def` lines and `proc(...)` facts keep the comments and blank lines around them, each
/// `proc(...)` fact on its own line; `.fg` -> `.pl` -> `.fg` gives what `fmt` gives for the `.fg` file (a
/// procedure's unlabelled first block is `block(NAME, ...)` in `.pl`, and unlabelled again in `.fg`), and
/// both are fixed points.
#[test]
fn procedures_keep_their_comments_in_both_formats() {
    let dir = scratch("procedures");
    let source = concat!(
        "# A program with procedures, comments and blank lines.\n",
        "main:\n",
        "    x = 3  # the input\n",
        "    r = twice(x)\n",
        "\n",
        "\n",
        "    # after the call\n",
        "    s = count(r)  # a loop inside\n",
        "    show(s)\n",
        "    print_and_stop(s)\n",
        "\n",
        "# doubles\n",
        "def twice(a):\n",
        "    b = a + a  # sum\n",
        "    return b\n",
        "\n",
        "def count(n):\n",
        "    # no label on the first block\n",
        "    i = 0\n",
        "    goto loop\n",
        "loop:\n",
        "    more = i < n\n",
        "    if more goto step else goto done\n",
        "step:\n",
        "    i = i + 1\n",
        "    goto loop\n",
        "# the end of count\n",
        "done:\n",
        "    return i\n",
        "\n",
        "def show(v):\n",
        "    print(v)\n",
        "    return 0\n",
        "# trailing\n"
    );
    fs::write(dir.join("p.fg"), source).expect("write");
    // As written, but for the run of two blank lines, which becomes one.
    let fg = concat!(
        "# A program with procedures, comments and blank lines.\n",
        "main:\n",
        "    x = 3  # the input\n",
        "    r = twice(x)\n",
        "\n",
        "    # after the call\n",
        "    s = count(r)  # a loop inside\n",
        "    show(s)\n",
        "    print_and_stop(s)\n",
        "\n",
        "# doubles\n",
        "def twice(a):\n",
        "    b = a + a  # sum\n",
        "    return b\n",
        "\n",
        "def count(n):\n",
        "    # no label on the first block\n",
        "    i = 0\n",
        "    goto loop\n",
        "loop:\n",
        "    more = i < n\n",
        "    if more goto step else goto done\n",
        "step:\n",
        "    i = i + 1\n",
        "    goto loop\n",
        "# the end of count\n",
        "done:\n",
        "    return i\n",
        "\n",
        "def show(v):\n",
        "    print(v)\n",
        "    return 0\n",
        "# trailing\n"
    );
    assert_eq!(fmt_ok(&dir, &["p.fg"]), fg);
    let pl = concat!(
        "% A program with procedures, comments and blank lines.\n",
        "block(main, op1(x, same, const(3),  % the input\n",
        "    call(r, twice, [var(x)],\n",
        "\n",
        "    % after the call\n",
        "    call(s, count, [var(r)],  % a loop inside\n",
        "    call(show, [var(s)],\n",
        "    print_and_stop(var(s))))))).\n",
        "\n",
        "% doubles\n",
        "proc(twice, [a]).\n",
        "block(twice, op2(b, add, var(a), var(a),  % sum\n",
        "    return(var(b)))).\n",
        "\n",
        "proc(count, [n]).\n",
        "% no label on the first block\n",
        "block(count, op1(i, same, const(0),\n",
        "    jump(loop))).\n",
        "block(loop, op2(more, lt, var(i), var(n),\n",
        "    if(more, step, done))).\n",
        "block(step, op2(i, add, var(i), const(1),\n",
        "    jump(loop))).\n",
        "% the end of count\n",
        "block(done, return(var(i))).\n",
        "\n",
        "proc(show, [v]).\n",
        "block(show, stmt1(print, var(v),\n",
        "    return(const(0)))).\n",
        "% trailing\n"
    );
    assert_eq!(fmt_ok(&dir, &["p.fg", "--to", "pl"]), pl);
    fs::write(dir.join("p.pl"), pl).expect("write");
    assert_eq!(fmt_ok(&dir, &["p.pl"]), pl);
    assert_eq!(fmt_ok(&dir, &["p.pl", "--to", "fg"]), fg);
    fs::write(dir.join("f.fg"), fg).expect("write");
    assert_eq!(fmt_ok(&dir, &["f.fg"]), fg);
    let run = |file: &str| stdout(&fgljit(&dir, &["run", file]));
    assert_eq!(run("p.fg"), "6\n6\n");
    assert_eq!(run("p.pl"), run("p.fg"));
}

/// A procedure whose own blocks use its name as a label: its unlabelled first block gets another name
/// in `.pl`, so the facts parse back.
#[test]
fn a_procedure_with_a_label_of_its_name_round_trips() {
    let dir = scratch("proc_label");
    let source = "main:\n    r = f(2)\n    print_and_stop(r)\n\ndef f(n):\n    goto f\nf:\n    return n\n";
    fs::write(dir.join("f.fg"), source).expect("write");
    let pl = fmt_ok(&dir, &["f.fg", "--to", "pl"]);
    assert_eq!(
        pl,
        "block(main, call(r, f, [const(2)],\n    print_and_stop(var(r)))).\n\nproc(f, [n]).\nblock(f_entry, jump(f)).\n\
         block(f, return(var(n))).\n"
    );
    fs::write(dir.join("f.pl"), &pl).expect("write");
    assert_eq!(stdout(&fgljit(&dir, &["run", "f.pl"])), "2\n");
    assert_eq!(stdout(&fgljit(&dir, &["run", "f.fg"])), "2\n");
}
