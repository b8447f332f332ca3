import RouteCardImages

/// The kinds of file `render` and `batch` write: a card picture's formats.
package typealias OutputFormat = CardPicture.Format

extension CardPicture.Format {
    /// The format a path's extension names (case-insensitive; `.jpeg` as `.jpg`), or `nil`.
    package init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(name: String(path[path.index(after: dot)...]))
    }

    /// The format a name says: `svg`, `png`, `pdf`, `jpg` or `jpeg`, `webp` (any case), or `nil`.
    package init?(name: String) {
        let lower = name.lowercased()
        self.init(rawValue: lower == "jpeg" ? "jpg" : lower)
    }

    /// Its media type, for HTTP answers.
    package var mediaType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        }
    }
}
