import RouteCardGeo
import RouteCardMap
import RouteCardScene
import RouteCardStyle
import Testing

/// Map layers drawing a vector source's tiles: features taken from their `source-layer`, drawn in
/// their tile's copy of the world, lines cut at a tile edge joined again, and polygon outlines
/// without the stretches the tile clipping made.
///
/// The viewport is fixed by hand: 200 × 100 pt at 524,288 pt per world width (MapLibre zoom 10),
/// its centre on world (0.5, 0.25) — the edge between two tiles — so a world position
/// `(0.5 + dx / s, 0.25 + dy / s)` is the canvas point `(100 + dx, 50 + dy)`.
@Suite struct TileDrawingTests {
    static let s = 524_288.0
    static let viewport = Viewport(size: CanvasSize(width: 200, height: 100), scale: s, originX: 0.5 - 100 / s, originY: 0.25 - 50 / s)
    /// The two tiles either side of the edge x = 0.5 (their squares reach well beyond the canvas).
    static let west = WorldBox(minX: 0.25, minY: 0, maxX: 0.5, maxY: 0.5)
    static let east = WorldBox(minX: 0.5, minY: 0, maxX: 0.75, maxY: 0.5)

    /// The world point shown at canvas point (x, y).
    static func w(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: 0.5 + (x - 100) / s, y: 0.25 + (y - 50) / s) }

    static func feature(_ geometry: MapGeometry, _ properties: [String: FeatureValue] = [:]) -> MapFeature {
        MapFeature(properties: properties, geometry: geometry)!
    }

    static func style(_ layers: String) throws -> Style {
        try Style.decode(Array("""
        {"version": 1, "canvas": {"width": 200, "height": 100, "simplify": 0.25, "scale": 1},
         "sources": {"v": {"type": "vector"}}, "layers": [\(layers), {"id": "credits", "type": "attribution"}]}
        """.utf8), file: "style.json")
    }

    static func draw(_ style: Style, _ tiles: [MapTile], layer: Int = 0) -> [ScenePath] {
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0)])])
        let context = LayerContext(track: track, style: style, sources: MapSources([MapSource(id: "v", tiles: tiles, attribution: "© Tiles")]))
        return style.layers[layer].drawing(in: context, viewport: viewport).nodes.compactMap {
            if case .path(let path) = $0 { path } else { nil }
        }
    }

    /// Each subpath's points, rounded to 0.01 pt.
    static func subpaths(_ data: PathData) -> [[[Double]]] {
        var result: [[[Double]]] = []
        for command in data.commands {
            switch command {
            case .move(let p): result.append([[(p.x * 100).rounded() / 100, (p.y * 100).rounded() / 100]])
            case .line(let p): result[result.count - 1].append([(p.x * 100).rounded() / 100, (p.y * 100).rounded() / 100])
            default: break
            }
        }
        return result
    }

    /// A dashed road from (20, 50) to (180, 50), cut by the tiles at x 100, and a footway.
    static let roads = [
        MapTile(box: west, layers: ["roads": [feature(.lines([[w(20, 50), w(60, 50), w(100, 50)]]), ["class": .string("primary")])],
                                    "water": [feature(.lines([[w(20, 10), w(180, 10)]]))]]),
        MapTile(box: east, layers: ["roads": [feature(.lines([[w(100, 50), w(140, 50), w(180, 50)]]), ["class": .string("primary")]),
                                              feature(.lines([[w(100, 90), w(150, 90)]]), ["class": .string("path")])]]),
    ]

    @Test func linesCutAtATileEdgeAreOneLineAgain() throws {
        let style = try Self.style(#"""
        {"id": "roads", "type": "line", "source": "v", "source-layer": "roads", "filter": ["==", "class", "primary"],
         "paint": {"line-width": 4, "line-dasharray": [2, 1]}}
        """#)
        let paths = Self.draw(style, Self.roads)
        #expect(paths.count == 1)
        // One subpath through the tile edge (collinear points simplified away): the dashes run on.
        #expect(Self.subpaths(paths[0].data) == [[[20, 50], [180, 50]]])
        #expect(paths[0].stroke?.dash == [8, 4])
        // Only the layer named by source-layer is drawn, and the filter applies to tile features.
        let all = Self.draw(try Self.style(#"{"id": "roads", "type": "line", "source": "v", "source-layer": "roads"}"#), Self.roads)
        #expect(all.flatMap { Self.subpaths($0.data) } == [[[20, 50], [180, 50]], [[100, 90], [150, 90]]])
    }

    @Test func onlyNearEndsOnTheEdgeOfAnotherTileAreJoined() throws {
        // z12-sized tiles, 128 pt wide here: ends may miss by two steps of their 4096 grid (1/16 pt).
        let width = 1.0 / 4096
        let west = WorldBox(minX: 0.5 - width, minY: 0.25 - width / 2, maxX: 0.5, maxY: 0.25 + width / 2)
        let east = WorldBox(minX: 0.5, minY: 0.25 - width / 2, maxX: 0.5 + width, maxY: 0.25 + width / 2)
        func line(_ points: [WorldPoint]) -> MapFeature { Self.feature(.lines([points])) }
        let tiles = [
            MapTile(box: west, layers: ["roads": [line([Self.w(40, 50.04), Self.w(100, 50.04)]), line([Self.w(40, 70), Self.w(100, 70)]),
                                                  line([Self.w(40, 30), Self.w(100, 30)]), line([Self.w(100, 30), Self.w(60, 10)])]]),
            MapTile(box: east, layers: ["roads": [line([Self.w(100, 50), Self.w(160, 50)]), line([Self.w(100, 70.3), Self.w(160, 70.3)])]]),
        ]
        let style = try Self.style(#"{"id": "roads", "type": "line", "source": "v", "source-layer": "roads"}"#)
        let lines = Self.draw(style, tiles).flatMap { Self.subpaths($0.data) }
        #expect(lines == [
            [[40, 50.04], [160, 50]],                  // 0.04 pt apart across the edge: one line (simplified)
            [[40, 70], [100, 70]],                     // 0.3 pt apart: two
            [[40, 30], [100, 30]],                     // two pieces of one tile meeting on its edge: not joined
            [[100, 30], [60, 10]],
            [[100, 70.3], [160, 70.3]],
        ])
    }

    /// A square from (60, 20) to (140, 80), cut by the tiles along x 100.
    static let square = [
        MapTile(box: west, layers: ["building": [feature(.polygons([[[w(60, 20), w(100, 20), w(100, 80), w(60, 80), w(60, 20)]]]))]]),
        MapTile(box: east, layers: ["building": [feature(.polygons([[[w(100, 20), w(140, 20), w(140, 80), w(100, 80), w(100, 20)]]]))]]),
    ]

    @Test func outlinesLeaveOutTheTileEdge() throws {
        // As a line: one line around the square, starting and ending where it meets the tile edge,
        // and no stroke along x 100 between y 20 and 80.
        let lines = Self.draw(try Self.style(#"{"id": "outline", "type": "line", "source": "v", "source-layer": "building"}"#), Self.square)
        #expect(lines.count == 1)
        #expect(Self.subpaths(lines[0].data) == [[[100, 80], [60, 80], [60, 20], [140, 20], [140, 80], [100, 80]]])
        // As a fill: both halves in one path (one fill, so no seam between them), the outline its own path.
        let fill = Self.draw(try Self.style(#"""
        {"id": "b", "type": "fill", "source": "v", "source-layer": "building", "paint": {"fill-color": "#d9d0c9", "fill-outline-color": "#a0968c"}}
        """#), Self.square)
        #expect(fill.count == 2)
        #expect(fill[0].classes == ["fill"] && fill[0].stroke == nil)
        #expect(Self.subpaths(fill[0].data) == [[[60, 20], [100, 20], [100, 80], [60, 80]], [[100, 20], [140, 20], [140, 80], [100, 80]]])
        #expect(fill[1].classes == ["fill-outline"] && fill[1].stroke?.color == Color(css: "#a0968c"))
        #expect(Self.subpaths(fill[1].data) == Self.subpaths(lines[0].data))
    }

    @Test func eachTileIsDrawnInItsCopyOfTheWorld() throws {
        // MapLibre zoom −1: the world is 256 pt wide, and an 800 pt card shows it about three times.
        // One z0 tile read three times (wraps −1, 0, 1) puts its point in three places.
        let world = WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        let dot = ["poi": [Self.feature(.points([WorldPoint(x: 0.5, y: 0.5)]))]]
        let tiles = [-1, 0, 1].map { MapTile(box: world, wrap: $0, layers: dot) }
        var style = try Self.style(#"{"id": "dots", "type": "circle", "source": "v", "source-layer": "poi"}"#)
        style.canvas.width = 800
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0)])])
        let context = LayerContext(track: track, style: style, sources: MapSources([MapSource(id: "v", tiles: tiles)]))
        let viewport = Viewport(size: CanvasSize(width: 800, height: 100), scale: 256, originX: 0.5 - 400.0 / 256, originY: 0.5 - 50.0 / 256)
        let centres = style.layers[0].drawing(in: context, viewport: viewport).nodes.compactMap { node -> Double? in
            if case .circle(let circle) = node { circle.center.x } else { nil }
        }
        #expect(centres == [144, 400, 656])
    }

    @Test func aTileSourceIsCreditedWhenItDrew() throws {
        let style = try Self.style(#"{"id": "roads", "type": "line", "source": "v", "source-layer": "roads"}"#)
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0)])])
        func credits(_ tiles: [MapTile]) -> [String] {
            let context = LayerContext(track: track, style: style, sources: MapSources([MapSource(id: "v", tiles: tiles, attribution: "© Tiles")]))
            return style.layers[0].drawing(in: context, viewport: Self.viewport).credits
        }
        #expect(credits(Self.roads) == ["© Tiles"])
        #expect(credits(Self.square).isEmpty, "nothing of the roads layer was drawn")
    }
}
