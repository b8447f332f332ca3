/// Fits a text into a width: wrapped onto at most `maxLines` lines, then set smaller (down to
/// `minSize`), then cut with "…" — what a title does on a card that is too narrow for it.
///
/// Lines break at spaces, and anywhere between CJK ideographs, kana and Hangul syllables
/// (which need no spaces); a word wider than the line is broken between characters. Widths come
/// from `TextMeasurer` (each character in the font that draws it), the same measure the reserved band uses.
public struct TextFitter: Sendable {
    /// The widest a line may be, in points.
    public var maxWidth: Double
    /// The most lines the text may take (at least 1).
    public var maxLines: Int
    /// The smallest font size the text may shrink to, in points.
    public var minSize: Double
    /// Extra width each line takes beyond its glyphs (a halo on both sides), in points.
    public var extraWidth: Double

    /// A fitter; `minSize` above the font size means no shrinking.
    public init(maxWidth: Double, maxLines: Int, minSize: Double, extraWidth: Double = 0) {
        self.maxWidth = maxWidth
        self.maxLines = max(1, maxLines)
        self.minSize = minSize
        self.extraWidth = extraWidth
    }

    /// The text as drawn: its lines and the font size they are set in.
    public struct Fitted: Sendable, Hashable {
        /// The lines, top to bottom (the last one may end in "…").
        public var lines: [String]
        /// The font size in points.
        public var size: Double
        /// Whether the text was cut short.
        public var isTruncated: Bool
    }

    /// Fits `text` set at `size` (the largest size) in `bold` or regular.
    public func fit(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer) -> Fitted {
        let floor = min(minSize, size)
        var current = size
        while true {
            let lines = wrap(text, size: current, bold: bold, measurer: measurer)
            if lines.count <= maxLines { return Fitted(lines: lines, size: current, isTruncated: false) }
            if current <= floor { break }
            current = max(floor, current * 0.96)
        }
        // At the smallest size and still too long: keep the first lines, cut the rest into the last.
        var lines = Array(wrap(text, size: floor, bold: bold, measurer: measurer).prefix(maxLines - 1))
        let rest = Self.dropLeadingSpaces(Self.remainder(of: text, after: lines))
        lines.append(ellipsized(String(rest), size: floor, bold: bold, measurer: measurer))
        return Fitted(lines: lines, size: floor, isTruncated: true)
    }

    /// The text broken greedily into lines no wider than `maxWidth` at `size`.
    public func wrap(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer) -> [String] {
        let limit = maxWidth - extraWidth
        func width(_ s: Substring) -> Double { measurer.width(of: String(s), fontSize: size, bold: bold) }
        var lines: [String] = []
        var line = ""
        for piece in Self.pieces(of: text) {
            let candidate = line + piece
            if line.isEmpty || width(Substring(candidate.trimmingTrailingSpaces)) <= limit {
                line = candidate
                continue
            }
            lines.append(line.trimmingTrailingSpaces)
            line = String(Self.dropLeadingSpaces(Substring(piece)))
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line.trimmingTrailingSpaces) }
        // A single piece wider than the line: broken between characters.
        return lines.flatMap { width(Substring($0)) <= limit ? [$0] : Self.breakCharacters($0, limit: limit, width: width) }
    }

    /// `text` cut to the width with "…" at its end (unchanged when it fits).
    public func ellipsized(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer) -> String {
        let limit = maxWidth - extraWidth
        if measurer.width(of: text, fontSize: size, bold: bold) <= limit { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingTrailingSpaces + "…"
            if measurer.width(of: candidate, fontSize: size, bold: bold) <= limit { return candidate }
        }
        return "…"
    }

    /// Break opportunities: a word with the spaces after it, or a single CJK character.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var inSpaces = false
        for character in text {
            if character == " " {
                current.append(character)
                inSpaces = true
                continue
            }
            if inSpaces || isCJK(character) {
                if !current.isEmpty { pieces.append(current) }
                current = ""
            } else if let last = current.last, last != " ", isCJK(last) {
                pieces.append(current)
                current = ""
            }
            inSpaces = false
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Ideographs, kana and Hangul syllables: a line may break before and after each.
    static func isCJK(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x2_0000...0x3_FFFD: return true
        default: return false
        }
    }

    private static func breakCharacters(_ line: String, limit: Double, width: (Substring) -> Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in line {
            if !current.isEmpty, width(Substring(current + String(character))) > limit {
                lines.append(current.trimmingTrailingSpaces)
                current = ""
                if character == " " { continue }
            }
            current.append(character)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The text after the characters the kept lines show (spaces dropped at the breaks).
    private static func remainder(of text: String, after lines: [String]) -> Substring {
        var rest = Substring(text)
        for line in lines {
            rest = dropLeadingSpaces(rest)
            rest = rest.dropFirst(line.count)
        }
        return rest
    }

    private static func dropLeadingSpaces(_ text: Substring) -> Substring {
        text.drop { $0 == " " }
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
