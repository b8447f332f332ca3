/// A font request: a family stack, a size and a weight.
public struct FontSpec: Sendable, Hashable {
    /// Family names in order of preference; style key `text-font`. Default `["DejaVu Sans", "sans-serif"]`.
    public var families: [String]
    /// Size in points; style key `text-size`.
    public var size: Double
    /// CSS weight (400 normal, 700 bold); style key `text-weight`.
    public var weight: Int

    /// The family stack used when a style names none.
    public static let defaultFamilies = ["DejaVu Sans", "sans-serif"]

    /// The CSS generic family names.
    public static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]

    /// A style's stack made safe to render: `families` followed by `defaultFamilies` (those not
    /// already named) unless it names a generic family itself. Without this, a stack of fonts that
    /// are not installed falls back to a serif face in librsvg; with it, to DejaVu Sans.
    public static func withFallback(_ families: [String]) -> [String] {
        if families.contains(where: { genericFamilies.contains($0.lowercased()) }) { return families }
        return families + defaultFamilies.filter { !families.contains($0) }
    }

    /// Creates a font request.
    public init(families: [String] = FontSpec.defaultFamilies, size: Double, weight: Int = 400) {
        self.families = families
        self.size = size
        self.weight = weight
    }

    /// Whether the weight is bold (600 or more).
    public var isBold: Bool { weight >= 600 }
}
