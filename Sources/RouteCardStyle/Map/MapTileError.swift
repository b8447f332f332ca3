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
    }

    /// What went wrong.
    public var kind: Kind
    /// The source's id in the style.
    public var source: String
    /// The message, naming the file and, when one was being read, the tile: `monaco.pmtiles: tile 14/8529/5973: …`.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, source: String, message: String) {
        self.kind = kind
        self.source = source
        self.message = message
    }

    /// The message (which names the file and the tile).
    public var description: String { message }
}
