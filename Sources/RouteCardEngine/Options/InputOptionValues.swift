import Foundation
import RouteCard
import RouteCardGeo
import RouteCardStyle
import RouteCardInput
import RouteCardRaster
import RouteCardText

/// Parses the option values several commands share: `--format`, `--timezone`, `--size`, `--scale`, `--padding`, the camera's, ….
package enum InputOptionValues {
    /// `--format gpx|geojson|polyline|polyline6|csv|fit|tcx|kml`; anything else is a usage error.
    package static func format(_ text: String?) throws(CLIError) -> InputFormat? {
        try value(text, { InputFormat(rawValue: $0.lowercased()) }) {
            "unknown --format \"\($0)\" (formats: " + InputFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        }
    }

    /// A number as people write it in decimal (`2`, `-1.5`, `.5`, `1e3`; spaces around it ignored), or
    /// `nil`: unlike `Double(_:)`, no hexadecimal (`0x2` is not 2), `nan` or `inf` (``DecimalParser``).
    package static func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { DecimalParser.parse($0, 0, $0.count) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `--timezone NAME`: an IANA time zone name (e.g. `Asia/Seoul`) or `UTC`.
    package static func timeZone(_ text: String?) throws(CLIError) -> TimeZone? {
        try value(text, { TimeZone(identifier: $0) }) {
            "unknown --timezone \"\($0)\": use an IANA name such as Europe/Helsinki, Asia/Seoul or UTC"
        }
    }

    /// `--size WxH` in points, each 1…20000; anything else is a usage error.
    static func size(_ text: String?) throws(CLIError) -> CanvasSize? {
        try value(text, { text in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = decimal(parts[0]), let height = decimal(parts[1]),
                  (1...20_000).contains(width), (1...20_000).contains(height) else { return nil }
            return CanvasSize(width: width, height: height)
        }) { "bad --size \"\($0)\": expected WIDTHxHEIGHT in points, each 1…20000, e.g. 800x800" }
    }

    /// `--preset NAME`: one of `CanvasPreset`'s names.
    static func preset(_ text: String?) throws(CLIError) -> CanvasPreset? {
        try value(text, { CanvasPreset(rawValue: $0) }) {
            "unknown --preset \"\($0)\": use " + CanvasPreset.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// `--center LAT,LON` of a camera: degrees, the latitude within Web Mercator's ±85.0511°.
    static func cameraCenter(_ text: String?) throws(CLIError) -> GeoCoordinate? {
        try value(text, { parseCenter($0).flatMap { abs($0.latitude) <= WebMercator.maxLatitude ? $0 : nil } }) {
            "bad --center \"\($0)\": expected LAT,LON in degrees, latitude −85.0511…85.0511 and longitude −180…180, e.g. 43.7384,7.4246"
        }
    }

    /// `--zoom Z` of a camera: MapLibre's zoom, 0…24.
    static func zoom(_ text: String?) throws(CLIError) -> Double? {
        try value(text, { decimal($0).flatMap { $0.isFinite && Camera.zoomRange.contains($0) ? $0 : nil } }) {
            "bad --zoom \"\($0)\": expected a number in 0…24 (MapLibre's zoom), e.g. 14.5"
        }
    }

    /// `--bounds W,S,E,N` of a camera: degrees, west to east (east below west crosses 180°),
    /// south below north, within Web Mercator's latitudes.
    static func bounds(_ text: String?) throws(CLIError) -> GeoBounds? {
        try value(text, { text in
            let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { decimal($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, let west = numbers[0], let south = numbers[1], let east = numbers[2], let north = numbers[3],
                  (-180...180).contains(west), (-180...180).contains(east), west != east,
                  (-WebMercator.maxLatitude...WebMercator.maxLatitude).contains(south),
                  (-WebMercator.maxLatitude...WebMercator.maxLatitude).contains(north), south < north else { return nil }
            return GeoBounds(west: west, south: south, east: east, north: north)
        }) {
            "bad --bounds \"\($0)\": expected WEST,SOUTH,EAST,NORTH in degrees (longitudes −180…180 and not equal, "
                + "latitudes −85.0511…85.0511 with south below north), e.g. 7.40,43.72,7.44,43.75"
        }
    }

    /// `--scale S`: PNG pixels per point, 0.1…10; anything else is a usage error.
    package static func scale(_ text: String?) throws(CLIError) -> Double? {
        try value(text, { decimal($0).flatMap { (0.1...10).contains($0) ? $0 : nil } }) {
            "bad --scale \"\($0)\": expected a number in 0.1…10, e.g. 2"
        }
    }

    /// `--padding P`: 1, 2 or 4 comma-separated numbers ≥ 0 in points (CSS order).
    static func padding(_ text: String?) throws(CLIError) -> EdgeInsets? {
        try value(text, { EdgeInsets(cssString: $0) }) {
            "bad --padding \"\($0)\": expected 1, 2 or 4 comma-separated numbers ≥ 0, e.g. 40 or 60,40,40,40"
        }
    }

    /// `--privacy-zone LAT,LON,R`: a zone of radius R (metres, or `300m`, `0.5km`, `0.2mi`; 1 m…100 km)
    /// around LAT,LON in degrees.
    package static func privacyZone(_ text: String) throws(CLIError) -> PrivacyZone {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let rejection = "bad --privacy-zone \"\(text)\": expected LAT,LON,R — degrees (latitude −90…90, longitude −180…180) "
            + "and a radius of 1 m…100 km (a bare number is metres), e.g. 60.1699,24.9384,300"
        guard parts.count == 3, let center = parseCenter(parts[0] + "," + parts[1]),
              let radius = parseDistance(String(parts[2])), (1...TrackPrivacy.maximumDistance).contains(radius) else {
            throw .usage(rejection)
        }
        return PrivacyZone(center: center, radius: radius)
    }

    /// `--privacy-trim M`: metres (or `200m`, `0.3km`, `0.2mi`) hidden at each end, 0…100 km.
    package static func privacyTrim(_ text: String?) throws(CLIError) -> Double? {
        try value(text, { parseDistance($0).flatMap { (0...TrackPrivacy.maximumDistance).contains($0) ? $0 : nil } }) {
            "bad --privacy-trim \"\($0)\": expected a distance of 0…100 km hidden at each end (a bare number is metres), e.g. 200"
        }
    }

    /// The options that set ``InputLimits``: `--max-input BYTES` (`K`, `M`, `G` suffixes) and `--max-points N`.
    package static let limitOptions: Set<String> = ["--max-input", "--max-points"]

    /// `--max-input BYTES` and `--max-points N` over the default ``InputLimits``.
    package static func limits(_ arguments: ArgumentList) throws(CLIError) -> InputLimits {
        var limits = InputLimits()
        if let size = try maxInput(arguments.values["--max-input"]) { limits.maximumInputSize = size }
        if let count = try maxPoints(arguments.values["--max-points"]) { limits.maximumPointCount = count }
        return limits
    }

    /// `--max-input BYTES` (`K`, `M`, `G` suffixes); `nil` when not given.
    static func maxInput(_ text: String?) throws(CLIError) -> Int? {
        try value(text, { InputLimits.parseSize($0) }) {
            "bad --max-input \"\($0)\": expected a size in bytes, with K, M or G for KiB, MiB, GiB (e.g. 512M)"
        }
    }

    /// `--max-points N`, a whole number ≥ 1; `nil` when not given.
    static func maxPoints(_ text: String?) throws(CLIError) -> Int? {
        try value(text, { Int($0).flatMap { $0 > 0 ? $0 : nil } }) { "bad --max-points \"\($0)\": expected a whole number of points ≥ 1" }
    }

    /// `--max-pixels N`: the most pixels a PNG and the raster images it embeds (icons, tiles) may
    /// have together, 1…1,000,000,000; `nil` when not given.
    package static func maxPixels(_ text: String?) throws(CLIError) -> Int? {
        try value(text, { Int($0).flatMap { (1...1_000_000_000).contains($0) ? $0 : nil } }) {
            "bad --max-pixels \"\($0)\": expected a whole number of pixels in 1…1000000000, e.g. 25000000"
        }
    }

    /// The value of a `--png-compression` option, `nil` when it is not given.
    /// `--quality Q`: JPEG and WebP quality, a whole number 1…100.
    static func quality(_ text: String?) throws(CLIError) -> Int? {
        try value(text, { Int($0).flatMap { (1...100).contains($0) ? $0 : nil } }) {
            "bad --quality \"\($0)\": expected a whole number in 1…100, e.g. 90"
        }
    }

    package static func pngCompression(_ text: String?) throws(CLIError) -> PNGCompression? {
        guard let text else { return nil }
        guard let value = PNGCompression(rawValue: text) else {
            throw .usage("bad --png-compression \"\(text)\": expected fast (the default) or small")
        }
        return value
    }

    /// `LAT,LON` in degrees (live's `--center`, a privacy zone's centre).
    package static func parseCenter(_ text: String) -> GeoCoordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let latitude = decimal(parts[0].trimmingCharacters(in: .whitespaces)),
              let longitude = decimal(parts[1].trimmingCharacters(in: .whitespaces)),
              latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// A distance in metres (live's `--radius`, a privacy zone's radius and trim) from `50km`, `800m`, `3mi`, `2.5 km` or a bare number of metres.
    package static func parseDistance(_ text: String) -> Double? {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        for (suffix, factor) in [("km", 1000.0), ("mi", 1609.344), ("m", 1.0)] where lower.hasSuffix(suffix) {
            let number = lower.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
            return decimal(number).flatMap { $0.isFinite ? $0 * factor : nil }
        }
        return decimal(lower).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `nil` for an option not given; otherwise the value `parse` reads from `text`, or a usage
    /// error with the message `rejection` writes for the text when `parse` returns `nil`.
    private static func value<Value>(_ text: String?, _ parse: (String) -> Value?,
                                     rejection: (String) -> String) throws(CLIError) -> Value? {
        guard let text else { return nil }
        guard let value = parse(text) else { throw .usage(rejection(shown(text))) }
        return value
    }

    /// A refused value as a message quotes it: whole up to 80 characters, else its first 60 and its length
    /// (a 100 KB value is not echoed back whole).
    package static func shown(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(60)) + "… (\(text.count) characters)"
    }
}
