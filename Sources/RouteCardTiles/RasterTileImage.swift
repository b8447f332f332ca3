/// A raster tile made ready to embed in an SVG: PNG and JPEG as they are, WebP decoded and
/// re-encoded as PNG (librsvg cannot show WebP), anything else refused with an error naming the tile.
public struct RasterTileImage: Sendable, Hashable {
    /// PNG or JPEG bytes.
    public var bytes: [UInt8]
    /// `image/png` or `image/jpeg`.
    public var mediaType: String

    /// Creates an image.
    public init(bytes: [UInt8], mediaType: String) {
        self.bytes = bytes
        self.mediaType = mediaType
    }

    /// The tile's image; errors name `file` and `tile`.
    public init(tileBytes bytes: [UInt8], file: String, tile: TileID) throws(TileError) {
        switch TileFormat.sniff(bytes) {
        case .png?: self.init(bytes: bytes, mediaType: "image/png")
        case .jpeg?: self.init(bytes: bytes, mediaType: "image/jpeg")
        case .webp?:
            guard let pixels = WebPCodec.decode(bytes) else {
                throw TileError(file: file, tile: tile, message: "not a valid WebP image (or over \(WebPCodec.maxPixels) pixels)")
            }
            self.init(bytes: TilePNGEncoder.encode(pixels), mediaType: "image/png")
        case let format:
            let head = bytes.prefix(8).map { byte in
                let digits = Array("0123456789abcdef")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
            }.joined(separator: " ")
            let what = format.map { "a \($0) tile" } ?? (bytes.isEmpty ? "empty" : "starts with \(head)")
            throw TileError(file: file, tile: tile, message: "not an image (PNG, JPEG or WebP expected): \(what)")
        }
    }
}
