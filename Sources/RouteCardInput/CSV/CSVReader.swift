import Foundation
import RouteCardGeo
import RouteCardText

/// Reads delimited text with a header row into a one-segment ``Track``.
///
/// The header names the columns (case-insensitive, surrounding spaces ignored):
/// `lat`/`latitude`, `lon`/`lng`/`long`/`longitude` (both required), optional
/// `ele`/`elevation`/`alt`/`altitude` (metres, −12000…100000), `time`/`timestamp` (ISO 8601, or Unix
/// seconds of the years 0000…9999) and the sensor channels the GPX reader knows by name
/// (`hr`/`heartrate`/`heart_rate`, `cad`/`cadence`, `power`/`watts`, `temp`/`atemp`/`temperature`,
/// `wtemp`, `speed` in m/s), whose glitches are dropped with a warning. Other columns are ignored. The delimiter is `,` or `;` (whichever the header has;
/// with `;` a decimal comma such as `60,1699` is accepted). Fields may be quoted with `"`
/// (`""` inside for a quote). Blank lines are skipped.
public struct CSVReader: Sendable {
    /// The longest line accepted (default 1 MiB); a longer one is an error at its start.
    public var maximumLineLength: Int

    /// Creates a reader that accepts lines up to `maximumLineLength` bytes.
    public init(maximumLineLength: Int = 1 << 20) {
        self.maximumLineLength = maximumLineLength
    }

    /// Reads CSV from its bytes; `path` only appears in error messages.
    ///
    /// - Throws: ``InputError`` with line and column for a missing header, a header without
    ///   latitude/longitude columns, a row with too few fields, a value that is not a number or
    ///   out of range, or a time that is not ISO 8601.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(bytes, path: path, warnings: &warnings)
    }

    /// Reads CSV, adding the sensor values it drops (`n/a`, 900 bpm: see ``InputWarning``)
    /// to `warnings`; otherwise as ``read(_:path:)``.
    public func read(_ bytes: [UInt8], path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        var rows = Rows(bytes: bytes, maximumLineLength: maximumLineLength)
        func fail(_ message: String, at offset: Int) -> InputError {
            InputError(path: path, location: SourceLocation(offset: offset, in: bytes), message: message)
        }
        guard let header = try rows.next(path: path) else {
            throw InputError(path: path, line: 1, column: 1, message: "the CSV input is empty: a header row is expected")
        }
        var latitudeColumn: Int?, longitudeColumn: Int?, elevationColumn: Int?, timeColumn: Int?
        var channelColumns: [(GPXChannel, Int)] = []
        for (index, field) in header.enumerated() {
            let name = Self.trimmed(field.text).lowercased()
            switch name {
            case "lat", "latitude": latitudeColumn = latitudeColumn ?? index
            case "lon", "lng", "long", "longitude": longitudeColumn = longitudeColumn ?? index
            case "ele", "elevation", "alt", "altitude": elevationColumn = elevationColumn ?? index
            case "time", "timestamp", "datetime": timeColumn = timeColumn ?? index
            default:
                if let channel = GPXChannel(name: name), !channelColumns.contains(where: { $0.0 == channel }) {
                    channelColumns.append((channel, index))
                }
            }
        }
        var locator = SourceLocator(bytes)
        var columns = ChannelColumns()
        guard let latitudeColumn, let longitudeColumn else {
            throw fail("the CSV header has no " + (latitudeColumn == nil ? "latitude" : "longitude")
                       + " column (expected names: lat/latitude and lon/lng/longitude; found: "
                       + header.map { $0.text }.joined(separator: ", ") + ")", at: header.first?.offset ?? 0)
        }
        let decimalComma = rows.delimiter == UInt8(ascii: ";")
        var points: [TrackPoint] = []
        while let row = try rows.next(path: path) {
            func number(_ column: Int, _ what: String, optional: Bool) throws(InputError) -> Double? {
                guard column < row.count else {
                    if optional { return nil }
                    throw fail("the row has \(row.count) fields; the \(what) column is field \(column + 1)",
                               at: row.last?.offset ?? 0)
                }
                let text = Self.trimmed(row[column].text)
                if text.isEmpty && optional { return nil }
                var bytes = Array(text.utf8)
                if decimalComma {
                    for index in bytes.indices where bytes[index] == UInt8(ascii: ",") { bytes[index] = UInt8(ascii: ".") }
                }
                guard let value = bytes.withUnsafeBufferPointer({ DecimalParser.parse($0, 0, $0.count) }), value.isFinite else {
                    throw fail("\(what) \"\(row[column].text)\" is not a finite number", at: row[column].offset)
                }
                return value
            }
            let latitude = try number(latitudeColumn, "latitude", optional: false)!
            let longitude = try number(longitudeColumn, "longitude", optional: false)!
            guard abs(latitude) <= 90 else {
                throw fail("latitude \(row[latitudeColumn].text) is out of range (-90...90 degrees)",
                           at: row[latitudeColumn].offset)
            }
            guard abs(longitude) <= 180 else {
                throw fail("longitude \(row[longitudeColumn].text) is out of range (-180...180 degrees)",
                           at: row[longitudeColumn].offset)
            }
            let elevation = try elevationColumn.flatMap { (column) throws(InputError) in
                try number(column, "elevation", optional: true)
            }
            if let elevation, !ValueRanges.elevation.contains(elevation), let column = elevationColumn {
                throw fail(ValueRanges.elevationMessage(row[column].text.trimmingCharacters(in: .whitespaces)), at: row[column].offset)
            }
            var time: Date?
            if let timeColumn, timeColumn < row.count {
                let field = row[timeColumn]
                let text = Self.trimmed(field.text)
                if !text.isEmpty {
                    let bytes = Array(text.utf8)
                    if let seconds = bytes.withUnsafeBufferPointer({ TimestampParser.parse($0, 0, $0.count) }) {
                        time = Date(timeIntervalSince1970: seconds)
                    } else if let seconds = Double(text), seconds.isFinite, !text.contains("e"), !text.contains("E") {
                        guard ValueRanges.unixSeconds.contains(seconds) else {
                            throw fail("time \(text) is out of range as Unix seconds (\(ValueRanges.unixSecondsText))", at: field.offset)
                        }
                        time = Date(timeIntervalSince1970: seconds)
                    } else {
                        throw fail("time \"\(text)\" is not a valid ISO 8601 date-time "
                                   + "(expected YYYY-MM-DDTHH:MM:SS[.fff][Z|±HH:MM]) or Unix seconds", at: field.offset)
                    }
                }
            }
            for (channel, column) in channelColumns where column < row.count {
                var text = row[column].text.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty else { continue }
                if decimalComma { text = text.replacingOccurrences(of: ",", with: ".") }
                let value = Array(text.utf8).withUnsafeBufferPointer { DecimalParser.parse($0, 0, $0.count) }
                if let message = channel.dropMessage(value, text: row[column].text.trimmingCharacters(in: .whitespaces)) {
                    let offset = row[column].offset
                    warnings.append(InputWarning(InputError(path: path, location: locator.location(of: offset), message: message)))
                } else {
                    columns.set(channel, value)
                }
            }
            points.append(TrackPoint(latitude: latitude, longitude: longitude, elevation: elevation, time: time))
            columns.commit(row: points.count - 1)
        }
        return Track(segments: [TrackSegment(points: points, channels: columns.take())])
    }

    /// `text` without the whitespace around it, the characters of `CharacterSet.whitespaces` (tab, the
    /// Unicode space separators of category Zs and the zero-width space), but without Foundation's
    /// bridging to `NSString`, which took 40% of the time to read a CSV file.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// One field: its text (unquoted) and the byte offset where it starts.
    package struct Field {
        /// The field's text, quotes removed and doubled quotes undone.
        package var text: String
        /// The byte offset where the field starts.
        package var offset: Int
    }

    /// Splits the input into rows of fields (RFC 4180 quoting; also used for export indexes
    /// such as Strava's `activities.csv`).
    package struct Rows {
        let bytes: [UInt8]
        var index = 0
        /// `,` or `;`, chosen from the header row.
        var delimiter: UInt8 = 0
        /// The longest row accepted, in bytes.
        let maximumLineLength: Int

        /// Rows over a document's bytes (a UTF-8 byte order mark is skipped).
        package init(bytes: [UInt8], maximumLineLength: Int = 1 << 20) {
            self.bytes = bytes
            self.maximumLineLength = maximumLineLength
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        /// The next non-blank row, or `nil` at the end.
        package mutating func next(path: String?) throws(InputError) -> [Field]? {
            while index < bytes.count {
                // Skip blank lines.
                if bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1; continue }
                if delimiter == 0 {
                    var commas = 0, semicolons = 0, i = index
                    while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D {
                        if bytes[i] == UInt8(ascii: ",") { commas += 1 }
                        if bytes[i] == UInt8(ascii: ";") { semicolons += 1 }
                        i += 1
                    }
                    delimiter = semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
                }
                var fields: [Field] = []
                var current: [UInt8] = []
                var fieldStart = index
                let rowStart = index
                var quoted = false
                var blank = true
                while index < bytes.count {
                    let c = bytes[index]
                    if index - rowStart >= maximumLineLength {
                        throw InputError(path: path, location: SourceLocation(offset: rowStart, in: bytes),
                                         message: "a line longer than \(InputLimits.describe(maximumLineLength)), the line length limit")
                    }
                    if quoted {
                        if c == UInt8(ascii: "\"") {
                            if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                                current.append(c)
                                index += 2
                                continue
                            }
                            quoted = false
                        } else {
                            current.append(c)
                        }
                        index += 1
                        continue
                    }
                    if c == 0x0A || c == 0x0D { break }
                    if c == delimiter {
                        fields.append(Field(text: String(decoding: current, as: UTF8.self), offset: fieldStart))
                        current.removeAll(keepingCapacity: true)
                        index += 1
                        fieldStart = index
                        blank = false
                        continue
                    }
                    if c == UInt8(ascii: "\"") && current.allSatisfy({ $0 == 0x20 }) {
                        current.removeAll()
                        quoted = true
                    } else {
                        current.append(c)
                    }
                    if c != 0x20 && c != 0x09 { blank = false }
                    index += 1
                }
                if quoted {
                    throw InputError(path: path, location: SourceLocation(offset: fieldStart, in: bytes),
                                     message: "a quoted field is not closed")
                }
                fields.append(Field(text: String(decoding: current, as: UTF8.self), offset: fieldStart))
                if blank && fields.count == 1 { continue }
                return fields
            }
            return nil
        }
    }
}
