/// Decoded pixels: straight (not premultiplied) RGBA, 8 bits a channel, rows top to bottom.
///
/// Used to check rendered PNGs: decode with `init(png:)`, read pixels with `rgba(x:y:)`, compare
/// with `PixelComparison`, write a diff with `pngBytes()`.
package struct PixelImage: Sendable, Hashable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha of each pixel, row by row.
    package var rgba: [UInt8]

    /// Creates an image from its pixels (`rgba.count` must be `width × height × 4`).
    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA buffer size mismatch")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Creates an image of one colour (straight RGBA, 0…255).
    package init(width: Int, height: Int, filledWith pixel: [UInt8]) {
        precondition(pixel.count == 4, "a pixel has four channels")
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { rgba.append(contentsOf: pixel) }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// Decodes PNG bytes (any PNG cairo reads: 8-bit RGB, RGBA, grey, palette).
    package init(png bytes: [UInt8]) throws(RasterError) {
        self = try LibRsvg.decodePNG(bytes)
    }

    /// The size in pixels.
    package var size: PixelSize { PixelSize(width: width, height: height) }

    /// The four channels (red, green, blue, alpha; 0…255) of the pixel at column `x`, row `y`.
    package func rgba(x: Int, y: Int) -> [UInt8] {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return Array(rgba[offset..<offset + 4])
    }

    /// Replaces the pixel at column `x`, row `y` (four channels, 0…255).
    package mutating func setRGBA(x: Int, y: Int, _ pixel: [UInt8]) {
        precondition(pixel.count == 4 && (0..<width).contains(x) && (0..<height).contains(y), "bad pixel write")
        let offset = (y * width + x) * 4
        rgba.replaceSubrange(offset..<offset + 4, with: pixel)
    }

    /// The image encoded as a PNG.
    package func pngBytes() throws(RasterError) -> [UInt8] {
        try LibRsvg.encodePNG(self)
    }
}
