/// A rectangle in canvas points given by its edges.
///
/// As a *fit box* it is relative to an anchor coordinate: a route line of width 6 keeps
/// `CanvasBox(minX: -3, minY: -3, maxX: 3, maxY: 3)` around every point; a 30-point pin whose tip
/// is on the coordinate keeps `CanvasBox(minX: -11, minY: -30, maxX: 11, maxY: 0)`.
public struct CanvasBox: Sendable, Hashable {
    /// Left edge in points.
    public var minX: Double
    /// Top edge in points.
    public var minY: Double
    /// Right edge in points.
    public var maxX: Double
    /// Bottom edge in points.
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

    /// A box of zero size at the anchor.
    public static let zero = CanvasBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// A square box reaching `radius` points from the anchor on every side.
    public static func around(radius: Double) -> CanvasBox {
        CanvasBox(minX: -radius, minY: -radius, maxX: radius, maxY: radius)
    }

    /// Width in points.
    public var width: Double { maxX - minX }
    /// Height in points.
    public var height: Double { maxY - minY }

    /// The smallest box containing both.
    public func union(_ other: CanvasBox) -> CanvasBox {
        CanvasBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                  maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// This box moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> CanvasBox {
        CanvasBox(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }
}
