#!/usr/bin/env python3
"""Seed the fuzz corpora (.build/fuzz-corpus/<target>/) from the repository's fixtures.

Each fuzz target (see Sources/routecard-fuzz/FuzzTarget.swift) gets the fixtures of its kind, cut to
MAX_SEED bytes (a cut file is a good seed too: it exercises the truncation errors). Vector tiles come
out of the MBTiles fixtures (inflated), PMTiles root directories out of the PMTiles fixtures. Nothing
is written outside the corpus folder; run again to re-seed (existing corpus files are kept).
"""
import glob
import gzip
import hashlib
import json
import os
import sqlite3
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, ".build", "fuzz-corpus")
MAX_SEED = 64 * 1024


def files(*patterns):
    found = []
    for pattern in patterns:
        found += glob.glob(os.path.join(ROOT, pattern), recursive=True)
    return sorted(set(found))


def add(target, data):
    folder = os.path.join(OUT, target)
    os.makedirs(folder, exist_ok=True)
    data = data[:MAX_SEED]
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(data)


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def inflate(data):
    if data[:2] == b"\x1f\x8b":
        return gzip.decompress(data)
    if data[:1] == b"\x78":
        return zlib.decompress(data)
    return data


def main():
    kinds = {
        "gpx": files("Tests/Fixtures/**/*.gpx", "Examples/**/*.gpx"),
        "geojson": files("Tests/Fixtures/**/*.geojson", "Examples/**/*.geojson"),
        "csv": files("Tests/Fixtures/**/*.csv", "Examples/**/*.csv"),
        "fit": files("Tests/Fixtures/**/*.fit"),
        "tcx": files("Tests/Fixtures/**/*.tcx"),
        "kml": files("Tests/Fixtures/**/*.kml"),
        "style": files("Styles/*.json", "Examples/**/*.json", "Tests/Fixtures/tiles/*.json"),
        "pmtiles": [p for p in files("Tests/Fixtures/**/*.pmtiles") if os.path.getsize(p) <= MAX_SEED],
    }
    for target, paths in kinds.items():
        for path in paths:
            add(target, read(path))
    # Encoded polylines: the format's documented example, in 5 and 6 digits precision.
    for target in ("polyline", "polyline6"):
        add(target, b"_p~iF~ps|U_ulLnnqC_mqNvxq`@\n")
    # The sniffing reader: one of each kind, and a gzip'd GPX.
    for target in ("gpx", "geojson", "csv", "fit", "tcx", "kml"):
        for path in kinds[target][:3]:
            add("track", read(path))
    if kinds["gpx"]:
        add("track", gzip.compress(read(kinds["gpx"][0])[:MAX_SEED // 2]))
    # Vector tiles from the MBTiles fixtures.
    for path in files("Tests/Fixtures/**/*.mbtiles"):
        database = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
        try:
            rows = database.execute("SELECT tile_data FROM tiles LIMIT 40").fetchall()
        finally:
            database.close()
        for (data,) in rows:
            data = inflate(bytes(data))
            if data[:4] not in (b"\x89PNG", b"RIFF") and data[:3] != b"\xff\xd8\xff":
                add("mvt", data)
    # PMTiles root directories (header bytes 8..24: root offset and length; 97: internal compression).
    for path in files("Tests/Fixtures/**/*.pmtiles"):
        data = read(path)
        if data[:7] != b"PMTiles" or len(data) < 127:
            continue
        offset, length = struct.unpack_from("<QQ", data, 8)
        add("pmtiles-directory", inflate(data[offset:offset + length]))
    # Live updates: the example feed, a few lines at a time.
    for path in files("Examples/live/*.ndjson"):
        lines = read(path).split(b"\n")
        for start in range(0, min(len(lines), 200), 20):
            add("live", b"\n".join(lines[start:start + 20]))
    # Batch jobs: lines using every key (values made up; no file needs to exist).
    add("batch", b'{"input": "run.gpx", "svg": "a.svg", "png": "a.png", "size": "400x300", "scale": 2}\n'
                 b'{"polyline": "_p~iF~ps|U", "output": "p.pdf", "padding": [10, 20], "no-attribution": true}\n'
                 b'{"input": "r.fit", "style": "dark", "title": "T", "timezone": "Europe/Helsinki", "animate": "8s",'
                 b' "allow-path": ["icons"], "tiles": "m.pmtiles", "privacy-zone": ["60,24,300"], "privacy-trim": 200}\n')
    # Expressions: every array-valued paint, layout and filter value of the styles, and let/concat bombs
    # (the budget refuses them at parse time or stops them at run time).
    for path in kinds["style"]:
        try:
            style = json.loads(read(path))
        except ValueError:
            continue
        for layer in style.get("layers", []) if isinstance(style, dict) else []:
            if not isinstance(layer, dict):
                continue
            values = [layer.get("filter")]
            for group in ("paint", "layout"):
                if isinstance(layer.get(group), dict):
                    values += layer[group].values()
            for value in values:
                if isinstance(value, list):
                    add("expression", json.dumps(value).encode())
    bomb = '["var", "v12"]'
    for level in range(12, 0, -1):
        bomb = '["let", "v%d", ["concat", ["var", "v%d"], ["var", "v%d"]], %s]' % (level, level - 1, level - 1, bomb)
    add("expression", ('["let", "v0", ["get", "name"], %s]' % bomb).encode())
    # Text fitting: titles of several scripts and lengths.
    for text in ("Helsinki run", "Morning ride to the lake and back again", "東京都渋谷区神宮前", "a" * 400,
                 "Åland — Łódź 🚴‍♀️ " * 20, "    spaces    around    "):
        add("text-fit", text.encode())
    for target in sorted(os.listdir(OUT)):
        print("%-18s %4d seeds" % (target, len(os.listdir(os.path.join(OUT, target)))))


if __name__ == "__main__":
    sys.exit(main())
