/// The texts `batch` shows while it runs: a bar on a terminal, plain lines otherwise.
enum BatchProgress {
    /// `[#########...........]  37/200  12.3 cards/s  ETA 0:13` — `elapsed` in seconds.
    static func bar(done: Int, total: Int, failed: Int, elapsed: Double, width: Int = 24) -> String {
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let filled = min(width, Int((fraction * Double(width)).rounded(.down)))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let counter = String(repeating: " ", count: max(0, String(total).count - String(done).count)) + "\(done)/\(total)"
        var text = "[\(bar)] \(counter)"
        if failed > 0 { text += "  \(failed) failed" }
        guard done > 0, elapsed > 0 else { return text }
        let rate = Double(done) / elapsed
        text += "  \(formatRate(rate)) cards/s"
        if done < total { text += "  ETA \(formatDuration(Double(total - done) / rate))" }
        return text
    }

    /// One plain line for a finished card: `[37/200] line 37: wrote a.png, a.pdf`.
    static func line(done: Int, total: Int, jobLine: Int, outcome: BatchOutcome) -> String {
        let head = "[\(done)/\(total)] line \(jobLine): "
        switch outcome {
        case .written(let outputs): return head + "wrote " + outputs.map(\.target.path).joined(separator: ", ")
        case .skipped: return head + "up to date, skipped"
        case .failed(let failure): return head + "failed: " + failure.reason
        }
    }

    /// `200 cards, 2 failed, 5 skipped (up to date) in 3.4 s`.
    static func summary(total: Int, failed: Int, skipped: Int, elapsed: Double) -> String {
        var text = "\(total) card\(total == 1 ? "" : "s"), \(failed) failed"
        if skipped > 0 { text += ", \(skipped) skipped (up to date)" }
        return text + " in \(formatSeconds(elapsed))"
    }

    /// `12.3`, `145`.
    static func formatRate(_ rate: Double) -> String {
        rate >= 100 ? String(Int(min(rate, 1e15).rounded())) : String((rate * 10).rounded() / 10)
    }

    /// `0:13`, `12:05`, `1:02:03`.
    static func formatDuration(_ seconds: Double) -> String {
        let total = Int(seconds.isFinite ? min(max(seconds, 0), 1e15).rounded(.up) : 0)
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let tail = (secs < 10 ? "0" : "") + String(secs)
        return hours > 0 ? "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(tail)" : "\(minutes):\(tail)"
    }

    /// `0.42 s`, `3.4 s`, `75 s`.
    static func formatSeconds(_ seconds: Double) -> String {
        if seconds < 1 { return String((seconds * 100).rounded() / 100) + " s" }
        if seconds < 60 { return String((seconds * 10).rounded() / 10) + " s" }
        return String(Int(min(seconds, 1e15).rounded())) + " s"
    }
}
