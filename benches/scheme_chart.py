#!/usr/bin/env python3
"""Draws the Scheme benchmarks' results as an SVG bar chart: for each program a group of horizontal
bars, one per runner, the length of each bar its time divided by Chez's on a log scale, from the line
at 1 (Chez): to the right slower than Chez, to the left faster; a last group for the geometric means.
A run that failed or timed out is written as such at the line.

Usage: benches/scheme_chart.py [RESULTS.json [CHART.svg]]
       (default target/scheme/results.json and target/scheme/chart.svg, which benches/scheme.sh writes)
Needs only the standard library.
"""
import json
import math
import os
import sys
from xml.sax.saxutils import escape

here = os.path.dirname(os.path.abspath(__file__))
results_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "target", "scheme", "results.json")
chart_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(results_path), "chart.svg")
res = json.load(open(results_path))
base = res["base"]
if not base:
    print("scheme_chart.py: no Chez times to divide by: no chart", file=sys.stderr)
    sys.exit(0)
programs, median, status = res["programs"], res["median_s"], res["status"]
runners = [r for r in res["runners"] if r != base]
if not runners:
    print("scheme_chart.py: only Chez ran: no chart", file=sys.stderr)
    sys.exit(0)

COLORS = {"fgljit": "#1f4e9c", "fgljit-trace": "#5b9bd5", "fgljit-interp": "#9dc3e6",
          "gambit": "#1e8449", "gsi": "#82c785", "chicken": "#c0392b", "csi": "#f1948a",
          "guile": "#7d3c98"}


def ratio(r, p):
    if p in median.get(r, {}) and p in median.get(base, {}):
        return median[r][p] / median[base][p]
    return None


groups = [(p, {r: ratio(r, p) for r in runners}) for p in programs]
groups.append(("geometric mean", {r: res["geomean"].get(r) for r in runners}))
values = [x for _, g in groups for x in g.values() if x is not None] + [1.0]
lo = math.floor(math.log10(min(values)))
hi = math.ceil(math.log10(max(values)))
if hi == lo:
    hi += 1

BAR, GAP, GROUP_GAP = 13, 2, 12
W, L, R, T = 860, 120, 70, 78
group_h = len(runners) * (BAR + GAP) - GAP
H = T + len(groups) * (group_h + GROUP_GAP) + 40
plot_w = W - L - R


def X(v):
    return L + (math.log10(v) - lo) / (hi - lo) * plot_w


def label(v):
    return f"{v:g}x"


title = (f"Scheme benchmarks ({res['inputs']} inputs): time / {base}'s time, log scale; "
         f"whole processes, medians of {res['runs']} run(s)")
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="11">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{W / 2}" y="20" text-anchor="middle" font-size="13">{escape(title)}</text>']
# The legend, in one row under the title.
x = L
for r in runners:
    svg.append(f'<rect x="{x}" y="34" width="12" height="12" fill="{COLORS.get(r, "#777")}"/>')
    svg.append(f'<text x="{x + 16}" y="44">{escape(r)}</text>')
    x += 28 + 7 * len(r)
svg.append(f'<text x="{x + 8}" y="44" fill="#555">(1x = {escape(base)}: left of it faster, right slower)</text>')
# Grid lines at 1, 2 and 5 times each power of ten, labelled at the powers of ten.
bottom = H - 32
for e in range(lo, hi + 1):
    for m in (1, 2, 5):
        v = m * 10.0 ** e
        if v > 10.0 ** hi:
            break
        svg.append(f'<line x1="{X(v):.1f}" y1="{T - 8}" x2="{X(v):.1f}" y2="{bottom}" '
                   f'stroke="{"#ccc" if m == 1 else "#eee"}"/>')
    svg.append(f'<text x="{X(10.0 ** e):.1f}" y="{bottom + 14}" text-anchor="middle">{label(10.0 ** e)}</text>')
y = T
for name, g in groups:
    mid = y + group_h / 2
    bold = ' font-weight="bold"' if name == "geometric mean" else ""
    svg.append(f'<text x="{L - 8}" y="{mid + 4:.1f}" text-anchor="end"{bold}>{escape(name)}</text>')
    for r in runners:
        v = g[r]
        color = COLORS.get(r, "#777")
        if v is not None:
            x0, x1 = sorted((X(1), X(v)))
            svg.append(f'<rect x="{x0:.1f}" y="{y}" width="{max(x1 - x0, 1):.1f}" height="{BAR}" fill="{color}">'
                       f'<title>{escape(r)} {escape(name)}: {v:.3g}x</title></rect>')
            anchor, tx = ("start", X(v) + 3) if v >= 1 else ("end", X(v) - 3)
            svg.append(f'<text x="{tx:.1f}" y="{y + BAR - 3}" text-anchor="{anchor}" font-size="10">{v:.3g}x</text>')
        elif name != "geometric mean":
            st = status.get(r, {}).get(name, "skipped")
            if st != "skipped":
                text = "FAIL" if st == "FAIL" and r.startswith("fgljit") else st.lower()
                svg.append(f'<text x="{X(1) + 3:.1f}" y="{y + BAR - 3}" font-size="10" fill="#c00" '
                           f'font-weight="bold">{escape(r)}: {escape(text)}</text>')
        y += BAR + GAP
    y += GROUP_GAP - GAP
svg.append(f'<line x1="{X(1):.1f}" y1="{T - 8}" x2="{X(1):.1f}" y2="{bottom}" stroke="black" stroke-width="1.5"/>')
svg.append(f'<text x="{W / 2}" y="{H - 6}" text-anchor="middle">time / {escape(base)}\'s time (log scale)</text>')
svg.append('</svg>')
with open(chart_path, "w") as f:
    f.write("\n".join(svg) + "\n")
print(f"wrote {chart_path}")
