import Foundation
import RouteCardCLI
import RouteCardTestSupport
import XCTest

/// `routecard render` with map data: the example's map, source files next to a style, attribution,
/// and bad map input (located errors, exit codes, no output file).
final class MapRenderTests: XCTestCase {
    static let geojson = """
    {"type": "FeatureCollection", "attribution": "© Test contributors", "features": [
      {"type": "Feature", "properties": {"class": "highway"}, "geometry": {"type": "LineString", "coordinates": [[24.93, 60.17], [24.95, 60.172]]}}
    ]}
    """

    static let gpx = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><name>Loop</name><trkseg>
    <trkpt lat="60.1700" lon="24.9400"></trkpt>
    <trkpt lat="60.1710" lon="24.9420"></trkpt>
    </trkseg></trk>
    </gpx>
    """

    /// A style with a `line` layer on `map.geojson` beside it, with or without an attribution layer.
    static func style(attribution: Bool) -> String {
        """
        {"version": 1, "sources": {"osm": {"type": "geojson", "data": "map.geojson"}},
         "layers": [{"id": "roads", "type": "line", "source": "osm"}, {"id": "route", "type": "route"}\(attribution ? #", {"id": "credits", "type": "attribution"}"# : "")]}
        """
    }

    func testExampleDrawsTheHelsinkiMapWithItsCredit() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", "--example", "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = String(decoding: try XCTUnwrap(harness.bytes(at: output)), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"<g id="buildings" class="layer fill">"#))
        XCTAssertTrue(svg.contains(#"<g id="roads" class="layer line">"#))
        XCTAssertTrue(svg.contains(">© OpenStreetMap contributors</text>"))
        XCTAssertFalse(result.stderr.contains("warning"), result.stderr)
    }

    func testASourceBesideTheStyleIsDrawnAndCredited() throws {
        let harness = try makeHarness()
        try harness.writeInput("map.geojson", Self.geojson)
        let style = try harness.writeInput("style.json", Self.style(attribution: true))
        let input = try harness.writeInput("run.gpx", Self.gpx)
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", input, "--style", style, "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = String(decoding: try XCTUnwrap(harness.bytes(at: output)), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"<g id="roads" class="layer line">"#) && svg.contains(#"<path class="line""#))
        XCTAssertTrue(svg.contains(">© Test contributors</text>"), "the GeoJSON's own attribution")
    }

    func testTheDefaultCreditIsAddedUnlessNoAttribution() throws {
        let harness = try makeHarness()
        try harness.writeInput("map.geojson", Self.geojson)
        let style = try harness.writeInput("style.json", Self.style(attribution: false))
        let input = try harness.writeInput("run.gpx", Self.gpx)

        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", input, "--style", style, "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("warning"), "the added credit answers the warning: \(result.stderr)")
        let svg = String(decoding: try XCTUnwrap(harness.bytes(at: output)), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"<g id="attribution" class="layer attribution">"#))
        XCTAssertEqual(svg.components(separatedBy: "© Test contributors").count - 1, 1)

        let bare = harness.outputPath("bare.svg")
        let second = harness.run(["render", input, "--style", style, "--no-attribution", "-o", bare])
        XCTAssertEqual(second.code, 0, second.stderr)
        XCTAssertTrue(second.stderr.contains("warning: layers: the style draws map data but has no \"attribution\" layer"), second.stderr)
        let bareSVG = String(decoding: try XCTUnwrap(harness.bytes(at: bare)), as: UTF8.self)
        XCTAssertFalse(bareSVG.contains("© Test contributors"))
    }

    // MARK: Bad map input: a located message, the right exit code, no output
    // (columns checked with Python: str.index of the offending token on its line + 1)

    func run(geojson: String?, file: StaticString = #filePath, line: UInt = #line) throws -> (CommandResult, CommandHarness) {
        let harness = try makeHarness()
        if let geojson { try harness.writeInput("map.geojson", geojson) }
        let style = try harness.writeInput("style.json", Self.style(attribution: true))
        let input = try harness.writeInput("run.gpx", Self.gpx)
        return (harness.run(["render", input, "--style", style, "-o", harness.outputPath("card.svg")]), harness)
    }

    func testAGeoJSONThatIsNotJSON() throws {
        let (result, harness) = try run(geojson: "{\"type\": \"FeatureCollection\",\n  \"features\": [}")
        assertFailure(result, code: 65, containing: ["in/map.geojson:2:16: error: not valid JSON: unexpected '}', a value expected"], harness: harness)
    }

    func testANonNumericCoordinate() throws {
        let (result, harness) = try run(geojson: "{\"type\": \"LineString\",\n \"coordinates\": [[24.9, 60.1], [24.9, null]]}")
        assertFailure(result, code: 65, containing: ["in/map.geojson:2:39: error: a coordinate must be a number, null found"], harness: harness)
    }

    func testARingWithFewerThanFourPositions() throws {
        let (result, harness) = try run(geojson: "{\"type\": \"Polygon\",\n \"coordinates\": [[[24.9, 60.1], [24.91, 60.1], [24.9, 60.1]]]}")
        assertFailure(result, code: 65, containing: ["in/map.geojson:2:18: error: a polygon ring needs at least 4 positions"], harness: harness)
    }

    func testAMissingSourceFile() throws {
        let (result, harness) = try run(geojson: nil)
        assertFailure(result, code: 1, containing: ["routecard: error: cannot read map data ", "in/map.geojson: no such file (sources.osm.data in "],
                      harness: harness)
    }
}
