import Foundation

/// A layer's entry in a style file, as handed to `CardLayer.init(style:)`.
public struct LayerStyle {
    /// The layer's `id` (unique in the style).
    public let id: String
    /// The whole layer object (read `source` or other top-level keys through it).
    public let root: StyleObject
    /// The layer's `paint` object (colours, widths, opacities).
    public let paint: StyleObject
    /// The layer's `layout` object (placement, icons, text).
    public let layout: StyleObject
    /// The folder the style file is in, for resolving relative file paths; `nil` for in-memory styles
    /// (then relative paths resolve against the working directory).
    public let directory: URL?
    /// The map sources the style declares (key `sources`), by id; a map layer's `source` names one.
    public let sources: [String: SourceDeclaration]

    /// Creates a layer style.
    public init(id: String, root: StyleObject, paint: StyleObject, layout: StyleObject, directory: URL?,
                sources: [String: SourceDeclaration] = [:]) {
        self.sources = sources
        self.id = id
        self.root = root
        self.paint = paint
        self.layout = layout
        self.directory = directory
    }

    /// A path from the style resolved against the style's folder.
    public func resolve(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        if let directory { return directory.appendingPathComponent(path) }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    }
}
