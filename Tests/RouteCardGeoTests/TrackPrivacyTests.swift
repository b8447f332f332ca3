import Foundation
import RouteCardGeo
import Testing

/// Privacy zones and trims, checked against hand geometry on the equator: a degree of longitude
/// there is a·π/180 = 111,319.4908 m (a = 6,378,137 m), a degree of latitude a(1 − e²)·π/180 =
/// 110,574.2727 m (the meridian's radius of curvature at the equator, e² = 0.006 694 379 99).
@Suite struct TrackPrivacyTests {
    static let east = 6_378_137.0 * Double.pi / 180
    static let north = 6_378_137.0 * (1 - 0.006_694_379_990_14) * Double.pi / 180

    /// Due east along the equator from 0° to `metres` east, a point every 50 m.
    static func line(metres: Double = 3_000) -> Track {
        let count = Int(metres / 50)
        return Track(name: "Line", segments: [TrackSegment(
            points: (0...count).map { TrackPoint(latitude: 0, longitude: Double($0) * 50 / east, elevation: Double($0)) },
            channels: ["hr": (0...count).map { 100 + Double($0) }])])
    }

    @Test func aZoneAcrossTheLineCutsItExactlyOnTheCircle() throws {
        // A 400 m zone centred on the line 1,510 m east: hidden from 1,110 m to 1,910 m east.
        let centre = GeoCoordinate(latitude: 0, longitude: 1_510 / Self.east)
        let visible = TrackPrivacy(zones: [PrivacyZone(center: centre, radius: 400)]).apply(to: Self.line())
        let pieces = visible.track.segments
        #expect(pieces.count == 2)
        let end = try #require(pieces.first?.points.last), restart = try #require(pieces.last?.points.first)
        #expect(abs(end.coordinate.longitude * Self.east - 1_110) < 1e-6)
        #expect(abs(restart.coordinate.longitude * Self.east - 1_910) < 1e-6)
        // The cut point's elevation and heart rate are interpolated (the 22nd point is at 1,100 m).
        #expect(abs(try #require(end.elevation) - 22.2) < 1e-6)
        #expect(abs(try #require(pieces[0].channels["hr"]?.last) - 122.2) < 1e-6)
        #expect(pieces[0].channels["hr"]?.count == pieces[0].points.count)
        // The second piece starts 1,910 m along the whole route.
        #expect(abs(visible.startDistances[1] - 1_910) < 1e-6)
        for piece in pieces {
            for point in piece.points { #expect(abs(point.coordinate.longitude * Self.east - 1_510) >= 400 - 1e-6) }
        }
    }

    @Test func aZoneBesideTheLineCutsTheChordOfTheCircle() throws {
        // Centre 300 m north of the line: the line crosses the 500 m circle √(500² − 300²) = 400 m
        // either side of the centre's longitude (flat to better than a millimetre at this size).
        let centre = GeoCoordinate(latitude: 300 / Self.north, longitude: 1_500 / Self.east)
        let pieces = TrackPrivacy(zones: [PrivacyZone(center: centre, radius: 500)]).apply(to: Self.line()).track.segments
        #expect(pieces.count == 2)
        #expect(abs(try #require(pieces.first?.points.last).coordinate.longitude * Self.east - 1_100) < 1e-3)
        #expect(abs(try #require(pieces.last?.points.first).coordinate.longitude * Self.east - 1_900) < 1e-3)
    }

    @Test func aLongStepThroughAZoneIsCutBetweenItsPoints() throws {
        // Two points 3 km apart, both outside a 200 m zone in the middle of the step.
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0),
                                                          TrackPoint(latitude: 0, longitude: 3_000 / Self.east)])])
        let zone = PrivacyZone(center: GeoCoordinate(latitude: 0, longitude: 1_000 / Self.east), radius: 200)
        let pieces = TrackPrivacy(zones: [zone]).apply(to: track).track.segments
        #expect(pieces.map(\.points.count) == [2, 2])
        #expect(abs(pieces[0].points[1].coordinate.longitude * Self.east - 800) < 1e-6)
        #expect(abs(pieces[1].points[0].coordinate.longitude * Self.east - 1_200) < 1e-6)
    }

    @Test func trimsHideTheFirstAndLastMetres() throws {
        let visible = TrackPrivacy(trimStart: 225, trimEnd: 410).apply(to: Self.line())
        let piece = try #require(visible.track.segments.first)
        #expect(visible.track.segments.count == 1)
        #expect(abs(try #require(piece.points.first).coordinate.longitude * Self.east - 225) < 1e-6)
        #expect(abs(try #require(piece.points.last).coordinate.longitude * Self.east - 2_590) < 1e-6)
        #expect(abs(visible.startDistances[0] - 225) < 1e-6)
    }

    @Test func waypointsInsideAZoneOrNearTrimmedEndsAreDropped() throws {
        var track = Self.line()
        track.waypoints = [Waypoint(coordinate: GeoCoordinate(latitude: 0, longitude: 1_500 / Self.east), name: "home"),
                           Waypoint(coordinate: GeoCoordinate(latitude: 0, longitude: 50 / Self.east), name: "door"),
                           Waypoint(coordinate: GeoCoordinate(latitude: 0, longitude: 2_500 / Self.east), name: "cafe")]
        let zone = PrivacyZone(center: GeoCoordinate(latitude: 0, longitude: 1_500 / Self.east), radius: 100)
        let visible = TrackPrivacy(zones: [zone], trimStart: 200).apply(to: track)
        #expect(visible.track.waypoints.map(\.name) == ["cafe"])
    }

    @Test func everythingHiddenLeavesNothing() {
        let zone = PrivacyZone(center: GeoCoordinate(latitude: 0, longitude: 0.0135), radius: 5_000)
        #expect(TrackPrivacy(zones: [zone]).apply(to: Self.line()).track.isEmpty)
        #expect(TrackPrivacy(trimStart: 2_000, trimEnd: 1_000).apply(to: Self.line()).track.isEmpty)
    }

    @Test func randomTracksNeverKeepAPointInsideAZone() {
        // Seeded random walks around a zone: every visible vertex is at least R from the centre.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let centre = GeoCoordinate(latitude: 46.05, longitude: 14.5)
        var cut = 0
        for _ in 0..<40 {
            var latitude = 46.05 + (next() - 0.5) * 0.02, longitude = 14.5 + (next() - 0.5) * 0.03
            var points: [TrackPoint] = []
            for _ in 0..<200 {
                points.append(TrackPoint(latitude: latitude, longitude: longitude))
                latitude += (next() - 0.5) * 0.002
                longitude += (next() - 0.5) * 0.003
            }
            let radius = 200 + next() * 600
            let visible = TrackPrivacy(zones: [PrivacyZone(center: centre, radius: radius)]).apply(to: Track(segments: [TrackSegment(points: points)]))
            if visible.track.segments.count != 1 || visible.track.segments[0].points != points { cut += 1 }
            for piece in visible.track.segments {
                for point in piece.points {
                    // Haversine on the mean sphere, not the code's Vincenty: within 0.5 % of it.
                    #expect(Geodesic.sphericalDistance(centre, point.coordinate) > radius * 0.995)
                }
            }
        }
        // The walks do enter the zone: most are cut.
        #expect(cut >= 20)
    }
}
