#!/usr/bin/env bash
# Renders the --report page of examples/bf.fg running benches/peers/bf/programs/sierpinski.b with headless
# Chromium and writes the screenshot to OUT (default docs/report.png, the README's picture).
# Without chromium it says so and exits 0 (CI runs it only where chromium is installed).
#
#   scripts/report_screenshot.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/report.png}"
chromium="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$chromium" ]; then
    echo "report_screenshot: chromium is not installed (apt-get install chromium): skipped"
    exit 0
fi
cargo build --release --locked --quiet
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The page is written under target/ so that the command it shows names no temporary directory.
page=target/report-sierpinski.html
target/release/fgljit run examples/bf.fg --arg-bytes src=benches/peers/bf/programs/sierpinski.b \
    --report "$page" > "$work/stdout"
cmp -s "$work/stdout" benches/peers/bf/programs/sierpinski.out || { echo "report_screenshot: wrong output" >&2; exit 1; }
# Offline and quiet: no network, no first-run work, a profile of its own. --no-sandbox: CI runs as root.
"$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/profile" --hide-scrollbars --window-size=1400,1000 \
    --screenshot="$work/report.png" "file://$PWD/$page" > "$work/chromium.log" 2>&1 || {
    cat "$work/chromium.log" >&2
    exit 1
}
# A page that failed to render is blank: a few kilobytes of white. The real one is far more.
size=$(wc -c < "$work/report.png")
if [ "$size" -lt 50000 ]; then
    echo "report_screenshot: the screenshot is only $size bytes: the page did not render" >&2
    exit 1
fi
cp "$work/report.png" "$out"
echo "report_screenshot: $out ($size bytes)"
