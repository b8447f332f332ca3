/// The physically sensible ranges every reader checks its values against, so that nothing past the
/// input edge sees a broken number (an elevation of 1e300, a time in the year 292 billion).
///
/// A value outside them is a located ``InputError`` (a position, an elevation, a time: the place
/// itself is wrong), except sensor channels (``GPXChannel/sensibleRange``), whose glitches are
/// dropped with an ``InputWarning``.
enum ValueRanges {
    /// Elevations in metres: lower than the deepest mine and ocean trench, higher than any balloon.
    static let elevation: ClosedRange<Double> = -12_000...100_000
    /// ``elevation`` for messages.
    static let elevationText = "−12000…100000 metres"
    /// Unix seconds from 0000-01-01T00:00:00Z up to (not including) 10000-01-01: the instants a
    /// four-digit-year ISO 8601 time (as GPX, TCX, KML and GeoJSON write them) can name.
    static let unixSeconds: Range<Double> = -62_167_219_200 ..< 253_402_300_800
    /// ``unixSeconds`` for messages.
    static let unixSecondsText = "years 0000…9999: −62167219200…253402300799 seconds"

    /// The message for an elevation outside ``elevation`` (`what` names it, e.g. `<AltitudeMeters> 1e19`).
    static func elevationMessage(_ what: String) -> String {
        "elevation \(what) is out of range (\(elevationText))"
    }
}
