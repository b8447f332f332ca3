/// Sizes past which tile data is refused before it is allocated (a gzip bomb, a corrupt length).
enum TileLimits {
    /// A tile, stored or inflated: 32 MiB (real vector tiles stay under a few MiB).
    static let tileBytes = 32 << 20
    /// A PMTiles directory, stored or inflated: 64 MiB.
    static let directoryBytes = 64 << 20
    /// Archive metadata, stored or inflated: 16 MiB.
    static let metadataBytes = 16 << 20
}
