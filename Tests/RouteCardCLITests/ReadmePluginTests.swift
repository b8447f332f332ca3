import Foundation
import RouteCard
import RouteCardCLI
import Testing

/// The README's plugin example compiles (it is `WeatherStripLayer.swift`, kept identical to the
/// README's code block) and does what the README says: the route stays above the strip, and the
/// credit is on the card.
@Suite struct ReadmePluginTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("WeatherStripLayer.swift")

    @Test func theReadmeSnippetIsTheCompiledFile() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(readme.range(of: "### Your own layer types"))
        let open = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let snippet = readme[open.upperBound..<close.lowerBound]
        let start = try #require(snippet.range(of: "struct WeatherStripLayer"))
        let end = try #require(snippet.range(of: "// The whole `routecard` command"))
        let compiled = try String(contentsOf: Self.source, encoding: .utf8)
        let body = try #require(compiled.range(of: "struct WeatherStripLayer"))
        #expect(snippet[start.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            == compiled[body.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func theStripKeepsTheRouteAboveItAndCreditsItsData() throws {
        let registry = LayerRegistry.builtIn.registering(WeatherStripLayer.self)
        let json = """
            { "version": 1, "canvas": { "width": 400, "height": 400, "padding": 0 }, "layers": [
              { "id": "route", "type": "route", "paint": { "line-width": 4 } },
              { "id": "weather", "type": "weather-strip", "layout": { "text-field": "12 °C · light rain" } },
              { "id": "credits", "type": "attribution", "layout": { "position": "top-right" } } ] }
            """
        let style = try Style.decode(Array(json.utf8), registry: registry)
        #expect(style.warnings.isEmpty)
        // A north–south route, so its fit is limited by the height.
        let track = try GPXReader().read(Array(#"<gpx version="1.1" creator="t"><trk><trkseg><trkpt lat="60.1" lon="24.9"/><trkpt lat="60.2" lon="24.9"/></trkseg></trk></gpx>"#.utf8), path: "t.gpx")
        let context = LayerContext(track: track, style: style)
        let viewport = CardComposer().viewport(for: style, context: context)
        let south = viewport.point(for: GeoCoordinate(latitude: 60.1, longitude: 24.9))
        let north = viewport.point(for: GeoCoordinate(latitude: 60.2, longitude: 24.9))
        // 400 pt high, a 40-pt strip, a 4-pt line: the line's ends touch y = 0 and y = 360.
        #expect(abs((south.y + 2) - 360) < 1e-6, "the route's south end stops at the strip: \(south.y)")
        #expect(abs(north.y - 2) < 1e-6)
        let svg = String(decoding: try CardRenderer().svg(for: track, style: style), as: UTF8.self)
        #expect(svg.contains(">Weather: Open-Meteo.com</text>"))
        #expect(svg.contains(">12 °C · light rain</text>"))
    }
}
