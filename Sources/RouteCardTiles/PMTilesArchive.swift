import RouteCardCompression

/// A PMTiles v3 archive read through a ``ByteRangeReader``: the header and root directory once
/// (the first 16 KiB), then only the leaf directories and tiles a lookup needs — memory stays
/// small for a multi-gigabyte archive. Leaf directories are cached (by bytes).
///
/// Directories, metadata and tiles may be stored uncompressed or gzip'd; brotli and zstd
/// archives are refused with an error naming the compression.
public final class PMTilesArchive: TileSource {
    /// The reader's name (path or URL).
    public let name: String
    /// The archive's header.
    public let header: PMTilesHeader
    /// The root directory.
    public let rootDirectory: PMTilesDirectory
    /// The metadata JSON object's bytes (inflated).
    public let metadataJSON: [UInt8]
    /// The metadata from the header and the JSON.
    public let metadata: TileSourceMetadata

    private let reader: any ByteRangeReader
    private let leaves: ByteBoundedCache<UInt64, PMTilesDirectory>

    /// The bytes read first: header and root directory together must fit (PMTiles v3 rule).
    private static let prefetch = 16_384
    /// Directories deeper than this are refused (real archives use root + one leaf level).
    private static let maxDepth = 4

    /// Opens a local archive; errors and ``name`` call it `name` (default: `path`).
    public convenience init(path: String, name: String? = nil) throws(TileError) {
        try self.init(reader: FileByteRangeReader(path: path, name: name))
    }

    /// Opens an archive read through `reader`, keeping up to `leafCacheBytes` of leaf directories.
    public init(reader: any ByteRangeReader, leafCacheBytes: Int = 8 << 20) throws(TileError) {
        let name = reader.name
        let first = try reader.read(offset: 0, length: Self.prefetch)
        let header = try PMTilesHeader(first, file: name)
        guard let inner = header.internalCompression, inner != .brotli, inner != .zstd else {
            throw TileError(file: name, message: "unsupported internal compression \(Self.compressionName(header.internalCompressionCode)) (gzip and none are supported)")
        }
        guard let tiles = header.tileCompression, tiles != .brotli, tiles != .zstd else {
            throw TileError(file: name, message: "unsupported tile compression \(Self.compressionName(header.tileCompressionCode)) (gzip and none are supported)")
        }
        self.name = name
        self.reader = reader
        self.header = header
        self.leaves = ByteBoundedCache(byteLimit: leafCacheBytes)
        let rootBytes = try Self.section(reader, header.rootDirectoryOffset, header.rootDirectoryLength,
                                         what: "root directory", limit: TileLimits.directoryBytes, prefetched: first)
        rootDirectory = try Self.directory(rootBytes, header: header, file: name, what: "root directory", tile: nil)
        let metadataBytes = try Self.section(reader, header.metadataOffset, header.metadataLength,
                                             what: "metadata", limit: TileLimits.metadataBytes, prefetched: first)
        metadataJSON = try Self.inflate(metadataBytes, compression: header.internalCompression,
                                        limit: TileLimits.metadataBytes, file: name, tile: nil, what: "metadata")
        let object = TileJSONMetadata.object(metadataJSON) ?? [:]
        metadata = TileSourceMetadata(
            minZoom: header.minZoom, maxZoom: header.maxZoom, bounds: header.bounds,
            attribution: TileJSONMetadata.string(object, "attribution"), format: header.format,
            vectorLayers: TileJSONMetadata.vectorLayers(in: object), name: TileJSONMetadata.string(object, "name"))
    }

    /// A tile's bytes as stored (still compressed when the archive compresses tiles); `nil` when absent.
    public func storedTile(_ id: TileID) throws(TileError) -> [UInt8]? {
        guard let entry = try entry(for: id) else { return nil }
        return try readTileData(entry, tile: id)
    }

    /// A tile's bytes, inflated when the archive gzips its tiles; `nil` when absent.
    public func tile(_ id: TileID) throws(TileError) -> [UInt8]? {
        guard let stored = try storedTile(id) else { return nil }
        return try Self.inflate(stored, compression: header.tileCompression, limit: TileLimits.tileBytes,
                                file: name, tile: id, what: "tile")
    }

    /// The directory entry of a tile run containing the tile, following leaf directories; `nil` when absent.
    public func entry(for id: TileID) throws(TileError) -> PMTilesEntry? {
        let tileID = id.hilbertID
        var directory = rootDirectory
        for _ in 0..<Self.maxDepth {
            guard let entry = directory.entry(for: tileID) else { return nil }
            guard entry.isLeaf else { return entry }
            directory = try leaf(entry, tile: id)
        }
        throw TileError(file: name, tile: id, message: "leaf directories nested deeper than \(Self.maxDepth) levels")
    }

    /// A leaf directory, from the cache or the archive.
    private func leaf(_ entry: PMTilesEntry, tile: TileID) throws(TileError) -> PMTilesDirectory {
        if let cached = leaves.value(for: entry.offset) { return cached }
        guard entry.length <= header.leafDirectoriesLength,
              entry.offset <= header.leafDirectoriesLength - entry.length else {
            throw TileError(file: name, tile: tile, message: "a leaf directory (\(entry.length) bytes at \(entry.offset)) points past the end of the leaf directory section (\(header.leafDirectoriesLength) bytes)")
        }
        let (start, overflow) = header.leafDirectoriesOffset.addingReportingOverflow(entry.offset)
        guard !overflow else { throw TileError(file: name, tile: tile, message: "leaf directory offset overflows") }
        let bytes = try Self.section(reader, start, entry.length, what: "leaf directory", limit: TileLimits.directoryBytes, tile: tile)
        let directory = try Self.directory(bytes, header: header, file: name, what: "leaf directory", tile: tile)
        leaves.insert(directory, cost: directory.entries.count * MemoryLayout<PMTilesEntry>.stride + 64, for: entry.offset)
        return directory
    }

    /// The blob of a tile entry, checked to lie inside the tile data section.
    private func readTileData(_ entry: PMTilesEntry, tile: TileID) throws(TileError) -> [UInt8] {
        guard entry.length <= header.tileDataLength, entry.offset <= header.tileDataLength - entry.length else {
            throw TileError(file: name, tile: tile, message: "the directory points past the end of the tile data (\(entry.length) bytes at \(entry.offset), the section has \(header.tileDataLength))")
        }
        guard entry.length <= UInt64(TileLimits.tileBytes) else {
            throw TileError(file: name, tile: tile, message: "tile of \(entry.length) bytes is over the limit of \(TileLimits.tileBytes)")
        }
        let (start, overflow) = header.tileDataOffset.addingReportingOverflow(entry.offset)
        guard !overflow else { throw TileError(file: name, tile: tile, message: "tile offset overflows") }
        return try Self.section(reader, start, entry.length, what: "tile", limit: TileLimits.tileBytes, tile: tile)
    }

    /// `length` bytes at `offset`, all of them or an error; taken from `prefetched` (the file's
    /// first bytes) when they lie inside it.
    private static func section(_ reader: any ByteRangeReader, _ offset: UInt64, _ length: UInt64, what: String,
                                limit: Int, tile: TileID? = nil, prefetched: [UInt8] = []) throws(TileError) -> [UInt8] {
        guard length <= UInt64(limit) else {
            throw TileError(file: reader.name, tile: tile, message: "\(what) of \(length) bytes is over the limit of \(limit)")
        }
        if offset <= UInt64(prefetched.count), length <= UInt64(prefetched.count) - offset {
            let start = Int(offset)
            return Array(prefetched[start..<(start + Int(length))])
        }
        let bytes = try reader.read(offset: offset, length: Int(length))
        guard bytes.count == Int(length) else {
            throw TileError(file: reader.name, tile: tile, message: "\(what) (\(length) bytes at \(offset)) runs past the end of the file")
        }
        return bytes
    }

    /// A directory's bytes decoded after the internal compression.
    private static func directory(_ bytes: [UInt8], header: PMTilesHeader, file: String, what: String,
                                  tile: TileID?) throws(TileError) -> PMTilesDirectory {
        let raw = try inflate(bytes, compression: header.internalCompression, limit: TileLimits.directoryBytes,
                              file: file, tile: tile, what: what)
        do {
            return try PMTilesDirectory(decoding: raw)
        } catch {
            throw TileError(file: file, tile: tile, message: "\(what): \(error.message)")
        }
    }

    /// Bytes inflated when gzip'd (`unknown` compression: when they start like gzip), errors
    /// naming the file, the tile and the section.
    private static func inflate(_ bytes: [UInt8], compression: PMTilesCompression?, limit: Int, file: String,
                                tile: TileID?, what: String) throws(TileError) -> [UInt8] {
        guard compression == .gzip || (compression == .unknown && Zlib.isGzip(bytes)) else { return bytes }
        do {
            return try Zlib.inflate(bytes, limit: limit)
        } catch {
            // A tile's own error needs no "tile:" before it: the error names the tile.
            throw TileError(file: file, tile: tile, message: what == "tile" ? "\(error)" : "\(what): \(error)")
        }
    }

    /// A compression code's name for messages.
    private static func compressionName(_ code: UInt8) -> String {
        PMTilesCompression(rawValue: code)?.description ?? "code \(code)"
    }
}
