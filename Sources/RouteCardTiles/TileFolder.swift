#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tiles stored as files in a folder, found through a template such as `{z}/{x}/{y}.pbf`
/// (`{-y}` for TMS rows counted from the south). Gzip'd files are inflated; a missing file is
/// no tile.
public struct TileFolder: TileSource {
    /// `FOLDER/TEMPLATE`, named in errors.
    public let name: String
    /// The folder the template is relative to.
    public let folder: String
    /// The path template inside the folder.
    public let template: String
    /// The metadata given, or the default one with the format the template's extension names.
    public let metadata: TileSourceMetadata
    /// The checked path of a tile's file from its path relative to the folder; `nil` when there is none.
    private let locate: @Sendable (_ relativePath: String, _ tile: TileID) throws(TileError) -> String?

    /// A folder source. The template must name `{z}`, `{x}` and `{y}` (or `{-y}`), stay inside
    /// the folder (no absolute path, no `..`) and use no other `{…}` placeholder.
    public init(folder: String, template: String = "{z}/{x}/{y}.pbf", metadata: TileSourceMetadata? = nil) throws(TileError) {
        let joined = Self.join(folder, template)
        try self.init(name: joined, folder: folder, template: template, metadata: metadata) { relative, _ in
            let path = Self.join(folder, relative)
            return access(path, F_OK) == 0 ? path : nil
        }
    }

    /// A folder source whose files are found by `locate` (a resource policy, say): it gets a
    /// tile's path relative to the folder and returns the path to read, or `nil` when the tile
    /// has no file. `name` is what errors call the source. The template is checked as above.
    public init(name: String, folder: String = "", template: String, metadata: TileSourceMetadata? = nil,
                locate: @escaping @Sendable (_ relativePath: String, _ tile: TileID) throws(TileError) -> String?) throws(TileError) {
        guard !template.hasPrefix("/"), !template.split(separator: "/").contains("..") else {
            throw TileError(file: name, message: "the tile template must stay inside its folder")
        }
        var rest = template
        for placeholder in ["{z}", "{x}", "{y}", "{-y}"] { rest = rest.replacing(placeholder, with: "") }
        guard template.contains("{z}"), template.contains("{x}"), template.contains("{y}") || template.contains("{-y}"),
              !rest.contains("{"), !rest.contains("}") else {
            throw TileError(file: name, message: "the tile template needs {z}, {x} and {y} (or {-y}) and no other placeholder")
        }
        self.name = name
        self.folder = folder
        self.template = template
        self.locate = locate
        if let metadata {
            self.metadata = metadata
        } else {
            let suffix = template.split(separator: ".").last.map(String.init) ?? ""
            self.metadata = TileSourceMetadata(format: TileFormat(name: suffix))
        }
    }

    /// `folder/relative`.
    private static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// A tile's file relative to the folder.
    public func relativePath(of id: TileID) -> String {
        Self.filling(template, with: id)
    }

    /// The tile's file as errors name it: ``name`` with the tile's numbers in place.
    public func fileName(of id: TileID) -> String {
        Self.filling(name, with: id)
    }

    /// A template with a tile's zoom, column and row (XYZ or TMS) in place.
    private static func filling(_ template: String, with id: TileID) -> String {
        template.replacing("{z}", with: String(id.z)).replacing("{x}", with: String(id.x))
            .replacing("{-y}", with: String((1 << id.z) - 1 - id.y)).replacing("{y}", with: String(id.y))
    }

    /// The file of a tile.
    public func path(of id: TileID) -> String {
        Self.join(folder, relativePath(of: id))
    }

    /// A tile's bytes (inflated when gzip'd); `nil` when its file does not exist.
    public func tile(_ id: TileID) throws(TileError) -> [UInt8]? {
        guard let path = try locate(relativePath(of: id), id) else { return nil }
        let reader: FileByteRangeReader
        do {
            reader = try FileByteRangeReader(path: path)
        } catch {
            throw TileError(file: path, tile: id, message: error.message)
        }
        guard reader.size <= UInt64(TileLimits.tileBytes) else {
            throw TileError(file: path, tile: id, message: "tile of \(reader.size) bytes is over the limit of \(TileLimits.tileBytes)")
        }
        let bytes = try reader.read(offset: 0, length: Int(reader.size))
        return try TileBytes.inflated(bytes, format: metadata.format, file: path, tile: id)
    }
}
