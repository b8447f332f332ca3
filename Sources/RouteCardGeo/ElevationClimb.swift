/// Climb and descent of one segment with a noise threshold (hysteresis).
///
/// The elevation must move ``RouteStatistics/elevationNoiseThreshold`` metres away from the
/// last turning point before a new direction counts; a leg is added in full (from turning
/// point to turning point) once confirmed. The segment's last elevation is a turning point too:
/// the leg to it counts whatever its size, so climb − descent is exactly the segment's last
/// elevation − its first (the climb is never below the net climb).
struct ElevationClimb {
    var gain = 0.0
    var loss = 0.0
    private var reference = Double.nan
    private var extreme = Double.nan
    private var last = Double.nan
    private var direction = 0

    mutating func add(_ elevation: Double) {
        let threshold = RouteStatistics.elevationNoiseThreshold
        last = elevation
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

    /// Adds the open leg and the last stretch to the segment's last elevation.
    mutating func finish() {
        guard !reference.isNaN else { return }
        switch direction {
        case 1:
            gain += extreme - reference
            loss += extreme - last
        case -1:
            loss += reference - extreme
            gain += last - extreme
        default:
            if last > reference { gain += last - reference } else { loss += reference - last }
        }
    }
}
