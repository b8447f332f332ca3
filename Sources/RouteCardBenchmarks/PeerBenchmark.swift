import Foundation
import RouteCard
import RouteCardRaster

/// RouteCard against its peers, whole processes alternating in one run (so a busy machine slows
/// every contender alike), printed with ratios:
///
/// 1. SVG → PNG of the Helsinki map card at 2× (1600×1600 px): `routecard rasterize`,
///    resvg 0.44 (`resvg-cli` from PyPI) and `rsvg-convert` on the same SVG file, with file sizes
///    and the size of cairo's own encoding of the same pixels.
/// 2. A real track (`korita-zbevnica.gpx`) → SVG: `routecard render -o x.svg` against
///    py-staticmaps' SVG output of the same track (no tiles; `scripts/bench/staticmaps_svg.py`).
///
/// The Python peers come from a venv that `scripts/bench/venv.sh` makes on first use
/// (`.build/bench-venv`); a peer that cannot be installed is reported as skipped.
enum PeerBenchmark {
    static func run(quick: Bool) {
        let rounds = quick ? 5 : 21
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-peer-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let routecard = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("routecard").path
        guard FileManager.default.isExecutableFile(atPath: routecard) else {
            return print("peers: skipped (build the routecard product first: swift build -c release --static-swift-stdlib --product routecard)")
        }
        let venv = venvBin(root: root)
        func path(_ name: String) -> String { work.appendingPathComponent(name).path }

        // 1. SVG → PNG at 2×.
        let svg = path("map.svg")
        RasterBenchmark.runProcess(routecard, ["render", "--example", "-q", "-o", svg])
        var contenders: [(String, String, [String], String)] = [
            ("routecard rasterize", routecard, ["rasterize", svg, "-o", path("ours.png"), "--scale", "2", "-q"], path("ours.png")),
        ]
        if let venv { contenders.append(("resvg 0.44", venv + "/resvg", ["--zoom", "2", svg, path("resvg.png")], path("resvg.png"))) }
        if let rsvg = RasterBenchmark.findExecutable("rsvg-convert") {
            contenders.append(("rsvg-convert", rsvg, ["--zoom", "2", "--format", "png", "--output", path("rsvg.png"), svg], path("rsvg.png")))
        }
        let times = alternating(rounds, contenders.map { ($0.1, $0.2) })
        let cairoBytes = (try? Data(contentsOf: URL(fileURLWithPath: svg))).flatMap {
            try? Rasterizer(pngWriter: .cairo).png(svg: [UInt8]($0), scale: 2)
        }?.count ?? 0
        print("")
        print("SVG → PNG, the Helsinki map card at 2× (1600×1600 px), whole processes, median of \(rounds) alternating rounds")
        print(RasterBenchmark.row(["program", "ms", "vs routecard", "PNG bytes", "vs cairo's"]))
        for (index, contender) in contenders.enumerated() {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: contender.3)[.size] as? Int) ?? 0
            print(RasterBenchmark.row([contender.0, RasterBenchmark.ms(times[index]), String(format: "%.2f×", times[index] / times[0]),
                                       "\(bytes)", cairoBytes > 0 ? String(format: "%.2f×", Double(bytes) / Double(cairoBytes)) : "?"]))
        }
        if venv == nil { print("(resvg skipped: scripts/bench/venv.sh could not install resvg-cli)") }
        print("(cairo's own PNG encoding of the same pixels: \(cairoBytes) bytes)")
        encoders(png: path("ours.png"), rounds: rounds)

        // 2. Track → SVG, whole process.
        let korita = root.appendingPathComponent("Tests/Fixtures/gpx/gpxpy/korita-zbevnica.gpx").path
        var svgContenders: [(String, String, [String])] = [
            ("routecard render", routecard, ["render", korita, "--size", "800x800", "-q", "-o", path("korita.svg")]),
        ]
        if let venv {
            svgContenders.append(("py-staticmaps", venv + "/python",
                                  [root.appendingPathComponent("scripts/bench/staticmaps_svg.py").path, korita, path("korita-sm.svg")]))
        }
        let svgTimes = alternating(rounds, svgContenders.map { ($0.1, $0.2) })
        print("")
        print("korita-zbevnica.gpx → SVG, whole processes, median of \(rounds) alternating rounds")
        print(RasterBenchmark.row(["program", "ms", "× routecard's time"]))
        for (index, contender) in svgContenders.enumerated() {
            print(RasterBenchmark.row([contender.0, RasterBenchmark.ms(svgTimes[index]), String(format: "%.1f×", svgTimes[index] / svgTimes[0])]))
        }
        if venv == nil { print("(py-staticmaps skipped: scripts/bench/venv.sh could not install it)") }
    }

    /// The PNG encoders alone on the card's 1600×1600 pixels, in this process: cairo's (libpng),
    /// RouteCard's on one core and on every core, fast and small; milliseconds (median) and bytes.
    static func encoders(png: String, rounds: Int) {
        guard let data = FileManager.default.contents(atPath: png), let image = try? PixelImage(png: [UInt8](data)) else { return }
        let argb: [UInt32] = stride(from: 0, to: image.rgba.count, by: 4).map { i in
            let a = UInt32(image.rgba[i + 3])
            func p(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
            return a << 24 | p(image.rgba[i]) << 16 | p(image.rgba[i + 1]) << 8 | p(image.rgba[i + 2])
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var rows: [(String, () -> Int)] = [("cairo (libpng, level 6)", { (try? image.pngBytes())?.count ?? 0 })]
        for (compression, pieces) in [(PNGCompression.fast, 1), (.fast, cores), (.small, cores)] {
            rows.append(("routecard \(compression.rawValue), \(pieces) core\(pieces == 1 ? "" : "s")", {
                argb.withUnsafeBytes {
                    PNGEncoder.encode(argb: $0.baseAddress!, width: image.width, height: image.height, stride: image.width * 4,
                                      compression: compression, threads: pieces).count
                }
            }))
        }
        print("")
        print("PNG encoding alone, \(image.width)×\(image.height) px in this process (median of \(rounds))")
        print(RasterBenchmark.row(["encoder", "ms", "bytes"]))
        for (name, encode) in rows {
            var bytes = 0
            let time = RasterBenchmark.median(rounds) { bytes = encode() }
            print(RasterBenchmark.row([name, RasterBenchmark.ms(time), "\(bytes)"]))
        }
    }

    /// Median wall seconds of each command over `rounds` rounds; each round runs every command
    /// once, in an order that rotates, after one untimed warm-up round.
    static func alternating(_ rounds: Int, _ commands: [(String, [String])]) -> [Double] {
        var samples = Array(repeating: [Double](), count: commands.count)
        for round in 0...rounds {
            for step in 0..<commands.count {
                let index = (step + round) % commands.count
                let start = ContinuousClock.now
                RasterBenchmark.runProcess(commands[index].0, commands[index].1)
                let elapsed = ContinuousClock.now - start
                if round > 0 { samples[index].append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)) }
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }

    /// The bench venv's bin folder, made by `scripts/bench/venv.sh` when missing; `nil` when it cannot be.
    static func venvBin(root: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/bench/venv.sh").path,
                             root.appendingPathComponent(".build/bench-venv").path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
