import Foundation
import RouteCardTestSupport

/// The results of child processes run at once, by index (thread-safe).
final class ChildResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: CommandResult] = [:]

    /// Stores the result of process `index`.
    func set(_ index: Int, _ result: CommandResult?) { lock.withLock { values[index] = result } }

    /// The result of process `index`, if stored.
    func get(_ index: Int) -> CommandResult? { lock.withLock { values[index] } }
}
