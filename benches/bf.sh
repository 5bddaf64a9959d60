#!/usr/bin/env bash
# The brainfuck benchmark: the peers of ../shared/peers/bf (the program translated to C by bf2c.py and
# compiled by gcc -O2, the limit; bf.c; bf.lua under LuaJIT and bf.py under PyPy when installed) and
# fgljit running examples/bf.fg, timed in one hyperfine run, every output's SHA-1 checked against the
# program's .sha1 file (as ../shared/peers/bf/run.sh does; this script prints medians, not means).
#
# Usage: benches/bf.sh [PROGRAM.b] [RUNS]      (default ../shared/peers/bf/mandelbrot.b, 1 run)
#        MODE=interp benches/bf.sh sierpinski.b  (fgljit's mode; default jit)
#        BF_FG=benches/bf/decode.fg benches/bf.sh  (another brainfuck interpreter in FGL)
#        LUAJIT_FLAGS=-joff benches/bf.sh ...      (LuaJIT's interpreter only)
# Needs: gcc, hyperfine (apt-get install -y hyperfine); optional: luajit, pypy3.
# Prints a markdown table (median time, and each runner against the limit and against fgljit), then
# (MODE jit or trace) what the JIT made in one more run: traces, bridges, recording, optimizing and
# compiling time, and the median compile time per trace (`--stats json`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
peers=${PEERS_DIR:-$root/../shared/peers/bf}
[ -d "$peers" ] || { echo "bf.sh: no peers at $peers (set PEERS_DIR)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "bf.sh: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
cargo build --release --locked -q
program=${1:-$peers/mandelbrot.b}
[ -f "$program" ] || program=$peers/$program
runs=${2:-1}
out=$(mktemp -d)
gcc -O2 -o "$out/bf" "$peers/bf.c"
python3 "$peers/bf2c.py" "$program" > "$out/prog.c" && gcc -O2 -o "$out/prog" "$out/prog.c"
FGLJIT="$root/target/release/fgljit run $root/${BF_FG:-examples/bf.fg} --mode ${MODE:-jit} --arg-bytes src="
names=("bf2c.py + gcc -O2 (the limit)" "bf.c, gcc -O2")
cmds=("$out/prog" "$out/bf $program")
if command -v luajit >/dev/null; then
    names+=("LuaJIT${LUAJIT_FLAGS:+ $LUAJIT_FLAGS} on bf.lua"); cmds+=("luajit ${LUAJIT_FLAGS:-} $peers/bf.lua $program")
fi
command -v pypy3 >/dev/null && { names+=("PyPy on bf.py"); cmds+=("pypy3 $peers/bf.py $program"); }
names+=("fgljit, ${BF_FG:-examples/bf.fg}, --mode ${MODE:-jit}"); cmds+=("$FGLJIT$program")
want=$(sed -n 1p "${program%.b}.sha1" 2>/dev/null || true)
args=()
for k in "${!cmds[@]}"; do
    got=$(${cmds[$k]} < /dev/null | sha1sum | cut -c1-40)
    [ -z "$want" ] || [ "$got" = "$want" ] || { echo "WRONG OUTPUT: ${cmds[$k]} (sha1 $got, want $want)" >&2; exit 1; }
    args+=(-n "${names[$k]}" "${cmds[$k]}")
done
hyperfine --shell=none --runs "$runs" --style none --export-json "$out/times.json" "${args[@]}" >/dev/null
python3 - "$out/times.json" "$(basename "$program")" "$runs" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))['results']
med = {r['command']: r['median'] for r in results}
limit, fgl = results[0]['median'], results[-1]['median']
fmt = lambda s: f'{s * 1e3:.1f} ms' if s < 1 else f'{s:.2f} s'
print(f'| runner | {sys.argv[2]} (median of {sys.argv[3]}) | vs the limit | vs fgljit |')
print('| --- | ---: | ---: | ---: |')
for name, t in med.items():
    print(f'| {name} | {fmt(t)} | {t / limit:.1f}x | {t / fgl:.2f}x |')
PY
if [ "${MODE:-jit}" != interp ]; then
    stats=$(mktemp)
    $FGLJIT"$program" --stats json < /dev/null 2> "$stats" > /dev/null
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
    rm -f "$stats"
fi
