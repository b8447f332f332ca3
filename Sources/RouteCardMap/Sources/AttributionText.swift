import RouteCardText

/// Map credits as a card writes them: the plain text of the HTML that tile metadata often holds
/// (MBTiles and PMTiles `attribution`, TileJSON), and a schema's required credit merged into an
/// archive's own.
///
/// ```swift
/// AttributionText.plainText(#"<a href="https://protomaps.com" target="_blank">Protomaps</a> &copy; <a href="…">OpenStreetMap</a>"#)
/// // "Protomaps © OpenStreetMap"
/// AttributionText.merging("© OpenStreetMap contributors", into: "Protomaps © OpenStreetMap")
/// // "Protomaps © OpenStreetMap contributors"
/// ```
public enum AttributionText {
    /// The text of an attribution that may be HTML: tags removed (a link keeps its text and drops
    /// its address; `<br>`, `<p>`, `<div>`, `<li>` and table cells become a space), comments
    /// removed, an address in angle brackets (`<http://openstreetmap.org>`) kept as text, character
    /// references decoded (`&copy;`, `&amp;`, `&#169;`, `&#xA9;` and the other common named ones;
    /// an unknown name is kept as written), and runs of white space made one space.
    public static func plainText(_ html: String) -> String {
        converted(html).text
    }

    /// Whether an attribution is HTML: it has tags (other than an address in angle brackets),
    /// comments or character references.
    public static func isHTML(_ text: String) -> Bool {
        converted(text).markup
    }

    /// ``plainText(_:)``, and whether it removed or decoded anything.
    private static func converted(_ html: String) -> (text: String, markup: Bool) {
        let characters = Array(html)
        var text = ""
        var markup = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "<", let end = tagEnd(characters, from: index) {
                let inner = String(characters[(index + 1)..<end.inner])
                if isAddress(inner) {
                    text += inner
                } else {
                    markup = true
                    if blockTags.contains(tagName(inner)) { text += " " }
                }
                index = end.next
            } else if character == "&", let (decoded, next) = reference(characters, at: index) {
                text += decoded
                markup = true
                index = next
            } else {
                text.append(character)
                index += 1
            }
        }
        return (collapsed(text), markup)
    }

    /// A required credit merged into an archive's own (either may be HTML): the archive's credits
    /// in its order and wording (a credit begins at each `©`), one that names the same holder as a
    /// required credit (`© OpenStreetMap` and `© OpenStreetMap contributors`) in the fuller of
    /// the two wordings, then the required credits the archive does not name. Without an archive
    /// credit, the required one.
    public static func merging(_ required: String, into archive: String?) -> String {
        let wanted = credits(plainText(required))
        var merged = credits(archive.map(plainText) ?? "")
        var placed = Set<Int>()
        for index in merged.indices {
            guard let match = wanted.indices.first(where: { !placed.contains($0) && sameHolder(wanted[$0], merged[index]) }) else { continue }
            placed.insert(match)
            if holder(wanted[match]).count > holder(merged[index]).count { merged[index] = wanted[match] }
        }
        merged += wanted.indices.filter { !placed.contains($0) }.map { wanted[$0] }
        return merged.joined(separator: " ")
    }

    /// The credits of a plain text: a new one begins at each `©` (the text before the first is one too).
    static func credits(_ text: String) -> [String] {
        var credits: [String] = []
        var current = ""
        for character in text {
            if character == "©", !current.trimmingBlanks().isEmpty {
                credits.append(String(current.trimmingBlanks()))
                current = ""
            }
            current.append(character)
        }
        if !current.trimmingBlanks().isEmpty { credits.append(String(current.trimmingBlanks())) }
        return credits
    }

    /// Whether two credits name the same holder: one's holder (``holder(_:)``) begins with the other's.
    static func sameHolder(_ a: String, _ b: String) -> Bool {
        let first = holder(a), second = holder(b)
        guard !first.isEmpty, !second.isEmpty else { return false }
        return first.hasPrefix(second) || second.hasPrefix(first)
    }

    /// A credit without its `©` or "(c)", lowercased, trimmed of spaces and punctuation.
    static func holder(_ credit: String) -> String {
        var text = credit.lowercased().replacing("©", with: " ").replacing("(c)", with: " ")
        text = collapsed(text)
        let trim: Set<Character> = [" ", ",", ".", ";", ":", "·", "|", "-", "–", "—"]
        while let first = text.first, trim.contains(first) { text.removeFirst() }
        while let last = text.last, trim.contains(last) { text.removeLast() }
        return text
    }

    /// Tags that separate words when removed.
    private static let blockTags: Set<String> = ["br", "p", "div", "li", "ul", "ol", "tr", "td", "th", "table", "hr", "h1", "h2", "h3",
                                                 "h4", "h5", "h6"]

    /// The named character references decoded (the others are kept as written).
    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "copy": "©", "reg": "®", "trade": "™",
        "middot": "·", "ndash": "–", "mdash": "—", "hellip": "…", "laquo": "«", "raquo": "»", "bull": "•", "deg": "°",
        "times": "×", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "sect": "§", "para": "¶", "euro": "€",
    ]

    /// Where the tag beginning at `start` (a `<`) ends: the index of its `>` (`inner`, what lies
    /// between) and the index after it (`next`); a comment ends at its `-->`. `nil` when the `<`
    /// starts no tag (`a < b`, `<3`) or nothing closes it.
    private static func tagEnd(_ characters: [Character], from start: Int) -> (inner: Int, next: Int)? {
        let rest = characters[(start + 1)...]
        if rest.starts(with: "!--") {
            var index = start + 4
            while index + 2 < characters.count {
                if characters[index] == "-", characters[index + 1] == "-", characters[index + 2] == ">" { return (start + 1, index + 3) }
                index += 1
            }
            return nil
        }
        guard let first = rest.first, first.isLetter || first == "/" || first == "!" || first == "?",
              let close = rest.firstIndex(of: ">") else { return nil }
        if first == "/", !(rest.dropFirst().first?.isLetter ?? false) { return nil }
        return (close, close + 1)
    }

    /// The lowercased name of a tag's inside (`a href=…` → `a`, `/p` → `p`, `br/` → `br`).
    private static func tagName(_ inner: String) -> String {
        let body = inner.hasPrefix("/") ? inner.dropFirst() : Substring(inner)
        return String(body.prefix { $0.isLetter || $0.isNumber }).lowercased()
    }

    /// Whether a tag's inside is an address written in angle brackets (`http://…`, `https://…`, `mailto:…`).
    private static func isAddress(_ inner: String) -> Bool {
        let lower = inner.lowercased()
        return ["http://", "https://", "mailto:"].contains { lower.hasPrefix($0) } && !inner.contains(where: \.isWhitespace)
    }

    /// The character reference at `start` (an `&`) decoded, and the index after its `;`; `nil`
    /// when it is none or an unknown name.
    private static func reference(_ characters: [Character], at start: Int) -> (String, Int)? {
        let limit = min(characters.count, start + 12)
        guard let semicolon = characters[(start + 1)..<limit].firstIndex(of: ";"), semicolon > start + 1 else { return nil }
        let name = String(characters[(start + 1)..<semicolon])
        if let named = entities[name] { return (named, semicolon + 1) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (String(Character(scalar)), semicolon + 1)
    }

    /// White space (also no-break spaces) in runs made one space, none at the ends.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
