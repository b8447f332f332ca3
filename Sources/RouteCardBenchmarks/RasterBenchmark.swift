import Foundation
import RouteCard
import RouteCardCLI
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardRaster

/// Rasterizing and batch benchmarks; prints plain tables.
///
/// 1. Stages for the real fixture `korita-zbevnica.gpx` and a 100k-point synthetic track, default
///    style at 800×800 pt: track → SVG, SVG → PNG at 1× and 2× in-process, SVG → PDF, and
///    `rsvg-convert` on the same SVG file at 1× and 2× (a separate process, as a user would run it).
/// 2. Whole commands as processes: `routecard render IN --png OUT --scale 2` against the two-step
///    alternative `routecard render IN -o card.svg` + `rsvg-convert --zoom 2 card.svg -o card.png`.
/// 3. `routecard batch` over 200 jobs (SVG + 1× PNG each, 400×400 pt) built from the test fixtures,
///    with `--jobs 1` and `--jobs 2`, in-process: best of 3 runs each, the speed-up, and the CPU
///    time used (run with `--batch-only` for just this table).
///
/// Times are medians of several runs after one warm-up. `quick` runs fewer repetitions and 50 batch jobs.
enum RasterBenchmark {
    static func run(quick: Bool) {
        let repetitions = quick ? 3 : 9
        let batchOnly = CommandLine.arguments.contains("--batch-only")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-raster-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let rsvgConvert = findExecutable("rsvg-convert")
        let routecard = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("routecard").path

        guard var style = try? BuiltInStyles.style(named: "default") else { return print("no default style") }
        style.canvas.width = 800
        style.canvas.height = 800
        let koritaPath = root.appendingPathComponent("Tests/Fixtures/gpx/gpxpy/korita-zbevnica.gpx").path
        guard let koritaBytes = FileManager.default.contents(atPath: koritaPath),
              let korita = try? GPXReader().read([UInt8](koritaBytes), path: koritaPath) else {
            return print("cannot read \(koritaPath)")
        }
        let synthetic = syntheticTrack(points: 100_000)
        let syntheticGPX = work.appendingPathComponent("synthetic-100k.gpx").path
        _ = FileManager.default.createFile(atPath: syntheticGPX, contents: Data(gpx(for: synthetic).utf8))

        if !batchOnly {
        print("Raster stages, default style, 800×800 pt (median of \(repetitions) runs, milliseconds)")
        print(row(["input", "points", "SVG", "PNG 1×", "PNG 2×", "PDF", "rsvg-convert 1×", "rsvg-convert 2×", "PNG 2× bytes"]))
        for (name, track) in [("korita-zbevnica.gpx", korita), ("synthetic 100k", synthetic)] {
            let svg = (try? CardRenderer().svg(for: track, style: style)) ?? []
            let svgFile = work.appendingPathComponent("stage.svg").path
            _ = FileManager.default.createFile(atPath: svgFile, contents: Data(svg))
            let rasterizer = Rasterizer()
            let svgTime = median(repetitions) { _ = try? CardRenderer().svg(for: track, style: style) }
            let png1 = median(repetitions) { _ = try? rasterizer.png(svg: svg, scale: 1) }
            let png2 = median(repetitions) { _ = try? rasterizer.png(svg: svg, scale: 2) }
            let pdf = median(repetitions) { _ = try? rasterizer.pdf(svg: svg) }
            let pngBytes = (try? rasterizer.png(svg: svg, scale: 2))?.count ?? 0
            var external = ["-", "-"]
            if let rsvgConvert {
                let out = work.appendingPathComponent("rsvg.png").path
                external = [1, 2].map { zoom in
                    ms(median(repetitions) { runProcess(rsvgConvert, ["--zoom", "\(zoom)", "--format", "png", "--output", out, svgFile]) })
                }
            }
            let points = track.segments.reduce(0) { $0 + $1.points.count }
            print(row([name, "\(points)", ms(svgTime), ms(png1), ms(png2), ms(pdf)] + external + ["\(pngBytes)"]))
        }

        print("")
        print("One process vs two (PNG at 2×, median of \(repetitions) runs, milliseconds)")
        print(row(["input", "routecard --png", "routecard -o svg", "+ rsvg-convert", "two-step total"]))
        if FileManager.default.isExecutableFile(atPath: routecard), let rsvgConvert {
            for (name, path) in [("korita-zbevnica.gpx", koritaPath), ("synthetic 100k", syntheticGPX)] {
                let png = work.appendingPathComponent("one.png").path
                let svg = work.appendingPathComponent("two.svg").path
                let png2 = work.appendingPathComponent("two.png").path
                let one = median(repetitions) { runProcess(routecard, ["render", path, "--size", "800x800", "--scale", "2", "--png", png, "-q"]) }
                let first = median(repetitions) { runProcess(routecard, ["render", path, "--size", "800x800", "-o", svg, "-q"]) }
                let second = median(repetitions) { runProcess(rsvgConvert, ["--zoom", "2", "--format", "png", "--output", png2, svg]) }
                print(row([name, ms(one), ms(first), ms(second), ms(first + second)]))
            }
        } else {
            print("(skipped: needs \(routecard) — build the routecard product — and rsvg-convert)")
        }
        }

        print("")
        let jobCount = quick ? 50 : 200
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("routecard batch, \(jobCount) jobs from the fixtures (SVG + PNG 1× at 400×400 pt each), \(cores) cores")
        print("(CPU = user + system seconds of this process; CPU/wall near the worker count means the")
        print(" workers really ran at once; well below it on an idle machine would mean serialization)")
        print(row(["workers", "wall s", "cards/s", "speed-up", "CPU s", "CPU/wall", "load avg"]))
        let jobsFile = work.appendingPathComponent("jobs.ndjson").path
        let fixtures = fixturePaths(root.appendingPathComponent("Tests/Fixtures").path)
        let lines = (0..<jobCount).map { index in
            #"{"input": "\#(fixtures[index % fixtures.count])", "svg": "c\#(index).svg", "png": "c\#(index).png", "size": "400x400", "scale": 1}"#
        }
        _ = FileManager.default.createFile(atPath: jobsFile, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        let silent = Console(writeOut: { _ in }, writeError: { _ in }, readInput: { [] })
        var single = 0.0
        for workers in [1, 2] {
            let outDir = work.appendingPathComponent("batch").path
            let command = RouteCardCommand(console: silent)
            _ = command.run(["batch", jobsFile, "--out-dir", outDir, "--jobs", "\(workers)", "--force", "-q"])   // warm-up
            let cpuBefore = cpuSeconds()
            let runs = quick ? 1 : 3
            let time = best(runs) {
                _ = command.run(["batch", jobsFile, "--out-dir", outDir, "--jobs", "\(workers)", "--force", "-q"])
            }
            // best() does one extra warm-up run: CPU per run over runs + 1.
            let cpu = (cpuSeconds() - cpuBefore) / Double(runs + 1)
            if workers == 1 { single = time }
            var load = [0.0, 0.0, 0.0]
            _ = getloadavg(&load, 3)
            print(row(["\(workers)", String(format: "%.2f", time), String(format: "%.1f", Double(jobCount) / time),
                       workers == 1 ? "1.00×" : String(format: "%.2f×", single / time),
                       String(format: "%.2f", cpu), String(format: "%.2f", cpu / time), String(format: "%.2f", load[0])]))
        }
    }

    // MARK: Helpers

    /// A deterministic wandering ride of `points` fixes about 3 m apart, near Ljubljana.
    static func syntheticTrack(points: Int) -> Track {
        var latitude = 46.05, longitude = 14.5, heading = 0.0
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var fixes: [TrackPoint] = []
        fixes.reserveCapacity(points)
        for _ in 0..<points {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            heading += (Double(state >> 11) / Double(1 << 53) - 0.5) * 0.3
            latitude += cos(heading) * 3 / 111_320
            longitude += sin(heading) * 3 / (111_320 * cos(latitude * .pi / 180))
            fixes.append(TrackPoint(latitude: latitude, longitude: longitude))
        }
        return Track(name: "Synthetic", segments: [TrackSegment(points: fixes)])
    }

    /// A GPX 1.1 document of a track's segments.
    static func gpx(for track: Track) -> String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Synthetic</name>"#
        for segment in track.segments {
            text += "<trkseg>\n"
            for point in segment.points {
                text += #"<trkpt lat="\#(point.coordinate.latitude)" lon="\#(point.coordinate.longitude)"/>"# + "\n"
            }
            text += "</trkseg>"
        }
        return text + "</trk></gpx>\n"
    }

    /// Every `.gpx` under a folder, sorted.
    static func fixturePaths(_ folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".gpx") { paths.append(folder + "/" + relative) }
        }
        return paths.sorted()
    }

    /// Best (shortest) wall time in seconds of `count` runs, after one warm-up run: on a shared
    /// machine the run that was least disturbed.
    static func best(_ count: Int, _ body: () -> Void) -> Double {
        wallTimes(count, body).min() ?? 0
    }

    /// Median wall time in seconds of `count` runs, after one warm-up run.
    static func median(_ count: Int, _ body: () -> Void) -> Double {
        let times = wallTimes(count, body).sorted()
        return times[times.count / 2]
    }

    /// The wall time in seconds of each of `count` runs, after one untimed warm-up run.
    static func wallTimes(_ count: Int, _ body: () -> Void) -> [Double] {
        body()
        return (0..<count).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }

    /// User + system CPU seconds used by this process so far (all threads).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs a program to completion, discarding its output.
    static func runProcess(_ executable: String, _ arguments: [String]) {
        // posix_spawn and waitpid: Foundation's Process adds ~15 ms of its own to every run
        // (measured against hyperfine on `routecard render … -o x.svg`), which would blur whole-process timings.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard status == 0 else { return print("cannot run \(executable): \(String(cString: strerror(status)))") }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) == -1 && errno == EINTR {}
    }

    /// The first `name` on `PATH`.
    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Milliseconds with one decimal.
    static func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

    /// A table row: the first column 22 wide, the others 17, right-aligned.
    static func row(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            let width = index == 0 ? 24 : 17
            // At least one space between cells, however long a cell is.
            let padding = String(repeating: " ", count: max(1, width - cell.count))
            return index == 0 ? cell + padding : padding + cell
        }.joined()
    }
}
