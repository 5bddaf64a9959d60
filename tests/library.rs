//! The library as a program embedding it sees it: `driver::run` returns the outcome, the log records and
//! the statistics as data and prints nothing; a log sink gets each record as the run makes it.

use fgljit::driver::{self, Mode, Options};
use fgljit::interp::Outcome;
use fgljit::jit::engine::{LogKind, LogKinds, LogRecord, LogSink};
use fgljit::lang::{self, Format};
use fgljit::value::Value;
use std::sync::{Arc, Mutex};

/// Sums n down to 1; the guard on n fails once, when the loop ends, resuming at its `if` (line 7).
const COUNT: &str = "start:\n    s = 0\n    goto loop\nloop:\n    s = s + n\n    n = n - 1\n    if n goto loop else goto done\ndone:\n    print_and_stop(s)\n";

fn program() -> lang::Program {
    lang::parse_program("count.fg", COUNT, Format::Fg).unwrap()
}

fn args() -> Vec<(String, Value)> {
    vec![("n".to_string(), Value::Int(1000))]
}

fn logged(mode: Mode) -> Options {
    let mut options = Options { mode, ..Options::default() };
    options.jit.log = LogKinds { hot: true, deopt: true, ..LogKinds::default() };
    options
}

const EXPECTED: [&str; 2] =
    ["[hot] anchor loop (count.fg:4) is hot", "[deopt] T0 guard 6 (guard_true) failed: resume at count.fg:7 (loop/2)"];

#[test]
fn without_a_sink_the_records_come_back_with_the_outcome() {
    let run = driver::run(&program(), &args(), &logged(Mode::Trace)).unwrap();
    assert_eq!(run.outcome, Outcome::Printed(Value::Int(500_500)));
    assert_eq!(run.logs.iter().map(|r| r.to_string()).collect::<Vec<_>>(), EXPECTED);
    assert_eq!(run.logs[0], LogRecord { kind: LogKind::Hot, text: "anchor loop (count.fg:4) is hot".into() });
    assert_eq!((run.stats, run.notes.len()), (None, 0));
}

#[test]
fn a_sink_gets_every_record_as_it_is_made_and_none_is_kept() {
    let seen: Arc<Mutex<Vec<LogRecord>>> = Arc::default();
    let mut options = logged(Mode::Trace);
    let sink = seen.clone();
    options.jit.log_sink = Some(LogSink::new(move |r| sink.lock().unwrap().push(r.clone())));
    let run = driver::run(&program(), &args(), &options).unwrap();
    assert!(run.logs.is_empty());
    assert_eq!(seen.lock().unwrap().iter().map(|r| r.to_string()).collect::<Vec<_>>(), EXPECTED);
}

#[test]
fn statistics_come_back_as_the_json_object_in_every_mode() {
    for mode in [Mode::Interp, Mode::Trace] {
        let run = driver::run(&program(), &args(), &Options { mode, stats: true, ..Options::default() }).unwrap();
        let traces = run.stats.expect("asked for")["traces"].as_array().unwrap().len();
        assert_eq!(traces, usize::from(mode == Mode::Trace), "{mode:?}");
    }
}

#[test]
fn the_default_mode_is_the_command_lines_jit() {
    assert_eq!(Options::default().mode, Mode::Jit);
    assert_eq!(Options::default().max_steps, u64::MAX);
    assert!(!Options::default().jit.log.any());
}

#[test]
fn options_can_be_sent_to_another_thread() {
    fn send_and_sync<T: Send + Sync>(_: &T) {}
    let mut options = Options::default();
    options.jit.log_sink = Some(LogSink::new(|_| {}));
    send_and_sync(&options);
}
