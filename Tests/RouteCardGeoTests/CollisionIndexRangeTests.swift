import RouteCardGeo
import Testing

/// A collision index over a finite but absurd canvas (a padding or size of 1e300 from a style)
/// does not trap converting its grid size, and still tells overlapping boxes from separate ones.
struct CollisionIndexRangeTests {
    @Test func hugeCanvas() {
        var index = CollisionIndex(bounds: CanvasBox(x: 0, y: 0, width: 1e300, height: 1e300), cellSize: 48)
        let first = index.insertIfFree([CanvasBox(x: 10, y: 10, width: 20, height: 20)])
        let overlapping = index.insertIfFree([CanvasBox(x: 15, y: 15, width: 20, height: 20)])
        let separate = index.insertIfFree([CanvasBox(x: 1e6, y: 1e6, width: 20, height: 20)])
        #expect(first && !overlapping && separate)
    }
}
