import Foundation
import RouteCardGeo

/// What every layer may read while it is placed and drawn — the one context of a card or a live
/// frame, made in one place (`init(track:style:title:sources:annotations:)`) so the time zone,
/// title, units, sources and annotations reach every layer the same way.
public struct LayerContext: Sendable {
    /// The track being drawn.
    public var track: Track
    /// Its statistics.
    public var statistics: RouteStatistics
    /// The canvas settings (size, pixel scale, padding, simplification).
    public var canvas: CanvasStyle
    /// Values for `{token}`s in text, in the style's units and time zone.
    public var tokens: TokenValues
    /// The style's units (route point values, legends, profiles); default metric.
    public var units: UnitSystem = .metric
    /// The style's layers, set by `CardComposer` before any is placed, so a layer can read another's
    /// decoded options (a `legend` its route's colour ramp); empty for a layer placed on its own.
    public var layers: [StyleLayer] = []
    /// While layers are placed: the bands the layers before this one reserved (so panels stack);
    /// empty while drawing.
    public var reserved: [ReservedBand] = []
    /// Measures label text.
    public var measurer: TextMeasurer
    /// The style's map sources with their data, loaded once per render; default none.
    public var sources: MapSources
    /// Live annotations and their region (empty for a plain route card); read by `markers` with
    /// source `annotations` and by the `radius` layer.
    public var annotations: AnnotationFrame
    /// The credits of what the other layers drew, each once, in drawing order; filled only for
    /// layers with `LayerCapabilities.readsCredits` (which are drawn after the others).
    public var credits: [String] = []

    /// The context of a card: the track drawn with a style.
    ///
    /// - Parameters:
    ///   - title: replaces the track's name in `{name}`/`{title}` when given.
    ///   - sources: the style's map data, loaded (default none).
    ///   - annotations: live annotations and their region (default none).
    ///   - measurer: how text is measured.
    public init(track: Track, style: Style, title: String? = nil, sources: MapSources = MapSources(),
                annotations: AnnotationFrame = .empty, measurer: TextMeasurer = TextMeasurer()) {
        let statistics = RouteStatistics(track: track)
        self.track = track
        self.statistics = statistics
        self.canvas = style.canvas
        self.units = style.units
        self.tokens = TokenValues(track: track, statistics: statistics, units: style.units, title: title, timeZone: style.timeZone)
        self.measurer = measurer
        self.sources = sources
        self.annotations = annotations
    }

    /// The tolerance for simplifying lines, in canvas points (`canvas.simplify` pixels over the scale).
    public var simplifyTolerance: Double {
        canvas.simplify / max(canvas.scale, 0.01)
    }
}
