import Foundation
import RouteCardGeo

/// The values `{token}`s in text stand for, formatted for display.
///
/// Tokens: `{name}` (the track name, or `--title`), `{title}` (same), `{distance}` (`4.21 km`,
/// `12.4 km`, `2.62 mi`), `{duration}` (`24:13`, `1:02:13`), `{date}` (`16 May 2026`, UTC),
/// `{time}` (`06:30`), `{points}` (`1,289`), `{start_time}` (`16 May 2026 06:30`),
/// `{elevation_gain}`/`{elevation_loss}` (`312 m`, `1,024 ft`), `{min_elevation}`/`{max_elevation}`,
/// `{moving_time}` (`58:02`), `{pace}` (`5:01 /km`, `8:04 /mi`), `{speed}` (`12.4 km/h`, `7.7 mph`),
/// `{max_speed}`, `{sport}` (`Run`, `Ride`, `Walk`, `Hike`, `Swim`, `Ski`; none for other sports),
/// `{rate}` (the sport's own: speed for rides and ski, `2:05 /100 m` for swims, pace otherwise), from the sensor channels `{avg_heart_rate}`/`{max_heart_rate}` (`142 bpm`),
/// `{avg_cadence}` (`82 rpm`), `{avg_power}`/`{max_power}` (`212 W`), `{avg_temperature}` (`18 °C`),
/// each over the points with a reading; `{place}` (`La Condamine`), the settlement nearest the route's
/// start in the card's own map data (``PlaceName``, set with ``with(place:)`` once the map is read). Dates and times are shown in the zone the card resolves
/// (`LayerContext.timeZone`: the style's `timezone`, else where the route starts). Live maps add
/// `{count}` (annotations drawn) and `{radius}` (`50 km`).
/// A value the track does not have is absent from `values`, and a template leaves it out together
/// with its separator (see ``TextTemplate/render(_:)``). A missing or device-like name (see
/// ``isDeviceName(_:)``) becomes ``fallbackTitle(start:timeZone:activity:)`` with the card's sport,
/// and `Morning run · La Condamine` once a place is known.
public struct TokenValues: Sendable, Hashable {
    /// Token name → display text; a token the track has no value for is absent.
    public var values: [String: String]
    /// Whether `{name}`/`{title}` is the made-up fallback title (no `--title`, no usable track name),
    /// which ``with(place:)`` completes with the place.
    public var isFallbackTitle = false

    /// The token names every text can use.
    public static let names: [String] = ["name", "title", "distance", "duration", "date", "time", "points",
                                         "start_time", "elevation_gain", "elevation_loss", "min_elevation",
                                         "max_elevation", "moving_time", "pace", "speed", "max_speed", "sport", "rate", "avg_heart_rate",
                                         "max_heart_rate", "avg_cadence", "avg_power", "max_power", "avg_temperature",
                                         "place", "count", "radius"]

    /// Creates token values from a dictionary.
    public init(values: [String: String]) {
        self.values = values
    }

    /// Formats the tokens of a track; dates and times in `timeZone` (default UTC); `sport` replaces
    /// the track's own (``Track/sport``) when given. An empty track with empty statistics (no route) has only `title`'s.
    public init(track: Track, statistics: RouteStatistics, units: UnitSystem, title: String? = nil,
                timeZone: TimeZone = TimeZone(identifier: "UTC")!, sport: Sport? = nil) {
        // No route (a camera's map alone, a live map without one): only a given title.
        guard !track.isEmpty || statistics.pointCount > 0 else {
            values = title.map { ["name": $0, "title": $0] } ?? [:]
            return
        }
        let sport = sport ?? track.sport
        let given = title ?? track.name.flatMap { Self.isDeviceName($0) ? nil : $0 }
        let name = given ?? Self.fallbackTitle(start: statistics.startTime, timeZone: timeZone, activity: sport.rawValue)
        isFallbackTitle = given == nil
        var values = ["name": name, "title": name]
        values["distance"] = Self.formatDistance(statistics.distance, units: units)
        values["duration"] = statistics.duration.map(Self.formatDuration)
        values["date"] = statistics.startTime.map { Self.formatDate($0, timeZone: timeZone) }
        values["time"] = statistics.startTime.map { Self.formatTime($0, timeZone: timeZone) }
        values["points"] = Self.formatCount(statistics.pointCount)
        values["start_time"] = statistics.startTime.map {
            Self.formatDate($0, timeZone: timeZone) + " " + Self.formatTime($0, timeZone: timeZone)
        }
        values["elevation_gain"] = statistics.elevationGain.map { Self.formatElevation($0, units: units) }
        values["elevation_loss"] = statistics.elevationLoss.map { Self.formatElevation($0, units: units) }
        values["min_elevation"] = statistics.minimumElevation.map { Self.formatElevation($0, units: units) }
        values["max_elevation"] = statistics.maximumElevation.map { Self.formatElevation($0, units: units) }
        values["moving_time"] = statistics.movingTime.map(Self.formatDuration)
        values["pace"] = statistics.pace.map { Self.formatPace($0, units: units) }
        values["speed"] = statistics.averageSpeed.map { Self.formatSpeed($0, units: units) }
        values["max_speed"] = statistics.maximumSpeed.map { Self.formatSpeed($0, units: units) }
        if sport != .other { values["sport"] = sport.noun.prefix(1).uppercased() + sport.noun.dropFirst() }
        values["rate"] = switch sport {
        case .ride, .ski: values["speed"]
        case .swim: statistics.pace.map { Self.formatSwimPace($0 / 10, units: units) }
        default: values["pace"]
        }
        for (key, unit, prefix) in [("hr", "bpm", "heart_rate"), ("cad", "rpm", "cadence"), ("power", "W", "power"),
                                    ("atemp", "°C", "temperature")] {
            guard let summary = ChannelSummary(track: track, key: key) else { continue }
            values["avg_" + prefix] = "\(Self.whole(summary.mean)) \(unit)"
            if key == "hr" || key == "power" {
                values["max_" + prefix] = "\(Self.whole(summary.maximum)) \(unit)"
            }
        }
        // Live-map tokens ({count}, {radius}) have no value on a route card: they stay absent.
        self.values = values
    }

    /// The values with `{place}` set to `place`; a fallback title (``isFallbackTitle``) becomes
    /// `TITLE · PLACE` (`Morning run · La Condamine`), a given one stays as it is. An empty place
    /// changes nothing.
    public func with(place: String) -> TokenValues {
        guard !place.isEmpty else { return self }
        var copy = self
        copy.values["place"] = place
        if isFallbackTitle, let title = values["title"] {
            copy.values["title"] = title + " · " + place
            copy.values["name"] = copy.values["title"]
        }
        return copy
    }

    /// Whether a track name looks like one a GPS device or app wrote by itself rather than a
    /// person: ignoring one-letter words (the `T` and `Z` of ISO times), every word is one of
    /// `ACTIVE`, `LOG`, `TRACK`, `ROUTE`, `UNTITLED`, `PATH` or a month abbreviation `JAN`…`DEC`
    /// (any case), with only digits, spaces and punctuation around them — so `ACTIVE LOG`,
    /// `ACTIVE LOG001`, `03-OCT-10`, `Track 001`, `Untitled Path`, `001`, `#001` and
    /// `2020-12-18 07:24:29` are device names; `Morning run`, `UTMB 2026` and `šđčćž` are not.
    public static func isDeviceName(_ name: String) -> Bool {
        let deviceWords: Set<String> = ["ACTIVE", "LOG", "TRACK", "ROUTE", "UNTITLED", "PATH", "JAN", "FEB", "MAR",
                                        "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        let words = name.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count > 1 }
        return words.allSatisfy { deviceWords.contains($0.uppercased()) }
    }

    /// The title of a track without a usable name: the part of the day it started and the activity
    /// (``activityNoun(_:)``), `Morning run`, `Evening ride`, `Morning route` — morning from 05:00,
    /// afternoon from 12:00, evening from 17:00, night from 21:00, in `timeZone`; `Run`, `Route`, …
    /// when the track has no times. The date is not in it: the card's subtitle says it once.
    public static func fallbackTitle(start: Date?, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
                                     activity: String? = nil) -> String {
        let noun = activityNoun(activity)
        guard let start else { return noun.prefix(1).uppercased() + noun.dropFirst() }
        let hour = civilParts(start, timeZone: timeZone).hour
        let part = switch hour {
        case 5..<12: "Morning"
        case 12..<17: "Afternoon"
        case 17..<21: "Evening"
        default: "Night"
        }
        return part + " " + noun
    }

    /// The word for an activity type as files name it: the noun of its ``Sport`` (see
    /// ``Sport/init(activity:)``): `run`, `ride`, `walk`, `hike`, `swim`, `ski`, or `route` for
    /// anything else or none.
    public static func activityNoun(_ activity: String?) -> String {
        Sport(activity: activity).noun
    }

    /// A distance in metres as `850 m`, `4.21 km`, `12.4 km` (metric) or `0.53 mi`, `12.4 mi` (imperial).
    public static func formatDistance(_ metres: Double, units: UnitSystem) -> String {
        let value = units == .metric ? metres / 1000 : metres / 1609.344
        let unit = units == .metric ? "km" : "mi"
        if units == .metric && metres < 1000 { return "\(whole(metres)) m" }
        return value < 10 ? fixed(value, 2) + " " + unit : fixed(value, 1) + " " + unit
    }

    /// Seconds as `m:ss` under an hour, else `h:mm:ss`.
    public static func formatDuration(_ seconds: Double) -> String {
        let total = whole(max(seconds, 0))
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// An elevation or climb in metres as `312 m` (metric) or `1,024 ft` (imperial), rounded.
    public static func formatElevation(_ metres: Double, units: UnitSystem) -> String {
        let value = units == .metric ? metres : metres / 0.3048
        let rounded = whole(value)
        return (rounded < 0 ? "−" : "") + formatCount(abs(rounded)) + (units == .metric ? " m" : " ft")
    }

    /// A pace in seconds per kilometre as `5:01 /km` (metric) or `8:04 /mi` (imperial).
    public static func formatPace(_ secondsPerKilometre: Double, units: UnitSystem) -> String {
        let seconds = units == .metric ? secondsPerKilometre : secondsPerKilometre * 1.609344
        return formatDuration(seconds) + (units == .metric ? " /km" : " /mi")
    }

    /// A swimming pace in seconds per 100 metres as `2:05 /100 m` (metric) or `1:54 /100 yd` (imperial).
    public static func formatSwimPace(_ secondsPer100Metres: Double, units: UnitSystem) -> String {
        units == .metric ? formatDuration(secondsPer100Metres) + " /100 m" : formatDuration(secondsPer100Metres * 0.9144) + " /100 yd"
    }

    /// A speed in metres per second as `12.4 km/h` (metric) or `7.7 mph` (imperial).
    public static func formatSpeed(_ metresPerSecond: Double, units: UnitSystem) -> String {
        units == .metric ? fixed(metresPerSecond * 3.6, 1) + " km/h" : fixed(metresPerSecond * 3600 / 1609.344, 1) + " mph"
    }

    /// A date as `16 May 2026` in `timeZone` (default UTC).
    public static func formatDate(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let parts = civilParts(date, timeZone: timeZone)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(parts.day) \(months[parts.month - 1]) \(parts.year)"
    }

    /// A time of day as `06:30` (24-hour) in `timeZone` (default UTC).
    public static func formatTime(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let parts = civilParts(date, timeZone: timeZone)
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
        let scaled = whole(abs(value) * factor)
        let integer = scaled / Int(factor), fraction = scaled % Int(factor)
        var digits = String(fraction)
        while digits.count < decimals { digits = "0" + digits }
        return (value < 0 && scaled > 0 ? "-" : "") + "\(integer).\(digits)"
    }

    /// `value` rounded to a whole number, total for any input: NaN is 0 and magnitudes are capped
    /// at 10¹⁵, so a broken input value prints as a large number instead of trapping.
    private static func whole(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value.rounded(), -1e15), 1e15))
    }

    /// Civil date and time in a time zone: the zone's offset at that instant (daylight saving
    /// included, from the system's IANA database) added to UTC, then days → civil date by hand.
    private static func civilParts(_ date: Date, timeZone: TimeZone) -> CivilTime {
        CivilTime(secondsSince1970: whole(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date))
    }
}
