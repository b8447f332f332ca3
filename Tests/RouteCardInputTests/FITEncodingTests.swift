import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// The FIT reader on hand-encoded files: every part of the protocol and every broken-file case.
@Suite struct FITEncodingTests {
    /// FIT base type bytes (FIT protocol description, "Base Types").
    enum Base {
        static let enumeration: UInt8 = 0x00, sint8: UInt8 = 0x01, uint8: UInt8 = 0x02, uint16: UInt8 = 0x84
        static let sint32: UInt8 = 0x85, uint32: UInt8 = 0x86, string: UInt8 = 0x07
    }
    /// `record` fields: timestamp, position_lat, position_long, altitude, heart_rate, temperature.
    static let recordFields: [(UInt8, UInt8, UInt8)] = [
        (253, 4, Base.uint32), (0, 4, Base.sint32), (1, 4, Base.sint32), (2, 2, Base.uint16), (3, 1, Base.uint8),
        (13, 1, Base.sint8),
    ]
    /// 2^29 semicircles = 45°, −2^30 = −90°.
    static let latitude: Int32 = 1 << 29, longitude: Int32 = -(1 << 30)

    static func record(time: UInt32, lat: Int32 = latitude, lon: Int32 = longitude, altitude: UInt16 = 2_600,
                       hr: UInt8 = 150, temperature: Int8 = -5, bigEndian: Bool = false) -> [UInt8] {
        func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] { bigEndian ? FITTestFile.be(value) : FITTestFile.le(value) }
        return bytes(time) + bytes(lat) + bytes(lon) + bytes(altitude) + [hr, UInt8(bitPattern: temperature)]
    }

    static func read(_ bytes: [UInt8]) throws(InputError) -> Track {
        try FITReader().read(bytes, path: "test.fit")
    }

    static func error(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        do {
            _ = try read(bytes)
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// FIT time 1,000,000,000 s after 1989-12-31T00:00:00Z.
    static let time = Date(timeIntervalSince1970: 631_065_600 + 1_000_000_000)

    @Test func crcCheckValue() {
        // The published check value of CRC-16/ARC for "123456789".
        #expect(FITTestFile.crc(Array("123456789".utf8)) == 0xBB3D)
    }

    @Test(arguments: [12, 14]) func recordBecomesAPoint(headerSize: Int) throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        file.data(local: 0, Self.record(time: 1_000_000_000))
        let track = try Self.read(file.bytes(headerSize: headerSize))
        #expect(track.segments.count == 1)
        let point = try #require(track.segments.first?.points.first)
        #expect(point.coordinate == GeoCoordinate(latitude: 45, longitude: -90))
        #expect(point.time == Self.time)
        #expect(point.elevation == 20)   // 2600 / 5 − 500
        #expect(track.segments[0].channels == ["hr": [150], "atemp": [-5]])
    }

    @Test func bigEndianFieldsReadTheSame() throws {
        var file = FITTestFile()
        file.define(local: 3, global: 20, bigEndian: true, fields: Self.recordFields)
        file.data(local: 3, Self.record(time: 1_000_000_000, bigEndian: true))
        let point = try #require(try Self.read(file.bytes()).segments.first?.points.first)
        #expect(point.coordinate == GeoCoordinate(latitude: 45, longitude: -90))
        #expect(point.time == Self.time)
        #expect(point.elevation == 20)
    }

    @Test func compressedTimestampsAddTheirOffsetWithRollover() throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        // Without the timestamp field, for the compressed headers.
        file.define(local: 1, global: 20, fields: Array(Self.recordFields.dropFirst()))
        file.data(local: 0, Self.record(time: 1_000))             // 1000 = 31·32 + 8
        file.compressed(local: 1, timeOffset: 10, Array(Self.record(time: 0).dropFirst(4)))   // 1002
        file.compressed(local: 1, timeOffset: 5, Array(Self.record(time: 0).dropFirst(4)))    // rolls over: 1029
        let times = try Self.read(file.bytes()).segments[0].points.map { $0.time!.timeIntervalSince1970 - 631_065_600 }
        #expect(times == [1_000, 1_002, 1_029])
    }

    @Test func developerFieldsAreSkipped() throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields, developer: [(0, 4, 0), (1, 3, 0)])
        file.data(local: 0, Self.record(time: 1) + [0xDE, 0xAD, 0xBE, 0xEF, 1, 2, 3])
        file.data(local: 0, Self.record(time: 2, lat: 0) + Array(repeating: 0x40, count: 7))
        let points = try Self.read(file.bytes()).segments[0].points
        #expect(points.map(\.coordinate.latitude) == [45, 0])
        #expect(points.map { $0.time!.timeIntervalSince1970 - 631_065_600 } == [1, 2])
    }

    @Test func chainedFilesGiveOneSegmentEach() throws {
        var first = FITTestFile(), second = FITTestFile()
        first.define(local: 0, global: 20, fields: Self.recordFields)
        first.data(local: 0, Self.record(time: 1))
        // The second file's local type 0 means something else until it is defined again.
        second.define(local: 0, global: 20, fields: Array(Self.recordFields.prefix(3)))
        second.data(local: 0, Array(Self.record(time: 2, lat: -(1 << 29)).prefix(12)))
        let track = try Self.read(first.bytes() + second.bytes(headerSize: 12))
        #expect(track.segments.map { $0.points.map(\.coordinate.latitude) } == [[45], [-45]])
    }

    @Test func invalidMarkersAreAbsentValues() throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        file.data(local: 0, Self.record(time: 1, hr: 0xFF, temperature: 0x7F))
        file.data(local: 0, Self.record(time: 2, lat: 0x7FFF_FFFF, lon: 0x7FFF_FFFF, altitude: 0xFFFF, hr: 120, temperature: 0x7F))
        file.data(local: 0, Self.record(time: 0xFFFF_FFFF, altitude: 0xFFFF, hr: 0xFF, temperature: 0x7F))
        let track = try Self.read(file.bytes())
        let points = track.segments[0].points
        #expect(points.count == 2)
        #expect(track.segments[0].channels.isEmpty)   // no heart rate or temperature on any point
        #expect(points[1].elevation == nil)
        #expect(points[1].time == nil)
        // The record without a position keeps its time and heart rate.
        #expect(track.unplacedSamples.times.map { $0!.timeIntervalSince1970 - 631_065_600 } == [2])
        #expect(track.unplacedSamples.channels == ["hr": [120]])
    }

    @Test func enhancedFieldsWinAndSportNamesTheActivity() throws {
        var file = FITTestFile()
        // record: position, altitude (raw 2600 = 20 m), enhanced_altitude (raw 3000 = 100 m),
        // speed (2000 = 2 m/s), enhanced_speed (3500 = 3.5 m/s), cadence, power.
        file.define(local: 0, global: 20, fields: [(0, 4, Base.sint32), (1, 4, Base.sint32), (2, 2, Base.uint16),
                                                   (78, 4, Base.uint32), (6, 2, Base.uint16), (73, 4, Base.uint32),
                                                   (4, 1, Base.uint8), (7, 2, Base.uint16)])
        file.data(local: 0, FITTestFile.le(Self.latitude) + FITTestFile.le(Self.longitude) + FITTestFile.le(UInt16(2_600))
                  + FITTestFile.le(UInt32(3_000)) + FITTestFile.le(UInt16(2_000)) + FITTestFile.le(UInt32(3_500))
                  + [88] + FITTestFile.le(UInt16(250)))
        // sport: sport = 2 (cycling), name "Gravel"; session: sport = 1 (running) wins.
        file.define(local: 1, global: 12, fields: [(0, 1, Base.enumeration), (3, 8, Base.string)])
        file.data(local: 1, [2] + Array("Gravel".utf8) + [0, 0])
        file.define(local: 2, global: 18, fields: [(5, 1, Base.enumeration)])
        file.data(local: 2, [1])
        let track = try Self.read(file.bytes())
        #expect(track.segments[0].points[0].elevation == 100)
        #expect(track.segments[0].channels == ["speed": [3.5], "cad": [88], "power": [250]])
        #expect(track.activity == "running")
        #expect(track.name == "Gravel")
    }

    /// Fields declared with unexpected base types hold any number: a negative or huge timestamp
    /// or sport is absent, never a crash.
    @Test func numbersOutOfRangeForTheirMeaningAreAbsent() throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: [(253, 8, 0x89), (0, 4, Base.sint32), (1, 4, Base.sint32)])
        file.data(local: 0, FITTestFile.le((-1.0).bitPattern) + FITTestFile.le(Self.latitude) + FITTestFile.le(Self.longitude))
        file.data(local: 0, FITTestFile.le((1e300).bitPattern) + FITTestFile.le(Self.latitude) + FITTestFile.le(Self.longitude))
        file.define(local: 1, global: 18, fields: [(5, 4, Base.sint32)])
        file.data(local: 1, FITTestFile.le(Int32(-7)))
        let track = try Self.read(file.bytes())
        #expect(track.segments[0].points.map(\.time) == [nil, nil])
        #expect(track.activity == nil)
    }

    // MARK: - Broken files

    static func oneRecordFile() -> FITTestFile {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        file.data(local: 0, Self.record(time: 1))
        return file
    }

    @Test func badFileCRC() {
        var bytes = Self.oneRecordFile().bytes()
        bytes[30] ^= 0x01
        let error = Self.error(bytes)
        #expect(error?.byteOffset == bytes.count - 2)
        #expect(error?.message.hasPrefix("bad FIT file CRC") == true)
        #expect(error?.description.hasPrefix("test.fit: error: byte \(bytes.count - 2): bad FIT file CRC") == true)
    }

    @Test func badHeaderCRC() {
        var bytes = Self.oneRecordFile().bytes()
        bytes[12] ^= 0xFF
        #expect(Self.error(bytes)?.byteOffset == 12)
    }

    @Test func corruptHeaders() {
        var bytes = Self.oneRecordFile().bytes(headerSize: 12)
        bytes[0] = 13
        #expect(Self.error(bytes) == InputError(path: "test.fit", byteOffset: 0,
                                                message: "corrupt FIT header: header size 13, expected 12 or 14"))
        bytes = Self.oneRecordFile().bytes()
        bytes[9] = UInt8(ascii: "X")
        #expect(Self.error(bytes)?.message.contains("signature") == true)
        #expect(Self.error([])?.message == "the input is empty: no FIT file")
        #expect(Self.error(Array(bytes.prefix(7)))?.byteOffset == 0)
    }

    @Test func truncatedFile() {
        let bytes = Self.oneRecordFile().bytes()
        for length in [14, 20, bytes.count - 1] {
            let error = Self.error(Array(bytes.prefix(length)))
            #expect(error?.byteOffset == length)
            #expect(error?.message.hasPrefix("truncated FIT file") == true)
        }
    }

    @Test func definitionThatDoesNotFit() {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        file.records.removeLast(4)   // the last field definition is cut by the end of the data
        let error = Self.error(file.bytes())
        #expect(error?.byteOffset == 14)
        #expect(error?.message == "corrupt FIT definition of local type 0: it needs 23 bytes, 19 are left before the file's CRC")
    }

    @Test func dataMessagesThatDoNotFitOrHaveNoDefinition() {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        file.data(local: 0, Array(Self.record(time: 1).prefix(10)))
        let cut = Self.error(file.bytes())
        #expect(cut?.byteOffset == 14 + 1 + 5 + 18)   // after the header and the definition
        #expect(cut?.message == "truncated FIT data: a data message of local type 0 (global 20) needs 16 bytes, "
                + "10 are left before the file's CRC")
        var undefined = FITTestFile()
        undefined.data(local: 5, [1, 2, 3])
        #expect(Self.error(undefined.bytes()) == InputError(
            path: "test.fit", byteOffset: 14,
            message: "corrupt FIT data: a data message of local type 5 comes before any definition of it"))
        var architecture = FITTestFile()
        architecture.define(local: 0, global: 20, fields: [])
        architecture.records[2] = 7
        #expect(Self.error(architecture.bytes())?.byteOffset == 16)
    }
}
