/// "Did you mean …?" hints: the known name closest to a misspelt one.
public enum SpellingSuggestion {
    /// The edit distance of two strings, in characters: the fewest insertions, deletions,
    /// substitutions and swaps of two neighbours that turn one into the other (each swap counts
    /// once, so `pgn` is one edit from `png`).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        // Three rows of the distance table, i − 2, i − 1 and i, side by side in one buffer.
        let width = b.count + 1
        var rows = [Int](repeating: 0, count: 3 * width)
        for j in 0..<width { rows[j] = j }
        for i in 1...a.count {
            let row = (i % 3) * width, previous = ((i + 2) % 3) * width, before = ((i + 1) % 3) * width
            rows[row] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                var best = min(rows[previous + j] + 1, rows[row + j - 1] + 1, rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, rows[before + j - 2] + 1) }
                rows[row + j] = best
            }
        }
        return rows[(a.count % 3) * width + b.count]
    }

    /// The candidate closest to `word` within `maxDistance` edits; of equally close ones, the
    /// first in the candidates' order (pass a sorted list for a stable answer from a set).
    /// `nil` when none is that close.
    public static func nearest(to word: String, among candidates: some Sequence<String>, maxDistance: Int = 2) -> String? {
        let characters = Array(word)
        var best: (name: String, distance: Int)?
        for name in candidates {
            let other = Array(name)
            // The distance is at least the difference in length.
            guard abs(other.count - characters.count) <= min(maxDistance, (best?.distance ?? Int.max) - 1) else { continue }
            let distance = distance(characters, other)
            if distance <= maxDistance, distance < best?.distance ?? Int.max { best = (name, distance) }
        }
        return best?.name
    }

    /// ` (did you mean "NAME"?)` for the nearest candidate (see ``nearest(to:among:maxDistance:)``),
    /// or an empty string: to append to a message.
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        nearest(to: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
