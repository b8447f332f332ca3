/// A problem reading a tile source: which file (or URL), which tile when one was being read, and what.
public struct TileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path or URL of the source, as it was given.
    public var file: String
    /// The tile being read, if the problem belongs to one.
    public var tile: TileID?
    /// What is wrong, e.g. `unsupported tile compression brotli`.
    public var message: String

    /// Creates an error.
    public init(file: String, tile: TileID? = nil, message: String) {
        self.file = file
        self.tile = tile
        self.message = message
    }

    /// `FILE: tile z/x/y: message`, or `FILE: message`.
    public var description: String {
        if let tile { return "\(file): tile \(tile): \(message)" }
        return "\(file): \(message)"
    }
}
