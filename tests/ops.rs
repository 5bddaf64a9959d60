//! Every operation of the language, through every specialized path, against its one definition.
//!
//! `ops.rs` defines each operation once (`Opcode::eval`). The interpreter's superinstructions, the
//! recorder, the optimizer's folding, the x86-64 emitter and the partial evaluator each have fast paths
//! of their own; this test runs every source operation on boundary values (0, ±1, i64::MIN/MAX, big
//! integers, symbols, lists), with each operand a variable or a constant, inside a hot loop so that the
//! trace and machine code run it, and requires what every mode prints or raises to be exactly what the
//! table's function gives.

mod oracle;

use fgljit::driver::Mode;
use fgljit::error::{Failure, RuntimeError, runtime_error};
use fgljit::interp::Outcome;
use fgljit::lang::{self, Format, Operand, Program};
use fgljit::ops::Opcode;
use fgljit::pe::{PeOptions, specialize};
use fgljit::value::Value;
use oracle::{MODES, options};

/// The loop runs the operation on each of its iterations; threshold 1 compiles it after the first.
const TEMPLATE: &str = "\
entry:
    i = 0
    goto body
body:
    x = a + b
    i = i + 1
    c = i < 4
    if c goto body else goto done
done:
    print_and_stop(x)
";

fn boundary_values() -> Vec<Value> {
    let texts = [
        "0",
        "1",
        "-1",
        "2",
        "-2",
        "7",
        "-7",
        "4294967296",
        "9223372036854775807",
        "-9223372036854775808",
        "-9223372036854775807",
        "18446744073709551616",
        "-18446744073709551616",
        "'a'",
        "'b'",
        "[]",
        "[0, 1, 2]",
        "[1, 'x', [2]]",
    ];
    texts.iter().map(|t| lang::fg::parse_constant(t).expect("a constant")).collect()
}

/// The template, with a third operand variable `e` (for operations of three operands).
fn template() -> Program {
    let mut p = lang::parse_program("op.fg", TEMPLATE, Format::Fg).expect("the template parses");
    p.vars.push("e".to_string());
    p
}

/// The template with its operation replaced by `op` on `operands` (a variable `a`/`b` or a constant).
fn program_for(op: Opcode, operands: &[Operand]) -> Program {
    let mut p = template();
    let body = p.blocks.iter().position(|b| b.label == "body").unwrap();
    let inst = &mut p.blocks[body].ops[0];
    inst.kind = op;
    inst.args = operands.to_vec();
    p
}

/// The standard input every run reads (`get_byte`).
const INPUT: &[u8] = b"xyz";

/// What the table says the program ends with: the operation evaluated as often as the loop runs it (4
/// times, effects included), and the output it wrote.
fn expected(p: &Program, op: Opcode, values: &[&Value]) -> Result<String, RuntimeError> {
    let body = p.blocks.iter().position(|b| b.label == "body").unwrap() as u32;
    fgljit::world::capture();
    fgljit::world::set_input(INPUT.to_vec());
    let mut last = None;
    for _ in 0..4 {
        match op.eval(values) {
            Ok(v) => last = Some(v),
            Err(e) => {
                let e = runtime_error(p, body, 0, &Failure::Op(e));
                let out = String::from_utf8_lossy(&fgljit::world::take_captured()).into_owned();
                return Err(RuntimeError { message: format!("{out}{}", e.message), at: e.at });
            }
        }
    }
    let out = String::from_utf8_lossy(&fgljit::world::take_captured()).into_owned();
    Ok(format!("{out}{}", last.expect("ran")))
}

/// Runs `program` with `INPUT` as its standard input: what it wrote, then what it ended with.
fn run(p: &Program, inputs: &[(String, Value)], options: &fgljit::driver::Options) -> Result<String, RuntimeError> {
    fgljit::world::capture();
    fgljit::world::set_input(INPUT.to_vec());
    let outcome = fgljit::driver::run(p, inputs, options).unwrap().outcome;
    let out = String::from_utf8_lossy(&fgljit::world::take_captured()).into_owned();
    ended(outcome)
        .map(|v| format!("{out}{v}"))
        .map_err(|e| RuntimeError { message: format!("{out}{}", e.message), at: e.at })
}

fn ended(outcome: Outcome) -> Result<String, RuntimeError> {
    match outcome {
        Outcome::Printed(v) => Ok(v.to_string()),
        Outcome::Error(e) => Err(e),
        Outcome::OutOfSteps(n) => panic!("out of steps after {n}"),
        Outcome::Stopped => panic!("the test programs print"),
    }
}

/// The operands of one case, and the inputs that give its variables their values.
type Form = (Vec<Operand>, Vec<(String, Value)>);

/// Each combination of operands as variables (`vars`, their values inputs) or constants.
fn forms(values: &[&Value], vars: [u32; 3]) -> Vec<Form> {
    (0..1usize << values.len())
        .map(|mask| {
            let mut operands = Vec::new();
            let mut inputs = Vec::new();
            for (k, v) in values.iter().enumerate() {
                if mask & (1 << k) == 0 {
                    inputs.push((["a", "b", "e"][k].to_string(), (*v).clone()));
                    operands.push(Operand::Var(vars[k]));
                } else {
                    operands.push(Operand::Const((*v).clone()));
                }
            }
            (operands, inputs)
        })
        .collect()
}

#[test]
fn every_operation_agrees_with_its_table_row_in_every_mode() {
    let values = boundary_values();
    let template = template();
    let vars = ["a", "b", "e"].map(|n| template.var_id(n).expect("a, b and e are variables"));
    let mut checked = 0;
    let mut failures = Vec::new();
    for op in Opcode::source_ops() {
        let tuples: Vec<Vec<&Value>> = match op.arity() {
            0 => vec![vec![]],
            1 => values.iter().map(|v| vec![v]).collect(),
            2 => values.iter().flat_map(|x| values.iter().map(move |y| vec![x, y])).collect(),
            // Lists, indices and a few of everything: the full cube would be 5832 tuples.
            3 => {
                let few: Vec<&Value> = values
                    .iter()
                    .filter(|v| matches!(v.to_string().as_str(), "0" | "1" | "-1" | "2" | "a" | "[0,1,2]" | "[]"))
                    .collect();
                let few2 = few.clone();
                let few3 = few.clone();
                few.into_iter()
                    .flat_map(move |x| few2.clone().into_iter().map(move |y| (x, y)))
                    .flat_map(move |(x, y)| few3.clone().into_iter().map(move |z| vec![x, y, z]))
                    .collect()
            }
            n => panic!("{op}: arity {n} needs cases here"),
        };
        for args in &tuples {
            for (operands, inputs) in forms(args, vars) {
                let p = program_for(op, &operands);
                let want = expected(&p, op, args);
                let shown: Vec<String> = operands.iter().map(|o| format!("{o:?}")).collect();
                let case = format!("{op} {}", shown.join(", "));
                let mut check = |what: &str, got: Result<String, RuntimeError>| {
                    checked += 1;
                    if got != want {
                        failures.push(format!("{case} ({what}): got {got:?}, the table gives {want:?}"));
                    }
                };
                check("interp", run(&p, &inputs, &options(Mode::Interp, None, u64::MAX)));
                for &mode in MODES.iter() {
                    check(&format!("{mode:?}"), run(&p, &inputs, &options(mode, Some(1), u64::MAX)));
                }
                // The partial evaluator with every input static folds the operation itself.
                let residual = specialize(&p, &inputs, &PeOptions::default(), &mut std::io::sink());
                let got = match residual {
                    Ok(r) => run(&r.program, &[], &options(Mode::Interp, None, u64::MAX)),
                    Err(e) => Err(RuntimeError { message: format!("pe: {e}"), at: (p.entry, 0) }),
                };
                // A residual error is at the residual's position: compare what it says, not where.
                let detail = |r: &Result<String, RuntimeError>| {
                    r.clone().map_err(|e| e.message.rsplit(": ").next().unwrap_or_default().to_string())
                };
                checked += 1;
                if detail(&got) != detail(&want) {
                    failures.push(format!("{case} (pe): got {got:?}, the table gives {want:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} runs disagree:\n{}", failures.len(), failures.join("\n"));
    assert!(checked > 10_000, "{checked}");
}
