import Foundation
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// Bounded work per card (#29): a timed-out render stops and frees its worker, a let bomb is refused
/// where it is written, a title over the limit is one message. The hang cases are guarded by the
/// suite's time limit (the harness), never by a timed assertion.
@Suite(.serialized, .timeLimit(.minutes(3))) struct BoundedWorkTests {
    /// A card style whose route colour costs about 65,500 steps per route point: under the per-feature
    /// limit, so it is accepted, but over a route of 1,289 points ≈ 84 million steps — far longer than
    /// the render timeout. v0 = progress; v(i) = v(i-1) + v(i-1): step(i) = 3 + 2 step(i-1), step(0) = 1.
    static let slowStyle: String = {
        var input = #"["var", "v14"]"#
        for level in stride(from: 14, through: 1, by: -1) {
            input = #"["let", "v\#(level)", ["+", ["var", "v\#(level - 1)"], ["var", "v\#(level - 1)"]], \#(input)]"#
        }
        input = #"["let", "v0", ["point", "progress"], \#(input)]"#
        return #"{"version": 1, "canvas": {"width": 300, "height": 200}, "layers": [{"id": "r", "type": "route", "#
            + ##""paint": {"line-color": ["interpolate", ["linear"], \##(input), 0, "#ff0000", 16384, "#0000ff"]}}]}"##
    }()

    @Test func timedOutRendersStopAndTheNextOrdinaryRenderSucceeds() throws {
        let (type, body) = ServeCommandTests.form(route: ServeHarness.route(), style: Self.slowStyle)
        try ServeHarness.with(["--allow-style-upload", "--workers", "2", "--render-timeout", "2s"]) { serve in
            // Two slow cards take both workers and run out of time.
            let slow = (0..<2).map { _ in BackgroundRequest(serve.client, "POST", "/render?format=svg", headers: ["Content-Type": type], body: body) }
            for request in slow {
                let response = request.wait()
                #expect(response?.status == 503)
                #expect(response?.text.contains("--render-timeout") == true)
            }
            // Stopped at their next step, they free their workers: an ordinary card right after is made
            // (without the cancellation both workers stay busy for the whole 84 million steps).
            #expect(ServeHarness.wait(20) { serve.running.service.gate.inFlight == 0 })
            let ordinary = try serve.client.request("POST", "/render?format=svg", body: ServeHarness.route())
            #expect(ordinary.status == 200)
        }
    }

    @Test func aLetBombStyleIsRefusedWithItsLocation() throws {
        var bomb = #"["var", "v60"]"#
        for level in stride(from: 60, through: 1, by: -1) {
            bomb = #"["let", "v\#(level)", ["+", ["var", "v\#(level - 1)"], ["var", "v\#(level - 1)"]], \#(bomb)]"#
        }
        let style = #"{"version": 1, "layers": [{"id": "r", "type": "route", "paint": {"line-width": ["let", "v0", 1, \#(bomb)]}}]}"#
        let (type, body) = ServeCommandTests.form(route: ServeHarness.route(), style: style)
        try ServeHarness.with(["--allow-style-upload"]) { serve in
            let response = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": type], body: body)
            #expect(response.status == 422)
            #expect(response.text.contains("layers[0].paint.line-width: the expression takes"))
            #expect(response.text.contains("above the limit of 100000"))
        }
    }

    @Test func aTitleOverTheLimitIsOneMessage() throws {
        try ServeHarness.with { serve in
            let long = String(repeating: "a", count: 1_001)
            let response = try serve.client.request("POST", "/render?format=svg&title=\(long)", body: ServeHarness.route())
            #expect(response.status == 400)
            #expect(response.text.contains("the title is 1001 characters long, above the limit of 1000"))
            let fits = try serve.client.request("POST", "/render?format=svg&title=\(String(repeating: "a", count: 1_000))",
                                                body: ServeHarness.route())
            #expect(fits.status == 200)
        }
    }
}
