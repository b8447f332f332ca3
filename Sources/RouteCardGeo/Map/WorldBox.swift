/// An axis-aligned rectangle in Web Mercator world units: the bounds of a map feature.
public typealias WorldBox = AxisBox<WorldSpace>

extension AxisBox where Space == WorldSpace {
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
}
