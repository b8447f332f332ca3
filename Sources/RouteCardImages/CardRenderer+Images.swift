import RouteCard
import RouteCardGeo
import RouteCardRaster
import RouteCardStyle

/// The one-call API for pictures: a track and a style in, PNG or PDF bytes out, in memory, made
/// by ``CardPicture`` as the card engine behind the command line and the service makes them.
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
        var picture = try cardPicture(for: track, style: style, title: title)
        if let scale { picture.canvas.scale = scale }
        return try CardImageError.wrap { () throws(RasterError) in try picture.bytes(.png, rasterizer: rasterizer) }
    }

    /// PDF bytes of a card: one vector page of the canvas size in points.
    ///
    /// - Parameter creationDate: seconds since 1970 UTC written as the creation date; default
    ///   `nil`, now. Fix it for byte-identical PDFs.
    public func pdf(for track: Track, style: Style, title: String? = nil, creationDate: Int64? = nil,
                    rasterizer: Rasterizer = Rasterizer()) throws(CardImageError) -> [UInt8] {
        let picture = try cardPicture(for: track, style: style, title: title)
        return try CardImageError.wrap { () throws(RasterError) in
            try picture.bytes(.pdf, rasterizer: rasterizer, creationDate: creationDate)
        }
    }

    /// The card's picture, made by ``CardPicture`` as the card engine makes it.
    private func cardPicture(for track: Track, style: Style, title: String?) throws(CardImageError) -> CardPicture {
        do {
            return CardPicture(scene: try scene(for: track, style: style, title: title), canvas: style.canvas, precision: precision)
        } catch {
            throw .card(error)
        }
    }
}
