import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardStyle
import RouteCardText

/// Times the Helsinki map card: reading the 3,149-feature GeoJSON, and fitting + building the
/// scene + writing the SVG of the example run over it (style `map`, 800×800), with the SVG's size;
/// and decoding a 4,000-layer style written on one line, without and with 4,000 diagnostics.
/// Targets: under 50 ms and under 600 KB for the card.
enum MapBenchmark {
    static func run(quick: Bool) {
        let repeats = quick ? 3 : 15
        guard let bytes = BuiltInMapData.bytes(named: "helsinki.geojson"),
              let track = try? ExampleRoute.track() else {
            print("map benchmark: the embedded Helsinki data or example route is missing")
            return
        }
        print("Map card (Helsinki, \(repeats) runs; CPU time of this thread, fastest and median: the machine is shared)")
        print("step                                    fastest     median      size")
        var collection = MapFeatureCollection()
        let parse = median(repeats) {
            collection = (try? MapDataReader().read(bytes, path: "helsinki.geojson")) ?? MapFeatureCollection()
        }
        print(row("read GeoJSON (\(collection.features.count) features)", parse, size: bytes.count))
        // The JSON tree alone (the reader's share is the rest).
        let tree = median(repeats) { _ = try? JSONParser().parse(bytes) }
        print(row("  (JSONParser tree alone, same text)", tree, size: bytes.count))
        // Style decoding on one long line (a minified style), without and with a diagnostic per
        // layer: both must stay linear (locations are worked out only for what is reported).
        for typo in [false, true] {
            let typoKey = typo ? ##""background-colr":"#fff","## : ""
            let layer = ##"{"id":"bg%d","type":"background","paint":{"background-color":"#f4f1ea","## + typoKey
                + ##""background-opacity":0.5}}"##
            let layers = (0..<4000).map { layer.replacingOccurrences(of: "%d", with: String($0)) }
            let style = Array((#"{"version":1,"layers":["# + layers.joined(separator: ",") + "]}").utf8)
            let decode = median(repeats) { _ = try? Style.decode(style) }
            print(row(typo ? "  … one unknown key in each layer" : "style: 4,000 layers on one line", decode, size: style.count))
        }
        for name in ["map", "map-dark"] {
            guard let style = try? BuiltInStyles.style(named: name) else { continue }
            let sources = MapSources([MapSource(id: "osm", data: collection, attribution: "© OpenStreetMap contributors")])
            var svg: [UInt8] = []
            let render = median(repeats) {
                svg = (try? CardRenderer().svg(for: track, style: style, sources: sources)) ?? []
            }
            print(row("card \(name): fit + scene + SVG", render, size: svg.count))
            let total = median(repeats) {
                svg = (try? CardRenderer().svg(for: track, style: style)) ?? []
            }
            print(row("card \(name): read + render", total, size: svg.count))
        }
    }

    /// The fastest and the median CPU time of this thread over `repeats` runs (waiting for a core
    /// another process holds is not counted).
    static func median(_ repeats: Int, _ body: () -> Void) -> (fastest: Duration, median: Duration) {
        func now() -> Duration {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
        }
        var times: [Duration] = []
        for _ in 0..<repeats {
            let start = now()
            body()
            times.append(now() - start)
        }
        times.sort()
        return (times[0], times[times.count / 2])
    }

    static func row(_ label: String, _ time: (fastest: Duration, median: Duration), size: Int) -> String {
        func ms(_ d: Duration) -> String {
            String(format: "%7.1f ms", Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        let padded = label.padding(toLength: 38, withPad: " ", startingAt: 0)
        return "\(padded) \(ms(time.fastest))  \(ms(time.median))  \(String(format: "%6.0f KB", Double(size) / 1000))"
    }
}
