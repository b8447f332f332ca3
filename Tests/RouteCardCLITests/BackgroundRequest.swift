import Foundation

/// A request sent from another thread, so a test can do something while it is being answered.
final class BackgroundRequest: @unchecked Sendable {
    private let condition = NSCondition()
    private var response: LoopbackClient.Response?

    /// Sends the request now on a background thread.
    init(_ client: LoopbackClient, _ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) {
        Thread.detachNewThread { [self] in
            let answer = (try? client.request(method, target, headers: headers, body: body))
                ?? LoopbackClient.Response(status: 0, headers: [:], body: [])
            condition.withLock {
                response = answer
                condition.broadcast()
            }
        }
    }

    /// The response, waiting up to `seconds` for it (`nil` when none came).
    func wait(_ seconds: Double = 120) -> LoopbackClient.Response? {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while response == nil && condition.wait(until: deadline) {}
            return response
        }
    }
}
