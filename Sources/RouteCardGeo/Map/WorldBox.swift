/// An axis-aligned rectangle in Web Mercator world units: the bounds of a map feature.
public struct WorldBox: Sendable, Hashable {
    /// Western edge (world x).
    public var minX: Double
    /// Northern edge (world y).
    public var minY: Double
    /// Eastern edge (world x).
    public var maxX: Double
    /// Southern edge (world y).
    public var maxY: Double

    /// Creates a box from its edges.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The bounds of some points; `nil` for none.
    public init?<S: Sequence>(points: S) where S.Element == WorldPoint {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var box = WorldBox(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() {
            box.minX = min(box.minX, point.x)
            box.maxX = max(box.maxX, point.x)
            box.minY = min(box.minY, point.y)
            box.maxY = max(box.maxY, point.y)
        }
        self = box
    }

    /// Whether the two boxes overlap (touching counts).
    public func intersects(_ other: WorldBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The smallest box containing both.
    public func union(_ other: WorldBox) -> WorldBox {
        WorldBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                 maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}
