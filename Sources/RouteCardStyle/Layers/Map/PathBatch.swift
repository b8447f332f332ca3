import RouteCardGeo
import RouteCardScene

/// Collects the geometry of features that share a look into one path each, in order of first
/// appearance, so a layer of thousands of features writes a few `<path>` elements.
struct PathBatch<Key: Hashable> {
    private var order: [Key] = []
    private var commands: [Key: [PathCommand]] = [:]

    /// Adds an open polyline under a key.
    mutating func add(polyline points: [CanvasPoint], for key: Key) {
        append(points, closed: false, key: key)
    }

    /// Adds a closed ring under a key (its last point equals its first).
    mutating func add(ring points: [CanvasPoint], for key: Key) {
        append(Array(points.dropLast()), closed: true, key: key)
    }

    private mutating func append(_ points: [CanvasPoint], closed: Bool, key: Key) {
        guard let first = points.first else { return }
        if commands[key] == nil {
            order.append(key)
            commands[key] = []
        }
        commands[key]!.append(.move(first))
        for point in points.dropFirst() { commands[key]!.append(.line(point)) }
        if closed { commands[key]!.append(.close) }
    }

    /// Each key with its path, in order of first appearance.
    var paths: [(key: Key, data: PathData)] {
        order.map { ($0, PathData(commands[$0]!)) }
    }
}
