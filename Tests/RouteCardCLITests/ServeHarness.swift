import Foundation
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport

/// `routecard serve` started in this process on 127.0.0.1 with a free port, for one test: its
/// client, its log, its metrics; `stop()` drains and closes it.
final class ServeHarness: @unchecked Sendable {
    /// The running service.
    let running: RunningService
    /// What the service wrote (the start line and the access log).
    let captured = CapturedConsole()
    /// A client for its port.
    let client: LoopbackClient

    /// Starts `serve` with `arguments` (`--port 0` is added).
    init(_ arguments: [String] = []) throws {
        let parsed = try ArgumentList(["--port", "0"] + arguments, valued: ServeOptions.valued, flags: ServeOptions.flags,
                                      aliases: ServeOptions.aliases)
        running = try ServeCommand(registry: .builtIn, console: captured.console).start(ServeOptions(parsed))
        client = LoopbackClient(port: running.server.port)
    }

    /// Runs `body` with a started service and stops it afterwards.
    static func with<T>(_ arguments: [String] = [], _ body: (ServeHarness) throws -> T) throws -> T {
        let harness = try ServeHarness(arguments)
        defer { harness.stop() }
        return try body(harness)
    }

    /// Drains (5 s at most) and stops.
    func stop() {
        _ = running.shutdown(within: 5)
    }

    /// The value of one sample of `/metrics`, e.g. `routecard_http_requests_total{route="/health",status="200"}`; 0 when absent.
    func metric(_ sample: String) throws -> Double {
        try client.metric(sample)
    }

    /// The bytes of a fixture route.
    static func route(_ relative: String = "osm/helsinki-run.gpx") -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: TestPaths.fixture(relative)) ?? Data())
    }

    /// Waits up to `seconds` for `condition`; returns whether it held.
    static func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// The width and height in an IHDR chunk of PNG bytes, read by hand.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
