/// The `--help` texts.
enum HelpText {
    static let version = "routecard 0.1.0"

    static let main = """
    routecard — turn a GPS route into a finished picture (a route card), offline, as SVG.

    USAGE
      routecard render (INPUT | --example) [-o OUT.svg] [--style NAME|PATH] [options]
      routecard info INPUT [--json]         print distance, climb, times and bounds
      routecard styles                      list the built-in styles
      routecard --help | --version

    COMMANDS
      render    Fit the route on a card and draw it with a style.
      info      Print a route's statistics (or one JSON object with --json).
      styles    List the built-in style names.

    EXAMPLES
      routecard render --example -o card.svg
      routecard render run.gpx --style dark --size 1080x1350 -o run.svg
      cat ride.gpx | routecard render - --title "Sunday ride" -o - > ride.svg
      routecard info ride.geojson --json

    Run `routecard render --help` for every option. Exit codes: 0 success, 1 failure
    (missing file, unwritable output), 64 bad option, 65 bad input or style content.
    """

    static let render = """
    routecard render — draw a route card as SVG.

    USAGE
      routecard render (INPUT | --polyline TEXT | --example) [options]

    INPUT
      A route file, or - for standard input: GPX 1.0/1.1, GeoJSON, an encoded polyline or
      CSV (format from the extension, else from the content; see --format). Track segments
      are drawn (each on its own, never joined across gaps); a file without track points
      draws its routes; waypoints become markers. A file with nothing to draw is an error
      (exit 65).
      --example               Render the bundled example (a 4.2 km run in Helsinki).
      --polyline TEXT         Draw an encoded polyline given on the command line.
      --format F              gpx, geojson, polyline, polyline6 or csv: skips detection.

    OPTIONS
      -o, --output OUT        Where to write: a .svg path, or - for standard output.
                              Default: INPUT's name with .svg in the current folder
                              (standard output when INPUT is -). PNG and PDF output come
                              with the rasterizer and are not available yet.
      --style NAME|PATH       A built-in style (default, dark, minimal) or a style JSON file.
                              Default: default.
      --size WxH              Canvas size in points, e.g. 1080x1350 (overrides the style).
      --scale S               Pixel density for raster output, e.g. 2 (overrides the style;
                              SVG geometry is unchanged, only the simplification tolerance).
      --padding P             Space around the drawn route in points: 1, 2 or 4 numbers in
                              CSS order, e.g. 40 or 40,24 or 150,56,64,56.
      --title TEXT            Replaces the track name in {name} and {title}.
      --timezone ZONE         IANA zone for {date}, {time}, {start_time}, e.g. Asia/Seoul
                              (overrides the style's "timezone"; default UTC).
      -q, --quiet             Do not print what was written.
      -h, --help              Show this help.

    The output file is written atomically: on any error no file is left behind.
    """

    static let info = """
    routecard info — print a route's statistics.

    USAGE
      routecard info (INPUT | --polyline TEXT) [--json] [options]

    INPUT
      A GPX, GeoJSON, encoded polyline or CSV file, or - for standard input.

    OPTIONS
      --json                  One JSON object: name, points, segments, waypoints, distance_m,
                              elevation_gain_m, elevation_loss_m, min/max_elevation_m,
                              duration_s, moving_time_s, average/max_speed_mps, pace_s_per_km,
                              start_time (ISO 8601, UTC) and bbox [west, south, east, north];
                              unknown values are null.
      --format F              gpx, geojson, polyline, polyline6 or csv: skips detection.
      --polyline TEXT         Read an encoded polyline given on the command line.
      --timezone ZONE         IANA zone for the start time in text output (default UTC).
      --units U               metric (default) or imperial, for text output.
      -h, --help              Show this help.

    Distance is measured on the WGS84 ellipsoid within segments, never across gaps. Climbs and
    descents under 3 m are ignored as GPS noise; moving time counts stretches faster than 0.5 m/s.
    """
}
