extension FeatureValue {
    /// The value as label text, as MapLibre's `to-string` writes it: null as `""`, `true`/`false`,
    /// whole numbers without a decimal point (`3`), other numbers in their shortest form (`2.5`),
    /// strings unchanged, arrays as their elements' texts joined by commas.
    public var text: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return number.isFinite ? String(number) : number.isNaN ? "NaN" : number > 0 ? "Infinity" : "-Infinity"
        case .string(let text): return text
        case .array(let elements): return elements.map(\.text).joined(separator: ",")
        }
    }
}
