import RouteCardExpressions
import RouteCardScene

/// What part a layer plays on the card, declared by the layer itself (`CardLayer.role`) so the
/// framework treats a plugin exactly like the built-in layer of the same role — no type checks.
///
/// - `.background`: fills the canvas (the built-in `background`); a map source's edge fades into
///   the nearest one below the map, and a base map (`Style.applying(basemap:)`) replaces it.
/// - `.mapData`: draws the features of a map source (`fill`, `line`, `circle`, `symbol`,
///   `raster`); the card reads only the tiles and tile layers these name, fades the source's
///   edge above them, and a base map replaces them.
/// - `.route`: draws the route line (`route`); `legend` and `elevation-profile` take its colour.
/// - `.overlay`: anything else (markers, texts, panels, attribution): drawn above the map.
public enum LayerRole: Sendable {
    /// Drawn above the map, with no part in what the other roles decide. The default.
    case overlay
    /// Fills the whole canvas with `fill` at `opacity` (0…1): what a map's edge fades into.
    case background(fill: Paint, opacity: Double)
    /// Draws the features of the map source `source`; `sourceLayer` is the layer of a vector
    /// source's tiles drawn (`source-layer`), `nil` for GeoJSON or to have every layer decoded.
    case mapData(source: String, sourceLayer: String?)
    /// Draws the route line in `color` (its `line-color`, which may follow point values such as
    /// speed or elevation).
    case route(color: StyleProperty<Color>)

    /// The background's fill and opacity; `nil` for any other role.
    public var background: (fill: Paint, opacity: Double)? {
        if case .background(let fill, let opacity) = self { (fill, opacity) } else { nil }
    }

    /// The map source drawn from and its `source-layer`; `nil` for any other role.
    public var mapData: (source: String, sourceLayer: String?)? {
        if case .mapData(let source, let sourceLayer) = self { (source, sourceLayer) } else { nil }
    }

    /// The route line's colour; `nil` for any other role.
    public var routeColor: StyleProperty<Color>? {
        if case .route(let color) = self { color } else { nil }
    }

    /// Whether the layer draws the map (a background or map data): what a base map replaces.
    public var drawsMap: Bool {
        switch self {
        case .background, .mapData: true
        case .overlay, .route: false
        }
    }
}
