#!/usr/bin/env bash
# Times calls (FGL 3 procedures) against the peers: fib 30 (doubly recursive, 2,692,537 calls) and
# tak 24 16 8 (the Takeuchi function) as FGL procedures (benches/peers/calls/fib.fg, tak.fg) in
# fgljit's three modes, and the same functions in C (gcc -O2), Lua (luajit -joff, its interpreter
# only, and luajit) and Python (CPython, PyPy), all in one run; checks that every peer prints the same
# (fib 30 = 832040, tak 24 16 8 = 9) and prints one table of hyperfine medians with each one's ratio to
# C and to fgljit's interpreter.
#
# Usage: benches/calls.sh                     # every peer, RUNS=10 runs each (a minute or two)
#        RUNS=3 benches/calls.sh              # a quick look
#        PEERS="fgljit-interp luajit-joff cpython" benches/calls.sh
#        FGLJIT=/tmp/fgljit-old benches/calls.sh   # another fgljit binary (not rebuilt)
# Peers: fgljit-interp, fgljit-trace, fgljit-jit, c (gcc -O2), luajit-joff, luajit, cpython, pypy.
# Needs: hyperfine, gcc; optional: luajit, pypy3, python3 (missing peers are skipped, and said so).
#   Debian: apt-get install -y hyperfine luajit pypy3
# Writes: target/calls/*.json (hyperfine exports), target/calls/table.md
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
peers=$root/benches/peers/calls
out=$root/target/calls
mkdir -p "$out"
RUNS=${RUNS:-10}
ALL="fgljit-interp fgljit-trace fgljit-jit c luajit-joff luajit cpython pypy"
PEERS=${PEERS:-$ALL}
command -v hyperfine >/dev/null || { echo "calls.sh needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
if [ -n "${FGLJIT:-}" ]; then
    fgljit=$(realpath "$FGLJIT")
else
    cargo build --release --locked -q
    fgljit=$root/target/release/fgljit
fi
gcc -O2 -o "$out/fib" "$peers/fib.c"
gcc -O2 -o "$out/tak" "$peers/tak.c"
# python3 may be a pyenv shim, a shell script that adds ~100 ms to each start: run the interpreter itself.
cpython=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null || echo python3)

# Each benchmark: its input as fgljit's --arg flags, as the other peers' arguments, and its output.
BENCHES="fib tak"
declare -A FGL_ARGS=([fib]="--arg n=30" [tak]="--arg x=24 --arg y=16 --arg z=8")
declare -A ARGS=([fib]="30" [tak]="24 16 8")
declare -A EXPECT=([fib]=832040 [tak]=9)
declare -A TITLE=([fib]="fib 30" [tak]="tak 24 16 8")

cmd() { # peer bench
    local b=$2
    case $1 in
        fgljit-interp|fgljit-trace|fgljit-jit)
            echo "$fgljit run $peers/$b.fg --mode ${1#fgljit-} ${FGL_ARGS[$b]}" ;;
        c) echo "$out/$b ${ARGS[$b]}" ;;
        luajit-joff) echo "luajit -joff $peers/$b.lua ${ARGS[$b]}" ;;
        luajit) echo "luajit $peers/$b.lua ${ARGS[$b]}" ;;
        cpython) echo "$cpython $peers/$b.py ${ARGS[$b]}" ;;
        pypy) echo "pypy3 $peers/$b.py ${ARGS[$b]}" ;;
        *) echo "calls.sh: unknown peer $1 (peers: $ALL)" >&2; exit 2 ;;
    esac
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "fgljit: $fgljit ($(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- src || echo ', modified'))"
rm -f "$out"/*.json
ran=""
for peer in $PEERS; do
    c=$(cmd "$peer" fib)
    bin=${c%% *}
    if ! command -v "$bin" >/dev/null 2>&1 && [ ! -x "$bin" ]; then
        echo "skipped: $peer ($bin not found)"
        continue
    fi
    for b in $BENCHES; do
        c=$(cmd "$peer" "$b")
        got=$($c)
        [ "$got" = "${EXPECT[$b]}" ] || { echo "FAIL: $peer ${TITLE[$b]} printed '$got', expected ${EXPECT[$b]}" >&2; exit 1; }
        # hyperfine's warnings (outliers on a busy machine) go unshown, its errors not.
        hyperfine --shell=none --style none --warmup 1 --runs "$RUNS" \
            --export-json "$out/$peer-$b.json" "$c" >/dev/null 2>"$out/hyperfine.err" \
            || { cat "$out/hyperfine.err" >&2; exit 1; }
    done
    ran="$ran $peer"
done
echo "every peer printed fib 30 = ${EXPECT[fib]}, tak 24 16 8 = ${EXPECT[tak]}"

python3 - "$out" "$RUNS" "$ran" <<'PY'
import json, os, sys
out, runs, order = sys.argv[1], sys.argv[2], sys.argv[3].split()
benches = [("fib", "fib 30"), ("tak", "tak 24 16 8")]
med = {}
for peer in order:
    for b, _ in benches:
        med[(peer, b)] = json.load(open(os.path.join(out, f"{peer}-{b}.json")))["results"][0]["median"]
if not med:
    sys.exit(f"calls.sh: no timings in {out}")
def fmt(s): return f"{s*1e3:.1f} ms" if s < 10 else f"{s:.2f} s"
def ratio(peer, base, b):
    return f"{med[(peer, b)] / med[(base, b)]:.2f}x" if (base, b) in med else ""
head = "| peer |"
rule = "|---|"
for _, title in benches:
    head += f" {title} | vs C | vs fgljit-interp |"
    rule += "---:|---:|---:|"
lines = [head, rule]
for peer in order:
    row = f"| {peer} |"
    for b, _ in benches:
        row += f" {fmt(med[(peer, b)])} | {ratio(peer, 'c', b)} | {ratio(peer, 'fgljit-interp', b)} |"
    lines.append(row)
table = "\n".join(lines) + f"\n\nWhole processes, hyperfine medians of {runs} runs (1 warm-up); ratios are time / the column's peer's time.\n"
print(table)
open(os.path.join(out, "table.md"), "w").write(table)
print(f"wrote {out}/table.md")
PY
