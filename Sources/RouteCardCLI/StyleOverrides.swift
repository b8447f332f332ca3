import Foundation
import RouteCard
import RouteCardGeo
import RouteCardStyle

/// The command line's changes to a style — `--size`, `--preset`, `--scale`, `--padding`, `--timezone` and
/// `--no-attribution` — read and applied the same way by `render`, `batch` and `live`.
struct StyleOverrides: Sendable {
    /// `--size WxH`: the canvas size in points.
    var size: CanvasSize?
    /// `--preset NAME`: a card shape (size and safe area); `--size` replaces its size.
    var preset: CanvasPreset?
    /// `--scale S`: pixels per point of PNG output.
    var scale: Double?
    /// `--padding P`: the space kept free inside the canvas edges, in points.
    var padding: EdgeInsets?
    /// `--timezone ZONE`: the zone of `{date}`, `{time}` and `{start_time}`.
    var timeZone: TimeZone?
    /// `--no-attribution`: do not add the default map attribution to a style without one.
    var noAttribution = false

    /// The options that take a value.
    static let valued: Set<String> = ["--size", "--preset", "--scale", "--padding", "--timezone"]
    /// The flags.
    static let flags: Set<String> = ["--no-attribution"]

    /// No overrides: the style as it is, with the default map attribution added where needed.
    init() {}

    /// Reads the overrides from a command's arguments; a bad value is a usage error.
    init(_ arguments: ArgumentList) throws(CLIError) {
        size = try InputOptionValues.size(arguments.values["--size"])
        preset = try InputOptionValues.preset(arguments.values["--preset"])
        scale = try InputOptionValues.scale(arguments.values["--scale"])
        padding = try InputOptionValues.padding(arguments.values["--padding"])
        timeZone = try InputOptionValues.timeZone(arguments.values["--timezone"])
        noAttribution = arguments.flags.contains("--no-attribution")
    }

    /// Applies the overrides to a loaded style: the canvas size, scale and padding, the time zone,
    /// and — unless `noAttribution` — the default map attribution (see `MapAttributionDefault`).
    func apply(to style: inout Style) {
        if let preset {
            // One change of the canvas, so layers with relative lengths are decoded once for it.
            var canvas = style.canvas
            preset.apply(to: &canvas, size: size)
            style.canvas = canvas
        } else if let size {
            var canvas = style.canvas
            canvas.width = size.width
            canvas.height = size.height
            style.canvas = canvas
        }
        if let scale { style.canvas.scale = scale }
        if let padding { style.canvas.padding = padding }
        if let timeZone { style.timeZone = timeZone }
        if !noAttribution { MapAttributionDefault.add(to: &style) }
    }
}
