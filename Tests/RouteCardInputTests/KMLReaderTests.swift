import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// The KML reader on togeojson's test files, compared with togeojson's results for them
/// (coordinates, `coordTimes`, names), recounted with Python's `xml.etree.ElementTree`.
@Suite struct KMLReaderTests {
    static func read(_ name: String) throws -> Track {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("kml/\(name)"))))
        return try KMLReader().read(bytes, path: name)
    }

    static func time(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)!
    }

    @Test func gxTrackPairsTimesAndCoordinates() throws {
        let track = try Self.read("gxtrack.kml")
        let points = try #require(track.segments.first?.points)
        #expect(track.segments.count == 1)
        #expect(points.count == 7)
        #expect(points.first == TrackPoint(latitude: 37.371915, longitude: -122.207881, elevation: 156,
                                           time: Self.time("2010-05-28T02:02:09Z")))
        #expect(points.last == TrackPoint(latitude: 37.374857, longitude: -122.203207, elevation: 140.199997,
                                          time: Self.time("2010-05-28T02:02:56Z")))
    }

    @Test func lineStringsAndMultiGeometry() throws {
        let lines = try Self.read("linestring.kml")
        #expect(lines.name == "LineString.kml")
        #expect(lines.segments.map { $0.points.map(\.coordinate) } == [
            [GeoCoordinate(latitude: 37.824664, longitude: -122.364383), GeoCoordinate(latitude: 37.824322, longitude: -122.364152)],
            [GeoCoordinate(latitude: 37.824787, longitude: -122.364167), GeoCoordinate(latitude: 37.824423, longitude: -122.363917)],
        ])
        #expect(lines.segments[1].points.map(\.elevation) == [50, 50])
        let multi = try Self.read("multigeometry.kml")
        #expect(multi.segments.count == 2)
        #expect(multi.segments[0].points.first?.coordinate == GeoCoordinate(latitude: 37.80666418607323, longitude: -122.4425587930444))
        #expect(multi.segments[1].points.last?.coordinate == GeoCoordinate(latitude: 37.8065999493009, longitude: -122.4428340530617))
    }

    @Test func pointPlacemarksAreWaypoints() throws {
        let track = try Self.read("point.kml")
        #expect(track.segments.isEmpty)
        #expect(track.waypoints == [Waypoint(coordinate: GeoCoordinate(latitude: 37.42228990140251, longitude: -122.0822035425683),
                                             name: "Simple placemark", elevation: 0)])
        // A polygon is not a route.
        let polygon = try Self.read("polygon.kml")
        #expect(polygon.segments.isEmpty && polygon.routes.isEmpty)
    }

    @Test func myTracksMultiTracks() throws {
        let track = try Self.read("gxmultitrack.kml")
        #expect(track.name == "12/04/2014 11:24 AM")
        #expect(track.activity == "course à pied")
        #expect(track.segments.map(\.points.count) == [13, 13])
        #expect(track.segments[1].points.first == TrackPoint(latitude: -40.139527, longitude: -72.324739, elevation: 791.5999755859375,
                                                              time: Self.time("2014-04-12T14:26:16.702Z")))
        #expect(track.segments[1].points.last?.time == Self.time("2014-04-12T14:27:24.638Z"))
        #expect(track.waypoints.map(\.name) == ["12/04/2014 11:24 AM (départ)", "12/04/2014 11:24 AM (fin)"])
        #expect(track.waypoints.first?.time == Self.time("2014-04-12T14:26:16.702Z"))
        let other = try Self.read("multitrack.kml")
        #expect(other.segments.map(\.points.count) == [16])
        #expect(other.segments[0].points.first == TrackPoint(latitude: 51.050583, longitude: 3.68217, elevation: 54.599998474121094,
                                                              time: Self.time("2013-08-08T15:24:47.000Z")))
        #expect(other.segments[0].points.last?.time == Self.time("2013-08-08T15:25:03.000Z"))
    }

    @Test func sensorArraysBecomeChannels() throws {
        let text = """
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Placemark><gx:Track>
          <when>2020-01-01T00:00:00Z</when><gx:coord>1 2 3</gx:coord>
          <when>2020-01-01T00:00:01Z</when><gx:coord>1.1 2 3</gx:coord>
          <ExtendedData><SchemaData><gx:SimpleArrayData name="heart_rate"><gx:value>120</gx:value><gx:value></gx:value>
          </gx:SimpleArrayData><gx:SimpleArrayData name="elevation_gain"><gx:value>1</gx:value></gx:SimpleArrayData></SchemaData></ExtendedData>
        </gx:Track></Placemark></kml>
        """
        let segment = try #require(try KMLReader().read(Array(text.utf8)).segments.first)
        #expect(segment.channels.keys.sorted() == ["hr"])
        #expect(segment.channels["hr"]?.first == 120)
        #expect(segment.channels["hr"]?.last?.isNaN == true)
    }

    @Test func badCoordinatesGiveALocatedError() throws {
        do {
            _ = try Self.read("bad.kml")
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(error.description == #"bad.kml:5:7: error: coordinates "no,no" are not longitude,latitude[,altitude]"#)
        }
        #expect(throws: InputError.self) { try KMLReader().read(Array("<gpx/>".utf8)) }
        #expect(throws: InputError.self) {
            try KMLReader().read(Array("<kml><Placemark><Point><coordinates>0,95</coordinates></Point></Placemark></kml>".utf8))
        }
    }

    /// A document cut anywhere is one located error (an unclosed element), never a crash.
    @Test func truncatedDocumentsAreLocatedErrors() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("kml/gxmultitrack.kml"))))
        FixtureSupport.expectLocatedErrors(forPrefixesOf: bytes) { (prefix: [UInt8]) throws(InputError) in try KMLReader().read(prefix, path: "cut") }
    }
}
