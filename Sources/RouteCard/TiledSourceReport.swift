import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardStyle

/// A tiled source as one card shows it, once its tiles are read: the schema they follow, the
/// credit the card writes, where the source has data (for the edge fade), and one warning line
/// for each thing the user should know — the style draws tile layers the archive lacks, the
/// archive does not cover the card (or only part of it), its attribution is HTML.
struct TiledSourceReport {
    /// The loaded source.
    var source: MapSource
    /// The warnings, each one line without the `routecard: warning: ` prefix.
    var warnings: [String] = []

    /// Below this share of the canvas covered by an archive's bounds, the card says so.
    static let coveredShare = 0.98

    /// A vector source: its schema chosen from the layers the archive lists (`vector_layers`),
    /// else those its tiles hold; the credit of that schema merged with the archive's own.
    init(vector set: MapTileSet, declaration: SourceDeclaration, style: Style, canvas: WorldBox) {
        let id = declaration.id
        let label = Self.label("vector", id, set.sourceName)
        let listed = Set(set.layerNames)
        let available = listed.isEmpty ? Set(set.tiles.flatMap(\.layers.keys)) : listed
        let schema = style.schema(of: id, available: available)
        var warnings: [String] = []
        var mismatched = false
        if !listed.isEmpty, let asked = style.tileLayers(of: id, schema: schema), !asked.isSubset(of: listed) {
            mismatched = true
            warnings.append("\(label): the style draws tile layers the archive does not have, so they draw nothing: "
                + asked.subtracting(listed).sorted().joined(separator: ", ") + " (the style asks for " + asked.sorted().joined(separator: ", ")
                + "; the archive has " + set.layerNames.joined(separator: ", ") + ")")
        }
        let required = schema.flatMap(declaration.schema(named:))?.attribution
        let (credit, html) = Self.credit(required: required, declared: declaration.attribution, archive: set.sourceAttribution)
        if let html { warnings.append("\(label): \(html)") }
        let bounds = set.bounds.map(Self.worldBox)
        if set.zoom != nil {
            warnings += Self.coverage(label, bounds: set.bounds, empty: set.tiles.isEmpty && !mismatched, canvas: canvas,
                                      fades: declaration.edge == .fade)
        }
        source = MapSource(id: id, tiles: set.tiles, attribution: credit, bounds: bounds, edge: declaration.edge, schema: schema)
        self.warnings = set.warnings + warnings
    }

    /// A raster source: the style's credit, else the archive's own.
    init(raster set: RasterTileSet, declaration: SourceDeclaration, canvas: WorldBox) {
        let label = Self.label("raster", declaration.id, set.sourceName)
        var warnings: [String] = []
        let (credit, html) = Self.credit(required: nil, declared: declaration.attribution, archive: set.sourceAttribution)
        if let html { warnings.append("\(label): \(html)") }
        if set.zoom != nil {
            warnings += Self.coverage(label, bounds: set.bounds, empty: set.tiles.isEmpty, canvas: canvas, fades: declaration.edge == .fade)
        }
        source = MapSource(id: declaration.id, rasterTiles: set.tiles, attribution: credit, bounds: set.bounds.map(Self.worldBox),
                           edge: declaration.edge)
        self.warnings = set.warnings + warnings
    }

    /// `vector source "ID" (NAME)`.
    private static func label(_ kind: String, _ id: String, _ name: String?) -> String {
        "\(kind) source \"\(id)\"" + (name.map { " (\($0))" } ?? "")
    }

    /// The credit a card writes — a schema's required credit merged with the archive's own, else
    /// the style's, else the archive's as text — and, when the archive's is used and is HTML, what
    /// to tell the user about it.
    private static func credit(required: String?, declared: String?, archive: String?) -> (credit: String?, html: String?) {
        let credit: String?
        var usesArchive = true
        if let required {
            credit = AttributionText.merging(required, into: archive)
        } else if let declared {
            // A style's source attribution is often HTML too (MapLibre shows it as such): text here.
            credit = AttributionText.plainText(declared)
            usesArchive = false
        } else {
            credit = archive.map(AttributionText.plainText)
        }
        guard usesArchive, let archive, AttributionText.isHTML(archive) else { return (credit, nil) }
        return (credit, "its attribution is HTML; the card shows it as text, links dropped: \"\(AttributionText.plainText(archive))\""
            + (required == nil ? "" : " (credited \"\(credit ?? "")\")"))
    }

    /// The warning when the archive covers none or only part of the canvas: by its bounds when
    /// it has them, else by its tiles (`empty`: none there holds a layer the style draws).
    private static func coverage(_ label: String, bounds: GeoBounds?, empty: Bool, canvas: WorldBox, fades: Bool) -> [String] {
        let shown = "the card shows " + describe(geoBounds(canvas))
        guard let bounds else {
            return empty ? ["\(label): no tile of the archive where the card is holds a layer the style draws, so the map is blank (\(shown))"] : []
        }
        let share = coveredShare(of: canvas, by: worldBox(bounds))
        let within = "its data lies within " + describe(bounds) + " (west, south, east, north)"
        if share <= 0 || empty {
            return ["\(label): no tile of the archive covers the card, so the map is blank: \(within); \(shown)"]
        }
        guard share < coveredShare else { return [] }
        let percent = share < 0.01 ? "less than 1 %" : "\(Int((share * 100).rounded(.down))) %"
        return ["\(label): the archive covers \(percent) of the card; beyond its bounds the map "
            + (fades ? "fades into the background" : "ends") + ": \(within); \(shown)"]
    }

    /// The share of `canvas` inside `bounds` (in the copy of the world nearest it).
    static func coveredShare(of canvas: WorldBox, by bounds: WorldBox) -> Double {
        let area = canvas.width * canvas.height
        guard area > 0 else { return 0 }
        var covered = 0.0
        for shift in [-1.0, 0, 1] {
            let width = min(canvas.maxX, bounds.maxX + shift) - max(canvas.minX, bounds.minX + shift)
            let height = min(canvas.maxY, bounds.maxY) - max(canvas.minY, bounds.minY)
            if width > 0, height > 0 { covered += width * height }
        }
        return min(covered / area, 1)
    }

    /// Bounds in degrees as a world box (one across the antimeridian reaches past x = 1).
    static func worldBox(_ bounds: GeoBounds) -> WorldBox {
        let west = WebMercator.x(longitude: bounds.west), east = WebMercator.x(longitude: bounds.east)
        return WorldBox(minX: west, minY: WebMercator.y(latitude: bounds.north),
                        maxX: bounds.crossesAntimeridian ? east + 1 : east, maxY: WebMercator.y(latitude: bounds.south))
    }

    /// A world box in degrees.
    private static func geoBounds(_ box: WorldBox) -> GeoBounds {
        func longitude(_ x: Double) -> Double {
            var degrees = (WebMercator.longitude(x: x) + 180).truncatingRemainder(dividingBy: 360)
            if degrees < 0 { degrees += 360 }
            return degrees - 180
        }
        return GeoBounds(west: longitude(box.minX), south: WebMercator.latitude(y: box.maxY),
                         east: longitude(box.maxX), north: WebMercator.latitude(y: box.minY))
    }

    /// `[7.40921, 43.72335, 7.44864, 43.75169]`.
    private static func describe(_ bounds: GeoBounds) -> String {
        "[" + bounds.bbox.map { String(format: "%.5f", $0) }.joined(separator: ", ") + "]"
    }
}
