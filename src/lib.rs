//! fgljit: a meta-tracing JIT compiler, and a partial evaluator, for the flow graph language (FGL).
//!
//! The pipeline, one folder per phase: `lang` (front end) -> `interp` (interpreter, the reference
//! semantics) -> `jit` (hot anchors, recorder, trace IR, optimizer, deoptimization, x86-64 backend),
//! and `pe` (partial evaluator). `driver` ties them together for the command line and for programs that
//! embed the library.
//!
//! # Running a program
//!
//! Parse a program with [`lang::parse_program`] (or read a file with [`lang::load`]), then run it with
//! [`driver::run`]. [`driver::Options::default()`] runs it as `fgljit run` does with no flags: hot
//! loops compiled to machine code (x86-64), no step limit, no logs.
//!
//! ```
//! use fgljit::driver::{self, Mode, Options};
//! use fgljit::interp::Outcome;
//! use fgljit::jit::engine::{LogKind, LogKinds};
//! use fgljit::lang::{self, Format};
//! use fgljit::value::Value;
//!
//! // The sum of 1..=n.
//! let source = "
//! start:
//!     sum = 0
//!     goto loop
//! loop:
//!     sum = sum + n
//!     n = n - 1
//!     if n goto loop else goto done
//! done:
//!     print_and_stop(sum)
//! ";
//! let program = lang::parse_program("sum.fg", source, Format::Fg).expect("a valid program");
//! let args = [("n".to_string(), Value::Int(10_000))];
//!
//! // The trace executor runs everywhere; `Mode::Jit` (the default) needs x86-64.
//! let mut options = Options { mode: Mode::Trace, stats: true, ..Options::default() };
//! options.jit.log = LogKinds { hot: true, ..LogKinds::default() };
//! let run = driver::run(&program, &args, &options).expect("n is an input");
//!
//! assert_eq!(run.outcome, Outcome::Printed(Value::Int(50_005_000)));
//! // With no log sink, the records are returned with the outcome.
//! assert_eq!(run.logs.len(), 1);
//! assert_eq!(run.logs[0].kind, LogKind::Hot);
//! assert_eq!(run.logs[0].to_string(), "[hot] anchor loop (sum.fg:5) is hot");
//! // The statistics are the `--stats json` object.
//! let stats = run.stats.expect("asked for");
//! assert_eq!(stats["traces"][0]["origin"]["anchor"], "loop");
//! ```
//!
//! # Logs
//!
//! The JIT logs the kinds of events `JitOptions::log` names ([`jit::engine::LogKinds`]). Each is a
//! [`jit::engine::LogRecord`]: its kind and its text. With a [`jit::engine::LogSink`] in
//! `JitOptions::log_sink`, each record goes to it as the run makes it (the `fgljit` binary's sink prints
//! it); without one, they are kept and returned in [`driver::Run::logs`]. No kind is logged by default,
//! and a kind that is off costs nothing.
//!
//! # Features
//!
//! `cli` (default): the `fgljit` binary and its command line (clap). The library needs none of it:
//! `default-features = false` builds no clap.

pub mod driver;
pub mod error;
pub mod interp;
pub mod jit;
pub mod lang;
pub mod ops;
pub mod pe;
pub mod report;
pub mod value;
pub mod world;
