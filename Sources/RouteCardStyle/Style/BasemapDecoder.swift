import RouteCardMap

/// What reads a card style's `basemap` object into a `Basemap`: `Style.decode` takes one, so this
/// module knows no base map format. RouteCardMapLibre's `MapLibreBasemapDecoder` reads MapLibre
/// styles (`{"maplibre": "positron.json", "sources": {…}, "sprite": "…"}`); the `RouteCard` façade
/// and the engine pass it.
public protocol BasemapDecoder: Sendable {
    /// Decodes a `basemap` object, reading the files it names through `resources` and a sprite
    /// with `spriteLoader` at the card's `scale`; every problem is reported through `object`
    /// (marking the keys it reads). `nil` when it has errors.
    func decodeBasemap(_ object: StyleObject, resources: ResourceResolver, spriteLoader: SpriteLoader?, scale: Double) -> Basemap?
}
