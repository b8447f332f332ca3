import Foundation

/// At most `workers` renders at once and at most `queueLimit` requests waiting for one; the rest
/// are turned away at once (so a burst is answered 503 rather than piling up threads and memory).
/// A waiting request leaves the queue when its client hangs up or its deadline passes.
final class RenderGate: @unchecked Sendable {
    /// Renders at once.
    let workers: Int
    /// Requests that may wait for a worker.
    let queueLimit: Int
    private let condition = NSCondition()
    private var running = 0
    /// The tickets of the waiting requests, in arrival order.
    private var line: [Int] = []
    private var nextTicket = 0

    /// What `enter` decided.
    enum Admission: Equatable {
        /// A worker is the caller's: call `leave()` when done.
        case admitted
        /// The queue is full.
        case full
        /// The client hung up while waiting.
        case clientGone
        /// The deadline passed while waiting.
        case timedOut
    }

    /// A gate with `workers` ≥ 1 and `queueLimit` ≥ 0.
    init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
    }

    /// Takes a worker, waiting in the queue (checking the client every 50 ms) when all are busy.
    /// Waiters are admitted in arrival order, so under load every request waits about as long.
    func enter(deadline: Date, clientGone: () -> Bool) -> Admission {
        condition.lock()
        defer { condition.unlock() }
        if running < workers && line.isEmpty {
            running += 1
            return .admitted
        }
        guard line.count < queueLimit else { return .full }
        nextTicket += 1
        let ticket = nextTicket
        line.append(ticket)
        defer {
            line.removeAll { $0 == ticket }
            condition.broadcast()   // the next in line may now be first
        }
        while !(running < workers && line.first == ticket) {
            if Date() >= deadline { return .timedOut }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.05)))
            if running < workers && line.first == ticket { break }
            if clientGone() { return .clientGone }
        }
        running += 1
        return .admitted
    }

    /// Gives a worker back.
    func leave() {
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Renders running now.
    var inFlight: Int { condition.withLock { running } }

    /// Requests waiting for a worker now.
    var queued: Int { condition.withLock { line.count } }
}
