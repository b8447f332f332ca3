import Foundation
import RouteCardGeo

/// Decoded vector tiles kept between the cards of a batch and the frames of `live`, bounded by
/// an estimate of the bytes the features take; thread-safe.
public final class DecodedTileCache: Sendable {
    /// The decoder used for every tile (the cache holds one decoder's results).
    public let decoder: MVTDecoder
    private let limit: Int
    private let made = NSLock()
    nonisolated(unsafe) private var store: ByteBoundedCache<DecodedTileKey, [String: [MapFeature]]>?

    /// The store, made on first use: a card without tiles never makes one (the first instance
    /// of a generic class costs a search of the program's protocol conformances, ~0.2 ms).
    private var cache: ByteBoundedCache<DecodedTileKey, [String: [MapFeature]]> {
        made.withLock {
            if let store { return store }
            let made = ByteBoundedCache<DecodedTileKey, [String: [MapFeature]]>(byteLimit: limit)
            store = made
            return made
        }
    }

    /// An empty cache of up to `byteLimit` bytes of features (64 MiB by default).
    public init(byteLimit: Int = 64 << 20, decoder: MVTDecoder = MVTDecoder()) {
        self.decoder = decoder
        self.limit = max(0, byteLimit)
    }

    /// A tile's features by layer (only those of `layers` when given), from the cache or read
    /// from `source` and decoded (a missing tile has none). Errors name the source and the tile.
    public func features(in source: any TileSource, tile: TileID, layers wanted: Set<String>? = nil) throws(TileError) -> [String: [MapFeature]] {
        let key = DecodedTileKey(source: source.name, tile: tile, layers: wanted)
        if let cached = cache.value(for: key) { return cached }
        var layers: [String: [MapFeature]] = [:]
        if let bytes = try source.tile(tile) {
            do {
                layers = try decoder.decode(bytes, tile: tile, layers: wanted)
            } catch {
                throw TileError(file: source.fileName(of: tile), tile: tile, message: error.description)
            }
        }
        cache.insert(layers, cost: Self.estimatedBytes(layers), for: key)
        return layers
    }

    /// The cached features of a tile, if any.
    public func cachedFeatures(for key: DecodedTileKey) -> [String: [MapFeature]]? {
        cache.value(for: key)
    }

    /// The estimated bytes of the kept tiles.
    public var byteCount: Int { cache.byteCount }

    /// The number of kept tiles.
    public var count: Int { cache.count }

    /// The most bytes kept.
    public var byteLimit: Int { limit }

    /// Tile look-ups that found the tile decoded (hits) and those that read it (misses), since the
    /// cache was made (`serve`'s metrics).
    public var lookups: (hits: Int, misses: Int) { cache.lookups }

    /// Drops every tile.
    public func removeAll() { cache.removeAll() }

    /// A rough size of decoded features: positions, properties and their strings.
    static func estimatedBytes(_ layers: [String: [MapFeature]]) -> Int {
        var total = 64
        for (name, features) in layers {
            total += 64 + name.utf8.count
            for feature in features {
                total += 96 + feature.properties.count * 64
                for (key, value) in feature.properties {
                    total += key.utf8.count + (value.string?.utf8.count ?? 0)
                }
                switch feature.geometry {
                case .points(let points): total += points.count * 16
                case .lines(let lines): total += lines.reduce(0) { $0 + 32 + $1.count * 16 }
                case .polygons(let polygons):
                    total += polygons.reduce(0) { sum, rings in sum + rings.reduce(32) { $0 + 32 + $1.count * 16 } }
                }
            }
        }
        return total
    }
}
