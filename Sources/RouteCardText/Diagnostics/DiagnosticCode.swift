/// What kind of problem a ``Diagnostic`` reports, as a stable identifier: programs (the command
/// line, a server, an editor) match on it, never on the wording of the message.
///
/// Plugins may define their own: `extension DiagnosticCode { static let tooManyTicks = DiagnosticCode("ticks.too-many") }`.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The identifier, e.g. `unknown-key`.
    public var rawValue: String

    /// Creates a code from its identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a code from its identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier.
    public var description: String { rawValue }

    /// The text is not valid JSON.
    public static let syntax = DiagnosticCode("syntax")
    /// A value of the wrong kind (a string where a number belongs, an array of the wrong length).
    public static let typeMismatch = DiagnosticCode("type-mismatch")
    /// A number outside its allowed range.
    public static let outOfRange = DiagnosticCode("out-of-range")
    /// A value of the right kind that is not allowed; the code of problems no other code describes.
    public static let invalidValue = DiagnosticCode("invalid-value")
    /// A key no reader knows (often a typo; the message suggests a near spelling).
    public static let unknownKey = DiagnosticCode("unknown-key")
    /// A required key is absent.
    public static let missingKey = DiagnosticCode("missing-key")
    /// Two layers share an id.
    public static let duplicateID = DiagnosticCode("duplicate-id")
    /// A layer's `type` names no registered layer type.
    public static let unknownLayerType = DiagnosticCode("unknown-layer-type")
    /// A layer's `source` names no declared source.
    public static let unknownSource = DiagnosticCode("unknown-source")
    /// A layer's `schema` names no schema its source declares (`schemas`).
    public static let unknownSchema = DiagnosticCode("unknown-schema")
    /// A `{token}` in a text template that no value fills.
    public static let unknownToken = DiagnosticCode("unknown-token")
    /// An expression or filter names an operator that does not exist.
    public static let unknownOperator = DiagnosticCode("unknown-operator")
    /// An expression or filter is malformed (arguments, literal types).
    public static let invalidExpression = DiagnosticCode("invalid-expression")
    /// A file the style names (map data, an icon) is refused by the resource policy or cannot be read.
    public static let unreadableResource = DiagnosticCode("unreadable-resource")
    /// `timezone` is not an IANA time zone name.
    public static let unknownTimeZone = DiagnosticCode("unknown-time-zone")
    /// `version` is not a version this library reads.
    public static let unsupportedVersion = DiagnosticCode("unsupported-version")
    /// A warning: the style draws map data but has no layer crediting it.
    public static let missingAttribution = DiagnosticCode("missing-attribution")
    /// A MapLibre style property, layer type or key that a card approximates or does not draw (a warning).
    public static let unsupported = DiagnosticCode("unsupported")
}
