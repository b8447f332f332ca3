#!/usr/bin/env bash
# Replaces the README's generated style reference (between the style-reference markers) with
# what `routecard styles --spec --markdown` prints.  Usage: splice-style-reference.sh ROUTECARD README
set -euo pipefail
routecard=$1 readme=$2
generated=$(mktemp)
trap 'rm -f "$generated" "$generated.new"' EXIT
"$routecard" styles --spec --markdown > "$generated"
awk -v gen="$generated" '
  /^<!-- style-reference:begin/ { print; while ((getline line < gen) > 0) print line; skipping = 1; next }
  /^<!-- style-reference:end/ { skipping = 0 }
  !skipping { print }
' "$readme" > "$generated.new"
mv "$generated.new" "$readme"
echo "rewrote the style reference in $readme"
