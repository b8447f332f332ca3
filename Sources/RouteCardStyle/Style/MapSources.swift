import RouteCardGeo
import RouteCardMap

/// The loaded map sources of one render, by id, shared by every layer (read once, not per layer).
public struct MapSources: Sendable {
    /// Source id → loaded source.
    public var sources: [String: MapSource]

    /// Creates a set of loaded sources (default: none).
    public init(_ sources: [MapSource] = []) {
        self.sources = Dictionary(sources.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The source with an id.
    public subscript(id: String) -> MapSource? { sources[id] }

    /// Whether no source is loaded.
    public var isEmpty: Bool { sources.isEmpty }

    /// Adds or replaces a source.
    public mutating func insert(_ source: MapSource) {
        sources[source.id] = source
    }

    /// What map layers draw from in a viewport, in world units: the canvas plus a margin for the
    /// strokes of features just outside it — the box whose tiles a card reads.
    public static func coverage(of viewport: Viewport) -> WorldBox {
        MapCanvas.visibleBox(viewport)
    }
}
