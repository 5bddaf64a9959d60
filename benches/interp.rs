//! The plain interpreter on the example programs, through the same entry point as the command line
//! (`driver::run`, which also compiles the program to the interpreter's instructions each time: a few
//! microseconds, noise next to every workload here except `factorial/20`).
//!
//! Throughput is in elements of work, so criterion's "elem/s" reads as bytecode instructions (or loop
//! iterations) per second, and its time divided by the element count is the cost of one:
//! - `bytecode_square`: the bytecode executes 8a + 4 instructions (2 before the loop, 8 per iteration, 2 after).
//! - `bytecode_vm`: factorial 5n + 5, fibonacci 7n + 6, nested_loops 6n^2 + 7n + 6 instructions (the counts
//!   are documented with each program in examples/bytecode_vm.fg).
//! - `power`: y iterations of the `power_rec` block.
//!
//! Quick by design (2 shared cores): `cargo bench --bench interp`; `-- --quick` or `-- --test` for a smoke run.

use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main, measurement::WallTime};
use fgljit::driver::{self, Options};
use fgljit::interp::Outcome;
use fgljit::lang::{self, Program};
use fgljit::value::Value;
use num_bigint::BigInt;
use std::hint::black_box;
use std::time::Duration;

fn load(example: &str) -> Program {
    let path = format!("{}/examples/{example}", env!("CARGO_MANIFEST_DIR"));
    lang::load(&path).unwrap_or_else(|d| panic!("{d}"))
}

fn int(text: &str) -> Value {
    Value::from_big(text.parse::<BigInt>().expect("an integer"))
}

fn group<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    let mut g = c.benchmark_group(name);
    g.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    g
}

/// Benchmarks one run of `program` from `entry` (None: the first block) with `args`, after checking once
/// that it prints `expected`: a benchmark of a wrong result would measure nothing useful.
fn bench_run(
    g: &mut BenchmarkGroup<WallTime>,
    id: &str,
    program: &Program,
    entry: Option<&str>,
    args: &[(&str, &str)],
    expected: &str,
    elements: u64,
) {
    let mut program = program.clone();
    if let Some(label) = entry {
        program.entry = program.block_id(label).expect("the entry label exists");
    }
    let args: Vec<(String, Value)> = args.iter().map(|(name, value)| (name.to_string(), int(value))).collect();
    let options = Options { mode: driver::Mode::Interp, ..Options::default() };
    match driver::run(&program, &args, &options).map(|run| run.outcome) {
        Ok(Outcome::Printed(v)) => assert_eq!(v.to_string(), expected, "{id}"),
        other => panic!("{id}: {other:?}"),
    }
    g.throughput(Throughput::Elements(elements));
    g.bench_function(id, |b| b.iter(|| driver::run(black_box(&program), black_box(&args), &options)));
}

fn bytecode_square(c: &mut Criterion) {
    let program = load("bytecode_square.fg");
    let mut g = group(c, "bytecode_square");
    for (a, expected) in [(10_000u64, "100000000"), (100_000, "10000000000")] {
        bench_run(&mut g, &format!("a={a}"), &program, None, &[("a", &a.to_string())], expected, 8 * a + 4);
    }
    g.finish();
}

fn bytecode_vm(c: &mut Criterion) {
    let program = load("bytecode_vm.fg");
    let mut g = group(c, "bytecode_vm");
    // (entry, n, result, executed bytecode instructions)
    let runs: [(&str, u64, &str, u64); 4] = [
        ("factorial", 20, "2432902008176640000", 5 * 20 + 5),
        ("fibonacci", 90, "2880067194370816120", 7 * 90 + 6),
        // Past fib(92) the additions are on big integers (fib(1000) has 209 digits).
        (
            "fibonacci",
            1000,
            "43466557686937456435688527675040625802564660517371780402481729089536555417949051890403879840079255169295922593080322634775209689623239873322471161642996440906533187938298969649928516003704476137795166849228875",
            7 * 1000 + 6,
        ),
        ("nested_loops", 100, "24502500", 6 * 100 * 100 + 7 * 100 + 6),
    ];
    for (entry, n, expected, instructions) in runs {
        let id = format!("{entry}/n={n}");
        bench_run(&mut g, &id, &program, Some(entry), &[("n", &n.to_string())], expected, instructions);
    }
    g.finish();
}

fn power(c: &mut Criterion) {
    let program = load("power.fg");
    let mut g = group(c, "power");
    // x = 1 keeps every value a small integer: the cost of the loop itself.
    bench_run(&mut g, "x=1,y=100000", &program, None, &[("x", "1"), ("y", "100000")], "1", 100_000);
    // 3^1000 has 478 digits: mostly big-integer multiplication.
    let expected = BigInt::from(3).pow(1000).to_string();
    bench_run(&mut g, "x=3,y=1000", &program, None, &[("x", "3"), ("y", "1000")], &expected, 1000);
    g.finish();
}

criterion_group!(benches, bytecode_square, bytecode_vm, power);
criterion_main!(benches);
