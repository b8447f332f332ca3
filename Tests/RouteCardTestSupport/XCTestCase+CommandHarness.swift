import XCTest

extension XCTestCase {
    /// A harness whose temporary folder is removed when the test ends.
    public func makeHarness() throws -> CommandHarness {
        let harness = try CommandHarness()
        addTeardownBlock { harness.cleanUp() }
        return harness
    }

    /// Asserts a run failed with `code`, that standard error contains each fragment, that nothing
    /// went to standard output, and that the output folder is still empty (no file, no temporary file).
    public func assertFailure(_ result: CommandResult, code: Int32, containing fragments: [String], harness: CommandHarness,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.code, code, "stderr: \(result.stderr)", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "stderr lacks \"\(fragment)\": \(result.stderr)", file: file, line: line)
        }
        XCTAssertTrue(result.stdout.isEmpty, "unexpected stdout: \(result.stdoutText.prefix(200))", file: file, line: line)
        XCTAssertEqual(harness.outputEntries(), [], "the output folder must stay empty", file: file, line: line)
    }
}
