/// The map from Web Mercator world units to canvas points that a drawn polyline implies: the
/// bounding box of the canvas points and of the Mercator points of the same coordinates, put on
/// top of each other. Built from the SVG and hand-computed Mercator, never the library's viewport.
struct CanvasMapping {
    /// Canvas points per world unit, measured along x and along y; equal for a conformal,
    /// aspect-keeping projection (Web Mercator), up to rounding and simplification.
    let scaleX: Double, scaleY: Double
    private let worldMinimum: SIMD2<Double>, canvasMinimum: SIMD2<Double>

    /// The mapping that lays the box of `world` points on the box of `canvas` points.
    init(canvas: [SIMD2<Double>], world: [SIMD2<Double>]) {
        let (canvasLow, canvasHigh) = Self.bounds(canvas), (worldLow, worldHigh) = Self.bounds(world)
        scaleX = (canvasHigh.x - canvasLow.x) / (worldHigh.x - worldLow.x)
        scaleY = (canvasHigh.y - canvasLow.y) / (worldHigh.y - worldLow.y)
        worldMinimum = worldLow
        canvasMinimum = canvasLow
    }

    /// Where a world point lands on the canvas.
    func canvasPoint(for world: SIMD2<Double>) -> SIMD2<Double> {
        canvasMinimum + (world - worldMinimum) * SIMD2(scaleX, scaleY)
    }

    /// The smallest and largest coordinates of some points.
    static func bounds(_ points: [SIMD2<Double>]) -> (SIMD2<Double>, SIMD2<Double>) {
        points.dropFirst().reduce((points[0], points[0])) { (pointwiseMin($0.0, $1), pointwiseMax($0.1, $1)) }
    }

    /// The distance from a point to the nearest point of a polyline.
    static func distance(from point: SIMD2<Double>, to polyline: [SIMD2<Double>]) -> Double {
        zip(polyline, polyline.dropFirst()).map { a, b in
            let ab = b - a, lengthSquared = (ab * ab).sum()
            let t = lengthSquared > 0 ? min(max(((point - a) * ab).sum() / lengthSquared, 0), 1) : 0
            let offset = point - (a + ab * t)
            return (offset * offset).sum().squareRoot()
        }.min() ?? .infinity
    }
}
