import Foundation
import RouteCard
import RouteCardGeo

/// A deterministic synthetic GPS recording shaped like a real ride.
///
/// The model, all parametrised by distance travelled so the shape does not depend on the sampling:
/// - the overall course is a bearing that wanders slowly (a random walk of `courseWander` radians per
///   √km), so a long ride travels somewhere instead of diffusing around its start;
/// - the heading deviates from that course like a road does: an Ornstein–Uhlenbeck process with a
///   200 m correlation length and a 0.6 rad spread (bends, turns, switchbacks);
/// - GPS error is a slowly varying bias (an Ornstein–Uhlenbeck process with a 50 m correlation length
///   and a 3 m spread, then low-pass filtered over 20 m so it is smooth at any sampling) plus `jitter`
///   metres of white noise on every fix, as a phone or a bike computer produces;
/// - elevation wanders around 400 m; a fix is taken every `spacing / 6` seconds (a 6 m/s ride).
///
/// With `spacing` = 3 m, 1M points is a ~3000 km multi-day ride (the 10k and 100k cases are its
/// first 30 and 300 km); with 1M points over 40 km (`spacing` = 4 cm, a curvier course and 1 cm of
/// jitter) it is one heavily oversampled ride, the case simplification exists for.
struct SyntheticRide {
    /// Metres between consecutive fixes along the true path.
    var spacing: Double
    /// How fast the overall course turns: standard deviation in radians per √km travelled.
    var courseWander = 0.05
    /// White GPS noise per fix, standard deviation in metres on each axis.
    var jitter = 0.5
    /// The seed; the same seed and spacing give the same points.
    var seed: UInt64 = 0x5EED_2024

    /// The first `count` points of the ride.
    func points(count: Int) -> [TrackPoint] {
        var random = SplitMix64(seed: seed)
        var points: [TrackPoint] = []
        points.reserveCapacity(count)
        let metresPerDegree = 111_320.0
        var latitude = 46.8, longitude = 8.2 // true position, degrees
        var course = 1.2 // radians clockwise from north
        var deviation = 0.0
        var biasNorth = 0.0, biasEast = 0.0
        var smoothNorth = 0.0, smoothEast = 0.0
        var elevation = 400.0
        let headingTheta = min(spacing / 200, 1)
        let headingStep = 0.6 * (2 * headingTheta).squareRoot()
        let courseStep = courseWander * (spacing / 1000).squareRoot()
        let biasTheta = min(spacing / 50, 1)
        let biasStep = 3 * (2 * biasTheta).squareRoot()
        let smoothing = min(spacing / 20, 1)
        let elevationTheta = min(spacing / 2000, 1)
        let elevationStep = 150 * (2 * elevationTheta).squareRoot()
        let start = Date(timeIntervalSince1970: 1_717_236_000) // 2024-06-01 10:00 UTC
        let secondsPerFix = spacing / 6
        for index in 0..<count {
            let cosLatitude = cos(latitude * .pi / 180)
            let noisyLatitude = latitude + (smoothNorth + jitter * random.gaussian()) / metresPerDegree
            let noisyLongitude = longitude + (smoothEast + jitter * random.gaussian()) / (metresPerDegree * cosLatitude)
            points.append(TrackPoint(latitude: noisyLatitude, longitude: noisyLongitude, elevation: elevation,
                                     time: start.addingTimeInterval(Double(index) * secondsPerFix)))
            // Advance the true position one step.
            course += courseStep * random.gaussian()
            deviation += -deviation * headingTheta + headingStep * random.gaussian()
            let heading = course + deviation
            latitude += spacing * cos(heading) / metresPerDegree
            longitude += spacing * sin(heading) / (metresPerDegree * cosLatitude)
            biasNorth += -biasNorth * biasTheta + biasStep * random.gaussian()
            biasEast += -biasEast * biasTheta + biasStep * random.gaussian()
            smoothNorth += (biasNorth - smoothNorth) * smoothing
            smoothEast += (biasEast - smoothEast) * smoothing
            elevation += (400 - elevation) * elevationTheta + elevationStep * random.gaussian()
        }
        return points
    }
}
