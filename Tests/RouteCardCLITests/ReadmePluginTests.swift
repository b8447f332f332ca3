import Foundation
import RouteCard
import RouteCardCLI
import RouteCardGeo
import RouteCardInput
import RouteCardStyle
import RouteCardTestSupport
import Testing
@testable import readme_plugin_snippet

/// The README's plugin example (the ```swift block under "Your own layer types") is the source
/// of the `readme-plugin-snippet` program (`Tests/ReadmePluginSnippet/main.swift`, between its
/// BEGIN/END markers), so it compiles as the `main.swift` it says it is. These tests check the
/// two texts are the same, run the program as the README says, and check what the layer does.
///
/// When the snippet changes, update both texts; `RECORD_SNAPSHOTS=1` copies the README's block
/// into main.swift (then rebuild). The first two tests name nothing of the snippet: the layer type
/// is read from it (`type = "…"`), and the style's layer object is the README's inline JSON
/// example of that type when there is one.
@Suite struct ReadmePluginTests {
    static let heading = "Your own layer types"
    static let source = TestPaths.file("Tests/ReadmePluginSnippet/main.swift")
    static let begin = "// BEGIN README SNIPPET\n", end = "// END README SNIPPET\n"

    /// The README section.
    static func section() throws -> MarkdownSection {
        let readme = try String(contentsOf: TestPaths.file("README.md"), encoding: .utf8)
        return try #require(MarkdownSection(heading: heading, in: readme), "README.md has no heading \"\(heading)\"")
    }

    /// The first ```swift block of the README section.
    static func readmeSnippet() throws -> String {
        try #require(try section().codeBlocks(language: "swift").first, "no ```swift block under \"\(heading)\"")
    }

    /// main.swift split around its markers: before, between, after.
    static func sourceParts() throws -> (String, String, String) {
        let text = try String(contentsOf: source, encoding: .utf8)
        let start = try #require(text.range(of: begin), "no \(begin) in \(source.path)")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "no \(end) in \(source.path)")
        return (String(text[..<start.upperBound]), String(text[start.upperBound..<stop.lowerBound]), String(text[stop.lowerBound...]))
    }

    @Test func theProgramHoldsTheReadmeSnippet() throws {
        let snippet = try Self.readmeSnippet()
        let (before, between, after) = try Self.sourceParts()
        let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard trimmed(snippet) != trimmed(between) else { return }
        if Snapshot.isRecording {
            try Data((before + trimmed(snippet) + "\n" + after).utf8).write(to: Self.source)
            Issue.record("copied the README's snippet into \(Self.source.path); rebuild and run again without RECORD_SNAPSHOTS=1")
        } else {
            let difference = TextDifference(expected: Array(trimmed(snippet).utf8), actual: Array(trimmed(between).utf8))
            Issue.record("""
                \(Self.source.lastPathComponent) differs from the README's snippet under "\(Self.heading)" \
                (expected: README, actual: main.swift): \(difference.map(String.init(describing:)) ?? "")
                """)
        }
    }

    /// The README's inline JSON layer object of `type` (`` `{ "id": …, "type": "TYPE", … }` ``), if any.
    static func readmeLayerObject(type: String) throws -> String? {
        let text = try section().lines.joined(separator: "\n")
        for match in text.matches(of: /`(\{[^`]*\})`/) {
            let json = String(match.1)
            let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            if object?["type"] as? String == type { return json }
        }
        return nil
    }

    @Test func theSnippetsProgramRendersItsLayer() throws {
        let type = String(try #require(try Self.readmeSnippet().firstMatch(of: /\btype\s*[=:]\s*"([a-z0-9-]+)"/)?.1,
                                       "the snippet names no layer type (`type = \"…\"`)"))
        let layer = try Self.readmeLayerObject(type: type) ?? #"{ "id": "plugin", "type": "\#(type)" }"#
        let id = try #require((try JSONSerialization.jsonObject(with: Data(layer.utf8)) as? [String: Any])?["id"] as? String)
        let binary = try #require(Executables.built("readme-plugin-snippet"),
                                  "readme-plugin-snippet is not built next to the tests: run `swift build --build-tests` first")
        try CommandHarness.withHarness { harness in
            let style = try harness.writeInput("plugin.json", """
                { "version": 1, "layers": [ { "id": "route", "type": "route" }, \(layer) ] }
                """)
            let output = harness.outputPath("card.svg")
            let arguments = ["render", "--example", "--style", style, "-o", output]
            let result = try ChildProcess.run(binary, arguments, in: harness.root)
            #expect(result.code == 0, "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: output), "no SVG written"))
            #expect(svg.text.contains("<g id=\"\(id)\" class=\"layer \(type)\">"), "no group for the plugin layer")
            #expect(try #require(svg.group(id: id)).contains("<"), "the plugin layer drew nothing")

            // The plain command does not know the type: it is the snippet's registration that works.
            try FileManager.default.removeItem(atPath: output)
            let plain = harness.run(arguments)
            #expect(plain.code == 65)
            #expect(plain.stderr.contains("unknown layer type \"\(type)\""), "\(plain.stderr)")
        }
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
