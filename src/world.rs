//! The world outside the program's variables: standard output and standard input, as the effects of
//! FGL 2 (`print`, `put_byte`, `get_byte`, and `print_and_stop`'s value) see them.
//!
//! Every execution mode writes through this one buffered writer, so output is in program order whichever
//! mode ran which part; the operation table's rows for the effects call it directly, so the interpreter,
//! the trace executor and machine code (through the generic helper call) share their one definition. The
//! buffer is flushed when it fills, and by the driver before a runtime error or step-limit message and at
//! every exit (`flush`). It is per thread, like the symbol table: tests run programs in parallel threads,
//! each with its own captured output (`capture`) and input (`set_input`).

use std::cell::RefCell;
use std::io::{Read, Write};

/// Output is handed to the operating system in pieces of this size.
pub const BUFFER_BYTES: usize = 64 * 1024;

/// The output buffer, laid out for machine code too (`x64/lower.rs` writes `put_byte` straight into
/// it): the length, then the bytes. It never moves while its thread lives.
#[repr(C)]
pub struct Output {
    pub len: usize,
    pub bytes: [u8; BUFFER_BYTES],
}

/// Byte offset of `Output::bytes`.
pub const OUTPUT_BYTES_OFFSET: i32 = std::mem::offset_of!(Output, bytes) as i32;

enum Sink {
    Stdout,
    /// A closed pipe (`fgljit ... | head`): output is dropped, as it is not an error of the program.
    Closed,
    Captured(Vec<u8>),
}

enum Source {
    Stdin,
    Bytes { bytes: Vec<u8>, at: usize },
}

struct World {
    out: Box<Output>,
    sink: Sink,
    input: Source,
    /// Standard input reached its end (or failed): every later read is -1, without asking again.
    input_done: bool,
}

thread_local! {
    static WORLD: RefCell<World> = RefCell::new(World {
        out: Box::new(Output { len: 0, bytes: [0; BUFFER_BYTES] }),
        sink: Sink::Stdout,
        input: Source::Stdin,
        input_done: false,
    });
}

impl World {
    fn drain(&mut self) -> std::io::Result<()> {
        let result = emit(&mut self.sink, &self.out.bytes[..self.out.len]);
        self.out.len = 0;
        result
    }
}

/// Hands `bytes` to `sink` (standard output, or the captured output).
fn emit(sink: &mut Sink, bytes: &[u8]) -> std::io::Result<()> {
    if bytes.is_empty() {
        return Ok(());
    }
    match sink {
        Sink::Stdout => {
            let mut stdout = std::io::stdout().lock();
            match stdout.write_all(bytes).and_then(|_| stdout.flush()) {
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                    *sink = Sink::Closed;
                    Ok(())
                }
                r => r,
            }
        }
        Sink::Closed => Ok(()),
        Sink::Captured(v) => {
            v.extend_from_slice(bytes);
            Ok(())
        }
    }
}

/// Writes `bytes` on standard output (buffered).
pub fn write(bytes: &[u8]) {
    WORLD.with(|w| {
        let mut w = w.borrow_mut();
        // An error writing standard output is reported by the final `flush`, which fails the same way.
        if w.out.len + bytes.len() > BUFFER_BYTES {
            let _ = w.drain();
        }
        if bytes.len() > BUFFER_BYTES {
            let _ = emit(&mut w.sink, bytes);
            return;
        }
        let at = w.out.len;
        w.out.bytes[at..at + bytes.len()].copy_from_slice(bytes);
        w.out.len += bytes.len();
    })
}

/// This thread's output buffer, for machine code, which appends to it only while nothing else uses
/// it (no borrow of the world is held while compiled code runs).
pub fn output() -> *mut Output {
    WORLD.with(|w| &mut *w.borrow_mut().out as *mut Output)
}

/// The next byte of standard input, or -1 at its end (for good: a program that reads past the end gets
/// -1 forever, never a wait).
pub fn read_byte() -> i64 {
    WORLD.with(|w| {
        let mut w = w.borrow_mut();
        if w.input_done {
            return -1;
        }
        let byte = match &mut w.input {
            Source::Stdin => {
                // A program that prompts and then reads must have shown its prompt first.
                let _ = w.drain();
                let mut b = [0u8; 1];
                loop {
                    match std::io::stdin().lock().read(&mut b) {
                        Ok(1) => break Some(b[0]),
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        _ => break None,
                    }
                }
            }
            Source::Bytes { bytes, at } => {
                let b = bytes.get(*at).copied();
                *at += 1;
                b
            }
        };
        match byte {
            Some(b) => b as i64,
            None => {
                w.input_done = true;
                -1
            }
        }
    })
}

/// Hands what is buffered to standard output.
pub fn flush() -> std::io::Result<()> {
    WORLD.with(|w| w.borrow_mut().drain())
}

/// From now on, this thread's output is kept (for tests and in-process runs) instead of written;
/// `take_captured` returns it. Input is reset to standard input.
pub fn capture() {
    WORLD.with(|w| {
        let mut w = w.borrow_mut();
        w.out.len = 0;
        w.sink = Sink::Captured(Vec::new());
        w.input = Source::Stdin;
        w.input_done = false;
    })
}

/// The output captured since `capture` (flushed first), which starts again empty.
pub fn take_captured() -> Vec<u8> {
    WORLD.with(|w| {
        let mut w = w.borrow_mut();
        let _ = w.drain();
        match &mut w.sink {
            Sink::Captured(v) => std::mem::take(v),
            _ => Vec::new(),
        }
    })
}

/// This thread's programs read `bytes` as their standard input.
pub fn set_input(bytes: Vec<u8>) {
    WORLD.with(|w| {
        let mut w = w.borrow_mut();
        w.input = Source::Bytes { bytes, at: 0 };
        w.input_done = false;
    })
}

/// The process's peak resident memory so far, in KiB, where the system says (Linux: `VmHWM` of
/// /proc/self/status); `None` elsewhere.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_is_captured_in_order_and_input_ends_in_minus_one_for_good() {
        capture();
        write(b"ab");
        write(b"c");
        assert_eq!(take_captured(), b"abc");
        set_input(vec![7]);
        assert_eq!((read_byte(), read_byte(), read_byte()), (7, -1, -1));
    }
}
