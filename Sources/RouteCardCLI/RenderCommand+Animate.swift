import RouteCard

extension RenderCommand {
    /// The card's SVG, animated by `RouteAnimator` when `animate` (seconds) is given.
    static func svg(for track: Track, style: Style, title: String?, animate: Double?) throws(RenderError) -> [UInt8] {
        guard let animate else { return try CardRenderer().svg(for: track, style: style, title: title) }
        let scene = try CardRenderer().scene(for: track, style: style, title: title)
        return SVGWriter().write(RouteAnimator(duration: animate).animate(scene))
    }
}
