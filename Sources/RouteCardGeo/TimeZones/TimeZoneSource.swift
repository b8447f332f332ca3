/// Where the time zone of a card's dates and times came from, in the order they win.
public enum TimeZoneSource: String, Sendable, Hashable {
    /// Given by the caller: `--timezone`, a batch job's or a request's `timezone`.
    case option
    /// The style's `timezone` key.
    case style
    /// The zone at the route's first point with a time (`TimeZoneMap`), or for a live map without
    /// times on its route, at the centre of its region.
    case position
    /// UTC: nothing gave a zone and the route has no point with both a position and a time.
    case utc
}
