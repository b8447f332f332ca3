/// The style reference of a registry's layer types, generated from their declared properties
/// (`CardLayer.properties`): the README's tables and `routecard styles --spec`.
public struct StyleReference: Sendable {
    /// The layer types described.
    public var registry: LayerRegistry

    /// A reference of a registry's types.
    public init(registry: LayerRegistry = .builtIn) {
        self.registry = registry
    }

    /// The types in reference order: the built-in ones in their usual drawing order, then the rest by name.
    public var typeNames: [String] {
        let preferred = ["background", "fill", "line", "circle", "route", "markers", "radius", "text", "stats", "legend", "elevation-profile", "attribution"]
        let names = registry.typeNames
        return preferred.filter(names.contains) + names.filter { !preferred.contains($0) }
    }

    /// Markdown: a heading, the summary and a table per type (all types when `types` is `nil`).
    public func markdown(types: [String]? = nil) -> String {
        var out = ""
        for name in types ?? typeNames {
            guard let type = registry.layerType(named: name) else { continue }
            if !out.isEmpty { out += "\n" }
            out += "#### `\(name)`\n\n"
            if !type.summary.isEmpty { out += type.summary + "\n\n" }
            let properties = type.properties
            guard !properties.isEmpty else {
                out += "No properties.\n"
                continue
            }
            out += "| key | value | default | description |\n| --- | --- | --- | --- |\n"
            for spec in properties {
                var value = spec.valueDescription
                if let unit = spec.unit { value += " (\(unit))" }
                if spec.allowsExpressions { value += ", expression" }
                let fallback = spec.isRequired ? "required" : spec.defaultValue ?? "none"
                out += "| `\(spec.qualifiedKey)` | \(Self.cell(value)) | \(Self.cell(fallback)) | \(Self.cell(spec.doc)) |\n"
            }
        }
        return out
    }

    /// Plain text for a terminal: one block per type, one line per property.
    public func text(types: [String]? = nil) -> String {
        var blocks: [String] = []
        for name in types ?? typeNames {
            guard let type = registry.layerType(named: name) else { continue }
            var lines = [name + (type.summary.isEmpty ? "" : " — " + type.summary)]
            let width = type.properties.map(\.qualifiedKey.count).max() ?? 0
            for spec in type.properties {
                var value = spec.valueDescription
                if let unit = spec.unit { value += " (\(unit))" }
                if spec.allowsExpressions { value += ", expression" }
                let fallback = spec.isRequired ? "required" : "default " + (spec.defaultValue ?? "none")
                let key = spec.qualifiedKey.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(key)  \(value); \(fallback). \(spec.doc)".replacingOccurrences(of: "`", with: ""))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// A table cell: pipes escaped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
