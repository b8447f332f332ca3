/// Rejects elevation spikes of one segment before its climb is counted: a barometer or GPS
/// altitude that jumps away and comes back within a few samples (a Fenix 2 run starts at 55 m,
/// reads 142.4 m for three samples, then 56 m again — 87 m of climb and descent that never were).
///
/// A spike is a run of 1 to ``maximumSamples`` consecutive elevations that all lie at least
/// ``minimumHeight`` metres above (or below) both the last kept elevation before them and the
/// elevation after them, where both the jump into the run and the jump out of it are steeper than
/// ``minimumGrade`` (rise over the distance along the track: a 100 % grade is 45°). Its elevations
/// are left out of the climb, the descent and the lowest and highest elevation. A segment's first
/// and last elevations are never a spike (nothing on one side to compare with); a lasting step (the
/// elevation jumps and stays) is not a spike either.
package struct ElevationSpikeFilter {
    /// The most consecutive samples a spike may span.
    package static let maximumSamples = 3
    /// Metres a spike stands out from the elevations on both sides of it, at least.
    package static let minimumHeight = 10.0
    /// The grade (rise ÷ run) the jumps into and out of a spike exceed.
    package static let minimumGrade = 1.0

    /// One elevation and the metres along the segment where it was recorded.
    package struct Sample {
        /// The elevation in metres.
        package var elevation: Double
        /// Metres from the segment's first point.
        package var along: Double

        /// Creates a sample.
        package init(elevation: Double, along: Double) {
            self.elevation = elevation
            self.along = along
        }
    }

    /// The elevations that are not part of a spike, in order.
    static func kept(_ samples: [Sample]) -> [Double] {
        keptIndices(samples).map { samples[$0].elevation }
    }

    /// The indices of the samples that are not part of a spike, in order (the elevation profile
    /// draws only these, as the statistics count only these).
    package static func keptIndices(_ samples: [Sample]) -> [Int] {
        guard !samples.isEmpty else { return [] }
        var kept = [0]
        kept.reserveCapacity(samples.count)
        var last = 0
        var index = 1
        while index < samples.count - 1 {
            let spike = spikeLength(samples, from: index, after: last)
            if spike > 0 {
                index += spike
            } else {
                kept.append(index)
                last = index
                index += 1
            }
        }
        if samples.count > 1 { kept.append(samples.count - 1) }
        return kept
    }

    /// How many samples from `start` form a spike after the kept sample `last` (0: none).
    private static func spikeLength(_ samples: [Sample], from start: Int, after last: Int) -> Int {
        let before = samples[last]
        var low = Double.infinity, high = -Double.infinity
        for length in 1...maximumSamples {
            let next = start + length
            guard next < samples.count else { return 0 }
            low = min(low, samples[next - 1].elevation)
            high = max(high, samples[next - 1].elevation)
            let after = samples[next]
            let above = low - max(before.elevation, after.elevation) >= minimumHeight
            let below = min(before.elevation, after.elevation) - high >= minimumHeight
            guard above || below else { continue }
            let rise = abs(samples[start].elevation - before.elevation)
            let fall = abs(after.elevation - samples[next - 1].elevation)
            if rise > minimumGrade * (samples[start].along - before.along)
                && fall > minimumGrade * (after.along - samples[next - 1].along) {
                return length
            }
        }
        return 0
    }
}
