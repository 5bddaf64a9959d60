#!/usr/bin/env bash
# Times fgljit against the peers of ../shared/peers/bench (the same "square by repeated addition"
# bytecode program, written for CPython, PyPy, LuaJIT and C) in one run, and prints medians and ratios.
#
# Usage: benches/peers.sh             # N = 16, 10^6, 10^7 (+ 10^8 for the compiled ones)
#        NS="16 1000000" RUNS=5 benches/peers.sh
# Needs: hyperfine, gcc; optional: python3, pypy3, luajit (missing peers are skipped, and said so).
#   Debian: apt-get install -y hyperfine luajit pypy3
# Writes: target/peers/*.json (hyperfine exports), target/peers/table.md, target/peers/plot.svg
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
peers=${PEERS_DIR:-$root/../shared/peers/bench}
out=$root/target/peers
mkdir -p "$out"
NS=${NS:-"16 1000000 10000000 100000000"}
RUNS=${RUNS:-7}

# REPORT_ONLY=1 remakes the table and the plot from the last run's exports.
if [ -z "${REPORT_ONLY:-}" ]; then
command -v hyperfine >/dev/null || { echo "peers.sh needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
cargo build --release --locked -q
gcc -O2 -o "$out/square_interp" "$peers/square_interp.c"
gcc -O2 -o "$out/square_native" "$peers/square_native.c"

fgl="$root/target/release/fgljit run $root/examples/bytecode_square.fg"
declare -A CMD=(
    [fgljit-jit]="$fgl --mode jit --arg a="
    [fgljit-interp]="$fgl --mode interp --arg a="
    [c-native]="$out/square_native "
    [c-interp]="$out/square_interp "
    [luajit]="luajit $peers/square.lua "
    [luajit-joff]="luajit -joff $peers/square.lua "
    [pypy]="pypy3 $peers/square.py "
    [cpython]="python3 $peers/square.py "
)
ORDER="fgljit-jit fgljit-interp c-native c-interp luajit luajit-joff pypy cpython"
# Slow peers stop at 10^7 (fgljit-interp, pypy, cpython) or 10^6 (cpython).
max_n() {
    case $1 in
        cpython) echo 1000000 ;;
        fgljit-interp|pypy|luajit-joff) echo 10000000 ;;
        *) echo 1000000000000 ;;
    esac
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load $(cut -d' ' -f1-3 /proc/loadavg)"
for peer in $ORDER; do
    bin=${CMD[$peer]%% *}
    if ! command -v "$bin" >/dev/null 2>&1 && [ ! -x "$bin" ]; then
        echo "skipped: $peer ($bin not found)"
        continue
    fi
    for n in $NS; do
        [ "$n" -le "$(max_n "$peer")" ] || continue
        expect=$((n * n))
        got=$(${CMD[$peer]}$n)
        [ "$got" = "$expect" ] || { echo "FAIL: $peer N=$n printed '$got', expected $expect" >&2; exit 1; }
        runs=$RUNS
        [ "$n" -ge 10000000 ] && [ "$peer" != fgljit-jit ] && [ "$peer" != c-native ] && [ "$peer" != luajit ] && runs=3
        hyperfine --shell=none --style none --warmup 1 --runs "$runs" \
            --export-json "$out/$peer-$n.json" "${CMD[$peer]}$n" >/dev/null
    done
done

fi

python3 - "$out" $NS <<'PY'
import json, os, sys
out, ns = sys.argv[1], [int(n) for n in sys.argv[2:]]
order = ["fgljit-jit", "fgljit-interp", "c-native", "c-interp", "luajit", "luajit-joff", "pypy", "cpython"]
med = {}
for peer in order:
    for n in ns:
        f = os.path.join(out, f"{peer}-{n}.json")
        if os.path.exists(f):
            med[(peer, n)] = json.load(open(f))["results"][0]["median"]
def fmt(s): return f"{s*1e3:.1f} ms" if s < 10 else f"{s:.2f} s"
lines = ["| peer | " + " | ".join(f"N={n:g}" for n in ns) + " | marginal ns/iter | vs fgljit-jit (largest common N) |",
         "|---|" + "---:|" * len(ns) + "---:|---:|"]
for peer in order:
    row = [fmt(med[(peer, n)]) if (peer, n) in med else "" for n in ns]
    have = [n for n in ns if (peer, n) in med]
    marg = ""
    if len(have) >= 2 and have[-1] > 16:
        n0 = ns[0] if (peer, ns[0]) in med else have[0]
        marg = f"{(med[(peer, have[-1])] - med[(peer, n0)]) / (have[-1] - n0) * 1e9:.2f}"
    common = [n for n in have if ("fgljit-jit", n) in med]
    ratio = f"{med[(peer, common[-1])] / med[('fgljit-jit', common[-1])]:.1f}x (N={common[-1]:g})" if common else ""
    lines.append(f"| {peer} | " + " | ".join(row) + f" | {marg} | {ratio} |")
table = "\n".join(lines)
print(table)
open(os.path.join(out, "table.md"), "w").write(table + "\n")

# Time against input size, interpreter vs JIT (log-log), as a small SVG.
series = [(p, c) for p, c in [("fgljit-interp", "#c0392b"), ("fgljit-jit", "#2471a3"), ("c-interp", "#7f8c8d"), ("c-native", "#27ae60")]
          if any((p, n) in med for n in ns)]
import math
pts = [(n, med[(p, n)]) for p, _ in series for n in ns if (p, n) in med]
xs = [math.log10(n) for n, _ in pts]; ys = [math.log10(t) for _, t in pts]
x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
W, H, M = 640, 400, 60
X = lambda v: M + (math.log10(v) - x0) / (x1 - x0 or 1) * (W - 2 * M)
Y = lambda v: H - M - (math.log10(v) - y0) / (y1 - y0 or 1) * (H - 2 * M)
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{W/2}" y="20" text-anchor="middle" font-size="14">bytecode_square: whole-process time vs a (log-log)</text>',
       f'<line x1="{M}" y1="{H-M}" x2="{W-M}" y2="{H-M}" stroke="black"/><line x1="{M}" y1="{M}" x2="{M}" y2="{H-M}" stroke="black"/>']
for n in ns:
    label = str(n) if n < 1000 else f"1e{int(round(math.log10(n)))}"
    svg.append(f'<text x="{X(n)}" y="{H-M+18}" text-anchor="middle">{label}</text>')
for e in range(math.floor(y0), math.ceil(y1) + 1):
    if y0 <= e <= y1:
        svg.append(f'<text x="{M-6}" y="{Y(10**e)+4}" text-anchor="end">{10**e:g} s</text>')
for k, (p, color) in enumerate(series):
    p_pts = [(X(n), Y(med[(p, n)])) for n in ns if (p, n) in med]
    svg.append(f'<polyline fill="none" stroke="{color}" stroke-width="2" points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in p_pts) + '"/>')
    svg += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{color}"/>' for x, y in p_pts]
    svg.append(f'<text x="{M+10}" y="{M+16*k}" fill="{color}">{p}</text>')
svg.append(f'<text x="{W/2}" y="{H-15}" text-anchor="middle">a (loop iterations of the bytecode program)</text></svg>')
open(os.path.join(out, "plot.svg"), "w").write("\n".join(svg) + "\n")
print(f"\nwrote {out}/table.md and {out}/plot.svg")
PY
