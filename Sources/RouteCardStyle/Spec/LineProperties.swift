import RouteCardExpressions
import RouteCardScene

/// The `line-*` paint keys, declared once and shared by the `route` and `line` layers (each with
/// its own defaults): colour, width, opacity and the casing may be expressions; cap, join and
/// dashes are constants.
public struct LineProperties: Sendable {
    /// `paint.line-color`.
    public let color: LayerProperty<StyleProperty<Color>>
    /// `paint.line-width`, a length.
    public let width: LayerProperty<LengthProperty>
    /// `paint.line-opacity`.
    public let opacity: LayerProperty<StyleProperty<Double>>
    /// `paint.line-cap`.
    public let cap: LayerProperty<LineCap>
    /// `paint.line-join`.
    public let join: LayerProperty<LineJoin>
    /// `paint.line-dasharray`, in line widths.
    public let dash: LayerProperty<[Double]?>
    /// `paint.line-casing-color`.
    public let casingColor: LayerProperty<StyleProperty<Color>>
    /// `paint.line-casing-width`, a length on each side.
    public let casingWidth: LayerProperty<LengthProperty>
    /// `paint.line-blur`, a length: a soft edge (a glow).
    public let blur: LayerProperty<StyleLength>

    /// The keys with a layer's defaults.
    public init(color: Color, width: Double, cap: LineCap, join: LineJoin) {
        self.color = .colorExpression("line-color", .paint, default: color, doc: "The line's colour.")
        self.width = .lengthExpression("line-width", .paint, default: width, in: .closed(0...500), doc: "The line's width.")
        opacity = .numberExpression("line-opacity", .paint, default: 1, in: .closed(0...1), doc: "The line's opacity.")
        self.cap = .choice("line-cap", .paint, default: cap, doc: "How line ends are drawn.")
        self.join = .choice("line-join", .paint, default: join, doc: "How corners are drawn.")
        dash = .numbers("line-dasharray", .paint, in: .closed(0...1000), unit: "line widths", defaultText: "solid",
                        doc: "Dash and gap lengths, alternating.")
        casingColor = .colorExpression("line-casing-color", .paint, default: .white, doc: "The outline drawn under the line.")
        casingWidth = .lengthExpression("line-casing-width", .paint, default: 0, in: .closed(0...500),
                                        doc: "The outline's width on each side of the line; 0 for none.")
        blur = .length("line-blur", .paint, default: 0, in: .closed(0...200),
                       doc: "Softens the layer's lines into a glow: a Gaussian blur (standard deviation half this) of the whole layer, which also takes the opacity, so overlapping segments never darken; 0 for none.")
    }

    /// The specs, in reference order.
    public var specs: [PropertySpec] {
        [color.spec, width.spec, opacity.spec, cap.spec, join.spec, dash.spec, casingColor.spec, casingWidth.spec, blur.spec]
    }
}
