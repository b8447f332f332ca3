import Foundation

/// A thread-safe least-recently-used cache bounded by the bytes its values are said to cost.
///
/// A value costing more than the whole budget is not kept.
final class ByteBoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private struct Slot {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    /// The most bytes the values may cost together.
    let byteLimit: Int
    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]
    private var clock: UInt64 = 0
    private var total = 0
    private var hitCount = 0
    private var missCount = 0

    /// An empty cache holding up to `byteLimit` bytes.
    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The cached value, marking it as used (a hit, or a miss when absent).
    func value(for key: Key) -> Value? {
        lock.withLock {
            guard var slot = slots[key] else {
                missCount += 1
                return nil
            }
            hitCount += 1
            clock += 1
            slot.lastUse = clock
            slots[key] = slot
            return slot.value
        }
    }

    /// Keeps a value, dropping the least recently used ones while over the budget.
    func insert(_ value: Value, cost: Int, for key: Key) {
        let cost = max(cost, 1)
        lock.withLock {
            if let old = slots.removeValue(forKey: key) { total -= old.cost }
            guard cost <= byteLimit else { return }
            clock += 1
            slots[key] = Slot(value: value, cost: cost, lastUse: clock)
            total += cost
            while total > byteLimit, let oldest = slots.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                total -= oldest.value.cost
                slots.removeValue(forKey: oldest.key)
            }
        }
    }

    /// The bytes the kept values cost.
    var byteCount: Int { lock.withLock { total } }

    /// The number of kept values.
    var count: Int { lock.withLock { slots.count } }

    /// Look-ups that found a value, and those that did not, since the cache was made.
    var lookups: (hits: Int, misses: Int) { lock.withLock { (hitCount, missCount) } }

    /// Drops every value.
    func removeAll() {
        lock.withLock {
            slots.removeAll()
            total = 0
        }
    }
}
