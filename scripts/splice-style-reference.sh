#!/usr/bin/env bash
# Replaces a generated part of the README (between its markers) with what routecard prints:
#   splice-style-reference.sh ROUTECARD README                       the style reference (styles --spec --markdown)
#   splice-style-reference.sh ROUTECARD README MARKER ARGUMENTS…     between <!-- MARKER:begin --> and end, routecard ARGUMENTS…
set -euo pipefail
routecard=$1 readme=$2
marker=${3:-style-reference}
if [ $# -gt 3 ]; then shift 3; command=("$@"); else command=(styles --spec --markdown); fi
generated=$(mktemp)
trap 'rm -f "$generated" "$generated.new"' EXIT
"$routecard" "${command[@]}" > "$generated"
awk -v gen="$generated" -v begin="^<!-- $marker:begin" -v end="^<!-- $marker:end" '
  $0 ~ begin { print; while ((getline line < gen) > 0) print line; skipping = 1; next }
  $0 ~ end { skipping = 0 }
  !skipping { print }
' "$readme" > "$generated.new"
mv "$generated.new" "$readme"
echo "rewrote the $marker part of $readme"
