import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// Every shared fixture reads and matches facts computed independently (see ``FixtureFacts``).
@Suite struct GPXFixtureTests {
    @Test(arguments: FixtureFacts.all.map(\.file))
    func fixtureMatchesIndependentFacts(_ file: String) throws {
        let facts = try #require(FixtureFacts.all.first { $0.file == file })
        let track = try FixtureSupport.track(file)

        #expect(track.segments.map(\.points.count) == facts.segments)
        #expect(track.routes.map(\.points.count) == facts.routes)
        #expect(track.waypoints.count == facts.waypoints)
        #expect(track.name == facts.name)
        #expect(track.description == facts.description)

        let trackPoints = track.segments.flatMap(\.points)
        let points = trackPoints.isEmpty ? track.routes.flatMap(\.points) : trackPoints
        #expect(points.isEmpty == (facts.first == nil))
        if let expected = facts.first, let point = points.first { expectPoint(point, expected) }
        if let expected = facts.last, let point = points.last { expectPoint(point, expected) }

        if let expected = facts.waypoint, let waypoint = track.waypoints.first {
            #expect(waypoint.name == expected.name)
            #expect(waypoint.coordinate.latitude == expected.latitude)
            #expect(waypoint.coordinate.longitude == expected.longitude)
            #expect(waypoint.elevation == expected.elevation)
            expectTime(waypoint.time, expected.time)
        }

        // Channels: exactly the expected ones, parallel to the points.
        var found: [String] = []
        for (index, segment) in track.segments.enumerated() {
            for (name, values) in segment.channels {
                found.append("\(index):\(name)")
                #expect(values.count == segment.points.count, "\(name) is not parallel to the points")
            }
        }
        #expect(found.sorted() == facts.channels.map { "\($0.segment):\($0.name)" }.sorted())
        for channel in facts.channels {
            let values = try #require(track.segments[channel.segment].channels[channel.name])
            let present = values.filter { !$0.isNaN }
            #expect(present.count == channel.count)
            #expect(present.reduce(0, +) == channel.sum)
            #expect(values.first.flatMap { $0.isNaN ? nil : $0 } == channel.first)
            #expect(values.last.flatMap { $0.isNaN ? nil : $0 } == channel.last)
        }
    }

    @Test func everyFixtureFileIsCovered() throws {
        var files: [String] = []
        for folder in ["gpx/gpxpy", "gpx/gpx-studio", "osm"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture(folder))
            files += names.filter { $0.hasSuffix(".gpx") }.map { "\(folder)/\($0)" }
        }
        #expect(files.sorted() == FixtureFacts.all.map(\.file).sorted())
        #expect(files.count == 43)
    }

    @Test func licensesSitBesideTheFixtures() {
        for file in ["gpx/gpxpy/LICENSE.txt", "gpx/gpx-studio/LICENSE", "osm/NOTICE.md"] {
            #expect(FileManager.default.fileExists(atPath: TestPaths.fixture(file)), "\(file) is missing")
        }
    }

    @Test func gpx10FileReadsHeaderNameRoutesAndEmptySegment() throws {
        let track = try FixtureSupport.track("gpx/gpxpy/gpx1.0_with_all_fields.gpx")
        #expect(track.name == "example name")
        #expect(track.description == "example description")
        #expect(track.segments.count == 2)
        #expect(track.segments[1].points.isEmpty)
        #expect(track.routes.map { $0.points.map(\.coordinate.latitude) } == [[10, 11, 12], [13, 14]])
        let rtept = track.routes[0].points[0]
        #expect(rtept.elevation == 75.1)
        // 2013-01-02T02:03:03Z = 1357092183 (2013-01-01 is 15706 days after 1970-01-01).
        #expect(rtept.time == Date(timeIntervalSince1970: 15706 * 86400 + 86400 + 2 * 3600 + 3 * 60 + 3))
        #expect(track.waypoints.map(\.coordinate) == [GeoCoordinate(latitude: 12.3, longitude: 45.6),
                                                      GeoCoordinate(latitude: 13.4, longitude: 46.7)])
        #expect(track.waypoints[1].name == nil)
    }

    @Test func gpx11MetadataNameWinsOverAuthorName() throws {
        let track = try FixtureSupport.track("gpx/gpxpy/gpx1.1_with_all_fields.gpx")
        #expect(track.name == "example name")  // not metadata/author/name ("author name")
        #expect(track.segments[0].channels.isEmpty)
    }

    @Test func unicodeNamesAndBOMFiles() throws {
        #expect(try FixtureSupport.track("gpx/gpxpy/unicode.gpx").waypoints.first?.name == "šđčćž")
        #expect(try FixtureSupport.track("gpx/gpxpy/unicode2.gpx").name == "test™")  // CDATA
        let bom = try FixtureSupport.track("gpx/gpxpy/unicode_with_bom.gpx")
        #expect(bom.waypoints.count == 1)
        #expect(bom.waypoints[0].elevation == -14.6)
        // 2016-05-27T10:08:47.8Z: 2016-05-27 is 16948 days after 1970-01-01.
        let expected = Double(16948 * 86400 + 10 * 3600 + 8 * 60 + 47) + 0.8
        #expect(abs(bom.waypoints[0].time!.timeIntervalSince1970 - expected) < 1e-6)
        #expect(try FixtureSupport.track("gpx/gpxpy/unicode_with_bom_noencoding.gpx").waypoints[0].name
                == "bom noencoding ő")
    }

    @Test func oddZeroElevationsParse() throws {
        // "0.0", "0.", ".0", "0", "-.0", "-0.", "-0" all occur in this file.
        let track = try FixtureSupport.track("gpx/gpxpy/cerknicko-jezero-with-elevations-zero.gpx")
        let elevations = track.segments.flatMap(\.points).compactMap(\.elevation)
        #expect(elevations.count == 296)
        #expect(elevations.allSatisfy { $0 == 0 })
    }

    @Test func drawingFallsBackToRoutesAndReportsEmptyFiles() throws {
        #expect(try FixtureSupport.track("gpx/gpxpy/route.gpx").drawnSegments.map(\.points.count) == [55])
        #expect(try FixtureSupport.track("gpx/gpx-studio/with_routes.gpx").drawnSegments.map(\.points.count) == [49, 28])
        for file in ["gpx/gpxpy/custom_schema_locations.gpx", "gpx/gpxpy/default_schema_locations.gpx",
                     "gpx/gpxpy/unicode2.gpx"] {
            #expect(try FixtureSupport.track(file).isEmpty, "\(file)")
        }
    }

    @Test func readingFromBytesAndFromFileAgree() throws {
        let path = TestPaths.fixture("osm/helsinki-run.gpx")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try GPXReader().read(bytes) == GPXReader().read(contentsOf: path))
    }

    @Test func missingFileAndDirectoryAreClearErrors() {
        let missing = TestPaths.fixture("gpx/no-such-file.gpx")
        do {
            _ = try GPXReader().read(contentsOf: missing)
            Issue.record("expected an error")
        } catch {
            #expect(error == InputError(path: missing, message: "no such file"))
            #expect(error.description == "\(missing): error: no such file")
        }
        do {
            _ = try GPXReader().read(contentsOf: TestPaths.fixture("gpx"))
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("is a directory"))
            #expect(error.line == nil)
        }
    }

    private func expectPoint(_ point: TrackPoint, _ expected: FixtureFacts.Point,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(point.coordinate.latitude == expected.latitude, sourceLocation: sourceLocation)
        #expect(point.coordinate.longitude == expected.longitude, sourceLocation: sourceLocation)
        #expect(point.elevation == expected.elevation, sourceLocation: sourceLocation)
        expectTime(point.time, expected.time, sourceLocation: sourceLocation)
    }

    private func expectTime(_ time: Date?, _ expected: Double?, sourceLocation: SourceLocation = #_sourceLocation) {
        switch (time, expected) {
        case (nil, nil): break
        case let (time?, expected?):
            // gpxpy keeps microseconds only; Date stores a Double relative to 2001.
            #expect(abs(time.timeIntervalSince1970 - expected) < 1e-5, sourceLocation: sourceLocation)
        default:
            Issue.record("time \(String(describing: time)) != \(String(describing: expected))",
                         sourceLocation: sourceLocation)
        }
    }
}
