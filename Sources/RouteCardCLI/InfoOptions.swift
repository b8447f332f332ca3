import Foundation
import RouteCard
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardStyle

/// The parsed options of `routecard info`.
struct InfoOptions: CommandOptions {
    /// The input path, `-` for standard input; `nil` with `--polyline`.
    var input: String?
    /// `--polyline`: an encoded polyline given as the input.
    var polyline: String?
    /// `--format`: the input format, or `nil` to detect it.
    var format: InputFormat?
    /// `--json`: print one JSON object instead of text.
    var json = false
    /// `--timezone`: the zone the start time and the title are shown in; `nil` (the default): the
    /// zone at the route's first timed point, UTC without one (`CardTimeZone`).
    var timeZone: TimeZone?
    /// `--units metric|imperial` for text output; default metric.
    var units = UnitSystem.metric

    /// `--privacy-zone LAT,LON,R` (repeatable) and `--privacy-trim M`: `bounds`/`bbox` then cover
    /// only the visible route (the other statistics still count the whole route).
    var privacy = TrackPrivacy()
    /// `--max-input`, `--max-points`: the input's limits.
    var limits = InputLimits()

    static let valued: Set<String> = Set(["--format", "--polyline", "--timezone", "--units", "--privacy-zone", "--privacy-trim"])
        .union(InputOptionValues.limitOptions)
    static let flags: Set<String> = ["--json", "--help"]
    static let aliases = ["-h": "--help"]

    init(_ arguments: ArgumentList) throws(CLIError) {
        json = arguments.flags.contains("--json")
        limits = try InputOptionValues.limits(arguments)
        guard arguments.positionals.count <= 1 else {
            throw .usage("expected one INPUT, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        input = arguments.positionals.first
        polyline = arguments.values["--polyline"]
        if input != nil && polyline != nil { throw .usage("give either INPUT or --polyline, not both") }
        if input == nil && polyline == nil {
            throw .usage("no input: give a route file (or - for standard input) or --polyline")
        }
        format = try InputOptionValues.format(arguments.values["--format"])
        timeZone = try InputOptionValues.timeZone(arguments.values["--timezone"])
        for text in arguments.allValues["--privacy-zone"] ?? [] { privacy.zones.append(try InputOptionValues.privacyZone(text)) }
        if let trim = try InputOptionValues.privacyTrim(arguments.values["--privacy-trim"]) {
            privacy.trimStart = trim
            privacy.trimEnd = trim
        }
        if let text = arguments.values["--units"] {
            guard let value = UnitSystem(rawValue: text) else {
                throw .usage("bad --units \"\(text)\": expected metric or imperial")
            }
            units = value
        }
    }
}
