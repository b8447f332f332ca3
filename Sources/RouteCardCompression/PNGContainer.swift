/// The bytes around a PNG's compressed pixels: the signature, `IHDR`, one `IDAT` and `IEND`, each
/// chunk with its length and CRC-32 — shared by the card encoder (RouteCardRaster) and the tile
/// re-encoder (RouteCardTiles).
package enum PNGContainer {
    /// PNG's eight-byte signature.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A whole PNG file of `width`×`height` 8-bit pixels, RGBA when `alpha` else RGB, no
    /// interlacing, whose filtered rows are the zlib stream `idat`.
    package static func file(width: Int, height: Int, alpha: Bool, idat: [UInt8]) -> [UInt8] {
        file(width: width, height: height, colourType: alpha ? 6 : 2, chunks: [], idat: idat)
    }

    /// A whole PNG file of `width`×`height` 8-bit samples of `colourType` (2 RGB, 3 palette, 6
    /// RGBA), with `chunks` (type, data) before the `IDAT` — a palette image's `PLTE` and `tRNS`.
    package static func file(width: Int, height: Int, colourType: UInt8, chunks: [(type: String, data: [UInt8])],
                             idat: [UInt8]) -> [UInt8] {
        var header: [UInt8] = []
        append(UInt32(width), to: &header)
        append(UInt32(height), to: &header)
        header += [8, colourType, 0, 0, 0]   // bit depth, colour type, deflate, adaptive filters, no interlace
        var png = signature
        appendChunk("IHDR", header, to: &png)
        for chunk in chunks { appendChunk(chunk.type, chunk.data, to: &png) }
        appendChunk("IDAT", idat, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Appends a big-endian 32-bit number.
    package static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends one chunk: length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        append(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBytes { Zlib.crc32($0) }
        append(crc, to: &png)
    }
}
