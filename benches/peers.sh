#!/usr/bin/env bash
# Times fgljit against its peers on the same "square by repeated addition" bytecode program: the
# register machine interpreter of examples/bytecode_square.fg written in C, Lua and Python
# (benches/peers/square: square_interp.c, square.lua, square.py, ours) and the program itself as a C
# loop (square_native.c), all in one run; prints medians and ratios and draws every peer.
#
# Usage: benches/peers.sh             # N = 16, 10^6, 10^7, 10^8 (slow peers stop earlier, see max_n)
#        NS="16 100000" RUNS=3 benches/peers.sh          # a quick look
#        PEERS="fgljit-jit c-interp luajit" benches/peers.sh
#        REPORT_ONLY=1 benches/peers.sh                  # the table and plot again from the last run
#        PEERS_DIR=DIR benches/peers.sh                  # another copy of the peers (the same file names)
# Peers: fgljit-jit, fgljit-trace, fgljit-interp (fgljit's three modes), c-native (the program as a C
# loop: the limit), c-interp (gcc -O2), luajit, luajit-joff (its interpreter only), pypy, cpython.
# Needs: hyperfine, gcc; optional: python3, pypy3, luajit (missing peers are skipped, and said so).
#   Debian: apt-get install -y hyperfine luajit pypy3
# Writes: target/peers/*.json (hyperfine exports), target/peers/table.md, target/peers/plot.svg
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
peers=${PEERS_DIR:-$root/benches/peers/square}
out=$root/target/peers
mkdir -p "$out"
NS=${NS:-"16 1000000 10000000 100000000"}
RUNS=${RUNS:-7}
ALL="fgljit-jit fgljit-trace fgljit-interp c-native c-interp luajit luajit-joff pypy cpython"
PEERS=${PEERS:-$ALL}

# REPORT_ONLY=1 remakes the table and the plot from the last run's exports.
if [ -z "${REPORT_ONLY:-}" ]; then
[ -f "$peers/square_interp.c" ] || { echo "peers.sh: no peers at $peers (PEERS_DIR)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "peers.sh needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
cargo build --release --locked -q
gcc -O2 -o "$out/square_interp" "$peers/square_interp.c"
gcc -O2 -o "$out/square_native" "$peers/square_native.c"
# python3 may be a pyenv shim, a shell script that adds ~100 ms to each start: run the interpreter itself.
cpython=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null || echo python3)

fgl="$root/target/release/fgljit run $root/examples/bytecode_square.fg"
declare -A CMD=(
    [fgljit-jit]="$fgl --mode jit --arg a="
    [fgljit-trace]="$fgl --mode trace --arg a="
    [fgljit-interp]="$fgl --mode interp --arg a="
    [c-native]="$out/square_native "
    [c-interp]="$out/square_interp "
    [luajit]="luajit $peers/square.lua "
    [luajit-joff]="luajit -joff $peers/square.lua "
    [pypy]="pypy3 $peers/square.py "
    [cpython]="$cpython $peers/square.py "
)
# The slow peers stop where one run would take seconds.
max_n() {
    case $1 in
        cpython) echo 1000000 ;;
        fgljit-interp|pypy|luajit-joff) echo 10000000 ;;
        *) echo 1000000000000 ;;
    esac
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load $(cut -d' ' -f1-3 /proc/loadavg)"
for peer in $PEERS; do
    [ -n "${CMD[$peer]:-}" ] || { echo "peers.sh: unknown peer $peer (peers: $ALL)" >&2; exit 2; }
    bin=${CMD[$peer]%% *}
    if ! command -v "$bin" >/dev/null 2>&1 && [ ! -x "$bin" ]; then
        echo "skipped: $peer ($bin not found)"
        continue
    fi
    rm -f "$out/$peer"-[0-9]*.json
    for n in $NS; do
        [ "$n" -le "$(max_n "$peer")" ] || continue
        expect=$((n * n))
        got=$(${CMD[$peer]}$n)
        [ "$got" = "$expect" ] || { echo "FAIL: $peer N=$n printed '$got', expected $expect" >&2; exit 1; }
        runs=$RUNS
        case $peer in fgljit-jit|c-native|c-interp|luajit) ;; *) [ "$n" -lt 10000000 ] || runs=3 ;; esac
        # hyperfine's warnings (outliers on a busy machine) go unshown, its errors not.
        hyperfine --shell=none --style none --warmup 1 --runs "$runs" \
            --export-json "$out/$peer-$n.json" "${CMD[$peer]}$n" >/dev/null 2>"$out/hyperfine.err" \
            || { cat "$out/hyperfine.err" >&2; exit 1; }
    done
done

fi

python3 - "$out" "$PEERS" $NS <<'PY'
import json, math, os, sys
out, order, ns = sys.argv[1], sys.argv[2].split(), [int(n) for n in sys.argv[3:]]
med = {}
for peer in order:
    for n in ns:
        f = os.path.join(out, f"{peer}-{n}.json")
        if os.path.exists(f):
            med[(peer, n)] = json.load(open(f))["results"][0]["median"]
order = [p for p in order if any((p, n) in med for n in ns)]
if not med:
    sys.exit(f"peers.sh: no timings in {out}")
def fmt(s): return f"{s*1e3:.1f} ms" if s < 10 else f"{s:.2f} s"
lines = ["| peer | " + " | ".join(f"N={n:g}" for n in ns) + " | marginal ns/iter | vs fgljit-jit (largest common N) |",
         "|---|" + "---:|" * len(ns) + "---:|---:|"]
for peer in order:
    row = [fmt(med[(peer, n)]) if (peer, n) in med else "" for n in ns]
    have = [n for n in ns if (peer, n) in med]
    marg = ""
    if len(have) >= 2 and have[-1] > 16:
        marg = f"{(med[(peer, have[-1])] - med[(peer, have[0])]) / (have[-1] - have[0]) * 1e9:.2f}"
    common = [n for n in have if ("fgljit-jit", n) in med]
    ratio = f"{med[(peer, common[-1])] / med[('fgljit-jit', common[-1])]:.1f}x (N={common[-1]:g})" if common else ""
    lines.append(f"| {peer} | " + " | ".join(row) + f" | {marg} | {ratio} |")
table = "\n".join(lines)
print(table)
open(os.path.join(out, "table.md"), "w").write(table + "\n")

# Whole-process time against N, every peer, log-log; the legend on the right, in the order above.
colors = {"fgljit-jit": "#1f4e9c", "fgljit-trace": "#5b9bd5", "fgljit-interp": "#9dc3e6",
          "c-native": "#1e8449", "c-interp": "#82c785", "luajit": "#c0392b", "luajit-joff": "#f1948a",
          "pypy": "#7d3c98", "cpython": "#e67e22"}
dashed = {"fgljit-trace", "fgljit-interp", "c-interp", "luajit-joff", "cpython"}
xs = [math.log10(n) for (_, n) in med]
ys = [math.log10(t) for t in med.values()]
x0, x1 = min(xs), max(xs)
y0, y1 = math.floor(min(ys)), math.ceil(max(ys))
W, H, L, R, T, B = 760, 440, 70, 170, 40, 50
X = lambda n: L + (math.log10(n) - x0) / (x1 - x0 or 1) * (W - L - R)
Y = lambda t: H - B - (math.log10(t) - y0) / (y1 - y0 or 1) * (H - T - B)
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{(L + W - R) / 2}" y="22" text-anchor="middle" font-size="14">examples/bytecode_square.fg and its peers:'
       ' whole-process time against N (log-log)</text>']
for e in range(y0, y1 + 1):
    y = Y(10 ** e)
    label = f"{10 ** e * 1e3:g} ms" if e < 0 else f"{10 ** e:g} s"
    svg.append(f'<line x1="{L}" y1="{y:.1f}" x2="{W - R}" y2="{y:.1f}" stroke="#ddd"/>')
    svg.append(f'<text x="{L - 6}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
for n in ns:
    label = str(n) if n < 1000 else f'10<tspan dy="-5" font-size="9">{round(math.log10(n))}</tspan>'
    svg.append(f'<line x1="{X(n):.1f}" y1="{T}" x2="{X(n):.1f}" y2="{H - B}" stroke="#eee"/>')
    svg.append(f'<text x="{X(n):.1f}" y="{H - B + 18}" text-anchor="middle">{label}</text>')
svg.append(f'<rect x="{L}" y="{T}" width="{W - L - R}" height="{H - T - B}" fill="none" stroke="black"/>')
for k, p in enumerate(order):
    color = colors.get(p, "black")
    dash = ' stroke-dasharray="6,3"' if p in dashed else ""
    pts = [(X(n), Y(med[(p, n)])) for n in ns if (p, n) in med]
    svg.append(f'<polyline fill="none" stroke="{color}" stroke-width="2"{dash} points="'
               + " ".join(f"{x:.1f},{y:.1f}" for x, y in pts) + '"/>')
    svg += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{color}"/>' for x, y in pts]
    ly = T + 10 + 18 * k
    svg.append(f'<line x1="{W - R + 12}" y1="{ly}" x2="{W - R + 36}" y2="{ly}" stroke="{color}" stroke-width="2"{dash}/>')
    svg.append(f'<text x="{W - R + 42}" y="{ly + 4}">{p}</text>')
svg.append(f'<text x="{(L + W - R) / 2}" y="{H - 12}" text-anchor="middle">N (iterations of the bytecode loop)</text></svg>')
open(os.path.join(out, "plot.svg"), "w").write("\n".join(svg) + "\n")
print(f"\nwrote {out}/table.md and {out}/plot.svg")
PY
