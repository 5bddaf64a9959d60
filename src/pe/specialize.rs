//! Specializing one block to a static environment: folding, residual operations, terminators.
//!
//! An operation whose operands are all static is computed now, with `value.rs` (so the result is the
//! interpreter's, big integers included). If that fails, it is not an error of specialization: the
//! operation is copied into the residual block, which ends there, so that the residual program fails at
//! run time with the same error. An operation with a dynamic operand is copied with its static operands
//! replaced by their values, except where a runtime error of the operation could *name* the operand
//! (`'y' is 0`): there the variable stays, assigned its value just before, so the message is the
//! original's.

use super::{Env, Pe, Stop};
use crate::lang::{BlockId, Op, Operand, Terminator};
use crate::ops::{OpError, Opcode};
use crate::value::Value;

/// The longest list a static `make_list` is folded into.
const MAX_FOLDED_MAKE_LIST: usize = 4096;

/// The outcome of an operation whose operands are all static, after charging its cost (`fold_cost`) to
/// `spend`, which may refuse.
fn fold<E>(
    op: &Op,
    known: &[Option<&Value>],
    spend: impl FnOnce(usize) -> Result<(), E>,
) -> Result<Option<Result<Value, OpError>>, E> {
    // An effect (output, input) happens when the residual program runs, never while specializing.
    if op.kind.def().effect {
        return Ok(None);
    }
    let Some(args) = known.iter().copied().collect::<Option<Vec<&Value>>>() else { return Ok(None) };
    // A big fresh list (a brainfuck tape) is made when the residual program runs, not now and written
    // into it as a constant.
    if op.kind == Opcode::MakeList && !matches!(args[0], Value::Int(n) if (0..=MAX_FOLDED_MAKE_LIST as i64).contains(n))
    {
        return Ok(None);
    }
    spend(fold_cost(op.kind, &args, usize::MAX))?;
    Ok(Some(op.kind.eval(&args)))
}

/// What computing `kind` on `args` costs, in steps of work, known before it is computed: the 64-bit
/// words of the integers it multiplies or divides, multiplied (schoolbook: the cost of squaring a
/// number grows faster than its size, so a loop that squares a static number is stopped while the
/// number is still small), the words of the big integers it adds or compares, the elements of the
/// lists `==` and `!=` compare (`cap` bounds the counting), and 0 for an operation on small values.
pub(super) fn fold_cost(kind: Opcode, args: &[&Value], cap: usize) -> usize {
    let words = |v: &Value| match v {
        Value::Big(b) => (b.bits() / 64) as usize + 1,
        _ => 1,
    };
    match (kind, args) {
        (Opcode::Mul | Opcode::Div | Opcode::Mod, [a, b]) if args.iter().any(|v| matches!(v, Value::Big(_))) => {
            words(a).saturating_mul(words(b))
        }
        (Opcode::Eq | Opcode::Ne, _) => args
            .iter()
            .map(|v| if matches!(v, Value::Int(_) | Value::Sym(_)) { 0 } else { super::weight(v, cap) })
            .sum(),
        _ => args.iter().filter(|v| matches!(v, Value::Big(_))).map(|v| words(v)).sum(),
    }
}

/// Could a runtime error of operation `op` name its operand `i`, a static variable, given what is
/// known of the operands (`None`: dynamic)? Conservative: `true` when in doubt. What a failure names is
/// the operation table's: the operand of the wrong kind, the divisor of a division by zero, the list and
/// the index of an index out of range.
pub(super) fn may_name_operand(op: Opcode, i: usize, known: &[Option<&Value>]) -> bool {
    let Some(v) = known[i] else { return true };
    let d = op.def();
    // An effect is not run to find out; of its failures only a type error names an operand.
    if d.effect {
        return d.args[i].kind.is_some_and(|k| v.kind() != k);
    }
    if let Some(args) = known.iter().copied().collect::<Option<Vec<&Value>>>() {
        // Everything known: exactly when the operation fails and its failure names the operand.
        return op.eval(&args).err().is_some_and(|e| op.named_operands(&e).contains(&i));
    }
    let wrong_kind = d.args[i].kind.is_some_and(|k| v.kind() != k);
    let zero_divisor = d.divisor == Some(i as u8) && crate::ops::is_zero(v);
    let index = d.index.is_some_and(|(l, x)| l as usize == i || x as usize == i);
    wrong_kind || zero_divisor || index
}

impl Pe<'_> {
    /// Fills residual block `id` with source block `src` specialized to `env` (which it changes: it
    /// leaves the environment at the block's end).
    pub(super) fn specialize_block(&mut self, id: BlockId, src: BlockId, env: &mut Env) -> Result<(), Stop> {
        let program = self.program;
        let block = program.block(src);
        let mut ops = Vec::new();
        for op in &block.ops {
            let known: Vec<Option<&Value>> = op
                .args
                .iter()
                .map(|a| match a {
                    Operand::Const(c) => Some(c),
                    Operand::Var(v) => env[*v as usize].as_ref(),
                })
                .collect();
            let failed = match fold(op, &known, |cost| self.spend(cost))? {
                Some(Ok(value)) => {
                    env[op.dst as usize] = Some(value);
                    continue;
                }
                Some(Err(_)) => true,
                None => false,
            };
            // A residual operation: static operands become constants unless an error could name them.
            let mut args = Vec::with_capacity(op.args.len());
            let mut before = Vec::new();
            for (i, a) in op.args.iter().enumerate() {
                args.push(match a {
                    Operand::Var(v) => match &env[*v as usize] {
                        Some(value) if may_name_operand(op.kind, i, &known) => {
                            before.push(Op {
                                dst: *v,
                                kind: Opcode::Same,
                                args: vec![Operand::Const(value.clone())],
                                pos: op.pos,
                            });
                            Operand::Var(*v)
                        }
                        Some(value) => Operand::Const(value.clone()),
                        None => Operand::Var(*v),
                    },
                    Operand::Const(c) => Operand::Const(c.clone()),
                });
            }
            for b in before {
                self.emit(&mut ops, b)?;
            }
            self.emit(&mut ops, Op { dst: op.dst, kind: op.kind, args, pos: op.pos })?;
            env[op.dst as usize] = None;
            if failed {
                // The operation always fails here: nothing after it runs. `print_and_stop` is the
                // terminator that needs no target.
                self.blocks[id as usize].ops = ops;
                self.blocks[id as usize].term = Terminator::PrintAndStop(Operand::Var(op.dst));
                return Ok(());
            }
        }
        // Targets are made in order (then before else); the ones new here are specialized in that order.
        let mark = self.pending.len();
        let term = match &block.term {
            Terminator::Goto(to) => Terminator::Goto(self.edge(env, *to, false)?),
            Terminator::If { cond, then_to, else_to } => match &env[*cond as usize] {
                Some(c) => {
                    let to = if c.is_truthy() { *then_to } else { *else_to };
                    Terminator::Goto(self.edge(env, to, false)?)
                }
                None => {
                    let then_to = self.edge(env, *then_to, true)?;
                    let else_to = self.edge(env, *else_to, true)?;
                    Terminator::If { cond: *cond, then_to, else_to }
                }
            },
            // The value of a static variable is already frozen: the promote has nothing left to do. A
            // dynamic one stays a `promote`: it reads the variable (an unassigned one fails there, as in
            // the original) and still tells a tracer running the residual program to freeze the value.
            Terminator::Promote { var, to } => match env[*var as usize] {
                Some(_) => Terminator::Goto(self.edge(env, *to, false)?),
                None => Terminator::Promote { var: *var, to: self.edge(env, *to, false)? },
            },
            Terminator::PrintAndStop(a) => {
                let a = match a {
                    Operand::Var(v) => match &env[*v as usize] {
                        Some(value) => Operand::Const(value.clone()),
                        None => Operand::Var(*v),
                    },
                    Operand::Const(c) => Operand::Const(c.clone()),
                };
                if let Operand::Const(c) = &a {
                    self.grow(self.weight(c))?;
                }
                Terminator::PrintAndStop(a)
            }
            Terminator::Stop => Terminator::Stop,
        };
        self.pending[mark..].reverse();
        self.blocks[id as usize].ops = ops;
        self.blocks[id as usize].term = term;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::print::to_fg;
    use crate::lang::{Format, parse_program};
    use crate::pe::{PeOptions, specialize};

    fn pe(src: &str, statics: &[(&str, Value)]) -> String {
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let statics: Vec<(String, Value)> = statics.iter().map(|(n, v)| (n.to_string(), v.clone())).collect();
        let r = specialize(&p, &statics, &PeOptions::default(), &mut std::io::sink()).unwrap();
        to_fg(&r.program)
    }

    #[test]
    fn static_operations_fold_and_dynamic_ones_stay() {
        let src = "l:\n    a = x + 1\n    b = a * y\n    c = b - a\n    print_and_stop(c)\n";
        assert_eq!(pe(src, &[("x", Value::Int(2))]), "l:\n    b = 3 * y\n    c = b - 3\n    print_and_stop(c)\n");
        assert_eq!(pe(src, &[("x", Value::Int(2)), ("y", Value::Int(5))]), "l:\n    print_and_stop(12)\n");
    }

    #[test]
    fn folding_is_exact_beyond_64_bits() {
        let src = "l:\n    a = x * x\n    print_and_stop(a)\n";
        assert_eq!(pe(src, &[("x", Value::Int(10_000_000_000))]), "l:\n    print_and_stop(100000000000000000000)\n");
    }

    #[test]
    fn static_if_becomes_a_jump_and_dynamic_if_stays() {
        let src = "l:\n    if c goto a else goto b\na:\n    print_and_stop(1)\nb:\n    print_and_stop(x)\n";
        assert_eq!(pe(src, &[("c", Value::Int(0))]), "l:\n    print_and_stop(x)\n");
        // x is an input the residual program does not read: it stays a variable (see `keep_inputs`).
        assert_eq!(pe(src, &[("c", Value::sym("yes"))]), "l:\n    x = 0\n    print_and_stop(1)\n");
        assert_eq!(
            pe(src, &[("x", Value::Int(7))]),
            "l:\n    if c goto a else goto b\na:\n    print_and_stop(1)\nb:\n    print_and_stop(7)\n"
        );
    }

    #[test]
    fn promote_of_static_disappears_and_of_dynamic_stays() {
        let src = "l:\n    promote(x, m)\nm:\n    y = x + 1\n    print_and_stop(y)\n";
        assert_eq!(pe(src, &[("x", Value::Int(1))]), "l:\n    print_and_stop(2)\n");
        assert_eq!(pe(src, &[]), "l:\n    promote(x, m)\nm:\n    y = x + 1\n    print_and_stop(y)\n");
    }

    #[test]
    fn a_failing_static_operation_is_left_for_run_time() {
        let src = "l:\n    z = x // y\n    w = z + 1\n    print_and_stop(w)\n";
        // The divisor is named in the message, so it stays a variable; the dividend becomes a constant.
        assert_eq!(
            pe(src, &[("x", Value::Int(5)), ("y", Value::Int(0))]),
            "l:\n    y = 0\n    z = 5 // y\n    print_and_stop(z)\n"
        );
        let src = "l:\n    z = s + 1\n    print_and_stop(z)\n";
        assert_eq!(pe(src, &[("s", Value::sym("a"))]), "l:\n    s = 'a'\n    z = s + 1\n    print_and_stop(z)\n");
    }

    #[test]
    fn operands_an_error_could_name_stay_variables() {
        // A dynamic index into a static list: an index out of range names the list.
        let src = "l:\n    e = l[i]\n    print_and_stop(e)\n";
        let list = crate::lang::fg::parse_constant("[1, 2]").unwrap();
        assert_eq!(pe(src, &[("l", list)]), "l:\n    l = [1, 2]\n    e = l[i]\n    print_and_stop(e)\n");
        // A static non-zero divisor cannot fail: it becomes a constant.
        let src = "l:\n    q = x % y\n    print_and_stop(q)\n";
        assert_eq!(pe(src, &[("y", Value::Int(3))]), "l:\n    q = x % 3\n    print_and_stop(q)\n");
    }

    #[test]
    fn what_folding_costs() {
        let c = |text: &str| crate::lang::fg::parse_constant(text).unwrap();
        let (small, big, list) = (c("7"), c("100000000000000000000000000000000000000000"), c("[1, [2, 3]]"));
        assert_eq!(fold_cost(Opcode::Mul, &[&small, &small], 100), 0);
        assert_eq!(fold_cost(Opcode::Add, &[&big, &small], 100), 3);
        // 3 words times 3 words, and times 1.
        assert_eq!(fold_cost(Opcode::Mul, &[&big, &big], 100), 9);
        assert_eq!(fold_cost(Opcode::Div, &[&big, &small], 100), 3);
        assert_eq!(fold_cost(Opcode::Eq, &[&list, &list], 100), 8);
        assert_eq!(fold_cost(Opcode::ReadList, &[&list, &small], 100), 0);
    }

    #[test]
    fn which_operands_an_error_can_name() {
        let (one, zero, sym) = (Value::Int(1), Value::Int(0), Value::sym("a"));
        assert!(!may_name_operand(Opcode::Add, 0, &[Some(&one), None]));
        assert!(may_name_operand(Opcode::Add, 1, &[None, Some(&sym)]));
        assert!(may_name_operand(Opcode::Div, 1, &[None, Some(&zero)]));
        assert!(!may_name_operand(Opcode::Div, 1, &[None, Some(&one)]));
        assert!(!may_name_operand(Opcode::Div, 0, &[Some(&zero), None]));
        assert!(!may_name_operand(Opcode::Eq, 0, &[Some(&sym), None]));
        assert!(may_name_operand(Opcode::Len, 0, &[Some(&one)]));
        assert!(may_name_operand(Opcode::ReadList, 0, &[Some(&one), None]));
    }
}
