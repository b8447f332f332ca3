import Foundation
import RouteCardRaster
import RouteCard
import RouteCardInput

/// The parsed options of `routecard render`.
struct RenderOptions: CommandOptions {
    var input: String?
    var example = false
    var output: String?
    /// `--svg OUT`, `--png OUT`, `--pdf OUT`: outputs of an explicit format (`-` for standard output).
    var svg: String?
    var png: String?
    var pdf: String?
    var style = "default"
    /// `--size`, `--scale`, `--padding`, `--timezone`, `--no-attribution`: the style's overrides.
    var overrides = StyleOverrides()
    var title: String?
    var quiet = false
    /// `--format`: the input format, or `nil` to detect it.
    var format: InputFormat?
    /// `--polyline`: an encoded polyline given as the input.
    var polyline: String?
    /// `--animate DURATION` in seconds: draw the route progressively (see `RouteAnimator`).
    var animate: Double?
    /// `--allow-path DIR` (repeatable): folders a style file may read besides its own.
    var allowedPaths: [String] = []
    /// `--tiles [NAME=]FILE|URL` (repeatable): tiles for the style's vector or raster sources.
    var tiles: [TilesOption] = []
    /// `--basemap FILE`: a MapLibre style drawn under the card's route, markers and texts.
    var basemap: String?
    /// `--sprite BASE`: the base map's sprite (BASE.json + BASE.png, BASE@2x at scale 2 or more).
    var sprite: String?
    /// `--user-agent`, `--offline`, `--allow-missing-tiles`, `--tile-cache`: tiles over HTTP.
    var network = TileNetworkOptions()

    /// `--max-input`, `--max-points`: the input's limits.
    var limits = InputLimits()

    /// `--max-pixels N`: the most pixels of a PNG output with the images it embeds (default 100 million).
    var maxPixels = Rasterizer.defaultMaxPixels

    /// `--png-compression fast|small`: how hard PNG outputs are compressed; default fast.
    var pngCompression = PNGCompression.fast

    static let valued = StyleOverrides.valued.union(TileNetworkOptions.valued).union(["--output", "--style", "--title", "--svg", "--png", "--pdf",
                                                     "--format", "--polyline", "--animate", "--allow-path", "--tiles", "--png-compression",
                                                     "--basemap", "--sprite", "--max-pixels"])
        .union(InputOptionValues.limitOptions)
    static let flags = StyleOverrides.flags.union(TileNetworkOptions.flags).union(["--example", "--quiet", "--help"])

    static let aliases = ["-o": "--output", "-q": "--quiet", "-h": "--help"]

    /// The card style drawn over a `--basemap` when no `--style` is given: `streets`, whose title
    /// panel, route and attribution are made to sit on a map.
    static let basemapStyle = "streets"

    init(_ arguments: ArgumentList) throws(CLIError) {
        example = arguments.flags.contains("--example")
        quiet = arguments.flags.contains("--quiet")
        guard arguments.positionals.count <= 1 else {
            throw .usage("expected one INPUT, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        input = arguments.positionals.first
        polyline = arguments.values["--polyline"]
        format = try InputOptionValues.format(arguments.values["--format"])
        if [input != nil, example, polyline != nil].filter({ $0 }).count > 1 {
            throw .usage("give one input: INPUT, --polyline or --example, not both")
        }
        if input == nil && !example && polyline == nil {
            throw .usage("no input: give a route file (or - for standard input), --polyline, or --example for the bundled route")
        }
        output = arguments.values["--output"]
        svg = arguments.values["--svg"]
        png = arguments.values["--png"]
        pdf = arguments.values["--pdf"]
        basemap = arguments.values["--basemap"]
        sprite = arguments.values["--sprite"]
        if sprite != nil, basemap == nil { throw .usage("--sprite gives the icons of a --basemap MapLibre style: give --basemap too") }
        style = arguments.values["--style"] ?? (example && basemap == nil ? "map" : basemap != nil ? Self.basemapStyle : style)
        title = arguments.values["--title"]
        overrides = try StyleOverrides(arguments)
        pngCompression = try RasterizeOptions.compression(arguments.values["--png-compression"]) ?? pngCompression
        if let text = arguments.values["--animate"] {
            guard let seconds = Self.parseDuration(text) else {
                throw .usage("bad --animate \"\(text)\": expected a duration in 0.1…3600 seconds, e.g. 8s, 1500ms or 12")
            }
            animate = seconds
        }
        allowedPaths = arguments.allValues["--allow-path"] ?? []
        tiles = try TilesOption.parseAll(arguments.allValues["--tiles"] ?? [])
        network = try TileNetworkOptions(arguments)
        limits = try InputOptionValues.limits(arguments)
        maxPixels = try InputOptionValues.maxPixels(arguments.values["--max-pixels"]) ?? maxPixels
    }
}
