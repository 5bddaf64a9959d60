//! What a bridge knows when it starts: the values its parent trace had proved where it leaves (the
//! constants its snapshot writes, and the constants its guards proved of the variables it leaves as
//! they were). A bridge runs only after that exit, so its inputs of those variables are those
//! constants: a meta-traced interpreter's bridge does not check the program and the jump table again,
//! and folds its own dispatch (PyPy's bridges start from the parent's resume data the same way).

use super::Rewriter;
use crate::jit::ir::{Opcode, SnapId, Trace};
use crate::lang::VarId;
use crate::value::Value;

/// The variables trace `t` has proved constant where it leaves through snapshot `snap`.
pub fn known_at_exit(t: &Trace, snap: SnapId) -> Vec<(VarId, Value)> {
    let Some(at) = t.ops.iter().position(|i| i.snap == snap) else { return Vec::new() };
    let s = t.snapshot(snap);
    let mut known: Vec<(VarId, Value)> =
        s.vars.iter().filter_map(|&(var, r)| Some((var, t.const_value(r)?.clone()))).collect();
    // Inputs the trace leaves unchanged (not in the snapshot), proved constant by a guard before it.
    for inst in &t.ops[..at] {
        let [v, k, _] = inst.args;
        if inst.op != Opcode::GuardValue || v.is_const() || t.ops[v.index()].op != Opcode::Input {
            continue;
        }
        let var = t.ops[v.index()].var();
        if let Some(value) = t.const_value(k)
            && !s.vars.iter().any(|&(w, _)| w == var)
            && !known.iter().any(|&(w, _)| w == var)
        {
            known.push((var, value.clone()));
        }
    }
    known
}

/// `t` with each input of a variable in `known` replaced by its constant (the other passes then fold
/// what follows from it).
pub fn with_known_inputs(t: &Trace, known: &[(VarId, Value)]) -> Trace {
    let mut rw = Rewriter::new(t);
    for (i, inst) in t.ops.iter().enumerate() {
        let value = (inst.op == Opcode::Input)
            .then(|| known.iter().find(|(var, _)| *var == inst.var()))
            .flatten()
            .map(|(_, v)| v)
            .filter(|v| crate::jit::exec::fits(v, inst.ty));
        match value {
            Some(v) => {
                let k = rw.new.konst(v.clone());
                rw.set(i, k);
            }
            None => {
                rw.keep(i);
            }
        }
    }
    rw.finish()
}

#[cfg(test)]
mod tests {
    use crate::jit::ir::{SnapId, parse};

    #[test]
    fn a_bridge_starts_from_what_its_parent_proved() {
        let parent = parse(
            "\
v0:list = input code
v1:int = input pc
v2:int = input x
guard_value v0, [7, 8] => l/0 (0) {}
guard_value v1, 1 => l/1 (0) {}
v5:int = readlist v0, v1 => l/2 (0) {}
v6:int = add v5, v2 => l/3 (0) {}
guard_true v6 => l/4 (0) {pc=2, x=v6}
",
            None,
        )
        .unwrap();
        let known = super::known_at_exit(&parent, SnapId(4));
        let text: Vec<String> = known.iter().map(|(v, k)| format!("{}={k}", parent.names.vars[*v as usize])).collect();
        // pc is written by the exit (2), not the constant the guard proved (1); x is not constant.
        assert_eq!(text, ["pc=2", "code=[7,8]"]);
        let bridge = parse(
            "\
v0:list = input code
v1:int = input pc
v2:int = input x
v3:int = readlist v0, v1 => l/0 (0) {}
v4:int = add v3, v2 => l/1 (0) {x=v2}
",
            Some(parent.names.clone()),
        )
        .unwrap();
        let expected = "\
v0:int = input x
v1:int = readlist [7, 8], 2 => l/0 (0) {}
v2:int = add v1, v0 => l/1 (0) {x=v0}
";
        assert_eq!(super::with_known_inputs(&bridge, &known).to_string(), expected);
    }
}
