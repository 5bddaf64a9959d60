//! The native adapter: the engine's one door to the x86-64 backend (compiling a trace, running machine
//! code, linking a bridge into its parent's exit, listings, the perf map). Where there is no backend
//! (other architectures), `Native::new` refuses and `--mode jit` is an error that names the modes
//! that run there; where the system refuses the memory for machine code, traces run on the trace
//! executor (`Engine::new_native`).

use crate::jit::exit::ExitState;
use crate::jit::ir::{SnapId, Trace, TraceId};

#[cfg(target_arch = "x86_64")]
pub struct Native {
    backend: crate::jit::x64::Backend,
    /// `--jitdump`: every trace is described there as it is compiled.
    #[cfg(target_os = "linux")]
    jitdump: Option<crate::jit::x64::jitdump::JitDump>,
    #[cfg(target_os = "linux")]
    jitdump_error: Option<String>,
}

#[cfg(target_arch = "x86_64")]
impl Native {
    /// A backend for a program of `nvars` variables; `limited_steps`: compiled code must count steps;
    /// `body_entries`: loops may be entered past their peeled iteration (`JitOptions::body_entries`).
    pub fn new(
        program: &crate::lang::Program,
        limited_steps: bool,
        body_entries: bool,
        max_memory: usize,
    ) -> std::io::Result<Native> {
        // The exit state's variables, saved variables included (`snapshot::exit_vars`).
        let nvars = crate::jit::snapshot::exit_vars(program);
        // Machine code counts against the memory cap, which flushes it when reached: twice the cap is
        // room enough, with the code that patches exits, which is not counted.
        let reserve = max_memory.saturating_mul(2).saturating_add(16 << 20);
        let mut backend = crate::jit::x64::Backend::new(nvars, limited_steps, reserve)
            .map_err(|e| std::io::Error::other(format!("cannot map memory for machine code: {e}")))?;
        backend.body_entries = body_entries;
        backend.params = program.procs.iter().map(|p| p.param_slots()).collect();
        backend.proc_vars = program.procs.iter().map(|p| p.vars.clone()).collect();
        Ok(Native {
            backend,
            #[cfg(target_os = "linux")]
            jitdump: None,
            #[cfg(target_os = "linux")]
            jitdump_error: None,
        })
    }

    /// Starts writing perf's jitdump (`/tmp/jit-PID.dump`, and the IR in `/tmp/jit-PID.ir`), beginning
    /// with the shared entry and exit routine; returns the dump's path.
    #[cfg(target_os = "linux")]
    pub fn start_jitdump(&mut self, dir: &std::path::Path) -> std::io::Result<std::path::PathBuf> {
        let mut dump = crate::jit::x64::jitdump::JitDump::create(dir)?;
        let (addr, code) = self.backend.enter_and_exit();
        dump.code_load("fgljit:enter_and_exit", addr as u64, code, &[(addr as u64, "# enter_and_exit".into())])?;
        let path = dump.path().to_path_buf();
        self.jitdump = Some(dump);
        Ok(path)
    }

    /// Whether `compile` describes the traces it compiles (the jitdump is on): only then does it need
    /// their names.
    pub fn describes(&self) -> bool {
        #[cfg(target_os = "linux")]
        return self.jitdump.is_some();
        #[cfg(not(target_os = "linux"))]
        false
    }

    /// Compiles trace `id`: its code size and compile time, or why it cannot be compiled. `names`
    /// (when `describes`): what perf calls it, and its title in the jitdump's IR file; `counters`:
    /// where its counters are in the exit state, when it counts its runs; `from`: a bridge's parent
    /// exit; `callable`: a function-entry trace, which gets the entry `call_proc` calls; `probation`:
    /// a loop that counts its iterations' jumps until `end_probation`.
    #[allow(clippy::too_many_arguments)]
    pub fn compile(
        &mut self,
        id: TraceId,
        trace: &Trace,
        names: Option<(&str, &str)>,
        counters: Option<i32>,
        from: Option<(TraceId, SnapId, &[crate::jit::contract::Known])>,
        callable: bool,
        probation: bool,
    ) -> Result<(usize, f64), String> {
        let compiled = self
            .backend
            .compile(id, trace, counters, from, callable, probation)
            .map(|n| (n.code_bytes, n.compile_us))
            .map_err(|e| e.0)?;
        #[cfg(target_os = "linux")]
        if let Some(dump) = &mut self.jitdump
            && let Some((name, heading)) = names
            && let Some((addr, lines)) = crate::jit::x64::jitdump::trace_lines(&self.backend, id, trace, heading)
        {
            let e = &self.backend.native(id).expect("just compiled").emitted;
            let code = self.backend.code.bytes(e.start.0..e.end.0);
            if let Err(err) = dump.code_load(name, addr, code, &lines) {
                // The run goes on without it; the dump stops where it was.
                self.jitdump = None;
                self.jitdump_error = Some(format!("warning: the jitdump stops at {id}: {err}"));
            }
        }
        let _ = names;
        Ok(compiled)
    }

    /// Why the jitdump stopped during the run, if it did.
    pub fn take_jitdump_error(&mut self) -> Option<String> {
        #[cfg(target_os = "linux")]
        return self.jitdump_error.take();
        #[cfg(not(target_os = "linux"))]
        None
    }

    pub fn limited_steps(&self) -> bool {
        self.backend.limited_steps
    }

    /// Ends the probation of trace `id`: its loop stops counting (`Backend::end_probation`).
    pub fn end_probation(&mut self, id: TraceId) -> Result<(), String> {
        self.backend.end_probation(id).map_err(|e| e.0)
    }

    /// Throws away every trace's machine code (a flush); `next` is the id the next trace gets. Code
    /// memory that cannot be given back stays reserved: the next traces are written over it.
    pub fn flush(&mut self, next: TraceId) -> Result<(), String> {
        self.backend.flush(next).map_err(|e| format!("warning: code memory not given back after a flush: {e}"))
    }

    /// Makes the code compiled and patched since the last call executable: before `run`.
    pub fn seal(&mut self) -> Result<(), String> {
        self.backend.seal().map_err(|e| e.to_string())
    }

    /// Runs trace `id` and whatever it jumps to, leaving through `state` (sealed first).
    pub fn run(&self, id: TraceId, state: &mut ExitState) {
        crate::jit::x64::glue::run(&self.backend, id, state)
    }

    /// Makes the exit of guard `snap` of `parent` jump straight to `bridge` (past its checks when what
    /// `parent` knows there, `known`, is what they check); true when its values go over in registers.
    pub fn link(
        &mut self,
        parent: TraceId,
        snap: SnapId,
        bridge: TraceId,
        known: &[crate::jit::contract::Known],
    ) -> Result<bool, String> {
        self.backend.link_exit(parent, snap, bridge, known).map_err(|e| e.0)
    }

    /// Makes the exit of `guard_value` `snap` of `parent` go straight on into the bridge of each value
    /// in `bridges` (the value's word, its bridge), and leave as before for any other.
    pub fn link_values(
        &mut self,
        parent: TraceId,
        snap: SnapId,
        bridges: &[(i64, TraceId)],
        known: &[crate::jit::contract::Known],
    ) -> Result<(), String> {
        self.backend.link_values(parent, snap, bridges, known).map_err(|e| e.0)
    }

    /// Whether trace `id` ends entering another loop's body past its peeled iteration.
    pub fn enters_body(&self, id: TraceId) -> bool {
        self.backend.native(id).is_some_and(|t| t.emitted.enters_body)
    }

    /// Whether bridge `id` takes from the exit it was made for, in registers, the elements its entry
    /// reads read (`opt/carry.rs`), and starts past them.
    pub fn takes_elements(&self, id: TraceId) -> bool {
        self.backend.native(id).is_some_and(|t| t.emitted.from_parent_elements)
    }

    /// The disassembly of trace `id` under its IR (the `asm/` golden files).
    pub fn listing(&self, id: TraceId, trace: &Trace) -> Option<String> {
        crate::jit::x64::listing::listing(&self.backend, id, trace)
    }

    /// The disassembly of trace `id` grouped by IR instruction, with its code size.
    pub fn listing_groups(&self, id: TraceId, trace: &Trace) -> Option<(usize, Vec<crate::jit::ir::AsmGroup>)> {
        crate::jit::x64::listing::groups(&self.backend, id, trace)
    }

    /// Writes `/tmp/perf-PID.map` naming the compiled traces (`names[id]`).
    #[cfg(target_os = "linux")]
    pub fn write_perf_map(&self, names: &[String]) -> std::io::Result<std::path::PathBuf> {
        self.backend.write_perf_map(names)
    }
}

/// No backend on this architecture: `new` refuses, so no other method is ever called.
#[cfg(not(target_arch = "x86_64"))]
pub struct Native(std::convert::Infallible);

#[cfg(not(target_arch = "x86_64"))]
impl Native {
    pub fn new(
        _program: &crate::lang::Program,
        _limited_steps: bool,
        _body_entries: bool,
        _max_memory: usize,
    ) -> std::io::Result<Native> {
        Err(std::io::Error::other("the backend emits x86-64 machine code only; use --mode trace or --mode interp"))
    }

    pub fn compile(
        &mut self,
        _id: TraceId,
        _trace: &Trace,
        _name: &str,
        _heading: &str,
        _counters: Option<i32>,
        _from: Option<(TraceId, SnapId, &[crate::jit::contract::Known])>,
        _callable: bool,
        _probation: bool,
    ) -> Result<(usize, f64), String> {
        match self.0 {}
    }

    pub fn end_probation(&mut self, _id: TraceId) -> Result<(), String> {
        match self.0 {}
    }

    pub fn limited_steps(&self) -> bool {
        match self.0 {}
    }

    pub fn take_jitdump_error(&mut self) -> Option<String> {
        match self.0 {}
    }

    pub fn seal(&mut self) -> Result<(), String> {
        match self.0 {}
    }

    pub fn flush(&mut self, _next: TraceId) -> Result<(), String> {
        match self.0 {}
    }

    pub fn run(&self, _id: TraceId, _state: &mut ExitState) {
        match self.0 {}
    }

    pub fn link(
        &mut self,
        _parent: TraceId,
        _snap: SnapId,
        _bridge: TraceId,
        _known: &[crate::jit::contract::Known],
    ) -> Result<bool, String> {
        match self.0 {}
    }

    pub fn link_values(
        &mut self,
        _parent: TraceId,
        _snap: SnapId,
        _bridges: &[(i64, TraceId)],
        _known: &[crate::jit::contract::Known],
    ) -> Result<(), String> {
        match self.0 {}
    }

    pub fn enters_body(&self, _id: TraceId) -> bool {
        match self.0 {}
    }

    pub fn takes_elements(&self, _id: TraceId) -> bool {
        match self.0 {}
    }

    pub fn listing(&self, _id: TraceId, _trace: &Trace) -> Option<String> {
        match self.0 {}
    }

    pub fn listing_groups(&self, _id: TraceId, _trace: &Trace) -> Option<(usize, Vec<crate::jit::ir::AsmGroup>)> {
        match self.0 {}
    }
}
