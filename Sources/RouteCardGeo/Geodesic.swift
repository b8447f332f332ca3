import Foundation

/// Distances and bearings on the WGS84 ellipsoid.
///
/// Distance is Vincenty's inverse formula (accurate to well under a millimetre); for the rare
/// nearly antipodal pairs where it does not converge, a spherical estimate is returned.
public enum Geodesic {
    /// WGS84 semi-major axis in metres.
    public static let semiMajorAxis = 6_378_137.0
    /// WGS84 flattening.
    public static let flattening = 1 / 298.257_223_563

    /// The ellipsoidal distance between two coordinates, in metres.
    public static func distance(_ a: GeoCoordinate, _ b: GeoCoordinate) -> Double {
        let f = flattening
        let semiMinor = semiMajorAxis * (1 - f)
        let l = (b.longitude - a.longitude) * .pi / 180
        let u1 = atan((1 - f) * tan(a.latitude * .pi / 180))
        let u2 = atan((1 - f) * tan(b.latitude * .pi / 180))
        let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)
        var lambda = l
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            let sinSigma = sqrt((cosU2 * sinLambda) * (cosU2 * sinLambda)
                + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda))
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSqAlpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0
            let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda = l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) <= 1e-15 {
                let uSq = cosSqAlpha * (semiMajorAxis * semiMajorAxis - semiMinor * semiMinor) / (semiMinor * semiMinor)
                let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                    - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return semiMinor * bigA * (sigma - deltaSigma)
            }
        }
        return sphericalDistance(a, b)
    }

    /// Steps shorter than this chord, in metres, are measured by `shortDistance(_:_:)`; longer ones
    /// by Vincenty's formula.
    public static let shortStepLimit = 2_000.0

    /// The ellipsoidal distance between two nearby points, in metres: the straight chord between
    /// them, lengthened to the arc by `s = c + c³ / (24 R²)` with `R` the Gaussian radius of
    /// curvature at the first point; Vincenty's formula for chords of `shortStepLimit` or more.
    ///
    /// A geodesic is a curve whose curvature is the ellipsoid's normal curvature along it, so for a
    /// chord `c` the arc is `c (1 + c² κ² / 24 + O(c⁴ κ⁴))`; taking the Gaussian radius for `1/κ`
    /// errs by at most 0.7 % of the correction, under 1e-10 of the distance below 2 km.
    package static func shortDistance(_ a: EllipsoidPoint, _ b: EllipsoidPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z
        let chordSquared = dx * dx + dy * dy + dz * dz
        let chord = chordSquared.squareRoot()
        guard chord < shortStepLimit else {
            return distance(GeoCoordinate(latitude: a.latitude, longitude: atan2(a.y, a.x) * 180 / .pi),
                            GeoCoordinate(latitude: b.latitude, longitude: atan2(b.y, b.x) * 180 / .pi))
        }
        return chord + chord * chordSquared / (24 * a.curvatureRadiusSquared)
    }

    /// The great-circle distance on a sphere of the WGS84 mean radius (6,371,008.8 m), in metres.
    public static func sphericalDistance(_ a: GeoCoordinate, _ b: GeoCoordinate) -> Double {
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * 6_371_008.8 * asin(min(1, sqrt(h)))
    }

    /// The initial bearing from `a` towards `b` on the sphere, in degrees clockwise from north (0…360).
    public static func initialBearing(from a: GeoCoordinate, to b: GeoCoordinate) -> Double {
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let dLambda = (b.longitude - a.longitude) * .pi / 180
        let y = sin(dLambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
        let degrees = atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
