// RouteCardBenchmarks: time from a track in memory to SVG bytes.
//
//     swift run -c release RouteCardBenchmarks [--quick] [--stages] [--dump DIR]
//
// Each case renders with `CardRenderer().svg(for:style:)`, the built-in "default" style at
// 800×800 points and canvas scale 1 (so the simplification tolerance is 0.25 pt). A run covers
// everything after input: statistics, fitting the viewport, building the scene and writing the SVG.
// Every case gets one untimed warm-up run; the table shows the best and the median timed run
// (wall clock), and the least CPU time of this thread any run took ("CPU ms"), which a busy
// machine inflates less than wall-clock time.
// The routes are synthetic and deterministic (see `SyntheticRide`): 10k, 100k and 1M fixes ~3 m
// apart (a 30 km, 300 km and ~3000 km ride) and one 40 km ride recorded as 1M fixes (4 cm apart).
//
// --quick   fewer runs (for a smoke test; the full mode does at least 9 runs of each 1M case)
// --stages  also time the stages separately (statistics, fit, scene, SVG write), best of the runs
// --dump D  write each case's SVG to D/<case>.svg (to compare output before and after a change)
import Foundation
import RouteCard
import RouteCardGeo
import RouteCardSVG
import RouteCardScene
import RouteCardStyle

let arguments = CommandLine.arguments.dropFirst()
// The GPX parse benchmark re-launches this executable with a hidden flag to measure a child's
// peak memory; that child exits inside `run`.
if arguments.contains("--gpx-parse-child") { GPXParseBenchmark.run(quick: false) }
// The tiles benchmark re-launches it the same way to measure reading one tile of a 1 GiB archive.
if arguments.contains("--tiles-memory-child") { TilesBenchmark.child() }
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: RouteCardBenchmarks [--quick] [--only gpx|fit|geojson|route|map|raster|peers|live|tiles|vector|labels|basemap|maplibre|timezones] [--stages] [--dump DIR] [--batch-only]")
    exit(0)
}
let quick = arguments.contains("--quick")
let stages = arguments.contains("--stages")
func value(after option: String) -> String? {
    guard let index = arguments.firstIndex(of: option) else { return nil }
    guard arguments.index(after: index) < arguments.endIndex else {
        FileHandle.standardError.write(Data("\(option) needs a value\n".utf8))
        exit(2)
    }
    return arguments[arguments.index(after: index)]
}
let dumpDirectory = value(after: "--dump")
let allSections = ["gpx", "fit", "geojson", "route", "map", "raster", "peers", "live", "tiles", "vector", "labels", "basemap", "maplibre",
                   "timezones"]
let only = value(after: "--only")
if let only, !allSections.contains(only) {
    FileHandle.standardError.write(Data("--only takes one of \(allSections.joined(separator: ", "))\n".utf8))
    exit(2)
}
let sections = Set(only.map { [$0] } ?? (arguments.contains("--batch-only") ? ["raster"] : allSections))
for argument in arguments where argument.hasPrefix("-") && !["--quick", "--stages", "--dump", "--only", "--batch-only"].contains(argument) {
    FileHandle.standardError.write(Data("unknown option \(argument)\n".utf8))
    exit(2)
}

if sections.contains("gpx") { GPXParseBenchmark.run(quick: quick) }
if sections.contains("fit") { FITParseBenchmark.run(quick: quick) }
if sections.contains("timezones") { TimeZoneBenchmark.run(quick: quick) }
if sections.contains("geojson") { GeoJSONParseBenchmark.run(quick: quick) }

/// Milliseconds `body` takes on the continuous clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    try timed(body).wall
}

/// Wall-clock and CPU milliseconds `body` takes; CPU time is this thread's, which other processes
/// on a busy machine do not inflate the way they inflate wall-clock time.
func timed(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    let cpuStart = threadCPUMilliseconds()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    let cpu = threadCPUMilliseconds() - cpuStart
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1000 + Double(attoseconds) / 1e15, cpu)
}

/// CPU time this thread has used, in milliseconds.
func threadCPUMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

/// Points written by the paths under a node, split into all paths and `segment` paths of layer `route`.
func countPathPoints(_ nodes: [SceneNode], inRouteLayer: Bool = false) -> (all: Int, line: Int) {
    var all = 0, line = 0
    for node in nodes {
        switch node {
        case .group(let group):
            let counts = countPathPoints(group.children, inRouteLayer: inRouteLayer || group.id == "route")
            all += counts.all
            line += counts.line
        case .path(let path):
            let count = path.data.commands.count { if case .close = $0 { false } else { true } }
            all += count
            if inRouteLayer && path.classes.contains("segment") { line += count }
        default:
            break
        }
    }
    return (all, line)
}

/// A number with thousands separators.
func grouped(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (index, character) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(character)
    }
    return out
}

/// A value right-aligned in `width` columns.
func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 0))
    return left ? text + padding : padding + text
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

guard var style = try BuiltInStyles.style(named: "default") else {
    fatalError("no built-in style named default")
}
style.canvas.width = 800
style.canvas.height = 800
style.canvas.scale = 1

if sections.contains("route") {
    let renderer = CardRenderer()
    var cases: [BenchmarkCase] = []
    let setup = milliseconds {
        let ride = SyntheticRide(spacing: 3).points(count: 1_000_000)
        let dense = SyntheticRide(spacing: 40_000.0 / 999_999, courseWander: 0.4, jitter: 0.01).points(count: 1_000_000)
        func track(_ name: String, _ points: ArraySlice<TrackPoint>) -> Track {
            Track(name: name, segments: [TrackSegment(points: Array(points))])
        }
        cases = [
            BenchmarkCase(name: "ride 30 km, 3 m", track: track("Ride 30 km", ride.prefix(10_000)), runs: quick ? 10 : 100),
            BenchmarkCase(name: "ride 300 km, 3 m", track: track("Ride 300 km", ride.prefix(100_000)), runs: quick ? 5 : 30),
            BenchmarkCase(name: "ride 3000 km, 3 m", track: track("Ride 3000 km", ride[...]), runs: quick ? 3 : 9),
            BenchmarkCase(name: "ride 40 km, 4 cm", track: track("Ride 40 km", dense[...]), runs: quick ? 3 : 9),
        ]
    }

    print("RouteCard benchmark: track in memory → SVG bytes (CardRenderer.svg, style \"default\", 800×800 pt, scale 1)")
    print("machine: \(MachineInfo.architecture), nproc \(MachineInfo.processors)"
        + (MachineInfo.cpuModel.map { ", \($0)" } ?? "") + (MachineInfo.loadAverage.map { ", load average \($0)" } ?? ""))
    print("build: \(MachineInfo.configuration)   mode: \(quick ? "quick" : "full")   "
        + "tracks generated in \(fixed(setup, 0)) ms (not timed)")
    if MachineInfo.configuration != "release" {
        print("warning: debug build; run with `swift run -c release RouteCardBenchmarks`")
    }
    print("")
    let header = pad("case", 20, left: true) + pad("points", 11) + pad("runs", 6) + pad("best ms", 10)
        + pad("median ms", 11) + pad("CPU ms", 9) + pad("SVG KB", 9) + pad("path pts", 10) + pad("line pts", 10)
    print(header)
    print(String(repeating: "-", count: header.count))

    var stageRows: [String] = []
    for benchmark in cases {
        // Warm-up run, also the one whose output is measured and dumped.
        let svg = try renderer.svg(for: benchmark.track, style: style)
        let scene = try renderer.scene(for: benchmark.track, style: style)
        let counts = countPathPoints(scene.nodes)
        if let dumpDirectory {
            let url = URL(fileURLWithPath: dumpDirectory).appendingPathComponent(
                benchmark.name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ",", with: "") + ".svg")
            try Data(svg).write(to: url)
        }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var size = 0
        for _ in 0..<benchmark.runs {
            let time = try timed {
                size = try renderer.svg(for: benchmark.track, style: style).count
            }
            times.append(time.wall)
            cpuTimes.append(time.cpu)
        }
        precondition(size == svg.count, "output changed between runs")
        let result = BenchmarkResult(times: times, cpuTimes: cpuTimes, svgBytes: svg.count,
                                     pathPoints: counts.all, linePoints: counts.line)
        print(pad(benchmark.name, 20, left: true) + pad(grouped(benchmark.pointCount), 11) + pad(String(benchmark.runs), 6)
            + pad(fixed(result.best, 2), 10) + pad(fixed(result.median, 2), 11) + pad(fixed(result.bestCPU, 2), 9)
            + pad(fixed(Double(result.svgBytes) / 1024, 1), 9) + pad(grouped(result.pathPoints), 10)
            + pad(grouped(result.linePoints), 10))

        if stages {
            var statistics = Double.infinity, fit = Double.infinity, build = Double.infinity, write = Double.infinity
            for _ in 0..<benchmark.runs {
                var context: LayerContext!
                statistics = min(statistics, milliseconds {
                    context = LayerContext(track: benchmark.track, style: style)
                })
                fit = min(fit, milliseconds { _ = CardComposer().viewport(for: style, context: context) })
                var built: Scene!
                build = min(build, milliseconds { built = CardComposer().scene(style: style, context: context) })
                write = min(write, milliseconds { _ = SVGWriter().write(built) })
            }
            stageRows.append(pad(benchmark.name, 20, left: true) + pad(fixed(statistics, 2), 12) + pad(fixed(fit, 2), 10)
                + pad(fixed(build, 2), 14) + pad(fixed(write, 2), 10))
        }
    }

    if stages {
        print("")
        print("stages, best of the runs (ms); \"scene\" includes its own fit, so statistics + scene + write ≈ total")
        let stageHeader = pad("case", 20, left: true) + pad("statistics", 12) + pad("fit", 10) + pad("scene", 14) + pad("write", 10)
        print(stageHeader)
        print(String(repeating: "-", count: stageHeader.count))
        for row in stageRows { print(row) }
    }
}

if sections.contains("raster") { RasterBenchmark.run(quick: quick) }
if sections.contains("peers") { PeerBenchmark.run(quick: quick) }
if sections.contains("map") { MapBenchmark.run(quick: quick) }
if sections.contains("live") { LiveBenchmark.run(quick: quick) }
if sections.contains("tiles") { TilesBenchmark.run(quick: quick) }
if sections.contains("vector") { VectorBenchmark.run(quick: quick) }
if sections.contains("labels") { LabelBenchmark.run(quick: quick) }
if sections.contains("basemap") { BaseMapBenchmark.run(quick: quick) }
if sections.contains("maplibre") { MapLibreBenchmark.run(quick: quick) }
