//! What a bridge knows when it starts: the values its parent trace had proved where it leaves (the
//! constants its snapshot writes, and the constants its guards proved of the variables it leaves as
//! they were). A bridge runs only after that exit, so its inputs of those variables are those
//! constants: a meta-traced interpreter's bridge does not check the program and the jump table again,
//! and folds its own dispatch (PyPy's bridges start from the parent's resume data the same way). It also
//! knows the ranges of integers and the lengths of lists its parent proved there, so a brainfuck
//! bridge does not check its pointer against the tape, nor `pc < n`, again.

use super::Rewriter;
use crate::jit::ir::{Opcode, SnapId, Trace, Ty};
use crate::lang::VarId;
use crate::value::Value;

/// What trace `t` knows of a variable where it leaves through a snapshot.
#[derive(Clone, Debug, PartialEq)]
pub struct Known {
    pub var: VarId,
    /// Its kind.
    pub ty: Ty,
    /// Its value, when the trace proved it constant.
    pub value: Option<Value>,
    /// A list the trace proved plain words (`opt/lists.rs`).
    pub words: bool,
    /// For a list: an element the failing guard tested (at an index in a variable, or a constant),
    /// and whether it is nonzero (`guard_false` failed) or zero (`guard_true` failed).
    pub element: Option<(Index, bool)>,
    /// For an integer: the range `lo..=hi` the trace proved it within (`opt/arith.rs`).
    pub range: Option<(i64, i64)>,
    /// For a list: the `m` the trace proved its length longer than (`opt/lists.rs`).
    pub longer: Option<i64>,
}

/// Where an element is, in terms a bridge can name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Index {
    Var(VarId),
    Const(i64),
}

/// What trace `t` knows where it leaves through snapshot `snap`: each variable its snapshot writes
/// (its kind, and its value if constant), and each input it leaves as it was (the kind checked on
/// entry, and the constant a guard before the exit proved it, if any). Other variables are unknown.
pub fn known_at(t: &Trace, snap: SnapId) -> Vec<Known> {
    let Some(at) = t.ops.iter().position(|i| i.snap == snap) else { return Vec::new() };
    let s = t.snapshot(snap);
    let (words, longer) = super::lists::proved_before(t, at);
    let proved_words = |r: crate::jit::ir::Ref| r.is_op() && words[r.index()];
    let ranges = super::arith::ranges_before(t, at);
    // A range says something when it is narrower than any integer's.
    let range_of = |r: crate::jit::ir::Ref| {
        (r.is_op() && t.ty(r) == Ty::Int && ranges[r.index()] != (i64::MIN, i64::MAX)).then(|| ranges[r.index()])
    };
    let longer_of = |r: crate::jit::ir::Ref| if r.is_op() && t.ty(r) == Ty::List { longer[r.index()] } else { None };
    let mut known: Vec<Known> = s
        .vars
        .iter()
        .map(|&(var, r)| Known {
            var,
            ty: t.ty(r),
            value: t.const_value(r).cloned(),
            words: proved_words(r),
            element: None,
            range: range_of(r),
            longer: longer_of(r),
        })
        .collect();
    // The inputs (which come first) and the constants guards before the exit proved them.
    let inputs = t.ops.iter().take_while(|i| i.op == Opcode::Input).count();
    let mut proved: Vec<Option<Value>> = vec![None; inputs];
    for g in &t.ops[..at] {
        let [v, k, _] = g.args;
        if g.op == Opcode::GuardValue && v.is_op() && v.index() < inputs {
            proved[v.index()] = t.const_value(k).cloned();
        }
    }
    for (i, (inst, value)) in t.ops[..inputs].iter().zip(proved).enumerate() {
        if !s.vars.iter().any(|&(w, _)| w == inst.var()) {
            let r = crate::jit::ir::Ref::op(i);
            known.push(Known {
                var: inst.var(),
                ty: inst.ty,
                value,
                words: words[i],
                element: None,
                range: range_of(r),
                longer: longer_of(r),
            });
        }
    }
    for (var, value) in &t.known_on_entry {
        if !known.iter().any(|k| k.var == *var) {
            let ty = Ty::of_kind(value.kind());
            let value = Some(value.clone());
            known.push(Known { var: *var, ty, value, words: false, element: None, range: None, longer: None });
        }
    }
    tested_element(t, at, &s, inputs, &mut known);
    known
}

/// What the failing branch guard at `at` proves of the element it tested: `guard_true (readlist l, i)`
/// failed, so that element is 0 (`guard_false`: it is not), when the bridge can name `l` and `i` (a
/// variable the exit writes them to, or leaves as it was). A meta-traced interpreter's bridge from a
/// branch on memory (brainfuck's `]` on its cell) then does not read and test the cell again.
fn tested_element(t: &Trace, at: usize, s: &crate::jit::snapshot::Snapshot, inputs: usize, known: &mut [Known]) {
    let g = &t.ops[at];
    let nonzero = match g.op {
        Opcode::GuardTrue => false,
        Opcode::GuardFalse => true,
        _ => return,
    };
    let c = g.args[0];
    if !c.is_op() || t.ops[c.index()].op != Opcode::ReadList || t.ty(c) != Ty::Int {
        return;
    }
    let [list, index, _] = t.ops[c.index()].args;
    // The variable that holds `r` where the bridge starts: the exit writes it there, or it is the input
    // of a variable the exit leaves as it was.
    let var_of = |r: crate::jit::ir::Ref| {
        s.vars.iter().find(|&&(_, v)| v == r).map(|&(var, _)| var).or_else(|| {
            (r.is_op() && r.index() < inputs && !s.vars.iter().any(|&(w, _)| w == t.ops[r.index()].var()))
                .then(|| t.ops[r.index()].var())
        })
    };
    let index = match t.const_value(index) {
        Some(Value::Int(k)) => Index::Const(*k),
        Some(_) => return,
        None => match var_of(index) {
            Some(var) => Index::Var(var),
            None => return,
        },
    };
    let Some(list_var) = var_of(list) else { return };
    if let Some(k) = known.iter_mut().find(|k| k.var == list_var) {
        k.element = Some((index, nonzero));
    }
}

/// `t` with each input of a variable `known` proves constant replaced by its constant (the other
/// passes then fold what follows from it).
pub fn with_known_inputs(t: &Trace, known: &[Known]) -> Trace {
    let mut rw = Rewriter::new(t);
    // Big integers have no machine word: a trace holds none.
    rw.new.known_on_entry =
        known.iter().filter_map(|k| Some((k.var, k.value.clone().filter(|v| !matches!(v, Value::Big(_)))?))).collect();
    rw.new.words_on_entry = known.iter().filter(|k| k.words && k.value.is_none()).map(|k| k.var).collect();
    rw.new.ranges_on_entry =
        known.iter().filter(|k| k.value.is_none()).filter_map(|k| k.range.map(|(lo, hi)| (k.var, lo, hi))).collect();
    rw.new.longer_on_entry =
        known.iter().filter(|k| k.value.is_none()).filter_map(|k| k.longer.map(|m| (k.var, m))).collect();
    // The element the parent's failing guard tested, as this trace names it: its list's input, its
    // index's input (or constant), and whether it is nonzero.
    let input_of = |var: VarId| t.ops.iter().position(|i| i.op == Opcode::Input && i.var() == var);
    let element = known.iter().find_map(|k| {
        let (index, nonzero) = k.element?;
        let list = input_of(k.var)?;
        let index = match index {
            Index::Var(v) => Err(input_of(v)?),
            Index::Const(c) => Ok(c),
        };
        Some((list, index, nonzero))
    });
    let mut tested = None;
    for (i, inst) in t.ops.iter().enumerate() {
        if let Some((list, index, nonzero)) = element {
            let same_index = |r: crate::jit::ir::Ref| match index {
                Ok(c) => t.int_const(r) == Some(c),
                Err(input) => r == crate::jit::ir::Ref::op(input),
            };
            // A read of that element (an update would have made a new list value first) is 0, or
            // nonzero, which the first branch on it need not test.
            if inst.op == Opcode::ReadList && inst.args[0] == crate::jit::ir::Ref::op(list) && same_index(inst.args[1])
            {
                if !nonzero {
                    let zero = rw.new.konst(Value::Int(0));
                    rw.set(i, zero);
                    continue;
                }
                tested = Some(crate::jit::ir::Ref::op(i));
            } else if nonzero && inst.op == Opcode::GuardTrue && Some(inst.args[0]) == tested {
                continue;
            }
        }
        let value = (inst.op == Opcode::Input)
            .then(|| known.iter().find(|k| k.var == inst.var()))
            .flatten()
            .and_then(|k| k.value.as_ref())
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
        let known = super::known_at(&parent, SnapId(4));
        let text: Vec<String> = known
            .iter()
            .filter_map(|k| Some(format!("{}={}", parent.names.vars[k.var as usize], k.value.as_ref()?)))
            .collect();
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

    #[test]
    fn a_bridge_does_not_check_again_that_a_list_is_plain_words() {
        let parent = parse(
            "\
v0:list = input t
v1:int = input p
guard_words v0 => l/0 (0) {}
v3:int = readlist v0, v1 words => l/0 (0) {}
v4:int = add v3, 1 => l/1 (0) {}
v5:list = set v0, v1, v4 owned words in_bounds => l/2 (0) {}
guard_true v4 => l/3 (0) {t=v5}
",
            None,
        )
        .unwrap();
        let known = super::known_at(&parent, SnapId(3));
        assert!(known.iter().any(|k| &*parent.names.vars[k.var as usize] == "t" && k.words));
        let bridge = parse(
            "\
v0:list = input t
v1:int = input p
guard_words v0 => l/3 (0) {}
v3:int = readlist v0, v1 => l/3 (0) {}
",
            Some(parent.names.clone()),
        )
        .unwrap();
        let started = super::with_known_inputs(&bridge, &known);
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 words => l/3 (0) {}
";
        assert_eq!(crate::jit::opt::lists::run(&started).to_string(), expected);
    }

    #[test]
    fn a_bridge_knows_the_ranges_and_lengths_its_parent_proved() {
        // The parent checked `5 < n`, masked its pointer into 0..=255 and checked the tape longer than
        // that, then left at a branch on the cell.
        let parent = parse(
            "\
v0:list = input t
v1:int = input p
v2:int = input n
v3:int = lt 5, v2
guard_true v3 => l/0 (0) {}
v5:int = add v1, 3 => l/1 (0) {}
v6:int = and v5, 255
v7:int = len v0
v8:int = lt 255, v7
guard_true v8 => l/2 (0) {p=v6}
v10:int = readlist v0, v6 words in_bounds => l/3 (0) {p=v6}
v11:int = lt v10, 7
guard_true v11 => l/3 (0) {p=v6}
",
            None,
        )
        .unwrap();
        let snap = parent.ops.last().unwrap().snap;
        let known = super::known_at(&parent, snap);
        let of = |name: &str| known.iter().find(|k| &*parent.names.vars[k.var as usize] == name).unwrap();
        assert_eq!((of("p").range, of("n").range, of("t").longer), (Some((0, 255)), Some((6, i64::MAX)), Some(255)));
        // Where the length check itself fails, it proved nothing.
        let at_check = super::known_at(&parent, SnapId(2));
        assert_eq!(at_check.iter().find(|k| &*parent.names.vars[k.var as usize] == "t").unwrap().longer, None);
        // The bridge checks `5 < n` and masks the pointer again, and reads the cell and the next one.
        let bridge = parse(
            "\
v0:list = input t
v1:int = input p
v2:int = input n
v3:int = lt 5, v2
guard_true v3 => l/0 (0) {}
v5:int = and v1, 255
v6:int = readlist v0, v5 => l/1 (0) {}
v7:int = add v5, 1 => l/2 (0) {}
v8:int = and v7, 255
v9:int = readlist v0, v8 => l/3 (0) {}
v10:int = add v6, v9 => l/4 (0) {}
guard_true v10 => l/5 (0) {}
",
            Some(parent.names.clone()),
        )
        .unwrap();
        let started = super::with_known_inputs(&bridge, &known);
        let optimized = crate::jit::opt::optimize(&started);
        // Neither `5 < n`, nor the mask of the pointer, nor either bounds check is left.
        let expected = "\
v0:list = input t
v1:int = input p
v2:int = input n
v3:int = readlist v0, v1 in_bounds => l/1 (0) {}
v4:int = add_nov v1, 1
v5:int = and v4, 255
v6:int = readlist v0, v5 in_bounds => l/3 (0) {}
v7:int = add v3, v6 => l/4 (0) {}
guard_true v7 => l/5 (0) {}
";
        assert_eq!(optimized.to_string(), expected);
    }

    #[test]
    fn a_bridge_knows_the_element_its_parent_tested() {
        // The parent leaves when the cell at p is 0 (`guard_true` on it failed), or, at the other guard,
        // when it is not.
        let parent = parse(
            "\
v0:list = input t
v1:int = input p
v2:int = readlist v0, v1 words => l/0 (0) {}
guard_true v2 => l/0 (0) {}
v4:int = add v1, 1 => l/1 (0) {}
v5:int = readlist v0, v4 words => l/2 (0) {p=v4}
guard_false v5 => l/2 (0) {p=v4}
",
            None,
        )
        .unwrap();
        let bridge = |test: &str| {
            let text = format!(
                "v0:list = input t\nv1:int = input p\nv2:int = readlist v0, v1 => l/0 (0) {{}}\n{test} v2 => l/0 (0) {{}}\nv4:int = add v2, 1 => l/1 (0) {{}}\n"
            );
            parse(&text, Some(parent.names.clone())).unwrap()
        };
        // From the first guard: the cell is 0, read no more (folding then drops `guard_false 0`).
        let zero = super::with_known_inputs(&bridge("guard_false"), &super::known_at(&parent, SnapId(1)));
        assert_eq!(
            zero.to_string(),
            "v0:list = input t\nv1:int = input p\nguard_false 0 => l/0 (0) {}\nv3:int = add 0, 1 => l/1 (0) {}\n"
        );
        // From the second: the cell at the new p is not 0, so the branch on it is not tested again.
        let nonzero = super::with_known_inputs(&bridge("guard_true"), &super::known_at(&parent, SnapId(4)));
        assert_eq!(
            nonzero.to_string(),
            "v0:list = input t\nv1:int = input p\nv2:int = readlist v0, v1 => l/0 (0) {}\nv3:int = add v2, 1 => l/1 (0) {}\n"
        );
    }
}
