import RouteCardGeo

/// One raster tile read for a card: an image ready to embed (PNG or JPEG bytes; WebP tiles are
/// re-encoded as PNG when they are read), its square, and which copy of the world it is drawn in.
public struct RasterTile: Sendable, Hashable {
    /// The tile's square in world units, in the main copy of the world (x 0…1), or the part of it
    /// the image shows when the tile was cropped to the canvas. A tile over-zoomed past its
    /// source's `maxzoom` is the bigger square of the tile it was read from.
    public var box: WorldBox
    /// Whole world widths added to its x when it is drawn (see `MapTile.wrap`).
    public var wrap: Int
    /// The encoded image.
    public var bytes: [UInt8]
    /// `image/png` or `image/jpeg`.
    public var mediaType: String
    /// The tile, `z/x/y`, for element ids and messages.
    public var name: String

    /// Creates a raster tile.
    public init(box: WorldBox, wrap: Int = 0, bytes: [UInt8], mediaType: String, name: String) {
        self.box = box
        self.wrap = wrap
        self.bytes = bytes
        self.mediaType = mediaType
        self.name = name
    }
}
