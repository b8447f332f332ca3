import RouteCardGeo

/// An embedded image (SVG `<image>` with a `data:` URI; the output never references files).
public struct SceneImage: Sendable, Hashable {
    /// The element id, if any.
    public var id: String?
    /// CSS classes.
    public var classes: [String]
    /// Where the image is drawn, in canvas points.
    public var box: CanvasBox
    /// The encoded image bytes (PNG, JPEG or SVG).
    public var bytes: [UInt8]
    /// The media type of `bytes`, e.g. `image/png` or `image/svg+xml`.
    public var mediaType: String
    /// Opacity 0…1; default 1.
    public var opacity: Double
    /// Whether the image keeps its aspect ratio, centred in `box` (default); `false` stretches it
    /// to fill the box exactly (map tiles snapped to the pixel grid).
    public var keepsAspectRatio: Bool = true

    /// Creates an image node.
    public init(id: String? = nil, classes: [String] = [], box: CanvasBox, bytes: [UInt8], mediaType: String, opacity: Double = 1) {
        self.id = id
        self.classes = classes
        self.box = box
        self.bytes = bytes
        self.mediaType = mediaType
        self.opacity = opacity
    }
}
