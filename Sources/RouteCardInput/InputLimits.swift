/// Limits that stop an input from costing unbounded memory or time, each checked before the
/// memory is spent and reported as a clear ``InputError``.
public struct InputLimits: Sendable, Hashable {
    /// The most bytes an input may have, read from a file or a stream, or inflated from gzip;
    /// default 1 GiB (the command line's `--max-input`).
    public var maximumInputSize: Int
    /// The most points (track, route and waypoints together) an input may hold; default 20 million
    /// (a week of one-second samples is 0.6 million).
    public var maximumPointCount: Int
    /// The longest line of a line-based input (CSV; the command line's NDJSON jobs and live
    /// updates); default 1 MiB.
    public var maximumLineLength: Int

    /// Creates limits; see each property for its default.
    public init(maximumInputSize: Int = 1 << 30, maximumPointCount: Int = 20_000_000, maximumLineLength: Int = 1 << 20) {
        self.maximumInputSize = maximumInputSize
        self.maximumPointCount = maximumPointCount
        self.maximumLineLength = maximumLineLength
    }

    /// `1 GiB`, `512 MiB`, `64 KiB`, `1000 bytes`: a size as limits are written.
    public static func describe(_ bytes: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// The message for an input over ``maximumInputSize``.
    public var inputSizeMessage: String {
        "the input is larger than \(Self.describe(maximumInputSize)), the input size limit (--max-input BYTES raises it)"
    }

    /// `BYTES` with an optional `K`, `M` or `G` (binary: `512M` is 512 MiB); `nil` for anything
    /// else, zero, or more than 2^62.
    public static func parseSize(_ text: String) -> Int? {
        var digits = Substring(text.uppercased())
        var shift = 0
        if digits.hasSuffix("IB") { digits = digits.dropLast(2) } else if digits.hasSuffix("B") && digits.count > 1 { digits = digits.dropLast() }
        switch digits.last {
        case "K": shift = 10
        case "M": shift = 20
        case "G": shift = 30
        default: break
        }
        if shift > 0 { digits = digits.dropLast() }
        guard let value = Int(digits), value > 0, value <= (1 << 62) >> shift else { return nil }
        return value << shift
    }
}
