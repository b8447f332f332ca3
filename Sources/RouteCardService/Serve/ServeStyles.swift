import Foundation
import RouteCard
import RouteCardCompression
import RouteCardEngine
import RouteCardMap
import RouteCardStyle
import RouteCardTiles

/// The styles `serve` renders with, loaded and checked once at start: the built-in styles and
/// every `NAME.json` of `--styles DIR` (which replaces a built-in style of the same name), each
/// with its map data read and its tile sources bound to the `--tiles` archives. Requests choose
/// among them by name; they never name a file.
struct ServeStyles: Sendable {
    /// One servable style.
    struct Entry: Sendable {
        /// The decoded style with its map data, read once, and its tile archives: what the card engine draws with.
        var prepared: PreparedStyle
        /// A checksum of the style's bytes and its tile files (part of every ETag).
        var digest: String
        /// The style file's bytes (a built-in style's JSON, or the file of `--styles`), as `GET /styles/ID/style.json` answers.
        var source: [UInt8] = []
    }

    /// The servable styles by name.
    var entries: [String: Entry]
    /// Built-in styles left out, with why (a tile source that no `--tiles` gives tiles for).
    var unserved: [String: String]

    /// The names served, sorted.
    var names: [String] { entries.keys.sorted() }

    /// Loads the styles. A style file with mistakes stops start-up with its diagnostics (65); so does
    /// one of `--styles DIR` whose tile source has no `--tiles`, and a `--tiles` that no style uses or
    /// without a source name (64); a missing folder or tile file is 1.
    ///
    /// With `config` (`--config`, TileServer GL's `config.json`), its styles are served too (replacing
    /// those of the same name) and its `data` archives give tiles to the sources that name them
    /// (`mbtiles://{ID}`, or a source of the same id); a config style whose source has no tiles stops start-up (64).
    static func load(directory: String?, tiles: [TilesOption], config: ServeConfig? = nil, registry: LayerRegistry,
                     archives: TileArchives) throws(CLIError) -> ServeStyles {
        func open(_ path: String, as name: String) throws(CLIError) -> (source: any TileSource, digest: String) {
            guard FileManager.default.fileExists(atPath: path) else { throw .failure("tiles file \(path) does not exist") }
            do throws(TileError) {
                let source = try archives.open(path: path)
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                let time = OutputFreshness.modificationTime(path) ?? 0
                return (source, "\(name)=\(path):\(size):\(time)")
            } catch {
                throw .data(error.description)
            }
        }
        var archivesByName: [String: (source: any TileSource, digest: String)] = [:]
        for option in tiles {
            guard let name = option.source else {
                throw .usage("--tiles \(option.path): name the source it is for, --tiles NAME=FILE (serve has many styles)")
            }
            archivesByName[name] = try open(option.path, as: name)
        }
        var dataByID: [String: (source: any TileSource, digest: String)] = [:]
        for (id, path) in (config?.data ?? [:]).sorted(by: { $0.key < $1.key }) {
            dataByID[id] = try open(path, as: "data." + id)
        }
        var styles: [String: (Style, [UInt8], isFile: Bool)] = [:]
        for name in BuiltInStyles.names {
            let style: Style?
            do {
                style = try BuiltInStyles.style(named: name, registry: registry)
            } catch {
                throw .data(error.description)
            }
            if let style { styles[name] = (style, Array((BuiltInStyles.source(named: name) ?? "").utf8), false) }
        }
        if let directory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .failure("--styles \(directory): no such folder")
            }
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.lowercased().hasSuffix(".json") }.sorted()
            var problems: [String] = []
            for file in files {
                let path = LocalPath.join(file, to: directory)
                do {
                    let style = try InputLoader.loadStyle(path.contains("/") ? path : "./" + path, registry: registry)
                    styles[String(file.dropLast(5))] = (style, try InputLoader.readFile(path, what: "style file"), true)
                } catch {
                    problems.append(error.message)
                }
            }
            guard problems.isEmpty else { throw .data(problems.joined(separator: "\n")) }
        }
        var configured: Set<String> = []
        for entry in config?.styles ?? [] {
            let style = try InputLoader.loadStyle(entry.path, registry: registry, file: true)
            styles[entry.id] = (style, try InputLoader.readFile(entry.path, what: "style file"), true)
            configured.insert(entry.id)
        }
        var entries: [String: Entry] = [:]
        var unserved: [String: String] = [:]
        var used: Set<String> = []
        for (name, (style, bytes, isFile)) in styles {
            var bindings: [String: any TileSource] = [:]
            var digest = CardEngine.version + "\n" + Self.checksum(bytes)
            for id in style.sources.keys.sorted() where style.sources[id]!.isTiled {
                let declared = style.sources[id]!.tiled?.tiles
                if configured.contains(name), let data = Self.dataID(declared, source: id, in: config) {
                    // A config style's source names its data (mbtiles://{ID}), or has the id of one.
                    guard let archive = dataByID[data] else {
                        throw .usage("--config: style \(name) cannot be served: its source \"\(id)\" reads data \"\(data)\", "
                            + "which the config's \"data\" does not have (data: \(dataByID.keys.sorted().joined(separator: ", ")))")
                    }
                    bindings[id] = archive.source
                    digest += "\n" + archive.digest
                } else if let archive = archivesByName[id] {
                    bindings[id] = archive.source
                    digest += "\n" + archive.digest
                    used.insert(id)
                } else if declared == .unset {
                    let why = configured.contains(name) ? "its tile source \"\(id)\" has no data: add data.\(id) to the config, or give --tiles \(id)=FILE"
                        : "its tile source \"\(id)\" needs --tiles \(id)=FILE"
                    if configured.contains(name) { throw .usage("--config: style \(name) cannot be served: \(why)") }
                    if isFile { throw .usage("--styles: style \(name) cannot be served: \(why)") }
                    unserved[name] = why
                }
            }
            guard unserved[name] == nil else { continue }
            let sources = try MapDataLoading.load(style)
            entries[name] = Entry(prepared: PreparedStyle(style: style, sources: sources, bindings: bindings), digest: Self.checksum(Array(digest.utf8)),
                                  source: bytes)
        }
        for name in archivesByName.keys.sorted() where !used.contains(name) {
            throw .usage("--tiles \(name)=…: no served style has a tile source \"\(name)\"")
        }
        return ServeStyles(entries: entries, unserved: unserved)
    }

    /// The data id of the config a source reads: `{ID}` of `mbtiles://{ID}` / `pmtiles://{ID}`, or, for a
    /// source without tiles, its own id when the config has data of that id; `nil` otherwise.
    private static func dataID(_ tiles: VectorSourceDeclaration.Tiles?, source: String, in config: ServeConfig?) -> String? {
        switch tiles {
        case .mbtiles(let path), .pmtiles(let path): ServeConfig.dataReference(path)
        case .unset: config?.data[source] != nil ? source : nil
        default: nil
        }
    }

    /// `GET /styles.json`, as TileServer GL lists its styles: each served style's `id`, `name`, the
    /// style format's `version` (8, as MapLibre's) and the `url` of its JSON on this server (`base`:
    /// `http://HOST`, from the request's `Host`).
    func list(base: String) -> String {
        let items = names.map { name in
            let title = entries[name]?.prepared.style.name ?? name
            return "{\"version\": 8, \"name\": \(JSONText.string(title)), \"id\": \(JSONText.string(name)), "
                + "\"url\": \(JSONText.string(base + "/styles/" + name + "/style.json"))}"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// A 64-bit checksum of bytes in hex: CRC-32 then Adler-32, each 8 digits, then the length.
    static func checksum(_ bytes: [UInt8]) -> String {
        let (crc, adler) = bytes.withUnsafeBytes { (Zlib.crc32($0), Zlib.adler32($0)) }
        return hex(crc) + hex(adler) + "-" + String(bytes.count, radix: 16)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
