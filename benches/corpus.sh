#!/usr/bin/env bash
# The brainfuck corpus: every program of benches/corpus/ (real programs by others, which nobody tuned the
# JIT for) and the three of benches/peers/bf/programs (hello.b, mandelbrot.b, sierpinski.b), each run by
#   jit    fgljit running examples/bf.fg on it (`run examples/bf.fg --arg-bytes src=PROG.b --mode jit`),
#   pe     the partial evaluator's residual program: `pe examples/bf.fg --static-bytes src=PROG.b`, timed
#          once on its own (the "pe" column), then the residual run with `--mode jit`,
#   bfc    the plain C interpreter benches/peers/bf/bf.c, gcc -O2,
#   gcc    the program translated to C by benches/peers/bf/bf2c.py, gcc -O2 (the limit),
# with PROG.in as standard input where there is one (else /dev/null). Every output's SHA-1 is checked
# against PROG.sha1. Each runner is timed as a whole process (wall time; compiling the C peers is not
# counted), the runners taking turns program by program, and the table shows medians: seconds per
# runner, the ratios bf.c/fgljit, bf.c/residual and fgljit/gcc, and a last row with the geometric mean
# of each ratio column (over the programs where both runners gave the right output).
#
# Usage: benches/corpus.sh [NAME...]        # all programs, or only these (file names without .b)
# Environment:
#   FGLJIT=PATH        the binary to measure (default target/release/fgljit; not built by this script),
#                      so an older build can be measured the same way
#   CORPUS_RUNS=N      timed runs per runner and program; the table shows medians (default 1)
#   CORPUS_TIMEOUT=S   a run (or the specialization) taking longer is killed, marked "timeout" in the
#                      table and not repeated (default 120)
#   SKIP="pe bfc gcc"  leave runners out (keys: jit pe bfc gcc)
#   CORPUS_DIR=DIR     the programs of DIR instead (NAME.b with NAME.sha1 and, where it reads one,
#                      NAME.in): another set, such as programs held out from tuning; the table goes to
#                      target/corpus-DIRNAME/
# A program the partial evaluator does not specialize at its default bounds (--max-residual,
# --max-static-steps) is marked "pe failed" with the first line of the error; the others go on.
# Time: 5 to 10 minutes for the whole corpus with one run (2 cores, loaded): bf.c takes 10 to 50 s on
# each of the slow ones (collatz, counter, easyopt, factor, life, long, prime8, hanoi, mandelbrot).
# Needs: python3, gcc (unless SKIP has both bfc and gcc).
# Writes: target/corpus/table.md (the table, also printed), target/corpus/times.json (every run's
# seconds and every runner's status, per program).
# Exit status: 0 if every output that was produced is right (timeouts and pe failures are reported, not
# failed), 1 if some runner's output is wrong or it ended with a non-zero status (the table says WRONG
# or "exit N"; also when gcc cannot compile a translation), 2 if the binary, gcc or a named program is
# missing or a setting is wrong.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
export FGLJIT=${FGLJIT:-$root/target/release/fgljit}
export CORPUS_RUNS=${CORPUS_RUNS:-1}
export CORPUS_TIMEOUT=${CORPUS_TIMEOUT:-120}
export SKIP=${SKIP:-}
if [ ! -x "$FGLJIT" ]; then
    echo "corpus.sh: no fgljit binary at $FGLJIT (cargo build --release, or set FGLJIT)" >&2
    exit 2
fi
case " $SKIP " in
    *" bfc "*" gcc "* | *" gcc "*" bfc "*) ;;
    *) command -v gcc >/dev/null || { echo "corpus.sh: needs gcc (or SKIP=\"bfc gcc\")" >&2; exit 2; } ;;
esac
cd "$root"
# python3 may be a pyenv shim, a shell script that adds ~100 ms to each start: the harness starts once,
# and bf2c.py is run by the interpreter itself.
exec "$(python3 -c 'import sys; print(sys.executable)')" - "$@" <<'PY'
import atexit, glob, hashlib, json, math, os, platform, shutil, signal, statistics, subprocess, sys, tempfile, threading, time

binary = os.path.abspath(os.environ['FGLJIT'])
try:
    runs = int(os.environ['CORPUS_RUNS'])
    timeout = float(os.environ['CORPUS_TIMEOUT'])
except ValueError:
    sys.exit('corpus.sh: CORPUS_RUNS must be a whole number and CORPUS_TIMEOUT a number of seconds')
if runs < 1 or timeout <= 0:
    sys.exit('corpus.sh: CORPUS_RUNS must be at least 1 and CORPUS_TIMEOUT positive')
skip = set(os.environ['SKIP'].split())
KEYS = ['jit', 'pe', 'bfc', 'gcc']
if skip - set(KEYS):
    print('corpus.sh: SKIP knows %s, not %s' % (' '.join(KEYS), ' '.join(sorted(skip - set(KEYS)))),
          file=sys.stderr)
    sys.exit(2)
keys = [k for k in KEYS if k not in skip]
if not keys:
    print('corpus.sh: SKIP leaves no runner', file=sys.stderr)
    sys.exit(2)

corpus_dir = os.environ.get('CORPUS_DIR')
if corpus_dir:
    programs = sorted(glob.glob(os.path.join(corpus_dir, '*.b')), key=lambda p: os.path.basename(p))
    if not programs:
        print('corpus.sh: no programs in %s (CORPUS_DIR)' % corpus_dir, file=sys.stderr)
        sys.exit(2)
else:
    programs = sorted(glob.glob('benches/corpus/*.b')
                      + ['benches/peers/bf/programs/%s.b' % n for n in ('hello', 'mandelbrot', 'sierpinski')],
                      key=lambda p: os.path.basename(p))
names = sys.argv[1:]
if names:
    wanted = {n[:-2] if n.endswith('.b') else n for n in names}
    missing = wanted - {os.path.basename(p)[:-2] for p in programs}
    if missing:
        print('corpus.sh: no such program: %s' % ', '.join(sorted(missing)), file=sys.stderr)
        sys.exit(2)
    programs = [p for p in programs if os.path.basename(p)[:-2] in wanted]

out_dir = os.path.join('target', 'corpus' if not corpus_dir else 'corpus-' + os.path.basename(os.path.abspath(corpus_dir)))
os.makedirs(out_dir, exist_ok=True)
tmp = tempfile.mkdtemp(prefix='corpus-')
atexit.register(shutil.rmtree, tmp, True)


def execute(argv, stdin_path, stdout_path):
    """One whole-process run: (wall seconds, exit status or None on a timeout, first line of stderr).
    Standard output goes to a file (never to the terminal: hanoi.b writes escape codes)."""
    with open(stdin_path, 'rb') as fin, open(stdout_path, 'wb') as fout, \
            tempfile.TemporaryFile(dir=tmp) as ferr:
        start = time.perf_counter()
        p = subprocess.Popen(argv, stdin=fin, stdout=fout, stderr=ferr, start_new_session=True)
        # A timer kills it at the timeout, and the wait blocks until it ends: Popen.wait(timeout=...)
        # polls, sleeping up to 50 ms between looks, which rounded short runs up.
        killed = []
        timer = threading.Timer(timeout, lambda: (killed.append(True), os.killpg(p.pid, signal.SIGKILL)))
        timer.start()
        status = p.wait()
        elapsed = time.perf_counter() - start
        timer.cancel()
        if killed:
            status = None
        ferr.seek(0)
        lines = ferr.read().decode(errors='replace').strip().splitlines()
    return elapsed, status, (lines[0].strip() if lines else '')


def sha1_of(path):
    with open(path, 'rb') as f:
        return hashlib.sha1(f.read()).hexdigest()


def fmt_s(t):
    return '%.3f' % t if t < 100 else '%.1f' % t


if 'bfc' in keys:
    bfc = os.path.join(tmp, 'bf')
    subprocess.run(['gcc', '-O2', '-o', bfc, 'benches/peers/bf/bf.c'], check=True)

load = open('/proc/loadavg').read().split()[:3] if os.path.exists('/proc/loadavg') else ['?']
context = [
    'brainfuck corpus: %d program(s), %d run(s) per runner, medians of whole-process wall time, seconds'
    % (len(programs), runs),
    'binary %s; timeout %g s; machine %s, %d cores, load %s; %s'
    % (binary, timeout, platform.machine(), os.cpu_count() or 0, ' '.join(load), time.strftime('%Y-%m-%d %H:%M:%S')),
]
for line in context:
    print(line)
print()
sys.stdout.flush()

COLS = ['program', 'fgljit jit', 'pe residual (jit)', 'pe', 'bf.c', 'gcc', 'bf.c/fgljit', 'bf.c/residual',
        'fgljit/gcc']
head = '| ' + ' | '.join(COLS) + ' |'
rule = '| --- |' + ' ---: |' * (len(COLS) - 1)
print(head)
print(rule)
sys.stdout.flush()
rows = [head, rule]
report = {'binary': binary, 'runs': runs, 'timeout_s': timeout, 'date': time.strftime('%Y-%m-%d %H:%M:%S'),
          'machine': platform.machine(), 'cores': os.cpu_count(), 'programs': {}}
ratios = {'bf.c/fgljit': [], 'bf.c/residual': [], 'fgljit/gcc': []}
failed = False

for path in programs:
    name = os.path.basename(path)[:-2]
    stdin_path = path[:-2] + '.in'
    if not os.path.exists(stdin_path):
        stdin_path = os.devnull
    want = open(path[:-2] + '.sha1').read().split()[0]
    prog = os.path.abspath(path)
    # runner -> {'argv', 'times', 'status'}; status None while it is fine, else the text for its cell.
    runners = {}
    info = {'sha1': want, 'input': None if stdin_path == os.devnull else stdin_path}
    if 'jit' in keys:
        runners['jit'] = [binary, 'run', 'examples/bf.fg', '--arg-bytes', 'src=' + prog, '--mode', 'jit']
    pe_cell, pe_failed = '-', False
    if 'pe' in keys:
        residual = os.path.join(tmp, name + '.fg')
        took, status, err = execute([binary, 'pe', 'examples/bf.fg', '--static-bytes', 'src=' + prog,
                                     '-o', residual], os.devnull, os.path.join(tmp, 'pe.out'))
        info['pe_s'] = took
        if status == 0:
            pe_cell = fmt_s(took)
            info['pe_status'] = 'ok'
            runners['pe'] = [binary, 'run', residual, '--mode', 'jit']
        else:
            why = 'timeout after %gs' % timeout if status is None else err or 'exit %d' % status
            pe_cell = 'failed after %s s: %s' % (fmt_s(took), why.replace('|', '\\|'))
            pe_failed = True
            info['pe_status'] = 'failed: ' + why
    if 'bfc' in keys:
        runners['bfc'] = [bfc, prog]
    if 'gcc' in keys:
        exe = os.path.join(tmp, name)
        with open(exe + '.c', 'w') as c:
            subprocess.run([sys.executable, 'benches/peers/bf/bf2c.py', prog], stdout=c, check=True)
        built = subprocess.run(['gcc', '-O2', '-o', exe, exe + '.c'], stderr=subprocess.PIPE, text=True)
        runners['gcc'] = [exe] if built.returncode == 0 else None

    results = {k: {'times': [], 'status': None} for k in runners}
    for k in runners:
        if runners[k] is None:
            results[k]['status'] = 'gcc failed: ' + (built.stderr.strip().splitlines() or [''])[0]
            failed = True
    for _ in range(runs):
        for k, argv in runners.items():
            r = results[k]
            if r['status'] is not None:
                continue  # a timeout, a wrong output or an error: once is enough, and the script stays bounded
            out_path = os.path.join(tmp, 'out')
            took, status, err = execute(argv, stdin_path, out_path)
            if status is None:
                r['status'] = 'timeout (%gs)' % timeout
            elif status != 0:
                r['status'] = 'exit %d: %s' % (status, err) if err else 'exit %d' % status
                failed = True
            elif sha1_of(out_path) != want:
                r['status'] = 'WRONG'
                r['sha1'] = sha1_of(out_path)
                failed = True
            r['times'].append(took)

    med = {k: statistics.median(r['times']) for k, r in results.items() if r['status'] is None}

    def cell(k):
        if k not in runners:
            return '-'
        r = results[k]
        if r['status'] is None:
            return fmt_s(med[k])
        if r['status'] == 'WRONG':
            return 'WRONG (%s)' % fmt_s(r['times'][-1])
        return r['status'].replace('|', '\\|')

    def ratio(a, b, label):
        if a in med and b in med and med[b] > 0:
            x = med[a] / med[b]
            ratios[label].append(x)
            return '%.2f' % x
        return '-'

    row = [name, cell('jit'), 'pe failed' if pe_failed else cell('pe'), pe_cell, cell('bfc'), cell('gcc'),
           ratio('bfc', 'jit', 'bf.c/fgljit'), ratio('bfc', 'pe', 'bf.c/residual'), ratio('jit', 'gcc', 'fgljit/gcc')]
    line = '| ' + ' | '.join(row) + ' |'
    print(line)
    sys.stdout.flush()
    rows.append(line)
    info['runners'] = {{'jit': 'fgljit jit', 'pe': 'pe residual jit', 'bfc': 'bf.c', 'gcc': 'gcc'}[k]:
                       {'argv': runners[k], 'times_s': r['times'],
                        'median_s': med.get(k), 'status': r['status'] or 'ok',
                        **({'sha1': r['sha1']} if 'sha1' in r else {})}
                       for k, r in results.items()}
    report['programs'][name] = info


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


last = ['geometric mean', '', '', '', '', ''] + [
    '%.2f (%d)' % (geomean(ratios[c]), len(ratios[c])) if ratios[c] else '-'
    for c in ('bf.c/fgljit', 'bf.c/residual', 'fgljit/gcc')]
line = '| ' + ' | '.join(last) + ' |'
print(line)
rows.append(line)
report['geometric_means'] = {c: geomean(v) if v else None for c, v in ratios.items()}
report['geometric_mean_counts'] = {c: len(v) for c, v in ratios.items()}
note = ('Ratios above 1 in bf.c/... mean fgljit is faster than the C interpreter; fgljit/gcc is how many times '
        'slower than the translation to C. The geometric means count the programs in parentheses (both runners right).')
print()
print(note)
with open(os.path.join(out_dir, 'table.md'), 'w') as f:
    f.write('\n'.join(context) + '\n\n' + '\n'.join(rows) + '\n\n' + note + '\n')
with open(os.path.join(out_dir, 'times.json'), 'w') as f:
    json.dump(report, f, indent=1)
    f.write('\n')
print('\nwrote %s and %s' % (os.path.join(out_dir, 'table.md'), os.path.join(out_dir, 'times.json')))
if failed:
    print('corpus.sh: some outputs are wrong or some runners failed (see the table)', file=sys.stderr)
sys.exit(1 if failed else 0)
PY
