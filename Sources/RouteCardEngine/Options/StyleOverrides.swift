import Foundation
import RouteCard
import RouteCardGeo
import RouteCardStyle

/// The command line's changes to a style — `--size`, `--preset`, `--scale`, `--padding`, `--timezone`, `--sport`, `--max-hr`,
/// `--privacy-zone`, `--privacy-trim`, `--no-attribution` and the camera (`--center`, `--zoom`, `--bounds`) — read and applied the same way by `render`, `batch` and `live`.
struct StyleOverrides: Sendable {
    /// `--size WxH`: the canvas size in points.
    var size: CanvasSize?
    /// `--preset NAME`: a card shape (size and safe area); `--size` replaces its size.
    var preset: CanvasPreset?
    /// `--scale S`: pixels per point of PNG output.
    var scale: Double?
    /// `--padding P`: the space kept free inside the canvas edges, in points.
    var padding: EdgeInsets?
    /// `--timezone ZONE`: the zone of `{date}`, `{time}` and `{start_time}`.
    var timeZone: TimeZone?
    /// `--privacy-zone LAT,LON,R` (repeatable) and `--privacy-trim M`: hidden parts of the route,
    /// added to the style's `privacy` (its zones and these, the larger trims).
    var privacy = TrackPrivacy()
    /// `--sport SPORT`: the card's sport instead of the track's.
    var sport: Sport?
    /// `--max-hr BPM`: the heart rate whose zones a track-scaled heart-rate ramp shows.
    var maxHeartRate: Double?
    /// `--no-attribution`: do not add the default map attribution to a style without one.
    var noAttribution = false
    /// `--center LAT,LON`, `--zoom Z` and `--bounds W,S,E,N` as given; ``camera()`` checks how they go together.
    var center: GeoCoordinate?, zoom: Double?, bounds: GeoBounds?

    /// The fixed view the camera options ask for, or `nil` for one fitted to the route: `--center`
    /// with `--zoom`, or `--bounds` alone; any other mix is a usage error.
    func camera() throws(CLIError) -> Camera? {
        switch (center, zoom, bounds) {
        case (nil, nil, nil): return nil
        case (let center?, let zoom?, nil): return .center(center, zoom: zoom)
        case (nil, nil, let bounds?): return .bounds(bounds)
        case (nil, _?, nil): throw .usage("--zoom needs --center LAT,LON: the middle of the view")
        case (_?, nil, nil): throw .usage("--center needs --zoom Z (0…24, MapLibre's zoom), or give --bounds W,S,E,N instead")
        default: throw .usage("give --center with --zoom, or --bounds, not both: each sets the whole view")
        }
    }

    /// The options that take a value (the card options ``CardOptions`` decodes into overrides).
    static let valued = CardOptions.valued { if case .overrides = $0.decode { true } else { false } }
    /// The flags.
    static let flags = CardOptions.flags { if case .overrides = $0.decode { true } else { false } }

    /// No overrides: the style as it is, with the default map attribution added where needed.
    init() {}

    /// Reads the overrides from a command's arguments as ``CardOptions`` declares them; a bad value is a usage error.
    init(_ arguments: ArgumentList) throws(CLIError) {
        for option in CardOptions.all {
            guard case .overrides(let decode) = option.decode, let values = option.values(in: arguments) else { continue }
            try decode(&self, values)
        }
    }

    /// Applies the overrides to a loaded style: the canvas size, scale and padding, the time zone,
    /// the privacy zones and trims (never fewer than the style's),
    /// and — unless `noAttribution` — the default map attribution (see `MapAttributionDefault`).
    func apply(to style: inout Style) {
        if let preset {
            // One change of the canvas, so layers with relative lengths are decoded once for it.
            var canvas = style.canvas
            preset.apply(to: &canvas, size: size)
            style.canvas = canvas
        } else if let size {
            var canvas = style.canvas
            canvas.width = size.width
            canvas.height = size.height
            style.canvas = canvas
        }
        if let scale { style.canvas.scale = scale }
        if let padding { style.canvas.padding = padding }
        if let timeZone { style.timeZone = timeZone }
        if let sport { style.sport = sport }
        if let maxHeartRate { style.maxHeartRate = maxHeartRate }
        if let camera = try? camera() { style.canvas.camera = camera }
        style.privacy = style.privacy.merged(with: privacy)
        if !noAttribution { MapAttributionDefault.add(to: &style) }
    }
}
