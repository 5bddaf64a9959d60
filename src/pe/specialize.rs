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
use crate::lang::{BlockId, Op, Operand, Terminator, VarId};
use crate::ops::{OpError, Opcode};
use crate::value::Value;

/// The longest list a static `make_list` is folded into: a program's data (a source text and its
/// tables) is; a machine's memory (a brainfuck tape of 65536 cells) is made when the residual program
/// runs, so its contents stay dynamic.
const MAX_FOLDED_MAKE_LIST: usize = 1 << 15;

/// Whether and how a statically decided jump runs on (`Pe::runs_on`).
enum Run {
    No,
    Static,
    Mixed,
}

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
    /// leaves the environment at the block's end), and with the blocks it runs on to (transition
    /// compression, below). Adds the variables it assigns to `dirty`.
    ///
    /// ## Transition compression
    /// A jump decided statically (a `goto`, an `if` or a `promote` on a static value) is not a new
    /// specialization point: the point goes on specializing the target into the same residual block, as
    /// an interpreter runs on, so a specialization point is made only where control flow is dynamic (the
    /// branches of a dynamic `if`, a dynamic `promote`), at a loop header whose condition is dynamic
    /// (the header rule), and where a point for the target and its key exists already (jumping to it
    /// shares its code). When every variable live at the target is static, the step is a computation on
    /// static values only (a loop summing 1..100000, an interpreter matching the brackets of its static
    /// program): it costs no block, no key and no work, only the residual operations it makes (effects,
    /// operations that would fail), and `--max-static-steps` bounds such steps (the original runs
    /// forever, or longer than that, on its static inputs). A step with dynamic variables live (an
    /// interpreter's dispatch on a static opcode, with its tape dynamic) is charged as work, as the
    /// point it replaces was. Code after a join reached from two points is specialized in each, up to
    /// the next point. The whistle's argument holds: a run takes static decisions only, and every
    /// point is still made where the path crosses a dynamic branch.
    ///
    /// ## Calls
    /// A call the unfolding rule accepts (`procs.rs`) is a static jump too: into the callee's entry,
    /// with the caller's frame pushed on the point's stack; so is the `return` of an unfolded call, to
    /// the call's next block with the frame popped. A residual call ends the residual block (its next
    /// block is a point), as does the `return` of the residual procedure itself (or, in the main
    /// program of `--entry PROC`, a `print_and_stop` of the value).
    pub(super) fn specialize_block(
        &mut self,
        id: BlockId,
        site: u32,
        env: &mut Env,
        dirty: &mut Vec<VarId>,
    ) -> Result<(), Stop> {
        let program = self.program;
        let mut src = self.contexts.block(site);
        let mut stack = self.contexts.stack(site);
        let mut ops = Vec::new();
        let mut ran = 0usize;
        let mut decided: Option<(BlockId, super::procs::StackId)>;
        // The blocks run through, so that `dirty` gets each one's variables once.
        let mut seen: rustc_hash::FxHashSet<BlockId> = rustc_hash::FxHashSet::default();
        loop {
            let block = program.block(src);
            if seen.insert(src) {
                dirty.extend(block.ops.iter().map(|op| op.dst));
                if let Terminator::Call { dst: Some(d), .. } = block.term {
                    dirty.push(d);
                }
            }
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
                    self.log_run(id, ran, src);
                    self.blocks[id as usize].ops = ops;
                    self.blocks[id as usize].term = Terminator::PrintAndStop(Operand::Var(op.dst));
                    return Ok(());
                }
            }
            let next = match &block.term {
                Terminator::Goto(to) => Some((*to, stack)),
                Terminator::If { cond, then_to, else_to } => {
                    env[*cond as usize].as_ref().map(|c| (if c.is_truthy() { *then_to } else { *else_to }, stack))
                }
                Terminator::Promote { var, to } => env[*var as usize].as_ref().map(|_| (*to, stack)),
                Terminator::PrintAndStop(_) | Terminator::Stop => None,
                Terminator::Call { proc, args, dst, next } => {
                    let call = (*proc, &args[..], *dst, *next);
                    self.unfold(env, dirty, &mut ops, stack, call, block.term_pos)?
                        .map(|inner| (program.proc(*proc).entry, inner))
                }
                Terminator::Return(a) if stack != 0 => {
                    Some(self.return_to(env, dirty, &mut ops, stack, a, block.term_pos)?)
                }
                Terminator::Return(_) => None,
            };
            // Where the run goes: the statically decided jump, if the block ends there.
            decided = next;
            let run = match next {
                Some((to, st)) => self.runs_on(to, st, env)?,
                None => Run::No,
            };
            match run {
                Run::No => break,
                Run::Static => {
                    self.static_steps += 1;
                    if self.static_steps > self.options.max_static_steps {
                        return Err(Stop::Error(super::PeError::TooLarge {
                            limit: self.options.max_static_steps,
                            label: program.block(src).label.clone(),
                            bound: super::Bound::Steps,
                        }));
                    }
                }
                Run::Mixed => {}
            }
            ran += 1;
            (src, stack) = next.expect("a jump to run on");
            self.current = src;
        }
        self.log_run(id, ran, src);
        let block = program.block(src);
        // Targets are made in order (then before else); the ones new here are specialized in that order.
        let mark = self.pending.len();
        let term = match &block.term {
            // A jump decided statically (a `goto`, an `if` or `promote` on a static value, an unfolded
            // call or return) that does not run on.
            _ if decided.is_some() => {
                let (to, st) = decided.unwrap();
                Terminator::Goto(self.edge(env, st, to, false)?)
            }
            Terminator::Goto(_) => unreachable!("a goto is decided"),
            Terminator::If { cond, then_to, else_to } => {
                let then_to = self.edge(env, stack, *then_to, true)?;
                let else_to = self.edge(env, stack, *else_to, true)?;
                Terminator::If { cond: *cond, then_to, else_to }
            }
            // The value of a static variable is already frozen: the promote has nothing left to do. A
            // dynamic one stays a `promote`: it reads the variable (an unassigned one fails there, as in
            // the original) and still tells a tracer running the residual program to freeze the value.
            Terminator::Promote { var, to } => {
                Terminator::Promote { var: *var, to: self.edge(env, stack, *to, false)? }
            }
            Terminator::Call { proc, args, dst, next } => {
                self.residual_call(env, stack, (*proc, &args[..], *dst, *next))?
            }
            // The residual procedure's own return; in the main program (`--entry PROC`), the value
            // is printed.
            Terminator::Return(a) | Terminator::PrintAndStop(a) => {
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
                match block.term {
                    Terminator::Return(_) if self.rproc > 0 => Terminator::Return(a),
                    _ => Terminator::PrintAndStop(a),
                }
            }
            Terminator::Stop => Terminator::Stop,
        };
        self.pending[mark..].reverse();
        self.blocks[id as usize].ops = ops;
        self.blocks[id as usize].term = term;
        Ok(())
    }

    /// Whether a statically decided jump to `to` runs on (transition compression), and how: `Static`
    /// when every variable live there is static; `Mixed` when some are dynamic and no point for `to`
    /// with this key exists yet (one that does is jumped to, so that code is shared where it can be);
    /// never into a loop header whose condition is dynamic. A mixed step is charged as work (its
    /// operations and the key it looked up), as the point it replaces would have been. A mixed run
    /// never enters a loop header, and every cycle of the program passes one (the targets of the
    /// retreating edges of a depth-first walk, `cfg::back_edges`), so it ends within the program's
    /// size.
    fn runs_on(&mut self, to: BlockId, stack: super::procs::StackId, env: &Env) -> Result<Run, Stop> {
        let mut walked = 0;
        if self.loops.is_header(to) {
            let budget = (self.options.max_residual.saturating_mul(super::WORK_PER_RESIDUAL)).saturating_sub(self.work);
            let dynamic;
            (dynamic, walked) = self.loops.condition_is_dynamic(self.program, to, env, budget);
            if dynamic {
                return Ok(Run::No);
            }
        }
        let live = self.live.live_in(to);
        if live.iter().all(|v| env[v as usize].is_some()) {
            return Ok(Run::Static);
        }
        // A loop header stays a point when anything is dynamic: that is where the whistle finds an
        // interpreted loop coming back, and where the loop is entered once, not peeled on entry.
        if self.loops.is_header(to) {
            return Ok(Run::No);
        }
        let key: Vec<(VarId, Value)> =
            live.iter().filter_map(|v| env[v as usize].as_ref().map(|x| (v, x.clone()))).collect();
        self.spend(walked.saturating_add(1 + live.len() + self.program.block(to).ops.len()))?;
        let site = self.contexts.site(to, stack);
        let (key, sticky) = self.sticky_split(site, key);
        let key = super::Key { block: site, env: key };
        Ok(if !sticky.is_empty() || self.cache.contains_key(&key) { Run::No } else { Run::Mixed })
    }

    fn log_run(&mut self, id: BlockId, ran: usize, last: BlockId) {
        if self.options.log && ran > 0 {
            let line = format!("pe: #{id} ran on {ran} static jumps to {}", self.site_label(last));
            let _ = writeln!(self.log, "{line}");
        }
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
    fn static_lists_fold_and_a_dynamic_element_or_index_makes_a_list_dynamic() {
        // A list built and updated with static values is static (append, set, slice,
        // len, readlist, make_list fold); `append(m, y)` with y dynamic and `set(m, i, 5)` at a dynamic
        // index are residual; the effects stay, in order, with their static operands as constants.
        let src = "l:\n    s = [1, 2]\n    s = append(s, k)\n    s = set(s, 0, 7)\n    t = slice(s, 1, 3)\n    \
                   n = len(t)\n    e = t[1]\n    m = make_list(3, e)\n    d = append(m, y)\n    f = d[n]\n    \
                   g = set(m, i, 5)\n    print(e)\n    put_byte(n)\n    h = get_byte()\n    print(f)\n    \
                   q = g[0]\n    print_and_stop(q)\n";
        assert_eq!(
            pe(src, &[("k", Value::Int(9))]),
            "l:\n    d = append([9, 9, 9], y)\n    n = 2\n    f = d[n]\n    m = [9, 9, 9]\n    g = set(m, i, 5)\n    \
             print(9)\n    put_byte(2)\n    h = get_byte()\n    print(f)\n    q = g[0]\n    print_and_stop(q)\n"
        );
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
