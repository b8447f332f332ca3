import Foundation
import RouteCardGeo
@testable import RouteCardInput
import RouteCardTestSupport
import XCTest

/// The GeoJSON reader: structure, projection, ring orientation and located errors.
final class MapDataReaderTests: XCTestCase {
    func read(_ text: String) throws -> MapFeatureCollection {
        try MapDataReader().read(Array(text.utf8), path: "map.geojson")
    }

    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            _ = try read(text)
            XCTFail("no error for \(text)", file: file, line: line)
            return nil
        } catch {
            return error as? InputError
        }
    }

    // MARK: The Helsinki fixture

    // Facts computed with Python's json module on Tests/Fixtures/osm/helsinki.geojson:
    /// 3,149 features (2,491 LineString, 658 Polygon), 19,338 positions in all, classes
    /// highway 2,243 · building 385 · railway 285 · landuse 139 · natural 71 · leisure 22 · waterway 4;
    /// the first feature is LineString "Erottajankatu" (osm_id 4236349) starting at [24.9432708, 60.1665138].
    func testHelsinkiFixtureMatchesFactsFromPython() throws {
        let url = URL(fileURLWithPath: TestPaths.fixture("osm/helsinki.geojson"))
        let data = try MapDataReader().read(Array(try Data(contentsOf: url)), path: "helsinki.geojson")
        XCTAssertEqual(data.features.count, 3149)
        XCTAssertEqual(data.attribution, "© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)")
        var lines = 0, polygons = 0, positions = 0
        var classes: [String: Int] = [:]
        for feature in data.features {
            switch feature.geometry {
            case .lines(let parts): lines += 1; positions += parts.map(\.count).reduce(0, +)
            case .polygons(let parts): polygons += 1; positions += parts.flatMap { $0 }.map(\.count).reduce(0, +)
            case .points: XCTFail("no points in the fixture")
            }
            classes[feature.properties["class"]?.string ?? "?", default: 0] += 1
        }
        XCTAssertEqual(lines, 2491)
        XCTAssertEqual(polygons, 658)
        XCTAssertEqual(positions, 19338)
        XCTAssertEqual(classes, ["highway": 2243, "building": 385, "railway": 285, "landuse": 139, "natural": 71, "leisure": 22, "waterway": 4])
        let first = try XCTUnwrap(data.features.first)
        XCTAssertEqual(first.properties["name"], .string("Erottajankatu"))
        XCTAssertEqual(first.properties["osm_id"], .number(4236349))
        guard case .lines(let parts) = first.geometry else { return XCTFail("not a line") }
        // World x = (lon + 180) / 360; world y from the Mercator formula (checked in WebMercatorTests).
        XCTAssertEqual(parts[0][0].x, (24.9432708 + 180) / 360, accuracy: 1e-15)
        XCTAssertEqual(parts[0][0].y, WebMercator.y(latitude: 60.1665138), accuracy: 1e-15)
    }

    // MARK: Geometry

    func testEveryGeometryTypeAndFeatureForm() throws {
        let data = try read("""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": 7, "properties": {"kind": "a", "n": 2, "ok": true, "none": null, "list": [1, "x"]},
           "geometry": {"type": "Point", "coordinates": [0, 0]}},
          {"type": "Feature", "properties": null, "geometry": {"type": "MultiPoint", "coordinates": [[0, 0], [1, 1]]}},
          {"type": "Feature", "properties": {}, "geometry": {"type": "MultiLineString", "coordinates": [[[0, 0], [1, 0]], [[0, 1], [1, 1]]]}},
          {"type": "Feature", "properties": {}, "geometry": null},
          {"type": "Feature", "properties": {}, "geometry": {"type": "GeometryCollection", "geometries": [
            {"type": "Point", "coordinates": [2, 2]}, {"type": "LineString", "coordinates": [[0, 0], [2, 2]]}]}}
        ]}
        """)
        XCTAssertEqual(data.features.count, 5, "the null geometry is skipped; the collection gives two features")
        XCTAssertEqual(data.features[0].id, .number(7))
        XCTAssertEqual(data.features[0].properties, ["kind": .string("a"), "n": .number(2), "ok": .bool(true), "none": .null,
                                                     "list": .array([.number(1), .string("x")])])
        XCTAssertEqual(data.features[0].geometry, .points([WorldPoint(x: 0.5, y: 0.5)]))
        XCTAssertEqual(data.features.map(\.geometry.typeName), ["Point", "Point", "LineString", "Point", "LineString"])
        guard case .lines(let parts) = data.features[2].geometry else { return XCTFail() }
        XCTAssertEqual(parts.count, 2)
        XCTAssertNil(data.attribution)
    }

    /// Twice the signed area of a ring in world units (positive = clockwise on a y-down canvas).
    func signedArea(_ ring: [WorldPoint]) -> Double {
        zip(ring, ring.dropFirst()).map { $0.x * $1.y - $1.x * $0.y }.reduce(0, +)
    }

    func testPolygonHolesAreOrientedAgainstTheirOuterRing() throws {
        // Both rings written counter-clockwise in longitude/latitude (the outer as RFC 7946 wants,
        // the hole wrongly), and a multipolygon written the other way round.
        let data = try read("""
        {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [
          [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]],
          [[1, 1], [3, 1], [3, 3], [1, 3], [1, 1]]]}}
        """)
        guard case .polygons(let polygons) = data.features[0].geometry else { return XCTFail() }
        XCTAssertEqual(polygons.count, 1)
        XCTAssertEqual(polygons[0].count, 2)
        XCTAssertGreaterThan(signedArea(polygons[0][0]), 0, "outer ring clockwise on the canvas")
        XCTAssertLessThan(signedArea(polygons[0][1]), 0, "hole counter-clockwise on the canvas")

        let multi = try read("""
        {"type": "MultiPolygon", "coordinates": [
          [[[0, 0], [0, 4], [4, 4], [4, 0], [0, 0]], [[1, 1], [1, 3], [3, 3], [3, 1], [1, 1]]],
          [[[10, 0], [11, 0], [11, 1], [10, 0]]]]}
        """)
        guard case .polygons(let parts) = multi.features[0].geometry else { return XCTFail() }
        XCTAssertEqual(parts.map(\.count), [2, 1])
        XCTAssertGreaterThan(signedArea(parts[0][0]), 0)
        XCTAssertLessThan(signedArea(parts[0][1]), 0)
        XCTAssertGreaterThan(signedArea(parts[1][0]), 0)
    }

    func testAnUnclosedRingIsClosed() throws {
        let data = try read(#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}"#)
        guard case .polygons(let polygons) = data.features[0].geometry else { return XCTFail() }
        XCTAssertEqual(polygons[0][0].count, 5)
        XCTAssertEqual(polygons[0][0].first, polygons[0][0].last)
    }

    // MARK: Errors, each with its line and column
    // (columns checked with Python: str.index of the offending value on its line + 1, counting characters)

    func testNotJSON() {
        let error = self.error("{\"type\": \"FeatureCollection\",\n \"features\": [,]}")
        XCTAssertEqual(error?.description, "map.geojson:2:15: error: not valid JSON: unexpected ',', a value expected")
    }

    func testANonNumericCoordinate() {
        let error = self.error("""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {}, "geometry": {"type": "LineString", "coordinates": [[24.9, 60.1], [24.9, "60.2"]]}}
        ]}
        """)
        XCTAssertEqual(error?.description, "map.geojson:2:113: error: a coordinate must be a number, \"60.2\" found")
    }

    func testARingWithFewerThanFourPositions() {
        let error = self.error("""
        {"type": "Feature", "properties": {},
         "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [0, 0]]]}}
        """)
        XCTAssertEqual(error?.description,
                       "map.geojson:2:50: error: a polygon ring needs at least 4 positions (the first repeated last), 3 found")
    }

    func testOtherContentMistakes() {
        XCTAssertEqual(error("[1, 2]")?.description, "map.geojson:1:1: error: a GeoJSON object expected, an array found")
        XCTAssertEqual(error(#"{"type": "Circle", "coordinates": [0, 0]}"#)?.message,
                       "unknown geometry type \"Circle\" (expected one of Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection)")
        XCTAssertEqual(error(#"{"type": "LineString", "coordinates": [[0, 0]]}"#)?.description,
                       "map.geojson:1:39: error: a LineString needs at least 2 positions, 1 found")
        XCTAssertEqual(error(#"{"type": "Point", "coordinates": [0]}"#)?.message,
                       "a position [longitude, latitude] needs 2 numbers, 1 found")
        XCTAssertEqual(error(#"{"type": "Point", "coordinates": [10, 95]}"#)?.message,
                       "latitude 95.0 is outside −90…90 (positions are [longitude, latitude])")
        XCTAssertEqual(error(#"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": 3, "geometry": null}]}"#)?.message,
                       "\"properties\": an object or null expected, 3 found")
        XCTAssertEqual(error(#"{"type": "Feature", "properties": {}}"#)?.message,
                       "a Feature needs \"geometry\" (null when it has none)")
        XCTAssertEqual(error("{\"type\": \"Point\", \"coordinates\": [0, 0]}\n  x")?.description,
                       "map.geojson:2:3: error: not valid JSON: unexpected 'x' after the document's value")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(error(#"{"type": "Point", "coordinates": "# + deep + "}")?.message, "not valid JSON: nesting deeper than 64 levels")
    }

    func testColumnsCountCharactersNotBytes() {
        // "ä" is two bytes in UTF-8 but one column.
        XCTAssertEqual(error(#"{"name": "ä", "type": "Point", "coordinates": [0, "x"]}"#)?.description,
                       "map.geojson:1:51: error: a coordinate must be a number, \"x\" found")
    }
}
