//! The module graph of `src/jit/`, generated from the source: which module names which (a `use`, or a
//! path through `crate::` or `super::`), its cycles, and its layers. The graph must have no cycle but
//! these, which are one unit each and harmless:
//! - the IR, three files that define one thing: `ir` (instructions and traces), `snapshot` (resume
//!   data) and `contract` (what is true when a trace is entered);
//! - a module and its own submodules, which implement parts of the parent's types (`engine` and
//!   `engine::exits`, `opt` and the passes using its `Rewriter`).
//!
//! docs/architecture.md shows the layers between the markers `<!-- module graph -->` and
//! `<!-- end module graph -->`; this test fails when they differ from the source, and
//! `FGLJIT_BLESS=1 cargo test --test layers` writes them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Modules that make one unit: the IR.
const IR: [&str; 3] = ["jit::ir", "jit::snapshot", "jit::contract"];

/// Every module of `src/jit/` by path (`jit::engine::exits`), with its source outside its tests.
fn modules(root: &Path) -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
        for entry in std::fs::read_dir(dir).expect("src/jit is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).expect("under src").with_extension("");
                let mut segs: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
                if segs.last().is_some_and(|s| s == "mod") {
                    segs.pop();
                }
                let text = std::fs::read_to_string(&path).expect("a source file is readable");
                let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("").to_string();
                out.insert(segs.join("::"), strip_comments(&code));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(&root.join("jit"), root, &mut out);
    out
}

/// The code without its comments (a path named in a comment is no dependency).
fn strip_comments(code: &str) -> String {
    code.lines().map(|l| l.find("//").map_or(l, |i| &l[..i])).collect::<Vec<_>>().join("\n")
}

/// The paths of one `use` tree, its braces expanded: `a::{b, c::d}` is `a::b` and `a::c::d`.
fn expand(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else { return vec![tree] };
    let (prefix, body) = (&tree[..open], &tree[open + 1..tree.len() - 1]);
    let (mut parts, mut depth, mut cur) = (Vec::new(), 0, String::new());
    for ch in body.chars() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    parts.push(cur);
    parts.iter().filter(|p| !p.is_empty()).flat_map(|p| expand(p)).map(|p| format!("{prefix}{p}")).collect()
}

/// Every path a module's code names: its `use` trees, and paths through `crate::` or `super::`.
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        rest = &rest[at + 4..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        if let Some(end) = rest.find(';') {
            out.extend(expand(&rest[..end]).into_iter().map(|p| p.split(" as ").next().unwrap_or("").to_string()));
        }
    }
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(start) {
            let at = from + at;
            let end = code[at..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| at + e);
            out.push(code[at..end].trim_end_matches(':').to_string());
            from = end;
        }
    }
    out
}

/// The module a path from module `from` names: the longest module its segments lead to.
fn resolve(from: &str, path: &str, modules: &BTreeMap<String, String>) -> Option<String> {
    let mut segs: Vec<&str> = path.split("::").collect();
    let mut cur: Vec<&str> = match segs.first() {
        Some(&"crate") => {
            segs.remove(0);
            Vec::new()
        }
        Some(&"super") | Some(&"self") => from.split("::").collect(),
        // A path from a module's own submodule (`use events::Observer;` in engine/mod.rs).
        Some(first) if modules.contains_key(&format!("{from}::{first}")) => from.split("::").collect(),
        _ => return None,
    };
    while let Some(&s) = segs.first() {
        match s {
            "super" => _ = cur.pop(),
            "self" => {}
            _ => break,
        }
        segs.remove(0);
    }
    cur.extend(segs);
    (1..=cur.len()).rev().map(|i| cur[..i].join("::")).find(|m| modules.contains_key(m))
}

/// The unit a module belongs to: the IR's three files are one.
fn unit(m: &str) -> String {
    if IR.contains(&m) { "jit::ir+snapshot+contract".to_string() } else { m.to_string() }
}

/// The graph of units, without the harmless edges (within the IR, from a submodule to its parent).
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules = modules(&root);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, code) in &modules {
        let from = unit(m);
        let deps = g.entry(from.clone()).or_default();
        for p in paths(code) {
            let Some(to) = resolve(m, &p, &modules) else { continue };
            let to_unit = unit(&to);
            let to_parent = m.starts_with(&format!("{to}::"));
            if to_unit != from && to != "jit" && !to_parent {
                deps.insert(to_unit);
            }
        }
    }
    g
}

/// The units on a cycle, one list per cycle (Tarjan's strongly connected components).
fn cycles(g: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        g: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        for w in s.g.get(v).into_iter().flatten() {
            if !s.index.contains_key(w.as_str()) {
                visit(s, w);
                let lw = s.low[w.as_str()];
                let lv = s.low.get_mut(v).expect("visited");
                *lv = (*lv).min(lw);
            } else if s.stack.contains(&w.as_str()) {
                let iw = s.index[w.as_str()];
                let lv = s.low.get_mut(v).expect("visited");
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State { g, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), out: Vec::new() };
    for v in g.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

/// The layers, bottom up: a unit's layer is one more than the highest of those it names (only
/// approximate around a cycle).
fn layers(g: &BTreeMap<String, BTreeSet<String>>) -> String {
    fn layer(g: &BTreeMap<String, BTreeSet<String>>, v: &str, memo: &mut BTreeMap<String, usize>) -> usize {
        if let Some(&l) = memo.get(v) {
            return l;
        }
        // On a cycle (the failure this listing explains) a unit met again counts as layer 0, so the
        // listing ends.
        memo.insert(v.to_string(), 0);
        let l = g.get(v).into_iter().flatten().map(|w| layer(g, w, memo) + 1).max().unwrap_or(0);
        memo.insert(v.to_string(), l);
        l
    }
    let mut memo = BTreeMap::new();
    let mut rows: Vec<(usize, &String)> = g.keys().map(|v| (layer(g, v, &mut memo), v)).collect();
    rows.sort();
    let short = |m: &str| m.strip_prefix("jit::").unwrap_or(m).to_string();
    let mut out = String::new();
    for (l, v) in rows {
        let deps: Vec<String> = g[v].iter().map(|d| short(d)).collect();
        let line = if deps.is_empty() {
            format!("{l:>2}  {}\n", short(v))
        } else {
            format!("{l:>2}  {:<26} -> {}\n", short(v), deps.join(", "))
        };
        out.push_str(&line);
    }
    out
}

#[test]
fn the_jit_modules_have_no_cycle() {
    let g = graph();
    assert!(g.len() > 20, "the graph has the JIT's modules: {:?}", g.keys());
    let found = cycles(&g);
    assert!(found.is_empty(), "cycles among the JIT's modules: {found:?}\n{}", layers(&g));
}

#[test]
fn the_architecture_document_shows_the_module_graph_as_it_is() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    let doc = std::fs::read_to_string(&path).expect("docs/architecture.md");
    let (open, close) = ("<!-- module graph -->\n```text\n", "```\n<!-- end module graph -->");
    let (Some(a), Some(b)) = (doc.find(open), doc.find(close)) else {
        panic!("docs/architecture.md has no module graph between {open:?} and {close:?}")
    };
    let now = layers(&graph());
    if std::env::var_os("FGLJIT_BLESS").is_some() {
        let text = format!("{}{open}{now}{}", &doc[..a], &doc[b..]);
        std::fs::write(&path, text).expect("docs/architecture.md is writable");
        return;
    }
    assert_eq!(&doc[a + open.len()..b], now, "the module graph changed: FGLJIT_BLESS=1 cargo test --test layers");
}

#[test]
fn use_trees_expand_to_their_paths() {
    assert_eq!(expand("super::{a, b::{c, d}}"), ["super::a", "super::b::c", "super::b::d"]);
    let mut modules = BTreeMap::new();
    for m in ["jit", "jit::ir", "jit::opt", "jit::opt::fold"] {
        modules.insert(m.to_string(), String::new());
    }
    assert_eq!(resolve("jit::opt::fold", "super::super::ir::Trace", &modules), Some("jit::ir".into()));
    assert_eq!(resolve("jit::opt::fold", "crate::jit::opt::Rewriter", &modules), Some("jit::opt".into()));
    assert_eq!(resolve("jit::opt", "fold::run", &modules), Some("jit::opt::fold".into()));
    assert_eq!(resolve("jit::opt", "std::rc::Rc", &modules), None);
}

#[test]
fn the_listing_of_a_graph_with_a_cycle_ends() {
    let g: BTreeMap<String, BTreeSet<String>> = [("jit::a", "jit::b"), ("jit::b", "jit::a")]
        .into_iter()
        .map(|(v, w)| (v.to_string(), BTreeSet::from([w.to_string()])))
        .collect();
    assert_eq!(cycles(&g), vec![vec!["jit::a".to_string(), "jit::b".to_string()]]);
    assert_eq!(layers(&g), " 1  b                          -> a\n 2  a                          -> b\n");
}
