import Foundation
import RouteCardCLI
import RouteCardTestSupport
import XCTest

/// The README's live example, replayed: who is left, who left, and the parked driver's heading.
final class LiveExampleTests: XCTestCase {
    func testDriversExampleEndsAsTheReadmeSays() throws {
        let harness = try makeHarness()
        let input = try String(contentsOf: TestPaths.file("Examples/live/drivers.ndjson"), encoding: .utf8)
        let output = harness.outputPath("frame.svg"), frames = harness.outputPath("frames")
        let result = try LiveProcess.run(["live", "--center", "37.5665,126.9780", "--radius", "3km", "-o", output, "--frames", frames],
                                         input: input, in: harness.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(CommandHarness.entries(of: frames).count, input.split(separator: "\n").count, "one frame per update")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        let ids = svg.components(separatedBy: "<g id=\"annotation-").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        // driver-3 drives west out of the 3 km circle (start 2.04 km out, 8 m/s); driver-6 is removed.
        XCTAssertEqual(ids, ["driver-1", "driver-2", "driver-4", "driver-5", "driver-7", "driver-8"])
        // driver-4 drove at 120° (make_drivers.py, flat local steps), then parked: it keeps that heading
        // (within the flat-vs-geodesic difference and the 6-decimal rounding of the positions).
        let parked = try XCTUnwrap(svg.components(separatedBy: "id=\"annotation-driver-4\"").last?
            .components(separatedBy: "data-heading=\"").dropFirst().first?.prefix { $0 != "\"" })
        XCTAssertEqual(try XCTUnwrap(Double(parked)), 120, accuracy: 0.5)
        // Matched drivers are orange (#ff9500): driver-1 from the start, driver-2 from half-way.
        for id in ["driver-1", "driver-2"] {
            let group = try XCTUnwrap(svg.components(separatedBy: "id=\"annotation-\(id)\"").last?.components(separatedBy: "</g>\n</g>").first)
            XCTAssertTrue(group.contains("fill=\"#ff9500\""), id)
        }
    }
}
