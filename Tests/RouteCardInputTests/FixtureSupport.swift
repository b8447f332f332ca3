import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// Helpers shared by the RouteCardInput tests.
enum FixtureSupport {
    /// Window sizes that cut every token somewhere: the streaming reader must give the same
    /// track or the same error (message and location) as with its default 1 MiB window.
    static let smallChunkSizes = [1, 2, 3, 7, 64]

    /// Reads a fixture with ``GPXReader/read(contentsOf:)`` (streamed), checking that tiny
    /// windows and the in-memory reader give the same track.
    static func track(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Track {
        let track = try GPXReader().read(contentsOf: TestPaths.fixture(relative))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(relative))))
        #expect(same(try GPXReader().read(bytes, path: relative), track), sourceLocation: sourceLocation)
        for size in [3, 64, 4096] {
            #expect(same(try GPXReader(chunkSize: size).read(contentsOf: TestPaths.fixture(relative)), track),
                    "chunk size \(size)", sourceLocation: sourceLocation)
        }
        return track
    }

    /// Whether two tracks are equal, counting NaN channel values (no reading) as equal.
    static func same(_ a: Track, _ b: Track) -> Bool {
        func sameSegments(_ x: [TrackSegment], _ y: [TrackSegment]) -> Bool {
            x.count == y.count && zip(x, y).allSatisfy { s, t in
                s.points == t.points && s.channels.keys.sorted() == t.channels.keys.sorted()
                    && s.channels.allSatisfy { key, values in
                        let other = t.channels[key]!
                        return values.count == other.count
                            && zip(values, other).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
                    }
            }
        }
        return a.name == b.name && a.description == b.description && a.waypoints == b.waypoints
            && sameSegments(a.segments, b.segments) && sameSegments(a.routes, b.routes)
    }

    /// Reads a GPX document given as text, checking that tiny windows give the same track.
    static func read(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Track {
        let track = try GPXReader().read(Array(text.utf8), path: "test.gpx")
        for size in smallChunkSizes {
            #expect(same(try GPXReader(chunkSize: size).read(Array(text.utf8), path: "test.gpx"), track),
                    "chunk size \(size)", sourceLocation: sourceLocation)
        }
        return track
    }

    /// The error reading `text` produces, or `nil` (recording an issue) when it reads fine.
    static func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        error(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// The error reading `bytes` produces, or `nil` (recording an issue) when they read fine.
    static func error(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        let expected: InputError
        do {
            _ = try GPXReader().read(bytes, path: "test.gpx")
            Issue.record("expected an InputError", sourceLocation: sourceLocation)
            return nil
        } catch {
            expected = error
        }
        for size in smallChunkSizes {
            do {
                _ = try GPXReader(chunkSize: size).read(bytes, path: "test.gpx")
                Issue.record("chunk size \(size): expected \(expected)", sourceLocation: sourceLocation)
            } catch {
                #expect(error == expected, "chunk size \(size)", sourceLocation: sourceLocation)
            }
        }
        return expected
    }

    /// A one-point GPX 1.1 document around the given `trkpt` inner XML and attributes.
    static func document(point attributes: String = #"lat="1" lon="2""#, _ inner: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><trkseg>
        <trkpt \(attributes)>\(inner)</trkpt>
        </trkseg></trk>
        </gpx>
        """
    }

    /// Reads about 60 prefixes of a text document with `read`: each must fail with a line (a cut
    /// document has an unclosed element), never read fine and never crash.
    static func expectLocatedErrors(forPrefixesOf bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation,
                                    _ read: ([UInt8]) throws(InputError) -> Track) {
        for length in stride(from: 1, to: bytes.count - 16, by: max(97, bytes.count / 60)) {
            do {
                _ = try read(Array(bytes.prefix(length)))
                Issue.record("prefix \(length) read without error", sourceLocation: sourceLocation)
            } catch {
                #expect(error.line != nil, "prefix \(length): \(error)", sourceLocation: sourceLocation)
            }
        }
    }
}
