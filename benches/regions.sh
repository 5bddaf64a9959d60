#!/usr/bin/env bash
# Where a run's time goes, by region: samples of `perf record` (cpu-clock) over one `fgljit run ...
# --mode jit --perf-map`, each attributed by its symbol to one row:
#   preamble, body     machine code of loop traces: the entry checks and peeled iteration, the loop body
#   code               machine code of traces without a loop (bridges; function-entry traces)
#   cold, exits        machine code off the hot path (slow paths, body entries) and the exit stubs
#   enter/exit         the shared routine that enters and leaves machine code
#   helpers            the runtime glue machine code calls (x64/glue.rs: list operations, calls, exits'
#                      list hand-over)
#   engine             the engine between runs: filling and restoring the exit state, picking the trace,
#                      its bookkeeping (jit/engine, jit/exit.rs)
#   policy             hot counting and the policy's decisions (jit/policy.rs, jit/anchor.rs)
#   jit work           recording, optimizing, compiling (jit/record.rs, jit/opt, the backend, liveness)
#   interpreter        the FGL interpreter (src/interp)
#   runtime            values and lists (src/ops.rs, src/value.rs) and input/output, whoever calls them:
#                      the interpreter, the recorder or the helpers
#   allocator          malloc/free, memcpy/memset, reference counting
#   kernel, other      the rest (other: loading the program, the standard library)
# The program's own output goes to /dev/null; standard input is $IN (default /dev/null).
#
# Usage: benches/regions.sh FILE [RUN-ARGS...]
#   e.g. IN=benches/corpus/collatz.in benches/regions.sh examples/bf.fg --arg-bytes src=benches/corpus/collatz.b
# Environment:
#   FGLJIT=PATH   the binary (default target/release/fgljit; not built by this script)
#   BASE=PATH     a second binary: a second column, before (BASE) and after (FGLJIT), each its own run
#   IN=PATH       standard input of the run
#   FREQ=N        samples per second (default 10000)
#   DETAIL=ROW    also list the ten heaviest symbols of that row (e.g. DETAIL=other), per run
# Needs: perf (with cpu-clock, which works without hardware counters), python3. Linux only (perf maps).
# Prints a table of shares (% of all samples) and the number of samples; a share is one run's, so
# compare runs of seconds, not milliseconds, and repeat a run whose figures matter.
# Exit status: 0, 1 if a run fails, 2 on a missing tool, binary or argument.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
export FGLJIT=${FGLJIT:-$root/target/release/fgljit}
export BASE=${BASE:-}
export IN=${IN:-/dev/null}
export FREQ=${FREQ:-10000}
export DETAIL=${DETAIL:-}
[ $# -ge 1 ] || { echo "usage: benches/regions.sh FILE [RUN-ARGS...] (see the script's header)" >&2; exit 2; }
command -v perf >/dev/null || { echo "regions.sh: needs perf" >&2; exit 2; }
for b in "$FGLJIT" ${BASE:+"$BASE"}; do
    [ -x "$b" ] || { echo "regions.sh: no fgljit binary at $b" >&2; exit 2; }
done
[ -r "$IN" ] || { echo "regions.sh: cannot read IN=$IN" >&2; exit 2; }
exec python3 - "$@" <<'PY'
import os, re, subprocess, sys, tempfile

ROWS = ['preamble', 'body', 'code', 'cold', 'exits', 'enter/exit', 'helpers', 'engine', 'policy',
        'jit work', 'interpreter', 'runtime', 'allocator', 'kernel', 'other']
MACHINE = ROWS[:6]

# First match wins: the order matters where one module's names contain another's.
RULES = [
    ('helpers', r'fgljit::jit::x64::glue::'),
    ('jit work', r'fgljit::jit::(record|opt|x64|verify|ownership|contract|ir|snapshot)::|fgljit::lang::cfg::'
                 r'|Engine::(record|optimize|install|compile)'),
    ('policy', r'fgljit::jit::(policy|anchor)::'),
    ('engine', r'fgljit::jit::(engine|exit|exec)::|fgljit::jit::engine'),
    ('interpreter', r'fgljit::interp::'),
    ('runtime', r'fgljit::(ops|value)::|std::io::'),
    ('allocator', r'malloc|free|realloc|rjem|__rust_(alloc|dealloc|realloc)|__rdl_|mem(cpy|move|set|cmp)'
                  r'|alloc::|Rc<|drop_in_place|_int_|(m|r|sd|d)allocx|je_'),
]


def row_of(dso, kernel, sym):
    m = re.match(r'fgljit:(T\d+:\S+):(preamble|body|code|cold|exits)$', sym)
    if m:
        return m.group(2)
    if sym == 'fgljit:enter_and_exit':
        return 'enter/exit'
    if kernel:
        return 'kernel'
    if dso.startswith('[JIT]'):
        # Machine code perf could not name (no map): counted with the traces' code.
        return 'code'
    for row, pattern in RULES:
        if re.search(pattern, sym):
            return row
    return 'other'


def perf_maps():
    return {f for f in os.listdir('/tmp') if re.fullmatch(r'perf-\d+\.map', f)}


def profile(binary, args):
    maps_before = perf_maps()
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, 'perf.data')
        argv = ['perf', 'record', '-q', '-e', 'cpu-clock', '-F', os.environ['FREQ'], '-o', data, '--',
                binary, 'run'] + args + ['--mode', 'jit', '--perf-map']
        with open(os.environ['IN'], 'rb') as fin, open(os.devnull, 'wb') as out:
            p = subprocess.run(argv, stdin=fin, stdout=out, stderr=subprocess.PIPE)
        if p.returncode != 0:
            sys.exit('regions.sh: the run failed (status %d): %s' % (p.returncode, p.stderr.decode(errors='replace').strip()[-400:]))
        report = subprocess.run(['perf', 'report', '-i', data, '--no-children', '--sort', 'dso,sym', '-g', 'none',
                                 '--stdio', '--percent-limit', '0', '-F', 'overhead,sample,dso,sym'],
                                capture_output=True, text=True)
        # The map the run wrote names that run's addresses only.
        for f in perf_maps() - maps_before:
            os.remove(os.path.join('/tmp', f))
    shares = dict.fromkeys(ROWS, 0.0)
    detail = []
    samples = 0
    for line in report.stdout.splitlines():
        m = re.match(r'\s*([\d.]+)%\s+(\d+)\s+(.+?)\s+\[([.k])\]\s+(.*)$', line)
        if not m:
            continue
        share, n, dso, kind, sym = float(m.group(1)), int(m.group(2)), m.group(3), m.group(4), m.group(5).strip()
        row = row_of(dso, kind == 'k', sym)
        shares[row] += share
        samples += n
        if row == os.environ['DETAIL']:
            detail.append((share, sym))
    for share, sym in sorted(detail, reverse=True)[:10]:
        print('%s: %5.1f%%  %s' % (os.path.basename(binary), share, sym[:150]))
    return shares, samples


args = sys.argv[1:]
columns = []
if os.environ['BASE']:
    columns.append(('before', *profile(os.environ['BASE'], args)))
columns.append(('after' if os.environ['BASE'] else 'share', *profile(os.environ['FGLJIT'], args)))
print('fgljit run ' + ' '.join(args) + ' --mode jit' + ('' if os.environ['IN'] == '/dev/null' else ' < ' + os.environ['IN']))
print()
print('| region | ' + ' | '.join(c[0] for c in columns) + ' |')
print('| --- | ' + ' | '.join('---:' for _ in columns) + ' |')
for row in ROWS:
    print('| %s | %s |' % (row, ' | '.join('%.1f%%' % c[1][row] for c in columns)))
print('| machine code (the first six) | %s |' % ' | '.join('%.1f%%' % sum(c[1][r] for r in MACHINE) for c in columns))
print('| samples | %s |' % ' | '.join(str(c[2]) for c in columns))
PY
