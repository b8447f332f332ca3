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
    /// About this many pixels a piece (a mebibyte of ARGB).
    static let pixelsPerPiece = 262_144

    /// The runs of rows a picture is encoded in: fixed by its size alone, so the bytes are the
    /// same however many threads encode them and however the picture was drawn.
    package static func pieces(width: Int, height: Int) -> [Range<Int>] {
        let rows = max(minimumRowsPerPiece, pixelsPerPiece / max(1, width))
        return stride(from: 0, to: max(height, 1), by: rows).map { $0..<min(height, $0 + rows) }
    }

    /// PNG bytes for `width`×`height` cairo ARGB32 pixels starting at `pixels`, rows `stride` bytes apart.
    ///
    /// - Parameters:
    ///   - compression: `.fast` (zlib's run-length strategy, default) or `.small` (level 9).
    ///   - threads: how many pieces to deflate at once; default one per active core. The bytes do
    ///     not depend on it.
    package static func encode(argb pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                               compression: PNGCompression = .fast,
                               threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt8] {
        let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
        let ranges = pieces(width: width, height: height)
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Piece>.allocate(capacity: ranges.count)
        results.initialize(repeating: Piece(deflated: [], adler32: 1, rawLength: 0))
        defer { results.deinitialize(); results.deallocate() }
        let image = Image(pixels: pixels, width: width, height: height, stride: stride, channels: opaque ? 3 : 4)
        let workers = max(1, min(threads, ranges.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Workers write different slots of a buffer (an array property would be one variable
            // written by several threads at once: a data race ThreadSanitizer reports).
            let mine = Array(Swift.stride(from: worker, to: ranges.count, by: workers))
            for (index, piece) in zip(mine, image.pieces(mine.map { ranges[$0] }, compression: compression)) {
                results[index] = piece
            }
        }
        return file(Array(results), width: width, height: height, alpha: !opaque, compression: compression)
    }

    /// The PNG file of pieces covering the picture's rows in order (the last one made `final`).
    package static func file(_ pieces: [Piece], width: Int, height: Int, alpha: Bool, compression: PNGCompression) -> [UInt8] {
        var stream: [UInt8] = compression.zlibHeader
        stream.reserveCapacity(pieces.reduce(16) { $0 + $1.deflated.count })
        var adler: UInt32 = 1
        for piece in pieces {
            stream.append(contentsOf: piece.deflated)
            adler = Zlib.adler32(combining: adler, piece.adler32, secondLength: piece.rawLength)
        }
        PNGContainer.append(adler, to: &stream)
        return PNGContainer.file(width: width, height: height, alpha: alpha, idat: stream)
    }

    /// A run of rows filtered and deflated on its own, to be joined with the others by
    /// ``file(_:width:height:alpha:compression:)``: the deflated bytes (ending with a sync flush,
    /// or the stream's end for the picture's last rows), their Adler-32 and how many bytes went in.
    package struct Piece: Sendable {
        let deflated: [UInt8]
        let adler32: UInt32
        let rawLength: Int
    }

    /// cairo ARGB32 pixels to encode: `width`×`height` words from `pixels`, rows `stride` bytes
    /// apart, written with `channels` (3: RGB, 4: RGBA) bytes a pixel.
    package struct Image: @unchecked Sendable {
        let pixels: UnsafeRawPointer
        let width: Int, height: Int, stride: Int, channels: Int

        /// Wraps pixels; the caller keeps them alive and unchanged while pieces are made.
        package init(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, channels: Int) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.stride = stride
            self.channels = channels
        }

        /// Rows filtered in runs of this many bytes at most, each run deflated before the next is made.
        static let runBytes = 64 * 1024

        /// Runs of rows unpremultiplied, filtered and deflated one after the other, each a few rows
        /// at a time (the filtered rows are never all in memory), with one set of buffers and one
        /// deflater reset between runs: fresh memory for each would be page faults, which in a
        /// multi-threaded process flush the other cores' TLBs. The first row of each is filtered
        /// without the row above it (None or Sub only), so a piece can be made while the rows
        /// above are still being drawn.
        package func pieces(_ runs: [Range<Int>], compression: PNGCompression) -> [Piece] {
            let rowBytes = width * channels
            let rowsPerRun = max(1, Self.runBytes / (rowBytes + 1))
            let deflater = Zlib.PieceDeflater(level: compression.zlibLevel, runLengthOnly: compression.runLengthOnly)
            // `.small` also tries runs only, which wins on pictures of flat colour, and keeps the smaller.
            let alternative = compression == .small ? Zlib.PieceDeflater(level: 1, runLengthOnly: true) : nil
            var run = [UInt8](repeating: 0, count: rowsPerRun * (rowBytes + 1))
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var current = [UInt8](repeating: 0, count: rowBytes)
            return runs.map { rows in
                deflater.reset()
                alternative?.reset()
                return piece(rows, deflater: deflater, alternative: alternative, run: &run, previous: &previous, current: &current)
            }
        }

        /// One run of rows through the buffers and deflaters of ``pieces(_:compression:)``.
        private func piece(_ rows: Range<Int>, deflater: Zlib.PieceDeflater, alternative: Zlib.PieceDeflater?,
                           run: inout [UInt8], previous: inout [UInt8], current: inout [UInt8]) -> Piece {
            let rowBytes = width * channels
            let rowsPerRun = run.count / (rowBytes + 1)
            var y = rows.lowerBound
            run.withUnsafeMutableBufferPointer { out in
                while y < rows.upperBound {
                    let end = min(rows.upperBound, y + rowsPerRun)
                    for row in y..<end {
                        unpremultiply(row: row, into: &current)
                        let offset = (row - y) * (rowBytes + 1)
                        let knowsAbove = row > rows.lowerBound
                        current.withUnsafeBufferPointer { x in
                            previous.withUnsafeBufferPointer { b in
                                PNGRowFilter.filter(row: x.baseAddress!, above: knowsAbove ? b.baseAddress! : nil, count: rowBytes,
                                                    bytesPerPixel: channels, into: out.baseAddress! + offset)
                            }
                        }
                        swap(&previous, &current)
                    }
                    let filtered = UnsafeRawBufferPointer(start: out.baseAddress, count: (end - y) * (rowBytes + 1))
                    deflater.append(filtered)
                    alternative?.append(filtered)
                    y = end
                }
            }
            let final = rows.upperBound == height
            var deflated = deflater.finish(final: final)
            if let smaller = alternative?.finish(final: final), !smaller.isEmpty, smaller.count < deflated.count { deflated = smaller }
            return Piece(deflated: deflated, adler32: deflater.adler32, rawLength: deflater.inputLength)
        }

        /// Row `y` as straight-alpha RGB or RGBA bytes (cairo's unpremultiplication).
        private func unpremultiply(row y: Int, into bytes: inout [UInt8]) {
            let words = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let channels = channels
            if channels == 3 {
                // Every pixel is opaque (RGB is chosen only then): its colour is already straight.
                // 0xAARRGGBB byte-swapped and shifted is 0x00BBGGRR, whose little-endian bytes are
                // R, G, B: four pixels make three words.
                bytes.withUnsafeMutableBytes { out in
                    var x = 0
                    while x + 4 <= width {
                        let p0 = words[x].byteSwapped >> 8, p1 = words[x + 1].byteSwapped >> 8
                        let p2 = words[x + 2].byteSwapped >> 8, p3 = words[x + 3].byteSwapped >> 8
                        out.storeBytes(of: (p0 | p1 << 24).littleEndian, toByteOffset: x * 3, as: UInt32.self)
                        out.storeBytes(of: (p1 >> 8 | p2 << 16).littleEndian, toByteOffset: x * 3 + 4, as: UInt32.self)
                        out.storeBytes(of: (p2 >> 16 | p3 << 8).littleEndian, toByteOffset: x * 3 + 8, as: UInt32.self)
                        x += 4
                    }
                    while x < width {
                        let argb = words[x]
                        out[x * 3] = UInt8(truncatingIfNeeded: argb >> 16)
                        out[x * 3 + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                        out[x * 3 + 2] = UInt8(truncatingIfNeeded: argb)
                        x += 1
                    }
                }
                return
            }
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
}
