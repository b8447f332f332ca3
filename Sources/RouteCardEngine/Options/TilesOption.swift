import RouteCardMap
import RouteCardStyle

/// One `--tiles [NAME=]FILE|URL` (batch key `tiles`): a tile archive or folder for a style's vector
/// or raster source, or tiles on a server: a PMTiles URL (`https://…/area.pmtiles`, `pmtiles://https://…`)
/// an XYZ URL template (`https://tile.example.org/{z}/{x}/{y}.png`), or a TileJSON document
/// (`https://…/tiles.json`, or a local `.json` file) naming the templates.
package struct TilesOption: Sendable, Hashable {
    /// The vector source's id, or `nil` for the style's only vector source.
    package var source: String?
    /// The `.pmtiles` or `.mbtiles` file, a folder of `{z}/{x}/{y}.pbf` tiles, or a URL (without `pmtiles://`).
    package var path: String

    /// Reads `NAME=FILE` or `FILE`. A `=` counts only when what is before it looks like a source
    /// id (no `/`), so `./a=b.pmtiles` is a file.
    init(parsing text: String) throws(CLIError) {
        if let equals = text.firstIndex(of: "="), !text[..<equals].contains("/"), !text[..<equals].contains(":") {
            source = String(text[..<equals])
            path = String(text[text.index(after: equals)...])
            guard !source!.isEmpty else { throw .usage("bad --tiles \"\(text)\": a source name expected before \"=\" (NAME=FILE)") }
        } else {
            path = text
        }
        guard !path.isEmpty else { throw .usage("bad --tiles \"\(text)\": a tile file expected (a .pmtiles or .mbtiles file, or a folder)") }
        if path.hasPrefix("pmtiles://") {
            let url = String(path.dropFirst("pmtiles://".count))
            guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
                throw .usage("bad --tiles \"\(text)\": pmtiles:// names an archive on a server here (pmtiles://https://…); give a local file as it is")
            }
            path = url
        }
        if isTemplate, let problem = VectorSourceDeclaration.templateProblem(path) {
            throw .usage("bad --tiles \"\(text)\": \(problem)")
        }
    }

    /// Whether the tiles are on a server (an `http://` or `https://` URL).
    package var isRemote: Bool { path.hasPrefix("http://") || path.hasPrefix("https://") }

    /// Whether the URL is a tile template (`{z}` … or `{quadkey}`) rather than a PMTiles archive or TileJSON.
    var isTemplate: Bool { isRemote && (path.contains("{") || path.contains("}")) }

    /// Whether the tiles are named by a TileJSON document: a URL that is neither a template nor a
    /// `.pmtiles` archive (as MapLibre reads a source's `url`), or a local `.json` file.
    var isTileJSON: Bool {
        isRemote ? !isTemplate && path.split(separator: "?").first?.hasSuffix(".pmtiles") != true
            : VectorSourceDeclaration.isTileJSONFile(path)
    }

    /// Every `--tiles` value of a command line, checked: at most one without a name, no name twice.
    package static func parseAll(_ values: [String]) throws(CLIError) -> [TilesOption] {
        var options: [TilesOption] = []
        for value in values { options.append(try TilesOption(parsing: value)) }
        if options.filter({ $0.source == nil }).count > 1 {
            throw .usage("--tiles without a source name is given twice: name the sources, --tiles NAME=FILE")
        }
        var seen: Set<String> = []
        for case let name? in options.map(\.source) where !seen.insert(name).inserted {
            throw .usage("--tiles \(name)=… is given twice")
        }
        return options
    }
}
