import Foundation
import RouteCardTestSupport

/// Facts about the bundled example route (`Examples/data/helsinki-run.gpx`, what `--example`
/// draws) computed here from textbook formulas, not with the library's readers or projection.
enum ExampleRouteFacts {
    /// The track's length from gpxpy + GeographicLib (`scripts/fixture_statistics.py`): 4469.724 m.
    static let lengthMetres = 4469.724

    /// The track points as (latitude, longitude) in degrees, read with a regular expression.
    static let coordinates = trackPoints(ofGPX: TestPaths.file("Examples/data/helsinki-run.gpx"))

    /// The `<trkpt>`s of a GPX file as (latitude, longitude) in degrees, read with a regular expression.
    static func trackPoints(ofGPX file: URL) -> [SIMD2<Double>] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let pattern = try! NSRegularExpression(pattern: #"<trkpt lat="([-0-9.]+)" lon="([-0-9.]+)""#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).map { match in
            let value = { (group: Int) in Double(text[Range(match.range(at: group), in: text)!])! }
            return SIMD2(value(1), value(2))
        }
    }

    /// Web Mercator of a (latitude, longitude) in world units 0…1, y growing southwards:
    /// x = (λ + 180°) / 360°, y = (1 − ln(tan φ + sec φ) / π) / 2.
    static func mercator(_ coordinate: SIMD2<Double>) -> SIMD2<Double> {
        let phi = coordinate.x * .pi / 180
        return SIMD2((coordinate.y + 180) / 360, (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2)
    }

    /// The WGS 84 distance between two close points in metres, from the ellipsoid's radii of
    /// curvature at their mean latitude (meridian M and prime vertical N): √((M Δφ)² + (N cos φ Δλ)²).
    static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let semiMajor = 6_378_137.0, flattening = 1 / 298.257223563
        let e2 = flattening * (2 - flattening)
        let phi = (a.x + b.x) / 2 * .pi / 180
        let w = 1 - e2 * sin(phi) * sin(phi)
        let meridian = semiMajor * (1 - e2) / pow(w, 1.5), primeVertical = semiMajor / w.squareRoot()
        let dPhi = (b.x - a.x) * .pi / 180, dLambda = (b.y - a.y) * .pi / 180
        return ((meridian * dPhi) * (meridian * dPhi) + (primeVertical * cos(phi) * dLambda) * (primeVertical * cos(phi) * dLambda)).squareRoot()
    }

    /// The sum of ``distance(_:_:)`` along the track.
    static var length: Double {
        zip(coordinates, coordinates.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    /// The point `metres` along the track, interpolated between the two points around it; `nil` past the end.
    static func coordinate(atDistance metres: Double) -> SIMD2<Double>? {
        var travelled = 0.0
        for (a, b) in zip(coordinates, coordinates.dropFirst()) {
            let step = distance(a, b)
            if step > 0, travelled + step >= metres {
                return a + (b - a) * ((metres - travelled) / step)
            }
            travelled += step
        }
        return nil
    }
}
