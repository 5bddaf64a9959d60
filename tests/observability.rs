//! What the JIT says about itself: `--log` kinds, `--stats json`, `--perf-map`, through the real binary.

mod common;
use common::fgljit;

const SQUARE: &[&str] = &["run", "examples/bytecode_square.fg", "--arg", "a=1000"];

fn run_with(extra: &[&str]) -> common::Run {
    let r = fgljit(&[SQUARE, extra].concat());
    assert_eq!((r.stdout.as_str(), r.status), ("1000000\n", 0), "{r:?}");
    r
}

#[test]
fn log_kinds_print_hot_anchors_traces_and_machine_code() {
    let r = run_with(&["--log", "hot,trace,opt,asm,deopt"]);
    let e = &r.stderr;
    // Every line naming a place in the program says where it is: FILE:LINE, then the label.
    let title = "T0 loop at bytecode_loop [bytecode=<list of 13>, pc=2] (examples/bytecode_square.fg:35)";
    let headings: Vec<&str> = e.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(
        headings[0],
        "[hot] anchor bytecode_loop [bytecode=<list of 13>, pc=2] (examples/bytecode_square.fg:35) is hot"
    );
    assert_eq!(headings[1], format!("[trace] {title}: recorded (19 ops):"));
    assert!(headings[2].starts_with(&format!("[opt] {title}: optimized (21 ops, ")), "{e}");
    assert!(headings[3].starts_with(&format!("[asm] {title}: ")), "{e}");
    assert!(e.contains("\nloop (66) {r0=v12, r2=v13}\n"), "{e}");
    assert!(e.contains("sub     r12,1"), "{e}");
    // The loop's exit guard fails once, when a reaches 0.
    assert_eq!(
        headings[4..],
        ["[deopt] T0 guard 7 (guard_false) failed: resume at examples/bytecode_square.fg:81 (op_jump_if_a/3)"]
    );
    // The optimized trace in the log is the IR's text form: it parses back.
    let opt = e.split("[opt] T0").nth(1).unwrap();
    let body: String =
        opt.lines().skip(1).take_while(|l| !l.is_empty() && !l.starts_with('[')).map(|l| format!("{l}\n")).collect();
    let parsed = fgljit::jit::ir::parse(&body, None).expect("logged IR parses");
    assert_eq!(parsed.to_string(), body);
}

#[test]
fn unknown_log_kinds_are_refused() {
    let r = fgljit(&[SQUARE, &["--log", "hot,nope"]].concat());
    assert_eq!(r.status, 2);
    assert!(r.stderr.contains("unknown log kind 'nope'"), "{}", r.stderr);
}

#[test]
fn stats_json_describes_every_trace() {
    let r = run_with(&["--stats", "json"]);
    let stats: serde_json::Value = serde_json::from_str(r.stderr.trim()).expect("one JSON object");
    let t = &stats["traces"][0];
    assert_eq!(t["origin"]["kind"], "loop");
    assert_eq!(t["origin"]["anchor"], "bytecode_loop");
    assert_eq!(t["origin"]["greens"][0], serde_json::json!({ "var": "bytecode", "value": "<list of 13>" }));
    assert_eq!(t["origin"]["greens"][1], serde_json::json!({ "var": "pc", "value": "2" }));
    // The dispatch on the promoted bytecode and pc folds as it is recorded: the recorder keeps 19.
    assert_eq!(t["ops_recorded"], 19);
    assert_eq!(t["ops_optimized"], 21);
    assert_eq!(t["ops_by_name"]["readlist"], serde_json::Value::Null, "no readlist is left");
    assert_eq!(t["ops_by_name"]["sub"], 2);
    assert_eq!(t["entered"], 1);
    assert_eq!(t["entered_from_engine"], 1);
    assert_eq!(t["deopts_per_guard"]["7"], 1);
    assert_eq!(t["exits"], serde_json::json!({ "7": 1 }));
    // The loop's body began on each of the square's iterations the trace ran: all but those the
    // interpreter ran until the anchor got hot, and the one recorded.
    let iterations = t["iterations"].as_u64().unwrap();
    assert!((900..1000).contains(&iterations), "{iterations}");
    assert!(t["code_bytes"].as_u64().unwrap() > 0);
    for key in ["record_us", "optimize_us", "compile_us"] {
        assert!(stats[key].as_f64().unwrap() > 0.0, "{key}");
    }
    assert_eq!(stats["bridges"], 0);
    assert_eq!(stats["aborts"], serde_json::json!({}));
}

#[test]
fn stats_count_aborts_by_reason() {
    // Every iteration of this loop makes the next one's numbers bigger than 64 bits.
    let r = fgljit(&[
        "run",
        "examples/power.fg",
        "--arg",
        "x=10000000000",
        "--arg",
        "y=100",
        "--jit-threshold",
        "1",
        "--stats",
        "json",
    ]);
    assert_eq!(r.status, 0);
    let stats: serde_json::Value = serde_json::from_str(r.stderr.trim()).expect("one JSON object");
    assert!(stats["aborts"]["big_integer"].as_u64().unwrap() >= 1, "{stats}");
}

#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
#[test]
fn perf_map_names_the_compiled_traces() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args([SQUARE, &["--perf-map"]].concat())
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .spawn()
        .expect("runs");
    let pid = out.id();
    let status = out.wait_with_output().expect("finishes").status;
    assert!(status.success());
    let path = format!("/tmp/perf-{pid}.map");
    let map = std::fs::read_to_string(&path).expect("perf map written");
    let _ = std::fs::remove_file(&path);
    // Names without spaces: the trace, the kind, the file and the line where it starts, and the region
    // of its code.
    let names: Vec<&str> = map.lines().map(|l| l.split(' ').nth(2).unwrap_or("")).collect();
    let t0 = "fgljit:T0:loop@bytecode_square.fg:35";
    let regions = ["preamble", "body", "cold", "exits"].map(|r| format!("{t0}:{r}"));
    assert_eq!(names[0], "fgljit:enter_and_exit");
    assert_eq!(names[1..], regions);
    let mut ranges = Vec::new();
    for line in map.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 3, "{line}");
        let (at, size) = (u64::from_str_radix(f[0], 16).unwrap(), u64::from_str_radix(f[1], 16).unwrap());
        assert!(size > 0, "{line}");
        ranges.push(at..at + size);
    }
    // A trace's regions follow one another without a gap.
    for pair in ranges[1..].windows(2) {
        assert_eq!(pair[0].end, pair[1].start, "{map}");
    }
}

/// A symbolic link planted at the map's path (`/tmp/perf-PID.map`) is not followed: the run warns and
/// succeeds, and the link's target is untouched. `sh` plants the link at its own PID and then `exec`s
/// fgljit, which keeps that PID.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
#[test]
fn perf_map_does_not_follow_a_planted_symlink() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("perf-map-symlink");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (victim, pid_file) = (dir.join("victim"), dir.join("pid"));
    std::fs::write(&victim, "precious\n").unwrap();
    let out = std::process::Command::new("sh")
        .args(["-c", r#"ln -s "$1" /tmp/perf-$$.map && echo $$ > "$2" && shift 2 && exec "$@""#, "sh"])
        .args([&victim, &pid_file])
        .arg(env!("CARGO_BIN_EXE_fgljit"))
        .args(SQUARE)
        .arg("--perf-map")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("runs");
    let pid = std::fs::read_to_string(&pid_file).expect("the shell planted the link").trim().to_string();
    let link = format!("/tmp/perf-{pid}.map");
    let _ = std::fs::remove_file(&link);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1000000\n");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("warning: cannot write the perf map: {link} is a symbolic link: refusing to write to it\n")
    );
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
}

#[test]
fn an_anchor_whose_recordings_keep_aborting_is_blacklisted() {
    // From the second iteration on, res is beyond 64 bits: every recording aborts, each time after
    // twice as many back-edges, and the sixth abort blacklists the anchor.
    let r = fgljit(&[
        "run",
        "examples/power.fg",
        "--arg",
        "x=10000000000",
        "--arg",
        "y=200",
        "--jit-threshold",
        "1",
        "--log",
        "abort",
    ]);
    assert_eq!(r.status, 0);
    let aborts: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(aborts.len(), 7, "{}", r.stderr);
    assert!(
        aborts[..6]
            .iter()
            .all(|l| *l == "[abort] trace at power_rec: big_integer at examples/power.fg:13 (power_rec/0)"),
        "{}",
        r.stderr
    );
    assert_eq!(aborts[6], "[abort] anchor power_rec (examples/power.fg:12) blacklisted: its recordings kept aborting");
}

#[test]
fn a_megamorphic_promote_gets_a_bounded_number_of_bridges() {
    // A new value at every iteration, bridges at the first failure: without a cap this records a bridge
    // per value (65,535 of them); with it, eight per trace. The trace is then useless (it leaves at once
    // on every entry), so it is thrown away and retraced a bounded number of times, then blacklisted.
    let r = fgljit(&[
        "run",
        "tests/regressions/megamorphic_promote.fg",
        "--arg",
        "v0=9223372036854775807",
        "--max-steps",
        "65535",
        "--bridge-threshold",
        "0",
        "--jit-threshold",
        "1",
        "--stats",
        "json",
    ]);
    assert_eq!(r.status, 3);
    let stats: serde_json::Value = serde_json::from_str(r.stderr.lines().next().unwrap()).expect("one JSON object");
    use fgljit::jit::policy::{MAX_BRIDGES_PER_GUARD, MAX_RETRACES};
    let traces = MAX_RETRACES as usize + 1;
    assert_eq!(stats["bridges"], traces * MAX_BRIDGES_PER_GUARD);
    assert_eq!(stats["aborts"]["useless_trace"], traces);
}

/// The memory cap never refuses a hot loop for good: reached, it flushes every trace, and hot loops
/// are compiled again (here every trace fills it: each is flushed at the next back-edge, and the run
/// goes on making them).
#[test]
fn a_full_jit_memory_flushes_every_trace_and_says_so() {
    let r = fgljit(&[
        "run",
        "examples/bytecode_vm.fg",
        "--entry",
        "nested_loops",
        "--arg",
        "n=40",
        "--jit-max-memory",
        "0",
        "--log",
        "abort",
        "--stats",
        "json",
    ]);
    assert_eq!((r.stdout.as_str(), r.status), ("608400\n", 0), "{r:?}");
    let lines: Vec<&str> = r.stderr.lines().collect();
    let (stats, log) = lines.split_last().unwrap();
    assert!(!log.is_empty());
    for line in log {
        assert!(line.starts_with("[abort] the JIT's memory is full ("), "{line}");
        assert!(
            line.ends_with(
                "KiB of machine code and traces, --jit-max-memory 0 MiB): every trace is flushed, and hot loops are \
                 compiled again"
            ),
            "{line}"
        );
    }
    let stats: serde_json::Value = serde_json::from_str(stats).expect("one JSON object");
    assert_eq!(stats["aborts"]["memory_full"], log.len());
    // Every memory_full but maybe the last was followed by its flush.
    let flushes = stats["flushes"].as_u64().unwrap();
    assert!(flushes + 1 >= log.len() as u64 && flushes <= log.len() as u64, "{stats}");
    // What is left is at most the traces made since the last flush.
    assert!(stats["traces"].as_array().unwrap().len() <= 2, "{stats}");
}

#[test]
fn a_loop_longer_than_a_trace_is_cut_at_a_header_and_continued_by_a_bridge() {
    for mode in ["trace", "jit"] {
        let r = fgljit(&[
            "run",
            "examples/bytecode_vm.fg",
            "--entry",
            "fibonacci",
            "--arg",
            "n=90",
            "--max-trace-len",
            "20",
            "--mode",
            mode,
            "--stats",
            "json",
        ]);
        assert_eq!((r.stdout.as_str(), r.status), ("2880067194370816120\n", 0), "{r:?}");
        let stats: serde_json::Value = serde_json::from_str(&r.stderr).expect("JSON");
        let traces = stats["traces"].as_array().unwrap();
        // Some trace ends in `exit` at a loop header, and its exit got a bridge.
        let cut: Vec<&serde_json::Value> = traces.iter().filter(|t| t["ops_by_name"]["exit"] == 1).collect();
        assert!(!cut.is_empty(), "{}", r.stderr);
        assert!(cut.iter().any(|t| !t["bridges"].as_array().unwrap().is_empty()), "{}", r.stderr);
        assert_eq!(stats["aborts"].get("too_long"), None, "{}", r.stderr);
    }
}

/// A loop whose branch flips for good halfway: the bridge of the other side gets
/// a loop of its own (a sibling loop at the same anchor), so the second half runs as a loop too, not as an
/// exit, a bridge and the first loop's preamble per iteration.
#[test]
fn a_loop_whose_branch_flips_for_good_gets_a_sibling_loop() {
    for mode in ["trace", "jit"] {
        let r = fgljit(&[
            "run",
            "tests/deopt/branch_flip.fg",
            "--arg",
            "n=1000",
            "--mode",
            mode,
            "--log",
            "bridge",
            "--stats",
            "json",
        ]);
        assert_eq!((r.stdout.as_str(), r.status), ("375250\n", 0), "{r:?}");
        let (log, json) = r.stderr.split_once('{').expect("the log, then the statistics");
        // In machine code, the bridge takes the values of its parent's exit in registers.
        // In machine code, the bridge also enters the sibling's body past its peeled iteration.
        let (how, body) = if mode == "jit" { (", takes its values in registers", "'s body") } else { ("", "") };
        assert_eq!(
            log,
            format!(
                "[bridge] T1 loop at loop (tests/deopt/branch_flip.fg:12): a sibling of T0, for a bridge\n\
                 [bridge] T2 attached to guard 0 of T0 (from tests/deopt/branch_flip.fg:13 (loop/0)){how}, links to T1{body}\n"
            )
        );
        let stats: serde_json::Value = serde_json::from_str(&format!("{{{json}")).expect("JSON");
        let t = &stats["traces"];
        assert_eq!(t.as_array().unwrap().len(), 3);
        assert_eq!(
            t[1]["origin"],
            serde_json::json!({ "kind": "loop", "anchor": "loop", "greens": [], "location": null })
        );
        assert_eq!(t[2]["origin"], serde_json::json!({ "kind": "bridge", "parent": 0, "guard": 0 }));
        // The retraced loop ran the second half, leaving once: when the loop ends.
        assert_eq!(t[1]["deopts_per_guard"].as_object().unwrap().len(), 1, "{}", r.stderr);
        assert_eq!(t[1]["deopts_per_guard"].as_object().unwrap().values().next().unwrap(), 1, "{}", r.stderr);
    }
}

/// A bridge that ends entering a loop enters its body past the peeled iteration (opt/entry.rs
/// `body_entry`), and `--no-body-entry` makes it enter through the peeled iteration, as the trace
/// executor does; the output is the same either way.
#[test]
fn no_body_entry_enters_loops_through_their_peeled_iteration() {
    let run = |extra: &[&str]| {
        let args = [&["run", "tests/deopt/branch_flip.fg", "--arg", "n=1000", "--log", "bridge"], extra].concat();
        let r = fgljit(&args);
        assert_eq!((r.stdout.as_str(), r.status), ("375250\n", 0), "{r:?}");
        r.stderr
    };
    let line = "[bridge] T2 attached to guard 0 of T0 (from tests/deopt/branch_flip.fg:13 (loop/0)), \
                takes its values in registers, links to T1";
    assert!(run(&[]).contains(&format!("{line}'s body\n")));
    let off = run(&["--no-body-entry"]);
    assert!(off.contains(&format!("{line}\n")), "{off}");
}

/// Two exits of a trace that resume at the same place, the second knowing as much as the first:
/// the one that gets hot second goes on into the other's bridge (`TraceTable::bridge_from_same_place`).
/// In sierpinski.b, a peeled loop's guard on the cell `[` tests, in its preamble and in its body.
#[test]
fn an_exit_goes_on_into_the_bridge_of_another_from_the_same_place() {
    let r = fgljit(&[
        "run",
        "examples/bf.fg",
        "--arg-bytes",
        "src=benches/peers/bf/programs/sierpinski.b",
        "--log",
        "bridge",
        "--stats",
        "json",
    ]);
    let interpreted = fgljit(&[
        "run",
        "examples/bf.fg",
        "--arg-bytes",
        "src=benches/peers/bf/programs/sierpinski.b",
        "--mode",
        "interp",
    ]);
    assert_eq!((r.stdout.as_str(), r.status), (interpreted.stdout.as_str(), 0), "{r:?}");
    let (log, stats) = r.stderr.split_once("\n{").expect("the log, then the statistics");
    let shared: Vec<&str> = log.lines().filter(|l| l.contains(" too")).collect();
    assert_eq!(
        shared,
        [
            "[bridge] T19 attached to guard 16 of T13 too, takes its values in registers: made for guard 5, from the same place"
        ]
    );
    assert!(log.contains("[bridge] T19 attached to guard 5 of T13 (from examples/bf.fg:132 (open_bracket/0))"));
    let stats: serde_json::Value = serde_json::from_str(&format!("{{{stats}")).expect("JSON");
    assert_eq!(stats["shared_bridges"], 1);
    assert_eq!(stats["traces"][13]["bridges_by_guard"], serde_json::json!({ "5": [19], "16": [19] }));
}

/// An element a trace updates is read where it starts (`opt/carry.rs`, `r[0]` of the inner loop of
/// tests/deopt/entry_reads.fg); the bridge after the loop's exit takes it from the exit in a register,
/// with the exit's values, and starts past that read. The bridge from the entry read's own check (the
/// list holding a symbol) takes only the values.
#[test]
fn a_bridge_takes_the_elements_its_entry_reads_read_in_registers() {
    let r = fgljit(&["run", "tests/deopt/entry_reads.fg", "--arg", "n=300", "--log", "bridge"]);
    assert_eq!((r.stdout.as_str(), r.status), ("3203850\n", 0), "{r:?}");
    assert_eq!(
        r.stderr,
        "[bridge] T1 attached to guard 10 of T0 (from tests/deopt/entry_reads.fg:40 (inner/4)), takes its values \
         and the elements it reads on entry in registers, links to T0\n\
         [bridge] T2 attached to guard 0 of T0 (from tests/deopt/entry_reads.fg:36 (inner/0)), takes its values \
         in registers, links to T0\n"
    );
}

/// Nested loops whose outer head runs straight into the inner loop: the head's trace is straight (it
/// ends entering the inner loop's trace), and the bridge from the inner loop's exit goes on through the
/// head's code into the inner loop, instead of entering the head's trace on every outer iteration. (The
/// bridge threshold lets the outer head get hot before the bridge is recorded, as a brainfuck loop's
/// head does when it is also reached from elsewhere.)
#[test]
fn a_bridge_goes_on_through_a_short_straight_trace() {
    for mode in ["trace", "jit"] {
        let r = fgljit(&[
            "run",
            "tests/deopt/outer_head.fg",
            "--arg",
            "n=1000",
            "--mode",
            mode,
            "--bridge-threshold",
            "100",
            "--log",
            "bridge",
            "--stats",
            "json",
        ]);
        assert_eq!((r.stdout.as_str(), r.status), ("5449500\n", 0), "{r:?}");
        let (log, json) = r.stderr.split_once('{').expect("the log, then the statistics");
        let (how, body) = if mode == "jit" { (", takes its values in registers", "'s body") } else { ("", "") };
        assert_eq!(
            log,
            format!(
                "[bridge] T2 attached to guard 4 of T0 (from tests/deopt/outer_head.fg:19 (inner/1)){how}, links to T0{body}\n"
            )
        );
        let stats: serde_json::Value = serde_json::from_str(&format!("{{{json}")).expect("JSON");
        let t = &stats["traces"];
        assert_eq!(
            t[1]["origin"],
            serde_json::json!({ "kind": "loop", "anchor": "outer", "greens": [], "location": null })
        );
        assert_eq!(t[1]["ops_by_name"]["jump_trace"], 1, "{}", r.stderr);
        // The head's trace runs only when the interpreter reaches it, before the bridge exists; the
        // bridge ran the other 899 outer iterations.
        assert_eq!(t[1]["entered"], t[1]["entered_from_engine"], "{}", r.stderr);
        assert_eq!(t[2]["entered"], 899, "{}", r.stderr);
    }
}

/// A promote with a few values (stack_vm's `ret`, to two call sites) gets a bridge per value, and its
/// exit goes straight on into the bridge of the value it saw (a dispatch in machine code, a lookup in
/// the trace executor): the engine never enters those bridges, where it used to on every return.
#[test]
fn a_promote_with_a_few_values_goes_straight_on_into_their_bridges() {
    for mode in ["trace", "jit"] {
        let r = fgljit(&[
            "run",
            "examples/stack_vm.fg",
            "--entry",
            "fibonacci",
            "--arg",
            "n=25",
            "--mode",
            mode,
            "--stats",
            "json",
        ]);
        assert_eq!((r.stdout.as_str(), r.status), ("75025\n", 0), "{r:?}");
        let stats: serde_json::Value = serde_json::from_str(&r.stderr).expect("JSON");
        let traces = stats["traces"].as_array().unwrap();
        let bridges: Vec<&serde_json::Value> = traces.iter().filter(|t| t["origin"]["kind"] == "bridge").collect();
        assert!(bridges.len() >= 4, "{}", r.stderr);
        // fib(25) returns 242,785 times; the engine enters the root traces a few dozen times in all,
        // and the bridges only when an exit begins to share one made for another (`shared_bridges`):
        // the traces go on into them by themselves (`entered` counts those runs too,
        // `entered_from_engine` only the engine's).
        let mut from_engine_into_bridges = 0;
        for b in &bridges {
            from_engine_into_bridges += b["entered_from_engine"].as_u64().unwrap();
            assert!(b["entered"].as_u64().unwrap() > 0, "{}", r.stderr);
        }
        assert!(from_engine_into_bridges <= stats["shared_bridges"].as_u64().unwrap(), "{}", r.stderr);
        let from_engine: u64 = traces.iter().map(|t| t["entered_from_engine"].as_u64().unwrap()).sum();
        assert!(from_engine < 200, "{}", r.stderr);
        // They carry most of the returns (loops at the return sites carry the others).
        let runs: u64 = bridges.iter().map(|t| t["entered"].as_u64().unwrap()).sum();
        assert!(runs > 150_000, "{}", r.stderr);
    }
}

/// A guard that fails all the time (no bridge: the threshold is out of reach) logs its first three
/// failures, then one line at each power of two, and its total at exit: not a line per failure.
#[test]
fn a_guard_failing_often_is_logged_at_powers_of_two_and_totalled() {
    let r = fgljit(&[
        "run",
        "tests/deopt/branch_flip.fg",
        "--arg",
        "n=100000",
        "--bridge-threshold",
        "4000000000",
        "--log",
        "deopt",
    ]);
    assert_eq!((r.stdout.as_str(), r.status), ("3750025000\n", 0), "{r:?}");
    let at = |g: &str, l: &str| format!("{g}: resume at tests/deopt/branch_flip.fg:{l}");
    let mut want = vec![
        format!("[deopt] {}", at("T0 guard 3 (guard_true) failed", "13 (loop/0)")),
        format!("[deopt] {}", at("T0 guard 0 (guard_true) failed", "13 (loop/0)")),
        format!("[deopt] {}", at("T0 guard 0 (guard_true) has failed 2 times", "13 (loop/0)")),
        format!(
            "[deopt] {} (from now on logged at powers of two)",
            at("T0 guard 0 (guard_true) has failed 3 times", "13 (loop/0)")
        ),
    ];
    // The first run leaves through guard 3, still warming up, which a loop on probation does not
    // count in its health window: 64 runs through guard 0 fill it.
    for n in [4, 8, 16, 32, 64] {
        want.push(format!("[deopt] {}", at(&format!("T0 guard 0 (guard_true) has failed {n} times"), "13 (loop/0)")));
    }
    want.push(format!("[deopt] {}", at("T1 guard 4 (guard_true) failed", "13 (loop/0)")));
    want.push(format!("[deopt] {}", at("T0 guard 0 (guard_true) failed 64 times in all", "13 (loop/0)")));
    assert_eq!(r.stderr.lines().collect::<Vec<_>>(), want);
}

/// A loop starts on probation, counting its iterations' jumps; a run that spends the whole budget
/// ends it (the counting code is patched out), and the loop runs on to the right result.
#[test]
fn a_long_run_ends_a_loops_probation() {
    let r = common::fgljit(&["run", "tests/deopt/branch_flip.fg", "--arg", "n=2000000", "--log", "hot"]);
    assert_eq!((r.stdout.as_str(), r.status), ("1500000500000\n", 0), "{r:?}");
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "[hot] anchor loop (tests/deopt/branch_flip.fg:12) is hot",
            "[hot] T0 loop at loop: probation over (a run spent its whole budget)",
            // The branch flips halfway: the sibling loop of the second half runs as long.
            "[hot] T1 loop at loop (sibling of T0): probation over (a run spent its whole budget)"
        ]
    );
}

/// A run that spends the budget ends the probation of every loop installed so far, not only of the
/// one it went round: a loop entered only through links within long runs is never judged by a window.
#[test]
fn a_long_run_ends_the_probation_of_the_loops_before_it() {
    let r = common::fgljit(&[
        "run",
        "tests/deopt/short_then_long.fg",
        "--arg",
        "n=1000",
        "--arg",
        "m=100000",
        "--log",
        "hot",
    ]);
    assert_eq!((r.stdout.as_str(), r.status), ("101000\n", 0), "{r:?}");
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "[hot] anchor first (tests/deopt/short_then_long.fg:11) is hot",
            "[hot] anchor second (tests/deopt/short_then_long.fg:19) is hot",
            "[hot] T1 loop at second: probation over (a run spent its whole budget)",
            "[hot] T0 loop at first: probation over (a run of the program spent its whole budget)"
        ]
    );
}

/// A failing `guard_value` says which value it saw.
#[test]
fn a_failing_guard_value_names_the_value_it_saw() {
    let r = fgljit(&["run", "tests/deopt/promote_changes.fg", "--arg", "n=1000", "--log", "deopt"]);
    assert_eq!(r.status, 0, "{r:?}");
    // k = i // 100 is promoted: the trace was recorded with k = 0, and fails first when it is 1.
    assert_eq!(
        r.stderr.lines().next(),
        Some("[deopt] T0 guard 5 (guard_value) failed, saw 1: resume at tests/deopt/promote_changes.fg:10 (loop/0)")
    );
}

/// The statistics in a file of their own parse as JSON while standard error holds the log; and the
/// log in a file leaves standard error to the statistics.
#[test]
fn stats_and_logs_go_to_files() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("stats-and-log-files");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let stats_file = dir.join("stats.json");
    let r = run_with(&["--log", "deopt", "--stats-file", stats_file.to_str().unwrap()]);
    assert_eq!(
        r.stderr,
        "[deopt] T0 guard 7 (guard_false) failed: resume at examples/bytecode_square.fg:81 (op_jump_if_a/3)\n"
    );
    let stats: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats_file).unwrap()).expect("the file is one JSON object");
    assert_eq!(stats["traces"][0]["deopts_per_guard"]["7"], 1);

    let log_file = dir.join("log.txt");
    let r = run_with(&["--log", "hot,deopt", "--log-file", log_file.to_str().unwrap(), "--stats", "json"]);
    let stats: serde_json::Value = serde_json::from_str(&r.stderr).expect("standard error is one JSON object");
    assert_eq!(stats["traces"][0]["entered"], 1);
    assert_eq!(
        std::fs::read_to_string(&log_file).unwrap(),
        "[hot] anchor bytecode_loop [bytecode=<list of 13>, pc=2] (examples/bytecode_square.fg:35) is hot\n\
         [deopt] T0 guard 7 (guard_false) failed: resume at examples/bytecode_square.fg:81 (op_jump_if_a/3)\n"
    );
    let r = fgljit(&[SQUARE, &["--log", "hot", "--log-file", "/nonexistent/dir/log.txt"]].concat());
    assert_eq!(r.status, 2);
    assert!(
        r.stderr.starts_with("error: --log-file /nonexistent/dir/log.txt: cannot create the file: "),
        "{}",
        r.stderr
    );
}

/// `--perf-map` and `--jitdump` where nothing is compiled to machine code say so, and the run goes on.
#[test]
fn perf_flags_in_a_mode_that_compiles_nothing_say_so() {
    for mode in ["interp", "trace"] {
        let r = run_with(&["--mode", mode, "--perf-map", "--jitdump"]);
        assert_eq!(
            r.stderr,
            format!(
                "note: --perf-map: --mode {mode} compiles nothing to machine code, so no perf map is written\n\
                 note: --jitdump: --mode {mode} compiles nothing to machine code, so no jitdump is written\n"
            )
        );
    }
}

/// `--jitdump` writes perf's jitdump, /tmp/jit-PID.dump: the shared entry routine and every compiled
/// trace, each a line table then its code, named as in the perf map and as long as the statistics say;
/// the line tables point into /tmp/jit-PID.ir, the traces' IR.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
#[test]
fn jitdump_describes_every_compiled_trace() {
    use fgljit::jit::x64::jitdump::{self, Record};
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_fgljit"))
        .args(["run", "tests/deopt/branch_flip.fg", "--arg", "n=1000", "--jitdump", "--stats", "json"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let pid = child.id();
    let out = child.wait_with_output().expect("finishes");
    let (dump_path, ir_path) = (format!("/tmp/jit-{pid}.dump"), format!("/tmp/jit-{pid}.ir"));
    let (dump, ir) = (std::fs::read(&dump_path), std::fs::read_to_string(&ir_path));
    let _ = (std::fs::remove_file(&dump_path), std::fs::remove_file(&ir_path));
    assert!(out.status.success());
    let stats: serde_json::Value = serde_json::from_slice(&out.stderr).expect("JSON");
    let (file_pid, records) = jitdump::parse(&dump.expect("the dump is written")).expect("parses");
    let ir = ir.expect("the IR file is written");
    assert_eq!(file_pid, pid);
    let traces = stats["traces"].as_array().unwrap();
    assert_eq!(records.len(), 2 * (1 + traces.len()));
    let mut names = Vec::new();
    for (k, pair) in records.chunks(2).enumerate() {
        let (
            Record::DebugInfo { code_addr: described, entries },
            Record::CodeLoad { code_addr, index, name, code, .. },
        ) = (&pair[0], &pair[1])
        else {
            panic!("a line table, then its code: {pair:?}")
        };
        assert_eq!((described, *index), (code_addr, k as u64));
        assert!(entries.iter().all(|(at, line, file)| {
            *at >= *code_addr
                && *at < code_addr + code.len() as u64
                && *file == ir_path
                && ir.lines().nth(*line as usize - 1).is_some()
        }));
        if k > 0 {
            assert_eq!(code.len() as u64, traces[k - 1]["code_bytes"].as_u64().unwrap(), "{name}");
        }
        names.push(name.clone());
    }
    assert_eq!(
        names,
        [
            "fgljit:enter_and_exit",
            "fgljit:T0:loop@branch_flip.fg:12",
            "fgljit:T1:loop@branch_flip.fg:12",
            "fgljit:T2:bridge@branch_flip.fg:12"
        ]
    );
    assert!(ir.lines().any(|l| l == "# T0 loop at loop (tests/deopt/branch_flip.fg:12)"), "{ir}");
}

/// An operation that checks its own result names what it checks: the doubling that overflows leaves
/// through its multiplication's overflow check.
#[test]
fn a_failing_overflow_check_is_named_by_its_operation() {
    let r = fgljit(&["run", "tests/deopt/overflow_midway.fg", "--arg", "n=100", "--log", "deopt"]);
    assert_eq!((r.stdout.as_str(), r.status), ("1267650600228229401496703205376\n", 0), "{r:?}");
    assert_eq!(
        r.stderr,
        "[deopt] T0 guard 3 (mul overflow) failed: resume at tests/deopt/overflow_midway.fg:10 (loop/0)\n"
    );
}

/// `--log` where nothing is traced says so in one note, once the run is over; the run goes on, and a
/// `--log-file` stays empty. In the modes that trace, no note.
#[test]
fn log_in_a_mode_that_traces_nothing_says_so() {
    let note = "note: --log: --mode interp traces nothing, so nothing is logged\n";
    assert_eq!(run_with(&["--mode", "interp", "--log", "all"]).stderr, note);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("log-in-interp");
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("log.txt");
    let r = run_with(&["--mode", "interp", "--log", "hot", "--log-file", log.to_str().unwrap()]);
    assert_eq!(r.stderr, note);
    assert_eq!(std::fs::read_to_string(&log).unwrap(), "");
    // Every kind named but none chosen (`--log ''`) asks for nothing: no note.
    assert_eq!(run_with(&["--mode", "interp", "--log", ""]).stderr, "");
    for mode in ["trace", "jit"] {
        let r = run_with(&["--mode", mode, "--log", "hot"]);
        assert!(!r.stderr.contains("note:"), "{mode}: {}", r.stderr);
    }
}

/// How `fgljit` ends when what it writes to is closed (`fgljit run ... --log all 2>&1 | head`).
mod closed_pipe {
    use std::io::Read;
    use std::process::{Command, Stdio};

    /// sierpinski.b through examples/bf.fg: a page of output, and a long log.
    const BF: &[&str] =
        &["run", "examples/bf.fg", "--arg-bytes", "src=benches/peers/bf/programs/sierpinski.b", "--log", "all"];

    fn fgljit() -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_fgljit"));
        c.args(BF).current_dir(env!("CARGO_MANIFEST_DIR")).stdin(Stdio::null());
        c
    }

    fn expected_output() -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/peers/bf/programs/sierpinski.out");
        std::fs::read_to_string(path).unwrap()
    }

    /// A pipe whose reader is already gone: every write to it fails with EPIPE.
    fn closed_pipe() -> std::io::PipeWriter {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        writer
    }

    /// Standard output closed: the run ends as it would have (status 0), with the log on standard
    /// error whole and no panic.
    #[test]
    fn stdout_closed() {
        let out = fgljit().stdout(closed_pipe()).stderr(Stdio::piped()).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(stderr.starts_with("[hot] ") && stderr.contains("\n[deopt] "), "the log is whole: {stderr}");
    }

    /// Standard error closed under the log: the rest of the log is dropped, the program's output is
    /// whole and the status is the program's (no panic: that would be status 101).
    #[test]
    fn stderr_closed() {
        let out = fgljit().stdout(Stdio::piped()).stderr(closed_pipe()).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected_output());
    }

    /// Both into one pipe whose reader takes the first bytes and leaves, as `2>&1 | head -c 100`
    /// does: the run ends quietly, not with a panic's status 101.
    #[test]
    fn both_into_a_reader_that_leaves() {
        let (mut reader, writer) = std::io::pipe().unwrap();
        let mut child = fgljit().stdout(writer.try_clone().unwrap()).stderr(writer).spawn().unwrap();
        let mut first = [0u8; 100];
        reader.read_exact(&mut first).unwrap();
        drop(reader);
        let status = child.wait().unwrap();
        assert!(String::from_utf8_lossy(&first).starts_with("[hot] anchor match"));
        assert_eq!(status.code(), Some(0), "{status:?}");
    }
}

/// A program that defines `printable_location(label, greens)` names its anchors: the logs, `--stats
/// json` and the trace titles show the name beside the label and greens.
#[test]
fn a_program_names_its_anchors_with_printable_location() {
    let program = "tests/programs/printable_location.fg";
    let r = fgljit(&["run", program, "--log", "hot,trace"]);
    assert_eq!((r.stdout.as_str(), r.status), ("3003\n", 0), "{r:?}");
    let headings: Vec<&str> = r.stderr.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(
        headings[..2],
        [
            "[hot] anchor dispatch [pc=0] \"pc 0\" (tests/programs/printable_location.fg:11) is hot",
            "[trace] T0 loop at dispatch [pc=0] \"pc 0\" (tests/programs/printable_location.fg:11): recorded (12 ops):",
        ]
    );
    let r = fgljit(&["run", program, "--stats", "json"]);
    let stats: serde_json::Value = serde_json::from_str(r.stderr.trim()).expect("one JSON object");
    assert_eq!(stats["anchors"][0]["location"], "pc 0");
    assert_eq!(stats["traces"][0]["origin"]["location"], "pc 0");
}

/// A `printable_location` that could print, read input or stop the program is never called: naming an
/// anchor must not change what the program does. Nor does one that fails name anything.
#[test]
fn a_printable_location_with_effects_or_errors_names_nothing() {
    let source = std::fs::read_to_string("tests/programs/printable_location.fg").expect("the program");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tmp/printable-location");
    std::fs::create_dir_all(&dir).expect("the scratch folder can be made");
    let variants = [
        ("prints", "    text = [112, 99, 32, digit]\n", "    text = [112, 99, 32, digit]\n    print(text)\n"),
        ("fails", "    pc = greens[0]\n", "    pc = greens[9]\n"),
    ];
    for (name, from, to) in variants {
        assert!(source.contains(from));
        let path = dir.join(format!("{name}.fg"));
        std::fs::write(&path, source.replace(from, to)).expect("the variant is written");
        let r = fgljit(&["run", path.to_str().expect("a UTF-8 path"), "--log", "hot"]);
        assert_eq!((r.stdout.as_str(), r.status), ("3003\n", 0), "{name}: {r:?}");
        let hot = r.stderr.lines().find(|l| l.starts_with("[hot]")).expect("a hot anchor");
        assert!(hot.starts_with("[hot] anchor dispatch [pc=0] (") && hot.ends_with(") is hot"), "{name}: {hot}");
    }
}

/// The recorder forwards a read of a list element from the `set` that stored it: brainfuck's `[--]`
/// through `examples/bf.fg` reads the cell once per iteration as recorded, before any optimization
/// (the second `-` takes the value the first stored, and the `]` the value the second stored).
#[test]
fn the_recorder_forwards_a_cell_read_after_the_set_that_stored_it() {
    let program: Vec<String> = "+".repeat(60).chars().chain("[--]".chars()).map(|c| (c as u32).to_string()).collect();
    let src = format!("src=[{}]", program.join(","));
    let r = fgljit(&["run", "examples/bf.fg", "--arg", &src, "--mode", "jit", "--log", "trace"]);
    assert_eq!(r.status, 0, "{r:?}");
    let title = "[trace] T1 loop at loop [src=<list of 64>, jumps=<list of 64>, pc=61] (examples/bf.fg:66): \
                 recorded (19 ops):\n";
    let recorded = r.stderr.split(title).nth(1).unwrap_or_else(|| panic!("{}", r.stderr));
    let recorded = &recorded[..recorded.find("\n\n").expect("a blank line after the trace") + 1];
    let expected = "\
v0:int = input n
v1:list = input src
v2:list = input jumps
v3:list = input tape
v4:int = input p
v5:int = input pc
loop
guard_value v5, 61 => loop_pc/0 (2) {tape=v3}
guard_words v3 => minus/0 (6) {tape=v3}
v9:int = readlist v3, v4 => minus/0 (6) {tape=v3}
v10:int = sub v9, 1 => minus/0 (6) {tape=v3}
v11:int = mod v10, 256 => minus/2 (6) {tape=v3, x=v10}
v12:list = set v3, v4, v11 owned => minus/3 (6) {tape=v3, x=v11}
v13:int = sub v11, 1 => minus/0 (14) {tape=v12, pc=62}
v14:int = mod v13, 256 => minus/2 (14) {tape=v12, pc=62, x=v13}
v15:list = set v12, v4, v14 owned => minus/3 (14) {tape=v12, pc=62, x=v14}
guard_true v14 => close_bracket/0 (28) {tape=v15, pc=63}
guard_steps => loop/0 (31) {tape=v15}
jump (31) v3 <- v15
";
    assert_eq!(recorded, expected);
}
