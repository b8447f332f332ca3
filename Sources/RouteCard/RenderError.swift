import RouteCardMap
import RouteCardStyle

/// Why a card could not be rendered from a track.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The track has no point in any segment or route and no waypoint.
    case nothingToDraw
    /// The style's `privacy` (zones, trims) hides the whole route and every waypoint.
    case hiddenByPrivacy
    /// The map data of the style's sources could not be loaded.
    case mapSource(MapSourceError)
    /// The tiles of a vector source could not be read (the message names the file and the tile).
    case tiles(MapTileError)

    /// A one-line message.
    public var description: String {
        switch self {
        case .nothingToDraw: "nothing to draw: the input has no track points, route points or waypoints"
        case .hiddenByPrivacy: "nothing to draw: the privacy zones and trims hide the whole route"
        case .mapSource(let error): error.description
        case .tiles(let error): error.description
        }
    }
}
