#!/usr/bin/env bash
# The brainfuck benchmark: fgljit running examples/bf.fg against the peers of benches/peers/bf (ours):
# the program translated to C by bf2c.py and compiled by gcc -O2 (the limit), the same plain interpreter
# in C (bf.c, gcc -O2), in Lua (bf.lua under LuaJIT, and under luajit -joff, its interpreter only) and
# in Python (bf.py under PyPy and CPython). Every output's SHA-1 is checked against the program's .sha1
# file; then each runner is timed (hyperfine medians), and a table and a bar chart are written.
#
# Usage: benches/bf.sh [PROGRAM.b] [RUNS]      (default mandelbrot.b, 1 run; a bare name is looked up
#                                              in benches/peers/bf/programs: hello.b, sierpinski.b, ...)
#        MODE=interp benches/bf.sh sierpinski.b   (fgljit's mode, default jit; MODE="jit trace" times both)
#        BF_FG=benches/bf/decode.fg benches/bf.sh (another brainfuck interpreter in FGL)
#        SKIP="cpython luajit-joff" benches/bf.sh (leave runners out: limit bf.c luajit luajit-joff pypy cpython)
#        PEERS_DIR=DIR benches/bf.sh               (another copy of the peers, with the same file names)
# Time: on mandelbrot.b (10.7 billion commands) one run of bf.c takes about 15 s, PyPy 35 s, LuaJIT
# 1 min, luajit -joff and CPython several minutes each. A runner whose checked run takes over SLOW_S
# seconds (default 60) is not run again: that run is its time (the table says how many runs each had).
# Needs: gcc, hyperfine (apt-get install -y hyperfine); optional: luajit, pypy3 (missing ones are skipped).
# Writes: target/bf/NAME.md (the table), target/bf/NAME.svg (the chart), target/bf/NAME.json (the times).
# Then (a MODE jit or trace) what the JIT made in one more run: traces, bridges, recording, optimizing
# and compiling time, and the median compile time per trace (`--stats json`).
set -euo pipefail
invoked_from=$(pwd)
cd "$(dirname "$0")/.."
root=$(pwd)
peers=${PEERS_DIR:-$root/benches/peers/bf}
[ -f "$peers/bf.c" ] || { echo "bf.sh: no peers at $peers (PEERS_DIR)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "bf.sh: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
program=${1:-mandelbrot.b}
for candidate in "$invoked_from/$program" "$program" "$peers/programs/$program" "$peers/$program" ""; do
    [ -n "$candidate" ] || { echo "bf.sh: no program $program" >&2; exit 2; }
    [ ! -f "$candidate" ] || { program=$(realpath "$candidate"); break; }
done
runs=${2:-1}
modes=${MODE:-jit}
bf_fg=${BF_FG:-examples/bf.fg}
cargo build --release --locked -q
name=$(basename "$program" .b)
out=$root/target/bf
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/bf" "$peers/bf.c"
python3 "$peers/bf2c.py" "$program" > "$tmp/prog.c" && gcc -O2 -o "$tmp/prog" "$tmp/prog.c"
# python3 may be a pyenv shim, a shell script that adds ~100 ms to each start: run the interpreter itself.
cpython=$(python3 -c 'import sys; print(sys.executable)')

# One line per runner: its key (for SKIP), its name, its command.
{
    echo "limit	bf2c.py + gcc -O2 (the limit)	$tmp/prog"
    echo "bf.c	bf.c, gcc -O2	$tmp/bf $program"
    if command -v luajit >/dev/null; then
        echo "luajit	LuaJIT on bf.lua	luajit $peers/bf.lua $program"
        echo "luajit-joff	luajit -joff on bf.lua	luajit -joff $peers/bf.lua $program"
    else echo "skipped: luajit, luajit-joff (no luajit)" >&2; fi
    if command -v pypy3 >/dev/null; then echo "pypy	PyPy on bf.py	pypy3 $peers/bf.py $program"
    else echo "skipped: pypy (no pypy3)" >&2; fi
    echo "cpython	CPython on bf.py	$cpython $peers/bf.py $program"
    for mode in $modes; do
        echo "fgljit-$mode	fgljit, $bf_fg, --mode $mode	$root/target/release/fgljit run $root/$bf_fg --mode $mode --arg-bytes src=$program"
    done
} > "$tmp/runners.tsv"

want=$(sed -n 1p "${program%.b}.sha1" 2>/dev/null || true)
[ -n "$want" ] || echo "bf.sh: no ${program%.b}.sha1: outputs are not checked" >&2
python3 - "$tmp/runners.tsv" "$want" "$runs" "${SLOW_S:-60}" "${SKIP:-}" "$name" "$out" <<'PY'
import hashlib, json, math, os, subprocess, sys, time
runners_file, want, runs, slow_s, skip, name, out = sys.argv[1:]
runs, slow_s, skip = int(runs), float(slow_s), skip.split()
runners = [line.rstrip("\n").split("\t") for line in open(runners_file)]
runners = [r for r in runners if r[0] not in skip]
if not runners:
    print("bf.sh: SKIP leaves no runner", file=sys.stderr)
    sys.exit(2)
times = {}  # name -> list of seconds
for key, label, cmd in runners:
    # The checked run: its output hashed, its wall time kept for a runner too slow to run again.
    start = time.perf_counter()
    done = subprocess.run(cmd.split(), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
    took = time.perf_counter() - start
    got = hashlib.sha1(done.stdout).hexdigest()
    if done.returncode != 0 or (want and got != want):
        sys.exit(f"WRONG OUTPUT: {cmd} (exit {done.returncode}, sha1 {got}, want {want})")
    if runs == 1 and took > 1 or took > slow_s:
        times[label] = [took]
        continue
    export = os.path.join(out, f"{name}.{key}.hyperfine.json")
    # hyperfine's warnings (outliers, a slower first run) go unshown: the check run warmed the caches.
    timed = subprocess.run(["hyperfine", "--shell=none", "--style", "none", "--runs", str(runs), "--export-json",
                            export, "-n", label, cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if timed.returncode != 0:
        sys.exit(f"hyperfine failed on {cmd}:\n{timed.stderr}")
    times[label] = json.load(open(export))["results"][0]["times"]
    os.remove(export)
json.dump(times, open(os.path.join(out, f"{name}.json"), "w"), indent=1)

med = {label: sorted(t)[len(t) // 2] if len(t) % 2 else sum(sorted(t)[len(t) // 2 - 1:len(t) // 2 + 1]) / 2
       for label, t in times.items()}
labels = list(med)
limit = med.get(labels[0]) if runners[0][0] == "limit" else None
fgl = next((label for label in labels if label.startswith("fgljit")), None)
fmt = lambda s: f"{s * 1e3:.1f} ms" if s < 1 else f"{s:.2f} s"
head = f"| runner | {name}.b | runs |" + (" vs the limit |" if limit else "") + (" vs fgljit |" if fgl else "")
lines = [head, "| --- | ---: | ---: |" + " ---: |" * (bool(limit) + bool(fgl))]
for label in labels:
    t = med[label]
    lines.append(f"| {label} | {fmt(t)} | {len(times[label])} |" + (f" {t / limit:.1f}x |" if limit else "")
                 + (f" {t / med[fgl]:.2f}x |" if fgl else ""))
table = "\n".join(lines)
print(table)
open(os.path.join(out, f"{name}.md"), "w").write(table + "\n")

# A horizontal bar per runner, on a log scale (the runners span three orders of magnitude on
# mandelbrot.b), each labelled with its median and its ratio to the limit.
lo = math.floor(math.log10(min(med.values())))
hi = math.ceil(math.log10(max(med.values())))
hi += hi == lo
W, L, R, T, BAR, GAP = 820, 260, 150, 44, 24, 10
H = T + len(labels) * (BAR + GAP) + 40
X = lambda t: L + (math.log10(t) - lo) / (hi - lo) * (W - L - R)
tick = lambda s: f"{s * 1e3:g} ms" if s < 1 else f"{s:g} s"
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{W / 2}" y="22" text-anchor="middle" font-size="14">{name}.b: whole-process wall time'
       f' (median), log scale</text>']
for e in range(lo, hi + 1):
    x = X(10 ** e)
    svg.append(f'<line x1="{x:.1f}" y1="{T - 6}" x2="{x:.1f}" y2="{H - 34}" stroke="#ddd"/>')
    svg.append(f'<text x="{x:.1f}" y="{H - 20}" text-anchor="middle">{tick(10 ** e)}</text>')
for k, label in enumerate(labels):
    y = T + k * (BAR + GAP)
    t = med[label]
    color = "#1f4e9c" if label.startswith("fgljit") else "#1e8449" if k == 0 and limit else "#888"
    svg.append(f'<text x="{L - 8}" y="{y + BAR / 2 + 4}" text-anchor="end">{label}</text>')
    svg.append(f'<rect x="{L}" y="{y}" width="{max(X(t) - L, 1):.1f}" height="{BAR}" fill="{color}"/>')
    ratio = f" ({t / limit:.1f}x)" if limit else ""
    svg.append(f'<text x="{X(t) + 6:.1f}" y="{y + BAR / 2 + 4}">{fmt(t)}{ratio}</text>')
svg.append("</svg>")
open(os.path.join(out, f"{name}.svg"), "w").write("\n".join(svg) + "\n")
print(f"\nwrote {out}/{name}.md, {out}/{name}.svg and {out}/{name}.json")
PY
jit_mode=$(for mode in $modes; do [ "$mode" = interp ] || { echo "$mode"; break; }; done)
if [ -n "$jit_mode" ]; then
    stats=$tmp/stats
    "$root/target/release/fgljit" run "$root/$bf_fg" --mode "$jit_mode" --arg-bytes "src=$program" --stats json \
        < /dev/null 2> "$stats" > /dev/null
    python3 - "$stats" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
s = json.loads(text[text.index('{'):])
roots = sum(1 for t in s['traces'] if t['origin']['kind'] == 'loop')
print()
print('fgljit made %d traces (%d loops, %d bridges); recording %.0f ms, optimizing %.0f ms, compiling %.0f ms;'
      ' JIT memory %.1f MiB; aborts %s'
      % (len(s['traces']), roots, s['bridges'], s['record_us'] / 1e3, s['optimize_us'] / 1e3,
         s['compile_us'] / 1e3, s['memory_kib'] / 1024, s['aborts'] or 'none'))
per = sorted(t['record_us'] + t['optimize_us'] + t['compile_us'] for t in s['traces'])
if per:
    print('compile time per trace (record + optimize + emit): median %.0f us, 90th percentile %.0f us, max %.0f us'
          % (per[len(per) // 2], per[len(per) * 9 // 10], per[-1]))
PY
fi
