/// How values are written in the generated style reference.
enum SpecFormat {
    /// `5`, `0.25`, `-1`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
