extension HelpText {
    static let live = """
    routecard live — keep a map of moving markers up to date from a stream of updates.

    USAGE
      routecard live --center LAT,LON --radius DISTANCE -o FRAME.svg [options] < updates.ndjson

    INPUT (standard input, one JSON object per line)
      {"id": "driver-7", "lat": 37.51, "lon": 127.02, "time": "2024-05-01T06:00:00Z", "status": "matched"}
                              Adds driver-7 or moves it (never a duplicate); its icon turns toward
                              its direction of travel. "heading" (degrees) overrides that; other
                              keys ("status", …) are properties the style can use.
      {"id": "driver-7", "remove": true}    Removes driver-7.
      {"clear": true}                       Removes every marker.
      A bad line (not JSON, no id, latitude out of range, …) is reported with its line number
      and skipped; the exit code is then 65 instead of 0.

    OPTIONS
      --center LAT,LON        The centre of the area, in degrees, e.g. 37.5665,126.978.
      --radius DISTANCE       Markers farther than this (geodesic) are dropped: 50km, 800m, 3mi
                              (a bare number is metres). The whole circle fits the frame.
      -o, --output FRAME.svg  The current frame, replaced atomically (temporary file + rename),
                              so a reader never sees half a file.
      --frames DIR            Also write every frame as DIR/000001.svg, 000002.svg, … (created
                              if missing), e.g. to make an animation.
      --interval MS           Write at most one frame per MS milliseconds when updates come faster
                              (the first and the last update always get one). Default 0: a frame
                              after every update.
      --style NAME|PATH       A built-in style or a style JSON file. Default: live.
      --allow-path DIR        Also let a style file read files in DIR (repeatable).
      --tiles [NAME=]FILE     Vector tiles for the style's vector source NAME (without NAME:
                              its only one), as in render; read once, for the fixed view.
      --route GPX             A route to draw under the markers; it then fixes the view.
      --size WxH              Canvas size in points (overrides the style).
      --preset NAME           A card shape: square, portrait, story or link (as in render).
      --padding P             Space around the circle in points: 1, 2 or 4 numbers, CSS order.
      --title TEXT            The text of {name} and {title}.
      --timezone ZONE         IANA zone for {date} and {time}, e.g. Asia/Seoul (overrides the
                              style's "timezone"; default: the zone at the route's first timed
                              point, else at the --center).
      --sport SPORT           run, ride, walk, hike, swim, ski or other: the --route's sport
                              instead of the one its file names (as in render).
      --max-hr BPM            A heart-rate ramp scaled to the --route drawn in zones of it.
      --privacy-zone LAT,LON,R  Hide the --route within R metres of LAT,LON (repeatable).
      --privacy-trim M        Hide the first and last M metres of the --route.
      --no-attribution        Do not add the small map-data credit to a style that draws map
                              data without an attribution layer.
      --png FRAME.png         Also write each frame as a PNG (atomically), at the style's
                              canvas.scale or --scale; with --frames, numbered PNGs too.
      --scale S               PNG pixels per point, e.g. 2 (overrides the style).
      -q, --quiet             Do not print the summary at the end, nor the route's warnings.
      -h, --help              Show this help.

    At end of input, or on SIGINT/SIGTERM, the final frame is written and the command exits.
    """
}
