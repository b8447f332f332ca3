import RouteCardEngine
import RouteCardService

/// The `--help` texts.
enum HelpText {
    static let version = CardEngine.version

    static let main = """
    routecard — turn a GPS route into a finished picture (a route card), offline: SVG, PNG, PDF.

    USAGE
      routecard render (INPUT | --polyline TEXT | --example) [-o OUT.svg|.png|.pdf] [--png OUT] [--pdf OUT] [options]
      routecard batch JOBS [--jobs N] [--out-dir DIR] [--force] [--shard K/N]
      routecard serve [--port 8080] [--host ADDR] [--styles DIR] [--tiles NAME=FILE …]   an HTTP card API
      routecard info INPUT [--json]         print distance, climb, times and bounds
      routecard live --center LAT,LON --radius 50km -o FRAME.svg < updates.ndjson
      routecard rasterize IN.svg -o OUT.png|OUT.pdf [--scale S]   any SVG to PNG or PDF
      routecard styles [--spec [TYPE …]]    list the built-in styles, or every layer type's properties
      routecard style-check STYLE.json      how much of a MapLibre style a card draws
      routecard help [COMMAND] | --help | --version

    COMMANDS
      render    Fit the route on a card and draw it with a style.
      batch     Render many cards from a file of JSON lines, in parallel.
      serve     Render cards on demand over HTTP (POST a route, get a PNG, SVG or PDF).
      info      Print a route's statistics (or one JSON object with --json).
      live      Keep a map of moving markers (drivers nearby) up to date from NDJSON updates.
      rasterize Draw any SVG as PNG or PDF in this process (what rsvg-convert does, loading nothing
                outside the document).
      styles    List the built-in style names; --spec prints the layer types' properties.
      style-check  Check a MapLibre (or RouteCard) style: its mistakes, what a card
                approximates or leaves out, and the share of layers and properties drawn.

    EXAMPLES
      routecard render --example -o card.svg
      routecard render run.gpx --style dark --size 1080x1350 -o run.svg
      cat ride.gpx | routecard render - --title "Sunday ride" -o - > ride.svg
      routecard render run.gpx --png run.png --pdf run.pdf --scale 3
      routecard batch cards.ndjson --out-dir out --jobs 2
      routecard info ride.geojson --json
      routecard render run.gpx --basemap positron.json --tiles openmaptiles=city.pmtiles -o run.png

    Run `routecard render --help` for every option. Exit codes: 0 success, 1 failure
    (missing file, unwritable output), 64 bad option, 65 bad input or style content.
    """

    static let rasterize = """
    routecard rasterize — draw any SVG as a PNG or a one-page PDF, in this process.

    USAGE
      routecard rasterize (IN.svg | -) -o (OUT.png | OUT.pdf | -) [options]

    The same drawing as cards get (librsvg and cairo): the document's width and height give the
    canvas, unitless numbers are pixels at scale 1. librsvg is given no base URI, so nothing
    outside the document is loaded (no file, no network; data: URIs inside it are drawn), and a
    PNG above 100 megapixels is refused before any pixel memory is allocated.

    OPTIONS
      -o, --output OUT        .png or .pdf (from the extension), or - for a PNG on standard output.
      --scale S               PNG pixels per SVG unit, 0.1…10, e.g. 2 or 1.5 (default 1).
      --transparent           Leave what the document does not cover transparent (default: white).
      --png-compression C     fast (default: zlib's run-length mode, rows filtered and deflated
                              on every core) or small (level 9: smaller files, slower).
      --max-input BYTES       Largest SVG read (K, M, G suffixes; default 256M).
      --max-pixels N          Most pixels of the PNG and the raster images the SVG embeds
                              (data: URIs, each distinct one once), together (default 100000000).
      -q, --quiet             No "wrote …" line.

    EXAMPLES
      routecard rasterize card.svg -o card.png --scale 2
      routecard rasterize card.svg -o card.pdf
      cat drawing.svg | routecard rasterize - -o - > drawing.png

    Exit codes: 0 success, 1 unreadable input or unwritable output, 64 bad option, 65 an SVG
    librsvg cannot read or a picture over the pixel limit.
    """

    static let styles = """
    routecard styles — the built-in styles and the style reference.

    USAGE
      routecard styles                      the built-in style names, one per line
      routecard styles --spec [TYPE …]      every property of each layer type (or of the named ones):
                                            key, values, default and what it does
      routecard styles --spec --markdown    the same as Markdown tables (the README's style reference)

    The reference is generated from the properties each layer type declares, plugins included
    (a program that registers its own layer types lists them too).

    EXAMPLES
      routecard styles --spec route markers
      routecard styles --spec text
    """

    static let styleCheck = """
    routecard style-check — how much of a MapLibre style a route card draws.

    USAGE
      routecard style-check STYLE.json [--allow-path DIR] [--sprite BASE]
      routecard style-check --properties    every MapLibre property and what a card does
                                            with it, as Markdown tables

    STYLE.json is a MapLibre GL style (specification v8: Positron, OSM Bright, a Maputnik
    export, …) or a RouteCard style, whose "basemap" MapLibre style is then checked too.
    Nothing is fetched: hosted sources, glyphs and sprites are not read; with --sprite BASE
    the icons count as drawn from that local sprite.

    It prints:
      - errors (exit 65), each FILE:LINE:COLUMN: an unknown layer type or property (with
        the spelling meant), a bad colour, an expression with the wrong arguments;
      - warnings, once per kind with its first layer: what a card approximates (line-blur,
        text-font mapped to installed fonts, text-translate) or leaves out (text-halo-blur,
        icons, fill-extrusion and heatmap layers);
      - the layers drawn, hidden ("visibility": "none", as in MapLibre) and skipped (with the
        reason), and the property uses (every paint and layout key of every shown layer)
        supported, approximated and ignored, as counts and percentages.

    To draw the style under a route:
      routecard render run.gpx --basemap STYLE.json --tiles openmaptiles=city.pmtiles
    (the sources it names are bound to local tiles with --tiles NAME=FILE; a style file
    may name it as "basemap": {"maplibre": "STYLE.json", "sources": {"NAME": "pmtiles://FILE"}}).

    EXAMPLE
      $ routecard style-check positron.json
      positron.json: MapLibre style "Positron", no errors
      positron.json:161:9: warning: layers[8].paint.text-halo-blur: text-halo-blur is not drawn: …
      layers: 50 — drawn 50 of the 50 MapLibre shows (100.0 %), hidden 0, skipped 0
      property uses: 336 — supported … approximated … ignored …
    """

    static let render = """
    routecard render — draw a route card as SVG, PNG and/or PDF.

    USAGE
      routecard render (INPUT | --polyline TEXT | --example) [options]

    \(CardOptionsReference.help())

    EXAMPLES
      routecard render run.gpx --style dark --size 1080x1350 -o run.svg
      routecard render run.gpx --png run.png --pdf run.pdf --scale 3
      routecard render run.gpx --preset story --privacy-zone 60.17,24.94,300 -o story.png
      routecard render run.gpx --basemap positron.json --tiles openmaptiles=city.pmtiles -o run.png

    Every option is also a batch job key or an option of batch itself, and (unless it names a
    file or sets a limit) a query parameter of serve: see routecard help batch and routecard
    help serve. Any combination of outputs is written in one run, each atomically: on any error
    no partial file is left behind. Exit codes: 0 success, 1 unreadable input or unwritable
    output, 64 bad option, 65 bad input or style content (or a PNG over the pixel limit).
    """

    static let serve = """
    routecard serve — a self-hosted, stateless HTTP API that renders route cards on demand.

    USAGE
      routecard serve [--port 8080] [--host 127.0.0.1] [--styles DIR] [--config FILE] [--tiles NAME=FILE …]
                      [--workers N] [--queue N] [limits]

    ENDPOINTS
      POST /render?style=NAME&size=WxH&scale=S&format=png|jpg|webp|svg|pdf&title=TEXT&padding=P
          The body is the route: GPX, GeoJSON, an encoded polyline, CSV, TCX, KML or FIT, named by
          Content-Type (application/gpx+xml, application/geo+json, text/csv, …) or detected
          (application/octet-stream). Answers the card (default PNG, the style's size) with
          Content-Type, Content-Length, an ETag and Cache-Control; the output is deterministic, so
          If-None-Match with the ETag answers 304 without rendering. With --allow-style-upload, a
          multipart/form-data body may bring its own style: part "route" (the route file, its
          Content-Type naming the format) and part "style" (a style JSON, read with every file
          refused: only built-in map data, no tiles), e.g. curl -F style=@s.json -F route=@run.gpx.
      GET /static/VIEW/WxH[@2x].png?path=enc:POLYLINE&marker=LON,LAT&style=NAME
      GET /styles/NAME/static/VIEW/WxH[@2x].png?path=LON,LAT|LON,LAT|…
          TileServer GL's static shape. VIEW: auto (fitted to the path), LON,LAT,ZOOM (a centre
          and MapLibre's zoom; @0 or @0,0 for bearing and pitch) or MINX,MINY,MAXX,MAXY (a box);
          with a view the path is optional. path (repeatable; enc: then a precision-5 polyline,
          or LON,LAT pairs; latlng=1 for LAT,LON) and marker (a waypoint); its drawing parameters
          (stroke, width, fill, padding, …) are accepted and ignored: the style draws the card.
      GET /styles.json             TileServer GL's list of the served styles, each with its url.
      GET /styles/NAME/style.json  A served style's JSON (also /styles/NAME.json).
      GET /           A page to try it in a browser: the styles with a sample card each, a form
                      to upload a route and see, download and copy the request of its card.
      GET /styles/NAME/preview.png  The style's sample card (the built-in example route).
      GET /health     200 while the process runs (liveness).
      GET /ready      200 with the served styles once loaded; 503 while draining (readiness).
      GET /metrics    Prometheus text: requests by route and status, a latency histogram, body
                      bytes sent, renders in flight, queue length, refused renders, tile cache
                      hits and misses.
      Errors are JSON, {"error": "…", "location": "line:col"} (location: where in the body),
      with 400 (bad parameter), 404, 405, 413 (body too large), 415 (Content-Type), 422 (a route
      that cannot be drawn, too many points or pixels) and 503 with Retry-After (busy, too slow).

    STYLES AND TILES
      Requests name styles, never files. The built-in styles are served, and every NAME.json
      of --styles DIR (replacing a built-in style of that name); all are loaded and checked at
      start: a style with mistakes stops start-up with its diagnostics. A built-in style whose
      tile source has no tiles (streets, raster) is served once --tiles NAME=FILE gives them
      (a .pmtiles or .mbtiles file, or a folder of tiles), for every style with source NAME.
      --config FILE reads TileServer GL's config.json: its "styles" (id → a card style or a
      MapLibre style file, drawn as the base map under the streets card style) and "data"
      (id → "mbtiles" or "pmtiles" file), a source "url": "mbtiles://{ID}" reading data ID.

    OPTIONS
      -p, --port N            Port (default 8080; 0 picks a free one, printed at start).
      --host ADDR             Numeric address to listen on (default 127.0.0.1, this machine
                              only; 0.0.0.0 in a container).
      --styles DIR            Style files to serve beside the built-in ones.
      --config FILE           A TileServer GL config.json: its styles and data (see above).
      --tiles NAME=FILE       Tiles for the tile source NAME (repeatable).
      --workers N             Renders at once (default: the number of cores).
      --queue N               Requests that may wait for a worker (default 4 × workers);
                              beyond it: 503 with Retry-After, at once.
      --allow-style-upload    Accept a style sent with a request (see POST /render).
      --cors off|*|ORIGINS    Which web pages of other origins may read the answers: * (the
                              default, Access-Control-Allow-Origin: *), off, or a list such as
                              https://app.example,http://localhost:3000; OPTIONS preflights
                              are answered with the path's methods.
      -q, --quiet             No access log.

    LIMITS
      --max-body SIZE         Largest body (default 10M; 512k, 65536 …); larger: 413.
      --max-points N          Most points of a posted route (default 500000); more: 422.
      --max-pixels N          Most pixels of a PNG with the icons and tiles it embeds, and of
                              a PDF's embedded images (default 25000000); more: 422.
      --render-timeout T      Most time from arrival to card, queue included (default 15s);
                              over it: 503. The render stops at its next step.
      --client-timeout S      Seconds a connection may be silent, e.g. a stalled upload
                              (default 30); then it is closed.
      --max-connections N     Connections at once (default 256).
      --max-client-connections N
                              Connections at once from one client address (default 64; 0: no
                              limit), so one client cannot take them all from a health probe.
      --min-upload-rate SIZE  Slowest average rate of a body after its first 10 s (default 1k,
                              bytes a second; 0: any); slower: the connection is closed.
      --max-age S             Cache-Control max-age of cards (default 86400).
      --drain-timeout T       On SIGTERM or SIGINT: stop accepting, let requests in flight
                              finish for up to T (default 25s), then exit 0.
      A client that hangs up while waiting for a worker leaves the queue without a render; one
      that hangs up mid-response stops the sending.

    LOG
      One line per request on standard error: METHOD PATH STATUS BYTES MS, and why it ended
      early (client_gone, timed_out, shutdown) when it did. The query is not logged.

    EXAMPLES
      routecard serve --port 8080 --workers 2
      curl -s --data-binary @run.gpx -H 'Content-Type: application/gpx+xml' \
           'http://127.0.0.1:8080/render?style=dark&size=1080x1350&scale=2' -o run.png
      curl -s 'http://127.0.0.1:8080/static/auto/600x400@2x.png?path=enc:_p~iF~ps|U_ulLnnqC_mqNvxq`@' -o route.png
      routecard serve --host 0.0.0.0 --styles /etc/routecard/styles --tiles openmaptiles=/data/planet.pmtiles
    """

    static let batch = """
    routecard batch — render many cards from a jobs file, on several workers at once.

    USAGE
      routecard batch JOBS [--jobs N] [--out-dir DIR] [--force] [--shard K/N] [-q]
      routecard batch --from-export DIR [--style S] [--as png|svg|pdf] [--print-jobs] [options]

    JOBS
      A file (or - for standard input) with one JSON object per line, one card each. Its
      keys mirror render's long options:
        {"input": "run.gpx", "style": "dark", "png": "run.png", "pdf": "run.pdf",
         "size": "800x800", "scale": 2, "padding": "40", "title": "Morning run",
         "timezone": "Europe/Helsinki", "animate": "8s", "no-attribution": true,
         "tiles": "monaco.pmtiles"}
      input (or polyline, an encoded polyline) is required. The keys, each read as render
      reads its option (routecard help batch --markdown prints their JSON values):
    \(CardOptionsReference.wrap(BatchJobReader.keys.joined(separator: ", "), width: 84).map { "    " + $0 }.joined(separator: "\n"))
      svg, png, pdf and output (format from the
      extension) name the outputs (default: the input's name with .svg). Relative input,
      style-file, allow-path and tiles paths resolve against the jobs file's folder (the
      current folder for -); relative outputs against --out-dir when given, else the jobs
      file's folder. Blank lines are skipped. Tile archives and decoded tiles are shared
      by every card of the batch.

    FROM AN EXPORT
      --from-export DIR       One card per activity of an unpacked Strava bulk export (its
                              activities.csv gives each file, its name as the title and its
                              date and id as the output name, 2019-01-05-2071547893.png) or
                              of any folder of .fit, .gpx, .tcx and .kml files (also .gz),
                              searched recursively. Outputs go to --out-dir, else the
                              current folder.
      --style S               The style of every card (default: default).
      --as png|svg|pdf        The cards' format (default: png).
      --print-jobs            Print the jobs file instead of rendering, to edit and rerun
                              (inputs as absolute paths: it works wherever it is saved).

    OPTIONS
      -j, --jobs N            Cards rendered at once (default: the number of cores).
      --out-dir DIR           Folder for relative output paths (created when missing).
                              Outputs must stay inside it (no absolute paths, no ../,
                              no link that leads out), and two jobs may not write one file.
      --allow-outside-out-dir Let jobs write outside the output folder.
      --max-input BYTES, --max-points N
                              Limits of the jobs file and of every card's input, as in render.
      --user-agent CONTACT, --offline, --allow-missing-tiles, --tile-cache DIR, --tile-connections N
                              How every card fetches tiles over HTTP, as in render.
      --shard K/N             Render only shard K of N: the jobs on lines K, K+N, K+2N, …, so
                              N processes (machines) over one jobs file and one shared
                              --out-dir make every card once; a rerun skips what is done.
      --shard auto/N          K from the scheduler: JOB_COMPLETION_INDEX (a Kubernetes Indexed
                              Job) or AWS_BATCH_JOB_ARRAY_INDEX (an AWS Batch array job), 0-based.
      --force                 Render every card, even when its outputs are up to date
                              (newer than both its input and its style file).
      -q, --quiet             Print only the summary and the failures.
      -h, --help              Show this help.

    Progress goes to standard error: a bar with count, rate and ETA on a terminal, one line
    per card otherwise. A failing card does not stop the others. At the end: a summary
    ("200 cards, 2 failed") and each failure with its line number. Exit 0 when every card
    was written or up to date, 1 when any failed, 64 for bad options.
    """

    static let info = """
    routecard info — print a route's statistics.

    USAGE
      routecard info (INPUT | --polyline TEXT) [--json] [options]

    INPUT
      A GPX, GeoJSON, encoded polyline, CSV, FIT, TCX or KML file (also gzip'd), or - for
      standard input.

    OPTIONS
      --json                  One JSON object: name, activity (the sport the file names),
                              sport (run, ride, walk, hike, swim, ski or other), points,
                              unplaced_records (records without a position, counted
                              for the times), segments, waypoints, distance_m,
                              elevation_gain_m, elevation_loss_m, min/max_elevation_m,
                              duration_s, moving_time_s, average/max_speed_mps, pace_s_per_km,
                              start_time (ISO 8601, UTC), start_time_local (with the zone's
                              offset), timezone, timezone_source (option, position or utc)
                              and bbox [west, south, east, north]; unknown values are null.
      --format F              gpx, geojson, polyline, polyline6, csv, fit, tcx or kml:
                              skips detection (a gzip'd input is still inflated).
      --polyline TEXT         Read an encoded polyline given on the command line.
      --timezone ZONE         IANA zone for the start time and the title (default: the zone
                              where the route's first timed point is, UTC without one).
      --units U               metric (default) or imperial, for text output.
      --privacy-zone LAT,LON,R, --privacy-trim M
                              As in render: bounds and bbox then cover only the visible
                              route (none when all is hidden); every other value still
                              counts the whole route.
      --max-input BYTES, --max-points N
                              As in render: the input's size and point limits.
      -h, --help              Show this help.

    Distance is measured on the WGS84 ellipsoid within segments, never across gaps. Climbs and
    descents under 3 m are ignored as GPS noise; moving time counts stretches faster than 0.5 m/s.
    """
}
