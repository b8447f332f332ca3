/// The route file formats RouteCard reads.
public enum InputFormat: String, Sendable, CaseIterable {
    /// GPX 1.0/1.1 (`.gpx`), read by ``GPXReader``.
    case gpx
    /// GeoJSON (`.geojson`, `.json`), read by ``GeoJSONReader``.
    case geojson
    /// An encoded polyline with 5-digit precision (`.polyline`, `.txt`), read by ``PolylineReader``.
    case polyline
    /// An encoded polyline with 6-digit precision (OSRM, Valhalla), read by ``PolylineReader``.
    case polyline6
    /// Comma- or semicolon-separated text with a header row (`.csv`), read by ``CSVReader``.
    case csv
    /// Garmin FIT, binary (`.fit`), read by ``FITReader``.
    case fit
    /// Garmin Training Center XML (`.tcx`), read by ``TCXReader``.
    case tcx
    /// KML (`.kml`: Google Earth, My Tracks), read by ``KMLReader``.
    case kml

    /// The format a file name's extension names, if any (case-insensitive); a `.gz` after it is
    /// looked through (`ride.fit.gz` → FIT).
    public init?(pathExtension path: String) {
        var lower = path.lowercased()
        if lower.hasSuffix(".gz") { lower.removeLast(3) }
        guard let dot = lower.lastIndex(of: "."), !lower[dot...].contains("/") else { return nil }
        switch lower[lower.index(after: dot)...] {
        case "gpx", "xml": self = .gpx
        case "geojson", "json": self = .geojson
        case "polyline": self = .polyline
        case "polyline6": self = .polyline6
        case "csv": self = .csv
        case "fit": self = .fit
        case "tcx": self = .tcx
        case "kml": self = .kml
        default: return nil
        }
    }

    /// The format the first bytes of a document look like.
    ///
    /// The FIT header's `.FIT` signature → FIT; `<` → TCX when a `<TrainingCenterDatabase` root
    /// shows in `head`, KML for `<kml`, otherwise GPX; `{` → GeoJSON; a first line with a `lat`-like name and a delimiter → CSV;
    /// a single word of characters `?`…`~` that decodes as a polyline → polyline (5 digits);
    /// otherwise `nil`.
    public static func sniff(_ head: [UInt8]) -> InputFormat? {
        if FITReader.looksLikeFIT(head) { return .fit }
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // UTF-16 byte order marks or NUL bytes: only GPX readers convert encodings.
        if let first = bytes.first, first == 0xFF || first == 0xFE || first == 0 { return .gpx }
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "<") { return xmlFormat(bytes) }
        if first == UInt8(ascii: "{") { return .geojson }
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        let text = String(decoding: line, as: UTF8.self).lowercased()
        if text.contains(",") || text.contains(";") {
            let names = text.split(whereSeparator: { $0 == "," || $0 == ";" })
                .map { $0.trimmingCharacters(in: [" ", "\t", "\""]) }
            if names.contains(where: { ["lat", "latitude"].contains($0) }) { return .csv }
        }
        let word = bytes.prefix { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
        let rest = bytes.dropFirst(word.count).allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if rest && word.allSatisfy({ $0 >= 63 && $0 <= 126 }),
           (try? PolylineReader().read(Array(word))) != nil {
            return .polyline
        }
        return nil
    }
}

extension InputFormat {
    /// GPX, TCX or KML by the root element that shows in the head of an XML document.
    private static func xmlFormat(_ bytes: ArraySlice<UInt8>) -> InputFormat {
        func contains(_ literal: String) -> Bool {
            let needle = Array(literal.utf8)
            guard bytes.count >= needle.count else { return false }
            var index = bytes.startIndex
            while index + needle.count <= bytes.endIndex {
                if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
        if contains("<gpx") { return .gpx }
        if contains("<TrainingCenterDatabase") { return .tcx }
        if contains("<kml") { return .kml }
        return .gpx
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
