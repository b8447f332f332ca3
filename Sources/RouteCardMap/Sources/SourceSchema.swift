/// One tile schema a vector source's layers are written for: an entry of the source's `schemas`.
///
/// ```json
/// "openmaptiles": { "type": "vector", "schemas": {
///   "openmaptiles": { "attribution": "© OpenMapTiles © OpenStreetMap contributors" },
///   "protomaps": { "attribution": "© OpenStreetMap contributors" } } }
/// ```
/// A style that draws archives of several schemas (the tile layer names and attribute values an
/// archive follows, such as OpenMapTiles' `transportation`/`class` or Protomaps' `roads`/`kind`)
/// declares them on the source, and each map layer written for one of them says so with its own
/// `"schema"` key. A card draws the layers of one schema: the one whose layers' `source-layer`s
/// the archive has most of (by its `vector_layers`, else the layers its tiles hold; the first
/// declared on a tie), and the layers that name no schema.
public struct SourceSchema: Sendable, Hashable {
    /// The schema's name, as layers name it in their `"schema"`.
    public var name: String
    /// The credit the schema requires (its licence's wording, such as OpenMapTiles' CC-BY
    /// "© OpenMapTiles"). The card shows it together with the archive's own attribution: the
    /// archive's credits in its order, one the schema's credit names in its fuller wording, and the
    /// rest of the schema's after them (see `AttributionText.merging(_:into:)`).
    public var attribution: String?

    /// Creates a schema.
    public init(name: String, attribution: String? = nil) {
        self.name = name
        self.attribution = attribution
    }
}
