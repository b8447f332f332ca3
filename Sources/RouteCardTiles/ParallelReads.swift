import Foundation
import RouteCardText

/// Runs a read for every item on up to `width` threads at once (tiles from a server, where
/// waiting dominates), the results in the items' order. Each thread sees the caller's
/// `WorkBudget.current`, so the reads stop with the card.
enum ParallelReads {
    static func map<Item: Sendable, Value: Sendable>(_ items: [Item], width: Int,
                                                    _ read: @escaping @Sendable (Item) -> Value) -> [Value] {
        let width = min(max(1, width), items.count)
        guard width > 1 else { return items.map(read) }
        let budget = WorkBudget.current
        let results = ParallelResults<Value>(count: items.count)
        let group = DispatchGroup()
        for _ in 0..<width {
            group.enter()
            Thread.detachNewThread {
                while true {
                    let index: Int? = results.lock.withLock {
                        guard results.next < items.count else { return nil }
                        results.next += 1
                        return results.next - 1
                    }
                    guard let index else { break }
                    let value = WorkBudget.$current.withValue(budget) { read(items[index]) }
                    results.lock.withLock { results.values[index] = value }
                }
                group.leave()
            }
        }
        group.wait()
        return results.values.map { $0! }
    }
}

/// The results of ``ParallelReads`` as they come in, and the next item to read.
private final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    let lock = NSLock()
    var values: [Value?]
    var next = 0

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }
}
