/// A length property's value as decoded: the `CardLength` the style wrote (`12`, `"12pt"`,
/// `"4.5vmin"`) and the range a relative one is clamped into, turned into points on the canvas
/// the card is drawn on (`points(on:)`), so a style decodes once whatever size its canvas has.
public struct StyleLength: Sendable, Hashable {
    /// The length as written.
    public var length: CardLength
    /// The points a relative length is clamped into (the property's range); points as written
    /// were checked against the range when decoded.
    public var bounds: ClosedRange<Double>

    /// A length clamped into `bounds` when relative.
    public init(_ length: CardLength, clampedTo bounds: ClosedRange<Double> = NumberRange.any.closedApproximation) {
        self.length = length
        self.bounds = bounds
    }

    /// A fixed length in points.
    public static func points(_ value: Double) -> StyleLength {
        StyleLength(.points(value))
    }

    /// The length in points on a canvas whose short side is `shortSide` points.
    public func points(shortSide: Double) -> Double {
        let points = length.points(shortSide: shortSide)
        guard length.isRelative else { return points }
        return min(max(points, bounds.lowerBound), bounds.upperBound)
    }

    /// The length in points on `canvas`.
    public func points(on canvas: CanvasStyle) -> Double {
        points(shortSide: canvas.shortSide)
    }
}
