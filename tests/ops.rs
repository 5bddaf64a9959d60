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

/// The template with its operation replaced by `op` on `operands` (a variable `a`/`b` or a constant).
fn program_for(op: Opcode, operands: &[Operand]) -> Program {
    let mut p = lang::parse_program("op.fg", TEMPLATE, Format::Fg).expect("the template parses");
    let body = p.blocks.iter().position(|b| b.label == "body").unwrap();
    let inst = &mut p.blocks[body].ops[0];
    inst.kind = op;
    inst.args = operands.to_vec();
    p
}

/// What the table says the program ends with.
fn expected(p: &Program, op: Opcode, values: &[&Value]) -> Result<String, RuntimeError> {
    let body = p.blocks.iter().position(|b| b.label == "body").unwrap() as u32;
    match op.eval(values) {
        Ok(v) => Ok(v.to_string()),
        Err(e) => Err(runtime_error(p, body, 0, &Failure::Op(e))),
    }
}

fn ended(outcome: Outcome) -> Result<String, RuntimeError> {
    match outcome {
        Outcome::Printed(v) => Ok(v.to_string()),
        Outcome::Error(e) => Err(e),
        Outcome::OutOfSteps(n) => panic!("out of steps after {n}"),
    }
}

/// The operands of one case, and the inputs that give its variables their values.
type Form = (Vec<Operand>, Vec<(String, Value)>);

/// Each combination of operands as variables (`vars`, their values inputs) or constants.
fn forms(values: &[&Value], vars: [u32; 2]) -> Vec<Form> {
    (0..1usize << values.len())
        .map(|mask| {
            let mut operands = Vec::new();
            let mut inputs = Vec::new();
            for (k, v) in values.iter().enumerate() {
                if mask & (1 << k) == 0 {
                    inputs.push((["a", "b"][k].to_string(), (*v).clone()));
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
    let template = lang::parse_program("op.fg", TEMPLATE, Format::Fg).unwrap();
    let vars = ["a", "b"].map(|n| template.var_id(n).expect("a and b are variables"));
    let mut checked = 0;
    let mut failures = Vec::new();
    for op in Opcode::source_ops() {
        let tuples: Vec<Vec<&Value>> = match op.arity() {
            1 => values.iter().map(|v| vec![v]).collect(),
            2 => values.iter().flat_map(|x| values.iter().map(move |y| vec![x, y])).collect(),
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
                check(
                    "interp",
                    ended(fgljit::driver::run(&p, &inputs, &options(Mode::Interp, None, u64::MAX)).unwrap()),
                );
                for &mode in MODES.iter() {
                    let got = fgljit::driver::run(&p, &inputs, &options(mode, Some(1), u64::MAX)).unwrap();
                    check(&format!("{mode:?}"), ended(got));
                }
                // The partial evaluator with every input static folds the operation itself.
                let residual = specialize(&p, &inputs, &PeOptions::default(), &mut std::io::sink());
                let got = match residual {
                    Ok(r) => {
                        ended(fgljit::driver::run(&r.program, &[], &options(Mode::Interp, None, u64::MAX)).unwrap())
                    }
                    Err(e) => Err(RuntimeError { message: format!("pe: {e}") }),
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
