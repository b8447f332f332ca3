/// Which parts of the canvas are taken, for placing labels that must not overlap each other or
/// cover what matters (the route, its markers, a title band): shapes kept in a uniform grid of
/// square cells, so a query only tests the shapes of the cells its box touches.
///
/// Used by the card composer for every layer that places labels (`symbol`, the `markers` labels,
/// plugins): the route and markers go in first as obstacles, then each label is tried with
/// `insertIfFree(_:)` in priority order and kept only when its boxes hit nothing placed before.
/// A shape reaching outside `bounds` is kept in the border cells, so it still collides.
///
/// ```swift
/// var index = CollisionIndex(bounds: CanvasBox(x: 0, y: 0, width: 800, height: 600))
/// index.insert(.segment(start: a, end: b, radius: 6))      // a route piece
/// if index.insertIfFree([labelBox]) { /* draw the label */ }
/// ```
public struct CollisionIndex: Sendable {
    /// The area the grid covers (usually the canvas).
    public let bounds: CanvasBox
    /// The side of a grid cell in points.
    public let cellSize: Double
    /// Every shape inserted, in insertion order.
    public private(set) var shapes: [CollisionShape] = []
    private let columns: Int
    private let rows: Int
    private var cells: [[Int32]]

    /// An empty index over `bounds` with cells of `cellSize` points (at least 1).
    public init(bounds: CanvasBox, cellSize: Double = 48) {
        self.bounds = bounds
        let size = cellSize.isFinite ? max(cellSize, 1) : 48
        self.cellSize = size
        let width = bounds.width.isFinite ? max(bounds.width, 0) : 0
        let height = bounds.height.isFinite ? max(bounds.height, 0) : 0
        // Capped as Doubles before the conversion: a finite but huge canvas (1e300) must not trap.
        columns = max(Int(min((width / size).rounded(.up), 4096)), 1)
        rows = max(Int(min((height / size).rounded(.up), 4096)), 1)
        cells = Array(repeating: [], count: columns * rows)
    }

    /// The cell range a box touches, clamped to the grid.
    private func cellRange(_ box: CanvasBox) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        func cell(_ value: Double, _ origin: Double, _ count: Int) -> Int {
            let index = ((value - origin) / cellSize).rounded(.down)
            return index < 0 ? 0 : index >= Double(count) ? count - 1 : Int(index)
        }
        return (cell(box.minX, bounds.minX, columns)...cell(box.maxX, bounds.minX, columns),
                cell(box.minY, bounds.minY, rows)...cell(box.maxY, bounds.minY, rows))
    }

    /// Adds a shape (an obstacle, or a label that was placed); a shape with a non-finite
    /// coordinate is ignored.
    public mutating func insert(_ shape: CollisionShape) {
        guard let range = cellRange(shape.bounds) else { return }
        let id = Int32(truncatingIfNeeded: shapes.count)
        shapes.append(shape)
        for row in range.rows {
            for column in range.columns { cells[row * columns + column].append(id) }
        }
    }

    /// Adds shapes.
    public mutating func insert(contentsOf shapes: [CollisionShape]) {
        for shape in shapes { insert(shape) }
    }

    /// Whether a box overlaps any shape inserted.
    public func collides(_ box: CanvasBox) -> Bool {
        guard let range = cellRange(box) else { return true }
        for row in range.rows {
            for column in range.columns {
                for id in cells[row * columns + column] where shapes[Int(id)].intersects(box) { return true }
            }
        }
        return false
    }

    /// Whether any of the boxes overlaps a shape inserted.
    public func collides(_ boxes: [CanvasBox]) -> Bool {
        boxes.contains { collides($0) }
    }

    /// Inserts the boxes of one label when none of them overlaps a shape already inserted, and
    /// says whether it did. (The boxes of one label may overlap each other.)
    @discardableResult
    public mutating func insertIfFree(_ boxes: [CanvasBox]) -> Bool {
        guard !boxes.isEmpty, !collides(boxes) else { return false }
        for box in boxes { insert(.box(box)) }
        return true
    }
}
