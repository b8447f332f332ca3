import Foundation
import RouteCardRaster
import RouteCard
import RouteCardInput

/// The card options as parsed: `render`'s command line, and what a batch job line, a request's
/// query and `live`'s card options are turned into and read by the same decoders (``CardOptions``).
package struct RenderOptions: CommandOptions {
    var input: String?
    var example = false
    /// No input, a camera instead: the card is the map of that view without a route.
    var mapOnly = false
    var output: String?
    /// `--svg OUT`, `--png OUT`, `--pdf OUT`: outputs of an explicit format (`-` for standard output).
    var svg: String?
    var png: String?
    var pdf: String?
    package var style = "default"
    /// `--size`, `--scale`, `--padding`, `--timezone`, `--no-attribution`: the style's overrides.
    var overrides = StyleOverrides()
    var title: String?
    package var quiet = false
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
    package var network = TileNetworkOptions()

    /// `--max-input`, `--max-points`: the input's limits.
    var limits = InputLimits()

    /// `--max-pixels N`: the most pixels of a PNG output with the images it embeds; `nil`: the
    /// front-end's limit (100 million for `render` and `batch`, serve's `--max-pixels`).
    var maxPixels: Int?

    /// `--png-compression fast|small`: how hard PNG outputs are compressed; `nil`: fast.
    var pngCompression: PNGCompression?

    /// `--quality Q`: JPEG and WebP outputs' quality; `nil`: 90.
    var quality: Int?

    /// The options that take a value: every card option's (see ``CardOptions``).
    package static let valued = CardOptions.valued()
    /// The flags.
    package static let flags = CardOptions.flags()
    /// `-o`, `-q`, `-h`.
    package static let aliases = CardOptions.aliases

    /// The card style drawn over a `--basemap` when no `--style` is given: `streets`, whose title
    /// panel, route and attribution are made to sit on a map (``darkBasemapStyle`` over a dark one).
    static let basemapStyle = "streets"
    /// The card style drawn over a dark `--basemap` (`MapLibreStyle.isDark`) when no `--style` is
    /// given: `streets-dark`, light text with a dark halo.
    static let darkBasemapStyle = "streets-dark"
    /// Whether the card style was chosen for the `--basemap` (no `--style` given): the base map's
    /// darkness then picks ``basemapStyle`` or ``darkBasemapStyle``.
    var styleFollowsBasemap = false

    /// No options: every default (`live` starts from these, then reads its card options).
    package init() {}

    /// Reads the card options `include` keeps from `arguments`, each as ``CardOptions`` declares it
    /// (into these options, the style overrides or the network settings); a bad value is a usage error.
    package mutating func decode(_ arguments: ArgumentList, where include: (CardOption) -> Bool = { _ in true }) throws(CLIError) {
        for option in CardOptions.all where include(option) {
            guard let values = option.values(in: arguments) else { continue }
            switch option.decode {
            case .options(let decode): try decode(&self, values)
            case .overrides(let decode): try decode(&overrides, values)
            case .network(let decode): try decode(&network, values)
            }
        }
    }

    /// Reads every card option as ``CardOptions`` declares it, then checks how they go together.
    package init(_ arguments: ArgumentList) throws(CLIError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("expected one INPUT, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        let example = arguments.flags.contains("--example"), polyline = arguments.values["--polyline"] != nil
        if [!arguments.positionals.isEmpty, example, polyline].filter({ $0 }).count > 1 {
            throw .usage("give one input: INPUT, --polyline or --example, not both")
        }
        try decode(arguments)
        let camera = try overrides.camera()
        if arguments.positionals.isEmpty && !example && !polyline {
            guard camera != nil else {
                throw .usage("no input: give a route file (or - for standard input), --polyline, or --example for the bundled route "
                    + "(or a view to draw without a route: --center with --zoom, or --bounds)")
            }
            mapOnly = true
        }
        try network.finish()
        if sprite != nil, basemap == nil { throw .usage("--sprite gives the icons of a --basemap MapLibre style: give --basemap too") }
        if arguments.values["--style"] == nil {
            style = example && basemap == nil ? "map" : basemap != nil ? Self.basemapStyle : style
            styleFollowsBasemap = basemap != nil
        }
    }
}
