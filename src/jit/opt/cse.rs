//! Common subexpression elimination: a pure operation with the same operands as an earlier one is that
//! earlier one (for a guard: it has already been checked). After loop peeling this is also what hoists
//! loop-invariant work: a body operation on values that do not change is its preamble twin.

use super::Rewriter;
use crate::jit::ir::{CseKey, Inst, Ref, Trace};
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let mut rw = Rewriter::new(trace);
    // Sized for every instruction at once: grown from empty, it was rehashed a dozen times a pass.
    let mut seen: HashMap<CseKey, Ref> = HashMap::with_capacity_and_hasher(trace.ops.len(), Default::default());
    for i in 0..trace.ops.len() {
        let inst: Inst = rw.mapped(i);
        if !inst.op.is_pure() {
            rw.keep(i);
            continue;
        }
        let key = inst.cse_key();
        match seen.get(&key) {
            Some(&earlier) => rw.set(i, earlier),
            None => {
                let r = rw.keep(i);
                seen.insert(key, r);
            }
        }
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn repeated_operations_and_guards_merge() {
        let input = "\
v0:int = input a
v1:int = input b
v2:int = add v0, v1 => l/0 (0) {}
v3:int = add v1, v0 => l/1 (0) {}
v4:int = lt v2, v3
guard_true v4 => l/2 (0) {x=v3}
v6:int = lt v2, v2
guard_true v6 => l/3 (0) {}
guard_true v4 => l/4 (0) {}
v9:int = phi c v0
v10:int = phi d v0
";
        let expected = "\
v0:int = input a
v1:int = input b
v2:int = add v0, v1 => l/0 (0) {}
v3:int = lt v2, v2
guard_true v3 => l/2 (0) {x=v2}
v5:int = phi c v0
v6:int = phi d v0
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
