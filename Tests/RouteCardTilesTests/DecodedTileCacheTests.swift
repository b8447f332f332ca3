import Foundation
import RouteCardGeo
import RouteCardTiles
import Testing

/// Tiles in memory, counting how often each is read.
final class MemoryTileSource: TileSource, @unchecked Sendable {
    let name: String
    let metadata = TileSourceMetadata()
    let tiles: [TileID: [UInt8]]
    private let lock = NSLock()
    private var readCounts: [TileID: Int] = [:]

    init(name: String, tiles: [TileID: [UInt8]]) {
        self.name = name
        self.tiles = tiles
    }

    func reads(_ tile: TileID) -> Int { lock.withLock { readCounts[tile, default: 0] } }

    func tile(_ id: TileID) throws(TileError) -> [UInt8]? {
        lock.withLock { readCounts[id, default: 0] += 1 }
        return tiles[id]
    }
}

@Suite struct DecodedTileCacheTests {
    static let a = TileID(z: 0, x: 0, y: 0)!
    static let b = TileID(z: 1, x: 0, y: 0)!

    @Test func cachesBySourceAndTile() throws {
        let source = MemoryTileSource(name: "one", tiles: [Self.a: MVTDecoderTests.pointsLayer])
        let other = MemoryTileSource(name: "two", tiles: [Self.a: MVTDecoderTests.linesLayer])
        let cache = DecodedTileCache()
        #expect(try cache.features(in: source, tile: Self.a).keys.sorted() == ["points"])
        #expect(try cache.features(in: source, tile: Self.a).keys.sorted() == ["points"])
        #expect(source.reads(Self.a) == 1)
        #expect(try cache.features(in: other, tile: Self.a).keys.sorted() == ["lines"])
        // A missing tile has no features, and is remembered too.
        #expect(try cache.features(in: source, tile: Self.b).isEmpty)
        #expect(try cache.features(in: source, tile: Self.b).isEmpty)
        #expect(source.reads(Self.b) == 1)
        #expect(cache.count == 3 && cache.byteCount > 0)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test func boundedByBytes() throws {
        var tiles: [TileID: [UInt8]] = [:]
        for x in 0..<8 { tiles[TileID(z: 3, x: x, y: 0)!] = MVTDecoderTests.polygonsLayer }
        let source = MemoryTileSource(name: "many", tiles: tiles)
        let probe = DecodedTileCache()
        _ = try probe.features(in: source, tile: TileID(z: 3, x: 0, y: 0)!)
        let one = probe.byteCount
        // Room for three tiles: reading eight keeps the last three.
        let cache = DecodedTileCache(byteLimit: one * 3 + one / 2)
        for x in 0..<8 { _ = try cache.features(in: source, tile: TileID(z: 3, x: x, y: 0)!) }
        #expect(cache.count == 3 && cache.byteCount <= cache.byteLimit)
        for x in 0..<5 { #expect(cache.cachedFeatures(for: DecodedTileKey(source: "many", tile: TileID(z: 3, x: x, y: 0)!)) == nil) }
        for x in 5..<8 { #expect(cache.cachedFeatures(for: DecodedTileKey(source: "many", tile: TileID(z: 3, x: x, y: 0)!)) != nil) }
        // Using a tile keeps it: touch 5, add 0; 6 is dropped instead.
        _ = try cache.features(in: source, tile: TileID(z: 3, x: 5, y: 0)!)
        _ = try cache.features(in: source, tile: TileID(z: 3, x: 0, y: 0)!)
        #expect(cache.cachedFeatures(for: DecodedTileKey(source: "many", tile: TileID(z: 3, x: 5, y: 0)!)) != nil)
        #expect(cache.cachedFeatures(for: DecodedTileKey(source: "many", tile: TileID(z: 3, x: 6, y: 0)!)) == nil)
    }

    @Test func corruptTileErrorNamesSourceAndTile() {
        let bad = MVTDecoderTests.badLayer([0x18, 0x02] + MVTDecoderTests.field(4, [0x09, 0x02, 0x02, 0x1a, 0x02, 0x02]))
        let source = MemoryTileSource(name: "monaco.pmtiles", tiles: [Self.b: bad])
        #expect(throws: TileError(file: "monaco.pmtiles", tile: Self.b,
                                  message: "vector tile: layer \"bad\", feature 1: LineTo needs 6 numbers, 2 left in the geometry")) {
            try DecodedTileCache().features(in: source, tile: Self.b)
        }
    }

    @Test func sharedAcrossThreads() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let cache = DecodedTileCache(byteLimit: 2 << 20)
        let ids = try archive.rootDirectory.entries.map { try #require(TileID(hilbertID: $0.tileID)) }
        let expected = try ids.map { try MVTDecoder().decode(#require(try archive.tile($0)), tile: $0).mapValues(\.count) }
        let failures = NSLock()
        nonisolated(unsafe) var mismatches = 0
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let slot = (index * 7) % ids.count
            let counts = (try? cache.features(in: archive, tile: ids[slot]))?.mapValues(\.count)
            if counts != expected[slot] { failures.withLock { mismatches += 1 } }
        }
        #expect(mismatches == 0)
        #expect(cache.byteCount <= cache.byteLimit)
    }
}
