import RouteCardGeo

/// The parsed options of `routecard render`.
struct RenderOptions {
    var input: String?
    var example = false
    var output: String?
    var style = "default"
    var size: CanvasSize?
    var scale: Double?
    var padding: EdgeInsets?
    var title: String?
    var quiet = false
    /// `--animate DURATION` in seconds: draw the route progressively (see `RouteAnimator`).
    var animate: Double?

    static let valued: Set<String> = ["--output", "--style", "--size", "--scale", "--padding", "--title", "--animate"]
    static let flags: Set<String> = ["--example", "--quiet", "--help"]
    static let aliases = ["-o": "--output", "-q": "--quiet", "-h": "--help"]

    init(_ arguments: ArgumentList) throws(CLIError) {
        example = arguments.flags.contains("--example")
        quiet = arguments.flags.contains("--quiet")
        guard arguments.positionals.count <= 1 else {
            throw .usage("expected one INPUT, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        input = arguments.positionals.first
        if input != nil && example { throw .usage("give either INPUT or --example, not both") }
        if input == nil && !example {
            throw .usage("no input: give a GPX file (or - for standard input), or --example for the bundled route")
        }
        output = arguments.values["--output"]
        style = arguments.values["--style"] ?? style
        title = arguments.values["--title"]
        if let text = arguments.values["--size"] {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  (1...20_000).contains(width), (1...20_000).contains(height) else {
                throw .usage("bad --size \"\(text)\": expected WIDTHxHEIGHT in points, each 1…20000, e.g. 800x800")
            }
            size = CanvasSize(width: width, height: height)
        }
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
        if let text = arguments.values["--padding"] {
            guard let value = EdgeInsets(cssString: text) else {
                throw .usage("bad --padding \"\(text)\": expected 1, 2 or 4 comma-separated numbers ≥ 0, e.g. 40 or 60,40,40,40")
            }
            padding = value
        }
    }
}
