//! The partial evaluator's payoff: bytecode_square.fg (a bytecode interpreter running the square program)
//! against its residual program, examples/bytecode_square_pe.fg (the first Futamura projection), in the
//! interpreter and under the tracing JIT; and what specializing costs.
//!
//! Kept short for a small shared machine: `cargo bench --bench pe`, or `-- --quick`.

use criterion::{Criterion, criterion_group, criterion_main};
use fgljit::driver::{self, Mode, Options};
use fgljit::interp::Outcome;
use fgljit::lang::{self, Program};
use fgljit::pe::{self, PeOptions};
use fgljit::value::Value;
use std::hint::black_box;
use std::time::Duration;

const A: i64 = 10_000;

fn load(name: &str) -> Program {
    let path = format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"));
    lang::load(&path).unwrap_or_else(|d| panic!("{}", d.render(false)))
}

fn square(program: &Program, mode: Mode) -> Outcome {
    let options = Options { mode, ..Options::default() };
    driver::run(program, &[("a".to_string(), Value::Int(A))], &options).expect("a is an input").outcome
}

fn bench(c: &mut Criterion) {
    let original = load("bytecode_square.fg");
    let residual = load("bytecode_square_pe.fg");
    for p in [&original, &residual] {
        for mode in [Mode::Interp, Mode::Trace] {
            assert_eq!(square(p, mode), Outcome::Printed(Value::Int(A * A)));
        }
    }
    let mut g = c.benchmark_group("bytecode_square a=10000");
    g.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    g.bench_function("interp, interpreter", |b| b.iter(|| square(black_box(&original), Mode::Interp)));
    g.bench_function("interp, residual", |b| b.iter(|| square(black_box(&residual), Mode::Interp)));
    g.bench_function("trace, interpreter", |b| b.iter(|| square(black_box(&original), Mode::Trace)));
    g.bench_function("trace, residual", |b| b.iter(|| square(black_box(&residual), Mode::Trace)));
    g.bench_function("pe, specialize the interpreter", |b| {
        b.iter(|| pe::specialize(black_box(&original), &[], &PeOptions::default(), &mut std::io::sink()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
