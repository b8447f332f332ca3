import Foundation

/// Measurements recorded without a position: a watch's records before its GPS fix or during a
/// tunnel, an indoor run. They are never drawn, but their times and sensor values count for the
/// statistics (a run's elapsed time starts with its first record, not its first position).
public struct UnplacedSamples: Sendable, Hashable {
    /// When each sample was recorded; `nil` for a sample without a time.
    public var times: [Date?]
    /// Per-sample measurements keyed like ``TrackSegment/channels`` (`hr`, `cad`, `power`, `atemp`,
    /// `speed`); each array has one value per sample, `Double.nan` where a sample has no reading.
    public var channels: [String: [Double]]

    /// Creates a set of samples (empty by default).
    public init(times: [Date?] = [], channels: [String: [Double]] = [:]) {
        self.times = times
        self.channels = channels
    }

    /// Whether there is no sample.
    public var isEmpty: Bool { times.isEmpty }

    /// The earliest and latest sample time, or `nil` when no sample has a time.
    public var timeRange: ClosedRange<Date>? {
        var lowest: Date?
        var highest: Date?
        for case let time? in times {
            if lowest.map({ time < $0 }) ?? true { lowest = time }
            if highest.map({ time > $0 }) ?? true { highest = time }
        }
        guard let lowest, let highest else { return nil }
        return lowest...highest
    }
}
