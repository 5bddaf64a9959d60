//! What a bridge knows when it starts: the values its parent trace had proved where it leaves (the
//! constants its snapshot writes, and the constants its guards proved of the variables it leaves as
//! they were). A bridge runs only after that exit, so its inputs of those variables are those
//! constants: a meta-traced interpreter's bridge does not check the program and the jump table again,
//! and folds its own dispatch (PyPy's bridges start from the parent's resume data the same way). It also
//! knows the ranges of integers and the lengths of lists its parent proved there, so a brainfuck
//! bridge does not check its pointer against the tape, nor `pc < n`, again.

use super::Rewriter;
pub use crate::jit::contract::{BodyEntry, Index, Known};
use crate::jit::contract::{OnEntry, Range};
use crate::jit::ir::{Opcode, Ref, SnapId, Trace, Ty};
use crate::lang::VarId;
use crate::value::Value;

/// What trace `t` knows where it leaves through snapshot `snap`: each variable its snapshot writes
/// (its kind, and its value if constant), and each input it leaves as it was (the kind checked on
/// entry, and the constant a guard before the exit proved it, if any). Other variables are unknown.
pub fn known_at(t: &Trace, snap: SnapId) -> Vec<Known> {
    let Some(at) = t.ops.iter().position(|i| i.snap == snap) else { return Vec::new() };
    let s = t.snapshot(snap);
    let (words, longer) = super::lists::proved_before(t, at);
    let proved_words = |r: crate::jit::ir::Ref| r.is_op() && words[r.index()];
    let mut ranges = super::ranges::ranges_before(t, at);
    // The guard failed, which proves the opposite of what it tested: a bridge from `guard_true (lt n,
    // 2)` knows n >= 2, and need not test it again.
    let g = &t.ops[at];
    if matches!(g.op, Opcode::GuardTrue | Opcode::GuardFalse) {
        super::ranges::learn(t, &mut ranges, g.args[0], g.op == Opcode::GuardFalse);
    }
    // A range says something when it is narrower than any integer's.
    let range_of = |r: crate::jit::ir::Ref| {
        (r.is_op() && t.ty(r) == Ty::Int && ranges[r.index()] != Range::ALL).then(|| ranges[r.index()])
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
    for (var, value) in &t.on_entry.known {
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
    let unknown_value = || known.iter().filter(|k| k.value.is_none());
    rw.out().on_entry = std::rc::Rc::new(OnEntry {
        known: known
            .iter()
            .filter_map(|k| Some((k.var, k.value.clone().filter(|v| !matches!(v, Value::Big(_)))?)))
            .collect(),
        words: unknown_value().filter(|k| k.words).map(|k| k.var).collect(),
        ranges: unknown_value().filter_map(|k| k.range.map(|r| (k.var, r))).collect(),
        longer: unknown_value().filter_map(|k| k.longer.map(|m| (k.var, m))).collect(),
        lengths_recorded: t.on_entry.lengths_recorded.clone(),
        frames: t.on_entry.frames.clone(),
        family: t.on_entry.family,
    });
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
                    let zero = rw.out().konst(Value::Int(0));
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
            .filter(|v| crate::jit::ir::fits(v, inst.ty));
        match value {
            Some(v) => {
                let k = rw.out().konst(v.clone());
                rw.set(i, k);
            }
            None => {
                rw.keep(i);
            }
        }
    }
    rw.finish().into_owned()
}

/// Whether the body of loop `t` can be entered where it starts, and with what (`BodyEntry`); `None`
/// when the body takes for granted something only its peeled iteration computes or proves.
///
/// The body is correct wherever it starts with each variable the value it takes for granted there
/// (`Trace::header`) and with what the peeled iteration proved of them. So the body's live values must
/// all be variables' (no value computed before `loop`, no element a phi carries), and each guard
/// before `loop` on values that do not change (the peeled iteration's checks of invariants, which the
/// body does not repeat) must be one a `Known` fact says: a constant, plain words, a bound on an
/// integer, a list longer than a constant. What the analyses proved where `loop` is (ranges, words,
/// lengths, which hold for every iteration's phis) is required too.
pub fn body_entry(t: &Trace) -> Option<BodyEntry> {
    let loop_at = t.loop_index()?;
    if t.on_entry.inherits() {
        return None;
    }
    let inputs = t.ops.iter().take_while(|i| i.op == Opcode::Input).count();
    let input_of = |var: VarId| (0..inputs).find(|&k| t.ops[k].var() == var).map(Ref::op);
    // A variable the loop changes: its value where the body starts is not its input.
    let changes = |var: VarId| t.header.iter().any(|&(v, r)| v == var && Some(r) != input_of(var));
    let mut requires: Vec<Known> = Vec::new();
    let need = |requires: &mut Vec<Known>, var: VarId, ty: Ty| -> usize {
        match requires.iter().position(|k| k.var == var) {
            Some(k) => k,
            None => {
                requires.push(Known { var, ty, value: None, words: false, element: None, range: None, longer: None });
                requires.len() - 1
            }
        }
    };
    for &(var, r) in &t.header {
        if let Some(v) = t.const_value(r) {
            let k = need(&mut requires, var, t.ty(r));
            requires[k].value = Some(v.clone());
        } else if Some(r) != input_of(var)
            && !(t.ops[r.index()].op == Opcode::Phi && t.ops[r.index()].var_of() == Some(var))
        {
            return None;
        }
    }
    let last_use = t.last_uses();
    let mut live = Vec::new();
    for (i, inst) in t.ops.iter().enumerate().take(loop_at) {
        if last_use[i] <= loop_at {
            continue;
        }
        let var = match inst.op {
            Opcode::Input if !changes(inst.var()) => inst.var(),
            Opcode::Phi if t.header.contains(&(inst.var_of()?, Ref::op(i))) => inst.var(),
            _ => return None,
        };
        if inst.is_sunk() || live.iter().any(|&(_, v)| v == var) {
            return None;
        }
        live.push((Ref::op(i), var));
    }
    // Values that are the same in every iteration: inputs of variables the loop does not change, and
    // what is made of them alone.
    let mut invariant = vec![false; loop_at];
    let inv = |invariant: &[bool], r: Ref| r.is_const() || r.is_none() || invariant[r.index()];
    for (i, inst) in t.ops.iter().enumerate().take(loop_at) {
        invariant[i] = match inst.op {
            Opcode::Input => !changes(inst.var()),
            Opcode::Phi => false,
            _ => inst.operands().iter().all(|&r| inv(&invariant, r)),
        };
    }
    let input_var = |r: Ref| (r.is_op() && r.index() < inputs).then(|| t.ops[r.index()].var());
    let len_of_input = |r: Ref| {
        (r.is_op() && t.ops[r.index()].op == Opcode::Len).then(|| input_var(t.ops[r.index()].args[0])).flatten()
    };
    for g in &t.ops[..loop_at] {
        if !g.op.is_guard() || g.op == Opcode::GuardSteps || !g.operands().iter().all(|&r| inv(&invariant, r)) {
            continue;
        }
        let [a, b, _] = g.args;
        match g.op {
            Opcode::GuardValue => {
                let var = input_var(a)?;
                let k = need(&mut requires, var, t.ty(a));
                requires[k].value = Some(t.const_value(b)?.clone());
            }
            Opcode::GuardWords => {
                let var = input_var(a)?;
                let k = need(&mut requires, var, Ty::List);
                requires[k].words = true;
            }
            Opcode::GuardTrue | Opcode::GuardFalse => {
                let c = t.ops.get(a.index()).filter(|_| a.is_op())?;
                let (lo, hi) = bound(c.op, g.op == Opcode::GuardTrue, c.args[0], c.args[1], t)?;
                let x = if t.int_const(c.args[0]).is_some() { c.args[1] } else { c.args[0] };
                if let Some(var) = input_var(x).filter(|_| t.ty(x) == Ty::Int) {
                    let k = need(&mut requires, var, Ty::Int);
                    requires[k].narrow_to(Range { lo, hi });
                } else if let Some(var) = len_of_input(x).filter(|_| hi == i64::MAX && lo > 0) {
                    let k = need(&mut requires, var, Ty::List);
                    requires[k].longer_than(lo - 1);
                } else {
                    return None;
                }
            }
            _ => return None,
        }
    }
    // What the analyses proved where the body starts, which its code may have used.
    let ranges = super::ranges::ranges_before(t, loop_at);
    let (words, longer) = super::lists::proved_before(t, loop_at);
    for &(r, var) in &live {
        let k = need(&mut requires, var, t.ty(r));
        let i = r.index();
        match t.ty(r) {
            Ty::Int if ranges[i] != Range::ALL => requires[k].narrow_to(ranges[i]),
            Ty::List => {
                requires[k].words |= words[i];
                if let Some(m) = longer[i] {
                    requires[k].longer_than(m);
                }
            }
            _ => {}
        }
    }
    Some(BodyEntry { live, requires })
}

/// The bound `lo..=hi` that comparison `op a, b` being `truth` puts on its operand that is not a
/// constant, when the other is one (an integer).
fn bound(op: Opcode, truth: bool, a: Ref, b: Ref, t: &Trace) -> Option<(i64, i64)> {
    // As `x op k`.
    let (op, k) = match (t.int_const(a), t.int_const(b)) {
        (None, Some(k)) => (op, k),
        (Some(k), None) => (
            match op {
                Opcode::Lt => Opcode::Gt,
                Opcode::Le => Opcode::Ge,
                Opcode::Gt => Opcode::Lt,
                Opcode::Ge => Opcode::Le,
                _ => return None,
            },
            k,
        ),
        _ => return None,
    };
    let op = if truth { op } else { op.def().negated? };
    Some(match op {
        Opcode::Lt => (i64::MIN, k.checked_sub(1)?),
        Opcode::Le => (i64::MIN, k),
        Opcode::Gt => (k.checked_add(1)?, i64::MAX),
        Opcode::Ge => (k, i64::MAX),
        Opcode::Eq => (k, k),
        Opcode::Within if k > 0 => (0, k - 1),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::jit::contract::Range;
    use crate::jit::ir::{SnapId, parse};

    /// Prints what entering `t`'s body requires, one variable per item: `name:kind` then `=value`,
    /// ` words`, ` in lo..=hi`, ` longer than m`.
    fn body_requires(t: &crate::jit::ir::Trace) -> Option<(Vec<String>, Vec<String>)> {
        let b = super::body_entry(t)?;
        let name = |v: crate::lang::VarId| t.names.vars[v as usize].to_string();
        let live = b.live.iter().map(|&(r, v)| format!("v{}={}", r.index(), name(v))).collect();
        let requires = b
            .requires
            .iter()
            .map(|k| {
                let mut s = format!("{}:{}", name(k.var), k.ty.name());
                if let Some(v) = &k.value {
                    s += &format!("={v}");
                }
                if k.words {
                    s += " words";
                }
                if let Some(Range { lo, hi }) = k.range {
                    s += &format!(" in {lo}..={hi}");
                }
                if let Some(m) = k.longer {
                    s += &format!(" longer than {m}");
                }
                s
            })
            .collect();
        Some((live, requires))
    }

    /// The body of a loop takes for granted what its peeled iteration proved of the values that do not
    /// change (n >= 5, t plain words and longer than 100), the range the phi of j has in every
    /// iteration, and that x is 0 where it starts (the loop sets it so): code entering the body must
    /// bring all of that. n is no value the body reads, but a fact about it.
    #[test]
    fn entering_a_loop_body_requires_what_its_peeled_iteration_proved() {
        let t = parse(
            "\
v0:int = input n
v1:list = input t
v2:int = input j
v3:int = input x
v4:int = le 5, v0
guard_true v4 => l/0 (0) {}
guard_words v1 => l/0 (0) {}
v7:int = len v1
v8:int = lt 100, v7
guard_true v8 => l/0 (0) {}
v10:int = and v2, 63
v11:int = phi j v10
loop (1) {j=v11, x=0}
v13:int = readlist v1, v11 words in_bounds => l/1 (0) {j=v11, x=0}
v14:int = add_nov v11, v13
v15:int = and v14, 63
jump (1) v11 <- v15
",
            None,
        )
        .unwrap();
        let (live, requires) = body_requires(&t).expect("the body can be entered");
        assert_eq!(live, ["v1=t", "v11=j"]);
        assert_eq!(
            requires,
            ["x:int=0", "n:int in 5..=9223372036854775807", "t:list words longer than 100", "j:int in 0..=63"]
        );
    }

    /// A check the peeled iteration made that no `Known` fact says (an element of a list that does not
    /// change), or a value computed before `loop` that the body reads, leaves the body no entry of its
    /// own: only the peeled iteration computes and proves them.
    #[test]
    fn a_body_that_needs_its_peeled_iteration_has_no_entry() {
        let checks_an_element = "\
v0:list = input code
v1:int = input i
v2:int = readlist v0, 3 => l/0 (0) {}
guard_value v2, 7 => l/0 (0) {}
v4:int = add_nov v1, 1
v5:int = phi i v4
loop (1) {i=v5}
v7:int = add_nov v5, 1
jump (1) v5 <- v7
";
        assert_eq!(body_requires(&parse(checks_an_element, None).unwrap()), None);
        let reads_a_length = "\
v0:list = input code
v1:int = input i
v2:int = len v0
v3:int = add_nov v1, 1
v4:int = phi i v3
loop (1) {i=v4}
v6:int = lt v4, v2
guard_true v6 => l/0 (0) {i=v4}
v8:int = add_nov v4, 1
jump (1) v4 <- v8
";
        assert_eq!(body_requires(&parse(reads_a_length, None).unwrap()), None);
    }

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
        assert_eq!(
            (of("p").range, of("n").range, of("t").longer),
            (Some(Range { lo: 0, hi: 255 }), Some(Range { lo: 6, hi: i64::MAX }), Some(255))
        );
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
