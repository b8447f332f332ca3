import Foundation

/// GeoJSON parse rate and peak memory: a generated FeatureCollection of one LineString feature
/// with elevation on every position and `properties.coordTimes` (as togeojson writes a GPX
/// track), 100k points, and 1.9M points (~100 MB) unless quick.
///
/// Each file is read with `TrackReader().read(contentsOf:)` in a fresh child process (the GPX
/// benchmark's child), so the peak resident memory (`VmHWM`) belongs to that read alone.
/// Target: < 400 MB peak for the ~100 MB file (the reader streams the document; before it did,
/// the same file took 937 MB).
enum GeoJSONParseBenchmark {
    /// Runs the benchmark and prints a table.
    static func run(quick: Bool) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-geojson-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        print("GeoJSON parse (streaming GeoJSONReader, ele + coordTimes on every point; child process per file)")
        print(pad("points", 10) + pad("file MB", 10) + pad("points/s wall", 15) + pad("points/s CPU", 14) + pad("peak RSS MB", 12))
        for count in quick ? [100_000] : [100_000, 1_900_000] {
            let path = directory.appendingPathComponent("track-\(count).geojson").path
            let bytes = generate(points: count)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                print(pad("\(count)", 10) + "cannot write \(path)")
                continue
            }
            guard let (parsed, seconds, cpu, peakKB) = GPXParseBenchmark.spawnChild(path: path, repeats: count > 1_000_000 ? 2 : 5),
                  parsed == count else {
                print(pad("\(count)", 10) + "failed")
                continue
            }
            print(pad("\(count)", 10) + pad(fixed(Double(bytes.count) / 1e6, 1), 10) + pad("\(Int(Double(count) / seconds))", 15)
                  + pad("\(Int(Double(count) / cpu))", 14) + pad(fixed(Double(peakKB) / 1024, 1), 12))
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":…,"coordTimes":[…]},
    /// "geometry":{"type":"LineString","coordinates":[…]}}]}`: a run near Helsinki, one point a second,
    /// one position a line (~53 bytes a point with its time).
    static func generate(points: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(points * 56 + 256)
        out += Array(#"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Benchmark run","coordTimes":["#.utf8)
        let start = 1_778_913_000  // 2026-05-16T06:30:00Z
        for i in 0..<points {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out += Array("\"\(iso(start + i))\"".utf8)
        }
        out += Array(#"]},"geometry":{"type":"LineString","coordinates":["#.utf8)
        for i in 0..<points {
            let angle = Double(i) * 0.001
            out += Array((i > 0 ? ",\n[" : "\n[").utf8)
            out += Array(fixed(24.94 + 0.02 * cos(angle) + Double(i % 5) * 1e-7, 7).utf8)
            out.append(UInt8(ascii: ","))
            out += Array(fixed(60.17 + 0.01 * sin(angle) + Double(i % 7) * 1e-7, 7).utf8)
            out.append(UInt8(ascii: ","))
            out += Array(fixed(20 + 10 * sin(angle * 3), 1).utf8)
            out.append(UInt8(ascii: "]"))
        }
        out += Array("]}}]}\n".utf8)
        return out
    }

    /// `YYYY-MM-DDThh:mm:ssZ` for seconds since 1970.
    private static func iso(_ seconds: Int) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(seconds))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String { let v = v ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))Z"
    }
}
