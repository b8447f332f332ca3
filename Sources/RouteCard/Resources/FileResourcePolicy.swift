import Foundation
import RouteCardMap
import RouteCardStyle

/// The policy of `ResourceResolver.fileSystem`: a name is a path relative to the style's folder
/// (or absolute); it may be read when its real path — every symbolic link resolved — is inside the
/// style's folder or a granted folder. `builtin:` names go to `ResourceResolver.builtIn`.
struct FileResourcePolicy: Sendable {
    /// The style's folder first, then the granted folders: each as spelled (lexically cleaned) and real.
    let folders: [(spelled: String, real: String)]

    init(root: String, granted: [String]) {
        folders = ([root] + granted).map { folder in
            let absolute = LocalPath.lexical(LocalPath.join(folder, to: FileManager.default.currentDirectoryPath))
            return (absolute, LocalPath.real(absolute).path)
        }
    }

    /// The real path of `name` (`nil` when it does not exist) and the name messages show.
    func locate(_ name: String) throws(ResourceError) -> (path: String?, display: String) {
        if name.hasPrefix(BuiltInMapData.prefix) { return (nil, try ResourceResolver.builtIn.locate(name)) }
        // The C calls below would end the path at a NUL; such a name is no path at all.
        guard !name.utf8.contains(0) else { throw ResourceError(.refused, name: name, reason: "not a file path (it contains a NUL character)") }
        let joined = LocalPath.join(name, to: folders[0].spelled)
        let spelled = LocalPath.lexical(joined), (real, exists) = LocalPath.real(joined)
        guard folders.contains(where: { LocalPath.isInside(real, folder: $0.real) }) else {
            let scope = folders.count > 1 ? "the style's folder and the folders granted to it" : "the style's folder"
            let throughLink = folders.contains { LocalPath.isInside(spelled, folder: $0.spelled) }
            throw ResourceError(.refused, name: name, reason: throughLink ? "a symbolic link leads outside \(scope)" : "outside \(scope)")
        }
        return (exists ? real : nil, LocalPath.display(spelled))
    }

    /// The real path of `name`, when the policy allows it and it is a regular file.
    func filePath(_ name: String) throws(ResourceError) -> String {
        if name.hasPrefix(BuiltInMapData.prefix) {
            throw ResourceError(.refused, name: name, reason: "built-in data is not a file (a tile archive must be one)")
        }
        guard let path = try locate(name).path else { throw ResourceError(.notFound, name: name, reason: "no such file") }
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type != .typeDirectory else { throw ResourceError(.unreadable, name: name, reason: "a folder, not a file") }
        guard type == .typeRegular else { throw ResourceError(.unreadable, name: name, reason: "not a regular file") }
        return path
    }

    /// The bytes of `name`, when the policy allows it and it is a readable regular file.
    func read(_ name: String) throws(ResourceError) -> [UInt8] {
        if name.hasPrefix(BuiltInMapData.prefix) { return try ResourceResolver.builtIn.read(name) }
        let path = try filePath(name)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ResourceError(.unreadable, name: name, reason: "not readable (permission denied)")
        }
        return [UInt8](data)
    }
}
