/// A layer type that draws the features of a map source — the built-in `fill`, `line` and
/// `circle` — and says which, through typed properties.
///
/// What the framework goes by is the layer's `role`: a card reads the tiles of a vector source
/// only when a layer whose `role` is `.mapData` draws from it, and decodes only the tile layers
/// (`source-layer`s) those name. A plugin that reads a vector source's tiles must declare
/// `var role: LayerRole { .mapData(source: …, sourceLayer: …) }` (adopting this protocol does not
/// do it for it), or it finds none of their layers.
public protocol MapDataLayer: CardLayer {
    /// The id of the source drawn from.
    var mapSource: String { get }
    /// The layer of a vector source's tiles drawn (`source-layer`); `nil` for GeoJSON, or to
    /// have every layer of the tiles decoded.
    var mapSourceLayer: String? { get }
}
