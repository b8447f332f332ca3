import Foundation

/// Paths on the local file system, in one place: joining a path to a folder, resolving symbolic
/// links, testing whether a path is inside a folder, and shortening a path for messages.
package enum LocalPath {
    /// `path` unchanged when absolute, else `path` inside `folder`. Touches no file.
    package static func join(_ path: String, to folder: String) -> String {
        path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    /// An absolute path with `.`, `..` and repeated slashes removed by their spelling alone (no
    /// symbolic link is followed). Touches no file.
    package static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The absolute path with every symbolic link resolved (`realpath`), and whether the whole path
    /// exists. When it does not, the longest existing part is resolved and the rest appended
    /// lexically, so the answer still says which folder the path would be in.
    package static func real(_ path: String) -> (path: String, exists: Bool) {
        if let resolved = resolvingLinks(path) { return (resolved, true) }
        var head = lexical(path), tail: [String] = []
        while head != "/" {
            let url = URL(fileURLWithPath: head)
            tail.insert(url.lastPathComponent, at: 0)
            head = url.deletingLastPathComponent().path
            if let resolved = resolvingLinks(head) { return (lexical(resolved + "/" + tail.joined(separator: "/")), false) }
        }
        return (lexical(path), false)
    }

    /// Whether `path` is `folder` or inside it (both absolute and in the same form, lexical or real).
    package static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` as messages show it: relative to the working folder when inside it, else unchanged.
    package static func display(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        return isInside(path, folder: folder) && path != folder ? String(path.dropFirst(folder.count + (folder == "/" ? 0 : 1))) : path
    }

    private static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
