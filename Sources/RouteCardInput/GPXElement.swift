/// What an open element means to the GPX reader, given where it sits in the document.
enum GPXElement {
    /// The root `gpx` element.
    case gpx
    /// `gpx/metadata` (GPX 1.1).
    case metadata
    /// `gpx/trk`.
    case trk
    /// `gpx/trk/trkseg`: one ``TrackSegment``.
    case trkseg
    /// `trkseg/trkpt`: a track point.
    case trkpt
    /// `gpx/rte`: one route segment.
    case rte
    /// `rte/rtept`: a route point.
    case rtept
    /// `gpx/wpt`: a waypoint.
    case wpt
    /// A point's elevation.
    case ele
    /// A point's time stamp.
    case time
    /// A name (document, track, route or waypoint).
    case name
    /// A description (document, track or route).
    case desc
    /// The activity type of a track, route or the document (`<type>`: `running`, `9`, …).
    case activityType
    /// A track or route point's `extensions`.
    case extensions
    /// An element somewhere inside a point's `extensions` that is not a known channel.
    case extensionItem
    /// A known measurement (heart rate, cadence, …) of a point.
    case channel
    /// Anything the reader does not use, and everything inside it.
    case ignored
}
