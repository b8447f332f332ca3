import Dispatch
import Foundation

extension LibRsvg {
    /// One drawing's shared input and per-band outcome, drawn in `bands` horizontal bands at once:
    /// one librsvg handle and one cairo surface over the band's rows per thread, the first band
    /// reusing `first`. Each band draws the whole document shifted up by the band's top, so cairo
    /// clips it to the band's rows: every pixel gets the coverage it gets in one piece (the band
    /// tests compare with a one-piece drawing at 3×). With an `encoding`, each band then
    /// filters and deflates its own rows into a PNG piece. Each band writes only its own slots and rows.
    final class BandJob: @unchecked Sendable {
        let svg: [UInt8], first: OpaquePointer, data: UnsafeMutablePointer<UInt8>, stride: Int, pixels: PixelSize
        let background: [Double]?, bands: Int, encoding: PNGCompression?
        /// The picture's PNG pieces (``PNGEncoder/pieces(width:height:)``); bands are made of
        /// whole pieces when there are enough of them.
        let pieceRows: [Range<Int>]
        let failures: UnsafeMutableBufferPointer<RasterError?>
        let pieces: UnsafeMutableBufferPointer<PNGEncoder.Piece?>

        init(svg: [UInt8], first: OpaquePointer, data: UnsafeMutablePointer<UInt8>, stride: Int, pixels: PixelSize,
             background: [Double]?, bands: Int, pieces pieceRows: [Range<Int>], encoding: PNGCompression?) {
            self.svg = svg
            self.first = first
            self.data = data
            self.stride = stride
            self.pixels = pixels
            self.background = background
            self.bands = bands
            self.pieceRows = pieceRows
            self.encoding = pieceRows.count >= bands ? encoding : nil
            failures = .allocate(capacity: bands)
            failures.initialize(repeating: nil)
            pieces = .allocate(capacity: pieceRows.count)
            pieces.initialize(repeating: nil)
        }

        deinit {
            failures.deinitialize()
            failures.deallocate()
            pieces.deinitialize()
            pieces.deallocate()
        }

        /// Every piece in order, when every band encoded its rows (opaque, as expected).
        func encodedPieces() -> [PNGEncoder.Piece]? {
            let all = pieces.compactMap { $0 }
            return all.count == pieceRows.count ? all : nil
        }

        /// The band's pieces (indices into `pieceRows`), or `nil` when bands are not made of pieces.
        func pieceIndices(of band: Int) -> Range<Int>? {
            guard pieceRows.count >= bands else { return nil }
            return pieceRows.count * band / bands..<pieceRows.count * (band + 1) / bands
        }

        func run(band: Int) {
            var top = pixels.height * band / bands, bottom = pixels.height * (band + 1) / bands
            let indices = pieceIndices(of: band)
            if let indices {
                top = pieceRows[indices.lowerBound].lowerBound
                bottom = pieceRows[indices.upperBound - 1].upperBound
            }
            do throws(RasterError) {
                try LibRsvg.withSurface(over: data + top * stride, width: pixels.width, rows: bottom - top, stride: stride) {
                    surface throws(RasterError) in
                    let paint = { (handle: OpaquePointer) throws(RasterError) in
                        try LibRsvg.draw(handle, on: surface, width: Double(self.pixels.width), height: Double(self.pixels.height),
                                         background: self.background, shiftedUp: Double(top))
                    }
                    if band == 0 {
                        try paint(first)
                    } else {
                        try LibRsvg.withHandle(svg, paint)
                    }
                    try LibRsvg.flush(surface)
                }
            } catch {
                failures[band] = error
                return
            }
            guard let encoding, let indices,
                  PNGEncoder.isOpaque(data + top * stride, width: pixels.width, height: bottom - top, stride: stride) else { return }
            let image = PNGEncoder.Image(pixels: data, width: pixels.width, height: pixels.height, stride: stride, channels: 3)
            for (index, piece) in zip(indices, image.pieces(Array(pieceRows[indices]), compression: encoding)) {
                pieces[index] = piece
            }
        }
    }
}
