/// One entry of a PMTiles directory: a run of tiles sharing one blob, or a leaf directory.
public struct PMTilesEntry: Sendable, Hashable {
    /// The first tile id the entry covers.
    public var tileID: UInt64
    /// Offset of the blob, relative to the tile data section (tiles) or the leaf directories section (leaves).
    public var offset: UInt64
    /// Length of the blob in bytes.
    public var length: UInt64
    /// How many consecutive tile ids share the blob; 0 for a leaf directory.
    public var runLength: UInt64

    /// Creates an entry.
    public init(tileID: UInt64, offset: UInt64, length: UInt64, runLength: UInt64) {
        self.tileID = tileID
        self.offset = offset
        self.length = length
        self.runLength = runLength
    }

    /// Whether the entry points to a leaf directory.
    public var isLeaf: Bool { runLength == 0 }
}
