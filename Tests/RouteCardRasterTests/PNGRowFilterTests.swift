import RouteCardCompression
import Testing

/// The vectorised PNG row filters against a plain reading of the PNG specification (§9.2–9.4),
/// written out byte by byte here, and the deflate pieces fed in parts against zlib's own inflate.
@Suite struct PNGRowFilterTests {
    /// The specification's Paeth predictor, as its pseudo-code states it.
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    /// Filter type and bytes by the specification's heuristic: the smallest sum of |signed byte|,
    /// ties to the lower type; `above == nil` allows only None and Sub.
    static func reference(_ x: [UInt8], above: [UInt8]?, bpp: Int) -> [UInt8] {
        func left(_ i: Int) -> Int { i >= bpp ? Int(x[i - bpp]) : 0 }
        func up(_ i: Int) -> Int { Int(above?[i] ?? 0) }
        func corner(_ i: Int) -> Int { i >= bpp ? Int(above?[i - bpp] ?? 0) : 0 }
        var candidates: [(UInt8, [UInt8])] = [
            (0, x),
            (1, x.indices.map { UInt8((Int(x[$0]) - left($0)) & 0xFF) }),
        ]
        if above != nil {
            candidates.append((2, x.indices.map { UInt8((Int(x[$0]) - up($0)) & 0xFF) }))
            candidates.append((4, x.indices.map { UInt8((Int(x[$0]) - paeth(left($0), up($0), corner($0))) & 0xFF) }))
        }
        func cost(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
        let best = candidates.min { cost($0.1) < cost($1.1) }!   // min keeps the first of equals
        return [best.0] + best.1
    }

    static func filtered(_ x: [UInt8], above: [UInt8]?, bpp: Int, vectorized: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0xEE, count: x.count + 1)
        x.withUnsafeBufferPointer { row in
            out.withUnsafeMutableBufferPointer { output in
                if let above {
                    above.withUnsafeBufferPointer {
                        PNGRowFilter.filter(row: row.baseAddress!, above: $0.baseAddress!, count: x.count, bytesPerPixel: bpp,
                                            into: output.baseAddress!, vectorized: vectorized)
                    }
                } else {
                    PNGRowFilter.filter(row: row.baseAddress!, above: nil, count: x.count, bytesPerPixel: bpp, into: output.baseAddress!,
                                        vectorized: vectorized)
                }
            }
        }
        return out
    }

    @Test func vectorPredictorMatchesTheSpecification() {
        // Every (a, b, c) on a grid through the whole byte range, with the extremes and their
        // neighbours, 16 at a time.
        let values: [UInt8] = Array(Set(Array(stride(from: 0, through: 255, by: 9)).map(UInt8.init) + [0, 1, 127, 128, 129, 254, 255]))
        var triples: [(UInt8, UInt8, UInt8)] = []
        for a in values { for b in values { for c in values { triples.append((a, b, c)) } } }
        var mismatches = 0
        for start in stride(from: 0, to: triples.count - 15, by: 16) {
            var a = SIMD16<UInt8>(), b = SIMD16<UInt8>(), c = SIMD16<UInt8>()
            for lane in 0..<16 { (a[lane], b[lane], c[lane]) = triples[start + lane] }
            let predicted = PNGRowFilter.predictors(a, b, c)
            for lane in 0..<16 where Int(predicted[lane]) != Self.paeth(Int(a[lane]), Int(b[lane]), Int(c[lane])) {
                mismatches += 1
            }
        }
        #expect(triples.count > 30_000)
        #expect(mismatches == 0)
    }

    @Test(arguments: [3, 4], [true, false])
    func rowsMatchTheReference(bpp: Int, vectorized: Bool) {
        var state: UInt32 = 7
        func next() -> UInt8 { state = state &* 1_664_525 &+ 1_013_904_223; return UInt8(truncatingIfNeeded: state >> 24) }
        // Noise, ramps, flat runs and rows like the one above, of lengths around the 16-byte steps.
        for length in [1, 3, 15, 16, 17, 31, 33, 64, 100, 4800] where length % bpp == 0 || length < bpp {
            let above = (0..<length).map { _ in next() }
            let rows: [[UInt8]] = [
                (0..<length).map { _ in next() },
                (0..<length).map { UInt8(truncatingIfNeeded: $0 * 5) },
                Array(repeating: 200, count: length),
                above.map { $0 &+ 1 },
                (0..<length).map { $0 % 7 == 0 ? next() : above[$0] },
            ]
            for row in rows {
                #expect(Self.filtered(row, above: above, bpp: bpp, vectorized: vectorized) == Self.reference(row, above: above, bpp: bpp),
                        "length \(length)")
                let independent = Self.filtered(row, above: nil, bpp: bpp, vectorized: vectorized)
                #expect(independent == Self.reference(row, above: nil, bpp: bpp))
                #expect(independent[0] <= 1, "without the row above only None and Sub")
            }
        }
    }

    @Test(arguments: [false, true])
    func piecesFedInPartsInflateToTheInput(runLengthOnly: Bool) throws {
        var input: [UInt8] = []
        for i in 0..<200_000 { input.append(i % 1000 < 600 ? UInt8(i % 3) : UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 13)) }
        let first = Zlib.PieceDeflater(level: 1, runLengthOnly: runLengthOnly)
        let second = Zlib.PieceDeflater(level: 1, runLengthOnly: runLengthOnly)
        input.withUnsafeBytes { bytes in
            for start in stride(from: 0, to: 120_000, by: 7_777) {
                first.append(UnsafeRawBufferPointer(rebasing: bytes[start..<min(120_000, start + 7_777)]))
            }
            second.append(UnsafeRawBufferPointer(rebasing: bytes[120_000...]))
        }
        // Two raw pieces, the first sync-flushed, behind a zlib header and before the combined
        // Adler-32: one zlib stream that zlib's inflate must accept (it checks the checksum).
        var stream: [UInt8] = [0x78, 0x01] + first.finish(final: false) + second.finish(final: true)
        let adler = Zlib.adler32(combining: first.adler32, second.adler32, secondLength: second.inputLength)
        stream += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        #expect(first.inputLength == 120_000 && second.inputLength == 80_000)
        #expect(try Zlib.inflate(stream, limit: 1 << 20) == input)
        #expect(adler == input.withUnsafeBytes { Zlib.adler32($0) })
    }
}
