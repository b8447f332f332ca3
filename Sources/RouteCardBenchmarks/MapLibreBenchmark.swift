import Foundation
import RouteCardStyle

/// Times decoding a MapLibre style over 1 MB: OSM Bright's 123 layers (`Tests/Fixtures/maplibre-styles`)
/// repeated under new ids until the file passes 1 MB — parse, every property through its
/// declaration, RouteCard's layer decoding with its diagnostics. Target: under 100 ms.
enum MapLibreBenchmark {
    static func run(quick: Bool) {
        let repeats = quick ? 3 : 15
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Tests/Fixtures/maplibre-styles/osm-bright.json").path
        guard let bytes = big(from: path) else {
            print("MapLibre benchmark: cannot read \(path)")
            return
        }
        var layers = 0
        let time = MapBenchmark.median(repeats) {
            layers = (try? MapLibreStyle.decode(bytes, file: "big.json", tiles: ["openmaptiles": .pmtiles(path: "monaco.pmtiles")]))?.layers.count ?? -1
        }
        print("MapLibre style decoding (\(repeats) runs; CPU time of this thread, fastest and median; target < 100 ms)")
        print(MapBenchmark.row("\(layers) layers, \(bytes.count / 1000) KB", time, size: bytes.count))
    }

    /// A style of OSM Bright's layers repeated (ids suffixed `-2`, `-3`, …) until it is over 1 MB.
    static func big(from path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path),
              var style = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let layers = style["layers"] as? [[String: Any]] else { return nil }
        var all: [[String: Any]] = []
        var copy = 1
        while copy * data.count < 1_050_000 {
            for layer in layers {
                var renamed = layer
                renamed["id"] = "\(layer["id"] ?? "")" + (copy == 1 ? "" : "-\(copy)")
                all.append(renamed)
            }
            copy += 1
        }
        style["layers"] = all
        return (try? JSONSerialization.data(withJSONObject: style, options: [.prettyPrinted, .sortedKeys])).map { [UInt8]($0) }
    }
}
