import Foundation
import RouteCardCLI
import RouteCardTestSupport
import XCTest

/// `routecard info` and the input options every command shares (`--format`, `--polyline`, `--timezone`).
final class InfoCommandTests: XCTestCase {
    private func json(_ result: CommandResult) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], result.stdoutText)
    }

    /// Expected values: gpxpy + GeographicLib (scripts/fixture_statistics.py): 1289 points, one
    /// segment, 4469.724 m, 1388 s, moving 1384 s, bbox from the points' min/max.
    func testJSONForTheHelsinkiFixture() throws {
        let harness = try makeHarness()
        let path = TestPaths.fixture("osm/helsinki-run.gpx")
        let result = harness.run(["info", path, "--json"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let object = try json(result)
        XCTAssertEqual(object["name"] as? String, "Helsinki morning run")
        XCTAssertEqual(object["points"] as? Int, 1289)
        XCTAssertEqual(object["segments"] as? Int, 1)
        XCTAssertEqual(object["waypoints"] as? Int, 0)
        XCTAssertEqual(try XCTUnwrap(object["distance_m"] as? Double), 4469.724337490838, accuracy: 0.001)
        XCTAssertEqual(object["duration_s"] as? Double, 1388)
        XCTAssertEqual(object["moving_time_s"] as? Double, 1384)
        XCTAssertEqual(object["start_time"] as? String, "2026-05-16T06:30:00Z")
        XCTAssertEqual(object["bbox"] as? [Double], [24.9405079, 60.1707675, 24.9477888, 60.1779931])
        XCTAssertNotNil(object["elevation_gain_m"] as? Double)
        XCTAssertNotNil(object["elevation_loss_m"] as? Double)
    }

    func testPolylineWithoutTimesHasNulls() throws {
        let harness = try makeHarness()
        let result = harness.run(["info", "--polyline", "_p~iF~ps|U_ulLnnqC_mqNvxq`@", "--json"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let object = try json(result)
        XCTAssertEqual(object["points"] as? Int, 3)
        XCTAssertTrue(object["duration_s"] is NSNull)
        XCTAssertTrue(object["moving_time_s"] is NSNull)
        XCTAssertTrue(object["start_time"] is NSNull)
        XCTAssertTrue(object["name"] is NSNull)
        XCTAssertEqual(object["title"] as? String, "Route")
        XCTAssertTrue(object["activity"] is NSNull)
        XCTAssertEqual(object["bbox"] as? [Double], [-126.453, 38.5, -120.2, 43.252])
    }

    func testRouteOnlyFileCountsRoutePoints() throws {
        let harness = try makeHarness()
        let path = TestPaths.fixture("gpx/gpxpy/route.gpx")
        let object = try json(harness.run(["info", path, "--json"]))
        XCTAssertEqual(object["points"] as? Int, 55)
        XCTAssertEqual(object["segments"] as? Int, 1)
    }

    func testEveryFormatFromFilesAndStandardInput() throws {
        let harness = try makeHarness()
        let geojson = #"{"type":"Feature","properties":{"name":"G"},"geometry":{"type":"LineString","coordinates":[[24.94,60.17],[24.95,60.18]]}}"#
        let csv = "lat,lon\n60.17,24.94\n60.18,24.95\n"
        let files = [try harness.writeInput("a.geojson", geojson), try harness.writeInput("b.csv", csv),
                     try harness.writeInput("c.txt", "_p~iF~ps|U_ulLnnqC_mqNvxq`@")]
        for file in files {
            let result = harness.run(["info", file, "--json"])
            XCTAssertEqual(result.code, 0, "\(file): \(result.stderr)")
        }
        let piped = harness.run(["info", "-", "--json"], stdin: Array(geojson.utf8))
        XCTAssertEqual(try json(piped)["name"] as? String, "G")
        let forced = harness.run(["info", "-", "--format", "csv", "--json"], stdin: Array(csv.utf8))
        XCTAssertEqual(try json(forced)["points"] as? Int, 2)
        let text = harness.run(["info", files[0], "--units", "imperial"])
        XCTAssertTrue(text.stdoutText.contains(" mi"), text.stdoutText)
    }

    func testRenderAcceptsEveryFormatAndThePolylineOption() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("p.svg")
        let result = harness.run(["render", "--polyline", "_p~iF~ps|U_ulLnnqC_mqNvxq`@", "-o", output, "--timezone", "Asia/Seoul"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertNotNil(harness.bytes(at: output))
        let csv = try harness.writeInput("r.csv", "lat;lon\n60,17;24,94\n60,18;24,95\n")
        XCTAssertEqual(harness.run(["render", csv, "-o", harness.outputPath("r.svg")]).code, 0)
    }

    func testBadInputsAndOptions() throws {
        let harness = try makeHarness()
        assertFailure(harness.run(["info", "x.gpx", "--format", "shp"]), code: 64,
                      containing: ["unknown --format \"shp\""], harness: harness)
        assertFailure(harness.run(["render", "--example", "--timezone", "Mars/Olympus", "-o", harness.outputPath("x.svg")]),
                      code: 64, containing: ["unknown --timezone \"Mars/Olympus\""], harness: harness)
        assertFailure(harness.run(["info", "--polyline", "_p~iF~ps|U_ulLnnqC_mqN"]), code: 65,
                      containing: ["--polyline:1:19: error:", "odd number of values"], harness: harness)
        let csv = try harness.writeInput("bad.csv", "lat,lon\n91,0\n")
        assertFailure(harness.run(["render", csv, "-o", harness.outputPath("bad.svg")]), code: 65,
                      containing: ["bad.csv:2:1: error: latitude 91 is out of range"], harness: harness)
        let unknown = try harness.writeInput("what.dat", "hello")
        assertFailure(harness.run(["info", unknown]), code: 65, containing: ["cannot tell the input format"], harness: harness)
        assertFailure(harness.run(["info", harness.inputDirectory.appendingPathComponent("missing.gpx").path]), code: 1,
                      containing: ["does not exist"], harness: harness)
        assertFailure(harness.run(["info"]), code: 64, containing: ["no input"], harness: harness)
    }
}

/// The example run in three formats (converted by Python, see Examples/data/NOTICE.md) has the
/// same statistics whichever reader reads it.
final class CrossFormatTests: XCTestCase {
    func testTheExampleRunReadsTheSameInEveryFormat() throws {
        let data = TestPaths.file("Examples/data")
        var outputs: [String] = []
        for name in ["helsinki-run.gpx", "helsinki-run.geojson", "helsinki-run.csv"] {
            let harness = try makeHarness()
            let result = harness.run(["info", data.appendingPathComponent(name).path, "--json"])
            XCTAssertEqual(result.code, 0, result.stderr)
            // The CSV has no name (so its title is the fallback), only the GPX names the activity
            // (and so its sport); everything else must match.
            outputs.append(result.stdoutText.split(separator: "\n")
                .filter { !$0.contains("\"name\"") && !$0.contains("\"title\"") && !$0.contains("\"activity\"") && !$0.contains("\"sport\"") }
                .joined(separator: "\n"))
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(outputs[0], outputs[2])
        XCTAssertTrue(outputs[0].contains("\"points\": 1289"), outputs[0])
    }
}
