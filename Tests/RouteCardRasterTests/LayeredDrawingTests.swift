import Foundation
import Testing
@testable import RouteCardRaster

/// Drawing a large picture on two threads, split by top-level element, gives the one-piece
/// drawing's pixels to within two 8-bit steps (translucent colour composited in two steps), and
/// the scan that finds the elements refuses what it cannot split safely.
@Suite struct LayeredDrawingTests {
    static let layeredSVG = Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- a card-like document: every drawable child of the root has an id -->
    <svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <title>Layers</title>
    <defs><filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>
    <g id="land"><rect width="400" height="400" fill="#eef"/><circle cx="120" cy="140" r="90" fill="#9c9" fill-opacity="0.7"/></g>
    <g id="roads"><path d="M0 0 L400 400 M400 0 L0 400" stroke="#fff" stroke-width="11"/><path d="M0 0 L400 400" stroke="#123" stroke-width="2"/></g>
    <g id="glow" filter="url(#blur)" opacity="0.5"><path d="M20 10 C 380 60, 20 340, 380 390" fill="none" stroke="#e4572e" stroke-width="14"/></g>
    <g id="route"><path d="M20 10 C 380 60, 20 340, 380 390" fill="none" stroke="#e4572e" stroke-width="4" stroke-opacity="0.8"/></g>
    <g id="names"><text x="200" y="205" font-family="DejaVu Sans" font-size="31" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">Layers 1 2 3</text></g>
    <g id="title"><text x="20" y="380" font-family="DejaVu Sans" font-size="18" fill="#333">Title</text></g>
    </svg>
    """.utf8)

    @Test func theScanFindsTheDrawableChildrenInOrder() throws {
        let elements = try #require(TopLevelElements(Self.layeredSVG))
        #expect(elements.elements.map(\.id) == ["land", "roads", "glow", "route", "names", "title"])
        #expect(elements.elements.map(\.texts) == [0, 0, 0, 0, 1, 1])
        let split = elements.splitIndex()
        #expect(split > 0 && split < elements.elements.count)
    }

    @Test func documentsItCannotSplitSafelyAreRefused() {
        func scan(_ body: String) -> TopLevelElements? {
            TopLevelElements(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\(body)</svg>".utf8))
        }
        #expect(scan(#"<g id="a"/><rect id="b" width="1" height="1"/>"#) != nil)
        #expect(scan(#"<g id="a"/><rect width="1" height="1"/>"#) == nil, "an element without an id")
        #expect(scan(#"<g id="a"/><g id="a"/>"#) == nil, "duplicate ids")
        #expect(scan(#"<g id="a"/><g id="b" style="mix-blend-mode: multiply"/>"#) == nil, "blending with what is below")
        #expect(scan(#"<g id="a"/>"#) == nil, "nothing to split")
        #expect(scan(#"<g id="a"><g id="b"/></g><g id="c" "#) == nil, "an unterminated tag")
        #expect(TopLevelElements(Array("<!DOCTYPE svg [<!ENTITY e \"x\">]><svg><g id=\"a\"/><g id=\"b\"/></svg>".utf8)) == nil)
    }

    @Test func theByteSearchFindsFirstWholeMatches() {
        let bytes = Array("--><!-- x -- -->end-".utf8)
        #expect(TopLevelElements.find(bytes, Array("-->".utf8), from: 0) == 0)
        #expect(TopLevelElements.find(bytes, Array("-->".utf8), from: 1) == 13, "a partial match `-- ` is skipped")
        #expect(TopLevelElements.find(bytes, Array("end-".utf8), from: 0) == 16, "a match ending on the last byte")
        #expect(TopLevelElements.find(bytes, Array("end-!".utf8), from: 0) == nil, "running past the end")
        #expect(TopLevelElements.find(bytes, Array(">".utf8), from: 17) == nil)
        #expect(TopLevelElements.find(bytes, Array(">".utf8), from: 99) == nil)
        #expect(TopLevelElements.find([], Array(">".utf8), from: 0) == nil)
    }

    @Test func twoThreadsDrawTheOnePiecePixels() throws {
        // 400×400 at 3× is 1.44 megapixels: drawn on two threads where there are two cores.
        var one = Rasterizer()
        one.drawingBands = 1   // a requested band count draws in one piece
        let reference = try PixelImage(png: one.png(svg: Self.layeredSVG, scale: 3))
        let layered = try PixelImage(png: Rasterizer().png(svg: Self.layeredSVG, scale: 3))
        #expect(layered.size == reference.size)
        let largest = zip(layered.rgba, reference.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 2, "largest difference \(largest)")
        #expect(TopLevelElements(Self.layeredSVG)?.declaredSize?.width == 400, "the second half's handle was parsed ahead")
    }

    @Test func aSizeInOtherUnitsIsDrawnInTwoHalvesWithoutParsingAhead() throws {
        // 300 pt (375 px at librsvg's default 90 dpi): the root's size is not plain pixels, so
        // nothing is parsed ahead and the second half parses its handle when it starts; the
        // pixels are the same.
        let text = String(decoding: Self.layeredSVG, as: UTF8.self)
            .replacingOccurrences(of: #"width="400" height="400""#, with: #"width="300pt" height="300pt""#)
        let svg = Array(text.utf8)
        #expect(TopLevelElements(svg)?.declaredSize == nil)
        var one = Rasterizer()
        one.drawingBands = 1
        let reference = try PixelImage(png: one.png(svg: svg, scale: 3))
        let layered = try PixelImage(png: Rasterizer().png(svg: svg, scale: 3))
        #expect(layered.size == reference.size && layered.size.width == 1125, "\(layered.size)")
        let largest = zip(layered.rgba, reference.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 2, "largest difference \(largest)")
    }
}
