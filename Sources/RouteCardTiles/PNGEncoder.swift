/// Encodes RGBA pixels as a PNG (8-bit truecolour, with alpha only when a pixel is not opaque),
/// each row filtered with the PNG filter that makes it smallest, through the system zlib.
public enum PNGEncoder {
    /// The PNG file's bytes.
    public static func encode(_ pixels: RasterPixels) -> [UInt8] {
        let alpha = !pixels.isOpaque
        let channels = alpha ? 4 : 3
        let rowBytes = pixels.width * channels
        var raw: [UInt8] = []
        raw.reserveCapacity((rowBytes + 1) * pixels.height)
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
            let (filter, filtered) = bestFilter(row, previous: previous, bytesPerPixel: channels)
            raw.append(filter)
            raw.append(contentsOf: filtered)
            swap(&previous, &row)
        }
        var png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        var header = bigEndian(UInt32(pixels.width)) + bigEndian(UInt32(pixels.height))
        header += [8, alpha ? 6 : 2, 0, 0, 0]
        chunk("IHDR", header, into: &png)
        chunk("IDAT", Gzip.zlibCompress(raw), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// The filter (0 none, 1 sub, 2 up, 4 Paeth) whose output has the smallest sum of absolute
    /// values (the PNG specification's suggested heuristic), and that output.
    private static func bestFilter(_ row: [UInt8], previous: [UInt8], bytesPerPixel bpp: Int) -> (UInt8, [UInt8]) {
        var best: (UInt8, [UInt8]) = (0, row)
        var bestScore = score(row)
        for filter: UInt8 in [1, 2, 4] {
            var out = [UInt8](repeating: 0, count: row.count)
            for i in 0..<row.count {
                let a = i >= bpp ? row[i - bpp] : 0, b = previous[i], c = i >= bpp ? previous[i - bpp] : 0
                let predictor: UInt8 = switch filter {
                case 1: a
                case 2: b
                default: paeth(a, b, c)
                }
                out[i] = row[i] &- predictor
            }
            let value = score(out)
            if value < bestScore { bestScore = value; best = (filter, out) }
        }
        return best
    }

    /// Sum of the bytes read as signed values' magnitudes.
    private static func score(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + Int(min($1, 0 &- $1)) }
    }

    /// PNG's Paeth predictor.
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count)) + typeBytes + data
        png += bigEndian(Gzip.crc32(data, continuing: Gzip.crc32(typeBytes)))
    }
}
