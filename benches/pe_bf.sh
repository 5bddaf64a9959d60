#!/usr/bin/env bash
# Partial evaluation against meta-tracing on a real interpreter: a brainfuck program compiled
# to FGL by the first Futamura projection (`fgljit pe examples/bf.fg --static-bytes src=PROGRAM.b`), its
# residual program run interpreted and JIT-compiled, examples/bf.fg meta-traced on the same program,
# and the C peers of benches/peers/bf (bf2c.py + gcc -O2, the limit; bf.c; with VM_PEERS=1 also
# LuaJIT and PyPy when installed, which benches/bf.sh times too), timed in one hyperfine run, every
# output's SHA-1 checked against the program's .sha1 file.
# Also prints what the specialization cost (time, residual size, loops).
#
# Usage: benches/pe_bf.sh [PROGRAM.b] [RUNS]    (default mandelbrot.b, 1 run; a bare name is looked up
#                                                 in benches/peers/bf/programs)
#        SKIP_INTERP=1 benches/pe_bf.sh          (leave out the residual program interpreted: on
#                                                 mandelbrot.b it takes minutes)
#        VM_PEERS=1 benches/pe_bf.sh             (LuaJIT and PyPy too)
#        PEERS_DIR=DIR benches/pe_bf.sh          (another copy of the peers, with the same file names)
# Needs: gcc, hyperfine (apt-get install -y hyperfine); optional: luajit, pypy3.
set -euo pipefail
invoked_from=$(pwd)
cd "$(dirname "$0")/.."
root=$(pwd)
peers=${PEERS_DIR:-$root/benches/peers/bf}
[ -f "$peers/bf.c" ] || { echo "pe_bf.sh: no peers at $peers (PEERS_DIR)" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "pe_bf.sh: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }
cargo build --release --locked -q
fgljit=$root/target/release/fgljit
program=${1:-mandelbrot.b}
for candidate in "$invoked_from/$program" "$program" "$peers/programs/$program" "$peers/$program" ""; do
    [ -n "$candidate" ] || { echo "pe_bf.sh: no program $program" >&2; exit 2; }
    [ ! -f "$candidate" ] || { program=$(realpath "$candidate"); break; }
done
runs=${2:-1}
out=$(mktemp -d)

# The specialization itself, timed once, with its statistics.
start=$(date +%s.%N)
"$fgljit" pe examples/bf.fg --static-bytes "src=$program" -o "$out/residual.fg" --log pe 2> "$out/pe.log"
end=$(date +%s.%N)
python3 - "$out/residual.fg" "$program" "$start" "$end" "$out/pe.log" <<'PY'
import sys
residual, program, start, end, log = sys.argv[1:]
lines = [l for l in open(residual) if not l.startswith('#')]
blocks = sum(1 for l in lines if not l.startswith(' '))
ops = len(lines) - blocks
src = open(program, 'rb').read()
print(f'fgljit pe: {(float(end) - float(start)) * 1e3:.0f} ms; residual program {blocks} blocks, {ops} operations '
      f'and terminators for {len(src)} bytes ({src.count(b"[")} loops)')
print(open(log).read().strip().splitlines()[-1])
print()
PY

gcc -O2 -o "$out/bf" "$peers/bf.c"
python3 "$peers/bf2c.py" "$program" > "$out/prog.c" && gcc -O2 -o "$out/prog" "$out/prog.c"
names=("bf2c.py + gcc -O2 (the limit)" "bf.c, gcc -O2")
cmds=("$out/prog" "$out/bf $program")
if [ -n "${VM_PEERS:-}" ]; then
    if command -v luajit >/dev/null; then names+=("LuaJIT on bf.lua"); cmds+=("luajit $peers/bf.lua $program"); fi
    command -v pypy3 >/dev/null && { names+=("PyPy on bf.py"); cmds+=("pypy3 $peers/bf.py $program"); }
fi
names+=("fgljit: examples/bf.fg meta-traced (--mode jit)")
cmds+=("$fgljit run $root/examples/bf.fg --mode jit --arg-bytes src=$program")
names+=("fgljit: PE residual JIT-compiled (--mode jit)")
cmds+=("$fgljit run $out/residual.fg --mode jit")
if [ -z "${SKIP_INTERP:-}" ]; then
    names+=("fgljit: PE residual interpreted (--mode interp)")
    cmds+=("$fgljit run $out/residual.fg --mode interp")
fi
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
limit = results[0]['median']
traced = next(r['median'] for r in results if 'meta-traced' in r['command'])
fmt = lambda s: f'{s * 1e3:.1f} ms' if s < 1 else f'{s:.2f} s'
print(f'| runner | {sys.argv[2]} (median of {sys.argv[3]}) | vs the limit | vs bf.fg meta-traced |')
print('| --- | ---: | ---: | ---: |')
for r in results:
    t = r['median']
    print(f'| {r["command"]} | {fmt(t)} | {t / limit:.1f}x | {t / traced:.2f}x |')
PY
rm -rf "$out"
