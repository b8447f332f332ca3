import Foundation
import RouteCard

/// Parses the option values several commands share: `--format`, `--timezone`, `--size`, `--scale`, `--padding`.
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

    /// `--size WxH` in points, each 1…20000; anything else is a usage error.
    static func size(_ text: String?) throws(CLIError) -> CanvasSize? {
        guard let text else { return nil }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...20_000).contains(width), (1...20_000).contains(height) else {
            throw .usage("bad --size \"\(text)\": expected WIDTHxHEIGHT in points, each 1…20000, e.g. 800x800")
        }
        return CanvasSize(width: width, height: height)
    }

    /// `--scale S`: PNG pixels per point, 0.1…10; anything else is a usage error.
    static func scale(_ text: String?) throws(CLIError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), (0.1...10).contains(value) else {
            throw .usage("bad --scale \"\(text)\": expected a number in 0.1…10, e.g. 2")
        }
        return value
    }

    /// `--padding P`: 1, 2 or 4 comma-separated numbers ≥ 0 in points (CSS order).
    static func padding(_ text: String?) throws(CLIError) -> EdgeInsets? {
        guard let text else { return nil }
        guard let value = EdgeInsets(cssString: text) else {
            throw .usage("bad --padding \"\(text)\": expected 1, 2 or 4 comma-separated numbers ≥ 0, e.g. 40 or 60,40,40,40")
        }
        return value
    }
}
