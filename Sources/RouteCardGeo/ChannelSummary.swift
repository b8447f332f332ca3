/// The mean and maximum of a sensor channel (``TrackSegment/channels``: `hr`, `cad`, `power`,
/// `atemp`) over a track's drawn segments, counting only points with a reading.
public struct ChannelSummary: Sendable, Hashable {
    /// The mean of the readings.
    public var mean: Double
    /// The largest reading.
    public var maximum: Double
    /// How many points have a reading.
    public var count: Int

    /// Creates a summary from its values.
    public init(mean: Double, maximum: Double, count: Int) {
        self.mean = mean
        self.maximum = maximum
        self.count = count
    }

    /// The summary of channel `key` over `track`'s drawn segments; `nil` when no point has a reading.
    public init?(track: Track, key: String) {
        var sum = 0.0, maximum = -Double.infinity, count = 0
        for segment in track.drawnSegments {
            guard let values = segment.channels[key] else { continue }
            for value in values.prefix(segment.points.count) where value.isFinite {
                sum += value
                maximum = max(maximum, value)
                count += 1
            }
        }
        guard count > 0 else { return nil }
        self.init(mean: sum / Double(count), maximum: maximum, count: count)
    }
}
