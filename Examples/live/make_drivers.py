#!/usr/bin/env python3
"""Writes Examples/live/drivers.ndjson: a few drivers around Seoul City Hall, one update per
driver every 15 seconds, for `routecard live` (see the README's "Live maps" section).

Deterministic: straight-line motion at fixed speeds on a local flat approximation (1e-5 deg
steps), rounded to 6 decimals. driver-3 drives out of the 3 km circle and disappears, driver-6
is removed, driver-7 drives in from outside, driver-2 gets matched half-way.
"""
import json
import math
import pathlib

CENTER = (37.5665, 126.9780)
M_PER_DEG_LAT = 111_132.0
M_PER_DEG_LON = 111_320.0 * math.cos(math.radians(CENTER[0]))


def offset(north_m, east_m):
    return (round(CENTER[0] + north_m / M_PER_DEG_LAT, 6), round(CENTER[1] + east_m / M_PER_DEG_LON, 6))


# id: (start north m, start east m, heading deg, speed m/s)
DRIVERS = {
    "driver-1": (-1500, -1200, 40, 5),
    "driver-2": (900, 1500, 250, 5),
    "driver-3": (-400, -2000, 270, 8),
    "driver-4": (1500, -1200, 120, 5),
    "driver-5": (-2500, 1200, 10, 4),
    "driver-6": (400, 300, 180, 5),
    "driver-7": (3300, 600, 200, 6),
    "driver-8": (200, 2700, 350, 3),
}


def main():
    lines = []
    for step in range(16):
        seconds = step * 15
        time = f"2024-05-01T06:{seconds // 60:02d}:{seconds % 60:02d}Z"
        for driver, (north, east, heading, speed) in DRIVERS.items():
            if driver == "driver-6" and step == 8:
                lines.append({"id": driver, "remove": True})
                continue
            if driver == "driver-6" and step > 8:
                continue
            if driver == "driver-4" and step >= 10:
                step_used = 10  # parked: same position, keeps its last heading
            else:
                step_used = step
            distance = speed * 15 * step_used
            n = north + distance * math.cos(math.radians(heading))
            e = east + distance * math.sin(math.radians(heading))
            lat, lon = offset(n, e)
            update = {"id": driver, "lat": lat, "lon": lon, "time": time}
            if driver == "driver-1" or (driver == "driver-2" and step >= 8):
                update["status"] = "matched"
            else:
                update["status"] = "available"
            lines.append(update)
    out = pathlib.Path(__file__).with_name("drivers.ndjson")
    out.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    print(f"wrote {out} ({len(lines)} lines)")


if __name__ == "__main__":
    main()
