/// Why the tiles of a vector source could not be read for a card.
public struct MapTileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The source names no tiles (no `url` or `tiles`) and the program gave none
        /// (the command line: a usage error, 64).
        case missingTiles
        /// The archive or folder is missing or cannot be read (the command line exits with 1).
        case unreadable
        /// The archive or a tile is not valid (the command line exits with 65).
        case invalid
        /// Nothing reads tiles: the renderer was given no `MapTileProvider`.
        case noProvider
    }

    /// What went wrong.
    public var kind: Kind
    /// The source's id in the style.
    public var source: String
    /// The archive, folder or tile file, as messages name it, when one is to blame.
    public var file: String?
    /// The tile being read (`z/x/y`), when the problem belongs to one.
    public var tile: String?
    /// What is wrong, e.g. `truncated gzip stream`.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, source: String, file: String? = nil, tile: String? = nil, message: String) {
        self.kind = kind
        self.source = source
        self.file = file
        self.tile = tile
        self.message = message
    }

    /// `FILE: tile Z/X/Y: MESSAGE`, without the parts that are unknown.
    public var description: String {
        var text = file.map { "\($0): " } ?? ""
        if let tile { text += "tile \(tile): " }
        return text + message
    }
}
