/// Everything read from one route file: recorded segments, planned routes and waypoints.
public struct Track: Sendable, Hashable {
    /// The track's name (GPX `metadata/name`, else the first `trk/name`), if any.
    public var name: String?
    /// A free-text description, if any.
    public var description: String?
    /// The activity type as the file names it, if any: GPX `trk/type`, a FIT `sport` (and its
    /// `sub_sport`: `running/trail`), a TCX `Activity@Sport`, KML's category (free text such as
    /// `running`, `cycling`, `Biking`, `9`); ``sport`` is what it means.
    public var activity: String?
    /// Recorded track segments (GPX `trk/trkseg`), in file order.
    public var segments: [TrackSegment]
    /// Planned routes (GPX `rte`), one segment each, in file order.
    public var routes: [TrackSegment]
    /// Waypoints (GPX `wpt`).
    public var waypoints: [Waypoint]
    /// Measurements recorded without a position (FIT records before a GPS fix, an indoor
    /// activity): not drawn, but their times count for the statistics' start and duration.
    public var unplacedSamples: UnplacedSamples

    /// Creates a track.
    public init(name: String? = nil, description: String? = nil, activity: String? = nil,
                segments: [TrackSegment] = [], routes: [TrackSegment] = [], waypoints: [Waypoint] = [],
                unplacedSamples: UnplacedSamples = UnplacedSamples()) {
        self.name = name
        self.description = description
        self.activity = activity
        self.segments = segments
        self.routes = routes
        self.waypoints = waypoints
        self.unplacedSamples = unplacedSamples
    }

    /// The lines a card draws: the track segments when any has a point, otherwise the routes.
    ///
    /// Empty segments are left out.
    public var drawnSegments: [TrackSegment] {
        let recorded = segments.filter { !$0.points.isEmpty }
        return recorded.isEmpty ? routes.filter { !$0.points.isEmpty } : recorded
    }

    /// Whether the track has nothing to draw: no point in any segment or route and no waypoint.
    public var isEmpty: Bool {
        drawnSegments.isEmpty && waypoints.isEmpty
    }
}

extension Track {
    /// The sport of the activity type the file names (see ``Sport/init(activity:)``).
    public var sport: Sport { Sport(activity: activity) }
}
