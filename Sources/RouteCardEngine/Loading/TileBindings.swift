import Foundation
import RouteCard
import RouteCardMap
import RouteCardStyle
import RouteCardTiles

/// The command line's tiles for a style: each `--tiles` bound to its vector or raster source and
/// opened, and the check that every such source has tiles — before any input is read — with the
/// command line's exit codes.
enum TileBindings {
    /// The tile source of each `--tiles`, by source id.
    ///
    /// A `--tiles` without a name goes to the style's only tile source (vector or raster). A name the
    /// style has no tile source of, a style without one, or a tile source left without tiles (it names no
    /// `url`/`tiles` and no `--tiles` gives them) is a usage error (64); a missing file is 1; a
    /// file that is no tile archive is 65.
    static func resolve(_ options: [TilesOption], style: Style, styleName: String,
                        archives: TileArchives, http: HTTPClient? = nil) throws(CLIError) -> [String: any TileSource] {
        let vector = style.sources.values.filter(\.isTiled).map(\.id).sorted()
        let kinds = Set(vector.map { kind(of: $0, in: style) })
        let kindName = kinds.count == 1 ? kinds.first! : vector.isEmpty ? "vector" : "tile"
        let listed = vector.isEmpty ? "it has none" : "its \(kindName) sources: " + vector.joined(separator: ", ")
        var bindings: [String: any TileSource] = [:]
        for option in options {
            let id: String
            if let name = option.source {
                guard style.sources[name]?.isTiled == true else {
                    throw .usage("--tiles \(name)=\(option.path): style \(styleName) has no \(kindName) source \"\(name)\" (\(listed))")
                }
                id = name
            } else {
                guard vector.count == 1 else {
                    throw .usage("--tiles \(option.path): " + (vector.isEmpty
                        ? "style \(styleName) has no vector source to draw tiles with"
                        : "style \(styleName) has several \(kindName) sources (\(vector.joined(separator: ", "))): name one, --tiles NAME=FILE"))
                }
                id = vector[0]
            }
            if option.isRemote {
                guard let http else { throw .failure("--tiles \(option.path): this command reads no network") }
                bindings[id] = try remote(option, declaration: style.sources[id]!, http: http, archives: archives)
                continue
            }
            guard FileManager.default.fileExists(atPath: option.path) else {
                throw .failure("tiles file \(option.path) does not exist")
            }
            if option.isTileJSON {
                bindings[id] = try tileJSON(option, declaration: style.sources[id]!, http: http)
                continue
            }
            do {
                bindings[id] = try archives.open(path: option.path)
            } catch {
                throw data(file: error.file, tile: error.tile?.description, message: error.message)
            }
        }
        for id in vector where bindings[id] == nil && style.sources[id]?.tiled?.tiles == .unset {
            let raster = style.sources[id]?.isRaster == true
            throw .usage("style \(styleName) draws the \(raster ? "raster" : "vector") source \"\(id)\", which names no tiles: give them with --tiles "
                + (vector.count == 1 ? "" : "\(id)=") + (raster ? "FILE (a .pmtiles or .mbtiles file of PNG, JPEG or WebP tiles)"
                    : "FILE (a .pmtiles or .mbtiles file, or a folder of {z}/{x}/{y}.pbf tiles)"))
        }
        return bindings
    }

    /// The source of a `--tiles URL`: a PMTiles archive read by range (its header and root
    /// directory now), or a URL template with the zooms the style declares.
    private static func remote(_ option: TilesOption, declaration: SourceDeclaration, http: HTTPClient,
                               archives: TileArchives) throws(CLIError) -> any TileSource {
        if option.isTileJSON { return try tileJSON(option, declaration: declaration, http: http) }
        guard option.isTemplate else {
            do {
                return try archives.open(url: option.path, client: http)
            } catch {
                if error.isUnreachable { throw .failure(error.description) }
                throw data(file: error.file, tile: error.tile?.description, message: error.message)
            }
        }
        let tiled = declaration.tiled
        let suffix = option.path.split(separator: "?")[0].split(separator: ".").last.map(String.init) ?? ""
        let metadata = TileSourceMetadata(minZoom: tiled?.minZoom ?? 0, maxZoom: tiled?.maxZoom ?? (declaration.isRaster ? 19 : 14),
                                          bounds: tiled?.bounds, format: declaration.isRaster ? TileFormat(name: suffix) : .mvt)
        return RemoteTileTemplate(templates: [option.path], subdomains: tiled?.subdomains ?? ["a", "b", "c"], metadata: metadata, client: http)
    }

    /// The source of a `--tiles` TileJSON document (a URL, fetched now, or a local file): its
    /// URL templates, with what the style declares before what the document says.
    private static func tileJSON(_ option: TilesOption, declaration: SourceDeclaration, http: HTTPClient?) throws(CLIError) -> any TileSource {
        let document: TileJSON
        do {
            document = try TileJSON.load(option.path, client: http) { path throws(TileError) in
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw TileError(file: path, message: "cannot read the TileJSON file", isUnreachable: true)
                }
                return [UInt8](data)
            }
        } catch {
            if error.isUnreachable { throw .failure(error.description) }
            throw data(file: error.file, tile: error.tile?.description, message: error.message)
        }
        guard let http else { throw .failure("--tiles \(option.path): this command reads no network") }
        return document.source(for: declaration, client: http)
    }

    /// `raster` or `vector`: what kind of tile source an id names.
    private static func kind(of id: String, in style: Style) -> String {
        style.sources[id]?.isRaster == true ? "raster" : "vector"
    }

    /// A tile reading error with the command line's exit code: 65 for a bad archive or tile
    /// (`FILE: error: tile Z/X/Y: …`), 1 for a missing file, 64 for a source without tiles.
    static func error(_ error: MapTileError) -> CLIError {
        switch error.kind {
        case .invalid: data(file: error.file, tile: error.tile, message: error.message)
        case .unreadable, .noProvider: .failure(error.description)
        case .missingTiles: .usage(error.description + " (give them with --tiles \(error.source)=FILE)")
        }
    }

    /// `FILE: error: tile Z/X/Y: MESSAGE` (exit 65).
    private static func data(file: String?, tile: String?, message: String) -> CLIError {
        .data((file.map { "\($0): " } ?? "routecard: ") + "error: " + (tile.map { "tile \($0): " } ?? "") + message)
    }
}
