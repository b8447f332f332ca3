import Foundation

/// A circle on the ellipsoid: a centre and a radius in metres (geodesic distance).
///
/// The live map's area of interest ("drivers within 50 km"): annotations farther than `radius`
/// from `center` are not drawn, and the live viewport is fitted so that the whole circle shows.
public struct GeoRegion: Sendable, Hashable {
    /// The centre, in degrees.
    public var center: GeoCoordinate
    /// The radius in metres, measured along the ellipsoid (`Geodesic.distance`).
    public var radius: Double

    /// Creates a region from a centre and a radius in metres.
    public init(center: GeoCoordinate, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The geodesic distance from the centre in metres.
    public func distance(to coordinate: GeoCoordinate) -> Double {
        Geodesic.distance(center, coordinate)
    }

    /// Whether a coordinate lies inside or on the circle (distance ≤ radius).
    public func contains(_ coordinate: GeoCoordinate) -> Bool {
        distance(to: coordinate) <= radius
    }

    /// `count` points on the circle, starting north and going clockwise, each at `radius` metres
    /// from the centre on the ellipsoid (to well under a millimetre) — the outline a map draws.
    public func boundary(count: Int = 128) -> [GeoCoordinate] {
        let count = max(count, 3)
        return (0..<count).map { index in
            point(bearing: 360 * Double(index) / Double(count))
        }
    }

    /// The point at `radius` metres from the centre in a direction (degrees clockwise from north).
    ///
    /// The spherical destination formula gives a first point; its angular distance is then scaled
    /// by the ratio of wanted to measured ellipsoidal distance until they agree.
    public func point(bearing: Double) -> GeoCoordinate {
        guard radius > 0 else { return center }
        var angle = radius / 6_371_008.8
        var result = Self.destination(center, bearing: bearing, angle: angle)
        for _ in 0..<6 {
            let measured = Geodesic.distance(center, result)
            guard measured > 0 else { break }
            if abs(measured - radius) < 1e-4 { break }
            angle *= radius / measured
            result = Self.destination(center, bearing: bearing, angle: angle)
        }
        return result
    }

    /// The destination on a sphere from a start, a bearing in degrees and an angular distance in radians.
    static func destination(_ start: GeoCoordinate, bearing: Double, angle: Double) -> GeoCoordinate {
        let phi1 = start.latitude * .pi / 180, lambda1 = start.longitude * .pi / 180
        let theta = bearing * .pi / 180
        let sinPhi2 = sin(phi1) * cos(angle) + cos(phi1) * sin(angle) * cos(theta)
        let phi2 = asin(max(-1, min(1, sinPhi2)))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(angle) * cos(phi1), cos(angle) - sin(phi1) * sinPhi2)
        return GeoCoordinate(latitude: phi2 * 180 / .pi, longitude: lambda2 * 180 / .pi)
    }

    /// What the viewport must keep in view to show the whole circle (no drawn box around it).
    public var fitGroup: FitGroup {
        FitGroup(coordinates: boundary(count: 64), box: CanvasBox(minX: 0, minY: 0, maxX: 0, maxY: 0))
    }
}
