//! Interpreter vs trace executor vs machine code, on the same programs and inputs, in one run.
//!
//! Each measurement is a whole `driver::run` (compiling traces included), with throughput in loop
//! iterations of the interpreted program: criterion reports time per iteration for each mode.
//! `cargo bench --bench modes`; `benches/peers.sh` compares whole processes with the peers.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use fgljit::driver::{self, Mode, Options};
use fgljit::lang;
use fgljit::value::Value;
use std::hint::black_box;
use std::time::Duration;

const MODES: [(&str, Mode); 3] = [("interp", Mode::Interp), ("trace", Mode::Trace), ("jit", Mode::Jit)];

fn bench_program(
    c: &mut Criterion,
    group: &str,
    file: &str,
    entry: Option<&str>,
    inputs: &[(&str, i64)],
    iterations: &[(i64, u64)],
) {
    let mut program = lang::load(file).expect("example loads");
    if let Some(e) = entry {
        program.entry = program.block_id(e).expect("entry exists");
    }
    let mut g = c.benchmark_group(group);
    g.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    for &(n, iters) in iterations {
        g.throughput(Throughput::Elements(iters));
        let args: Vec<(String, Value)> =
            inputs.iter().map(|(name, v)| (name.to_string(), Value::Int(if *v < 0 { n } else { *v }))).collect();
        for (name, mode) in MODES {
            // The trace executor interprets IR: keep its inputs small enough to finish in time.
            if mode == Mode::Trace && iters > 1_000_000 {
                continue;
            }
            let options = Options { mode, ..Options::default() };
            g.bench_with_input(BenchmarkId::new(name, n), &args, |b, args| {
                b.iter(|| black_box(driver::run(&program, args, &options).expect("runs")))
            });
        }
    }
    g.finish();
}

fn benches(c: &mut Criterion) {
    // -1: the benchmark's size parameter. bytecode_square's loop runs `a` times.
    bench_program(
        c,
        "bytecode_square",
        "examples/bytecode_square.fg",
        None,
        &[("a", -1)],
        &[(10_000, 10_000), (100_000, 100_000), (10_000_000, 10_000_000)],
    );
    // The same square program, compiled to FGL by the partial evaluator (first Futamura projection).
    bench_program(
        c,
        "bytecode_square_pe",
        "examples/bytecode_square_pe.fg",
        None,
        &[("a", -1)],
        &[(10_000, 10_000), (100_000, 100_000), (10_000_000, 10_000_000)],
    );
    // The richer bytecode interpreter: a loop nested in a loop, n * n inner iterations.
    bench_program(
        c,
        "bytecode_vm_nested_loops",
        "examples/bytecode_vm.fg",
        Some("nested_loops"),
        &[("n", -1)],
        &[(100, 10_000), (1_000, 1_000_000)],
    );
    bench_program(
        c,
        "power",
        "examples/power.fg",
        None,
        &[("x", 1), ("y", -1)],
        &[(100_000, 100_000), (10_000_000, 10_000_000)],
    );
    bench_program(
        c,
        "promote",
        "examples/promote.fg",
        None,
        &[("i", -1), ("x", 3)],
        &[(700_000, 100_000), (70_000_000, 10_000_000)],
    );
}

criterion_group!(modes, benches);
criterion_main!(modes);
