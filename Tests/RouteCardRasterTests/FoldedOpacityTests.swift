import Foundation
import Testing
import RouteCardGeo
import RouteCardScene
import RouteCardSVG
@testable import RouteCardRaster

/// An element that paints only its stroke or only its fill has its opacity written as
/// `stroke-opacity` / `fill-opacity` (no temporary canvas-sized surface in librsvg); the pixels
/// must be those of the same element under a group `opacity` (the SVG specification's definition,
/// drawn by librsvg from a hand-written document) to within one 8-bit step — including where the
/// stroke crosses itself, which a group composites once.
@Suite struct FoldedOpacityTests {
    static let canvas = CanvasSize(width: 200, height: 160)
    /// A figure-of-eight: the stroke crosses itself in the middle.
    static let loop = PathData([
        .move(CanvasPoint(x: 30, y: 30)), .line(CanvasPoint(x: 170, y: 130)), .line(CanvasPoint(x: 170, y: 30)),
        .line(CanvasPoint(x: 30, y: 130)), .close,
    ])

    static func writtenSVG() -> String {
        let blue = Color(r: 10, g: 132, b: 255, a: 0.8)
        let scene = Scene(size: canvas, nodes: [
            .rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: canvas.width, height: canvas.height), fill: .color(.white))),
            .path(ScenePath(classes: ["glow"], data: loop, stroke: Stroke(color: blue, width: 16, cap: .round, join: .round), opacity: 0.5)),
            .circle(SceneCircle(center: CanvasPoint(x: 60, y: 80), radius: 12, fill: .color(Color(r: 228, g: 87, b: 46)), opacity: 0.4)),
            .rect(SceneRect(box: CanvasBox(x: 10, y: 100, width: 60, height: 40), fill: .color(Color(r: 20, g: 20, b: 20)),
                            stroke: Stroke(color: Color(r: 48, g: 209, b: 88), width: 6), opacity: 0.5)),
        ])
        return String(decoding: SVGWriter().write(scene), as: UTF8.self)
    }

    @Test func oneKindOfPaintFoldsItsOpacityAndBothKeepTheGroupOpacity() {
        let svg = Self.writtenSVG()
        #expect(svg.contains(##"stroke="#0a84ff" stroke-opacity="0.4" stroke-width="16""##), "0.8 × 0.5")
        #expect(svg.contains(##"fill="#e4572e" fill-opacity="0.4"/>"##))
        // Fill and stroke overlap at the rectangle's edge: only a group composites them once.
        #expect(svg.contains(##"stroke-width="6" opacity="0.5"/>"##))
        #expect(svg.components(separatedBy: " opacity=").count == 2, "one element keeps `opacity`")
    }

    @Test func theFoldedPaintDrawsTheGroupOpacityPixels() throws {
        let written = Self.writtenSVG()
        let byHand = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="160" viewBox="0 0 200 160">
        <rect x="0" y="0" width="200" height="160" fill="#ffffff"/>
        <g opacity="0.5"><path d="M30 30L170 130 170 30 30 130Z" fill="none" stroke="#0a84ff" stroke-opacity="0.8" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/></g>
        <g opacity="0.4"><circle cx="60" cy="80" r="12" fill="#e4572e"/></g>
        <g opacity="0.5"><rect x="10" y="100" width="60" height="40" fill="#141414" stroke="#30d158" stroke-width="6"/></g>
        </svg>
        """
        let folded = try PixelImage(png: Rasterizer().png(svg: Array(written.utf8), scale: 2))
        let grouped = try PixelImage(png: Rasterizer().png(svg: Array(byHand.utf8), scale: 2))
        #expect(folded.size == grouped.size)
        let largest = zip(folded.rgba, grouped.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 1, "largest difference \(largest)")
        // Where the stroke crosses itself it is translucent once: 0.4 of #0a84ff over white has a
        // red of 255 × 0.6 + 10 × 0.4 = 157 (twice would be 98).
        let crossing = (80 * 2 * folded.size.width + 100 * 2) * 4
        #expect(abs(Int(folded.rgba[crossing]) - 157) <= 2, "red \(folded.rgba[crossing]) at the crossing")
    }
}
