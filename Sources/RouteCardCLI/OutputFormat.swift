/// The kinds of file `render` and `batch` write.
enum OutputFormat: String, Sendable, CaseIterable {
    /// The SVG document.
    case svg
    /// A PNG at the card's scale.
    case png
    /// A one-page vector PDF.
    case pdf

    /// The format a path's extension names (case-insensitive), or `nil`.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
