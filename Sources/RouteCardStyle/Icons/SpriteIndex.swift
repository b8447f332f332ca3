import RouteCardMap
import RouteCardText

/// A MapLibre sprite's JSON index: icon names mapped to `{"x", "y", "width", "height",
/// "pixelRatio", "sdf"}` rectangles of its PNG sheet. Decoding reports every mistake with its
/// `file:line:column` (a missing or negative number, an unknown key).
public enum SpriteIndex {
    /// The icons of an index, by name (`png` still empty).
    ///
    /// - Throws: `StyleError` with every problem found.
    public static func decode(_ bytes: [UInt8], file: String?) throws(StyleError) -> [String: SpriteIcon] {
        let log = DiagnosticLog(file: file, text: bytes)
        let root = try log.parse(bytes)
        let object = StyleObject(root, keyPath: "", log: log)
        var icons: [String: SpriteIcon] = [:]
        for name in object.keys {
            let entry = object.object(name)
            func integer(_ key: String) -> Int {
                if !entry.has(key) {
                    log.report(code: .missingKey, at: entry.location, keyPath: entry.path(key), "missing key \"\(key)\" (a whole number of pixels)")
                }
                return Int(entry.number(key, default: 0, in: 0...65_535).rounded())
            }
            let x = integer("x"), y = integer("y"), width = integer("width"), height = integer("height")
            let ratio = entry.number("pixelRatio", default: 1, in: 0.1...16)
            let sdf = entry.bool("sdf", default: false)
            for key in ["content", "stretchX", "stretchY", "textFitWidth", "textFitHeight"] { _ = entry.node(key) }
            entry.reportUnknownKeys()
            if width > 0, height > 0 { icons[name] = SpriteIcon(x: x, y: y, width: width, height: height, pixelRatio: ratio, sdf: sdf) }
        }
        if log.hasErrors { throw StyleError(diagnostics: log.sorted) }
        return icons
    }
}
