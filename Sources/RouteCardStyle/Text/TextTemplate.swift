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
    ///
    /// A value with right-to-left letters (Hebrew, Arabic, …) set among other text is wrapped in
    /// Unicode's FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068, U+2069; zero width), so
    /// the bidirectional algorithm keeps the rest in its order: `ركض الصباح — 4.47 km` reads
    /// left to right with the name as one right-to-left run, instead of the line taking the
    /// name's direction and moving `4.47` and `km` apart.
    public func render(_ value: (String) -> String?) -> String {
        let isolates = parts.count > 1
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
                    body += (keptAny ? separator : "") + (isolates && Self.hasRightToLeftLetters(text) ? "\u{2068}\(text)\u{2069}" : text)
                    keptAny = true
                }
                seenToken = true
                separator = ""
            }
        }
        // `separator` now holds the text after the last token, which is not a separator.
        return leading + body + separator
    }

    /// Whether `text` has a letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko,
    /// Samaritan, Mandaic (U+0590–U+08FF), their presentation forms (U+FB1D–U+FDFF, U+FE70–U+FEFF)
    /// and the right-to-left blocks of the supplementary planes (U+10800–U+10FFF, U+1E800–U+1EFFF).
    static func hasRightToLeftLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF:
                return scalar.properties.isAlphabetic
            default:
                return false
            }
        }
    }

    /// Whether the template has no text at all.
    public var isEmpty: Bool { parts.isEmpty }
}
