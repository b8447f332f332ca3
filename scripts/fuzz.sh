#!/usr/bin/env bash
# libFuzzer over RouteCard's input edge: the route readers, the style decoder, the MVT and PMTiles decoders,
# the batch jobs reader and the live update parser.
#
#   scripts/fuzz.sh [SECONDS [TARGET...]]
#
# Builds Sources/routecard-fuzz with -sanitize=fuzzer,address into .build/fuzz (its own scratch folder,
# so the ordinary debug build is left alone), seeds .build/fuzz-corpus/<target>/ from the fixtures
# (scripts/fuzz_corpus.py), then runs each target for SECONDS (default 60) on one process.
# Crashing inputs go to .build/fuzz-artifacts/<target>/; the script fails when any target crashed,
# leaked, timed out or ran out of memory. FUZZ_MAX_LEN caps an input (default 16384 bytes). Replay one without sanitizers:
#   FUZZ_TARGET=gpx swift run routecard-fuzz .build/fuzz-artifacts/gpx/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET=${1:-60}
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
  TARGETS=(gpx geojson csv polyline polyline6 fit tcx kml track style mvt pmtiles pmtiles-directory batch live)
fi
SWIFT=${SWIFT:-swift}
$SWIFT build --scratch-path .build/fuzz -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DROUTECARD_LIBFUZZER \
  --product routecard-fuzz >&2
BIN=.build/fuzz/debug/routecard-fuzz
python3 scripts/fuzz_corpus.py >/dev/null
failed=()
for target in "${TARGETS[@]}"; do
  corpus=.build/fuzz-corpus/$target
  artifacts=.build/fuzz-artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  log=.build/fuzz-artifacts/$target.log
  if FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 "$BIN" -max_total_time="$SECONDS_PER_TARGET" -max_len="${FUZZ_MAX_LEN:-16384}" \
       -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed+=("$target")
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  printf '%-18s %-6s %10s runs %8s exec/s  (log: %s)\n' "$target" "$status" "${runs:-?}" "${rate:-?}" "$log"
done
if [ ${#failed[@]} -ne 0 ]; then
  echo "fuzz: crashes or errors in: ${failed[*]} (inputs in .build/fuzz-artifacts/)" >&2
  exit 1
fi
