import RouteCardGeo

/// Reads Garmin FIT activity files (`.fit`) into a ``Track``, following the FIT protocol.
///
/// The 12- or 14-byte file header (with its `.FIT` signature and optional header CRC) and the
/// file CRC are checked; definition and data messages with their local message types, both byte
/// orders, compressed-timestamp headers and developer fields (skipped) are decoded, and several
/// FIT files chained in one are read one after the other (one segment each).
///
/// `record` messages become points: `position_lat`/`position_long` in semicircles → degrees,
/// `timestamp` counted from the FIT epoch 1989-12-31T00:00:00Z, `enhanced_altitude` or else
/// `altitude` (scale 5, offset 500 → metres; outside −12000…100000 m a located error). `heart_rate`, `cadence`, `power`, `temperature` and
/// `enhanced_speed`/`speed` become the channels `hr`, `cad`, `power`, `atemp` and `speed` (m/s), as
/// the GPX reader names them. A field holding its type's invalid marker (`0x7FFFFFFF`, `0xFF`, …)
/// is absent. Records without a position are not drawn: they go to
/// ``RouteCardGeo/Track/unplacedSamples`` (their times still count for the statistics).
/// `session` (else `sport`) gives ``RouteCardGeo/Track/activity`` (`running`, `cycling/road`, `fitness_equipment/indoor_cycling`: the sport, then a sub-sport that says more) and
/// the `sport` message's name the track name.
public struct FITReader: Sendable {
    /// Creates a reader. A reader has no state; one reader can be shared.
    public init() {}

    /// Reads a FIT file (or several chained ones) from its bytes.
    ///
    /// - Parameter path: the file name used in error messages; `nil` shows as `<input>`.
    /// - Throws: ``InputError`` with a ``InputError/byteOffset`` for an empty, truncated or
    ///   damaged file: a corrupt header (size, signature or header CRC), a bad file CRC, a data
    ///   message with no definition, a definition or message that runs past the end of the data.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(bytes, path: path, warnings: &warnings)
    }

    /// Reads a FIT file, adding to `warnings` what it drops or repairs, each at its record's byte
    /// offset: sensor values outside the ranges ``InputWarning`` lists (a power of 65000 W), positions
    /// outside the globe, and ill-formed UTF-8 in a name (replaced by U+FFFD, as a device's
    /// legacy-encoded sport name should not cost the activity); otherwise as ``read(_:path:)``.
    public func read(_ bytes: [UInt8], path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        var decoder = FITDecoder(bytes: bytes, path: path)
        decoder.warnings = warnings
        let track = try decoder.decode()
        warnings = decoder.warnings
        return track
    }

    /// Whether `head` (a file's first bytes) starts like a FIT file: a header size of 12 or 14
    /// and the `.FIT` signature at bytes 8–11.
    public static func looksLikeFIT(_ head: [UInt8]) -> Bool {
        head.count >= 12 && (head[0] == 12 || head[0] == 14)
            && head[8] == 0x2E && head[9] == 0x46 && head[10] == 0x49 && head[11] == 0x54
    }
}
