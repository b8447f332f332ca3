import Dispatch
import Foundation
import RouteCardCompression

/// Encodes the pixels cairo draws into PNG bytes, faster than cairo's own writer (libpng at
/// zlib's default level, one core).
///
/// The input is cairo's `CAIRO_FORMAT_ARGB32` layout: rows of native-endian 32-bit words
/// `0xAARRGGBB` with premultiplied colour, `stride` bytes apart. Each pixel is unpremultiplied the
/// way cairo's writer does it (`(c × 255 + a / 2) / a`), so a decoder sees exactly the pixels
/// cairo's encoder would have written. A picture with no transparent pixel is written as RGB
/// (colour type 2), anything else as RGBA (colour type 6), 8 bits a channel, no interlacing.
///
/// Each row gets the PNG filter (None, Sub, Up or Paeth) whose output has the smallest sum of
/// absolute values — the heuristic the PNG specification recommends. The rows are split into one
/// piece per core; pieces are filtered and deflated in parallel, each ending byte-aligned with a
/// sync flush, and joined into one zlib stream whose Adler-32 is combined from the pieces' (the
/// way pigz parallelises gzip).
package enum PNGEncoder {
    /// Rows per piece below which a picture is not split further (the seams cost a little ratio).
    static let minimumRowsPerPiece = 64

    /// PNG bytes for `width`×`height` cairo ARGB32 pixels starting at `pixels`, rows `stride` bytes apart.
    ///
    /// - Parameters:
    ///   - compression: `.fast` (zlib level 1, default) or `.small` (level 9).
    ///   - pieces: how many pieces to deflate in parallel; default one per active core.
    package static func encode(argb pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                               compression: PNGCompression = .fast,
                               pieces: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt8] {
        let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let count = max(1, min(pieces, height / minimumRowsPerPiece))
        let job = Job(pixels: pixels, width: width, height: height, stride: stride, channels: channels,
                      level: compression.zlibLevel, pieces: count)
        DispatchQueue.concurrentPerform(iterations: count) { job.run(piece: $0) }

        var stream: [UInt8] = compression.zlibHeader
        var adler: UInt32 = 1
        for piece in 0..<count {
            stream.append(contentsOf: job.deflated[piece])
            adler = Zlib.adler32(combining: adler, job.checksums[piece], secondLength: job.rawLengths[piece])
        }
        PNGContainer.append(adler, to: &stream)
        return PNGContainer.file(width: width, height: height, alpha: !opaque, idat: stream)
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// One encoding's shared input and per-piece results; each piece writes only its own slots.
    private final class Job: @unchecked Sendable {
        let pixels: UnsafeRawPointer
        let width: Int, height: Int, stride: Int, channels: Int, level: Int, pieces: Int
        /// Result slots, one per piece, as buffers rather than arrays: workers write different slots at
        /// once, which an array property would make overlapping accesses to one variable (a data race
        /// ThreadSanitizer reports).
        let deflated: UnsafeMutableBufferPointer<[UInt8]>
        let checksums: UnsafeMutableBufferPointer<UInt32>
        let rawLengths: UnsafeMutableBufferPointer<Int>

        init(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, channels: Int, level: Int, pieces: Int) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.stride = stride
            self.channels = channels
            self.level = level
            self.pieces = pieces
            deflated = .allocate(capacity: pieces)
            deflated.initialize(repeating: [])
            checksums = .allocate(capacity: pieces)
            checksums.initialize(repeating: 1)
            rawLengths = .allocate(capacity: pieces)
            rawLengths.initialize(repeating: 0)
        }

        deinit {
            deflated.deinitialize()
            deflated.deallocate()
            checksums.deallocate()
            rawLengths.deallocate()
        }

        /// Filters and deflates the rows of `piece` (an even share of the picture's rows).
        func run(piece: Int) {
            let first = height * piece / pieces, end = height * (piece + 1) / pieces
            let rowBytes = width * channels
            var filtered = [UInt8](repeating: 0, count: (end - first) * (rowBytes + 1))
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var current = [UInt8](repeating: 0, count: rowBytes)
            var candidates = [UInt8](repeating: 0, count: rowBytes * 3)
            if first > 0 { unpremultiply(row: first - 1, into: &previous) }
            filtered.withUnsafeMutableBufferPointer { out in
                for y in first..<end {
                    unpremultiply(row: y, into: &current)
                    let offset = (y - first) * (rowBytes + 1)
                    PNGRowFilter.filter(current, above: previous, bytesPerPixel: channels, scratch: &candidates,
                                        into: UnsafeMutableBufferPointer(rebasing: out[offset..<offset + rowBytes + 1]))
                    swap(&previous, &current)
                }
            }
            let last = piece == pieces - 1
            filtered.withUnsafeBytes { raw in
                deflated[piece] = Zlib.deflatePiece(raw, level: level, final: last)
                checksums[piece] = Zlib.adler32(raw)
            }
            rawLengths[piece] = filtered.count
        }

        /// Row `y` as straight-alpha RGB or RGBA bytes (cairo's unpremultiplication).
        private func unpremultiply(row y: Int, into bytes: inout [UInt8]) {
            let words = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let channels = channels
            bytes.withUnsafeMutableBufferPointer { out in
                for x in 0..<width {
                    let argb = words[x]
                    let alpha = argb >> 24
                    let o = x * channels
                    if alpha == 255 {
                        out[o] = UInt8(truncatingIfNeeded: argb >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: argb)
                    } else if alpha == 0 {
                        out[o] = 0
                        out[o + 1] = 0
                        out[o + 2] = 0
                    } else {
                        out[o] = UInt8(truncatingIfNeeded: ((argb >> 16 & 0xFF) * 255 + alpha / 2) / alpha)
                        out[o + 1] = UInt8(truncatingIfNeeded: ((argb >> 8 & 0xFF) * 255 + alpha / 2) / alpha)
                        out[o + 2] = UInt8(truncatingIfNeeded: ((argb & 0xFF) * 255 + alpha / 2) / alpha)
                    }
                    if channels == 4 { out[o + 3] = UInt8(truncatingIfNeeded: alpha) }
                }
            }
        }
    }
}
