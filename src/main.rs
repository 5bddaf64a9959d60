//! The `fgljit` command line: argument parsing and exit statuses only; the work is in the library.

use clap::{Args, Parser, Subcommand, ValueEnum};
use fgljit::driver::{self, Mode, Options, Run, UsageError};
use fgljit::interp::Outcome;
use fgljit::jit::engine::{JitOptions, LogKinds, LogSink};
use fgljit::jit::policy;
use fgljit::lang::{self, Format, print};
use fgljit::pe::{self, PeOptions};
use fgljit::value::Value;
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// Exit statuses (FGL.md): 0 after print_and_stop, 1 runtime error, 2 bad program text or command line,
/// 3 step limit reached.
const EXIT_RUNTIME: u8 = 1;
const EXIT_USAGE: u8 = 2;
const EXIT_STEPS: u8 = 3;
/// `fmt --check`: the file is not formatted.
const EXIT_UNFORMATTED: u8 = 1;

/// jemalloc instead of the system allocator: the JIT allocates and frees many short-lived vectors
/// per trace (every pass re-emits the trace), and on a large brainfuck program with six hundred
/// traces jemalloc's thread caches take a fifth off the whole run against glibc's malloc (measured
/// in docs/performance.md). Allocation failures still reach `try_reserve` as errors.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
#[command(
    name = "fgljit",
    version,
    about = "A meta-tracing JIT compiler and partial evaluator for the flow graph language (FGL)"
)]
#[command(after_help = "Examples:
  fgljit run examples/bytecode_square.fg --arg a=16
  fgljit run examples/power.fg --arg x=10 --arg y=20 --mode interp
  fgljit check examples/power.pl --arg x=10
  fgljit fmt examples/power.fg --to pl
  fgljit fmt --check examples/power.fg
  fgljit pe examples/power.fg --static y=5")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program (.fg text, or .pl facts as in the seeds)
    #[command(after_help = "Examples:
  fgljit run examples/bytecode_square.fg --arg a=16
  fgljit run examples/promote.fg --arg i=100 --arg x=5
  fgljit run examples/power.fg --arg x=2 --arg y=100 --entry power
  fgljit run examples/bytecode_square.fg --arg a=100 --mode trace --log opt --stats json")]
    Run(RunArgs),
    /// Check a program without running it (exit status 2 and diagnostics if it is not valid)
    ///
    /// Also warns (exit status 0) about each variable the program reads but never assigns that no --arg
    /// names: it has a value only as an input.
    Check(CheckArgs),
    /// Print a program in either format, comments kept; the output parses back to the same program
    Fmt(FmtArgs),
    /// Specialize a program to some of its inputs (partial evaluation) and write the residual program,
    /// whose entry takes the remaining inputs
    #[command(after_help = "Examples:
  fgljit pe examples/power.fg --static y=5
  fgljit pe examples/bytecode_square.fg -o square.fg
  fgljit pe examples/bytecode_vm.fg --entry nested_loops
  fgljit pe examples/power.pl --static y=3 --to fg --log pe
  fgljit pe examples/bf.fg --static-bytes src=PROGRAM.b -o program.fg")]
    Pe(PeArgs),
}

// The arguments of `fgljit run`.
#[derive(Args)]
struct RunArgs {
    /// The program file
    file: String,
    /// An input: NAME=VALUE, VALUE a constant (16, -3, 'sym' or sym, [1,2])
    #[arg(long = "arg", value_name = "NAME=VALUE")]
    args: Vec<String>,
    /// An input: NAME bound to the list of the bytes of the file at PATH
    #[arg(long = "arg-bytes", value_name = "NAME=PATH")]
    arg_bytes: Vec<String>,
    /// Start at this label instead of the first block
    #[arg(long, value_name = "LABEL")]
    entry: Option<String>,
    #[command(flatten)]
    flags: RunFlags,
    /// Write an HTML report of the run to OUT: where its time went, the hottest lines, the source
    /// with per-line time and counts, every trace with the part of the interpreted program it
    /// covers, its IR, machine code and exits, the trace tree, aborts and a timeline (the run counts
    /// as it goes, so it is slower)
    #[arg(long, value_name = "OUT")]
    report: Option<String>,
}

// The arguments of `fgljit check`.
#[derive(Args)]
struct CheckArgs {
    file: String,
    /// An input the program will be run with: NAME=VALUE, as for `run`
    #[arg(long = "arg", value_name = "NAME=VALUE")]
    args: Vec<String>,
    /// An input bound to a file's bytes, as for `run` (the file is not read)
    #[arg(long = "arg-bytes", value_name = "NAME=PATH")]
    arg_bytes: Vec<String>,
    /// Check for a run that starts at this label or procedure, as for `run`
    #[arg(long, value_name = "LABEL")]
    entry: Option<String>,
}

// The arguments of `fgljit fmt`.
#[derive(Args)]
struct FmtArgs {
    file: String,
    /// Output format (default: the input's)
    #[arg(long, value_enum)]
    to: Option<CliFormat>,
    /// Print nothing and exit with status 0 when the file is formatted already, else name it and exit
    /// with status 1
    #[arg(long)]
    check: bool,
}

// The arguments of `fgljit pe`.
#[derive(Args)]
struct PeArgs {
    /// The program file
    file: String,
    /// A static input: NAME=VALUE, VALUE a constant (16, -3, 'sym' or sym, [1,2])
    #[arg(long = "static", value_name = "NAME=VALUE")]
    statics: Vec<String>,
    /// A static input: NAME bound to the list of the bytes of the file at PATH
    #[arg(long = "static-bytes", value_name = "NAME=PATH")]
    static_bytes: Vec<String>,
    /// Specialize from this label instead of the first block
    #[arg(long, value_name = "LABEL")]
    entry: Option<String>,
    /// Output format (default: the output file's, else the input's)
    #[arg(long, value_enum)]
    to: Option<CliFormat>,
    /// Write the residual program here instead of standard output
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    output: Option<String>,
    /// Stop with an error when the residual program grows past N operations plus blocks (a constant
    /// counting its elements), or specializing takes 50 N steps [default: 100000, or 16 per element
    /// of the static inputs when that is more]
    #[arg(long, value_name = "N")]
    max_residual: Option<usize>,
    /// Stop with an error after N jumps taken with every value static (specialization runs those on
    /// instead of making a block per step) [default: 10000000, or 200 per element of the static
    /// inputs when that is more]
    #[arg(long, value_name = "N")]
    max_static_steps: Option<usize>,
    /// Log the specialization steps to standard error: `pe` (or `all`)
    #[arg(long, value_name = "KINDS", value_parser = parse_pe_log)]
    log: Option<bool>,
    /// Run the residual program (--mode jit, on the inputs of --arg and --arg-bytes) and write the
    /// HTML report of that run to OUT, the residual as its source; standard output is then the
    /// run's, and the residual is written only with -o
    #[arg(long, value_name = "OUT")]
    report: Option<String>,
    /// With --report: an input of the residual program, NAME=VALUE
    #[arg(long = "arg", value_name = "NAME=VALUE", requires = "report")]
    args: Vec<String>,
    /// With --report: an input of the residual program, NAME bound to the bytes of the file at PATH
    #[arg(long = "arg-bytes", value_name = "NAME=PATH", requires = "report")]
    arg_bytes: Vec<String>,
}

/// `--log` of `fgljit pe`: the one kind is `pe`.
fn parse_pe_log(text: &str) -> Result<bool, String> {
    let mut on = false;
    for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        match word {
            "pe" | "all" => on = true,
            _ => return Err(format!("unknown log kind '{word}' (known: pe, all)")),
        }
    }
    Ok(on)
}

#[derive(Clone, Copy, ValueEnum)]
enum CliMode {
    Interp,
    Trace,
    Jit,
}

#[derive(Clone, Copy, ValueEnum)]
enum StatsFormat {
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum CliFormat {
    Fg,
    Pl,
}

/// Writes a line on standard error, as `eprintln!` does, except that a closed standard error
/// (`fgljit ... 2>&1 | head`) drops it instead of panicking: that is not an error of the run.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

/// A program's inputs: each variable's name and value.
type Inputs = Vec<(String, Value)>;

/// What a command ends with: its exit status, or (`Err`) the status of a problem already reported.
type Status = Result<ExitCode, ExitCode>;

/// The stack of the thread programs run on, and how much of it compiled calls may take
/// (`JitOptions::native_stack`): a recursive procedure compiled to machine code calls itself on the
/// native stack, 144 bytes or more a call. Only what is touched is memory.
const RUN_STACK_BYTES: usize = 96 << 20;
const NATIVE_STACK_BYTES: usize = 64 << 20;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let run = std::thread::Builder::new().name("fgljit".into()).stack_size(RUN_STACK_BYTES).spawn(move || {
        let status = match &cli.command {
            Command::Run(run) => run_command(run),
            Command::Check(check) => check_command(check),
            Command::Fmt(fmt) => fmt_command(fmt),
            Command::Pe(pe) => pe_command(pe),
        };
        status.unwrap_or_else(|code| code)
    });
    match run.map(|thread| thread.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Err(e) => {
            eprintln!("error: cannot start the thread programs run on: {e}");
            ExitCode::from(2)
        }
    }
}

/// `fgljit run`: load the program, read its inputs, set up the log, run it (reported, if asked) and
/// print what it printed and how it ended.
fn run_command(run: &RunArgs) -> Status {
    let RunArgs { file, args, arg_bytes, entry, flags, report } = run;
    let program = load_at(file, entry.as_deref())?;
    let inputs = inputs("--arg", args, "--arg-bytes", arg_bytes)?;
    let mut options = run_options(flags);
    options.jit.log_sink = Some(log_sink(flags.log_file.as_deref())?);
    let source = report_source(file, report.as_deref())?;
    run_and_report(&program, source.as_deref(), &inputs, &options, report.as_deref(), flags.stats_file.as_deref())
}

/// `fgljit check`: check the program (and that every input named exists) without running it.
fn check_command(check: &CheckArgs) -> Status {
    let CheckArgs { file, args, arg_bytes, entry } = check;
    let inputs = input_names(args, arg_bytes)?;
    let names: Vec<&str> = inputs.iter().map(String::as_str).collect();
    let mut checked = lang::read_source(file)
        .and_then(|source| lang::check_program(file, &source, Format::of_path(file), &names, entry.as_deref()))
        .map_err(diagnosed)?;
    if let Some(label) = entry {
        let p = &mut checked.program;
        match (p.block_id(label), p.proc_id(label)) {
            (Some(b), _) => p.entry = b,
            (None, Some(proc)) => p.entry = p.proc(proc).entry,
            (None, None) => return Err(no_such_label(p, label)),
        }
    }
    let p = &checked.program;
    if let Some(name) = names.iter().find(|n| p.var_id(n).is_none()) {
        let hint = lang::diag::did_you_mean(name, p.entry_var_names());
        return Err(usage_error(&format!(
            "--arg {name}: the program has no variable named '{name}'{}",
            hint.map_or(String::new(), |h| format!("; {h}"))
        )));
    }
    checked.warnings.eprint();
    let warnings = match checked.warnings.items.len() {
        0 => String::new(),
        1 => "; 1 warning".to_string(),
        n => format!("; {n} warnings"),
    };
    say!("{file}: ok ({} blocks, {} variables{warnings})", p.blocks.len(), p.vars.len());
    Ok(ExitCode::SUCCESS)
}

/// The names of the inputs `check` is told of: its values are checked as `run` checks them (only the
/// names matter here); the files of `--arg-bytes` are not read.
fn input_names(args: &[String], arg_bytes: &[String]) -> Result<Vec<String>, ExitCode> {
    let mut names: Vec<String> = parse_args("--arg", args)?.into_iter().map(|(name, _)| name).collect();
    for a in arg_bytes {
        match a.split_once('=') {
            Some((name, _)) => names.push(name.to_string()),
            None => return Err(usage_error(&format!("--arg-bytes {a}: expected NAME=PATH"))),
        }
    }
    Ok(names)
}

/// `fgljit fmt`: print the program formatted, or (`--check`) say whether it is.
fn fmt_command(fmt: &FmtArgs) -> Status {
    let FmtArgs { file, to, check } = fmt;
    let source = lang::read_source(file).map_err(diagnosed)?;
    let from = Format::of_path(file);
    let program = lang::parse_program(file, &source, from).map_err(diagnosed)?;
    let text = print::format_source(&program, &source, from, cli_format(*to).unwrap_or(from));
    Ok(match check {
        false => write_stdout(&text),
        true if text == source => ExitCode::SUCCESS,
        true => {
            say!("{file}: not formatted (`fgljit fmt {file}` prints it formatted)");
            ExitCode::from(EXIT_UNFORMATTED)
        }
    })
}

/// `fgljit pe`: specialize the program to its static inputs, then write the residual program (to
/// `output`, else standard output), or run it and report the run (`--report`).
fn pe_command(pe: &PeArgs) -> Status {
    let (program, statics, command) = pe_inputs(pe)?;
    let defaults = PeOptions::for_statics(&statics);
    let options = PeOptions {
        max_residual: pe.max_residual.unwrap_or(defaults.max_residual),
        log: pe.log.unwrap_or(false),
        max_static_steps: pe.max_static_steps.unwrap_or(defaults.max_static_steps),
    };
    let residual = pe::specialize(&program, &statics, &options, &mut std::io::stderr())
        .map_err(|e| usage_error(&e.to_string()))?;
    let output = pe.output.as_deref();
    let format = match (cli_format(pe.to), output) {
        (Some(format), _) => format,
        (None, Some(out)) => Format::of_path(out),
        (None, None) => Format::of_path(&pe.file),
    };
    let text = residual_text(&residual, format, &command);
    if let Some(out) = &pe.report {
        return report_residual(&text, format, output, &pe.args, &pe.arg_bytes, out);
    }
    match output {
        None => Ok(write_stdout(&text)),
        Some(out) => match std::fs::write(out, text) {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(e) => Err(usage_error(&format!("-o {out}: cannot write the file: {e}"))),
        },
    }
}

/// The program `pe` specializes (its entry set), its static inputs, and the command that makes the
/// residual program as its header names it (a file's bytes by the file, not written out).
fn pe_inputs(pe: &PeArgs) -> Result<(lang::Program, Inputs, String), ExitCode> {
    let file = &pe.file;
    let program = load_at(file, pe.entry.as_deref())?;
    let mut command = format!("fgljit pe {file}");
    if let Some(label) = &pe.entry {
        command += &format!(" --entry {label}");
    }
    let mut statics = parse_args("--static", &pe.statics)?;
    for (name, value) in &statics {
        command += &format!(" --static {name}={}", print::fmt_value_fg(value));
    }
    let bytes = parse_arg_bytes("--static-bytes", &pe.static_bytes)?;
    if let Some((name, _)) = bytes.iter().find(|(name, _)| program.var_id(name).is_none()) {
        return Err(usage_error(&format!("--static-bytes {name}: the program has no variable named '{name}'")));
    }
    statics.extend(bytes);
    for arg in &pe.static_bytes {
        command += &format!(" --static-bytes {arg}");
    }
    Ok((program, statics, command))
}

/// The residual program's text in `format`, under a header naming the command that made it and its
/// inputs.
fn residual_text(residual: &pe::Residual, format: Format, command: &str) -> String {
    let (comment, body) = match format {
        Format::Fg => ("#", print::to_fg(&residual.program)),
        Format::Pl => ("%", print::to_pl(&residual.program)),
    };
    let inputs = if residual.inputs.is_empty() { "none".to_string() } else { residual.inputs.join(", ") };
    format!("{comment} Residual program: {command}\n{comment} Inputs: {inputs}\n{body}")
}

fn cli_format(to: Option<CliFormat>) -> Option<Format> {
    to.map(|f| match f {
        CliFormat::Fg => Format::Fg,
        CliFormat::Pl => Format::Pl,
    })
}

/// Diagnostics of the program text: printed, and exit status 2.
fn diagnosed(d: lang::diag::Diagnostics) -> ExitCode {
    d.eprint();
    ExitCode::from(EXIT_USAGE)
}

fn load(file: &str) -> Result<lang::Program, ExitCode> {
    lang::load(file).map_err(diagnosed)
}

/// The program of `file`, starting at block `entry` if given: a label of the main program, or else a
/// procedure (whose parameters are then the inputs, and whose return value is printed).
fn load_at(file: &str, entry: Option<&str>) -> Result<lang::Program, ExitCode> {
    let mut program = load(file)?;
    if let Some(label) = entry {
        match (program.block_id(label), program.proc_id(label)) {
            (Some(b), _) => program.entry = b,
            (None, Some(p)) => program.entry = program.proc(p).entry,
            (None, None) => return Err(no_such_label(&program, label)),
        }
    }
    Ok(program)
}

fn usage_error(msg: &str) -> ExitCode {
    say!("error: {msg}");
    ExitCode::from(EXIT_USAGE)
}

/// `--entry LABEL` names no block: say so, with the label most likely meant.
fn no_such_label(program: &lang::Program, label: &str) -> ExitCode {
    let names = program.blocks.iter().filter(|b| b.proc.is_none() && !b.label.is_empty()).map(|b| b.label.as_str());
    let hint = lang::diag::did_you_mean(label, names.chain(program.procs.iter().map(|p| p.name.as_str())));
    usage_error(&format!(
        "--entry {label}: the program has no block or procedure of this name{}",
        hint.map_or(String::new(), |h| format!("; {h}"))
    ))
}

/// The inputs of `args_flag` (`NAME=VALUE`) then those of `bytes_flag` (`NAME=PATH`).
fn inputs(args_flag: &str, args: &[String], bytes_flag: &str, arg_bytes: &[String]) -> Result<Inputs, ExitCode> {
    let mut inputs = parse_args(args_flag, args)?;
    inputs.extend(parse_arg_bytes(bytes_flag, arg_bytes)?);
    Ok(inputs)
}

fn parse_args(flag: &str, args: &[String]) -> Result<Inputs, ExitCode> {
    args.iter()
        .map(|a| {
            let (name, value) =
                a.split_once('=').ok_or_else(|| usage_error(&format!("{flag} {a}: expected NAME=VALUE")))?;
            let value = lang::fg::parse_constant(value).map_err(|e| {
                usage_error(&format!(
                    "{flag} {name}: '{value}' is not a constant (an integer, a symbol or a [list]): {e}"
                ))
            })?;
            Ok((name.to_string(), value))
        })
        .collect()
}

/// `NAME=PATH` arguments: each name bound to the list of the bytes of the file.
fn parse_arg_bytes(flag: &str, args: &[String]) -> Result<Inputs, ExitCode> {
    args.iter()
        .map(|a| {
            let (name, path) =
                a.split_once('=').ok_or_else(|| usage_error(&format!("{flag} {a}: expected NAME=PATH")))?;
            let bytes =
                std::fs::read(path).map_err(|e| usage_error(&format!("{flag} {name}: cannot read {path}: {e}")))?;
            let items = bytes.into_iter().map(|b| Value::Int(b as i64)).collect();
            Ok((name.to_string(), Value::List(fgljit::value::List::new(items))))
        })
        .collect()
}
/// The flags of `fgljit run` that make its `Options`.
#[derive(Args)]
struct RunFlags {
    /// How to execute
    #[arg(long, value_enum, default_value_t = CliMode::Jit)]
    mode: CliMode,
    /// Stop with exit status 3 after this many jumps
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Back-edges into an anchor before it is traced (a backward jump of an interpreted program counts 8)
    #[arg(long, value_name = "N", default_value_t = policy::DEFAULT_THRESHOLD, value_parser = clap::value_parser!(u32).range(1..))]
    jit_threshold: u32,
    /// Failures of a guard before a bridge is recorded from it
    #[arg(long, value_name = "N", default_value_t = policy::DEFAULT_BRIDGE_THRESHOLD)]
    bridge_threshold: u32,
    /// Longest trace recorded, in IR instructions
    #[arg(long, value_name = "N", default_value_t = policy::DEFAULT_MAX_TRACE_LEN)]
    max_trace_len: usize,
    /// Memory the JIT may use for machine code and traces, in MiB; reached, every trace is flushed and hot loops are compiled again
    #[arg(long, value_name = "MIB", default_value_t = policy::DEFAULT_MAX_MEMORY_MIB)]
    jit_max_memory: usize,
    /// What the JIT logs to standard error (or --log-file): comma-separated kinds from hot,trace,opt,deopt,bridge,abort,asm (or all)
    #[arg(long, value_name = "KINDS", value_parser = LogKinds::parse)]
    log: Option<LogKinds>,
    /// Write the log to FILE instead of standard error
    #[arg(long, value_name = "FILE", requires = "log")]
    log_file: Option<String>,
    /// Enter loops only through their peeled iteration, never past it into their body (as the trace
    /// executor of --mode trace does; for comparing the two)
    #[arg(long)]
    no_body_entry: bool,
    /// Print the JIT's statistics on standard error at exit
    #[arg(long, value_enum, value_name = "FORMAT")]
    stats: Option<StatsFormat>,
    /// Write the statistics to FILE instead of standard error (implies --stats json)
    #[arg(long, value_name = "FILE")]
    stats_file: Option<String>,
    /// Write /tmp/perf-PID.map so `perf report` names the compiled traces, region by region (Linux, --mode jit)
    #[arg(long)]
    perf_map: bool,
    /// Write perf's jitdump, /tmp/jit-PID.dump, so `perf inject --jit` and `perf annotate` show the
    /// traces' machine code under their IR (Linux, --mode jit; see the README)
    #[arg(long)]
    jitdump: bool,
}

impl RunFlags {
    /// Whether the statistics are asked for (`--stats-file` implies `--stats json`).
    fn stats(&self) -> bool {
        self.stats.is_some() || self.stats_file.is_some()
    }
}

/// The library's options for `fgljit run`'s flags (the log sink aside, which `main` sets).
fn run_options(f: &RunFlags) -> Options {
    let mode = match f.mode {
        CliMode::Interp => Mode::Interp,
        CliMode::Trace => Mode::Trace,
        CliMode::Jit => Mode::Jit,
    };
    let jit = JitOptions {
        threshold: f.jit_threshold,
        bridge_threshold: f.bridge_threshold,
        body_entries: !f.no_body_entry,
        max_trace_len: f.max_trace_len,
        max_memory: f.jit_max_memory.saturating_mul(1 << 20),
        log: f.log.unwrap_or_default(),
        jitdump: f.jitdump,
        // What --stats shows counts each trace's runs and iterations.
        count: f.stats(),
        // The thread `main` runs programs on has this much to spare.
        native_stack: NATIVE_STACK_BYTES,
        ..JitOptions::default()
    };
    Options { mode, max_steps: f.max_steps.unwrap_or(u64::MAX), jit, stats: f.stats(), perf_map: f.perf_map }
}

fn write_stdout(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    // A closed pipe (`fgljit ... | head`) is not an error of the program.
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
    ExitCode::SUCCESS
}

/// The command line as typed, for the report's heading (arguments with spaces or quotes quoted).
fn command_line() -> String {
    let quote = |a: String| {
        if !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=,:+@%".contains(c)) {
            a
        } else {
            format!("'{}'", a.replace('\'', "'\\''"))
        }
    };
    let mut words: Vec<String> = std::env::args().map(quote).collect();
    if let Some(first) = words.first_mut() {
        *first = "fgljit".into();
    }
    words.join(" ")
}

/// Where the log goes: each record as the run makes it, so the log shows progress, to standard error
/// or to the file `log_file`. A closed standard error or a file that cannot be written drops the rest
/// of the log; the run goes on.
fn log_sink(log_file: Option<&str>) -> Result<LogSink, ExitCode> {
    let Some(path) = log_file else {
        let closed = AtomicBool::new(false);
        return Ok(LogSink::new(move |record| {
            if !closed.load(Ordering::Relaxed) && writeln!(std::io::stderr().lock(), "{record}").is_err() {
                closed.store(true, Ordering::Relaxed);
            }
        }));
    };
    let f = std::fs::File::create(path)
        .map_err(|e| usage_error(&format!("--log-file {path}: cannot create the file: {e}")))?;
    let f = std::sync::Mutex::new(f);
    Ok(LogSink::new(move |record| {
        if let Ok(mut f) = f.lock() {
            let _ = writeln!(f, "{record}");
        }
    }))
}

/// The text the program was loaded from (it just was), for the report, when one is asked for.
fn report_source(file: &str, report: Option<&str>) -> Result<Option<String>, ExitCode> {
    match report.map(|_| std::fs::read_to_string(file)) {
        Some(Err(e)) => Err(usage_error(&format!("--report: cannot read {file} again: {e}"))),
        Some(Ok(text)) => Ok(Some(text)),
        None => Ok(None),
    }
}

/// Runs `program` as `options` say, writing the report of the run to `out` when asked (`source`: the
/// program's text, as the report shows it); prints what it prints (the statistics to `stats_file` if
/// given) and returns the exit status.
fn run_and_report(
    program: &lang::Program,
    source: Option<&str>,
    args: &[(String, Value)],
    options: &Options,
    report: Option<&str>,
    stats_file: Option<&str>,
) -> Status {
    let run = match (report, source) {
        (Some(out), Some(source)) => run_reported(program, source, args, options, out)?,
        _ => driver::run(program, args, options),
    };
    write_printed_value(&run)?;
    let run = run.map_err(|e| usage_error(&e.0))?;
    if let Some(out) = report {
        say!("report written to {out}");
    }
    for note in &run.notes {
        say!("{note}");
    }
    write_stats(&run, stats_file)?;
    Ok(exit_status(run.outcome))
}

/// Runs `program` with the report's counting on and writes the page to `out`: the run as
/// `driver::run` returns it. The file is made before the run, so that a path that cannot be written is
/// said before a long run, and removed when the run does not start.
fn run_reported(
    program: &lang::Program,
    source: &str,
    args: &[(String, Value)],
    options: &Options,
    out: &str,
) -> Result<Result<Run, UsageError>, ExitCode> {
    let mut file =
        std::fs::File::create(out).map_err(|e| usage_error(&format!("--report {out}: cannot write the file: {e}")))?;
    match fgljit::report::run(program, source, &command_line(), args, options) {
        Ok((run, data)) => {
            let page = fgljit::report::html::render(&data);
            if let Err(e) = file.write_all(page.as_bytes()) {
                say!("error: --report {out}: cannot write the file: {e}");
                return Err(ExitCode::from(EXIT_RUNTIME));
            }
            Ok(Ok(run))
        }
        Err(e) => {
            drop(file);
            let _ = std::fs::remove_file(out);
            Ok(Err(e))
        }
    }
}

/// Writes the value `print_and_stop` printed, and flushes what the program wrote, so that it is out
/// before any message about how the run ended.
fn write_printed_value(run: &Result<Run, UsageError>) -> Result<(), ExitCode> {
    if let Ok(Run { outcome: Outcome::Printed(v), .. }) = run {
        fgljit::world::write(format!("{v}\n").as_bytes());
    }
    fgljit::world::flush().map_err(|e| {
        say!("error: writing standard output: {e}");
        ExitCode::from(EXIT_RUNTIME)
    })
}

/// The statistics, when asked for: on standard error, or in `stats_file`.
fn write_stats(run: &Run, stats_file: Option<&str>) -> Result<(), ExitCode> {
    let Some(stats) = &run.stats else { return Ok(()) };
    match stats_file {
        None => say!("{stats}"),
        Some(path) => {
            if let Err(e) = std::fs::write(path, format!("{stats}\n")) {
                say!("error: --stats-file {path}: cannot write the file: {e}");
                return Err(ExitCode::from(EXIT_USAGE));
            }
        }
    }
    Ok(())
}

/// The exit status of a run that ended so, its message said.
fn exit_status(outcome: Outcome) -> ExitCode {
    match outcome {
        Outcome::Printed(_) | Outcome::Stopped => ExitCode::SUCCESS,
        Outcome::Error(e) => {
            say!("{e}");
            ExitCode::from(EXIT_RUNTIME)
        }
        Outcome::OutOfSteps(n) => {
            say!("error: step limit reached: {n} jumps taken without the program stopping (--max-steps)");
            ExitCode::from(EXIT_STEPS)
        }
    }
}

/// `fgljit pe --report OUT`: writes the residual program `text` to `output` if given, runs it (read
/// back from its text, so the report's lines are the text's) on `args` and `arg_bytes` in --mode jit,
/// and writes the report of that run to `out`.
fn report_residual(
    text: &str,
    format: Format,
    output: Option<&str>,
    args: &[String],
    arg_bytes: &[String],
    out: &str,
) -> Status {
    if let Some(path) = output
        && let Err(e) = std::fs::write(path, text)
    {
        return Err(usage_error(&format!("-o {path}: cannot write the file: {e}")));
    }
    let name = output.unwrap_or(match format {
        Format::Fg => "residual.fg",
        Format::Pl => "residual.pl",
    });
    let program = lang::parse_program(name, text, format).map_err(diagnosed)?;
    let inputs = inputs("--arg", args, "--arg-bytes", arg_bytes)?;
    let options = Options { mode: Mode::Jit, ..Options::default() };
    run_and_report(&program, Some(text), &inputs, &options, Some(out), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A library user's `Options::default()` runs a program as `fgljit run FILE` does with no flags,
    /// but for the native stack compiled calls may take: the command line runs programs on a thread
    /// with a larger stack than a library user's thread is known to have.
    #[test]
    fn the_library_defaults_are_the_command_lines() {
        let cli = Cli::try_parse_from(["fgljit", "run", "x.fg"]).expect("parses");
        let Command::Run(run) = cli.command else { panic!("not a run") };
        let mut options = run_options(&run.flags);
        assert_eq!(options.jit.native_stack, NATIVE_STACK_BYTES);
        options.jit.native_stack = JitOptions::default().native_stack;
        assert_eq!(format!("{options:?}"), format!("{:?}", Options::default()));
    }
}
