import Foundation
import RouteCard
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// `serve --config FILE` with a TileServer GL `config.json` written as its documentation describes
/// it (`options.paths`, `styles` of `style` files, `data` of `mbtiles`/`pmtiles` archives, a MapLibre
/// style whose source says `"url": "mbtiles://{v3}"`), and its mistakes.
@Suite(.serialized)
struct ServeConfigTests {
    /// A folder as TileServer GL's docs lay one out: config.json, styles/…, data/….
    private static func folder(config: String, in harness: CommandHarness) throws -> String {
        let root = harness.inputDirectory.appendingPathComponent("tileserver").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/styles/positron", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        // The published Positron style, its source pointed at the config's data id as TileServer GL's styles do.
        let positron = try String(contentsOfFile: TestPaths.fixture("maplibre-styles/positron.json"), encoding: .utf8)
            .replacingOccurrences(of: "https://api.maptiler.com/tiles/v3-openmaptiles/tiles.json?key={key}", with: "mbtiles://{v3}")
        #expect(positron.contains("mbtiles://{v3}"))
        try positron.write(toFile: root + "/styles/positron/style.json", atomically: true, encoding: .utf8)
        try (BuiltInStyles.source(named: "dark") ?? "").write(toFile: root + "/styles/run-card.json", atomically: true, encoding: .utf8)
        try manager.copyItem(atPath: TestPaths.fixture("tiles/monaco.mbtiles"), toPath: root + "/data/monaco.mbtiles")
        try manager.copyItem(atPath: TestPaths.fixture("tiles/monaco.pmtiles"), toPath: root + "/data/monaco.pmtiles")
        try config.write(toFile: root + "/config.json", atomically: true, encoding: .utf8)
        return root
    }

    static let documented = """
        {
          "options": {
            "paths": { "root": "", "fonts": "fonts", "sprites": "sprites", "styles": "styles", "mbtiles": "data", "pmtiles": "data" },
            "domains": ["localhost:8080", "127.0.0.1:8080"],
            "formatQuality": { "jpeg": 80, "webp": 90 },
            "maxScaleFactor": 3,
            "maxSize": 2048,
            "serveAllStyles": false
          },
          "styles": {
            "positron": { "style": "positron/style.json", "serve_rendered": true, "tilejson": { "type": "overlay", "bounds": [7.40, 43.72, 7.45, 43.76] } },
            "run": { "style": "run-card.json" }
          },
          "data": {
            "v3": { "mbtiles": "monaco.mbtiles" },
            "protomaps": { "pmtiles": "monaco.pmtiles" }
          }
        }
        """

    @Test func aTileServerGLConfigServesItsStylesOverItsData() throws {
        try CommandHarness.withHarness { harness in
            let root = try Self.folder(config: Self.documented, in: harness)
            try ServeHarness.with(["--config", root + "/config.json"]) { serve in
                let list = try serve.client.request("GET", "/styles.json")
                #expect(list.text.contains("\"id\": \"positron\"") && list.text.contains("\"id\": \"run\""))
                // The style's own JSON, as TileServer GL answers it.
                let document = try serve.client.request("GET", "/styles/positron/style.json")
                #expect(document.body == harness.bytes(at: root + "/styles/positron/style.json"))
                // The MapLibre style is the base map under the card: the same card render draws with
                // --basemap and the archive bound by hand.
                let served = try serve.client.request("GET", "/styles/positron/static/7.4206,43.7347,14.5/400x400.png")
                #expect(served.status == 200)
                let png = harness.outputPath("positron.png")
                let rendered = harness.run(["render", "--center", "43.7347,7.4206", "--zoom", "14.5", "--size", "400x400", "--scale", "1",
                                            "--basemap", root + "/styles/positron/style.json",
                                            "--tiles", "openmaptiles=" + root + "/data/monaco.mbtiles", "--png", png, "-q"])
                #expect(rendered.code == 0, "\(rendered.stderr)")
                #expect(served.body == harness.bytes(at: png))
                // A card style of the config is served as --styles would serve it.
                let card = try serve.client.request("POST", "/render?style=run&format=svg", body: ServeHarness.route())
                let builtIn = try serve.client.request("POST", "/render?style=dark&format=svg", body: ServeHarness.route())
                #expect(card.status == 200 && card.body == builtIn.body)
            }
        }
    }

    @Test func mistakesOfAConfigStopStartUpWithWhere() throws {
        try CommandHarness.withHarness { harness in
            let root = try Self.folder(config: "{}", in: harness)
            func start(_ config: String) -> CLIError? {
                try? config.write(toFile: root + "/config.json", atomically: true, encoding: .utf8)
                do {
                    try ServeHarness.with(["--config", root + "/config.json"]) { _ in }
                    return nil
                } catch let error as CLIError {
                    return error
                } catch {
                    return .failure("\(error)")
                }
            }
            let missingData = start(#"{"styles": {"positron": {"style": "styles/positron/style.json"}}, "data": {"v4": {"mbtiles": "data/monaco.mbtiles"}}}"#)
            #expect(missingData?.exitCode == 64)
            #expect(missingData?.message.contains("its source \"openmaptiles\" reads data \"v3\"") == true, "\(String(describing: missingData))")
            let url = start("{\n  \"styles\": {\"x\": {\"style\": \"https://example.org/style.json\"}}\n}")
            #expect(url?.exitCode == 65)
            #expect(url?.message.hasPrefix(root + "/config.json:2:29: error: styles.x.style: serve reads local style files only") == true,
                    "\(String(describing: url))")
            let twoArchives = start(#"{"data": {"v3": {"mbtiles": "a.mbtiles", "pmtiles": "b.pmtiles"}}}"#)
            #expect(twoArchives?.message.contains("data.v3: an object with one of \"mbtiles\" or \"pmtiles\"") == true)
            let empty = start("[]")
            #expect(empty?.exitCode == 65 && empty?.message.contains("a config is a JSON object") == true)
            let broken = start(#"{"styles": {"#)
            #expect(broken?.exitCode == 65 && broken?.message.hasPrefix(root + "/config.json:1:") == true)
            let missingFile = start(#"{"data": {"v3": {"mbtiles": "nowhere.mbtiles"}}}"#)
            #expect(missingFile?.exitCode == 1 && missingFile?.message.contains("nowhere.mbtiles does not exist") == true)
        }
    }
}
