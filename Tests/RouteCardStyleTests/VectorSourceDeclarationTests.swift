import Foundation
import RouteCard
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import Testing

/// `"type": "vector"` sources as a style declares them, and `source-layer` on map layers: every
/// key decoded, every mistake reported where it is written.
@Suite struct VectorSourceDeclarationTests {
    /// A style with `sources` on line 2 and `layers` on line 3.
    static func style(_ sources: String, layers: String = #"{"id": "a", "type": "attribution"}"#) -> String {
        """
        {"version": 1,
         "sources": \(sources),
         "layers": [\(layers)]}
        """
    }

    /// The messages of decoding `json` as `style.json` (none when it decodes), with an in-memory resolver by default.
    static func problems(_ json: String, resources: ResourceResolver = .inMemory([:])) -> [String] {
        ResourceResolverTests.problems(json, resources)
    }

    /// `style.json:LINE:COL: error: ` for the first `marker` on that line, found in the text itself.
    static func at(_ marker: String, line: Int, in text: String) -> String {
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let column = lineText.distance(from: lineText.startIndex, to: lineText.range(of: marker)!.lowerBound) + 1
        return "style.json:\(line):\(column): error: "
    }

    @Test func everyKeyIsDecoded() throws {
        let json = Self.style("""
        {"a": {"type": "vector", "url": "pmtiles://maps/monaco.pmtiles", "minzoom": 2, "maxzoom": 14,
               "bounds": [7.40, 43.72, 7.44, 43.76], "attribution": "© OpenMapTiles © OpenStreetMap contributors"},
          "b": {"type": "vector", "url": "mbtiles://city.mbtiles"},
          "c": {"type": "vector", "tiles": ["tiles/{z}/{x}/{y}.pbf"], "scheme": "tms"},
          "d": {"type": "vector"}}
        """)
        let style = try Style.decode(Array(json.utf8), resources: .inMemory([:]))
        let a = try #require(style.sources["a"]?.vector)
        #expect(a.tiles == .pmtiles(path: "maps/monaco.pmtiles"))
        #expect(a.minZoom == 2 && a.maxZoom == 14)
        #expect(a.bounds == GeoBounds(west: 7.40, south: 43.72, east: 7.44, north: 43.76))
        #expect(style.sources["a"]?.attribution == "© OpenMapTiles © OpenStreetMap contributors")
        #expect(style.sources["a"]?.isVector == true && style.sources["a"]?.data == "")
        #expect(style.sources["b"]?.vector == VectorSourceDeclaration(tiles: .mbtiles(path: "city.mbtiles")))
        // TMS rows count from the south: the template reads {-y}.
        #expect(style.sources["c"]?.vector?.tiles == .folder(template: "tiles/{z}/{x}/{-y}.pbf"))
        #expect(style.sources["d"]?.vector == VectorSourceDeclaration(tiles: .unset))
    }

    @Test func mistakesAreReportedWhereTheyAreWritten() {
        let json = """
        {"version": 1, "sources": {
          "a": {"type": "vector", "url": "tiles.example.com/tiles"},
          "b": {"type": "vector", "url": "pmtiles://"},
          "c": {"type": "vector", "tiles": ["tiles/{z}/{x}.pbf"], "scheme": "zxy"},
          "d": {"type": "vector", "tiles": ["a/{z}/{x}/{y}.pbf", "b/{z}/{x}/{y}.pbf"]},
          "e": {"type": "vector", "tiles": ["../up/{z}/{x}/{y}.pbf"], "minzoom": 9, "maxzoom": 4},
          "f": {"type": "vector", "url": "mbtiles://x.mbtiles", "tiles": ["{z}/{x}/{y}.pbf"], "minzoom": 2.5},
          "g": {"type": "vector", "bounds": [7, 44, 8, 43], "urll": "pmtiles://x.pmtiles"}},
         "layers": [{"id": "a", "type": "attribution"}]}
        """
        #expect(Self.problems(json) == [
            Self.at("\"tiles.example", line: 2, in: json) + "sources.a.url: a tile archive is named pmtiles://FILE or mbtiles://FILE: use "
                + "\"pmtiles://FILE\", \"pmtiles://https://…\", \"mbtiles://FILE\", a TileJSON URL or .json file, or \"tiles\" with a folder "
                + "or URL templates, \"tiles.example.com/tiles\" found",
            Self.at("\"pmtiles://\"", line: 3, in: json) + "sources.b.url: a file path expected after pmtiles://",
            Self.at("[\"tiles/", line: 4, in: json) + "sources.c.tiles: a tile path template needs {z}, {x} and {y} (or {-y}) and no other "
                + "placeholder, \"tiles/{z}/{x}.pbf\" found",
            Self.at("\"zxy\"", line: 4, in: json) + "sources.c.scheme: \"xyz\" or \"tms\" expected, \"zxy\" found",
            Self.at("[\"a/", line: 5, in: json) + "sources.d.tiles: one tile path template expected, such as [\"tiles/{z}/{x}/{y}.pbf\"], 2 found",
            Self.at("[\"../", line: 6, in: json) + "sources.e.tiles: a tile path template may not contain \"..\"",
            Self.at("4}", line: 6, in: json) + "sources.e.maxzoom: maxzoom 4 is below minzoom 9",
            Self.at("[\"{z}", line: 7, in: json) + "sources.f.tiles: give \"url\" or \"tiles\", not both",
            Self.at("2.5", line: 7, in: json) + "sources.f.minzoom: a whole zoom level 0…30 expected, 2.5 found",
            Self.at("[7, 44", line: 8, in: json) + "sources.g.bounds: [west, south, east, north] in degrees expected "
                + "(longitudes −180…180, latitudes −90…90, south ≤ north)",
            Self.at("\"urll\"", line: 8, in: json) + "sources.g.urll: unknown key \"urll\" (did you mean \"url\"?)",
        ])
    }

    @Test func archivesAndFoldersGoThroughTheResourcePolicy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("styles"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = ResourceResolver.fileSystem(root: folder.appendingPathComponent("styles"))
        let json = Self.style("""
        {"a": {"type": "vector", "url": "pmtiles://../secret.pmtiles"}, "b": {"type": "vector", "tiles": ["/etc/{z}/{x}/{y}.pbf"]},
          "c": {"type": "vector", "url": "mbtiles://here.mbtiles"}, "d": {"type": "vector", "tiles": ["{z}/{x}/{y}.pbf"]}}
        """)
        #expect(Self.problems(json, resources: resources) == [
            Self.at("\"pmtiles://../", line: 2, in: json) + "sources.a.url: cannot read tiles \"../secret.pmtiles\": outside the style's folder",
            Self.at("[\"/etc", line: 2, in: json) + "sources.b.tiles: cannot read tiles \"/etc\": outside the style's folder",
        ])
        // A style that may read no files cannot name an archive at all; a source without one is fine.
        let none = Self.style(#"{"a": {"type": "vector", "url": "pmtiles://x.pmtiles"}, "b": {"type": "vector"}}"#)
        #expect(Self.problems(none, resources: .none).count == 1)
        // A checked path is handed out for a file inside the folder, and refused outside it.
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("styles/here.mbtiles").path, contents: Data([1]))
        let real = try resources.filePath("here.mbtiles")
        #expect(real.hasSuffix("/styles/here.mbtiles"))
        #expect(throws: ResourceError.self) { try resources.filePath("../styles/../x.mbtiles") }
        #expect((try? ResourceResolver.inMemory([:]).filePath("here.mbtiles")) == nil)
    }

    /// `url` as MapLibre reads it: any `http(s)` URL but a `.pmtiles` one is a TileJSON document,
    /// and so is a local `.json` file (checked through the resource policy like any file).
    @Test func tileJSONURLsAndFiles() throws {
        let json = Self.style("""
        {"a": {"type": "raster", "url": "https://tiles.example.com/v3/tiles.json?key=1", "scheme": "tms"},
          "b": {"type": "vector", "url": "https://tiles.example.org/planet"},
          "c": {"type": "raster", "url": "maps/Tiles.JSON"}, "d": {"type": "vector", "url": "https://h/area.pmtiles"}}
        """)
        let style = try Style.decode(Array(json.utf8), resources: .inMemory(["maps/Tiles.JSON": Array("{}".utf8)]))
        #expect(style.sources["a"]?.raster?.tiles == .tileJSON(location: "https://tiles.example.com/v3/tiles.json?key=1"))
        #expect(style.sources["a"]?.raster?.scheme == "tms")
        #expect(style.sources["b"]?.vector?.tiles == .tileJSON(location: "https://tiles.example.org/planet"))
        #expect(style.sources["b"]?.vector?.scheme == nil)
        #expect(style.sources["c"]?.raster?.tiles == .tileJSON(location: "maps/Tiles.JSON"))
        #expect(style.sources["d"]?.vector?.tiles == .remotePMTiles(url: "https://h/area.pmtiles"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-tilejson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = Self.style(#"{"a": {"type": "raster", "url": "../other/tiles.json"}}"#)
        #expect(Self.problems(outside, resources: .fileSystem(root: folder)) == [
            Self.at("\"../", line: 2, in: outside) + "sources.a.url: cannot read TileJSON \"../other/tiles.json\": outside the style's folder",
        ])
    }

    @Test func aStyleReadsOnlyTheTileLayersItsLayersDraw() throws {
        let style = try Style.decode(Array(Self.style(#"{"v": {"type": "vector"}, "w": {"type": "vector"}, "g": {"type": "geojson", "data": "g.json"}}"#,
            layers: #"""
            {"id": "water", "type": "fill", "source": "v", "source-layer": "water"},
            {"id": "roads", "type": "line", "source": "v", "source-layer": "transportation"},
            {"id": "poi", "type": "circle", "source": "v", "source-layer": "poi", "maxzoom": 3},
            {"id": "paths", "type": "line", "source": "v", "source-layer": "transportation"},
            {"id": "g", "type": "line", "source": "g"}, {"id": "credits", "type": "attribution"}
            """#).utf8), resources: .inMemory([:]))
        #expect(style.tileLayers(of: "v") == ["water", "transportation", "poi"])
        #expect(style.tileLayers(of: "w") == [], "no layer draws from w: none of its tiles is read")
        #expect(style.tileLayers(of: "g") == nil, "a GeoJSON source has no tile layers")
    }

    @Test func sourceLayerIsRequiredForVectorSourcesOnly() {
        let json = """
        {"version": 1, "sources": {"v": {"type": "vector"}, "g": {"type": "geojson", "data": "g.geojson"}},
         "layers": [{"id": "a", "type": "fill", "source": "v"},
          {"id": "b", "type": "line", "source": "g", "source-layer": "roads"},
          {"id": "c", "type": "circle", "source": "v", "source-layer": "poi"}, {"id": "credits", "type": "attribution"}]}
        """
        #expect(Self.problems(json) == [
            Self.at("{\"id\": \"a\"", line: 2, in: json) + "layers[0].source-layer: missing key \"source-layer\" "
                + "(\"v\" is a vector source: name the layer of its tiles to draw, such as \"water\")",
            Self.at("\"roads\"", line: 3, in: json) + "layers[1].source-layer: \"source-layer\" is for vector sources, "
                + "and \"g\" is a GeoJSON source: remove the key",
        ])
    }
}
