import Foundation

/// The time zone a card's dates and times are shown in, and where it came from: the one given
/// (`--timezone`, a style's `timezone`), else the zone where the route's first timed point lies
/// (`TimeZoneMap`), else UTC.
public struct CardTimeZone: Sendable, Hashable {
    /// The zone, with the system's rules for it.
    public var zone: TimeZone
    /// Where it came from.
    public var source: TimeZoneSource
    /// The zone's name for people: `UTC` for UTC (Foundation calls it `GMT`), else its IANA name.
    public var name: String {
        zone.identifier == "GMT" ? "UTC" : zone.identifier
    }

    /// Creates a resolved zone from its parts.
    public init(zone: TimeZone, source: TimeZoneSource) {
        self.zone = zone
        self.source = source
    }

    /// The zone of a track's card: `given` when there is one (its `givenSource`, by default the
    /// style's), else the zone at ``firstTimedCoordinate(of:)`` in `map`, else UTC.
    public init(given: TimeZone?, givenSource: TimeZoneSource = .style, track: Track, map: TimeZoneMap = .builtIn) {
        if let given {
            self.init(zone: given, source: givenSource)
        } else if let coordinate = Self.firstTimedCoordinate(of: track) {
            self.init(zone: map.timeZone(at: coordinate), source: .position)
        } else {
            self.init(zone: Self.utc, source: .utc)
        }
    }

    /// UTC (made from its offset: Foundation names it `GMT`).
    public static let utc = TimeZone(secondsFromGMT: 0)!

    /// Where the activity started: the first point with a valid position and a time, in the segments
    /// a card draws (`Track.drawnSegments`, the order the statistics' start time is read in).
    public static func firstTimedCoordinate(of track: Track) -> GeoCoordinate? {
        for segment in track.drawnSegments {
            for point in segment.points where point.time != nil && point.coordinate.isValid {
                return point.coordinate
            }
        }
        return nil
    }
}
