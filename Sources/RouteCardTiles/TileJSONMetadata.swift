import Foundation
import RouteCardGeo

/// Reading the TileJSON-like metadata archives carry: PMTiles' JSON object, MBTiles' `metadata`
/// rows (whose `json` row holds `vector_layers`; PMTiles files converted from MBTiles keep that
/// `json` string too, so both forms are read).
enum TileJSONMetadata {
    /// The JSON object in some bytes; `nil` when they are not a JSON object.
    static func object(_ bytes: [UInt8]) -> [String: Any]? {
        guard !bytes.isEmpty else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    /// The `vector_layers[].id` names of an object, or of the object in its `json` string.
    static func vectorLayers(in object: [String: Any]) -> [String] {
        if let layers = object["vector_layers"] as? [Any] {
            return layers.compactMap { ($0 as? [String: Any])?["id"] as? String }
        }
        if let json = object["json"] as? String, let inner = self.object(Array(json.utf8)) {
            return vectorLayers(in: inner)
        }
        return []
    }

    /// A string value (numbers are written out, as MBTiles rows are all text).
    static func string(_ object: [String: Any], _ key: String) -> String? {
        if let text = object[key] as? String { return text }
        if let number = object[key] as? NSNumber { return number.stringValue }
        return nil
    }

    /// A zoom level from `"14"` or `14`; `nil` unless it is a whole number 0…TileID.maxZoom.
    static func zoom(_ text: String?) -> Int? {
        guard let text, let value = Double(text.trimmingCharacters(in: .whitespaces)),
              let zoom = Int(exactly: value), (0...TileID.maxZoom).contains(zoom) else { return nil }
        return zoom
    }

    /// Bounds from `"west,south,east,north"` (MBTiles) or `[w, s, e, n]`; `nil` unless four finite numbers.
    static func bounds(_ value: Any?) -> GeoBounds? {
        var numbers: [Double] = []
        if let text = value as? String {
            numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        } else if let array = value as? [Any] {
            numbers = array.compactMap { ($0 as? NSNumber)?.doubleValue }
        }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return GeoBounds(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3])
    }
}
