import Foundation
import RouteCard
import RouteCardEngine
import RouteCardGeo
import RouteCardStyle

/// `routecard info`: print a route's statistics, for people or as one JSON object.
struct InfoCommand {
    /// Where output and messages go.
    var console: Console

    func run(_ options: InfoOptions) throws(CLIError) {
        let (track, _) = try InputLoader(console: console).loadTrack(input: options.input, example: false,
                                                                      format: options.format, polyline: options.polyline,
                                                                      limits: options.limits, warn: console.writeError)
        var statistics = RouteStatistics(track: track)
        // With privacy settings, the bounds are those of what a card would show; the rest counts the whole route.
        if !options.privacy.isEmpty { statistics.bounds = RouteStatistics(track: options.privacy.apply(to: track).track).bounds }
        let timeZone = CardTimeZone(given: options.timeZone, givenSource: .option, track: track)
        let text = options.json ? Self.json(track: track, statistics: statistics, timeZone: timeZone)
                                : Self.text(track: track, statistics: statistics, units: options.units, timeZone: timeZone)
        console.writeOut(Array((text + "\n").utf8))
    }

    /// The statistics for people, one `label  value` line each: `name` only when the file names
    /// the track, `title` (what a card shows: the name, or the fallback such as `Morning run`), `activity` when the file names one, `start` in `timeZone` with its offset then
    /// and where the zone came from, `sport` (what the card's numbers are for, see `Sport`).
    static func text(track: Track, statistics: RouteStatistics, units: UnitSystem, timeZone: CardTimeZone) -> String {
        let tokens = TokenValues(track: track, statistics: statistics, units: units, timeZone: timeZone.zone).values
        var lines: [(String, String)] = []
        if let name = track.name { lines.append(("name", name)) }
        lines.append(("title", tokens["title"]!))
        if let activity = track.activity { lines.append(("activity", "\(activity) (\(TokenValues.activityNoun(activity)))")) }
        lines.append(("sport", track.sport.rawValue))
        let segments = statistics.segmentCount == 1 ? "1 segment" : "\(statistics.segmentCount) segments"
        let kind = track.segments.contains { !$0.points.isEmpty } || track.routes.allSatisfy({ $0.points.isEmpty })
            ? "points" : "route points"
        let unplaced = track.unplacedSamples.times.count
        lines.append(("points", "\(tokens["points"]!) \(kind) in \(segments), \(track.waypoints.count) waypoints"
                      + (unplaced > 0 ? ", \(unplaced) record\(unplaced == 1 ? "" : "s") without position" : "")))
        lines.append(("distance", tokens["distance"]!))
        if let gain = tokens["elevation_gain"], let loss = tokens["elevation_loss"] {
            let range = tokens["min_elevation"].flatMap { low in tokens["max_elevation"].map { " (min \(low), max \($0))" } } ?? ""
            lines.append(("elevation", "+\(gain) / −\(loss)" + range))
        }
        if statistics.timesAreImplausible {
            let limit = TokenValues.formatSpeed(RouteStatistics.plausibleSpeedLimit, units: units)
            lines.append(("times", "not used: they mean faster than \(limit) or no time passing (broken time stamps)"))
        }
        // Each line only with the values it needs: a track may have a start time and no speed
        // (one time stamp among its points, as gpxpy's "all fields" files), which must not trap.
        if let start = tokens["start_time"], let time = statistics.startTime {
            lines.append(("start", start + " " + timeZone.name + " (UTC" + offset(timeZone.zone.secondsFromGMT(for: time))
                          + ", " + Self.origin(timeZone.source) + ")"))
        }
        if let duration = tokens["duration"] {
            lines.append(("duration", "\(duration) first to latest time stamp" + (tokens["moving_time"].map { " (moving \($0))" } ?? "")))
        }
        if let speed = tokens["speed"] {
            lines.append(("speed", "\(speed) average" + (tokens["max_speed"].map { ", \($0) max" } ?? "")))
        }
        if let pace = tokens["pace"] { lines.append(("pace", pace)) }
        if let bounds = statistics.bounds {
            lines.append(("bounds", "[" + bounds.bbox.map { format($0, 6) }.joined(separator: ", ")
                          + "] (west, south, east, north)" + (bounds.crossesAntimeridian ? ", crosses 180°" : "")))
        }
        return lines.map { $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
    }

    /// One JSON object: `name` (as the file has it), `title` (what a card shows, see `text`),
    /// `activity` (the sport or type the file names: FIT `sport`, TCX `Sport`, GPX `type`, KML
    /// `type` data), `sport` (`run`, `ride`, `walk`, `hike`, `swim`, `ski` or `other`, see `Sport`), `points`, `unplaced_records` (records without a position), `segments`, `waypoints`, `distance_m`,
    /// `elevation_gain_m`, `elevation_loss_m`, `min_elevation_m`, `max_elevation_m`,
    /// `duration_s`, `moving_time_s`, `moving_distance_m`, `average_speed_mps`, `max_speed_mps`, `pace_s_per_km`,
    /// `start_time` (ISO 8601, UTC), `start_time_local` (ISO 8601 with the zone's offset then, such as
    /// `2026-05-16T09:30:00+03:00`), `timezone` (the IANA name of the zone `title` and `start_time_local`
    /// are in, `UTC` for UTC), `timezone_source` (`option`: `--timezone`; `position`: the zone at the
    /// route's first timed point; `utc`: no timed point with a position) and `bbox`
    /// (`[west, south, east, north]`); unknown values are null.
    static func json(track: Track, statistics: RouteStatistics,
                     timeZone: CardTimeZone = CardTimeZone(zone: CardTimeZone.utc, source: .utc)) -> String {
        func number(_ value: Double?, _ decimals: Int) -> String {
            guard let value, value.isFinite else { return "null" }
            return format(value, decimals)
        }
        var members: [(String, String)] = []
        members.append(("name", track.name.map(JSONText.string) ?? "null"))
        let title = TokenValues(track: track, statistics: statistics, units: .metric, timeZone: timeZone.zone).values["title"]!
        members.append(("title", JSONText.string(title)))
        members.append(("activity", track.activity.map(JSONText.string) ?? "null"))
        members.append(("sport", JSONText.string(track.sport.rawValue)))
        members.append(("points", "\(statistics.pointCount)"))
        members.append(("unplaced_records", "\(track.unplacedSamples.times.count)"))
        members.append(("segments", "\(statistics.segmentCount)"))
        members.append(("waypoints", "\(track.waypoints.count)"))
        members.append(("distance_m", number(statistics.distance, 3)))
        members.append(("elevation_gain_m", number(statistics.elevationGain, 3)))
        members.append(("elevation_loss_m", number(statistics.elevationLoss, 3)))
        members.append(("min_elevation_m", number(statistics.minimumElevation, 3)))
        members.append(("max_elevation_m", number(statistics.maximumElevation, 3)))
        members.append(("duration_s", number(statistics.duration, 3)))
        members.append(("moving_time_s", number(statistics.movingTime, 3)))
        members.append(("moving_distance_m", number(statistics.movingDistance, 3)))
        members.append(("average_speed_mps", number(statistics.averageSpeed, 4)))
        members.append(("max_speed_mps", number(statistics.maximumSpeed, 4)))
        members.append(("pace_s_per_km", number(statistics.pace, 2)))
        members.append(("start_time", statistics.startTime.map { JSONText.string(iso8601($0)) } ?? "null"))
        members.append(("start_time_local", statistics.startTime.map { JSONText.string(iso8601($0, in: timeZone.zone)) } ?? "null"))
        members.append(("timezone", JSONText.string(timeZone.name)))
        members.append(("timezone_source", JSONText.string(timeZone.source.rawValue)))
        members.append(("bbox", statistics.bounds.map { "[" + $0.bbox.map { format($0, 7) }.joined(separator: ", ") + "]" }
                        ?? "null"))
        return "{\n" + members.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// A number with at most `decimals` decimals, trailing zeros removed (`12.5`, `3`, `-0.25`).
    static func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Where a zone came from, for the `start` line.
    private static func origin(_ source: TimeZoneSource) -> String {
        switch source {
        case .option: return "--timezone"
        case .style: return "the style's timezone"
        case .position: return "where the route starts"
        case .utc: return "no timed point with a position"
        }
    }

    /// An offset from UTC as `+03:00`, `-05:00`, `+05:45`.
    static func offset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return (seconds < 0 ? "-" : "+") + String(repeating: "0", count: max(0, 2 - hours.count)) + hours + ":"
            + String(repeating: "0", count: max(0, 2 - rest.count)) + rest
    }

    /// `2026-05-16T09:30:00+03:00`: the time in `zone`, with the zone's offset then (whole seconds).
    static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        let raw = date.timeIntervalSince1970.isNaN ? 0 : date.timeIntervalSince1970
        let whole = Int(min(max(raw, -1e15), 1e15).rounded(.down))
        let seconds = zone.secondsFromGMT(for: date)
        return CivilTime(secondsSince1970: whole + seconds).iso8601 + offset(seconds)
    }

    /// `2026-05-16T06:30:00Z` (UTC; milliseconds added when the time has a fraction).
    static func iso8601(_ date: Date) -> String {
        // A NaN interval (no reader makes one; a library caller might) prints as the epoch, never traps.
        let raw = date.timeIntervalSince1970.isNaN ? 0 : date.timeIntervalSince1970
        let interval = min(max(raw, -1e15), 1e15)
        let whole = Int(interval.rounded(.down))
        let millis = Int(((interval - Double(whole)) * 1000).rounded())
        var text = CivilTime(secondsSince1970: whole).iso8601
        if millis > 0 && millis < 1000 { text += "." + String(String(millis + 1000).dropFirst()) }
        return text + "Z"
    }
}
