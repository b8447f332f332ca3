import RouteCard

extension RenderCommand {
    /// The card's SVG, animated by `RouteAnimator` when `animate` (seconds) is given.
    static func svg(for track: Track, style: Style, title: String?, animate: Double?) throws(RenderError) -> [UInt8] {
        guard let animate else { return try CardRenderer().svg(for: track, style: style, title: title) }
        let scene = try CardRenderer().scene(for: track, style: style, title: title)
        return SVGWriter().write(RouteAnimator(duration: animate).animate(scene))
    }
}

extension RenderOptions {
    /// Seconds from `8s`, `1500ms`, `2.5` (seconds) within 0.1…3600, or `nil`.
    static func parseDuration(_ text: String) -> Double? {
        let lower = text.lowercased()
        var seconds: Double?
        if lower.hasSuffix("ms") {
            seconds = Double(lower.dropLast(2)).map { $0 / 1000 }
        } else if lower.hasSuffix("s") {
            seconds = Double(lower.dropLast())
        } else {
            seconds = Double(lower)
        }
        guard let seconds, seconds.isFinite, (0.1...3600).contains(seconds) else { return nil }
        return seconds
    }
}
