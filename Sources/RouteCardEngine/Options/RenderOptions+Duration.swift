import Foundation

extension RenderOptions {
    /// Seconds from `8s`, `1500ms`, `2.5` (seconds) within `range` (default 0.1…3600), or `nil`.
    package static func parseDuration(_ text: String, within range: ClosedRange<Double> = 0.1...3600) -> Double? {
        let lower = text.lowercased()
        var seconds: Double?
        if lower.hasSuffix("ms") {
            seconds = InputOptionValues.decimal(lower.dropLast(2)).map { $0 / 1000 }
        } else if lower.hasSuffix("s") {
            seconds = InputOptionValues.decimal(lower.dropLast())
        } else {
            seconds = InputOptionValues.decimal(lower)
        }
        guard let seconds, seconds.isFinite, range.contains(seconds) else { return nil }
        return seconds
    }
}
