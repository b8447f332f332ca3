@testable import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardSVG
import RouteCardScene
import RouteCardStyle
import XCTest

/// Map layers drawn in a known viewport: clipping, holes, culling, the fit, sources read once,
/// attribution. Expected coordinates are worked out by hand from the viewport below.
final class MapLayerTests: XCTestCase {
    /// A 200 × 100 pt canvas at 10 pt per degree of longitude (3,600 pt per world), longitude 0 at
    /// x = 0 and the equator at y = 50: longitude λ is at x = 10·λ.
    static let viewport = Viewport(size: CanvasSize(width: 200, height: 100), scale: 3600, originX: 0.5, originY: 0.5 - 50.0 / 3600)

    /// A road along the equator from 5° E to 30° E (crossing the right edge at x = 200), a building
    /// at 10–12° E inside, a building at 25–27° E wholly outside, a square with a square hole at
    /// 14–18° E (hole 15–17° E), and two points: one inside (2° E), one outside (40° E).
    static let geojson = """
    {"type": "FeatureCollection", "attribution": "© Test data", "features": [
      {"type": "Feature", "properties": {"class": "highway", "type": "primary"},
       "geometry": {"type": "LineString", "coordinates": [[5, 0], [30, 0]]}},
      {"type": "Feature", "properties": {"class": "building", "name": "inside"},
       "geometry": {"type": "Polygon", "coordinates": [[[10, -1], [12, -1], [12, 1], [10, 1], [10, -1]]]}},
      {"type": "Feature", "properties": {"class": "building", "name": "outside"},
       "geometry": {"type": "Polygon", "coordinates": [[[25, -1], [27, -1], [27, 1], [25, 1], [25, -1]]]}},
      {"type": "Feature", "properties": {"class": "park"},
       "geometry": {"type": "Polygon", "coordinates": [[[14, -2], [18, -2], [18, 2], [14, 2], [14, -2]],
                                                       [[15, -1], [17, -1], [17, 1], [15, 1], [15, -1]]]}},
      {"type": "Feature", "properties": {"class": "poi"}, "geometry": {"type": "Point", "coordinates": [2, 0]}},
      {"type": "Feature", "properties": {"class": "poi"}, "geometry": {"type": "Point", "coordinates": [40, 0]}}
    ]}
    """

    static func sources(_ extra: [MapSource] = []) throws -> MapSources {
        let data = try MapDataReader().read(Array(geojson.utf8), path: "test.geojson")
        return MapSources([MapSource(id: "osm", data: data)] + extra)
    }

    static let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 3), TrackPoint(latitude: 0.5, longitude: 4)])])

    func context(_ sources: MapSources) -> LayerContext {
        var canvas = CanvasStyle(width: 200, height: 100)
        canvas.simplify = 0
        return LayerContext(track: Self.track, style: Style(canvas: canvas, layers: []), sources: sources)
    }

    func style(_ layers: String, sources: String = #""osm": {"type": "geojson", "data": "test.geojson"}"#,
               resources: ResourceResolver = .inMemory([:])) throws -> Style {
        try Style.decode(Array("""
        {"version": 1, "canvas": {"width": 200, "height": 100, "simplify": 0}, "sources": {\(sources)}, "layers": [\(layers)]}
        """.utf8), file: "style.json", resources: resources)
    }

    func paths(_ nodes: [SceneNode]) -> [ScenePath] {
        nodes.compactMap { if case .path(let path) = $0 { path } else { nil } }
    }

    /// The subpaths of a path's commands as point lists.
    func subpaths(_ data: PathData) -> [[CanvasPoint]] {
        var result: [[CanvasPoint]] = []
        for command in data.commands {
            switch command {
            case .move(let p): result.append([p])
            case .line(let p): result[result.count - 1].append(p)
            default: break
            }
        }
        return result
    }

    func rounded(_ points: [CanvasPoint]) -> [[Double]] {
        points.map { [($0.x * 100).rounded() / 100, ($0.y * 100).rounded() / 100] }
    }

    func testARoadCrossingTheCanvasEdgeIsCutThere() throws {
        let style = try style(#"{"id": "roads", "type": "line", "source": "osm", "filter": ["==", "class", "highway"], "paint": {"line-width": 2}}"#)
        let nodes = style.layers[0].drawing(in: context(try Self.sources()), viewport: Self.viewport).nodes
        let lines = paths(nodes)
        XCTAssertEqual(lines.count, 1)
        // From 5° E (x = 50) to the canvas edge plus the stroke margin: half the width (1) + 1 pt = x 202.
        XCTAssertEqual(rounded(subpaths(lines[0].data)[0]), [[50, 50], [202, 50]])
    }

    /// MapLibre's `line-offset`: positive is to the right of the line's direction — the road runs
    /// east, so 4 pt to the right is 4 pt further down the canvas (y = 54).
    func testLineOffsetMovesTheLineToItsRight() throws {
        let style = try style(#"{"id": "roads", "type": "line", "source": "osm", "filter": ["==", "class", "highway"], "paint": {"line-width": 2, "line-offset": 4}}"#)
        let lines = paths(style.layers[0].drawing(in: context(try Self.sources()), viewport: Self.viewport).nodes)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(subpaths(lines[0].data).map { Set(rounded($0).map { $0[1] }) }, [[54]])
    }

    /// MapLibre's `line-gap-width` (road casings): two lines of the line's width, either side of a
    /// gap — with width 2 and gap 6, their centres are (6 + 2) / 2 = 4 pt either side (y 46 and 54).
    func testLineGapWidthDrawsTwoLinesEitherSideOfTheGap() throws {
        let style = try style(#"{"id": "roads", "type": "line", "source": "osm", "filter": ["==", "class", "highway"], "paint": {"line-width": 2, "line-gap-width": 6}}"#)
        let lines = paths(style.layers[0].drawing(in: context(try Self.sources()), viewport: Self.viewport).nodes)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(Set(subpaths(lines[0].data).map { Set(rounded($0).map { $0[1] }) }), [[46], [54]])
        XCTAssertEqual(lines[0].stroke?.width, 2)
    }

    func testABuildingOutsideIsAbsentAndHolesAreHoles() throws {
        let style = try style("""
        {"id": "buildings", "type": "fill", "source": "osm", "filter": ["==", "class", "building"], "paint": {"fill-color": "#888"}},
        {"id": "parks", "type": "fill", "source": "osm", "filter": ["==", "class", "park"], "paint": {"fill-color": "#0f0"}}
        """)
        let context = context(try Self.sources())
        let buildings = paths(style.layers[0].drawing(in: context, viewport: Self.viewport).nodes)
        XCTAssertEqual(buildings.count, 1)
        let rings = subpaths(buildings[0].data)
        XCTAssertEqual(rings.count, 1, "only the building inside; the one at 25–27° E is not written")
        XCTAssertEqual(Set(rings[0].map { ($0.x * 100).rounded() / 100 }), [100, 120])

        let parks = paths(style.layers[1].drawing(in: context, viewport: Self.viewport).nodes)
        let parkRings = subpaths(parks[0].data)
        XCTAssertEqual(parkRings.count, 2, "outer ring and hole in one path")
        XCTAssertEqual(Set(parkRings[0].map { ($0.x * 100).rounded() / 100 }), [140, 180])
        XCTAssertEqual(Set(parkRings[1].map { ($0.x * 100).rounded() / 100 }), [150, 170])
        // Opposite windings, so SVG's non-zero fill leaves the hole empty.
        func area(_ ring: [CanvasPoint]) -> Double {
            zip(ring, ring.dropFirst() + [ring[0]]).map { $0.x * $1.y - $1.x * $0.y }.reduce(0, +) / 2
        }
        XCTAssertGreaterThan(area(parkRings[0]) * area(parkRings[1]), -Double.infinity)
        XCTAssertLessThan(area(parkRings[0]) * area(parkRings[1]), 0)
        // |area|: 40 × (y of 2° S − y of 2° N) for the outer ring, 20 × (1° band) for the hole.
        let outerHeight = (WebMercator.y(latitude: -2) - WebMercator.y(latitude: 2)) * 3600
        XCTAssertEqual(abs(area(parkRings[0])), 40 * outerHeight, accuracy: 1e-6)
        XCTAssertTrue(parkRings.allSatisfy { $0.count == 4 }, "closed with Z, not a repeated point")
        XCTAssertEqual(parks[0].data.commands.filter { $0 == .close }.count, 2)
    }

    func testCirclesOnlyForVisiblePoints() throws {
        let style = try style(##"{"id": "pois", "type": "circle", "source": "osm", "paint": {"circle-radius": 3, "circle-color": "#f00", "circle-stroke-width": 1}}"##)
        let nodes = style.layers[0].drawing(in: context(try Self.sources()), viewport: Self.viewport).nodes
        XCTAssertEqual(nodes.count, 1)
        guard case .circle(let circle) = nodes[0] else { return XCTFail() }
        XCTAssertEqual(circle.center.x, 20, accuracy: 1e-9)
        XCTAssertEqual(circle.center.y, 50, accuracy: 1e-9)
        XCTAssertEqual(circle.radius, 3)
        XCTAssertEqual(circle.stroke?.width, 1)
    }

    func testPolygonOutlinesInALineLayerAndCasings() throws {
        let style = try style(#"{"id": "outlines", "type": "line", "source": "osm", "filter": ["==", "name", "inside"], "paint": {"line-width": 1, "line-casing-width": 1}}"#)
        let nodes = paths(style.layers[0].drawing(in: context(try Self.sources()), viewport: Self.viewport).nodes)
        XCTAssertEqual(nodes.map(\.classes), [["casing"], ["line"]])
        XCTAssertEqual(nodes[0].stroke?.width, 3, "line width + 2 × casing width")
        XCTAssertEqual(subpaths(nodes[1].data)[0].count, 5, "the ring as a closed line")
    }

    func testFeaturesEitherSideOfTheAntimeridianMeetInTheMiddle() throws {
        // Centred on 180°: x = 100 + 10 · (λ − 180) for λ east of 0, and λ + 360 for λ west of it.
        let viewport = Viewport(size: CanvasSize(width: 200, height: 100), scale: 3600, originX: 1 - 100.0 / 3600, originY: 0.5 - 50.0 / 3600)
        let data = try MapDataReader().read(Array("""
        {"type": "MultiLineString", "coordinates": [[[179, 0], [179.5, 0]], [[-179.5, 0], [-179, 0]]]}
        """.utf8))
        let style = try style(#"{"id": "l", "type": "line", "source": "osm", "paint": {"line-width": 1}}, {"id": "a", "type": "attribution"}"#)
        let lines = paths(style.layers[0].drawing(in: context(MapSources([MapSource(id: "osm", data: data)])), viewport: viewport).nodes)
        XCTAssertEqual(subpaths(lines[0].data).map(rounded), [[[90, 50], [95, 50]], [[105, 50], [110, 50]]])
        // One line crossing 180° (as files that do not split at the antimeridian have it) is unwrapped.
        let crossing = try MapDataReader().read(Array(#"{"type": "LineString", "coordinates": [[179, 0], [-179, 0]]}"#.utf8))
        let crossed = paths(style.layers[0].drawing(in: context(MapSources([MapSource(id: "osm", data: crossing)])), viewport: viewport).nodes)
        XCTAssertEqual(subpaths(crossed[0].data).map(rounded), [[[90, 50], [110, 50]]])
    }

    func testTheBaseMapNeverMovesTheFit() throws {
        let withMap = try style("""
        {"id": "b", "type": "fill", "source": "osm"}, {"id": "l", "type": "line", "source": "osm"},
        {"id": "c", "type": "circle", "source": "osm"}, {"id": "r", "type": "route"}, {"id": "a", "type": "attribution"}
        """)
        let without = try style(#"{"id": "r", "type": "route"}"#)
        let context = context(try Self.sources())
        XCTAssertEqual(CardComposer().viewport(for: withMap, context: context), CardComposer().viewport(for: without, context: context))
        for layer in withMap.layers where layer.type != "route" { XCTAssertEqual(layer.fitGroups(in: context), [], layer.id) }
    }

    func testMapLayersWithoutAttributionGetAWarning() throws {
        let style = try style(#"{"id": "b", "type": "fill", "source": "osm"}"#)
        XCTAssertEqual(style.warnings.map(\.message), [AttributionLayer.missingWarning])
        XCTAssertEqual(style.warnings.first?.severity, .warning)
        XCTAssertEqual(try self.style(#"{"id": "b", "type": "fill", "source": "osm"}, {"id": "a", "type": "attribution"}"#).warnings, [])
        XCTAssertEqual(try self.style(#"{"id": "r", "type": "route"}"#).warnings, [], "no map, no warning")
    }

    // MARK: Attribution

    func testAttributionOncePerSourceThatDrew() throws {
        let other = try MapDataReader().read(Array(Self.geojson.utf8))
        let sources = try Self.sources([MapSource(id: "second", data: other, attribution: "© Second"),
                                        MapSource(id: "unused", data: other, attribution: "© Unused")])
        let style = try style("""
        {"id": "a1", "type": "fill", "source": "osm"}, {"id": "a2", "type": "line", "source": "osm"},
        {"id": "b", "type": "line", "source": "second"},
        {"id": "c", "type": "line", "source": "unused", "filter": ["==", "class", "nothing"]},
        {"id": "credits", "type": "attribution"}, {"id": "r", "type": "route"}
        """, sources: """
        "osm": {"type": "geojson", "data": "a.geojson"}, "second": {"type": "geojson", "data": "b.geojson"},
        "unused": {"type": "geojson", "data": "c.geojson"}
        """)
        let svg = SVGWriter().string(CardComposer().scene(style: style, context: context(sources)))
        XCTAssertEqual(svg.components(separatedBy: "© Test data").count - 1, 1, "the GeoJSON's own attribution, once for two layers")
        XCTAssertEqual(svg.components(separatedBy: "© Second").count - 1, 1)
        XCTAssertFalse(svg.contains("© Unused"), "a source that drew nothing is not credited")
        XCTAssertTrue(svg.contains(">© Test data | © Second</text>"), svg)
        XCTAssertTrue(svg.contains(#"<g id="credits" class="layer attribution">"#))
    }

    func testNoAttributionTextWhenNothingWasDrawn() throws {
        let style = try style(#"{"id": "b", "type": "fill", "source": "osm", "filter": false}, {"id": "credits", "type": "attribution"}"#)
        let svg = SVGWriter().string(CardComposer().scene(style: style, context: context(try Self.sources())))
        XCTAssertTrue(svg.contains(#"<g id="credits" class="layer attribution"/>"#), svg)
    }

    // MARK: Loading

    func testEachSourceIsReadOnceHoweverManyLayersUseIt() throws {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var reads: [String] = []
            func add(_ name: String) { lock.lock(); reads.append(name); lock.unlock() }
        }
        let counter = Counter()
        let counting = ResourceResolver(locate: { $0 }, read: { name in
            counter.add(name)
            return Array(Self.geojson.utf8)
        })
        let style = try style("""
        {"id": "a1", "type": "fill", "source": "osm"}, {"id": "a2", "type": "line", "source": "osm"},
        {"id": "a3", "type": "circle", "source": "osm"}, {"id": "b", "type": "line", "source": "second"},
        {"id": "credits", "type": "attribution"}
        """, sources: #""osm": {"type": "geojson", "data": "a.geojson"}, "second": {"type": "geojson", "data": "dir/b.geojson", "attribution": "© B"}"#,
           resources: counting)
        let sources = try MapSourceLoader().load(style)
        XCTAssertEqual(counter.reads.sorted(), ["a.geojson", "dir/b.geojson"])
        XCTAssertEqual(sources["osm"]?.attribution, "© Test data", "the data's own attribution when the style gives none")
        XCTAssertEqual(sources["second"]?.attribution, "© B", "the style's attribution first")
        _ = try CardRenderer().svg(for: Self.track, style: style, sources: sources)
        XCTAssertEqual(counter.reads.count, 2, "rendering with loaded sources reads nothing")
    }

    func testLoadingErrors() throws {
        let style = try style(#"{"id": "b", "type": "fill", "source": "osm"}, {"id": "a", "type": "attribution"}"#,
                              sources: #""osm": {"type": "geojson", "data": "/nonexistent/routecard/missing.geojson"}"#)
        XCTAssertThrowsError(try MapSourceLoader().load(style)) { error in
            XCTAssertEqual((error as? MapSourceError)?.description,
                           "cannot read map data /nonexistent/routecard/missing.geojson: no such file (sources.osm.data in style.json)")
        }
        var broken = style
        broken.resources = .inMemory(["/nonexistent/routecard/missing.geojson": Array("{\"type\": \"Point\",\n \"coordinates\": [1, x]}".utf8)])
        XCTAssertThrowsError(try MapSourceLoader().load(broken)) { error in
            XCTAssertEqual((error as? MapSourceError)?.description,
                           "/nonexistent/routecard/missing.geojson:2:21: error: not valid JSON: unexpected 'x', a value expected")
        }
    }
}
