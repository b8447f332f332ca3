#!/usr/bin/env bash
# libFuzzer over RouteCard's input edge: the route readers, the style decoder, the MVT and PMTiles decoders,
# the batch jobs reader, the live update parser, the expression evaluator and the text fitter (both with the
# card's work budget on).
#
#   scripts/fuzz.sh [SECONDS [TARGET...]]
#
# Builds Sources/routecard-fuzz, seeds .build/fuzz-corpus/<target>/ from the fixtures (scripts/fuzz_corpus.py),
# then runs each target, one after the other on one process, for SECONDS (default 60; 0 = no time limit).
# FUZZ_MODE picks the build:
#   asan     (default) debug build, -sanitize=fuzzer,address, into .build/fuzz: every Swift precondition
#            (unsafe-pointer bounds included) and AddressSanitizer; slow (tens to hundreds of inputs a second).
#   release  -c release, -sanitize=fuzzer, into .build/fuzz-release: the optimized code as shipped, with its
#            overflow, bounds and exclusivity traps but no AddressSanitizer; 10-50 times faster, for long runs.
# FUZZ_RUNS=N stops each target after N executions (the seed corpus included); with SECONDS as well,
# whichever comes first. FUZZ_RUNS=0 only replays the corpus (e.g. a release run's corpus under asan).
# FUZZ_MAX_LEN caps an input (default 16384 bytes). FUZZ_TIMEOUT is the seconds one input may take (default 10):
# libFuzzer measures it on the wall clock, so on a busy machine (under nice) raise it for long runs and replay
# each timeout-* input to tell a real hang from a starved process.
# Crashing inputs go to .build/fuzz-artifacts/<target>/; the script fails when any target crashed,
# leaked, timed out or ran out of memory. The log is .build/fuzz-artifacts/<target>.log (<target>.release.log in
# release mode); each target's figures are appended to .build/fuzz-artifacts/summary.txt.
# Replay one input without sanitizers:
#   FUZZ_TARGET=gpx swift run routecard-fuzz .build/fuzz-artifacts/gpx/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET=${1:-60}
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
  TARGETS=(gpx geojson csv polyline polyline6 fit tcx kml track style mvt pmtiles pmtiles-directory batch live expression text-fit)
fi
SWIFT=${SWIFT:-swift}
MODE=${FUZZ_MODE:-asan}
case "$MODE" in
  asan)
    SCRATCH=.build/fuzz
    $SWIFT build --scratch-path $SCRATCH -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DROUTECARD_LIBFUZZER \
      --product routecard-fuzz >&2
    BIN=$SCRATCH/debug/routecard-fuzz
    LOG_SUFFIX= ;;
  release)
    SCRATCH=.build/fuzz-release
    $SWIFT build --scratch-path $SCRATCH -c release -Xswiftc -sanitize=fuzzer -Xswiftc -DROUTECARD_LIBFUZZER \
      --product routecard-fuzz >&2
    BIN=$SCRATCH/release/routecard-fuzz
    LOG_SUFFIX=.release ;;
  *)
    echo "fuzz: FUZZ_MODE must be asan or release, not $MODE" >&2
    exit 2 ;;
esac
limits=(-max_total_time="$SECONDS_PER_TARGET")
if [ -n "${FUZZ_RUNS:-}" ]; then limits+=(-runs="$FUZZ_RUNS"); fi
python3 scripts/fuzz_corpus.py >/dev/null
mkdir -p .build/fuzz-artifacts
failed=()
for target in "${TARGETS[@]}"; do
  corpus=.build/fuzz-corpus/$target
  artifacts=.build/fuzz-artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  log=.build/fuzz-artifacts/$target${LOG_SUFFIX}.log
  started=$(date +%s)
  if FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 "$BIN" "${limits[@]}" -max_len="${FUZZ_MAX_LEN:-16384}" \
       -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed+=("$target")
  fi
  wall=$(( $(date +%s) - started ))
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  line=$(printf '%-18s %-6s %10s runs %8s exec/s %6ss  mode %-7s %s' "$target" "$status" "${runs:-?}" "${rate:-?}" "$wall" "$MODE" \
         "$(date -u +%Y-%m-%dT%H:%MZ)")
  echo "$line  (log: $log)"
  echo "$line" >>.build/fuzz-artifacts/summary.txt
done
if [ ${#failed[@]} -ne 0 ]; then
  echo "fuzz: crashes or errors in: ${failed[*]} (inputs in .build/fuzz-artifacts/)" >&2
  exit 1
fi
