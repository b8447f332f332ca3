import RouteCardGeo

/// What every layer may read while it reports fit groups and makes nodes.
public struct LayerContext: Sendable {
    /// The track being drawn.
    public var track: Track
    /// Its statistics.
    public var statistics: RouteStatistics
    /// The canvas settings (size, pixel scale, padding, simplification).
    public var canvas: CanvasStyle
    /// Values for `{token}`s in text.
    public var tokens: TokenValues
    /// Measures label text.
    public var measurer: TextMeasurer
    /// The style's map sources with their data, loaded once per render; default none.
    public var sources: MapSources = MapSources()
    /// Ids of the sources that map layers drew from so far, in drawing order (read by `attribution` layers).
    public var drawnSources: [String] = []
    /// Live annotations and their region (empty for a plain route card); read by `markers` with
    /// source `annotations` and by the `radius` layer.
    public var annotations: AnnotationFrame = .empty

    /// Creates a context.
    public init(track: Track, statistics: RouteStatistics, canvas: CanvasStyle, tokens: TokenValues, measurer: TextMeasurer = TextMeasurer()) {
        self.track = track
        self.statistics = statistics
        self.canvas = canvas
        self.tokens = tokens
        self.measurer = measurer
    }

    /// The tolerance for simplifying lines, in canvas points (`canvas.simplify` pixels over the scale).
    public var simplifyTolerance: Double {
        canvas.simplify / max(canvas.scale, 0.01)
    }
}
