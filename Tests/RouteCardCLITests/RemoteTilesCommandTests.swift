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
            #expect(read < bytes.count * 3 / 4, "read \(read) of \(bytes.count) bytes")
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

    @Test func rasterTilesFromAURLTemplate() throws {
        let archive = try MBTilesArchive(path: TestPaths.fixture("tiles/open-streets-dc.mbtiles"))
        let server = try TestHTTPServer { request in
            let parts = request.path.split(separator: "/").compactMap { Int($0.split(separator: ".")[0]) }
            guard parts.count == 3, request.path.hasPrefix("/dc/"), let tile = try? archive.tile(z: parts[0], x: parts[1], y: parts[2]) else {
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
            // --allow-missing-tiles draws what it has and warns.
            let lenient = harness.run(["render", gpx, "--style", style, "--tiles", server.url("/broken/{z}/{x}/{y}.png"), "--allow-missing-tiles",
                                       "--tile-cache", harness.outputPath("cache3"), "-o", harness.outputPath("lenient.svg")])
            #expect(lenient.code == 0 && lenient.stderr.contains("warning") && lenient.stderr.contains("HTTP 503"), "\(lenient.stderr)")
            // A URL that is neither a template nor a PMTiles archive: a usage error.
            let bad = harness.run(["render", gpx, "--style", style, "--tiles", "https://example.org/tiles", "-o", harness.outputPath("bad.svg")])
            #expect(bad.code == 64 && bad.stderr.contains("tile URL template"), "\(bad.stderr)")
        }
    }
}
