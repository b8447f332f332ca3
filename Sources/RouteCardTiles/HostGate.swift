import Foundation

/// At most N requests at once to each host: a counting gate per host name; thread-safe.
final class HostGate: @unchecked Sendable {
    /// Requests allowed at once per host.
    let limit: Int
    private let condition = NSCondition()
    private var active: [String: Int] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `body` once fewer than ``limit`` requests to `host` run.
    func withSlot<T>(for host: String, _ body: () -> T) -> T {
        condition.lock()
        while active[host, default: 0] >= limit { condition.wait() }
        active[host, default: 0] += 1
        condition.unlock()
        defer {
            condition.lock()
            active[host, default: 1] -= 1
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }

    /// The host of a URL (`http://a.tile.example.org:8080/…` → `a.tile.example.org:8080`).
    static func host(of url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}
