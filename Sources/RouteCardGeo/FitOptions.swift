/// How a viewport is fitted to what must stay in view.
public struct FitOptions: Sendable, Hashable {
    /// The canvas size in points. Style key: `canvas.width`, `canvas.height`.
    public var size: CanvasSize
    /// Space kept free inside each edge, measured from the drawn extent. Style key: `canvas.padding`.
    public var padding: EdgeInsets
    /// The largest zoom level the fit may choose (MapLibre's zoom, 512-point tiles); default 18 (about
    /// 0.3 m a point at the equator).
    /// Style key: `canvas.max-zoom`.
    public var maxZoom: Double
    /// The ground span in metres shown across the smaller padded side when everything to fit is
    /// one position (a single point, or all points equal); default 1000. Style key: `canvas.default-span`.
    public var defaultSpan: Double

    /// Creates fit options; see each property for units and defaults.
    public init(size: CanvasSize, padding: EdgeInsets = EdgeInsets(all: 40), maxZoom: Double = 18, defaultSpan: Double = 1000) {
        self.size = size
        self.padding = padding
        self.maxZoom = maxZoom
        self.defaultSpan = defaultSpan
    }
}
