import RouteCardGeo

/// The tiles covering a box in world units at a zoom, with a bound on their number.
///
/// World x outside 0…1 (a view across the antimeridian) wraps around: the box from x 0.99 to
/// 1.01 is covered by the last column (wrap 0) and the first (wrap 1). Rows are clamped to the
/// world; a box wholly north or south of it has no tiles.
public enum TileCover {
    /// The usual bound on the tiles one card reads.
    public static let defaultLimit = 64

    /// The tiles covering `box` at `zoom` (clamped to 0…`TileID.maxZoom`), row by row from the
    /// north-west; `nil` when more than `limit` are needed (read a lower zoom, see ``zoom(covering:atMost:minZoom:limit:)``).
    public static func tiles(covering box: WorldBox, zoom: Int, limit: Int = defaultLimit) -> [CoveredTile]? {
        let z = min(max(zoom, 0), TileID.maxZoom)
        guard let range = ranges(box, zoom: z) else { return [] }
        let columns = range.lastColumn - range.firstColumn + 1, rows = range.lastRow - range.firstRow + 1
        guard columns * rows <= Double(limit) else { return nil }
        guard let firstColumn = Int(exactly: range.firstColumn), let lastColumn = Int(exactly: range.lastColumn),
              let firstRow = Int(exactly: range.firstRow), let lastRow = Int(exactly: range.lastRow) else { return nil }
        let size = 1 << z
        var tiles: [CoveredTile] = []
        tiles.reserveCapacity(Int(columns * rows))
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let wrapped = ((column % size) + size) % size
                let wrap = (column - wrapped) / size
                guard let tile = TileID(z: z, x: wrapped, y: row) else { continue }
                tiles.append(CoveredTile(tile: tile, wrap: wrap))
            }
        }
        return tiles
    }

    /// The highest zoom from `zoom` down to `minZoom` whose cover of `box` has at most `limit`
    /// tiles (`minZoom` when none has).
    public static func zoom(covering box: WorldBox, atMost zoom: Int, minZoom: Int = 0, limit: Int = defaultLimit) -> Int {
        let low = max(0, minZoom)
        var z = min(zoom, TileID.maxZoom)
        while z > low, tiles(covering: box, zoom: z, limit: limit) == nil { z -= 1 }
        return max(z, low)
    }

    /// The column and row span of a box (as whole numbers in doubles, so nothing overflows);
    /// `nil` when the box is not finite, inverted or wholly outside the world's rows.
    private static func ranges(_ box: WorldBox, zoom: Int) -> (firstColumn: Double, lastColumn: Double, firstRow: Double, lastRow: Double)? {
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite,
              box.minX <= box.maxX, box.minY <= box.maxY, box.maxY >= 0, box.minY <= 1 else { return nil }
        let size = Double(1 << zoom)
        func span(_ low: Double, _ high: Double) -> (Double, Double) {
            let first = (low * size).rounded(.down)
            return (first, max(first, (high * size).rounded(.up) - 1))
        }
        let (firstColumn, lastColumn) = span(box.minX, box.maxX)
        var (firstRow, lastRow) = span(max(box.minY, 0), min(box.maxY, 1))
        firstRow = min(max(firstRow, 0), size - 1)
        lastRow = min(max(lastRow, 0), size - 1)
        return (firstColumn, lastColumn, firstRow, lastRow)
    }
}
