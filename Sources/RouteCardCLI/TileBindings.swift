import Foundation
import RouteCard
import RouteCardStyle
import RouteCardTiles

/// The command line's tiles for a style: each `--tiles` bound to its vector source and opened,
/// and the check that every vector source has tiles — before any input is read — with the
/// command line's exit codes.
enum TileBindings {
    /// The tile source of each `--tiles`, by source id.
    ///
    /// A `--tiles` without a name goes to the style's only vector source. A name the style has no
    /// vector source of, a style without one, or a vector source left without tiles (it names no
    /// `url`/`tiles` and no `--tiles` gives them) is a usage error (64); a missing file is 1; a
    /// file that is no tile archive is 65.
    static func resolve(_ options: [TilesOption], style: Style, styleName: String,
                        archives: TileArchives) throws(CLIError) -> [String: any TileSource] {
        let vector = style.sources.values.filter(\.isVector).map(\.id).sorted()
        let listed = vector.isEmpty ? "it has none" : "its vector sources: " + vector.joined(separator: ", ")
        var bindings: [String: any TileSource] = [:]
        for option in options {
            let id: String
            if let name = option.source {
                guard style.sources[name]?.isVector == true else {
                    throw .usage("--tiles \(name)=\(option.path): style \(styleName) has no vector source \"\(name)\" (\(listed))")
                }
                id = name
            } else {
                guard vector.count == 1 else {
                    throw .usage("--tiles \(option.path): " + (vector.isEmpty
                        ? "style \(styleName) has no vector source to draw tiles with"
                        : "style \(styleName) has several vector sources (\(vector.joined(separator: ", "))): name one, --tiles NAME=FILE"))
                }
                id = vector[0]
            }
            guard FileManager.default.fileExists(atPath: option.path) else {
                throw .failure("tiles file \(option.path) does not exist")
            }
            do {
                bindings[id] = try archives.open(path: option.path)
            } catch {
                throw data(file: error.file, tile: error.tile?.description, message: error.message)
            }
        }
        for id in vector where bindings[id] == nil && style.sources[id]?.vector?.tiles == .unset {
            throw .usage("style \(styleName) draws the vector source \"\(id)\", which names no tiles: give them with --tiles "
                + (vector.count == 1 ? "" : "\(id)=") + "FILE (a .pmtiles or .mbtiles file, or a folder of {z}/{x}/{y}.pbf tiles)")
        }
        return bindings
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
