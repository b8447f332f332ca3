/// What one case measured: run times and the size of what was written.
struct BenchmarkResult {
    /// Wall-clock time of each timed run, in milliseconds.
    var times: [Double]
    /// CPU time of this thread in each timed run, in milliseconds.
    var cpuTimes: [Double]
    /// The SVG document's size in bytes.
    var svgBytes: Int
    /// Points written in every `<path>` of the route layers (all of glow, casing and line).
    var pathPoints: Int
    /// Points written in the main route line alone (layer `route`, class `segment`).
    var linePoints: Int

    /// The fastest run, in milliseconds.
    var best: Double { times.min() ?? .nan }

    /// The least CPU time any run took, in milliseconds.
    var bestCPU: Double { cpuTimes.min() ?? .nan }

    /// The median run, in milliseconds.
    var median: Double {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
