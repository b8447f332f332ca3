import Foundation
import RouteCard
import RouteCardCompression
import RouteCardRaster
import Testing

/// RouteCard's PNG encoder against cairo's (libpng) as the reference: the same drawn pixels must
/// decode to the same RGBA, whatever the number of parallel pieces; the stream must be a valid
/// zlib stream (zlib checks its Adler-32) and every chunk CRC valid (libpng checks them).
@Suite struct PNGEncoderTests {
    /// The example card: opaque (white background), text, route, glow.
    static let exampleSVG: [UInt8] = {
        guard let track = try? ExampleRoute.track(), let style = try? BuiltInStyles.style(named: "default") else { return [] }
        return (try? CardRenderer().svg(for: track, style: style)) ?? []
    }()

    /// Half-transparent, antialiased shapes over nothing: every alpha from 0 to 255 occurs.
    static let translucentSVG = Array("""
    <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
    <circle cx="100" cy="100" r="70" fill="#3366cc" fill-opacity="0.5"/>
    <path d="M20 180 L280 20" stroke="#e4572e" stroke-width="9" stroke-opacity="0.8"/>
    <text x="150" y="190" font-family="DejaVu Sans" font-size="22" fill="#111">Translucent</text>
    </svg>
    """.utf8)

    @Test(arguments: [false, true])
    func decodesToCairosPixels(transparent: Bool) throws {
        let svg = transparent ? Self.translucentSVG : Self.exampleSVG
        let ours = try Rasterizer().png(svg: svg, scale: 1.5, transparent: transparent)
        let cairo = try Rasterizer(pngWriter: .cairo).png(svg: svg, scale: 1.5, transparent: transparent)
        let decodedOurs = try PixelImage(png: ours), decodedCairo = try PixelImage(png: cairo)
        #expect(decodedOurs.size == decodedCairo.size)
        #expect(decodedOurs.rgba == decodedCairo.rgba)
        // An opaque picture is written as RGB (colour type 2), a transparent one as RGBA (6): IHDR byte 25.
        #expect(ours[25] == (transparent ? 6 : 2))
        // The bound for a card: at most 1.25× cairo's file (level 1 against libpng's level 6).
        if !transparent {
            #expect(Double(ours.count) <= 1.25 * Double(cairo.count), "\(ours.count) bytes vs cairo's \(cairo.count)")
        }
    }

    @Test func smallCompressionIsSmallerAndSamePixels() throws {
        let fast = try Rasterizer().png(svg: Self.exampleSVG, scale: 1)
        let small = try Rasterizer(pngWriter: .routecard(.small)).png(svg: Self.exampleSVG, scale: 1)
        #expect(small.count < fast.count)
        #expect(try PixelImage(png: small).rgba == PixelImage(png: fast).rgba)
    }

    /// Premultiplied ARGB words for straight colours chosen so every value survives exactly:
    /// opaque pixels, fully clear ones, and alpha 255/0 edges between pieces.
    static func pixels(width: Int, height: Int, opaque: Bool) -> (argb: [UInt32], rgba: [UInt8]) {
        var argb: [UInt32] = [], rgba: [UInt8] = []
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let r = UInt32(x * 7 % 256), g = UInt32(y * 3 % 256), b = (state >> 16) & 0xFF
                let clear = !opaque && (x + y) % 5 == 0
                argb.append(clear ? 0 : 0xFF00_0000 | r << 16 | g << 8 | b)
                rgba += clear ? [0, 0, 0, 0] : [UInt8(r), UInt8(g), UInt8(b), 255]
            }
        }
        return (argb, rgba)
    }

    @Test func opaqueRowsOfEveryWidthKeepTheirColours() throws {
        // RGB rows are packed four pixels at a time, the rest one by one.
        for width in 1...9 {
            let (argb, rgba) = Self.pixels(width: width, height: 3, opaque: true)
            let png = argb.withUnsafeBytes {
                PNGEncoder.encode(argb: $0.baseAddress!, width: width, height: 3, stride: width * 4, threads: 1)
            }
            #expect(png[25] == 2, "RGB")
            #expect(try PixelImage(png: png).rgba == rgba, "width \(width)")
        }
    }

    @Test func piecesJoinIntoOneValidStreamWhateverTheThreads() throws {
        for opaque in [true, false] {
            // 2,048 px wide: pieces of 128 rows, so 300 rows are three pieces (128, 128, 44).
            let width = 2048, height = 300
            #expect(PNGEncoder.pieces(width: width, height: height) == [0..<128, 128..<256, 256..<300])
            let (argb, rgba) = Self.pixels(width: width, height: height, opaque: opaque)
            var first: [UInt8]?
            for threads in [1, 2, 3, 8] {
                let png = argb.withUnsafeBytes {
                    PNGEncoder.encode(argb: $0.baseAddress!, width: width, height: height, stride: width * 4, threads: threads)
                }
                #expect(try PixelImage(png: png).rgba == rgba, "opaque \(opaque), \(threads) threads")
                // IDAT starts after the signature (8) and IHDR (4 + 4 + 13 + 4); zlib verifies the Adler-32.
                let idatLength = Int(png[33]) << 24 | Int(png[34]) << 16 | Int(png[35]) << 8 | Int(png[36])
                #expect(Array(png[37..<41]) == Array("IDAT".utf8))
                let inflated = try Zlib.inflate(Array(png[41..<(41 + idatLength)]), limit: 1 << 24)
                #expect(inflated.count == height * (1 + width * (opaque ? 3 : 4)))
                // The first row of every piece is filtered without the row above (None or Sub).
                for row in [0, 128, 256] { #expect(inflated[row * (1 + width * (opaque ? 3 : 4))] <= 1) }
                if let first { #expect(png == first, "the bytes do not depend on the threads") } else { first = png }
            }
        }
    }

    @Test func filterChoiceFollowsTheHeuristic() {
        // A horizontal ramp: Sub leaves constant small steps, so it wins; a row equal to the
        // one above: Up leaves zeros; the first row of a flat colour: Sub after the first pixel.
        var out = [UInt8](repeating: 0, count: 10)
        let ramp: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
        out.withUnsafeMutableBufferPointer { PNGRowFilter.filter(ramp, above: [UInt8](repeating: 200, count: 9), bytesPerPixel: 3, into: $0) }
        #expect(out == [1, 10, 20, 30, 30, 30, 30, 30, 30, 30])
        out.withUnsafeMutableBufferPointer { PNGRowFilter.filter(ramp, above: ramp, bytesPerPixel: 3, into: $0) }
        #expect(out == [2, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        // The Paeth predictor's published cases: it picks the neighbour nearest a + b - c.
        #expect(PNGRowFilter.predictor(10, 20, 10) == 20 && PNGRowFilter.predictor(10, 20, 20) == 10)
        #expect(PNGRowFilter.predictor(100, 100, 100) == 100 && PNGRowFilter.predictor(50, 60, 255) == 50)
    }
}

/// Drawing in horizontal bands on several threads gives the pixels of one drawing in one piece:
/// lines, curves, dashes, text and a translucent blurred glow crossing every band edge, at 3×.
@Suite struct BandedDrawingTests {
    static let crossingSVG = Array("""
    <svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <defs><filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>
    <rect width="400" height="400" fill="#eef"/>
    <path d="M20 10 C 380 60, 20 340, 380 390" fill="none" stroke="#e4572e" stroke-width="14" stroke-opacity="0.6" filter="url(#blur)"/>
    <path d="M20 10 C 380 60, 20 340, 380 390" fill="none" stroke="#fff" stroke-width="3.3"/>
    <path d="M0 0 L400 400 M400 0 L0 400 M0 133.3 L400 133.4 M0 266.6 L400 266.7" stroke="#123" stroke-width="1.1"/>
    <circle cx="200" cy="200" r="120" fill="none" stroke="#0a7" stroke-width="7" stroke-dasharray="9 4"/>
    <text x="200" y="205" font-family="DejaVu Sans" font-size="31" text-anchor="middle" fill="#111">Bands 1 2 3 4 5</text>
    </svg>
    """.utf8)

    /// A vertical gradient over the whole canvas: pixman computes gradient colours per span from
    /// the surface's origin, so a band's rows may round one step (1/255) differently — never more.
    static let gradientSVG = Array("""
    <svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde"/><stop offset="1" stop-color="#246"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#g)"/><path d="M0 0 L400 400" stroke="#123" stroke-width="5"/>
    </svg>
    """.utf8)

    @Test(arguments: [2, 3, 5])
    func bandsMatchOnePiece(bands: Int) throws {
        let (count, maxDelta) = try Self.compare(Self.crossingSVG, bands: bands)
        #expect(count == 0, "\(count) pixels differ (max delta \(maxDelta))")
        // Same pixels, same pieces: the same file, whether the bands encoded their own rows or not.
        var one = Rasterizer()
        one.drawingBands = 1
        var banded = Rasterizer()
        banded.drawingBands = bands
        #expect(try one.png(svg: Self.crossingSVG, scale: 3) == banded.png(svg: Self.crossingSVG, scale: 3))
    }

    @Test func gradientsDifferAtMostOneStep() throws {
        let (_, maxDelta) = try Self.compare(Self.gradientSVG, bands: 3)
        #expect(maxDelta <= 1)
    }

    /// How many pixels differ between a one-piece and a banded drawing at 3×, and by how much at most.
    static func compare(_ svg: [UInt8], bands: Int) throws -> (count: Int, maxDelta: Int) {
        var one = Rasterizer()
        one.drawingBands = 1
        var banded = Rasterizer()
        banded.drawingBands = bands
        let reference = try PixelImage(png: one.png(svg: svg, scale: 3))
        let pieces = try PixelImage(png: banded.png(svg: svg, scale: 3))
        #expect(pieces.size == reference.size)
        let differing = stride(from: 0, to: reference.rgba.count, by: 4).filter {
            reference.rgba[$0..<$0 + 4] != pieces.rgba[$0..<$0 + 4]
        }
        var maxDelta = 0
        for i in differing {
            for channel in 0..<4 { maxDelta = max(maxDelta, abs(Int(reference.rgba[i + channel]) - Int(pieces.rgba[i + channel]))) }
        }
        return (differing.count, maxDelta)
    }
}
