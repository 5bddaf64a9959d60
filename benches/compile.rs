//! What it costs to turn a recorded trace into machine code: optimizing, and register allocation plus
//! emission, on the bytecode_square loop (the meta-tracing example). `cargo bench --bench compile`.

use criterion::{Criterion, criterion_group, criterion_main};
use fgljit::driver;
use fgljit::jit::engine::{Engine, JitOptions};
use fgljit::jit::ir::TraceId;
use fgljit::jit::opt;
use fgljit::lang;
use fgljit::value::Value;
use std::hint::black_box;

fn benches(c: &mut Criterion) {
    let program = lang::load("examples/bytecode_square.fg").expect("example loads");
    let mut engine = Engine::new(&program, JitOptions { keep_recorded: true, ..JitOptions::default() });
    let mut env = driver::initial_env(&program, &engine.code, &[("a".into(), Value::Int(1000))]).unwrap();
    engine.run(&mut env, u64::MAX);
    let recorded = engine.stats().trace(TraceId(0)).recorded.clone().expect("kept");
    let optimized = opt::optimize(&recorded);
    let mut g = c.benchmark_group("bytecode_square_trace");
    g.bench_function("optimize", |b| b.iter(|| black_box(opt::optimize(black_box(&recorded)))));
    // Register allocation and instruction selection into the trace's own assembler...
    #[cfg(target_arch = "x86_64")]
    g.bench_function("regalloc_and_emit", |b| {
        b.iter_batched(
            || fgljit::jit::x64::Backend::new(program.vars.len(), false, 1 << 30).unwrap(),
            |backend| {
                fgljit::jit::x64::emit::emit(&backend, TraceId(0), &optimized, Default::default(), None, false)
                    .expect("compiles");
                backend
            },
            criterion::BatchSize::SmallInput,
        )
    });
    // ...and all of it, with the copy into code memory that makes it executable (two mprotect calls of
    // the pages written: W^X).
    #[cfg(target_arch = "x86_64")]
    g.bench_function("regalloc_emit_and_commit", |b| {
        b.iter_batched(
            || fgljit::jit::x64::Backend::new(program.vars.len(), false, 1 << 30).unwrap(),
            |mut backend| {
                backend.compile(TraceId(0), &optimized, None, None, false, false).expect("compiles");
                backend
            },
            criterion::BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group!(compile, benches);
criterion_main!(compile);
