import RouteCardCompression

/// Encodes decoded tile pixels (straight RGBA) as a PNG, so a WebP tile can be embedded where
/// librsvg shows no WebP: 8-bit truecolour, with alpha only when a pixel is not opaque, each row
/// filtered by `PNGRowFilter` (the filters RouteCardRaster's encoder uses), one zlib stream.
public enum TilePNGEncoder {
    /// The PNG file's bytes.
    public static func encode(_ pixels: RasterPixels) -> [UInt8] {
        let alpha = !pixels.isOpaque
        let channels = alpha ? 4 : 3
        let rowBytes = pixels.width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * pixels.height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var row = [UInt8](repeating: 0, count: rowBytes)
        var scratch = [UInt8](repeating: 0, count: 3 * rowBytes)
        for y in 0..<pixels.height {
            var o = 0
            let start = y * pixels.width * 4
            for x in 0..<pixels.width {
                let i = start + x * 4
                for c in 0..<channels { row[o + c] = pixels.rgba[i + c] }
                o += channels
            }
            raw.withUnsafeMutableBufferPointer { out in
                let slice = UnsafeMutableBufferPointer(rebasing: out[(y * (rowBytes + 1))..<((y + 1) * (rowBytes + 1))])
                PNGRowFilter.filter(row, above: previous, bytesPerPixel: channels, scratch: &scratch, into: slice)
            }
            swap(&previous, &row)
        }
        // A zlib stream: header (deflate, 32 KiB window, default level), raw deflate, Adler-32.
        var stream: [UInt8] = [0x78, 0x9c]
        raw.withUnsafeBytes { bytes in
            stream += Zlib.deflatePiece(bytes, level: 6, final: true)
            PNGContainer.append(Zlib.adler32(bytes), to: &stream)
        }
        return PNGContainer.file(width: pixels.width, height: pixels.height, alpha: alpha, idat: stream)
    }
}
