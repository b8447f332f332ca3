import Foundation
import RouteCard
import RouteCardCompression
import RouteCardGeo
import RouteCardInput
import RouteCardStyle
import RouteCardRaster
import RouteCardTestSupport
import RouteCardTiles
import Testing

/// `--privacy-zone` and `--privacy-trim` end to end: no hidden coordinate reaches the SVG, the
/// animated SVG, the PNG or the PDF; the start moves to the zone's edge; hidden waypoints are gone; the
/// text still counts the whole route.
@Suite struct PrivacyOutputTests {
    /// The example run with a waypoint at its start (inside the zone) and one out on the route.
    static func input() throws -> (gpx: String, track: Track) {
        var text = try String(contentsOf: TestPaths.examples.appendingPathComponent("data/helsinki-run.gpx"), encoding: .utf8)
        let header = try #require(text.range(of: "</metadata>"))
        text.insert(contentsOf: "\n  <wpt lat=\"60.1707675\" lon=\"24.9446141\"><name>Home door</name></wpt>"
                    + "\n  <wpt lat=\"60.1760000\" lon=\"24.9420000\"><name>Cafe</name></wpt>", at: header.upperBound)
        return (text, try GPXReader().read(Array(text.utf8)))
    }

    /// The zone: 300 m around the run's first point. (Distances below use the haversine on the
    /// mean sphere, `Geodesic.sphericalDistance`, not the Vincenty the cut uses; they agree to 0.5 %.)
    static let centre = GeoCoordinate(latitude: 60.1707675, longitude: 24.9446141)
    static let radius = 300.0
    static let arguments = ["--style", "default", "--size", "800x800", "--scale", "1",
                            "--privacy-zone", "60.1707675,24.9446141,300", "--privacy-trim", "150"]

    /// The viewport the CLI fits for the default style at 800×800 with these privacy settings,
    /// worked out the same way in-process (the privacy applied by the context).
    static func viewport(_ track: Track, privacy: TrackPrivacy = TrackPrivacy(zones: [PrivacyZone(center: centre, radius: radius)],
                                                                               trimStart: 150, trimEnd: 150)) throws -> Viewport {
        var style = try #require(try BuiltInStyles.style(named: "default"))
        style.canvas.width = 800
        style.canvas.height = 800
        style.privacy = privacy
        return CardComposer().viewport(for: style, context: LayerContext(track: track, style: style))
    }

    /// Every x y pair of the `d` attributes of the paths in a layer group, and of the paths its
    /// `<use>`s draw (absolute M/L coordinates).
    static func vertices(_ document: SVGDocument, layer: String) -> [SIMD2<Double>] {
        guard let body = document.group(id: layer) else { return [] }
        return (document.startTags("<path ", in: body) + document.startTags("<use ", in: body)).compactMap(document.pathData(of:))
            .flatMap(Self.pairs)
    }

    /// The numbers of path data, in pairs.
    static func pairs(_ d: String) -> [SIMD2<Double>] {
        let numbers = d.split(whereSeparator: { "MLZ, ".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { SIMD2(numbers[$0], numbers[$0 + 1]) }
    }

    @Test func noHiddenCoordinateReachesAnyOutput() throws {
        let (gpx, track) = try Self.input()
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", gpx)
            let (svg, png, pdf, animated) = (harness.outputPath("c.svg"), harness.outputPath("c.png"), harness.outputPath("c.pdf"),
                                              harness.outputPath("a.svg"))
            let result = harness.run(["render", input, "-o", svg, "--png", png, "--pdf", pdf] + Self.arguments)
            #expect(result.code == 0, "\(result.stderr)")
            let animation = harness.run(["render", input, "-o", animated, "--animate", "4s"] + Self.arguments)
            #expect(animation.code == 0, "\(animation.stderr)")
            let viewport = try Self.viewport(track)
            let metresPerPoint = viewport.metresPerPoint(latitude: Self.centre.latitude)
            // Written with two decimals: a vertex is off by at most 0.005·√2 pt.
            let slack = 0.008 * metresPerPoint + 0.01 * Self.radius
            for file in [svg, animated] {
                let document = SVGDocument(try #require(harness.bytes(at: file)))
                var checked = 0
                for layer in ["route-glow", "route", "arrows"] {
                    for vertex in Self.vertices(document, layer: layer) {
                        let coordinate = viewport.coordinate(at: CanvasPoint(x: vertex.x, y: vertex.y))
                        #expect(Geodesic.sphericalDistance(Self.centre, coordinate) >= Self.radius - slack, "\(file) \(layer) \(vertex)")
                        checked += 1
                    }
                }
                #expect(checked > 500)
                // The moving marker of the animation follows the same visible lines.
                if let marker = document.startTag("<g id=\"animation-marker\""), let motion = document.startTag("<animateMotion ") {
                    let transform = try #require(SVGDocument.attribute("transform", in: marker))
                    let origin = Self.pairs(transform.replacingOccurrences(of: "translate(", with: "").replacingOccurrences(of: ")", with: ""))[0]
                    for offset in Self.pairs(try #require(SVGDocument.attribute("path", in: motion))) {
                        let vertex = origin + offset
                        let coordinate = viewport.coordinate(at: CanvasPoint(x: vertex.x, y: vertex.y))
                        #expect(Geodesic.sphericalDistance(Self.centre, coordinate) >= Self.radius - slack)
                    }
                } else {
                    #expect(file == svg, "the animated SVG has its moving marker")
                }
                // Neither the hidden waypoint nor the centre's coordinates appear as text.
                #expect(!document.text.contains("Home door"))
                #expect(document.text.contains("Cafe"))
                #expect(!document.text.contains("60.1707") && !document.text.contains("24.9446"))
                // The text counts the whole route: 4.47 km, 23:08 (as `info` says for the file).
                #expect(document.text.contains("4.47 km") && document.text.contains("23:08"))
            }
            // The start marker stands on the zone's edge, where the visible route begins.
            let document = SVGDocument(try #require(harness.bytes(at: svg)))
            let startLayer: Substring = try #require(document.group(id: "start"))
            let start = try #require(document.startTag("<g class=\"icon\"", in: startLayer))
            let position = Self.pairs(try #require(SVGDocument.attribute("transform", in: start))
                .replacingOccurrences(of: "translate(", with: "").replacingOccurrences(of: ")", with: ""))[0]
            let startCoordinate = viewport.coordinate(at: CanvasPoint(x: position.x, y: position.y))
            #expect(abs(Geodesic.sphericalDistance(Self.centre, startCoordinate) - Self.radius) < slack)
            // The PNG: inside the zone, less the 40 pt a marker or the glow may reach in from
            // its edge, every pixel is the background (the default style's gradient runs top to
            // bottom, so the left edge of the same row shows it).
            let image = try PixelImage(png: try #require(harness.bytes(at: png)))
            #expect(Self.foreignPixels(image, viewport: viewport, margin: 40 * metresPerPoint) == 0)
            // The PDF: cairo writes the page flipped to the SVG's y-down points (`1 0 0 -1 0 800 cm`)
            // and the route's lines as absolute `x y m` / `x y l`; every such vertex of every
            // (deflated) content stream is outside the zone. Icons drawn about their own origin
            // land near the page's corner, far from it.
            let pdfVertices = Self.pdfVertices(try #require(harness.bytes(at: pdf)))
            #expect(pdfVertices.count > 500)
            for vertex in pdfVertices {
                let coordinate = viewport.coordinate(at: CanvasPoint(x: vertex.x, y: vertex.y))
                #expect(Geodesic.sphericalDistance(Self.centre, coordinate) >= Self.radius - slack, "PDF \(vertex)")
            }
        }
    }

    @Test func aTrimEndsTheLine150MetresAlongTheRouteFromEachEnd() throws {
        let (gpx, track) = try Self.input()
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", gpx)
            let svg = harness.outputPath("c.svg")
            let result = harness.run(["render", input, "-o", svg, "--style", "default", "--size", "800x800", "--privacy-trim", "150"])
            #expect(result.code == 0, "\(result.stderr)")
            let viewport = try Self.viewport(track, privacy: TrackPrivacy(trimStart: 150, trimEnd: 150))
            let bytes = try #require(harness.bytes(at: svg))
            let line = try #require(SVGDocument(bytes).segmentPoints(inGroup: "route"))
            // Walk 150 m along the run from each end by hand (haversine steps) and check the drawn
            // line ends on that step, within a metre.
            let points = track.segments[0].points.map(\.coordinate)
            let first = try #require(line.first), last = try #require(line.last)
            for (ordered, end) in [(points, first), (Array(points.reversed()), last)] {
                var remaining = 150.0, index = 1
                while index < ordered.count - 1, Geodesic.sphericalDistance(ordered[index - 1], ordered[index]) < remaining {
                    remaining -= Geodesic.sphericalDistance(ordered[index - 1], ordered[index])
                    index += 1
                }
                let drawn = viewport.coordinate(at: CanvasPoint(x: end.x, y: end.y))
                let a = ordered[index - 1], b = ordered[index]
                #expect(Geodesic.sphericalDistance(a, drawn) + Geodesic.sphericalDistance(drawn, b) - Geodesic.sphericalDistance(a, b) < 1)
                #expect(abs(Geodesic.sphericalDistance(a, drawn) - remaining) < 1)
            }
        }
    }

    @Test func aLiveMapDrawsOnlyTheVisibleRoute() throws {
        let (_, track) = try Self.input()
        var style = try #require(try BuiltInStyles.style(named: "live"))
        style.privacy = TrackPrivacy(zones: [PrivacyZone(center: Self.centre, radius: Self.radius)])
        let region = GeoRegion(center: GeoCoordinate(latitude: 60.174, longitude: 24.944), radius: 1_500)
        var map = LiveMap(style: style, region: region, track: track)
        map.apply(.upsert(id: "a", coordinate: GeoCoordinate(latitude: 60.175, longitude: 24.945), properties: [:]))
        let document = SVGDocument(map.svg())
        let viewport = CardComposer().viewport(for: style, context: LayerContext(track: track, style: style))
        let vertices = Self.vertices(document, layer: "route")
        #expect(vertices.count > 100)
        let slack = 0.008 * viewport.metresPerPoint(latitude: Self.centre.latitude) + 0.01 * Self.radius
        for vertex in vertices {
            let coordinate = viewport.coordinate(at: CanvasPoint(x: vertex.x, y: vertex.y))
            #expect(Geodesic.sphericalDistance(Self.centre, coordinate) >= Self.radius - slack)
        }
    }

    @Test func theRasterAndPDFChecksSeeTheRouteWithoutPrivacy() throws {
        let (gpx, track) = try Self.input()
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", gpx)
            let png = harness.outputPath("c.png")
            let pdf = harness.outputPath("c.pdf")
            let result = harness.run(["render", input, "--png", png, "--pdf", pdf, "--style", "default", "--size", "800x800", "--scale", "1"])
            #expect(result.code == 0)
            let viewport = try Self.viewport(track, privacy: TrackPrivacy())
            // The PDF scan sees the route inside the zone when nothing hides it.
            let inside = Self.pdfVertices(try #require(harness.bytes(at: pdf))).filter { vertex in
                Geodesic.sphericalDistance(Self.centre, viewport.coordinate(at: CanvasPoint(x: vertex.x, y: vertex.y))) < Self.radius
            }
            #expect(inside.count > 50)
            let image = try PixelImage(png: try #require(harness.bytes(at: png)))
            #expect(Self.foreignPixels(image, viewport: viewport, margin: 40 * viewport.metresPerPoint(latitude: Self.centre.latitude)) > 500)
        }
    }

    /// The `x y m` and `x y l` operands of every Flate-compressed stream of a PDF.
    static func pdfVertices(_ pdf: [UInt8]) -> [SIMD2<Double>] {
        var vertices: [SIMD2<Double>] = []
        let start = Array("stream".utf8), end = Array("endstream".utf8)
        var index = 0
        while let open = Self.find(start, in: pdf, from: index) {
            var body = open + start.count
            if body < pdf.count, pdf[body] == 0x0D { body += 1 }
            if body < pdf.count, pdf[body] == 0x0A { body += 1 }
            guard let close = Self.find(end, in: pdf, from: body) else { break }
            index = close + end.count
            guard let text = try? Zlib.inflate(Array(pdf[body..<close]), limit: 64 << 20) else { continue }
            let words = String(decoding: text, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" })
            for (position, word) in words.enumerated() where (word == "m" || word == "l") && position >= 2 {
                if let x = Double(words[position - 2]), let y = Double(words[position - 1]) { vertices.append(SIMD2(x, y)) }
            }
        }
        return vertices
    }

    /// The first index of `needle` in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The pixels within `radius − margin` of the centre that differ from the background of their row.
    static func foreignPixels(_ image: PixelImage, viewport: Viewport, margin: Double) -> Int {
        var foreign = 0, inside = 0
        for y in 0..<image.height {
            let background = image.rgba(x: 1, y: y)
            for x in 0..<image.width {
                let coordinate = viewport.coordinate(at: CanvasPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard Geodesic.sphericalDistance(centre, coordinate) < radius - margin else { continue }
                inside += 1
                if zip(image.rgba(x: x, y: y), background).contains(where: { abs(Int($0) - Int($1)) > 3 }) { foreign += 1 }
            }
        }
        return inside > 10_000 ? foreign : -1
    }
}
