/// One paint or layout property of a MapLibre layer type, declared once as data: where MapLibre
/// writes it, how RouteCard draws it, and which key of RouteCard's own layer type it becomes.
///
/// The loader (`MapLibreStyle`) reads every property of a MapLibre layer through its declaration:
/// a supported or approximated one is handed to the RouteCard layer type under `target` (whose
/// own `PropertySpec` then decodes and checks the value, so the messages are those of RouteCard's
/// styles), an ignored one is reported once per kind. `routecard style-check` counts them, and the
/// README's table of MapLibre properties is this data.
public struct MapLibreProperty: Sendable, Hashable {
    /// The key, e.g. `line-gap-width`.
    public var key: String
    /// Where MapLibre writes it: `.paint` or `.layout`.
    public var group: PropertyGroup
    /// How it is drawn.
    public var support: MapLibreSupport
    /// The key of the RouteCard layer type's property it is decoded as (the same key, or another
    /// one); `nil` when the loader consumes it itself (`visibility`, `*-translate`, the icons) or
    /// when it changes nothing on a card.
    public var target: String?
    /// What RouteCard does with it, in a few words (shown in warnings and the reference).
    public var note: String

    /// Creates a declaration.
    public init(key: String, group: PropertyGroup, support: MapLibreSupport, target: String?, note: String = "") {
        self.key = key
        self.group = group
        self.support = support
        self.target = target
        self.note = note
    }

    /// A property RouteCard's layer type decodes under the same key (or `as`).
    static func supported(_ key: String, _ group: PropertyGroup, as target: String? = nil, _ note: String = "") -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: .supported, target: target ?? key, note: note)
    }

    /// A property that changes nothing on a flat, north-up, static card (read and checked by nothing else).
    static func noEffect(_ key: String, _ group: PropertyGroup, _ note: String) -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: .supported, target: nil, note: note)
    }

    /// A property the loader handles itself (`visibility`, translations, icons).
    static func loader(_ key: String, _ group: PropertyGroup, _ note: String) -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: .supported, target: nil, note: note)
    }

    /// A property the loader handles itself, approximating or leaving out what it does.
    static func loader(_ key: String, _ group: PropertyGroup, _ support: MapLibreSupport, _ note: String) -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: support, target: nil, note: note)
    }

    /// A property drawn close to MapLibre's look, decoded as `target` (`nil`: not passed on).
    static func approximated(_ key: String, _ group: PropertyGroup, as target: String?, _ note: String) -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: .approximated, target: target, note: note)
    }

    /// A property that is not drawn.
    static func ignored(_ key: String, _ group: PropertyGroup, _ note: String) -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: .ignored, target: nil, note: note)
    }
}
