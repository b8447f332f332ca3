/// Where the files a style names come from — icon images, map data, tile archives, built-in data —
/// and which of them it may read: the one door through which the style decoder and the renderer get bytes.
///
/// Decoding itself opens no file; it asks the resolver. Choose the policy by choosing the resolver:
///
/// - `.none` (the default of `Style.decode`): reads nothing; a style that names a file is an error.
/// - `.inMemory(["pin.svg": bytes])`: names looked up in a dictionary (tests, servers).
/// - `.fileSystem(root:granted:)` (module `RouteCard`): files inside the style's folder and the
///   folders granted to it, after resolving symbolic links, plus `builtin:` data.
/// - `.builtIn` (module `RouteCard`): only the data compiled into the library (`builtin:NAME`).
/// - your own: two closures, for a sandbox, a cache or a store of uploads.
public struct ResourceResolver: Sendable {
    /// Checks that `name` may be read, without reading it, and returns the name messages show for
    /// it (e.g. the path relative to the working folder). Throws when the policy refuses the name.
    public var locate: @Sendable (_ name: String) throws(ResourceError) -> String
    /// The bytes of `name`, under the same policy as `locate`.
    public var read: @Sendable (_ name: String) throws(ResourceError) -> [UInt8]
    /// The checked local path of the regular file `name`, under the same policy as `locate`, for
    /// readers that need random access rather than all the bytes (a tile archive of gigabytes is
    /// read a few ranges at a time). Resolvers that hold no files refuse every name.
    public var filePath: @Sendable (_ name: String) throws(ResourceError) -> String

    /// Creates a resolver from its operations; without `filePath` it hands out no file paths.
    public init(locate: @escaping @Sendable (_ name: String) throws(ResourceError) -> String,
                read: @escaping @Sendable (_ name: String) throws(ResourceError) -> [UInt8],
                filePath: (@Sendable (_ name: String) throws(ResourceError) -> String)? = nil) {
        self.locate = locate
        self.read = read
        if let filePath {
            self.filePath = filePath
        } else {
            self.filePath = Self.refusingFilePath
        }
    }

    /// The `filePath` of a resolver without local files.
    private static func refusingFilePath(_ name: String) throws(ResourceError) -> String {
        throw ResourceError(.refused, name: name, reason: "this style's resources are not local files (a tile archive must be one)")
    }

    /// Reads nothing: every name is refused. The library's default when no folder is given.
    public static let none = ResourceResolver(
        locate: { name throws(ResourceError) in throw refusedByNone(name) },
        read: { name throws(ResourceError) in throw refusedByNone(name) })

    /// Resources held in memory, by the exact name a style writes (`"icons/pin.svg"`); no file is read.
    public static func inMemory(_ files: [String: [UInt8]]) -> ResourceResolver {
        ResourceResolver(
            locate: { name in name },
            read: { name throws(ResourceError) in
                guard let bytes = files[name] else { throw ResourceError(.notFound, name: name, reason: "no such file") }
                return bytes
            })
    }

    private static func refusedByNone(_ name: String) -> ResourceError {
        ResourceError(.refused, name: name, reason: "this style may read no files (no folder to read from was given)")
    }
}
