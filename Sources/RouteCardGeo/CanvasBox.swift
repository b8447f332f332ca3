/// A rectangle in canvas points given by its edges.
///
/// As a *fit box* it is relative to an anchor coordinate: a route line of width 6 keeps
/// `CanvasBox(minX: -3, minY: -3, maxX: 3, maxY: 3)` around every point; a 30-point pin whose tip
/// is on the coordinate keeps `CanvasBox(minX: -11, minY: -30, maxX: 11, maxY: 0)`.
public typealias CanvasBox = AxisBox<CanvasSpace>
