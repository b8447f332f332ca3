import Foundation
import RouteCardTestServer

/// Raster and remote base maps, whole `routecard render` processes: the DC run over the DC raster
/// MBTiles (WebP tiles, style `raster`, 1080×1350 pt) to SVG and to PNG; and the Monaco run over
/// `monaco.pmtiles` served by a local HTTP server (127.0.0.1, range requests) with a cold disk
/// cache (a fresh folder each run) and a warm one (no request at all).
enum BaseMapBenchmark {
    static let fixtures = TilesBenchmark.fixtures

    static func run(quick: Bool) {
        let repeats = quick ? 3 : 11
        print("Base maps: raster tiles and tiles over HTTP (whole routecard render processes; \(repeats) runs; fastest and median)")
        guard let binary = LiveBenchmark.siblingBinary("routecard") else {
            print("routecard render: binary not found beside this one (swift build -c release --product routecard)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-basemap-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func size(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0 }
        print("step                                            fastest     median      size")
        let dc = [fixtures.appendingPathComponent("dc-mall-run.gpx").path, "--style", "raster",
                  "--tiles", fixtures.appendingPathComponent("open-streets-dc.mbtiles").path, "-q"]
        for (label, option, name) in [("DC raster card → SVG", "-o", "dc.svg"), ("DC raster card → PNG (2×)", "--png", "dc.png")] {
            let output = folder.appendingPathComponent(name).path
            let time = VectorBenchmark.measure(repeats, wallClock: true) { RasterBenchmark.runProcess(binary, ["render"] + dc + [option, output]) }
            print(VectorBenchmark.row(label, time, size: size(output)))
        }
        do {
            let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("monaco.pmtiles")))
            let server = try TestHTTPServer { request in .file(bytes, for: request, etag: "\"monaco\"") }
            defer { server.stop() }
            let output = folder.appendingPathComponent("monaco.svg").path
            func arguments(cache: String) -> [String] {
                ["render", fixtures.appendingPathComponent("monaco-run.gpx").path, "--style", "streets",
                 "--tiles", server.url("/monaco.pmtiles"), "--tile-cache", cache, "-q", "-o", output]
            }
            var run = 0
            let cold = VectorBenchmark.measure(repeats, wallClock: true) {
                run += 1
                RasterBenchmark.runProcess(binary, arguments(cache: folder.appendingPathComponent("cold-\(run)").path))
            }
            let requests = server.exchanges.count / max(run, 1), read = server.exchanges.reduce(0) { $0 + $1.bodyBytes } / max(run, 1)
            print(VectorBenchmark.row("Monaco over HTTP, cold cache", cold, size: size(output))
                  + "   \(requests) requests, \(read / 1000) of \(bytes.count / 1000) KB read")
            let warmCache = folder.appendingPathComponent("warm").path
            RasterBenchmark.runProcess(binary, arguments(cache: warmCache))
            server.reset()
            let warm = VectorBenchmark.measure(repeats, wallClock: true) { RasterBenchmark.runProcess(binary, arguments(cache: warmCache)) }
            print(VectorBenchmark.row("Monaco over HTTP, warm cache", warm, size: size(output)) + "   \(server.exchanges.count) requests")
        } catch {
            print("base map benchmark failed: \(error)")
        }
    }
}
