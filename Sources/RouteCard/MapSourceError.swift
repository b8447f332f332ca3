import RouteCardInput

/// Why the map data of a style's sources could not be loaded.
public enum MapSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data file is missing or unreadable (the command line exits with 1).
    case unreadable(path: String, reason: String)
    /// The data is not valid GeoJSON (the command line exits with 65); the error has its line and column.
    case invalid(InputError)

    /// A one-line message, `PATH:LINE:COL: error: …` for invalid data.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read map data \(path): \(reason)"
        case .invalid(let error): error.description
        }
    }
}
