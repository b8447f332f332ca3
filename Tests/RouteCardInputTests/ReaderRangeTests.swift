import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// Every reader refuses what GPX refuses: elevations outside −12,000…100,000 m, times outside the
/// years 0000…9999, and ill-formed UTF-8 in text a card shows — each a located error.
@Suite struct ReaderRangeTests {
    static func error(_ read: () throws(InputError) -> Track, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            _ = try read()
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error.description
        }
    }

    static func tcx(_ trackpoint: String, notes: [UInt8] = Array("ok".utf8)) -> [UInt8] {
        Array("<TrainingCenterDatabase><Activities><Activity Sport=\"Running\">\n<Notes>".utf8) + notes
            + Array("</Notes><Lap><Track>\n<Trackpoint>\(trackpoint)</Trackpoint>\n</Track></Lap></Activity></Activities></TrainingCenterDatabase>".utf8)
    }

    static let position = "<Position><LatitudeDegrees>60</LatitudeDegrees><LongitudeDegrees>24</LongitudeDegrees></Position>"

    @Test func tcxElevationOutOfRange() {
        let message = Self.error { () throws(InputError) in try TCXReader().read(Self.tcx(Self.position + "<AltitudeMeters>1e19</AltitudeMeters>"), path: "a.tcx") }
        // <Trackpoint> is 12 characters, the position 97: <AltitudeMeters> starts at column 110 of line 3.
        #expect(message == "a.tcx:3:110: error: elevation <AltitudeMeters> 1e19 is out of range (−12000…100000 metres)")
    }

    @Test func tcxKeepsAnElevationInRange() throws {
        let track = try TCXReader().read(Self.tcx(Self.position + "<AltitudeMeters>-400</AltitudeMeters>"), path: "a.tcx")
        #expect(track.segments[0].points[0].elevation == -400)
    }

    @Test func tcxIllFormedUTF8Notes() {
        let message = Self.error { () throws(InputError) in try TCXReader().read(Self.tcx(Self.position, notes: [0x61, 0xC3, 0x28]), path: "a.tcx") }
        #expect(message?.hasPrefix("a.tcx:2:1: error: ill-formed UTF-8 in <Notes>") == true, "\(message ?? "")")
    }

    @Test func tcxIllFormedUTF8Sport() {
        let bytes = Array("<TrainingCenterDatabase><Activities><Activity Sport=\"R".utf8) + [0xFF]
            + Array("\"></Activity></Activities></TrainingCenterDatabase>".utf8)
        let message = Self.error { () throws(InputError) in try TCXReader().read(bytes, path: "a.tcx") }
        #expect(message?.hasPrefix("a.tcx:1:37: error: ill-formed UTF-8 in the Sport attribute") == true, "\(message ?? "")")
    }

    @Test func kmlAltitudeOutOfRange() {
        let kml = "<kml><Document><Placemark><LineString>\n<coordinates>24,60,1e300 24.1,60.1,0</coordinates>\n</LineString></Placemark></Document></kml>"
        let message = Self.error { () throws(InputError) in try KMLReader().read(Array(kml.utf8), path: "a.kml") }
        #expect(message == "a.kml:2:1: error: coordinates \"24,60,1e300\": elevation 1e300 is out of range (−12000…100000 metres)")
    }

    @Test func kmlIllFormedUTF8Name() {
        let bytes = Array("<kml><Document>\n<name>Caf".utf8) + [0xE9] + Array("</name></Document></kml>".utf8)
        let message = Self.error { () throws(InputError) in try KMLReader().read(bytes, path: "a.kml") }
        #expect(message?.hasPrefix("a.kml:2:1: error: ill-formed UTF-8 in <name>") == true, "\(message ?? "")")
    }

    @Test func kmlLatin1DeclaredIsFine() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><kml><Document><name>Caf".utf8) + [0xE9]
            + Array("</name></Document></kml>".utf8)
        #expect(try KMLReader().read(bytes, path: "a.kml").name == "Café")
    }

    @Test func csvElevationOutOfRange() {
        let message = Self.error { () throws(InputError) in try CSVReader().read(Array("lat,lon,ele\n60,24,1e19\n".utf8), path: "a.csv") }
        #expect(message == "a.csv:2:7: error: elevation 1e19 is out of range (−12000…100000 metres)")
    }

    @Test(arguments: ["9223372036854775807", "253402300800", "-62167219201"])
    func csvUnixTimeOutOfRange(_ time: String) {
        let message = Self.error { () throws(InputError) in try CSVReader().read(Array("lat,lon,time\n60,24,\(time)\n".utf8), path: "a.csv") }
        #expect(message == "a.csv:2:7: error: time \(time) is out of range as Unix seconds "
                + "(years 0000…9999: −62167219200…253402300799 seconds)")
    }

    @Test func csvUnixTimesAtTheEndsOfTheRange() throws {
        let track = try CSVReader().read(Array("lat,lon,time\n60,24,253402300799\n60,24,-62167219200\n".utf8), path: "a.csv")
        let times = track.segments[0].points.map { $0.time?.timeIntervalSince1970 }
        #expect(times == [253_402_300_799, -62_167_219_200])
    }

    @Test func geoJSONElevationOutOfRange() {
        let json = #"{"type":"LineString","coordinates":[[24,60,1e300],[24.01,60.01]]}"#
        let message = Self.error { () throws(InputError) in try GeoJSONReader().read(Array(json.utf8), path: "a.geojson") }
        #expect(message == "a.geojson:1:44: error: elevation 1e+300 is out of range (−12000…100000 metres)")
    }

    @Test func fitElevationOutOfRange() {
        var file = FITTestFile()
        // record: timestamp, position_lat, position_long, enhanced_altitude (uint32).
        file.define(local: 0, global: 20, fields: [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (78, 4, 0x86)])
        // 14-byte header + definition of 1 + 5 + 4 × 3 bytes: the record starts at byte 32.
        file.data(local: 0, FITTestFile.le(UInt32(1_000)) + FITTestFile.le(Int32(1 << 29)) + FITTestFile.le(Int32(1 << 28))
                  + FITTestFile.le(UInt32(0xFFFF_FFF0)))
        let message = Self.error { () throws(InputError) in try FITReader().read(file.bytes(), path: "a.fit") }
        // (4294967280 / 5) − 500 = 858992956 m.
        #expect(message == "a.fit: error: byte 32: record: elevation 858992956 m is out of range (−12000…100000 metres)")
    }
}
