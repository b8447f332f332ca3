import Foundation
import RouteCardCompression
import RouteCardGeo
import RouteCardInput
import Testing

/// `InputLimits`: input size, point count and line length, each refused with a clear error before
/// the memory is spent; binary data given as a text format refused from its first bytes.
@Suite struct InputLimitsTests {
    static let csv = "lat,lon\n60.17,24.94\n60.18,24.95\n60.19,24.96\n"

    /// The message of the error `body` throws, or a recorded issue.
    func message(_ body: () throws(InputError) -> Track) -> String {
        do throws(InputError) {
            _ = try body()
            Issue.record("expected an InputError")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func sizesAreWrittenAndParsedInBinaryUnits() {
        #expect(InputLimits.describe(1 << 30) == "1 GiB")
        #expect(InputLimits.describe(3 << 20) == "3 MiB")
        #expect(InputLimits.describe(1000) == "1000 bytes")
        #expect(InputLimits.parseSize("512M") == 512 * 1_048_576)
        #expect(InputLimits.parseSize("2g") == 2_147_483_648)
        #expect(InputLimits.parseSize("64KiB") == 65_536)
        #expect(InputLimits.parseSize("1000") == 1000)
        for bad in ["", "0", "-5", "1.5M", "12Q", "99999999999999999999"] { #expect(InputLimits.parseSize(bad) == nil, "\(bad)") }
    }

    @Test func anInputOverTheSizeLimitIsRefused() {
        let reader = TrackReader(limits: InputLimits(maximumInputSize: 20))
        #expect(message { () throws(InputError) in try reader.read(Array(Self.csv.utf8), path: "a.csv") }
            == "a.csv: error: the input is larger than 20 bytes, the input size limit (--max-input BYTES raises it)")
        // Exactly at the limit is fine.
        let exact = TrackReader(limits: InputLimits(maximumInputSize: Self.csv.utf8.count))
        #expect((try? exact.read(Array(Self.csv.utf8), path: "a.csv"))?.segments.first?.points.count == 3)
    }

    @Test func aStreamIsCutAtTheLimitAndAFileRefusedByItsSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.geojson").path
        // 3 MB of a valid-looking GeoJSON start: refused from its size, before any parsing.
        try Data(("{\"type\": \"LineString\", \"coordinates\": [" + String(repeating: " ", count: 3_000_000)).utf8).write(to: URL(fileURLWithPath: path))
        let reader = TrackReader(limits: InputLimits(maximumInputSize: 1 << 20))
        #expect(message { () throws(InputError) in try reader.read(contentsOf: path) }.hasSuffix("error: the input is larger than 1 MiB, the input size limit (--max-input BYTES raises it)"))
        // The same bytes through a pipe (no size known beforehand) stop at the limit.
        // The reader stops early: the writer must get EPIPE, not be killed by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var pair: [Int32] = [0, 0]
        #expect(pipe(&pair) == 0)
        let ends = pair
        let writer = Thread {
            let bytes = Array(String(repeating: "{", count: 3_000_000).utf8)
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(ends[1], buffer.baseAddress! + offset, buffer.count - offset)
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(ends[1])
        }
        writer.start()
        let streamed = message { () throws(InputError) in try TrackReader(format: .geojson, limits: InputLimits(maximumInputSize: 1 << 20)).read(fileDescriptor: ends[0], path: "<stdin>") }
        close(ends[0])
        #expect(streamed == "<stdin>: error: the input is larger than 1 MiB, the input size limit (--max-input BYTES raises it)")
    }

    @Test func aGzipBombIsRefusedAtTheInputLimit() {
        // 8 MiB of zeros gzip to a few KB; with a 1 MiB limit the inflated size is refused.
        let bomb = Zlib.gzip([UInt8](repeating: 0x20, count: 8 << 20))
        #expect(bomb.count < 100_000)
        let text = message { () throws(InputError) in try TrackReader(limits: InputLimits(maximumInputSize: 1 << 20)).read(bomb, path: "bomb.csv.gz") }
        #expect(text == "bomb.csv.gz: error: cannot decompress: gzip stream inflates to more than 1048576 bytes", "\(text)")
    }

    @Test func tooManyPointsAreRefused() {
        let reader = TrackReader(limits: InputLimits(maximumPointCount: 2))
        #expect(message { () throws(InputError) in try reader.read(Array(Self.csv.utf8), path: "a.csv") }
            == "a.csv: error: the input has 3 points, more than the limit of 2 (--max-points N raises it)")
    }

    @Test func aCSVLineOverTheLimitIsLocated() {
        let long = "lat,lon\n60.1,24.9\n" + String(repeating: "9", count: 300) + "\n"
        #expect(message { () throws(InputError) in try CSVReader(maximumLineLength: 100).read(Array(long.utf8), path: "a.csv") }
            == "a.csv:3:1: error: a line longer than 100 bytes, the line length limit")
    }

    @Test(arguments: [InputFormat.geojson, .csv, .polyline, .gpx, .kml, .tcx])
    func zerosAreBinaryDataNotText(format: InputFormat) {
        let zeros = [UInt8](repeating: 0, count: 10_000)
        #expect(message { () throws(InputError) in try TrackReader(format: format).read(zeros, path: "zero") }
            == "zero:1:1: error: binary data (NUL bytes) where \(format.rawValue) text was expected")
    }

    @Test func zerosAreNotAFITFile() {
        #expect(message { () throws(InputError) in try TrackReader(format: .fit).read([UInt8](repeating: 0, count: 100), path: "z.fit") }
            == "z.fit: error: not a FIT file: no \".FIT\" signature at bytes 8–11")
    }
}
