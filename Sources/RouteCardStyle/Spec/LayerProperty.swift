import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// One declared property of a layer type: its `PropertySpec` and the one way its value is decoded.
///
/// A layer type declares each property once, as a static constant, and reads it in `init(style:)`
/// with `style[property]`; the style reference is generated from the same constants:
///
/// ```swift
/// static let radius = LayerProperty.number("halo-radius", .paint, default: 30, in: .closed(0...500),
///                                          unit: "pt", doc: "The halo's radius.")
/// init(style: LayerStyle) { radius = style[Self.radius] }
/// ```
///
/// Decoding never fails: a wrong value is reported (with its key path and line:column) and the
/// default is used.
public struct LayerProperty<Value: Sendable>: Sendable {
    /// What the property is, for decoding messages and the reference.
    public let spec: PropertySpec
    private let decoder: @Sendable (StyleObject, PropertySpec) -> Value
    /// Whether the decoder reads length strings itself (into `StyleLength`s resolved when drawn).
    private let keepsLengths: Bool

    /// A property decoded by a closure that reads `spec.key` from the object of `spec.group`.
    public init(spec: PropertySpec, decode: @escaping @Sendable (StyleObject, PropertySpec) -> Value) {
        self.init(spec: spec, keepsLengths: false, decode: decode)
    }

    private init(spec: PropertySpec, keepsLengths: Bool, decode: @escaping @Sendable (StyleObject, PropertySpec) -> Value) {
        self.spec = spec
        self.decoder = decode
        self.keepsLengths = keepsLengths
    }

    /// Decodes the value from the object of the property's group (reports wrong values there).
    /// A length property (`spec.isLength`) not decoded into `StyleLength` reads `"12pt"` and
    /// `"4.5vmin"` as points first (on the canvas the style is decoded for).
    public func decode(from object: StyleObject) -> Value {
        if spec.isLength, !keepsLengths { object.resolveLengths(spec.key, in: spec.range) }
        return decoder(object, spec)
    }

    /// The same decoding documented with another default (a layer type that shares a property
    /// with another but defaults differently, e.g. `route` and `line`).
    public func documented(default value: String?, doc: String? = nil) -> LayerProperty<Value> {
        LayerProperty(spec: spec.with(default: value, doc: doc), keepsLengths: keepsLengths, decode: decoder)
    }
}

extension LayerProperty where Value == StyleLength {
    /// A length in points or relative to the canvas (`"4.5vmin"`), kept as written and resolved
    /// on the canvas when drawn (`StyleLength.points(on:)`), or the default (in points).
    public static func length(_ key: String, _ group: PropertyGroup, default value: Double, in range: NumberRange = .any,
                              doc: String) -> LayerProperty<StyleLength> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "number", range: range, defaultValue: SpecFormat.number(value),
                                         unit: CardLength.pointUnit, doc: doc), keepsLengths: true) { object, spec in
            object.length(spec.key, in: range) ?? StyleLength(.points(value), clampedTo: range.closedApproximation)
        }
    }
}

extension LayerProperty where Value == LengthProperty {
    /// A length that may be an expression evaluated per feature: a constant one kept as written
    /// (`"4.5vmin"` resolved on the canvas when drawn), an expression's outputs in points.
    public static func lengthExpression(_ key: String, _ group: PropertyGroup, default value: Double, in range: NumberRange = .any,
                                        doc: String) -> LayerProperty<LengthProperty> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "number", range: range, defaultValue: SpecFormat.number(value),
                                         unit: CardLength.pointUnit, allowsExpressions: true, doc: doc), keepsLengths: true) { object, spec in
            if let node = object.node(spec.key), case .string(let text) = node.value, let length = CardLength(text: text), length.isRelative {
                return LengthProperty(constant: StyleLength(length, clampedTo: range.closedApproximation), shortSide: object.lengths.shortSide)
            }
            // Points, and an expression's outputs (relative ones on the canvas decoded for: decoded again for another).
            object.resolveLengths(spec.key, in: range)
            return LengthProperty(points: object.numberProperty(spec.key, default: value, in: range.closedApproximation))
        }
    }
}

extension LayerProperty where Value == StyleLength? {
    /// A length in points or relative to the canvas (see `length`), or `nil` when absent.
    public static func optionalLength(_ key: String, _ group: PropertyGroup, in range: NumberRange = .any,
                                      defaultText: String? = nil, doc: String) -> LayerProperty<StyleLength?> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "number", range: range, defaultValue: defaultText,
                                         unit: CardLength.pointUnit, doc: doc), keepsLengths: true) { object, spec in
            object.length(spec.key, in: range)
        }
    }
}

extension LayerProperty where Value == Double {
    /// A number in a range, or the default.
    public static func number(_ key: String, _ group: PropertyGroup, default value: Double, in range: NumberRange = .any,
                              unit: String? = nil, doc: String) -> LayerProperty<Double> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "number", range: range, defaultValue: SpecFormat.number(value),
                                         unit: unit, doc: doc)) { object, spec in
            object.number(spec.key, in: range) ?? value
        }
    }
}

extension LayerProperty where Value == Double? {
    /// A number in a range, or `nil` when absent.
    public static func optionalNumber(_ key: String, _ group: PropertyGroup, in range: NumberRange = .any, unit: String? = nil,
                                      defaultText: String? = nil, doc: String) -> LayerProperty<Double?> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "number", range: range, defaultValue: defaultText,
                                         unit: unit, doc: doc)) { object, spec in
            object.number(spec.key, in: range)
        }
    }
}

extension LayerProperty where Value == Bool {
    /// `true` or `false`, or the default.
    public static func bool(_ key: String, _ group: PropertyGroup, default value: Bool, doc: String) -> LayerProperty<Bool> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "boolean", defaultValue: String(value), doc: doc)) { object, spec in
            object.bool(spec.key, default: value)
        }
    }
}

extension LayerProperty where Value == Color {
    /// A colour, or the default.
    public static func color(_ key: String, _ group: PropertyGroup, default value: Color, defaultText: String? = nil,
                             doc: String) -> LayerProperty<Color> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "colour", defaultValue: defaultText ?? value.cssText,
                                         doc: doc)) { object, spec in
            object.color(spec.key, default: value)
        }
    }
}

extension LayerProperty where Value == Color? {
    /// A colour, or `nil` when absent.
    public static func optionalColor(_ key: String, _ group: PropertyGroup, defaultText: String? = nil,
                                     doc: String) -> LayerProperty<Color?> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "colour", defaultValue: defaultText, doc: doc)) { object, spec in
            object.has(spec.key) ? object.color(spec.key, default: .black) : nil
        }
    }
}

extension LayerProperty where Value == String? {
    /// A string, or `nil` when absent.
    public static func optionalString(_ key: String, _ group: PropertyGroup, isRequired: Bool = false, defaultText: String? = nil,
                                      doc: String) -> LayerProperty<String?> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "string", defaultValue: defaultText, isRequired: isRequired,
                                         doc: doc)) { object, spec in
            object.optionalString(spec.key)
        }
    }
}

extension LayerProperty where Value == [String]? {
    /// An array of strings, or `nil` when absent.
    public static func strings(_ key: String, _ group: PropertyGroup, defaultText: String? = nil, doc: String) -> LayerProperty<[String]?> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "array of strings", defaultValue: defaultText, doc: doc)) { object, spec in
            object.strings(spec.key)
        }
    }
}

extension LayerProperty where Value == [Double]? {
    /// An array of numbers of an allowed length (any length when `count` is `nil`), each in a
    /// range, or `nil` when absent.
    public static func numbers(_ key: String, _ group: PropertyGroup, count: Int? = nil, in range: NumberRange = .any,
                               unit: String? = nil, defaultText: String? = nil, doc: String) -> LayerProperty<[Double]?> {
        let kind = count == 2 ? "[x, y]" : count.map { "\($0) numbers" } ?? "array of numbers"
        return LayerProperty(spec: PropertySpec(key: key, group: group, kind: kind, range: range, defaultValue: defaultText,
                                                unit: unit, doc: doc)) { object, spec in
            object.numbers(spec.key, counts: count.map { [$0] }, in: range.closedApproximation)
        }
    }
}

extension LayerProperty where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of a fixed set of strings, or the default.
    public static func choice(_ key: String, _ group: PropertyGroup, default value: Value,
                              defaultText: String? = nil, doc: String) -> LayerProperty<Value> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: Value.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                                         defaultValue: defaultText ?? "`\(value.rawValue)`", doc: doc)) { object, spec in
            object.choice(spec.key, default: value)
        }
    }
}

extension LayerProperty {
    /// An array of strings each one of a fixed set, or `nil` when absent.
    public static func choices<Choice: RawRepresentable & CaseIterable>(_ key: String, _ group: PropertyGroup, of type: Choice.Type,
                                                                        defaultText: String? = nil,
                                                                        doc: String) -> LayerProperty<[Choice]?> where Choice.RawValue == String {
        LayerProperty<[Choice]?>(spec: PropertySpec(key: key, group: group, kind: "array of " + Choice.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                                                    defaultValue: defaultText, doc: doc)) { object, spec in
            object.choices(spec.key, of: type)
        }
    }
}

extension LayerProperty where Value == StyleProperty<Double> {
    /// A number in a range that may be an expression evaluated per feature.
    public static func numberExpression(_ key: String, _ group: PropertyGroup, default value: Double, in range: NumberRange = .any,
                                        unit: String? = nil, doc: String) -> LayerProperty<StyleProperty<Double>> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "number", range: range, defaultValue: SpecFormat.number(value),
                                         unit: unit, allowsExpressions: true, doc: doc)) { object, spec in
            object.numberProperty(spec.key, default: value, in: range.closedApproximation)
        }
    }
}

extension LayerProperty where Value == StyleProperty<Color> {
    /// A colour that may be an expression evaluated per feature.
    public static func colorExpression(_ key: String, _ group: PropertyGroup, default value: Color, defaultText: String? = nil,
                                       doc: String) -> LayerProperty<StyleProperty<Color>> {
        LayerProperty(spec: PropertySpec(key: key, group: group, kind: "colour", defaultValue: defaultText ?? value.cssText,
                                         allowsExpressions: true, doc: doc)) { object, spec in
            object.colorProperty(spec.key, default: value)
        }
    }
}
