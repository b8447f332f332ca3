/// The maximum speed of a segment from a smoothed speed: at each step, the speed held for at
/// least half the time of the steps around it — the time-weighted median of the step speeds whose
/// middles lie within half of ``RouteStatistics/maximumSpeedWindow`` of the step's middle (at
/// least one step on each side where there is one, at most ``maximumNeighbours``) — and the
/// highest of those. A GPS jump (30 m in a second in the middle of a 3 m/s run) is one or a few
/// fast steps among slower ones and never the median, so it never becomes the maximum.
struct SmoothedSpeed {
    /// Steps on each side a window holds at most (a 10 Hz track's window is the ten steps around).
    static let maximumNeighbours = 10

    /// One step whose time moves forward: metres per second, its seconds and the middle of its time.
    struct Step {
        /// Metres per second over the step.
        var speed: Double
        /// The step's seconds, > 0.
        var seconds: Double
        /// Seconds since 1970 at the middle of the step.
        var middle: Double
    }

    /// The highest smoothed speed of `steps` (in time order), or `nil` without any step.
    static func maximum(_ steps: [Step]) -> Double? {
        guard !steps.isEmpty else { return nil }
        let half = RouteStatistics.maximumSpeedWindow / 2
        var fastest = 0.0
        var window: [Step] = []
        window.reserveCapacity(2 * maximumNeighbours + 1)
        for index in steps.indices {
            let middle = steps[index].middle
            var low = index, high = index
            while low > 0, index - low < maximumNeighbours, index == low || middle - steps[low - 1].middle <= half {
                low -= 1
            }
            while high < steps.count - 1, high - index < maximumNeighbours, index == high || steps[high + 1].middle - middle <= half {
                high += 1
            }
            window.removeAll(keepingCapacity: true)
            window.append(contentsOf: steps[low...high])
            window.sort { $0.speed < $1.speed }
            let total = window.reduce(0) { $0 + $1.seconds }
            var held = 0.0
            for step in window {
                held += step.seconds
                if held >= total / 2 {
                    fastest = max(fastest, step.speed)
                    break
                }
            }
        }
        return fastest
    }
}
