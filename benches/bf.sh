#!/usr/bin/env bash
# The brainfuck benchmark: ../shared/peers/bf/run.sh (the program translated to C by bf2c.py and
# compiled by gcc -O2, the limit; bf.c; bf.lua under LuaJIT and bf.py under PyPy when installed) with
# fgljit running examples/bf.fg added, timed in one run by hyperfine (medians), every output's SHA-1
# checked against the program's .sha1 file.
#
# Usage: benches/bf.sh [PROGRAM.b] [RUNS]      (default ../shared/peers/bf/mandelbrot.b, 1 run)
#        MODE=interp benches/bf.sh sierpinski.b  (fgljit's mode; default jit)
#        BF_FG=benches/bf/decode.fg benches/bf.sh  (another brainfuck interpreter in FGL)
# Needs: gcc, hyperfine (apt-get install -y hyperfine); optional: luajit, pypy3.
# Prints the markdown table run.sh writes, then (MODE jit or trace) what the JIT made in one more run:
# traces, bridges, recording, optimizing and compiling time, and the median compile time per trace
# (`--stats json`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
peers=${PEERS_DIR:-$root/../shared/peers/bf}
[ -d "$peers" ] || { echo "bf.sh: no peers at $peers (set PEERS_DIR)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "bf.sh: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
cargo build --release --locked -q
program=${1:-$peers/mandelbrot.b}
[ -f "$program" ] || program=$peers/$program
export FGLJIT="$root/target/release/fgljit run $root/${BF_FG:-examples/bf.fg} --mode ${MODE:-jit} --arg-bytes src="
bash "$peers/run.sh" "$program" "${2:-1}"
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
