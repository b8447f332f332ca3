/// An MBTiles 1.3 archive read through the system SQLite (opened read-only).
///
/// Tiles come from `tiles` (a table, or a view as TileMill exports write it) by zoom, column
/// and TMS row: MBTiles counts rows from the south, so XYZ row `y` is stored as `2^z − 1 − y`.
/// Metadata comes from the `metadata` rows: `name`, `format`, `minzoom`, `maxzoom`, `bounds`,
/// `attribution`, and `json` with `vector_layers`. A file without a `format` row gets the
/// format of its first tile's bytes (see ``TileFormat/sniff(_:)``); one without zoom rows, the
/// zooms its tiles have.
public final class MBTilesArchive: TileSource {
    /// The path as given (or the name given for it).
    public let name: String
    /// The metadata from the `metadata` rows.
    public let metadata: TileSourceMetadata
    /// Every `metadata` row, name → value.
    public let metadataRows: [String: String]
    private let database: SQLiteDatabase

    private static let tileQuery = "SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3"

    /// Opens an MBTiles file; errors and ``name`` call it `name` (default: `path`).
    public init(path: String, name: String? = nil) throws(TileError) {
        let name = name ?? path
        self.name = name
        do {
            database = try SQLiteDatabase(readOnlyPath: path)
        } catch {
            throw TileError(file: name, message: "cannot open as MBTiles: \(error.message)")
        }
        var rows: [String: String] = [:]
        do {
            for row in try database.rows("SELECT name, value FROM metadata") where row.count == 2 {
                if let key = row[0].text, let value = row[1].text { rows[key] = value }
            }
        } catch {
            throw TileError(file: name, message: "not an MBTiles file: \(error.message)")
        }
        metadataRows = rows
        var format = rows["format"].map(TileFormat.init(name:))
        var minZoom = TileJSONMetadata.zoom(rows["minzoom"])
        var maxZoom = TileJSONMetadata.zoom(rows["maxzoom"])
        do {
            _ = try database.rows(Self.tileQuery, [0, 0, 0])
            if format == nil, let first = try database.rows("SELECT tile_data FROM tiles LIMIT 1").first?.first?.bytes {
                format = TileFormat.sniff(first)
            }
            if minZoom == nil || maxZoom == nil,
               let zooms = try database.rows("SELECT min(zoom_level), max(zoom_level) FROM tiles").first, zooms.count == 2 {
                minZoom = minZoom ?? zooms[0].integer.flatMap { Int(exactly: $0) }
                maxZoom = maxZoom ?? zooms[1].integer.flatMap { Int(exactly: $0) }
            }
        } catch {
            throw TileError(file: name, message: "not an MBTiles file: \(error.message)")
        }
        let json = rows["json"].flatMap { TileJSONMetadata.object(Array($0.utf8)) } ?? [:]
        metadata = TileSourceMetadata(
            minZoom: minZoom ?? 0, maxZoom: maxZoom ?? minZoom ?? 0, bounds: TileJSONMetadata.bounds(rows["bounds"]),
            attribution: rows["attribution"] ?? TileJSONMetadata.string(json, "attribution"),
            format: format ?? .other(""), vectorLayers: TileJSONMetadata.vectorLayers(in: json), name: rows["name"])
    }

    /// A tile's bytes as stored (vector tiles usually gzip'd); `nil` when absent.
    public func storedTile(_ id: TileID) throws(TileError) -> [UInt8]? {
        let row = Int64((1 << id.z) - 1 - id.y)
        do {
            guard let value = try database.rows(Self.tileQuery, [Int64(id.z), Int64(id.x), row]).first?.first else {
                return nil
            }
            guard let bytes = value.bytes else {
                throw TileError(file: name, tile: id, message: "tile_data is not a blob")
            }
            return bytes
        } catch let error as TileError {
            throw error
        } catch {
            throw TileError(file: name, tile: id, message: "cannot read the tile: \(error)")
        }
    }

    /// A tile's bytes, inflated when they are gzip'd (or, for vector tiles, zlib'd); `nil` when absent.
    public func tile(_ id: TileID) throws(TileError) -> [UInt8]? {
        guard let stored = try storedTile(id) else { return nil }
        return try TileBytes.inflated(stored, format: metadata.format, file: name, tile: id)
    }
}
