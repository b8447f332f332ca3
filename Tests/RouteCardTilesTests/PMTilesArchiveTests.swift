import RouteCardCompression
import RouteCardGeo
import RouteCardCompression
import RouteCardTiles
import Testing

@Suite struct PMTilesArchiveTests {
    /// Header values the PMTiles reference implementation's tests (and other readers' tests) assert.
    @Test(arguments: [("test_fixture_1.pmtiles", UInt64(69)), ("test_fixture_2.pmtiles", 67)])
    func referenceFixtureHeaders(name: String, tileDataLength: UInt64) throws {
        let archive = try PMTilesArchive(path: TileFixtures.path(name))
        let header = archive.header
        #expect(header.rootDirectoryOffset == 127)
        #expect(header.rootDirectoryLength == 25)
        #expect(header.metadataOffset == 152)
        #expect(header.metadataLength == 247)
        #expect(header.leafDirectoriesOffset == 0)
        #expect(header.leafDirectoriesLength == 0)
        #expect(header.tileDataOffset == 399)
        #expect(header.tileDataLength == tileDataLength)
        #expect(header.addressedTiles == 1 && header.tileEntries == 1 && header.tileContents == 1)
        #expect(!header.clustered)
        #expect(header.internalCompression == .gzip && header.tileCompression == .gzip)
        #expect(header.tileType == 1 && archive.metadata.format == .mvt)
        #expect(header.minZoom == 0 && header.maxZoom == 0)
        #expect(header.bounds.west == 0 && header.bounds.south == 0)
        #expect(header.bounds.east == 0.9999999 && header.bounds.north == 1)
        #expect(header.centerZoom == 0 && header.center == GeoCoordinate(latitude: 0, longitude: 0))
        // Root directory: one entry, tile 0 at offset 0.
        #expect(archive.rootDirectory.entries == [PMTilesEntry(tileID: 0, offset: 0, length: tileDataLength, runLength: 1)])
        let stem = String(name.dropLast(".pmtiles".count))
        #expect(archive.metadata.name == name)
        #expect(archive.metadata.vectorLayers == [stem.replacingOccurrences(of: ".", with: "") + "pmtiles"])
    }

    /// The inflated tile bytes the reference tests of other readers assert.
    @Test func referenceFixtureTiles() throws {
        let one = try PMTilesArchive(path: TileFixtures.path("test_fixture_1.pmtiles"))
        #expect(try one.tile(z: 0, x: 0, y: 0) == [
            26, 47, 120, 2, 10, 21, 116, 101, 115, 116, 95, 102, 105, 120, 116, 117, 114, 101, 95, 49,
            112, 109, 116, 105, 108, 101, 115, 40, 128, 32, 18, 17, 24, 3, 34, 13, 9, 150, 32, 232, 31,
            26, 0, 24, 21, 0, 0, 23, 15,
        ])
        let two = try PMTilesArchive(path: TileFixtures.path("test_fixture_2.pmtiles"))
        #expect(try two.tile(z: 0, x: 0, y: 0) == [
            26, 45, 120, 2, 10, 21, 116, 101, 115, 116, 95, 102, 105, 120, 116, 117, 114, 101, 95, 50,
            112, 109, 116, 105, 108, 101, 115, 40, 128, 32, 18, 15, 24, 3, 34, 11, 9, 128, 32, 232, 31,
            18, 22, 24, 21, 0, 15,
        ])
        #expect(try one.tile(z: 1, x: 0, y: 0) == nil)
        #expect(try one.tile(z: 0, x: 1, y: 0) == nil) // outside zoom 0
    }

    /// Stamen toner z0–3: 85 addressed tiles in 84 entries (3/4/7 and 3/5/7 are one run) and 80
    /// distinct blobs (the ocean and a few others are shared); PNG, uncompressed tiles.
    @Test func tonerRunLengthsAndDeduplication() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("toner_z3.pmtiles"))
        #expect(archive.header.addressedTiles == 85 && archive.header.tileEntries == 84 && archive.header.tileContents == 80)
        #expect(archive.header.tileCompression == PMTilesCompression.none && archive.metadata.format == .png)
        #expect(archive.rootDirectory.entries.count == 84)
        #expect(archive.rootDirectory.entries.reduce(0) { $0 + $1.runLength } == 85)
        var blobs = Set<[UInt8]>()
        var found = 0
        for z in 0...3 {
            for x in 0..<(1 << z) {
                for y in 0..<(1 << z) {
                    let tile = try #require(try archive.tile(z: z, x: x, y: y), "\(z)/\(x)/\(y)")
                    #expect(TileFormat.sniff(tile) == .png)
                    blobs.insert(tile)
                    found += 1
                }
            }
        }
        #expect(found == 85 && blobs.count == 80)
        // Ids 58 and 59 (3/4/7 and 3/5/7) are one entry with run length 2.
        let first = try #require(TileID(z: 3, x: 4, y: 7)), second = try #require(TileID(z: 3, x: 5, y: 7))
        let run = try #require(try archive.entry(for: first))
        #expect(run.tileID == 58 && run.runLength == 2)
        #expect(try archive.entry(for: second) == run)
        #expect(try archive.tile(z: 3, x: 4, y: 7) == archive.tile(z: 3, x: 5, y: 7))
        #expect(try archive.tile(z: 4, x: 0, y: 0) == nil)
        #expect(archive.metadataJSON == Array("{}".utf8))
    }

    @Test func monacoMetadata() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let metadata = archive.metadata
        #expect(metadata.minZoom == 0 && metadata.maxZoom == 14 && metadata.format == .mvt)
        #expect(metadata.bounds == GeoBounds(west: 7.409205, south: 43.72335, east: 7.448637, north: 43.75169))
        #expect(archive.header.centerZoom == 7)
        #expect(metadata.attribution == nil)
        #expect(metadata.name == "Monaco test")
        #expect(metadata.vectorLayers == [
            "place", "boundary", "poi", "housenumber", "waterway", "transportation", "transportation_name", "building",
            "water", "water_name", "aeroway", "aerodrome_label", "park", "landuse", "landcover", "mountain_peak",
        ])
        #expect(archive.header.addressedTiles == 22)
    }

    /// Opening and reading one tile reads the first 16 KiB and the tile's own bytes, nothing else.
    @Test func readsOnlyTheRangesItNeeds() throws {
        let bytes = try TileFixtures.bytes("monaco.pmtiles")
        let reader = CountingReader(MemoryByteRangeReader(bytes, name: "monaco.pmtiles"))
        let archive = try PMTilesArchive(reader: reader)
        let opened = reader.total
        #expect(opened <= 16_384)
        let tile = try #require(TileID(z: 14, x: 8529, y: 5974))
        let entry = try #require(try archive.entry(for: tile))
        _ = try archive.tile(tile)
        #expect(reader.total - opened == Int(entry.length))
        #expect(bytes.count > 180_000)
    }

    // MARK: - Synthetic archives

    /// Three tiles in a leaf directory, a run, a gap; offsets both contiguous (0) and explicit.
    static func leafArchive(compression: UInt8 = 1, metadata: [UInt8] = Array("{}".utf8)) throws -> [UInt8] {
        let tiles: [[UInt8]] = [Array("tile-5".utf8), Array("tile-6-7".utf8), Array("tile-20".utf8), Array("tile-0".utf8)]
        let data = tiles.reduce([], +)
        var offsets: [UInt64] = []
        var position: UInt64 = 0
        for tile in tiles { offsets.append(position); position += UInt64(tile.count) }
        // Leaf 1 covers ids 5…7; leaf 2 covers id 20, whose blob sits after tile 0's (an explicit offset).
        let leaf1 = PMTilesBuilder.directory([
            .init(tileID: 5, offset: offsets[0], length: UInt64(tiles[0].count), runLength: 1),
            .init(tileID: 6, offset: offsets[1], length: UInt64(tiles[1].count), runLength: 2),
        ])
        let leaf2 = PMTilesBuilder.directory([
            .init(tileID: 20, offset: offsets[2], length: UInt64(tiles[2].count), runLength: 1),
        ])
        var builder = PMTilesBuilder()
        builder.internalCompression = compression
        let leaf1Stored = builder.stored(leaf1), leaf2Stored = builder.stored(leaf2)
        let root = PMTilesBuilder.directory([
            .init(tileID: 0, offset: offsets[3], length: UInt64(tiles[3].count), runLength: 1),
            .init(tileID: 5, offset: 0, length: UInt64(leaf1Stored.count), runLength: 0),
            .init(tileID: 20, offset: UInt64(leaf1Stored.count), length: UInt64(leaf2Stored.count), runLength: 0),
        ])
        return builder.build(root: root, metadata: metadata, leaves: leaf1Stored + leaf2Stored, data: data)
    }

    @Test(arguments: [UInt8(1), 2])
    func leafDirectoriesRunsAndOffsets(compression: UInt8) throws {
        let archive = try PMTilesArchive(reader: MemoryByteRangeReader(try Self.leafArchive(compression: compression)))
        func tile(_ id: UInt64) throws -> String? {
            let tile = try #require(TileID(hilbertID: id))
            return try archive.tile(tile).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(try tile(0) == "tile-0")
        #expect(try tile(5) == "tile-5")
        #expect(try tile(6) == "tile-6-7")
        #expect(try tile(7) == "tile-6-7")
        #expect(try tile(8) == nil)
        #expect(try tile(19) == nil)
        #expect(try tile(20) == "tile-20")
        #expect(try tile(21) == nil)
        #expect(try tile(1) == nil)
        #expect(archive.rootDirectory.entries.filter(\.isLeaf).count == 2)
    }

    // MARK: - Bad archives

    static func error(_ bytes: [UInt8], tile: TileID? = nil) -> TileError? {
        do {
            let archive = try PMTilesArchive(reader: MemoryByteRangeReader(bytes, name: "bad.pmtiles"))
            if let tile { _ = try archive.tile(tile) }
            Issue.record("expected an error")
            return nil
        } catch {
            return error
        }
    }

    static func oneTileArchive(_ builder: PMTilesBuilder = PMTilesBuilder(), tile: [UInt8] = Array("tile".utf8),
                               length: UInt64? = nil, tileDataLength: UInt64? = nil) -> [UInt8] {
        let root = PMTilesBuilder.directory([.init(tileID: 0, offset: 0, length: length ?? UInt64(tile.count), runLength: 1)])
        return builder.build(root: root, data: tile, tileDataLengthOverride: tileDataLength)
    }

    @Test func wrongMagicVersionAndTruncatedHeader() throws {
        var bytes = Self.oneTileArchive()
        #expect(try PMTilesArchive(reader: MemoryByteRangeReader(bytes)).tile(z: 0, x: 0, y: 0) == Array("tile".utf8))
        bytes[0] = UInt8(ascii: "X")
        #expect(Self.error(bytes)?.description == "bad.pmtiles: not a PMTiles archive (no \"PMTiles\" magic number)")
        var builder = PMTilesBuilder()
        builder.version = 4
        #expect(Self.error(Self.oneTileArchive(builder))?.message == "PMTiles version 4 is not supported (version 3 is)")
        #expect(Self.error(Array(Self.oneTileArchive().prefix(100)))?.message
            == "too short for a PMTiles header (100 bytes, 127 needed)")
        #expect(Self.error([])?.message.hasPrefix("too short") == true)
    }

    @Test(arguments: [(UInt8(3), "brotli"), (4, "zstd")])
    func unsupportedCompressionsAreNamed(code: UInt8, name: String) {
        var tiles = PMTilesBuilder()
        tiles.tileCompression = code
        #expect(Self.error(Self.oneTileArchive(tiles))?.message
            == "unsupported tile compression \(name) (gzip and none are supported)")
        var inner = PMTilesBuilder()
        inner.internalCompression = code
        #expect(Self.error(Self.oneTileArchive(inner))?.message
            == "unsupported internal compression \(name) (gzip and none are supported)")
    }

    @Test func directoryPointingPastTheEnd() throws {
        let tile = try #require(TileID(z: 0, x: 0, y: 0))
        // The entry claims 100 bytes of a 4-byte tile data section.
        let error = Self.error(Self.oneTileArchive(length: 100), tile: tile)
        #expect(error?.tile == tile)
        #expect(error?.description == "bad.pmtiles: tile 0/0/0: the directory points past the end of the tile data (100 bytes at 0, the section has 4)")
        // The header claims more tile data than the file has (the data starts at 127 + 5 + 2).
        let cut = Self.error(Self.oneTileArchive(length: 100, tileDataLength: 100), tile: tile)
        #expect(cut?.message == "tile (100 bytes at 134) runs past the end of the file")
        // A truncated file: the root directory is cut off.
        let archive = Self.oneTileArchive()
        #expect(Self.error(Array(archive.prefix(130)))?.message.contains("runs past the end of the file") == true)
    }

    @Test func corruptGzipTileAndDirectory() throws {
        var builder = PMTilesBuilder()
        builder.tileCompression = 2
        var gz = Zlib.gzip(Array("payload".utf8))
        gz[12] ^= 0xff
        let tile = try #require(TileID(z: 0, x: 0, y: 0))
        let error = Self.error(Self.oneTileArchive(builder, tile: gz), tile: tile)
        #expect(error?.description.hasPrefix("bad.pmtiles: tile 0/0/0: corrupt gzip stream") == true)
        // A directory whose entry count exceeds what its bytes can hold.
        let root = PMTilesBuilder.varint(1_000_000) + [0, 0, 0, 0]
        let bytes = PMTilesBuilder().build(root: root, data: Array("x".utf8))
        #expect(Self.error(bytes)?.message == "root directory: directory claims 1000000 entries in 7 bytes")
        // A directory that ends inside a varint.
        let cut = PMTilesBuilder().build(root: [1, 0x80, 0x80, 0x80, 0x80], data: Array("x".utf8))
        #expect(Self.error(cut)?.message.hasPrefix("root directory: directory:") == true)
    }

    @Test func leafPastTheLeafSection() throws {
        var archive = try Self.leafArchive()
        // Shrink the leaf section (header bytes 48…55) to the first leaf's 9 bytes, so the second lies outside it.
        archive[48] = 9
        for index in 49..<56 { archive[index] = 0 }
        let reader = MemoryByteRangeReader(archive, name: "leaf.pmtiles")
        let opened = try PMTilesArchive(reader: reader)
        let tile = try #require(TileID(hilbertID: 20))
        #expect(throws: TileError.self) { try opened.tile(tile) }
        #expect(try opened.tile(#require(TileID(hilbertID: 5))) == Array("tile-5".utf8))
    }

    @Test func missingFileIsAClearError() {
        #expect(throws: TileError(file: "/nonexistent/x.pmtiles", message: "cannot open: No such file or directory")) {
            try PMTilesArchive(path: "/nonexistent/x.pmtiles")
        }
        #expect(throws: TileError(file: "/tmp", message: "not a regular file")) { try PMTilesArchive(path: "/tmp") }
    }
}

/// A reader that counts the bytes asked of it.
final class CountingReader: ByteRangeReader, @unchecked Sendable {
    let base: any ByteRangeReader
    private(set) var total = 0
    var name: String { base.name }

    init(_ base: any ByteRangeReader) {
        self.base = base
    }

    func read(offset: UInt64, length: Int) throws(TileError) -> [UInt8] {
        let bytes = try base.read(offset: offset, length: length)
        total += bytes.count
        return bytes
    }
}
