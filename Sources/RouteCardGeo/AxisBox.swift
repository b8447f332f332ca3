/// An axis-aligned rectangle given by its edges, in the coordinate space `Space` names.
///
/// `Space` is a marker that keeps boxes of different spaces apart (a canvas box cannot be joined
/// with a world box): ``CanvasBox`` is `AxisBox<CanvasSpace>` (canvas points, y down) and
/// ``WorldBox`` is `AxisBox<WorldSpace>` (Web Mercator world units, y down).
public struct AxisBox<Space>: Sendable, Hashable {
    /// Left (western) edge.
    public var minX: Double
    /// Top (northern) edge.
    public var minY: Double
    /// Right (eastern) edge.
    public var maxX: Double
    /// Bottom (southern) edge.
    public var maxY: Double

    /// Creates a box from its edges.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Creates a box from an origin (top-left) and a size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// A box of zero size at the origin.
    public static var zero: AxisBox { AxisBox(minX: 0, minY: 0, maxX: 0, maxY: 0) }

    /// A square box reaching `radius` from the origin on every side.
    public static func around(radius: Double) -> AxisBox {
        AxisBox(minX: -radius, minY: -radius, maxX: radius, maxY: radius)
    }

    /// Width (`maxX - minX`).
    public var width: Double { maxX - minX }
    /// Height (`maxY - minY`).
    public var height: Double { maxY - minY }

    /// The smallest box containing both.
    public func union(_ other: AxisBox) -> AxisBox {
        AxisBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether the two boxes overlap (touching counts).
    public func intersects(_ other: AxisBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// This box moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> AxisBox {
        AxisBox(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }
}
