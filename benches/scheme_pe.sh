#!/usr/bin/env bash
# The two ways fgljit removes the Scheme interpreter's overhead, side by side on the R7RS programs of
# benches/scheme/: the partial evaluator's residual of examples/scheme/scheme.fg specialized to each
# program (fgljit pe ... --static-bytes src=NAME.scm; its input is read at run time), run in --mode jit
# and --mode interp, against the interpreter meta-traced (--mode jit) and in --mode interp, and Chez
# Scheme (the base of the ratios, where it is installed). benches/scheme.sh does the work; this names
# the runners and keeps the results apart (target/scheme_pe).
#
# Usage: benches/scheme_pe.sh                          # full inputs: minutes
#        INPUTS=reduced RUNS=3 benches/scheme_pe.sh    # the small inputs
# Every setting of benches/scheme.sh applies (PROGRAMS, INPUTS, RUNS, TIMEOUT, FGLJIT, PEERS to change
# the runners).
set -euo pipefail
cd "$(dirname "$0")/.."
export PEERS=${PEERS:-"fgljit-pe fgljit-pe-interp fgljit fgljit-interp chez"}
export OUT=${OUT:-target/scheme_pe}
exec benches/scheme.sh
