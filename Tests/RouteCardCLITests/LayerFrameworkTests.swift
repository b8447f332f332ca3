import Foundation
import RouteCard
import RouteCardCLI
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import RouteCardTestSupport
import Synchronization
import Testing

/// The promises of the layer framework (issue 9): one context for every caller, placement handed
/// on to drawing, reserved room, credits as a capability.
@Suite struct LayerFrameworkTests {
    /// A two-point run starting 2026-05-16 06:30:00 UTC (15:30 in Seoul, UTC+9 without DST).
    static let morningRun = """
        <?xml version="1.0"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Run</name><trkseg>
        <trkpt lat="37.5665" lon="126.9780"><time>2026-05-16T06:30:00Z</time></trkpt>
        <trkpt lat="37.5765" lon="126.9880"><time>2026-05-16T06:40:00Z</time></trkpt>
        </trkseg></trk></gpx>
        """

    /// The text of every `<text>` element of an SVG.
    static func texts(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text").dropFirst().compactMap { element in
            guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>") else { return nil }
            return String(element[element.index(after: open)..<close.lowerBound])
        }
    }

    @Test func renderHonoursTheStyleTimeZone() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let input = try harness.writeInput("run.gpx", Self.morningRun)
        let style = try harness.writeInput("seoul.json", """
            { "version": 1, "timezone": "Asia/Seoul", "layers": [
              { "id": "route", "type": "route" },
              { "id": "when", "type": "text", "layout": { "text-field": "{time}" } } ] }
            """)
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", input, "--style", style, "-o", output, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(Self.texts(svg) == ["15:30"])
    }

    @Test func renderHonoursTheTimeZoneOption() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let input = try harness.writeInput("run.gpx", Self.morningRun)
        let seoul = harness.outputPath("seoul.svg"), utc = harness.outputPath("utc.svg")
        #expect(harness.run(["render", input, "-o", seoul, "--timezone", "Asia/Seoul", "-q"]).code == 0)
        #expect(harness.run(["render", input, "-o", utc, "-q"]).code == 0)
        // The default style's stats line is "{distance}  ·  {duration}  ·  {date}"; the title is {name}.
        let seoulTexts = Self.texts(try String(contentsOfFile: seoul, encoding: .utf8))
        let utcTexts = Self.texts(try String(contentsOfFile: utc, encoding: .utf8))
        #expect(seoulTexts.contains { $0.contains("16 May 2026") })
        // A late-evening UTC start is the next day in Seoul: the date moves with the zone.
        let late = Self.morningRun.replacingOccurrences(of: "T06:", with: "T20:")
        let lateInput = try harness.writeInput("late.gpx", late)
        let lateSeoul = harness.outputPath("late.svg")
        #expect(harness.run(["render", lateInput, "-o", lateSeoul, "--timezone", "Asia/Seoul", "-q"]).code == 0)
        #expect(Self.texts(try String(contentsOfFile: lateSeoul, encoding: .utf8)).contains { $0.contains("17 May 2026") })
        #expect(utcTexts.contains { $0.contains("16 May 2026") })
    }

    @Test func liveMapUsesTheStyleTimeZone() throws {
        var style = try #require(try BuiltInStyles.style(named: "live"))
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        style.timeZone = seoul
        var map = LiveMap(style: style, region: GeoRegion(center: GeoCoordinate(latitude: 37.5665, longitude: 126.978), radius: 3000))
        let time = try #require(ISO8601DateFormatter().date(from: "2026-05-16T06:30:00Z"))
        map.apply(.upsert(id: "a", coordinate: GeoCoordinate(latitude: 37.567, longitude: 126.979), time: time))
        let svg = String(decoding: map.svg(), as: UTF8.self)
        #expect(Self.texts(svg).contains { $0.contains("15:30") }, "\(Self.texts(svg))")
    }

    /// The top of every route path (its points minus half its stroke width), in points.
    static func routeTop(_ svg: String) throws -> Double {
        let group = try #require(svg.range(of: #"<g id="route" class="layer route">"#))
        let end = try #require(svg.range(of: "</g>", range: group.upperBound..<svg.endIndex))
        let body = svg[group.upperBound..<end.lowerBound]
        var top = Double.infinity
        for element in body.components(separatedBy: "<path").dropFirst() {
            let data = try #require(element.range(of: #" d=""#)).upperBound
            let dataEnd = try #require(element.range(of: "\"", range: data..<element.endIndex)).lowerBound
            let numbers = element[data..<dataEnd].split(whereSeparator: { "MLZ ,".contains($0) }).compactMap { Double($0) }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            var width = 0.0
            if let w = element.range(of: #"stroke-width=""#) {
                let wEnd = try #require(element.range(of: "\"", range: w.upperBound..<element.endIndex)).lowerBound
                width = Double(element[w.upperBound..<wEnd]) ?? 0
            }
            top = min(top, (ys.min() ?? .infinity) - width / 2)
        }
        return top
    }

    @Test(arguments: ["0", "12", "36,56,64,56"])
    func theRouteNeverRunsUnderTheTitle(padding: String) throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        // A north–south route, so the fit is limited by the height and touches the top band.
        let input = try harness.writeInput("north.gpx", """
            <gpx version="1.1" creator="t"><trk><trkseg>
            <trkpt lat="60.10" lon="24.90"/><trkpt lat="60.20" lon="24.905"/></trkseg></trk></gpx>
            """)
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", input, "--padding", padding, "-o", output, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        // The default style's stats line sits 94 pt from the top in 19-pt DejaVu Sans, whose
        // ascent + descent is 0.928 + 0.236 = 1.164 em (its hhea table: 1901 and 483 of 2048).
        let statsBottom = 94 + 19 * 1.164
        let top = try Self.routeTop(svg)
        #expect(top >= statsBottom - 0.05, "route top \(top) is above the stats' bottom \(statsBottom)")
        // And the band is not wasted: with padding P the route's top end starts P below the stats
        // plus the finish pin standing on it (a 36-pt pin with a 2-pt border: at most 38 pt).
        let paddingTop = Double(padding.split(separator: ",").first!)!
        #expect(top - (statsBottom + paddingTop) <= 38, "route top \(top), stats bottom \(statsBottom), padding \(paddingTop)")
    }

    @Test func aFloatingTextReservesNothing() throws {
        let text = #"{ "id": "t", "type": "text", "layout": { "text-field": "x", "position": "top", "reserve": false } }"#
        let style = try Style.decode(Array(#"{ "version": 1, "layers": [\#(text)] }"#.utf8))
        let context = LayerContext(track: try ExampleRoute.track(), style: style)
        #expect(style.layers[0].reservedBands(in: context).isEmpty)
        let reserving = try Style.decode(Array(#"{ "version": 1, "layers": [\#(text.replacingOccurrences(of: ", \"reserve\": false", with: ""))] }"#.utf8))
        let bands = reserving.layers[0].reservedBands(in: context)
        #expect(bands.map(\.edge) == [.top])
        // 24 pt margin + 24 pt text × 1.164 em.
        #expect(abs((bands.first?.depth ?? 0) - (24 + 24 * 1.164)) < 0.05)
    }
}

/// A plugin that credits data and counts its placements.
struct CreditingLayer: CardLayer {
    static let type = "test-credit"
    static let capabilities: LayerCapabilities = [.credits]
    static let placements = Atomic<Int>(0)
    static let credit = LayerProperty.optionalString("credit", .layout, doc: "The credit.")
    static var properties: [PropertySpec] { [credit.spec] }
    var text: String?

    init(style: LayerStyle) { text = style[Self.credit] }

    func place(in context: LayerContext) -> LayerPlacement<Int> {
        LayerPlacement(Self.placements.add(1, ordering: .relaxed).newValue)
    }

    func draw(_ placement: Int, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        LayerDrawing([.circle(SceneCircle(center: CanvasPoint(x: 1, y: 1), radius: 1, fill: .color(.black)))],
                     credits: text.map { [$0] } ?? [])
    }
}

@Suite(.serialized) struct CreditTests {
    let registry = LayerRegistry.builtIn.registering(CreditingLayer.self)

    func style(_ layers: String) throws -> Style {
        try Style.decode(Array(#"{ "version": 1, "layers": [\#(layers)] }"#.utf8), registry: registry)
    }

    @Test func anAttributionLayerShowsAPluginsCreditOnce() throws {
        let style = try style("""
            { "id": "credits", "type": "attribution" },
            { "id": "a", "type": "test-credit", "layout": { "credit": "Weather © Test" } },
            { "id": "b", "type": "test-credit", "layout": { "credit": "Weather © Test" } },
            { "id": "c", "type": "test-credit", "layout": { "credit": "Tiles © Other" } }
            """)
        #expect(style.warnings.isEmpty)
        let before = CreditingLayer.placements.load(ordering: .relaxed)
        let svg = String(decoding: try CardRenderer().svg(for: try ExampleRoute.track(), style: style), as: UTF8.self)
        #expect(LayerFrameworkTests.texts(svg) == ["Weather © Test | Tiles © Other"])
        // Drawn after the others although it comes first: its group keeps its place.
        #expect(svg.range(of: #"id="credits""#)!.lowerBound < svg.range(of: #"id="a""#)!.lowerBound)
        // Each layer placed exactly once for one card.
        #expect(CreditingLayer.placements.load(ordering: .relaxed) - before == 3)
    }

    @Test func aCreditingLayerWithoutAttributionIsWarnedAndTheCLIAddsOne() throws {
        let style = try style(#"{ "id": "a", "type": "test-credit", "layout": { "credit": "Data © X" } }"#)
        #expect(style.warnings.map(\.message) == [AttributionLayer.missingWarning])
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let path = try harness.writeInput("credit.json",
                                          #"{ "version": 1, "layers": [{ "id": "a", "type": "test-credit", "layout": { "credit": "Data © X" } }] }"#)
        let output = harness.outputPath("card.svg")
        let capture = CapturedConsole()
        let code = RouteCardCommand(registry: registry, console: capture.console).run(["render", "--example", "--style", path, "-o", output, "-q"])
        #expect(code == 0, "\(capture.standardError)")
        #expect(capture.standardError.isEmpty, "the default credit replaces the warning")
        #expect(LayerFrameworkTests.texts(try String(contentsOfFile: output, encoding: .utf8)).contains("Data © X"))
    }
}
