import Foundation
import RouteCard
import RouteCardEngine
import RouteCardText

/// `serve --config FILE`: the styles and data of a TileServer GL `config.json`, so an existing
/// configuration works unchanged where it can.
///
/// ```json
/// {
///   "options": { "paths": { "root": "", "styles": "styles", "mbtiles": "data", "pmtiles": "data" } },
///   "styles": { "bright": { "style": "osm-bright/style.json" }, "run": { "style": "run-card.json" } },
///   "data": { "v3": { "mbtiles": "zurich.mbtiles" }, "pm": { "pmtiles": "monaco.pmtiles" } }
/// }
/// ```
///
/// As TileServer GL resolves them: `options.paths.root` is relative to the config file's folder
/// (default: that folder), and `styles`, `mbtiles`, `pmtiles` relative to the root (default: the
/// root). Each style is a card style or a MapLibre style file (drawn as the base map under the
/// `streets` card style, as `render --style FILE.json` does); a source of a style that says
/// `"url": "mbtiles://{ID}"` or `"pmtiles://{ID}"` reads the archive of `data.ID`, and a source
/// without `url` or `tiles` reads the data of its own id, when there is one. The other keys
/// (`options.domains`, `formatQuality`, `maxSize`, `serve_rendered`, `tilejson`, …) are accepted
/// and ignored (the README lists them); a style or data file given as a URL is refused, since serve
/// reads local files only.
struct ServeConfig: Sendable, Equatable {
    /// One style of `styles`.
    struct StyleEntry: Sendable, Equatable {
        /// The style's id (its name in request URLs).
        var id: String
        /// The style file, resolved against `options.paths.styles`.
        var path: String
    }

    /// The styles, in the file's order.
    var styles: [StyleEntry]
    /// The data archives by id (`data.ID.mbtiles` or `.pmtiles`), resolved against their paths.
    var data: [String: String]

    /// The keys of a style entry and of `options` that are accepted and ignored.
    static let ignoredStyleKeys: Set<String> = ["serve_rendered", "serve_data", "tilejson", "tilejson_name"]

    /// Reads and checks the config file: a missing file is 1, a file that is not such a config 65
    /// with the place of the first mistake (`FILE:LINE:COL`).
    static func load(_ path: String) throws(CLIError) -> ServeConfig {
        let bytes = try InputLoader.readFile(path, what: "config file")
        func problem(_ message: String, at offset: Int) -> CLIError {
            .data(DiagnosticFormatter.line(file: path, location: SourceLocation(offset: offset, in: bytes), message: message))
        }
        let root: JSONNode
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw problem(error.message, at: error.offset)
        }
        guard case .object = root.value else {
            throw problem("a config is a JSON object with \"styles\" and \"data\" (TileServer GL's config.json), \(root.summary) found", at: root.offset)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var paths: [String: String] = [:]
        if let options = root.member("options") {
            guard case .object = options.value else { throw problem("options: an object expected, \(options.summary) found", at: options.offset) }
            if let given = options.member("paths") {
                guard case .object(let members) = given.value else { throw problem("options.paths: an object expected, \(given.summary) found", at: given.offset) }
                for member in members {
                    guard case .string(let value) = member.value.value else {
                        throw problem("options.paths.\(member.key): a path expected, \(member.value.summary) found", at: member.value.offset)
                    }
                    paths[member.key] = value
                }
            }
        }
        let rootFolder = LocalPath.join(paths["root"] ?? "", to: folder)
        func folderOf(_ key: String) -> String { LocalPath.join(paths[key] ?? "", to: rootFolder) }

        var styles: [StyleEntry] = []
        if let node = root.member("styles") {
            guard case .object(let members) = node.value else { throw problem("styles: an object of style ids expected, \(node.summary) found", at: node.offset) }
            for member in members {
                guard !member.key.isEmpty, !member.key.contains("/") else {
                    throw problem("styles: the id \(JSONNode.quoted(member.key)) cannot be part of a URL path", at: member.keyOffset)
                }
                guard let style = member.value.member("style"), case .string(let file) = style.value else {
                    throw problem("styles.\(member.key): an object with \"style\" (the style file) expected", at: member.value.offset)
                }
                guard !Self.isURL(file) else {
                    throw problem("styles.\(member.key).style: serve reads local style files only, \(JSONNode.quoted(file)) is a URL", at: style.offset)
                }
                styles.append(StyleEntry(id: member.key, path: LocalPath.join(file, to: folderOf("styles"))))
            }
        }
        var data: [String: String] = [:]
        if let node = root.member("data") {
            guard case .object(let members) = node.value else { throw problem("data: an object of data ids expected, \(node.summary) found", at: node.offset) }
            for member in members {
                let kinds = ["mbtiles", "pmtiles"].filter { member.value.member($0) != nil }
                guard kinds.count == 1, let given = member.value.member(kinds[0]), case .string(let file) = given.value else {
                    throw problem("data.\(member.key): an object with one of \"mbtiles\" or \"pmtiles\" (the archive file) expected", at: member.value.offset)
                }
                guard !Self.isURL(file) else {
                    throw problem("data.\(member.key).\(kinds[0]): serve reads local archives only, \(JSONNode.quoted(file)) is a URL", at: given.offset)
                }
                data[member.key] = LocalPath.join(file, to: folderOf(kinds[0]))
            }
        }
        guard !styles.isEmpty || !data.isEmpty else {
            throw problem("the config has no \"styles\" and no \"data\": nothing to serve from it", at: root.offset)
        }
        return ServeConfig(styles: styles, data: data)
    }

    /// The data id a source's archive path names: `{ID}` (from `mbtiles://{ID}`), else `nil`.
    static func dataReference(_ path: String) -> String? {
        guard path.count > 2, path.hasPrefix("{"), path.hasSuffix("}") else { return nil }
        return String(path.dropFirst().dropLast())
    }

    private static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("s3://")
    }
}
