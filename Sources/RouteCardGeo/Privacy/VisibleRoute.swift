/// What is left of a track once `TrackPrivacy` has hidden its private parts: the visible lines
/// and waypoints, and where each visible line starts along the whole route.
public struct VisibleRoute: Sendable, Hashable {
    /// The visible track: its `segments` are the visible pieces of the drawn lines (cut at the
    /// zone circles and the trim distances), `routes` is empty, hidden waypoints are dropped.
    public var track: Track
    /// For each of `track.segments`, the distance in metres along the whole route (counted
    /// within segments, as `RouteStatistics` counts it) at its first point.
    public var startDistances: [Double]

    /// Creates a visible route.
    public init(track: Track, startDistances: [Double]) {
        self.track = track
        self.startDistances = startDistances
    }
}
