//! The partial evaluator (`fgljit pe`): specializes a program to the values of some of its inputs and
//! writes the residual program, a valid FGL program over the remaining inputs (seeds/002, 000, 003).
//!
//! ## How it works
//! An *online, polyvariant* specializer, as in seeds/002. A *specialization point* is a source block and a
//! *static environment*: the variables whose values are known at PE time. Each point becomes one residual
//! block (`specialize.rs`): operations on static values fold (through the shared `value.rs` operations,
//! so results are the interpreter's), the others are copied with their static operands replaced by
//! constants, and every jump asks the cache for the residual block of (target, environment), creating a
//! new one when there is none. The cache key holds only the static variables that are *live* at the
//! target: a dead static (seeds/000's `target`) cannot change the residual code, so it must not tell two
//! copies of a block apart.
//!
//! A jump decided on static values (a `goto`, an `if` or `promote` on a static value) does not make a
//! point: the point runs on into its target (*transition compression*, `specialize.rs`), unless the
//! target is a loop header with dynamic variables live, or a point for it exists already. So points are
//! made where control flow is dynamic and at loop headers; a computation on static values only (a loop
//! summing 1..100000, an interpreter matching its static program's brackets) costs no block per step
//! and is bounded by `--max-static-steps`; and an interpreter's dispatch on a static opcode is not a
//! chain of residual blocks.
//!
//! ## Termination
//! A loop whose exit test is static unrolls fully (the power example with y=5). A loop whose test is
//! dynamic would unroll forever if a static variable changes in it (seeds/003's counter). Two rules
//! generalize (widen): make static variables dynamic, so that a loop is specialized once, not once per
//! iteration. The jump then carries assignments `x = <const>` so that the residual variable holds what
//! the static one did.
//! - At a loop header (the target of a back-edge) whose condition is dynamic, the static variables the
//!   loop assigns are generalized (`loops.rs`), before the loop is entered.
//! - The *whistle* (`whistle.rs`) sees the loops the source does not show, those of an interpreted
//!   program: a jump that comes back, through a dynamic branch, to the label of an ancestor point with the
//!   same *position* (the values of the variables the program `promote`s, an interpreter's `pc`)
//!   generalizes the variables whose values differ, restarting that ancestor with the common part of the
//!   two keys. Together with depth-first specialization, this bounds the specialization of every loop
//!   that goes round at run time (the proof is in `whistle.rs`). What it generalizes at a position stays
//!   generalized there (`Pe::sticky_split`), so that the same loop met again is not restarted again.
//!
//! What remains is a loop that takes no dynamic branch and never ends on the static data: the original
//! runs forever once there. `--max-static-steps` stops it when all its values are static; otherwise a
//! bound on the residual program's size stops it (`--max-residual`, which counts what is written:
//! operations, blocks, and the elements of the constants they hold), as it stops an unrolling that is
//! merely too long.
//!
//! ## Lists, effects (FGL 2)
//! Operations on static lists fold like any other (through `ops.rs`): a list built and updated at
//! specialization time (`set`, `append`, `slice`, a literal of static elements, a `make_list` of up
//! to 32768 elements) is a static value; one with a dynamic element, or updated at a dynamic index,
//! is made by a residual operation and is dynamic. Effects (`print`, `put_byte`, `get_byte`) are never
//! run while specializing: they are residual operations, in the original's order. `--static-bytes
//! NAME=PATH` makes a file's bytes a static list: `fgljit pe examples/bf.fg --static-bytes
//! src=PROGRAM.b` compiles a brainfuck program to FGL (the first Futamura projection), one residual
//! loop per brainfuck loop, with no dispatch and no read of the program or its jump table left.
//!
//! Termination is not enough: the whistle's restarts throw work away, and a program can make them
//! throw away most of it over and over while the residual program stays small (a promoted variable that
//! grows in nested loops with dynamic bounds: time grew about cubically with the size bound). So the
//! work itself is bounded too, at `WORK_PER_RESIDUAL` times `--max-residual` steps, each of which costs
//! at most a constant (`Pe::spend`): every point specialized, kept or thrown away, with its operations
//! and its key. Specialization costs no more than a constant per step: keys are hashed by their
//! entries, not by the size of their lists; a point's environment is built from its key and cleared
//! after it, not allocated for every variable; a restart drops the cache entries of the points it
//! throws away, not the whole cache scanned.
//!
//! ## Procedures (FGL 3)
//! Calls are unfolded or left residual by the rule in `procs.rs`, which also says how the whistle covers
//! them: a point's key is a *site* (a source block and the stack of unfolded calls around it; without
//! procedures, the block itself) and its static variables, and each residual procedure (a source
//! procedure specialized to its static parameters, memoized) is specialized in a run of its own.
//!
//! ## The residual program
//! It keeps the source's variable names, so a dynamic variable holds at run time exactly what it holds
//! in the original, including "no value": reading an unassigned variable fails in both at the same
//! operation. Static variables are not assigned in residual code (their values are constants there) until
//! they become dynamic. An operation that would fail on static values (division by zero, a type error, an
//! index out of range) is not folded but copied, and the block ends there: the residual program raises the
//! same error at run time. The residual blocks then go through `cleanup.rs`: jump threading, merging a
//! block into its only predecessor, removing unreachable blocks, labels derived from the source labels,
//! and `simplify.rs`, which brings the code to what an SSA optimizer makes of it (propagation of copies
//! and constants across blocks, identities, dead operations, coalescing; the bytecode_square loop is
//! the three operations of its trace). Every rewrite keeps each runtime error and its message, which
//! names variables: a use is renamed only where no error could name it, knowing the kinds. (Only the
//! hint after "has no value" may differ: it says to pass `--arg` when nothing in the program that runs
//! assigns the variable, and the residual program may drop assignments its run never reaches.)

mod cleanup;
mod loops;
mod procs;
mod simplify;
mod specialize;
mod whistle;

use crate::lang::cfg::Liveness;
use crate::lang::{Block, BlockId, Op, Operand, Program, Terminator, VarId};
use crate::ops::Opcode;
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};
use std::io::Write;

/// The default bound on the residual program's size, in operations plus blocks plus the size of the
/// constants they hold (`weight`), counted as they are made (before cleanup).
pub const DEFAULT_MAX_RESIDUAL: usize = 100_000;

/// The points at a position `Pe::more_general` looks at.
const MORE_GENERAL_CANDIDATES: usize = 8;

/// The work specialization may do, per unit of `--max-residual`: see `Pe::spend`.
pub const WORK_PER_RESIDUAL: usize = 50;

#[derive(Clone, Debug)]
pub struct PeOptions {
    /// Stop with `PeError::TooLarge` when the residual program (operations plus blocks plus the size of
    /// their constants, before cleanup) grows past this, or when specialization has done
    /// `WORK_PER_RESIDUAL` times this much work.
    pub max_residual: usize,
    /// Write the specialization steps to the log writer.
    pub log: bool,
    /// Stop with `PeError::TooLarge` (`Bound::Steps`) after this many jumps taken on static values
    /// only (transition compression, `specialize.rs`).
    pub max_static_steps: usize,
}

/// The default bound on the jumps specialization takes with every value static.
pub const DEFAULT_MAX_STATIC_STEPS: usize = 10_000_000;
/// The defaults grow with the static inputs (`PeOptions::for_statics`): this much residual, and this
/// many static jumps, per element of them. A program specialized to a static input is usually about
/// as long as that input in some measure (an interpreter to the program it runs: brainfuck's hanoi.b,
/// 54,593 bytes, specializes to about 7 residual operations per byte).
pub const RESIDUAL_PER_STATIC_ELEMENT: usize = 16;
pub const STATIC_STEPS_PER_STATIC_ELEMENT: usize = 200;

impl PeOptions {
    /// The default bounds for specializing to `statics`: the fixed defaults, or more for large static
    /// inputs (`RESIDUAL_PER_STATIC_ELEMENT`, `STATIC_STEPS_PER_STATIC_ELEMENT`).
    pub fn for_statics(statics: &[(String, Value)]) -> PeOptions {
        let elements: usize = statics.iter().map(|(_, v)| 1 + weight(v, usize::MAX / 2)).sum();
        PeOptions {
            max_residual: DEFAULT_MAX_RESIDUAL.max(elements.saturating_mul(RESIDUAL_PER_STATIC_ELEMENT)),
            max_static_steps: DEFAULT_MAX_STATIC_STEPS.max(elements.saturating_mul(STATIC_STEPS_PER_STATIC_ELEMENT)),
            ..PeOptions::default()
        }
    }
}

impl Default for PeOptions {
    fn default() -> PeOptions {
        PeOptions { max_residual: DEFAULT_MAX_RESIDUAL, log: false, max_static_steps: DEFAULT_MAX_STATIC_STEPS }
    }
}

/// Why specialization failed (exit status 2 on the command line: nothing ran).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeError {
    /// A static input names no variable of the program.
    UnknownVariable(String),
    /// The residual program grew past `PeOptions::max_residual` (`Bound::Size`), or specialization did
    /// `WORK_PER_RESIDUAL` times that much work (`Bound::Work`).
    TooLarge { limit: usize, label: String, bound: Bound },
}

/// Which bound stopped a specialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Size,
    Work,
    /// `--max-static-steps`: the limit is that option's, not `--max-residual`.
    Steps,
}

impl std::fmt::Display for PeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PeError::UnknownVariable(name) => write!(f, "--static {name}: the program has no variable named '{name}'"),
            PeError::TooLarge { limit, label, bound: Bound::Size } => write!(
                f,
                "the residual program grew past {limit} operations and blocks (--max-residual; a constant counts its \
                 elements) while specializing block '{label}': a loop unrolls too far or without end; make fewer \
                 inputs static, or raise the bound (--max-residual {})",
                limit.saturating_mul(4)
            ),
            PeError::TooLarge { limit, label, bound: Bound::Work } => write!(
                f,
                "specialization did {} steps ({WORK_PER_RESIDUAL} times --max-residual {limit}) while specializing \
                 block '{label}': a loop is unrolled or generalized over and over; make fewer inputs static, or \
                 raise the bound (--max-residual {})",
                limit.saturating_mul(WORK_PER_RESIDUAL),
                limit.saturating_mul(4)
            ),
            PeError::TooLarge { limit, label, bound: Bound::Steps } => write!(
                f,
                "specialization ran {limit} jumps with every value static (--max-static-steps) while running block \
                 '{label}': the program does not stop on its static inputs, or takes longer; make fewer inputs \
                 static, or raise the bound (--max-static-steps {})",
                limit.saturating_mul(10)
            ),
        }
    }
}

impl std::error::Error for PeError {}

/// What specialization did, for `--log pe` and the tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Steps of work done (see `Pe::spend`), those a restart threw away included.
    pub work: usize,
    /// Specialization points made (cache misses), those a restart dropped included.
    pub specialized: usize,
    pub cache_hits: usize,
    /// Jumps into a loop header that generalized static variables.
    pub generalizations: usize,
    /// Times the whistle blew: a jump came back to a variant of its target through a dynamic branch.
    pub whistles: usize,
    /// Variants specialized again with a more general key when the whistle blew.
    pub restarts: usize,
    /// Blocks and operations before cleanup.
    pub blocks_before: usize,
    pub ops_before: usize,
    pub threaded: usize,
    pub merged: usize,
    /// Loop headers copied onto their entry by loop rotation.
    pub rotated: usize,
    pub unreachable: usize,
    /// Jumps taken with every value static, specialized by running on (`specialize.rs`).
    pub static_steps: usize,
    /// Loops whose first iteration was peeled (`simplify::peel_loops`).
    pub peeled: usize,
    /// Operations rewritten or removed by `simplify.rs`.
    pub simplified: usize,
    pub blocks_after: usize,
    pub ops_after: usize,
    /// Calls unfolded, and calls left residual (`procs.rs`).
    pub unfolded: usize,
    pub residual_calls: usize,
    /// Residual procedures made (those a restart left unreachable included), and calls whose key
    /// the procedure whistle generalized.
    pub procs: usize,
    pub proc_whistles: usize,
}

/// A residual program and what it takes.
#[derive(Clone, Debug)]
pub struct Residual {
    pub program: Program,
    /// The remaining inputs: the variables the original may read before writing them from its entry,
    /// less the static ones, in the original's variable order.
    pub inputs: Vec<String>,
    pub stats: Stats,
}

/// A static environment: `env[v]` is the value of variable `v` when it is static, `None` when dynamic.
pub(crate) type Env = Vec<Option<Value>>;

/// Static variables and their values, in variable order.
type Statics = Vec<(VarId, Value)>;

/// A cache key: a source block and the static variables live there, in variable order.
#[derive(Clone, Debug)]
struct Key {
    block: BlockId,
    env: Vec<(VarId, Value)>,
}

/// The size of a constant in the residual program, beyond the operand it is: a list counts its
/// elements (a nested list its own and its elements'), a big integer one per 64-bit word, an integer
/// or a symbol nothing. Counting stops past `cap` (the answer is then `cap + 1`): the cost of asking is
/// bounded by the budget it is charged to.
fn weight(v: &Value, cap: usize) -> usize {
    fn go(v: &Value, n: &mut usize, cap: usize) {
        match v {
            Value::Int(_) | Value::Sym(_) => {}
            Value::Big(b) => *n += (b.bits() / 64) as usize + 1,
            Value::List(l) => {
                for item in l.iter() {
                    if *n > cap {
                        return;
                    }
                    *n += 1;
                    go(&item, n, cap);
                }
            }
        }
    }
    let mut n = 0;
    go(v, &mut n, cap);
    n.min(cap.saturating_add(1))
}

/// The elements of lists a key's hash reads, at most: a list is hashed by its length and its first
/// elements, so that hashing a key costs its number of entries, not the size of its lists (an
/// interpreter's static bytecode is in every key). Equal values still hash alike; keys that differ
/// only deep in a list (rare: lists come from constants and inputs) share a hash and are told apart
/// by `equals`, which finds a list equal to itself at once.
const HASHED_ELEMENTS: usize = 8;

fn hash_value<H: Hasher>(v: &Value, h: &mut H, budget: &mut usize) {
    match v {
        Value::Int(i) => (0u8, i).hash(h),
        Value::Big(b) => (1u8, &**b).hash(h),
        Value::Sym(s) => (2u8, s.0).hash(h),
        Value::List(l) => {
            (3u8, l.len()).hash(h);
            for item in l.iter() {
                if *budget == 0 {
                    return;
                }
                *budget -= 1;
                hash_value(&item, h, budget);
            }
        }
    }
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.block.hash(h);
        for (var, value) in &self.env {
            var.hash(h);
            let mut budget = HASHED_ELEMENTS;
            hash_value(value, h, &mut budget);
        }
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.block == other.block
            && self.env.len() == other.env.len()
            && self.env.iter().zip(&other.env).all(|((v, x), (w, y))| v == w && x.equals(y))
    }
}

impl Eq for Key {}

/// Why the specialization of a block stopped before its end.
enum Stop {
    Error(PeError),
    /// The whistle restarted an ancestor of the block (or the block itself): its work is dropped.
    Restart,
}

impl From<PeError> for Stop {
    fn from(e: PeError) -> Stop {
        Stop::Error(e)
    }
}

/// Where a jump goes, as `Pe::resolve` finds it.
enum Resolved {
    /// To this residual block, assigning these static variables on the edge (they are dynamic there).
    To(BlockId, Vec<(VarId, Value)>),
    /// Nowhere yet: the whistle blew and this ancestor is to be restarted with this key.
    Restart(BlockId, Vec<(VarId, Value)>),
}

/// The state of one specialization run.
struct Pe<'a> {
    program: &'a Program,
    live: Liveness,
    loops: loops::Loops,
    cache: HashMap<Key, BlockId>,
    /// Residual blocks, by creation; their labels are given by cleanup.
    blocks: Vec<Block>,
    /// The source block each residual block was made from (for its label).
    origin: Vec<BlockId>,
    /// The site (source block and stack of unfolded calls, `procs.rs`) each residual block was made
    /// for. Keys, the whistle's labels and positions are sites; without procedures a site is its block.
    site_of: Vec<u32>,
    /// Residual blocks still to fill: (residual block, site); the static environment is the
    /// point's key. A stack: the specialization is depth-first, which `whistle.rs` relies on.
    pending: Vec<(BlockId, u32)>,
    /// The specialization point each residual block is (`None` for the blocks `edge` adds).
    points: Vec<Option<whistle::Point>>,
    /// The path from the entry to the point being specialized.
    path: whistle::Path,
    /// The point being specialized.
    point: Option<BlockId>,
    /// Operations plus blocks (plus the weight of their constants) made so far.
    size: usize,
    /// Steps of work done so far, never reset (`spend`).
    work: usize,
    /// Jumps taken with every value static so far (transition compression).
    static_steps: usize,
    /// The variables the whistle generalized at each (label, position) (`sticky_split`).
    sticky: HashMap<Key, Vec<VarId>>,
    /// The points made at each (label, position), in order (`more_general`).
    at_position: HashMap<Key, Vec<BlockId>>,
    /// The source block being specialized, for the size error.
    current: BlockId,
    /// Sites and stacks of unfolded calls, and what unfolding knows of the procedures (`procs.rs`).
    contexts: procs::Contexts,
    facts: procs::Facts,
    /// The residual procedures (0: the main program), the memo of (procedure, key) to them, and the
    /// one being specialized.
    procs: Vec<procs::ResProc>,
    proc_memo: HashMap<Key, usize>,
    rproc: usize,
    options: &'a PeOptions,
    log: &'a mut dyn Write,
    stats: Stats,
}

impl Pe<'_> {
    fn fmt_env(&self, env: &[(VarId, Value)]) -> String {
        let items: Vec<String> = env
            .iter()
            .map(|(v, x)| format!("{}={}", self.program.var_name(*v), crate::lang::print::fmt_value_short(x)))
            .collect();
        format!("{{{}}}", items.join(", "))
    }

    fn too_large(&self, bound: Bound) -> PeError {
        PeError::TooLarge {
            limit: self.options.max_residual,
            label: self.program.block(self.current).label.clone(),
            bound,
        }
    }

    /// Counts `n` more operations, blocks or constant elements of the residual program against
    /// `--max-residual`. What a restart throws away is taken off `size`, but stays spent as work.
    fn grow(&mut self, n: usize) -> Result<(), PeError> {
        self.size += n;
        if self.size > self.options.max_residual {
            return Err(self.too_large(Bound::Size));
        }
        self.spend(n)
    }

    /// Counts `n` steps of work against `WORK_PER_RESIDUAL` times `--max-residual`. The residual
    /// program's size alone does not bound the time specialization takes: a restart throws work away
    /// (the whistle can restart a loop once per variable, at every level of nesting, and what it
    /// throws away can be most of what was done), and a point whose operations all fold writes
    /// nothing. So every step is counted, kept or not: each point taken from the work list (its source
    /// operations and the entries of its key, which the cache hashes and compares), each variable
    /// live at a jump's target, each operation a loop header's dry run reads, what folding an
    /// operation costs (`specialize::fold_cost`, charged before it is computed), and everything written. Each step costs at most a constant (or a
    /// logarithm) of time, so `pe` stops within seconds at its bound.
    fn spend(&mut self, n: usize) -> Result<(), PeError> {
        self.work = self.work.saturating_add(n);
        if self.work > self.options.max_residual.saturating_mul(WORK_PER_RESIDUAL) {
            return Err(self.too_large(Bound::Work));
        }
        Ok(())
    }

    /// The weight of `v` (see `weight`), capped by the work budget.
    fn weight(&self, v: &Value) -> usize {
        weight(v, self.options.max_residual.saturating_mul(WORK_PER_RESIDUAL))
    }

    /// A source block's name in the log: its label (qualified by its procedure when it has one).
    fn site_label(&self, site: u32) -> String {
        let block = self.contexts.block(site);
        if self.program.procs.is_empty() {
            return self.program.block(block).label.clone();
        }
        let depth = self.contexts.frame(self.contexts.stack(site)).depth;
        let title = self.program.block_title(block);
        if depth == 0 { title } else { format!("{title}^{depth}") }
    }

    /// A new, empty residual block made for `site` (from its source block).
    fn new_block(&mut self, site: u32) -> Result<BlockId, PeError> {
        self.grow(1)?;
        let origin = self.contexts.block(site);
        let src = self.program.block(origin);
        let id = self.blocks.len() as BlockId;
        self.blocks.push(Block {
            label: String::new(),
            proc: None,
            continues: false,
            ops: Vec::new(),
            term: Terminator::Goto(id),
            pos: src.pos,
            term_pos: src.term_pos,
        });
        self.origin.push(origin);
        self.site_of.push(site);
        self.points.push(None);
        Ok(id)
    }

    /// Adds an operation to a residual block's list, counting it and its constants against the bound.
    fn emit(&mut self, ops: &mut Vec<Op>, op: Op) -> Result<(), PeError> {
        let constants: usize = op
            .args
            .iter()
            .map(|a| match a {
                Operand::Const(c) => self.weight(c),
                Operand::Var(_) => 0,
            })
            .fold(0, usize::saturating_add);
        self.grow(constants.saturating_add(1))?;
        ops.push(op);
        Ok(())
    }

    /// Where a jump from point `parent` (through a branch of a dynamic `if` when `dynamic`) to source block
    /// `block` under the static environment `key` goes: to the cached residual block, to an ancestor the
    /// whistle finds more general, or to a new point (queued for specialization); or the whistle asks for
    /// an ancestor to be restarted (`whistle.rs`).
    fn resolve(
        &mut self,
        block: BlockId,
        key: Vec<(VarId, Value)>,
        parent: Option<BlockId>,
        dynamic: bool,
    ) -> Result<Resolved, PeError> {
        let (key, sticky) = self.sticky_split(block, key);
        let key = Key { block, env: key };
        if let Some(&id) = self.cache.get(&key) {
            self.stats.cache_hits += 1;
            if self.options.log {
                let line = format!("pe: {} {} -> cache hit #{id}", self.site_label(block), self.fmt_env(&key.env));
                let _ = writeln!(self.log, "{line}");
            }
            return Ok(Resolved::To(id, sticky));
        }
        let position = self.path.position(block, &key.env);
        if let Some(a) = self.more_general(block, &position, &key.env)? {
            if self.options.log {
                let line = format!("pe: {} {} -> more general #{a}", self.site_label(block), self.fmt_env(&key.env));
                let _ = writeln!(self.log, "{line}");
            }
            let mut assign = whistle::without(&key.env, &self.point(a).key);
            assign.extend(sticky);
            return Ok(Resolved::To(a, assign));
        }
        let crossings = parent.map_or(0, |p| self.point(p).crossings) + dynamic as u32;
        if let Some((a, why)) = self.path.find(block, &key.env, crossings, &self.points) {
            self.stats.whistles += 1;
            let old = self.point(a).key.clone();
            let general = whistle::common(&old, &key.env);
            if self.options.log {
                let mut names: Vec<VarId> = whistle::without(&old, &general)
                    .into_iter()
                    .chain(whistle::without(&key.env, &general))
                    .map(|(v, _)| v)
                    .collect();
                names.sort_unstable();
                names.dedup();
                let names: Vec<&str> = names.iter().map(|v| self.program.var_name(*v)).collect();
                let label = &self.site_label(block);
                let why = match why {
                    whistle::Why::SamePosition => String::new(),
                    whistle::Why::Span => format!(" (after {} dynamic branches)", self.path.span),
                };
                let line = format!(
                    "pe: whistle: {label} {} comes back to #{a} {label} {} through a dynamic branch{why}; generalize {}",
                    self.fmt_env(&key.env),
                    self.fmt_env(&old),
                    names.join(", ")
                );
                let _ = writeln!(self.log, "{line}");
            }
            // What is generalized at this position stays generalized there (see `sticky_split`).
            let mut dropped: Vec<VarId> = whistle::without(&old, &general)
                .into_iter()
                .chain(whistle::without(&key.env, &general))
                .map(|(v, _)| v)
                .collect();
            dropped.sort_unstable();
            dropped.dedup();
            let position = self.path.position(block, &key.env);
            let entry = self.sticky.entry(position).or_default();
            entry.extend(dropped);
            entry.sort_unstable();
            entry.dedup();
            if general.len() < old.len() {
                return Ok(Resolved::Restart(a, general));
            }
            // `key` only adds static variables to the ancestor's: jump back to it, assigning them.
            let mut assign = whistle::without(&key.env, &general);
            assign.extend(sticky);
            return Ok(Resolved::To(a, assign));
        }
        let id = self.new_block(block)?;
        self.stats.specialized += 1;
        if self.options.log {
            let line = format!("pe: {} {} -> new block #{id}", self.site_label(block), self.fmt_env(&key.env));
            let _ = writeln!(self.log, "{line}");
        }
        self.pending.push((id, block));
        self.at_position.entry(position).or_default().push(id);
        self.points[id as usize] =
            Some(whistle::Point { key: key.env.clone(), parent, dynamic, crossings, mark: None });
        self.cache.insert(key, id);
        Ok(Resolved::To(id, sticky))
    }

    /// A point at `block` and `position` whose key is part of `key` (each of its static variables has
    /// the same value in `key`): the new point would be a copy of it knowing more, and jumping to it,
    /// assigning what it does not know, makes one copy of the code, not two. This is what makes code
    /// reached both with a variable static (brainfuck's tape pointer after a loop that was skipped) and
    /// dynamic (after the same loop ran) one loop, not two. Only the last few points made at the
    /// position are looked at, each costing its key.
    fn more_general(
        &mut self,
        block: BlockId,
        position: &Key,
        key: &[(VarId, Value)],
    ) -> Result<Option<BlockId>, PeError> {
        let Some(list) = self.at_position.get(position) else { return Ok(None) };
        let mut found = None;
        let mut cost = 0;
        for &id in list.iter().rev().take(MORE_GENERAL_CANDIDATES) {
            // A point dropped by a restart may have left its id to another point: check it is one at
            // `block` with a smaller key.
            let Some(Some(point)) = self.points.get(id as usize) else { continue };
            cost += 1 + point.key.len();
            if self.site_of[id as usize] == block
                && point.key.len() < key.len()
                && whistle::common(&point.key, key).len() == point.key.len()
            {
                found = Some(id);
                break;
            }
        }
        self.spend(cost)?;
        Ok(found)
    }

    /// Splits a key at `block` into the part kept static and the variables the whistle generalized
    /// before at the same label and position (`sticky`), with their values, to be assigned on the edge.
    /// A generalization is remembered: when the path comes back to a position in another context (a
    /// loop entered again after an outer restart, or reached along another branch) with a variable static
    /// that was generalized there, it is made dynamic at once, not found again by the whistle after
    /// specializing the loop's body once more and restarting. Keys only get smaller, so the whistle's
    /// argument holds; what it saves is restarts, each of which throws work away (the loops of a
    /// long interpreted program would restart their ancestors over and over).
    fn sticky_split(&self, block: BlockId, key: Vec<(VarId, Value)>) -> (Statics, Statics) {
        if self.sticky.is_empty() {
            return (key, Vec::new());
        }
        let Some(vars) = self.sticky.get(&self.path.position(block, &key)) else { return (key, Vec::new()) };
        key.into_iter().partition(|(v, _)| vars.binary_search(v).is_err())
    }

    fn point(&self, id: BlockId) -> &whistle::Point {
        self.points[id as usize].as_ref().expect("a specialization point")
    }

    /// Restarts point `a` with the more general key `general` (`whistle.rs`): drops what was specialized
    /// since `a` was taken from the work list, and makes `a` assign the static values `general` leaves out
    /// and jump to where (its label, `general`) resolves from `a`'s parent, restarting further up if the
    /// whistle blows again. Returns `Stop::Restart` (the block being specialized is gone), or an error.
    fn restart(&mut self, mut a: BlockId, mut general: Vec<(VarId, Value)>) -> Stop {
        loop {
            let point = self.point(a);
            let (parent, dynamic, old) = (point.parent, point.dynamic, point.key.clone());
            let mark = point.mark.expect("an ancestor was taken from the work list");
            // The points dropped are those made since the mark: their cache entries go (one by one, so a
            // restart costs what it drops, not the size of the cache).
            for (id, point) in self.points.iter().enumerate().skip(mark.blocks) {
                if let Some(point) = point {
                    let key = Key { block: self.site_of[id], env: point.key.clone() };
                    let removed = self.cache.remove(&key);
                    debug_assert_eq!(removed, Some(id as BlockId));
                }
            }
            self.blocks.truncate(mark.blocks);
            self.origin.truncate(mark.blocks);
            self.site_of.truncate(mark.blocks);
            self.points.truncate(mark.blocks);
            self.pending.truncate(mark.pending);
            self.size = mark.size;
            self.path.unwind_to(parent);
            self.stats.restarts += 1;
            if let Err(e) = self.spend(1 + general.len()) {
                return Stop::Error(e);
            }
            let label = self.site_of[a as usize];
            if self.options.log {
                let line = format!("pe: restart #{a} as {} {}", self.site_label(label), self.fmt_env(&general));
                let _ = writeln!(self.log, "{line}");
            }
            let (to, extra) = match self.resolve(label, general.clone(), parent, dynamic) {
                Ok(Resolved::To(to, extra)) => (to, extra),
                Ok(Resolved::Restart(b, g)) => {
                    (a, general) = (b, g);
                    continue;
                }
                Err(e) => return Stop::Error(e),
            };
            let mut assign = whistle::without(&old, &general);
            assign.extend(extra);
            assign.sort_by_key(|(v, _)| *v);
            let pos = self.program.block(self.contexts.block(label)).pos;
            let mut ops = Vec::new();
            for (v, x) in assign {
                if let Err(e) =
                    self.emit(&mut ops, Op { dst: v, kind: Opcode::Same, args: vec![Operand::Const(x)], pos })
                {
                    return Stop::Error(e);
                }
            }
            self.blocks[a as usize].ops = ops;
            self.blocks[a as usize].term = Terminator::Goto(to);
            return Stop::Restart;
        }
    }

    /// The residual target of a jump to source block `target` from the point being specialized, with
    /// static environment `env`, through a branch of a dynamic `if` when `dynamic`.
    ///
    /// The key keeps the static variables live at `target`. At a loop header whose condition is dynamic,
    /// the static variables the loop assigns are generalized; those of them that are live get an
    /// assignment in a small edge block before the header, which cleanup merges or threads away when it can.
    /// So do the variables the whistle generalizes when it sends the jump back to an ancestor.
    /// `stack` is the stack of unfolded calls the jump is in (`procs.rs`): a dynamic branch marks it.
    fn edge(&mut self, env: &Env, stack: procs::StackId, target: BlockId, dynamic: bool) -> Result<BlockId, Stop> {
        let generalize = self.loops.is_header(target) && {
            let budget = (self.options.max_residual.saturating_mul(WORK_PER_RESIDUAL)).saturating_sub(self.work);
            let (dynamic, walked) = self.loops.condition_is_dynamic(self.program, target, env, budget);
            self.spend(walked)?;
            dynamic
        };
        self.spend(self.live.live_in(target).len())?;
        let live = self.live.live_in(target);
        let mut key = Vec::new();
        let mut assign = Vec::new();
        for v in live.iter() {
            if let Some(x) = &env[v as usize] {
                if generalize && self.loops.assigns(target, v) {
                    assign.push((v, x.clone()));
                } else {
                    key.push((v, x.clone()));
                }
            }
        }
        if !assign.is_empty() {
            self.stats.generalizations += 1;
            if self.options.log {
                let line = format!(
                    "pe: loop header {}: condition dynamic, generalize {}",
                    self.program.block(target).label,
                    self.fmt_env(&assign)
                );
                let _ = writeln!(self.log, "{line}");
            }
        }
        let stack = if dynamic { self.contexts.dynamic(stack) } else { stack };
        let site = self.contexts.site(target, stack);
        let to = match self.resolve(site, key, self.point, dynamic)? {
            Resolved::To(to, extra) => {
                assign.extend(extra);
                assign.sort_by_key(|(v, _)| *v);
                to
            }
            Resolved::Restart(a, general) => return Err(self.restart(a, general)),
        };
        if assign.is_empty() {
            return Ok(to);
        }
        let id = self.new_block(site)?;
        let pos = self.program.block(target).pos;
        let mut ops = Vec::new();
        for (v, x) in assign {
            self.emit(&mut ops, Op { dst: v, kind: Opcode::Same, args: vec![Operand::Const(x)], pos })?;
        }
        self.blocks[id as usize].ops = ops;
        self.blocks[id as usize].term = Terminator::Goto(to);
        Ok(id)
    }

    /// Specializes one residual procedure from source block `entry` with static environment `env`
    /// (emptied on return): its entry point, then every point queued, depth-first. Returns its entry.
    fn run(&mut self, env: &mut Env, entry: BlockId) -> Result<BlockId, PeError> {
        let program = self.program;
        let entry = match self.edge(env, 0, entry, false) {
            Ok(entry) => entry,
            Err(Stop::Error(e)) => return Err(e),
            Err(Stop::Restart) => unreachable!("the entry has no ancestor to restart"),
        };
        // The static environment of the point being specialized: filled from its key, and emptied again
        // after it (its key's variables and what its operations assign), so a point costs its size, not
        // the number of variables.
        env.iter_mut().for_each(|x| *x = None);
        let mut dirty: Vec<VarId> = Vec::new();
        while let Some((id, site)) = self.pending.pop() {
            let block = self.contexts.block(site);
            self.current = block;
            self.point = Some(id);
            let point = self.points[id as usize].as_mut().expect("a pending block is a point");
            point.mark =
                Some(whistle::Mark { blocks: self.blocks.len(), pending: self.pending.len(), size: self.size });
            let parent = point.parent;
            let key = &self.points[id as usize].as_ref().unwrap().key;
            // Hashing and comparing a key costs one step an entry, and a big integer its words.
            let key_weight = key
                .iter()
                .map(|(_, x)| 1 + if matches!(x, Value::Big(_)) { self.weight(x) } else { 0 })
                .fold(0, usize::saturating_add);
            for (v, x) in key {
                env[*v as usize] = Some(x.clone());
                dirty.push(*v);
            }
            self.path.unwind_to(parent);
            self.path.push(id, site, &self.points[id as usize].as_ref().unwrap().key);
            let result = self
                .spend(key_weight.saturating_add(1 + program.block(block).ops.len()))
                .map_err(Stop::Error)
                .and_then(|()| self.specialize_block(id, site, env, &mut dirty));
            for v in dirty.drain(..) {
                env[v as usize] = None;
            }
            match result {
                Ok(()) | Err(Stop::Restart) => {}
                Err(Stop::Error(e)) => return Err(e),
            }
        }
        Ok(entry)
    }
}

/// Specializes `program` (from its entry block) to the static inputs `statics`, writing the steps to
/// `log` when `options.log` is set.
pub fn specialize(
    program: &Program,
    statics: &[(String, Value)],
    options: &PeOptions,
    log: &mut dyn Write,
) -> Result<Residual, PeError> {
    let mut env: Env = vec![None; program.vars.len()];
    for (name, value) in statics {
        let v = program.var_id(name).ok_or_else(|| PeError::UnknownVariable(name.clone()))?;
        env[v as usize] = Some(value.clone());
    }
    let live = Liveness::compute(program);
    let inputs: Vec<String> = live
        .live_in(program.entry)
        .iter()
        .filter(|v| env[*v as usize].is_none())
        .map(|v| program.var_name(v).to_string())
        .collect();
    // The whistle's fallback waits longer on a large static program (`whistle.rs`, "The fallback").
    let mut path = whistle::Path::new(program);
    let static_size = statics.iter().map(|(_, v)| weight(v, u32::MAX as usize)).fold(0usize, usize::saturating_add);
    path.span = path.span.saturating_add(static_size.min(u32::MAX as usize) as u32);
    let facts = procs::Facts::compute(program, &live);
    let main_key: Statics = env.iter().enumerate().filter_map(|(v, x)| x.clone().map(|x| (v as VarId, x))).collect();
    let mut pe = Pe {
        program,
        live,
        loops: loops::Loops::compute(program),
        cache: HashMap::default(),
        blocks: Vec::new(),
        origin: Vec::new(),
        site_of: Vec::new(),
        pending: Vec::new(),
        points: Vec::new(),
        path,
        point: None,
        size: 0,
        work: 0,
        static_steps: 0,
        sticky: HashMap::default(),
        at_position: HashMap::default(),
        current: program.entry,
        contexts: procs::Contexts::new(program),
        facts,
        procs: vec![procs::ResProc {
            source: program.block(program.entry).proc,
            key: main_key,
            parent: None,
            entry: 0,
            blocks: 0..0,
        }],
        proc_memo: HashMap::default(),
        rproc: 0,
        options,
        log,
        stats: Stats::default(),
    };
    // The main program, then each residual procedure a call asked for, one after the other.
    let mut r = 0;
    while r < pe.procs.len() {
        let entry = if r == 0 {
            program.entry
        } else {
            env.iter_mut().for_each(|x| *x = None);
            for (v, x) in &pe.procs[r].key {
                env[*v as usize] = Some(x.clone());
            }
            program.proc(pe.procs[r].source.expect("a called procedure")).entry
        };
        if r > 0 && options.log {
            let line = format!("pe: specialize procedure #{r}");
            let _ = writeln!(pe.log, "{line}");
        }
        pe.rproc = r;
        pe.point = None;
        pe.current = entry;
        pe.path.unwind_to(None);
        if r > 0 {
            pe.cache.clear();
            pe.sticky.clear();
            pe.at_position.clear();
        }
        let start = pe.blocks.len();
        pe.procs[r].entry = pe.run(&mut env, entry)?;
        pe.procs[r].blocks = start..pe.blocks.len();
        r += 1;
    }
    pe.stats.procs = pe.procs.len() - 1;
    pe.stats.work = pe.work;
    pe.stats.static_steps = pe.static_steps;
    pe.stats.blocks_before = pe.blocks.len();
    pe.stats.ops_before = pe.blocks.iter().map(|b| b.ops.len()).sum();
    let mut stats = pe.stats;
    let residual = if program.procs.is_empty() {
        let mut residual = cleanup::cleanup(program, pe.blocks, pe.origin, pe.procs[0].entry, &mut stats);
        cleanup::keep_inputs(&mut residual, &inputs);
        residual
    } else {
        procs::assemble(program, pe.blocks, pe.origin, &pe.procs, &inputs, &mut stats)
    };
    stats.blocks_after = residual.blocks.len();
    stats.ops_after = residual.blocks.iter().map(|b| b.ops.len()).sum();
    if options.log {
        let _ = writeln!(
            pe.log,
            "pe: {} specialized, {} cache hits, {} generalizations, {} whistles, {} restarts, {} static jumps run; \
             cleanup: {} blocks and {} \
             operations -> {} and {} ({} jumps threaded, {} blocks merged, {} loops rotated, {} unreachable, {} operations \
             simplified); {} steps of work",
            stats.specialized,
            stats.cache_hits,
            stats.generalizations,
            stats.whistles,
            stats.restarts,
            stats.static_steps,
            stats.blocks_before,
            stats.ops_before,
            stats.blocks_after,
            stats.ops_after,
            stats.threaded,
            stats.merged,
            stats.rotated,
            stats.unreachable,
            stats.simplified,
            stats.work
        );
    }
    Ok(Residual { program: residual, inputs, stats })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::print::to_fg;
    use crate::lang::{Format, parse_program};

    const POWER: &str = "power:\n    res = 1\n    if y goto power_rec else goto power_done\npower_rec:\n    res = res * x\n    \
        y = y - 1\n    if y goto power_rec else goto power_done\npower_done:\n    print_and_stop(res)\n";

    fn run_pe(src: &str, statics: &[(&str, i64)], options: &PeOptions) -> (Result<Residual, PeError>, String) {
        let p = parse_program("t.fg", src, Format::Fg).unwrap();
        let statics: Vec<(String, Value)> = statics.iter().map(|(n, v)| (n.to_string(), Value::Int(*v))).collect();
        let mut log = Vec::new();
        let r = specialize(&p, &statics, options, &mut log);
        (r, String::from_utf8(log).unwrap())
    }

    fn pe(src: &str, statics: &[(&str, i64)]) -> Residual {
        run_pe(src, statics, &PeOptions::default()).0.unwrap()
    }

    #[test]
    fn power_with_a_static_exponent_unrolls_as_in_the_seeds() {
        let options = PeOptions { log: true, ..PeOptions::default() };
        let (r, log) = run_pe(POWER, &[("y", 5)], &options);
        let r = r.unwrap();
        assert_eq!(
            to_fg(&r.program),
            "power:\n    res = x * x\n    res = res * x\n    res = res * x\n    res = res * x\n    print_and_stop(res)\n"
        );
        assert_eq!(r.inputs, ["x"]);
        // The seeds' code_cache listing, less the dead `y` at power_done, which is not a point.
        let steps: Vec<&str> = log.lines().take(7).collect();
        assert_eq!(
            steps,
            [
                "pe: power {y=5} -> new block #0",
                "pe: power_rec {res=1, y=5} -> new block #1",
                "pe: power_rec {y=4} -> new block #2",
                "pe: power_rec {y=3} -> new block #3",
                "pe: power_rec {y=2} -> new block #4",
                "pe: power_rec {y=1} -> new block #5",
                // A static jump runs on into its target (transition compression).
                "pe: #5 ran on 1 static jumps to power_done",
            ]
        );
    }

    #[test]
    fn power_with_a_dynamic_exponent_keeps_one_loop() {
        let r = pe(POWER, &[("x", 3)]);
        assert_eq!(
            to_fg(&r.program),
            "power:\n    if y goto power_rec else goto power_done_2\npower_rec:\n    res = 1\n    goto power_rec_2\n\
             power_rec_2:\n    res = res * 3\n    y = y - 1\n    if y goto power_rec_2 else goto power_done\n\
             power_done:\n    print_and_stop(res)\npower_done_2:\n    print_and_stop(1)\n"
        );
        assert_eq!(r.stats.generalizations, 1);
    }

    const COUNT: &str = "entry:\n    i = 0\n    goto head\nhead:\n    c = i < n\n    if c goto body else goto done\n\
        body:\n    s = s + i\n    i = i + 1\n    goto head\ndone:\n    print_and_stop(s)\n";

    #[test]
    fn a_loop_with_a_dynamic_condition_is_generalized_not_unrolled() {
        // Without generalization, i = 0, 1, 2, ... would each make a new copy of the loop.
        let (r, log) = run_pe(COUNT, &[], &PeOptions { log: true, ..PeOptions::default() });
        let r = r.unwrap();
        assert_eq!(
            to_fg(&r.program),
            "entry:\n    i = 0\n    c = 0 < n\n    if c goto body else goto done\nbody:\n    s = s + i\n    \
             i = i + 1\n    c = i < n\n    if c goto body else goto done\ndone:\n    print_and_stop(s)\n"
        );
        assert!(log.contains("pe: loop header head: condition dynamic, generalize {i=0}\n"), "{log}");
        assert!(log.contains("pe: head {} -> cache hit #1\n"), "{log}");
    }

    #[test]
    fn a_loop_with_a_static_condition_unrolls() {
        let r = pe(COUNT, &[("n", 3)]);
        assert_eq!(to_fg(&r.program), "entry:\n    s = s + 0\n    s = s + 1\n    s = s + 2\n    print_and_stop(s)\n");
    }

    #[test]
    fn a_dead_static_variable_does_not_split_the_cache() {
        // `t` differs on the two paths but is dead at `join`: one copy of `join` (seeds/000's `target`).
        // `join` is reached through dynamic branches, so it is a specialization point on each path (a
        // `goto` to it would run on into it: transition compression).
        let src = "entry:\n    if d goto a else goto b\na:\n    t = 1\n    if e goto join else goto b\nb:\n    t = 2\n    \
            if e goto join else goto a\njoin:\n    x = x + 1\n    print_and_stop(x)\n";
        let r = pe(src, &[]);
        assert_eq!(
            to_fg(&r.program),
            "entry:\n    if d goto a else goto b\na:\n    if e goto join else goto b\njoin:\n    x = x + 1\n    \
             print_and_stop(x)\nb:\n    if e goto join else goto a\n"
        );
        assert_eq!((r.stats.specialized, r.stats.cache_hits), (4, 3));
    }

    #[test]
    fn a_live_static_variable_does() {
        let src = "entry:\n    if d goto a else goto b\na:\n    t = 1\n    goto join\nb:\n    t = 2\n    goto join\n\
            join:\n    x = x + t\n    print_and_stop(x)\n";
        assert_eq!(
            to_fg(&pe(src, &[]).program),
            "entry:\n    if d goto a else goto b\na:\n    x = x + 1\n    print_and_stop(x)\n\
             b:\n    x = x + 2\n    print_and_stop(x)\n"
        );
    }

    #[test]
    fn the_size_bound_stops_an_endless_static_unrolling() {
        // The loop never ends and takes no dynamic branch, so the whistle stays quiet: i = 0, 1, 2, ...
        // each make a new copy of it, as the original computes i forever.
        let src = "l:\n    x = x + i\n    i = i + 1\n    goto l\n";
        let (r, _) = run_pe(src, &[("i", 0)], &PeOptions { max_residual: 500, log: false, ..PeOptions::default() });
        let e = r.unwrap_err();
        assert_eq!(e, PeError::TooLarge { limit: 500, label: "l".into(), bound: Bound::Size });
        assert!(e.to_string().starts_with("the residual program grew past 500 operations and blocks (--max-residual"));
    }

    /// Two nested loops with dynamic bounds whose headers test static conditions (the header rule stays
    /// quiet) and a variable `d` that grows in the inner one and is promoted (a position, as an
    /// interpreter's pc): no two points share a position, so only the whistle's fallback generalizes, after
    /// 1000 dynamic branches, restarting an ancestor each time and throwing away what was specialized
    /// below it. The residual program stays small while the work grows without a useful bound, until the
    /// work bound stops it.
    const RESTARTS: &str = "entry:\n    d = 0\n    i0 = 0\n    goto outer\nouter:\n    i1 = 0\n    \
        goto inner\ninner:\n    c = 1\n    if c goto test else goto done\ntest:\n    q = i1 >= 4\n    \
        if q goto join else goto low\nlow:\n    b = i1 * 3\n    goto join\njoin:\n    d = d + 6\n    \
        i1 = i1 + 1\n    q = i1 < n\n    if q goto inner else goto next\nnext:\n    i0 = i0 + 1\n    \
        q = i0 < n\n    if q goto outer else goto done\ndone:\n    promote(d, stop)\nstop:\n    print_and_stop(b)\n";

    #[test]
    fn restarts_are_not_repeated_where_a_generalization_was_made_before() {
        // Without remembering what the whistle generalized at a position, each outer iteration came back
        // to the inner loop with its variables static again, and the whistle restarted an ancestor over
        // and over, until the work bound stopped it. Remembered, it ends with few restarts.
        let options = PeOptions { max_residual: 10_000, log: true, ..PeOptions::default() };
        let (r, log) = run_pe(RESTARTS, &[], &options);
        let r = r.unwrap();
        assert!(r.stats.restarts <= 10, "{log}");
        let original = parse_program("t.fg", RESTARTS, Format::Fg).unwrap();
        for n in [0, 1, 3, 7] {
            let args = [("n".to_string(), Value::Int(n))];
            let run = |p: &Program| {
                let options = crate::driver::Options {
                    mode: crate::driver::Mode::Interp,
                    max_steps: 1_000_000,
                    ..crate::driver::Options::default()
                };
                match crate::driver::run(p, &args, &options).unwrap().outcome {
                    crate::interp::Outcome::Printed(v) => v.to_string(),
                    crate::interp::Outcome::Error(e) => e.to_string().split_once("': ").unwrap().1.to_string(),
                    other => format!("{other:?}"),
                }
            };
            assert_eq!(run(&r.program), run(&original), "n={n}");
        }
        assert_eq!(
            PeError::TooLarge { limit: 10_000, label: "join".into(), bound: Bound::Work }.to_string(),
            "specialization did 500000 steps (50 times --max-residual 10000) while specializing block 'join': a loop \
             is unrolled or generalized over and over; make fewer inputs static, or raise the bound (--max-residual \
             40000)"
        );
    }

    #[test]
    fn a_point_whose_operations_all_fold_costs_its_operations() {
        // Each copy of `l` writes an empty block, but reads 60 operations: the work bound stops the
        // unrolling long before the size bound would.
        // (`d` is dynamic and live: a loop on static values only would run on, bounded by
        // `--max-static-steps`, without a point per iteration.)
        let src = format!(
            "l:\n{}    i = i + 1\n    c = i < 0\n    if c goto e else goto l\ne:\n    print_and_stop(d)\n",
            "    x = i * 2\n".repeat(60)
        );
        let (r, _) = run_pe(&src, &[("i", 0)], &PeOptions { max_residual: 1000, log: false, ..PeOptions::default() });
        assert_eq!(r.unwrap_err(), PeError::TooLarge { limit: 1000, label: "l".into(), bound: Bound::Work });
    }

    #[test]
    fn squaring_a_static_number_over_and_over_is_stopped_while_it_is_small() {
        // Multiplying costs the product of the operands' sizes, charged before it is computed: the
        // number stops at a few thousand words, not where the next squaring takes seconds (or memory).
        let src = "l:\n    x = x * x\n    i = i + 1\n    goto l\n";
        let (r, _) = run_pe(
            src,
            &[("x", 3), ("i", 0)],
            &PeOptions { max_residual: 100_000, log: false, ..PeOptions::default() },
        );
        assert_eq!(r.unwrap_err(), PeError::TooLarge { limit: 100_000, label: "l".into(), bound: Bound::Work });
    }

    const SUM: &str = "entry:\n    i = 1\n    s = 0\n    goto head\nhead:\n    c = i <= n\n    \
        if c goto body else goto done\nbody:\n    s = s + i\n    i = i + 1\n    goto head\ndone:\n    \
        print_and_stop(s)\n";

    #[test]
    fn a_computation_on_static_values_runs_on_without_a_block_per_step() {
        // Every input static, 100000 iterations: 200002 jumps run on, one residual block.
        let (r, log) = run_pe(SUM, &[("n", 100_000)], &PeOptions { log: true, ..PeOptions::default() });
        let r = r.unwrap();
        assert_eq!(to_fg(&r.program), "entry:\n    print_and_stop(5000050000)\n");
        assert_eq!((r.stats.specialized, r.stats.static_steps), (1, 200_002), "{log}");
        assert!(log.contains("pe: #0 ran on 200002 static jumps to done\n"), "{log}");
    }

    #[test]
    fn the_static_step_bound_is_a_clear_error() {
        let options = PeOptions { max_static_steps: 1000, ..PeOptions::default() };
        let (r, _) = run_pe(SUM, &[("n", 100_000)], &options);
        let e = r.unwrap_err();
        assert_eq!(e, PeError::TooLarge { limit: 1000, label: "body".into(), bound: Bound::Steps });
        assert_eq!(
            e.to_string(),
            "specialization ran 1000 jumps with every value static (--max-static-steps) while running block 'body': \
             the program does not stop on its static inputs, or takes longer; make fewer inputs static, or raise the \
             bound (--max-static-steps 10000)"
        );
        // A loop that never ends on static values: the same error, not a residual block per step.
        let (r, _) = run_pe("l:\n    i = i + 1\n    goto l\n", &[("i", 0)], &options);
        assert_eq!(r.unwrap_err(), PeError::TooLarge { limit: 1000, label: "l".into(), bound: Bound::Steps });
    }

    #[test]
    fn effects_of_a_static_run_stay_residual_and_in_order() {
        // The loop's values are static, its output is not made now: three prints, then the input read,
        // in the original's order.
        let src = "entry:\n    i = 0\n    goto head\nhead:\n    c = i < 3\n    if c goto body else goto done\n\
            body:\n    print(i)\n    i = i + 1\n    goto head\ndone:\n    b = get_byte()\n    put_byte(b)\n    stop\n";
        let r = pe(src, &[]);
        assert_eq!(
            to_fg(&r.program),
            "entry:\n    print(0)\n    print(1)\n    print(2)\n    b = get_byte()\n    put_byte(b)\n    stop\n"
        );
    }

    #[test]
    fn constants_count_their_elements_against_the_size_bound() {
        let list = format!("[{}]", (0..100).map(|i| i.to_string()).collect::<Vec<_>>().join(", "));
        // `l[i]` with a dynamic index: an index error names the list, so each of the 10 unrolled copies
        // writes `l = [0, ..., 99]` first (100 elements).
        let src = format!(
            "entry:\n    l = {list}\n    k = 0\n    goto loop\nloop:\n    e = l[i]\n    k = k + 1\n    c = k < 10\n    \
             if c goto loop else goto done\ndone:\n    print_and_stop(e)\n"
        );
        let (r, _) = run_pe(&src, &[], &PeOptions { max_residual: 1100, log: false, ..PeOptions::default() });
        let r = r.unwrap();
        // Cleanup keeps one: `l` holds the list after the first assignment, the others are redundant.
        assert_eq!(to_fg(&r.program).matches(&list).count(), 1);
        // 10 copies of 2 operations, 100 elements, 5 blocks or so: past 1000, within 1100.
        let (r, _) = run_pe(&src, &[], &PeOptions { max_residual: 1000, log: false, ..PeOptions::default() });
        assert_eq!(r.unwrap_err(), PeError::TooLarge { limit: 1000, label: "loop".into(), bound: Bound::Size });
    }

    #[test]
    fn the_weight_of_a_constant() {
        let c = |text: &str| crate::lang::fg::parse_constant(text).unwrap();
        assert_eq!(weight(&c("7"), 100), 0);
        assert_eq!(weight(&c("'a'"), 100), 0);
        assert_eq!(weight(&c("[]"), 100), 0);
        assert_eq!(weight(&c("[1, 2, 3]"), 100), 3);
        // A nested list counts as an element, and its elements too.
        assert_eq!(weight(&c("[[1, 2], [3], 'a']"), 100), 6);
        // A big integer counts its 64-bit words.
        assert_eq!(weight(&c("100000000000000000000"), 100), 2);
        assert_eq!(weight(&Value::Big(std::rc::Rc::new(num_bigint::BigInt::from(1) << 640)), 100), 11);
        // Counting stops past the cap.
        assert_eq!(weight(&c("[1, 2, 3, 4, 5, 6]"), 2), 3);
    }

    #[test]
    fn the_whistle_stops_an_unrolling_the_header_rule_misses() {
        // The loop's condition is static (always 1) but it exits on d, a dynamic branch: i grew without
        // end (to the size bound) until the whistle, which makes it dynamic when l comes back with i = 1.
        let src = "l:\n    c = 1\n    if c goto b else goto l\nb:\n    i = i + 1\n    if d goto l else goto e\n\
            e:\n    print_and_stop(i)\n";
        let (r, log) = run_pe(src, &[("i", 0)], &PeOptions { log: true, ..PeOptions::default() });
        let r = r.unwrap();
        assert_eq!(
            to_fg(&r.program),
            "l:\n    i = 0\n    goto l_2\nl_2:\n    i = i + 1\n    if d goto l_2 else goto e\ne:\n    print_and_stop(i)\n"
        );
        assert!(log.contains("pe: whistle: l {i=1} comes back to #0 l {i=0} through a dynamic branch; generalize i\n"));
        assert_eq!((r.stats.whistles, r.stats.restarts, r.stats.generalizations), (1, 1, 0));
    }

    #[test]
    fn unknown_static_variables_are_rejected() {
        let (r, _) = run_pe(POWER, &[("z", 1)], &PeOptions::default());
        assert_eq!(r.unwrap_err().to_string(), "--static z: the program has no variable named 'z'");
    }

    #[test]
    fn the_residual_program_is_its_own_printed_form() {
        let r = pe(COUNT, &[]);
        let text = to_fg(&r.program);
        let back = parse_program("t.fg", &text, Format::Fg).unwrap();
        assert_eq!(back.vars, r.program.vars);
        assert_eq!(to_fg(&back), text);
    }

    #[test]
    fn the_default_bounds_grow_with_the_static_inputs() {
        let small = PeOptions::for_statics(&[("y".into(), Value::Int(5))]);
        assert_eq!((small.max_residual, small.max_static_steps), (DEFAULT_MAX_RESIDUAL, DEFAULT_MAX_STATIC_STEPS));
        // A brainfuck program of 54,593 bytes (hanoi.b) as a list: 54,594 elements with the list itself.
        let bytes = Value::List(crate::value::List::new(vec![Value::Int(43); 54_593]));
        let big = PeOptions::for_statics(&[("src".into(), bytes)]);
        assert_eq!(big.max_residual, 54_594 * RESIDUAL_PER_STATIC_ELEMENT);
        assert_eq!(big.max_static_steps, 54_594 * STATIC_STEPS_PER_STATIC_ELEMENT);
    }
}
