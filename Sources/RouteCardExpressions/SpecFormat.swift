/// How values are written in the generated style reference.
package enum SpecFormat {
    /// `5`, `0.25`, `-1`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
