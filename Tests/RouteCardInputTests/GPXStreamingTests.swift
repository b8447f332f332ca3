import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import XCTest

/// The streaming reader gives the same tracks and the same error locations whatever its window size.
final class GPXStreamingTests: XCTestCase {
    /// A long document with LF, CR LF and non-ASCII names, broken at its last point.
    private func document(lineEnd: String, broken: Bool) -> String {
        var text = "<?xml version=\"1.0\"?>" + lineEnd + "<gpx version=\"1.1\"><trk><name>Šumava – Ökotrail</name><trkseg>" + lineEnd
        for i in 0..<3000 {
            text += "  <trkpt lat=\"\(49 + Double(i) * 1e-5)\" lon=\"13.5\"><ele>\(i)</ele>"
                + "<time>2026-05-16T06:\(String(format: "%02d", i / 60 % 60)):\(String(format: "%02d", i % 60))Z</time></trkpt>" + lineEnd
        }
        text += broken ? "  <trkpt lat=\"91\" lon=\"0\"/>" + lineEnd : ""
        return text + "</trkseg></trk></gpx>" + lineEnd
    }

    func testLongDocumentsReadTheSameInAnyWindow() throws {
        for lineEnd in ["\n", "\r\n"] {
            let bytes = Array(document(lineEnd: lineEnd, broken: false).utf8)
            let expected = try GPXReader().read(bytes)
            XCTAssertEqual(expected.segments[0].points.count, 3000)
            XCTAssertEqual(expected.name, "Šumava – Ökotrail")
            for size in [5, 64, 1000, 4096] {
                XCTAssertEqual(try GPXReader(chunkSize: size).read(bytes), expected, "window \(size)")
            }
        }
    }

    /// The bad point sits on line 3003 (declaration, gpx line, 3000 points), column 3.
    func testErrorLocationsAfterManyRefills() {
        for lineEnd in ["\n", "\r\n", "\r"] {
            let bytes = Array(document(lineEnd: lineEnd, broken: true).utf8)
            for size in [7, 64, 1000, 1 << 20] {
                XCTAssertThrowsError(try GPXReader(chunkSize: size).read(bytes, path: "big.gpx")) { error in
                    XCTAssertEqual("\(error)", "big.gpx:3003:3: error: <trkpt> lat=\"91\" is out of range (-90...90 degrees)",
                                   "window \(size)")
                }
            }
        }
    }

    /// A truncated long file names the unclosed element with the location of its start tag,
    /// which left the window long before the end: line 2 is `<gpx version="1.1">` (19 characters),
    /// `<trk>` (5), `<name>` (6), the 17-character name, `</name>` (7), so `<trkseg>` is at column 55.
    func testTruncationNamesAnElementOpenedLongAgo() {
        let text = document(lineEnd: "\n", broken: false)
        // Cut off the closing "</trkseg></trk></gpx>\n" (22 bytes).
        let bytes = Array(text.utf8.prefix(text.utf8.count - 22))
        for size in [64, 1000] {
            XCTAssertThrowsError(try GPXReader(chunkSize: size).read(bytes, path: "cut.gpx")) { error in
                XCTAssertTrue("\(error)".contains("<trkseg> opened at 2:55 is not closed"), "\(error)")
            }
        }
    }

    func testReadingFromAPipe() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        let bytes = Array(document(lineEnd: "\n", broken: false).utf8)
        let writeEnd = descriptors[1]
        let writer = Thread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(writeEnd, buffer.baseAddress! + offset, min(4096, buffer.count - offset))
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        let track = try GPXReader(chunkSize: 1000).read(fileDescriptor: descriptors[0], path: "<pipe>")
        close(descriptors[0])
        XCTAssertEqual(track.segments[0].points.count, 3000)
    }
}

/// Damaged copies of real fixtures fail with exactly the same message and location in any window.
final class GPXStreamingDamageTests: XCTestCase {
    private func outcome(_ bytes: [UInt8], chunkSize: Int) -> String {
        do {
            let track = try GPXReader(chunkSize: chunkSize).read(bytes, path: "d.gpx")
            return "ok \(track.segments.map(\.points.count)) \(track.waypoints.count) \(track.name ?? "-")"
        } catch {
            return "\(error)"
        }
    }

    func testTruncatedAndCorruptedFixturesAgreeAcrossWindowSizes() throws {
        for fixture in ["gpx/gpxpy/unicode_with_bom.gpx", "gpx/gpx-studio/with_hr.gpx", "gpx/gpxpy/gpx-with-node-with-comments.gpx"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(fixture))))
            var variants: [[UInt8]] = []
            // Cut at 25 places spread over the file.
            for k in 1...25 { variants.append(Array(bytes.prefix(bytes.count * k / 26))) }
            // Overwrite one byte with a character that breaks XML in different ways.
            for (k, byte) in zip(1...12, Array("<>&\"'/=]!?x\u{1}".utf8)) {
                var damaged = bytes
                damaged[bytes.count * k / 13] = byte
                variants.append(damaged)
            }
            for variant in variants {
                let expected = outcome(variant, chunkSize: 1 << 20)
                for size in [1, 7, 64] {
                    XCTAssertEqual(outcome(variant, chunkSize: size), expected, "\(fixture), window \(size)")
                }
            }
        }
    }
}
