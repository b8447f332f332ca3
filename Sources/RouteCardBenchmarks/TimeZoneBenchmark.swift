import Foundation
import RouteCardGeo

/// The time-zone map: decoding it on first use (once per process), then lookups at random points on
/// the sphere (mostly sea: the cells there are few and large), on land-heavy latitudes and longitudes
/// (Europe, South and East Asia), and the `TimeZone` a card makes from the name found.
enum TimeZoneBenchmark {
    /// Runs the benchmark (100k lookups a set when `quick`, else 1M) and prints a table.
    static func run(quick: Bool) {
        print("Time-zone lookup (TimeZoneMap.builtIn)")
        var map: TimeZoneMap?
        let decode = milliseconds { map = TimeZoneMap.builtIn }
        guard let map else { return }
        print("  first use (base64 + quadtree decode): \(fixed(decode, 2)) ms")
        let count = quick ? 100_000 : 1_000_000
        var random = SplitMix64(seed: 26)
        func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * Double(random.next() >> 11) / Double(1 << 53) }
        let sets: [(String, [GeoCoordinate])] = [
            ("sphere", (0..<count).map { _ in
                GeoCoordinate(latitude: asin(uniform(-1, 1)) * 180 / .pi, longitude: uniform(-180, 180)) }),
            ("Europe 35–60° N, 10° W–40° E", (0..<count).map { _ in
                GeoCoordinate(latitude: uniform(35, 60), longitude: uniform(-10, 40)) }),
            ("Asia 5–45° N, 70–130° E", (0..<count).map { _ in
                GeoCoordinate(latitude: uniform(5, 45), longitude: uniform(70, 130)) }),
        ]
        print(pad("points", 30) + pad("lookups", 10) + pad("best ns/lookup", 16) + pad("median", 10))
        var sink = 0
        for (name, points) in sets {
            var runs: [Double] = []
            for _ in 0..<(quick ? 2 : 5) {
                runs.append(milliseconds {
                    for point in points { sink &+= map.identifier(at: point).utf8.count }
                })
            }
            runs.sort()
            let perLookup = { (ms: Double) in fixed(ms * 1e6 / Double(points.count), 0) }
            print(pad(name, 30) + pad(grouped(points.count), 10) + pad(perLookup(runs[0]), 16) + pad(perLookup(runs[runs.count / 2]), 10))
        }
        let zone = milliseconds {
            for _ in 0..<1000 { sink &+= map.timeZone(at: GeoCoordinate(latitude: 60.17, longitude: 24.94)).identifier.count }
        }
        print("  timeZone(at:) with Foundation's TimeZone(identifier:): \(fixed(zone, 0)) µs a call (\(sink % 2))")
    }
}
