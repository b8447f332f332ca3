import Foundation
@testable import RouteCard
import RouteCardExpressions
import RouteCardGeo
import RouteCardInput
import RouteCardScene
import RouteCardStyle
import RouteCardTestSupport
import RouteCardText
import Testing

/// The running-app layers — a route coloured by a point value, `legend`, `elevation-profile`,
/// `stats` — checked against hand arithmetic and facts read from the fixture by other means.
struct ActivityLayersTests {
    // MARK: Helpers

    static func style(_ layers: String, width: Double = 600, height: Double = 600, units: String = "metric") throws -> Style {
        try Style.decode(Array("""
            { "version": 1, "units": "\(units)", "canvas": { "width": \(width), "height": \(height), "padding": 30 }, "layers": [\(layers)] }
            """.utf8), file: "test.json")
    }

    static func withHR() throws -> Track {
        try GPXReader().read(contentsOf: TestPaths.fixture("gpx/gpx-studio/with_hr.gpx"))
    }

    static func scene(_ track: Track, _ style: Style) -> Scene {
        CardComposer().scene(style: style, context: LayerContext(track: track, style: style))
    }

    static func children(_ layer: String, in scene: Scene) -> [SceneNode] {
        for case .group(let group) in scene.nodes where group.id == layer { return group.children }
        return []
    }

    static func paths(_ nodes: [SceneNode]) -> [ScenePath] {
        nodes.compactMap { if case .path(let path) = $0 { path } else { nil } }
    }

    static func texts(_ nodes: [SceneNode], class name: String) -> [String] {
        nodes.compactMap { if case .text(let text) = $0, text.classes.contains(name) { text.text } else { nil } }
    }

    /// The box around a path's points.
    static func box(_ data: PathData) -> CanvasBox? {
        let points = data.commands.compactMap { command -> CanvasPoint? in
            switch command {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
        guard let first = points.first else { return nil }
        return points.dropFirst().reduce(CanvasBox(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)) {
            $0.union(CanvasBox(minX: $1.x, minY: $1.y, maxX: $1.x, maxY: $1.y))
        }
    }

    /// The box of every node of a layer (paths, rects, text boxes measured as DejaVu Sans sets them).
    static func box(of nodes: [SceneNode]) -> CanvasBox? {
        let measurer = TextMeasurer()
        let boxes: [CanvasBox] = nodes.compactMap { node in
            switch node {
            case .path(let path): return box(path.data)
            case .rect(let rect): return rect.box
            case .text(let text):
                let width = measurer.width(of: text.text, fontSize: text.font.size, bold: text.font.isBold)
                let x = text.anchor == .start ? text.position.x : text.anchor == .end ? text.position.x - width : text.position.x - width / 2
                return CanvasBox(minX: x, minY: text.position.y - measurer.ascent(fontSize: text.font.size), maxX: x + width,
                                 maxY: text.position.y + measurer.descent(fontSize: text.font.size))
            default: return nil
            }
        }
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }

    /// A straight west–east segment of 18 points, 100 m apart, with heart rates 100 ×6, 150 ×6, 190 ×6.
    static let steppedTrack: Track = {
        let points = (0..<18).map { TrackPoint(latitude: 0, longitude: Double($0) * 0.000_898_3) }
        let hr = [Double](repeating: 100, count: 6) + [Double](repeating: 150, count: 6) + [Double](repeating: 190, count: 6)
        return Track(name: "Steps", segments: [TrackSegment(points: points, channels: ["hr": hr])])
    }()

    // MARK: Colour runs

    @Test func runsShareTheirBoundaryPoints() {
        let a = Color(r: 255, g: 0, b: 0), b = Color(r: 0, g: 255, b: 0), c = Color(r: 0, g: 0, b: 255)
        #expect(ColorRun.runs(of: [a, a, b, b, c]) == [ColorRun(color: a, points: 0...1), ColorRun(color: b, points: 1...3),
                                                      ColorRun(color: c, points: 3...4)])
        #expect(ColorRun.runs(of: [a]) == [ColorRun(color: a, points: 0...0)])
        #expect(ColorRun.runs(of: [a, a, a]) == [ColorRun(color: a, points: 0...2)])
        // A lone first point of its own colour: the step into point 1 is drawn in point 1's colour.
        #expect(ColorRun.runs(of: [a, b, a]) == [ColorRun(color: b, points: 0...1), ColorRun(color: a, points: 1...2)])
        #expect(ColorRun.runs(of: []) == [])
    }

    /// Smoothed over 2 points each side, the rates of `steppedTrack` are, by hand:
    /// 100 100 100 100 110 120 130 140 150 150 158 166 174 182 190 190 190 190 (point 4: (4·100 + 150)/5 = 110,
    /// point 5: (3·100 + 2·150)/5 = 120, point 11: (3·150 + 2·190)/5 = 166, point 12: (2·150 + 3·190)/5 = 174).
    /// With steps at 120 and 170: blue at points 0–4, green 5–11, red 12–17 — three paths.
    @Test func aSteppedRampDrawsOnePathPerRunOfColour() throws {
        let series = PointSeries.series(for: Self.steppedTrack, statistics: RouteStatistics(track: Self.steppedTrack),
                                        measures: [.heartRate])
        let rates = try #require(series.first?.values[.heartRate])
        #expect(rates.map { ($0 * 1000).rounded() / 1000 } == [100, 100, 100, 100, 110, 120, 130, 140, 150, 150, 158, 166, 174, 182,
                                                               190, 190, 190, 190])
        let style = try Self.style("""
            { "id": "route", "type": "route", "paint": { "line-width": 6,
              "line-color": ["step", ["point", "heart_rate"], "#0000ff", 120, "#00ff00", 170, "#ff0000"] } }
            """)
        let runs = Self.paths(Self.children("route", in: Self.scene(Self.steppedTrack, style)))
        #expect(runs.map { $0.stroke?.color } == [Color(r: 0, g: 0, b: 255), Color(r: 0, g: 255, b: 0), Color(r: 255, g: 0, b: 0)])
        #expect(runs.allSatisfy { $0.classes == ["segment", "run"] && $0.role == .routeLine })
        // The runs meet: each starts where the one before ends (points 4 and 11).
        let boxes = try runs.map { try #require(Self.box($0.data)) }
        #expect(abs(boxes[0].maxX - boxes[1].minX) < 1e-9 && abs(boxes[1].maxX - boxes[2].minX) < 1e-9)
        let step = (boxes[2].maxX - boxes[0].minX) / 17
        #expect(abs(boxes[1].minX - boxes[0].minX - 4 * step) < 0.01 && abs(boxes[2].minX - boxes[0].minX - 11 * step) < 0.01)
    }

    /// `with_hr.gpx` has 80 points, all at 150 bpm but the last at 160 (counted with a regular
    /// expression over the file's `<gpxtpx:hr>` elements in a Python one-off: mean 150.125, max 160,
    /// the 160 at index 79). Smoothed, the last four points are 150, 152, 152.5 and 153.33 bpm
    /// ((150·4 + 160)/5, (150·3 + 160)/4, (150·2 + 160)/3), so an interpolated ramp draws four runs.
    @Test func withHRHeartRatesAndRuns() throws {
        let track = try Self.withHR()
        let channel = try #require(track.drawnSegments.first?.channels["hr"])
        #expect(channel.count == 80 && channel.filter { $0 == 150 }.count == 79 && channel[79] == 160)
        let series = PointSeries.series(for: track, statistics: RouteStatistics(track: track), measures: [.heartRate])
        let smoothed = try #require(series.first?.values[.heartRate])
        #expect(smoothed[..<77].allSatisfy { $0 == 150 })
        #expect(abs(smoothed[77] - 152) < 1e-9 && abs(smoothed[78] - 152.5) < 1e-9 && abs(smoothed[79] - 460.0 / 3) < 1e-9)
        let style = try Self.style("""
            { "id": "route", "type": "route", "paint": {
              "line-color": ["interpolate", ["linear"], ["point", "heart_rate"], 145, "#2c7bb6", 152, "#ffffbf", 160, "#d7191c"] } }
            """)
        let runs = Self.paths(Self.children("route", in: Self.scene(track, style)))
        #expect(runs.count == 4)
        // 152 bpm is exactly the middle stop: #ffffbf, quantised to 32 levels (191/255 → 23/31).
        #expect(runs[1].stroke?.color == Color(red: 1, green: 1, blue: 23.0 / 31))
        let tokens = LayerContext(track: track, style: style).tokens.values
        #expect(tokens["avg_heart_rate"] == "150 bpm" && tokens["max_heart_rate"] == "160 bpm")
    }

    /// Rates 120, six points without a reading, 160: smoothing (2 points each side) reaches points
    /// 1–2 and 5–6; points 3 and 4 take the nearest value left (point 2's 120, point 5's 160).
    @Test func aPointWithoutAValueTakesTheNearestOne() {
        let points = (0..<8).map { TrackPoint(latitude: 0, longitude: Double($0) * 0.001) }
        let hr: [Double] = [120, .nan, .nan, .nan, .nan, .nan, .nan, 160]
        let track = Track(segments: [TrackSegment(points: points, channels: ["hr": hr])])
        let series = PointSeries.series(for: track, statistics: RouteStatistics(track: track), measures: [.heartRate])
        #expect(series[0].values[.heartRate] == [120, 120, 120, 120, 160, 160, 160, 160])
    }

    @Test func aSegmentWithoutValuesIsDrawnInTheLayersDefaultColour() throws {
        let style = try Self.style("""
            { "id": "route", "type": "route", "paint": { "line-color": \(Self.ramp) } }
            """)
        let paths = Self.paths(Self.children("route", in: Self.scene(Self.steppedTrack.droppingChannels, style)))
        // The route's default #0a84ff, on the 32-level grid of every run colour.
        #expect(paths.count == 1 && paths[0].stroke?.color == Color(red: 1.0 / 31, green: 16.0 / 31, blue: 1))
    }

    /// A climb of 1 m every 100 m is a 1 % grade everywhere; 10 m of climb over 1000 m.
    @Test func gradeIsClimbOverDistance() {
        let points = (0..<11).map { TrackPoint(latitude: 0, longitude: Double($0) * 0.000_898_3, elevation: Double($0)) }
        let track = Track(segments: [TrackSegment(points: points)])
        let series = PointSeries.series(for: track, statistics: RouteStatistics(track: track), measures: [.grade, .progress])
        #expect((0..<11).allSatisfy { abs((series[0].value(.grade, at: $0) ?? 0) - 1) < 0.01 })
        #expect(series[0].value(.progress, at: 0) == 0 && series[0].value(.progress, at: 10) == 1)
        #expect(abs((series[0].value(.progress, at: 5) ?? 0) - 0.5) < 1e-9)
    }

    @Test func pointValuesAreInTheStyleUnits() {
        // 10 km/h is 2.7778 m/s; 5:00 /km is 300 s/km, 8:02.8 /mi; 100 m is 328.08 ft.
        #expect(abs(PointMeasure.speed.styleValue(10 / 3.6, units: .metric) - 10) < 1e-9)
        #expect(abs(PointMeasure.speed.styleValue(1609.344 / 3600, units: .imperial) - 1) < 1e-9)
        #expect(abs(PointMeasure.pace.styleValue(300, units: .metric) - 5) < 1e-9)
        #expect(abs(PointMeasure.pace.styleValue(300, units: .imperial) - 8.04672) < 1e-9)
        #expect(abs(PointMeasure.elevation.styleValue(100, units: .imperial) - 328.083_989_5) < 1e-6)
    }

    @Test func speedsFollowTheStatisticsRules() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        // 100 m steps every 20 s (5 m/s), then a step whose time stands still, then 100 m in 0.1 s (1000 m/s).
        let times: [Double] = [0, 20, 40, 60, 80, 100, 100, 100.1, 120]
        let points = times.enumerated().map { index, t in
            TrackPoint(latitude: 0, longitude: Double(index) * 0.000_898_3, time: start.addingTimeInterval(t))
        }
        let track = Track(segments: [TrackSegment(points: points)])
        let series = PointSeries.series(for: track, statistics: RouteStatistics(track: track), measures: [.speed, .pace])[0]
        // Points 0–4 see only 5 m/s steps (one neighbour each side, smoothed over two more): 18 km/h, 3:20 /km.
        #expect(abs((series.value(.speed, at: 2) ?? 0) - 5) < 0.01 && abs((series.value(.pace, at: 2) ?? 0) - 200) < 0.5)
        // Never an impossible speed, smoothed or not.
        #expect((0..<points.count).allSatisfy { (series.value(.speed, at: $0) ?? 0) <= RouteStatistics.plausibleSpeedLimit })
        // All times equal: no speed or pace at all.
        let frozen = Track(segments: [TrackSegment(points: (0..<5).map {
            TrackPoint(latitude: 0, longitude: Double($0) * 0.001, time: start)
        })])
        let still = PointSeries.series(for: frozen, statistics: RouteStatistics(track: frozen), measures: [.speed, .pace])
        #expect(still[0].value(.speed, at: 2) == nil && still[0].value(.pace, at: 2) == nil)
    }

    @Test func anUnknownPointValueIsReportedWithASuggestion() throws {
        let error = #expect(throws: StyleError.self) {
            _ = try Self.style(##"{ "id": "r", "type": "route", "paint": { "line-color": ["step", ["point", "heart_rat"], "red", 100, "blue"] } }"##)
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("unknown point value \"heart_rat\"") && message.contains("heart_rate"), "\(message)")
    }

    @Test func pointTakesOneNameAndIsNullOffTheRoute() throws {
        let error = #expect(throws: StyleError.self) {
            _ = try Self.style(##"{ "id": "r", "type": "route", "paint": { "line-color": ["step", ["point"], "red", 100, "blue"] } }"##)
        }
        #expect(error.map { "\($0)" }?.contains("\"point\" expects 1 argument") == true, "\(String(describing: error))")
        // Read where no route point is drawn (a map feature, a constant property): null.
        #expect(Expression.point(.heartRate).evaluate(ExpressionInput(properties: [:])) == .null)
        #expect(Expression.step(input: .point(.pace), base: .literal(.number(1)), stops: [5], outputs: [.literal(.number(2))])
            .pointMeasures == [.pace])
    }

    // MARK: Legend

    static let ramp = ##"["interpolate", ["linear"], ["point", "heart_rate"], 100, "#2c7bb6", 140, "#ffffbf", 180, "#d7191c"]"##

    @Test func theLegendShowsTheRampStopsWithTheUnit() throws {
        let style = try Self.style("""
            { "id": "route", "type": "route", "paint": { "line-color": \(Self.ramp) } },
            { "id": "legend", "type": "legend", "layout": { "position": "top-left" } }
            """)
        let nodes = Self.children("legend", in: Self.scene(try Self.withHR(), style))
        #expect(Self.texts(nodes, class: "legend-title") == ["Heart rate (bpm)"])
        #expect(Self.texts(nodes, class: "legend-stop") == ["100", "140", "180"])
        guard case .rect(let bar)? = nodes.first(where: { if case .rect(let r) = $0 { r.classes == ["legend-bar"] } else { false } }),
              case .linearGradient(let gradient) = bar.fill else {
            Issue.record("no gradient bar")
            return
        }
        // Stops at their proportional place: 140 is half-way between 100 and 180.
        let offsets: [Double] = gradient.stops.map { $0.offset }
        let colors: [Color] = gradient.stops.map { $0.color }
        #expect(gradient.angle == 90 && offsets == [0, 0.5, 1])
        #expect(colors == ["#2c7bb6", "#ffffbf", "#d7191c"].compactMap { Color(css: $0) })
    }

    @Test func aStepLegendHasSwatchesAndImperialPace() throws {
        let style = try Self.style("""
            { "id": "route", "type": "route", "paint": { "line-color": ["step", ["point", "pace"], "#ff0000", 8, "#ffff00", 10, "#00ff00"] } },
            { "id": "legend", "type": "legend" }
            """, units: "imperial")
        // with_hr.gpx has no times, so no pace: no legend for a value the track does not have.
        #expect(Self.children("legend", in: Self.scene(try Self.withHR(), style)).isEmpty)
        let timed = try GPXReader().read(contentsOf: TestPaths.fixture("gpx/gpx-studio/with_time.gpx"))
        let nodes = Self.children("legend", in: Self.scene(timed, style))
        #expect(Self.texts(nodes, class: "legend-title") == ["Pace (min/mi)"])
        #expect(Self.texts(nodes, class: "legend-stop") == ["8:00", "10:00"])
        let ramp = try #require(ColorRamp.ofRoute(nil, in: style.layers))
        let offsets: [Double] = ramp.gradient.stops.map { $0.offset }
        let expected: [Double] = [0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1]
        #expect(offsets == expected)
    }

    @Test func noRampNoLegend() throws {
        let style = try Self.style(#"{ "id": "route", "type": "route" }, { "id": "legend", "type": "legend" }"#)
        #expect(Self.children("legend", in: Self.scene(try Self.withHR(), style)).isEmpty)
    }

    // MARK: Elevation profile

    /// `with_hr.gpx`'s elevations run from 103.3 m to 137.5 m (read from its `<ele>` elements in a
    /// Python one-off), written rounded: 103 m and 138 m.
    @Test func theProfileSpansTheTracksElevations() throws {
        let style = try Self.style("""
            { "id": "route", "type": "route", "paint": { "line-color": \(Self.ramp) } },
            { "id": "profile", "type": "elevation-profile", "layout": { "height": 100, "margin": 20, "panel-padding": 10, "text-size": 12 } }
            """)
        let nodes = Self.children("profile", in: Self.scene(try Self.withHR(), style))
        #expect(Self.texts(nodes, class: "elevation-max") == ["138 m"] && Self.texts(nodes, class: "elevation-min") == ["103 m"])
        let area = try #require(Self.paths(nodes).first { $0.classes == ["elevation-area"] })
        let box = try #require(Self.box(area.data))
        // The chart: 100 pt tall, its bottom 20 + 10 pt above the canvas bottom; the highest point on its top.
        #expect(abs(box.maxY - 570) < 1e-9 && abs(box.minY - 470) < 1e-6)
        // Coloured like the route: a gradient (the route reads heart rate).
        guard case .linearGradient(let gradient) = area.fill else {
            Issue.record("the area is not coloured by the route's ramp")
            return
        }
        #expect(gradient.stops.first?.offset == 0 && gradient.stops.last?.offset == 1)
    }

    @Test func aTrackWithoutElevationHasNoProfile() throws {
        let style = try Self.style(#"{ "id": "profile", "type": "elevation-profile" }"#)
        let context = LayerContext(track: Self.steppedTrack, style: style)
        #expect(Self.children("profile", in: Self.scene(Self.steppedTrack, style)).isEmpty)
        #expect(style.layers[0].reservedBands(in: context).isEmpty)
    }

    // MARK: Stats

    /// `with_hr.gpx` has no times, so moving time and pace are left out; its distance is 2.2256 km
    /// by haversine (Python one-off; the ellipsoid changes it by well under the rounding), its heart rate 150.125 mean, 160 max.
    @Test func statsCellsLeaveMissingValuesOut() throws {
        let style = try Self.style(#"{ "id": "stats", "type": "stats" }"#)
        let nodes = Self.children("stats", in: Self.scene(try Self.withHR(), style))
        #expect(Self.texts(nodes, class: "stat-label") == ["Distance", "Elevation gain", "Avg heart rate", "Max heart rate"])
        let values = Self.texts(nodes, class: "stat-value")
        #expect(values.count == 4 && values[0] == "2.23 km" && values[2] == "150 bpm" && values[3] == "160 bpm")
    }

    @Test func fourCellsInThreeColumnsAreSetTwoAndTwo() throws {
        let style = try Self.style(#"{ "id": "stats", "type": "stats", "layout": { "columns": 3 } }"#)
        let nodes = Self.children("stats", in: Self.scene(try Self.withHR(), style))
        let xs: [Double] = nodes.compactMap { node -> Double? in
            guard case .text(let text) = node, text.classes == ["stat-value"] else { return nil }
            return text.position.x
        }
        #expect(xs.count == 4 && xs[0] == xs[2] && xs[1] == xs[3] && xs[0] < xs[1])
    }

    // MARK: Bands

    /// The built-in `activity` style at the portrait, square and thumbnail sizes: the route (lines,
    /// with their width) never enters the stats panel, the profile or the legend, and those never
    /// overlap each other.
    @Test(arguments: [(1080.0, 1350.0), (800, 800), (1080, 1920), (1200, 630), (400, 400)])
    func panelsNeverOverlapTheRoute(size: (Double, Double)) throws {
        var style = try #require(try BuiltInStyles.style(named: "activity"))
        style.canvas.width = size.0
        style.canvas.height = size.1
        let scene = Self.scene(try Self.withHR(), style)
        let route = try #require(Self.paths(Self.children("route", in: scene)).compactMap { path -> CanvasBox? in
            guard let box = Self.box(path.data) else { return nil }
            let half = (path.stroke?.width ?? 0) / 2
            return CanvasBox(minX: box.minX - half, minY: box.minY - half, maxX: box.maxX + half, maxY: box.maxY + half)
        }.reduce(nil) { $0?.union($1) ?? $1 })
        let panels = ["stats", "elevation", "legend", "title"].compactMap { id in Self.box(of: Self.children(id, in: scene)).map { (id, $0) } }
        #expect(panels.contains { $0.0 == "stats" })
        for (id, box) in panels {
            #expect(!box.intersects(route), "\(size): \(id) \(box) overlaps the route \(route)")
            #expect(box.minX >= 0 && box.maxX <= size.0 && box.minY >= 0 && box.maxY <= size.1, "\(size): \(id) off the canvas")
        }
        for (i, a) in panels.enumerated() {
            for b in panels[(i + 1)...] { #expect(!a.1.intersects(b.1), "\(size): \(a.0) overlaps \(b.0)") }
        }
    }
}

extension Track {
    /// The track without its sensor channels.
    var droppingChannels: Track {
        var copy = self
        copy.segments = segments.map { TrackSegment(points: $0.points) }
        return copy
    }
}
