@testable import RouteCardService
import XCTest

/// The progress texts, checked against hand-worked values.
final class BatchProgressTests: XCTestCase {
    func testBar() {
        // 37 of 200 in 3 s: 12.33… cards/s → "12.3"; 163 left at that rate take 13.2 s → "0:14" (rounded up).
        XCTAssertEqual(BatchProgress.bar(done: 37, total: 200, failed: 0, elapsed: 3, width: 20),
                       "[###.................]  37/200  12.3 cards/s  ETA 0:14")
        XCTAssertEqual(BatchProgress.bar(done: 200, total: 200, failed: 2, elapsed: 1, width: 10),
                       "[##########] 200/200  2 failed  200 cards/s")
        XCTAssertEqual(BatchProgress.bar(done: 0, total: 3, failed: 0, elapsed: 0, width: 4), "[....] 0/3")
    }

    func testDurations() {
        XCTAssertEqual(BatchProgress.formatDuration(5), "0:05")
        XCTAssertEqual(BatchProgress.formatDuration(725), "12:05")
        XCTAssertEqual(BatchProgress.formatDuration(3723), "1:02:03")
        XCTAssertEqual(BatchProgress.formatSeconds(0.4234), "0.42 s")
        XCTAssertEqual(BatchProgress.formatSeconds(3.45), "3.5 s")
    }

    func testSummary() {
        XCTAssertEqual(BatchProgress.summary(total: 1, failed: 0, skipped: 0, elapsed: 0.5), "1 card, 0 failed in 0.5 s")
        XCTAssertEqual(BatchProgress.summary(total: 200, failed: 3, skipped: 5, elapsed: 12),
                       "200 cards, 3 failed, 5 skipped (up to date) in 12.0 s")
    }
}
