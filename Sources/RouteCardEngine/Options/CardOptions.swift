import RouteCardGeo
import RouteCardInput

/// Every option of a card, each declared once (see ``CardOption``), in the order of `render --help`.
package enum CardOptions {
    /// Why serve refuses the options that name files.
    private static let namesFile = "a request never names a file: the map comes from the server's styles and tiles "
        + "(serve --styles DIR, --tiles NAME=FILE)"
    /// Why serve refuses the output options.
    private static let isTheAnswer = "the answer is the card itself: choose its format with format=svg, png or pdf"
    /// Why serve refuses the limits.
    private static let serverLimits = "the limits are the server's (serve --max-body, --max-points, --max-pixels)"
    /// Why serve refuses the tile network options.
    private static let serverNetwork = "tiles over HTTP are the server's settings (serve's options)"

    /// The options, in help order.
    package static let all: [CardOption] = [
        CardOption(name: "input", kind: .positional("INPUT"), group: .input,
                   doc: "A route file, or - for standard input: GPX 1.0/1.1, GeoJSON, an encoded polyline, CSV, FIT (Garmin "
                    + "watches), TCX or KML, each also gzip'd (.gz); the format from the extension, else from the content. Track "
                    + "segments are drawn each on its own (never joined across gaps); a file without track points draws its "
                    + "routes; waypoints become markers. A file with nothing to draw is an error (exit 65).",
                   seeAlso: "Input formats", jobValueDoc: "a route file's path (not -)", job: .key(.string), serveRefusal: "the route is the request's body",
                   field: "CardJob.input", decode: .options { $0.input = $1.last }),
        CardOption(name: "example", kind: .flag, group: .input,
                   doc: "Render the bundled example (a 4.47 km run in Helsinki) instead of INPUT, over the bundled Helsinki "
                    + "map (style map) unless --style is given.",
                   job: .key(.bool), field: "CardJob.input (nil)", decode: .options { options, _ in options.example = true }),
        CardOption(name: "polyline", kind: .value("TEXT"), group: .input,
                   doc: "Draw an encoded polyline given as text instead of INPUT (default output: polyline.svg).",
                   jobValueDoc: "an encoded polyline", job: .key(.string), field: "CardJob.polyline", decode: .options { $0.polyline = $1.last }),
        CardOption(name: "format", kind: .value("F"), group: .input,
                   doc: "gpx, geojson, polyline, polyline6, csv, fit, tcx or kml: skips format detection (a gzip'd input is "
                    + "still inflated).",
                   jobValueDoc: "gpx, geojson, polyline, polyline6, csv, fit, tcx or kml", job: .key(.string), serveRefusal: "a request's route format is its Content-Type; format= is the card's (png, svg or pdf)",
                   field: "CardJob.format", decode: .options { options, values throws(CLIError) in
                       options.format = try InputOptionValues.format(values.last)
                   }),

        CardOption(name: "output", short: "o", kind: .value("OUT"), group: .outputs,
                   doc: "Where to write; the extension picks the format: .svg, .png, .pdf, .jpg (.jpeg) or .webp; - writes SVG to standard output. "
                    + "Default (no output option at all): INPUT's name with .svg in the current folder (standard output when "
                    + "INPUT is -).",
                   jobValueDoc: "an output path", job: .key(.string), serveRefusal: isTheAnswer, field: "CardJob.outputs", decode: .options { $0.output = $1.last }),
        CardOption(name: "svg", kind: .value("OUT"), group: .outputs, doc: "Write the SVG to OUT (- for standard output).",
                   jobValueDoc: "an output path", job: .key(.string), serveRefusal: isTheAnswer, field: "CardJob.outputs", decode: .options { $0.svg = $1.last }),
        CardOption(name: "png", kind: .value("OUT"), group: .outputs,
                   doc: "Write a PNG at the scale (- for standard output): pixel size = canvas size × scale, at most 100 megapixels "
                    + "(see --max-pixels; exit 65 over it).",
                   jobValueDoc: "an output path", job: .key(.string), serveRefusal: isTheAnswer, field: "CardJob.outputs", decode: .options { $0.png = $1.last }),
        CardOption(name: "pdf", kind: .value("OUT"), group: .outputs,
                   doc: "Write a one-page vector PDF, the canvas size in points (- for standard output). Any combination of "
                    + "outputs is written in one run, each atomically; only one may be -.",
                   jobValueDoc: "an output path", job: .key(.string), serveRefusal: isTheAnswer, field: "CardJob.outputs", decode: .options { $0.pdf = $1.last }),
        CardOption(name: "png-compression", kind: .value("C"), group: .outputs,
                   doc: "fast (default: zlib's run-length mode, rows filtered and deflated on every core) or small (level 9: "
                    + "smaller files, slower).",
                   jobValueDoc: "\"fast\" or \"small\"", job: .key(.string), field: "CardJob.pngCompression", decode: .options { options, values throws(CLIError) in
                       options.pngCompression = try InputOptionValues.pngCompression(values.last) ?? options.pngCompression
                   }),
        CardOption(name: "quality", kind: .value("Q"), group: .outputs,
                   doc: "The quality of JPEG and WebP outputs, 1…100 (default 90): libjpeg's and libwebp's scale. An output "
                    + "ending in .jpg, .jpeg or .webp (with -o) is a JPEG on white or a WebP keeping transparency, at the PNG's pixels.",
                   jobValueDoc: "a whole number 1…100", job: .key(.number), field: "CardJob.quality", decode: .options { options, values throws(CLIError) in
                       options.quality = try InputOptionValues.quality(values.last) ?? options.quality
                   }),

        CardOption(name: "style", kind: .value("NAME|PATH"), group: .style,
                   doc: "A built-in style (default, dark, minimal, map, map-dark, live, activity; streets, streets-dark over "
                    + "your OpenMapTiles or Protomaps extract, given with --tiles; raster over raster tiles, given with --tiles) or a style "
                    + "JSON file. A built-in name is always that style; another name without / or .json is the file of that "
                    + "name when one exists. Default: default (map with --example, streets with --basemap). A style file "
                    + "reads icons and map data only inside its own folder (symbolic links resolved) and builtin: data.",
                   seeAlso: "Style format", jobValueDoc: "a built-in style name or a style file", job: .key(.string), live: true, liveDoc: "A built-in style or a style JSON file. Default: live.", field: "CardJob.style",
                   decode: .options { $0.style = $1.last ?? $0.style }),
        CardOption(name: "allow-path", kind: .repeated("DIR"), group: .style,
                   doc: "Also let a style file read icons and map data in DIR (repeatable).",
                   seeAlso: "Files a style may read", jobValueDoc: "a folder or an array of folders", job: .key(.strings), serveRefusal: namesFile, live: true,
                   field: "CardJob.allowedPaths", decode: .options { $0.allowedPaths = $1 }),
        CardOption(name: "tiles", kind: .repeated("[NAME=]FILE"), group: .style,
                   doc: "Tiles for the style's vector or raster source NAME (without NAME: its only one): a .pmtiles or .mbtiles "
                    + "file, a folder of {z}/{x}/{y}.pbf tiles, a PMTiles URL (https://…/a.pmtiles, read by range requests), a "
                    + "tile URL template (https://…/{z}/{x}/{y}.png) or a TileJSON document (a URL or a local .json file); "
                    + "replaces the source's own \"url\" (repeatable, one per source). A style whose tile source names no tiles "
                    + "needs it (exit 64 without); a bad archive or tile is exit 65, a network error or HTTP error status exit 1, "
                    + "each naming the file or URL and the tile.",
                   seeAlso: "Vector tiles", jobValueDoc: "a tile file (NAME=FILE) or an array of them", job: .key(.strings), serveRefusal: namesFile, live: true, liveDoc: "Vector tiles for the style's vector source NAME (without NAME: its only one), as in render; read once, for the fixed view.", field: "CardJob.tiles",
                   decode: .options { options, values throws(CLIError) in options.tiles = try TilesOption.parseAll(values) }),
        CardOption(name: "basemap", kind: .value("FILE"), group: .style,
                   doc: "Draw a MapLibre style (spec v8: Positron, OSM Bright, …) as the base map: its layers in order under "
                    + "the card's route, markers and texts (the card style's own background and map layers are left out). Its "
                    + "sources are bound with --tiles NAME=FILE (hosted URLs are never fetched). Without --style, the card "
                    + "style is streets, or streets-dark over a dark base map (its background's CIE L* lightness below 50). A MapLibre file given as --style works the same way.",
                   seeAlso: "Bring your own MapLibre style", jobValueDoc: "a MapLibre style file", job: .key(.string), serveRefusal: namesFile, field: "CardJob.basemap",
                   decode: .options { $0.basemap = $1.last }),
        CardOption(name: "sprite", kind: .value("BASE"), group: .style,
                   doc: "The base map's sprite, from local files BASE.json and BASE.png (BASE@2x.json/.png at --scale 2 or "
                    + "more when they exist): its symbol layers draw their icon-image icons. Needs --basemap.",
                   jobValueDoc: "the BASE of BASE.json and BASE.png", job: .key(.string), serveRefusal: namesFile, field: "CardJob.sprite", decode: .options { $0.sprite = $1.last }),

        CardOption(name: "user-agent", kind: .value("CONTACT"), group: .network,
                   doc: "Your e-mail or URL in the User-Agent sent to tile servers (\"RouteCard/0.1.0 (+CONTACT)\"; default "
                    + "ROUTECARD_USER_AGENT).",
                   seeAlso: "Tiles over HTTP", job: .batchOption, serveRefusal: serverNetwork, field: "TileNetworkOptions.contact",
                   decode: .network { $0.contact = $1.last }),
        CardOption(name: "offline", kind: .flag, group: .network,
                   doc: "Read tiles from the disk cache only (a missing one fails).",
                   job: .batchOption, serveRefusal: serverNetwork, field: "TileNetworkOptions.offline",
                   decode: .network { options, _ in options.offline = true }),
        CardOption(name: "allow-missing-tiles", kind: .flag, group: .network,
                   doc: "Leave out a tile that cannot be read, with a warning.",
                   job: .batchOption, serveRefusal: serverNetwork, field: "TileNetworkOptions.allowMissingTiles",
                   decode: .network { options, _ in options.allowMissingTiles = true }),
        CardOption(name: "tile-cache", kind: .value("DIR"), group: .network,
                   doc: "The disk cache of fetched tiles (default $XDG_CACHE_HOME/routecard/tiles or ~/.cache/routecard/tiles).",
                   job: .batchOption, serveRefusal: serverNetwork, field: "TileNetworkOptions.cacheDirectory",
                   decode: .network { options, values throws(CLIError) in
                       guard let folder = values.last, !folder.isEmpty else { throw .usage("bad --tile-cache \"\": a folder expected") }
                       options.cacheDirectory = folder
                   }),
        CardOption(name: "tile-connections", kind: .value("N"), group: .network,
                   doc: "Requests at once per tile host, 1…16 (default 4).",
                   job: .batchOption, serveRefusal: serverNetwork, field: "TileNetworkOptions.connectionsPerHost",
                   decode: .network { options, values throws(CLIError) in
                       let text = values.last ?? ""
                       guard let count = Int(text), (1...TileNetworkOptions.maxConnectionsPerHost).contains(count) else {
                           throw .usage("bad --tile-connections \"\(text)\": a whole number 1…\(TileNetworkOptions.maxConnectionsPerHost) expected")
                       }
                       options.connectionsPerHost = count
                   }),

        CardOption(name: "size", kind: .value("WxH"), group: .card,
                   doc: "Canvas size in points, each 1…20000, e.g. 1080x1350 (overrides the style and a preset's size).",
                   seeAlso: "Cards at every size", jobValueDoc: "a string such as \"1080x1350\"", job: .key(.string), live: true, field: "CardJob.overrides.size",
                   decode: .overrides { overrides, values throws(CLIError) in overrides.size = try InputOptionValues.size(values.last) }),
        CardOption(name: "preset", kind: .value("NAME"), group: .card,
                   doc: "A card shape: square 1080x1080, portrait 1080x1350, story 1080x1920 (the top and bottom 250 pt, which "
                    + "Instagram covers with its buttons, kept clear of text and route), link 1200x630 (a link preview). Sizes "
                    + "in the built-in styles follow the card's short side, so every preset works.",
                   seeAlso: "Cards at every size", jobValueDoc: "\"square\", \"portrait\", \"story\" or \"link\"", job: .key(.string), live: true, field: "CardJob.overrides.preset",
                   decode: .overrides { overrides, values throws(CLIError) in overrides.preset = try InputOptionValues.preset(values.last) }),
        CardOption(name: "scale", kind: .value("S"), group: .card,
                   doc: "PNG pixels per point, 0.1…10, e.g. 2 or 1.5 (overrides the style's canvas.scale, 2 in the built-in "
                    + "styles; the layout is the same at every scale).",
                   jobValueDoc: "a number", job: .key(.number), live: true, liveDoc: "PNG pixels per point, e.g. 2 (overrides the style).", field: "CardJob.overrides.scale",
                   decode: .overrides { overrides, values throws(CLIError) in overrides.scale = try InputOptionValues.scale(values.last) }),
        CardOption(name: "padding", kind: .value("P"), group: .card,
                   doc: "Space around the drawn route in points: 1, 2 or 4 numbers in CSS order, e.g. 40 or 40,24 or "
                    + "150,56,64,56, measured from the edges or from the band a title reserves.",
                   seeAlso: "How the route is fitted", jobValueDoc: "a number, an array of numbers or a string such as \"60,40\"", job: .key(.numbers), live: true, liveDoc: "Space around the circle in points: 1, 2 or 4 numbers, CSS order.", field: "CardJob.overrides.padding",
                   decode: .overrides { overrides, values throws(CLIError) in overrides.padding = try InputOptionValues.padding(values.last) }),
        CardOption(name: "center", kind: .value("LAT,LON"), group: .card,
                   doc: "A fixed view instead of one fitted to the route: LAT,LON at the middle of the card, at --zoom. The "
                    + "route, if any, is drawn over it where it falls; without an input the card is the map alone.",
                   seeAlso: "A fixed view: the camera", jobValueDoc: "a string such as \"43.7384,7.4246\"", job: .key(.string),
                   field: "CardJob.overrides.center", decode: .overrides { overrides, values throws(CLIError) in
                       overrides.center = try InputOptionValues.cameraCenter(values.last)
                   }),
        CardOption(name: "zoom", kind: .value("Z"), group: .card,
                   doc: "The zoom of --center's view, 0…24, MapLibre's (a world of 512 × 2^Z points; a card point is a "
                    + "CSS pixel), e.g. 14.5.",
                   seeAlso: "A fixed view: the camera", jobValueDoc: "a number", job: .key(.number), field: "CardJob.overrides.zoom",
                   decode: .overrides { overrides, values throws(CLIError) in overrides.zoom = try InputOptionValues.zoom(values.last) }),
        CardOption(name: "bounds", kind: .value("W,S,E,N"), group: .card,
                   doc: "A fixed view filled by the box WEST,SOUTH,EAST,NORTH in degrees, as MapLibre's fitBounds without "
                    + "padding fills its canvas (the box's longer side touches the edges), e.g. 7.40,43.72,7.44,43.75.",
                   seeAlso: "A fixed view: the camera", jobValueDoc: "a string \"W,S,E,N\" or an array of four numbers", job: .key(.numbers),
                   field: "CardJob.overrides.bounds", decode: .overrides { overrides, values throws(CLIError) in
                       overrides.bounds = try InputOptionValues.bounds(values.last)
                   }),
        CardOption(name: "title", kind: .value("TEXT"), group: .card,
                   doc: "Replaces the track name in {name} and {title}.",
                   jobValueDoc: "a string", job: .key(.string), live: true, field: "CardJob.title", decode: .options { $0.title = $1.last }),
        CardOption(name: "timezone", kind: .value("ZONE"), group: .card,
                   doc: "IANA zone for {date}, {time}, {start_time} and the untitled card's title, e.g. Asia/Seoul (overrides "
                    + "the style's \"timezone\"; default: the zone where the route's first timed point is, UTC without one).",
                   jobValueDoc: "an IANA name such as \"Asia/Seoul\"", job: .key(.string), live: true, liveDoc: "IANA zone for {date} and {time}, e.g. Asia/Seoul (overrides the style's \"timezone\"; default: the zone at the route's first timed point, else at the --center).", field: "CardJob.overrides.timeZone",
                   decode: .overrides { overrides, values throws(CLIError) in
                       overrides.timeZone = try InputOptionValues.timeZone(values.last)
                   }),
        CardOption(name: "sport", kind: .value("SPORT"), group: .card,
                   doc: "run, ride, walk, hike, swim, ski or other: the card's sport instead of the one the file names "
                    + "(GPX type, FIT sport, TCX Sport, KML type, an export's Activity Type). It picks the numbers: speed for "
                    + "rides and ski, pace for runs, walks and swims, climb first for hikes, and the untitled title's word.",
                   seeAlso: "Sports", jobValueDoc: "\"run\", \"ride\", \"walk\", \"hike\", \"swim\", \"ski\" or \"other\"", job: .key(.string), live: true, liveDoc: "run, ride, walk, hike, swim, ski or other: the --route's sport instead of the one its file names (as in render).",
                   field: "CardJob.overrides.sport", decode: .overrides { overrides, values throws(CLIError) in
                       guard let text = values.last else { return }
                       guard let sport = Sport(rawValue: text.lowercased()) else {
                           throw .usage("bad --sport \"\(text)\": one of " + Sport.allCases.map(\.rawValue).joined(separator: ", ") + " expected")
                       }
                       overrides.sport = sport
                   }),
        CardOption(name: "max-hr", kind: .value("BPM"), group: .card,
                   doc: "Your maximum heart rate, 100…250: a heart-rate ramp scaled to the track (line-color-range track, "
                    + "as in the activity style) is drawn in zones of it instead, its stops evenly from 50 % to 100 %.",
                   seeAlso: "Sports", jobValueDoc: "a number of beats per minute", job: .key(.number), live: true, liveDoc: "A heart-rate ramp scaled to the --route drawn in zones of it (100…250).",
                   field: "CardJob.overrides.maxHeartRate", decode: .overrides { overrides, values throws(CLIError) in
                       guard let text = values.last else { return }
                       guard let bpm = InputOptionValues.decimal(text), bpm.isFinite, (100...250).contains(bpm) else {
                           throw .usage("bad --max-hr \"\(text)\": a heart rate of 100…250 beats per minute expected")
                       }
                       overrides.maxHeartRate = bpm
                   }),
        CardOption(name: "no-attribution", kind: .flag, group: .card,
                   doc: "Do not add the small map-data credit to a style that draws map data without an attribution layer.",
                   job: .key(.bool), live: true, field: "CardJob.overrides.noAttribution",
                   decode: .overrides { overrides, _ in overrides.noAttribution = true }),
        CardOption(name: "animate", kind: .value("DURATION"), group: .card,
                   doc: "An animated SVG for sharing: the route draws itself and a marker travels along it in DURATION "
                    + "(0.1…3600 s: 8s, 1500ms; a bare number is seconds). Static renderers show the finished card.",
                   jobValueDoc: "a duration such as \"8s\" or a number of seconds", job: .key(.number), field: "CardJob.animate", decode: .options { options, values throws(CLIError) in
                       let text = values.last ?? ""
                       guard let seconds = RenderOptions.parseDuration(text) else {
                           throw .usage("bad --animate \"\(text)\": expected a duration in 0.1…3600 seconds, e.g. 8s, 1500ms or 12")
                       }
                       options.animate = seconds
                   }),

        CardOption(name: "privacy-zone", kind: .repeated("LAT,LON,R"), group: .privacy,
                   doc: "Hide the route within R metres (300, 300m, 0.5km) of LAT,LON, before fitting: the line ends on the "
                    + "circle, start and finish markers move to the first and last visible points, waypoints inside are "
                    + "dropped (repeatable; added to the style's \"privacy\").",
                   seeAlso: "Privacy zones", jobValueDoc: "a zone \"LAT,LON,R\" or an array of them", job: .key(.strings), live: true, liveDoc: "Hide the --route within R metres of LAT,LON (repeatable).", field: "CardJob.overrides.privacy.zones",
                   decode: .overrides { overrides, values throws(CLIError) in
                       for text in values { overrides.privacy.zones.append(try InputOptionValues.privacyZone(text)) }
                   }),
        CardOption(name: "privacy-trim", kind: .value("M"), group: .privacy,
                   doc: "Hide the first and last M metres of the route (200, 0.3km; the larger of this and the style's "
                    + "trim-start/trim-end). Statistics and text ({distance}, {duration}, …) still count the whole route; no "
                    + "hidden coordinate is written to any output.",
                   jobValueDoc: "a number of metres or a distance such as \"200m\"", job: .key(.number), live: true, liveDoc: "Hide the first and last M metres of the --route.", field: "CardJob.overrides.privacy.trimStart, .trimEnd",
                   decode: .overrides { overrides, values throws(CLIError) in
                       if let trim = try InputOptionValues.privacyTrim(values.last) {
                           overrides.privacy.trimStart = trim
                           overrides.privacy.trimEnd = trim
                       }
                   }),

        CardOption(name: "max-input", kind: .value("BYTES"), group: .limits,
                   doc: "Largest input read, from a file, standard input or inflated from gzip (K, M, G suffixes; default 1G).",
                   seeAlso: "Hardening: bad input, limits and outputs", job: .batchOption, serveRefusal: serverLimits,
                   field: "CardJob.limits.maximumInputSize", decode: .options { options, values throws(CLIError) in
                       options.limits.maximumInputSize = try InputOptionValues.maxInput(values.last) ?? options.limits.maximumInputSize
                   }),
        CardOption(name: "max-points", kind: .value("N"), group: .limits,
                   doc: "Most points an input may hold (default 20000000).",
                   job: .batchOption, serveRefusal: serverLimits, field: "CardJob.limits.maximumPointCount",
                   decode: .options { options, values throws(CLIError) in
                       options.limits.maximumPointCount = try InputOptionValues.maxPoints(values.last) ?? options.limits.maximumPointCount
                   }),
        CardOption(name: "max-pixels", kind: .value("N"), group: .limits,
                   doc: "Most pixels of a PNG output and the icons and tiles it embeds, counted from their headers, together "
                    + "(default 100000000); over it: exit 65 before any pixel memory is spent.",
                   jobValueDoc: "a whole number of pixels", job: .key(.number), serveRefusal: serverLimits, field: "CardJob.maxPixels",
                   decode: .options { options, values throws(CLIError) in
                       options.maxPixels = try InputOptionValues.maxPixels(values.last) ?? options.maxPixels
                   }),

        CardOption(name: "quiet", short: "q", kind: .flag, group: .messages,
                   doc: "Do not print what was written, nor the input's warnings.",
                   job: .batchOption, serveRefusal: "a request has no messages to silence", live: true, liveDoc: "Do not print the summary at the end, nor the route's warnings.", field: "CardJob.quiet",
                   decode: .options { options, _ in options.quiet = true }),
        CardOption(name: "help", short: "h", kind: .flag, group: .messages, doc: "Show this help.",
                   job: .none, serveRefusal: "see the README's serve section for the parameters", live: true, field: "—",
                   decode: .options { _, _ in }),
    ]

    /// The option named `name` (without dashes).
    package static func named(_ name: String) -> CardOption? {
        all.first { $0.name == name }
    }

    /// The long names (`--size`) of the options that take a value, of those `include` keeps.
    package static func valued(where include: (CardOption) -> Bool = { _ in true }) -> Set<String> {
        Set(all.filter { include($0) && !$0.isFlag && !$0.isPositional }.map(\.flagName))
    }

    /// The long names of the flags, of those `include` keeps.
    package static func flags(where include: (CardOption) -> Bool = { _ in true }) -> Set<String> {
        Set(all.filter { include($0) && $0.isFlag }.map(\.flagName))
    }

    /// The short aliases (`-o` → `--output`).
    static let aliases: [String: String] = Dictionary(uniqueKeysWithValues: all.compactMap { option in
        option.short.map { ("-\($0)", option.flagName) }
    })
}
