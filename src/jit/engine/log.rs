//! What `--log` reports: the kinds of JIT events, and the records the engine hands to a sink as they
//! happen (the command line prints them on standard error or to `--log-file`; a library user chooses).

use std::fmt;
use std::sync::Arc;

/// The kinds of events logged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LogKinds {
    pub hot: bool,
    pub trace: bool,
    pub opt: bool,
    pub deopt: bool,
    pub bridge: bool,
    pub abort: bool,
    pub asm: bool,
}

impl LogKinds {
    pub const NAMES: [&'static str; 7] = ["hot", "trace", "opt", "deopt", "bridge", "abort", "asm"];

    pub const ALL: LogKinds =
        LogKinds { hot: true, trace: true, opt: true, deopt: true, bridge: true, abort: true, asm: true };

    /// Parses a comma-separated list of kinds (`all` for every kind).
    pub fn parse(text: &str) -> Result<LogKinds, String> {
        let mut k = LogKinds::default();
        for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word {
                "hot" => k.hot = true,
                "trace" => k.trace = true,
                "opt" => k.opt = true,
                "deopt" => k.deopt = true,
                "bridge" => k.bridge = true,
                "abort" => k.abort = true,
                "asm" => k.asm = true,
                "all" => k = LogKinds::ALL,
                _ => return Err(format!("unknown log kind '{word}' (known: {}, all)", LogKinds::NAMES.join(", "))),
            }
        }
        Ok(k)
    }

    /// Whether any kind is logged.
    pub fn any(&self) -> bool {
        *self != LogKinds::default()
    }
}

/// The kind of one logged event (`--log` names it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LogKind {
    /// An anchor got hot, and the profile's threshold changed.
    Hot,
    /// A trace as recorded.
    Trace,
    /// A trace as optimized.
    Opt,
    /// A guard failed and the program went back to the interpreter or to a bridge.
    Deopt,
    /// A bridge or a sibling loop was made or linked.
    Bridge,
    /// A recording was given up, a trace thrown away, an anchor blacklisted.
    Abort,
    /// A trace's machine code.
    Asm,
}

impl LogKind {
    /// The name `--log` and the record's text use.
    pub fn name(self) -> &'static str {
        match self {
            LogKind::Hot => "hot",
            LogKind::Trace => "trace",
            LogKind::Opt => "opt",
            LogKind::Deopt => "deopt",
            LogKind::Bridge => "bridge",
            LogKind::Abort => "abort",
            LogKind::Asm => "asm",
        }
    }
}

/// One logged event: its kind and its text (one line, or a heading line and a listing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRecord {
    pub kind: LogKind,
    pub text: String,
}

/// As the command line prints it: `[kind] text`.
impl fmt::Display for LogRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}", self.kind.name(), self.text)
    }
}

/// Where log records go as the run makes them: a callback of the caller's. Without one, the engine
/// keeps them, and `driver::run` returns them with the outcome. `Send` and `Sync`, so that options can be
/// made on one thread and a run made on another.
#[derive(Clone)]
pub struct LogSink(Arc<dyn Fn(&LogRecord) + Send + Sync>);

impl LogSink {
    pub fn new(f: impl Fn(&LogRecord) + Send + Sync + 'static) -> LogSink {
        LogSink(Arc::new(f))
    }

    pub fn send(&self, record: &LogRecord) {
        (self.0)(record)
    }
}

impl fmt::Debug for LogSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("LogSink(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse() {
        assert_eq!(LogKinds::parse("hot, abort").unwrap(), LogKinds { hot: true, abort: true, ..LogKinds::default() });
        assert_eq!(LogKinds::parse("all").unwrap(), LogKinds::ALL);
        assert!(LogKinds::parse("hot,frob").unwrap_err().starts_with("unknown log kind 'frob'"));
    }

    #[test]
    fn a_record_prints_as_its_kind_then_its_text() {
        let r = LogRecord { kind: LogKind::Deopt, text: "T0 guard 8 (guard_true) failed".into() };
        assert_eq!(r.to_string(), "[deopt] T0 guard 8 (guard_true) failed");
    }
}
