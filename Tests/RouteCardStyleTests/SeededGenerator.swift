/// A seeded xorshift64* generator, so the random tracks of a test are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed (0 is replaced, since xorshift never leaves it).
    init(seed: UInt64) {
        state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
