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
                PNGRowFilter.filter(row, above: previous, bytesPerPixel: channels, into: slice)
            }
            swap(&previous, &row)
        }
        return PNGContainer.file(width: pixels.width, height: pixels.height, alpha: alpha, idat: zlibStream(raw))
    }

    /// The pixels as a PNG with a palette (colour type 3, 8-bit indices, a `tRNS` chunk when a
    /// colour is not opaque) when they have at most 256 colours — how map tile servers write
    /// their tiles, often a third of the truecolour size — else as ``encode(_:)`` writes them.
    public static func encodeIndexed(_ pixels: RasterPixels) -> [UInt8] {
        var index: [UInt32: UInt8] = [:]
        var colours: [UInt32] = []
        let count = pixels.width * pixels.height
        var indices = [UInt8](repeating: 0, count: count)
        for i in 0..<count {
            let p = i * 4
            let colour = UInt32(pixels.rgba[p]) << 24 | UInt32(pixels.rgba[p + 1]) << 16 | UInt32(pixels.rgba[p + 2]) << 8 | UInt32(pixels.rgba[p + 3])
            if let known = index[colour] {
                indices[i] = known
            } else {
                guard colours.count < 256 else { return encode(pixels) }
                index[colour] = UInt8(colours.count)
                indices[i] = UInt8(colours.count)
                colours.append(colour)
            }
        }
        // Rows unfiltered (filter type 0), as the PNG specification advises for palette images.
        var raw = [UInt8](repeating: 0, count: (pixels.width + 1) * pixels.height)
        for y in 0..<pixels.height {
            let row = y * (pixels.width + 1) + 1
            raw.replaceSubrange(row..<(row + pixels.width), with: indices[(y * pixels.width)..<((y + 1) * pixels.width)])
        }
        let palette = colours.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF)] }
        var chunks: [(type: String, data: [UInt8])] = [("PLTE", palette)]
        let alphas = colours.map { UInt8($0 & 0xFF) }
        if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) { chunks.append(("tRNS", Array(alphas[...lastTranslucent]))) }
        return PNGContainer.file(width: pixels.width, height: pixels.height, colourType: 3, chunks: chunks, idat: zlibStream(raw))
    }

    /// A zlib stream: header (deflate, 32 KiB window, default level), raw deflate, Adler-32.
    private static func zlibStream(_ raw: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x9c]
        raw.withUnsafeBytes { bytes in
            stream += Zlib.deflatePiece(bytes, level: 6, final: true)
            PNGContainer.append(Zlib.adler32(bytes), to: &stream)
        }
        return stream
    }
}
