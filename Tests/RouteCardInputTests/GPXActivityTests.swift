import Testing
@testable import RouteCardInput

/// The activity type a GPX file names (`trk/type`, `rte/type`, `metadata/type`) reaches `Track.activity`.
@Suite struct GPXActivityTests {
    static func read(_ body: String) throws -> String? {
        let gpx = #"<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">"# + body + "</gpx>"
        return try GPXReader().read(Array(gpx.utf8), path: "t.gpx").activity
    }

    @Test func theTracksTypeIsTheActivity() throws {
        #expect(try Self.read(#"<trk><type> running </type><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>"#) == "running")
        // Strava writes its numeric codes.
        #expect(try Self.read(#"<trk><name>x</name><type>9</type><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>"#) == "9")
    }

    @Test func aRouteOrTheMetadataMayNameItAndTheTrackWins() throws {
        #expect(try Self.read(#"<rte><type>hiking</type><rtept lat="1" lon="2"/></rte>"#) == "hiking")
        #expect(try Self.read(#"<metadata><type>cycling</type></metadata><trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>"#) == "cycling")
        #expect(try Self.read(#"<metadata><type>cycling</type></metadata><trk><type>walking</type><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>"#) == "walking")
    }

    @Test func noTypeIsNoActivity() throws {
        #expect(try Self.read(#"<trk><trkseg><trkpt lat="1" lon="2"><type>x</type></trkpt></trkseg></trk>"#) == nil)
    }
}
