import RouteCard
import RouteCardRaster
import RouteCardSVG
import RouteCardScene
import RouteCardStyle

/// A card's scene as the files people keep: its SVG (animated when asked), and that SVG
/// rasterized as a PNG at the canvas's scale or as a one-page PDF of the canvas size in points.
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
    /// and PNG writer); a PDF's creation date is `creationDate` seconds since 1970 (`nil`: now).
    public func bytes(_ format: Format, rasterizer: Rasterizer = Rasterizer(), creationDate: Int64? = nil) throws(RasterError) -> [UInt8] {
        switch format {
        case .svg: svg
        case .png: try rasterizer.png(svg: svg, scale: canvas.scale, transparent: canvas.transparent)
        case .pdf: try rasterizer.pdf(svg: svg, transparent: canvas.transparent, creationDate: creationDate)
        }
    }
}
