/// PNG's per-row filters (specification §9) and the choice among them.
package enum PNGRowFilter {
    /// Writes the filter-type byte and the filtered row into `output` (`row.count + 1` bytes),
    /// choosing among None (0), Sub (1), Up (2) and Paeth (4) the filter whose output has the
    /// smallest sum of absolute values when read as signed bytes (the specification's heuristic).
    /// `above` is the previous row unfiltered (zeros for the first row); `scratch` holds
    /// `3 × row.count` bytes.
    package static func filter(_ row: [UInt8], above: [UInt8], bytesPerPixel bpp: Int, scratch: inout [UInt8],
                       into output: UnsafeMutableBufferPointer<UInt8>) {
        let n = row.count
        row.withUnsafeBufferPointer { x in
            above.withUnsafeBufferPointer { b in
                scratch.withUnsafeMutableBufferPointer { s in
                    var none = 0, sub = 0, up = 0, paeth = 0
                    for i in 0..<n {
                        let a: UInt8 = i >= bpp ? x[i - bpp] : 0
                        let c: UInt8 = i >= bpp ? b[i - bpp] : 0
                        let value = x[i], over = b[i]
                        let fSub = value &- a, fUp = value &- over, fPaeth = value &- predictor(a, over, c)
                        s[i] = fSub
                        s[n + i] = fUp
                        s[2 * n + i] = fPaeth
                        none += magnitude(value)
                        sub += magnitude(fSub)
                        up += magnitude(fUp)
                        paeth += magnitude(fPaeth)
                    }
                    let best = min(none, sub, up, paeth)
                    if best == none {
                        output[0] = 0
                        for i in 0..<n { output[i + 1] = x[i] }
                    } else {
                        let (type, start): (UInt8, Int) = best == sub ? (1, 0) : best == up ? (2, n) : (4, 2 * n)
                        output[0] = type
                        for i in 0..<n { output[i + 1] = s[start + i] }
                    }
                }
            }
        }
    }

    /// |v| of a filtered byte read as a signed (two's complement) value.
    @inline(__always) package static func magnitude(_ value: UInt8) -> Int {
        value < 128 ? Int(value) : 256 - Int(value)
    }

    /// The Paeth predictor of a byte from its left (`a`), upper (`b`) and upper-left (`c`) neighbours.
    @inline(__always) package static func predictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
