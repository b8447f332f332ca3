import RouteCardStyle
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
    /// How it is drawn when a sprite is given (`--sprite`): support, RouteCard key and note, for
    /// the icon properties; `nil` when a sprite changes nothing.
    public var withSprite: (support: MapLibreSupport, target: String?, note: String)?

    /// The declaration that applies with or without a sprite.
    public func given(sprite: Bool) -> MapLibreProperty {
        guard sprite, let withSprite else { return self }
        return MapLibreProperty(key: key, group: group, support: withSprite.support, target: withSprite.target, note: withSprite.note)
    }

    /// Equal when every part is.
    public static func == (a: MapLibreProperty, b: MapLibreProperty) -> Bool {
        a.key == b.key && a.group == b.group && a.support == b.support && a.target == b.target && a.note == b.note
            && a.withSprite?.support == b.withSprite?.support && a.withSprite?.target == b.withSprite?.target && a.withSprite?.note == b.withSprite?.note
    }

    /// Hashes the key and group.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(group)
    }

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

    /// An icon property: not drawn without a sprite; with one, `support` and decoded as `target`.
    static func icon(_ key: String, _ group: PropertyGroup, _ support: MapLibreSupport, as target: String?, _ note: String = "") -> MapLibreProperty {
        var property = MapLibreProperty(key: key, group: group, support: .ignored, target: nil, note: "icons are not drawn without a sprite (`--sprite`)")
        property.withSprite = (support, target, note)
        return property
    }

    /// A property that is not drawn.
    static func ignored(_ key: String, _ group: PropertyGroup, _ note: String) -> MapLibreProperty {
        MapLibreProperty(key: key, group: group, support: .ignored, target: nil, note: note)
    }
}
