import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
import RouteCardText

/// A JSON object of a style being decoded: typed accessors that report every problem with its
/// key path and location, and a record of the keys read so unknown keys can be reported.
///
/// Accessors never fail: a missing key gives the default silently, a wrong value gives the
/// default and an error diagnostic. Layer types (built-in and plugins) read their `paint` and
/// `layout` options through this type; keys they never read are reported as unknown afterwards.
public final class StyleObject {
    /// The key path of this object, e.g. `layers[2].paint`.
    public let keyPath: String
    /// Where the object starts (from the log's text; `nil` when the log has none).
    public var location: SourceLocation? { log.location(ofOffset: offset) }
    /// The byte offset where the object starts.
    public let offset: Int?
    /// The diagnostics log shared by the whole decoding.
    package let log: DiagnosticLog
    /// The canvas relative lengths (`"4.5vmin"`) are resolved against, shared by nested objects.
    package let lengths: LengthResolution
    /// The rules the object's expressions are read by (a MapLibre style's or RouteCard's), shared by nested objects.
    package let dialect: ExpressionDialect
    private let members: [JSONMember]
    private(set) var read: Set<String> = []
    /// Values that replace a key's value as written (length strings resolved to points).
    private var substitutes: [String: JSONNode?] = [:]

    /// Wraps a node that should be an object; anything else is reported and treated as empty.
    /// Relative lengths are resolved against `lengths` (default: the default 800-point canvas);
    /// expressions are read by `dialect`'s rules (default: RouteCard's own).
    package init(_ node: JSONNode?, keyPath: String, log: DiagnosticLog,
                 lengths: LengthResolution = LengthResolution(shortSide: 800), dialect: ExpressionDialect = .card) {
        self.keyPath = keyPath
        self.dialect = dialect
        self.offset = node?.offset
        self.log = log
        self.lengths = lengths
        switch node?.value {
        case .object(let members)?: self.members = members
        case nil: self.members = []
        case .some:
            self.members = []
            log.report(code: .typeMismatch, at: node, keyPath: keyPath, "an object expected, \(node!.summary) found")
        }
    }

    /// The key path of a member of this object.
    public func path(_ key: String) -> String {
        keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }

    /// The raw node for a key (marks the key as known).
    public func node(_ key: String) -> JSONNode? {
        read.insert(key)
        if let substitute = substitutes[key] { return substitute }
        return members.first { $0.key == key }?.value
    }

    /// Makes `node(key)` return another value (a length string resolved to its points), or
    /// nothing (a wrong value already reported).
    func substitute(_ key: String, with node: JSONNode?) {
        substitutes[key] = .some(node)
    }

    /// Whether the object has the key (marks the key as known).
    public func has(_ key: String) -> Bool { node(key) != nil }

    /// Reports an error about a key's value (at the object itself when `node` is `nil`).
    public func error(_ key: String, at node: JSONNode?, code: DiagnosticCode = .invalidValue, _ message: String) {
        log.report(code: code, at: log.location(ofOffset: node?.offset ?? offset), keyPath: path(key), message)
    }

    /// Reports a wrong value: `EXPECTED expected, VALUE found`.
    public func mismatch(_ key: String, _ node: JSONNode, expected: String, code: DiagnosticCode = .typeMismatch) {
        error(key, at: node, code: code, "\(expected) expected, \(node.summary) found")
    }

    /// A nested object (an empty one when absent).
    public func object(_ key: String) -> StyleObject {
        StyleObject(node(key), keyPath: path(key), log: log, lengths: lengths, dialect: dialect)
    }

    /// A number within a closed range, or the default.
    public func number(_ key: String, default value: Double, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) -> Double {
        optionalNumber(key, in: range) ?? value
    }

    /// A number within a closed range, or `nil` when absent or wrong (wrong is reported).
    public func optionalNumber(_ key: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) -> Double? {
        guard let node = node(key) else { return nil }
        guard case .number(let number) = node.value, range.contains(number) else {
            mismatch(key, node, expected: OutputType.describe(range), code: node.value.isNumber ? .outOfRange : .typeMismatch)
            return nil
        }
        return number
    }

    /// A boolean, or the default.
    public func bool(_ key: String, default value: Bool) -> Bool {
        guard let node = node(key) else { return value }
        guard case .bool(let flag) = node.value else { mismatch(key, node, expected: "true or false"); return value }
        return flag
    }

    /// A string, or the default.
    public func string(_ key: String, default value: String) -> String {
        optionalString(key) ?? value
    }

    /// A string, or `nil` when absent or wrong (wrong is reported).
    public func optionalString(_ key: String) -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let text) = node.value else { mismatch(key, node, expected: "a string"); return nil }
        return text
    }

    /// One of a fixed set of strings, or the default.
    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, default value: T) -> T where T.RawValue == String {
        guard let node = node(key) else { return value }
        guard case .string(let text) = node.value, let choice = T(rawValue: text) else {
            mismatch(key, node, expected: "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                     code: node.value.isString ? .invalidValue : .typeMismatch)
            return value
        }
        return choice
    }

    /// An array of strings each one of a fixed set, or `nil` when absent or wrong (wrong is reported).
    public func choices<T: RawRepresentable & CaseIterable>(_ key: String, of _: T.Type) -> [T]? where T.RawValue == String {
        guard let node = node(key) else { return nil }
        let expected = "an array of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .array(let elements) = node.value, !elements.isEmpty else { mismatch(key, node, expected: expected); return nil }
        var values: [T] = []
        for element in elements {
            guard case .string(let text) = element.value, let choice = T(rawValue: text) else {
                mismatch(key, element, expected: "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                         code: element.value.isString ? .invalidValue : .typeMismatch)
                return nil
            }
            values.append(choice)
        }
        return values
    }

    /// A colour (`#rrggbb`, `#rgb`, `rgba(…)`, a CSS name), or the default.
    public func color(_ key: String, default value: Color) -> Color {
        guard let node = node(key) else { return value }
        guard case .string(let text) = node.value, let color = Color(css: text) else {
            mismatch(key, node, expected: "a colour (\"#rrggbb\", \"rgba(r, g, b, a)\" or a name)",
                     code: node.value.isString ? .invalidValue : .typeMismatch)
            return value
        }
        return color
    }

    /// An array of numbers of an allowed length, each within a range, or `nil` when absent or wrong.
    public func numbers(_ key: String, counts: Set<Int>? = nil, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) -> [Double]? {
        guard let node = node(key) else { return nil }
        let expected = "an array of " + (counts.map { $0.sorted().map(String.init).joined(separator: " or ") + " " } ?? "")
            + "numbers" + (range == -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude ? "" : " \(OutputType.describe(range).replacingOccurrences(of: "a number ", with: ""))")
        guard case .array(let elements) = node.value else { mismatch(key, node, expected: expected); return nil }
        var values: [Double] = []
        for element in elements {
            guard case .number(let number) = element.value, range.contains(number) else {
                mismatch(key, element, expected: expected, code: element.value.isNumber ? .outOfRange : .typeMismatch)
                return nil
            }
            values.append(number)
        }
        if let counts, !counts.contains(values.count) {
            mismatch(key, node, expected: expected)
            return nil
        }
        return values
    }

    /// An array of strings, or `nil` when absent or wrong.
    public func strings(_ key: String) -> [String]? {
        guard let node = node(key) else { return nil }
        guard case .array(let elements) = node.value else { mismatch(key, node, expected: "an array of strings"); return nil }
        var values: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else { mismatch(key, element, expected: "a string"); return nil }
            values.append(text)
        }
        return values
    }

    /// Reports every key of this object that was never read, suggesting a near spelling: an error,
    /// or with `ignored` a warning that says the key is ignored (MapLibre ignores unknown keys of
    /// layers and sources, so a MapLibre style's are warnings).
    public func reportUnknownKeys(ignored: Bool = false) {
        let unknown = members.filter { !read.contains($0.key) }
        guard !unknown.isEmpty else { return }
        let known = read.sorted()
        for member in unknown {
            log.report(ignored ? .warning : .error, code: .unknownKey, at: log.location(ofOffset: member.keyOffset), keyPath: path(member.key),
                       "unknown key \"\(member.key)\"" + SpellingSuggestion.hint(for: member.key, among: known) + (ignored ? " (ignored)" : ""))
        }
    }

    /// The keys present in the object, in file order.
    public var keys: [String] { members.map(\.key) }

}
