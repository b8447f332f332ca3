import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardRaster

/// One card to make — the card request every front-end builds: where the route comes from, the
/// style and its overrides, and the outputs. `render` makes one from its options, `batch` one per
/// line of its jobs file (through the same option parser), `serve` one per request (its query
/// parameters through that parser too); ``CardEngine`` turns it into bytes.
package struct CardJob: Sendable {
    /// The input path, `-` for standard input, or `nil` for the bundled example (or no route, with `mapOnly`).
    package var input: String?
    /// No route: the card is the map of the camera's view alone (a camera and no input given).
    package var mapOnly = false
    /// A built-in style name or a style file path.
    package var style: String
    /// The style's overrides: `--size`, `--scale`, `--padding`, `--timezone`, `--no-attribution`.
    var overrides: StyleOverrides
    /// Replaces the track name in `{name}`/`{title}`.
    var title: String?
    /// What to write, in order; never empty.
    package var outputs: [OutputTarget]
    /// The input format, when not detected (`--format`).
    package var format: InputFormat? = nil
    /// An encoded polyline given instead of an input file (`--polyline`).
    package var polyline: String? = nil
    /// Seconds over which the SVG draws the route progressively (`--animate`), if given.
    var animate: Double? = nil
    /// Folders a style file may read besides its own (`--allow-path`).
    package var allowedPaths: [String] = []
    /// Tile archives for the style's vector sources (`--tiles`).
    package var tiles: [TilesOption] = []
    /// The input's size and point limits (`--max-input`, `--max-points`).
    package var limits = InputLimits()
    /// A MapLibre style file drawn as the base map (`--basemap`), if any.
    package var basemap: String? = nil
    /// The sprite the base map's icons come from (`--sprite`), if any.
    package var sprite: String? = nil
    /// Whether `style` was chosen for the base map rather than asked for (no `--style`): a dark
    /// base map then gets `streets-dark` instead.
    package var styleFollowsBasemap = false
    /// `--quiet`: the input's warnings (dropped sensor glitches) are not printed.
    var quiet = false
    /// The route's bytes given in memory (a posted body) instead of `input`, read as `inputName`.
    package var inputBytes: [UInt8]? = nil
    /// The route already made (serve's `/static` path and markers) instead of `input`.
    package var track: Track? = nil
    /// The name of an in-memory route in messages (`body`).
    package var inputName = "body"
    /// The most bytes a gzip'd in-memory route may inflate to.
    package var maximumDecompressedSize = TrackReader().maximumDecompressedSize
    /// The most pixels of a PNG card with the images it embeds (`--max-pixels`); `nil`: the engine's limit.
    var maxPixels: Int? = nil
    /// How hard PNG outputs are compressed (`--png-compression`); `nil`: the engine's PNG writer.
    var pngCompression: PNGCompression? = nil
    /// The quality of JPEG and WebP outputs, 1…100 (`--quality`); `nil`: ``OutputFormat/defaultQuality``.
    var quality: Int? = nil
    /// A style already loaded (serve's styles), used instead of loading `style`, which then only names it.
    package var prepared: PreparedStyle? = nil
    /// Files no output of the job may replace besides the ones it reads (a batch's jobs file).
    package var protectedPaths: [String] = []

    /// A job for a style, its overrides and a title; the rest as by default.
    init(style: String, overrides: StyleOverrides = StyleOverrides(), title: String? = nil, outputs: [OutputTarget]) {
        self.style = style
        self.overrides = overrides
        self.title = title
        self.outputs = outputs
    }

    /// The job for parsed card options: what `render`, a batch line and a served request each run.
    package init(_ options: RenderOptions, outputs: [OutputTarget]) {
        input = options.example ? nil : options.input
        mapOnly = options.mapOnly
        style = options.style
        overrides = options.overrides
        title = options.title
        self.outputs = outputs
        format = options.format
        polyline = options.polyline
        animate = options.animate
        allowedPaths = options.allowedPaths
        tiles = options.tiles
        limits = options.limits
        basemap = options.basemap
        sprite = options.sprite
        styleFollowsBasemap = options.styleFollowsBasemap
        quiet = options.quiet
        maxPixels = options.maxPixels
        pngCompression = options.pngCompression
        quality = options.quality
    }

    /// The time zone the card's dates and times are shown in instead of the style's (`--timezone`).
    var timeZone: TimeZone? { overrides.timeZone }

    /// Whether the card leaves out the default map attribution (`--no-attribution`).
    var noAttribution: Bool { overrides.noAttribution }

    /// Whether the style names a file rather than a built-in style (`InputLoader.styleNamesFile`,
    /// the rule of `InputLoader.loadStyle`).
    package var styleIsFile: Bool {
        InputLoader.styleNamesFile(style)
    }

    /// The outputs `render` writes for its options: `-o` by extension, `--svg`, `--png`, `--pdf`;
    /// when none is given, the input's name with `.svg` in the current folder (standard output for
    /// standard input). Two outputs to standard output or to one path are a usage error.
    package static func outputs(for options: RenderOptions) throws(CLIError) -> [OutputTarget] {
        var outputs: [OutputTarget] = []
        if let output = options.output {
            if output == "-" {
                outputs.append(OutputTarget(format: .svg, path: "-"))
            } else if let format = OutputFormat(path: output) {
                outputs.append(OutputTarget(format: format, path: output))
            } else {
                throw .usage("cannot tell the output format of \(output): use a path ending in .svg, .png, .pdf, .jpg or .webp "
                    + "(or - for SVG on standard output), or --svg/--png/--pdf OUT")
            }
        }
        for (format, path) in [(OutputFormat.svg, options.svg), (.png, options.png), (.pdf, options.pdf)] {
            if let path { outputs.append(OutputTarget(format: format, path: path)) }
        }
        if outputs.isEmpty {
            if options.example {
                outputs.append(OutputTarget(format: .svg, path: "helsinki-run.svg"))
            } else if options.mapOnly {
                outputs.append(OutputTarget(format: .svg, path: "map.svg"))
            } else if options.polyline != nil {
                outputs.append(OutputTarget(format: .svg, path: "polyline.svg"))
            } else if let input = options.input, input != "-" {
                outputs.append(OutputTarget(format: .svg,
                                            path: URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent + ".svg"))
            } else {
                outputs.append(OutputTarget(format: .svg, path: "-"))
            }
        }
        let toStandardOutput = outputs.filter(\.isStandardOutput)
        if toStandardOutput.count > 1 {
            throw .usage("two outputs to standard output (\(toStandardOutput.map(\.format.rawValue).joined(separator: " and "))): "
                + "only one output can be -")
        }
        var seen: Set<String> = []
        for output in outputs where !output.isStandardOutput {
            guard seen.insert(output.path).inserted else { throw .usage("\(output.path) is given as two outputs") }
        }
        return outputs
    }
}
