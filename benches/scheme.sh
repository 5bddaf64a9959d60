#!/usr/bin/env bash
# Times examples/scheme/scheme.fg, the Scheme interpreter written in FGL, run by fgljit, against real Schemes on
# the R7RS benchmark programs of benches/scheme/ (tak fib ack cpstak nqueens primes deriv divrec). Each
# program is assembled as the suite runs it (benches/scheme/harness.scm, then src/NAME.scm without its
# `(import` line, then `(run-benchmark)`) into target/scheme/NAME.scm, and run with its input on standard
# input by every runner:
#   fgljit         fgljit run examples/scheme/scheme.fg --mode jit --arg-bytes src=target/scheme/NAME.scm
#   fgljit-trace   the same with --mode trace, fgljit-interp with --mode interp (not run unless named)
#   fgljit-pe      the partial evaluator's residual: fgljit pe examples/scheme/scheme.fg --static-bytes
#                  src=NAME.scm (not timed: the specialization), then the residual run in --mode jit;
#                  fgljit-pe-interp runs it in --mode interp (neither is run unless named;
#                  benches/scheme_pe.sh names both)
#   chez           Chez Scheme, scheme --script (a native compiler: the limit, and the base of the ratios)
#   gambit         Gambit compiled, gsc -exe (not timed: the compilation); gsi, Gambit's interpreter
#   chicken        CHICKEN compiled, csc -O3 (not timed: the compilation); csi -s, its interpreter
#   guile          Guile 3 (bytecode and a JIT), the program compiled once before (compile-file)
# Each run's output must be the one line `ok NAME...` (the harness prints `ok NAME:INPUTS:COUNT` when the
# result equals the input's expected output). A peer that is missing or fails is reported and left out;
# fgljit failing is marked FAIL in the table. Every runner is first run once untimed (the check, which
# also warms the file cache), then timed with hyperfine as a whole process, RUNS times.
#
# Usage: benches/scheme.sh                                  # every program, every peer, full inputs
#        INPUTS=reduced RUNS=1 benches/scheme.sh            # the small inputs: seconds in all
#        PROGRAMS="tak fib" PEERS="fgljit chez guile" benches/scheme.sh
#        PEERS="fgljit-interp fgljit chez" INPUTS=reduced benches/scheme.sh
#        FGLJIT=/tmp/fgljit-old benches/scheme.sh          # another fgljit binary (not rebuilt)
#        REPORT_ONLY=1 benches/scheme.sh                   # the table and chart of the last run, again
# Environment:
#   PROGRAMS   programs to run, in this order (default: tak fib ack cpstak nqueens primes deriv divrec)
#   PEERS      runners, in this order (default: fgljit chez gambit gsi chicken csi guile; also
#              fgljit-trace, fgljit-interp, fgljit-pe and fgljit-pe-interp)
#   INPUTS     full (benches/scheme/inputs, the suite's: each takes Chez seconds, the interpreters
#              minutes) or reduced (benches/scheme/reduced: the same programs with smaller numbers)
#   RUNS       timed runs per runner and program; the table shows medians (default 3)
#   TIMEOUT    seconds: a run taking longer is killed and marked "timeout" (default: none)
#   FGLJIT     the fgljit binary (default: cargo build --release --locked, then target/release/fgljit)
#   SCHEME_FG  the interpreter to run (default examples/scheme/scheme.fg)
#   OUT        where the results go (default target/scheme)
# Needs: hyperfine, python3; the peers are Debian packages:
#   apt-get install -y hyperfine chezscheme guile-3.0 chicken-bin gambc
# Writes, in OUT: NAME.scm (the assembled programs), bin/ (compiled programs and residuals), json/
# (hyperfine exports), status.tsv (every runner's outcome), results.json, table.md (the table, also
# printed), chart.svg (benches/scheme_chart.py: the ratios to Chez).
# Exit status: 0 when every fgljit run printed ok (or timed out), 1 when one failed, 2 for a bad setting.
set -euo pipefail
# Paths given in the environment are relative to where the script is called from.
[ -z "${FGLJIT:-}" ] || FGLJIT=$(realpath -m "$FGLJIT")
[ -z "${SCHEME_FG:-}" ] || SCHEME_FG=$(realpath -m "$SCHEME_FG")
[ -z "${OUT:-}" ] || OUT=$(realpath -m "$OUT")
cd "$(dirname "$0")/.."
root=$(pwd)
bench=$root/benches/scheme
out=${OUT:-$root/target/scheme}
ALL_PROGRAMS="tak fib ack cpstak nqueens primes deriv divrec"
PROGRAMS=${PROGRAMS:-$ALL_PROGRAMS}
ALL="fgljit fgljit-trace fgljit-interp fgljit-pe fgljit-pe-interp chez gambit gsi chicken csi guile"
PEERS=${PEERS:-"fgljit chez gambit gsi chicken csi guile"}
INPUTS=${INPUTS:-full}
RUNS=${RUNS:-3}
TIMEOUT=${TIMEOUT:-}
SCHEME_FG=${SCHEME_FG:-$root/examples/scheme/scheme.fg}
die() { echo "scheme.sh: $*" >&2; exit 2; }
case $INPUTS in
    full) inputs=$bench/inputs ;;
    reduced) inputs=$bench/reduced ;;
    *) die "INPUTS is full or reduced, not '$INPUTS'" ;;
esac
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a whole number, at least 1"
[ -z "$TIMEOUT" ] || [[ $TIMEOUT =~ ^[0-9]+(\.[0-9]+)?$ ]] || die "TIMEOUT must be a number of seconds"
for b in $PROGRAMS; do
    [ -f "$bench/src/$b.scm" ] || die "no such program: $b (programs: $ALL_PROGRAMS)"
done
for peer in $PEERS; do
    case " $ALL " in *" $peer "*) ;; *) die "unknown peer $peer (peers: $ALL)" ;; esac
done
command -v hyperfine >/dev/null || die "needs hyperfine (apt-get install -y hyperfine)"
# python3 may be a pyenv shim, a shell script that adds ~100 ms to each start: run the interpreter itself.
python=$(python3 -c 'import sys; print(sys.executable)') || die "needs python3"

report() { # from the files of the last run, with that run's settings
    "$python" - "$out" <<'PY'
import json, math, os, sys
out = sys.argv[1]
inputs, runs, programs, peers = open(os.path.join(out, "settings.txt")).read().split("\n")[:4]
runs, programs, peers = int(runs), programs.split(), peers.split()
status = {}  # (runner, program) -> (status, detail)
for line in open(os.path.join(out, "status.tsv")):
    runner, program, st, detail = line.rstrip("\n").split("\t")
    status[(runner, program)] = (st, detail)
median = {}
for (runner, program), (st, _) in status.items():
    if st == "ok":
        median[(runner, program)] = json.load(open(os.path.join(out, "json", f"{runner}-{program}.json")))["results"][0]["median"]
# A runner that ran nowhere (missing) is left out of the table.
runners = [r for r in peers if any(status.get((r, p), ("skipped",))[0] != "skipped" for p in programs)]
base = "chez" if any(("chez", p) in median for p in programs) else None
others = [r for r in runners if r != base]
fgl = lambda r: r.startswith("fgljit")

def cell(r, p):
    st, detail = status.get((r, p), ("skipped", ""))
    if st == "ok":
        return f"{median[(r, p)]:.3f}"
    if st == "timeout":
        return "**timeout**" if fgl(r) else "timeout"
    if st == "FAIL":
        return "**FAIL**" if fgl(r) else "failed"
    return "-"

def ratio(r, p):
    if base and (r, p) in median and (base, p) in median:
        return median[(r, p)] / median[(base, p)]
    return None

head = "| program |" + (f" {base} |" if base else "")
rule = "| --- |" + (" ---: |" if base else "")
for r in others:
    head += f" {r} |" + (f" vs {base} |" if base else "")
    rule += " ---: |" + (" ---: |" if base else "")
lines = [head, rule]
for p in programs:
    row = f"| {p} |" + (f" {cell(base, p)} |" if base else "")
    for r in others:
        row += f" {cell(r, p)} |"
        if base:
            x = ratio(r, p)
            row += f" {x:.2f} |" if x is not None else " - |"
    lines.append(row)
geomean = {}
if base:
    row = "| geometric mean |" + " 1 |"
    for r in others:
        xs = [x for x in (ratio(r, p) for p in programs) if x is not None]
        if xs:
            geomean[r] = (math.exp(sum(map(math.log, xs)) / len(xs)), len(xs))
            n = "" if len(xs) == len(programs) else f" ({len(xs)} of {len(programs)})"
            row += f" | {geomean[r][0]:.2f}{n} |"
        else:
            row += " | - |"
    lines.append(row)
notes = [f"- {r} {p}: {status[(r, p)][0]}: {status[(r, p)][1]}" for r in runners for p in programs
         if status.get((r, p), ("skipped",))[0] in ("FAIL", "timeout")]
context = open(os.path.join(out, "context.txt")).read().rstrip("\n")
text = context + "\n\n" + "\n".join(lines) + "\n\n"
text += (f"Seconds: whole processes, hyperfine medians of {runs} run(s) after one untimed check run; "
         + (f"vs {base}: time / {base}'s time (above 1: slower than {base}); the geometric mean is of those ratios."
            if base else "no Chez times, so no ratios.") + "\n")
if notes:
    text += "\nFailures and timeouts:\n" + "\n".join(notes) + "\n"
# The context was printed as the run began.
print(text[len(context) + 2:], end="")
open(os.path.join(out, "table.md"), "w").write(text)
json.dump({"inputs": inputs, "runs": runs, "programs": programs, "runners": runners, "base": base,
           "context": context.splitlines(),
           "median_s": {r: {p: median[(r, p)] for p in programs if (r, p) in median} for r in runners},
           "status": {r: {p: status.get((r, p), ("skipped", ""))[0] for p in programs} for r in runners},
           "geomean": {r: g for r, (g, _) in geomean.items()}},
          open(os.path.join(out, "results.json"), "w"), indent=1)
print(f"\nwrote {out}/table.md")
PY
    "$python" "$root/benches/scheme_chart.py" "$out/results.json" "$out/chart.svg"
}

if [ -n "${REPORT_ONLY:-}" ]; then
    [ -f "$out/settings.txt" ] || die "no earlier run in $out"
    cat "$out/context.txt"
    echo
    report
    exit 0
fi

mkdir -p "$out/json" "$out/bin" "$out/run"
rm -f "$out"/json/*.json "$out/status.tsv" "$out/table.md" "$out/results.json" "$out/chart.svg"
touch "$out/status.tsv"
printf '%s\n' "$INPUTS" "$RUNS" "$(echo $PROGRAMS)" "$(echo $PEERS)" > "$out/settings.txt"

# The runners: which are installed (the fgljit ones need the interpreter, and a binary built now).
chez=""
for c in chezscheme chez scheme; do
    # Only Chez prints a bare version number (another `scheme` may be MIT Scheme).
    if command -v $c >/dev/null && $c --version 2>&1 | grep -qE '^[0-9]+\.[0-9]+'; then chez=$c; break; fi
done
declare -A MISSING=() VERSION=()
fgljit=""
for peer in $PEERS; do
    case $peer in
        fgljit*)
            if [ -z "$fgljit" ]; then
                if [ -n "${FGLJIT:-}" ]; then
                    fgljit=$FGLJIT
                else
                    cargo build --release --locked -q
                    fgljit=$(realpath "${CARGO_TARGET_DIR:-$root/target}")/release/fgljit
                fi
            fi
            [ -x "$fgljit" ] || die "no fgljit binary at $fgljit" ;;
        chez) [ -n "$chez" ] && VERSION[$peer]="Chez Scheme $($chez --version 2>&1)" || MISSING[$peer]="no Chez Scheme (scheme, chezscheme)" ;;
        gambit|gsi)
            bin=gsc; [ $peer = gsi ] && bin=gsi
            command -v $bin >/dev/null && VERSION[$peer]="Gambit $(gsi -v 2>&1 | cut -d' ' -f1)" || MISSING[$peer]="$bin not found" ;;
        chicken|csi)
            bin=csc; [ $peer = csi ] && bin=csi
            if command -v $bin >/dev/null && $bin -version 2>&1 | grep -q CHICKEN; then
                VERSION[$peer]="CHICKEN $($bin -release)"
            else
                MISSING[$peer]="$bin (CHICKEN) not found"
            fi ;;
        guile) command -v guile >/dev/null && VERSION[$peer]="$(guile --version | head -1)" || MISSING[$peer]="guile not found" ;;
    esac
done
# hyperfine 1.16 and later give a command its standard input (--input) with no shell in between; older
# ones run `CMD < INPUT` in a shell, whose start-up time they measure and subtract.
if hyperfine --help | grep -q -- '--input'; then has_input=1; else has_input=""; fi

{
    echo "Scheme benchmarks: $INPUTS inputs (${inputs#"$root"/}), $RUNS timed run(s) each, programs: $PROGRAMS"
    echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load $(cut -d' ' -f1-3 /proc/loadavg)"
    if [ -n "$fgljit" ]; then
        if [ -n "${FGLJIT:-}" ]; then built="given by FGLJIT"; else
            built="built from $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- src || echo ', modified')"
        fi
        echo "fgljit: $fgljit ($built), interpreter ${SCHEME_FG#"$root"/}"
    fi
    for peer in $PEERS; do
        [ -z "${VERSION[$peer]:-}" ] || echo "$peer: ${VERSION[$peer]}"
    done
} > "$out/context.txt"
cat "$out/context.txt"
for peer in $PEERS; do
    [ -z "${MISSING[$peer]:-}" ] || echo "skipped: $peer (${MISSING[$peer]})"
done
[ -z "$fgljit" ] || [ -f "$SCHEME_FG" ] || echo "FAIL: no interpreter at $SCHEME_FG: every fgljit run fails"
echo

record() { # peer program status detail [seconds]; the detail is made one line of printable ASCII
    local detail
    detail=$(printf '%s' "$4" | LC_ALL=C tr -c '[:print:]' ' ' | cut -c1-200)
    printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$detail" >> "$out/status.tsv"
    case $3 in
        ok) printf '  %-14s %-8s %s s\n' "$1" "$2" "$5" ;;
        FAIL) if [[ $1 == fgljit* ]]; then echo "  $1 $2: FAIL: $detail"; else echo "  $1 $2: failed, left out: $detail"; fi ;;
        *) echo "  $1 $2: $3: $detail" ;;
    esac
}

failed=""

# A peer that compiles ahead of time: runs the compiler ("$2"...) to make executable $1 (logged in
# $log), and sets `cmd` to run it; on failure records it for $peer and $b and returns 1.
compile_to() {
    local exe=$1; shift
    rm -f "$exe"
    if ! "$@" > "$log" 2>&1; then
        record "$peer" "$b" FAIL "$1 failed: $(head -1 "$log")"
        return 1
    fi
    cmd=$(printf '%q' "$exe")
}

for b in $PROGRAMS; do
    prog=$out/$b.scm
    "$bench/assemble.sh" "$b" > "$prog"
    input=$inputs/$b.input
    echo "$b ($(tr -s '\n' ' ' < "$input" | cut -c1-40 | sed 's/ *$//'))"
    for peer in $PEERS; do
        if [ -n "${MISSING[$peer]:-}" ]; then
            record "$peer" "$b" skipped "${MISSING[$peer]}"
            continue
        fi
        # Compile where the peer compiles ahead of time; the compilation is not timed.
        log=$out/run/$peer-$b.compile
        case $peer in
            fgljit|fgljit-trace|fgljit-interp)
                mode=jit; [ $peer = fgljit ] || mode=${peer#fgljit-}
                cmd="$(printf '%q' "$fgljit") run $(printf '%q' "$SCHEME_FG") --mode $mode --arg-bytes src=$(printf '%q' "$prog")"
                if [ ! -f "$SCHEME_FG" ]; then
                    record "$peer" "$b" FAIL "no interpreter at $SCHEME_FG"; failed=1; continue
                fi ;;
            fgljit-pe|fgljit-pe-interp)
                mode=jit; [ $peer = fgljit-pe ] || mode=interp
                residual=$out/bin/$b.pe.fg
                # Both runners share one specialization.
                if [ ! -f "$residual" ] || [ "$residual" -ot "$prog" ]; then
                    if ! "$fgljit" pe "$SCHEME_FG" --static-bytes "src=$prog" -o "$residual" > "$log" 2>&1; then
                        rm -f "$residual"
                        record "$peer" "$b" FAIL "fgljit pe failed: $(grep -m1 . "$log")"; failed=1; continue
                    fi
                fi
                cmd="$(printf '%q' "$fgljit") run $(printf '%q' "$residual") --mode $mode" ;;
            chez) cmd="$chez --script $(printf '%q' "$prog")" ;;
            gambit) compile_to "$out/bin/$b.gambit" gsc -o "$out/bin/$b.gambit" -exe "$prog" || continue ;;
            gsi) cmd="gsi $(printf '%q' "$prog")" ;;
            chicken) compile_to "$out/bin/$b.chicken" csc -O3 "$prog" -o "$out/bin/$b.chicken" || continue ;;
            csi) cmd="csi -s $(printf '%q' "$prog")" ;;
            guile)
                # Compiled into a cache of our own, where `guile PROG` finds it (auto-compilation's cache).
                cache=$out/guile-cache
                if ! env XDG_CACHE_HOME="$cache" guile -c "(compile-file \"$prog\")" > "$log" 2>&1; then
                    record "$peer" "$b" FAIL "compile-file failed: $(grep -m1 . "$log")"; continue
                fi
                cmd="env XDG_CACHE_HOME=$(printf '%q' "$cache") guile $(printf '%q' "$prog")" ;;
        esac
        [ -z "$TIMEOUT" ] || cmd="timeout -k 5 $TIMEOUT $cmd"
        # The check: one untimed run, whose output must be `ok NAME` (or `ok NAME:INPUTS:COUNT`).
        st=0
        eval "$cmd" < "$input" > "$out/run/$peer-$b.out" 2> "$out/run/$peer-$b.err" || st=$?
        got=$(LC_ALL=C tr -d '\0' < "$out/run/$peer-$b.out")
        if [ -n "$TIMEOUT" ] && [ $st = 124 ]; then
            record "$peer" "$b" timeout "killed after $TIMEOUT s"; continue
        elif [ $st != 0 ]; then
            why="exit $st"; err=$(LC_ALL=C grep -a -m1 . "$out/run/$peer-$b.err" || true)
            [ -z "$err" ] || why="$why: $err"
            record "$peer" "$b" FAIL "$why"
        elif ! [[ $got =~ ^ok\ $b(:[^[:space:]]*)?$ ]]; then
            record "$peer" "$b" FAIL "printed '${got:0:120}', expected 'ok $b...'"
        else
            # hyperfine's warnings (outliers on a busy machine) go unshown; its error, if a run fails,
            # into the table.
            json=$out/json/$peer-$b.json
            if [ -n "$has_input" ]; then
                hf=(hyperfine --shell=none --input "$input" "$cmd")
            else
                hf=(hyperfine "$cmd < $(printf '%q' "$input")")
            fi
            if "${hf[0]}" --style none --runs "$RUNS" --export-json "$json" "${hf[@]:1}" \
                    > /dev/null 2> "$out/run/$peer-$b.hyperfine"; then
                record "$peer" "$b" ok "" "$("$python" -c 'import json, sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$json")"
                continue
            fi
            rm -f "$json"
            if [ -n "$TIMEOUT" ] && grep -qE 'exit code:? 124' "$out/run/$peer-$b.hyperfine"; then
                record "$peer" "$b" timeout "killed after $TIMEOUT s in a timed run"; continue
            fi
            record "$peer" "$b" FAIL "a timed run failed: $(grep -m1 . "$out/run/$peer-$b.hyperfine")"
        fi
        [[ $peer != fgljit* ]] || failed=1
    done
done
echo
report
[ -z "$failed" ] || { echo "scheme.sh: fgljit failed on some program (FAIL in the table)" >&2; exit 1; }
