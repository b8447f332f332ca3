import Foundation
import RouteCardGeo
import RouteCardText

/// Builds a ``Track`` from the tokens of one GPX 1.0 or 1.1 document.
///
/// It reads tokens from a streaming ``XMLScanner``: offsets it keeps between tokens (the text
/// of a value being collected) are retained by the scanner and moved when its window moves.
struct GPXParser {
    private enum TextMode { case none, range, scratch }

    private var scanner: XMLScanner
    /// The scanner's current window.
    private var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }
    private var stack: [GPXElement] = []
    private var track = Track()
    /// The values dropped while reading (sensor glitches), with their locations.
    var warnings = InputWarnings()

    private var headerName: String?
    private var headerDescription: String?
    private var trackName: String?
    private var trackDescription: String?
    private var routeName: String?
    private var routeDescription: String?
    private var headerType: String?
    private var trackType: String?
    private var routeType: String?

    // The segment (trkseg or rte) being read.
    private var points: [TrackPoint] = []
    private var columns = ChannelColumns()

    // The point (trkpt, rtept or wpt) being read.
    private var latitude = 0.0
    private var longitude = 0.0
    private var elevation: Double?
    private var time: Date?
    private var waypointName: String?
    private var pointTag = "trkpt"

    // The text of the element being collected.
    private var collecting = false
    private var textMode = TextMode.none
    private var textStart = 0
    private var textEnd = 0
    private var scratch: [UInt8] = []
    private var collectedOffset = 0
    private var collectedChannel = GPXChannel.heartRate

    /// Creates a parser over a filled window of UTF-8 input; `path` only appears in error messages.
    init(input: ChunkedInput, path: String?) {
        scanner = XMLScanner(input: input, path: path)
        stack.reserveCapacity(16)
        scratch.reserveCapacity(64)
    }

    /// Reads the whole document.
    mutating func parse() throws(InputError) -> Track {
        while true {
            scanner.retainFrom = collecting || textMode != .none ? collectedOffset : .max
            let token = try scanner.next()
            if scanner.shift != 0 {
                let shift = scanner.shift
                textStart -= shift
                textEnd -= shift
                collectedOffset -= shift
            }
            switch token {
            case let .startElement(_, localStart, nameEnd, tagOffset):
                try startElement(localStart: localStart, nameEnd: nameEnd, tagOffset: tagOffset)
            case .endElement:
                try endElement()
            case let .text(start, end, hasReferences):
                if collecting { appendText(start: start, end: end, decode: hasReferences) }
            case let .cdata(start, end):
                if collecting { appendText(start: start, end: end, decode: false) }
            case .endOfDocument:
                track.name = headerName ?? trackName ?? routeName
                track.description = headerDescription ?? trackDescription ?? routeDescription
                track.activity = trackType ?? routeType ?? headerType
                return track
            }
        }
    }

    // MARK: - Elements

    private mutating func startElement(localStart: Int, nameEnd: Int, tagOffset: Int) throws(InputError) {
        let name = GPXName(bytes, localStart, nameEnd)
        var kind = GPXElement.ignored
        if collecting {
            // Markup inside a value: keep the text read so far, ignore the rest.
            collecting = false
        }
        // Which element this is, by its name and its parent's meaning.
        switch (stack.last, name) {
        case (nil, .gpx): kind = .gpx
        case (nil, _):
            throw scanner.error("not a GPX document: the root element is <\(scanner.string(localStart, nameEnd))>, "
                                + "expected <gpx>", at: tagOffset)
        case (.gpx?, .metadata): kind = .metadata
        case (.gpx?, .trk): kind = .trk
        case (.gpx?, .rte): kind = .rte
        case (.gpx?, .wpt): kind = .wpt
        case (.trk?, .trkseg): kind = .trkseg
        case (.trkseg?, .trkpt): kind = .trkpt
        case (.rte?, .rtept): kind = .rtept
        case (.gpx?, .name), (.metadata?, .name), (.trk?, .name), (.rte?, .name), (.wpt?, .name): kind = .name
        case (.gpx?, .desc), (.metadata?, .desc), (.trk?, .desc), (.rte?, .desc): kind = .desc
        case (.metadata?, .activityType), (.trk?, .activityType), (.rte?, .activityType): kind = .activityType
        case (.trkpt?, .ele), (.rtept?, .ele), (.wpt?, .ele): kind = .ele
        case (.trkpt?, .time), (.rtept?, .time), (.wpt?, .time): kind = .time
        case (.trkpt?, .extensions), (.rtept?, .extensions): kind = .extensions
        case (.trkpt?, .other), (.rtept?, .other):
            // GPX 1.0 puts foreign elements straight into the point.
            kind = channel(localStart, nameEnd) ?? .ignored
        case (.extensions?, _), (.extensionItem?, _):
            kind = channel(localStart, nameEnd) ?? .extensionItem
        default:
            break
        }
        switch kind {
        case .wpt: try beginPoint(tag: "wpt", tagOffset: tagOffset)
        case .trkpt: try beginPoint(tag: "trkpt", tagOffset: tagOffset)
        case .rtept: try beginPoint(tag: "rtept", tagOffset: tagOffset)
        case .ele, .time, .name, .desc, .activityType, .channel:
            collecting = true
            textMode = .none
            collectedOffset = tagOffset
        default:
            break
        }
        stack.append(kind)
    }

    private mutating func endElement() throws(InputError) {
        let kind = stack.removeLast()
        switch kind {
        case .ele, .time, .name, .desc, .activityType, .channel:
            collecting = false
            try finishValue(kind, parent: stack.last)
            textMode = .none
        case .trkpt, .rtept:
            finishPoint()
        case .wpt:
            track.waypoints.append(Waypoint(coordinate: GeoCoordinate(latitude: latitude, longitude: longitude),
                                            name: waypointName, elevation: elevation, time: time))
        case .trkseg:
            track.segments.append(finishSegment())
        case .rte:
            track.routes.append(finishSegment())
        default:
            break
        }
    }

    /// `.channel` when the local name `bytes[localStart..<nameEnd]` is a known measurement (heart
    /// rate, cadence, …), which is then the one collected; otherwise `nil`.
    private mutating func channel(_ localStart: Int, _ nameEnd: Int) -> GPXElement? {
        guard let channel = GPXChannel(bytes, localStart, nameEnd) else { return nil }
        collectedChannel = channel
        return .channel
    }

    // MARK: - Points and segments

    private mutating func beginPoint(tag: String, tagOffset: Int) throws(InputError) {
        pointTag = tag
        var lat: Double?
        var lon: Double?
        for index in 0..<scanner.attributeCount {
            let attribute = scanner.attribute(at: index)
            guard attribute.nameEnd - attribute.localStart == 3 else { continue }
            let s = attribute.localStart
            guard bytes[s] == UInt8(ascii: "l") else { continue }
            if bytes[s + 1] == UInt8(ascii: "a") && bytes[s + 2] == UInt8(ascii: "t") {
                lat = try coordinate(attribute, name: "lat", limit: 90, tagOffset: tagOffset)
            } else if bytes[s + 1] == UInt8(ascii: "o") && bytes[s + 2] == UInt8(ascii: "n") {
                lon = try coordinate(attribute, name: "lon", limit: 180, tagOffset: tagOffset)
            }
        }
        guard let lat else {
            throw scanner.error("<\(tag)> is missing the required lat attribute", at: tagOffset)
        }
        guard let lon else {
            throw scanner.error("<\(tag)> is missing the required lon attribute", at: tagOffset)
        }
        latitude = lat
        longitude = lon
        elevation = nil
        time = nil
        waypointName = nil
        columns.discardPending()
    }

    private mutating func coordinate(_ attribute: XMLAttribute, name: String, limit: Double,
                                     tagOffset: Int) throws(InputError) -> Double {
        let value: Double?
        if attribute.hasReferences {
            scratch.removeAll(keepingCapacity: true)
            scanner.appendDecoded(start: attribute.valueStart, end: attribute.valueEnd, attribute: true, into: &scratch)
            value = scratch.withUnsafeBufferPointer { DecimalParser.parse($0, 0, $0.count) }
        } else {
            value = DecimalParser.parse(bytes, attribute.valueStart, attribute.valueEnd)
        }
        guard let value, value.isFinite else {
            throw scanner.error("<\(pointTag)> \(name)=\"\(quoted(attribute))\" is not a finite number", at: tagOffset)
        }
        guard abs(value) <= limit else {
            throw scanner.error("<\(pointTag)> \(name)=\"\(quoted(attribute))\" is out of range "
                                + "(\(Int(-limit))...\(Int(limit)) degrees)", at: tagOffset)
        }
        return value
    }

    private mutating func finishPoint() {
        points.append(TrackPoint(latitude: latitude, longitude: longitude, elevation: elevation, time: time))
        columns.commit(row: points.count - 1)
    }

    private mutating func finishSegment() -> TrackSegment {
        let segment = TrackSegment(points: points, channels: columns.take())
        points = []
        return segment
    }

    // MARK: - Values

    private mutating func appendText(start: Int, end: Int, decode: Bool) {
        if textMode == .none && !decode {
            textMode = .range
            textStart = start
            textEnd = end
            return
        }
        if textMode != .scratch {
            scratch.removeAll(keepingCapacity: true)
            if textMode == .range {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<textEnd]))
            }
            textMode = .scratch
        }
        if decode {
            scanner.appendDecoded(start: start, end: end, attribute: false, into: &scratch)
        } else {
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
    }

    /// Applies `parse` to the collected text (a buffer and a range in it).
    ///
    /// `parse` should capture nothing: a closure capturing `self` would copy the parser.
    @inline(__always)
    private func parseText<T>(_ parse: (UnsafeBufferPointer<UInt8>, Int, Int) -> T) -> T {
        switch textMode {
        case .none: return parse(bytes, 0, 0)
        case .range: return parse(bytes, textStart, textEnd)
        case .scratch: return scratch.withUnsafeBufferPointer { parse($0, 0, $0.count) }
        }
    }

    private mutating func finishValue(_ kind: GPXElement, parent: GPXElement?) throws(InputError) {
        switch kind {
        case .ele:
            if parseText(Self.isBlank) {
                elevation = nil
            } else if let value = parseText(DecimalParser.parse), value.isFinite {
                // Lower than the deepest mine, higher than any balloon: a broken value, not a place.
                guard ValueRanges.elevation.contains(value) else {
                    throw scanner.error("<\(pointTag)> " + ValueRanges.elevationMessage("<ele>\(parseText(Self.snippet))</ele>"),
                                        at: collectedOffset)
                }
                elevation = value
            } else {
                throw scanner.error("<\(pointTag)> elevation <ele>\(parseText(Self.snippet))</ele> is not a number",
                                    at: collectedOffset)
            }
        case .time:
            if parseText(Self.isBlank) {
                time = nil
            } else if let seconds = parseText(TimestampParser.parse) {
                time = Date(timeIntervalSince1970: seconds)
            } else {
                throw scanner.error("<\(pointTag)> time <time>\(parseText(Self.snippet))</time> is not a valid "
                                    + "ISO 8601 date-time (expected YYYY-MM-DDTHH:MM:SS[.fff][Z|±HH:MM])",
                                    at: collectedOffset)
            }
        case .channel:
            // A value that is no sensible reading (`n/a`, `NaN`, `1e999`, 900 bpm: a sensor glitch)
            // is a gap, with a warning; an empty element is a gap without one.
            let value = parseText(DecimalParser.parse)
            if let value, value.isFinite, collectedChannel.sensibleRange.contains(value) {
                columns.set(collectedChannel, value)
            } else if !parseText(Self.isBlank),
                      let message = collectedChannel.dropMessage(value, text: parseText(Self.snippet)) {
                let warning = warnings.isFull ? InputWarning(message: message) : scanner.warning(message, at: collectedOffset)
                warnings.append(warning)
            }
        case .activityType:
            try checkUTF8(kind)
            guard let text = parseText(Self.trimmedString), !text.isEmpty else { return }
            switch parent {
            case .trk?: trackType = trackType ?? text
            case .rte?: routeType = routeType ?? text
            case .metadata?: headerType = headerType ?? text
            default: break
            }
        case .name, .desc:
            try checkUTF8(kind)
            guard let text = parseText(Self.trimmedString) else { return }
            let isName = kind == .name
            switch parent {
            case .gpx?, .metadata?:
                if isName { headerName = headerName ?? text } else { headerDescription = headerDescription ?? text }
            case .trk?:
                if isName { trackName = trackName ?? text } else { trackDescription = trackDescription ?? text }
            case .rte?:
                if isName { routeName = routeName ?? text } else { routeDescription = routeDescription ?? text }
            case .wpt?:
                if isName { waypointName = text }
            default:
                break
            }
        default:
            break
        }
    }

    // MARK: - Helpers

    /// Text shown on a card must be well-formed UTF-8 (a UTF-8 document with stray bytes, such as
    /// Latin-1 text without an encoding declaration): an error at the element otherwise.
    private func checkUTF8(_ kind: GPXElement) throws(InputError) {
        guard !parseText(Self.isWellFormedUTF8) else { return }
        throw scanner.error("ill-formed UTF-8 in the text of <\(kind == .desc ? "desc" : kind == .name ? "name" : "type")> "
                            + "(declare the file's encoding, e.g. <?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>)", at: collectedOffset)
    }

    private static func isWellFormedUTF8(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        String(validating: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self) != nil
    }

    private static func isBlank(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            if !XMLScanner.isWhitespace(buffer[i]) { return false }
            i += 1
        }
        return true
    }

    /// The text without surrounding whitespace, or `nil` when nothing is left.
    private static func trimmedString(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        var start = start, end = end
        while start < end && XMLScanner.isWhitespace(buffer[start]) { start += 1 }
        while end > start && XMLScanner.isWhitespace(buffer[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// The trimmed text for a message, cut to 40 characters.
    private static func snippet(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let text = trimmedString(buffer, start, end) ?? ""
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// An attribute's decoded value for a message, cut to 40 characters.
    private func quoted(_ attribute: XMLAttribute) -> String {
        var decoded: [UInt8] = []
        scanner.appendDecoded(start: attribute.valueStart, end: attribute.valueEnd, attribute: true, into: &decoded)
        let text = String(decoding: decoded, as: UTF8.self)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
