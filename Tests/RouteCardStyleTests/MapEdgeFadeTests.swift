import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardScene
import RouteCardStyle
import Testing

/// A GeoJSON map whose data ends inside the canvas fades into the background there; expected
/// boxes are the data's bounds projected by hand with Web Mercator.
@Suite struct MapEdgeFadeTests {
    /// A 200 × 100 pt canvas at 3,600 pt per world (10 pt per degree of longitude), longitude 0
    /// at x = 0 and the equator at y = 50.
    static let viewport = Viewport(size: CanvasSize(width: 200, height: 100), scale: 3600, originX: 0.5, originY: 0.5 - 50.0 / 3600)

    /// Canvas y of a latitude in that viewport: 50 − 3600 · ln(tan(π/4 + φ/2)) / 2π.
    static func y(latitude: Double) -> Double {
        50 - 3600 * log(tan(Double.pi / 4 + latitude * .pi / 360)) / (2 * .pi)
    }

    /// One square of data from `west`…`east`, `south`…`north` (degrees).
    static func source(west: Double, south: Double, east: Double, north: Double, edge: MapEdge = .fade) throws -> MapSource {
        let json = """
        {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon",
         "coordinates": [[[\(west), \(south)], [\(east), \(south)], [\(east), \(north)], [\(west), \(north)], [\(west), \(south)]]]}}
        """
        return MapSource(id: "osm", data: try MapDataReader().read(Array(json.utf8), path: "test.geojson"), edge: edge)
    }

    static func style(background: String = ##""#ece6da""##) throws -> Style {
        try Style.decode(Array("""
        {"version": 1, "canvas": {"width": 200, "height": 100}, "sources": {"osm": {"type": "geojson", "data": "test.geojson"}},
         "layers": [{"id": "paper", "type": "background", "paint": {"background-color": \(background)}},
                    {"id": "land", "type": "fill", "source": "osm", "paint": {"fill-color": "#c8e6b4"}},
                    {"id": "route", "type": "route"},
                    {"id": "title", "type": "text", "layout": {"text-field": "Run"}}]}
        """.utf8), file: "style.json", resources: .inMemory([:]))
    }

    static func scene(_ source: MapSource, style: Style) -> Scene {
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 9), TrackPoint(latitude: 0.5, longitude: 10)])])
        let context = LayerContext(track: track, style: style, sources: MapSources([source]))
        return CardComposer().scene(style: style, context: context, viewport: viewport)
    }

    static func groups(_ scene: Scene) -> [SceneGroup] {
        scene.nodes.compactMap { if case .group(let group) = $0 { group } else { nil } }
    }

    /// The rectangles of the fade in the layer `land`, by class.
    static func fade(_ scene: Scene) -> (cover: [SceneRect], fade: [SceneRect]) {
        let land = groups(scene).first { $0.id == "land" }!
        let rects = land.children.flatMap { node -> [SceneRect] in
            guard case .group(let group) = node, group.classes == ["map-edge"] else { return [] }
            return group.children.compactMap { if case .rect(let rect) = $0 { rect } else { nil } }
        }
        return (rects.filter { $0.classes == ["map-edge-cover"] }, rects.filter { $0.classes == ["map-edge-fade"] })
    }

    static func rounded(_ box: CanvasBox) -> [Double] {
        [box.minX, box.minY, box.width, box.height].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func dataSmallerThanTheCanvasFadesOverEachUncoveredStrip() throws {
        // 5°…15° E → x 50…150; 2° S…2° N → y 50 ± 3600·ln(tan(46°))/2π.
        let scene = Self.scene(try Self.source(west: 5, south: -2, east: 15, north: 2), style: try Self.style())
        let (cover, fade) = Self.fade(scene)
        let top = Self.y(latitude: 2), bottom = Self.y(latitude: -2), band = 8.0  // 8 % of 100 pt
        #expect(abs(top - 29.9959) < 1e-3)  // about 10 pt a degree near the equator
        #expect(cover.map { Self.rounded($0.box) } == [
            [0, 0, 50, 100], [150, 0, 50, 100], [0, 0, 200, top], [0, bottom, 200, 100 - bottom],
        ].map { Self.rounded(CanvasBox(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) })
        #expect(fade.map { Self.rounded($0.box) } == [
            [50, 0, band, 100], [150 - band, 0, band, 100], [0, top, 200, band], [0, bottom - band, 200, band],
        ].map { Self.rounded(CanvasBox(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) })
        let paper = try #require(Color(css: "#ece6da"))
        #expect(cover.allSatisfy { $0.fill == .color(paper) })
        // Each band: the background at the data's edge, pointing inwards, to fully transparent.
        let angles = fade.map { rect -> Double? in
            guard case .linearGradient(let gradient) = rect.fill, gradient.stops.count == 2,
                  gradient.stops[0] == GradientStop(offset: 0, color: paper),
                  gradient.stops[1] == GradientStop(offset: 1, color: paper.withOpacity(0)) else { return nil }
            return gradient.angle
        }
        #expect(angles == [90, 270, 180, 0])
    }

    @Test func dataCoveringTheCanvasGetsNoFade() throws {
        let scene = Self.scene(try Self.source(west: -1, south: -10, east: 21, north: 10), style: try Self.style())
        #expect(Self.fade(scene).cover.isEmpty && Self.fade(scene).fade.isEmpty)
    }

    @Test func onlyTheUncoveredSidesFade() throws {
        // Covers all but the left 30 pt (3° E).
        let (cover, fade) = Self.fade(Self.scene(try Self.source(west: 3, south: -10, east: 30, north: 10), style: try Self.style()))
        #expect(cover.map { Self.rounded($0.box) } == [[0, 0, 30, 100]])
        #expect(fade.map { Self.rounded($0.box) } == [[30, 0, 8, 100]])
    }

    @Test func edgeNoneNeverFades() throws {
        let scene = Self.scene(try Self.source(west: 5, south: -2, east: 15, north: 2, edge: .hard), style: try Self.style())
        #expect(Self.fade(scene).cover.isEmpty)
    }

    @Test func theRouteMarkersAndTextStayAboveTheFade() throws {
        let scene = Self.scene(try Self.source(west: 5, south: -2, east: 15, north: 2), style: try Self.style())
        let groups = Self.groups(scene)
        #expect(groups.map(\.id) == ["paper", "land", "route", "title"])
        // The fade ends the map layer's group, after its own drawing.
        guard case .group(let last)? = groups[1].children.last else { Issue.record("no fade group"); return }
        #expect(last.classes == ["map-edge"] && last.data == ["source": "osm"])
        #expect(groups[2].children.allSatisfy { node in
            if case .group(let group) = node { !group.classes.contains("map-edge") } else { true }
        })
    }

    @Test func aGradientBackgroundGivesEachSideItsColour() throws {
        let style = try Self.style(background: ##"["linear-gradient", 180, "#ff0000", "#0000ff"]"##)
        let (cover, _) = Self.fade(Self.scene(try Self.source(west: 5, south: -2, east: 15, north: 2), style: style))
        // Top: the first stop; bottom: the last; left and right: halfway down, the mean.
        #expect(cover[2].fill == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(cover[3].fill == .color(Color(red: 0, green: 0, blue: 1)))
        guard case .color(let side) = cover[0].fill else { Issue.record("no colour"); return }
        #expect(abs(side.red - 0.5) < 1e-9 && side.green == 0 && abs(side.blue - 0.5) < 1e-9)
    }

    @Test func theEdgeKeyIsDecodedAndChecked() throws {
        func sources(_ edge: String) -> String {
            #"{"version": 1, "sources": {"osm": {"type": "geojson", "data": "a.geojson", "edge": \#(edge)}}, "layers": []}"#
        }
        #expect(try Style.decode(Array(sources(#""none""#).utf8), resources: .inMemory([:])).sources["osm"]?.edge == .hard)
        #expect(try Style.decode(Array(#"{"version": 1, "sources": {"osm": {"type": "geojson", "data": "a.geojson"}}, "layers": []}"#.utf8),
                                 resources: .inMemory([:])).sources["osm"]?.edge == .fade)
        let problems = ResourceResolverTests.problems(sources(#""soft""#), .inMemory([:]))
        #expect(problems.count == 1 && problems[0].contains("sources.osm.edge") && problems[0].contains(#""fade", "none""#))
        // Tiled sources fade at their archive's bounds, the same key and values.
        let tiled = try Style.decode(Array(#"{"version": 1, "sources": {"omt": {"type": "vector", "edge": "none"}, "r": {"type": "raster"}}, "layers": []}"#.utf8),
                                     resources: .inMemory([:]))
        #expect(tiled.sources["omt"]?.edge == .hard && tiled.sources["r"]?.edge == .fade)
        let vector = ResourceResolverTests.problems(
            #"{"version": 1, "sources": {"omt": {"type": "vector", "edge": "soft"}}, "layers": []}"#, .inMemory([:]))
        #expect(vector.count == 1 && vector[0].contains("sources.omt.edge"), "\(vector)")
    }

    /// A tiled source fades where its archive's bounds end inside the canvas, whatever its tiles
    /// hold: tiles whose land covers the whole canvas, in an archive of 10° × 4°, give the
    /// rectangles a GeoJSON square of 10° × 4° gives.
    @Test func aTiledSourceFadesAtItsArchivesBounds() throws {
        let geoJSON = Self.fade(Self.scene(try Self.source(west: 5, south: -2, east: 15, north: 2), style: try Self.style()))
        let style = try Style.decode(Array("""
        {"version": 1, "canvas": {"width": 200, "height": 100}, "sources": {"osm": {"type": "vector"}},
         "layers": [{"id": "paper", "type": "background", "paint": {"background-color": "#ece6da"}},
                    {"id": "land", "type": "fill", "source": "osm", "source-layer": "land", "paint": {"fill-color": "#c8e6b4"}},
                    {"id": "route", "type": "route"}, {"id": "title", "type": "text", "layout": {"text-field": "Run"}}]}
        """.utf8), file: "style.json", resources: .inMemory([:]))
        let land = try Self.source(west: -20, south: -20, east: 40, north: 20).data.features
        let tiles = [MapTile(box: WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1), layers: ["land": land])]
        let bounds = WorldBox(minX: WebMercator.x(longitude: 5), minY: WebMercator.y(latitude: 2),
                              maxX: WebMercator.x(longitude: 15), maxY: WebMercator.y(latitude: -2))
        let tiled = Self.fade(Self.scene(MapSource(id: "osm", tiles: tiles, bounds: bounds), style: style))
        func rounded(_ rects: [SceneRect]) -> [[Double]] { rects.map { Self.rounded($0.box) } }
        #expect(!geoJSON.cover.isEmpty && rounded(tiled.cover) == rounded(geoJSON.cover) && rounded(tiled.fade) == rounded(geoJSON.fade))
        // Without bounds, or with "edge": "none", a tiled source ends where its tiles end.
        #expect(Self.fade(Self.scene(MapSource(id: "osm", tiles: tiles), style: style)).cover.isEmpty)
        #expect(Self.fade(Self.scene(MapSource(id: "osm", tiles: tiles, bounds: bounds, edge: .hard), style: style)).cover.isEmpty)
    }
}
