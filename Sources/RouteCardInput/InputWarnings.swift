/// The warnings of one read (``InputWarning``): the first ``limit`` in full, and a count of all,
/// so a file with a million glitches costs a counter, not a million messages.
///
/// Readers take one `inout` (`read(_:path:warnings:)`); a warning's location is only worked out
/// when it is kept.
public struct InputWarnings: Sendable, Equatable {
    /// The first warnings, at most ``limit``, in the order they were found.
    public private(set) var kept: [InputWarning] = []
    /// How many warnings there were, kept or not.
    public private(set) var count = 0
    /// How many warnings are kept in full (default 20).
    public var limit: Int

    /// An empty collection keeping up to `limit` warnings in full.
    public init(limit: Int = 20) {
        self.limit = max(0, limit)
    }

    /// Whether there is no warning.
    public var isEmpty: Bool { count == 0 }

    /// Whether ``limit`` warnings are kept: the next ones are only counted (a reader may then
    /// skip working out their location).
    public var isFull: Bool { kept.count >= limit }

    /// Counts a warning, and keeps it (building it only then) while fewer than ``limit`` are kept.
    public mutating func append(_ warning: @autoclosure () -> InputWarning) {
        count += 1
        if kept.count < limit { kept.append(warning()) }
    }
}
