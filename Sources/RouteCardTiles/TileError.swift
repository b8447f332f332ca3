/// A problem reading a tile source: which file (or URL), which tile when one was being read, and what.
public struct TileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path or URL of the source, as it was given.
    public var file: String
    /// The tile being read, if the problem belongs to one.
    public var tile: TileID?
    /// What is wrong, e.g. `unsupported tile compression brotli`.
    public var message: String
    /// Whether the data could not be had at all (a network error, an HTTP error status, a cold
    /// cache offline) rather than being bad; the command line exits with 1 for these, 65 otherwise.
    public var isUnreachable: Bool

    /// Creates an error.
    public init(file: String, tile: TileID? = nil, message: String, isUnreachable: Bool = false) {
        self.file = file
        self.tile = tile
        self.message = message
        self.isUnreachable = isUnreachable
    }

    /// `FILE: tile z/x/y: message`, or `FILE: message`.
    public var description: String {
        if let tile { return "\(file): tile \(tile): \(message)" }
        return "\(file): \(message)"
    }
}
