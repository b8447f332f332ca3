#!/usr/bin/env bash
# Replaces the README's table of MapLibre properties (between the maplibre-properties markers) with
# what `routecard style-check --properties` prints.  Usage: splice-maplibre-properties.sh ROUTECARD README
set -euo pipefail
routecard=$1 readme=$2
generated=$(mktemp)
trap 'rm -f "$generated" "$generated.new"' EXIT
"$routecard" style-check --properties > "$generated"
awk -v gen="$generated" '
  /^<!-- maplibre-properties:begin/ { print; while ((getline line < gen) > 0) print line; skipping = 1; next }
  /^<!-- maplibre-properties:end/ { skipping = 0 }
  !skipping { print }
' "$readme" > "$generated.new"
mv "$generated.new" "$readme"
echo "rewrote the MapLibre properties in $readme"
