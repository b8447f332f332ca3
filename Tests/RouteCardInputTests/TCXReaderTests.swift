import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// The TCX reader on python-tcxparser's test files. The facts are the values tcxparser's tests
/// assert (first time, first/last heart rate, first altitude and position) and the rest an
/// independent reading with Python's `xml.etree.ElementTree` (counts, minima, maxima, last values).
@Suite struct TCXReaderTests {
    static func read(_ name: String) throws -> Track {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("tcx/\(name)"))))
        return try TCXReader().read(bytes, path: name)
    }

    static func time(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    @Test func runWithHeartRate() throws {
        let track = try Self.read("test.tcx")
        #expect(track.activity == "Running")
        #expect(track.description == "Aerobics")
        let points = track.segments.flatMap(\.points)
        #expect(points.count == 383)
        #expect(points.first!.time == Self.time("2012-12-26T21:29:53Z"))
        #expect(points.first!.coordinate == GeoCoordinate(latitude: 35.951880198, longitude: -79.0931872185))
        #expect(points.first!.elevation == 178.942626953)
        #expect(points.last!.coordinate == GeoCoordinate(latitude: 35.9519544616, longitude: -79.0930143837))
        #expect(points.last!.elevation == 166.4453125)
        #expect(points.compactMap(\.elevation).min() == 157.793579102)
        #expect(points.compactMap(\.elevation).max() == 215.95324707)
        let heartRates = track.segments.flatMap { $0.channels["hr"] ?? [] }
        #expect(heartRates.count == 383)
        #expect(heartRates.first == 62)
        #expect(heartRates.last == 180)
        #expect(heartRates.min() == 60)
        #expect(heartRates.max() == 189)
        // The last trackpoint has only a time: not drawn, but the end of the run.
        #expect(track.unplacedSamples.times == [Self.time("2012-12-26T22:03:05Z")])
        #expect(abs(RouteStatistics(track: track).duration! - (33 * 60 + 12)) < 1e-6)
    }

    @Test func paddleWithSpeedExtension() throws {
        let track = try Self.read("sup_activity_1.tcx")
        #expect(track.activity == "Other")
        let points = track.segments.flatMap(\.points)
        #expect(points.count == 111)
        #expect(points.first!.time == Self.time("2022-07-16T16:08:25Z"))
        #expect(points.last!.time == Self.time("2022-07-16T16:26:57Z"))
        #expect(points.first!.coordinate == GeoCoordinate(latitude: 46.63692391477525, longitude: 16.16836273111403))
        let speeds = track.segments.flatMap { $0.channels["speed"] ?? [] }
        #expect(speeds.count == 111)
        #expect(speeds.first == 0.2680000066757202)
        #expect(speeds.last == 0)
        let heartRates = track.segments.flatMap { $0.channels["hr"] ?? [] }
        #expect((heartRates.first, heartRates.last, heartRates.min(), heartRates.max()) == (96, 92, 76, 106))
    }

    @Test func coursesAndPauses() throws {
        let text = """
        <?xml version="1.0"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
          <Activities><Activity Sport="Biking"><Lap><Track>
            <Trackpoint><Position><LatitudeDegrees>1</LatitudeDegrees><LongitudeDegrees>2</LongitudeDegrees></Position>
              <Cadence>80</Cadence><Extensions><TPX><Watts>200</Watts></TPX></Extensions></Trackpoint>
          </Track><Track>
            <Trackpoint><Position><LatitudeDegrees>1.5</LatitudeDegrees><LongitudeDegrees>2</LongitudeDegrees></Position></Trackpoint>
          </Track></Lap><Lap><Track>
            <Trackpoint><Position><LatitudeDegrees>1.6</LatitudeDegrees><LongitudeDegrees>2</LongitudeDegrees></Position></Trackpoint>
          </Track></Lap></Activity></Activities>
          <Courses><Course><Name>Loop &amp; back</Name><Track>
            <Trackpoint><Position><LatitudeDegrees>3</LatitudeDegrees><LongitudeDegrees>4</LongitudeDegrees></Position></Trackpoint>
          </Track><CoursePoint><Name>Water</Name><Position><LatitudeDegrees>3</LatitudeDegrees><LongitudeDegrees>4.1</LongitudeDegrees></Position></CoursePoint>
          </Course></Courses>
        </TrainingCenterDatabase>
        """
        let track = try TCXReader().read(Array(text.utf8))
        // The second track of a lap follows a pause; the next lap continues it.
        #expect(track.segments.map { $0.points.map(\.coordinate.latitude) } == [[1], [1.5, 1.6]])
        #expect(track.segments[0].channels == ["cad": [80], "power": [200]])
        #expect(track.routes.map { $0.points.map(\.coordinate.longitude) } == [[4]])
        #expect(track.waypoints == [Waypoint(coordinate: GeoCoordinate(latitude: 3, longitude: 4.1), name: "Water")])
        #expect(track.name == "Loop & back")
        #expect(track.activity == "Biking")
    }

    @Test func badDocumentsGiveLocatedErrors() {
        func error(_ text: String) -> InputError? {
            do { _ = try TCXReader().read(Array(text.utf8), path: "bad.tcx"); return nil } catch { return error }
        }
        #expect(error("<gpx/>") == InputError(path: "bad.tcx", line: 1, column: 1,
                                             message: "not a TCX document: the root element is <gpx>, expected <TrainingCenterDatabase>"))
        #expect(error("<TrainingCenterDatabase>\n <Trackpoint><Position><LatitudeDegrees>north</LatitudeDegrees>")?.line == 2)
        let range = error("<TrainingCenterDatabase><Trackpoint><Position>\n<LatitudeDegrees>91</LatitudeDegrees></Position></Trackpoint></TrainingCenterDatabase>")
        #expect(range?.line == 2)
        #expect(range?.message.contains("out of range") == true)
        // The XML scanner's safety holds: no internal DTD subset, no entities.
        #expect(error("<!DOCTYPE x [<!ENTITY e \"boom\">]><TrainingCenterDatabase>&e;</TrainingCenterDatabase>") != nil)
        #expect(error("<TrainingCenterDatabase><Activities>") != nil)
    }

    /// A document cut anywhere is one located error (an unclosed element), never a crash.
    @Test func truncatedDocumentsAreLocatedErrors() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("tcx/sup_activity_1.tcx"))))
        FixtureSupport.expectLocatedErrors(forPrefixesOf: bytes) { (prefix: [UInt8]) throws(InputError) in try TCXReader().read(prefix, path: "cut") }
    }
}
