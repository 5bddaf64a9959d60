//! Loop peeling (LuaJIT's LOOP pass, in its copy-substitution form).
//!
//! A recorded loop is one iteration that jumps back to itself. Peeling emits that iteration twice: first
//! as the preamble, run once on entry, then as the loop body, whose loop-carried values come in through
//! `phi`s. The copy alone changes nothing; its value is what the other passes can then prove. Everything
//! the preamble's guards established about values that never change holds in the body for free, and a
//! body operation on such values is its preamble twin (common subexpression elimination merges them:
//! the work is hoisted out of the loop). What is left in the body is what changes per iteration.
//!
//! ```text
//! inputs                     inputs
//! loop                       <iteration, on the inputs>        (preamble)
//! <iteration>        =>      phi x <value of x after it>        (one per loop-carried variable)
//! jump x <- x'               loop (JUMPS)
//!                            <iteration, on the phis>           (body)
//!                            jump phi_x <- x''
//! ```

use crate::jit::ir::{Inst, Opcode, Payload, Ref, Trace, Ty};
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let Some(loop_at) = trace.loop_index() else { return Cow::Borrowed(trace) };
    let n = trace.ops.len();
    let mut out = Trace::with_consts_of(trace);
    out.jumps_per_iter = trace.jumps_per_iter;
    out.start = trace.start;
    out.on_entry = trace.on_entry.clone();

    // Old ref -> new ref, for the copy being made.
    let mut map = vec![Ref::NONE; n];
    for (i, inst) in trace.ops[..loop_at].iter().enumerate() {
        map[i] = out.push(*inst);
    }
    let body = loop_at + 1..n - 1;
    let copy = |out: &mut Trace, map: &mut Vec<Ref>| {
        for i in body.clone() {
            super::copy_op(out, trace, map, i, 0);
        }
    };
    copy(&mut out, &mut map);
    // One phi per loop-carried value: its first value is what the preamble computed.
    let mut phis = Vec::new();
    for &(input, next) in &trace.phis {
        let first = if next.is_const() { next } else { map[next.index()] };
        let phi = Inst::new(Opcode::Phi, &[first], trace.ty(input))
            .with_payload(Payload::Var(trace.ops[input.index()].var()));
        debug_assert_ne!(phi.ty, Ty::Void);
        phis.push((input, next, out.push(phi)));
    }
    out.header = phis.iter().map(|&(input, _, phi)| (trace.ops[input.index()].var(), phi)).collect();
    out.push(Inst::new(Opcode::Loop, &[], Ty::Void).with_payload(Payload::Jumps(trace.jumps_per_iter)));
    for &(input, _, phi) in &phis {
        map[input.index()] = phi;
    }
    copy(&mut out, &mut map);
    out.phis =
        phis.iter().map(|&(_, next, phi)| (phi, if next.is_const() { next } else { map[next.index()] })).collect();
    out.push(Inst::new(Opcode::Jump, &[], Ty::Void));
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn the_peeled_trace_keeps_what_is_true_on_entry() {
        let mut t = crate::jit::ir::parse(
            "v0:int = input i\nloop\nv2:int = add v0, 1 => l/0 (0) {}\njump (1) v0 <- v2\n",
            None,
        )
        .expect("parses");
        let var = t.ops[0].var();
        std::rc::Rc::make_mut(&mut t.on_entry).lengths_recorded = vec![(var, 300)];
        assert_eq!(super::run(&t).on_entry, t.on_entry);
    }

    #[test]
    fn peels_one_iteration_and_carries_values_through_phis() {
        let input = "\
v0:int = input i
v1:int = input x
loop
v3:int = mul v1, 2 => l/0 (0) {}
v4:int = sub v0, v3 => l/1 (0) {}
v5:int = ge v4, 0
guard_true v5 => l/2 (1) {i=v4}
jump (1) v0 <- v4
";
        let expected = "\
v0:int = input i
v1:int = input x
v2:int = mul v1, 2 => l/0 (0) {}
v3:int = sub v0, v2 => l/1 (0) {}
v4:int = ge v3, 0
guard_true v4 => l/2 (1) {i=v3}
v6:int = phi i v3
loop (1) {i=v6}
v8:int = mul v1, 2 => l/0 (0) {}
v9:int = sub v6, v8 => l/1 (0) {}
v10:int = ge v9, 0
guard_true v10 => l/2 (1) {i=v9}
jump (1) v6 <- v9
";
        let peeled = run_on(super::run, input);
        assert_eq!(peeled, expected);
        // CSE then finds that `mul v1, 2` does not change: the body keeps only the subtraction.
        let t = crate::jit::ir::parse(&peeled, None).unwrap();
        let t = crate::jit::opt::dce::run(&crate::jit::opt::cse::run(&t)).into_owned();
        assert_eq!(
            t.to_string(),
            "\
v0:int = input i
v1:int = input x
v2:int = mul v1, 2 => l/0 (0) {}
v3:int = sub v0, v2 => l/1 (0) {}
v4:int = ge v3, 0
guard_true v4 => l/2 (1) {i=v3}
v6:int = phi i v3
loop (1) {i=v6}
v8:int = sub v6, v2 => l/1 (0) {}
v9:int = ge v8, 0
guard_true v9 => l/2 (1) {i=v8}
jump (1) v6 <- v8
"
        );
    }
}
