import Foundation
import RouteCard

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
    var size: CanvasSize?
    var scale: Double?
    var padding: EdgeInsets?
    var title: String?
    var quiet = false
    /// `--format`: the input format, or `nil` to detect it.
    var format: InputFormat?
    /// `--polyline`: an encoded polyline given as the input.
    var polyline: String?
    /// `--timezone`: overrides the style's `timezone`.
    var timeZone: TimeZone?
    /// `--no-attribution`: do not add the default map attribution to a style without one.
    var noAttribution = false
    /// `--animate DURATION` in seconds: draw the route progressively (see `RouteAnimator`).
    var animate: Double?
    /// `--allow-path DIR` (repeatable): folders a style file may read besides its own.
    var allowedPaths: [String] = []
    /// `--tiles [NAME=]FILE` (repeatable): tile archives for the style's vector sources.
    var tiles: [TilesOption] = []

    static let valued: Set<String> = ["--output", "--style", "--size", "--scale", "--padding", "--title",
                                      "--svg", "--png", "--pdf", "--format", "--polyline", "--timezone", "--animate",
                                      "--allow-path", "--tiles"]
    static let flags: Set<String> = ["--example", "--quiet", "--help", "--no-attribution"]

    static let aliases = ["-o": "--output", "-q": "--quiet", "-h": "--help"]

    init(_ arguments: ArgumentList) throws(CLIError) {
        example = arguments.flags.contains("--example")
        quiet = arguments.flags.contains("--quiet")
        noAttribution = arguments.flags.contains("--no-attribution")
        guard arguments.positionals.count <= 1 else {
            throw .usage("expected one INPUT, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        input = arguments.positionals.first
        polyline = arguments.values["--polyline"]
        format = try InputOptionValues.format(arguments.values["--format"])
        timeZone = try InputOptionValues.timeZone(arguments.values["--timezone"])
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
        style = arguments.values["--style"] ?? (example ? "map" : style)
        title = arguments.values["--title"]
        size = try InputOptionValues.size(arguments.values["--size"])
        if let text = arguments.values["--scale"] {
            guard let value = Double(text), (0.1...10).contains(value) else {
                throw .usage("bad --scale \"\(text)\": expected a number in 0.1…10, e.g. 2")
            }
            scale = value
        }
        if let text = arguments.values["--animate"] {
            guard let seconds = Self.parseDuration(text) else {
                throw .usage("bad --animate \"\(text)\": expected a duration in 0.1…3600 seconds, e.g. 8s, 1500ms or 12")
            }
            animate = seconds
        }
        padding = try InputOptionValues.padding(arguments.values["--padding"])
        allowedPaths = arguments.allValues["--allow-path"] ?? []
        tiles = try TilesOption.parseAll(arguments.allValues["--tiles"] ?? [])
    }
}
