#!/usr/bin/env python3
"""Reference statistics of the GPX fixtures, for Tests/RouteCardInputTests/StatisticsFixtureTests.swift.

Independent of RouteCard: gpxpy 1.6.2 parses, GeographicLib 2.1 (Karney) measures.
Distance: sum of WGS84 geodesic lengths within each drawn segment (track segments when any
has a point, else routes). Bounds: plain min/max (no fixture crosses the antimeridian).
Moving time and moving distance: sum of the time steps (and their lengths) whose time advances
from the latest stamp so far and whose speed is >= 0.5 m/s (the documented rule). Duration: the
first time stamp in track order to the latest. Times whose moving average is above 300 km/h, or
timed steps covering more distance than 300 km/h allows from the first stamp to the latest, are
broken: duration, moving time and moving distance are then nil.
Usage: python3 scripts/fixture_statistics.py Tests/Fixtures
"""
import glob, os, sys
import gpxpy
from geographiclib.geodesic import Geodesic

base = sys.argv[1]
for f in sorted(glob.glob(os.path.join(base, '**/*.gpx'), recursive=True)):
    txt = open(f, encoding='utf-8-sig').read()
    if 'xmlns:gpxpx' not in txt:
        txt = txt.replace('gpxpx:', '')
    g = gpxpy.parse(txt)
    segs = [s.points for t in g.tracks for s in t.segments if s.points]
    if not segs:
        segs = [r.points for r in g.routes if r.points]
    dist = 0.0
    moving = 0.0
    moved = 0.0
    timed_dist = 0.0
    has_pairs = False
    latest = None
    for pts in segs:
        for a, b in zip(pts, pts[1:]):
            d = Geodesic.WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude)['s12']
            dist += d
            if a.time:
                latest = a.time if latest is None else max(latest, a.time)
            if a.time and b.time:
                has_pairs = True
                dt = (b.time - a.time).total_seconds()
                timed_dist += d
                if dt > 0 and a.time >= latest and d / dt >= 0.5:
                    moving += dt
                    moved += d
        if pts and pts[-1].time:
            latest = pts[-1].time if latest is None else max(latest, pts[-1].time)
    pts = [p for s in segs for p in s]
    if not pts:
        continue
    eles = [p.elevation for p in pts if p.elevation is not None]
    times = [p.time for p in pts if p.time is not None]
    dur = (max(times) - times[0]).total_seconds() if times else None
    broken = (moving > 0 and moved / moving > 300 / 3.6) or (timed_dist > 0 and (not dur or timed_dist / dur > 300 / 3.6))
    if broken:
        dur = None
        has_pairs = False
    bbox = [min(p.longitude for p in pts), min(p.latitude for p in pts),
            max(p.longitude for p in pts), max(p.latitude for p in pts)]
    def sw(v):
        return 'nil' if v is None else repr(v)
    print('        .init("%s", points: %d, segments: %d, distance: %r, bbox: %r, elevation: %s, duration: %s, moving: %s, movingDistance: %s),'
          % (os.path.relpath(f, base), len(pts), len(segs), dist, bbox,
             'nil' if not eles else '(%r, %r)' % (min(eles), max(eles)), sw(dur), sw(moving if has_pairs else None),
             sw(moved if has_pairs else None)))
