/// Collects one visible piece of a segment while `TrackPrivacy` walks it: its points, their
/// channel values, and the route distance where it starts.
struct PieceBuilder {
    /// The channel names, in the order values are given.
    let channels: [String]
    private var points: [TrackPoint] = []
    private var values: [[Double]] = []
    private var startDistance = 0.0

    /// A builder for a segment with these channels; no piece open.
    init(channels: [String]) {
        self.channels = channels
    }

    /// Whether a piece is being collected.
    var isOpen: Bool { !points.isEmpty }

    /// Starts a piece at a point `distance` metres along the route.
    mutating func open(with point: TrackPoint, values pointValues: [Double], distance: Double) {
        points = [point]
        values = [pointValues]
        startDistance = distance
    }

    /// Adds a point to the open piece.
    mutating func append(_ point: TrackPoint, values pointValues: [Double]) {
        points.append(point)
        values.append(pointValues)
    }

    /// Ends the open piece, if any, adding it and its start distance to the output.
    mutating func close(into pieces: inout [TrackSegment], starts: inout [Double]) {
        guard isOpen else { return }
        var channelValues: [String: [Double]] = [:]
        for (index, name) in channels.enumerated() { channelValues[name] = values.map { $0[index] } }
        pieces.append(TrackSegment(points: points, channels: channelValues))
        starts.append(startDistance)
        points = []
        values = []
    }
}
