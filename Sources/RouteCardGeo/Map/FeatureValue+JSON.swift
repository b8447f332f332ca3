import RouteCardText

extension FeatureValue {
    /// A JSON value as a feature value, as GeoJSON properties and style literals read it
    /// (objects become null: filters and expressions cannot look inside them).
    package init(json node: JSONNode) {
        switch node.value {
        case .null, .object: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(FeatureValue.init(json:)))
        }
    }
}
