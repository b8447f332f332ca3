import RouteCardGeo

/// The 127-byte header of a PMTiles v3 archive: where its sections are, how they are compressed,
/// counts, zooms, bounds and centre.
public struct PMTilesHeader: Sendable, Hashable {
    /// The header's size in bytes.
    public static let size = 127

    /// Offset of the root directory.
    public var rootDirectoryOffset: UInt64
    /// Length of the root directory.
    public var rootDirectoryLength: UInt64
    /// Offset of the JSON metadata.
    public var metadataOffset: UInt64
    /// Length of the JSON metadata.
    public var metadataLength: UInt64
    /// Offset of the leaf directories.
    public var leafDirectoriesOffset: UInt64
    /// Length of the leaf directories.
    public var leafDirectoriesLength: UInt64
    /// Offset of the tile data.
    public var tileDataOffset: UInt64
    /// Length of the tile data.
    public var tileDataLength: UInt64
    /// Tiles before run-length encoding (0 if unknown).
    public var addressedTiles: UInt64
    /// Directory entries with a run length above 0 (0 if unknown).
    public var tileEntries: UInt64
    /// Distinct tile blobs (0 if unknown).
    public var tileContents: UInt64
    /// Whether tile data is in tile-id order.
    public var clustered: Bool
    /// Raw compression byte of directories and metadata (see ``PMTilesCompression``).
    public var internalCompressionCode: UInt8
    /// Raw compression byte of tiles.
    public var tileCompressionCode: UInt8
    /// Tile type: 0 unknown, 1 MVT, 2 PNG, 3 JPEG, 4 WebP, 5 AVIF.
    public var tileType: UInt8
    /// Lowest zoom.
    public var minZoom: Int
    /// Highest zoom.
    public var maxZoom: Int
    /// Bounds in degrees (stored as 10⁻⁷ degree integers).
    public var bounds: GeoBounds
    /// Zoom of the centre view.
    public var centerZoom: Int
    /// Centre in degrees.
    public var center: GeoCoordinate

    /// The compression of directories and metadata; `nil` for a code this reader does not know.
    public var internalCompression: PMTilesCompression? { PMTilesCompression(rawValue: internalCompressionCode) }
    /// The compression of tiles; `nil` for a code this reader does not know.
    public var tileCompression: PMTilesCompression? { PMTilesCompression(rawValue: tileCompressionCode) }

    /// The tile format the header's tile type names.
    public var format: TileFormat {
        switch tileType {
        case 1: .mvt
        case 2: .png
        case 3: .jpeg
        case 4: .webp
        case 5: .avif
        default: .other("")
        }
    }

    /// Parses a header from the first bytes of an archive; errors name `file`.
    public init(_ bytes: [UInt8], file: String) throws(TileError) {
        guard bytes.count >= Self.size else {
            throw TileError(file: file, message: "too short for a PMTiles header (\(bytes.count) bytes, 127 needed)")
        }
        guard Array(bytes[0..<7]) == Array("PMTiles".utf8) else {
            throw TileError(file: file, message: "not a PMTiles archive (no \"PMTiles\" magic number)")
        }
        guard bytes[7] == 3 else {
            throw TileError(file: file, message: "PMTiles version \(bytes[7]) is not supported (version 3 is)")
        }
        func uint64(_ offset: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            return value
        }
        func degrees(_ offset: Int) -> Double {
            var value: UInt32 = 0
            for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
            return Double(Int32(bitPattern: value)) / 10_000_000
        }
        rootDirectoryOffset = uint64(8)
        rootDirectoryLength = uint64(16)
        metadataOffset = uint64(24)
        metadataLength = uint64(32)
        leafDirectoriesOffset = uint64(40)
        leafDirectoriesLength = uint64(48)
        tileDataOffset = uint64(56)
        tileDataLength = uint64(64)
        addressedTiles = uint64(72)
        tileEntries = uint64(80)
        tileContents = uint64(88)
        clustered = bytes[96] == 1
        internalCompressionCode = bytes[97]
        tileCompressionCode = bytes[98]
        tileType = bytes[99]
        minZoom = Int(bytes[100])
        maxZoom = Int(bytes[101])
        bounds = GeoBounds(west: degrees(102), south: degrees(106), east: degrees(110), north: degrees(114))
        centerZoom = Int(bytes[118])
        center = GeoCoordinate(latitude: degrees(123), longitude: degrees(119))
    }
}
