//! `--report OUT.html`: the page of every example parses as HTML and names every trace, exit and abort
//! that `--stats json` of the same run reports, with the same counts; the run itself is unchanged.

mod common;
use common::{Run, declared_runs, fgljit, programs};
use scraper::{ElementRef, Html, Selector};
use std::path::PathBuf;

/// A fresh path for a report, unique to the test and the run.
fn out_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fgljit-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}.html", name.replace(['/', '.', ' ', '='], "_")))
}

/// Runs `args` with `--report` and `--stats json`: the run, the parsed page and the statistics.
fn reported(args: &[&str], name: &str) -> (Run, Html, serde_json::Value) {
    let out = out_path(name);
    let path = out.to_str().unwrap();
    let run = fgljit(&[args, &["--report", path, "--stats", "json"]].concat());
    let text = std::fs::read_to_string(&out).unwrap_or_else(|e| panic!("{name}: no report: {e}; {run:?}"));
    std::fs::remove_file(&out).unwrap();
    let page = Html::parse_document(&text);
    assert_eq!(page.errors, Vec::<std::borrow::Cow<str>>::new(), "{name}: the page is well-formed HTML");
    assert!(!text.contains("http:") && !text.contains("https:"), "{name}: no network reference");
    assert!(!text.contains("<script"), "{name}: no script");
    let stats = run.stderr.lines().rev().find_map(|l| serde_json::from_str(l).ok()).unwrap_or(serde_json::Value::Null);
    (run, page, stats)
}

fn select<'a>(page: &'a Html, css: &str) -> Vec<ElementRef<'a>> {
    page.select(&Selector::parse(css).unwrap()).collect()
}

fn text(e: ElementRef) -> String {
    e.text().collect::<String>()
}

/// Checks that the page names every trace, exit and abort of `stats` with its counts.
fn names_everything(page: &Html, stats: &serde_json::Value, what: &str) {
    let traces = stats["traces"].as_array().expect("traces");
    assert_eq!(select(page, "details.trace").len(), traces.len(), "{what}: one section per trace");
    for t in traces {
        let id = t["id"].as_u64().unwrap();
        let section = select(page, &format!("details#T{id}"));
        assert_eq!(section.len(), 1, "{what}: T{id}");
        let summary = text(select(page, &format!("details#T{id} > summary"))[0]);
        let runs = fgljit::report::html::count(t["entered"].as_u64().unwrap());
        assert!(summary.contains(&format!("runs {runs}")), "{what}: T{id} runs {runs}: {summary}");
        if let Some(it) = t["iterations"].as_u64()
            && t["ops_by_name"]["loop"].as_u64().is_some()
        {
            let it = fgljit::report::html::count(it);
            assert!(summary.contains(&format!("iterations {it}")), "{what}: T{id} iterations {it}: {summary}");
        }
        // Every exit the statistics count: its row, with the same counts.
        let exits = t["exits"].as_object().expect("counted exits");
        for (snap, n) in exits {
            let row = select(page, &format!("tr#T{id}-g{snap} td"));
            assert!(row.len() >= 5, "{what}: T{id} guard {snap}");
            assert_eq!(text(row[3]), fgljit::report::html::count(n.as_u64().unwrap()), "{what}: T{id} guard {snap}");
        }
        for (snap, n) in t["deopts_per_guard"].as_object().expect("deopts") {
            let row = select(page, &format!("tr#T{id}-g{snap} td"));
            assert!(row.len() >= 5, "{what}: T{id} guard {snap}");
            assert_eq!(text(row[4]), fgljit::report::html::count(n.as_u64().unwrap()), "{what}: T{id} guard {snap}");
        }
        for b in t["bridges"].as_array().unwrap() {
            let b = b.as_u64().unwrap();
            assert!(!select(page, &format!("a[href='#T{b}']")).is_empty(), "{what}: a link to bridge T{b}");
        }
        // The calls it inlined, by procedure, as many as the statistics count.
        let calls = t["inlined_calls"].as_object().expect("inlined calls");
        if let Some(line) = select(page, &format!("details#T{id} span.inlined")).into_iter().next() {
            let line = text(line);
            let listed = line.strip_prefix("inlined calls: ").unwrap_or_else(|| panic!("{what}: T{id}: {line}"));
            let mut shown: Vec<String> =
                if listed == "none" { Vec::new() } else { listed.split(", ").map(String::from).collect() };
            let mut counted: Vec<String> = calls.iter().map(|(name, n)| format!("{name} ×{n}")).collect();
            shown.sort();
            counted.sort();
            assert_eq!(shown, counted, "{what}: T{id} inlined calls");
        } else {
            assert!(calls.is_empty(), "{what}: T{id} inlined calls: {calls:?}");
        }
    }
    // Every abort, by reason, as many times as the statistics count it.
    let rows: Vec<String> = select(page, "#aborts table.grid tr td:nth-child(3)").into_iter().map(text).collect();
    for (reason, n) in stats["aborts"].as_object().expect("aborts") {
        let shown = rows.iter().filter(|r| *r == reason).count() as u64;
        assert_eq!(shown, n.as_u64().unwrap(), "{what}: aborts {reason}");
    }
}

#[test]
fn every_example_reports_every_trace_exit_and_abort() {
    let mut checked = 0;
    for path in programs("examples") {
        let file = path.to_str().unwrap();
        for (k, run_args) in declared_runs(&path).into_iter().enumerate() {
            let mut base: Vec<&str> = vec!["run", file];
            base.extend(run_args.iter().map(String::as_str));
            // Threshold 1: traces and bridges at once, so there is something to show.
            let args = [base.as_slice(), &["--jit-threshold", "1", "--bridge-threshold", "1"]].concat();
            let plain = fgljit(&args);
            let what = format!("fgljit {}", args.join(" "));
            let (run, page, stats) = reported(&args, &format!("{file}-{k}"));
            assert_eq!((&run.stdout, run.status), (&plain.stdout, plain.status), "{what}: the run is the same");
            names_everything(&page, &stats, &what);
            checked += 1;
        }
    }
    assert!(checked >= 12, "{checked} runs");
}

/// Test programs that fail, stop at the step limit or deoptimize everywhere: the same run, its report
/// complete.
#[test]
fn test_programs_report_every_ending() {
    let mut checked = 0;
    for dir in ["tests/programs", "tests/deopt", "tests/fgl2"] {
        for path in programs(dir) {
            let file = path.to_str().unwrap();
            for (k, run_args) in declared_runs(&path).into_iter().enumerate() {
                let mut args: Vec<&str> = vec!["run", file];
                args.extend(run_args.iter().map(String::as_str));
                args.extend(["--jit-threshold", "1", "--bridge-threshold", "1"]);
                // A program without an `# args:` line may run for ever (its test gives a step limit).
                if !run_args.iter().any(|a| a == "--max-steps") {
                    args.extend(["--max-steps", "1000000"]);
                }
                let plain = fgljit(&args);
                let what = format!("fgljit {}", args.join(" "));
                if plain.status == 2 {
                    // A program that does not load does not run: nothing to report, no page.
                    let out = out_path(&format!("{file}-{k}"));
                    let r = fgljit(&[args.as_slice(), &["--report", out.to_str().unwrap()]].concat());
                    assert_eq!(r, plain, "{what}");
                    assert!(!out.exists(), "{what}");
                    continue;
                }
                let (run, page, stats) = reported(&args, &format!("{file}-{k}"));
                assert_eq!((&run.stdout, run.status), (&plain.stdout, plain.status), "{what}");
                assert!(run.stderr.ends_with(&plain.stderr), "{what}: {}", run.stderr);
                names_everything(&page, &stats, &what);
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "{checked} runs");
}

#[test]
fn the_trace_executor_reports_the_same_counts_as_machine_code() {
    let args = ["run", "examples/bf.fg", "--arg-bytes", "src=benches/peers/bf/programs/sierpinski.b"];
    // The trace executor enters loops through their peeled iteration only (`--no-body-entry`).
    let (_, jit_page, jit) =
        reported(&[args.as_slice(), &["--mode", "jit", "--no-body-entry"]].concat(), "sierpinski-jit");
    let (_, trace_page, trace) = reported(&[args.as_slice(), &["--mode", "trace"]].concat(), "sierpinski-trace");
    names_everything(&jit_page, &jit, "jit");
    names_everything(&trace_page, &trace, "trace");
    let counts = |s: &serde_json::Value| -> Vec<(serde_json::Value, serde_json::Value, serde_json::Value)> {
        (s["traces"].as_array().unwrap().iter())
            .map(|t| (t["entered"].clone(), t["iterations"].clone(), t["exits"].clone()))
            .collect()
    };
    assert!(jit["traces"].as_array().unwrap().len() > 10);
    assert_eq!(counts(&jit), counts(&trace));
}

#[test]
fn entries_from_other_traces_are_counted() {
    // sierpinski.b: bridges run only when their parents' guards fail and go straight on into them, in
    // machine code; the engine starts one only as an exit begins to share it. Each is entered as often
    // as the exits of the guards it is the bridge of (its own, and those that share it) went there,
    // those not back to the engine, and as the engine entered it.
    let (_, _, stats) =
        reported(&["run", "examples/bf.fg", "--arg-bytes", "src=benches/peers/bf/programs/sierpinski.b"], "bridges");
    let traces = stats["traces"].as_array().unwrap();
    let mut bridges = 0;
    for t in traces.iter().filter(|t| t["origin"]["kind"] == "bridge" && t["origin"]["value"].is_null()) {
        let id = t["id"].clone();
        let mut from_exits = 0;
        for parent in traces {
            for (guard, of_guard) in parent["bridges_by_guard"].as_object().unwrap() {
                if of_guard.as_array().unwrap().contains(&id) {
                    let left = parent["exits"][guard].as_u64().unwrap_or(0);
                    from_exits += left - parent["deopts_per_guard"][guard].as_u64().unwrap_or(0);
                }
            }
        }
        assert_eq!(t["entered"].as_u64().unwrap(), from_exits + t["entered_from_engine"].as_u64().unwrap());
        bridges += 1;
    }
    assert!(bridges > 5, "{bridges}");
    assert!(stats["shared_bridges"].as_u64().unwrap() > 0);
    assert!(traces.iter().any(|t| t["entered"].as_u64().unwrap() > t["entered_from_engine"].as_u64().unwrap()));
}

/// A loop of ten iterations: line 5 runs ten times.
const LOOP: &str = "entry:\n    i = 0\n    goto loop\nloop:\n    i = i + 1\n    c = i < 10\n    if c goto loop else goto done\ndone:\n    print_and_stop(i)\n";

fn line_title(page: &Html, line: usize) -> String {
    let bar = select(page, &format!("tr#line-{line} div.bar"));
    bar[0].value().attr("title").unwrap().to_string()
}

#[test]
fn the_interpreter_counts_each_line_exactly() {
    let file = out_path("loop-src").with_extension("fg");
    std::fs::write(&file, LOOP).unwrap();
    let (run, page, _) = reported(&["run", file.to_str().unwrap(), "--mode", "interp"], "loop-interp");
    assert_eq!((run.stdout.as_str(), run.status), ("10\n", 0));
    for (line, n) in [(2, 1), (3, 1), (5, 10), (6, 10), (7, 10), (9, 1), (1, 0), (4, 0), (8, 0)] {
        assert_eq!(line_title(&page, line), format!("interpreter: {n}, traces (estimate): 0"), "line {line}");
    }
    // With traces, the loop's lines are run partly by a trace, whose runs count for them.
    let (run, page, stats) =
        reported(&["run", file.to_str().unwrap(), "--jit-threshold", "3", "--bridge-threshold", "1"], "loop-jit");
    assert_eq!((run.stdout.as_str(), run.status), ("10\n", 0));
    assert_eq!(stats["traces"][0]["origin"]["kind"], "loop");
    let title = line_title(&page, 5);
    assert!(!title.ends_with("traces (estimate): 0"), "{title}");
    assert_eq!(select(&page, "tr#line-5 td.tags a[href='#T0']").len(), 1, "the loop's trace starts on line 5");
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn symbols_and_labels_are_shown_as_text() {
    let file = out_path("script-src").with_extension("fg");
    std::fs::write(&file, "start:\n    s = '<script>alert(1)</script>'\n    print_and_stop(s)\n").unwrap();
    let out = out_path("script");
    let run = fgljit(&["run", file.to_str().unwrap(), "--report", out.to_str().unwrap()]);
    assert_eq!(run.stdout, "<script>alert(1)</script>\n");
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(!html.contains("<script"), "escaped");
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    let page = Html::parse_document(&html);
    let line = text(select(&page, "tr#line-2 td.code")[0]);
    assert_eq!(line, "    s = '<script>alert(1)</script>'");
    std::fs::remove_file(&file).unwrap();
    std::fs::remove_file(&out).unwrap();
}

#[test]
fn pe_reports_the_run_of_the_residual_program() {
    let out = out_path("pe-square");
    let run = fgljit(&["pe", "examples/bytecode_square.fg", "--report", out.to_str().unwrap(), "--arg", "a=1000"]);
    assert_eq!((run.stdout.as_str(), run.status), ("1000000\n", 0), "{run:?}");
    let html = std::fs::read_to_string(&out).unwrap();
    let page = Html::parse_document(&html);
    let first = text(select(&page, "tr#line-1 td.code")[0]);
    assert_eq!(first, "# Residual program: fgljit pe examples/bytecode_square.fg");
    assert!(!select(&page, "details.trace").is_empty(), "the residual's loop is traced");
    std::fs::remove_file(&out).unwrap();
    // Without --report, --arg means nothing to pe.
    let r = fgljit(&["pe", "examples/bytecode_square.fg", "--arg", "a=1"]);
    assert_eq!(r.status, 2, "{r:?}");
}

#[test]
fn an_unwritable_report_is_a_usage_error() {
    let r = fgljit(&["run", "examples/bytecode_square.fg", "--arg", "a=3", "--report", "/nonexistent-dir/x.html"]);
    assert_eq!(r.status, 2, "{r:?}");
    assert!(r.stderr.starts_with("error: --report /nonexistent-dir/x.html: cannot write the file: "), "{}", r.stderr);
}

#[test]
fn aborts_and_blacklisted_anchors_are_listed_with_their_lines() {
    // Every iteration makes the next one's numbers bigger than 64 bits: each recording aborts, and the
    // anchor is blacklisted after the last allowed one.
    let args = ["run", "examples/power.fg", "--arg", "x=10000000000", "--arg", "y=100", "--jit-threshold", "1"];
    let (run, page, stats) = reported(&args, "power-aborts");
    assert_eq!(run.status, 0);
    assert_eq!(stats["aborts"], serde_json::json!({ "big_integer": 6 }));
    names_everything(&page, &stats, "power");
    let rows = select(&page, "#aborts table.grid tr");
    // A heading row, six aborts, a heading row and the anchor closed to recordings.
    assert_eq!(rows.len(), 1 + 6 + 1 + 1);
    let closed = text(rows[8]);
    assert!(closed.contains("blacklisted: its recordings kept aborting"), "{closed}");
    for row in &rows[1..7] {
        let link = row.select(&Selector::parse("a").unwrap()).next().expect("a line link");
        assert!(link.value().attr("href").unwrap().starts_with("#line-"));
    }
}

/// `--report OUT` says where it wrote the page, in one line on standard error once the run is over
/// (before any message about how it ended); a run that does not start leaves no page.
#[test]
fn the_report_says_where_it_was_written() {
    let out = out_path("written");
    let path = out.to_str().unwrap();
    let r = fgljit(&["run", "examples/bytecode_square.fg", "--arg", "a=3", "--report", path]);
    assert_eq!(
        (r.stdout.as_str(), r.stderr.as_str(), r.status),
        ("9\n", format!("report written to {path}\n").as_str(), 0)
    );
    std::fs::remove_file(&out).unwrap();
    // A runtime error: the page is written, and the error is the last line.
    let file = out_path("fails-src").with_extension("fg");
    std::fs::write(&file, "start:\n    y = 0\n    x = 1 // y\n    print_and_stop(x)\n").unwrap();
    let r = fgljit(&["run", file.to_str().unwrap(), "--report", path]);
    assert_eq!(r.status, 1);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", r.stderr);
    assert_eq!(lines[0], format!("report written to {path}"));
    assert!(lines[1].starts_with("error: "), "{}", r.stderr);
    std::fs::remove_file(&out).unwrap();
    std::fs::remove_file(&file).unwrap();
    // The residual program's run, by `pe --report`.
    let r = fgljit(&["pe", "examples/bytecode_square.fg", "--report", path, "--arg", "a=4"]);
    assert_eq!(
        (r.stdout.as_str(), r.stderr.as_str(), r.status),
        ("16\n", format!("report written to {path}\n").as_str(), 0)
    );
    std::fs::remove_file(&out).unwrap();
    // An input the program does not have: nothing runs, no page is left.
    let r = fgljit(&["run", "examples/bytecode_square.fg", "--arg", "b=3", "--report", path]);
    assert_eq!(r.status, 2, "{r:?}");
    assert!(r.stderr.starts_with("error: --arg b: the program has no variable named 'b'"), "{}", r.stderr);
    assert!(!out.exists());
}

/// The source line of each row of the hottest lines, in order.
fn hottest_lines(page: &Html) -> Vec<usize> {
    (select(page, "#hottest table.hot tr td.num a").into_iter())
        .map(|a| a.value().attr("href").unwrap().trim_start_matches("#line-").parse().unwrap())
        .collect()
}

/// The brainfuck interpreter running a program whose time goes to machine code: the hottest lines are
/// those of the commands its traces run (lines 100 to 139 of examples/bf.fg), not the dispatch (66 to
/// 99), which the traces fold away though their recordings went through it.
#[test]
fn the_hottest_lines_are_where_the_time_went() {
    let (_, page, stats) = reported(&["run", "examples/bf.fg", "--arg-bytes", "src=benches/corpus/bench.b"], "bench");
    let machine = stats["work"]["machine_code"]["seconds"].as_f64().unwrap();
    let interp = stats["work"]["interpreter"]["seconds"].as_f64().unwrap();
    // The interpreter's part is the warm-up, about 5,500 jumps; timed, the two move with the machine's
    // load (from 9 to 15 times as much in machine code on a loaded one): machine code need only lead.
    assert!(machine > 4.0 * interp, "the run is machine code's: {}", stats["work"]);
    let hot = hottest_lines(&page);
    assert!(hot.len() >= 2 && hot[..2].iter().all(|l| (100..140).contains(l)), "{hot:?}");
    // The card at the top says the share of the run in machine code.
    let card = text(select(&page, "header .card.split")[0]);
    assert!(card.contains("% in machine code") && card.contains("interpreter "), "{card}");
}

/// Each trace of the brainfuck interpreter shows the brainfuck program around what it covers: the
/// marked text is the program's, from the first position to the last (each run of spaces as one, a
/// line break as ↵), in its details; the tree has a node per trace.
#[test]
fn traces_show_the_guest_code_they_cover() {
    let program = "benches/peers/bf/programs/sierpinski.b";
    let (_, page, stats) = reported(&["run", "examples/bf.fg", "--arg-bytes", &format!("src={program}")], "guest");
    let src = std::fs::read(program).unwrap();
    let traces = stats["traces"].as_array().unwrap();
    let mut shown = 0;
    for t in traces {
        let id = t["id"].as_u64().unwrap();
        assert_eq!(select(&page, &format!("ul.tree a.id[href='#T{id}']")).len(), 1, "T{id} in the tree");
        let Some(guest) = select(&page, &format!("details#T{id} div.stats span.guest")).into_iter().next() else {
            continue;
        };
        assert_eq!(select(&page, &format!("details#T{id} > summary span.guest")).len(), 1, "T{id}");
        let title = guest.value().attr("title").unwrap();
        let range = title.strip_prefix("src[").and_then(|r| r.split_once(']')).expect(title).0;
        let (from, to) = range.split_once('–').unwrap();
        let (from, to): (usize, usize) = (from.parse().unwrap(), to.parse().unwrap());
        let marked = text(guest.select(&Selector::parse("mark").unwrap()).next().unwrap());
        if to - from < 60 {
            let mut expected = String::new();
            for c in src[from..=to].iter().map(|&b| if b == b'\n' { '↵' } else { b as char }) {
                if !(c == ' ' && expected.ends_with(' ')) {
                    expected.push(c);
                }
            }
            assert_eq!(marked, expected, "T{id}: {title}");
        }
        shown += 1;
    }
    // Every loop at the dispatch loop has its position (the loop over the brackets, at `match`, reads
    // the program too, by `i`, which is no green).
    let dispatch = traces.iter().filter(|t| t["origin"]["anchor"] == "loop").count();
    assert!(dispatch > 5 && shown >= dispatch, "{shown} of {} traces, {dispatch} dispatch loops", traces.len());
}

/// A stack VM's bytecode, a list of symbols and integers, shows element by element.
#[test]
fn a_stack_vm_shows_its_bytecode() {
    let (run, page, _) = reported(&["run", "examples/stack_vm.fg", "--arg", "n=1000"], "stack-vm");
    assert_eq!(run.stdout, "500500\n");
    let guest = text(select(&page, "details#T0 > summary span.guest")[0]);
    assert!(guest.contains("push 0 load 0 lt jump_if_zero 27 load"), "{guest}");
}

/// A loop that calls helpers: its trace lists the calls it inlined, by procedure, most first (then in
/// file order). An iteration calls `manhattan`, which calls `magnitude` twice, and `at_most`.
#[test]
fn a_trace_lists_the_calls_it_inlined() {
    let args = ["run", "examples/helper_loop.fg", "--arg", "n=1000", "--mode", "jit"];
    let (run, page, stats) = reported(&args, "helper-loop-inlined");
    assert_eq!(run.stdout, "16000\n");
    assert_eq!(stats["traces"][0]["origin"]["anchor"], "loop", "T0 is the loop");
    let line = select(&page, "details#T0 span.inlined");
    assert_eq!(line.len(), 1, "T0 has one inlined-calls line");
    assert_eq!(text(line[0]), "inlined calls: magnitude ×2, manhattan ×1, at_most ×1");
    names_everything(&page, &stats, "helper_loop.fg");
}
