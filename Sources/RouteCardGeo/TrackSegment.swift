/// A continuous run of points; the gap between two segments is never drawn or measured.
public struct TrackSegment: Sendable, Hashable {
    /// The points in recording order.
    public var points: [TrackPoint]
    /// Extra per-point measurements keyed by channel name (`hr`, `cad`, `power`, `atemp`, …).
    ///
    /// Each array has one value per point; `Double.nan` marks a point without a reading.
    public var channels: [String: [Double]]

    /// Creates a segment from its points and optional extra channels.
    public init(points: [TrackPoint], channels: [String: [Double]] = [:]) {
        self.points = points
        self.channels = channels
    }
}
