//! The report as one HTML page: a pure function of the `RunReport`. Every text goes through maud,
//! which escapes it (a symbol named `<script>` shows as text); the only markup not written by maud is
//! the style sheet, a constant. No script, no external file: links are anchors in the page (`#T3`,
//! `#line-41`), sections fold with `<details>`, and `:target` highlights what a link points at.

use super::{GuardInfo, GuestCode, IrLine, Lead, LineCounts, RunReport, TraceInfo, TraceKind};
use crate::jit::engine::{Runner, WorkSummary};
use maud::{DOCTYPE, Markup, PreEscaped, html};

const CSS: &str = r#"
:root { --fg:#1d232b; --muted:#5d6875; --line:#d9dee4; --bg:#ffffff; --panel:#f6f8fa; --accent:#1f5fbf;
  --heat:#e4572e; --trace:#2a8f5a; --rec:#3d7ad6; --opt:#8a5cd6; --asm:#e0922f; --bad:#c8323c;
  --exec:#8fd1ab; --own:#aab3bd; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header { padding: 18px 28px 14px; border-bottom: 1px solid var(--line); background: var(--panel); }
header h1 { margin: 0 0 4px; font-size: 20px; font-weight: 600; }
header h1 small { color: var(--muted); font-weight: 400; font-size: 14px; margin-left: 8px; }
.cmd { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--muted); word-break: break-all; }
.cards { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 12px; }
.card { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 5px 11px; min-width: 96px; }
.card b { display: block; font-size: 17px; font-weight: 600; }
.card span { color: var(--muted); font-size: 12px; }
.card.split { min-width: 380px; max-width: 560px; }
.split .stack { display: flex; height: 10px; border-radius: 3px; overflow: hidden; margin: 4px 0 3px; background: #eef1f4; }
.split .stack i { display: block; height: 100%; }
.split .parts span { margin-right: 10px; white-space: nowrap; color: var(--fg); }
.split .parts i, .legend i.sw { display: inline-block; width: 9px; height: 9px; border-radius: 2px; margin-right: 3px; vertical-align: -1px; }
nav { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line); padding: 6px 28px; }
nav a { margin-right: 18px; color: var(--accent); text-decoration: none; font-weight: 500; }
main { padding: 6px 28px 40px; }
h2 { font-size: 17px; margin: 26px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 14px; margin: 14px 0 6px; }
a { color: var(--accent); }
.note { color: var(--muted); font-size: 12.5px; margin: 4px 0 10px; max-width: 980px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
table { border-collapse: collapse; }
table.grid { width: 100%; }
table.grid th { text-align: left; font-weight: 600; color: var(--muted); font-size: 12px; border-bottom: 1px solid var(--line); padding: 3px 8px; }
table.grid td { border-bottom: 1px solid #eef1f4; padding: 3px 8px; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.src { width: 100%; table-layout: fixed; }
table.src td { padding: 0 8px; white-space: pre; font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; vertical-align: top; }
table.src td.ln { color: #8a949f; text-align: right; user-select: none; }
table.src td.ln a { color: inherit; text-decoration: none; }
table.src td.heat { padding: 0 6px; }
table.src td.tags { white-space: nowrap; overflow: hidden; padding: 0 4px; }
table.src td.code { overflow: hidden; text-overflow: ellipsis; }
table.src tr:target td, .ir tr:target td, .asm div:target { background: #fff3b0; }
table.src tr.hot td.code { font-weight: 600; }
.bar { position: relative; height: 16px; margin-top: 1px; background: #f1f3f5; border-radius: 2px; overflow: hidden; }
.bar i { position: absolute; top: 0; bottom: 0; left: 0; }
.bar i.in { background: var(--heat); opacity: .75; }
.bar i.tr { background: var(--trace); opacity: .75; }
.bar em { position: relative; font-style: normal; font-size: 11px; padding-left: 4px; color: #222; }
.tags a { display: inline-block; font: 11px/1.5 system-ui, sans-serif; padding: 0 5px; margin-right: 3px; border-radius: 8px; color: #fff; text-decoration: none; }
.tags a.loop { background: var(--trace); }
.tags a.bridge { background: var(--opt); }
.tags a.abort { background: var(--bad); }
.legend span { display: inline-block; margin-right: 14px; font-size: 12px; color: var(--muted); }
.legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 2px; vertical-align: -1px; }
details.trace { border: 1px solid var(--line); border-radius: 6px; margin: 10px 0; }
details.trace > summary { cursor: pointer; padding: 7px 12px; background: var(--panel); border-radius: 6px; list-style-position: inside; }
details.trace[open] > summary { border-bottom: 1px solid var(--line); border-radius: 6px 6px 0 0; }
details.trace:target > summary { background: #fff3b0; }
details.trace .body { padding: 8px 12px 12px; }
.kind { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 8px; color: #fff; margin-right: 6px; }
.kind.loop { background: var(--trace); } .kind.bridge { background: var(--opt); } .kind.gone { background: var(--bad); }
.stats span { margin-right: 16px; color: var(--muted); font-size: 12.5px; }
.stats b { color: var(--fg); font-weight: 600; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.cols > div { min-width: 0; }
.ir { width: 100%; border: 1px solid var(--line); border-radius: 4px; }
.ir td { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: 0 6px; white-space: pre; vertical-align: top; }
.ir td.i { color: #8a949f; text-align: right; width: 1%; }
.ir td.t { overflow-wrap: anywhere; white-space: pre-wrap; }
.ir td.l { width: 1%; white-space: nowrap; }
.ir td.l a { color: var(--muted); font-size: 11px; text-decoration: none; }
.ir td.l a.approx { font-style: italic; }
.ir tr.guard td.t { color: #8a2430; }
.ir tr.head td { background: #eef4ff; }
.scroll { max-height: 520px; overflow: auto; }
.asm { border: 1px solid var(--line); border-radius: 4px; padding: 4px 0; }
.asm div { padding: 0 8px; }
.asm .h { color: var(--accent); font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
.asm .h a { text-decoration: none; }
.asm pre { margin: 0 0 2px; white-space: pre; }
svg text { font: 11px system-ui, sans-serif; }
.svgbox { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; padding: 8px; background: #fcfdfe; }
table.hot td.code { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre; max-width: 520px; overflow: hidden; text-overflow: ellipsis; }
.guest { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre; background: #f3f5f7; border: 1px solid var(--line); border-radius: 4px; padding: 0 5px; color: #7b8794; }
.guest mark { background: #fff1a8; color: var(--fg); padding: 0; }
ul.tree, ul.tree ul { list-style: none; margin: 0; padding: 0; }
ul.tree ul { margin-left: 9px; }
ul.tree li { position: relative; padding: 1px 0 1px 16px; white-space: nowrap; }
ul.tree li::before { content: ""; position: absolute; left: 0; top: 0; width: 12px; height: 12px; border-left: 1px solid #b8c0c8; border-bottom: 1px solid #b8c0c8; }
ul.tree li::after { content: ""; position: absolute; left: 0; top: 12px; bottom: 0; border-left: 1px solid #b8c0c8; }
ul.tree li:last-child::after { display: none; }
ul.tree > li { padding-left: 0; }
ul.tree > li::before, ul.tree > li::after { display: none; }
.node { display: inline-block; padding: 0 6px; border-radius: 4px; border: 1px solid; font-size: 12.5px; }
.node.loop { background: #e3f3ea; border-color: var(--trace); }
.node.bridge { background: #efe8fa; border-color: var(--opt); }
.node.gone { background: #f9e0e2; }
.node a.id { font-weight: 600; text-decoration: none; color: var(--fg); }
.node .n { color: var(--muted); }
.folded > summary { cursor: pointer; color: var(--muted); font-size: 12.5px; margin: 4px 0; }
.ir-legend { margin: 2px 0 6px; }
.ir-legend span { margin-right: 14px; font-size: 12px; color: var(--muted); }
.ir-legend code { padding: 0 4px; border-radius: 3px; }
ul.how li { margin: 4px 0; max-width: 980px; }
.lead-bad { color: var(--bad); }
"#;

/// The page.
pub fn render(r: &RunReport) -> String {
    let max_line = r.lines.iter().map(LineCounts::seconds).fold(0.0, f64::max);
    let page = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { "fgljit report: " (r.file) }
                style { (PreEscaped(CSS)) }
            }
            body {
                header {
                    h1 { "fgljit report" small { (r.file) " · mode " (r.mode) } }
                    div.cmd { "$ " (r.command) }
                    div.cards {
                        (split_card(r))
                        (card(&r.outcome, "outcome"))
                        (card(&ms(r.wall_us), "wall time, counting on"))
                        (card(&count(r.totals.interp_ops), "operations interpreted"))
                        (card(&count(r.totals.trace_ops), "IR instructions in traces (est.)"))
                        (card(&format!("{} + {}", r.totals.loops, r.totals.bridges), "loops + bridges"))
                        (card(&count(r.totals.trace_runs), "trace runs"))
                        (card(&count(r.totals.iterations), "loop iterations"))
                        (card(&ms(r.totals.record_us + r.totals.optimize_us + r.totals.compile_us), "JIT's own work"))
                        (card(&count(r.aborts.len() as u64), "aborts"))
                    }
                }
                nav {
                    a href="#work" { "Where the time went" }
                    a href="#hottest" { "Hottest lines" }
                    a href="#tree" { "Trace tree" }
                    a href="#source" { "Source" }
                    a href="#timeline" { "Timeline" }
                    a href="#traces" { "Traces" }
                    a href="#aborts" { "Aborts" }
                    a href="#how" { "How it was measured" }
                }
                main {
                    (work(r))
                    (hottest(r))
                    (tree(r))
                    (source(r, max_line))
                    (timeline(r))
                    section id="traces" {
                        h2 { "Traces (" (r.traces.len()) ")" }
                        @if r.traces.is_empty() {
                            p.note { "No trace was made in this run." }
                        } @else {
                            p.note { "Each trace: where it starts, the part of the interpreted program it covers when its green variables name one (" code { "list[from–to]" } ", the covered part marked), its counts, its exits (those never taken folded into one line), and its IR as recorded and as optimized, with the machine code." }
                            (ir_legend())
                        }
                        @for t in &r.traces {
                            (trace(r, t))
                        }
                    }
                    (aborts(r))
                    (how(r))
                }
            }
        }
    };
    page.into_string()
}

fn card(value: &str, label: &str) -> Markup {
    html! { div.card { b { (value) } span { (label) } } }
}

/// Who ran the program, as shares of the run's wall time: machine code, the trace executor, the
/// interpreter, the recorder, and the JIT's own work (the rest: optimizing, compiling, the engine's
/// bookkeeping). `--mode interp`: the interpreter's, all of it.
fn run_parts(r: &RunReport) -> Vec<(&'static str, &'static str, f64)> {
    let wall = r.wall_us / 1e6;
    let Some(w) = &r.work else { return vec![("interpreter", "var(--heat)", wall)] };
    let seconds = |runner: Runner| w.runners.iter().find(|x| x.0 == runner).map_or(0.0, |x| x.2);
    let mut parts = vec![
        ("machine code", "var(--trace)", seconds(Runner::MachineCode)),
        ("trace executor", "var(--exec)", seconds(Runner::TraceExecutor)),
        ("interpreter", "var(--heat)", seconds(Runner::Interpreter)),
        ("recording", "var(--rec)", seconds(Runner::Recorder)),
    ];
    let ran: f64 = parts.iter().map(|p| p.2).sum();
    parts.push(("JIT's own work", "var(--own)", (wall - ran).max(0.0)));
    parts
}

/// The card of what the JIT bought: the share of the run in machine code (the trace executor in
/// `--mode trace`, the interpreter in `--mode interp`), and the whole split as a bar.
fn split_card(r: &RunReport) -> Markup {
    let parts = run_parts(r);
    let total: f64 = parts.iter().map(|p| p.2).sum();
    let share = |s: f64| if total > 0.0 { 100.0 * s / total } else { 0.0 };
    let lead = match r.mode.as_str() {
        "trace" => "trace executor",
        "interp" => "interpreter",
        _ => "machine code",
    };
    let lead_s = parts.iter().find(|p| p.0 == lead).map_or(0.0, |p| p.2);
    html! {
        div.card.split title="Shares of the run's wall time (counting on), measured by runner; the JIT's own work is the rest: optimizing, compiling, the engine's bookkeeping" {
            b { (format!("{:.1}%", share(lead_s))) " in " (lead) }
            div.stack {
                @for (name, colour, s) in &parts {
                    @if *s > 0.0 {
                        i style=(format!("width:{:.2}%;background:{colour}", share(*s))) title=(format!("{name}: {:.1}%, {}", share(*s), ms(s * 1e6))) {}
                    }
                }
            }
            span.parts {
                @for (name, colour, s) in &parts {
                    span { i style=(format!("background:{colour}")) {} (name) " " (format!("{:.1}%", share(*s))) }
                }
            }
        }
    }
}

/// A count with thousands separators.
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn ms(us: f64) -> String {
    if us >= 1e6 {
        format!("{:.2} s", us / 1e6)
    } else if us >= 1e3 {
        format!("{:.1} ms", us / 1e3)
    } else {
        format!("{us:.0} µs")
    }
}

/// The width, in percent, of a bar for `n` out of `max`, on a log scale (counts span many decades).
fn heat(n: u64, max: u64) -> f64 {
    if n == 0 || max == 0 { 0.0 } else { 100.0 * ((1 + n) as f64).ln() / ((1 + max) as f64).ln() }
}

/// `heat` of a time in seconds, in steps of a tenth of a microsecond.
fn heat_s(s: f64, max: f64) -> f64 {
    heat((s * 1e7) as u64, (max * 1e7) as u64)
}

/// A share in percent, one decimal.
fn percent(part: f64, whole: f64) -> String {
    format!("{:.1}%", if whole > 0.0 { 100.0 * part / whole } else { 0.0 })
}

fn source(r: &RunReport, max_line: f64) -> Markup {
    // The traces that start on each line, and the aborts at each.
    let mut starts: Vec<Vec<&TraceInfo>> = vec![Vec::new(); r.lines.len() + 1];
    for t in &r.traces {
        if let Some(v) = starts.get_mut(t.line as usize) {
            v.push(t);
        }
    }
    let mut aborted: Vec<usize> = vec![0; r.lines.len() + 1];
    for a in &r.aborts {
        if let Some(n) = a.line.and_then(|l| aborted.get_mut(l as usize)) {
            *n += 1;
        }
    }
    let hot_cut = max_line / 10.0;
    html! {
        section id="source" {
            h2 { "Source" }
            p.note.legend {
                span { "bar: the time spent on the line (estimated; log scale), " }
                span { i style="background:var(--heat)" {} "by the interpreter" }
                span { i style="background:var(--trace)" {} "by traces" }
                span { "hover a bar for its counts: the interpreter's operations (exact) and the IR instructions traces ran (estimate); tags: traces starting on the line, aborts there" }
            }
            div.scroll style="max-height: 640px" {
                table.src {
                    colgroup { col style="width:52px"; col style="width:230px"; col style="width:120px"; col; }
                    @for (i, text) in r.source.lines().enumerate() {
                        @let n = i + 1;
                        @let c = r.lines.get(i).copied().unwrap_or_default();
                        tr id=(format!("line-{n}")) class=[(c.seconds() > hot_cut && hot_cut > 0.0).then_some("hot")] {
                            td.ln { a href=(format!("#line-{n}")) { (n) } }
                            td.heat { (time_bar(c, heat_s(c.seconds(), max_line))) }
                            td.tags.mono {
                                @for t in starts.get(n).map(|v| v.as_slice()).unwrap_or(&[]) {
                                    a class=(kind_class(t)) href=(format!("#T{}", t.id)) title=(t.title) { "T" (t.id) }
                                }
                                @if aborted.get(n).copied().unwrap_or(0) > 0 {
                                    a.abort href="#aborts" title="aborts here" { "✕" (aborted[n]) }
                                }
                            }
                            td.code { (text) }
                        }
                    }
                }
            }
        }
    }
}

/// The lines that ran most, with what ran them.
/// Where the run's work went: per runner, then per hot anchor (those that took the most time first).
fn work(r: &RunReport) -> Markup {
    let Some(w) = &r.work else { return html! {} };
    let share = |s: &WorkSummary| {
        s.compiled_share.map_or("-".to_string(), |x| {
            format!("{:.1}% of the {}", 100.0 * x, if s.share_of_steps { "steps" } else { "time" })
        })
    };
    let seconds = |s: &WorkSummary, r: Runner| s.runners.iter().find(|x| x.0 == r).map_or(0.0, |x| x.2);
    let mut anchors: Vec<&crate::jit::engine::HotAnchor> = r.anchors.iter().collect();
    let total =
        |a: &crate::jit::engine::HotAnchor| a.work.as_ref().map_or(0.0, |w| w.runners.iter().map(|x| x.2).sum());
    anchors.sort_by(|a, b| total(b).total_cmp(&total(a)));
    let shown = anchors.len().min(ANCHORS_SHOWN);
    html! {
        section id="work" {
            h2 { "Where the time went" }
            p.note { "Ran compiled: " b { (share(w)) } ". Steps are the program's jumps; machine code counts its own only under --max-steps." }
            table.grid {
                tr { th { "runner" } th { "steps" } th { "seconds" } }
                @for (runner, steps, secs) in &w.runners {
                    tr {
                        td { (runner_name(*runner)) }
                        td.num { (steps.map_or("not counted".to_string(), count)) }
                        td.num { (format!("{secs:.4}")) }
                    }
                }
            }
            @if !anchors.is_empty() {
                h3 { "Hot anchors (" (r.anchors.len()) (if shown < anchors.len() { format!(", the {shown} that took the most time") } else { String::new() }) ")" }
                table.grid {
                    tr { th { "anchor" } th { "line" } th { "status" } th { "compiled" } th { "machine code s" } th { "trace executor s" } th { "interpreter s" } }
                    @for a in anchors.iter().take(shown) {
                        tr {
                            td.code {
                                (a.text)
                                @if let Some(g) = a.trace.and_then(|id| r.traces.iter().find(|t| t.id == id.0)).and_then(|t| t.guest.as_ref()) {
                                    " " (guest_snippet(g, 12, 24))
                                }
                            }
                            td.num { a href=(format!("#line-{}", a.line)) { (a.line) } }
                            td { (a.status) @if a.status != "compiled" { " (" (a.last) ")" } }
                            td { (a.work.as_ref().map_or("-".to_string(), share)) }
                            td.num { (a.work.as_ref().map_or("-".to_string(), |w| format!("{:.4}", seconds(w, Runner::MachineCode)))) }
                            td.num { (a.work.as_ref().map_or("-".to_string(), |w| format!("{:.4}", seconds(w, Runner::TraceExecutor)))) }
                            td.num { (a.work.as_ref().map_or("-".to_string(), |w| format!("{:.4}", seconds(w, Runner::Interpreter)))) }
                        }
                    }
                }
            }
        }
    }
}

/// Hot anchors the page lists, at most.
const ANCHORS_SHOWN: usize = 40;

fn runner_name(r: Runner) -> &'static str {
    match r {
        Runner::Interpreter => "interpreter",
        Runner::Recorder => "recorder (interprets while it records)",
        Runner::TraceExecutor => "trace executor",
        Runner::MachineCode => "machine code",
    }
}

/// Lines the hottest lines list, at most.
const HOTTEST: usize = 14;

/// The lines that took the most time (estimated: each runner's measured time shared out over the lines
/// by its work there), with who spent it.
fn hottest(r: &RunReport) -> Markup {
    let texts: Vec<&str> = r.source.lines().collect();
    let total: f64 = r.lines.iter().map(LineCounts::seconds).sum();
    let mut lines: Vec<(usize, LineCounts)> =
        r.lines.iter().copied().enumerate().filter(|(_, c)| c.seconds() > 0.0 || c.interp + c.traces > 0).collect();
    lines.sort_by(|(i, a), (j, b)| {
        (b.seconds().total_cmp(&a.seconds())).then((b.interp + b.traces).cmp(&(a.interp + a.traces))).then(i.cmp(j))
    });
    lines.truncate(HOTTEST);
    let max = lines.first().map_or(0.0, |(_, c)| c.seconds());
    html! {
        section id="hottest" {
            h2 { "Hottest lines" }
            @if lines.is_empty() {
                p.note { "Nothing ran." }
            } @else {
                p.note { "By the time spent on each line (estimated): each runner's measured time shared out over the lines by its work there, the interpreter's by the operations it ran, the traces' by the IR instructions they ran. What the JIT optimized away (an interpreter's dispatch, folded into constants) costs nothing; what a trace's loop repeats costs on the lines it stands for." }
                p.note.legend {
                    span { i.sw style="background:var(--heat)" {} "interpreter (recording included)" }
                    span { i.sw style="background:var(--trace)" {} "traces (machine code or the trace executor)" }
                    span { "bar: the line's time, to scale" }
                }
                table.grid.hot {
                    tr { th.num { "line" } th { "source" } th style="width:260px" { "time (est.)" } th.num { "share" } }
                    @for (i, c) in &lines {
                        tr {
                            td.num { a href=(format!("#line-{}", i + 1)) { (i + 1) } }
                            td.code { (texts.get(*i).map_or("", |t| t.trim())) }
                            td { (time_bar(*c, if max > 0.0 { 100.0 * c.seconds() / max } else { 0.0 })) }
                            td.num { (percent(c.seconds(), total)) }
                        }
                    }
                }
            }
        }
    }
}

/// A bar `width` percent long for a line, split between the interpreter's time and the traces', with
/// the line's time; its title gives the line's counts.
fn time_bar(c: LineCounts, width: f64) -> Markup {
    let total = c.seconds();
    let w_in = if total > 0.0 { width * c.interp_s / total } else { 0.0 };
    let label = match total * 1e6 {
        0.0 => String::new(),
        us if us < 1.0 => "<1 µs".to_string(),
        us => ms(us),
    };
    html! {
        div.bar title=(format!("interpreter: {}, traces (estimate): {}", count(c.interp), count(c.traces))) {
            i.in style=(format!("width:{w_in:.1}%")) {}
            i.tr style=(format!("left:{w_in:.1}%;width:{:.1}%", width - w_in)) {}
            em { (label) }
        }
    }
}

fn kind_class(t: &TraceInfo) -> &'static str {
    match t.kind {
        TraceKind::Loop { .. } => "loop",
        TraceKind::Bridge { .. } => "bridge",
    }
}

/// Traces the tree and the timeline draw a row for, at most: those that ran most, with their parents.
const DRAWN: usize = 120;

/// Which traces get a row of their own in the tree and the timeline (see `DRAWN`).
fn drawn(r: &RunReport) -> Vec<bool> {
    let n = r.traces.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(r.traces[i].entered + r.traces[i].iterations.unwrap_or(0)), i));
    let mut drawn = vec![false; n];
    for &i in order.iter().take(DRAWN) {
        let mut at = i;
        // A bridge's parents too, up to its root, so that it hangs where it belongs.
        while !drawn[at] {
            drawn[at] = true;
            match r.traces[at].kind {
                TraceKind::Bridge { parent, .. } if (parent as usize) < at => at = parent as usize,
                _ => break,
            }
        }
    }
    drawn
}

/// The trace tree, whole: each root loop, and under each trace the bridges from its guards, as a
/// nested list (the page grows with it; nothing is cut off).
fn tree(r: &RunReport) -> Markup {
    let n = r.traces.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (i, t) in r.traces.iter().enumerate() {
        match t.kind {
            TraceKind::Bridge { parent, .. } if (parent as usize) < i => children[parent as usize].push(i),
            _ => roots.push(i),
        }
    }
    html! {
        section id="tree" {
            h2 { "Trace tree" }
            @if n == 0 {
                p.note { "No trace." }
            } @else {
                p.note.legend {
                    span { i.sw style="background:var(--trace)" {} "loop" }
                    span { i.sw style="background:var(--opt)" {} "bridge, under the trace whose guard (g) it starts from" }
                    span { i.sw style="background:var(--bad)" {} "thrown away" }
                    span { "→ T: ends by entering that trace (jump_trace); it: its loop's iterations; runs: its entries" }
                }
                ul.tree {
                    @for &i in &roots {
                        (subtree(r, &children, i))
                    }
                }
            }
        }
    }
}

/// Trace `i` and the bridges under it.
fn subtree(r: &RunReport, children: &[Vec<usize>], i: usize) -> Markup {
    let t = &r.traces[i];
    let runs = match t.iterations {
        Some(it) => format!("{} it", count(it)),
        None => format!("{} runs", count(t.entered)),
    };
    html! {
        li {
            span class=(format!("node {}{}", kind_class(t), if t.invalidated { " gone" } else { "" })) title=(t.title) {
                a.id href=(format!("#T{}", t.id)) { "T" (t.id) }
                " "
                @match &t.kind {
                    TraceKind::Loop { anchor, .. } => { code { (anchor) } }
                    TraceKind::Bridge { guard, .. } => { "from g" (guard) }
                }
                @if let Some(g) = &t.guest { " " (guest_snippet(g, 12, 24)) }
                " " span.n { (runs) }
                @if let Some(to) = t.links_to { " → " a href=(format!("#T{to}")) { "T" (to) } }
            }
            @if !children[i].is_empty() {
                ul {
                    @for &c in &children[i] {
                        (subtree(r, children, c))
                    }
                }
            }
        }
    }
}

/// The guest code `g` covers, in a box: the covered part marked (of a text, `longest` characters at
/// most, its middle elided), `context` characters around it at most; its title says where it is.
fn guest_snippet(g: &GuestCode, context: usize, longest: usize) -> Markup {
    let (before, covered, after) = if g.text {
        let b: Vec<char> = g.before.chars().collect();
        let c: Vec<char> = g.covered.chars().collect();
        let covered = if c.len() <= longest {
            g.covered.clone()
        } else {
            let half = longest / 2;
            format!("{}…{}", c[..half].iter().collect::<String>(), c[c.len() - half..].iter().collect::<String>())
        };
        let before = b[b.len().saturating_sub(context / 2)..].iter().collect::<String>();
        (before, covered, g.after.chars().take(context / 2).collect())
    } else {
        (g.before.clone(), g.covered.clone(), g.after.clone())
    };
    let sep = if g.text { "" } else { " " };
    html! {
        span.guest title=(format!("{}[{}–{}]: the part of {} the trace covers, by {}", g.list, g.from, g.to, g.list, g.index)) {
            (before) (if before.is_empty() { "" } else { sep }) mark { (covered) } (if after.is_empty() { "" } else { sep }) (after)
        }
    }
}

/// Recording, optimizing and compiling over the run, one row per trace, and the aborts.
fn timeline(r: &RunReport) -> Markup {
    let end = r
        .traces
        .iter()
        .map(|t| t.recorded_at_us + t.record_us + t.optimize_us + t.compile_us.unwrap_or(0.0))
        .chain(r.aborts.iter().map(|a| a.at_us))
        .fold(r.wall_us, f64::max)
        .max(1.0);
    let (left, plot_w, row_h) = (60.0, 900.0, 12.0);
    let drawn = drawn(r);
    let others: Vec<&TraceInfo> = r.traces.iter().filter(|t| !drawn[t.id as usize]).collect();
    let shown: Vec<&TraceInfo> = r.traces.iter().filter(|t| drawn[t.id as usize]).collect();
    // A row per trace drawn, one for all the others, and the aborts'.
    let rows = shown.len() + usize::from(!others.is_empty());
    let height = 34.0 + row_h * (rows as f64 + 1.0);
    let x = |us: f64| left + plot_w * us / end;
    let ticks: Vec<f64> = (0..=5).map(|k| end * k as f64 / 5.0).collect();
    html! {
        section id="timeline" {
            h2 { "Timeline" }
            p.note.legend {
                span { i style="background:var(--rec)" {} "recording" }
                span { i style="background:var(--opt)" {} "optimizing" }
                span { i style="background:var(--asm)" {} "compiling" }
                span { i style="background:var(--bad)" {} "abort" }
                span { "time since the run started (wall clock); bars are at least 2 px wide" }
            }
            div.svgbox {
                svg width=(left + plot_w + 20.0) height=(height) viewBox=(format!("0 0 {} {height}", left + plot_w + 20.0)) role="img" aria-label="timeline" {
                    @for t in &ticks {
                        line x1=(x(*t)) x2=(x(*t)) y1="14" y2=(height - 4.0) stroke="#e3e7eb" {}
                        text x=(x(*t)) y="10" text-anchor="middle" fill="#5d6875" { (ms(*t)) }
                    }
                    @for (k, t) in shown.iter().map(|t| (shown.iter().position(|s| s.id == t.id).unwrap_or(0), t)).chain(others.iter().map(|t| (shown.len(), t))) {
                        @let y = 18.0 + row_h * k as f64;
                        a href=(format!("#T{}", t.id)) {
                            @if k < shown.len() {
                                text x=(left - 6.0) y=(y + 9.0) text-anchor="end" fill="#1d232b" { "T" (t.id) }
                            }
                            @let (a, b, c) = (t.recorded_at_us, t.recorded_at_us + t.record_us, t.recorded_at_us + t.record_us + t.optimize_us);
                            rect x=(x(a)) y=(y) width=((x(b) - x(a)).max(2.0)) height=(row_h - 3.0) fill="#3d7ad6" { title { "T" (t.id) " recording " (ms(t.record_us)) } }
                            rect x=(x(b)) y=(y) width=((x(c) - x(b)).max(2.0)) height=(row_h - 3.0) fill="#8a5cd6" { title { "T" (t.id) " optimizing " (ms(t.optimize_us)) } }
                            @if let Some(cu) = t.compile_us {
                                rect x=(x(c)) y=(y) width=((x(c + cu) - x(c)).max(2.0)) height=(row_h - 3.0) fill="#e0922f" { title { "T" (t.id) " compiling " (ms(cu)) } }
                            }
                        }
                    }
                    @if !others.is_empty() {
                        text x=(left - 6.0) y=(18.0 + row_h * shown.len() as f64 + 9.0) text-anchor="end" fill="#1d232b" { "others" }
                    }
                    @let ay = 18.0 + row_h * rows as f64;
                    text x=(left - 6.0) y=(ay + 9.0) text-anchor="end" fill="#c8323c" { "aborts" }
                    @for a in &r.aborts {
                        rect x=(x(a.at_us)) y=(ay) width="2" height=(row_h - 3.0) fill="#c8323c" { title { (a.what) ": " (a.reason) } }
                    }
                }
            }
        }
    }
}

fn trace(r: &RunReport, t: &TraceInfo) -> Markup {
    let id = t.id;
    html! {
        details.trace id=(format!("T{id}")) open[r.traces.len() <= 12] {
            summary {
                span class=(format!("kind {}", kind_class(t))) { (kind_class(t)) }
                @if t.invalidated { span.kind.gone { "thrown away" } }
                b { "T" (id) } " " (t.title)
                @if let Some(g) = &t.guest { " " (guest_snippet(g, 24, 40)) }
                " " span.stats {
                    span { "runs " b { (count(t.entered)) } }
                    @if let Some(it) = t.iterations { span { "iterations " b { (count(it)) } } }
                }
            }
            div.body {
                div.stats {
                    span { "starts at " a href=(format!("#line-{}", t.line)) { "line " (t.line) } " (" code { (t.start) } ")" }
                    @match &t.kind {
                        TraceKind::Bridge { parent, guard, value } => {
                            span { "bridge from " a href=(format!("#T{parent}-g{guard}")) { "guard " (guard) " of T" (parent) }
                                @if let Some(v) = value { " for value " code { (v) } } }
                        }
                        TraceKind::Loop { anchor, sibling } => {
                            span { "anchor " code { (anchor) } @if *sibling { " (a sibling loop, entered by a bridge)" } }
                        }
                    }
                    @if !t.greens.is_empty() {
                        span { "greens "
                            @for (k, (var, val)) in t.greens.iter().enumerate() {
                                @if k > 0 { ", " }
                                code { (var) "=" (val) }
                            }
                        }
                    }
                    @if let Some(l) = &t.location { span { "at " code { (l) } } }
                    @if let Some(to) = t.links_to { span { "ends entering " a href=(format!("#T{to}")) { "T" (to) } } }
                }
                @if let Some(g) = &t.guest {
                    div.stats {
                        span { "covers " code { (g.list) "[" (g.from) "–" (g.to) "]" } " (by " code { (g.index) } "): " (guest_snippet(g, usize::MAX, usize::MAX)) }
                    }
                }
                div.stats {
                    span { "runs " b { (count(t.entered)) } " (" (count(t.entered_from_engine)) " started by the engine, the others by other traces)" }
                    @if let Some(it) = t.iterations { span { "iterations " b { (count(it)) } } }
                    span { "ops " b { (t.ops_recorded) } " recorded, " b { (t.ops_optimized) } " optimized" }
                    @if let Some(calls) = &t.inlined { (inlined(calls)) }
                    @if let Some(b) = t.code_bytes { span { "machine code " b { (b) } " bytes" } }
                    span { "recorded at " (ms(t.recorded_at_us)) " in " (ms(t.record_us)) ", optimized in " (ms(t.optimize_us))
                        @if let Some(c) = t.compile_us { ", compiled in " (ms(c)) } }
                }
                @if let Some(why) = &t.not_compiled { p.note { "Not compiled: " (why) "; it runs on the trace executor." } }
                (guards(t))
                @if t.omitted {
                    p.note { "IR and machine code left out: this trace is not among the " (super::DETAILED) " that ran most." }
                } @else {
                div.cols {
                    div {
                        h3 { "Recorded IR " a.note href="#ir-legend" { "legend" } }
                        (ir_table(t, &t.recorded, "r", false))
                    }
                    div {
                        h3 { "Optimized IR " a.note href="#ir-legend" { "legend" } }
                        (ir_table(t, &t.optimized, "o", !t.asm.is_empty()))
                    }
                }
                @if !t.asm.is_empty() {
                    details {
                        summary { h3 style="display:inline" { "Machine code" } " (" (t.code_bytes.unwrap_or(0)) " bytes, by IR instruction)" }
                        div.asm.scroll {
                            @for g in &t.asm {
                                @if let Some(h) = &g.heading {
                                    div.h id=[g.op.map(|op| format!("T{id}-asm-{op}"))] {
                                        @match g.op {
                                            Some(op) => a href=(format!("#T{id}-o{op}")) { (h) },
                                            None => (h),
                                        }
                                    }
                                }
                                @if !g.lines.is_empty() { pre { (g.lines.join("\n")) } }
                            }
                        }
                    }
                }
                }
            }
        }
    }
}

/// The calls a trace inlined, by procedure: `inlined calls: step ×2, helper ×1`.
fn inlined(calls: &[(String, u32)]) -> Markup {
    html! {
        span.inlined title="calls its recording followed into the procedure (a loop's: one iteration; those a bridge starts inside are its parent's)" {
            "inlined calls: "
            @if calls.is_empty() { "none" }
            @for (k, (name, n)) in calls.iter().enumerate() {
                @if k > 0 { ", " }
                code { (name) } " ×" (n)
            }
        }
    }
}

/// Whether an exit is worth a row of its own: it was taken, or it leads somewhere other than back to
/// the interpreter (a bridge, or no bridge ever).
fn taken(g: &GuardInfo) -> bool {
    g.exits > 0 || g.to_engine > 0 || matches!(g.lead, Lead::Bridges(_) | Lead::Blacklisted | Lead::Megamorphic)
}

/// The exits of a trace: a row for each that was taken, and one folded line for all the others.
fn guards(t: &TraceInfo) -> Markup {
    let (shown, quiet): (Vec<&GuardInfo>, Vec<&GuardInfo>) = t.guards.iter().partition(|g| taken(g));
    // Every exit is a guard (a check that may fail, `guard_*` or a checked operation) but the ends of a
    // trace: its final `exit` and its `jump_trace`.
    let quiet_guards = quiet.iter().filter(|g| !matches!(g.opcode.as_str(), "exit" | "jump_trace")).count();
    let folded = match (quiet_guards, quiet.len() - quiet_guards) {
        (1, 0) => "1 guard never failed".to_string(),
        (g, 0) => format!("{g} guards never failed"),
        (0, 1) => "1 exit never taken".to_string(),
        (0, e) => format!("{e} exits never taken"),
        (g, e) => format!("{g} guard{} never failed, {e} other exit{} never taken", plural(g), plural(e)),
    };
    html! {
        @if !t.guards.is_empty() {
            h3 { "Exits (" (t.guards.len()) ")" }
            @if !shown.is_empty() {
                (guard_table(t.id, &shown))
            }
            @if !quiet.is_empty() {
                details.folded {
                    summary { (folded) }
                    (guard_table(t.id, &quiet))
                }
            }
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn guard_table(id: u32, guards: &[&GuardInfo]) -> Markup {
    html! {
        table.grid {
            tr { th { "guard" } th { "op" } th { "resumes at" } th.num { "runs left here" } th.num { "to the engine" } th { "leads to" } }
            @for g in guards {
                tr id=(format!("T{id}-g{}", g.snap)) {
                    td { a href=(format!("#T{id}-o{}", g.op)) { (g.snap) } }
                    td { code { (g.opcode) } }
                    td { a href=(format!("#line-{}", g.line)) { "line " (g.line) } " " code { (g.resume) } }
                    td.num { (count(g.exits)) }
                    td.num { (count(g.to_engine)) }
                    td { (lead(g)) }
                }
            }
        }
    }
}

/// What the colours and marks of the IR tables mean.
fn ir_legend() -> Markup {
    html! {
        p.ir-legend.legend id="ir-legend" {
            span { "IR: " }
            span { code style="color:#8a2430;background:#f6f8fa" { "=> label/op (n) {x=v3}" } " an instruction that can leave the trace (a guard, or a checked operation such as an add that may overflow): where the interpreter resumes, its exit n, and the variables written back" }
            span { code style="background:#eef4ff" { "loop" } " the loop's head: what is above it runs once per entry, what is below once per iteration" }
            span { a href="#ir-legend" { "L12" } " the source line of its resume point; " a href="#ir-legend" style="font-style:italic" { "L12" } " in italics, that of the next instruction that has one" }
            span { a href="#ir-legend" { "asm" } " its machine code" }
        }
    }
}

fn lead(g: &GuardInfo) -> Markup {
    html! {
        @match &g.lead {
            Lead::Interpreter => "the interpreter",
            Lead::Bridges(b) => {
                "bridge "
                @for (k, id) in b.iter().enumerate() {
                    @if k > 0 { ", " }
                    a href=(format!("#T{id}")) { "T" (id) }
                }
            }
            Lead::Blacklisted => span.lead-bad { "the interpreter (blacklisted: its bridges kept aborting)" },
            Lead::Megamorphic => span.lead-bad { "the interpreter (too many values for a bridge each)" },
            Lead::Trace(to) => { "enters " a href=(format!("#T{to}")) { "T" (to) } }
            Lead::Leaves => "the interpreter (end of the trace, or out of steps)",
        }
    }
}

fn ir_table(t: &TraceInfo, lines: &[IrLine], tag: &str, with_asm: bool) -> Markup {
    let id = t.id;
    html! {
        @if lines.is_empty() {
            p.note { "Not kept." }
        } @else {
            div.scroll {
                table.ir {
                    @for (i, l) in lines.iter().enumerate() {
                        @let guard = l.text.contains(" => ");
                        @let head = l.text == "loop" || l.text.starts_with("loop ");
                        tr id=(format!("T{id}-{tag}{i}")) class=[if head { Some("head") } else if guard { Some("guard") } else { None }] {
                            td.i { (i) }
                            td.t { (l.text) }
                            td.l {
                                @if let Some(n) = l.line {
                                    a class=[(!l.exact).then_some("approx")] href=(format!("#line-{n}")) title=(if l.exact { "the source line of its resume point" } else { "the source line of the next instruction with a resume point" }) { "L" (n) }
                                }
                                @if with_asm { " " a href=(format!("#T{id}-asm-{i}")) title="its machine code" { "asm" } }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn aborts(r: &RunReport) -> Markup {
    html! {
        section id="aborts" {
            h2 { "Aborts (" (r.aborts.len()) ") and blacklisted anchors (" (r.closed.len()) ")" }
            @if r.events_dropped > 0 {
                p.note { (count(r.events_dropped)) " more were not kept." }
            }
            @if r.aborts.is_empty() {
                p.note { "No recording was aborted and no trace thrown away." }
            } @else {
                table.grid {
                    tr { th.num { "at" } th { "what" } th { "reason" } th { "where" } th { "detail" } }
                    @for a in &r.aborts {
                        tr {
                            td.num { (ms(a.at_us)) }
                            td { (a.what) }
                            td { code { (a.reason) } }
                            td {
                                @if let Some(l) = a.line { a href=(format!("#line-{l}")) { "line " (l) } }
                                @if let Some(p) = &a.position { " " code { (p) } }
                            }
                            td { (a.detail) }
                        }
                    }
                }
            }
            @if !r.closed.is_empty() {
                h3 { "Closed to recordings" }
                table.grid {
                    tr { th.num { "at" } th { "anchor" } th { "where" } th { "why" } }
                    @for c in &r.closed {
                        tr {
                            td.num { (ms(c.at_us)) }
                            td { code { (c.anchor) } }
                            td { a href=(format!("#line-{}", c.line)) { "line " (c.line) } }
                            td { (c.why) }
                        }
                    }
                }
            }
        }
    }
}

fn how(r: &RunReport) -> Markup {
    html! {
        section id="how" {
            h2 { "How it was measured" }
            ul.how {
                li { b { "Interpreter counts are exact" } ": with a report, the interpreter runs the program's plain instructions (one per operation and one per terminator, without the superinstructions it normally fuses) through a second copy of its dispatch loop that adds one per instruction. The run is slower for it; without --report that copy is never used." }
                li { b { "Trace runs and iterations are exact" } ": each trace has counters in the exit state that its machine code (or the trace executor) adds one to per iteration of its loop and per exit taken; every run of a trace leaves through exactly one exit, so its runs are the sum of its exits, whether it was entered from the interpreter, from another trace's exit or from a link. "
                    "A guard's \u{201c}runs left here\u{201d} include those that went straight on into a bridge; \u{201c}to the engine\u{201d} are those that came back to the engine." }
                li { b { "IR instructions in traces per line are an estimate" } ": each entry of a trace runs its optimized instructions before its loop once, and each iteration of its loop those after it, though a guard may leave part of the way. An instruction counts on the source line of its resume point, or of the next instruction that has one; the trace's own bookkeeping (inputs, phis, its loop's head and back-edge, step checks, links into other traces) counts on none. What the optimizer removed (an interpreter's dispatch on constant greens) is not there, so it costs nothing." }
                li { b { "Time per line is an estimate" } " (the hottest lines, the source's bars): each runner's measured time (below; in --mode interp the run's wall time) is shared out over the lines in proportion to its work there: the interpreter's by its operations, the recorder's by the operations its recordings went through, machine code's and the trace executor's by the IR instructions their traces ran." }
                li { b { "Guest code" } ": for an interpreter written in FGL, a trace runs part of the program it interprets. When the green variables of a trace's root anchor hold a list whose elements are integers or symbols (the interpreted program; a list of bytes that is nine tenths printable text is preferred, and shown as characters: a source file as --arg-bytes reads it; other lists element by element) and an integer that indexes it (the position, as pc), the trace is shown with that list around the positions it covers: the integer's value at its anchor (a loop) or at the guard it starts from (a bridge), and every constant value its exits give it. Line breaks show as ↵, tabs as →, other bytes that are not printable as ·." }
                li { b { "Inlined calls are exact" } ": a trace's are the calls its recording followed into the procedure called (the procedure's code is in the trace, with no call left), as the program positions the recording went through show them. A loop's are those of one iteration. The calls a bridge starts inside are not among its own: its parent made them." }
                li { b { "Where the time went" } " is measured by the runner: the monotonic clock is read around each stretch of interpreting, recording and running traces (the engine's own bookkeeping, optimizing and compiling fall between them), and the program's steps are counted by each runner, machine code only under --max-steps. A stretch of traces counts for the anchor at the root of the trace entered; a stretch of interpreting for the hot anchor the interpreter last passed. Time per trace is not measured: runs and iterations are counted instead. Recording, optimizing and compiling are timed with the monotonic clock; the timeline places them from the start of the run." }
                li { "IR instructions link to the source line of their resume point (a guard's: where the interpreter goes on if it fails); others, in italics, to that of the next instruction that has one, since the IR keeps no position for them." }
                li { "Wall time " (ms(r.wall_us)) " is that of this run with the counting on." }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{AbortInfo, GuardInfo, Lead, Totals};

    fn sample() -> RunReport {
        RunReport {
            command: "fgljit run p.fg --arg s='<script>'".into(),
            file: "p.fg".into(),
            source: "l:\n  x = x + 1\n  if c goto l else goto out\nout:\n  print_and_stop('<script>')\n".into(),
            mode: "jit".into(),
            outcome: "printed '<script>'".into(),
            wall_us: 1500.0,
            lines: vec![
                LineCounts { interp: 3, traces: 0, interp_s: 0.00001, traces_s: 0.0 },
                LineCounts { interp: 10, traces: 990, interp_s: 0.00004, traces_s: 0.0006 },
                // Counted often, but in little time: it ranks below line 2.
                LineCounts { interp: 10, traces: 99000, interp_s: 0.00004, traces_s: 0.0001 },
                LineCounts::default(),
                LineCounts { interp: 1, traces: 0, interp_s: 0.00001, traces_s: 0.0 },
            ],
            traces: vec![TraceInfo {
                id: 0,
                title: "loop at l [s=<script> & co]".into(),
                kind: TraceKind::Loop { anchor: "l".into(), sibling: false },
                greens: vec![("s".into(), "'<script>'".into())],
                location: Some("(<script> & co)".into()),
                guest: Some(GuestCode {
                    list: "src".into(),
                    index: "pc".into(),
                    from: 3,
                    to: 5,
                    before: "+[".into(),
                    covered: "<-]".into(),
                    after: ">.".into(),
                    text: true,
                }),
                line: 1,
                start: "l/0".into(),
                recorded: vec![IrLine { text: "v0:int = input x".into(), line: Some(1), exact: false }],
                optimized: vec![
                    IrLine { text: "v0:int = input x".into(), line: Some(2), exact: false },
                    IrLine { text: "guard_true v1 => l/1 (0) {x=v0}".into(), line: Some(3), exact: true },
                ],
                ops_recorded: 1,
                ops_optimized: 2,
                inlined: Some(vec![("step".into(), 2), ("<helper>".into(), 1)]),
                asm: vec![crate::jit::ir::AsmGroup {
                    heading: Some("; guard_true v1 => l/1 (0) {x=v0}".into()),
                    op: Some(1),
                    lines: vec!["  000010  jne     <exit 1>".into()],
                }],
                code_bytes: Some(40),
                not_compiled: None,
                guards: vec![
                    GuardInfo {
                        snap: 0,
                        op: 1,
                        opcode: "guard_true".into(),
                        line: 3,
                        resume: "l/1".into(),
                        exits: 1,
                        to_engine: 1,
                        lead: Lead::Interpreter,
                    },
                    GuardInfo {
                        snap: 1,
                        op: 1,
                        opcode: "guard_false".into(),
                        line: 3,
                        resume: "l/1".into(),
                        exits: 0,
                        to_engine: 0,
                        lead: Lead::Interpreter,
                    },
                ],
                entered: 1,
                entered_from_engine: 1,
                iterations: Some(990),
                links_to: None,
                recorded_at_us: 100.0,
                record_us: 10.0,
                optimize_us: 20.0,
                compile_us: Some(30.0),
                invalidated: false,
                omitted: false,
            }],
            aborts: vec![AbortInfo {
                at_us: 200.0,
                what: "trace at out & <b>".into(),
                reason: "program_end".into(),
                line: Some(5),
                position: Some("out/0".into()),
                detail: String::new(),
            }],
            closed: Vec::new(),
            events_dropped: 0,
            totals: Totals { interp_ops: 24, trace_ops: 1980, loops: 1, ..Totals::default() },
            work: Some(WorkSummary {
                runners: vec![
                    (Runner::Interpreter, Some(24), 0.0001),
                    (Runner::Recorder, Some(2), 0.0002),
                    (Runner::TraceExecutor, Some(0), 0.0),
                    (Runner::MachineCode, None, 0.0007),
                ],
                compiled_share: Some(0.7),
                share_of_steps: false,
            }),
            anchors: vec![crate::jit::engine::HotAnchor {
                location: None,
                block: 0,
                text: "l [s=<script> & co]".into(),
                label: "l".into(),
                greens: vec![("s".into(), "<script> & co".into())],
                line: 1,
                status: "waiting",
                trace: None,
                last: "left_loop",
                aborts: 1,
                retraces: 0,
                work: None,
            }],
        }
    }

    /// Where the time went: the share that ran compiled, each runner (steps not counted said so),
    /// each hot anchor with why it has no trace.
    #[test]
    fn the_page_says_where_the_time_went() {
        let page = render(&sample());
        assert!(page.contains("Ran compiled: <b>70.0% of the time</b>"), "{page}");
        assert!(page.contains("<td>machine code</td><td class=\"num\">not counted</td><td class=\"num\">0.0007</td>"));
        assert!(page.contains("<td class=\"code\">l [s=&lt;script&gt; &amp; co]</td>"));
        assert!(page.contains("<td>waiting (left_loop)</td>"));
    }

    #[test]
    fn text_is_escaped_exactly() {
        let page = render(&sample());
        assert!(!page.contains("<script>"), "no raw <script> anywhere");
        assert!(
            page.contains("print_and_stop(&#39;&lt;script&gt;&#39;)")
                || page.contains("print_and_stop('&lt;script&gt;')")
        );
        assert!(page.contains("loop at l [s=&lt;script&gt; &amp; co]"));
        assert!(page.contains("<span>at <code>(&lt;script&gt; &amp; co)</code></span>"), "the anchor's location");
        assert!(page.contains("trace at out &amp; &lt;b&gt;"));
    }

    #[test]
    fn the_page_links_lines_traces_guards_and_machine_code() {
        let page = render(&sample());
        for id in ["line-1", "line-5", "T0", "T0-g0", "T0-o1", "T0-asm-1", "T0-r0"] {
            assert!(page.contains(&format!("id=\"{id}\"")), "{id}");
        }
        for href in ["#line-3", "#T0", "#T0-o1", "#T0-asm-1", "#aborts"] {
            assert!(page.contains(&format!("href=\"{href}\"")), "{href}");
        }
        assert!(!page.contains("http"), "no network reference");
        assert!(!page.contains("<script"), "no script");
    }

    /// The tree shows every trace, however many; the timeline draws a row for those that ran most.
    #[test]
    fn a_run_with_many_traces_shows_every_trace_in_the_tree() {
        let mut r = sample();
        let t = r.traces[0].clone();
        let n = DRAWN as u32 + 10;
        r.traces = (0..n)
            .map(|id| TraceInfo { id, entered: u64::from(id), iterations: None, omitted: id < 50, ..t.clone() })
            .collect();
        let page = render(&r);
        assert_eq!(page.matches("<span class=\"node loop\"").count(), n as usize);
        // T0 to T9 ran least: each has its section and a node in the tree, but shares the timeline's
        // row of the others.
        assert!(page.contains("id=\"T3\""));
        assert!(page.contains("<text x=\"54\" y=\"27\" text-anchor=\"end\" fill=\"#1d232b\">T10</text>"));
        assert!(page.contains(">others</text>"));
        assert_eq!(page.matches("IR and machine code left out").count(), 50);
    }

    /// Bridges hang under their parents, nested as deep as they go.
    #[test]
    fn the_tree_nests_bridges_under_their_parents() {
        let mut r = sample();
        let t = r.traces[0].clone();
        let bridge = |id, parent| TraceInfo {
            id,
            kind: TraceKind::Bridge { parent, guard: 0, value: None },
            guest: None,
            links_to: Some(0),
            ..t.clone()
        };
        r.traces = vec![t.clone(), bridge(1, 0), bridge(2, 1)];
        let page = render(&r);
        let tree = &page[page.find("<ul class=\"tree\">").unwrap()..page.find("id=\"source\"").unwrap()];
        let (t1, t2) = (tree.find("href=\"#T1\"").unwrap(), tree.find("href=\"#T2\"").unwrap());
        assert!(tree[..t1].matches("<ul>").count() == 1 && tree[..t2].matches("<ul>").count() == 2, "{tree}");
        assert!(tree.contains("from g0"), "{tree}");
        assert!(tree.contains(" → <a href=\"#T0\">T0</a>"), "{tree}");
    }

    /// The hottest lines are those that took the most time, not those counted most.
    #[test]
    fn the_hottest_lines_are_ranked_by_time() {
        let page = render(&sample());
        let hot = &page[page.find("id=\"hottest\"").unwrap()..page.find("id=\"tree\"").unwrap()];
        let order: Vec<usize> = ["#line-2\"", "#line-3\"", "#line-1\"", "#line-5\""]
            .iter()
            .map(|l| hot.find(l).unwrap_or_else(|| panic!("{l} in {hot}")))
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
        // Its share of the lines' time, and its time split between the interpreter and traces.
        assert!(hot.contains("<td class=\"num\">80.0%</td>"), "{hot}");
        assert!(hot.contains("title=\"interpreter: 10, traces (estimate): 990\""), "{hot}");
    }

    /// Exits never taken fold into one line; those taken keep their rows.
    #[test]
    fn exits_never_taken_are_folded() {
        let page = render(&sample());
        let folded = &page[page.find("<details class=\"folded\">").expect("a fold")..];
        assert!(folded.starts_with("<details class=\"folded\"><summary>1 guard never failed</summary>"));
        assert!(folded.contains("id=\"T0-g1\""));
        assert!(!folded.contains("id=\"T0-g0\""), "the guard that failed is not folded");
        assert!(page.contains("<h3>Exits (2)</h3>"));
    }

    /// The card at the top: the share of the run in machine code, and every runner's.
    #[test]
    fn the_card_says_what_the_jit_bought() {
        let page = render(&sample());
        // 0.7 ms of machine code in a run of 1.5 ms.
        assert!(page.contains("<b>46.7% in machine code</b>"), "{page}");
        for part in
            ["machine code 46.7%", "trace executor 0.0%", "interpreter 6.7%", "recording 13.3%", "JIT's own work 33.3%"]
        {
            assert!(page.contains(&format!("{part}</span>")) || page.contains(&part.replace('\'', "&#39;")), "{part}");
        }
        let mut interp = sample();
        interp.mode = "interp".into();
        interp.work = None;
        assert!(render(&interp).contains("<b>100.0% in interpreter</b>"));
    }

    /// The IR's colours have a legend, and a trace shows the guest code it covers, marked.
    #[test]
    fn the_ir_has_a_legend_and_traces_show_their_guest_code() {
        let page = render(&sample());
        assert!(page.contains("id=\"ir-legend\""));
        assert!(page.contains("href=\"#ir-legend\""));
        assert!(page.contains("+[<mark>&lt;-]</mark>&gt;."), "{page}");
        assert!(page.contains("<code>src[3–5]</code>"), "{page}");
    }

    /// A trace lists the calls it inlined by procedure; a program without procedures says nothing of
    /// them, and a trace of one with procedures that inlined none says so.
    #[test]
    fn traces_list_the_calls_they_inlined() {
        let page = render(&sample());
        assert!(page.contains("inlined calls: <code>step</code> ×2, <code>&lt;helper&gt;</code> ×1</span>"), "{page}");
        let mut none = sample();
        none.traces[0].inlined = Some(Vec::new());
        assert!(render(&none).contains("inlined calls: none</span>"));
        none.traces[0].inlined = None;
        assert!(!render(&none).contains("inlined calls"));
    }

    #[test]
    fn counts_have_separators_and_heat_is_a_log_scale() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1000), "1,000");
        assert_eq!(count(1234567), "1,234,567");
        assert_eq!(heat(0, 100), 0.0);
        assert_eq!(heat(100, 100), 100.0);
        assert!(heat(10, 1_000_000) > 15.0, "a small count still shows");
    }
}
