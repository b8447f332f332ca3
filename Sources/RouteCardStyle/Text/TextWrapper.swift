/// Breaks a label into lines no wider than a limit (MapLibre's `text-max-width`): at spaces, and
/// between East Asian wide characters (which are written without spaces); a single word wider
/// than the limit keeps a line of its own. Explicit newlines always break.
public enum TextWrapper {
    /// The lines of `text`, each measured with `width` (trailing spaces dropped).
    public static func wrap(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in words(of: String(paragraph)) {
                let candidate = line + word
                if line.isEmpty || width(candidate.trimmingSpaces) <= maxWidth {
                    line = candidate
                } else {
                    lines.append(line.trimmingSpaces)
                    line = String(word.drop { $0 == " " })
                }
            }
            lines.append(line.trimmingSpaces)
        }
        return lines.filter { !$0.isEmpty }
    }

    /// The pieces a line may break after: a word with its following spaces, or one wide character.
    static func words(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if character == " " {
                current.append(character)
            } else if isWide(character) {
                if !current.isEmpty { pieces.append(current) }
                pieces.append(String(character))
                current = ""
            } else {
                if current.last == " " { pieces.append(current); current = "" }
                current.append(character)
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Whether a character is an ideograph, kana or Hangul syllable (text written without spaces).
    static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xF900...0xFAFF).contains(value)
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        while text.first == " " { text = text.dropFirst() }
        return String(text)
    }
}
