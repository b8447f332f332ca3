/// How distances and speeds are written in text. Style key `units`; default `metric`.
public enum UnitSystem: String, Sendable, Hashable, CaseIterable {
    /// Kilometres and metres.
    case metric
    /// Miles and feet.
    case imperial
}
