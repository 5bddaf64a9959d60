#!/usr/bin/env bash
# The cliff suite: for every benches/cliffs/*.fg, time and peak memory of `--mode jit` against
# `--mode interp`, measured in one run (interp and jit runs alternate, program by program), and a verdict
# against the target "jit <= 1.1 x interp time + 20 ms start-up, and jit peak RSS <= 2 x interp's + 64 MB
# code cache".
#
# Usage: benches/cliffs/run.sh [NAME...]          # all programs, or only these (file names without .fg)
# Environment:
#   FGLJIT=PATH        the binary to measure (default target/release/fgljit; not built by this script), so
#                      an older build can be measured the same way
#   CLIFF_RUNS=N       runs per mode and program; the table shows medians (default 3)
#   CLIFF_MODE=MODE    the mode compared with interp: jit (default) or trace
#   CLIFF_TIMEOUT=S    a run taking longer is killed, not repeated, and fails the program (default 60)
#
# Each program gives its inputs on its `# args:` line, and may give extra flags for the compared mode only
# on a `# jit-args:` line (e.g. `--jit-threshold 4000000000`). Peak memory is fgljit's ru_maxrss, as
# GNU time (/usr/bin/time -f %M) reports it.
# Exit status: 0 (this is a report, whatever the verdicts), 1 if some program's output, error output or exit
# status differs between the two modes (the table says which), 2 if the binary, /usr/bin/time or a named
# program is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export CLIFF_DIR=$here
export FGLJIT=${FGLJIT:-$root/target/release/fgljit}
export CLIFF_RUNS=${CLIFF_RUNS:-3}
export CLIFF_MODE=${CLIFF_MODE:-jit}
export CLIFF_TIMEOUT=${CLIFF_TIMEOUT:-60}
if [ ! -x /usr/bin/time ]; then
    echo "run.sh: needs GNU time at /usr/bin/time for peak memory (apt-get install -y time)" >&2
    exit 2
fi
if [ ! -x "$FGLJIT" ]; then
    echo "run.sh: no fgljit binary at $FGLJIT (cargo build --release, or set FGLJIT)" >&2
    exit 2
fi
cd "$root"
exec python3 - "$@" <<'PY'
import glob, os, platform, shlex, signal, statistics, subprocess, sys, tempfile, time

here = os.environ['CLIFF_DIR']
binary = os.environ['FGLJIT']
runs = max(1, int(os.environ['CLIFF_RUNS']))
mode = os.environ['CLIFF_MODE']
timeout = float(os.environ['CLIFF_TIMEOUT'])
if mode not in ('jit', 'trace'):
    sys.exit('run.sh: CLIFF_MODE must be jit or trace, not %r' % mode)

# The target.
TIME_FACTOR, STARTUP_S = 1.1, 0.020
MEM_FACTOR, CODE_CACHE_MB = 2.0, 64.0


def header(path, key):
    """The words of the first `# KEY:` comment line of a program, or []."""
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith('#') and line[1:].strip().startswith(key + ':'):
                return shlex.split(line[1:].strip()[len(key) + 1:])
    return []


def measure(argv):
    """One run under GNU time: (wall seconds, peak RSS in MB, (stdout, stderr, status)), status None on a
    timeout. GNU time is a small C program whose child's ru_maxrss is fgljit's own (a child forked from
    python would count python's pages copied at the fork, some 10 MB, in its peak)."""
    with tempfile.NamedTemporaryFile('r', prefix='cliff-time-') as note:
        start = time.perf_counter()
        p = subprocess.Popen(['/usr/bin/time', '-o', note.name, '-f', '%M'] + argv, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, start_new_session=True)
        try:
            out, err = p.communicate(timeout=timeout)
            status = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
            status = None
        elapsed = time.perf_counter() - start
        # GNU time writes "Command exited with non-zero status N" (or "terminated by signal") first.
        lines = note.read().split()
        rss_kb = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    return elapsed, rss_kb / 1024.0, (out, err, status)


names = sys.argv[1:]
programs = sorted(glob.glob(os.path.join(here, '*.fg')))
if names:
    wanted = {n[:-3] if n.endswith('.fg') else n for n in names}
    missing = wanted - {os.path.basename(p)[:-3] for p in programs}
    if missing:
        print('run.sh: no such program: %s' % ', '.join(sorted(missing)), file=sys.stderr)
        sys.exit(2)
    programs = [p for p in programs if os.path.basename(p)[:-3] in wanted]

load = open('/proc/loadavg').read().split()[:3] if os.path.exists('/proc/loadavg') else ['?']
print('cliff suite: %s vs --mode interp, %d run(s) each, medians; binary %s' % (mode, runs, binary))
print('machine: %s, %d cores, load %s; %s' % (platform.machine(), os.cpu_count() or 0, ' '.join(load),
                                              time.strftime('%Y-%m-%d %H:%M:%S')))
print('target: %s <= %.1fx interp + %d ms, and %s peak <= %gx interp + %d MB' % (
    mode, TIME_FACTOR, STARTUP_S * 1000, mode, MEM_FACTOR, CODE_CACHE_MB))
print()
cols = '%-26s %9s %9s %7s %9s %9s %7s  %s'
print(cols % ('program', 'interp s', mode + ' s', 'ratio', 'interp MB', mode + ' MB', 'mem', 'verdict'))
sys.stdout.flush()

mismatches, passed = [], 0
for path in programs:
    name = os.path.basename(path)[:-3]
    rel = os.path.relpath(path)
    args = header(path, 'args')
    extra = header(path, 'jit-args')
    cmd = {
        'interp': [binary, 'run', rel] + args + ['--mode', 'interp'],
        mode: [binary, 'run', rel] + args + extra + ['--mode', mode],
    }
    times = {'interp': [], mode: []}
    mems = {'interp': [], mode: []}
    results = {'interp': [], mode: []}
    for _ in range(runs):
        for m in ('interp', mode):
            if results[m] and results[m][-1][2] is None:
                continue  # it timed out: once is enough to fail, and the script stays bounded
            t, mb, res = measure(cmd[m])
            times[m].append(t)
            mems[m].append(mb)
            results[m].append(res)
    ti, tj = statistics.median(times['interp']), statistics.median(times[mode])
    # A killed run has no peak (GNU time is killed with it): the memory is that of the runs that ended.
    mi = statistics.median([mb for mb in mems['interp'] if mb > 0] or [0.0])
    mj = statistics.median([mb for mb in mems[mode] if mb > 0] or [0.0])
    timed_out = any(r[2] is None for m in results for r in results[m])
    differs = len({r for m in results for r in results[m] if r[2] is not None}) > 1
    ok = (not timed_out and not differs
          and tj <= TIME_FACTOR * ti + STARTUP_S and mj <= MEM_FACTOR * mi + CODE_CACHE_MB)
    verdict = 'PASS' if ok else 'FAIL'
    notes = []
    if tj > TIME_FACTOR * ti + STARTUP_S:
        notes.append('time')
    if mj > MEM_FACTOR * mi + CODE_CACHE_MB:
        notes.append('memory')
    if timed_out:
        notes.append('timeout after %gs' % timeout)
    if differs:
        notes.append('OUTPUT DIFFERS')
        mismatches.append((name, cmd, results))
    if notes:
        verdict += ' (' + ', '.join(notes) + ')'
    passed += ok
    print(cols % (name, '%.3f' % ti, '%.3f' % tj, '%.2f' % (tj / ti) if ti > 0 else '-',
                  '%.1f' % mi if mi > 0 else '-', '%.1f' % mj if mj > 0 else '-',
                  '%.2f' % (mj / mi) if mi > 0 and mj > 0 else '-', verdict))
    sys.stdout.flush()

print()
print('%d of %d programs meet the target' % (passed, len(programs)))


def show(res):
    out, err, status = res
    return 'status %s, stdout %r, stderr %r' % ('timeout' if status is None else status,
                                                 out.decode(errors='replace')[:200],
                                                 err.decode(errors='replace')[:200])


for name, cmd, results in mismatches:
    print('\nMISMATCH in %s: the modes do not agree' % name)
    for m in ('interp', mode):
        print('  %s' % ' '.join(shlex.quote(w) for w in cmd[m]))
        for res in sorted(set(results[m]), key=repr):
            print('    -> %s' % show(res))
sys.exit(1 if mismatches else 0)
PY
