/// The `--help` texts.
enum HelpText {
    static let version = "routecard 0.1.0"

    static let main = """
    routecard — turn a GPS route into a finished picture (a route card), offline, as SVG.

    USAGE
      routecard render (INPUT | --example) [-o OUT.svg] [--style NAME|PATH] [options]
      routecard live --center LAT,LON --radius 50km -o FRAME.svg < updates.ndjson
      routecard styles                      list the built-in styles
      routecard --help | --version

    COMMANDS
      render    Fit the route on a card and draw it with a style.
      live      Keep a map of moving markers (drivers nearby) up to date from NDJSON updates.
      styles    List the built-in style names.

    EXAMPLES
      routecard render --example -o card.svg
      routecard render run.gpx --style dark --size 1080x1350 -o run.svg
      cat ride.gpx | routecard render - --title "Sunday ride" -o - > ride.svg

    Run `routecard render --help` for every option. Exit codes: 0 success, 1 failure
    (missing file, unwritable output), 64 bad option, 65 bad input or style content.
    """

    static let render = """
    routecard render — draw a route card as SVG.

    USAGE
      routecard render (INPUT | --example) [options]

    INPUT
      A GPX 1.0/1.1 file, or - for standard input. Track segments are drawn (each on its own,
      never joined across gaps); a file without track points draws its routes; waypoints
      become markers. A file with nothing to draw is an error (exit 65).
      --example               Render the bundled example (a 4.2 km run in Helsinki).

    OPTIONS
      -o, --output OUT        Where to write: a .svg path, or - for standard output.
                              Default: INPUT's name with .svg in the current folder
                              (standard output when INPUT is -). PNG and PDF output come
                              with the rasterizer and are not available yet.
      --style NAME|PATH       A built-in style (default, dark, minimal, live) or a style JSON file.
                              Default: default.
      --size WxH              Canvas size in points, e.g. 1080x1350 (overrides the style).
      --scale S               Pixel density for raster output, e.g. 2 (overrides the style;
                              SVG geometry is unchanged, only the simplification tolerance).
      --padding P             Space around the drawn route in points: 1, 2 or 4 numbers in
                              CSS order, e.g. 40 or 40,24 or 150,56,64,56.
      --title TEXT            Replaces the track name in {name} and {title}.
      --animate DURATION      An animated SVG for sharing: the route draws itself and a marker
                              travels along it in DURATION (8s, 1500ms; a bare number is
                              seconds). Static renderers show the finished card.
      -q, --quiet             Do not print what was written.
      -h, --help              Show this help.

    The output file is written atomically: on any error no file is left behind.
    """
}
