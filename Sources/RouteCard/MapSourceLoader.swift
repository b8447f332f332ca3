import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardStyle

/// Loads the map data a style's `sources` declare, once per render, for every layer to share.
///
/// Each source's `data` is read through the style's `ResourceResolver` for it
/// (`Style.resources(forSource:)`: the one the style — or its base map — was decoded with): a file in the style's folder, `builtin:` data compiled into the
/// library, or whatever a custom resolver serves. A source used by several layers is read once.
public struct MapSourceLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Every GeoJSON source of a style, loaded (none for a style without sources). Vector and
    /// raster sources are read for each card's viewport (see `CardRenderer.tiles`).
    public func load(_ style: Style) throws(MapSourceError) -> MapSources {
        var loaded: [MapSource] = []
        for id in style.sources.keys.sorted() where !style.sources[id]!.isTiled {
            let declaration = style.sources[id]!
            let resources = style.resources(forSource: id)
            let name = (try? resources.locate(declaration.data)) ?? "\"\(declaration.data)\""
            let bytes: [UInt8]
            do {
                bytes = try resources.read(declaration.data)
            } catch {
                throw .unreadable(path: name, reason: "\(error.reason) (sources.\(id).data in \(declaration.styleFile ?? "the style"))")
            }
            do {
                let data = try MapDataReader().read(bytes, path: name)
                loaded.append(MapSource(id: id, data: data, attribution: declaration.attribution, edge: declaration.edge))
            } catch {
                throw .invalid(error)
            }
        }
        return MapSources(loaded)
    }
}
