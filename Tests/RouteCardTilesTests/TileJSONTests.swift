import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import RouteCardTestServer
import RouteCardTiles
import Testing

/// TileJSON documents (`"url": "https://…/tiles.json"`): decoded key by key, relative tile URLs
/// resolved, mistakes named; and a raster source whose document is on a test server on
/// 127.0.0.1, read with the document's zooms, scheme, bounds and attribution.
@Suite struct TileJSONTests {
    @Test func everyKeyIsRead() throws {
        let json = """
        {"tilejson": "3.0.0", "name": "Test", "tiles": ["/t/{z}/{x}/{y}.png", "https://b.example.org/t/{z}/{x}/{y}.png"],
         "minzoom": 2, "maxzoom": "9", "scheme": "tms", "bounds": [-10, 35, 30, 60], "attribution": "© Test",
         "vector_layers": [{"id": "water"}, {"id": "roads"}], "center": [0, 0, 3]}
        """
        let document = try TileJSON(decoding: Array(json.utf8), location: "https://a.example.org/maps/v1/tiles.json?key=k")
        #expect(document.tiles == ["https://a.example.org/t/{z}/{x}/{y}.png", "https://b.example.org/t/{z}/{x}/{y}.png"])
        #expect(document.minZoom == 2 && document.maxZoom == 9 && document.scheme == "tms")
        #expect(document.bounds == GeoBounds(west: -10, south: 35, east: 30, north: 60))
        #expect(document.attribution == "© Test" && document.name == "Test" && document.vectorLayers == ["water", "roads"])
        // A path beside the document, and a scheme-relative URL.
        let beside = try TileJSON(decoding: Array(#"{"tiles": ["{z}/{x}/{y}.pbf", "//c.example.org/{z}/{x}/{y}.pbf"]}"#.utf8),
                                  location: "http://h:8080/maps/v1/tiles.json")
        #expect(beside.tiles == ["http://h:8080/maps/v1/{z}/{x}/{y}.pbf", "http://c.example.org/{z}/{x}/{y}.pbf"])
        #expect(beside.scheme == "xyz" && beside.minZoom == nil && beside.maxZoom == nil && beside.bounds == nil)
    }

    @Test(arguments: [
        ("[1, 2]", "TileJSON: not a JSON object"),
        (#"{"tiles": []}"#, #"TileJSON: no "tiles" (a list of tile URL templates expected)"#),
        (#"{"tiles": ["https://h/{z}/{x}.png"]}"#, #"TileJSON: "tiles": a tile URL template needs {z}, {x} and {y}"#),
        (#"{"tiles": ["tiles/{z}/{x}/{y}.png"]}"#, #"TileJSON: "tiles": "tiles/{z}/{x}/{y}.png" is not an http(s) URL template"#),
        (#"{"tiles": ["https://h/{z}/{x}/{y}.png"], "maxzoom": 2.5}"#, #"TileJSON: "maxzoom": a whole zoom level 0…"#),
        (#"{"tiles": ["https://h/{z}/{x}/{y}.png"], "minzoom": 9, "maxzoom": 3}"#, "TileJSON: maxzoom 3 is below minzoom 9"),
        (#"{"tiles": ["https://h/{z}/{x}/{y}.png"], "scheme": "zxy"}"#, #"TileJSON: "scheme": "xyz" or "tms" expected, "zxy" found"#),
        (#"{"tiles": ["https://h/{z}/{x}/{y}.png"], "bounds": [0, 50, 10, 40]}"#, #"TileJSON: "bounds": [west, south, east, north]"#),
    ]) func mistakesAreNamed(json: String, message: String) {
        // A local file: relative tile paths have nothing to be resolved against.
        #expect {
            _ = try TileJSON(decoding: Array(json.utf8), location: "maps/tiles.json")
        } throws: { error in
            let error = error as? TileError
            return error?.file == "maps/tiles.json" && error?.message.hasPrefix(message) == true && error?.isUnreachable == false
        }
    }

    /// The document says TMS rows, zooms 0–3, bounds over the column of tile 3/4/y only, and an
    /// attribution: a card wanting zoom 6 over columns 4–5, rows 2–3 reads the two zoom-3 tiles
    /// of column 4, rows counted from the south (7 − y), and credits the document.
    @Test func aRasterSourceReadsTheDocumentsTiles() throws {
        let png = HTTPTileTests.png
        let server = try TestHTTPServer { request in
            if request.path == "/maps/tiles.json" {
                return TestHTTPResponse(status: 200, body: Array("""
                {"tilejson": "2.2.0", "tiles": ["/t/{z}/{x}/{y}.png"], "minzoom": 0, "maxzoom": 3, "scheme": "tms",
                 "bounds": [1, -80, 40, 80], "attribution": "© Document"}
                """.utf8))
            }
            return request.path.hasPrefix("/t/3/") ? .file(png, for: request) : .notFound
        }
        defer { server.stop() }
        let declaration = SourceDeclaration(id: "web", raster: VectorSourceDeclaration(tiles: .tileJSON(location: server.url("/maps/tiles.json")),
                                                                                       tileSize: 256))
        let box = WorldBox(minX: 4.2 / 8, minY: 2.2 / 8, maxX: 5.8 / 8, maxY: 3.8 / 8)
        let set = try VectorTileProvider(http: HTTPTileTests.client(nil)).rasterTiles(for: declaration, resources: .none, covering: box,
                                                                                     zoom: 5, scale: 1)
        #expect(set.zoom == 3 && set.tiles.map(\.name) == ["3/4/2", "3/4/3"])
        #expect(set.attribution == "© Document")
        // The document first, then the tiles (fetched at once, so in any order).
        #expect(server.requests.first?.path == "/maps/tiles.json")
        #expect(Set(server.requests.dropFirst().map(\.path)) == ["/t/3/4/5.png", "/t/3/4/4.png"] && server.requests.count == 3)
        // The style's own keys come first: "scheme": "xyz" and "maxzoom": 2 (the document says tms and 3).
        server.reset()
        let styled = SourceDeclaration(id: "web", raster: VectorSourceDeclaration(tiles: .tileJSON(location: server.url("/maps/tiles.json")),
                                                                                  maxZoom: 2, tileSize: 256, scheme: "xyz"))
        _ = try? VectorTileProvider(http: HTTPTileTests.client(nil)).rasterTiles(for: styled, resources: .none, covering: box, zoom: 5, scale: 1)
        #expect(server.requests.map(\.path) == ["/maps/tiles.json", "/t/2/2/1.png"])
    }

    @Test func aDocumentTheServerDoesNotGiveIsNamedWithItsStatus() throws {
        let server = try TestHTTPServer { _ in .notFound }
        defer { server.stop() }
        let declaration = SourceDeclaration(id: "web", raster: VectorSourceDeclaration(tiles: .tileJSON(location: server.url("/tiles.json"))))
        #expect {
            _ = try VectorTileProvider(http: HTTPTileTests.client(nil)).rasterTiles(
                for: declaration, resources: .none, covering: WorldBox(minX: 0.4, minY: 0.4, maxX: 0.6, maxY: 0.6), zoom: 2, scale: 1)
        } throws: { error in
            let error = error as? MapTileError
            return error?.kind == .unreadable && error?.file == server.url("/tiles.json") && error?.message == "HTTP 404 Not Found"
        }
        // A local document through the style's resources, without a network client: its tiles are on a server.
        let local = SourceDeclaration(id: "web", raster: VectorSourceDeclaration(tiles: .tileJSON(location: "tiles.json")))
        let resources = ResourceResolver.inMemory(["tiles.json": Array(#"{"tiles": ["https://h/{z}/{x}/{y}.png"]}"#.utf8)])
        #expect {
            _ = try VectorTileProvider().tileSource(for: local, resources: resources)
        } throws: { error in
            (error as? MapTileError)?.message.contains("reads no network") == true
        }
    }
}
