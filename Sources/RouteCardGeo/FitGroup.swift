/// Coordinates a layer must keep in view, each with the same drawn box around it.
///
/// A layer reports one group per continuous line (so its longitudes can be unwrapped across the
/// antimeridian by continuity) and one group per marker. The box is in canvas points relative to
/// each coordinate: half the line width on every side for a route, the icon's extent with its
/// anchor and offset for a marker, the label's box for a label.
public struct FitGroup: Sendable, Hashable {
    /// The coordinates, in drawing order (continuity matters for unwrapping).
    public var coordinates: [GeoCoordinate]
    /// What is drawn around each coordinate, in points relative to it.
    public var box: CanvasBox

    /// Creates a group of coordinates sharing one drawn box.
    public init(coordinates: [GeoCoordinate], box: CanvasBox) {
        self.coordinates = coordinates
        self.box = box
    }
}
