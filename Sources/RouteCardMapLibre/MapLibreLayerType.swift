import RouteCardStyle
/// A MapLibre layer type (`fill`, `line`, `heatmap`, …), declared once as data: the RouteCard
/// layer type that draws it (`nil`: skipped with a warning) and every paint and layout property
/// of the MapLibre style specification v8 it has (see `all` for the catalogue).
public struct MapLibreLayerType: Sendable, Hashable {
    /// The MapLibre `type`.
    public var name: String
    /// The RouteCard layer type that draws it (the same name for the six drawn types), or `nil`.
    public var target: String?
    /// Why a type without a target is skipped.
    public var note: String
    /// Every paint and layout property of the type, `visibility` included.
    public var properties: [MapLibreProperty]

    /// Creates a declaration.
    public init(name: String, target: String?, note: String = "", properties: [MapLibreProperty]) {
        self.name = name
        self.target = target
        self.note = note
        self.properties = properties
    }

    /// The property declared for a key in a group, if the type has it.
    public func property(_ key: String, in group: PropertyGroup) -> MapLibreProperty? {
        Self.index[name]?[group]?[key]
    }

    /// Every type's properties by group and key, built once.
    private static let index: [String: [PropertyGroup: [String: MapLibreProperty]]] = Dictionary(uniqueKeysWithValues: all.map { type in
        (type.name, Dictionary(grouping: type.properties, by: \.group).mapValues { Dictionary($0.map { ($0.key, $0) }) { first, _ in first } })
    })

    /// The declared keys of a group, for spelling suggestions.
    public func keys(in group: PropertyGroup) -> [String] {
        properties.filter { $0.group == group }.map(\.key)
    }

    /// The declaration of a MapLibre type name, if the specification has it.
    public static func named(_ name: String) -> MapLibreLayerType? {
        byName[name]
    }

    private static let byName = Dictionary(all.map { ($0.name, $0) }) { first, _ in first }
}
