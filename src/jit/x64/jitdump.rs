//! perf's jitdump format (`--jitdump`): `/tmp/jit-PID.dump` describes every trace's machine code as it
//! is compiled, so that `perf inject --jit` can make an ELF object of each and `perf report` and
//! `perf annotate` can show the code of traces. Each trace's IR is written to a text file,
//! `/tmp/jit-PID.ir`, and each record of code comes with a line table mapping its addresses to the lines
//! of that file: perf annotate then shows the IR instruction each part of the machine code comes from.
//!
//! The format is Linux's `tools/perf/Documentation/jitdump-specification.txt`: a file header, then
//! records, each with a header (kind, size, timestamp); `JIT_CODE_DEBUG_INFO` precedes the
//! `JIT_CODE_LOAD` of the code it describes. Timestamps are `CLOCK_MONOTONIC`, as `perf record -k 1`
//! samples. perf learns of the file from a mapping of it with execute permission, which `perf record`
//! records; the file must stay mapped for the whole run.

use super::Backend;
use crate::jit::ir::{Trace, TraceId};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

pub const MAGIC: u32 = 0x4A69_5444;
pub const VERSION: u32 = 1;
pub const HEADER_BYTES: u32 = 40;
/// `EM_X86_64`.
pub const ELF_MACHINE: u32 = 62;
pub const JIT_CODE_LOAD: u32 = 0;
pub const JIT_CODE_DEBUG_INFO: u32 = 2;

pub struct JitDump {
    dump: std::fs::File,
    dump_path: PathBuf,
    ir: std::fs::File,
    ir_path: PathBuf,
    /// Lines written to the IR file so far.
    ir_lines: u32,
    /// The mapping perf record sees; never read.
    _mapped: memmap2::Mmap,
    pid: u32,
    next_index: u64,
}

impl JitDump {
    /// Creates `DIR/jit-PID.dump` and `DIR/jit-PID.ir` (`DIR` is `/tmp` for perf), refusing to follow a
    /// symbolic link planted at either path (`open_perf_map`).
    pub fn create(dir: &Path) -> io::Result<JitDump> {
        let pid = std::process::id();
        let dump_path = dir.join(format!("jit-{pid}.dump"));
        let ir_path = dir.join(format!("jit-{pid}.ir"));
        let mut dump = super::open_perf_map(&dump_path)?;
        let ir = super::open_perf_map(&ir_path)?;
        let mut header = Vec::with_capacity(HEADER_BYTES as usize);
        for word in [MAGIC, VERSION, HEADER_BYTES, ELF_MACHINE, 0, pid] {
            header.extend_from_slice(&word.to_le_bytes());
        }
        header.extend_from_slice(&monotonic_ns().to_le_bytes());
        header.extend_from_slice(&0u64.to_le_bytes()); // flags: timestamps are CLOCK_MONOTONIC
        dump.write_all(&header)?;
        // SAFETY: the mapping covers the header only, written above and never changed after (records
        // are appended past it), and nothing reads through the mapping: it exists for perf record to
        // see an executable mapping of the file, as the jitdump specification asks.
        let mapped = unsafe { memmap2::MmapOptions::new().len(HEADER_BYTES as usize).map_exec(&dump)? };
        Ok(JitDump { dump, dump_path, ir, ir_path, ir_lines: 0, _mapped: mapped, pid, next_index: 0 })
    }

    pub fn path(&self) -> &Path {
        &self.dump_path
    }

    pub fn ir_path(&self) -> &Path {
        &self.ir_path
    }

    /// Describes code `code` at `addr`, named `name`: `lines` are its text (each a line of the IR
    /// file) and the address where the code of each begins, in increasing order.
    pub fn code_load(&mut self, name: &str, addr: u64, code: &[u8], lines: &[(u64, String)]) -> io::Result<()> {
        let first_line = self.ir_lines + 1;
        let mut text = String::new();
        for (_, line) in lines {
            text.push_str(line);
            text.push('\n');
        }
        self.ir.write_all(text.as_bytes())?;
        self.ir_lines += lines.len() as u32;
        let file = self.ir_path.to_string_lossy().into_owned();
        let mut entries = Vec::new();
        let mut count = 0u64;
        for (k, (at, _)) in lines.iter().enumerate() {
            // Several lines at one address (IR instructions that emitted no code): the last one's code
            // is what starts there.
            if lines.get(k + 1).is_some_and(|(next, _)| next == at) {
                continue;
            }
            entries.extend_from_slice(&at.to_le_bytes());
            entries.extend_from_slice(&(first_line + k as u32).to_le_bytes());
            entries.extend_from_slice(&0u32.to_le_bytes()); // discriminator
            entries.extend_from_slice(file.as_bytes());
            entries.push(0);
            count += 1;
        }
        let mut body = Vec::with_capacity(16 + entries.len());
        body.extend_from_slice(&addr.to_le_bytes());
        body.extend_from_slice(&count.to_le_bytes());
        body.extend_from_slice(&entries);
        // perf's own agent pads debug records to 8 bytes; the size in the header covers the padding.
        body.resize(body.len() + (8 - (16 + body.len()) % 8) % 8, 0);
        let mut out = record(JIT_CODE_DEBUG_INFO, &body);
        let mut load = Vec::with_capacity(40 + name.len() + 1 + code.len());
        load.extend_from_slice(&self.pid.to_le_bytes());
        load.extend_from_slice(&thread_id().to_le_bytes());
        load.extend_from_slice(&addr.to_le_bytes()); // vma
        load.extend_from_slice(&addr.to_le_bytes()); // code_addr
        load.extend_from_slice(&(code.len() as u64).to_le_bytes());
        load.extend_from_slice(&self.next_index.to_le_bytes());
        load.extend_from_slice(name.as_bytes());
        load.push(0);
        load.extend_from_slice(code);
        out.extend_from_slice(&record(JIT_CODE_LOAD, &load));
        self.next_index += 1;
        self.dump.write_all(&out)
    }
}

/// A record: its header (kind, total size, timestamp), then `body`.
fn record(id: u32, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(16 + body.len());
    out.extend_from_slice(&id.to_le_bytes());
    out.extend_from_slice(&(16 + body.len() as u32).to_le_bytes());
    out.extend_from_slice(&monotonic_ns().to_le_bytes());
    out.extend_from_slice(body);
    out
}

/// The lines of trace `id` for the IR file, with the address where the code of each begins: a
/// heading (the entry code), every IR instruction, and the exit stubs.
pub fn trace_lines(backend: &Backend, id: TraceId, trace: &Trace, heading: &str) -> Option<(u64, Vec<(u64, String)>)> {
    let e = &backend.native(id)?.emitted;
    let addr = |offset: usize| backend.code.addr(offset) as u64;
    let mut lines = vec![(addr(e.start.0), format!("# {heading}"))];
    let mut ops = e.op_offsets.clone();
    ops.sort_by_key(|&(i, off)| (off.0, i));
    // An instruction with no code of its own is listed where the next code begins.
    lines.extend(ops.iter().map(|&(i, off)| (addr(off.0), trace.inst_text(i))));
    lines.push((addr(e.stubs_at.0), "; exits".to_string()));
    lines.sort_by_key(|&(at, _)| at);
    Some((addr(e.start.0), lines))
}

fn monotonic_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec for the call to fill.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    if rc != 0 {
        return 0;
    }
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

fn thread_id() -> u32 {
    // SAFETY: gettid takes nothing and cannot fail.
    unsafe { libc::gettid() as u32 }
}

/// A record of a jitdump, as `parse` reads it back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Record {
    CodeLoad {
        pid: u32,
        tid: u32,
        vma: u64,
        code_addr: u64,
        index: u64,
        name: String,
        code: Vec<u8>,
    },
    /// The line table of the code at `code_addr`: each entry's address, line and file.
    DebugInfo {
        code_addr: u64,
        entries: Vec<(u64, u32, String)>,
    },
}

/// Reads a jitdump back: the header's process id and the records, checking the header (magic, version,
/// size, machine) and that every record's size is what its contents take (up to 7 bytes of padding).
pub fn parse(bytes: &[u8]) -> Result<(u32, Vec<Record>), String> {
    let mut r = Reader { bytes, at: 0 };
    let (magic, version, size, machine) = (r.u32()?, r.u32()?, r.u32()?, r.u32()?);
    if (magic, version, size, machine) != (MAGIC, VERSION, HEADER_BYTES, ELF_MACHINE) {
        return Err(format!("bad header: magic {magic:#x}, version {version}, size {size}, machine {machine}"));
    }
    let (_pad, pid, _timestamp, _flags) = (r.u32()?, r.u32()?, r.u64()?, r.u64()?);
    let mut records = Vec::new();
    while r.at < bytes.len() {
        let start = r.at;
        let (id, total, _timestamp) = (r.u32()?, r.u32()? as usize, r.u64()?);
        let record = match id {
            JIT_CODE_LOAD => {
                let (pid, tid, vma, code_addr, size, index) =
                    (r.u32()?, r.u32()?, r.u64()?, r.u64()?, r.u64()?, r.u64()?);
                let name = r.string()?;
                let code = r.take(size as usize)?.to_vec();
                Record::CodeLoad { pid, tid, vma, code_addr, index, name, code }
            }
            JIT_CODE_DEBUG_INFO => {
                let (code_addr, n) = (r.u64()?, r.u64()?);
                let mut entries = Vec::new();
                for _ in 0..n {
                    let (addr, line, _discrim) = (r.u64()?, r.u32()?, r.u32()?);
                    entries.push((addr, line, r.string()?));
                }
                Record::DebugInfo { code_addr, entries }
            }
            other => return Err(format!("record {} at byte {start}: unknown kind {other}", records.len())),
        };
        let used = r.at - start;
        if total < used || total - used > 7 {
            return Err(format!("record {} at byte {start}: size {total}, contents {used} bytes", records.len()));
        }
        r.at = start + total;
        records.push(record);
    }
    Ok((pid, records))
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let s = self.bytes.get(self.at..self.at + n).ok_or_else(|| format!("truncated at byte {}", self.at))?;
        self.at += n;
        Ok(s)
    }

    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(self.take(4)?.try_into().expect("4 bytes")))
    }

    fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(self.take(8)?.try_into().expect("8 bytes")))
    }

    fn string(&mut self) -> Result<String, String> {
        let rest = &self.bytes[self.at.min(self.bytes.len())..];
        let end =
            rest.iter().position(|&b| b == 0).ok_or_else(|| format!("unterminated string at byte {}", self.at))?;
        let s = String::from_utf8_lossy(&rest[..end]).into_owned();
        self.at += end + 1;
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jit::ir::TraceId;

    /// A real trace compiled and described: the dump parses back to the header, then per code its line
    /// table and its load record, whose bytes are the code in memory; the IR file holds the lines the
    /// table names.
    #[test]
    fn a_compiled_trace_is_described_with_its_code_and_its_ir_lines() {
        let dir = std::env::temp_dir().join(format!("fgljit-jitdump-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let source = "start:\n    s = 0\n    goto loop\nloop:\n    s = s + n\n    n = n - 1\n    if n goto loop else goto done\ndone:\n    print_and_stop(s)\n";
        let program = crate::lang::parse_program("t.fg", source, crate::lang::Format::Fg).unwrap();
        let mut engine = crate::jit::engine::Engine::new(&program, crate::jit::engine::JitOptions::default());
        let mut env =
            crate::driver::initial_env(&program, &engine.code, &[("n".into(), crate::value::Value::Int(1000))])
                .unwrap();
        engine.run(&mut env, u64::MAX);
        let trace = engine.traces[TraceId(0)].trace.clone();
        let mut backend = Backend::new(crate::jit::snapshot::exit_vars(&program), false, 1 << 20).unwrap();
        let id = TraceId(0);
        backend.compile(id, &trace, None, None, false, false).expect("compiles");
        let mut dump = JitDump::create(&dir).unwrap();
        let (addr, lines) = trace_lines(&backend, id, &trace, "T0 test").unwrap();
        dump.code_load("fgljit:T0:loop@t.fg:1", addr, code_of(&backend, id), &lines).unwrap();
        let bytes = std::fs::read(dump.path()).unwrap();
        let (pid, records) = parse(&bytes).expect("parses");
        assert_eq!(pid, std::process::id());
        assert_eq!(records.len(), 2);
        let Record::DebugInfo { code_addr, entries } = &records[0] else { panic!("{records:?}") };
        assert_eq!(*code_addr, addr);
        // The code's first byte is described (by the heading's line, or by the first instruction's when
        // that starts there too), and every entry names the IR file.
        assert_eq!(entries[0].0, addr);
        assert!(entries.iter().all(|(_, _, file)| *file == dump.ir_path().to_string_lossy()), "{entries:?}");
        assert!(entries.windows(2).all(|w| w[0].0 < w[1].0), "{entries:?}");
        let Record::CodeLoad { pid, vma, code_addr, index, name, code, .. } = &records[1] else { panic!() };
        assert_eq!((*pid, *vma, *code_addr, *index), (std::process::id(), addr, addr, 0));
        assert_eq!(name, "fgljit:T0:loop@t.fg:1");
        assert_eq!(code.as_slice(), code_of(&backend, id));
        let ir = std::fs::read_to_string(dump.ir_path()).unwrap();
        let ir: Vec<&str> = ir.lines().collect();
        assert_eq!(ir[0], "# T0 test");
        assert_eq!(ir.last(), Some(&"; exits"));
        for (_, line, _) in entries {
            let text = ir[*line as usize - 1];
            assert!(text.starts_with('#') || text.starts_with(';') || trace.to_string().contains(text), "{text}");
        }
        drop(dump);
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn code_of(backend: &Backend, id: TraceId) -> &[u8] {
        let e = &backend.native(id).unwrap().emitted;
        backend.code.bytes(e.start.0..e.end.0)
    }

    #[test]
    fn a_bad_dump_is_refused() {
        assert!(parse(&[0; 40]).unwrap_err().starts_with("bad header"));
        assert!(parse(&[0x44, 0x54]).unwrap_err().starts_with("truncated"));
    }
}
