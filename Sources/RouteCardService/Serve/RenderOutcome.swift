import Foundation

/// The result of a render handed from its worker thread to the request's thread, which waits for
/// it until a deadline.
final class RenderOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<RenderedBytes, ServeError>?

    /// Stores the result and wakes the waiter.
    func finish(_ result: Result<RenderedBytes, ServeError>) {
        condition.withLock {
            self.result = result
            condition.broadcast()
        }
    }

    /// The result, or `nil` when the deadline came first.
    func wait(until deadline: Date) -> Result<RenderedBytes, ServeError>? {
        condition.withLock {
            while result == nil {
                if !condition.wait(until: deadline) { break }
            }
            return result
        }
    }
}
