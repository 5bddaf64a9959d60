#!/usr/bin/env bash
# Runs the Scheme test programs of this folder on Chez Scheme (`scheme --script`) and Guile 3 and checks that
# both print exactly NAME.out (NAME.in on standard input), the output the tests expect of examples/scheme.fg.
#   tests/scheme/peers.sh [--write] [FILE.scm...]        (default: every program here, in errors/ and in long/)
# --write writes NAME.out from Chez's output when Chez and Guile agree (not for errors/). Chez has no
# (scheme ...) libraries, so it runs each program without its (import ...) lines, as
# /work/shared/scheme/run_peers.sh does. A program of errors/ ends with a line `error: MESSAGE` in the
# interpreter's own format and the status in NAME.status: the peers must print what comes before that
# line and exit with status 0 exactly when NAME.status says 0.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
write=0
if [ "${1:-}" = "--write" ]; then write=1; shift; fi
files=("$@")
[ ${#files[@]} -eq 0 ] && files=("$here"/*.scm "$here"/errors/*.scm "$here"/long/*.scm)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
status=0
for f in "${files[@]}"; do
  name="${f%.scm}"; base="$(basename "$(dirname "$name")")/$(basename "$name")"
  in=/dev/null; [ -f "$name.in" ] && in="$name.in"
  want_status=0; [ -f "$name.status" ] && want_status=$(cat "$name.status")
  grep -v '^(import' "$f" > "$work/chez.scm"
  scheme --script "$work/chez.scm" < "$in" > "$work/chez.out" 2> "$work/chez.err"; chez_rc=$?
  guile --no-auto-compile "$f" < "$in" > "$work/guile.out" 2> "$work/guile.err"; guile_rc=$?
  if [ $want_status -eq 0 ] && { [ $chez_rc -ne 0 ] || [ $guile_rc -ne 0 ]; }; then
    echo "$base: exit status chez $chez_rc, guile $guile_rc"; cat "$work/chez.err" "$work/guile.err"; status=1; continue
  fi
  if [ $want_status -ne 0 ] && { [ $chez_rc -eq 0 ] || [ $guile_rc -eq 0 ]; }; then
    echo "$base: no error (exit status chez $chez_rc, guile $guile_rc)"; status=1; continue
  fi
  if ! cmp -s "$work/chez.out" "$work/guile.out"; then
    echo "$base: Chez and Guile disagree"; diff "$work/chez.out" "$work/guile.out" | head -20; status=1; continue
  fi
  if [ $want_status -ne 0 ]; then
    sed '$d' "$name.out" > "$work/want.out"
    if ! tail -n 1 "$name.out" | grep -q '^error: '; then echo "$base: $base.out does not end with an error line"; status=1
    elif ! cmp -s "$work/chez.out" "$work/want.out"; then
      echo "$base: the output before the error differs"; diff "$work/want.out" "$work/chez.out" | head -20; status=1
    else echo "$base: ok"; fi
  elif [ $write -eq 1 ] && [ "$(basename "$(dirname "$name")")" != errors ]; then
    cp "$work/chez.out" "$name.out"; echo "$base: written"
  elif ! cmp -s "$work/chez.out" "$name.out"; then
    echo "$base: differs from $(basename "$name").out"; diff "$name.out" "$work/chez.out" | head -20; status=1
  else echo "$base: ok"; fi
done
exit $status
