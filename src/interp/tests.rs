//! Differential tests: the dispatch loop against a reference that walks the `Program` one operation at a
//! time, on random programs and every step budget. They pin down exactly what the superinstructions of
//! `code.rs` must preserve: results, error messages, the environment, where `OutOfSteps` stops, and the
//! anchors a profiling run reports.

use super::code::Code;
use super::run::{Exit, run};
use crate::error::{Failure, runtime_error};
use crate::lang::cfg::back_edges;
use crate::lang::{Block, BlockId, Op, Operand, Pos, Program, Terminator};
use crate::ops::Opcode;
use crate::value::{List, Value};

/// How a reference run ended: the printed value, the error message, or out of steps at the terminator
/// of this block.
#[derive(Debug, PartialEq)]
enum End {
    Stop(Option<Value>),
    Error(String),
    OutOfSteps(BlockId),
}

/// The reference semantics, written for clarity: returns how the run ended, the anchors (loop headers
/// reached through a back-edge, when `profiling`) in order, and the variables at the end.
fn reference(program: &Program, env: &mut [Option<Value>], mut steps: u64, profiling: bool) -> (End, Vec<BlockId>) {
    let back = if profiling { back_edges(program) } else { Vec::new() };
    let mut anchors = Vec::new();
    let mut b = program.entry;
    let value = |env: &[Option<Value>], operand: &Operand, bi: BlockId, oi: usize| match operand {
        Operand::Const(c) => Ok(c.clone()),
        Operand::Var(v) => {
            env[*v as usize].clone().ok_or_else(|| runtime_error(program, bi, oi, &Failure::Unassigned(*v)).message)
        }
    };
    loop {
        let block = program.block(b);
        for (oi, op) in block.ops.iter().enumerate() {
            let r = (|| {
                let args = op.args.iter().map(|a| value(env, a, b, oi)).collect::<Result<Vec<_>, _>>()?;
                let args: Vec<&Value> = args.iter().collect();
                op.kind.eval(&args).map_err(|e| runtime_error(program, b, oi, &Failure::Op(e)).message)
            })();
            match r {
                Ok(v) => env[op.dst as usize] = Some(v),
                Err(m) => return (End::Error(m), anchors),
            }
        }
        let here = block.ops.len();
        let to = match &block.term {
            Terminator::Goto(to) => *to,
            Terminator::If { cond, then_to, else_to } => match value(env, &Operand::Var(*cond), b, here) {
                Ok(c) => {
                    if c.is_truthy() {
                        *then_to
                    } else {
                        *else_to
                    }
                }
                Err(m) => return (End::Error(m), anchors),
            },
            Terminator::Promote { var, to } => match value(env, &Operand::Var(*var), b, here) {
                Ok(_) => *to,
                Err(m) => return (End::Error(m), anchors),
            },
            Terminator::Stop => return (End::Stop(None), anchors),
            Terminator::Call { .. } | Terminator::Return(_) => unreachable!("the random programs have no procedures"),
            Terminator::PrintAndStop(a) => {
                return match value(env, a, b, here) {
                    Ok(v) => (End::Stop(Some(v)), anchors),
                    Err(m) => (End::Error(m), anchors),
                };
            }
        };
        if steps == 0 {
            return (End::OutOfSteps(b), anchors);
        }
        steps -= 1;
        if back.contains(&(b, to)) {
            anchors.push(to);
        }
        b = to;
    }
}

/// The same run on the dispatch loop; after an anchor it resumes at the loop header, as the JIT driver
/// does when it has nothing compiled.
fn dispatch(program: &Program, code: &Code, slots: &mut Vec<Option<Value>>, steps: u64) -> (End, Vec<BlockId>) {
    let mut env = crate::interp::Env::new(std::mem::take(slots));
    let r = dispatch_env(program, code, &mut env, steps);
    *slots = env.slots;
    r
}

fn dispatch_env(program: &Program, code: &Code, env: &mut crate::interp::Env, mut steps: u64) -> (End, Vec<BlockId>) {
    let mut anchors = Vec::new();
    let mut pc = code.block_start[program.entry as usize];
    let mut skip = vec![0; code.instrs.len()];
    loop {
        match run(program, code, env, pc, &mut steps, &mut skip) {
            Ok(Exit::Stop(v)) => return (End::Stop(v), anchors),
            Ok(Exit::Anchor(b)) => {
                anchors.push(b);
                pc = code.block_start[b as usize];
            }
            Ok(Exit::OutOfSteps(at)) => {
                let (b, op) = code.origin[at as usize];
                assert_eq!(op as usize, program.block(b).ops.len(), "OutOfSteps must point at a terminator");
                return (End::OutOfSteps(b), anchors);
            }
            Err(e) => return (End::Error(e.message), anchors),
            Ok(Exit::Returned(..) | Exit::Ends(_)) => unreachable!("a run from the entry is no run of a call"),
        }
    }
}

/// Runs `program` both ways from `init` with the budget `steps`, in both modes, and compares everything.
pub(super) fn check(program: &Program, init: &[Option<Value>], steps: u64) {
    for profiling in [false, true] {
        let code = Code::compile(program, profiling);
        let mut env = code.new_env();
        env[..init.len()].clone_from_slice(init);
        let mut ref_env = init.to_vec();
        let expected = reference(program, &mut ref_env, steps, profiling);
        let got = dispatch(program, &code, &mut env, steps);
        let ctx = || format!("steps={steps} profiling={profiling} init={init:?}\n{}", dump(program));
        assert_eq!(got, expected, "{}", ctx());
        assert_eq!(&env[..init.len()], &ref_env[..], "environment differs: {}", ctx());
        assert_eq!(&env[init.len()..], &code.new_env()[init.len()..], "constant slots changed: {}", ctx());
    }
}

/// The program in a compact text form, for failure messages.
fn dump(program: &Program) -> String {
    let operand = |o: &Operand| match o {
        Operand::Var(v) => program.var_name(*v).to_string(),
        Operand::Const(c) => format!("{c:?}"),
    };
    let mut out = format!("entry b{}\n", program.entry);
    for b in &program.blocks {
        out += &format!("{}:\n", b.label);
        for op in &b.ops {
            let args: Vec<String> = op.args.iter().map(operand).collect();
            out += &format!("    {} = {}({})\n", program.var_name(op.dst), op.kind.name(), args.join(", "));
        }
        out += &format!("    {:?}\n", b.term);
    }
    out
}

/// A small deterministic generator (xorshift), so a failure is reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const NVARS: usize = 6;

fn random_const(rng: &mut Rng) -> Value {
    match rng.below(16) {
        0 => Value::Int(i64::MAX - rng.below(2) as i64),
        1 => Value::Int(i64::MIN + rng.below(2) as i64),
        2 | 3 => random_key(rng),
        4 => Value::List(List::new(vec![Value::Int(1), Value::sym("a"), Value::Int(2)])),
        5 => Value::List(List::new(vec![Value::sym("b"), Value::sym("a")])),
        _ => Value::Int(rng.below(5) as i64 - 1),
    }
}

/// A key of a dispatch chain: mostly symbols, some integers, rarely a list.
fn random_key(rng: &mut Rng) -> Value {
    match rng.below(10) {
        0..=5 => Value::sym(["a", "b", "c"][rng.below(3)]),
        6..=8 => Value::Int(rng.below(3) as i64),
        _ => Value::List(List::new(vec![Value::sym("b"), Value::sym("a")])),
    }
}

fn random_operand(rng: &mut Rng) -> Operand {
    match rng.below(10) {
        0..=5 => Operand::Var(rng.below(NVARS) as u32),
        6 | 7 => Operand::Const(Value::Int(rng.below(3) as i64)),
        _ => Operand::Const(random_const(rng)),
    }
}

fn block(label: String, ops: Vec<Op>, term: Terminator) -> Block {
    Block { label, proc: None, continues: false, ops, term, pos: Pos::default(), term_pos: Pos::default() }
}

fn op(dst: u32, kind: Opcode, args: Vec<Operand>) -> Op {
    Op { dst, kind, args, pos: Pos::default() }
}

/// A random program with the shapes the superinstructions look for: dispatch chains
/// (`c = x == K; if c ...` blocks whose else goes to the next one), blocks that only jump or promote,
/// and last operations followed by a `goto`, next to arbitrary blocks.
fn random_program(rng: &mut Rng) -> Program {
    let n = 1 + rng.below(9);
    let mut blocks = Vec::new();
    for i in 0..n {
        let to = |rng: &mut Rng| if rng.chance(40) { ((i + 1) % n) as u32 } else { rng.below(n) as u32 };
        let label = format!("b{i}");
        let shape = rng.below(10);
        let b = match shape {
            // A link of a dispatch chain on variable 0 or 1, into variable 2.
            0..=2 => {
                let x = rng.below(2) as u32;
                let k = Operand::Const(random_key(rng));
                let kind = if rng.chance(85) { Opcode::Eq } else { Opcode::Ne };
                let args = if rng.chance(90) { vec![Operand::Var(x), k] } else { vec![k, Operand::Var(x)] };
                let dst = if rng.chance(90) { 2 } else { 3 };
                let cond = if rng.chance(95) { 2 } else { 3 };
                let (then_to, else_to) = (to(rng), to(rng));
                block(label, vec![op(dst, kind, args)], Terminator::If { cond, then_to, else_to })
            }
            // Only a jump or a promote.
            3 | 4 => {
                let term = if rng.chance(50) {
                    Terminator::Goto(to(rng))
                } else {
                    Terminator::Promote { var: rng.below(NVARS) as u32, to: to(rng) }
                };
                block(label, vec![], term)
            }
            _ => {
                let mut ops = Vec::new();
                for _ in 0..rng.below(4) {
                    let kind = if rng.chance(70) {
                        [Opcode::Same, Opcode::Add, Opcode::Sub, Opcode::Lt, Opcode::Eq][rng.below(5)]
                    } else {
                        // No effects (the test compares results, not output) and no make_list (a
                        // random length can be 2^28).
                        let source: Vec<Opcode> =
                            Opcode::source_ops().filter(|o| !o.def().effect && *o != Opcode::MakeList).collect();
                        source[rng.below(source.len())]
                    };
                    let args = (0..kind.arity()).map(|_| random_operand(rng)).collect();
                    ops.push(op(rng.below(NVARS) as u32, kind, args));
                }
                let term = match rng.below(10) {
                    0..=2 => Terminator::Goto(to(rng)),
                    3..=6 => Terminator::If { cond: rng.below(NVARS) as u32, then_to: to(rng), else_to: to(rng) },
                    7 | 8 => Terminator::Promote { var: rng.below(NVARS) as u32, to: to(rng) },
                    _ => Terminator::PrintAndStop(random_operand(rng)),
                };
                block(label, ops, term)
            }
        };
        blocks.push(b);
    }
    Program {
        file: "random.fg".into(),
        blocks,
        vars: (0..NVARS).map(|v| format!("v{v}")).collect(),
        entry: rng.below(n) as u32,
        procs: Vec::new(),
    }
}

fn random_env(rng: &mut Rng) -> Vec<Option<Value>> {
    (0..NVARS)
        .map(|v| match rng.below(20) {
            0 | 1 => None,
            _ if v < 2 => Some(random_key(rng)),
            _ => Some(random_const(rng)),
        })
        .collect()
}

#[test]
fn random_programs_match_the_reference_at_every_budget() {
    for seed in 1..3000u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let program = random_program(&mut rng);
        let init = random_env(&mut rng);
        for steps in (0..40).chain([1000]) {
            check(&program, &init, steps);
        }
    }
}

fn example(path: &str) -> Program {
    crate::lang::load(&format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect("the example loads")
}

#[test]
fn bytecode_square_matches_the_reference_at_every_budget() {
    let program = example("examples/bytecode_square.fg");
    let a = program.var_id("a").unwrap() as usize;
    let mut init = vec![None; program.vars.len()];
    init[a] = Some(Value::Int(3));
    for steps in 0..400 {
        check(&program, &init, steps);
    }
    // Every opcode runs; a symbol that is no opcode falls through the whole dispatch chain.
    let code = Code::compile(&program, false);
    let mut env = code.new_env();
    env[a] = Some(Value::Int(3));
    let (end, _) = dispatch(&program, &code, &mut env, u64::MAX);
    assert_eq!(end, End::Stop(Some(Value::Int(9))));
}

#[test]
fn power_and_promote_match_the_reference() {
    let program = example("examples/power.fg");
    let mut init = vec![None; program.vars.len()];
    init[program.var_id("x").unwrap() as usize] = Some(Value::Int(10));
    init[program.var_id("y").unwrap() as usize] = Some(Value::Int(20));
    for steps in (0..30).chain([1000]) {
        check(&program, &init, steps);
    }
    let program = example("examples/promote.fg");
    let mut init = vec![None; program.vars.len()];
    init[program.var_id("i").unwrap() as usize] = Some(Value::Int(100));
    init[program.var_id("x").unwrap() as usize] = Some(Value::Int(5));
    for steps in (0..50).chain([1000]) {
        check(&program, &init, steps);
    }
}

#[test]
fn random_programs_end_in_every_way() {
    // Guards the generator: the comparison above means little unless runs stop, fail and run out.
    let (mut stops, mut errors, mut out) = (0, 0, 0);
    for seed in 1..3000u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let program = random_program(&mut rng);
        let mut env = random_env(&mut rng);
        match reference(&program, &mut env, 1000, false).0 {
            End::Stop(_) => stops += 1,
            End::Error(_) => errors += 1,
            End::OutOfSteps(_) => out += 1,
        }
    }
    assert!(stops > 100 && errors > 300 && out > 300, "stops {stops}, errors {errors}, out of steps {out}");
}
