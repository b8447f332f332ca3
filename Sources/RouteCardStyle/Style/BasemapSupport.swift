/// How RouteCard draws one property of a base map style (a MapLibre style property, see
/// RouteCardMapLibre's `MapLibreProperty`).
public enum BasemapSupport: String, Sendable, Hashable, CaseIterable {
    /// Drawn as MapLibre draws it (or a no-op that changes nothing on a flat, north-up card, such
    /// as `text-pitch-alignment`).
    case supported
    /// Drawn close to MapLibre's look, not the same (`line-blur` as a Gaussian blur of the layer,
    /// `text-font` mapped to installed fonts); a warning names each kind once.
    case approximated
    /// Not drawn (`text-halo-blur`, `icon-text-fit`); a warning names each kind once.
    case ignored
}
