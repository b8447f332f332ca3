import Foundation
import RouteCardTestServer
import RouteCardTestSupport
import RouteCardTiles
import Testing

/// `routecard render` with tiles on a server this test starts on 127.0.0.1: the Monaco run from
/// a PMTiles archive read by range requests (the same card as from the local file, reading well
/// under the whole file, nothing at all the second time), `--offline`, raster URL templates with
/// the User-Agent, and errors with their exit codes.
@Suite(.serialized) struct RemoteTilesCommandTests {
    static let monacoGPX = TestPaths.fixture("tiles/monaco-run.gpx")
    static let monaco = TestPaths.fixture("tiles/monaco.pmtiles")

    @Test func theMonacoRunFromPMTilesOverHTTP() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.monaco)))
        let server = try TestHTTPServer { request in .file(bytes, for: request, etag: "\"monaco-1\"") }
        defer { server.stop() }
        try CommandHarness.withHarness { harness in
            let cache = harness.outputPath("cache")
            let local = harness.run(["render", Self.monacoGPX, "--style", "streets", "--size", "400x400", "--tiles", Self.monaco, "-q", "-o", harness.outputPath("local.svg")])
            #expect(local.code == 0, "\(local.stderr)")
            let remoteArguments = ["render", Self.monacoGPX, "--style", "streets", "--size", "400x400", "--tiles", "pmtiles://" + server.url("/monaco.pmtiles"),
                                   "--tile-cache", cache, "--user-agent", "mailto:cards@example.org", "-q", "-o", harness.outputPath("remote.svg")]
            let remote = harness.run(remoteArguments)
            #expect(remote.code == 0, "\(remote.stderr)")
            #expect(harness.bytes(at: harness.outputPath("remote.svg")) == harness.bytes(at: harness.outputPath("local.svg")))
            let read = server.exchanges.reduce(0) { $0 + $1.bodyBytes }
            // The header and root directory (16 KiB) and the few zoom-14 tiles of the 400×400 card:
            // about a sixth of the archive (31.7 of 192 KB when this was written).
            #expect(read < bytes.count / 4, "read \(read) of \(bytes.count) bytes")
            #expect(server.exchanges.allSatisfy { $0.status == 206 && $0.request.header("Range") != nil })
            #expect(server.requests.allSatisfy { $0.header("User-Agent") == "RouteCard/\(HTTPClient.version) (+mailto:cards@example.org)" })
            // Again: everything from the disk cache.
            server.reset()
            let again = harness.run(remoteArguments)
            #expect(again.code == 0, "\(again.stderr)")
            #expect(server.requests.isEmpty)
            // Offline from a cold cache: exit 1, naming the URL.
            let cold = harness.run(["render", Self.monacoGPX, "--style", "streets", "--tiles", server.url("/monaco.pmtiles"), "--offline",
                                    "--tile-cache", harness.outputPath("cold"), "-o", harness.outputPath("cold.svg")])
            #expect(cold.code == 1)
            #expect(cold.stderr.contains(server.url("/monaco.pmtiles")) && cold.stderr.contains("--offline"), "\(cold.stderr)")
            #expect(server.requests.isEmpty)
        }
    }

    /// `--tiles` a TileJSON document, on the server or in a local file: the Monaco tiles served
    /// one by one through its template give the card the local archive gives, byte for byte.
    @Test func theMonacoRunThroughATileJSONDocument() throws {
        let archive = try PMTilesArchive(path: Self.monaco)
        /// A TileJSON document with the archive's attribution, bounds (where the map fades) and layers.
        let bounds = try #require(archive.metadata.bounds).bbox
        @Sendable func document(_ template: String) -> String {
            let object: [String: Any] = ["tilejson": "3.0.0", "tiles": [template], "maxzoom": 14, "attribution": archive.metadata.attribution ?? "",
                                         "bounds": bounds, "vector_layers": archive.metadata.vectorLayers.map { ["id": $0] }]
            return String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
        }
        let server = try TestHTTPServer { request in
            if request.path == "/monaco.json" { return TestHTTPResponse(status: 200, body: Array(document("/tiles/{z}/{x}/{y}.pbf").utf8)) }
            return .tile(for: request) { z, x, y in TileID(z: z, x: x, y: y).flatMap { try? archive.storedTile($0) } }
        }
        defer { server.stop() }
        try CommandHarness.withHarness { harness in
            let common = ["render", Self.monacoGPX, "--style", "streets", "--size", "400x400", "-q"]
            let local = harness.run(common + ["--tiles", Self.monaco, "-o", harness.outputPath("local.svg")])
            #expect(local.code == 0, "\(local.stderr)")
            let remote = harness.run(common + ["--tiles", server.url("/monaco.json"), "--tile-cache", harness.outputPath("cache"),
                                               "-o", harness.outputPath("remote.svg")])
            #expect(remote.code == 0, "\(remote.stderr)")
            #expect(harness.bytes(at: harness.outputPath("remote.svg")) == harness.bytes(at: harness.outputPath("local.svg")))
            #expect(server.requests.first?.path == "/monaco.json" && server.requests.count > 1 && server.requests.dropFirst().allSatisfy { $0.path.hasPrefix("/tiles/") })
            // A local document naming the server's tiles by full URL.
            let file = try harness.writeInput("monaco.json", document(server.url("/tiles/{z}/{x}/{y}.pbf")))
            let fromFile = harness.run(common + ["--tiles", file, "--tile-cache", harness.outputPath("cache2"), "-o", harness.outputPath("file.svg")])
            #expect(fromFile.code == 0, "\(fromFile.stderr)")
            #expect(harness.bytes(at: harness.outputPath("file.svg")) == harness.bytes(at: harness.outputPath("local.svg")))
            // A document that is not one: exit 65 naming it; one the server does not have: exit 1.
            let broken = try harness.writeInput("broken.json", #"{"tiles": "nope"}"#)
            let bad = harness.run(common + ["--tiles", broken, "-o", harness.outputPath("bad.svg")])
            #expect(bad.code == 65 && bad.stderr.contains("broken.json: error: TileJSON: no \"tiles\""), "\(bad.stderr)")
            let missing = harness.run(common + ["--tiles", server.url("/other.json"), "--tile-cache", harness.outputPath("cache3"),
                                                "-o", harness.outputPath("missing.svg")])
            #expect(missing.code == 1 && missing.stderr.contains(server.url("/other.json")) && missing.stderr.contains("HTTP 404"), "\(missing.stderr)")
        }
    }

    /// `--tile-connections N`: the Monaco tiles from a slow template server, never more than N
    /// requests at once (default 4); a count outside 1…16 is a usage error.
    @Test func tileConnectionsLimitsRequestsAtOnce() throws {
        let archive = try PMTilesArchive(path: Self.monaco)
        let server = try TestHTTPServer { request in
            .tile(for: request, delay: 0.2) { z, x, y in TileID(z: z, x: x, y: y).flatMap { try? archive.storedTile($0) } }
        }
        defer { server.stop() }
        try CommandHarness.withHarness { harness in
            // A wide card: more tiles than four (the test checks it).
            let common = ["render", Self.monacoGPX, "--style", "streets", "--size", "4000x600", "--tiles", server.url("/{z}/{x}/{y}.pbf"), "-q",
                          "-o", harness.outputPath("card.svg")]
            for (limit, option) in [(2, ["--tile-connections", "2"]), (4, [])] {
                server.reset()
                let result = harness.run(common + option + ["--tile-cache", harness.outputPath("cache-\(limit)")])
                #expect(result.code == 0, "\(result.stderr)")
                #expect(server.requests.count > limit && server.maxConcurrentRequests == limit,
                        "\(server.requests.count) requests, \(server.maxConcurrentRequests) at once")
            }
            for bad in ["0", "17", "two"] {
                let result = harness.run(common + ["--tile-connections", bad])
                #expect(result.code == 64 && result.stderr.contains("bad --tile-connections \"\(bad)\""), "\(result.stderr)")
            }
        }
    }

    @Test func rasterTilesFromAURLTemplate() throws {
        let archive = try MBTilesArchive(path: TestPaths.fixture("tiles/open-streets-dc.mbtiles"))
        let server = try TestHTTPServer { request in
            let parts = request.path.split(separator: "/").compactMap { Int($0.split(separator: ".")[0]) }
            guard parts.count == 3, request.path.hasPrefix("/dc/"), let tile = try? archive.tile(z: parts[0], x: parts[1], y: parts[2]) else {
                if request.path.hasPrefix("/html/") { return TestHTTPResponse(status: 200, body: Array("<html>".utf8)) }
                return request.path.hasPrefix("/broken/") ? TestHTTPResponse(status: 503) : .notFound
            }
            return TestHTTPResponse(status: 200, headers: [["Content-Type", "image/webp"]], body: tile)
        }
        defer { server.stop() }
        try CommandHarness.withHarness { harness in
            let style = try harness.writeInput("dc.json", """
            { "version": 1, "canvas": { "width": 300, "height": 300, "padding": 20 },
              "sources": { "osm": { "type": "raster", "tiles": ["\(server.url("/dc/{z}/{x}/{y}.webp"))"], "maxzoom": 12 } },
              "layers": [ { "id": "map", "type": "raster", "source": "osm" }, { "id": "route", "type": "route" } ] }
            """)
            let gpx = TestPaths.fixture("tiles/dc-mall-run.gpx")
            let result = harness.run(["render", gpx, "--style", style, "--tile-cache", harness.outputPath("cache"), "-o", harness.outputPath("dc.svg")])
            #expect(result.code == 0, "\(result.stderr)")
            let svg = String(decoding: harness.bytes(at: harness.outputPath("dc.svg")) ?? [], as: UTF8.self)
            let tiles = svg.components(separatedBy: "<image class=\"tile\"").count - 1
            #expect(tiles > 0 && tiles == server.requests.filter { $0.path.hasPrefix("/dc/12/") }.count)
            #expect(svg.contains("data:image/png;base64,") && !svg.contains("image/webp"))
            #expect(server.requests.allSatisfy { $0.header("User-Agent")?.hasPrefix("RouteCard/\(HTTPClient.version) (+") == true })
            // A failing server: exit 1, naming the URL and the status.
            let broken = harness.run(["render", gpx, "--style", style, "--tiles", server.url("/broken/{z}/{x}/{y}.png"),
                                      "--tile-cache", harness.outputPath("cache2"), "-o", harness.outputPath("broken.svg")])
            #expect(broken.code == 1)
            #expect(broken.stderr.contains(server.url("/broken/12/")) && broken.stderr.contains("HTTP 503 Service Unavailable"), "\(broken.stderr)")
            #expect(harness.bytes(at: harness.outputPath("broken.svg")) == nil)
            // A server that answers with something that is not an image: exit 65, naming the URL and the tile.
            let html = harness.run(["render", gpx, "--style", style, "--tiles", server.url("/html/{z}/{x}/{y}.png"),
                                    "--tile-cache", harness.outputPath("cache4"), "-o", harness.outputPath("html.svg")])
            #expect(html.code == 65 && html.stderr.contains(server.url("/html/12/")) && html.stderr.contains(": error: tile 12/")
                    && html.stderr.contains("not an image (PNG, JPEG or WebP expected): starts with 3c 68 74 6d 6c 3e"), "\(html.stderr)")
            // --allow-missing-tiles draws what it has and warns.
            let lenient = harness.run(["render", gpx, "--style", style, "--tiles", server.url("/broken/{z}/{x}/{y}.png"), "--allow-missing-tiles",
                                       "--tile-cache", harness.outputPath("cache3"), "-o", harness.outputPath("lenient.svg")])
            #expect(lenient.code == 0 && lenient.stderr.contains("warning") && lenient.stderr.contains("HTTP 503"), "\(lenient.stderr)")
            // A template without {y}: a usage error, before anything is fetched.
            let bad = harness.run(["render", gpx, "--style", style, "--tiles", "https://example.org/{z}/{x}.png", "-o", harness.outputPath("bad.svg")])
            #expect(bad.code == 64 && bad.stderr.contains("tile URL template"), "\(bad.stderr)")
        }
    }
}
