import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardMap
import RouteCardScene
import RouteCardStyle
import RouteCardTestSupport
import RouteCardText
import RouteCardTiles
import Testing

/// The `symbol` layer and label collisions, measured from the scene's nodes (`LabelGeometry`):
/// positions worked out by hand from the viewport, overlaps and distances tested geometrically.
///
/// The viewport is 400 × 300 pt at 524,288 pt per world width (MapLibre zoom 10), its centre on
/// world (0.5, 0.25), so canvas point (x, y) is world `(0.5 + (x − 200)/s, 0.25 + (y − 150)/s)`.
@Suite struct SymbolLayerTests {
    static let s = 524_288.0
    static let viewport = Viewport(size: CanvasSize(width: 400, height: 300), scale: s, originX: 0.5 - 200 / s, originY: 0.25 - 150 / s)
    static let measurer = TextMeasurer()

    static func w(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: 0.5 + (x - 200) / s, y: 0.25 + (y - 150) / s) }

    static func point(_ x: Double, _ y: Double, _ properties: [String: FeatureValue]) -> MapFeature {
        MapFeature(properties: properties, geometry: .points([w(x, y)]))!
    }

    static func line(_ points: [(Double, Double)], _ properties: [String: FeatureValue]) -> MapFeature {
        MapFeature(properties: properties, geometry: .lines([points.map { w($0.0, $0.1) }]))!
    }

    static func style(_ layers: String) throws -> Style {
        try Style.decode(Array("""
        {"version": 1, "canvas": {"width": 400, "height": 300, "simplify": 0, "scale": 1},
         "sources": {"g": {"type": "geojson", "data": "g.geojson"}}, "layers": [\(layers)]}
        """.utf8), file: "style.json", resources: .inMemory([:]))
    }

    /// A track through canvas points (a single point when none are given: far outside, drawn by no layer).
    static func track(_ points: [(Double, Double)], waypoints: [(Double, Double, String)] = []) -> Track {
        let trackPoints = points.map { p -> TrackPoint in
            let c = viewport.coordinate(at: CanvasPoint(x: p.0, y: p.1))
            return TrackPoint(latitude: c.latitude, longitude: c.longitude)
        }
        let marks = waypoints.map { p -> Waypoint in
            let c = viewport.coordinate(at: CanvasPoint(x: p.0, y: p.1))
            return Waypoint(coordinate: c, name: p.2)
        }
        return Track(segments: [TrackSegment(points: trackPoints)], waypoints: marks)
    }

    static func scene(_ style: Style, _ features: [MapFeature], track: Track = track([(-500, -500)]), credit: String? = nil) -> [SceneNode] {
        let context = LayerContext(track: track, style: style,
                                   sources: MapSources([MapSource(id: "g", data: MapFeatureCollection(features: features), attribution: credit)]))
        return CardComposer().scene(style: style, context: context, viewport: viewport).nodes
    }

    static func labels(_ nodes: [SceneNode]) -> [LabelGeometry.Label] { LabelGeometry(nodes).labels }

    /// Every pair of labels' glyph rectangles is disjoint.
    static func expectNoOverlaps(_ labels: [LabelGeometry.Label], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for i in labels.indices {
            for j in labels.indices where j > i {
                for a in labels[i].quads {
                    for b in labels[j].quads {
                        #expect(!LabelGeometry.overlap(a, b), "\(labels[i].text) overlaps \(labels[j].text)", sourceLocation: sourceLocation)
                    }
                }
            }
        }
    }

    // MARK: - text-field

    @Test func textFieldTemplatesAndExpressions() throws {
        let feature = Self.point(200, 150, ["name": .string("Monaco"), "name:latin": .string("Monaco-Ville"), "ele": .number(62)])
        func text(_ field: String) throws -> [String] {
            let style = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": \#(field)}}"#)
            return Self.labels(Self.scene(style, [feature])).map(\.text)
        }
        #expect(try text(#""{name} ({ele} m)""#) == ["Monaco (62 m)"])
        #expect(try text(#""{missing}""#) == [])
        #expect(try text(#"["coalesce", ["get", "name:en"], ["get", "name:latin"], ["get", "name"]]"#) == ["Monaco-Ville"])
        #expect(try text(#"["concat", ["get", "name"], " · ", ["to-string", ["get", "ele"]], "m"]"#) == ["Monaco · 62m"])
        #expect(try text(#"["to-string", ["*", 2, 3]]"#) == ["6"])
        #expect(throws: StyleError.self, "an unknown operator is an error") { try text(#"["to-string", ["times", 2, 3]]"#) }
        let upper = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-transform": "uppercase"}}"#)
        #expect(Self.labels(Self.scene(upper, [feature])).map(\.text) == ["MONACO"])
    }

    @Test func expressionsEvaluate() {
        let input = ExpressionInput(properties: ["a": .null, "b": .string(""), "n": .number(2.5), "t": .bool(true)])
        #expect(Expression.coalesce([.get("a"), .get("b"), .literal(.string("x"))]).evaluate(input) == .string(""))
        #expect(Expression.coalesce([.get("a"), .get("zz")]).evaluate(input) == .null)
        #expect(Expression.concat([.get("n"), .literal(.string("/")), .get("t"), .get("a"), .literal(.number(3))]).evaluate(input) == .string("2.5/true3"))
        #expect(Expression.toString(.literal(.number(-4))).evaluate(input) == .string("-4"))
    }

    // MARK: - point labels

    @Test func pointLabelsSitOnTheirPointWithAnchorAndOffset() throws {
        let size = 10.0
        let ascent = Self.measurer.ascent(fontSize: size), descent = Self.measurer.descent(fontSize: size)
        let centred = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 10}}"#)
        let label = try #require(Self.labels(Self.scene(centred, [Self.point(200, 150, ["name": .string("Port")])])).first)
        let quad = try #require(label.quads.first)
        // Centred: the text's box is centred on the point both ways.
        #expect(abs((quad[0].x + quad[1].x) / 2 - 200) < 1e-9)
        #expect(abs((quad[0].y + quad[2].y) / 2 - 150) < 1e-9)
        // top-left with an offset of [1, 0.5] em: the box's top-left corner at (210, 155).
        let corner = try Self.style(#"""
        {"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 10, "text-anchor": "top-left", "text-offset": [1, 0.5]}}
        """#)
        let moved = try #require(Self.labels(Self.scene(corner, [Self.point(200, 150, ["name": .string("Port")])])).first?.quads.first)
        #expect(abs(moved[0].x - 210) < 1e-9 && abs(moved[0].y - 155) < 1e-9)
        #expect(abs(moved[2].y - moved[0].y - (ascent + descent)) < 1e-9)
    }

    @Test func textSizeFollowsTheZoom() throws {
        // Zoom 10 is halfway between stops 8 (10 pt) and 12 (20 pt).
        let style = try Self.style(#"""
        {"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": ["interpolate", ["linear"], ["zoom"], 8, 10, 12, 20]}}
        """#)
        let nodes = Self.scene(style, [Self.point(200, 150, ["name": .string("Port")])])
        let quad = try #require(Self.labels(nodes).first?.quads.first)
        #expect(abs(quad[2].y - quad[0].y - Self.measurer.lineHeight(fontSize: 15)) < 1e-9)
    }

    @Test func wrapsAtSpacesWithinTheMaxWidth() throws {
        let style = try Self.style(#"""
        {"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 10, "text-max-width": 8, "text-justify": "left"}}
        """#)
        let name = "Saint Jean Cap Ferrat"
        let label = try #require(Self.labels(Self.scene(style, [Self.point(200, 150, ["name": .string(name)])])).first)
        // 8 em = 80 pt: "Saint Jean Cap" is 73.2 pt wide, "Saint Jean Cap Ferrat" 108.5 pt.
        #expect(Self.measurer.width(of: "Saint Jean Cap", fontSize: 10) < 80)
        #expect(Self.measurer.width(of: "Saint Jean Cap Ferrat", fontSize: 10) > 80)
        #expect(label.quads.count == 2)
        let lefts = label.quads.map { $0[0].x }
        #expect(abs(lefts[0] - lefts[1]) < 1e-9, "left-justified lines start together")
        #expect(abs(label.quads[1][0].y - label.quads[0][0].y - 12) < 1e-9, "1.2 em between baselines")
        #expect(TextWrapper.wrap(name, maxWidth: 80) { Self.measurer.width(of: $0, fontSize: 10) } == ["Saint Jean Cap", "Ferrat"])
        #expect(TextWrapper.wrap("東京都渋谷区", maxWidth: 30) { Self.measurer.width(of: $0, fontSize: 10) } == ["東京都", "渋谷区"])
    }

    @Test func koreanLabelsAreMeasuredAtTheirFullWidth() throws {
        // "서울특별시" is five Hangul syllables, 0.92 em each in Noto Sans CJK (hmtx 920/1000, read with
        // fontTools): 46 pt at 10 pt. Two such labels 40 pt apart overlap; measured as Latin letters
        // (≈ 0.56 em) both would fit.
        #expect(abs(Self.measurer.width(of: "서울특별시", fontSize: 10) - 46) < 1e-9)
        let style = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 10, "text-padding": 0}}"#)
        let labels = Self.labels(Self.scene(style, [Self.point(160, 150, ["name": .string("서울특별시")]),
                                                    Self.point(200, 150, ["name": .string("부산광역시")])]))
        #expect(labels.map(\.text) == ["서울특별시"])
    }

    // MARK: - collisions and priority

    @Test func priorityIsSortKeyThenFeatureOrder() throws {
        let features = [Self.point(200, 150, ["name": .string("First"), "rank": .number(5)]),
                        Self.point(204, 152, ["name": .string("Second"), "rank": .number(1)])]
        let plain = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}"}}"#)
        #expect(Self.labels(Self.scene(plain, features)).map(\.text) == ["First"])
        let keyed = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "symbol-sort-key": ["get", "rank"]}}"#)
        #expect(Self.labels(Self.scene(keyed, features)).map(\.text) == ["Second"])
        // Two layers: the upper one is placed first.
        let two = try Self.style(#"""
        {"id": "lower", "type": "symbol", "source": "g", "filter": ["==", "name", "First"], "layout": {"text-field": "{name}"}},
        {"id": "upper", "type": "symbol", "source": "g", "filter": ["==", "name", "Second"], "layout": {"text-field": "{name}"}}
        """#)
        #expect(Self.labels(Self.scene(two, features)).map(\.text) == ["Second"])
    }

    @Test func aDenseGridOfCandidatesYieldsNoOverlaps() throws {
        var features: [MapFeature] = []
        for row in 0..<20 {
            for column in 0..<25 { features.append(Self.point(Double(column) * 16 + 8, Double(row) * 15 + 7, ["name": .string("P\(row)-\(column)")])) }
        }
        let style = try Self.style(#"{"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 11, "text-padding": 0}}"#)
        let labels = Self.labels(Self.scene(style, features))
        #expect(labels.count > 30)
        Self.expectNoOverlaps(labels)
        for quad in labels.flatMap(\.quads) {
            #expect(quad.allSatisfy { $0.x >= 0 && $0.x <= 400 && $0.y >= 0 && $0.y <= 300 }, "labels stay on the canvas")
        }
    }

    /// A route zigzagging across the canvas, 8 pt wide with a 3 pt casing on each side (14 pt).
    static let routePoints: [(Double, Double)] = [(20, 40), (120, 260), (220, 60), (320, 250), (390, 120)]
    static let routeStyle = #"""
    {"id": "route", "type": "route", "paint": {"line-width": 8, "line-casing-width": 3, "line-casing-color": "#ffffff"}},
    {"id": "wp", "type": "markers", "source": "waypoints", "layout": {"icon-image": "circle", "icon-size": 12, "text-field": "{name}"}}
    """#

    @Test func theRouteAndItsMarkersStayClearOfLabels() throws {
        var features: [MapFeature] = []
        for row in 0..<14 {
            for column in 0..<12 { features.append(Self.point(Double(column) * 34 + 12, Double(row) * 22 + 8, ["name": .string("Name \(row)\(column)")])) }
        }
        for row in 0..<6 {
            let y = Double(row) * 50 + 25
            features.append(Self.line([(0, y), (130, y + 20), (260, y - 10), (400, y + 5)], ["name": .string("Road number \(row)")]))
        }
        let waypoints = [(120.0, 150.0, "Fountain"), (230.0, 150.0, "Lighthouse"), (236.0, 160.0, "Harbour office")]
        let style = try Self.style(#"""
        {"id": "names", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 11}},
        {"id": "roads", "type": "symbol", "source": "g", "filter": ["==", "$type", "LineString"],
         "layout": {"text-field": "{name}", "text-size": 11, "symbol-placement": "line", "symbol-spacing": 120}},
        \#(Self.routeStyle)
        """#)
        let nodes = Self.scene(style, features, track: Self.track(Self.routePoints, waypoints: waypoints))
        let labels = Self.labels(nodes)
        #expect(labels.filter { $0.kind == "point" }.count > 10)
        #expect(labels.contains { $0.kind == "line" })
        #expect(labels.contains { $0.kind == "marker" })
        Self.expectNoOverlaps(labels)
        // No label rectangle comes within the route's half width (7 pt) of its centre line.
        for label in labels {
            for quad in label.quads {
                for (a, b) in zip(Self.routePoints, Self.routePoints.dropFirst()) {
                    let distance = LabelGeometry.distance(CanvasPoint(x: a.0, y: a.1), CanvasPoint(x: b.0, y: b.1), to: quad)
                    #expect(distance >= 7, "\(label.text) is \(distance) pt from the route")
                }
                // Nor within a marker circle (radius 6 plus its 2 pt border) of any waypoint.
                for waypoint in waypoints {
                    let p = CanvasPoint(x: waypoint.0, y: waypoint.1)
                    #expect(LabelGeometry.distance(p, p, to: quad) >= 7, "\(label.text) covers the marker \(waypoint.2)")
                }
            }
        }
    }

    @Test func waypointLabelsMoveAroundTheirMarkerOrAreLeftOut() throws {
        let style = try Self.style(Self.routeStyle)
        // Three waypoints 24 pt apart in a row: the default position (right of the icon) of the
        // first two is taken by the next marker, so they go elsewhere; none overlap.
        let row = [(150.0, 200.0, "Alpha"), (174.0, 200.0, "Bravo"), (198.0, 200.0, "Charlie")]
        let labels = Self.labels(Self.scene(style, [], track: Self.track([(20, 20), (380, 20)], waypoints: row)))
        #expect(labels.map(\.text).sorted() == ["Alpha", "Bravo", "Charlie"])
        Self.expectNoOverlaps(labels)
        // The right-hand default is kept where it is free.
        let charlie = try #require(labels.first { $0.text == "Charlie" }?.quads.first)
        #expect(charlie[0].x > 198 + 6)
        // A waypoint boxed in by the route on every side has no room: its label is left out.
        // (Its 14 pt wide route runs 30 pt to either side and 20 pt above and below the marker:
        // every position, near or far, reaches into it.)
        let box = [(90.0, 86.0), (150.0, 86.0), (150.0, 126.0), (90.0, 126.0), (90.0, 86.0)]
        let trapped = Self.labels(Self.scene(style, [], track: Self.track(box, waypoints: [(120, 106, "Inside")])))
        #expect(trapped.isEmpty)
    }

    @Test func reservedBandsAreKeptFreeOfLabels() throws {
        let style = try Self.style(#"""
        {"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}"}},
        {"id": "title", "type": "text", "layout": {"text-field": "Title", "position": "top-left", "text-size": 30}}
        """#)
        let labels = Self.labels(Self.scene(style, [Self.point(200, 25, ["name": .string("Under the title")]),
                                                    Self.point(200, 200, ["name": .string("Free")])]))
        #expect(labels.map(\.text) == ["Free"])
    }

    @Test func theCreditsAreKeptFreeOfLabels() throws {
        // The attribution box: 10 pt text 8 pt from the bottom-right corner on a 3 pt padded box.
        let style = try Self.style(#"""
        {"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 10}},
        {"id": "credits", "type": "attribution"}
        """#)
        let features = [Self.point(370, 287, ["name": .string("Corner")]), Self.point(200, 150, ["name": .string("Free")])]
        #expect(Self.labels(Self.scene(style, features, credit: "© Test data")).map(\.text) == ["Free"])
        // Without credits to show there is no box, and the corner label is placed.
        #expect(Self.labels(Self.scene(style, features)).map(\.text).sorted() == ["Corner", "Free"])
    }

    // MARK: - line labels

    @Test func lineLabelsFollowTheSegmentBearingsUpright() throws {
        // Drawn right to left: from (360, 200) west to (200, 200), then up-left to (80, 80).
        let style = try Self.style(#"""
        {"id": "l", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 12, "symbol-placement": "line-center", "text-max-angle": 60}}
        """#)
        let road = Self.line([(360, 200), (200, 200), (80, 80)], ["name": .string("Boulevard des Moulins")])
        let label = try #require(Self.labels(Self.scene(style, [road])).first)
        #expect(label.kind == "line")
        #expect(label.angles.count == "Boulevard des Moulins".filter { $0 != " " }.count)
        // Read left to right: each glyph centre is right of the previous one, never upside down.
        for (a, b) in zip(label.centers, label.centers.dropFirst()) { #expect(b.x > a.x) }
        for angle in label.angles { #expect(abs(angle) <= 90) }
        // Glyphs wholly on a straight stretch carry its bearing: 45° (down-right, read left to
        // right along the diagonal) or 0° (along y = 200); every centre lies on the line.
        for (center, angle) in zip(label.centers, label.angles) {
            let onDiagonal = abs((center.y - 80) - (center.x - 80)) < 1e-6
            let onStraight = abs(center.y - 200) < 1e-6
            #expect(onDiagonal || onStraight, "glyph at \(center) is off the line")
            if onDiagonal && center.x < 190 { #expect(abs(angle - 45) < 1e-6) }
            if onStraight && center.x > 210 { #expect(abs(angle) < 1e-6) }
        }
        // A bend sharper than text-max-angle between neighbouring glyphs leaves the label out.
        let sharp = Self.line([(100, 200), (200, 200), (110, 140)], ["name": .string("Rampe Major")])
        #expect(Self.labels(Self.scene(style, [sharp])).isEmpty)
    }

    @Test func alongACurveEveryGlyphStaysOnTheLineAndUpright() {
        // A half circle of radius 100 around (200, 200) through its top, in 180 steps.
        let points = (0...180).map { i -> CanvasPoint in
            let t = Double(i) * .pi / 180
            return CanvasPoint(x: 200 - 100 * cos(t), y: 200 - 100 * sin(t))
        }
        let path = LabelPath(points)
        let advances = Array(repeating: 7.0, count: 20)
        guard let glyphs = path.glyphs(advances: advances, centeredAt: path.length / 2, maxAngle: 10) else {
            Issue.record("no placement")
            return
        }
        #expect(glyphs.count == 20)
        for (index, glyph) in glyphs.enumerated() {
            let radius = hypot(glyph.center.x - 200, glyph.center.y - 200)
            #expect(abs(radius - 100) < 0.01, "glyph \(index) is \(radius - 100) pt off the curve")
            // The tangent of the circle at the glyph (clockwise on the canvas, left to right over the top).
            let tangent = atan2(glyph.center.x - 200, -(glyph.center.y - 200)) * 180 / .pi
            #expect(abs(glyph.angle - tangent) < 2.5)
            #expect(abs(glyph.angle) <= 90)
        }
        // Run the other way, the same glyph positions come out (upright again).
        let reversed = LabelPath(points.reversed()).glyphs(advances: advances, centeredAt: path.length / 2, maxAngle: 10)
        #expect(reversed.map { $0.map(\.center.x) }.map { zip($0, glyphs.map(\.center.x)).allSatisfy { abs($0 - $1) < 1e-6 } } == true)
        // Longer than the path: nowhere to go.
        #expect(path.glyphs(advances: Array(repeating: 30, count: 20), centeredAt: path.length / 2, maxAngle: 90) == nil)
    }

    // MARK: - tiles

    /// Two z14 tiles side by side, hand-encoded: a place point inside the east tile that the west
    /// tile also carries in its buffer, and a road crossing from one into the other.
    @Test func aNameReadFromTwoTilesIsPlacedOnce() throws {
        let west = try #require(TileID(z: 14, x: 8191, y: 8000)), east = try #require(TileID(z: 14, x: 8192, y: 8000))
        // The place: 100 units into the east tile, i.e. at 4196 in the west tile's coordinates (its buffer).
        let westBytes = MVTWriter.layer("place", [.point((4196, 2048), ["name": "Condamine"])])
            + MVTWriter.layer("road", [.line([(1000, 3000), (4096, 3000)], ["name": "Boulevard Albert Ier"])])
        let eastBytes = MVTWriter.layer("place", [.point((100, 2048), ["name": "Condamine"])])
            + MVTWriter.layer("road", [.line([(0, 3000), (3000, 3000)], ["name": "Boulevard Albert Ier"])])
        let tiles = try [(west, westBytes), (east, eastBytes)].map { id, bytes in
            MapTile(box: id.worldBox, layers: try MVTDecoder().decode(bytes, tile: id))
        }
        let style = try Style.decode(Array(#"""
        {"version": 1, "canvas": {"width": 400, "height": 300, "simplify": 0, "scale": 1}, "sources": {"v": {"type": "vector"}},
         "layers": [{"id": "places", "type": "symbol", "source": "v", "source-layer": "place", "layout": {"text-field": "{name}"}},
                    {"id": "roads", "type": "symbol", "source": "v", "source-layer": "road",
                     "layout": {"text-field": "{name}", "symbol-placement": "line", "symbol-spacing": 1000}}]}
        """#.utf8), file: "style.json")
        // 512 pt per tile at zoom 14 (s = 512 · 2^14); the canvas is centred on the shared tile edge.
        let scale = 512.0 * 16384, edge = 8192.0 / 16384, row = (8000.0 + 0.5) / 16384
        let viewport = Viewport(size: CanvasSize(width: 400, height: 300), scale: scale, originX: edge - 200 / scale, originY: row - 150 / scale)
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0)])])
        let context = LayerContext(track: track, style: style, sources: MapSources([MapSource(id: "v", tiles: tiles)]))
        let labels = Self.labels(CardComposer().scene(style: style, context: context, viewport: viewport).nodes)
        #expect(labels.map(\.text).sorted() == ["Boulevard Albert Ier", "Condamine"])
        // The place 100/4096 of a tile (12.5 pt) east of the edge (x 200); the road, joined at the
        // edge, runs from x −187 to 575 and is labelled once, in the middle of its visible part.
        let place = try #require(labels.first { $0.text == "Condamine" }?.quads.first)
        #expect(abs((place[0].x + place[1].x) / 2 - 212.5) < 1e-6)
        let road = try #require(labels.first { $0.text == "Boulevard Albert Ier" })
        let middle = (road.centers.first!.x + road.centers.last!.x) / 2
        #expect(abs(middle - 200) < 2 && road.centers.allSatisfy { abs($0.y - 3000.0 / 8 + 106) < 1e-6 })
    }

    @Test func fontStacksMapToInstalledFamiliesAndWeights() {
        #expect(FontStack(names: ["Open Sans Bold", "Arial Unicode MS Regular"]).families
            == ["Open Sans", "Noto Sans", "Arial Unicode MS", "DejaVu Sans", "sans-serif"])
        #expect(FontStack(names: ["Open Sans Bold"]).weight == 700)
        #expect(FontStack(names: ["Open Sans Semibold"]) == FontStack(families: ["Open Sans", "Noto Sans", "DejaVu Sans", "sans-serif"], weight: 600))
        #expect(FontStack(names: ["Noto Sans Semibold Italic"]).weight == 600)
        #expect(FontStack(names: ["Noto Sans Regular"]).families == ["Noto Sans", "DejaVu Sans", "sans-serif"])
        #expect(FontStack(names: ["Klokantech Noto Sans Bold"]).families == ["Noto Sans", "DejaVu Sans", "sans-serif"])
        #expect(FontStack(names: ["Metropolis Medium"]) == FontStack(families: ["Metropolis", "Noto Sans", "DejaVu Sans", "sans-serif"], weight: 500))
        #expect(FontStack(names: ["Roboto Regular"]).families.first == "Roboto")
        #expect(FontStack(names: ["DejaVu Sans Bold"]).families == ["DejaVu Sans", "sans-serif"])
        #expect(FontStack(names: nil).weight == 400)
    }
}
