#!/usr/bin/env python3
"""Reference numbers for Tests/RouteCardGeoTests/ReferenceStatisticsTests.swift, written to
Tests/Fixtures/reference-statistics.json (the test reads that file and needs no Python).

Usage: python3 scripts/reference_statistics.py Tests/Fixtures > Tests/Fixtures/reference-statistics.json
Needs PyPI gpxpy (1.6.2), fitparse (1.2.0) and geographiclib (2.x).

Three kinds of numbers per fixture, each independent of RouteCard's code:

- "rule" (GPX fixtures; no time numbers where the times are broken: a moving average or maximum
  above 300 km/h, or more distance between the timed points than 300 km/h covers from the first
  stamp to the latest): RouteCard's documented rules implemented here from their documentation,
  on gpxpy's parse, with GeographicLib (Karney) geodesics: spike rejection (a run of 1-3 elevations
  standing >= 10 m out from the last kept elevation before and the one after, with both jumps
  steeper than 100 % along the track), then 3 m hysteresis with the last stretch counted; moving
  time over the steps that move forward from the latest stamp so far at >= 0.5 m/s; duration from
  the first stamp to the latest; maximum speed as the highest time-weighted median of the forward
  step speeds whose middles lie within 5 s of a step's middle (at least one step each side, at
  most ten), never below the moving average.
- "gpxpy" (GPX fixtures): gpxpy's own algorithms: get_uphill_downhill() (a 0.3/0.4/0.3 smoothing,
  every rise summed, no threshold) and get_moving_data(stopped_speed_threshold=1.8) (km/h, the
  same 0.5 m/s), plus the median step length, which says how much GPS noise its smoothing sees.
- "device" (FIT fixtures): what the watch or bike computer itself wrote in its session (or lap)
  messages: total_ascent, total_descent (its own barometric filter) and max_speed (its
  instantaneous Doppler or wheel speed, unsmoothed).
"""
import glob, json, os, statistics, sys
import gpxpy
import fitparse
from geographiclib.geodesic import Geodesic

SPIKE_HEIGHT, SPIKE_GRADE, SPIKE_SAMPLES = 10.0, 1.0, 3
NOISE = 3.0
MOVING = 0.5
HALF_WINDOW, NEIGHBOURS = 5.0, 10


def geodesic(a, b):
    return Geodesic.WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude)['s12']


def kept_elevations(samples):
    """samples: [(elevation, along)] of one segment -> the elevations that are not a spike."""
    if not samples:
        return []
    kept, last, i = [samples[0][0]], 0, 1
    while i < len(samples) - 1:
        spike = 0
        for k in range(1, SPIKE_SAMPLES + 1):
            n = i + k
            if n >= len(samples):
                break
            run = [e for e, _ in samples[i:n]]
            before, after = samples[last][0], samples[n][0]
            above = min(run) - max(before, after) >= SPIKE_HEIGHT
            below = min(before, after) - max(run) >= SPIKE_HEIGHT
            if not (above or below):
                continue
            rise = abs(samples[i][0] - before)
            fall = abs(after - samples[n - 1][0])
            if rise > SPIKE_GRADE * (samples[i][1] - samples[last][1]) and \
               fall > SPIKE_GRADE * (samples[n][1] - samples[n - 1][1]):
                spike = k
                break
        if spike:
            i += spike
        else:
            kept.append(samples[i][0])
            last = i
            i += 1
    if len(samples) > 1:
        kept.append(samples[-1][0])
    return kept


def climb(elevations):
    """Hysteresis of NOISE metres; the stretch to the last elevation always counts."""
    gain = loss = 0.0
    turn = peak = None
    direction = 0
    for e in elevations:
        if turn is None:
            turn = peak = e
            continue
        if direction == 0:
            if e - turn >= NOISE:
                direction, peak = 1, e
            elif turn - e >= NOISE:
                direction, peak = -1, e
        elif direction == 1:
            if e > peak:
                peak = e
            elif peak - e >= NOISE:
                gain += peak - turn
                turn, peak, direction = peak, e, -1
        else:
            if e < peak:
                peak = e
            elif e - peak >= NOISE:
                loss += turn - peak
                turn, peak, direction = peak, e, 1
    if turn is None:
        return 0.0, 0.0
    last = elevations[-1]
    if direction == 1:
        gain += peak - turn
        loss += peak - last
    elif direction == -1:
        loss += turn - peak
        gain += last - peak
    elif last > turn:
        gain += last - turn
    else:
        loss += turn - last
    return gain, loss


def smoothed_maximum(steps):
    """steps: [(speed, seconds, middle)] in time order."""
    best = None
    for i, (_, _, middle) in enumerate(steps):
        lo = hi = i
        while lo > 0 and i - lo < NEIGHBOURS and (lo == i or middle - steps[lo - 1][2] <= HALF_WINDOW):
            lo -= 1
        while hi < len(steps) - 1 and hi - i < NEIGHBOURS and (hi == i or steps[hi + 1][2] - middle <= HALF_WINDOW):
            hi += 1
        window = sorted(steps[lo:hi + 1])
        total = sum(s for _, s, _ in window)
        held = 0.0
        for speed, seconds, _ in window:
            held += seconds
            if held >= total / 2:
                best = speed if best is None else max(best, speed)
                break
    return best


def rule(segments):
    gain = loss = moving = moved = 0.0
    first = latest = None
    fastest = None
    has_elevation = has_pairs = False
    timed_distance = 0.0
    for points in segments:
        samples, steps, along = [], [], 0.0
        for index, point in enumerate(points):
            if index > 0:
                previous = points[index - 1]
                step = geodesic(previous, point)
                along += step
                if previous.time and point.time:
                    has_pairs = True
                    t0, t1 = previous.time.timestamp(), point.time.timestamp()
                    dt = t1 - t0
                    timed_distance += step
                    if dt > 0 and t0 >= latest:
                        steps.append((step / dt, dt, t0 + dt / 2))
                        if step / dt >= MOVING:
                            moving += dt
                            moved += step
            if point.elevation is not None:
                samples.append((point.elevation, along))
                has_elevation = True
            if point.time:
                t = point.time.timestamp()
                first = t if first is None else first
                latest = t if latest is None else max(latest, t)
        g, l = climb(kept_elevations(samples))
        gain, loss = gain + g, loss + l
        m = smoothed_maximum(steps)
        if m is not None:
            fastest = m if fastest is None else max(fastest, m)
    out = {}
    if has_elevation:
        out["gain"], out["loss"] = gain, loss
    limit = 300 / 3.6
    average = moved / moving if moving > 0 and moved > 0 else None
    maximum = None if average is None else max(fastest if fastest is not None else average, average)
    span = latest - first if first is not None else 0.0
    if (average or 0) > limit or (maximum or 0) > limit or (timed_distance > 0 and (span <= 0 or timed_distance / span > limit)):
        return out   # broken times: no time statistics at all
    if first is not None:
        out["duration"] = latest - first
    if has_pairs:
        out["moving"] = moving
        if maximum is not None:
            out["max_speed"] = maximum
    return out


def gpx_entry(path):
    text = open(path, encoding='utf-8-sig').read()
    if 'xmlns:gpxpx' not in text:
        text = text.replace('gpxpx:', '')
    gpx = gpxpy.parse(text)
    segments = [s.points for t in gpx.tracks for s in t.segments if s.points]
    if not segments:
        segments = [r.points for r in gpx.routes if r.points]
    if not segments:
        return None
    moving = gpx.get_moving_data(stopped_speed_threshold=1.8)
    up, down = gpx.get_uphill_downhill()
    steps = [geodesic(a, b) for s in segments for a, b in zip(s, s[1:])]
    reference = {"uphill": up, "downhill": down, "median_step": statistics.median(steps) if steps else 0.0}
    if any(p.time for s in segments for p in s):
        reference["moving"] = moving.moving_time
    return {"rule": rule(segments), "gpxpy": reference}


def fit_entry(path):
    device = {}
    laps_max = []
    for message in fitparse.FitFile(path).get_messages():
        values = {field.name: field.value for field in message}
        if message.name == 'session':
            for key in ("total_ascent", "total_descent"):
                if values.get(key) is not None:
                    device[key] = device.get(key, 0) + values[key]
            speed = values.get("enhanced_max_speed") or values.get("max_speed")
            if speed is not None:
                device["max_speed"] = max(device.get("max_speed", 0), speed)
        elif message.name == 'lap':
            speed = values.get("enhanced_max_speed") or values.get("max_speed")
            if speed is not None:
                laps_max.append(speed)
    if "max_speed" not in device and laps_max:
        device["max_speed"] = max(laps_max)
    return {"device": device} if device else None


def main(base):
    files = {}
    for path in sorted(glob.glob(os.path.join(base, '**/*.gpx'), recursive=True)):
        entry = gpx_entry(path)
        if entry:
            files[os.path.relpath(path, base)] = entry
    for path in sorted(glob.glob(os.path.join(base, 'fit/*.fit'))):
        try:
            entry = fit_entry(path)
        except fitparse.FitParseError:
            continue
        if entry:
            files[os.path.relpath(path, base)] = entry
    json.dump({"generator": "scripts/reference_statistics.py (gpxpy %s, fitparse, geographiclib)" % gpxpy.__version__,
               "files": files}, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == '__main__':
    main(sys.argv[1])
