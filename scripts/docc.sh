#!/usr/bin/env bash
# Builds the DocC archive of the RouteCard module (Sources/RouteCard/RouteCard.docc: the overview and
# "Writing a layer plugin") without the swift-docc-plugin, which the package does not depend on (it has
# no package dependencies): `swift package dump-symbol-graph` writes the public symbol graphs, and the
# toolchain's own `docc convert` turns the catalog and RouteCard's graphs (with its extensions of other
# modules' types, such as ResourceResolver.fileSystem) into an archive. Any warning (a symbol link that
# does not resolve, an undocumented parameter) fails the build.
#
#   scripts/docc.sh [OUT.doccarchive]      # default .build/docs/RouteCard.doccarchive
#
# View it with `docc preview Sources/RouteCard/RouteCard.docc --additional-symbol-graph-dir
# .build/docs/symbol-graphs`, or serve the archive's folder (it is a static site).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build/docs/RouteCard.doccarchive}
graphs=.build/docs/symbol-graphs
docc=${DOCC:-$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")}
[ -x "$docc" ] || { echo "docs: no docc next to swift ($docc); set DOCC=PATH" >&2; exit 1; }

written=$(swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols | sed -n 's/^Files written to //p')
[ -d "$written" ] || { echo "docs: swift package dump-symbol-graph wrote no symbol graphs" >&2; exit 1; }
rm -rf "$graphs" "$out"
mkdir -p "$graphs" "$(dirname "$out")"
cp "$written"/RouteCard.symbols.json "$written"/RouteCard@*.symbols.json "$graphs"/
"$docc" convert Sources/RouteCard/RouteCard.docc --additional-symbol-graph-dir "$graphs" --output-path "$out" \
  --fallback-display-name RouteCard --fallback-bundle-identifier routecard.RouteCard --warnings-as-errors
echo "wrote $out"
