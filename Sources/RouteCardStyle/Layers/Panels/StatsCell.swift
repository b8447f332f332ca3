import RouteCardGeo
import RouteCardText

/// One cell of a `stats` panel: a label and a value template (`{ "label": "Pace", "value": "{pace}" }`).
public struct StatsCell: Sendable {
    /// The label, written small above the value.
    public var label: String
    /// The value, a template with `{token}`s; a cell whose value renders empty is left out.
    public var value: TextTemplate
    /// The sports the cell is shown for (key `sport`, see ``SportSelection``); `nil`: every sport.
    public var sports: SportSelection?

    /// Creates a cell.
    public init(label: String, value: TextTemplate, sports: SportSelection? = nil) {
        self.label = label
        self.value = value
        self.sports = sports
    }

    /// Whether the cell is shown on a card of `sport`.
    public func isShown(for sport: Sport) -> Bool {
        sports?.includes(sport) ?? true
    }

    /// The cells of `layout.cells`: an array of `{ "label": TEXT, "value": TEMPLATE }` objects
    /// (with an optional `"sport"`: the sports the cell is for),
    /// or `defaultCells` when absent; every mistake reported with its key path.
    static func property(defaultCells: [(String, String)]) -> LayerProperty<[StatsCell]> {
        let defaults = defaultCells.compactMap { label, value in
            (try? TextTemplate.parse(value, tokens: TokenValues.names).get()).map { StatsCell(label: label, value: $0) }
        }
        let shown = defaultCells.map { "\($0.0): `\($0.1)`" }.joined(separator: "; ")
        let spec = PropertySpec(key: "cells", group: .layout, kind: "array of `{ \"label\": …, \"value\": … }`", defaultValue: shown,
                                doc: "The cells in reading order: a label and a value template with `{token}`s, and optionally the `sport` (a name or an array) the cell is for; a cell whose value is missing, or written for other sports, is left out.")
        return LayerProperty(spec: spec) { object, spec in
            guard let node = object.node(spec.key) else { return defaults }
            guard case .array(let elements) = node.value else {
                object.mismatch(spec.key, node, expected: "an array of { \"label\": …, \"value\": … } objects")
                return defaults
            }
            var cells: [StatsCell] = []
            for (index, element) in elements.enumerated() {
                let cell = StyleObject(element, keyPath: object.path(spec.key) + "[\(index)]", log: object.log)
                let label = cell.optionalString("label")
                let text = cell.optionalString("value")
                let sports = SportSelection.decode(cell)
                cell.reportUnknownKeys()
                guard let text else {
                    cell.error("value", at: element, code: .missingKey, "missing key \"value\" (the cell's value template)")
                    continue
                }
                switch TextTemplate.parse(text, tokens: TokenValues.names) {
                case .success(let template): cells.append(StatsCell(label: label ?? "", value: template, sports: sports))
                case .failure(let error): cell.error("value", at: cell.node("value"), code: error.code, error.message)
                }
            }
            return cells
        }
    }
}
