import Foundation

/// A value shared between threads in a test, reached only under its lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A box holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, under the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
