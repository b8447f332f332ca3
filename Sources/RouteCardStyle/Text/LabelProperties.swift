import RouteCardScene

/// The `text-*` keys of a label, declared once with a layer's defaults: layout `text-size`,
/// `text-font`, `text-weight`; paint `text-color`, `text-opacity`, `text-halo-color`, `text-halo-width`.
public struct LabelProperties: Sendable {
    /// `layout.text-size`, a length.
    public let size: LayerProperty<StyleLength>
    /// `layout.text-font`, a family stack.
    public let font: LayerProperty<[String]?>
    /// `layout.text-weight`: `normal`, `bold` or 100…900.
    public let weight: LayerProperty<Int>
    /// `paint.text-color`.
    public let color: LayerProperty<Color>
    /// `paint.text-opacity`.
    public let opacity: LayerProperty<Double>
    /// `paint.text-halo-color`.
    public let haloColor: LayerProperty<Color>
    /// `paint.text-halo-width`, a length.
    public let haloWidth: LayerProperty<StyleLength>

    /// The label keys with a layer's defaults.
    public init(size: Double, weight: Int = 400, color: Color = Color(r: 28, g: 28, b: 30), haloWidth: Double = 0) {
        self.size = .length("text-size", .layout, default: size, in: .closed(1...1000), doc: "The font size.")
        font = .strings("text-font", .layout, defaultText: "`[\"DejaVu Sans\", \"sans-serif\"]`",
                        doc: "A font family stack; DejaVu Sans and sans-serif are appended unless it names a generic family.")
        self.weight = LayerProperty(spec: PropertySpec(key: "text-weight", group: .layout, kind: "`normal`, `bold` or 100…900",
                                                       defaultValue: weight == 700 ? "`bold`" : weight == 400 ? "`normal`" : String(weight),
                                                       doc: "The font weight.")) { object, spec in
            guard let node = object.node(spec.key) else { return weight }
            switch node.value {
            case .string("normal"): return 400
            case .string("bold"): return 700
            case .number(let value) where (100...900).contains(value): return Int(value)
            default:
                object.mismatch(spec.key, node, expected: "\"normal\", \"bold\" or a number in 100…900")
                return weight
            }
        }
        self.color = .color("text-color", .paint, default: color, doc: "The glyphs' colour.")
        opacity = .number("text-opacity", .paint, default: 1, in: .closed(0...1), doc: "The text's opacity.")
        haloColor = .color("text-halo-color", .paint, default: .white, doc: "The halo (outline) around the glyphs.")
        self.haloWidth = .length("text-halo-width", .paint, default: haloWidth, in: .closed(0...100),
                                 doc: "The halo's width on each side of the glyphs; 0 for none.")
    }

    /// The specs, in reference order.
    public var specs: [PropertySpec] {
        [size.spec, font.spec, weight.spec, color.spec, opacity.spec, haloColor.spec, haloWidth.spec]
    }
}
