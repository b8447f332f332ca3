import Foundation
import Testing
import RouteCardGeo
import RouteCardScene
import RouteCardSVG
@testable import RouteCardRaster

/// The soft glow as librsvg draws it: a blurred line's profile across it is the Gaussian
/// convolution of the line's band, computed here from the error function (what a browser's
/// `feGaussianBlur` draws), and the filter region never cuts a straight line's glow.
@Suite struct GlowPixelTests {
    /// A black horizontal line `width` pt wide at y = 50 across a white 200×100 canvas, blurred by `sigma`.
    static func profile(width: Double, sigma: Double) throws -> [Double] {
        let line = SceneNode.path(ScenePath(classes: ["segment"], data: PathData(polyline: [CanvasPoint(x: 0, y: 50), CanvasPoint(x: 200, y: 50)]),
                                            stroke: Stroke(color: .black, width: width)))
        var glow = SceneGroup(classes: ["blur"], children: [line])
        glow.filter = .gaussianBlur(standardDeviation: sigma)
        let scene = Scene(size: CanvasSize(width: 200, height: 100), nodes: [
            .rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: 200, height: 100), fill: .color(.white))), .group(glow)])
        let image = try PixelImage(png: try Rasterizer().png(svg: SVGWriter().write(scene), scale: 1))
        // Darkness 0…1 down the middle column, pixel centres at y + 0.5.
        return (0..<100).map { y in 1 - Double(image.rgba(x: 100, y: y)[0]) / 255 }
    }

    /// Φ((d + w/2)/σ) − Φ((d − w/2)/σ): a band of width w blurred by σ, at distance d from its centre.
    static func expected(distance d: Double, width w: Double, sigma s: Double) -> Double {
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }
        return phi((d + w / 2) / s) - phi((d - w / 2) / s)
    }

    @Test func aBlurredLineHasAGaussianProfile() throws {
        let width = 8.0, sigma = 5.0
        let darkness = try Self.profile(width: width, sigma: sigma)
        for y in 30..<70 {
            let d = Double(y) + 0.5 - 50
            let want = Self.expected(distance: d, width: width, sigma: sigma)
            // librsvg approximates the Gaussian with three box blurs, as the filter spec allows.
            #expect(abs(darkness[y] - want) < 0.05, "at \(d) pt: \(darkness[y]) drawn, \(want) expected")
        }
        // The glow reaches past the line's own edge (4 pt) and fades out within 4σ.
        #expect(darkness[50 + 10] > 0.05)
        #expect(darkness[50 + 25] < 0.01)
    }

    @Test func theWriterDefinesTheFilterOnceOverTheCanvas() {
        var a = SceneGroup(children: []), b = SceneGroup(children: [])
        a.filter = .gaussianBlur(standardDeviation: 3)
        b.filter = .gaussianBlur(standardDeviation: 3)
        let svg = SVGWriter().string(Scene(size: CanvasSize(width: 300, height: 200), nodes: [.group(a), .group(b)]))
        #expect(svg.components(separatedBy: "<filter ").count == 2)
        #expect(svg.contains(#"<filter id="filter-1" filterUnits="userSpaceOnUse" x="0" y="0" width="300" height="200" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="3"/></filter>"#))
        #expect(svg.components(separatedBy: #"filter="url(#filter-1)""#).count == 3)
    }
}
