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

    /// The text with every token replaced by its value.
    ///
    /// A token without a value (`nil` or empty) is left out together with one separator: the
    /// literal text between two tokens is a separator, and a kept token is joined to the kept
    /// token before it by the separator written just before it. So `{distance} · {duration} · {date}`
    /// without a duration reads `4.47 km · 16 May 2026`, and `{date} at {time} · {distance}` without
    /// a time reads `16 May 2026 · 4.47 km`. Literal text before the first token and after the last
    /// one always stays (`Distance: {distance} km`).
    public func render(_ value: (String) -> String?) -> String {
        var leading = ""
        var separator = ""
        var body = ""
        var seenToken = false
        var keptAny = false
        for part in parts {
            switch part {
            case .literal(let text):
                if seenToken { separator += text } else { leading += text }
            case .token(let name):
                if let text = value(name), !text.isEmpty {
                    body += (keptAny ? separator : "") + text
                    keptAny = true
                }
                seenToken = true
                separator = ""
            }
        }
        // `separator` now holds the text after the last token, which is not a separator.
        return leading + body + separator
    }

    /// Whether the template has no text at all.
    public var isEmpty: Bool { parts.isEmpty }
}
