import RouteCardScene

/// A MapLibre `text-font` stack ("Noto Sans Regular", "Open Sans Bold") mapped to the families and
/// weight a card's text is set in.
///
/// Each name is split into a family and a trailing weight word (`Thin` 100, `ExtraLight` 200,
/// `Light` 300, `Regular`/`Book`/`Italic` 400, `Medium` 500, `SemiBold` 600, `Bold` 700,
/// `ExtraBold`/`Heavy` 800, `Black` 900; italics are set upright). The first family of the stack
/// that is installed (`installedFamilies`, the fonts whose metrics `TextMeasurer` knows) is used,
/// with the weight of the first name; any other family falls back to DejaVu Sans, so the label
/// boxes measured here are what librsvg and a browser draw.
public struct FontStack: Sendable, Hashable {
    /// The families written to the SVG, in order (a known family, then DejaVu Sans and `sans-serif`).
    public var families: [String]
    /// The CSS weight (400 regular, 700 bold).
    public var weight: Int

    /// The families whose metrics are known and which are installed with the package's fonts.
    public static let installedFamilies: Set<String> = ["DejaVu Sans"]

    private static let weights: [(word: String, weight: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("thin", 100), ("hairline", 100), ("light", 300), ("regular", 400), ("book", 400),
        ("normal", 400), ("italic", 400), ("oblique", 400), ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// Maps a stack of font names (`nil` or empty: DejaVu Sans Regular).
    public init(names: [String]?) {
        let parsed = (names ?? []).map(Self.split)
        weight = parsed.first?.weight ?? 400
        let known = parsed.map(\.family).first { Self.installedFamilies.contains($0) }
        families = FontSpec.withFallback(known.map { [$0] } ?? [])
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
