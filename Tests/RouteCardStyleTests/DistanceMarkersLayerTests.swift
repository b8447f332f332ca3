import Foundation
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import Testing

/// `distance-markers`: where the markers go, checked against the length of a degree of the
/// equator worked out by hand, and how crowded markers are thinned.
@Suite struct DistanceMarkersLayerTests {
    /// One degree of longitude along the equator on the WGS84 ellipsoid: the equator is a circle
    /// of radius a = 6,378,137 m, so a degree is a·π/180 = 111,319.490 8 m (by hand, not by the
    /// code under test).
    static let equatorDegree = 6_378_137.0 * Double.pi / 180

    /// A straight line due east along the equator, `metres` long, with a point every ~100 m.
    static func equatorTrack(metres: Double, name: String? = nil) -> Track {
        let end = metres / equatorDegree
        let count = Int(metres / 100) + 1
        let points = (0...count).map { TrackPoint(latitude: 0, longitude: end * Double($0) / Double(count)) }
        return Track(name: name, segments: [TrackSegment(points: points)])
    }

    static func style(_ layer: String, canvas: String = "{\"width\": 800, \"height\": 400, \"padding\": 40}",
                      extra: String = "") throws -> Style {
        try Style.decode(Array("""
            {"version": 1, \(extra) "canvas": \(canvas), "layers": [
              {"id": "r", "type": "route", "paint": {"line-width": 2}},
              {"id": "km", "type": "distance-markers" \(layer)}]}
            """.utf8))
    }

    static func markers(_ scene: Scene) -> [SceneGroup] {
        for case .group(let layer) in scene.nodes where layer.id == "km" {
            return layer.children.compactMap { if case .group(let g) = $0 { g } else { nil } }
        }
        return []
    }

    @Test func kilometreMarkersSitAtWholeKilometresAlongTheEquator() throws {
        let track = Self.equatorTrack(metres: 5_600)
        let style = try Self.style("")
        let context = LayerContext(track: track, style: style)
        let layer = try #require(style.layers[1].layer as? DistanceMarkersLayer)
        let placed = layer.place(in: context).state
        #expect(placed.map(\.index) == [1, 2, 3, 4, 5])
        for marker in placed {
            #expect(marker.coordinate.latitude == 0)
            // k km east of 0° is k·1000 / 111,319.4908 degrees of longitude.
            #expect(abs(marker.coordinate.longitude - Double(marker.index) * 1000 / Self.equatorDegree) < 1e-9)
            #expect(marker.label == String(marker.index))
        }
    }

    @Test func milesFollowTheStyleUnitsOrTheLayerInterval() throws {
        let track = Self.equatorTrack(metres: 5_600)
        // 5,600 m is 3.48 miles (a mile is 1,609.344 m): markers 1, 2, 3.
        let imperial = try Self.style("", extra: "\"units\": \"imperial\",")
        let layer = try #require(imperial.layers[1].layer as? DistanceMarkersLayer)
        let miles = layer.place(in: LayerContext(track: track, style: imperial)).state
        #expect(miles.map(\.index) == [1, 2, 3])
        #expect(abs(miles[2].coordinate.longitude - 3 * 1609.344 / Self.equatorDegree) < 1e-9)
        // Every 2.5 km, labelled with the unit.
        let spaced = try Self.style(", \"layout\": {\"interval\": 2.5, \"text-field\": \"{value} {unit}\"}")
        let every = try #require(spaced.layers[1].layer as? DistanceMarkersLayer).place(in: LayerContext(track: track, style: spaced)).state
        #expect(every.map(\.label) == ["2.5 km", "5 km"])
    }

    @Test func markersCountWithinSegmentsAndNeverInAGap() throws {
        // 1.5 km and 1.6 km pieces along the equator with a 10 km gap between them: 3.1 km of route.
        let degree = Self.equatorDegree
        let first = TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: 0, longitude: 1500 / degree)])
        let second = TrackSegment(points: [TrackPoint(latitude: 0, longitude: 11_500 / degree), TrackPoint(latitude: 0, longitude: 13_100 / degree)])
        let style = try Self.style("")
        let layer = try #require(style.layers[1].layer as? DistanceMarkersLayer)
        let placed = layer.place(in: LayerContext(track: Track(segments: [first, second]), style: style)).state
        #expect(placed.map(\.index) == [1, 2, 3])
        // The 2 km marker is 0.5 km into the second piece: at 12,000 m east.
        #expect(abs(placed[1].coordinate.longitude - 12_000 / degree) < 1e-9)
        #expect(abs(placed[2].coordinate.longitude - 13_000 / degree) < 1e-9)
    }

    @Test func underPrivacyMarkersCountFromTheRealStart() throws {
        // 5.6 km with its first 1.5 km hidden: the markers are still 2, 3, 4 and 5 km from the real
        // start (not 1…4 from the first visible point), where they were without privacy.
        let track = Self.equatorTrack(metres: 5_600)
        let style = try Self.style("", extra: "\"privacy\": {\"trim-start\": 1500},")
        let context = LayerContext(track: track, style: style)
        let layer = try #require(style.layers[1].layer as? DistanceMarkersLayer)
        let placed = layer.place(in: context).state
        #expect(placed.map(\.index) == [2, 3, 4, 5])
        for marker in placed {
            #expect(abs(marker.coordinate.longitude - Double(marker.index) * 1000 / Self.equatorDegree) < 1e-9)
        }
        // The statistics count the whole 5.6 km; the bounds are the visible route's (from 1.5 km east).
        #expect(abs(context.statistics.distance - 5_600) < 1e-3)
        #expect(abs(try #require(context.statistics.bounds).west * Self.equatorDegree - 1_500) < 1e-3)
    }

    @Test func crowdedMarkersAreThinnedToARegularStepAndNeverOverlap() throws {
        // 100 km in about 720 pt: a kilometre is 7.2 pt, a marker 18 pt wide (21 with two digits)
        // and 24 pt must stay between two, so every 5th (36 pt apart) still crowds and every 10th (72 pt) is clear.
        let track = Self.equatorTrack(metres: 100_400)
        let style = try Self.style("")
        let context = LayerContext(track: track, style: style)
        let scene = CardComposer().scene(style: style, context: context)
        let drawn = Self.markers(scene)
        let values = drawn.compactMap { $0.data["distance"].flatMap(Int.init) }
        #expect(!values.isEmpty)
        #expect(values.allSatisfy { $0 % 10 == 0 })
        #expect(values.contains(10) && values.contains(50))
        let boxes = drawn.compactMap { group -> CanvasBox? in
            if case .rect(let rect)? = group.children.first { rect.box } else { nil }
        }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.intersects(other)) }
        }
        // The 100 km marker would sit 2.9 pt from the finish: left out for the finish marker.
        #expect(!values.contains(100))
    }

    @Test func aLoopDropsMarkersOverTheStartAndFinish() throws {
        // Out and back along the equator: the 10 km marker lands on the start/finish point.
        let degree = Self.equatorDegree
        let points = (0...100).map { TrackPoint(latitude: 0, longitude: Double(50 - abs(50 - $0)) * 100 / degree) }
        let style = try Self.style(", \"layout\": {\"marker-gap\": 0}")
        let scene = CardComposer().scene(style: style, context: LayerContext(track: Track(segments: [TrackSegment(points: points)]), style: style))
        let values = Self.markers(scene).compactMap { $0.data["distance"].flatMap(Int.init) }
        // 6 km comes back over the 4 km marker's place, 7 over 3, …: each later one is dropped.
        #expect(values == [1, 2, 3, 4, 5])
    }
}
