import RouteCardGeo

/// A tile of the Web Mercator tile pyramid: zoom `z`, column `x` (west → east) and row `y`
/// (north → south, the XYZ convention; MBTiles stores TMS rows, see ``MBTilesArchive``).
public struct TileID: Sendable, Hashable, CustomStringConvertible {
    /// The highest zoom a tile id can have (PMTiles tile ids fit in 64 bits up to here).
    public static let maxZoom = 31

    /// Zoom level, 0…``maxZoom``.
    public let z: Int
    /// Column, 0…2^z − 1.
    public let x: Int
    /// Row from the north, 0…2^z − 1.
    public let y: Int

    /// A tile; `nil` when the zoom or a coordinate is out of range.
    public init?(z: Int, x: Int, y: Int) {
        guard (0...Self.maxZoom).contains(z) else { return nil }
        let size = 1 << z
        guard (0..<size).contains(x), (0..<size).contains(y) else { return nil }
        self.z = z
        self.x = x
        self.y = y
    }

    /// `z/x/y`, as in tile URLs.
    public var description: String { "\(z)/\(x)/\(y)" }

    /// The tile's square in world units (see `WebMercator`).
    public var worldBox: WorldBox {
        let size = Double(1 << z)
        return WorldBox(minX: Double(x) / size, minY: Double(y) / size,
                        maxX: Double(x + 1) / size, maxY: Double(y + 1) / size)
    }

    /// The number of tiles in all zoom levels below `z`: (4^z − 1) / 3, the first PMTiles id of zoom `z`.
    private static func firstID(zoom z: Int) -> UInt64 {
        ((UInt64(1) << (2 * UInt64(z))) - 1) / 3
    }

    /// The PMTiles v3 tile id: tiles of lower zooms first, then the position along the zoom's Hilbert curve.
    public var hilbertID: UInt64 {
        var x = UInt64(self.x), y = UInt64(self.y)
        var position: UInt64 = 0
        var half = (UInt64(1) << UInt64(z)) >> 1
        while half > 0 {
            let rx: UInt64 = x & half != 0 ? 1 : 0
            let ry: UInt64 = y & half != 0 ? 1 : 0
            position += half * half * ((3 * rx) ^ ry)
            Self.rotate(size: half, x: &x, y: &y, rx: rx, ry: ry)
            half >>= 1
        }
        return Self.firstID(zoom: z) + position
    }

    /// The tile with a PMTiles v3 tile id; `nil` past zoom ``maxZoom``.
    public init?(hilbertID id: UInt64) {
        var zoom = 0
        while zoom < Self.maxZoom && Self.firstID(zoom: zoom + 1) <= id { zoom += 1 }
        let position = id - Self.firstID(zoom: zoom)
        guard position < UInt64(1) << (2 * UInt64(zoom)) else { return nil }
        var x: UInt64 = 0, y: UInt64 = 0, rest = position
        var size: UInt64 = 1
        while size < UInt64(1) << UInt64(zoom) {
            let rx = 1 & (rest / 2)
            let ry = 1 & (rest ^ rx)
            Self.rotate(size: size, x: &x, y: &y, rx: rx, ry: ry)
            x += size * rx
            y += size * ry
            rest /= 4
            size <<= 1
        }
        self.init(z: zoom, x: Int(truncatingIfNeeded: x), y: Int(truncatingIfNeeded: y))
    }

    /// One step of the Hilbert curve's quadrant rotation.
    private static func rotate(size: UInt64, x: inout UInt64, y: inout UInt64, rx: UInt64, ry: UInt64) {
        guard ry == 0 else { return }
        if rx == 1 {
            x = size &- 1 &- x
            y = size &- 1 &- y
        }
        swap(&x, &y)
    }
}
