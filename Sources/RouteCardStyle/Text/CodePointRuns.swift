/// Looks code points up in the packed run tables of the generated font data
/// (`FallbackFontMetrics`, `FontPackages`).
///
/// A table is a flat list of pairs of words, sorted by their first word: the run's first code
/// point, then `(length − 1) << shift | value`. Flat integer literals keep the generated files
/// quick to compile.
enum CodePointRuns {
    /// The value of the run of `table` that holds `codePoint`, or `nil` when none does.
    ///
    /// - Parameters:
    ///   - codePoint: The Unicode scalar value looked up.
    ///   - table: Pairs of words as described on the type.
    ///   - shift: How many low bits of the second word hold the value (the length is above them).
    static func value(of codePoint: UInt32, in table: [UInt32], shift: UInt32) -> UInt32? {
        // Binary search for the last run whose first code point is <= codePoint.
        var low = 0
        var high = table.count / 2
        while low < high {
            let mid = (low + high) / 2
            if table[2 * mid] <= codePoint { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let first = table[2 * (low - 1)]
        let packed = table[2 * (low - 1) + 1]
        guard codePoint - first <= packed >> shift else { return nil }
        return packed & ((1 << shift) - 1)
    }
}
