import Foundation
import RouteCardMap
import RouteCardStyle

extension ResourceResolver {
    /// Files on disk under a policy: a name is a path relative to `root` (the style's folder), or
    /// absolute; it is read only when its real path — every symbolic link resolved — is inside
    /// `root` or one of the `granted` folders. Anything else (`../x.png`, `/etc/passwd`, a link
    /// out of the folder) is refused with `ResourceError.Kind.refused`. Names `builtin:NAME` are
    /// the data compiled into the library (see `builtIn`). Only regular files are read; `filePath`
    /// hands out their real paths (symbolic links resolved) under the same rule.
    ///
    /// Relative `root` and `granted` paths are taken from the working folder.
    public static func fileSystem(root: URL, granted: [URL] = []) -> ResourceResolver {
        let policy = FileResourcePolicy(root: root.path, granted: granted.map(\.path))
        return ResourceResolver(locate: { name throws(ResourceError) in try policy.locate(name).display },
                                read: { name throws(ResourceError) in try policy.read(name) },
                                filePath: { name throws(ResourceError) in try policy.filePath(name) })
    }
}
