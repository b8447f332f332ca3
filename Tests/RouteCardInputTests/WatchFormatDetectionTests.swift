import Foundation
import RouteCardCompression
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// FIT, TCX and KML through `TrackReader`: detection by extension (also through `.gz`) and by
/// content, gzip'd files and standard input, the decompressed-size limit.
@Suite struct WatchFormatDetectionTests {
    static func bytes(_ relative: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(relative))))
    }

    @Test func extensions() {
        #expect(InputFormat(pathExtension: "Morning_Run.FIT") == .fit)
        #expect(InputFormat(pathExtension: "a.tcx") == .tcx)
        #expect(InputFormat(pathExtension: "a.kml") == .kml)
        #expect(InputFormat(pathExtension: "activities/123.fit.gz") == .fit)
        #expect(InputFormat(pathExtension: "123.gpx.gz") == .gpx)
        #expect(InputFormat(pathExtension: "123.gz") == nil)
    }

    @Test(arguments: [("fit/Activity.fit", InputFormat.fit), ("tcx/test.tcx", .tcx), ("kml/gxtrack.kml", .kml),
                      ("osm/helsinki-run.gpx", .gpx)])
    func contentIsSniffed(file: String, format: InputFormat) throws {
        let bytes = try Self.bytes(file)
        #expect(InputFormat.sniff(Array(bytes.prefix(4096))) == format)
        // Read without a name (standard input) and without a name but gzip'd.
        let plain = try TrackReader().read(bytes, path: "<stdin>")
        let direct = try TrackReader(format: format).read(bytes, path: "<stdin>")
        #expect(FixtureSupport.same(plain, direct))
        #expect(FixtureSupport.same(try TrackReader().read(Zlib.gzip(bytes), path: "<stdin>"), direct))
    }

    @Test func gzippedFilesAreReadThroughTheirInnerExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-gz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fit = try Self.bytes("fit/garmin-fenix-5-run.fit")
        let path = folder.appendingPathComponent("ride.fit.gz").path
        try Data(Zlib.gzip(fit)).write(to: URL(fileURLWithPath: path))
        let track = try TrackReader().read(contentsOf: path)
        #expect(track.segments.flatMap(\.points).count == 21)
        #expect(track.activity == "running")
        // Errors name the .gz file.
        var broken = fit
        broken[100] ^= 0xFF
        try Data(Zlib.gzip(broken)).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError(path: path, byteOffset: fit.count - 2,
                                   message: "bad FIT file CRC: the file says \(Self.hex(UInt16(fit[fit.count - 2]) | UInt16(fit[fit.count - 1]) << 8)), its bytes give "
                                    + "\(Self.hex(FITTestFile.crc(broken[0..<(broken.count - 2)]))) (the file is damaged)")) {
            try TrackReader().read(contentsOf: path)
        }
    }

    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    @Test func decompressionLimitsAndErrors() throws {
        let big = Zlib.gzip(Array(repeating: UInt8(ascii: " "), count: 100_000))
        #expect(throws: InputError(path: "bomb.gpx.gz", message: "cannot decompress: gzip stream inflates to more than 1000 bytes")) {
            try TrackReader(maximumDecompressedSize: 1_000).read(big, path: "bomb.gpx.gz")
        }
        let cut = Array(Zlib.gzip(Array("<gpx/>".utf8)).prefix(12))
        #expect(throws: InputError(path: "cut.gz", message: "cannot decompress: truncated gzip stream")) {
            try TrackReader().read(cut, path: "cut.gz")
        }
    }
}

/// GPX names its activity in `trk/type` (Strava writes `running`, Garmin `9` or `cycling`).
@Test func gpxTrackTypeIsTheActivity() throws {
    let text = #"<gpx version="1.1"><trk><name>Lunch Run</name><type>running</type><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>"#
    let track = try GPXReader().read(Array(text.utf8))
    #expect(track.activity == "running")
    #expect(track.name == "Lunch Run")
}
