"""py-staticmaps' SVG of one GPX track, no map tiles: the peer `make bench` times RouteCard against.

usage: staticmaps_svg.py TRACK.gpx OUT.svg [WIDTH HEIGHT]
"""
import sys

import gpxpy
import staticmaps


def main() -> None:
    source, target = sys.argv[1], sys.argv[2]
    width, height = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (800, 800)
    context = staticmaps.Context()
    context.set_tile_provider(staticmaps.tile_provider_None)
    with open(source, encoding="utf-8") as handle:
        gpx = gpxpy.parse(handle)
    for track in gpx.tracks:
        for segment in track.segments:
            line = [staticmaps.create_latlng(p.latitude, p.longitude) for p in segment.points]
            if len(line) > 1:
                context.add_object(staticmaps.Line(line, color=staticmaps.parse_color("#e4572e"), width=4))
                context.add_object(staticmaps.Marker(line[0], color=staticmaps.GREEN, size=10))
                context.add_object(staticmaps.Marker(line[-1], color=staticmaps.RED, size=10))
    drawing = context.render_svg(width, height)
    with open(target, "w", encoding="utf-8") as handle:
        drawing.write(handle, pretty=False)


if __name__ == "__main__":
    main()
