//! The meta-tracing JIT: anchors (`anchor`) and the policy that decides about them (`policy`), the
//! recorder (`record`), the trace IR (`ir`), resume data (`snapshot`), the optimizer (`opt/`), the trace
//! executor (`exec`) and the engine that moves between the interpreter and traces (`engine`), who owns
//! each list a trace holds (`ownership`), and the x86-64 backend (`x64/`).

pub mod anchor;
pub mod contract;
pub mod engine;
pub mod exec;
pub mod exit;
pub mod ir;
pub mod opt;
pub mod ownership;
pub mod policy;
pub mod record;
pub mod snapshot;
pub mod verify;
#[cfg(target_arch = "x86_64")]
// dynasm's macro converts dynamic register numbers with `.into()`, which clippy flags as useless for u8.
#[allow(clippy::useless_conversion)]
pub mod x64;
