/// Which positions a `markers` layer draws. Style key `source`.
public enum MarkerSource: String, Sendable, Hashable, CaseIterable {
    /// The first point of the first drawn segment.
    case start
    /// The last point of the last drawn segment.
    case finish
    /// Both `start` and `finish`.
    case endpoints
    /// Every waypoint of the file (`{name}` is the waypoint's name).
    case waypoints
    /// The live annotations of `LayerContext.annotations`, each turned by its heading and styled
    /// by its properties; they never move the viewport.
    case annotations
}
