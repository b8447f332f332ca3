import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// Sensor values that are no sensible reading (`n/a`, `NaN`, `1e999`, 900 bpm) are dropped by every
/// reader that carries channels, each with a located warning; good values around them are kept.
@Suite struct ReaderWarningTests {
    /// The values of a channel with NaN (no reading) as `nil`, for comparing.
    static func values(_ channel: [Double]?) -> [Double?] {
        (channel ?? []).map { $0.isNaN ? nil : $0 }
    }

    /// Runs a read with a fresh collector: the track and the kept warnings' lines.
    static func read(_ body: (inout InputWarnings) throws(InputError) -> Track) throws -> (track: Track, warnings: [String]) {
        var warnings = InputWarnings()
        let track = try body(&warnings)
        return (track, warnings.kept.map(\.description))
    }

    @Test func gpxGlitchesAreDroppedWithLocatedWarnings() throws {
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="60" lon="24"><extensions>
            <hr>n/a</hr>
            </extensions></trkpt>
            <trkpt lat="60.001" lon="24"><extensions>
            <hr>NaN</hr><cad>90</cad>
            </extensions></trkpt>
            <trkpt lat="60.002" lon="24"><extensions>
            <hr>1e999</hr>
            </extensions></trkpt>
            <trkpt lat="60.003" lon="24"><extensions>
            <hr>900</hr><power>9000</power><atemp>-100</atemp>
            </extensions></trkpt>
            <trkpt lat="60.004" lon="24"><extensions>
            <hr>140</hr><power>250</power>
            </extensions></trkpt>
            <trkpt lat="60.005" lon="24"><extensions>
            <hr> </hr>
            </extensions></trkpt>
            </trkseg></trk></gpx>
            """
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try GPXReader().read(Array(gpx.utf8), path: "a.gpx", warnings: &warnings) }
        #expect(warnings == [
            "a.gpx:4:1: warning: heart rate \"n/a\" is not a number; dropped",
            "a.gpx:7:1: warning: heart rate \"NaN\" is not a number; dropped",
            "a.gpx:10:1: warning: heart rate \"1e999\" is not a number; dropped",
            "a.gpx:13:1: warning: heart rate 900 is out of range (0…300 bpm); dropped",
            "a.gpx:13:13: warning: power 9000 is out of range (0…3000 W); dropped",
            "a.gpx:13:32: warning: temperature -100 is out of range (−90…70 °C); dropped",
        ])
        let channels = track.segments[0].channels
        #expect(Self.values(channels["hr"]) == [nil, nil, nil, nil, 140, nil])
        #expect(Self.values(channels["cad"]) == [nil, 90, nil, nil, nil, nil])
        #expect(Self.values(channels["power"]) == [nil, nil, nil, nil, 250, nil])
        #expect(channels["atemp"] == nil, "no sensible temperature at all: no channel")
    }

    @Test func streamedGPXWarnsToo() throws {
        // The same warning through TrackReader, which streams GPX in chunks.
        let gpx = #"<gpx version="1.1"><trk><trkseg><trkpt lat="60" lon="24"><extensions><hr>-5</hr></extensions></trkpt></trkseg></trk></gpx>"#
        let (_, warnings) = try Self.read { (warnings) throws(InputError) in try TrackReader().read(Array(gpx.utf8), path: "s.gpx", warnings: &warnings) }
        #expect(warnings == ["s.gpx:1:70: warning: heart rate -5 is out of range (0…300 bpm); dropped"])
    }

    @Test func onlyTheFirstWarningsAreKeptAllAreCounted() throws {
        let point = #"<trkpt lat="60" lon="24"><extensions><hr>x</hr></extensions></trkpt>"#
        let gpx = #"<gpx version="1.1"><trk><trkseg>"# + String(repeating: point, count: 50) + "</trkseg></trk></gpx>"
        var warnings = InputWarnings(limit: 4)
        _ = try GPXReader().read(Array(gpx.utf8), path: "a.gpx", warnings: &warnings)
        #expect(warnings.count == 50)
        #expect(warnings.kept.count == 4)
        #expect(warnings.isFull)
    }

    @Test func tcxGlitchesAreDroppedWithLocatedWarnings() throws {
        let tcx = """
            <TrainingCenterDatabase><Activities><Activity Sport="Running"><Lap><Track>
            <Trackpoint><Position><LatitudeDegrees>60</LatitudeDegrees><LongitudeDegrees>24</LongitudeDegrees></Position>
            <HeartRateBpm>
            <Value>n/a</Value>
            </HeartRateBpm>
            <Cadence>85</Cadence>
            </Trackpoint>
            <Trackpoint><Position><LatitudeDegrees>60.001</LatitudeDegrees><LongitudeDegrees>24</LongitudeDegrees></Position>
            <HeartRateBpm><Value>150</Value></HeartRateBpm>
            <Extensions><TPX>
            <Watts>5000</Watts>
            </TPX></Extensions>
            </Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try TCXReader().read(Array(tcx.utf8), path: "a.tcx", warnings: &warnings) }
        #expect(warnings == [
            "a.tcx:4:1: warning: heart rate \"n/a\" is not a number; dropped",
            "a.tcx:11:1: warning: power 5000 is out of range (0…3000 W); dropped",
        ])
        #expect(Self.values(track.segments[0].channels["hr"]) == [nil, 150])
        #expect(Self.values(track.segments[0].channels["cad"]) == [85, nil])
        #expect(track.segments[0].channels["power"] == nil)
    }

    @Test func kmlGlitchesAreDroppedWithLocatedWarnings() throws {
        let kml = """
            <kml xmlns:gx="http://www.google.com/kml/ext/2.2"><Document><Placemark><gx:Track>
            <gx:coord>24 60 0</gx:coord><gx:coord>24 60.001 0</gx:coord>
            <ExtendedData><SchemaData><gx:SimpleArrayData name="heartrate">
            <gx:value>n/a</gx:value>
            <gx:value>150</gx:value>
            </gx:SimpleArrayData></SchemaData></ExtendedData>
            </gx:Track></Placemark></Document></kml>
            """
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try KMLReader().read(Array(kml.utf8), path: "a.kml", warnings: &warnings) }
        #expect(warnings == ["a.kml:4:1: warning: heart rate \"n/a\" is not a number; dropped"])
        #expect(Self.values(track.segments[0].channels["hr"]) == [nil, 150])
    }

    @Test func csvChannelColumnsAreReadAndTheirGlitchesDropped() throws {
        let csv = "lat,lon,hr,cadence,power\n60,24,n/a,80,200\n60.1,24,150,n/a,99999\n"
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try CSVReader().read(Array(csv.utf8), path: "a.csv", warnings: &warnings) }
        #expect(warnings == [
            "a.csv:2:7: warning: heart rate \"n/a\" is not a number; dropped",
            "a.csv:3:13: warning: cadence \"n/a\" is not a number; dropped",
            "a.csv:3:17: warning: power 99999 is out of range (0…3000 W); dropped",
        ])
        let channels = track.segments[0].channels
        #expect(Self.values(channels["hr"]) == [nil, 150])
        #expect(Self.values(channels["cad"]) == [80, nil])
        #expect(Self.values(channels["power"]) == [200, nil])
    }

    @Test func csvDecimalCommaChannels() throws {
        let csv = "lat;lon;temp\n60,1;24,9;21,5\n"
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try CSVReader().read(Array(csv.utf8), path: "a.csv", warnings: &warnings) }
        #expect(warnings.isEmpty)
        #expect(track.segments[0].channels["atemp"] == [21.5])
    }

    /// `record` fields: timestamp, position_lat, position_long, heart_rate, power, temperature.
    static let recordFields: [(UInt8, UInt8, UInt8)] = [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (3, 1, 0x02), (7, 2, 0x84), (13, 1, 0x01)]

    static func record(lat: Int32 = 1 << 29, hr: UInt8, power: UInt16, temperature: Int8) -> [UInt8] {
        FITTestFile.le(UInt32(1_000_000_000)) + FITTestFile.le(lat) + FITTestFile.le(Int32(1 << 28))
            + [hr] + FITTestFile.le(power) + [UInt8(bitPattern: temperature)]
    }

    @Test func fitGlitchesAreDroppedWithTheirRecordsByteOffset() throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        // The definition takes 1 + 5 + 6 × 3 = 24 bytes after the 14-byte header: records at 38 and 38 + 17.
        file.data(local: 0, Self.record(hr: 140, power: 65_000, temperature: -100))
        file.data(local: 0, Self.record(hr: 141, power: 300, temperature: 20))
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try FITReader().read(file.bytes(), path: "a.fit", warnings: &warnings) }
        #expect(warnings == [
            "a.fit: warning: byte 38: record: power 65000 is out of range (0…3000 W); dropped",
            "a.fit: warning: byte 38: record: temperature -100 is out of range (−90…70 °C); dropped",
        ])
        let channels = track.segments[0].channels
        #expect(channels["hr"] == [140, 141])
        #expect(Self.values(channels["power"]) == [nil, 300])
        #expect(Self.values(channels["atemp"]) == [nil, 20])
    }

    @Test func fitPositionOffTheGlobeIsNotDrawnWithAWarning() throws {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: Self.recordFields)
        file.data(local: 0, Self.record(lat: Int32.max - 1, hr: 140, power: 100, temperature: 10))
        file.data(local: 0, Self.record(hr: 141, power: 100, temperature: 10))
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try FITReader().read(file.bytes(), path: "a.fit", warnings: &warnings) }
        #expect(warnings == [
            "a.fit: warning: byte 38: record: position_lat 2147483646, position_long 268435456 semicircles is outside the globe; the record is not drawn",
        ])
        #expect(track.segments[0].points.count == 1)
        #expect(track.unplacedSamples.times.count == 1)
    }

    @Test func fitIllFormedUTF8NameIsRepairedWithAWarning() throws {
        var file = FITTestFile()
        // sport: sport (field 0, enum) and name (field 3, string of 8 bytes); the definition takes
        // 1 + 5 + 2 × 3 = 12 bytes after the header: the message is at byte 26.
        file.define(local: 0, global: 12, fields: [(0, 1, 0x00), (3, 8, 0x07)])
        file.data(local: 0, [1] + Array("Run".utf8) + [0xFF, 0xFE, 0, 0, 0])
        let (track, warnings) = try Self.read { (warnings) throws(InputError) in try FITReader().read(file.bytes(), path: "a.fit", warnings: &warnings) }
        #expect(track.name == "Run\u{FFFD}\u{FFFD}")
        #expect(warnings == [
            "a.fit: warning: byte 26: ill-formed UTF-8 in a string field; shown with U+FFFD replacement characters",
        ])
    }
}
