import Foundation

/// A small seeded random number generator (SplitMix64), so every run builds the same routes.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0..<1 (53 random bits).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A standard normal value (Box–Muller; the second value of each pair is discarded).
    mutating func gaussian() -> Double {
        let u = 1 - unit() // 0 < u ≤ 1, so the logarithm is finite
        let v = unit()
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
