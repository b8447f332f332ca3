/// The case a label is written in (`text-transform`).
public enum TextTransform: String, Sendable, Hashable, CaseIterable {
    /// As the data has it.
    case none
    /// Upper case.
    case uppercase
    /// Lower case.
    case lowercase

    /// The text in this case.
    public func apply(_ text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}
