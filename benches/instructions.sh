#!/usr/bin/env bash
# Instructions executed by whole `fgljit run examples/bf.fg --mode jit` processes on brainfuck
# programs, counted by valgrind (cachegrind, no cache simulation; --smc-check=all for the machine code
# the JIT writes): a figure that does not move with the machine's load, for changes to the JIT's own
# work (recording, optimizing, compiling) that wall times on a shared machine cannot see. Not a
# measure of speed: an instruction of machine code costs less than one of the optimizer, and memory
# and branches do not count. Each output's SHA-1 is checked.
#
# With SCHEME=1, the programs are the R7RS benchmarks of benches/scheme run through
# examples/scheme/scheme.fg on their reduced inputs (assembled by benches/scheme/assemble.sh), each output
# checked to be `ok NAME...`.
#
# Usage: benches/instructions.sh [NAME...]     # programs of benches/corpus (default: a few whose
#                                              # time is mostly the JIT's warm-up)
#        BASE=/tmp/fgljit-old benches/instructions.sh golden   # and another binary, with the ratio
#        SCHEME=1 MODE=interp BASE=target/release/fgljit BASE_MODE=jit benches/instructions.sh
#                                              # the Scheme programs: jit against interp, one binary
# Environment:
#   FGLJIT=PATH     the binary measured (default target/release/fgljit; not built by this script)
#   BASE=PATH       a second binary, measured the same way; the table adds the ratio FGLJIT/BASE
#   MODE, BASE_MODE the --mode of each (default jit)
#   CORPUS_DIR=DIR  the programs of DIR instead (NAME.b, NAME.sha1, NAME.in where they read one)
#   SCHEME=1        the Scheme programs (default: all eight) instead of brainfuck
# Needs: valgrind. Time: valgrind runs a process 30 to 60 times slower (about a minute per program).
# Exit status: 0 when every output is right, 1 when one is not, 2 for a missing tool or program.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fgljit=${FGLJIT:-$root/target/release/fgljit}
base=${BASE:-}
mode=${MODE:-jit}
base_mode=${BASE_MODE:-jit}
scheme=${SCHEME:-}
dir=${CORPUS_DIR:-$root/benches/corpus}
bench=$root/benches/scheme
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install -y valgrind)" >&2; exit 2; }
for b in "$fgljit" $base; do
    [ -x "$b" ] || { echo "instructions.sh: no fgljit binary at $b (cargo build --release)" >&2; exit 2; }
done
if [ -n "$scheme" ]; then
    [ $# -gt 0 ] || set -- tak fib ack cpstak nqueens primes deriv divrec
    mkdir -p "$root/target/scheme"
else
    [ $# -gt 0 ] || set -- fibint golden factor life
fi
status=0
# Prints the instructions one run of binary $1 in mode $3 executes on program $2, or WRONG.
count() {
    local bin=$1 name=$2 mode=$3 input=/dev/null out log interpreter prog right
    out=$(mktemp) log=$(mktemp)
    if [ -n "$scheme" ]; then
        interpreter=$root/examples/scheme/scheme.fg prog=$root/target/scheme/$name.scm
        input=$bench/reduced/$name.input
    else
        interpreter=$root/examples/bf.fg prog=$dir/$name.b
        [ -f "$dir/$name.in" ] && input=$dir/$name.in
    fi
    valgrind --tool=cachegrind --cache-sim=no --smc-check=all --cachegrind-out-file=/dev/null \
        "$bin" run "$interpreter" --mode "$mode" --arg-bytes "src=$prog" <"$input" >"$out" 2>"$log" || true
    if [ -n "$scheme" ]; then
        right=$(grep -c "^ok $name" "$out" || true)
    else
        [ "$(sha1sum <"$out" | cut -d' ' -f1)" = "$(cut -d' ' -f1 "$dir/$name.sha1")" ] && right=1 || right=0
    fi
    if [ "$right" != 1 ]; then
        echo WRONG
    else
        grep -E 'I +refs' "$log" | awk '{gsub(",", "", $NF); print $NF}'
    fi
    rm -f "$out" "$log"
}
if [ -n "$base" ]; then
    echo "| program | instructions | base | ratio |"
    echo "| --- | ---: | ---: | ---: |"
else
    echo "| program | instructions |"
    echo "| --- | ---: |"
fi
for name in "$@"; do
    if [ -n "$scheme" ]; then
        [ -f "$bench/src/$name.scm" ] || { echo "instructions.sh: no program $bench/src/$name.scm" >&2; exit 2; }
        "$bench/assemble.sh" "$name" >"$root/target/scheme/$name.scm"
    else
        [ -f "$dir/$name.b" ] || { echo "instructions.sh: no program $dir/$name.b" >&2; exit 2; }
    fi
    a=$(count "$fgljit" "$name" "$mode")
    [ "$a" = WRONG ] && status=1
    if [ -n "$base" ]; then
        b=$(count "$base" "$name" "$base_mode")
        [ "$b" = WRONG ] && status=1
        ratio=-
        [ "$a" != WRONG ] && [ "$b" != WRONG ] && ratio=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a / b }')
        echo "| $name | $a | $b | $ratio |"
    else
        echo "| $name | $a |"
    fi
done
exit $status
