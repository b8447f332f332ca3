import Foundation
@testable import RouteCardCLI
import Testing

/// `info`'s ISO 8601 times are total: any Date prints, none traps.
@Suite struct InfoTimeFormatTests {
    @Test func knownTimesAndExtremes() {
        // 2026-05-16T06:30:00Z is 1778913000 s after 1970 (date -u -d @1778913000).
        #expect(InfoCommand.iso8601(Date(timeIntervalSince1970: 1_778_913_000)) == "2026-05-16T06:30:00Z")
        #expect(InfoCommand.iso8601(Date(timeIntervalSince1970: 1_778_913_000.25)) == "2026-05-16T06:30:00.250Z")
        #expect(InfoCommand.iso8601(Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
        #expect(!InfoCommand.iso8601(Date(timeIntervalSince1970: 1e300)).isEmpty)
        #expect(!InfoCommand.iso8601(Date(timeIntervalSince1970: -.infinity)).isEmpty)
    }
}
