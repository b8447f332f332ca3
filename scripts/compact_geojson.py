#!/usr/bin/env python3
"""Writes a compact copy of a GeoJSON FeatureCollection: coordinates rounded to 6 decimals
(about 0.1 m), no whitespace, one feature per line (diff-friendly, and a fast raw string literal
when embedded). Usage: scripts/compact_geojson.py IN.geojson OUT.geojson
"""
import json
import sys


def rounded(value):
    if isinstance(value, list):
        return [rounded(v) for v in value]
    if isinstance(value, float):
        r = round(value, 6)
        return int(r) if r == int(r) else r
    return value


def main() -> int:
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as f:
        data = json.load(f)
    head = {k: v for k, v in data.items() if k != "features"}
    lines = []
    for feature in data["features"]:
        feature["geometry"]["coordinates"] = rounded(feature["geometry"]["coordinates"])
        lines.append(json.dumps(feature, ensure_ascii=False, separators=(",", ":")))
    opening = json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1] + ',"features":[\n'
    with open(target, "w", encoding="utf-8") as f:
        f.write(opening + ",\n".join(lines) + "\n]}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
