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

    /// Creates a font request.
    public init(families: [String] = FontSpec.defaultFamilies, size: Double, weight: Int = 400) {
        self.families = families
        self.size = size
        self.weight = weight
    }

    /// Whether the weight is bold (600 or more).
    public var isBold: Bool { weight >= 600 }
}
