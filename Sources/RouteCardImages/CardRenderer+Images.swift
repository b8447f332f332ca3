import RouteCard
import RouteCardGeo
import RouteCardRaster
import RouteCardStyle

/// The one-call API for pictures: a track and a style in, PNG or PDF bytes out, in memory.
///
/// ```swift
/// let style = try BuiltInStyles.style(named: "default")!
/// let png = try CardRenderer().png(for: track, style: style)            // at the style's scale
/// let pdf = try CardRenderer().pdf(for: track, style: style, title: "Sunday ride")
/// ```
extension CardRenderer {
    /// PNG bytes of a card: the SVG `svg(for:style:title:)` writes, rasterized in-process.
    ///
    /// - Parameters:
    ///   - title: replaces the track's name in `{name}` and `{title}` when given.
    ///   - scale: pixels per point; default the style's `canvas.scale`.
    ///   - rasterizer: the limits to apply; default 100 megapixels.
    /// The background is transparent where no layer paints when the style's `canvas.transparent` is true.
    public func png(for track: Track, style: Style, title: String? = nil, scale: Double? = nil,
                    rasterizer: Rasterizer = Rasterizer()) throws(CardImageError) -> [UInt8] {
        let svg = try cardSVG(for: track, style: style, title: title)
        return try CardImageError.wrap { () throws(RasterError) in
            try rasterizer.png(svg: svg, scale: scale ?? style.canvas.scale, transparent: style.canvas.transparent)
        }
    }

    /// PDF bytes of a card: one vector page of the canvas size in points.
    ///
    /// - Parameter creationDate: seconds since 1970 UTC written as the creation date; default
    ///   `nil`, now. Fix it for byte-identical PDFs.
    public func pdf(for track: Track, style: Style, title: String? = nil, creationDate: Int64? = nil,
                    rasterizer: Rasterizer = Rasterizer()) throws(CardImageError) -> [UInt8] {
        let svg = try cardSVG(for: track, style: style, title: title)
        return try CardImageError.wrap { () throws(RasterError) in
            try rasterizer.pdf(svg: svg, transparent: style.canvas.transparent, creationDate: creationDate)
        }
    }

    private func cardSVG(for track: Track, style: Style, title: String?) throws(CardImageError) -> [UInt8] {
        do {
            return try svg(for: track, style: style, title: title)
        } catch {
            throw .card(error)
        }
    }
}
