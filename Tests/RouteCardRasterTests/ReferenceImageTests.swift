import Foundation
import RouteCard
import RouteCardGeo
import RouteCardImages
import RouteCardInput
import RouteCardMapLibre
import RouteCardRaster
import RouteCardStyle
import RouteCardTestSupport
import RouteCardTiles
import XCTest

/// Single-feature cards rendered to PNG and compared with committed references (see
/// `ReferenceImage` for the tolerance and how to re-record). Where a feature has a property that
/// can be stated independently — where an anchored icon sits — it is checked on the pixels too.
final class ReferenceImageTests: XCTestCase {
    /// A zig-zag near the equator with sharp turns, so joins and caps show.
    static let zigzag = """
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Zig-zag</name><trkseg>
    <trkpt lat="0" lon="0"/><trkpt lat="0.002" lon="0.001"/><trkpt lat="0" lon="0.002"/>
    <trkpt lat="0.002" lon="0.003"/><trkpt lat="0.0005" lon="0.0045"/>
    </trkseg></trk></gpx>
    """

    /// Two crossing segments and one waypoint at the crossing.
    static let cross = """
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <wpt lat="0" lon="0"><name>X</name></wpt>
    <trk><trkseg><trkpt lat="0" lon="-0.001"/><trkpt lat="0" lon="0.001"/></trkseg>
    <trkseg><trkpt lat="-0.001" lon="0"/><trkpt lat="0.001" lon="0"/></trkseg></trk></gpx>
    """

    /// A 160×120 card at 2× with `layers` (JSON array elements) over white paper.
    static func style(_ layers: String, paper: String = ##"{ "id": "paper", "type": "background", "paint": { "background-color": "#ffffff" } }"##) -> String {
        """
        { "version": 1, "canvas": { "width": 160, "height": 120, "scale": 2, "padding": 20 },
          "layers": [ \(paper), \(layers) ] }
        """
    }

    func render(_ styleJSON: String, gpx: String = zigzag) throws -> [UInt8] {
        let style = try Style.decode(Array(styleJSON.utf8), file: "reference.json")
        let track = try GPXReader().read(Array(gpx.utf8), path: "reference.gpx")
        return try CardRenderer().png(for: track, style: style)
    }

    // MARK: Route lines

    func testRouteRoundCapRoundJoin() throws {
        let png = try render(Self.style(##"{ "id": "route", "type": "route", "paint": { "line-color": "#d62246", "line-width": 14, "line-cap": "round", "line-join": "round" } }"##))
        try ReferenceImage.assertMatches(png, named: "route-round-cap-round-join")
    }

    func testRouteButtCapMiterJoin() throws {
        let png = try render(Self.style(##"{ "id": "route", "type": "route", "paint": { "line-color": "#d62246", "line-width": 14, "line-cap": "butt", "line-join": "miter" } }"##))
        try ReferenceImage.assertMatches(png, named: "route-butt-cap-miter-join")
    }

    func testRouteSquareCapBevelJoin() throws {
        let png = try render(Self.style(##"{ "id": "route", "type": "route", "paint": { "line-color": "#d62246", "line-width": 14, "line-cap": "square", "line-join": "bevel" } }"##))
        try ReferenceImage.assertMatches(png, named: "route-square-cap-bevel-join")
    }

    func testRouteCasing() throws {
        let png = try render(Self.style(
            ##"{ "id": "route", "type": "route", "paint": { "line-color": "#0a84ff", "line-width": 8, "line-casing-color": "#ffffff", "line-casing-width": 3, "line-cap": "round", "line-join": "round" } }"##,
            paper: ##"{ "id": "paper", "type": "background", "paint": { "background-color": "#1c1c1e" } }"##))
        try ReferenceImage.assertMatches(png, named: "route-casing")
    }

    func testRouteDash() throws {
        let png = try render(Self.style(##"{ "id": "route", "type": "route", "paint": { "line-color": "#2a9d8f", "line-width": 6, "line-dasharray": [2, 1.5] } }"##))
        try ReferenceImage.assertMatches(png, named: "route-dash")
    }

    // MARK: Backgrounds and text

    func testGradientBackground() throws {
        let png = try render(Self.style(##"{ "id": "route", "type": "route", "paint": { "line-color": "#ffffff", "line-width": 3 } }"##,
            paper: ##"{ "id": "paper", "type": "background", "paint": { "background-color": ["linear-gradient", 135, "#ff7e5f", "#feb47b", "#86a8e7"] } }"##))
        try ReferenceImage.assertMatches(png, named: "background-gradient")
    }

    func testTextWithHalo() throws {
        let png = try render(Self.style(##"{ "id": "title", "type": "text", "layout": { "text-field": "{name} Å", "position": "center", "text-size": 26, "text-weight": "bold" }, "paint": { "text-color": "#1c1c1e", "text-halo-color": "#ffd60a", "text-halo-width": 4 } }"##,
            paper: ##"{ "id": "paper", "type": "background", "paint": { "background-color": "#5b5f97" } }"##))
        try ReferenceImage.assertMatches(png, named: "text-halo")
    }

    // MARK: The base map

    /// The Helsinki run over the bundled Helsinki map in the built-in light and dark map styles
    /// (fill, line and circle layers with filters and match/step expressions, attribution): the
    /// styles' own 800×800 pt layout at 0.5×, a 400×400 pixel picture.
    func testHelsinkiCardInTheMapStyles() throws {
        for name in ["map", "map-dark"] {
            var style = try XCTUnwrap(try BuiltInStyles.style(named: name))
            style.canvas.scale = 0.5
            let png = try CardRenderer().png(for: try ExampleRoute.track(), style: style)
            try ReferenceImage.assertMatches(png, named: "helsinki-\(name)")
        }
    }

    /// The same card at 1600×700 pt (0.5×: 800×350 pixels), wider than the bundled extract: the
    /// map fades into the paper before the data's left, right and top edges (`"edge": "fade"`),
    /// under the route, markers, title and credit.
    func testWideHelsinkiCardFadesAtTheDataEdge() throws {
        for name in ["map", "map-dark"] {
            var style = try XCTUnwrap(try BuiltInStyles.style(named: name))
            style.canvas.width = 1600
            style.canvas.height = 700
            style.canvas.scale = 0.5
            let png = try CardRenderer().png(for: try ExampleRoute.track(), style: style)
            try ReferenceImage.assertMatches(png, named: "helsinki-\(name)-1600x700")
        }
    }

    /// One card per preset (`--preset`): the Helsinki run in `map` at ¼× — square, portrait,
    /// story (its top and bottom 250 pt left to Instagram's buttons) and link. Sizes in the style
    /// are relative to the short side, so each shape reads the same.
    func testOneCardPerPreset() throws {
        for preset in CanvasPreset.allCases {
            var style = try XCTUnwrap(try BuiltInStyles.style(named: "map"))
            preset.apply(to: &style.canvas)
            style.canvas.scale = 0.25
            let png = try CardRenderer().png(for: try ExampleRoute.track(), style: style)
            try ReferenceImage.assertMatches(png, named: "preset-\(preset.rawValue)")
        }
    }

    /// The Monaco run (`Tests/Fixtures/tiles/monaco-run.gpx`) over the Monaco OpenMapTiles extract
    /// (`monaco.pmtiles`, bound to the styles' source the way `--tiles` binds it) in the built-in
    /// street styles: their own 1080×1350 pt layout at 1×, a 1080×1350 pixel picture (roads by
    /// class with casings, tunnels, bridges, paths, buildings, landcover, boundaries, the route on
    /// top, title, stats and the OpenMapTiles credit).
    func testMonacoCardInTheStreetsStyles() throws {
        let gpx = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("tiles/monaco-run.gpx")))
        let track = try GPXReader().read(Array(gpx), path: "monaco-run.gpx")
        let archive = try TileArchives().open(path: TestPaths.fixture("tiles/monaco.pmtiles"))
        let tiles = VectorTileProvider().binding(["openmaptiles": archive])
        for name in ["streets", "streets-dark"] {
            var style = try XCTUnwrap(try BuiltInStyles.style(named: name))
            XCTAssertEqual([style.canvas.width, style.canvas.height], [1080, 1350])
            style.canvas.scale = 1
            let png = try CardRenderer(tiles: tiles).png(for: track, style: style)
            try ReferenceImage.assertMatches(png, named: "monaco-\(name)")
        }
    }

    /// The Monaco run under the MapLibre styles Positron (over `monaco.pmtiles`) and OSM Bright
    /// (over `monaco.mbtiles`), `Tests/Fixtures/maplibre-styles`, with the `streets` card on top
    /// (what `routecard render --basemap` draws), 1080×1350 pt at 0.5×: every layer of the two styles
    /// in their order, road casings, dashes, zoom-dependent widths and colours, labels.
    func testMonacoCardUnderMapLibreStyles() throws {
        let gpx = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("tiles/monaco-run.gpx")))
        let track = try GPXReader().read(Array(gpx), path: "monaco-run.gpx")
        for (name, tiles) in [("positron", "monaco.pmtiles"), ("osm-bright", "monaco.mbtiles")] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("maplibre-styles/\(name).json")))
            let basemap = try MapLibreStyle.decode(Array(bytes), file: "\(name).json")
            var style = try XCTUnwrap(try BuiltInStyles.style(named: "streets")).applying(basemap: basemap)
            style.canvas.scale = 0.5
            let archive = try TileArchives().open(path: TestPaths.fixture("tiles/\(tiles)"))
            let png = try CardRenderer(tiles: VectorTileProvider().binding(["openmaptiles": archive])).png(for: track, style: style)
            try ReferenceImage.assertMatches(png, named: "monaco-maplibre-\(name)")
        }
    }

    // MARK: Activity layers

    /// gpx.studio's `with_hr.gpx` in the built-in `activity` style at 0.4× (432×540 pixels): the
    /// route coloured by heart rate in runs, the legend's gradient bar and stops, the elevation
    /// profile in the route's colours with its 103 m / 138 m labels, and the stats panel. Its
    /// numbers are checked in `ActivityLayersTests`.
    func testActivityLayers() throws {
        var style = try XCTUnwrap(try BuiltInStyles.style(named: "activity"))
        style.canvas.scale = 0.4
        let track = try GPXReader().read(contentsOf: TestPaths.fixture("gpx/gpx-studio/with_hr.gpx"))
        try ReferenceImage.assertMatches(try CardRenderer().png(for: track, style: style, title: "Ride with heart rate"),
                                         named: "activity-heart-rate")
    }

    /// A step ramp over grade on the elevation profile and a pace legend in swatches, on a small
    /// light card (the Helsinki example run, which has times).
    func testElevationProfileByGradeAndStepLegend() throws {
        let json = """
        { "version": 1, "canvas": { "width": 320, "height": 400, "scale": 1, "padding": 16 },
          "layers": [
            { "id": "paper", "type": "background", "paint": { "background-color": "#ffffff" } },
            { "id": "route", "type": "route", "paint": { "line-width": 4,
              "line-color": ["step", ["point", "pace"], "#d7191c", 5, "#fdae61", 6, "#abd9e9", 7, "#2c7bb6"] } },
            { "id": "profile", "type": "elevation-profile",
              "layout": { "height": 60, "margin": 12, "panel-padding": 6, "text-size": 10 },
              "paint": { "fill-color": ["interpolate", ["linear"], ["point", "grade"], -6, "#1a9641", 0, "#ffffbf", 6, "#d7191c"],
                         "panel-color": "#f2f2f7", "panel-radius": 8 } },
            { "id": "legend", "type": "legend", "layout": { "margin": 12, "bar-width": 160, "text-size": 10 } }
          ] }
        """
        let style = try Style.decode(Array(json.utf8), file: "profile.json")
        try ReferenceImage.assertMatches(try CardRenderer().png(for: try ExampleRoute.track(), style: style), named: "profile-grade-step-legend")
    }

    // MARK: Marker anchors

    /// Each of the nine `icon-anchor` values: a 24 pt purple square on the crossing of two thin lines.
    /// Besides the reference, the square's pixel box is checked against the anchor's meaning
    /// (MapLibre: the named part of the icon is on the coordinate).
    func testMarkerAnchors() throws {
        let anchors: [(name: String, fx: Double, fy: Double)] = [
            ("center", 0.5, 0.5), ("left", 0, 0.5), ("right", 1, 0.5), ("top", 0.5, 0), ("bottom", 0.5, 1),
            ("top-left", 0, 0), ("top-right", 1, 0), ("bottom-left", 0, 1), ("bottom-right", 1, 1),
        ]
        for anchor in anchors {
            let json = Self.style("""
            { "id": "lines", "type": "route", "paint": { "line-color": "#333333", "line-width": 1.5 } },
            { "id": "marker", "type": "markers", "source": "waypoints",
              "layout": { "icon-image": "square", "icon-size": 24, "icon-anchor": "\(anchor.name)" },
              "paint": { "icon-color": "#7c3aed", "icon-halo-width": 0, "icon-shadow": false } }
            """)
            let png = try render(json, gpx: Self.cross)
            try ReferenceImage.assertMatches(png, named: "marker-anchor-\(anchor.name)")

            // Where the waypoint is, by the card's own projection, in pixels (scale 2).
            let style = try Style.decode(Array(json.utf8))
            let track = try GPXReader().read(Array(Self.cross.utf8), path: "cross.gpx")
            let context = LayerContext(track: track, style: style)
            let point = CardComposer().viewport(for: style, context: context).point(for: GeoCoordinate(latitude: 0, longitude: 0))
            let (px, py) = (point.x * 2, point.y * 2)
            // The purple square's box (pixels close to #7c3aed).
            let image = try PixelImage(png: png)
            var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.rgba(x: x, y: y)
                    if abs(Int(p[0]) - 0x7c) < 12 && abs(Int(p[1]) - 0x3a) < 12 && abs(Int(p[2]) - 0xed) < 12 {
                        box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x + 1), max(box.maxY, y + 1))
                    }
                }
            }
            let size = 48.0   // 24 pt at 2×
            XCTAssertEqual(Double(box.maxX - box.minX), size, accuracy: 2, "\(anchor.name): width")
            XCTAssertEqual(Double(box.maxY - box.minY), size, accuracy: 2, "\(anchor.name): height")
            // The anchor's part of the box is on the waypoint.
            XCTAssertEqual(Double(box.minX) + anchor.fx * size, px, accuracy: 2, "\(anchor.name): x")
            XCTAssertEqual(Double(box.minY) + anchor.fy * size, py, accuracy: 2, "\(anchor.name): y")
        }
    }

    /// The tolerance is not so loose that different features pass for each other: the round-cap
    /// and square-cap references differ, and one anchor's reference does not match another's.
    func testTheToleranceStillTellsFeaturesApart() throws {
        func load(_ name: String) throws -> PixelImage {
            try PixelImage(png: [UInt8](Data(contentsOf: ReferenceImage.directory.appendingPathComponent(name + ".png"))))
        }
        for (a, b) in [("route-round-cap-round-join", "route-square-cap-bevel-join"), ("marker-anchor-left", "marker-anchor-center"),
                       ("route-round-cap-round-join", "route-butt-cap-miter-join")] {
            let comparison = PixelComparison(expected: try load(a), actual: try load(b), tolerance: ReferenceImage.tolerance)
            XCTAssertFalse(comparison.matches(allowedFraction: ReferenceImage.allowedFraction), "\(a) passes for \(b)")
        }
    }
}
