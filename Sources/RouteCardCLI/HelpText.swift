/// The `--help` texts.
enum HelpText {
    static let version = "routecard 0.1.0"

    static let main = """
    routecard — turn a GPS route into a finished picture (a route card), offline: SVG, PNG, PDF.

    USAGE
      routecard render (INPUT | --example) [-o OUT.svg|.png|.pdf] [--png OUT] [--pdf OUT] [options]
      routecard batch JOBS [--jobs N] [--out-dir DIR] [--force]
      routecard styles                      list the built-in styles
      routecard --help | --version

    COMMANDS
      render    Fit the route on a card and draw it with a style.
      batch     Render many cards from a file of JSON lines, in parallel.
      styles    List the built-in style names.

    EXAMPLES
      routecard render --example -o card.svg
      routecard render run.gpx --style dark --size 1080x1350 -o run.svg
      cat ride.gpx | routecard render - --title "Sunday ride" -o - > ride.svg
      routecard render run.gpx --png run.png --pdf run.pdf --scale 3
      routecard batch cards.ndjson --out-dir out --jobs 2

    Run `routecard render --help` for every option. Exit codes: 0 success, 1 failure
    (missing file, unwritable output), 64 bad option, 65 bad input or style content.
    """

    static let render = """
    routecard render — draw a route card as SVG, PNG and/or PDF.

    USAGE
      routecard render (INPUT | --example) [options]

    INPUT
      A GPX 1.0/1.1 file, or - for standard input. Track segments are drawn (each on its own,
      never joined across gaps); a file without track points draws its routes; waypoints
      become markers. A file with nothing to draw is an error (exit 65).
      --example               Render the bundled example (a 4.2 km run in Helsinki).

    OPTIONS
      -o, --output OUT        Where to write; the extension picks the format: .svg, .png
                              or .pdf; - writes SVG to standard output. Default (when no
                              output option is given): INPUT's name with .svg in the
                              current folder (standard output when INPUT is -).
      --svg OUT               Write the SVG to OUT (- for standard output).
      --png OUT               Write a PNG at the scale (- for standard output). Pixel
                              size = canvas size × scale, at most 100 megapixels (exit 65).
      --pdf OUT               Write a one-page vector PDF, canvas size in points.
      --style NAME|PATH       A built-in style (default, dark, minimal) or a style JSON file.
                              Default: default.
      --size WxH              Canvas size in points, e.g. 1080x1350 (overrides the style).
      --scale S               PNG pixels per point, e.g. 2 or 1.5 (overrides the style's
                              canvas.scale; the layout is the same at every scale).
      --padding P             Space around the drawn route in points: 1, 2 or 4 numbers in
                              CSS order, e.g. 40 or 40,24 or 150,56,64,56.
      --title TEXT            Replaces the track name in {name} and {title}.
      -q, --quiet             Do not print what was written.
      -h, --help              Show this help.

    Any combination of outputs is written in one run, each atomically: on any error no
    partial file is left behind. Only one output can go to standard output.
    """

    static let batch = """
    routecard batch — render many cards from a jobs file, on several workers at once.

    USAGE
      routecard batch JOBS [--jobs N] [--out-dir DIR] [--force] [-q]

    JOBS
      A file (or - for standard input) with one JSON object per line, one card each. Its
      keys mirror render's long options:
        {"input": "run.gpx", "style": "dark", "png": "run.png", "pdf": "run.pdf",
         "size": "800x800", "scale": 2, "padding": "40", "title": "Morning run"}
      input is required; svg, png, pdf and output (format from the extension) name the
      outputs (default: the input's name with .svg). Relative input and style-file paths
      resolve against the jobs file's folder (the current folder for -); relative outputs
      against --out-dir when given, else the jobs file's folder. Blank lines are skipped.

    OPTIONS
      -j, --jobs N            Cards rendered at once (default: the number of cores).
      --out-dir DIR           Folder for relative output paths (created when missing).
      --force                 Render every card, even when its outputs are up to date
                              (newer than both its input and its style file).
      -q, --quiet             Print only the summary and the failures.
      -h, --help              Show this help.

    Progress goes to standard error: a bar with count, rate and ETA on a terminal, one line
    per card otherwise. A failing card does not stop the others. At the end: a summary
    ("200 cards, 2 failed") and each failure with its line number. Exit 0 when every card
    was written or up to date, 1 when any failed, 64 for bad options.
    """
}
