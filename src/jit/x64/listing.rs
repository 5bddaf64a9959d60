//! Disassembly of compiled traces (iced-x86), each group of instructions under the IR instruction it
//! comes from. Addresses are offsets in the code buffer and list constants are named, so a listing is
//! the same from run to run (the `asm/` golden files).

use super::Backend;
use crate::jit::ir::{AsmGroup, Trace, TraceId};
use crate::value::Value;
use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter};
use std::rc::Rc;

/// The listing of trace `id`, or `None` if it is not compiled.
pub fn listing(backend: &Backend, id: TraceId, trace: &Trace) -> Option<String> {
    let (bytes, groups) = groups(backend, id, trace)?;
    let mut out = format!("; {id}: {bytes} bytes\n");
    for g in groups {
        if let Some(h) = &g.heading {
            out.push_str(h);
            out.push('\n');
        }
        for line in &g.lines {
            out.push_str(line);
            out.push('\n');
        }
    }
    Some(out)
}

/// The listing of trace `id` as groups, with its code size, or `None` if it is not compiled. A group
/// that emitted nothing is there too, empty (its heading stands over the next group's code).
pub fn groups(backend: &Backend, id: TraceId, trace: &Trace) -> Option<(usize, Vec<AsmGroup>)> {
    let native = backend.native(id)?;
    let e = &native.emitted;
    let bytes = backend.code.bytes(e.start.0..e.end.0);
    let hex = |a: usize| format!("0x{a:x}");
    let mut names: Vec<(String, String)> = trace
        .consts
        .iter()
        .enumerate()
        .filter_map(|(k, v)| match v {
            Value::List(l) => Some((hex(Rc::as_ptr(l) as usize), format!("<list k{k}>"))),
            _ => None,
        })
        .collect();
    let helpers = [
        (super::glue::call_op as *const () as usize, "<call_op>"),
        (super::glue::list_op as *const () as usize, "<list_op>"),
        (super::glue::move_list as *const () as usize, "<move_list>"),
        (super::glue::exit_lists as *const () as usize, "<exit_lists>"),
        (super::glue::materialize as *const () as usize, "<materialize>"),
        (super::glue::stash_exit as *const () as usize, "<stash_exit>"),
    ];
    names.extend(helpers.iter().map(|&(a, name)| (hex(a), name.to_string())));
    names.extend(e.transfers.iter().enumerate().map(|(k, t)| (hex(t.as_ptr() as usize), format!("<exit lists {k}>"))));
    // Longest first, so that no address is replaced inside a longer one.
    names.sort_by_key(|(h, _)| std::cmp::Reverse(h.len()));
    let mut formatter = IntelFormatter::new();
    formatter.options_mut().set_hex_prefix("0x");
    formatter.options_mut().set_hex_suffix("");
    formatter.options_mut().set_uppercase_hex(false);
    formatter.options_mut().set_first_operand_char_index(8);
    let mut decoder = Decoder::with_ip(64, bytes, e.start.0 as u64, DecoderOptions::NONE);
    // Group starts: (offset, heading, IR instruction).
    let mut starts: Vec<(usize, String, Option<usize>)> =
        e.op_offsets.iter().map(|(i, off)| (off.0, format!("; {}", trace.inst_text(*i)), Some(*i))).collect();
    starts.push((e.stubs_at.0, "; exits".to_string(), None));
    if let Some(b) = &e.body {
        starts.push((b.entry.0, "; body entry".to_string(), None));
    }
    starts.sort_by_key(|(off, _, _)| *off);
    let mut groups = vec![AsmGroup { heading: None, op: None, lines: Vec::new() }];
    let mut next_group = 0;
    let mut text = String::new();
    while decoder.can_decode() {
        let ip = decoder.ip() as usize;
        // Every group starting here (groups that emitted nothing stand together).
        while next_group < starts.len() && starts[next_group].0 <= ip {
            let (_, heading, op) = &starts[next_group];
            groups.push(AsmGroup { heading: Some(heading.clone()), op: *op, lines: Vec::new() });
            next_group += 1;
        }
        let instr = decoder.decode();
        text.clear();
        formatter.format(&instr, &mut text);
        for (hex, name) in &names {
            if text.contains(hex.as_str()) {
                text = text.replace(hex.as_str(), name);
            }
        }
        groups.last_mut().expect("one group at least").lines.push(format!("  {ip:06x}  {text}"));
    }
    Some((native.code_bytes, groups))
}
