//! Where a run's work goes: the guest program's steps (jumps) and the time spent running it in the
//! interpreter, the recorder, the trace executor and machine code, for the whole run and per anchor
//! (`--stats`, the report). Measured only when the engine counts (`JitOptions::count`).
//!
//! Steps are exact where they are counted: the interpreter, the recorder and the trace executor always
//! count them; machine code only under a step limit (`--max-steps`), which compiles step counting into
//! it. Without a limit, machine code's steps are unknown and only its time is given. Time is wall time
//! from the monotonic clock, read around each stretch of interpreting, recording or running traces: the
//! engine's own bookkeeping (hot counting, exits, optimizing and compiling) falls between them.
//!
//! Per anchor: a run of traces counts for the anchor at the root of the trace it entered; a stretch of
//! interpreting counts for the anchor whose back-edge the interpreter last reported, when that anchor
//! got hot (only hot anchors are kept, so the table stays as small as the policy's).

use crate::jit::anchor::AnchorKey;
use rustc_hash::FxHashMap as HashMap;
use std::time::{Duration, Instant};

/// Who ran the guest program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runner {
    Interpreter,
    Recorder,
    TraceExecutor,
    MachineCode,
}

impl Runner {
    pub const ALL: [Runner; 4] = [Runner::Interpreter, Runner::Recorder, Runner::TraceExecutor, Runner::MachineCode];

    /// The name `--stats json` uses.
    pub fn name(self) -> &'static str {
        match self {
            Runner::Interpreter => "interpreter",
            Runner::Recorder => "recorder",
            Runner::TraceExecutor => "trace_executor",
            Runner::MachineCode => "machine_code",
        }
    }

    /// Whether this runner ran compiled traces.
    pub fn compiled(self) -> bool {
        matches!(self, Runner::TraceExecutor | Runner::MachineCode)
    }
}

/// Steps and time of one runner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub steps: u64,
    pub time: Duration,
}

/// The work of each runner (indexed as `Runner::ALL`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shares([Work; 4]);

impl Shares {
    pub fn of(&self, r: Runner) -> Work {
        self.0[r as usize]
    }

    fn add(&mut self, r: Runner, steps: u64, time: Duration) {
        let w = &mut self.0[r as usize];
        w.steps += steps;
        w.time += time;
    }

    /// The share of the steps that ran compiled (trace executor and machine code), when every runner's
    /// steps are known; else the share of the time.
    pub fn compiled_share(&self, steps_known: bool) -> Option<f64> {
        let part = |f: fn(&Work) -> f64| {
            let all: f64 = self.0.iter().map(f).sum();
            let compiled: f64 = Runner::ALL.iter().filter(|r| r.compiled()).map(|&r| f(&self.of(r))).sum();
            (all > 0.0).then(|| compiled / all)
        };
        if steps_known { part(|w| w.steps as f64) } else { part(|w| w.time.as_secs_f64()) }
    }
}

/// The meter: what ran, for the run and per hot anchor.
#[derive(Default)]
pub struct WorkMeter {
    pub total: Shares,
    pub by_anchor: HashMap<AnchorKey, Shares>,
    /// Whether machine code counts its steps (a step limit is in force).
    pub machine_steps: bool,
    /// The anchor interpreting counts for (the last hot anchor the interpreter reported).
    interpreting_at: Option<AnchorKey>,
}

/// A stretch of work being measured: where it started.
pub struct Stretch {
    at: Instant,
    steps: u64,
}

impl WorkMeter {
    pub fn new(machine_steps: bool) -> WorkMeter {
        WorkMeter { machine_steps, ..WorkMeter::default() }
    }

    /// Starts a stretch; `steps` is the step budget left now.
    pub fn start(steps: u64) -> Stretch {
        Stretch { at: Instant::now(), steps }
    }

    /// Ends a stretch run by `runner` with `steps` left, counting it for `anchor` (if a hot one).
    pub fn end(&mut self, s: Stretch, runner: Runner, steps: u64, anchor: Option<&AnchorKey>) {
        let time = s.at.elapsed();
        let steps = s.steps.saturating_sub(steps);
        self.total.add(runner, steps, time);
        if let Some(key) = anchor {
            self.by_anchor.entry(key.clone()).or_default().add(runner, steps, time);
        }
    }

    /// Ends a stretch of interpreting, counted for the anchor last reported.
    pub fn end_interpreting(&mut self, s: Stretch, steps: u64) {
        let key = self.interpreting_at.take();
        self.end(s, Runner::Interpreter, steps, key.as_ref());
        self.interpreting_at = key;
    }

    /// The interpreter reported a back-edge into `anchor` (`None`: an anchor that is not hot).
    pub fn interpreting_at(&mut self, anchor: Option<AnchorKey>) {
        self.interpreting_at = anchor;
    }

    /// Whether every runner's steps are known.
    pub fn steps_known(&self) -> bool {
        self.machine_steps || self.total.of(Runner::MachineCode).time.is_zero()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_share_is_of_steps_when_all_are_known_else_of_time() {
        let mut s = Shares::default();
        s.add(Runner::Interpreter, 10, Duration::from_millis(30));
        s.add(Runner::Recorder, 10, Duration::from_millis(10));
        s.add(Runner::MachineCode, 80, Duration::from_millis(10));
        let near = |x: Option<f64>, want: f64| x.is_some_and(|x| (x - want).abs() < 1e-12);
        assert!(near(s.compiled_share(true), 0.8));
        assert!(near(s.compiled_share(false), 0.2));
        assert_eq!(Shares::default().compiled_share(true), None);
    }

    #[test]
    fn interpreting_counts_for_the_anchor_last_reported() {
        let key = AnchorKey { block: 3, greens: Vec::new() };
        let mut m = WorkMeter::new(true);
        m.interpreting_at(Some(key.clone()));
        m.end_interpreting(WorkMeter::start(100), 60);
        m.interpreting_at(None);
        m.end_interpreting(WorkMeter::start(60), 50);
        assert_eq!(m.total.of(Runner::Interpreter).steps, 50);
        assert_eq!(m.by_anchor[&key].of(Runner::Interpreter).steps, 40);
    }
}
