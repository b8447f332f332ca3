import Foundation
import RouteCardMapLibre
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

    /// A style of OSM Bright's layers repeated (ids suffixed `-2`, `-3`, …), pretty-printed as
    /// editors write styles, with just enough layers to be over 1 MB (1,000,000 bytes).
    static func big(from path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path),
              var style = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let layers = style["layers"] as? [[String: Any]], !layers.isEmpty else { return nil }
        func text(_ count: Int) -> [UInt8]? {
            style["layers"] = (0..<count).map { index -> [String: Any] in
                var layer = layers[index % layers.count]
                let copy = index / layers.count + 1
                layer["id"] = "\(layer["id"] ?? "")" + (copy == 1 ? "" : "-\(copy)")
                return layer
            }
            return (try? JSONSerialization.data(withJSONObject: style, options: [.prettyPrinted, .sortedKeys])).map { [UInt8]($0) }
        }
        // Estimate the count from one copy's size, then add layers until the text passes 1 MB.
        guard let one = text(layers.count) else { return nil }
        var count = layers.count * 1_000_000 / one.count
        while let bytes = text(count) {
            if bytes.count > 1_000_000 { return bytes }
            count += 10
        }
        return nil
    }
}
