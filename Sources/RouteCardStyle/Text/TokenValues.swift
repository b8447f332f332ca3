import Foundation
import RouteCardGeo

/// The values `{token}`s in text stand for, formatted for display.
///
/// Tokens: `{name}` (the track name, or `--title`), `{title}` (same), `{distance}` (`4.21 km`,
/// `12.4 km`, `2.62 mi`), `{duration}` (`24:13`, `1:02:13`), `{date}` (`16 May 2026`, UTC),
/// `{time}` (`06:30`, UTC), `{points}` (`1,289`). Live maps add `{count}` (annotations drawn) and
/// `{radius}` (`50 km`). A value the track does not have is written `–`.
public struct TokenValues: Sendable, Hashable {
    /// Token name → display text.
    public var values: [String: String]

    /// The token names every text can use.
    public static let names: [String] = ["name", "title", "distance", "duration", "date", "time", "points", "count", "radius"]

    /// Creates token values from a dictionary.
    public init(values: [String: String]) {
        self.values = values
    }

    /// Formats the tokens of a track.
    public init(track: Track, statistics: RouteStatistics, units: UnitSystem, title: String? = nil) {
        let name = title ?? track.name ?? "Route"
        var values = ["name": name, "title": name]
        values["distance"] = Self.formatDistance(statistics.distance, units: units)
        values["duration"] = statistics.duration.map(Self.formatDuration) ?? "–"
        values["date"] = statistics.startTime.map(Self.formatDate) ?? "–"
        values["time"] = statistics.startTime.map(Self.formatTime) ?? "–"
        values["points"] = Self.formatCount(statistics.pointCount)
        self.values = values
    }

    /// A distance in metres as `850 m`, `4.21 km`, `12.4 km` (metric) or `0.53 mi`, `12.4 mi` (imperial).
    public static func formatDistance(_ metres: Double, units: UnitSystem) -> String {
        let value = units == .metric ? metres / 1000 : metres / 1609.344
        let unit = units == .metric ? "km" : "mi"
        if units == .metric && metres < 1000 { return "\(Int(metres.rounded())) m" }
        return value < 10 ? fixed(value, 2) + " " + unit : fixed(value, 1) + " " + unit
    }

    /// Seconds as `m:ss` under an hour, else `h:mm:ss`.
    public static func formatDuration(_ seconds: Double) -> String {
        let total = Int(max(seconds, 0).rounded())
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// A date as `16 May 2026` (UTC).
    public static func formatDate(_ date: Date) -> String {
        let parts = utcParts(date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(parts.day) \(months[parts.month - 1]) \(parts.year)"
    }

    /// A time of day as `06:30` (UTC, 24-hour).
    public static func formatTime(_ date: Date) -> String {
        let parts = utcParts(date)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(parts.hour)):\(two(parts.minute))"
    }

    /// A count with thousands separators: `1,289`.
    public static func formatCount(_ count: Int) -> String {
        let digits = Array(String(count))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    private static func fixed(_ value: Double, _ decimals: Int) -> String {
        let factor = pow(10.0, Double(decimals))
        let scaled = Int((value * factor).rounded())
        let whole = scaled / Int(factor), fraction = scaled % Int(factor)
        var digits = String(fraction)
        while digits.count < decimals { digits = "0" + digits }
        return "\(whole).\(digits)"
    }

    /// Civil date and time in UTC from days since the epoch (proleptic Gregorian calendar).
    private static func utcParts(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day, secondOfDay / 3600, secondOfDay / 60 % 60)
    }
}
