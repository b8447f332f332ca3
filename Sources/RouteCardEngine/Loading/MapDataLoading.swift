import RouteCard
import RouteCardStyle

/// Loads a style's map data for `render`, with the command line's exit codes: a missing or
/// unreadable data file is 1, data that is not valid GeoJSON is 65 (with its line and column).
package enum MapDataLoading {
    package static func load(_ style: Style) throws(CLIError) -> MapSources {
        do {
            return try MapSourceLoader().load(style)
        } catch {
            switch error {
            case .unreadable: throw .failure(error.description)
            case .invalid: throw .data(error.description)
            }
        }
    }
}
