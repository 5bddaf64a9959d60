//! Reporting: the statistics of a run (`--stats json`), listings of the trace cache (the golden files),
//! machine-code listings and the perf map.

use super::{Engine, Origin};
use crate::jit::hot::AnchorKey;
use crate::jit::ir::TraceId;
use serde_json::json;
use std::collections::BTreeMap;

/// Statistics of a run, for `--stats json`.
#[derive(Default)]
pub struct Stats {
    pub aborts: BTreeMap<&'static str, u64>,
    pub record_us: f64,
    pub optimize_us: f64,
    pub compile_us: f64,
    /// Bytes of machine code and trace data made (`CompiledTrace::memory`).
    pub memory: usize,
    /// Traces the backend could not compile, with the reason (they run on the trace executor).
    pub not_compiled: Vec<(TraceId, String)>,
}

impl Engine<'_> {
    /// An anchor as the logs show it: its label and green values (`loop [pc=3]`).
    pub(super) fn anchor_text(&self, key: &AnchorKey) -> String {
        let label = &self.program.block(key.block).label;
        let greens: Vec<String> = (self.greens.of(key.block).iter().zip(&key.greens))
            .map(|(&v, g)| format!("{}={}", self.program.var_name(v), g.text()))
            .collect();
        if greens.is_empty() { label.clone() } else { format!("{label} [{}]", greens.join(", ")) }
    }

    /// What perf calls trace `id` (the perf map, the jitdump), with no spaces, which perf's map format
    /// does not allow in names: `fgljit:T3:loop@bf.fg:41`, the file's name and the line the trace starts
    /// at.
    pub(super) fn perf_name(&self, id: TraceId, origin: &Origin, start: crate::jit::snapshot::Resume) -> String {
        let kind = match origin {
            Origin::Root(_) => "loop",
            Origin::Bridge { .. } => "bridge",
        };
        let file = std::path::Path::new(&self.program.file).file_name().map(|f| f.to_string_lossy().into_owned());
        let line = self.source_line(start);
        format!("fgljit:{id}:{kind}@{}:{line}", file.unwrap_or_default()).replace(char::is_whitespace, "_")
    }

    /// Every trace in the cache, optimized, as text: what the golden files hold.
    pub fn listing(&self) -> String {
        let mut out = String::new();
        for ct in self.traces.iter() {
            out.push_str(&format!("# {} {}\n{}\n", ct.id, ct.title, ct.trace));
        }
        out
    }

    /// The machine-code listing of trace `id` (the `asm/` golden files), if it is compiled.
    pub fn asm_listing(&self, id: TraceId) -> Option<String> {
        self.native.as_ref()?.listing(id, &self.traces[id].trace)
    }

    /// Writes the perf map of the compiled traces (`--perf-map`); `None` when nothing is compiled to
    /// machine code in this mode.
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    pub fn write_perf_map(&self) -> std::io::Result<Option<std::path::PathBuf>> {
        let Some(native) = self.native.as_ref() else { return Ok(None) };
        let names: Vec<String> = self.traces.iter().map(|t| self.perf_name(t.id, &t.origin, t.trace.start)).collect();
        native.write_perf_map(&names).map(Some)
    }

    /// The `--stats json` object.
    pub fn stats_json(&self) -> serde_json::Value {
        let traces: Vec<serde_json::Value> = (self.traces.iter())
            .map(|ct| {
                let mut by_name: BTreeMap<&str, u64> = BTreeMap::new();
                for inst in &ct.trace.ops {
                    *by_name.entry(inst.op.name()).or_default() += 1;
                }
                let origin = match &ct.origin {
                    Origin::Root(key) => json!({
                        "kind": "loop",
                        "anchor": self.program.block(key.block).label,
                        "greens": self.greens.of(key.block).iter().zip(&key.greens).map(|(v, g)| {
                            json!({ "var": self.program.var_name(*v), "value": g.text() })
                        }).collect::<Vec<_>>(),
                    }),
                    Origin::Bridge { parent, snap, .. } => {
                        json!({ "kind": "bridge", "parent": parent.0, "guard": snap.0 })
                    }
                };
                let deopts: BTreeMap<String, u64> = ct.deopts.iter().map(|(k, v)| (k.0.to_string(), *v)).collect();
                json!({
                    "id": ct.id.0,
                    "origin": origin,
                    "ops_recorded": ct.ops_recorded,
                    "ops_optimized": ct.trace.ops.len(),
                    "guards": ct.trace.guards(),
                    "ops_by_name": by_name,
                    "entered": ct.entered,
                    "deopts_per_guard": deopts,
                    "bridges": ct.bridges.values().map(|b| b.0).collect::<Vec<_>>(),
                    "record_us": round1(ct.record_us),
                    "optimize_us": round1(ct.optimize_us),
                    "code_bytes": ct.native.map(|n| n.0),
                    "compile_us": ct.native.map(|n| round1(n.1)),
                })
            })
            .collect();
        json!({
            "traces": traces,
            "bridges": self.traces.iter().filter(|t| matches!(t.origin, Origin::Bridge { .. })).count(),
            "aborts": self.stats.aborts,
            "record_us": round1(self.stats.record_us),
            "optimize_us": round1(self.stats.optimize_us),
            "compile_us": round1(self.stats.compile_us),
            "memory_kib": self.stats.memory >> 10,
            "not_compiled": (self.stats.not_compiled.iter())
                .map(|(id, why)| json!({ "trace": id.0, "reason": why }))
                .collect::<Vec<_>>(),
        })
    }
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}
