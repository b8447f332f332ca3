import Foundation

/// Raster tiles made ready to embed (see ``RasterTileImage``), kept between the cards of a batch
/// and the frames of `live` by source and tile, bounded by their bytes; thread-safe. A tile the
/// source does not have is remembered too.
public final class RasterTileCache: Sendable {
    private struct Key: Hashable, Sendable {
        var source: String
        var tile: TileID
    }

    private let limit: Int
    private let made = NSLock()
    nonisolated(unsafe) private var store: ByteBoundedCache<Key, RasterTileImage?>?

    /// The store, made on first use (see `DecodedTileCache`: a card without tiles makes none).
    private var cache: ByteBoundedCache<Key, RasterTileImage?> {
        made.withLock {
            if let store { return store }
            let made = ByteBoundedCache<Key, RasterTileImage?>(byteLimit: limit)
            store = made
            return made
        }
    }

    /// An empty cache of up to `byteLimit` bytes of images (64 MiB by default).
    public init(byteLimit: Int = 64 << 20) {
        limit = max(0, byteLimit)
    }

    /// Tile look-ups that found the image ready (hits) and those that read it (misses), since the
    /// cache was made (`serve`'s metrics).
    public var lookups: (hits: Int, misses: Int) { cache.lookups }

    /// A tile's image from the cache, or read from `source` and converted; `nil` when the source
    /// has no such tile. Errors name the source (a folder's tile file) and the tile.
    public func image(in source: any TileSource, tile: TileID) throws(TileError) -> RasterTileImage? {
        let key = Key(source: source.name, tile: tile)
        if let cached = cache.value(for: key) { return cached }
        var image: RasterTileImage?
        if let bytes = try source.tile(tile) {
            image = try RasterTileImage(tileBytes: bytes, file: source.fileName(of: tile), tile: tile)
        }
        cache.insert(image, cost: (image?.bytes.count ?? 0) + 64, for: key)
        return image
    }
}
