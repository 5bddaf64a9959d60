//! What `--log` prints: the kinds of JIT events, each on standard error as it happens.

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
}
