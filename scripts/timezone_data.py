#!/usr/bin/env python3
"""Writes Sources/RouteCardGeo/Generated/TimeZoneMap+Data.swift (the time-zone map compiled into the
binary) and Tests/Fixtures/timezones/timezonefinder-sample.tsv (points with timezonefinder's answers,
which the tests compare the Swift lookup with).

The boundaries are timezone-boundary-builder's release 2026c (© OpenStreetMap contributors and the
timezone-boundary-builder contributors, ODbL 1.0), as the PyPI package timezonefinder-data packages
them. The land zones are kept; the sea is not stored: a point in no land zone is in the nautical zone
of its longitude (`Etc/GMT±N`, 15° bands centred on multiples of 15°), as the data's own ocean zones
are (checked below). The steps, each reproducible from the pinned packages:

1. Overlaps between land zones (disputed areas, Xinjiang's `Asia/Urumqi` over `Asia/Shanghai`) go to
   the zone timezonefinder answers inside them.
2. The boundaries are cut into arcs between the points where the zones on their two sides change, and
   each arc is simplified once (Douglas–Peucker, EPSILON_LAND degrees between two land zones,
   EPSILON_SEA between land and sea), so neighbours keep one shared border: no gaps, no overlaps
   (but along the 0.01 % of edges whose two sides the data does not share, simplified on each side).
3. A quadtree over the world: a cell with no border inside is one zone (or sea); a cell with borders
   keeps the zones' rings clipped to it, split until a cell has at most LEAF_VERTICES vertices.
   Coordinates are in units of 360° / 2^21 (about 19 m) in both axes, relative to the cell.

Format of the data (base64 in the Swift file), all integers unsigned LEB128 varints, signed ones
zigzag-encoded first:
  "TZM1", zone count, each zone name (length, UTF-8 bytes), then the two root cells (west, east:
  2^20 units square each) in preorder. A cell is a tag: 0 — four children follow (south-west,
  south-east, north-west, north-east); 2 + code — the whole cell is zone `code` (0 the sea, k the
  k-th name); 1 — a mixed cell: byte length, then the zone code where no ring says otherwise, the
  piece count, and per piece its zone code, ring count and rings. A ring: vertex count, the first
  vertex (x, y from the cell's south-west corner), one byte with the Exp-Golomb orders of the x
  (low four bits) and y differences, then the zigzag differences to each next vertex as Exp-Golomb
  codes, x then y, packed least significant bit first and padded to a byte (`golomb`). A point is
  in a piece when a ray from it crosses the piece's rings an odd number of times.

Needs (a virtual environment; nothing of the project's build or `make check-resources` runs this):
  python3 -m venv /tmp/tzvenv
  /tmp/tzvenv/bin/pip install timezonefinder==9.0.0 timezonefinder-data==3.2026.3.post1 shapely==2.2.0
  /tmp/tzvenv/bin/python scripts/timezone_data.py          # write both files (a few minutes)
  /tmp/tzvenv/bin/python scripts/timezone_data.py --check  # exit 1 when either differs
"""
import base64
import math
import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SWIFT_OUT = ROOT / "Sources/RouteCardGeo/Generated/TimeZoneMap+Data.swift"
SAMPLE_OUT = ROOT / "Tests/Fixtures/timezones/timezonefinder-sample.tsv"
PINNED = {"timezonefinder": "9.0.0", "timezonefinder-data": "3.2026.3.post1", "shapely": "2.2.0"}
BOUNDARY_RELEASE = "2026c"

EPSILON_LAND = 0.002  # degrees (~220 m north–south): a border between two land zones moves at most this
EPSILON_SEA = 0.01  # degrees: the line between a land zone and the sea (territorial waters, 12 nm out)
LEAF_VERTICES = 256  # at most this many vertices in a cell, unless it is MAX_DEPTH deep
MAX_DEPTH = 15  # 180° / 2^15 ≈ 0.0055°
UNITS = 1 << 21  # units per 360°, so one unit is the same angle in longitude and latitude
SCALE = 1e7  # timezonefinder's integer coordinates: 1e-7 degrees


def check_versions():
    from importlib.metadata import version
    for name, wanted in PINNED.items():
        have = version(name)
        if have != wanted:
            sys.exit(f"timezone_data.py: error: {name} {have} is installed, the data is made with {wanted} "
                     f"(pip install {name}=={wanted})")


def nautical_zone(longitude):
    """The ocean zone of a longitude, as the data's Etc/GMT±N polygons have it (N = round(lon / 15))."""
    n = int(math.floor(longitude / 15 + 0.5))
    n = max(-12, min(12, n))
    return "Etc/GMT" if n == 0 else (f"Etc/GMT-{n}" if n > 0 else f"Etc/GMT+{-n}")


def is_land(name):
    return not name.startswith("Etc/") or name == "Etc/UTC"


# ---- 1. the polygons, overlaps resolved ----

def load(tf):
    """zone name → list of polygons, each a list of rings (int32 arrays 2×n in 1e-7 degrees, open)."""
    import numpy as np
    zones = {}
    for boundary in range(tf.nr_of_polygons):
        name = tf.zone_name_from_boundary_id(boundary)
        rings = [np.asarray(tf.coords_of(boundary))] + [np.asarray(h) for h in tf._holes_of_poly(boundary)]
        zones.setdefault(name, []).append(rings)
    return zones


def check_ocean_bands(zones):
    """Every Etc/GMT±N polygon lies in the band nautical_zone gives it (so the sea need not be stored)."""
    for name, polygons in zones.items():
        if is_land(name):
            continue
        west = min(p[0][0].min() for p in polygons) / SCALE
        east = max(p[0][0].max() for p in polygons) / SCALE
        for longitude in (west + 1e-6, east - 1e-6, (west + east) / 2):
            if nautical_zone(longitude) != name:
                sys.exit(f"timezone_data.py: error: {name} spans {west}..{east}, not its nautical band")


def shapely_zone(polygons):
    import shapely
    parts = [shapely.Polygon(rings[0].T / SCALE, [h.T / SCALE for h in rings[1:]]) for rings in polygons]
    return shapely.MultiPolygon(parts) if len(parts) > 1 else parts[0]


def resolve_overlaps(tf, zones):
    """Gives each area two land zones both claim to the one timezonefinder answers there; returns the
    land zones as shapely geometries and a log of what was moved."""
    import shapely
    names = sorted(n for n in zones if is_land(n))
    geoms = {n: shapely_zone(zones[n]) for n in names}
    tree = shapely.STRtree([geoms[n] for n in names])
    first, second = tree.query([geoms[n] for n in names], predicate="intersects")
    log = []
    for i, j in zip(first, second):
        if i >= j:
            continue
        a, b = names[i], names[j]
        overlap = shapely.intersection(geoms[a], geoms[b], grid_size=1 / SCALE)
        for part in shapely.get_parts(overlap):
            if part.geom_type != "Polygon" or part.area < 1e-10:
                continue
            p = part.point_on_surface()
            winner = tf.timezone_at(lng=p.x, lat=p.y)
            loser = b if winner == a else a if winner == b else None
            if loser is None:
                continue
            geoms[loser] = shapely.difference(geoms[loser], part, grid_size=1 / SCALE)
            log.append(f"{part.area:.4f} deg² of {a} × {b} → {winner}")
    return geoms, log


def int_rings(geom):
    """The rings of a shapely (multi)polygon as int64 arrays n×2 in 1e-7 degrees, open, exteriors
    counter-clockwise and holes clockwise."""
    import numpy as np
    import shapely
    out = []
    for polygon in shapely.get_parts(geom):
        if polygon.geom_type != "Polygon" or polygon.is_empty:
            continue
        polygon = shapely.orient_polygons(polygon)
        for k, ring in enumerate([polygon.exterior, *polygon.interiors]):
            xy = np.rint(np.asarray(ring.coords) * SCALE).astype(np.int64)[:-1]
            keep = np.ones(len(xy), bool)
            keep[1:] = np.any(xy[1:] != xy[:-1], axis=1)
            xy = xy[keep]
            if len(xy) >= 3:
                out.append(xy)
    return out


# ---- 2. shared arcs, simplified once ----

def keys_of(xy):
    import numpy as np
    return ((xy[:, 0] + (1 << 31)).astype(np.uint64) << np.uint64(32)) | (xy[:, 1] + (1 << 31)).astype(np.uint64)


def simplify_zones(land, ocean_rings):
    """land: name → rings; ocean_rings: rings of the Etc/GMT±N zones (they only tell sea edges from
    land ones). Returns name → simplified rings (int64 n×2, 1e-7 degrees), and counts."""
    import numpy as np
    names = sorted(land)
    rings = [(names.index(n), r) for n in names for r in land[n]] + [(-1, r) for r in ocean_rings]
    keys = [keys_of(r) for _, r in rings]
    lo_parts, hi_parts, owner_parts = [], [], []
    for (zone, _), k in zip(rings, keys):
        nxt = np.roll(k, -1)
        lo_parts.append(np.minimum(k, nxt))
        hi_parts.append(np.maximum(k, nxt))
        owner_parts.append(np.full(len(k), zone, np.int64))
    lo, hi, owner = np.concatenate(lo_parts), np.concatenate(hi_parts), np.concatenate(owner_parts)
    order = np.lexsort((hi, lo))
    slo, shi, sown = lo[order], hi[order], owner[order]
    start = np.ones(len(order), bool)
    start[1:] = (slo[1:] != slo[:-1]) | (shi[1:] != shi[:-1])
    group = np.cumsum(start) - 1
    count = np.bincount(group)
    # The zone on the other side of each edge: -1 the sea, -2 none (unmatched), -3 several.
    first_of = np.flatnonzero(start)
    other_sorted = np.full(len(order), -2, np.int64)
    two = count[group] == 2
    pos = np.arange(len(order))
    mate = np.where(pos == first_of[group], pos + 1, pos - 1)
    other_sorted[two] = sown[mate[two]]
    other_sorted[count[group] > 2] = -3
    other = np.empty(len(order), np.int64)
    other[order] = other_sorted
    # Vertices where three or more edges meet.
    ulo, uhi = slo[start], shi[start]
    vertices, degree = np.unique(np.concatenate([ulo, uhi]), return_counts=True)
    branching = vertices[degree > 2]
    stats = {"edges": int(len(order)), "unmatched": int(np.sum(count[group] == 1)), "several": int(np.sum(count[group] > 2))}

    result = {n: [] for n in names}
    offset = 0
    before = after = 0
    for (zone, ring), k in zip(rings, keys):
        n = len(k)
        sides = other[offset:offset + n]  # side of edge i (vertex i → i+1)
        offset += n
        if zone < 0:
            continue
        change = sides != np.roll(sides, 1)  # vertex i joins edge i-1 and edge i
        change |= np.isin(k, branching)
        junctions = np.flatnonzero(change)
        pieces = []
        if len(junctions) == 0:
            pieces.append(simplify_arc(ring, sides[0], closed=True))
        else:
            for a, b in zip(junctions, np.roll(junctions, -1)):
                idx = np.arange(a, b + 1) if b > a else np.concatenate([np.arange(a, n), np.arange(0, b + 1)])
                pieces.append(simplify_arc(ring[idx], sides[a], closed=False)[:-1])
        out = np.concatenate(pieces) if pieces else ring[:0]
        before += n
        if len(np.unique(keys_of(out))) >= 3:
            result[names[zone]].append(out)
            after += len(out)
    stats.update(vertices_before=before, vertices_after=after)
    return result, stats


def simplify_arc(xy, side, closed):
    """Douglas–Peucker of one arc, the same whichever ring it is read from (canonical direction),
    its end points kept. A closed arc (a ring with one neighbour all round) keeps at least three points."""
    import numpy as np
    epsilon = EPSILON_SEA if side == -1 else EPSILON_LAND
    if closed:
        k = keys_of(xy)
        start = int(np.argmin(k))
        xy = np.roll(xy, -start, axis=0)
        k = np.roll(k, -start)
        forward = k[1] < k[-1]
        seq = xy if forward else np.concatenate([xy[:1], xy[1:][::-1]])
        far = int(np.argmax(np.hypot(*(seq - seq[0]).T)))
        loop = np.concatenate([seq, seq[:1]])
        half1 = dp(loop[:far + 1], epsilon)
        half2 = dp(loop[far:], epsilon)
        out = np.concatenate([half1[:-1], half2[:-1]])
        if not forward:
            out = np.concatenate([out[:1], out[1:][::-1]])
        return out
    k0, k1 = keys_of(xy[[0, -1]])
    reverse = k0 > k1 or (k0 == k1 and keys_of(xy[[1]])[0] > keys_of(xy[[-2]])[0])
    seq = xy[::-1] if reverse else xy
    out = dp(seq, epsilon)
    return out[::-1] if reverse else out


def dp(xy, epsilon):
    import numpy as np
    import shapely
    if len(xy) <= 2:
        return xy
    line = shapely.LineString(xy / SCALE)
    simple = shapely.simplify(line, epsilon, preserve_topology=False)
    out = np.rint(np.asarray(simple.coords) * SCALE).astype(np.int64)
    out[0], out[-1] = xy[0], xy[-1]
    return out


# ---- 3. the quadtree ----

def to_units(xy):
    """1e-7 degrees → float units (x from 180° W, y from 90° S)."""
    import numpy as np
    out = np.empty(xy.shape, float)
    out[:, 0] = (xy[:, 0] / SCALE + 180) * (UNITS / 360)
    out[:, 1] = (xy[:, 1] / SCALE + 90) * (UNITS / 360)
    return out


def clip(ring, x0, y0, x1, y1):
    """Sutherland–Hodgman against a box: for every point inside the box, the clipped ring winds round it
    as the ring does."""
    import numpy as np
    pts = ring
    for axis, bound, keep_greater in ((0, x0, True), (0, x1, False), (1, y0, True), (1, y1, False)):
        if len(pts) == 0:
            return pts
        v = pts[:, axis]
        inside = v >= bound if keep_greater else v <= bound
        if inside.all():
            continue
        if not inside.any():
            return pts[:0]
        prev = np.roll(pts, 1, axis=0)
        crossing = inside != np.roll(inside, 1)
        with np.errstate(divide="ignore", invalid="ignore"):
            t = (bound - prev[:, axis]) / (pts[:, axis] - prev[:, axis])
            cut = prev + t[:, None] * (pts - prev)
        cut[:, axis] = bound
        both = np.stack([cut, pts], axis=1).reshape(-1, 2)
        mask = np.stack([crossing, inside], axis=1).reshape(-1)
        pts = both[mask]
    return pts


def signed_area(pts):
    import numpy as np
    x, y = pts[:, 0], pts[:, 1]
    return 0.5 * float(np.dot(x, np.roll(y, -1)) - np.dot(np.roll(x, -1), y))


def has_interior_edge(pts, x0, y0, x1, y1):
    """Whether any edge of a clipped ring runs inside the box (not along its sides)."""
    import numpy as np
    nxt = np.roll(pts, -1, axis=0)
    on = lambda a, b: (np.abs(a - b) < 1e-9)
    along = ((on(pts[:, 0], x0) & on(nxt[:, 0], x0)) | (on(pts[:, 0], x1) & on(nxt[:, 0], x1))
             | (on(pts[:, 1], y0) & on(nxt[:, 1], y0)) | (on(pts[:, 1], y1) & on(nxt[:, 1], y1)))
    return not along.all()


class Writer:
    def __init__(self):
        self.out = bytearray()

    def uint(self, value):
        assert value >= 0
        while True:
            byte = value & 0x7F
            value >>= 7
            if value:
                self.out.append(byte | 0x80)
            else:
                self.out.append(byte)
                return

    def ring(self, points):
        """A ring: vertex count, the first vertex, the Exp-Golomb orders kx and ky of the x and y
        differences, then the zigzag differences as Exp-Golomb codes, x then y for each vertex, packed
        least significant bit first (see `golomb`)."""
        self.uint(len(points))
        self.uint(points[0][0])
        self.uint(points[0][1])
        dx = [zigzag(b[0] - a[0]) for a, b in zip(points, points[1:])]
        dy = [zigzag(b[1] - a[1]) for a, b in zip(points, points[1:])]
        kx, ky = best_order(dx), best_order(dy)
        self.out.append(kx | ky << 4)
        bits, count = 0, 0
        for x, y in zip(dx, dy):
            for value, k in ((x, kx), (y, ky)):
                code, length = golomb(value, k)
                bits |= code << count
                count += length
        self.out += bits.to_bytes((count + 7) // 8, "little")


def golomb(value, k):
    """Exp-Golomb code of order k, as (bits, length) read from the least significant bit: L zeros and a
    one, where m = (value >> k) + 1 has L + 1 bits; then m's low L bits; then value's low k bits."""
    m = (value >> k) + 1
    L = m.bit_length() - 1
    code = 1 << L
    code |= (m & ((1 << L) - 1)) << (L + 1)
    code |= (value & ((1 << k) - 1)) << (2 * L + 1)
    return code, 2 * L + 1 + k


def best_order(values):
    return min(range(16), key=lambda k: sum(golomb(v, k)[1] for v in values)) if values else 0


def zigzag(value):
    return (value << 1) if value >= 0 else ((-value << 1) - 1)


class QuadTree:
    def __init__(self, zones):
        self.names = sorted(zones)
        self.code = {n: i + 1 for i, n in enumerate(self.names)}
        self.zones = zones
        self.stats = {"nodes": 0, "uniform": 0, "mixed": 0, "vertices": 0, "max_leaf": 0, "deep_leaves": 0}

    def encode(self):
        w = Writer()
        w.out += b"TZM1"
        w.uint(len(self.names))
        for name in self.names:
            data = name.encode()
            w.uint(len(data))
            w.out += data
        half = UNITS // 2
        for x0 in (0, half):
            pieces = []
            for name in self.names:
                rings = [r for r in (clip(to_units(ring), x0, 0, x0 + half, half) for ring in self.zones[name]) if len(r) >= 3]
                if rings:
                    pieces.append((name, rings))
            self.node(w, pieces, x0, 0, half, 0)
        return bytes(w.out)

    def node(self, w, pieces, x0, y0, size, depth):
        self.stats["nodes"] += 1
        x1, y1 = x0 + size, y0 + size
        cell_area = float(size) * size
        active, covering = [], []
        for name, rings in pieces:
            live = [r for r in rings if has_interior_edge(r, x0, y0, x1, y1)]
            full = sum(1 for r in rings if not has_interior_edge(r, x0, y0, x1, y1) and abs(signed_area(r)) > cell_area / 2)
            if live:
                active.append((name, rings))
            elif full % 2 == 1:
                covering.append(name)
        if not active:
            self.stats["uniform"] += 1
            w.uint(2 + (self.code[covering[0]] if covering else 0))
            return
        vertices = sum(len(r) for _, rings in active for r in rings)
        if vertices > LEAF_VERTICES and depth < MAX_DEPTH:
            w.uint(0)
            half = size // 2
            for cy in (y0, y0 + half):
                for cx in (x0, x0 + half):
                    sub = []
                    for name, rings in pieces:
                        clipped = [r for r in (clip(ring, cx, cy, cx + half, cy + half) for ring in rings) if len(r) >= 3]
                        if clipped:
                            sub.append((name, clipped))
                    self.node(w, sub, cx, cy, half, depth + 1)
            return
        self.leaf(w, pieces, x0, y0, x1, y1, cell_area, vertices, depth)

    def leaf(self, w, pieces, x0, y0, x1, y1, cell_area, vertices, depth):
        self.stats["mixed"] += 1
        self.stats["max_leaf"] = max(self.stats["max_leaf"], vertices)
        if vertices > LEAF_VERTICES:
            self.stats["deep_leaves"] += 1
        land = sum(abs(sum(signed_area(r) for r in rings)) for _, rings in pieces)
        kept = [(name, rings) for name, rings in pieces if any(len(r) >= 3 for r in rings)]
        if land < cell_area * (1 - 1e-7):
            default = 0  # some of the cell is sea
        else:
            # All land: the zone with the most vertices is the default, its rings not stored.
            biggest = max(kept, key=lambda piece: sum(len(r) for r in piece[1]))
            default = self.code[biggest[0]]
            kept = [piece for piece in kept if piece is not biggest]
        body = Writer()
        body.uint(default)
        body.uint(len(kept))
        for name, rings in kept:
            body.uint(self.code[name])
            quantised = []
            for ring in rings:
                q = [(int(round(x - x0)), int(round(y - y0))) for x, y in ring]
                q = [p for i, p in enumerate(q) if i == 0 or p != q[i - 1]]
                if len(q) > 1 and q[0] == q[-1]:
                    q.pop()
                if len(q) >= 3:
                    quantised.append(q)
            body.uint(len(quantised))
            for q in quantised:
                body.ring(q)
                self.stats["vertices"] += len(q)
        w.uint(1)
        w.uint(len(body.out))
        w.out += body.out


# ---- 4. the files ----

def swift_file(blob, summary):
    text = base64.b64encode(blob).decode()
    lines = [text[i:i + 120] for i in range(0, len(text), 120)]
    return "\n".join([
        "// Generated by scripts/timezone_data.py. Do not edit; see that script to make it again.",
        f"// Time-zone boundaries: timezone-boundary-builder {BOUNDARY_RELEASE} (as packaged by timezonefinder-data "
        f"{PINNED['timezonefinder-data']}),",
        "// © OpenStreetMap contributors and the timezone-boundary-builder contributors, ODbL 1.0:",
        "// https://opendatacommons.org/licenses/odbl/1-0/ (see the README's \"Licences\").",
        f"// {summary}",
        "",
        "extension TimeZoneMap {",
        "    /// The time-zone map, base64 (the format is described in scripts/timezone_data.py).",
        "    static let encoded = \"\"\"",
        *lines,
        "\"\"\"",
        "}",
        "",
    ])


CITIES = [
    (60.1699, 24.9384, "Helsinki"), (43.6532, -79.3832, "Toronto"), (9.5120, 100.0136, "Koh Samui"),
    (31.2304, 121.4737, "Shanghai"), (27.7172, 85.3240, "Kathmandu"), (-31.5553, 159.0821, "Lord Howe Island"),
    (-43.9535, -176.5597, "Chatham Islands"), (65.8481, 24.1466, "Tornio"), (65.8355, 24.1368, "Haparanda"),
    (59.3772, 28.1903, "Narva"), (59.3790, 28.2190, "Ivangorod"), (50.2660, 127.5350, "Blagoveshchensk"),
    (50.2450, 127.4900, "Heihe"), (-4.2300, -69.9400, "Tabatinga"), (-4.2150, -69.9400, "Leticia"),
    (31.7619, -106.4850, "El Paso"), (31.6904, -106.4245, "Ciudad Juarez"), (42.3314, -83.0458, "Detroit"),
    (42.3149, -83.0364, "Windsor"), (48.5734, 7.7521, "Strasbourg"), (48.5667, 7.8167, "Kehl"),
    (53.2785, -110.0050, "Lloydminster"), (43.7384, 7.4246, "Monaco"), (37.5665, 126.9780, "Seoul"),
    (-33.8688, 151.2093, "Sydney"), (51.5074, -0.1278, "London"), (40.7128, -74.0060, "New York"),
    (35.6762, 139.6503, "Tokyo"), (43.8256, 87.6168, "Urumqi"), (-36.8485, 174.7633, "Auckland"),
    (21.3069, -157.8583, "Honolulu"), (64.1466, -21.9426, "Reykjavik"), (19.4326, -99.1332, "Mexico City"),
    (-34.6037, -58.3816, "Buenos Aires"), (28.6139, 77.2090, "New Delhi"), (-12.0464, -77.0428, "Lima"),
    (40.0, -30.0, "North Atlantic"), (-40.0, 100.0, "Indian Ocean"), (0.0, -150.0, "Pacific"),
    (10.0, 176.0, "Pacific west of 180"), (10.0, -176.0, "Pacific east of 180"), (-60.0, -7.0, "Southern Ocean"),
]
SAMPLE_RANDOM = 600  # uniform on the sphere (mostly sea)
SAMPLE_LAND = 600  # uniform on land
SAMPLE_BORDER = 600  # within 3 km of a vertex of a land zone's boundary (land and sea borders)
NEAR, FAR = 300.0, 1500.0  # metres: the probe circles of the margin column


def sample_file(tf, land):
    """The test sample: each point with timezonefinder's answer and its margin — `far` when timezonefinder
    answers the same at 8 points 300 m and 8 points 1.5 km round it, `land` when it does at 300 m and no
    probe is at sea (a land border more than ~300 m away, beyond EPSILON_LAND), `near` otherwise (a
    border that close may fall on either side of the simplified one)."""
    rng = random.Random(26)
    points = list(CITIES)

    def sphere():
        return math.degrees(math.asin(rng.uniform(-1, 1))), rng.uniform(-180, 180)

    for i in range(SAMPLE_RANDOM):
        points.append((*sphere(), "random"))
    found = 0
    while found < SAMPLE_LAND:
        lat, lon = sphere()
        if not tf.timezone_at(lng=lon, lat=lat).startswith("Etc/"):
            points.append((lat, lon, "land"))
            found += 1
    names = sorted(land)
    weights = [sum(len(r) for r in land[n]) for n in names]
    for i in range(SAMPLE_BORDER):
        rings = land[rng.choices(names, weights)[0]]
        ring = rng.choices(rings, [len(r) for r in rings])[0]
        x, y = ring[rng.randrange(len(ring))] / SCALE
        distance, bearing = rng.uniform(0, 3000), rng.uniform(0, 2 * math.pi)
        lat = max(-89.9, min(89.9, y + distance * math.cos(bearing) / 111320))
        lon = x + distance * math.sin(bearing) / (111320 * max(0.01, math.cos(math.radians(lat))))
        lon = (lon + 180) % 360 - 180
        points.append((lat, lon, "border"))
    lines = ["# latitude\tlongitude\ttimezonefinder's zone\tmargin\twhat: made by scripts/timezone_data.py "
             f"(timezonefinder {PINNED['timezonefinder']}, data {PINNED['timezonefinder-data']}, boundaries "
             f"{BOUNDARY_RELEASE}: ODbL 1.0)"]
    for lat, lon, label in points:
        lat, lon = round(lat, 6), round(lon, 6)
        zone = tf.timezone_at(lng=lon, lat=lat)
        rings = {radius: [probe(tf, lat, lon, radius, k * math.pi / 4) for k in range(8)] for radius in (NEAR, FAR)}
        if all(z == zone for z in rings[NEAR] + rings[FAR]):
            margin = "far"
        elif all(z == zone for z in rings[NEAR]) and not any(z.startswith("Etc/") for z in rings[NEAR] + rings[FAR] + [zone]):
            margin = "land"
        else:
            margin = "near"
        lines.append(f"{lat:.6f}\t{lon:.6f}\t{zone}\t{margin}\t{label}")
    return "\n".join(lines) + "\n"


def probe(tf, lat, lon, metres, bearing):
    plat = max(-90.0, min(90.0, lat + metres * math.cos(bearing) / 111320))
    plon = lon + metres * math.sin(bearing) / (111320 * max(0.01, math.cos(math.radians(lat))))
    return tf.timezone_at(lng=(plon + 180) % 360 - 180, lat=plat)


def write_or_check(path, text, check):
    data = text.encode()
    if check:
        if not path.exists() or path.read_bytes() != data:
            print(f"timezone_data.py: error: {path.relative_to(ROOT)} is out of date: run scripts/timezone_data.py",
                  file=sys.stderr)
            return False
        return True
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    return True


def main():
    arguments = sys.argv[1:]
    if arguments not in ([], ["--check"]):
        print("usage: scripts/timezone_data.py [--check]", file=sys.stderr)
        return 64
    check_versions()
    from timezonefinder import TimezoneFinder
    tf = TimezoneFinder()
    zones = load(tf)
    check_ocean_bands(zones)
    geoms, moved = resolve_overlaps(tf, zones)
    for line in moved:
        print("overlap:", line, file=sys.stderr)
    land = {n: int_rings(g) for n, g in geoms.items()}
    ocean = [r for n, ps in zones.items() if not is_land(n) for r in int_rings(shapely_zone(ps))]
    simplified, stats = simplify_zones(land, ocean)
    print("arcs:", stats, file=sys.stderr)
    tree = QuadTree(simplified)
    blob = tree.encode()
    print("quadtree:", tree.stats, "bytes", len(blob), file=sys.stderr)
    summary = (f"{len(tree.names)} land zones; borders within {EPSILON_LAND}° (land) and {EPSILON_SEA}° (sea); "
               f"{tree.stats['nodes']} cells, {tree.stats['vertices']} vertices, {len(blob)} bytes.")
    ok = write_or_check(SWIFT_OUT, swift_file(blob, summary), "--check" in arguments)
    ok = write_or_check(SAMPLE_OUT, sample_file(tf, land), "--check" in arguments) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
