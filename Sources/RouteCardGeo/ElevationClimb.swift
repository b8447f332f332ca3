/// Climb and descent of one segment with a noise threshold (hysteresis).
///
/// The elevation must move ``RouteStatistics/elevationNoiseThreshold`` metres away from the
/// last turning point before a new direction counts; a leg is added in full (from turning
/// point to turning point) once confirmed, and the last leg at the end.
struct ElevationClimb {
    var gain = 0.0
    var loss = 0.0
    private var reference = Double.nan
    private var extreme = Double.nan
    private var direction = 0

    mutating func add(_ elevation: Double) {
        let threshold = RouteStatistics.elevationNoiseThreshold
        guard !reference.isNaN else {
            reference = elevation
            extreme = elevation
            return
        }
        switch direction {
        case 1:
            if elevation > extreme {
                extreme = elevation
            } else if extreme - elevation >= threshold {
                gain += extreme - reference
                reference = extreme
                extreme = elevation
                direction = -1
            }
        case -1:
            if elevation < extreme {
                extreme = elevation
            } else if elevation - extreme >= threshold {
                loss += reference - extreme
                reference = extreme
                extreme = elevation
                direction = 1
            }
        default:
            if elevation - reference >= threshold {
                direction = 1
                extreme = elevation
            } else if reference - elevation >= threshold {
                direction = -1
                extreme = elevation
            }
        }
    }

    mutating func finish() {
        if direction == 1 { gain += extreme - reference }
        if direction == -1 { loss += reference - extreme }
    }
}
