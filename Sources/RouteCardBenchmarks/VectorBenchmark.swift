import Foundation
import RouteCard
import RouteCardInput
import RouteCardStyle
import RouteCardTiles

/// The Monaco run over the Monaco vector tiles (`Tests/Fixtures/tiles`, style `monaco-test.json`,
/// 1080×1350 pt): in this process, the steps — opening the PMTiles archive, reading and decoding
/// the tiles the card covers, fitting + drawing + writing the SVG — and the card with a warm
/// decoded-tile cache (a batch's second card); then the whole `routecard render … -o card.svg`
/// process. Targets: the whole process under 60 ms, the SVG under 600 KB.
enum VectorBenchmark {
    static let fixtures = TilesBenchmark.fixtures

    static func run(quick: Bool) {
        let repeats = quick ? 5 : 25
        let run = fixtures.appendingPathComponent("monaco-run.gpx").path
        let stylePath = fixtures.appendingPathComponent("monaco-test.json").path
        print("Vector map card (Monaco run over monaco.pmtiles, style monaco-test.json, 1080×1350 pt; \(repeats) runs; fastest and median)")
        do {
            let track = try GPXReader().read(contentsOf: run)
            let style = try Style.decode(try Array(Data(contentsOf: URL(fileURLWithPath: stylePath))), file: stylePath,
                                         resources: .fileSystem(root: fixtures))
            print("step                                            fastest     median      size")
            var svg: [UInt8] = []
            var tileCount = 0
            let cold = measure(repeats) {
                // A fresh provider each run: the archive is opened and every tile read and decoded.
                let renderer = CardRenderer(tiles: VectorTileProvider())
                svg = (try? renderer.svg(for: track, style: style)) ?? []
            }
            print(row("card, cold (open archive, read, decode, draw, SVG)", cold, size: svg.count))
            let provider = VectorTileProvider()
            let viewport = CardComposer().viewport(for: style, context: LayerContext(track: track, style: style))
            let read = measure(repeats) {
                let sources = try? CardRenderer(tiles: VectorTileProvider()).sources(for: style, viewport: viewport)
                tileCount = sources?.sources["omt"]?.tiles?.count ?? 0
            }
            print(row("  of which: open + read + decode \(tileCount) tiles", read, size: nil))
            _ = try CardRenderer(tiles: provider).svg(for: track, style: style)
            let warm = measure(repeats) { svg = (try? CardRenderer(tiles: provider).svg(for: track, style: style)) ?? [] }
            print(row("card, warm cache (a batch's next card)", warm, size: svg.count))
            // Each layer's drawing pass on its own (tiles already read), the most expensive first.
            let loaded = try CardRenderer(tiles: provider).sources(for: style, viewport: viewport).sources
            var context = LayerContext(track: track, style: style)
            context.sources = loaded
            let layerTimes = style.layers.map { layer in
                (layer.id, measure(repeats) { _ = layer.drawing(in: context, viewport: viewport) }.fastest)
            }
            print("  drawing passes (fastest, ms): " + layerTimes.sorted { $0.1 > $1.1 }.prefix(6)
                .map { "\($0.0) \(fixed($0.1, 2))" }.joined(separator: ", "))
            guard let binary = LiveBenchmark.siblingBinary("routecard") else {
                print("routecard render: binary not found beside this one (swift build -c release --static-swift-stdlib --product routecard)")
                return
            }
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-vector-bench-\(getpid()).svg").path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let arguments = ["render", run, "--style", stylePath, "-o", output, "-q"]
            RasterBenchmark.runProcess(binary, arguments)
            let size = ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0
            var childCPU: [Double] = []
            let whole = measure(repeats, wallClock: true) {
                let before = childCPUMilliseconds()
                RasterBenchmark.runProcess(binary, arguments)
                childCPU.append(childCPUMilliseconds() - before)
            }
            childCPU.sort()
            print(row("routecard render -o card.svg (whole process)", whole, size: size) + "   target < 60 ms, < 600 KB")
            print(row("  the same, CPU time of the process", (childCPU[0], childCPU[childCPU.count / 2]), size: nil))
            let version = measure(repeats, wallClock: true) { RasterBenchmark.runProcess(binary, ["--version"]) }
            print(row("  (routecard --version: start-up alone)", version, size: nil))
        } catch {
            print("vector benchmark failed: \(error)")
        }
    }

    /// The fastest and median milliseconds of `repeats` runs: this thread's CPU time (a shared
    /// machine's other processes do not count), or wall-clock time for a child process.
    static func measure(_ repeats: Int, wallClock: Bool = false, _ body: () -> Void) -> (fastest: Double, median: Double) {
        var times: [Double] = []
        for _ in 0..<repeats {
            let time = timed(body)
            times.append(wallClock ? time.wall : time.cpu)
        }
        times.sort()
        return (times[0], times[times.count / 2])
    }

    /// User + system CPU milliseconds of the finished child processes so far.
    static func childCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    static func row(_ label: String, _ time: (fastest: Double, median: Double), size: Int?) -> String {
        pad(label, 46, left: true) + pad(fixed(time.fastest, 1) + " ms", 10) + pad(fixed(time.median, 1) + " ms", 11)
            + (size.map { pad(fixed(Double($0) / 1000, 0) + " KB", 10) } ?? "")
    }
}
