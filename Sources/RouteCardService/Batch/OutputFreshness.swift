import Foundation
import RouteCardEngine

/// Whether a card's outputs are newer than what they are made from, so a re-run can skip it.
enum OutputFreshness {
    /// `true` when every output exists and was modified after the input, the style file, the
    /// `basemap` MapLibre style and the `tiles` files (a built-in style has no file and never makes a card stale; a tile folder is
    /// not looked into).
    static func isUpToDate(_ job: CardJob) -> Bool {
        guard let input = job.input, var newestSource = modificationTime(input) else { return false }
        if job.styleIsFile {
            guard let styleTime = modificationTime(job.style) else { return false }
            newestSource = max(newestSource, styleTime)
        }
        if let basemap = job.basemap {
            guard let time = modificationTime(basemap) else { return false }
            newestSource = max(newestSource, time)
        }
        for tiles in job.tiles {
            if let time = modificationTime(tiles.path) { newestSource = max(newestSource, time) }
        }
        return job.outputs.allSatisfy { output in
            guard let outputTime = modificationTime(output.path) else { return false }
            return outputTime > newestSource
        }
    }

    /// A regular file's modification time in nanoseconds since 1970, or `nil`.
    static func modificationTime(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }
}
