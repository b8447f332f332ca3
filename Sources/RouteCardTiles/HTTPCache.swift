#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Answers of tile servers kept on disk, so a second card (or a second run) asks nothing again:
/// a folder of `KEY.json` + `KEY.bin` pairs (the key a hash of the URL and range), capped in
/// bytes, the least recently used dropped first. How long an answer stays fresh follows the
/// server's `Cache-Control: max-age`/`no-cache`/`no-store` and `Expires`, and is 7 days when it
/// says nothing. Thread-safe; several processes may share the folder (files are written whole
/// and renamed into place).
public final class HTTPCache: @unchecked Sendable {
    /// The folder.
    public let directory: String
    /// The most bytes of bodies kept.
    public let byteLimit: Int
    /// How long an answer is fresh when the server says nothing: 7 days.
    public static let defaultLifetime: Double = 7 * 24 * 3600

    private let lock = NSLock()
    private var total: Int?

    /// A cache in `directory` (created when first written), of up to `byteLimit` bytes (512 MiB by default).
    public init(directory: String, byteLimit: Int = 512 << 20) {
        self.directory = directory
        self.byteLimit = max(0, byteLimit)
    }

    /// The cache folder of the XDG base directory specification: `$XDG_CACHE_HOME/routecard/tiles`,
    /// else `~/.cache/routecard/tiles`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/routecard/tiles" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.cache/routecard/tiles"
    }

    /// The kept answer for a key, and its entry; `nil` when there is none. Marks it as used.
    func lookup(_ key: String) -> (entry: HTTPCacheEntry, body: [UInt8])? {
        let base = path(for: key)
        guard let meta = FileManager.default.contents(atPath: base + ".json"),
              let entry = try? JSONDecoder().decode(HTTPCacheEntry.self, from: meta), entry.key == key,
              let body = FileManager.default.contents(atPath: base + ".bin") else { return nil }
        utimes(base + ".json", nil)
        return (entry, [UInt8](body))
    }

    /// Keeps an answer (replacing one of the same key), then drops the least recently used ones
    /// while over the byte limit.
    func store(_ entry: HTTPCacheEntry, body: [UInt8]) {
        guard body.count <= byteLimit else { return }
        let base = path(for: entry.key)
        let folder = (base as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard let meta = try? JSONEncoder().encode(entry) else { return }
        let old = (try? FileManager.default.attributesOfItem(atPath: base + ".bin")[.size] as? Int) ?? 0
        guard Self.writeWhole(Data(body), to: base + ".bin"), Self.writeWhole(meta, to: base + ".json") else { return }
        let over: Bool = lock.withLock {
            total = (total ?? scanTotal()) + body.count - old
            return total! > byteLimit
        }
        if over { evict() }
    }

    /// Marks a kept answer fresh until `expires` (after a `304 Not Modified`).
    func refresh(_ entry: HTTPCacheEntry) {
        guard let meta = try? JSONEncoder().encode(entry) else { return }
        _ = Self.writeWhole(meta, to: path(for: entry.key) + ".json")
    }

    /// The bytes of the bodies kept.
    public var byteCount: Int { lock.withLock { scanTotal() } }

    /// Until when an answer received `now` may be used without asking again: `no-store` → not
    /// kept (`nil`); `no-cache` → now; `max-age=N` → now + N; `Expires` → that date; else 7 days.
    public static func expiry(of headers: [String: String], now: Double) -> Double? {
        let control = (headers["cache-control"] ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if control.contains("no-store") { return nil }
        if control.contains("no-cache") { return now }
        if let age = control.first(where: { $0.hasPrefix("max-age=") }).flatMap({ Double($0.dropFirst(8)) }), age.isFinite {
            return now + max(0, age)
        }
        if let expires = headers["expires"] {
            return httpDate(expires) ?? now   // an invalid date means "already expired" (RFC 9111, 5.3)
        }
        return now + defaultLifetime
    }

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) in seconds since 1970.
    public static func httpDate(_ text: String) -> Double? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)?.timeIntervalSince1970
    }

    /// `DIRECTORY/AB/HASH` for a key: FNV-1a 64 in hex, the first two digits as a subfolder.
    private func path(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        let name = String(repeating: "0", count: 16 - hex.count) + hex
        return directory + "/" + name.prefix(2) + "/" + name
    }

    /// The bodies' bytes, counted on disk (lock held).
    private func scanTotal() -> Int {
        bodies().reduce(0) { $0 + $1.size }
    }

    /// Every kept body: its path without extension, size and last use.
    private func bodies() -> [(base: String, size: Int, used: Double)] {
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var found: [(String, Int, Double)] = []
        for folder in folders {
            let inner = directory + "/" + folder
            for file in (try? FileManager.default.contentsOfDirectory(atPath: inner)) ?? [] where file.hasSuffix(".bin") {
                let base = inner + "/" + file.dropLast(4)
                var status = stat(), metaStatus = stat()
                guard stat(base + ".bin", &status) == 0 else { continue }
                let used = stat(base + ".json", &metaStatus) == 0 ? Double(metaStatus.st_mtim.tv_sec) + Double(metaStatus.st_mtim.tv_nsec) / 1e9 : 0
                found.append((base, Int(status.st_size), used))
            }
        }
        return found
    }

    /// Drops the least recently used answers until the bodies take at most 90 % of the limit.
    private func evict() {
        lock.withLock {
            var kept = bodies().sorted { $0.used < $1.used }
            var sum = kept.reduce(0) { $0 + $1.size }
            while sum > byteLimit * 9 / 10, !kept.isEmpty {
                let oldest = kept.removeFirst()
                unlink(oldest.base + ".json")
                unlink(oldest.base + ".bin")
                sum -= oldest.size
            }
            total = sum
        }
    }

    /// Writes a file whole: to a temporary name beside it, then renamed.
    private static func writeWhole(_ data: Data, to path: String) -> Bool {
        let temporary = path + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
        guard rename(temporary, path) == 0 else { unlink(temporary); return false }
        return true
    }
}
