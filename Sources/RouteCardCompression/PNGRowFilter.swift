/// PNG's per-row filters (specification §9) and the choice among them.
///
/// The filters are computed 16 bytes at a time with SIMD vectors (the Paeth predictor through the
/// differences `b − c`, `a − c` and `a + b − 2c`, which are `p − a`, `p − b` and `p − c`), in two
/// passes over the row: one that sums each candidate's magnitudes without storing anything, one
/// that writes the chosen filter.
package enum PNGRowFilter {
    /// Writes the filter-type byte and the filtered row into `output` (`row.count + 1` bytes),
    /// choosing among None (0), Sub (1), Up (2) and Paeth (4) the filter whose output has the
    /// smallest sum of absolute values when read as signed bytes (the specification's heuristic).
    /// `above` is the previous row unfiltered (zeros for the first row).
    package static func filter(_ row: [UInt8], above: [UInt8], bytesPerPixel bpp: Int,
                               into output: UnsafeMutableBufferPointer<UInt8>) {
        precondition(above.count == row.count && output.count == row.count + 1)
        row.withUnsafeBufferPointer { x in
            above.withUnsafeBufferPointer { b in
                filter(row: x.baseAddress!, above: b.baseAddress!, count: row.count, bytesPerPixel: bpp, into: output.baseAddress!)
            }
        }
    }

    /// Writes the filter-type byte and `count` filtered bytes of `row` into `output`
    /// (`count + 1` bytes), by the heuristic of the array form.
    ///
    /// - Parameter above: the previous row unfiltered (zeros for a picture's first row), or `nil`
    ///   when it is not known yet — the first row of a piece filtered on its own while the rows
    ///   above are still being drawn: then only None and Sub, which do not read it, are candidates.
    /// - Parameter vectorized: SIMD vectors (default in optimised builds) or one byte at a time
    ///   (default in debug builds, where the generic vector code is not specialised and is many
    ///   times slower); both give the same bytes.
    package static func filter(row x: UnsafePointer<UInt8>, above b: UnsafePointer<UInt8>?, count n: Int,
                               bytesPerPixel bpp: Int, into output: UnsafeMutablePointer<UInt8>,
                               vectorized: Bool = vectorizedByDefault) {
        let sums = magnitudes(row: x, above: b, count: n, bpp: bpp, vectorized: vectorized)
        var type: UInt8 = 0, best = sums.none
        if sums.sub < best { (type, best) = (1, sums.sub) }
        if b != nil {
            if sums.up < best { (type, best) = (2, sums.up) }
            if sums.paeth < best { type = 4 }
        }
        output[0] = type
        write(type, row: x, above: b, count: n, bpp: bpp, into: output + 1, vectorized: vectorized)
    }

    /// Whether ``filter(row:above:count:bytesPerPixel:into:vectorized:)`` uses SIMD vectors unless told.
    #if DEBUG
    package static let vectorizedByDefault = false
    #else
    package static let vectorizedByDefault = true
    #endif

    /// The sums of |filtered byte| (as signed) of each candidate filter over the row.
    private static func magnitudes(row x: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count n: Int, bpp: Int,
                                   vectorized: Bool) -> (none: Int, sub: Int, up: Int, paeth: Int) {
        var none = 0, sub = 0, up = 0, paeth = 0
        var i = 0
        // The first pixel has no left neighbour (a = c = 0).
        while i < min(bpp, n) {
            let value = x[i], over = above?[i] ?? 0
            none += magnitude(value)
            sub += magnitude(value)
            up += magnitude(value &- over)
            paeth += magnitude(value &- over)   // the predictor of (0, b, 0) is b
            i += 1
        }
        let raw = UnsafeRawPointer(x)
        var vNone = SIMD8<UInt16>(), vSub = SIMD8<UInt16>(), vUp = SIMD8<UInt16>(), vPaeth = SIMD8<UInt16>()
        var steps = 0
        func flush() {
            for k in 0..<8 { none += Int(vNone[k]); sub += Int(vSub[k]); up += Int(vUp[k]); paeth += Int(vPaeth[k]) }
            vNone = .zero; vSub = .zero; vUp = .zero; vPaeth = .zero
            steps = 0
        }
        if !vectorized {
            // The byte-by-byte loop below does the whole row.
        } else if let above {
            let rawAbove = UnsafeRawPointer(above)
            while i + 16 <= n {
                let value = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let left = raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
                let over = rawAbove.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let corner = rawAbove.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
                vNone &+= pairSums(magnitudes(value))
                vSub &+= pairSums(magnitudes(value &- left))
                vUp &+= pairSums(magnitudes(value &- over))
                vPaeth &+= pairSums(magnitudes(value &- predictors(left, over, corner)))
                i += 16
                steps += 1
                if steps == 255 { flush() }   // 255 × 2 × 128 < 65,536: no lane overflows
            }
        } else {
            while i + 16 <= n {
                let value = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let left = raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
                vNone &+= pairSums(magnitudes(value))
                vSub &+= pairSums(magnitudes(value &- left))
                i += 16
                steps += 1
                if steps == 255 { flush() }
            }
        }
        flush()
        while i < n {
            let value = x[i], a = x[i - bpp], over = above?[i] ?? 0, corner = above?[i - bpp] ?? 0
            none += magnitude(value)
            sub += magnitude(value &- a)
            up += magnitude(value &- over)
            paeth += magnitude(value &- predictor(a, over, corner))
            i += 1
        }
        return (none, sub, up, paeth)
    }

    /// Writes the row filtered with `type` (0, 1, 2 or 4) into `out`; `above` may be `nil` for 0 and 1.
    private static func write(_ type: UInt8, row x: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count n: Int,
                              bpp: Int, into out: UnsafeMutablePointer<UInt8>, vectorized: Bool) {
        if type == 0 {
            out.update(from: x, count: n)
            return
        }
        let b = above ?? x   // read only by Up and Paeth, which are chosen only with a row above
        var i = 0
        while i < min(bpp, n) {
            out[i] = type == 1 ? x[i] : x[i] &- b[i]
            i += 1
        }
        let raw = UnsafeRawPointer(x), rawAbove = UnsafeRawPointer(b), rawOut = UnsafeMutableRawPointer(out)
        while vectorized && i + 16 <= n {
            let value = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let filtered: SIMD16<UInt8>
            switch type {
            case 1: filtered = value &- raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
            case 2: filtered = value &- rawAbove.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            default:
                filtered = value &- predictors(raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self),
                                               rawAbove.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self),
                                               rawAbove.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self))
            }
            rawOut.storeBytes(of: filtered, toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < n {
            switch type {
            case 1: out[i] = x[i] &- x[i - bpp]
            case 2: out[i] = x[i] &- b[i]
            default: out[i] = x[i] &- predictor(x[i - bpp], b[i], b[i - bpp])
            }
            i += 1
        }
    }

    /// |v| of each filtered byte read as signed: the smaller of v and 256 − v.
    @inline(__always) private static func magnitudes(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        minimum(v, 0 &- v)
    }

    /// The sums of neighbouring byte pairs as eight 16-bit lanes (what the magnitudes add up to
    /// is all the heuristic needs; widening all sixteen costs twice the instructions).
    @inline(__always) private static func pairSums(_ v: SIMD16<UInt8>) -> SIMD8<UInt16> {
        let words = unsafeBitCast(v, to: SIMD8<UInt16>.self)
        return (words & 0x00FF) &+ (words &>> 8)
    }

    /// Lane-wise minimum and maximum, written as a compare and select: the standard library's
    /// `pointwiseMin`/`pointwiseMax` are not inlined here, and a call spills every vector register.
    @inline(__always) private static func minimum(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        a.replacing(with: b, where: b .< a)
    }

    @inline(__always) private static func maximum(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        a.replacing(with: b, where: b .> a)
    }

    /// The Paeth predictor of 16 bytes at once (see ``predictor(_:_:_:)``), in byte lanes only:
    /// `pa = |b − c|` and `pb = |a − c|` fit a byte; `pc = |(b − c) + (a − c)|` is `pa + pb` when
    /// the two differences have one sign and `|pa − pb|` otherwise, and is only compared with `pa`
    /// and `pb`, so a sum saturated at 255 compares the same.
    @inline(__always) package static func predictors(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let pa = maximum(b, c) &- minimum(b, c), pb = maximum(a, c) &- minimum(a, c)
        let sum = pa &+ pb
        let saturated = sum.replacing(with: 255, where: sum .< pa)
        let sameSign = (b .>= c) .== (a .>= c)
        let pc = saturated.replacing(with: maximum(pa, pb) &- minimum(pa, pb), where: .!sameSign)
        var chosen = c
        chosen.replace(with: b, where: pb .<= pc)
        chosen.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return chosen
    }

    /// |v| of a filtered byte read as a signed (two's complement) value.
    @inline(__always) package static func magnitude(_ value: UInt8) -> Int {
        value < 128 ? Int(value) : 256 - Int(value)
    }

    /// The Paeth predictor of a byte from its left (`a`), upper (`b`) and upper-left (`c`) neighbours.
    @inline(__always) package static func predictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        // p − a = b − c, p − b = a − c, p − c = (b − c) + (a − c); written without the generic
        // `abs`, which debug builds call through witness tables.
        let bc = Int(b) - Int(c), ac = Int(a) - Int(c), sum = bc + ac
        let pa = bc < 0 ? -bc : bc, pb = ac < 0 ? -ac : ac, pc = sum < 0 ? -sum : sum
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
