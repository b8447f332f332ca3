/// The canvas relative lengths are resolved against while one layer (or the canvas object) is
/// decoded, and whether any was resolved then: a layer that did is decoded again when the canvas
/// changes size. Lengths kept as decoded (`StyleLength`, `LengthProperty`) are not counted: they
/// are resolved on the canvas when the card is placed.
package final class LengthResolution {
    /// The canvas's short side in points.
    package let shortSide: Double
    /// Whether a relative length (`"4.5vmin"`) was read.
    package private(set) var usesRelative = false

    /// Resolution against a canvas's short side.
    package init(shortSide: Double) {
        self.shortSide = shortSide
    }

    /// A length in points, noting when it is relative.
    package func points(_ length: CardLength) -> Double {
        if length.isRelative { usesRelative = true }
        return length.points(shortSide: shortSide)
    }
}
