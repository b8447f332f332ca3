import RouteCardGeo

extension PointMeasure {
    /// The measure's name for a legend: `Heart rate`.
    public var title: String {
        switch self {
        case .speed: "Speed"
        case .pace: "Pace"
        case .heartRate: "Heart rate"
        case .cadence: "Cadence"
        case .power: "Power"
        case .temperature: "Temperature"
        case .elevation: "Elevation"
        case .grade: "Grade"
        case .time: "Time"
        case .progress: "Progress"
        }
    }

    /// The unit a legend names: `bpm`, `km/h`, `min/km`, `ft`…; `nil` where the values show
    /// their own (time as `h:mm:ss`, progress as `%`).
    public func unit(_ units: UnitSystem) -> String? {
        let imperial = units == .imperial
        switch self {
        case .speed: return imperial ? "mph" : "km/h"
        case .pace: return imperial ? "min/mi" : "min/km"
        case .heartRate: return "bpm"
        case .cadence: return "rpm"
        case .power: return "W"
        case .temperature: return "°C"
        case .elevation: return imperial ? "ft" : "m"
        case .grade: return "%"
        case .time, .progress: return nil
        }
    }

    /// A value in style units as a legend writes it: `142`, `12.5`, `5:30` (pace), `1:02:00`
    /// (time), `50%` (progress).
    public func format(_ value: Double) -> String {
        switch self {
        case .pace: return TokenValues.formatDuration(value * 60)
        case .time: return TokenValues.formatDuration(value)
        case .progress: return Self.decimal(value * 100) + "%"
        default: return Self.decimal(value)
        }
    }

    /// `142`, `12.5`, `−3` (at most one decimal, none when whole).
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let tenths = (value * 10).rounded()
        let sign = tenths < 0 ? "−" : ""
        let magnitude = min(abs(tenths), 1e15)
        let whole = Int64(magnitude / 10), fraction = Int64(magnitude.truncatingRemainder(dividingBy: 10))
        return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
    }
}
