import RouteCardText

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

    /// Fits `text` set at `size` (the largest size) in `bold` or regular. The work is linear in the
    /// text's length at each size tried; once the card's `WorkBudget` has stopped, no smaller size is tried.
    public func fit(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer) -> Fitted {
        let floor = min(minSize, size)
        var current = size
        while true {
            let lines = wrap(text, size: current, bold: bold, measurer: measurer, lineLimit: maxLines)
            if lines.count <= maxLines { return Fitted(lines: lines, size: current, isTruncated: false) }
            if current <= floor { break }
            current = WorkBudget.current?.isStopped == true ? floor : max(floor, current * 0.96)
        }
        // At the smallest size and still too long: keep the first lines, cut the rest into the last.
        var lines = Array(wrap(text, size: floor, bold: bold, measurer: measurer, lineLimit: maxLines).prefix(maxLines - 1))
        let rest = Self.dropLeadingSpaces(Self.remainder(of: text, after: lines))
        lines.append(ellipsized(String(rest), size: floor, bold: bold, measurer: measurer))
        return Fitted(lines: lines, size: floor, isTruncated: true)
    }

    /// The text broken greedily into lines no wider than `maxWidth` at `size`.
    public func wrap(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer) -> [String] {
        wrap(text, size: size, bold: bold, measurer: measurer, lineLimit: .max)
    }

    /// `wrap(_:size:bold:measurer:)`, stopped once more than `lineLimit` lines are made (the first
    /// `lineLimit + 1` lines are those of the whole text). Widths are added up piece by piece (a
    /// width is the sum of its characters' advances), so the work is linear in the text's length.
    func wrap(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer, lineLimit: Int) -> [String] {
        let limit = maxWidth - extraWidth + Self.slack
        func width(_ s: String) -> Double { measurer.width(of: s, fontSize: size, bold: bold) }
        var lines: [String] = []
        // The line so far, its width without its trailing spaces, and the width of those spaces.
        var line = "", lineWidth = 0.0, trailing = 0.0
        for piece in Self.pieces(of: text) {
            if lines.count > lineLimit { break }
            let body = piece.trimmingTrailingSpaces
            let bodyWidth = width(body), spaces = width(piece) - bodyWidth
            let candidate = body.isEmpty ? lineWidth : lineWidth + trailing + bodyWidth
            if line.isEmpty || candidate <= limit {
                line += piece
                if body.isEmpty {
                    trailing += spaces
                } else {
                    (lineWidth, trailing) = (candidate, spaces)
                }
                continue
            }
            lines.append(line.trimmingTrailingSpaces)
            line = String(Self.dropLeadingSpaces(Substring(piece)))
            lineWidth = width(line.trimmingTrailingSpaces)
            trailing = width(line) - lineWidth
        }
        if (!line.isEmpty || lines.isEmpty) && lines.count <= lineLimit { lines.append(line.trimmingTrailingSpaces) }
        // A single piece wider than the line: broken between characters.
        return lines.flatMap { width($0) <= limit ? [$0] : Self.breakCharacters($0, limit: limit, width: width) }
    }

    /// `text` cut to the width with "…" at its end (unchanged when it fits): the longest start of it
    /// that fits with "…" (its trailing spaces dropped), found in one pass over its characters.
    public func ellipsized(_ text: String, size: Double, bold: Bool, measurer: TextMeasurer) -> String {
        let limit = maxWidth - extraWidth + Self.slack
        func width(_ s: String) -> Double { measurer.width(of: s, fontSize: size, bold: bold) }
        if width(text) <= limit { return text }
        let ellipsis = width("…")
        // The characters read, their width, the width of the spaces at their end, and the most that fit.
        var count = 0, total = 0.0, trailing = 0.0, kept = 0
        for character in text {
            let advance = width(String(character))
            total += advance
            trailing = character == " " ? trailing + advance : 0
            count += 1
            if total - trailing + ellipsis <= limit {
                kept = count
            } else if character != " " {
                break   // the width without trailing spaces only grows from here
            }
        }
        // The whole text does not fit: at least one character goes.
        kept = min(kept, text.count - 1)
        return kept <= 0 ? "…" : String(text.prefix(kept)).trimmingTrailingSpaces + "…"
    }

    /// How much a sum of advances may exceed a width and still fit: the rounding of adding widths
    /// one by one instead of measuring the whole line.
    private static let slack = 1e-9

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

    private static func breakCharacters(_ line: String, limit: Double, width: (String) -> Double) -> [String] {
        var lines: [String] = []
        var current = "", currentWidth = 0.0
        for character in line {
            let advance = width(String(character))
            if !current.isEmpty, currentWidth + advance > limit {
                lines.append(current.trimmingTrailingSpaces)
                (current, currentWidth) = ("", 0)
                if character == " " { continue }
            }
            current.append(character)
            currentWidth += advance
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
