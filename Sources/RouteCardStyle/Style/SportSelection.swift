import RouteCardGeo
import RouteCardText

/// The sports a layer or a stats cell is for: key `sport`, one sport name (`"ride"`) or an
/// array of them (`["run", "walk"]`), of `run`, `ride`, `walk`, `hike`, `swim`, `ski`, `other`.
/// Without the key it is for every sport; with it, it is drawn only on cards of those sports
/// (the card's sport: `--sport`, else the track's, see `LayerContext.sport`).
public struct SportSelection: Sendable, Hashable {
    /// The sports named.
    public var sports: Set<Sport>

    /// Creates a selection.
    public init(_ sports: Set<Sport>) {
        self.sports = sports
    }

    /// Whether a card of `sport` shows what the selection is for.
    public func includes(_ sport: Sport) -> Bool {
        sports.contains(sport)
    }

    /// Decodes `object[key]`; every mistake reported with its key path; `nil` without the key.
    static func decode(_ object: StyleObject, key: String = "sport") -> SportSelection? {
        guard let node = object.node(key) else { return nil }
        let names = Sport.allCases.map(\.rawValue)
        func sport(_ element: JSONNode) -> Sport? {
            guard case .string(let text) = element.value else {
                object.mismatch(key, element, expected: "a sport name (" + names.joined(separator: ", ") + ")")
                return nil
            }
            guard let sport = Sport(rawValue: text) else {
                object.error(key, at: element, "unknown sport \"\(text)\"" + SpellingSuggestion.hint(for: text, among: names)
                             + "; known: " + names.joined(separator: ", "))
                return nil
            }
            return sport
        }
        switch node.value {
        case .string:
            return sport(node).map { SportSelection([$0]) }
        case .array(let elements):
            guard !elements.isEmpty else {
                object.error(key, at: node, "an empty list of sports: it would never be drawn (remove the key to draw it for every sport)")
                return nil
            }
            return SportSelection(Set(elements.compactMap(sport)))
        default:
            object.mismatch(key, node, expected: "a sport name or an array of sport names")
            return nil
        }
    }
}
