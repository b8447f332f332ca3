#!/usr/bin/env python3
"""Writes docs/sprite/dots{,@2x}.{json,png}: a small MapLibre sprite of hand-drawn dots (a
coloured disc in a white ring, one colour per kind of place) named after OpenMapTiles' POI
classes (`{class}_11`), for the README's OSM Bright picture. Drawn here, pixel by pixel; no
third-party artwork. Run: python3 scripts/make-demo-sprite.py"""
import json, struct, zlib

GROUPS = {
    (214, 69, 65): ["restaurant", "cafe", "bar", "fast_food", "ice_cream", "beer", "bakery"],
    (62, 120, 178): ["bus", "railway", "ferry_terminal", "harbor", "parking", "airport", "aerialway"],
    (46, 139, 87): ["park", "garden", "playground", "zoo", "pitch", "golf"],
    (143, 89, 170): ["attraction", "museum", "monument", "castle", "theatre", "cinema", "art_gallery", "place_of_worship", "star"],
    (230, 140, 30): ["shop", "grocery", "clothing_store", "jewelry", "pharmacy", "bank", "hairdresser"],
    (90, 90, 90): ["lodging", "school", "college", "hospital", "town_hall", "post", "police", "library", "information", "toilets", "stadium"],
}

def sheet(ratio):
    size = 11 * ratio + 2 * ratio          # an 11 px icon plus 1 px room each side
    names = [(n + "_11", c) for c, ns in GROUPS.items() for n in ns]
    columns = 8
    rows = (len(names) + columns - 1) // columns
    width, height = columns * size, rows * size
    pixels = bytearray(width * height * 4)
    index = {}
    for i, (name, colour) in enumerate(names):
        ox, oy = (i % columns) * size, (i // columns) * size
        index[name] = {"x": ox, "y": oy, "width": size, "height": size, "pixelRatio": ratio}
        c = size / 2
        for y in range(size):
            for x in range(size):
                # 4×4 supersampling for smooth edges
                ring = disc = 0
                for sy in range(4):
                    for sx in range(4):
                        d = ((x + (sx + .5) / 4 - c) ** 2 + (y + (sy + .5) / 4 - c) ** 2) ** .5
                        if d <= 6.5 * ratio: ring += 1
                        if d <= 5 * ratio: disc += 1
                a = ring / 16
                if a == 0: continue
                t = disc / max(ring, 1)
                rgb = [round(255 * (1 - t) + v * t) for v in colour]
                p = ((oy + y) * width + ox + x) * 4
                pixels[p:p + 4] = bytes(rgb + [round(a * 255)])
    raw = b"".join(b"\0" + bytes(pixels[r * width * 4:(r + 1) * width * 4]) for r in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return index, png

for ratio, suffix in [(1, ""), (2, "@2x")]:
    index, png = sheet(ratio)
    with open(f"docs/sprite/dots{suffix}.json", "w") as f:
        json.dump(index, f, indent=1, sort_keys=True)
        f.write("\n")
    with open(f"docs/sprite/dots{suffix}.png", "wb") as f:
        f.write(png)
