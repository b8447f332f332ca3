import RouteCardExpressions

/// A length property that may be an expression (`line-width`): a constant kept as decoded (points or
/// `"4.5vmin"`, resolved on the canvas it is drawn on) or an expression whose outputs are points.
///
/// An expression's relative outputs (`["interpolate", …, "1vmin", …]`) are still resolved when the
/// style is decoded, against its canvas, and the layer is decoded again when the canvas changes size.
public struct LengthProperty: Sendable {
    /// The constant length as decoded; `nil` for an expression.
    public var constant: StyleLength?
    /// The property in points on the canvas the style was decoded for.
    public var decoded: StyleProperty<Double>

    /// A constant length, `decoded` being its points on a canvas whose short side is `shortSide`.
    public init(constant: StyleLength, shortSide: Double) {
        self.constant = constant
        decoded = StyleProperty(constant: constant.points(shortSide: shortSide))
    }

    /// A property in points: a constant one is kept as a length in points.
    public init(points property: StyleProperty<Double>) {
        constant = property.constant.map(StyleLength.points)
        decoded = property
    }

    /// The property in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> StyleProperty<Double> {
        constant.map { StyleProperty(constant: $0.points(on: canvas)) } ?? decoded
    }
}
