/// What a card shows where its canvas reaches past a source's data: a source's `edge` key.
///
/// A map extract ends somewhere; on a wide or padded card that end can fall inside the canvas.
/// With `fade` (the default) the map fades into the card's background before its edge (see
/// `MapEdgeFade`), so no edge of the data is seen; with `none` it ends where the data ends. The
/// data's edge is the bounds of a GeoJSON source's features, and a tile archive's bounds (its
/// metadata's, or the style's `bounds`).
public enum MapEdge: String, Sendable, Hashable, CaseIterable {
    /// `"fade"`: the map fades softly into the background before the data's edge.
    case fade
    /// `"none"`: the map ends in a hard edge where the data ends.
    case hard = "none"
}
