import Foundation
import Testing

/// Text snapshots: output compared byte for byte with a committed file.
///
/// With `RECORD_SNAPSHOTS=1` in the environment a changed or missing snapshot is written
/// instead, and the test fails on purpose ("recorded …") so a recording never passes unnoticed;
/// an unchanged snapshot still passes. On a mismatch the actual output is written to
/// ``failureDirectory`` and the failure names the first differing line and byte.
///
/// A snapshot guards against regressions but proves nothing by itself: a test that records one
/// also checks its key numbers against independent facts.
public enum Snapshot {
    /// Whether this run re-records snapshots (`RECORD_SNAPSHOTS=1`).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Where mismatches leave their actual output: `$TMPDIR/routecard-snapshot-failures/`.
    public static let failureDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("routecard-snapshot-failures", isDirectory: true)

    /// What comparing output with a snapshot file found.
    public enum Outcome: Sendable, Equatable {
        /// The output equals the file.
        case matched
        /// Recording: the file was missing or different and now holds the output.
        case recorded(URL)
        /// The file does not exist (and this run does not record).
        case missing(URL)
        /// The output differs; it was written to `actual`.
        case differs(TextDifference, actual: URL)

        /// The failure to report, or `nil` for ``matched``.
        public var failureMessage: String? {
            switch self {
            case .matched:
                return nil
            case .recorded(let url):
                return "recorded \(url.path); check it, commit it, and run again without RECORD_SNAPSHOTS=1"
            case .missing(let url):
                return "no snapshot \(url.path); record it with RECORD_SNAPSHOTS=1"
            case .differs(let difference, let actual):
                return "output differs from the snapshot: \(difference)\n  actual output: \(actual.path)"
            }
        }
    }

    /// Compares `actual` with the file at `url`, or records it when ``isRecording``.
    ///
    /// The actual output of a mismatch is written to ``failureDirectory`` under the snapshot's
    /// parent folder and file name (`Golden/default.svg` → `Golden-default.svg`).
    public static func compare(_ actual: [UInt8], with url: URL) throws -> Outcome {
        let expected = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
        if expected == actual { return .matched }
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: url)
            return .recorded(url)
        }
        guard let expected else { return .missing(url) }
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let copy = failureDirectory.appendingPathComponent(
            url.deletingLastPathComponent().lastPathComponent + "-" + url.lastPathComponent)
        try Data(actual).write(to: copy)
        // Not nil: the two differ.
        return .differs(TextDifference(expected: expected, actual: actual)!, actual: copy)
    }

    /// Compares `actual` with the snapshot at `url` (see ``compare(_:with:)``) and records an
    /// issue unless they match; returns whether they did.
    @discardableResult
    public static func expectMatch(_ actual: [UInt8], snapshot url: URL,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let outcome = try compare(actual, with: url)
        if let message = outcome.failureMessage {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
