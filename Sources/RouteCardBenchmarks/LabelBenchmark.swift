import RouteCardGeo
import RouteCardMap
import RouteCardStyle

/// Times label placement: 2,000 candidate point labels (seeded positions over a 1080 × 1350 card)
/// and 100 candidate road labels, around a zigzag route, placed through the collision index by a
/// `symbol` layer — the whole scene (route and markers included). Target: under 20 ms.
enum LabelBenchmark {
    static func run(quick: Bool) {
        let repeats = quick ? 3 : 15
        let scale = 512.0 * 65536 // MapLibre zoom 16
        let viewport = Viewport(size: CanvasSize(width: 1080, height: 1350), scale: scale, originX: 0.5, originY: 0.25)
        func world(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: 0.5 + x / scale, y: 0.25 + y / scale) }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var features: [MapFeature] = []
        for index in 0..<2000 {
            features += [MapFeature(properties: ["name": .string("Place \(index)"), "rank": .number(Double(index % 7))],
                                    geometry: .points([world(random() * 1080, random() * 1350)]))].compactMap { $0 }
        }
        for index in 0..<100 {
            let x = random() * 900, y = random() * 1300
            features += [MapFeature(properties: ["name": .string("Street \(index)")],
                                    geometry: .lines([[world(x, y), world(x + 120, y + 30), world(x + 260, y - 10)]]))].compactMap { $0 }
        }
        let route = [(60.0, 200.0), (500, 1200), (700, 300), (1000, 1100)].map { point in
            let c = viewport.coordinate(at: CanvasPoint(x: point.0, y: point.1))
            return TrackPoint(latitude: c.latitude, longitude: c.longitude)
        }
        let track = Track(segments: [TrackSegment(points: route)])
        guard let style = try? Style.decode(Array(#"""
        {"version": 1, "canvas": {"width": 1080, "height": 1350},
         "sources": {"g": {"type": "geojson", "data": "g.geojson"}},
         "layers": [{"id": "roads", "type": "symbol", "source": "g", "filter": ["==", "$type", "LineString"],
                     "layout": {"text-field": "{name}", "text-size": 14, "symbol-placement": "line"}},
                    {"id": "places", "type": "symbol", "source": "g", "filter": ["==", "$type", "Point"],
                     "layout": {"text-field": "{name}", "text-size": 14, "symbol-sort-key": ["get", "rank"]}},
                    {"id": "route", "type": "route", "paint": {"line-width": 8}},
                    {"id": "ends", "type": "markers"},
                    {"id": "credits", "type": "attribution"}]}
        """#.utf8), file: "labels.json", resources: .inMemory([:])) else {
            print("label benchmark: the style does not decode")
            return
        }
        let context = LayerContext(track: track, style: style, sources: MapSources([MapSource(id: "g", data: MapFeatureCollection(features: features))]))
        var placed = 0
        let time = MapBenchmark.median(repeats) {
            let scene = CardComposer().scene(style: style, context: context, viewport: viewport)
            placed = scene.nodes.reduce(0) { count, node in
                guard case .group(let group) = node else { return count }
                return count + group.children.count { if case .group(let g) = $0 { g.classes.contains("label") } else { false } }
            }
        }
        print("Labels (\(repeats) runs; CPU time of this thread, fastest and median)")
        print(MapBenchmark.row("2,100 candidates, \(placed) placed", time, size: 0))
    }
}
