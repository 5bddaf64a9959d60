//! The x86-64 backend: compiles optimized traces to machine code with dynasm, links bridges into their
//! parents' exits, and lists the code with the IR it comes from.
//!
//! All traces of a run share one `dynasmrt::x64::Assembler`, so a trace can jump straight into another
//! (`jump_trace`, and patched guard exits) with a plain relative jump. The assembler's buffer can move
//! when it grows; that is safe because code is only ever compiled or patched from the engine, when no
//! machine-code frame is live, and entry addresses are derived again at every entry (`glue.rs`).
//! dynasmrt maps the buffer writable or executable, never both at once.

pub mod emit;
pub mod glue;
pub mod listing;
pub mod regalloc;

use crate::jit::ir::{SnapId, Trace, TraceId};
use dynasmrt::{AssemblyOffset, DynamicLabel, DynasmApi, DynasmLabelApi, dynasm};
pub use emit::Unsupported;

/// Spill slots every trace may use (the frame the entry routine makes).
pub const MAX_SPILL_SLOTS: usize = 512;
const FRAME_BYTES: i32 = 8 * MAX_SPILL_SLOTS as i32 + 8;

/// A compiled trace.
pub struct NativeTrace {
    pub entry: DynamicLabel,
    pub emitted: emit::Emitted,
    pub code_bytes: usize,
    pub compile_us: f64,
}

pub struct Backend {
    pub asm: dynasmrt::x64::Assembler,
    pub nvars: usize,
    /// The shared epilogue: restores the registers and returns the exit code in rax.
    pub epilogue: DynamicLabel,
    /// The shared entry routine: `extern "sysv64" fn(exit state slots, code address) -> exit code`.
    enter: AssemblyOffset,
    traces: Vec<Option<NativeTrace>>,
    /// Whether steps are counted (a `--max-steps` limit): otherwise no step code is emitted at all.
    pub limited_steps: bool,
}

impl Backend {
    pub fn new(nvars: usize, limited_steps: bool) -> std::io::Result<Backend> {
        // Room for a few dozen traces up front, so committing a trace rarely has to map a bigger buffer
        // (each commit still flips the pages writable and back: W^X costs two mprotect calls).
        let mut asm = dynasmrt::x64::Assembler::new_with_capacity(64 * 1024)?;
        let epilogue = asm.new_dynamic_label();
        let enter = asm.offset();
        dynasm!(asm
            ; .arch x64
            ; push rbp
            ; push rbx
            ; push r12
            ; push r13
            ; push r14
            ; push r15
            ; sub rsp, FRAME_BYTES
            ; mov rbp, rdi
            ; jmp rsi
            ; =>epilogue
            ; add rsp, FRAME_BYTES
            ; pop r15
            ; pop r14
            ; pop r13
            ; pop r12
            ; pop rbx
            ; pop rbp
            ; ret
        );
        asm.commit().map_err(|e| std::io::Error::other(e.to_string()))?;
        Ok(Backend { asm, nvars, epilogue, enter, traces: Vec::new(), limited_steps })
    }

    pub fn entry_label(&self, id: TraceId) -> Option<DynamicLabel> {
        self.traces.get(id.index()).and_then(|t| t.as_ref()).map(|t| t.entry)
    }

    pub fn native(&self, id: TraceId) -> Option<&NativeTrace> {
        self.traces.get(id.index()).and_then(|t| t.as_ref())
    }

    /// Compiles trace `id`.
    pub fn compile(&mut self, id: TraceId, trace: &Trace) -> Result<&NativeTrace, Unsupported> {
        let t0 = std::time::Instant::now();
        let emitted = emit::emit(self, id, trace, self.limited_steps)?;
        self.asm.commit().map_err(|e| Unsupported(format!("assembler: {e}")))?;
        let code_bytes = emitted.end.0 - emitted.start.0;
        let native = NativeTrace { entry: emitted.entry, emitted, code_bytes, compile_us: 0.0 };
        if self.traces.len() <= id.index() {
            self.traces.resize_with(id.index() + 1, || None);
        }
        self.traces[id.index()] = Some(native);
        let native = self.traces[id.index()].as_mut().expect("just stored");
        native.compile_us = t0.elapsed().as_secs_f64() * 1e6;
        Ok(native)
    }

    /// Makes guard `snap` of trace `parent` jump to trace `bridge` instead of leaving machine code.
    pub fn link_exit(&mut self, parent: TraceId, snap: SnapId, bridge: TraceId) -> Result<(), Unsupported> {
        let (Some(at), Some(target)) = (
            self.native(parent).and_then(|t| t.emitted.exit_jumps.get(snap.index()).copied().flatten()),
            self.entry_label(bridge),
        ) else {
            return Err(Unsupported("parent or bridge not compiled".into()));
        };
        self.asm
            .alter(|m| {
                m.goto(at);
                dynasm!(m ; .arch x64 ; jmp =>target);
                m.check_exact(AssemblyOffset(at.0 + 5))
            })
            .map_err(|e| Unsupported(format!("patching: {e}")))?
            .map_err(|e| Unsupported(format!("patching: {e}")))
    }

    /// Writes `/tmp/perf-PID.map` so `perf report` names the traces (`names[id]` for trace `id`). The
    /// addresses are those of the code buffer now, at exit: it does not move once compiling is over.
    #[cfg(target_os = "linux")]
    pub fn write_perf_map(&self, names: &[String]) -> std::io::Result<std::path::PathBuf> {
        use std::fmt::Write as _;
        let reader = self.asm.reader();
        let buffer = reader.lock();
        let base = buffer.ptr(AssemblyOffset(0)) as usize;
        let mut text = format!("{:x} {:x} fgljit_enter_and_exit\n", base + self.enter.0, 64);
        for (id, t) in self.traces.iter().enumerate() {
            if let (Some(t), Some(name)) = (t, names.get(id)) {
                let start = base + t.emitted.start.0;
                let _ = writeln!(text, "{start:x} {:x} fgljit_T{id} {name}", t.code_bytes);
            }
        }
        let path = std::path::PathBuf::from(format!("/tmp/perf-{}.map", std::process::id()));
        std::fs::write(&path, text)?;
        Ok(path)
    }

    pub fn enter_offset(&self) -> AssemblyOffset {
        self.enter
    }

    pub fn entry_offset(&self, id: TraceId) -> Option<AssemblyOffset> {
        let label = self.entry_label(id)?;
        self.asm.labels().resolve_dynamic(label).ok()
    }
}
