import Foundation
import RouteCard

/// Parses the option values `render` and `info` share: `--format` and `--timezone`.
enum InputOptionValues {
    /// `--format gpx|geojson|polyline|polyline6|csv`; anything else is a usage error.
    static func format(_ text: String?) throws(CLIError) -> InputFormat? {
        guard let text else { return nil }
        guard let format = InputFormat(rawValue: text.lowercased()) else {
            throw .usage("unknown --format \"\(text)\" (formats: "
                + InputFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return format
    }

    /// `--timezone NAME`: an IANA time zone name (e.g. `Asia/Seoul`) or `UTC`.
    static func timeZone(_ text: String?) throws(CLIError) -> TimeZone? {
        guard let text else { return nil }
        guard let zone = TimeZone(identifier: text) else {
            throw .usage("unknown --timezone \"\(text)\": use an IANA name such as Europe/Helsinki, Asia/Seoul or UTC")
        }
        return zone
    }
}
