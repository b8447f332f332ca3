import RouteCardStyle
extension MapLibreLayerType {
    /// The catalogue as Markdown, one table per drawn type (key, group, support, what happens),
    /// then the types that are not drawn: the README's "MapLibre properties" (`routecard
    /// style-check --properties`).
    public static var markdown: String {
        var text = ""
        for type in all where type.target != nil {
            text += "#### MapLibre `\(type.name)` → RouteCard `\(type.target!)`\n\n| property | support | on a card |\n| --- | --- | --- |\n"
            for property in type.properties {
                let target = property.target.map { $0 == property.key ? "" : " (as `\($0)`)" } ?? ""
                let note = property.note.isEmpty ? (property.support == .supported ? "as in MapLibre" : "") : property.note
                var support = property.support.rawValue
                var shown = note + target
                if let withSprite = property.withSprite {
                    support += "; with a sprite: \(withSprite.support.rawValue)"
                    let spriteTarget = withSprite.target.map { $0 == property.key ? "" : " (as `\($0)`)" } ?? ""
                    let spriteNote = withSprite.note.isEmpty ? (withSprite.support == .supported ? "as in MapLibre" : "") : withSprite.note
                    shown += "; with a sprite: " + spriteNote + spriteTarget
                }
                text += "| `\(property.group.rawValue).\(property.key)` | \(support) | \(shown) |\n"
            }
            text += "\n"
        }
        text += "Not drawn (each layer skipped with a warning): "
            + all.filter { $0.target == nil }.map { "`\($0.name)` (\($0.note))" }.joined(separator: ", ") + ".\n"
        text += "\n#### Fonts\n\n`text-font` names are split into a family and a weight word; the family becomes an SVG "
            + "`font-family` stack by this table (a family not in it is kept as written), and DejaVu Sans comes last, so "
            + "fontconfig (through librsvg) draws the first family installed. Labels are measured with DejaVu Sans's "
            + "metrics whichever family draws them.\n\n" + FontFamilyMapping.markdown
        return text
    }
}
