import Testing
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle

/// A loop's finish beside its start is one distinct marker: a chequered ring around the start
/// marker, which stays visible through it.
@Suite struct LoopMarkerTests {
    /// A square loop of about 1 km a side whose last point is `gap` metres east of the first.
    static func loop(gap: Double) -> Track {
        let lat = 60.17, lon = 24.94, dLat = 0.009, dLon = 0.018
        let eastPerMetre = 1 / (111_320 * 0.4962)
        let points = [(lat, lon), (lat + dLat, lon), (lat + dLat, lon + dLon), (lat, lon + dLon), (lat, lon + gap * eastPerMetre)]
        return Track(name: "Loop", segments: [TrackSegment(points: points.map { TrackPoint(latitude: $0.0, longitude: $0.1) })])
    }

    static let style = #"""
    { "version": 1, "canvas": { "width": 400, "height": 400, "padding": 40 }, "layers": [
      { "id": "route", "type": "route" },
      { "id": "start", "type": "markers", "source": "start", "layout": { "icon-image": "circle", "icon-size": 12 } },
      { "id": "finish", "type": "markers", "source": "finish", "layout": { "icon-image": "flag", "icon-size": 24 } } ] }
    """#

    static func groups(_ track: Track) throws -> (scene: Scene, finish: [SceneGroup], viewport: Viewport) {
        let style = try Style.decode(Array(style.utf8))
        let context = LayerContext(track: track, style: style)
        let scene = CardComposer().scene(style: style, context: context)
        var finish: [SceneGroup] = []
        for case .group(let layer) in scene.nodes where layer.id == "finish" {
            for case .group(let marker) in layer.children { finish.append(marker) }
        }
        return (scene, finish, CardComposer().viewport(for: style, context: context))
    }

    @Test func aClosedLoopGetsOneRingAroundTheStart() throws {
        let track = Self.loop(gap: 5)
        let (_, finish, viewport) = try Self.groups(track)
        #expect(finish.count == 1)
        let marker = try #require(finish.first)
        #expect(marker.classes == ["marker", "start-finish"])
        let start = viewport.point(for: track.segments[0].points[0].coordinate)
        let rings = marker.children.compactMap { node -> SceneCircle? in if case .circle(let c) = node { c } else { nil } }
        #expect(!rings.isEmpty && rings.allSatisfy { abs($0.center.x - start.x) < 1e-9 && abs($0.center.y - start.y) < 1e-9 })
        // The ring's open middle is wider than the start circle (6 pt radius plus its 1 pt half border).
        let inner = rings.map { $0.radius - ($0.stroke?.width ?? 0) / 2 }.min() ?? 0
        #expect(inner > 7)
        // Two rows of alternating cells: dashes of one cell, the outer row shifted by one.
        let dashed = rings.compactMap { $0.stroke?.dash }.filter { !$0.isEmpty }
        #expect(dashed.count == 2 && dashed[1].first == 0)
    }

    @Test func aFinishAwayFromTheStartKeepsItsFlag() throws {
        let (_, finish, _) = try Self.groups(Self.loop(gap: 400))
        #expect(finish.map(\.classes) == [["marker", "finish"]])
    }
}
