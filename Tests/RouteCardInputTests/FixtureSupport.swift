import Foundation
import RouteCardGeo
import RouteCardInput
import Testing

/// Helpers shared by the RouteCardInput tests.
enum FixtureSupport {
    /// `Tests/Fixtures`, found from this file's location.
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The path of a fixture relative to `Tests/Fixtures`.
    static func path(_ relative: String) -> String {
        fixturesDirectory.appendingPathComponent(relative).path
    }

    /// Reads a fixture with ``GPXReader/read(contentsOf:)``.
    static func track(_ relative: String) throws -> Track {
        try GPXReader().read(contentsOf: path(relative))
    }

    /// Reads a GPX document given as text.
    static func read(_ text: String) throws -> Track {
        try GPXReader().read(Array(text.utf8), path: "test.gpx")
    }

    /// The error reading `text` produces, or `nil` (recording an issue) when it reads fine.
    static func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        error(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// The error reading `bytes` produces, or `nil` (recording an issue) when they read fine.
    static func error(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        do {
            _ = try GPXReader().read(bytes, path: "test.gpx")
            Issue.record("expected an InputError", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
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
}
