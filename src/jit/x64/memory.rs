//! Code memory: one fixed reservation of address space for all machine code of a run.
//!
//! Code never moves, so every trace reaches every other (and the shared entry and epilogue) with a
//! `rel32` jump assembled for its final address, and an entry address stays valid for the whole run.
//! Pages are writable only while code is copied into them or patched, and executable only after: never
//! both at once (W^X). Only the pages a write touches change protection, so committing a trace costs the
//! same however much code came before it (dynasmrt's growable buffer flips the whole buffer on every
//! commit, which made compiling thousands of traces quadratic).
//!
//! The reservation is address space only (`MAP_NORESERVE`): pages cost memory once code is written to
//! them. Its size bounds machine code; the engine's memory cap (`--jit-max-memory`) normally stops
//! compiling long before.

use std::io;

/// Address space reserved for machine code: within `rel32` reach of itself.
pub const RESERVED_BYTES: usize = 1 << 30;
/// Traces start on this boundary, so the assembler's `.align` (relative to a trace's start) aligns in
/// memory too.
pub const TRACE_ALIGN: usize = 16;

pub struct CodeMemory {
    map: memmap2::MmapMut,
    used: usize,
    page: usize,
}

impl CodeMemory {
    pub fn new(bytes: usize) -> io::Result<CodeMemory> {
        let map = memmap2::MmapOptions::new().len(bytes).no_reserve_swap().map_anon()?;
        Ok(CodeMemory { map, used: 0, page: page_size() })
    }

    /// The address of offset 0.
    pub fn base(&self) -> usize {
        self.map.as_ptr() as usize
    }

    /// Where the next code goes (aligned to `TRACE_ALIGN`).
    pub fn next_offset(&self) -> usize {
        self.used.next_multiple_of(TRACE_ALIGN)
    }

    /// Bytes used so far.
    pub fn used(&self) -> usize {
        self.used
    }

    /// Copies `code`, assembled for address `base() + next_offset()`, there and makes it executable.
    /// Returns its offset.
    pub fn append(&mut self, code: &[u8]) -> io::Result<usize> {
        let at = self.next_offset();
        if at + code.len() > self.map.len() {
            return Err(io::Error::other(format!("code memory full ({} KiB)", self.map.len() >> 10)));
        }
        self.write(at, code)?;
        self.used = at + code.len();
        Ok(at)
    }

    /// Overwrites code already written at `offset` (patching a jump).
    pub fn patch(&mut self, offset: usize, bytes: &[u8]) -> io::Result<()> {
        assert!(offset + bytes.len() <= self.used, "patching outside the code written");
        self.write(offset, bytes)
    }

    /// The code in `range` (offsets).
    pub fn bytes(&self, range: std::ops::Range<usize>) -> &[u8] {
        assert!(range.end <= self.used, "reading outside the code written");
        &self.map[range]
    }

    /// The address of `offset`.
    pub fn addr(&self, offset: usize) -> usize {
        self.base() + offset
    }

    fn write(&mut self, at: usize, bytes: &[u8]) -> io::Result<()> {
        let first = at / self.page * self.page;
        let end = (at + bytes.len()).next_multiple_of(self.page).min(self.map.len());
        self.protect(first..end, Protection::ReadWrite)?;
        self.map[at..at + bytes.len()].copy_from_slice(bytes);
        self.protect(first..end, Protection::ReadExecute)
    }

    fn protect(&mut self, range: std::ops::Range<usize>, p: Protection) -> io::Result<()> {
        let prot = match p {
            Protection::ReadWrite => libc::PROT_READ | libc::PROT_WRITE,
            Protection::ReadExecute => libc::PROT_READ | libc::PROT_EXEC,
        };
        // SAFETY: the range is page-aligned and inside this mapping, which this value owns; no Rust
        // reference into the range is live across the call (`write` takes `&mut self`), and the pages
        // keep read access either way, so `bytes` stays valid.
        let rc = unsafe { libc::mprotect(self.map.as_mut_ptr().add(range.start).cast(), range.len(), prot) };
        if rc == 0 { Ok(()) } else { Err(io::Error::last_os_error()) }
    }
}

enum Protection {
    ReadWrite,
    ReadExecute,
}

fn page_size() -> usize {
    // SAFETY: sysconf only reads a configuration value.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if size > 0 { size as usize } else { 4096 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_is_appended_aligned_and_patched_in_place() {
        let mut m = CodeMemory::new(1 << 20).unwrap();
        assert_eq!(m.append(&[0xc3]).unwrap(), 0);
        assert_eq!(m.append(&[0x90, 0xc3]).unwrap(), TRACE_ALIGN);
        m.patch(TRACE_ALIGN, &[0xcc]).unwrap();
        assert_eq!(m.bytes(TRACE_ALIGN..TRACE_ALIGN + 2), &[0xcc, 0xc3]);
        assert_eq!(m.used(), TRACE_ALIGN + 2);
    }

    #[test]
    fn a_full_reservation_is_an_error_not_a_crash() {
        let mut m = CodeMemory::new(4096).unwrap();
        m.append(&[0x90; 4000]).unwrap();
        let e = m.append(&[0x90; 200]).unwrap_err();
        assert_eq!(e.to_string(), "code memory full (4 KiB)");
    }
}
