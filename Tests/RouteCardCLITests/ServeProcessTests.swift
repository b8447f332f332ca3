import Foundation
import RouteCardTestSupport
import Testing

/// `routecard serve` as the built binary, as an operator runs it: SIGTERM lets the request in
/// flight finish, refuses new connections, and the process exits 0.
@Suite(.serialized)
struct ServeProcessTests {
    @Test func sigtermDrainsTheRequestInFlightAndExitsZero() throws {
        let process = Process()
        process.executableURL = Executables.buildDirectory.appendingPathComponent("routecard")
        process.arguments = ["serve", "--port", "0", "--workers", "1", "--drain-timeout", "60s"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first line says where it listens.
        var log = ""
        while !log.contains("\n") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            log += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(log.range(of: "127.0.0.1:").flatMap { UInt16(log[$0.upperBound...].prefix { $0.isNumber }) })
        let client = LoopbackClient(port: port)

        let slow = BackgroundRequest(client, "POST", "/render?style=map&size=1000x1000&scale=2", body: ServeHarness.route())
        #expect(ServeHarness.wait(60) { (try? client.metric("routecard_renders_in_flight")) == 1 })
        kill(process.processIdentifier, SIGTERM)
        // New connections are refused soon after; the one in flight gets its whole card.
        #expect(ServeHarness.wait(10) { (try? client.connect()).map { close($0); return false } ?? true })
        let response = try #require(slow.wait())
        #expect(response.status == 200)
        #expect(response.headers["connection"]?.lowercased() == "close")
        #expect(response.headers["content-length"] == String(response.body.count))
        #expect(ServeHarness.pngSize(response.body).map { $0 == (2000, 2000) } == true)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        log += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("POST /render 200 \(response.body.count) "))
        #expect(log.contains("routecard serve: stopped\n"))
        #expect(!log.contains("cut off"))
    }
}
