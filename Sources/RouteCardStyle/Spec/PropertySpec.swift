/// What a layer type declares about one of its style properties, once: the key, what values it
/// takes, its default, its unit, whether it may be an expression, and one line of documentation.
///
/// The decoder reads values through the `LayerProperty` that carries this spec, and the style
/// reference (`routecard styles --spec`, the README's tables) is generated from it.
public struct PropertySpec: Sendable, Hashable {
    /// The key, e.g. `line-width`.
    public var key: String
    /// Where the key is written.
    public var group: PropertyGroup
    /// The kind of value, as shown in the reference (e.g. `number`, `colour`, `[x, y]`).
    public var kind: String
    /// The accepted numbers, for numeric kinds.
    public var range: NumberRange?
    /// The default as shown in the reference; `nil` when there is none (then the value is optional
    /// or, with `isRequired`, must be given).
    public var defaultValue: String?
    /// The unit of a number (`pt`, `°`, `line widths`), if any.
    public var unit: String?
    /// Whether the value may be an expression evaluated per feature.
    public var allowsExpressions: Bool
    /// Whether the key must be given.
    public var isRequired: Bool
    /// One line of documentation.
    public var doc: String

    /// Creates a spec.
    public init(key: String, group: PropertyGroup, kind: String, range: NumberRange? = nil, defaultValue: String? = nil,
                unit: String? = nil, allowsExpressions: Bool = false, isRequired: Bool = false, doc: String) {
        self.key = key
        self.group = group
        self.kind = kind
        self.range = range
        self.defaultValue = defaultValue
        self.unit = unit
        self.allowsExpressions = allowsExpressions
        self.isRequired = isRequired
        self.doc = doc
    }

    /// Whether the value is a length on the card (unit `pt`): it may then also be written as a
    /// string with a unit, `"12pt"` or `"4.5vmin"` (percent of the card's short side; see `CardLength`).
    public var isLength: Bool { unit == CardLength.pointUnit }

    /// The unit as the reference shows it: `pt or vmin` for lengths.
    public var unitDescription: String? {
        isLength ? "pt or vmin" : unit
    }

    /// The key as written in a style, with its group: `paint.line-width`, `source`.
    public var qualifiedKey: String { group == .root ? key : "\(group.rawValue).\(key)" }

    /// The accepted values in words: the kind with its range (`number ≥ 0`).
    public var valueDescription: String {
        guard let range, !range.shortDescription.isEmpty else { return kind }
        return "\(kind) \(range.shortDescription)"
    }

    /// The same spec with another default (and documentation, when given).
    public func with(default value: String?, doc newDoc: String? = nil) -> PropertySpec {
        var copy = self
        copy.defaultValue = value
        if let newDoc { copy.doc = newDoc }
        return copy
    }
}
