import RouteCard
import RouteCardRaster
import RouteCardSVG
import RouteCardScene
import RouteCardStyle
import RouteCardTiles

/// A card's scene as the files people keep: its SVG (animated when asked), and that SVG
/// rasterized as a PNG, JPEG or WebP at the canvas's scale or as a one-page PDF of the canvas size in points.
///
/// The one step from scene to bytes: the card engine behind `render`, `batch`, `serve` and `live`
/// and the library's one-call API (``RouteCard/CardRenderer/png(for:style:title:scale:rasterizer:)``)
/// both make their bytes here, so a card is the same picture whichever asked for it.
public struct CardPicture: Sendable {
    /// The kinds of file a card becomes.
    public enum Format: String, Sendable, CaseIterable {
        /// The SVG document.
        case svg
        /// A PNG at the canvas's scale.
        case png
        /// A one-page vector PDF.
        case pdf
        /// A baseline JPEG at the canvas's scale (libjpeg), on white: JPEG has no transparency.
        case jpeg = "jpg"
        /// A lossy WebP at the canvas's scale (libwebp), transparency kept.
        case webp

        /// Whether the format is made of pixels (PNG, JPEG, WebP), so the pixel limits apply.
        public var isRaster: Bool { self == .png || self == .jpeg || self == .webp }

        /// The quality JPEG and WebP cards are encoded at when none is given (libjpeg's and libwebp's 1…100).
        public static let defaultQuality = 90
    }

    /// The card's SVG document.
    public var svg: [UInt8]
    /// The canvas: size, scale and whether what no layer paints stays transparent.
    public var canvas: CanvasStyle

    /// The picture of `scene` on `canvas`; with `animation`, the SVG draws the route progressively.
    ///
    /// - Parameter precision: decimals of the SVG's coordinates (2, the default, is 1/100 point).
    public init(scene: Scene, canvas: CanvasStyle, animation: RouteAnimator? = nil, precision: Int = 2) {
        svg = SVGWriter(precision: precision).write(animation.map { $0.animate(scene) } ?? scene)
        self.canvas = canvas
    }

    /// The picture as `format`: the SVG itself, or the SVG drawn by `rasterizer` (its pixel limit
    /// and PNG writer); a PDF's creation date is `creationDate` seconds since 1970 (`nil`: now); a JPEG
    /// or WebP is encoded at `quality` (1…100) from the PNG's pixels.
    public func bytes(_ format: Format, rasterizer: Rasterizer = Rasterizer(), creationDate: Int64? = nil,
                      quality: Int = Format.defaultQuality) throws(RasterError) -> [UInt8] {
        switch format {
        case .svg: return svg
        case .png: return try rasterizer.png(svg: svg, scale: canvas.scale, transparent: canvas.transparent)
        case .pdf: return try rasterizer.pdf(svg: svg, transparent: canvas.transparent, creationDate: creationDate)
        case .jpeg, .webp:
            let image = try PixelImage(png: rasterizer.png(svg: svg, scale: canvas.scale, transparent: format == .webp && canvas.transparent))
            let pixels = RasterPixels(width: image.width, height: image.height, rgba: image.rgba)
            let encoded = pixels.flatMap { format == .jpeg ? JPEGCodec.encode($0, quality: quality) : WebPCodec.encode($0, quality: quality) }
            guard let encoded else { throw .renderFailed("\(format == .jpeg ? "libjpeg" : "libwebp") could not encode the card") }
            return encoded
        }
    }
}
