/// What a layer type does beyond drawing, declared so the framework needs no type checks.
public struct LayerCapabilities: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates capabilities from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The layer draws data that must be credited on the card (it returns `LayerDrawing.credits`);
    /// a style with such a layer and no `.readsCredits` layer gets a `missingAttribution` warning.
    public static let credits = LayerCapabilities(rawValue: 1 << 0)
    /// The layer shows the credits of the others (it is drawn after them and reads
    /// `LayerContext.credits`), like the `attribution` layer.
    public static let readsCredits = LayerCapabilities(rawValue: 1 << 1)
    /// The layer places labels that must not collide (like `symbol` and the `markers` labels):
    /// it is drawn after the layers without labels, the topmost such layer first (so its labels
    /// win, as in MapLibre), reads what is taken in `LayerContext.collisions` — every layer's
    /// `obstacles`, the reserved bands, the labels placed before — and returns the boxes its own
    /// labels took in `LayerDrawing.collisions`. Its group keeps its place in the drawing order.
    public static let placesLabels = LayerCapabilities(rawValue: 1 << 2)
}
