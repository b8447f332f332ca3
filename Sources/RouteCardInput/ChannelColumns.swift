/// Per-point channel values (``GPXChannel``: heart rate, cadence, power, temperatures, speed)
/// collected row by row into the arrays of ``RouteCardGeo/TrackSegment/channels``.
///
/// Set the current row's readings with ``set(_:_:)``, then ``commit(row:)`` it; a channel first
/// seen at a later row is filled with `Double.nan` for the rows before it, a row without a
/// reading gets `Double.nan`.
struct ChannelColumns {
    private var columns: [[Double]] = Array(repeating: [], count: GPXChannel.allCases.count)
    private var pending: [Double] = Array(repeating: .nan, count: GPXChannel.allCases.count)
    private var present: UInt8 = 0
    private var pendingMask: UInt8 = 0

    /// Sets the current row's reading of `channel` (non-finite values are ignored).
    @inline(__always)
    mutating func set(_ channel: GPXChannel, _ value: Double?) {
        guard let value, value.isFinite else { return }
        pending[channel.rawValue] = value
        pendingMask |= 1 << UInt8(channel.rawValue)
    }

    /// Appends the current row as row number `row` (the count of rows committed before it).
    mutating func commit(row: Int) {
        guard pendingMask | present != 0 else { return }
        for channel in GPXChannel.allCases {
            let bit: UInt8 = 1 << UInt8(channel.rawValue)
            if pendingMask & bit != 0 {
                if present & bit == 0 {
                    present |= bit
                    columns[channel.rawValue] = Array(repeating: .nan, count: row)
                }
                columns[channel.rawValue].append(pending[channel.rawValue])
                pending[channel.rawValue] = .nan
            } else if present & bit != 0 {
                columns[channel.rawValue].append(.nan)
            }
        }
        pendingMask = 0
    }

    /// Drops the current row's readings without committing them.
    mutating func discardPending() {
        guard pendingMask != 0 else { return }
        for index in pending.indices { pending[index] = .nan }
        pendingMask = 0
    }

    /// The columns by channel key, and a fresh start.
    mutating func take() -> [String: [Double]] {
        var channels: [String: [Double]] = [:]
        for channel in GPXChannel.allCases where present & (1 << UInt8(channel.rawValue)) != 0 {
            channels[channel.key] = columns[channel.rawValue]
            columns[channel.rawValue] = []
        }
        present = 0
        discardPending()
        return channels
    }
}
