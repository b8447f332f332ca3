import Foundation
import RouteCard
@testable import RouteCardEngine
import RouteCardImages
import RouteCardInput
import RouteCardTestSupport
import Testing

/// One card asked of the front-ends — `render`'s flags, a `batch` job line, `POST /render`'s
/// query and, for the requests it takes, `live` — must come out byte-identical, and a card one
/// refuses must be refused by all with the same message and the matching code (exit 64 ↔ 400,
/// 65 ↔ 422, as the README's table says).
///
/// `live` takes the card options its frames have (``CardOption/live``) and writes SVG frames (and
/// PNGs with `--png`), so it joins the SVG and PNG requests made of those options only. Given the
/// route (`--route`) and no update, its one frame is the route's card: the route fixes the view, and
/// what only a live map adds — the markers of its updates, `{count}`, `{radius}`, the region's
/// circle — is drawn by the `live` style alone, which no request here uses. So that frame must be
/// render's card byte for byte, with the same (empty, under `-q`) standard error; a refused request
/// must give live render's exit code and its whole standard error.
@Suite struct FrontEndParityTests {
    /// One request: card options by long name (a `nil` value is a flag), the output format, and
    /// the exit code `render` must give (0: a card).
    struct Case: Sendable, CustomTestStringConvertible {
        var options: [(String, String?)]
        var format: String = "svg"
        var exit: Int32 = 0
        var testDescription: String {
            options.map { "\($0.0)=\($0.1 ?? "true")" }.joined(separator: "&") + " → \(format)" + (exit == 0 ? "" : " exit \(exit)")
        }
    }

    static let cases: [Case] = [
        Case(options: []),
        Case(options: [("size", "300x200")]),
        Case(options: [("size", "1080x1350")]),
        Case(options: [("preset", "square")]),
        Case(options: [("preset", "story")]),
        Case(options: [("preset", "link"), ("size", "600x315")]),
        Case(options: [("scale", "3")]),
        Case(options: [("padding", "10")]),
        Case(options: [("padding", "60,40,40,40")]),
        Case(options: [("timezone", "Asia/Tokyo")]),
        Case(options: [("timezone", "America/Toronto"), ("title", "Morning loop")]),
        Case(options: [("title", "Sunday ride · 日曜日")]),
        Case(options: [("privacy-zone", "60.1699,24.9384,300")]),
        Case(options: [("privacy-trim", "200")]),
        Case(options: [("privacy-trim", "0.5km"), ("privacy-zone", "60.17,24.93,150m")]),
        Case(options: [("no-attribution", nil)]),
        Case(options: [("animate", "8s")]),
        Case(options: [("style", "dark")]),
        Case(options: [("style", "minimal"), ("size", "400x400")]),
        Case(options: [("style", "map"), ("padding", "20")]),
        Case(options: [("style", "activity"), ("timezone", "Europe/Helsinki")]),
        Case(options: [("style", "dark"), ("preset", "portrait"), ("title", "Night run"), ("timezone", "UTC")]),
        Case(options: [("size", "200x200")], format: "png"),
        Case(options: [("size", "150x100"), ("scale", "2")], format: "png"),
        Case(options: [("style", "dark"), ("size", "160x160")], format: "png"),
        Case(options: [("size", "200x200")], format: "pdf"),
        Case(options: [("preset", "square"), ("no-attribution", nil)], format: "pdf"),
        Case(options: [("size", "200x150"), ("png-compression", "small")], format: "png"),
        Case(options: [("png-compression", "tiny")], exit: 64),
        // A fixed view over the route (the camera).
        Case(options: [("center", "60.17,24.94"), ("zoom", "13.5")]),
        Case(options: [("bounds", "24.90,60.15,24.98,60.19"), ("size", "600x400")]),
        Case(options: [("bounds", "24.90,60.15,24.98,60.19"), ("size", "200x200")], format: "png"),
        Case(options: [("zoom", "13")], exit: 64),
        Case(options: [("center", "60.17,24.94")], exit: 64),
        Case(options: [("center", "60.17,24.94"), ("zoom", "13"), ("bounds", "24.90,60.15,24.98,60.19")], exit: 64),
        Case(options: [("center", "89,24.94"), ("zoom", "13")], exit: 64),
        Case(options: [("center", "60.17,24.94"), ("zoom", "25")], exit: 64),
        Case(options: [("bounds", "24.98,60.19,24.90,60.15")], exit: 64),
        // Refused options, each with its message.
        Case(options: [("size", "huge")], exit: 64),
        Case(options: [("size", "0x10")], exit: 64),
        Case(options: [("size", "30000x10")], exit: 64),
        Case(options: [("scale", "0")], exit: 64),
        Case(options: [("scale", "11")], exit: 64),
        Case(options: [("padding", "-1")], exit: 64),
        Case(options: [("padding", "1,2,3")], exit: 64),
        Case(options: [("size", "400x400"), ("padding", "250")], exit: 64),
        Case(options: [("timezone", "Mars/Olympus")], exit: 64),
        Case(options: [("preset", "poster")], exit: 64),
        Case(options: [("privacy-trim", "1000km")], exit: 64),
        Case(options: [("privacy-zone", "91,0,10")], exit: 64),
        Case(options: [("privacy-zone", "60,24")], exit: 64),
        Case(options: [("animate", "0")], exit: 64),
        Case(options: [("animate", "forever")], exit: 64),
        // Content that cannot be drawn: every point hidden by a zone around the whole run.
        Case(options: [("privacy-zone", "60.17,24.94,50km")], exit: 65),
        Case(options: [("size", "10000x10000"), ("scale", "2")], format: "png", exit: 65),
    ]

    static let route = TestPaths.fixture("osm/helsinki-run.gpx")

    @Test func everyFrontEndMakesTheSameCardOrTheSameRefusal() throws {
        #expect(Self.cases.count >= 40)
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let body = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.route)))
        let binary = try #require(Executables.built("routecard"), "build the routecard binary first (swift build)")
        #expect(Self.cases.filter(Self.liveTakes).count >= 35, "live takes part in most requests")
        // The server gets render's default pixel limit (its own default is lower), so the limits are alike.
        try ServeHarness.with(["--workers", "2", "--max-pixels", "100000000"]) { serve in
            for (index, card) in Self.cases.enumerated() {
                let name = "card-\(index).\(card.format)"
                // render
                var arguments = ["render", Self.route, "--\(card.format)", harness.outputPath(name), "-q"]
                for (key, value) in card.options { arguments += ["--" + key] + (value.map { [$0] } ?? []) }
                let rendered = harness.run(arguments)
                #expect(rendered.code == card.exit, "render \(card.testDescription): \(rendered.stderr)")
                // a batch job line
                var job: [String: Any] = ["input": Self.route, card.format: "batch-\(name)"]
                for (key, value) in card.options { job[key] = value ?? true }
                let line = String(decoding: try JSONSerialization.data(withJSONObject: job, options: [.sortedKeys]), as: UTF8.self)
                let jobs = try harness.writeInput("jobs-\(index).ndjson", line + "\n")
                let batched = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "-q"])
                // POST /render
                var query = ["format=\(card.format)"]
                for (key, value) in card.options {
                    query.append(key + "=" + (value ?? "true").addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
                }
                let served = try serve.client.request("POST", "/render?" + query.joined(separator: "&"), body: body)

                // live: the route's map with no update (its standard input is empty), one frame.
                var lived: CommandResult?
                let frame = harness.outputPath("live-\(index).svg"), framePNG = harness.outputPath("live-\(index).png")
                if Self.liveTakes(card) {
                    var arguments = ["live", "--center", "60.17,24.94", "--radius", "5km", "--route", Self.route, "-o", frame, "-q"]
                    if card.format == "png" { arguments += ["--png", framePNG] }
                    // live's own default style is `live`; render's is `default`.
                    if !card.options.contains(where: { $0.0 == "style" }) { arguments += ["--style", "default"] }
                    for (key, value) in card.options { arguments += ["--" + key] + (value.map { [$0] } ?? []) }
                    lived = try ChildProcess.run(binary, arguments, in: harness.root)
                }

                if card.exit == 0 {
                    let bytes = try #require(harness.bytes(at: harness.outputPath(name)), "render wrote \(name)")
                    if let lived {
                        #expect(lived.code == 0, "live \(card.testDescription): \(lived.stderr)")
                        #expect(harness.bytes(at: card.format == "png" ? framePNG : frame) == bytes, "live \(card.testDescription)")
                        #expect(lived.stderr == rendered.stderr, "live \(card.testDescription)")
                    }
                    #expect(batched.code == 0, "batch \(card.testDescription): \(batched.stderr)")
                    #expect(harness.bytes(at: harness.outputPath("batch-" + name)) == bytes, "batch \(card.testDescription)")
                    #expect(served.status == 200, "serve \(card.testDescription): \(served.text)")
                    #expect(served.body == bytes, "serve \(card.testDescription)")
                } else {
                    // The same message everywhere: render's, after its "error: ", is in batch's
                    // failure line and (without the `--` of option names, for a bad parameter) is serve's.
                    let message = Self.afterError(rendered.stderr.split(separator: "\n").first.map(String.init) ?? "")
                    #expect(!message.isEmpty, "render \(card.testDescription) says why")
                    #expect(batched.code == 1 && batched.stderr.contains(message), "batch \(card.testDescription): \(batched.stderr)")
                    let expectedStatus = card.exit == 64 ? 400 : 422
                    #expect(served.status == expectedStatus, "serve \(card.testDescription): \(served.text)")
                    let error = try #require(try JSONSerialization.jsonObject(with: Data(served.body)) as? [String: Any])["error"] as? String
                    let expected = card.exit == 64 ? message.replacingOccurrences(of: "--", with: "") : message
                    #expect(error.map(Self.afterError) == expected, "serve \(card.testDescription)")
                    if let lived {
                        #expect(lived.code == card.exit && lived.stderr == rendered.stderr, "live \(card.testDescription): \(lived.stderr)")
                    }
                }
            }
        }
    }

    /// Whether `live` takes the request: SVG or PNG, and only card options its frames have.
    static func liveTakes(_ card: Case) -> Bool {
        card.format != "pdf" && card.options.allSatisfy { CardOptions.named($0.0)?.live == true }
    }

    /// The library's one-call API (`CardRenderer.png`/`.pdf`, `svg`) gives the bytes `render` writes
    /// for the same track, style and size.
    @Test(arguments: ["svg", "png", "pdf"]) func theLibraryMakesRendersCard(format: String) throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let rendered = harness.run(["render", Self.route, "--style", "dark", "--size", "240x180", "--\(format)", harness.outputPath("card.\(format)"), "-q"])
        #expect(rendered.code == 0, "\(rendered.stderr)")
        let expected = try #require(harness.bytes(at: harness.outputPath("card.\(format)")))
        var style = try #require(try BuiltInStyles.style(named: "dark"))
        style.canvas.width = 240
        style.canvas.height = 180
        let track = try TrackReader().read([UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.route))), path: Self.route)
        let bytes: [UInt8] = switch format {
        case "svg": try CardRenderer().svg(for: track, style: style)
        case "png": try CardRenderer().png(for: track, style: style)
        default: try CardRenderer().pdf(for: track, style: style, creationDate: 0)
        }
        #expect(bytes == expected, "the library's \(format) differs from render's (\(bytes.count) vs \(expected.count) bytes)")
    }

    /// The text after the first `error: ` (the whole text when there is none): the message without its place.
    static func afterError(_ text: String) -> String {
        text.range(of: "error: ").map { String(text[$0.upperBound...]) } ?? text
    }
}
