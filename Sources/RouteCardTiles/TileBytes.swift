import RouteCardCompression

/// Tile bytes as sources store them, made ready to decode.
enum TileBytes {
    /// The bytes inflated when they are a gzip stream (or, for vector tiles, a zlib stream);
    /// otherwise as they are. Errors name the file and the tile.
    static func inflated(_ bytes: [UInt8], format: TileFormat, file: String, tile: TileID) throws(TileError) -> [UInt8] {
        let zlib = format == .mvt && bytes.count >= 2 && bytes[0] & 0x0f == 8
            && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0
        guard Zlib.isGzip(bytes) || zlib else { return bytes }
        do {
            return try Zlib.inflate(bytes, limit: TileLimits.tileBytes)
        } catch {
            throw TileError(file: file, tile: tile, message: "\(error)")
        }
    }
}
