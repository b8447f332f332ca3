import RouteCardStyle

/// A RouteCard layer type some of whose properties read as constants can be decoded again one
/// at a time: a MapLibre layer where such a property interpolates with the zoom is decoded once,
/// and at each card's zoom only that property is decoded from the value there (instead of the
/// whole layer from its JSON).
protocol ZoomRedecodable: CardLayer {
    /// The keys `redecode(_:from:)` decodes.
    static var redecodedKeys: Set<String> { get }
    /// Decodes the property `key` (one of `redecodedKeys`) from `style`, where only that key is set.
    mutating func redecode(_ key: String, from style: LayerStyle)
}
