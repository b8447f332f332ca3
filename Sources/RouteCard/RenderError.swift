/// Why a card could not be rendered from a track.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The track has no point in any segment or route and no waypoint.
    case nothingToDraw

    /// A one-line message.
    public var description: String {
        switch self {
        case .nothingToDraw: "nothing to draw: the input has no track points, route points or waypoints"
        }
    }
}
