import Testing
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle

/// Waypoints far from the route do not shrink it to a patch unless the style asks (`"fit": true`).
@Suite struct WaypointFitTests {
    /// A 1 km loop in Helsinki, a waypoint beside it and one in Tampere, 160 km away.
    static let track = Track(name: "Loop", segments: LoopMarkerTests.loop(gap: 400).segments,
                             waypoints: [Waypoint(coordinate: GeoCoordinate(latitude: 60.175, longitude: 24.95), name: "Café"),
                                         Waypoint(coordinate: GeoCoordinate(latitude: 61.4978, longitude: 23.761), name: "Tampere")])

    static func render(_ waypoints: String) throws -> (zoom: Double, names: [String]) {
        let json = #"{ "version": 1, "canvas": { "width": 400, "height": 400, "padding": 40 }, "layers": [ { "id": "route", "type": "route" }"#
            + waypoints + "] }"
        let style = try Style.decode(Array(json.utf8))
        let context = LayerContext(track: track, style: style)
        let scene = CardComposer().scene(style: style, context: context)
        var names: [String] = []
        for case .group(let layer) in scene.nodes where layer.id == "w" {
            for case .group(let marker) in layer.children {
                for case .text(let text) in marker.children { names.append(text.text) }
            }
        }
        return (CardComposer().viewport(for: style, context: context).zoom, names)
    }

    @Test func aFarWaypointDoesNotDecideTheFramingAndIsNotDrawn() throws {
        let routeOnly = try Self.render("")
        let byDefault = try Self.render(#", { "id": "w", "type": "markers", "source": "waypoints", "layout": { "text-field": "{name}" } }"#)
        #expect(abs(byDefault.zoom - routeOnly.zoom) < 0.2)
        #expect(byDefault.names == ["Café"])
    }

    @Test func fitTrueKeepsEveryWaypointInView() throws {
        let routeOnly = try Self.render("")
        let all = try Self.render(#", { "id": "w", "type": "markers", "source": "waypoints", "fit": true, "layout": { "text-field": "{name}" } }"#)
        // 160 km instead of 1 km across 320 pt: about 7 zoom levels further out.
        #expect(all.zoom < routeOnly.zoom - 5)
        #expect(all.names == ["Café", "Tampere"])
    }

    @Test func nearnessIsMeasuredAroundTheRoutesBounds() {
        let track = Self.track
        #expect(MarkersLayer.isNearRoute(GeoCoordinate(latitude: 60.175, longitude: 24.95), track: track))
        #expect(!MarkersLayer.isNearRoute(GeoCoordinate(latitude: 61.4978, longitude: 23.761), track: track))
        // A waypoint-only file: every waypoint is "near".
        #expect(MarkersLayer.isNearRoute(GeoCoordinate(latitude: 0, longitude: 0), track: Track(waypoints: track.waypoints)))
    }
}
