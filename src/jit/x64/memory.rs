//! Code memory: one fixed reservation of address space for all machine code of a run.
//!
//! Code never moves, so every trace reaches every other (and the shared entry and epilogue) with a
//! `rel32` jump assembled for its final address, and an entry address stays valid for the whole run.
//! Pages are writable only while code is copied into them or patched, and executable only after: never
//! both at once (W^X). Only the pages a write touches change protection, so committing a trace costs the
//! same however much code came before it (dynasmrt's growable buffer flips the whole buffer on every
//! commit, which made compiling thousands of traces quadratic). The pages a write opens stay writable
//! for the writes that follow until `seal` makes them executable again, which the engine does before
//! it enters machine code: compiling a bridge (its code, the moves its parent's exit goes through, the
//! patched jump) changes protection once per region it touches, not once per write (a trace's code,
//! its exits' stubs and a patched jump are three writes, often to the same pages).
//!
//! The reservation is address space only (`MAP_NORESERVE`): pages cost memory once code is written to
//! them. Its size bounds machine code; the engine's memory cap (`--jit-max-memory`) normally stops
//! compiling long before.

use std::io;

/// Address space reserved for machine code at most: within `rel32` reach of itself. The engine asks for
/// what its memory cap needs (`Backend::new`), and takes less when the system refuses that much.
pub const RESERVED_BYTES: usize = 1 << 30;
/// The least reservation worth having.
pub const LEAST_RESERVED_BYTES: usize = 4 << 20;
/// Open ranges of code memory this close are opened as one (`CodeMemory::open`).
const MERGE_GAP: usize = 64 << 10;
/// Traces start on this boundary, a cache line, so that alignment relative to a trace's start (its
/// loop body's, `Emitter::align_loop`) is alignment in memory too.
pub const TRACE_ALIGN: usize = 64;

pub struct CodeMemory {
    map: memmap2::MmapMut,
    used: usize,
    page: usize,
    /// Page-aligned ranges of offsets made writable since the last `seal`, disjoint.
    writable: Vec<std::ops::Range<usize>>,
}

impl CodeMemory {
    pub fn new(bytes: usize) -> io::Result<CodeMemory> {
        let map = memmap2::MmapOptions::new().len(bytes).no_reserve_swap().map_anon()?;
        Ok(CodeMemory { map, used: 0, page: page_size(), writable: Vec::new() })
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

    /// Copies `code`, assembled for address `base() + next_offset()`, there (executable once sealed).
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

    /// Throws away the code past `keep` (a flush: nothing will run it again) and gives its pages back
    /// to the system; the next code is written from `keep` on.
    pub fn truncate(&mut self, keep: usize) -> io::Result<()> {
        assert!(keep <= self.used, "truncating past the code written");
        let from = keep.next_multiple_of(self.page);
        let to = self.used.next_multiple_of(self.page).min(self.map.len());
        if from < to {
            // SAFETY: the range is page-aligned and inside this mapping, which this value owns. Its pages
            // hold only code past `keep`, which the engine no longer runs nor links to (it flushed every
            // trace, and no machine code runs during a flush); no Rust reference into them is live (this
            // takes `&mut self`). MADV_DONTNEED makes them read as zeros afterwards, which is what fresh
            // code memory holds.
            unsafe { self.map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, from, to - from)? };
        }
        self.used = keep;
        Ok(())
    }

    /// The address of `offset`.
    pub fn addr(&self, offset: usize) -> usize {
        self.base() + offset
    }

    /// Makes every page written since the last seal executable again (and no longer writable).
    /// Machine code runs only after this.
    pub fn seal(&mut self) -> io::Result<()> {
        while let Some(range) = self.writable.last().cloned() {
            self.protect(range, Protection::ReadExecute)?;
            self.writable.pop();
        }
        Ok(())
    }

    /// Whether every page is executable (nothing written since the last seal).
    pub fn is_sealed(&self) -> bool {
        self.writable.is_empty()
    }

    fn write(&mut self, at: usize, bytes: &[u8]) -> io::Result<()> {
        let first = at / self.page * self.page;
        let end = (at + bytes.len()).next_multiple_of(self.page).min(self.map.len());
        self.open(first..end)?;
        self.map[at..at + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// Makes the pages of `range` writable, unless they are, and notes them for `seal`: merged with
    /// the open ranges it comes within `MERGE_GAP` of, gap included (a bridge is usually patched into
    /// a parent compiled shortly before it, near the end of the code), so a compile opens and seals
    /// one range.
    fn open(&mut self, range: std::ops::Range<usize>) -> io::Result<()> {
        if self.writable.iter().any(|w| w.start <= range.start && range.end <= w.end) {
            return Ok(());
        }
        let near = |w: &std::ops::Range<usize>| w.start <= range.end + MERGE_GAP && range.start <= w.end + MERGE_GAP;
        let mut merged = range.clone();
        for w in self.writable.iter().filter(|w| near(w)) {
            merged = merged.start.min(w.start)..merged.end.max(w.end);
        }
        self.protect(merged.clone(), Protection::ReadWrite)?;
        self.writable.retain(|w| !(merged.start <= w.start && w.end <= merged.end));
        self.writable.push(merged);
        Ok(())
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
        m.seal().unwrap();
        assert!(m.is_sealed());
    }

    /// The pages writes open are one range per region (a gap of up to `MERGE_GAP` included), and
    /// sealing closes them all.
    #[test]
    fn writes_stay_open_until_sealed_one_range_per_region() {
        let mut m = CodeMemory::new(1 << 22).unwrap();
        let page = m.page;
        let far = MERGE_GAP + 2 * page;
        m.append(&vec![0x90; far + page]).unwrap();
        m.append(&[0xc3]).unwrap();
        let end = (far + 2 * page).next_multiple_of(page);
        assert_eq!(m.writable, vec![0..end]);
        m.seal().unwrap();
        assert!(m.is_sealed());
        // A patch far from the end is a range of its own; one near it joins it, gap and all.
        m.append(&[0xc3]).unwrap();
        let tail = end - page..end;
        assert_eq!(m.writable, vec![tail.clone()]);
        m.patch(0, &[0xcc]).unwrap();
        assert_eq!(m.writable, vec![tail.clone(), 0..page]);
        m.patch(end - 2 * page, &[0xcc]).unwrap();
        assert_eq!(m.writable, vec![0..page, end - 2 * page..end]);
        m.seal().unwrap();
        assert!(m.is_sealed());
        assert_eq!(m.bytes(0..1), &[0xcc]);
    }

    #[test]
    fn truncated_code_is_written_again_from_where_it_was_cut() {
        let mut m = CodeMemory::new(1 << 22).unwrap();
        let page = m.page;
        m.append(&[0xc3]).unwrap();
        let keep = m.used();
        m.append(&vec![0x90; 3 * page]).unwrap();
        m.seal().unwrap();
        m.truncate(keep).unwrap();
        assert_eq!(m.used(), keep);
        assert_eq!(m.append(&[0xcc]).unwrap(), TRACE_ALIGN);
        m.seal().unwrap();
        assert_eq!(m.bytes(0..1), &[0xc3]);
        assert_eq!(m.bytes(TRACE_ALIGN..TRACE_ALIGN + 1), &[0xcc]);
    }

    #[test]
    fn a_full_reservation_is_an_error_not_a_crash() {
        let mut m = CodeMemory::new(4096).unwrap();
        m.append(&[0x90; 4000]).unwrap();
        let e = m.append(&[0x90; 200]).unwrap_err();
        assert_eq!(e.to_string(), "code memory full (4 KiB)");
    }
}
