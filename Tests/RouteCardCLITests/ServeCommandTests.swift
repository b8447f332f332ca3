import Foundation
import RouteCard
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// `routecard serve` in this process on 127.0.0.1 with a free port, through a plain socket client:
/// every endpoint, the limits, malformed and slow clients, disconnects, metrics and ETags.
@Suite(.serialized)
struct ServeCommandTests {
    @Test func healthReadyAndMetricsAnswer() throws {
        try ServeHarness.with { serve in
            let health = try serve.client.request("GET", "/health")
            #expect(health.status == 200)
            #expect(health.headers["content-type"] == "application/json")
            #expect(health.text.contains("\"ok\""))
            let ready = try serve.client.request("GET", "/ready")
            #expect(ready.status == 200)
            // Every built-in style that needs no tiles is served; streets needs --tiles.
            for name in ["default", "dark", "minimal", "map"] { #expect(ready.text.contains("\"\(name)\"")) }
            #expect(!ready.text.contains("\"streets\""))
            let metrics = try serve.client.request("GET", "/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
            for family in ["routecard_http_requests_total", "routecard_http_request_duration_seconds_bucket", "routecard_renders_in_flight",
                           "routecard_render_queue_length", "routecard_tile_cache_hits_total", "routecard_tile_cache_misses_total",
                           "routecard_http_response_bytes_total"] {
                #expect(metrics.text.contains(family), "\(family)")
            }
            // The earlier /health and /ready requests are counted.
            #expect(metrics.text.contains("routecard_http_requests_total{route=\"/health\",status=\"200\"} 1"))
            #expect(metrics.text.contains("routecard_http_requests_total{route=\"/ready\",status=\"200\"} 1"))
        }
    }

    @Test func unknownRoutesAndMethodsAreJSONErrors() throws {
        try ServeHarness.with { serve in
            let missing = try serve.client.request("GET", "/nothing")
            #expect(missing.status == 404)
            #expect(missing.headers["content-type"] == "application/json")
            #expect(missing.text.hasPrefix("{\"error\": \"no route /nothing"))
            let wrongMethod = try serve.client.request("GET", "/render")
            #expect(wrongMethod.status == 405)
            let unknownParameter = try serve.client.request("POST", "/render?stlye=dark", body: ServeHarness.route())
            #expect(unknownParameter.status == 400)
            #expect(unknownParameter.text.contains("unknown parameter \\\"stlye\\\""))
            let unknownStyle = try serve.client.request("POST", "/render?style=nope", body: ServeHarness.route())
            #expect(unknownStyle.status == 400)
            let streets = try serve.client.request("POST", "/render?style=streets", body: ServeHarness.route())
            #expect(streets.status == 400)
            #expect(streets.text.contains("--tiles openmaptiles=FILE"))
            let badSize = try serve.client.request("POST", "/render?size=huge", body: ServeHarness.route())
            #expect(badSize.status == 400)
            #expect(badSize.text.contains("bad size \\\"huge\\\""))
            #expect(!badSize.text.contains("--"))
        }
    }

    @Test func rendersPNGAtTheAskedSizeWithCacheHeaders() throws {
        try ServeHarness.with { serve in
            let response = try serve.client.request("POST", "/render?style=dark&size=400x300&scale=2&title=Morning",
                                                    headers: ["Content-Type": "application/gpx+xml"], body: ServeHarness.route())
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "image/png")
            #expect(response.headers["content-length"] == String(response.body.count))
            #expect(response.headers["cache-control"] == "public, max-age=86400")
            let size = ServeHarness.pngSize(response.body)
            #expect(size?.0 == 800 && size?.1 == 600)   // 400×300 points at 2 pixels a point
            #expect(response.headers["etag"]?.hasPrefix("\"") == true)
        }
    }

    @Test func rendersSVGAndPDFAndReadsEachInputFormat() throws {
        try ServeHarness.with { serve in
            let svg = try serve.client.request("POST", "/render?format=svg&size=500x400", body: ServeHarness.route())
            #expect(svg.status == 200)
            #expect(svg.headers["content-type"] == "image/svg+xml")
            #expect(svg.text.contains("viewBox=\"0 0 500 400\""))
            let pdf = try serve.client.request("POST", "/render?format=pdf", body: ServeHarness.route())
            #expect(pdf.headers["content-type"] == "application/pdf")
            #expect(pdf.body.starts(with: Array("%PDF-".utf8)))
            // GeoJSON by Content-Type, a polyline and CSV by detection.
            let geojson = #"{"type": "LineString", "coordinates": [[24.93, 60.17], [24.95, 60.18], [24.96, 60.16]]}"#
            let fromGeoJSON = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "application/geo+json"],
                                                       body: Array(geojson.utf8))
            #expect(fromGeoJSON.status == 200)
            let polyline = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "application/polyline"],
                                                    body: Array("_p~iF~ps|U_ulLnnqC_mqNvxq`@".utf8))
            #expect(polyline.status == 200)
            let csv = "lat,lon\n60.17,24.93\n60.18,24.95\n60.16,24.96\n"
            let fromCSV = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "text/csv"], body: Array(csv.utf8))
            #expect(fromCSV.status == 200)
            let unsupported = try serve.client.request("POST", "/render", headers: ["Content-Type": "image/jpeg"], body: [1, 2, 3])
            #expect(unsupported.status == 415)
        }
    }

    @Test func badRouteIsUnprocessableWithItsLocation() throws {
        try ServeHarness.with { serve in
            // 32 characters, then the file ends inside a start tag: the error is at line 1, column 33.
            let body = Array(#"<gpx><trk><trkseg><trkpt lat="x""#.utf8)
            let response = try serve.client.request("POST", "/render", headers: ["Content-Type": "application/gpx+xml"], body: body)
            #expect(response.status == 422)
            #expect(response.text.contains("\"location\": \"1:33\""))
            #expect(!response.text.contains("Fatal") && !response.text.contains("Swift"))
            let empty = try serve.client.request("POST", "/render", body: [])
            #expect(empty.status == 400)
        }
    }

    @Test func etagAnswers304WithoutRendering() throws {
        try ServeHarness.with { serve in
            let target = "/render?format=svg&title=Same"
            let first = try serve.client.request("POST", target, body: ServeHarness.route())
            let etag = try #require(first.headers["etag"])
            let again = try serve.client.request("POST", target, body: ServeHarness.route())
            #expect(again.headers["etag"] == etag)
            #expect(again.body == first.body)   // deterministic
            let rendered = try serve.metric("routecard_renders_total{format=\"svg\"}")
            let notModified = try serve.client.request("POST", target, headers: ["If-None-Match": etag], body: ServeHarness.route())
            #expect(notModified.status == 304)
            #expect(notModified.body.isEmpty)
            #expect(notModified.headers["etag"] == etag)
            // RFC 9110 §8.6: no Content-Length unless it is the 200's; and no chunked framing of a body it has not.
            #expect(notModified.headers["content-length"] == nil && notModified.headers["transfer-encoding"] == nil)
            #expect(try serve.metric("routecard_renders_total{format=\"svg\"}") == rendered)   // no render for a 304
            let otherTitle = try serve.client.request("POST", "/render?format=svg&title=Other", headers: ["If-None-Match": etag],
                                                      body: ServeHarness.route())
            #expect(otherTitle.status == 200)
            #expect(otherTitle.headers["etag"] != etag)
        }
    }

    @Test func staticEndpointInTileServerGLShape() throws {
        try ServeHarness.with { serve in
            // Google's documented example polyline: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
            let encoded = "_p~iF~ps%7CU_ulLnnqC_mqNvxq%60%40"
            let image = try serve.client.request("GET", "/static/auto/300x200@2x.png?path=enc:\(encoded)&marker=-120.2,38.5&style=minimal")
            #expect(image.status == 200)
            #expect(image.headers["content-type"] == "image/png")
            let size = ServeHarness.pngSize(image.body)
            #expect(size?.0 == 600 && size?.1 == 400)
            let svg = try serve.client.request("GET", "/styles/dark/static/auto/300x200.svg?path=-120.2,38.5%7C-120.95,40.7%7C-126.453,43.252")
            #expect(svg.status == 200)
            #expect(svg.text.contains("viewBox=\"0 0 300 200\""))
            // TileServer GL's drawing parameters are accepted (and ignored); anything else is refused.
            let ignored = try serve.client.request("HEAD", "/static/auto/300x200.png?path=enc:\(encoded)&stroke=red&width=4&padding=0.1")
            #expect(ignored.status == 200)
            let typo = try serve.client.request("GET", "/static/auto/300x200.png?pth=enc:\(encoded)")
            #expect(typo.status == 400)
            let badSize = try serve.client.request("GET", "/static/auto/300by200.png?path=enc:\(encoded)")
            #expect(badSize.status == 400)
            let badPoint = try serve.client.request("GET", "/static/auto/300x200.png?path=200,100%7C1,2")
            #expect(badPoint.status == 400)
            #expect(badPoint.text.contains("latlng=1"))
        }
    }

    /// TileServer GL's centre and bounds forms give the card `render --center/--zoom` and `--bounds` make, byte for byte.
    @Test func staticCentreAndBoundsFormsAreRendersCamera() throws {
        let tiles = TestPaths.fixture("tiles/monaco.pmtiles")
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        func rendered(_ options: [String]) throws -> [UInt8] {
            let out = harness.outputPath("card-\(options.joined().hashValue).svg")
            let result = harness.run(["render", "--style", "streets", "--tiles", tiles, "--svg", out, "-q"] + options)
            #expect(result.code == 0, "\(result.stderr)")
            return try #require(harness.bytes(at: out))
        }
        try ServeHarness.with(["--tiles", "openmaptiles=\(tiles)"]) { serve in
            let centre = try serve.client.request("GET", "/styles/streets/static/7.4246,43.7384,14.5/400x300.svg")
            #expect(centre.status == 200, "\(centre.text)")
            #expect(centre.body == (try rendered(["--center", "43.7384,7.4246", "--zoom", "14.5", "--size", "400x300", "--scale", "1"])))
            let level = try serve.client.request("GET", "/styles/streets/static/7.4246,43.7384,14.5@0,0/400x300.svg")
            #expect(level.body == centre.body, "bearing 0 and pitch 0 are the plain view")
            let bounds = try serve.client.request("GET", "/styles/streets/static/7.405,43.725,7.445,43.75/500x300.svg?path=7.41,43.73%7C7.43,43.74")
            #expect(bounds.status == 200, "\(bounds.text)")
            #expect(bounds.text.contains("viewBox=\"0 0 500 300\""))
            let map = try serve.client.request("GET", "/styles/streets/static/7.405,43.725,7.445,43.75/500x300.svg")
            #expect(map.status == 200, "\(map.text)")
            #expect(map.body == (try rendered(["--bounds", "7.405,43.725,7.445,43.75", "--size", "500x300", "--scale", "1"])))
            #expect(map.body != bounds.body, "the path is drawn over the view")
            for (path, words) in [("/static/7.4246,43.7384,14.5@30/400x300.png", "bearing 30 is not drawn"),
                                  ("/static/7.4246,43.7384,14.5@0,45/400x300.png", "pitch 45 is not drawn"),
                                  ("/static/7.4246,93,14.5/400x300.png", "latitude"),
                                  ("/static/7.4246,43.7384,25/400x300.png", "zoom 0…24"),
                                  ("/static/7.45,43.75,7.40,43.72/400x300.png", "MINY below MAXY"),
                                  ("/static/1,2/400x300.png", "expected auto"),
                                  ("/static/auto/400x300.png", "no route")] {
                let refused = try serve.client.request("GET", path)
                #expect(refused.status == 400, "\(path)")
                #expect(refused.text.contains(words), "\(path): \(refused.text)")
            }
        }
    }

    /// CORS as TileServer GL answers it by default, a list of origins with `Vary: Origin`, none with
    /// `--cors off`; preflights get the path's methods; every 405 says them in `Allow`.
    @Test func corsPreflightAndAllow() throws {
        let target = "/static/auto/100x80.svg?path=7.41,43.73%7C7.43,43.74"
        try ServeHarness.with { serve in
            let card = try serve.client.request("GET", target, headers: ["Origin": "https://app.example"])
            #expect(card.status == 200)
            #expect(card.headers["access-control-allow-origin"] == "*")
            #expect(card.headers["access-control-expose-headers"]?.contains("RouteCard-Warning") == true)
            let preflight = try serve.client.request("OPTIONS", "/render", headers: ["Origin": "https://app.example",
                                                                                    "Access-Control-Request-Method": "POST"])
            #expect(preflight.status == 204)
            #expect(preflight.headers["access-control-allow-methods"] == "POST, OPTIONS")
            #expect(preflight.headers["access-control-allow-headers"]?.contains("Content-Type") == true)
            let wrong = try serve.client.request("DELETE", "/health")
            #expect(wrong.status == 405)
            #expect(wrong.headers["allow"] == "GET, HEAD")
            let post = try serve.client.request("GET", "/render")
            #expect(post.status == 405 && post.headers["allow"] == "POST")
        }
        try ServeHarness.with(["--cors", "https://app.example,http://localhost:3000"]) { serve in
            let allowed = try serve.client.request("GET", target, headers: ["Origin": "http://localhost:3000"])
            #expect(allowed.headers["access-control-allow-origin"] == "http://localhost:3000")
            #expect(allowed.headers["vary"] == "Origin")
            let other = try serve.client.request("GET", target, headers: ["Origin": "https://evil.example"])
            #expect(other.status == 200 && other.headers["access-control-allow-origin"] == nil)
            #expect(other.headers["vary"] == "Origin")
        }
        try ServeHarness.with(["--cors", "off"]) { serve in
            let card = try serve.client.request("GET", target, headers: ["Origin": "https://app.example"])
            #expect(card.headers["access-control-allow-origin"] == nil)
            let preflight = try serve.client.request("OPTIONS", "/render", headers: ["Origin": "https://app.example"])
            #expect(preflight.status == 405 && preflight.headers["allow"] == "POST")
        }
        #expect(throws: CLIError.self) { try ServeHarness(["--cors", "app.example"]) }
    }

    /// TileServer GL's style list and documents: every served style with the URL of its JSON, which is the style's own file.
    @Test func stylesListAndDocuments() throws {
        try ServeHarness.with { serve in
            let list = try serve.client.request("GET", "/styles.json")
            #expect(list.status == 200 && list.headers["content-type"] == "application/json")
            let items = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]])
            let dark = try #require(items.first { $0["id"] as? String == "dark" })
            #expect(dark["version"] as? Int == 8)
            #expect(dark["url"] as? String == "http://127.0.0.1/styles/dark/style.json")
            #expect(Set(items.compactMap { $0["id"] as? String }).isSuperset(of: ["default", "dark", "minimal"]))
            let document = try serve.client.request("GET", "/styles/dark/style.json")
            #expect(document.status == 200)
            #expect(document.text == BuiltInStyles.source(named: "dark"))
            #expect(try serve.client.request("GET", "/styles/dark.json").body == document.body)
            let missing = try serve.client.request("GET", "/styles/nope/style.json")
            #expect(missing.status == 404 && missing.text.contains("dark"))
            #expect(try serve.client.request("POST", "/styles.json").headers["allow"] == "GET, HEAD")
        }
    }

    @Test func bodyOverMaxBodyIs413() throws {
        try ServeHarness.with(["--max-body", "1k"]) { serve in
            let declared = try serve.client.request("POST", "/render", body: [UInt8](repeating: 0x20, count: 2048))
            #expect(declared.status == 413)
            #expect(declared.text.contains("--max-body (1024 bytes)"))
            // Chunked, with no length up front: refused once it passes the limit.
            var chunked = Array("POST /render HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            for _ in 0..<3 { chunked += Array("200\r\n".utf8) + [UInt8](repeating: 0x20, count: 512) + Array("\r\n".utf8) }
            chunked += Array("0\r\n\r\n".utf8)
            let streamed = LoopbackClient.parse(try serve.client.exchange(chunked))
            #expect(streamed.status == 413)
            // A chunked body that goes on far past the limit is cut off: the connection closes unanswered.
            var endless = Array("POST /render HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            for _ in 0..<200 { endless += Array("400\r\n".utf8) + [UInt8](repeating: 0x20, count: 1024) + Array("\r\n".utf8) }
            #expect(LoopbackClient.parse(try serve.client.exchange(endless)).status == 0)
            let small = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "application/polyline"],
                                                 body: Array("_p~iF~ps|U_ulLnnqC_mqNvxq`@".utf8))
            #expect(small.status == 200)
        }
    }

    @Test func pointAndPixelLimitsAre422() throws {
        try ServeHarness.with(["--max-points", "100", "--max-pixels", "1000000"]) { serve in
            // The Helsinki run has 1,289 points: refused by the reader's limit, with the message render gives for --max-points.
            let points = try serve.client.request("POST", "/render?format=svg", body: ServeHarness.route())
            #expect(points.status == 422)
            #expect(points.text.contains("the input has 1289 points, more than the limit of 100 (--max-points"))
            let pixels = try serve.client.request("GET", "/static/auto/1000x1000@2x.png?path=enc:_p~iF~ps%7CU_ulLnnqC_mqNvxq%60%40")
            #expect(pixels.status == 422)
            let fits = try serve.client.request("GET", "/static/auto/500x500@2x.png?path=enc:_p~iF~ps%7CU_ulLnnqC_mqNvxq%60%40")
            #expect(fits.status == 200)
        }
    }

    @Test func renderTimeLimitIs503WithRetryAfter() throws {
        try ServeHarness.with(["--render-timeout", "1ms"]) { serve in
            let response = try serve.client.request("POST", "/render?size=1000x1000&scale=2", body: ServeHarness.route())
            #expect(response.status == 503)
            #expect(response.headers["retry-after"] == "1")
            #expect(response.text.contains("--render-timeout"))
            #expect(try serve.metric("routecard_renders_refused_total{reason=\"render_timeout\"}") == 1)
            // The late render still holds its worker until it stops; then the worker is free again.
            #expect(ServeHarness.wait(30) { serve.running.service.gate.inFlight == 0 })
        }
    }

    @Test func fullQueueIs503WithRetryAfterAndAQueuedClientThatLeavesCostsNoRender() throws {
        try ServeHarness.with(["--workers", "1", "--queue", "1"]) { serve in
            let slow = BackgroundRequest(serve.client, "POST", "/render?style=map&size=1000x1000&scale=2", body: ServeHarness.route())
            #expect(ServeHarness.wait(30) { serve.running.service.gate.inFlight == 1 })
            // A second request waits in the queue; its client hangs up.
            let waiting = try serve.client.connect()
            serve.client.send(waiting, LoopbackClient.requestBytes("POST", "/render?format=svg", body: ServeHarness.route()))
            #expect(ServeHarness.wait(30) { serve.running.service.gate.queued == 1 })
            // A third finds the queue full: 503 at once.
            let busy = try serve.client.request("POST", "/render?format=svg", body: ServeHarness.route())
            #expect(busy.status == 503)
            #expect(busy.headers["retry-after"] == "1")
            #expect(busy.text.contains("busy"))
            close(waiting)
            #expect(ServeHarness.wait(30) { serve.running.service.gate.queued == 0 })
            #expect(serve.running.service.gate.inFlight == 1)   // the slow one is still rendering
            #expect(try serve.metric("routecard_renders_refused_total{reason=\"client_gone\"}") == 1)
            #expect(slow.wait()?.status == 200)
            #expect(try serve.metric("routecard_renders_total{format=\"svg\"}") == 0)   // the one that left never rendered
            #expect(try serve.metric("routecard_renders_refused_total{reason=\"queue_full\"}") == 1)
        }
    }

    @Test func malformedHTTPIsRefusedAndTheServerGoesOn() throws {
        try ServeHarness.with { serve in
            let garbage = LoopbackClient.parse(try serve.client.exchange(Array("NOT HTTP AT ALL\r\n\r\n".utf8)))
            #expect(garbage.status == 400)
            let badHeader = LoopbackClient.parse(try serve.client.exchange(Array("GET /health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n".utf8)))
            #expect(badHeader.status == 400)
            let badVersion = LoopbackClient.parse(try serve.client.exchange(Array("GET /health HTTP/9.9\r\nHost: x\r\n\r\n".utf8)))
            #expect(badVersion.status >= 400)
            let hugeURL = "GET /health?" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"
            let tooLong = LoopbackClient.parse(try serve.client.exchange(Array(hugeURL.utf8)))
            #expect(tooLong.status == 414 || tooLong.status == 431 || tooLong.status == 0)
            #expect(try serve.client.request("GET", "/health").status == 200)
        }
    }

    @Test func slowClientIsCutOffAtTheClientTimeout() throws {
        try ServeHarness.with(["--client-timeout", "1"]) { serve in
            let socket = try serve.client.connect(timeout: 10)
            defer { close(socket) }
            // Headers promise 1000 bytes; 3 come, then nothing.
            serve.client.send(socket, Array("POST /render HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc".utf8))
            let started = Date()
            let answer = serve.client.readToEnd(socket)
            let waited = Date().timeIntervalSince(started)
            #expect(answer.isEmpty)        // closed without a response
            #expect(waited >= 0.5 && waited < 8, "closed after \(waited) s")
            #expect(ServeHarness.wait(5) { ((try? serve.metric("routecard_http_responses_incomplete_total{reason=\"timed_out\"}")) ?? 0) == 1 })
            #expect(try serve.metric("routecard_renders_total{format=\"png\"}") == 0)
            #expect(try serve.client.request("GET", "/health").status == 200)
        }
    }

    @Test func clientLeavingMidResponseStopsTheSending() throws {
        try ServeHarness.with { serve in
            // A card of a few megabytes; the client reads a little with a tiny receive buffer, then resets.
            let socket = try serve.client.connect(receiveBuffer: 4096)
            serve.client.send(socket, LoopbackClient.requestBytes("POST", "/render?style=map&size=1000x1000&scale=2", body: ServeHarness.route()))
            let start = serve.client.readToEnd(socket, limit: 1000)
            #expect(LoopbackClient.parse(start).status == 200)
            var reset = linger(l_onoff: 1, l_linger: 0)
            setsockopt(socket, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
            close(socket)
            #expect(ServeHarness.wait(20) { ((try? serve.metric("routecard_http_responses_incomplete_total{reason=\"client_gone\"}")) ?? 0) == 1 })
            let log = serve.captured.standardError
            let aborted = try #require(log.split(separator: "\n").first { $0.contains("(client_gone)") })
            // METHOD PATH STATUS BYTES MS: fewer bytes went out than the card has.
            let fields = aborted.split(separator: " ")
            #expect(fields[0] == "POST" && fields[1] == "/render" && fields[2] == "200")
            #expect((Int(fields[3]) ?? .max) < 1_000_000)
            #expect(try serve.client.request("GET", "/health").status == 200)
        }
    }

    @Test func accessLogHasOneLinePerRequest() throws {
        try ServeHarness.with { serve in
            _ = try serve.client.request("GET", "/health")
            _ = try serve.client.request("GET", "/nothing?secret=1")
            #expect(ServeHarness.wait(5) { serve.captured.standardError.split(separator: "\n").count >= 3 })
            let lines = serve.captured.standardError.split(separator: "\n").dropFirst()   // after the start line
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("GET /health 200 17 ") == true)
            #expect(lines.first?.hasSuffix("ms") == true)
            #expect(lines.last?.hasPrefix("GET /nothing 404 ") == true)
            #expect(lines.last?.contains("secret") == false)   // the query is not logged
        }
    }

    @Test func aCardsWarningsTravelInHeadersAndTheLog() throws {
        // A Helsinki run over Monaco's tiles: the map is blank, which render prints as a warning.
        let tiles = TestPaths.fixture("tiles/monaco.pmtiles")
        try ServeHarness.with(["--tiles", "openmaptiles=\(tiles)"]) { serve in
            let blank = try serve.client.request("POST", "/render?style=streets&format=svg&size=400x400", body: ServeHarness.route())
            #expect(blank.status == 200)
            let warning = try #require(blank.headers["routecard-warning"])
            #expect(warning.contains("no tile of the archive covers the card, so the map is blank"))
            #expect(!warning.hasPrefix("routecard:"))
            #expect(serve.captured.standardError.contains("warning: /render: "))
            // A card inside the archive's bounds has no such header.
            let covered = try serve.client.request("POST", "/render?style=streets&format=svg&size=400x400&padding=0",
                                                   body: ServeHarness.route("tiles/monaco-run.gpx"))
            #expect(covered.status == 200)
            #expect(!(covered.headers["routecard-warning"] ?? "").contains("blank"))
        }
    }

    @Test func metricsCountRequestsBytesAndTileCacheLookups() throws {
        let tiles = TestPaths.fixture("tiles/monaco.pmtiles")
        try ServeHarness.with(["--tiles", "openmaptiles=\(tiles)"]) { serve in
            let route = ServeHarness.route("tiles/monaco-run.gpx")
            let bytesBefore = try serve.metric("routecard_http_response_bytes_total")
            let first = try serve.client.request("POST", "/render?style=streets&format=svg&size=400x400", body: route)
            #expect(first.status == 200)
            let misses = try serve.metric("routecard_tile_cache_misses_total{cache=\"vector\"}")
            #expect(misses > 0)
            #expect(try serve.metric("routecard_tile_cache_hits_total{cache=\"vector\"}") == 0)
            _ = try serve.client.request("POST", "/render?style=streets&format=svg&size=400x400&title=Again", body: route)
            #expect(try serve.metric("routecard_tile_cache_hits_total{cache=\"vector\"}") == misses)   // the same tiles, now cached
            #expect(try serve.metric("routecard_tile_cache_misses_total{cache=\"vector\"}") == misses)
            #expect(try serve.metric("routecard_http_requests_total{route=\"/render\",status=\"200\"}") == 2)
            #expect(try serve.metric("routecard_http_request_duration_seconds_count{route=\"/render\"}") == 2)
            // Bytes out: the two cards and the metrics pages read in between.
            #expect(try serve.metric("routecard_http_response_bytes_total") > bytesBefore + Double(first.body.count))
        }
    }

    @Test func stylesFolderIsServedAndABrokenStyleStopsStartUp() throws {
        try CommandHarness.withHarness { files in
            try files.writeInput("thin.json", #"{"version": 1, "layers": [{"id": "route", "type": "route", "paint": {"line-width": 2}}]}"#)
            try ServeHarness.with(["--styles", files.inputDirectory.path]) { serve in
                let card = try serve.client.request("POST", "/render?style=thin&format=svg", body: ServeHarness.route())
                #expect(card.status == 200)
                #expect(card.text.contains("id=\"route\""))
            }
            try files.writeInput("broken.json", "{\"version\": 1,\n \"layers\": [{\"id\": \"r\", \"type\": \"route\", \"paint\": {\"line-widht\": 2}}]}")
            #expect {
                try ServeHarness.with(["--styles", files.inputDirectory.path]) { _ in }
            } throws: { error in
                guard let error = error as? CLIError else { return false }
                return error.exitCode == 65 && error.message.contains("broken.json:2:") && error.message.contains("line-widht")
            }
            let result = files.run(["serve", "--port", "0", "--styles", files.inputDirectory.path])
            #expect(result.code == 65)
            #expect(result.stderr.contains("broken.json:2:"))
        }
    }

    /// A `multipart/form-data` body with a `route` part and, when given, a `style` part.
    static func form(route: [UInt8], style: String?) -> (contentType: String, body: [UInt8]) {
        let boundary = "----routecard-test-7MA4YWxk"
        var body: [UInt8] = []
        if let style {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"style\"; filename=\"s.json\"\r\nContent-Type: application/json\r\n\r\n".utf8)
            body += Array(style.utf8) + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; filename=\"run.gpx\"; name=\"route\"\r\nContent-Type: application/gpx+xml\r\n\r\n".utf8)
        body += route + Array("\r\n--\(boundary)--\r\n".utf8)
        return ("multipart/form-data; boundary=\"\(boundary)\"", body)
    }

    @Test func aStyleSentWithTheRequestIsDecodedWithFilesRefused() throws {
        let thin = #"{"version": 1, "canvas": {"width": 300, "height": 200}, "layers": [{"id": "only-route", "type": "route"}]}"#
        let (type, body) = Self.form(route: ServeHarness.route(), style: thin)
        try ServeHarness.with { serve throws in
            let off = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": type], body: body)
            #expect(off.status == 400)
            #expect(off.text.contains("--allow-style-upload"))
        }
        try ServeHarness.with(["--allow-style-upload"]) { serve throws in
            let card = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": type], body: body)
            #expect(card.status == 200)
            #expect(card.text.contains("viewBox=\"0 0 300 200\"") && card.text.contains("id=\"only-route\""))
            // A route part alone uses the query's style.
            let (plainType, plainBody) = Self.form(route: ServeHarness.route(), style: nil)
            let plain = try serve.client.request("POST", "/render?format=svg&style=dark", headers: ["Content-Type": plainType], body: plainBody)
            #expect(plain.status == 200)
            #expect(!plain.text.contains("only-route"))
            // A style naming a file is refused (no file is read for a request), with where it says so.
            let reading = "{\"version\": 1,\n \"sources\": {\"city\": {\"type\": \"geojson\", \"data\": \"/etc/passwd\"}},\n \"layers\": [{\"id\": \"r\", \"type\": \"route\"}]}"
            let (readingType, readingBody) = Self.form(route: ServeHarness.route(), style: reading)
            let refused = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": readingType], body: readingBody)
            #expect(refused.status == 422)
            #expect(!refused.text.contains("root:"))
            let typo = "{\"version\": 1,\n \"layers\": [{\"id\": \"r\", \"type\": \"route\", \"paint\": {\"line-widht\": 2}}]}"
            let (typoType, typoBody) = Self.form(route: ServeHarness.route(), style: typo)
            let bad = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": typoType], body: typoBody)
            #expect(bad.status == 422)
            #expect(bad.text.contains("line-widht"))
            #expect(bad.text.contains("\"location\": \"2:"))
            let unclosed = try serve.client.request("POST", "/render", headers: ["Content-Type": type], body: Array(body.dropLast(8)))
            #expect(unclosed.status == 400)
            // A MapLibre style (it needs tiles) gets one clear message, not a list of every unknown key.
            let positron = try String(contentsOfFile: TestPaths.fixture("maplibre-styles/positron.json"), encoding: .utf8)
            let (mapLibreType, mapLibreBody) = Self.form(route: ServeHarness.route(), style: positron)
            let mapLibre = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": mapLibreType], body: mapLibreBody)
            #expect(mapLibre.status == 422)
            #expect(mapLibre.text.contains("a MapLibre style cannot be sent with a request") && mapLibre.body.count < 400, "\(mapLibre.text)")
        }
    }

    @Test func aPortInUseIsAClearFailure() throws {
        try ServeHarness.with { serve throws in
            let port = String(serve.running.server.port)
            #expect {
                try ServeHarness(["--port", port])
            } throws: { error in
                guard let error = error as? CLIError else { return false }
                return error.exitCode == 1 && error.message.contains("cannot listen on 127.0.0.1:\(port)")
            }
            #expect(try serve.client.request("GET", "/health").status == 200)
        }
    }

    @Test func badOptionsAreUsageErrors() throws {
        try CommandHarness.withHarness { files in
            for arguments in [["--port", "70000"], ["--host", "localhost"], ["--workers", "0"], ["--max-body", "lots"],
                              ["--render-timeout", "soon"], ["--tiles", "monaco.pmtiles"], ["input.gpx"]] {
                let result = files.run(["serve"] + arguments)
                #expect(result.code == 64, "\(arguments)")
            }
            let help = files.run(["serve", "--help"])
            #expect(help.code == 0)
            for word in ["POST /render", "/static/auto", "/metrics", "--max-body", "--workers", "SIGTERM", "Retry-After"] {
                #expect(help.stdoutText.contains(word), "\(word)")
            }
        }
    }
}
