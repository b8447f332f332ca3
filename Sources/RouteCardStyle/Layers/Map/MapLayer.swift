/// A layer that draws features of a map source; the framework records which sources drew
/// something so an `attribution` layer can credit them.
public protocol MapLayer: CardLayer {
    /// The id of the source the layer draws from.
    var sourceID: String { get }
}
