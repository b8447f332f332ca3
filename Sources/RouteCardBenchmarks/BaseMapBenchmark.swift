import Foundation
import RouteCardTestServer

/// Raster and remote base maps, whole `routecard render` processes: the DC run over the DC raster
/// MBTiles (WebP tiles, style `raster`, 1080×1350 pt) to SVG and to PNG; and the Monaco run over
/// `monaco.pmtiles` (style `streets`, 1080×1350 pt) from the local file, then served by a local
/// HTTP server (127.0.0.1, range requests) with a cold disk cache (a fresh folder each run) and a
/// warm one (no request at all). Wall-clock and CPU time of each process: on a shared, loaded
/// machine the wall time includes waiting for a core, the CPU time does not.
enum BaseMapBenchmark {
    static let fixtures = TilesBenchmark.fixtures

    static func run(quick: Bool) {
        let repeats = quick ? 3 : 11
        print("Base maps: raster tiles and tiles over HTTP (whole routecard render processes; \(repeats) runs; fastest and median)")
        guard let binary = LiveBenchmark.siblingBinary("routecard") else {
            print("routecard render: binary not found beside this one (swift build -c release --static-swift-stdlib --product routecard)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-basemap-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func size(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0 }
        /// Runs `routecard ARGUMENTS` `repeats` times; prints wall and CPU time (fastest, median) and the output's size.
        func measure(_ label: String, _ output: String, _ arguments: () -> [String]) {
            var cpu: [Double] = []
            let wall = VectorBenchmark.measure(repeats, wallClock: true) {
                let before = VectorBenchmark.childCPUMilliseconds()
                RasterBenchmark.runProcess(binary, arguments())
                cpu.append(VectorBenchmark.childCPUMilliseconds() - before)
            }
            cpu.sort()
            print(VectorBenchmark.row(label, wall, size: size(output))
                  + "  CPU " + fixed(cpu[0], 0) + " / " + fixed(cpu[cpu.count / 2], 0) + " ms")
        }
        print("step                                            fastest     median      size   CPU fastest / median")
        let dc = [fixtures.appendingPathComponent("dc-mall-run.gpx").path, "--style", "raster",
                  "--tiles", fixtures.appendingPathComponent("open-streets-dc.mbtiles").path, "-q"]
        for (label, option, name) in [("DC raster card → SVG", "-o", "dc.svg"), ("DC raster card → PNG (2×)", "--png", "dc.png")] {
            let output = folder.appendingPathComponent(name).path
            measure(label, output) { ["render"] + dc + [option, output] }
        }
        do {
            let archive = fixtures.appendingPathComponent("monaco.pmtiles").path
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: archive)))
            let server = try TestHTTPServer { request in .file(bytes, for: request, etag: "\"monaco\"") }
            defer { server.stop() }
            let output = folder.appendingPathComponent("monaco.svg").path
            let card = ["render", fixtures.appendingPathComponent("monaco-run.gpx").path, "--style", "streets", "-q", "-o", output]
            measure("Monaco card, local monaco.pmtiles", output) { card + ["--tiles", archive] }
            var run = 0
            func remote(cache: String) -> [String] { card + ["--tiles", server.url("/monaco.pmtiles"), "--tile-cache", cache] }
            server.reset()
            measure("Monaco over HTTP, cold cache", output) {
                run += 1
                return remote(cache: folder.appendingPathComponent("cold-\(run)").path)
            }
            let requests = server.exchanges.count / max(run, 1), read = server.exchanges.reduce(0) { $0 + $1.bodyBytes } / max(run, 1)
            print("  each cold run: \(requests) requests, \(read / 1000) of \(bytes.count / 1000) KB of the archive read")
            let warmCache = folder.appendingPathComponent("warm").path
            RasterBenchmark.runProcess(binary, remote(cache: warmCache))
            server.reset()
            measure("Monaco over HTTP, warm cache", output) { remote(cache: warmCache) }
            print("  warm runs: \(server.exchanges.count) requests")
        } catch {
            print("base map benchmark failed: \(error)")
        }
    }
}
