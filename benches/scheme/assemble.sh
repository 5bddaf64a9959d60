#!/usr/bin/env bash
# Writes R7RS benchmark NAME as the suite runs it to standard output: benches/scheme/harness.scm, then
# src/NAME.scm without its `(import` line, then `(run-benchmark)`. Shared by benches/scheme.sh and
# benches/instructions.sh (tests/scheme.rs does the same in Rust).
#
# Usage: benches/scheme/assemble.sh NAME > NAME.scm
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] && [ -f "$here/src/$1.scm" ] || { echo "assemble.sh: no program $here/src/${1:-}.scm" >&2; exit 2; }
cat "$here/harness.scm"
grep -v '^(import' "$here/src/$1.scm"
echo "(run-benchmark)"
