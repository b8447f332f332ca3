import Foundation

/// A position as Earth-centred, Earth-fixed coordinates on the WGS84 ellipsoid (height 0), in
/// metres: what `Geodesic.shortDistance(_:_:)` measures between.
///
/// Computing it once per track point lets a path's length cost one square root per step instead
/// of a full inverse geodesic.
package struct EllipsoidPoint: Sendable, Hashable {
    /// Towards 0° N, 0° E, metres.
    package var x: Double
    /// Towards 0° N, 90° E, metres.
    package var y: Double
    /// Towards the north pole, metres.
    package var z: Double
    /// The latitude in degrees (for the long-step fallback).
    package var latitude: Double
    /// The square of the Gaussian radius of curvature √(M N) here, in m², for the arc correction.
    package var curvatureRadiusSquared: Double

    /// The point on the ellipsoid's surface under a coordinate.
    package init(_ coordinate: GeoCoordinate) {
        let phi = coordinate.latitude * .pi / 180, lambda = coordinate.longitude * .pi / 180
        let sinPhi = sin(phi), cosPhi = cos(phi)
        let e2 = Geodesic.flattening * (2 - Geodesic.flattening)
        let w2 = 1 - e2 * sinPhi * sinPhi
        let n = Geodesic.semiMajorAxis / w2.squareRoot()
        x = n * cosPhi * cos(lambda)
        y = n * cosPhi * sin(lambda)
        z = n * (1 - e2) * sinPhi
        latitude = coordinate.latitude
        // √(M N) = a √(1 − e²) / (1 − e² sin²φ).
        curvatureRadiusSquared = Geodesic.semiMajorAxis * Geodesic.semiMajorAxis * (1 - e2) / (w2 * w2)
    }
}
