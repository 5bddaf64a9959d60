//! File tests of the x86-64 backend, in the style of Cranelift's: each `tests/backend/NAME.ir` is a
//! trace in the IR's text form (as the optimizer leaves it), and `NAME.expected` what the backend makes
//! of it: where its entries and exits are, what they take and hand over, and the listing of its code
//! under the IR instruction each group comes from (`x64/listing.rs`, as `--log asm` shows it). The
//! facts the optimizer hands the backend are computed from the IR (`opt::facts::of`). A change in
//! lowering, entries or exits shows here on a trace small enough to read.
//! Re-bless with `FGLJIT_BLESS=1 cargo test --test backend`.
#![cfg(target_arch = "x86_64")]

use fgljit::jit::ir::{Trace, TraceId, parse};
use fgljit::jit::x64::handoff::{Place, Src};
use fgljit::jit::x64::regalloc::Loc;
use fgljit::jit::x64::{Backend, listing, memory};
use fgljit::jit::{opt, verify};
use std::fmt::Write as _;
use std::path::Path;
use std::rc::Rc;

const REGS: [&str; 16] =
    ["rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"];

fn loc(l: Loc) -> String {
    match l {
        Loc::Reg(r) => REGS[r as usize].to_string(),
        Loc::Stack(k) => format!("[rsp+{}]", 8 * k),
        Loc::None => "-".to_string(),
    }
}

fn src(s: Src) -> String {
    match s {
        Src::Reg(r) => REGS[r as usize].to_string(),
        Src::Stack(k) => format!("[rsp+{}]", 8 * k),
        Src::Word(w) => w.to_string(),
        Src::Slot(off) => format!("[rbp+{off}]"),
    }
}

fn place(t: &Trace, p: Place) -> String {
    match p {
        Place::Var(v) => t.names.vars[v as usize].clone(),
        Place::Elem(v, k) => format!("{}[{k}]", t.names.vars[v as usize]),
    }
}

/// What the backend makes of the trace in `text`: its entries and exits, then its listing.
fn backend_output(text: &str) -> String {
    let mut t = parse(text, None).unwrap_or_else(|e| panic!("bad test IR: {e}"));
    verify::verify(&t).unwrap_or_else(|e| panic!("invalid test IR: {e}"));
    t.facts = Some(Rc::new(opt::facts::of(&t)));
    let mut be = Backend::new(t.names.vars.len(), false, memory::LEAST_RESERVED_BYTES).expect("code memory");
    let id = TraceId(0);
    be.compile(id, &t, None, None, false, false).unwrap_or_else(|e| panic!("not compiled: {}", e.0));
    let e = &be.native(id).expect("compiled").emitted;
    let mut out = String::new();
    let _ = writeln!(out, "; entry {:06x}, trusted entry {:06x}", e.entry.0, e.trusted_entry.0);
    let requires: Vec<String> = (e.requires.iter())
        .map(|&(v, kind, word)| {
            let word = word.map_or(String::new(), |w| format!(" = {w}"));
            format!("{} kind {kind}{word}", t.names.vars[v as usize])
        })
        .collect();
    let _ = writeln!(out, ";   requires {}", requires.join(", "));
    let places =
        |ps: &[(Place, Loc)]| ps.iter().map(|&(p, l)| format!("{}={}", place(&t, p), loc(l))).collect::<Vec<_>>();
    let _ = writeln!(out, "; handoff {:06x}, takes {}", e.handoff.0, places(&e.handoff_inputs).join(", "));
    if !e.past_reads.is_empty() {
        let _ = writeln!(
            out,
            "; past the entry reads {:06x}, takes {}",
            e.handoff_reads.0,
            places(&e.past_reads).join(", ")
        );
    }
    if let Some(b) = &e.body {
        let live: Vec<String> =
            b.live.iter().map(|&(v, l)| format!("{}={}", t.names.vars[v as usize], loc(l))).collect();
        let _ = writeln!(out, "; body entry {:06x}, takes {}", b.entry.0, live.join(", "));
    }
    for (k, jump) in e.exit_jumps.iter().enumerate() {
        let Some(jump) = jump else { continue };
        let s = &t.snapshots[k];
        let _ = write!(out, "; exit {k} ({}): jmp at {:06x}", t.snapshot_text(s), jump.0);
        match &e.exit_values[k] {
            Some(values) if values.is_empty() => out.push_str(", hands over no value\n"),
            Some(values) => {
                let v: Vec<String> = values.iter().map(|&(p, s)| format!("{}={}", place(&t, p), src(s))).collect();
                let _ = writeln!(out, ", hands over {}", v.join(", "));
            }
            None => out.push_str(", hands over nothing in registers\n"),
        }
    }
    out.push_str(&listing::listing(&be, id, &t).expect("compiled"));
    out
}

#[test]
fn backend_files_match_their_expected_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/backend");
    let bless = std::env::var_os("FGLJIT_BLESS").is_some();
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/backend")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ir"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 6, "the backend's file tests: {cases:?}");
    let mut failed = Vec::new();
    for ir in &cases {
        let got = backend_output(&std::fs::read_to_string(ir).expect("readable"));
        let expected = ir.with_extension("expected");
        if bless {
            std::fs::write(&expected, &got).expect("writable");
            continue;
        }
        let want = std::fs::read_to_string(&expected).unwrap_or_default();
        if got != want {
            eprintln!("--- {} differs from {}:\n{got}", ir.display(), expected.display());
            failed.push(ir.display().to_string());
        }
    }
    assert!(failed.is_empty(), "differ (FGLJIT_BLESS=1 cargo test --test backend writes them): {failed:?}");
}
