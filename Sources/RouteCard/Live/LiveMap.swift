import Foundation
import RouteCardGeo
import RouteCardSVG
import RouteCardScene
import RouteCardStyle

/// A live map: a style, a region and an `AnnotationSet` that updates between frames; each frame
/// is a fresh `Scene` (and SVG) of the annotations inside the region. Touches no files.
///
/// ```swift
/// var map = LiveMap(style: try BuiltInStyles.style(named: "live")!,
///                   region: GeoRegion(center: GeoCoordinate(latitude: 37.5, longitude: 127.0), radius: 50_000))
/// map.apply(.upsert(id: "driver-7", coordinate: GeoCoordinate(latitude: 37.51, longitude: 127.02)))
/// let svg = map.svg()
/// ```
///
/// The viewport is fixed by the region (the whole circle fits the padded canvas) or, when a route
/// is given, by the route, so every frame of a stream shares one projection. Text tokens: the
/// card's, with `{count}` (annotations drawn), `{radius}` (`50 km`), and — when the route has no
/// times — `{date}`/`{time}` of the latest update that carried a time (in the style's `timezone`, else
/// the zone at the region's centre).
public struct LiveMap: Sendable {
    /// The style every frame is drawn with.
    public let style: Style
    /// The annotations and their region.
    public private(set) var annotations: AnnotationSet
    /// Decimals written for coordinates; default 2.
    public var precision: Int
    private var context: LayerContext
    private let viewport: Viewport
    private var latestTime: Date?
    private let routeHasTime: Bool

    /// Creates a live map.
    ///
    /// - Parameters:
    ///   - style: the style every frame is drawn with (a `markers` layer with source `annotations`
    ///     draws the annotations).
    ///   - region: the centre and radius (metres); annotations outside are dropped.
    ///   - track: a route to draw under the annotations (it then fixes the viewport); default none.
    ///   - title: `{name}`/`{title}`; default the track's name, or `Live map` without a route.
    ///   - precision: decimals written for coordinates; default 2.
    public init(style: Style, region: GeoRegion, track: Track = Track(), title: String? = nil, precision: Int = 2) {
        self.style = style
        self.precision = precision
        annotations = AnnotationSet(region: region)
        context = LayerContext(track: track, style: style, title: title ?? track.name ?? (track.isEmpty ? "Live map" : nil),
                               annotations: AnnotationFrame(annotations: [], region: region, outline: region.boundary(count: 128)))
        context.tokens.values["radius"] = Self.formatRadius(region.radius, units: style.units)
        context.tokens.values["count"] = "0"
        routeHasTime = context.statistics.startTime != nil
        // Without a timed route, the updates' times are shown in the zone at the region's centre.
        if context.timeZone.source == .utc {
            context.timeZone = CardTimeZone(zone: TimeZoneMap.builtIn.timeZone(at: region.center), source: .position)
        }
        viewport = CardComposer().viewport(for: style, context: context)
    }

    /// A radius for `{radius}`: whole kilometres (miles) without decimals (`50 km`, `3 mi`),
    /// anything else like a route distance (`850 m`, `2.50 km`).
    public static func formatRadius(_ metres: Double, units: UnitSystem) -> String {
        let unit = units == .metric ? 1000.0 : 1609.344
        let value = metres / unit
        // Below 10^15 the whole number converts (live's --radius is at most 5000 km anyway).
        if value >= 1, value < 1e15, abs(value - value.rounded()) < 1e-9 {
            return "\(Int(value.rounded())) \(units == .metric ? "km" : "mi")"
        }
        return TokenValues.formatDistance(metres, units: units)
    }

    /// The fixed viewport of every frame.
    public var frameViewport: Viewport { viewport }

    /// The map data every frame draws (default none): load it once for `frameViewport`, e.g. with
    /// `CardRenderer(tiles:).sources(for:viewport:)`, since the view never moves.
    public var sources: MapSources {
        get { context.sources }
        set { context.sources = newValue }
    }

    /// Applies one update; see `AnnotationSet.apply(_:)`.
    @discardableResult
    public mutating func apply(_ update: AnnotationUpdate) -> AnnotationChange {
        if case .upsert(_, _, let time?, _, _) = update, latestTime.map({ time > $0 }) ?? true { latestTime = time }
        return annotations.apply(update)
    }

    /// The current frame as a scene.
    public func scene() -> Scene {
        var context = self.context
        context.annotations.annotations = annotations.annotations
        context.tokens.values["count"] = TokenValues.formatCount(context.annotations.annotations.count)
        if !routeHasTime, let latestTime {
            context.tokens.values["date"] = TokenValues.formatDate(latestTime, timeZone: context.timeZone.zone)
            context.tokens.values["time"] = TokenValues.formatTime(latestTime, timeZone: context.timeZone.zone)
        }
        return CardComposer().scene(style: style, context: context, viewport: viewport)
    }

    /// The current frame as SVG bytes.
    public func svg() -> [UInt8] {
        SVGWriter(precision: precision).write(scene())
    }
}
