//! The meta-tracing JIT: hot anchors (`hot`), the recorder (`record`), the trace IR (`ir`), resume data
//! (`snapshot`), the optimizer (`opt/`), the trace executor (`exec`) and the engine that moves between
//! the interpreter and traces (`engine`).

pub mod engine;
pub mod exec;
pub mod hot;
pub mod ir;
pub mod opt;
pub mod record;
pub mod snapshot;
