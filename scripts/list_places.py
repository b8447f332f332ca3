#!/usr/bin/env python3
"""Lists the point features of one layer of an MBTiles archive at one zoom, decoded here with a
minimal protobuf reader (independent of RouteCard's MVT decoder): the hand-checked facts of
PlaceTitleTests. Usage: scripts/list_places.py ARCHIVE.mbtiles ZOOM LAYER
e.g. scripts/list_places.py Tests/Fixtures/tiles/monaco.mbtiles 14 place"""
import sqlite3, sys, gzip, zlib, math
def varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i
def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); f, w = k >> 3, k & 7
        if w == 0: v, i = varint(b, i)
        elif w == 2:
            n, i = varint(b, i); v = b[i:i+n]; i += n
        elif w == 5: v = b[i:i+4]; i += 4
        elif w == 1: v = b[i:i+8]; i += 8
        yield f, w, v
def value(b):
    import struct
    for f, w, v in fields(b):
        if f == 1: return v.decode()
        if f == 2: return struct.unpack('<f', v)[0]
        if f == 3: return struct.unpack('<d', v)[0]
        return v
def packed(b):
    out = []; i = 0
    while i < len(b):
        v, i = varint(b, i); out.append(v)
    return out
db = sqlite3.connect(sys.argv[1]); z = int(sys.argv[2]); layer = sys.argv[3]
for x, y, data in db.execute("select tile_column, tile_row, tile_data from tiles where zoom_level=?", (z,)):
    y = (1 << z) - 1 - y
    if data[:2] == b'\x1f\x8b': data = gzip.decompress(data)
    for f, w, L in fields(data):
        if f != 3: continue
        name = None; keys = []; vals = []; feats = []; extent = 4096
        for lf, lw, lv in fields(L):
            if lf == 1: name = lv.decode()
            elif lf == 3: keys.append(lv.decode())
            elif lf == 4: vals.append(value(lv))
            elif lf == 2: feats.append(lv)
            elif lf == 5: extent = lv
        if name != layer: continue
        for F in feats:
            tags = []; geom = []; gtype = 0
            for ff, fw, fv in fields(F):
                if ff == 2: tags = packed(fv)
                elif ff == 3: gtype = fv
                elif ff == 4: geom = packed(fv)
            props = {keys[tags[i]]: vals[tags[i+1]] for i in range(0, len(tags), 2)}
            if gtype != 1: continue
            px = (geom[1] >> 1) ^ -(geom[1] & 1); py = (geom[2] >> 1) ^ -(geom[2] & 1)
            wx = (x + px / extent) / (1 << z); wy = (y + py / extent) / (1 << z)
            lon = wx * 360 - 180; lat = math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * wy))))
            print(f"z{z}/{x}/{y} {lat:.5f} {lon:.5f} " + " ".join(f"{k}={v}" for k, v in props.items() ))
