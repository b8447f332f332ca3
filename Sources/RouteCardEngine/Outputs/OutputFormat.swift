import RouteCardImages

/// The kinds of file `render` and `batch` write: a card picture's formats.
package typealias OutputFormat = CardPicture.Format

extension CardPicture.Format {
    /// The format a path's extension names (case-insensitive), or `nil`.
    package init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
