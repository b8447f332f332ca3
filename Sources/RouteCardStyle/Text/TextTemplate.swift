/// A text with `{token}` placeholders, checked once when the style is decoded.
///
/// `{{` and `}}` stand for literal braces. Style keys: `text-field` in `text` and `markers` layers.
public struct TextTemplate: Sendable, Hashable {
    /// A literal run or a token.
    enum Part: Sendable, Hashable {
        case literal(String)
        case token(String)
    }

    let parts: [Part]

    /// Parses a template; returns an error message for an unknown token or an unclosed brace.
    public static func parse(_ text: String, tokens: [String]) -> Result<TextTemplate, StyleValueError> {
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" || character == "}", next < text.endIndex, text[next] == character {
                literal.append(character)
                index = text.index(after: next)
                continue
            }
            if character == "{" {
                guard let close = text[next...].firstIndex(of: "}") else {
                    return .failure(StyleValueError(message: "unclosed '{' in \"\(text)\""))
                }
                let name = String(text[next..<close])
                guard tokens.contains(name) else {
                    return .failure(StyleValueError(message: "unknown token {\(name)}; known tokens: "
                        + tokens.map { "{\($0)}" }.joined(separator: ", "), code: .unknownToken))
                }
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(.token(name))
                index = text.index(after: close)
                continue
            }
            literal.append(character)
            index = next
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return .success(TextTemplate(parts: parts))
    }

    /// The text with every token replaced by its value (`–` when missing).
    public func render(_ value: (String) -> String?) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .literal(let text): out += text
            case .token(let name): out += value(name) ?? "–"
            }
        }
        return out
    }

    /// Whether the template has no text at all.
    public var isEmpty: Bool { parts.isEmpty }
}
