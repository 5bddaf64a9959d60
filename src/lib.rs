//! fgljit: a meta-tracing JIT compiler, and a partial evaluator, for the flow graph language (FGL).
//!
//! The pipeline, one folder per phase: `lang` (front end) -> `interp` (interpreter, the reference
//! semantics) -> `jit` (hot anchors, recorder, trace IR, optimizer, deoptimization, x86-64 backend),
//! and `pe` (partial evaluator). `driver` ties them together for the command line.

pub mod driver;
pub mod error;
pub mod interp;
pub mod jit;
pub mod lang;
pub mod ops;
pub mod pe;
pub mod report;
pub mod value;
pub mod world;
