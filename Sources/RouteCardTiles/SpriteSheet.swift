import RouteCardMap
import RouteCardScene
import RouteCardText

/// Loads a MapLibre sprite from local files — `BASE.json` (the index) and `BASE.png` (the sheet),
/// or `BASE@2x.json`/`.png` on cards of scale 2 or more when they exist — through a style's
/// `ResourceResolver`, and cuts the sheet into one small PNG per icon, so a card embeds only the
/// pixels of the icons it draws.
///
/// A signed-distance-field icon (`"sdf": true`) is cut as its shape in black: the distance field
/// becomes coverage around MapLibre's edge value (0.75); the sprite's `tint` redraws that shape in
/// `icon-color` (a flat tint: no halo, no smoothing beyond the coverage).
public enum SpriteSheet {
    /// The sprite at `base`, for a card drawn at `scale` PNG pixels per point, its JSON index read
    /// by `decodeIndex` (`SpriteIndex.decode` of RouteCardStyle: the index is style JSON, decoded
    /// with the style's diagnostics, which this module does not link).
    ///
    /// - Throws: `StyleError`: a file the resolver refuses or cannot read, an index with mistakes
    ///   (each at its `file:line:column`), a sheet that is not a PNG, an icon outside the sheet.
    public static func load(base: String, resources: ResourceResolver, scale: Double,
                            decodeIndex: (_ bytes: [UInt8], _ file: String?) throws(StyleError) -> [String: SpriteIcon]) throws(StyleError) -> Sprite {
        var chosen = base
        if scale >= 2, (try? resources.locate(base + "@2x.json")) != nil, (try? resources.read(base + "@2x.json")) != nil {
            chosen = base + "@2x"
        }
        func fail(_ file: String, _ message: String) -> StyleError {
            StyleError(diagnostics: [Diagnostic(code: .unreadableResource, file: file, location: nil, keyPath: "", message: message)])
        }
        func read(_ name: String) throws(StyleError) -> [UInt8] {
            do { return try resources.read(name) } catch { throw fail(name, "cannot read the sprite \(error.description)") }
        }
        let index = try read(chosen + ".json")
        let sheetBytes = try read(chosen + ".png")
        var icons = try decodeIndex(index, chosen + ".json")
        guard let sheet = PNGDecoder.decode(sheetBytes) else { throw fail(chosen + ".png", "the sprite sheet is not a PNG image") }
        for (name, icon) in icons {
            guard let part = sheet.cropped(x: icon.x..<(icon.x + icon.width), y: icon.y..<(icon.y + icon.height)) else {
                throw fail(chosen + ".json", "icon \"\(name)\" (\(icon.width)×\(icon.height) at \(icon.x),\(icon.y)) is outside the "
                           + "\(sheet.width)×\(sheet.height) sheet")
            }
            icons[name]?.png = TilePNGEncoder.encode(icon.sdf ? shape(ofDistanceField: part) : part)
        }
        return Sprite(name: chosen, icons: icons, tint: tint)
    }

    /// An SDF icon's shape (its PNG, as cut) in a colour; the PNG unchanged if it cannot be read.
    static func tint(_ png: [UInt8], _ color: Color) -> [UInt8] {
        guard let shape = PNGDecoder.decode(png) else { return png }
        let rgb = [color.red, color.green, color.blue].map(Color.byte)
        // The channels are settable: keep alpha in 0…1 so the byte conversion below stays total.
        let alpha = color.alpha.isNaN ? 0 : min(max(color.alpha, 0), 1)
        var rgba = shape.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) {
            rgba[i] = rgb[0]; rgba[i + 1] = rgb[1]; rgba[i + 2] = rgb[2]
            rgba[i + 3] = UInt8((Double(rgba[i + 3]) * alpha).rounded())
        }
        return RasterPixels(width: shape.width, height: shape.height, rgba: rgba).map(TilePNGEncoder.encode) ?? png
    }

    /// A distance field's shape in black: coverage rising from 0 to 1 across alpha 0.65…0.85.
    static func shape(ofDistanceField pixels: RasterPixels) -> RasterPixels {
        var rgba = pixels.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let distance = Double(rgba[i + 3]) / 255
            let t = min(max((distance - 0.65) / 0.2, 0), 1)
            let coverage = t * t * (3 - 2 * t)
            rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0
            rgba[i + 3] = UInt8((coverage * 255).rounded())
        }
        return RasterPixels(width: pixels.width, height: pixels.height, rgba: rgba) ?? pixels
    }
}
