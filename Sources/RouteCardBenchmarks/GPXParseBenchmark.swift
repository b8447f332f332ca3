import Foundation
import RouteCard
import RouteCardInput

/// GPX parse rate and peak memory for generated 10k, 100k and 1M-point files.
///
/// Each file (every point with `ele` and `time`, ~130 bytes a point, as watches export them) is
/// parsed with `GPXReader().read(contentsOf:)` in a fresh child process — this executable
/// re-launched with `--gpx-parse-child PATH REPEATS` — so the peak resident memory (`VmHWM`
/// from `/proc/self/status`) belongs to that parse alone. Rates = points ÷ best wall time, and
/// points ÷ best CPU time (user + system, `getrusage`) — on a shared machine the wall time
/// includes waiting for a core, the CPU time does not.
/// Targets: ≥ 1,000,000 points/s; < 200 MB peak for the 1M-point file.
enum GPXParseBenchmark {
    /// Runs the benchmark (10k and 100k only when `quick`) and prints a table; in a child
    /// process started by the benchmark, parses its file, prints one line and exits.
    static func run(quick: Bool) {
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: "--gpx-parse-child"), flag + 2 < arguments.count {
            child(path: arguments[flag + 1], repeats: Int(arguments[flag + 2]) ?? 1)
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("routecard-gpx-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        print("GPX parse (streaming GPXReader, ele + time on every point; child process per file)")
        print(pad("points", 10) + pad("file MB", 10) + pad("points/s wall", 15) + pad("points/s CPU", 14)
              + pad("MB/s wall", 11) + pad("peak RSS MB", 12))
        let sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
        for count in sizes {
            let path = directory.appendingPathComponent("track-\(count).gpx").path
            let bytes = generate(points: count)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                print(pad("\(count)", 10) + "cannot write \(path)")
                continue
            }
            let repeats = count >= 1_000_000 ? 3 : count >= 100_000 ? 5 : 20
            guard let (parsed, seconds, cpu, peakKB) = spawnChild(path: path, repeats: repeats), parsed == count else {
                print(pad("\(count)", 10) + "failed")
                continue
            }
            let rate = Double(count) / seconds
            print(pad("\(count)", 10) + pad(fixed(Double(bytes.count) / 1e6, 1), 10) + pad("\(Int(rate))", 15)
                  + pad("\(Int(Double(count) / cpu))", 14)
                  + pad(fixed(Double(bytes.count) / 1e6 / seconds, 0), 11) + pad(fixed(Double(peakKB) / 1024, 1), 12))
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Parses `path` `repeats` times with `TrackReader` (the format from the extension, so the FIT
    /// benchmark uses this child too) and prints `records best-wall-seconds best-cpu-seconds peak-kB`
    /// (records: points plus records without a position), then exits.
    static func child(path: String, repeats: Int) -> Never {
        var best = Double.infinity
        var bestCPU = Double.infinity
        var points = 0
        for _ in 0..<max(1, repeats) {
            let startCPU = cpuSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let track = try TrackReader().read(contentsOf: path)
                points = track.segments.reduce(0) { $0 + $1.points.count } + track.unplacedSamples.times.count
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                exit(1)
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            bestCPU = min(bestCPU, cpuSeconds() - startCPU)
        }
        print("\(points) \(best) \(bestCPU) \(peakResidentKB())")
        exit(0)
    }

    /// User + system CPU time of this process so far, in seconds.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// Runs ``child(path:repeats:)`` in a fresh process: (records, best wall s, best CPU s, peak kB).
    static func spawnChild(path: String, repeats: Int) -> (Int, Double, Double, Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--gpx-parse-child", path, "\(repeats)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(separator: " ")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0, fields.count == 4, let points = Int(fields[0]),
              let seconds = Double(fields[1]), let cpu = Double(fields[2]), let peak = Int(fields[3]) else { return nil }
        return (points, seconds, max(cpu, 1e-9), peak)
    }

    /// `VmHWM` (peak resident set) of this process in kB, from `/proc/self/status` (the tiles benchmark uses it too).
    static func peakResidentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    /// A GPX 1.1 document with one track of `points` points (a 5 m/s run near Helsinki, one
    /// point a second, elevation and time on every point), laid out as exporters write it.
    static func generate(points: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(points * 140 + 512)
        out += Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="RouteCardBenchmarks" xmlns="http://www.topografix.com/GPX/1/1">
              <metadata><name>Benchmark</name></metadata>
              <trk>
                <name>Benchmark run</name>
                <trkseg>

            """.utf8)
        let start = 1_778_913_000 // 2026-05-16T06:30:00Z
        for i in 0..<points {
            let angle = Double(i) * 0.001
            let lat = 60.17 + 0.01 * sin(angle) + Double(i % 7) * 1e-7
            let lon = 24.94 + 0.02 * cos(angle) + Double(i % 5) * 1e-7
            out += Array("      <trkpt lat=\"".utf8)
            appendFixed(lat, 7, to: &out)
            out += Array("\" lon=\"".utf8)
            appendFixed(lon, 7, to: &out)
            out += Array("\">\n        <ele>".utf8)
            appendFixed(20 + 10 * sin(angle * 3), 1, to: &out)
            out += Array("</ele>\n        <time>".utf8)
            out += Array(iso(start + i).utf8)
            out += Array("</time>\n      </trkpt>\n".utf8)
        }
        out += Array("    </trkseg>\n  </trk>\n</gpx>\n".utf8)
        return out
    }

    private static func appendFixed(_ value: Double, _ decimals: Int, to out: inout [UInt8]) {
        out += Array(fixed(value, decimals).utf8)
    }

    private static func iso(_ seconds: Int) -> String {
        let days = seconds / 86_400, second = seconds % 86_400
        // 2026-05-16 is day 20589 since 1970; the benchmark stays within May 2026.
        let day = 16 + (days - 20_589)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "2026-05-\(two(min(day, 31)))T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    private static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        var digits = decimals > 0 ? String(fraction) : ""
        while digits.count < decimals { digits = "0" + digits }
        return (value < 0 ? "-" : "") + String(whole) + (decimals > 0 ? "." + digits : "")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
