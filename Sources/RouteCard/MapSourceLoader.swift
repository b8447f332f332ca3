import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardStyle

/// Loads the map data a style's `sources` declare, once per render, for every layer to share.
///
/// A source's `data` is read from its file (resolved against the style's folder) or, for built-in
/// styles, from `BuiltInMapData`; a source used by several layers is read once.
public struct MapSourceLoader: Sendable {
    /// Reads a file's bytes; replaceable for tests. Default: the file system.
    public var readFile: @Sendable (URL) throws -> [UInt8]

    /// Creates a loader (default: reads files from disk).
    public init(readFile: @escaping @Sendable (URL) throws -> [UInt8] = MapSourceLoader.readFromDisk) {
        self.readFile = readFile
    }

    /// Reads a file from disk; a missing file or a folder is an error.
    public static func readFromDisk(_ url: URL) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
            throw CocoaError(.fileReadNoPermission)
        }
        return [UInt8](data)
    }

    /// Every source of a style, loaded (none for a style without sources).
    public func load(_ style: Style) throws(MapSourceError) -> MapSources {
        var loaded: [MapSource] = []
        for id in style.sources.keys.sorted() {
            let declaration = style.sources[id]!
            let name = Self.displayPath(declaration)
            let bytes: [UInt8]
            if declaration.isEmbedded, let embedded = BuiltInMapData.bytes(named: declaration.url.lastPathComponent) {
                bytes = embedded
            } else {
                do {
                    bytes = try readFile(declaration.url)
                } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
                    throw .unreadable(path: name, reason: "no such file (sources.\(id).data in \(declaration.styleFile ?? "the style"))")
                } catch {
                    throw .unreadable(path: name, reason: "not a readable file (sources.\(id).data in \(declaration.styleFile ?? "the style"))")
                }
            }
            do {
                let data = try MapDataReader().read(bytes, path: name)
                loaded.append(MapSource(id: id, data: data, attribution: declaration.attribution))
            } catch {
                throw .invalid(error)
            }
        }
        return MapSources(loaded)
    }

    /// The data path as shown in messages: relative to the working folder when inside it.
    static func displayPath(_ declaration: SourceDeclaration) -> String {
        if declaration.isEmbedded { return "<built-in map data \(declaration.url.lastPathComponent)>" }
        let path = declaration.url.path
        let folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
