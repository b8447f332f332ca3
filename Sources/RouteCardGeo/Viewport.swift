import Foundation

/// A fitted Web Mercator view of the earth on a canvas: the projection every layer draws with.
///
/// The equivalent of `MKMapSnapshotter.Snapshot.point(for:)`: `point(for:)` turns a coordinate
/// into canvas points, `coordinate(at:)` goes back.
public struct Viewport: Sendable, Hashable {
    /// The canvas size in points.
    public let size: CanvasSize
    /// Canvas points per world unit (the world is `scale` points wide); see `WebMercator`.
    public let scale: Double
    /// World x shown at the canvas's left edge (may lie outside 0…1 near the antimeridian).
    public let originX: Double
    /// World y shown at the canvas's top edge.
    public let originY: Double

    /// Creates a viewport showing `center` in the middle of a canvas at a fractional zoom level.
    public init(size: CanvasSize, center: GeoCoordinate, zoom: Double) {
        let scale = WebMercator.scale(zoom: zoom)
        self.init(size: size, scale: scale,
                  originX: WebMercator.x(longitude: center.longitude) - size.width / 2 / scale,
                  originY: WebMercator.y(latitude: center.latitude) - size.height / 2 / scale)
    }

    /// Creates a viewport from its raw parameters (points per world unit and the world position of the top-left corner).
    public init(size: CanvasSize, scale: Double, originX: Double, originY: Double) {
        self.size = size
        self.scale = scale
        self.originX = originX
        self.originY = originY
    }

    /// The fractional zoom level in MapLibre's convention (512-point tiles): the zoom a MapLibre map of
    /// the same size in CSS pixels would show.
    public var zoom: Double { WebMercator.zoom(scale: scale) }

    /// The longitude in degrees at the canvas centre (may lie outside ±180 near the antimeridian).
    public var centerLongitude: Double { WebMercator.longitude(x: originX + size.width / 2 / scale) }

    /// The coordinate at the canvas centre.
    public var center: GeoCoordinate {
        coordinate(at: CanvasPoint(x: size.width / 2, y: size.height / 2))
    }

    /// Ground metres per canvas point at a latitude.
    public func metresPerPoint(latitude: Double) -> Double {
        1 / (WebMercator.worldUnitsPerMetre(latitude: latitude) * scale)
    }

    /// The canvas position of a coordinate, using the copy of the world nearest the canvas centre.
    public func point(for coordinate: GeoCoordinate) -> CanvasPoint {
        let centre = centerLongitude
        let longitude = coordinate.longitude + 360 * ((centre - coordinate.longitude) / 360).rounded()
        return CanvasPoint(x: (WebMercator.x(longitude: longitude) - originX) * scale,
                           y: (WebMercator.y(latitude: coordinate.latitude) - originY) * scale)
    }

    /// The coordinate shown at a canvas position (longitude normalised to −180…180).
    public func coordinate(at point: CanvasPoint) -> GeoCoordinate {
        var longitude = WebMercator.longitude(x: point.x / scale + originX)
        longitude -= 360 * ((longitude) / 360).rounded()
        return GeoCoordinate(latitude: WebMercator.latitude(y: point.y / scale + originY), longitude: longitude)
    }

    /// Canvas positions of a continuous line: the first point nearest the canvas centre, every
    /// following one unwrapped by continuity, so a line crossing 180° never jumps across the card.
    public func points(along coordinates: [GeoCoordinate]) -> [CanvasPoint] {
        project(coordinates)
    }

    /// Canvas positions of a continuous line of track points, without copying their coordinates out.
    ///
    /// The same positions as `points(along:)` of the points' coordinates.
    public func points(along points: [TrackPoint]) -> [CanvasPoint] {
        project(points.lazy.map(\.coordinate))
    }

    /// Canvas positions of a continuous line held in any collection of coordinates.
    private func project<Line: Collection>(_ coordinates: Line) -> [CanvasPoint] where Line.Element == GeoCoordinate {
        guard let first = coordinates.first else { return [] }
        var result: [CanvasPoint] = []
        result.reserveCapacity(coordinates.count)
        var projection = LineProjection(self, first: first)
        result.append(projection.start)
        for coordinate in coordinates.dropFirst() {
            let x = projection.nextX(longitude: coordinate.longitude)
            result.append(CanvasPoint(x: x, y: projection.y(latitude: coordinate.latitude)))
        }
        return result
    }

    /// Projects a continuous line one point at a time, exactly as `points(along:)` does.
    ///
    /// The first point goes to the copy of the world nearest the canvas centre; every following
    /// longitude is unwrapped by continuity. x and y are separate so a caller can skip the
    /// logarithm of y for points it can discard without it.
    struct LineProjection {
        /// The first point's canvas position.
        let start: CanvasPoint
        private let scale: Double
        private let originY: Double
        private let xScale: Double
        private let xShift: Double
        private var longitude: Double
        private var previousRaw: Double

        /// Starts a line at its first coordinate.
        init(_ viewport: Viewport, first: GeoCoordinate) {
            start = viewport.point(for: first)
            scale = viewport.scale
            originY = viewport.originY
            xScale = viewport.scale / 360
            xShift = (180 / 360 - viewport.originX) * viewport.scale
            longitude = WebMercator.longitude(x: start.x / viewport.scale + viewport.originX)
            previousRaw = first.longitude
        }

        /// Canvas x of the next point in the line (call once per point after the first, in order).
        @inline(__always)
        mutating func nextX(longitude raw: Double) -> Double {
            longitude += Viewport.wrappedDelta(raw - previousRaw)
            previousRaw = raw
            return longitude * xScale + xShift
        }

        /// Canvas y of a latitude in degrees.
        @inline(__always)
        func y(latitude: Double) -> Double {
            (WebMercator.y(latitude: latitude) - originY) * scale
        }
    }

    /// A longitude difference brought into −180…180 degrees.
    @inlinable
    static func wrappedDelta(_ delta: Double) -> Double {
        delta > 180 || delta < -180 ? delta - 360 * (delta / 360).rounded() : delta
    }
}
