//! Copy propagation: `vN = same x` disappears and its uses read `x`. The recorder logs `x = y` as `same`
//! (like the seeds' traces); in SSA a copy is only another name for the same value.

use super::Rewriter;
use crate::jit::ir::{Opcode, Trace};
use std::borrow::Cow;

pub fn run(trace: &Trace) -> Cow<'_, Trace> {
    let mut rw = Rewriter::new(trace);
    for (i, inst) in trace.ops.iter().enumerate() {
        if inst.op == Opcode::Same {
            let to = rw.map(inst.args[0]);
            rw.set(i, to);
        } else {
            rw.keep(i);
        }
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use super::super::test_util::run_on;

    #[test]
    fn copies_disappear_everywhere_they_were_read() {
        let input = "\
v0:int = input a
loop
v2:int = same v0
v3:int = same v2
v4:int = add v3, 1 => l/0 (0) {b=v3}
guard_true v3 => l/1 (0) {b=v2, c=v4}
jump (1) v0 <- v4
";
        let expected = "\
v0:int = input a
loop
v2:int = add v0, 1 => l/0 (0) {b=v0}
guard_true v0 => l/1 (0) {b=v0, c=v2}
jump (1) v0 <- v2
";
        assert_eq!(run_on(super::run, input), expected);
    }
}
