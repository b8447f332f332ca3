import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput

/// Live annotations: 100,000 updates for 1,000 ids (a random walk inside a 50 km circle around
/// Seoul City Hall, 2 % of them outside), through the library and through
/// `routecard live --interval 100`. Prints a plain table; `quick` uses 10,000 updates.
///
/// Targets (issue 5): the library ≥ 200,000 updates/s, the binary ≥ 50,000 lines/s end to end.
enum LiveBenchmark {
    static func run(quick: Bool) {
        let count = quick ? 10_000 : 100_000
        let ids = 1_000
        let centre = GeoCoordinate(latitude: 37.5665, longitude: 126.9780)
        let region = GeoRegion(center: centre, radius: 50_000)
        let (updates, lines) = makeUpdates(count: count, ids: ids, centre: centre)
        let text = lines.joined()
        print("live annotations: \(count) updates for \(ids) ids, 50 km region")
        print(pad("stage", 44) + pad("time", 12) + "rate")

        // 1. AnnotationSet alone.
        var best = Double.infinity
        var kept = 0
        for _ in 0..<3 {
            var set = AnnotationSet(region: region)
            let start = now()
            for update in updates { set.apply(update) }
            best = min(best, now() - start)
            kept = set.count
        }
        report("AnnotationSet.apply (library)", seconds: best, count: count, unit: "updates/s")

        // 2. Parsing the NDJSON lines and applying them.
        let parser = AnnotationLineParser()
        let bytes = Array(text.utf8)
        best = .infinity
        for _ in 0..<3 {
            var set = AnnotationSet(region: region)
            let start = now()
            bytes.withUnsafeBufferPointer { buffer in
                var lineStart = 0, number = 0
                for index in 0..<buffer.count where buffer[index] == 10 {
                    number += 1
                    if case .success(let update?) = parser.parse(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]), lineNumber: number) {
                        set.apply(update)
                    }
                    lineStart = index + 1
                }
            }
            best = min(best, now() - start)
        }
        report("AnnotationLineParser + apply (library)", seconds: best, count: count, unit: "lines/s")

        // 3. One frame of all annotations.
        let style = try! BuiltInStyles.style(named: "live")!
        var map = LiveMap(style: style, region: region)
        for update in updates { map.apply(update) }
        best = .infinity
        var size = 0
        for _ in 0..<5 {
            let start = now()
            size = map.svg().count
            best = min(best, now() - start)
        }
        print(pad("LiveMap.svg, one frame of \(kept) annotations", 44) + pad(String(format: "%.1f ms", best * 1000), 12)
              + "\(size / 1000) KB")

        // 4. The binary, end to end, fed through a pipe.
        guard let binary = siblingBinary("routecard") else {
            print("routecard live --interval 100: binary not found beside this one (swift build -c release --static-swift-stdlib --product routecard)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-live-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["live", "--center", "37.5665,126.978", "--radius", "50km", "--interval", "100", "-q",
                             "-o", directory.appendingPathComponent("frame.svg").path,
                             "--frames", directory.appendingPathComponent("frames").path]
        let pipe = Pipe()
        process.standardInput = pipe
        let data = Data(text.utf8)
        let start = now()
        do { try process.run() } catch { print("cannot run \(binary): \(error)"); return }
        let writer = Thread {
            try? pipe.fileHandleForWriting.write(contentsOf: data)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        process.waitUntilExit()
        let elapsed = now() - start
        let frames = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path).count) ?? 0
        report("routecard live --interval 100 (\(frames) frames)", seconds: elapsed, count: count, unit: "lines/s")
        if process.terminationStatus != 0 { print("  exit status \(process.terminationStatus)") }
    }

    /// Deterministic updates: each id starts at a random point within 45 km and drives 5–40 m
    /// per update; 1 in 50 updates jumps 10 km outside the circle; statuses vary.
    static func makeUpdates(count: Int, ids: Int, centre: GeoCoordinate) -> ([AnnotationUpdate], [String]) {
        var generator = SplitMix64(seed: 42)
        var positions: [GeoCoordinate] = (0..<ids).map { _ in
            GeoRegion(center: centre, radius: generator.unit() * 45_000).point(bearing: generator.unit() * 360)
        }
        var updates: [AnnotationUpdate] = []
        var lines: [String] = []
        updates.reserveCapacity(count)
        lines.reserveCapacity(count)
        for index in 0..<count {
            let id = index % ids
            let outside = generator.next() % 50 == 0
            var next = GeoRegion(center: positions[id], radius: 5 + generator.unit() * 35).point(bearing: generator.unit() * 360)
            if outside { next = GeoRegion(center: centre, radius: 60_000).point(bearing: generator.unit() * 360) } else { positions[id] = next }
            let status = generator.next() % 10 == 0 ? "matched" : "available"
            updates.append(.upsert(id: "driver-\(id)", coordinate: next, properties: ["status": status]))
            lines.append("{\"id\": \"driver-\(id)\", \"lat\": \(next.latitude), \"lon\": \(next.longitude), \"time\": \"2024-05-01T06:00:00Z\", \"status\": \"\(status)\"}\n")
        }
        return (updates, lines)
    }

    static func siblingBinary(_ name: String) -> String? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = directory.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func report(_ stage: String, seconds: Double, count: Int, unit: String) {
        let rate = Double(count) / seconds
        print(pad(stage, 44) + pad(String(format: "%.1f ms", seconds * 1000), 12) + "\(Int(rate).formatted()) \(unit)")
    }
}
