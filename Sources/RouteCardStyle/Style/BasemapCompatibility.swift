import Foundation

/// How much of a base map style (a MapLibre style, see RouteCardMapLibre's `MapLibreCompatibility`)
/// a card draws: its layers drawn, hidden and skipped (with the reasons), and its property uses
/// (each paint or layout key of each layer) supported, approximated and ignored. `routecard
/// style-check` prints it.
public struct BasemapCompatibility: Sendable, Hashable {
    /// A layer that is not drawn, and why.
    public struct SkippedLayer: Sendable, Hashable {
        /// The layer's `id`.
        public var id: String
        /// The layer's `type`.
        public var type: String
        /// Why it is not drawn.
        public var reason: String
    }

    /// Every layer of the style.
    public var layers = 0
    /// The layers drawn (each a RouteCard layer of the card).
    public var drawn = 0
    /// The ids of layers with `"visibility": "none"`: not drawn, as in MapLibre.
    public var hidden: [String] = []
    /// The layers that MapLibre would draw and a card does not.
    public var skipped: [SkippedLayer] = []
    /// Property uses, by how they are drawn (a key written in four layers counts four times).
    public var uses: [BasemapSupport: Int] = [:]
    /// Property uses by key and support, for the listing of what is approximated and ignored.
    public var usesByKey: [String: (support: BasemapSupport, count: Int)] = [:]

    /// Creates an empty tally.
    public init() {}

    /// Records a layer that is not drawn, and why.
    package mutating func skip(_ id: String, type: String, reason: String) {
        skipped.append(SkippedLayer(id: id, type: type, reason: reason))
    }

    /// Records one use of a property.
    package mutating func count(_ key: String, _ support: BasemapSupport) {
        uses[support, default: 0] += 1
        usesByKey[key, default: (support, 0)].count += 1
    }

    /// The layers MapLibre would draw (every layer but the hidden ones).
    public var shownLayers: Int { layers - hidden.count }

    /// The share of the layers MapLibre would draw that the card draws, in percent (100 for none).
    public var drawnPercent: Double {
        shownLayers == 0 ? 100 : Double(drawn) / Double(shownLayers) * 100
    }

    /// Every property use counted.
    public var totalUses: Int { uses.values.reduce(0, +) }

    /// The share of property uses supported or approximated, in percent (100 for none).
    public var handledPercent: Double {
        totalUses == 0 ? 100 : Double((uses[.supported] ?? 0) + (uses[.approximated] ?? 0)) / Double(totalUses) * 100
    }

    /// The share of property uses with a support, in percent.
    public func percent(_ support: BasemapSupport) -> Double {
        totalUses == 0 ? 0 : Double(uses[support] ?? 0) / Double(totalUses) * 100
    }

    /// The summary as lines of text.
    public var lines: [String] {
        func pct(_ value: Double) -> String { String(format: "%.1f %%", value) }
        var text = ["layers: \(layers) — drawn \(drawn) of the \(shownLayers) MapLibre shows (\(pct(drawnPercent))), "
            + "hidden \(hidden.count) (visibility none), skipped \(skipped.count)"]
        for layer in skipped { text.append("  skipped \(layer.id) (\(layer.type)): \(layer.reason)") }
        text.append("property uses: \(totalUses) — supported \(uses[.supported] ?? 0) (\(pct(percent(.supported)))), "
            + "approximated \(uses[.approximated] ?? 0) (\(pct(percent(.approximated)))), "
            + "ignored \(uses[.ignored] ?? 0) (\(pct(percent(.ignored))))")
        text.append("supported or approximated: \(pct(handledPercent))")
        for support in [BasemapSupport.approximated, .ignored] {
            let keys = usesByKey.filter { $0.value.support == support }.sorted { $0.key < $1.key }
            if keys.isEmpty { continue }
            text.append("  \(support.rawValue): " + keys.map { "\($0.key) ×\($0.value.count)" }.joined(separator: ", "))
        }
        return text
    }

    /// Equal when the counts are.
    public static func == (a: BasemapCompatibility, b: BasemapCompatibility) -> Bool {
        a.layers == b.layers && a.drawn == b.drawn && a.hidden == b.hidden && a.skipped == b.skipped && a.uses == b.uses
    }

    /// Hashes the counts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layers)
        hasher.combine(drawn)
        hasher.combine(hidden)
        hasher.combine(uses)
    }
}
