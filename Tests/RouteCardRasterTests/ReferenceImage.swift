import Foundation
import RouteCard
import RouteCardRaster
import XCTest

/// Compares a rendered PNG with a committed reference PNG in `Tests/RouteCardRasterTests/References/`.
///
/// A pixel differs when any premultiplied channel is off by more than `tolerance` (0…255); the
/// check passes when at most `allowedFraction` of the pixels differ (room for anti-aliasing
/// differences between librsvg, cairo and FreeType versions). On failure the actual image and a
/// diff image (differences in magenta) are written to `$TMPDIR/routecard-reference-failures/`.
///
/// Re-record: `RECORD_REFERENCES=1 swift test --filter ReferenceImageTests` writes the references
/// (the run then fails on purpose so a recording never passes unnoticed); look at every image
/// before committing it.
enum ReferenceImage {
    /// The committed references.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    /// Where failures leave their actual and diff images.
    static let failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-reference-failures")
    /// Per-channel tolerance used by the tests.
    static let tolerance = 16
    /// Share of pixels allowed to differ beyond the tolerance: 0.5 %.
    static let allowedFraction = 0.005

    /// Asserts that `png` matches the reference `name.png`, or records it when `RECORD_REFERENCES=1`.
    static func assertMatches(_ png: [UInt8], named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        if let problem = try mismatch(png, named: name) { XCTFail(problem, file: file, line: line) }
    }

    /// Why `png` does not match the reference `name.png` (or that it was recorded, with
    /// `RECORD_REFERENCES=1`); `nil` when it matches. For Swift Testing: `#expect(try … == nil)`.
    static func mismatch(_ png: [UInt8], named name: String) throws -> String? {
        let reference = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(png).write(to: reference)
            return "recorded \(reference.path); run again without RECORD_REFERENCES"
        }
        guard let expectedBytes = FileManager.default.contents(atPath: reference.path) else {
            return "no reference image \(reference.path); record it with RECORD_REFERENCES=1"
        }
        let expected = try PixelImage(png: [UInt8](expectedBytes))
        let actual = try PixelImage(png: png)
        let comparison = PixelComparison(expected: expected, actual: actual, tolerance: tolerance)
        guard !comparison.matches(allowedFraction: allowedFraction) else { return nil }
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let actualURL = failureDirectory.appendingPathComponent(name + ".actual.png")
        try Data(png).write(to: actualURL)
        var detail = "size \(actual.size) vs \(expected.size)"
        if comparison.sameSize {
            let diffURL = failureDirectory.appendingPathComponent(name + ".diff.png")
            try Data(comparison.diffImage.pngBytes()).write(to: diffURL)
            detail = "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than \(tolerance) "
                + "(largest \(comparison.maxDifference)); diff: \(diffURL.path)"
        }
        return "\(name): does not match \(reference.lastPathComponent): \(detail); actual: \(actualURL.path)"
    }
}
