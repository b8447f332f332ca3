import Foundation
import RouteCardGeo

/// Decodes the messages of one or more chained FIT files into a ``Track``.
///
/// Only what a card needs is interpreted: `record` messages (points and sensor channels),
/// `session` and `sport` (the activity type and name). Every other message is skipped by its
/// defined size, developer fields included. Every check is made before a byte is read, so no
/// input can read out of bounds.
struct FITDecoder {
    /// Seconds from 1970-01-01 to the FIT epoch, 1989-12-31T00:00:00Z.
    static let epoch = 631_065_600.0
    /// FIT global message numbers the decoder reads.
    private enum Message {
        static let sport: UInt16 = 12
        static let session: UInt16 = 18
        static let record: UInt16 = 20
    }

    private let bytes: [UInt8]
    private let path: String?
    private var definitions = [FITMessageDefinition?](repeating: nil, count: 16)
    private var lastTimestamp: UInt32?

    private var segments: [TrackSegment] = []
    private var points: [TrackPoint] = []
    private var columns = ChannelColumns()
    private var unplacedTimes: [Date?] = []
    private var unplacedColumns = ChannelColumns()
    private var sessionSport: Int?
    private var sportSport: Int?
    private var sessionSubSport: Int?
    private var sportSubSport: Int?
    private var sportName: String?
    private var sessionName: String?
    /// What was dropped or repaired (sensor glitches, positions off the globe, ill-formed names).
    var warnings = InputWarnings()

    /// Creates a decoder of `bytes`; `path` names the file in messages.
    init(bytes: [UInt8], path: String?) {
        self.bytes = bytes
        self.path = path
    }

    /// Decodes every chained file.
    mutating func decode() throws(InputError) -> Track {
        guard !bytes.isEmpty else { throw failure("the input is empty: no FIT file", at: 0) }
        var offset = 0
        while offset < bytes.count {
            offset = try decodeFile(at: offset)
        }
        let sport = sessionSport.map { ($0, sessionSubSport) } ?? sportSport.map { ($0, sportSubSport) }
        let activity = sport.map { sport, sub in FITSport.name(sport) + (sub.flatMap(FITSubSport.name).map { "/" + $0 } ?? "") }
        return Track(name: sportName ?? sessionName, activity: activity, segments: segments,
                     unplacedSamples: UnplacedSamples(times: unplacedTimes, channels: unplacedColumns.take()))
    }

    private func failure(_ message: String, at offset: Int) -> InputError {
        InputError(path: path, byteOffset: offset, message: message)
    }

    // MARK: - Files

    /// Checks the file header at `start` and the file's CRC, decodes its records and returns
    /// where the next chained file would start.
    private mutating func decodeFile(at start: Int) throws(InputError) -> Int {
        let available = bytes.count - start
        guard available >= 12 else {
            throw failure("truncated FIT header: \(available) byte\(available == 1 ? "" : "s") where a header needs 12",
                          at: start)
        }
        let headerSize = Int(bytes[start])
        guard headerSize == 12 || headerSize == 14 else {
            throw failure("corrupt FIT header: header size \(headerSize), expected 12 or 14", at: start)
        }
        guard bytes[start + 8] == 0x2E, bytes[start + 9] == 0x46, bytes[start + 10] == 0x49, bytes[start + 11] == 0x54 else {
            let found = String(decoding: bytes[start + 8..<start + 12].map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
            throw failure("corrupt FIT header: expected the signature \".FIT\" at byte \(start + 8), found \"\(found)\"",
                          at: start)
        }
        guard available >= headerSize else {
            throw failure("truncated FIT header: \(available) bytes where the header needs \(headerSize)", at: start)
        }
        if headerSize == 14 {
            let stored = UInt16(bytes[start + 12]) | UInt16(bytes[start + 13]) << 8
            let computed = FITCRC.checksum(bytes, start..<start + 12)
            guard stored == 0 || stored == computed else {
                throw failure("corrupt FIT header: header CRC is \(hex(stored)), the header's bytes give \(hex(computed))",
                              at: start + 12)
            }
        }
        let dataSize = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8 | Int(bytes[start + 6]) << 16
            | Int(bytes[start + 7]) << 24
        let dataStart = start + headerSize
        let dataEnd = dataStart + dataSize
        guard dataEnd + 2 <= bytes.count else {
            throw failure("truncated FIT file: the header announces \(dataSize) data bytes and a CRC ending at byte "
                          + "\(dataEnd + 2), but the file ends at byte \(bytes.count)", at: bytes.count)
        }
        let stored = UInt16(bytes[dataEnd]) | UInt16(bytes[dataEnd + 1]) << 8
        let computed = FITCRC.checksum(bytes, start..<dataEnd)
        guard stored == computed else {
            throw failure("bad FIT file CRC: the file says \(hex(stored)), its bytes give \(hex(computed)) "
                          + "(the file is damaged)", at: dataEnd)
        }
        // Each chained file starts afresh: its own local message types and time base.
        for index in definitions.indices { definitions[index] = nil }
        lastTimestamp = nil
        try decodeRecords(dataStart..<dataEnd)
        if !points.isEmpty {
            segments.append(TrackSegment(points: points, channels: columns.take()))
            points = []
        } else {
            _ = columns.take()
        }
        return dataEnd + 2
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    // MARK: - Records

    private mutating func decodeRecords(_ range: Range<Int>) throws(InputError) {
        var offset = range.lowerBound
        let end = range.upperBound
        while offset < end {
            let header = bytes[offset]
            let recordStart = offset
            offset += 1
            if header & 0x80 != 0 {
                // Compressed timestamp header: local type in bits 5–6, time offset in bits 0–4.
                let local = Int(header >> 5 & 0x03)
                let definition = try definitionForData(local: local, at: recordStart, end: offset, limit: end)
                var timestamp: UInt32?
                if let last = lastTimestamp {
                    let delta = (UInt32(header & 0x1F) &- (last & 0x1F)) & 0x1F
                    timestamp = last &+ delta
                    lastTimestamp = timestamp
                }
                try decodeData(definition, at: offset, compressedTime: timestamp)
                offset += definition.size
            } else if header & 0x40 != 0 {
                offset = try decodeDefinition(at: offset, local: Int(header & 0x0F), developer: header & 0x20 != 0,
                                              recordStart: recordStart, end: end)
            } else {
                let definition = try definitionForData(local: Int(header & 0x0F), at: recordStart, end: offset, limit: end)
                try decodeData(definition, at: offset, compressedTime: nil)
                offset += definition.size
            }
        }
    }

    /// The definition of local type `local` for a data message whose content starts at `end`,
    /// checked to fit before `limit`.
    private func definitionForData(local: Int, at recordStart: Int, end: Int, limit: Int) throws(InputError) -> FITMessageDefinition {
        guard let definition = definitions[local] else {
            throw failure("corrupt FIT data: a data message of local type \(local) comes before any definition of it",
                          at: recordStart)
        }
        guard definition.size <= limit - end else {
            throw failure("truncated FIT data: a data message of local type \(local) (global \(definition.globalNumber)) "
                          + "needs \(definition.size) bytes, \(limit - end) are left before the file's CRC",
                          at: recordStart)
        }
        return definition
    }

    /// Reads a definition message whose content starts at `start`; returns where the next record starts.
    private mutating func decodeDefinition(at start: Int, local: Int, developer: Bool, recordStart: Int,
                                           end: Int) throws(InputError) -> Int {
        func doesNotFit(_ needed: Int) -> InputError {
            failure("corrupt FIT definition of local type \(local): it needs \(needed) bytes, "
                    + "\(end - start) are left before the file's CRC", at: recordStart)
        }
        guard end - start >= 5 else { throw doesNotFit(5) }
        let architecture = bytes[start + 1]
        guard architecture <= 1 else {
            throw failure("corrupt FIT definition of local type \(local): architecture byte \(architecture), "
                          + "expected 0 (little-endian) or 1 (big-endian)", at: start + 1)
        }
        let bigEndian = architecture == 1
        let low = UInt16(bytes[start + 2]), high = UInt16(bytes[start + 3])
        let global = bigEndian ? low << 8 | high : high << 8 | low
        let fieldCount = Int(bytes[start + 4])
        var offset = start + 5
        var needed = 5 + fieldCount * 3 + (developer ? 1 : 0)
        guard end - start >= needed else { throw doesNotFit(needed) }
        var fields: [FITFieldDefinition] = []
        fields.reserveCapacity(fieldCount)
        var size = 0
        var timestamp: FITFieldDefinition?
        for _ in 0..<fieldCount {
            let field = FITFieldDefinition(number: bytes[offset], offset: size, size: Int(bytes[offset + 1]),
                                           baseType: FITBaseType(byte: bytes[offset + 2]))
            if field.number == 253 { timestamp = field }
            fields.append(field)
            size += field.size
            offset += 3
        }
        if developer {
            // Developer fields: number, size, developer data index. Skipped by their size.
            let developerCount = Int(bytes[offset])
            offset += 1
            needed += developerCount * 3
            guard end - start >= needed else { throw doesNotFit(needed) }
            for _ in 0..<developerCount {
                size += Int(bytes[offset + 1])
                offset += 3
            }
        }
        definitions[local] = FITMessageDefinition(globalNumber: global, bigEndian: bigEndian, fields: fields, size: size,
                                                  timestamp: timestamp)
        return offset
    }

    // MARK: - Data messages

    /// Reads the data message at `start` (already checked to fit).
    private mutating func decodeData(_ definition: FITMessageDefinition, at start: Int, compressedTime: UInt32?) throws(InputError) {
        var time = compressedTime
        // A timestamp declared with another base type may hold any number: only whole seconds in
        // UInt32's range count (every conversion of a file's number is total).
        if let field = definition.timestamp, let value = field.value(bytes, message: start, bigEndian: definition.bigEndian),
           let seconds = UInt32(exactly: value) {
            lastTimestamp = seconds
            time = seconds
        }
        switch definition.globalNumber {
        case Message.record: try decodeRecord(definition, at: start, time: time)
        case Message.session: decodeSport(definition, at: start, sportField: 5, subSportField: 6, nameField: 110, isSession: true)
        case Message.sport: decodeSport(definition, at: start, sportField: 0, subSportField: 1, nameField: 3, isSession: false)
        default: break
        }
    }

    /// Reads a `record` message whose content starts at `start` (its header byte is at `start - 1`,
    /// where its warnings and errors point).
    private mutating func decodeRecord(_ definition: FITMessageDefinition, at start: Int, time: UInt32?) throws(InputError) {
        var latitude: Double?, longitude: Double?
        var altitude: Double?, enhancedAltitude: Double?
        var speed: Double?, enhancedSpeed: Double?
        var heartRate: Double?, cadence: Double?, power: Double?, temperature: Double?
        let bigEndian = definition.bigEndian
        for field in definition.fields {
            switch field.number {
            case 0: latitude = field.value(bytes, message: start, bigEndian: bigEndian)
            case 1: longitude = field.value(bytes, message: start, bigEndian: bigEndian)
            case 2: altitude = field.value(bytes, message: start, bigEndian: bigEndian)
            case 3: heartRate = field.value(bytes, message: start, bigEndian: bigEndian)
            case 4: cadence = field.value(bytes, message: start, bigEndian: bigEndian)
            case 6: speed = field.value(bytes, message: start, bigEndian: bigEndian)
            case 7: power = field.value(bytes, message: start, bigEndian: bigEndian)
            case 8 where field.size == 3:
                // compressed_speed_distance: speed in the low 12 bits (m/s × 100), distance in the high 12.
                let raw = Int(bytes[start + field.offset]) | Int(bytes[start + field.offset + 1] & 0x0F) << 8
                if raw != 0xFFF, speed == nil { speed = Double(raw) * 10 }
            case 13: temperature = field.value(bytes, message: start, bigEndian: bigEndian)
            case 73: enhancedSpeed = field.value(bytes, message: start, bigEndian: bigEndian)
            case 78: enhancedAltitude = field.value(bytes, message: start, bigEndian: bigEndian)
            default: break
            }
        }
        let recordStart = start - 1
        // A reading outside what a sensor reports is dropped, with a warning at the record.
        func sensible(_ channel: GPXChannel, _ value: Double?) -> Double? {
            guard let value else { return nil }
            guard let message = channel.dropMessage(value, text: FITDecoder.show(value)) else { return value }
            warnings.append(InputWarning(path: path, byteOffset: recordStart, message: "record: " + message))
            return nil
        }
        heartRate = sensible(.heartRate, heartRate)
        cadence = sensible(.cadence, cadence)
        power = sensible(.power, power)
        temperature = sensible(.airTemperature, temperature)
        // speed and enhanced_speed: m/s × 1000.
        let metresPerSecond = sensible(.speed, (enhancedSpeed ?? speed).map { $0 / 1000 })
        func store(_ columns: inout ChannelColumns) {
            columns.set(.heartRate, heartRate)
            columns.set(.cadence, cadence)
            columns.set(.power, power)
            columns.set(.airTemperature, temperature)
            columns.set(.speed, metresPerSecond)
        }
        let date = time.map { Date(timeIntervalSince1970: Self.epoch + Double($0)) }
        // Semicircles → degrees; a position outside the globe is no position.
        let onGlobe = latitude.map { abs($0) <= 1_073_741_824 } != false && longitude.map { abs($0) <= 2_147_483_648 } != false
        if !onGlobe {
            warnings.append(InputWarning(path: path, byteOffset: recordStart,
                                         message: "record: position_lat \(FITDecoder.show(latitude ?? 0)), position_long "
                                         + "\(FITDecoder.show(longitude ?? 0)) semicircles is outside the globe; the record is not drawn"))
        }
        if let latitude, let longitude, onGlobe {
            let scale = 180.0 / 2_147_483_648.0
            // altitude and enhanced_altitude: (m + 500) × 5.
            let elevation = (enhancedAltitude ?? altitude).map { $0 / 5 - 500 }
            if let elevation, !ValueRanges.elevation.contains(elevation) {
                throw failure("record: " + ValueRanges.elevationMessage("\(FITDecoder.show(elevation)) m"), at: recordStart)
            }
            points.append(TrackPoint(latitude: latitude * scale, longitude: longitude * scale, elevation: elevation,
                                     time: date))
            store(&columns)
            columns.commit(row: points.count - 1)
        } else {
            unplacedTimes.append(date)
            store(&unplacedColumns)
            unplacedColumns.commit(row: unplacedTimes.count - 1)
        }
    }

    private mutating func decodeSport(_ definition: FITMessageDefinition, at start: Int, sportField: UInt8,
                                      subSportField: UInt8, nameField: UInt8, isSession: Bool) {
        // The first session (or sport message) names the activity; its sub-sport goes with it.
        let first = isSession ? sessionSport == nil : sportSport == nil
        for field in definition.fields {
            if field.number == sportField, let value = field.value(bytes, message: start, bigEndian: definition.bigEndian) {
                guard let number = Int(exactly: value), (0...255).contains(number) else { continue }
                if isSession { sessionSport = sessionSport ?? number } else { sportSport = sportSport ?? number }
            } else if field.number == subSportField, first, let value = field.value(bytes, message: start, bigEndian: definition.bigEndian) {
                guard let number = Int(exactly: value), (0...255).contains(number) else { continue }
                if isSession { sessionSubSport = number } else { sportSubSport = number }
            } else if field.number == nameField, field.baseType == .string,
                      let name = string(field, message: start)?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
                if isSession { sessionName = sessionName ?? name } else { sportName = sportName ?? name }
            }
        }
    }

    /// A string field's text; ill-formed UTF-8 is replaced by U+FFFD, with a warning at the message.
    private mutating func string(_ field: FITFieldDefinition, message start: Int) -> String? {
        guard let (text, wellFormed) = field.string(bytes, message: start) else { return nil }
        if !wellFormed {
            warnings.append(InputWarning(path: path, byteOffset: start - 1,
                                         message: "ill-formed UTF-8 in a string field; shown with U+FFFD replacement characters"))
        }
        return text
    }

    /// A field value for messages: `512`, `-3.5`, `1e+300`.
    static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
