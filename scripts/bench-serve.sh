#!/usr/bin/env bash
# Load benchmark of `routecard serve` with wrk (Debian's HTTP load generator): DURATION seconds
# (default 60) at CONNECTIONS connections (default 16), each posting a real GPX (the Helsinki run,
# 1,289 points) for a PNG card; prints throughput, p50/p99 latency, errors and the server's resident
# memory after the warm-up (15 s) and at the end, each once the renders in flight are done. `make bench-serve` runs it.
#
#   scripts/bench-serve.sh                    # release build, 60 s, 16 connections
#   DURATION=20 WORKERS=2 scripts/bench-serve.sh
#   MODE=static scripts/bench-serve.sh        # GET of TileServer GL's centre form: streets over Monaco
#
# Installs wrk (apt-get, through sudo when not root) when it is missing. Only 127.0.0.1 is used.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-60}
WARMUP=${WARMUP:-15}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-4}
WORKERS=${WORKERS:-$(nproc)}
QUEUE=${QUEUE:-64}
GPX=${GPX:-Tests/Fixtures/osm/helsinki-run.gpx}
QUERY=${QUERY:-style=default&size=600x400&scale=2&format=png}
ROUTECARD=${ROUTECARD:-.build/release/routecard}
MODE=${MODE:-post}
STATIC_PATH=${STATIC_PATH:-/styles/streets/static/7.4206,43.7347,14.5/600x400.png}
TILES=${TILES:-Tests/Fixtures/tiles/monaco.pmtiles}
OUT=${OUT:-out/bench-serve-$MODE.txt}

if ! command -v wrk >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update && apt-get install -y --no-install-recommends wrk
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update && sudo apt-get install -y --no-install-recommends wrk
  else
    echo "bench-serve needs wrk; run as root: apt-get update && apt-get install -y wrk" >&2
    exit 1
  fi
fi
if [ "$ROUTECARD" = ".build/release/routecard" ]; then
  swift build -c release --static-swift-stdlib --product routecard
fi

scratch=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -TERM "$server"; wait "$server" || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT

tiles_args=()
[ "$MODE" = static ] && tiles_args=(--tiles "openmaptiles=$TILES")
"$ROUTECARD" serve --port 0 --workers "$WORKERS" --queue "$QUEUE" --quiet "${tiles_args[@]}" 2>"$scratch/serve.log" &
server=$!
for _ in $(seq 1 100); do
  grep -q "listening on" "$scratch/serve.log" 2>/dev/null && break
  sleep 0.1
done
port=$(grep -o '127.0.0.1:[0-9]*' "$scratch/serve.log" | head -1 | cut -d: -f2)
[ -n "$port" ] || { cat "$scratch/serve.log" >&2; exit 1; }
url="http://127.0.0.1:$port/render?$QUERY"
[ "$MODE" = static ] && url="http://127.0.0.1:$port$STATIC_PATH"

if [ "$MODE" = static ]; then
  echo 'wrk.method = "GET"' >"$scratch/post.lua"
else
  cat >"$scratch/post.lua" <<LUA
wrk.method = "POST"
local file = io.open("$GPX", "rb")
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/gpx+xml"
LUA
fi
cat >>"$scratch/post.lua" <<LUA
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT requests=%d seconds=%.1f rps=%.1f p50_ms=%.1f p90_ms=%.1f p99_ms=%.1f max_ms=%.1f errors=%d non2xx=%d bytes=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
    errors, summary.errors.status, summary.bytes))
end
LUA

# Resident memory once the renders left running by wrk's last requests are done.
rss() {
  for _ in $(seq 1 100); do
    curl -s "http://127.0.0.1:$port/metrics" | grep -q '^routecard_renders_in_flight 0$' && break
    sleep 0.2
  done
  awk '/VmRSS/ {print $2}' "/proc/$server/status"
}
echo "warm-up: ${WARMUP}s at $CONNECTIONS connections" >&2
wrk -t "$THREADS" -c "$CONNECTIONS" -d "${WARMUP}s" -s "$scratch/post.lua" "$url" >/dev/null
rss_warm=$(rss)
echo "run: ${DURATION}s at $CONNECTIONS connections" >&2
wrk -t "$THREADS" -c "$CONNECTIONS" -d "${DURATION}s" --timeout 30s --latency -s "$scratch/post.lua" "$url" >"$scratch/wrk.txt"
rss_end=$(rss)
result=$(grep '^RESULT' "$scratch/wrk.txt")
metrics=$(curl -s "http://127.0.0.1:$port/metrics" 2>/dev/null || true)

get() { echo "$result" | tr ' ' '\n' | awk -F= -v k="$1" '$1 == k {print $2}'; }
if [ "$MODE" = static ]; then
  size=$(curl -s -o /dev/null -w '%{size_download}' "$url" 2>/dev/null || echo "?")
  request="GET $STATIC_PATH (streets over $TILES)"
else
  size=$(curl -s -o /dev/null -w '%{size_download}' --data-binary @"$GPX" -H 'Content-Type: application/gpx+xml' "$url" 2>/dev/null || echo "?")
  request="POST /render?$QUERY, body $GPX ($(wc -c <"$GPX") bytes)"
fi
growth=$(awk -v a="$rss_warm" -v b="$rss_end" 'BEGIN { printf "%+.1f", (b - a) * 100 / a }')
mkdir -p "$(dirname "$OUT")"
{
  echo "routecard serve under wrk — $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores ($(awk -F: '/model name/ {print $2; exit}' /proc/cpuinfo | sed 's/^ *//')), load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "$request, card $size bytes; --workers $WORKERS --queue $QUEUE"
  echo
  echo "| connections | seconds | requests | cards/s | p50 | p90 | p99 | max | errors (non-2xx) | RSS after warm-up | RSS at end |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|"
  echo "| $CONNECTIONS | $(get seconds) | $(get requests) | $(get rps) | $(get p50_ms) ms | $(get p90_ms) ms | $(get p99_ms) ms | $(get max_ms) ms | $(get errors) ($(get non2xx)) | $((rss_warm / 1024)) MiB | $((rss_end / 1024)) MiB ($growth %) |"
  echo
  echo "$metrics" | grep -E '^routecard_http_requests_total\{route="/(render|styles|static)|^routecard_renders_refused_total' || true
} | tee "$OUT"
