@testable import RouteCard
import RouteCardMap
import RouteCardStyle
import RouteCardTestSupport
import XCTest

/// The built-in map styles and their embedded Helsinki data.
final class BuiltInMapStylesTests: XCTestCase {
    func testEmbeddedMapDataEqualsExamplesData() throws {
        let file = TestPaths.file("Examples/data/helsinki.geojson")
        XCTAssertEqual(BuiltInMapData.names, ["helsinki.geojson"])
        XCTAssertEqual(BuiltInMapData.source(named: "helsinki.geojson"), try String(contentsOf: file, encoding: .utf8),
                       "Examples/data/helsinki.geojson changed: run `make resources`")
    }

    /// The compact copy keeps every feature and property of the fixture, with coordinates within
    /// half a unit of the 6th decimal; both are read with Foundation's JSONSerialization, not our reader.
    func testTheCompactCopyMatchesTheFixture() throws {
        func load(_ path: String) throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: TestPaths.file(path)))
            return try XCTUnwrap((object as? [String: Any])?["features"] as? [[String: Any]])
        }
        let original = try load("Tests/Fixtures/osm/helsinki.geojson")
        let compact = try load("Examples/data/helsinki.geojson")
        XCTAssertEqual(original.count, 3149)
        XCTAssertEqual(compact.count, original.count)
        func flatten(_ value: Any) -> [Double] {
            if let number = value as? NSNumber { return [number.doubleValue] }
            return (value as? [Any] ?? []).flatMap(flatten)
        }
        var worst = 0.0
        for (a, b) in zip(original, compact) {
            XCTAssertEqual(a["properties"] as? NSDictionary, b["properties"] as? NSDictionary)
            let ga = try XCTUnwrap(a["geometry"] as? [String: Any]), gb = try XCTUnwrap(b["geometry"] as? [String: Any])
            XCTAssertEqual(ga["type"] as? String, gb["type"] as? String)
            let ca = flatten(ga["coordinates"]!), cb = flatten(gb["coordinates"]!)
            XCTAssertEqual(ca.count, cb.count)
            for (x, y) in zip(ca, cb) { worst = max(worst, abs(x - y)) }
        }
        XCTAssertLessThanOrEqual(worst, 5.0000001e-7)
    }

    func testBuiltInStylesReadTheirMapDataFromTheBinaryNotFromDisk() throws {
        let style = try XCTUnwrap(try BuiltInStyles.style(named: "map"))
        XCTAssertEqual(style.sources["osm"]?.data, "builtin:helsinki.geojson")
        // The built-in styles' resolver reads no file at all, not even the data's own source file.
        XCTAssertThrowsError(try style.resources.read("../Examples/data/helsinki.geojson")) { error in
            XCTAssertEqual((error as? ResourceError)?.kind, .refused)
        }
        let sources = try MapSourceLoader().load(style)
        XCTAssertEqual(sources["osm"]?.data.features.count, 3149)
        XCTAssertEqual(sources["osm"]?.attribution, "© OpenStreetMap contributors")
    }

    func testMapStylesDrawTheHelsinkiCard() throws {
        let track = try ExampleRoute.track()
        for name in ["map", "map-dark"] {
            let style = try XCTUnwrap(try BuiltInStyles.style(named: name))
            XCTAssertEqual(style.warnings, [])
            XCTAssertEqual(style.sources["osm"]?.data, "builtin:helsinki.geojson", "the built-in style names its data compiled in")
            let svg = String(decoding: try CardRenderer().svg(for: track, style: style), as: UTF8.self)
            XCTAssertLessThan(svg.utf8.count, 600_000, name)
            XCTAssertEqual(svg.components(separatedBy: "© OpenStreetMap contributors").count - 1, 1, name)
            for id in ["buildings", "roads", "water", "green"] {
                XCTAssertTrue(svg.contains("<g id=\"\(id)\" class=\"layer "), "\(name): \(id)")
            }
            // Every coordinate written by a map layer lies within the canvas plus the stroke margin.
            let bound = 10.0  // the widest road: half of 6 pt + 0.7 pt casing, + 1 pt
            for line in svg.split(separator: "\n") where line.hasPrefix("<path class=\"fill\"") || line.hasPrefix("<path class=\"line\"")
                || line.hasPrefix("<path class=\"casing\"") {
                let d = line.split(separator: "\"")[3]
                let numbers = d.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
                XCTAssertFalse(numbers.isEmpty)
                XCTAssertTrue(numbers.allSatisfy { $0 >= -bound && $0 <= 800 + bound }, "\(name): \(line.prefix(120))")
            }
        }
    }
}
