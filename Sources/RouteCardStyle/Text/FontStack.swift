import RouteCardScene

/// A MapLibre `text-font` stack ("Noto Sans Regular", "Open Sans Bold") mapped to the families and
/// weight a card's text is set in.
///
/// Each name is split into a family and a trailing weight word (`Thin` 100, `ExtraLight` 200,
/// `Light` 300, `Regular`/`Book`/`Italic` 400, `Medium` 500, `SemiBold` 600, `Bold` 700,
/// `ExtraBold`/`Heavy` 800, `Black` 900; italics are set upright). Each family becomes the families
/// `FontFamilyMapping.table` gives it (a family not in the table is kept as written), in the
/// stack's order, then DejaVu Sans and `sans-serif`, so fontconfig (through librsvg) uses the first
/// one installed. The weight is the first name's. Label boxes are measured with DejaVu Sans's
/// metrics (and its fontconfig fallbacks' for the characters it lacks) whatever the family
/// (`TextMeasurer`), so a wider installed face may draw a label a little beyond its box.
public struct FontStack: Sendable, Hashable {
    /// The families written to the SVG, in order (the mapped families, then DejaVu Sans and `sans-serif`).
    public var families: [String]
    /// The CSS weight (400 regular, 700 bold).
    public var weight: Int

    private static let weights: [(word: String, weight: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("thin", 100), ("hairline", 100), ("light", 300), ("regular", 400), ("book", 400),
        ("normal", 400), ("italic", 400), ("oblique", 400), ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// A stack of families (written as given) and a weight.
    public init(families: [String], weight: Int) {
        self.families = families
        self.weight = weight
    }

    /// Maps a stack of font names (`nil` or empty: DejaVu Sans Regular).
    public init(names: [String]?) {
        let parsed = (names ?? []).map(Self.split)
        weight = parsed.first?.weight ?? 400
        var mapped: [String] = []
        for family in parsed.map(\.family) where !family.isEmpty {
            for name in FontFamilyMapping.named(family)?.families ?? [family] where !mapped.contains(name) { mapped.append(name) }
        }
        families = FontSpec.withFallback(mapped)
    }

    /// A font name's family and weight: `"Open Sans Semibold Italic"` → `("Open Sans", 600)`.
    static func split(_ name: String) -> (family: String, weight: Int) {
        var words = name.split(separator: " ").map(String.init)
        var weight: Int?
        while let last = words.last, words.count > 1 {
            let lowered = last.lowercased().replacingOccurrences(of: "-", with: "")
            guard let match = weights.first(where: { $0.word == lowered }) else { break }
            // "Bold Italic": the weight word before the style word wins.
            if weight == nil || match.weight != 400 { weight = match.weight == 400 ? weight ?? 400 : match.weight }
            words.removeLast()
        }
        return (words.joined(separator: " "), weight ?? 400)
    }
}
