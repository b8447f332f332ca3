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
}
