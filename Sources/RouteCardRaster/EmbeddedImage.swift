/// A raster image embedded in an SVG document as a `data:` URI, as librsvg would decode it: its
/// pixel size read from the image's header (PNG, JPEG, GIF, WebP or BMP) before any pixel is
/// decoded, and where it is in the document.
public struct EmbeddedImage: Sendable, Hashable, CustomStringConvertible {
    /// The size from the image's header.
    public var size: PixelSize
    /// The image's format: `PNG`, `JPEG`, `GIF`, `WebP` or `BMP`.
    public var format: String
    /// The `class` of the element holding it, if any (RouteCard writes `icon` for marker and map
    /// icons and `tile` for raster tiles).
    public var elementClass: String?
    /// The `id` of the RouteCard layer group (`<g id="…" class="layer …">`) it is drawn in, if any.
    public var layer: String?

    /// Creates a description of an embedded image.
    public init(size: PixelSize, format: String, elementClass: String? = nil, layer: String? = nil) {
        self.size = size
        self.format = format
        self.elementClass = elementClass
        self.layer = layer
    }

    /// Width × height, `Int.max` when that does not fit (a forged header).
    public var pixels: Int {
        let (product, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        return overflow ? .max : product
    }

    /// E.g. `an icon (PNG, 5000×4000 pixels) in layer "ends"`.
    public var description: String {
        let kind = elementClass.map { ["icon": "an icon", "tile": "a tile"][$0] ?? "an image of class \"\($0)\"" } ?? "an image"
        return "\(kind) (\(format), \(size) pixels)" + (layer.map { " in layer \"\($0)\"" } ?? "")
    }
}
