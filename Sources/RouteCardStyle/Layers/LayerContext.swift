import Foundation
import RouteCardGeo

/// What every layer may read while it is placed and drawn — the one context of a card or a live
/// frame, made in one place (`init(track:style:title:sources:annotations:)`) so the time zone,
/// title, units, sources and annotations reach every layer the same way.
public struct LayerContext: Sendable {
    /// The track being drawn: with the style's `privacy` applied (see `TrackPrivacy`), only its
    /// visible pieces and waypoints — a layer never sees a hidden coordinate.
    public var track: Track
    /// The statistics of the whole track, hidden parts included — but for `bounds`, which then
    /// cover only the visible route.
    public var statistics: RouteStatistics
    /// When the style hides parts of the route: for each of `track.drawnSegments`, the distance
    /// in metres along the whole route at its first point (so distance markers count from the
    /// real start); `nil` when nothing is hidden (each segment starts where the one before ends).
    public var segmentStartDistances: [Double]?
    /// The card's sport: the style's (`--sport`) or else the track's (``Track/sport``). Layers and
    /// stats cells with a `sport` key are drawn only on cards of the sports it names.
    public var sport: Sport = .other
    /// A maximum heart rate whose zones a track-scaled heart-rate ramp shows (`--max-hr`), if given.
    public var maxHeartRate: Double?
    /// The canvas settings (size, pixel scale, padding, simplification).
    public var canvas: CanvasStyle
    /// Values for `{token}`s in text, in the style's units and `timeZone`.
    public var tokens: TokenValues
    /// The zone the card's dates and times are shown in: the style's `timezone` (with a caller's
    /// override applied), else the zone at the route's first timed point, else UTC.
    public var timeZone: CardTimeZone
    /// The style's units (`units`: route point values, legends, profiles, distance markers); default metric.
    public var units: UnitSystem = .metric
    /// The style's layers for the card's sport, set by `CardComposer` before any is placed, so a
    /// layer can read another's decoded options (a `legend` its route's colour ramp); empty for a
    /// layer placed on its own.
    public var layers: [StyleLayer] = []
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
    /// The bands the layers before this one reserved, while layers are placed (panels and a text
    /// with `"stack": true` start past them); empty while drawing.
    public var reservedBands: [ReservedBand] = []
    /// What labels may not cover, filled by the composer for layers with
    /// `LayerCapabilities.placesLabels`: every layer's `obstacles` (route, markers), the reserved
    /// bands, and the labels of the label layers placed before. Empty otherwise.
    public var collisions = CollisionIndex(bounds: .zero)

    /// The context of a card: the track drawn with a style, the style's `privacy` applied to it
    /// (the statistics and tokens still count the whole track).
    ///
    /// - Parameters:
    ///   - title: replaces the track's name in `{name}`/`{title}` when given.
    ///   - sources: the style's map data, loaded (default none).
    ///   - annotations: live annotations and their region (default none).
    ///   - measurer: how text is measured.
    public init(track: Track, style: Style, title: String? = nil, sources: MapSources = MapSources(),
                annotations: AnnotationFrame = .empty, measurer: TextMeasurer = TextMeasurer()) {
        var statistics = RouteStatistics(track: track)
        if style.privacy.isEmpty {
            self.track = track
        } else {
            let visible = style.privacy.apply(to: track)
            self.track = visible.track
            segmentStartDistances = visible.startDistances
            // The one statistic that is a place: only the visible route's bounds.
            statistics.bounds = GeoBounds(visible.track.segments.lazy.flatMap { $0.points.lazy.map(\.coordinate) })
        }
        self.statistics = statistics
        self.canvas = style.canvas
        self.units = style.units
        // The zone of where the activity started, hidden parts included (as its start time is).
        timeZone = CardTimeZone(given: style.timeZone, track: track)
        sport = style.sport ?? track.sport
        maxHeartRate = style.maxHeartRate
        self.tokens = TokenValues(track: track, statistics: statistics, units: style.units, title: title, timeZone: timeZone.zone,
                                  sport: sport)
        self.measurer = measurer
        self.sources = sources
        self.annotations = annotations
    }

    /// The tolerance for simplifying lines, in canvas points (`canvas.simplify` pixels over the scale).
    public var simplifyTolerance: Double {
        canvas.simplify / max(canvas.scale, 0.01)
    }
}
