#!/usr/bin/env bash
# Makes the Python virtual environment the benchmarks compare RouteCard with, when it is missing:
# resvg-cli (resvg 0.44, the fastest SVG rasterizer we know of) and py-staticmaps (+ gpxpy) for its
# SVG output. Prints the venv's bin folder on success; says why on failure (exit 1). The product
# and `swift test` never need any of this.
set -euo pipefail
venv="${1:-.build/bench-venv}"
if [ ! -x "$venv/bin/resvg" ] || ! "$venv/bin/python" -c "import staticmaps, gpxpy" 2>/dev/null; then
  echo "benchmarks: installing resvg-cli, py-staticmaps and gpxpy into $venv (pip) …" >&2
  python3 -m venv "$venv" >&2 || { echo "benchmarks: cannot create a Python venv in $venv" >&2; exit 1; }
  "$venv/bin/pip" install -q resvg-cli py-staticmaps gpxpy >&2 || { echo "benchmarks: pip could not install resvg-cli/py-staticmaps" >&2; exit 1; }
fi
echo "$venv/bin"
