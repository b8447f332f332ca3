import RouteCardGeo
import RouteCardScene

/// Collects the geometry of features that share a look into one path each, in order of first
/// appearance, so a layer of thousands of features writes a few `<path>` elements.
///
/// A look is hashed once per line or ring added, not once per point.
struct PathBatch<Key: Hashable> {
    private var slots: [Key: Int] = [:]
    private var keys: [Key] = []
    private var commands: [[PathCommand]] = []

    /// Adds an open polyline under a key.
    mutating func add(polyline points: [CanvasPoint], for key: Key) {
        append(points[...], closed: false, key: key)
    }

    /// Adds a closed ring under a key (its last point equals its first).
    mutating func add(ring points: [CanvasPoint], for key: Key) {
        append(points.dropLast(), closed: true, key: key)
    }

    private mutating func append(_ points: ArraySlice<CanvasPoint>, closed: Bool, key: Key) {
        guard let first = points.first else { return }
        let slot: Int
        if let existing = slots[key] {
            slot = existing
        } else {
            slot = keys.count
            slots[key] = slot
            keys.append(key)
            commands.append([])
        }
        commands[slot].append(.move(first))
        for point in points.dropFirst() { commands[slot].append(.line(point)) }
        if closed { commands[slot].append(.close) }
    }

    /// Each key with its path, in order of first appearance.
    var paths: [(key: Key, data: PathData)] {
        zip(keys, commands).map { ($0, PathData($1)) }
    }
}
