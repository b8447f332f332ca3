import Foundation
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardStyle
import RouteCardTestSupport
import XCTest

/// The time on batch's closing line is the whole run's: reading the jobs, the cards, and the
/// final flush of the outputs to disk.
final class BatchElapsedTests: XCTestCase {
    func testTheClosingLineCountsReadingTheJobsAndTheFinalFlush() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", RenderCommandTests.smallGPX)
        let jobs = Array((#"{"input": "\#(input)", "svg": "loop.svg"}"# + "\n").utf8)
        let errors = Locked<[String]>([])
        // Standard input that takes 0.3 s to arrive and a flush that takes 0.4 s: neither is a card,
        // both are part of the run.
        let console = Console(writeOut: { _ in }, writeError: { line in errors.withLock { $0.append(line) } },
                              readInput: { Thread.sleep(forTimeInterval: 0.3); return jobs })
        let flushed = Locked(false)
        var command = BatchCommand(registry: .builtIn, console: console)
        command.flush = { Thread.sleep(forTimeInterval: 0.4); flushed.withLock { $0 = true } }
        let arguments = try ArgumentList(["-", "--out-dir", harness.outputDirectory.path, "-q"], valued: BatchOptions.valued,
                                         flags: BatchOptions.flags, aliases: BatchOptions.aliases)
        try command.run(BatchOptions(arguments))
        XCTAssertTrue(flushed.withLock { $0 })
        XCTAssertEqual(harness.outputEntries(), ["loop.svg"])
        let summary = try XCTUnwrap(errors.withLock { $0 }.last)
        let match = try XCTUnwrap(summary.range(of: #"^1 card, 0 failed in ([0-9.]+) s$"#, options: .regularExpression), summary)
        let seconds = try XCTUnwrap(Double(summary[match].split(separator: " ").dropLast().last ?? ""), summary)
        XCTAssertGreaterThanOrEqual(seconds, 0.7, summary)
    }
}
