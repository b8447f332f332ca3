/// Why a Mapbox Vector Tile could not be decoded: what is wrong and in which layer and feature.
public struct MVTError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong (e.g. `LineTo needs 6 numbers, 2 left in the geometry`).
    public var message: String
    /// The layer's name, when the problem is inside a named layer.
    public var layer: String?
    /// The feature's index within its layer (0-based), when the problem is inside a feature.
    public var feature: Int?

    /// Creates an error.
    public init(message: String, layer: String? = nil, feature: Int? = nil) {
        self.message = message
        self.layer = layer
        self.feature = feature
    }

    /// `vector tile: layer "roads", feature 3: …`.
    public var description: String {
        var text = "vector tile"
        if let layer { text += ": layer \"\(layer)\"" }
        if let feature { text += (layer == nil ? ": " : ", ") + "feature \(feature)" }
        return text + ": " + message
    }
}
