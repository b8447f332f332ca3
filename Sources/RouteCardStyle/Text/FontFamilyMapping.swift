/// One row of the table that maps MapLibre `text-font` family names to families fontconfig can
/// find (declared as data in `FontFamilyMapping.table`, printed in the README).
public struct FontFamilyMapping: Sendable, Hashable {
    /// The family as a MapLibre style names it, without its weight word (`"Klokantech Noto Sans"`).
    public var name: String
    /// The families written to the SVG for it, in order; DejaVu Sans and `sans-serif` follow.
    public var families: [String]

    /// Creates a row.
    public init(name: String, families: [String]) {
        self.name = name
        self.families = families
    }

    /// The common font names of hosted MapLibre styles (OpenMapTiles, MapTiler, Protomaps,
    /// Maputnik's defaults) and the families they become. A name not listed is kept as it is.
    public static let table: [FontFamilyMapping] = [
        FontFamilyMapping(name: "Noto Sans", families: ["Noto Sans"]),
        FontFamilyMapping(name: "Klokantech Noto Sans", families: ["Noto Sans"]),
        FontFamilyMapping(name: "Open Sans", families: ["Open Sans", "Noto Sans"]),
        FontFamilyMapping(name: "Metropolis", families: ["Metropolis", "Noto Sans"]),
        FontFamilyMapping(name: "Roboto", families: ["Roboto", "Noto Sans"]),
        FontFamilyMapping(name: "Roboto Condensed", families: ["Roboto Condensed", "Noto Sans"]),
        FontFamilyMapping(name: "Arial Unicode MS", families: ["Arial Unicode MS", "Noto Sans"]),
        FontFamilyMapping(name: "DejaVu Sans", families: ["DejaVu Sans"]),
    ]

    /// The row for a family name (compared without case), if the table has one.
    public static func named(_ name: String) -> FontFamilyMapping? {
        table.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The table as Markdown (in the README's MapLibre section).
    public static var markdown: String {
        var text = "| `text-font` family | SVG `font-family` (then DejaVu Sans, sans-serif) |\n| --- | --- |\n"
        for row in table { text += "| \(row.name) | \(row.families.joined(separator: ", ")) |\n" }
        return text
    }
}
