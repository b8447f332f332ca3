/// What of a route a card hides: the parts within privacy zones (circles around places such as
/// a home) and the first and last metres. Applied to the track before anything is fitted or
/// drawn (see `apply(to:)`), so no hidden coordinate reaches a layer.
///
/// The drawn lines are cut where they cross a zone's circle — the crossing found by bisection on
/// the geodesic distance to the centre, along the straight Web Mercator line the card draws
/// between two points, so a visible piece ends on the circle (never inside it) — and at the trim
/// distances along the route. Waypoints inside a zone, or within the trim distance of the route's
/// first or last point, are dropped. Crossing points lie on the circle: with three of them the
/// centre can be worked out, so a zone's centre should not be the place itself.
public struct TrackPrivacy: Sendable, Hashable {
    /// The zones in which the route is hidden.
    public var zones: [PrivacyZone]
    /// Metres hidden at the start of the route, ≥ 0 (counted within segments, as `RouteStatistics` counts distance).
    public var trimStart: Double
    /// Metres hidden at the end of the route, ≥ 0.
    public var trimEnd: Double

    /// Creates privacy settings; the default hides nothing.
    public init(zones: [PrivacyZone] = [], trimStart: Double = 0, trimEnd: Double = 0) {
        self.zones = zones
        self.trimStart = trimStart
        self.trimEnd = trimEnd
    }

    /// Whether nothing is hidden.
    public var isEmpty: Bool {
        zones.isEmpty && !(trimStart > 0) && !(trimEnd > 0)
    }

    /// These settings together with `other`'s: every zone of both, the larger trims.
    public func merged(with other: TrackPrivacy) -> TrackPrivacy {
        TrackPrivacy(zones: zones + other.zones.filter { !zones.contains($0) },
                     trimStart: max(trimStart, other.trimStart), trimEnd: max(trimEnd, other.trimEnd))
    }

    /// The visible part of a track: its drawn lines (`Track.drawnSegments`) cut into the pieces
    /// outside every zone and the trims, and the waypoints outside them. Name, description and
    /// activity are kept. Elevation, time and channel values of a cut point are interpolated.
    public func apply(to track: Track) -> VisibleRoute {
        guard !isEmpty else {
            var travelled = 0.0
            let starts = track.drawnSegments.map { segment -> Double in
                defer { travelled += Self.lengths(of: segment).reduce(0, +) }
                return travelled
            }
            return VisibleRoute(track: Track(name: track.name, description: track.description, activity: track.activity,
                                             segments: track.drawnSegments, waypoints: track.waypoints),
                                startDistances: starts)
        }
        let segments = track.drawnSegments
        let lengths = segments.map(Self.lengths(of:))
        let total = lengths.joined().reduce(0, +)
        var pieces: [TrackSegment] = []
        var starts: [Double] = []
        var travelled = 0.0
        for (segment, steps) in zip(segments, lengths) {
            var piece = PieceBuilder(channels: Array(segment.channels.keys))
            let points = segment.points
            if points.count == 1 {
                if !Self.complement(hiddenStep(from: points[0].coordinate, to: points[0].coordinate, at: travelled, length: 0, total: total)).isEmpty {
                    piece.open(with: points[0], values: Self.values(segment, 0), distance: travelled)
                }
            }
            for (index, length) in steps.enumerated() {
                let a = points[index], b = points[index + 1]
                let visible = Self.complement(hiddenStep(from: a.coordinate, to: b.coordinate, at: travelled, length: length, total: total))
                for (u, v) in visible {
                    if piece.isOpen && u > 0 { piece.close(into: &pieces, starts: &starts) }
                    if !piece.isOpen {
                        let (point, values) = Self.point(segment, index, u)
                        piece.open(with: point, values: values, distance: travelled + u * length)
                    }
                    let (point, values) = Self.point(segment, index, v)
                    piece.append(point, values: values)
                    if v < 1 { piece.close(into: &pieces, starts: &starts) }
                }
                if visible.isEmpty { piece.close(into: &pieces, starts: &starts) }
                travelled += length
            }
            piece.close(into: &pieces, starts: &starts)
        }
        let first = segments.first?.points.first?.coordinate, last = segments.last?.points.last?.coordinate
        let waypoints = track.waypoints.filter { waypoint in
            if zones.contains(where: { $0.distance(to: waypoint.coordinate) < $0.radius }) { return false }
            if trimStart > 0, let first, Geodesic.distance(first, waypoint.coordinate) < trimStart { return false }
            if trimEnd > 0, let last, Geodesic.distance(last, waypoint.coordinate) < trimEnd { return false }
            return true
        }
        return VisibleRoute(track: Track(name: track.name, description: track.description, activity: track.activity,
                                         segments: pieces, waypoints: waypoints),
                            startDistances: starts)
    }

    /// The geodesic length of each step of a segment (0 for a step that cannot be measured).
    static func lengths(of segment: TrackSegment) -> [Double] {
        zip(segment.points, segment.points.dropFirst()).map { a, b in
            let length = Geodesic.distance(a.coordinate, b.coordinate)
            return length.isFinite ? length : 0
        }
    }

    /// The hidden fractions (0…1 along the drawn line from `a` to `b`) of a step that starts
    /// `travelled` metres along a route of `total` metres: the trims and the zones, unmerged.
    func hiddenStep(from a: GeoCoordinate, to b: GeoCoordinate, at travelled: Double, length: Double,
                    total: Double) -> [(Double, Double)] {
        var hidden: [(Double, Double)] = []
        let trimmedEnd = total - trimEnd
        if trimStart > 0, travelled < trimStart {
            hidden.append((0, length > 0 ? min(1, (trimStart - travelled) / length) : 1))
        }
        if trimEnd > 0, travelled + length > trimmedEnd || (length == 0 && travelled >= trimmedEnd) {
            hidden.append((length > 0 ? max(0, (trimmedEnd - travelled) / length) : 0, 1))
        }
        for zone in zones {
            if let interval = Self.interval(of: zone, from: a, to: b, length: length) { hidden.append(interval) }
        }
        return hidden
    }

    /// The fractions of the step from `a` to `b` (drawn straight in Web Mercator) inside a zone,
    /// or `nil` when it stays outside. Each end of the interval is on or just outside the circle.
    static func interval(of zone: PrivacyZone, from a: GeoCoordinate, to b: GeoCoordinate, length: Double) -> (Double, Double)? {
        // Every point of the step is within about `length` of `a`: a step far from the zone is skipped cheaply.
        guard Geodesic.sphericalDistance(zone.center, a) * 0.99 <= zone.radius + 1.5 * length + 1 else { return nil }
        let excess = { (t: Double) -> Double in
            zone.distance(to: t == 0 ? a : t == 1 ? b : a.interpolated(to: b, fraction: t)) - zone.radius
        }
        let atStart = excess(0), atEnd = excess(1)
        switch (atStart < 0, atEnd < 0) {
        case (true, true): return (0, 1)
        case (true, false): return (0, crossing(excess, inside: 0, outside: 1))
        case (false, true): return (crossing(excess, inside: 1, outside: 0), 1)
        case (false, false):
            guard length > 0 else { return nil }
            let nearest = minimum(of: excess)
            guard excess(nearest) < 0 else { return nil }
            return (crossing(excess, inside: nearest, outside: 0), crossing(excess, inside: nearest, outside: 1))
        }
    }

    /// The fraction where `excess` turns from negative (inside) to non-negative, by bisection; the
    /// returned fraction is always on the outside (`excess` ≥ 0 there).
    static func crossing(_ excess: (Double) -> Double, inside: Double, outside: Double) -> Double {
        var inner = inside, outer = outside
        for _ in 0..<64 {
            let middle = (inner + outer) / 2
            guard middle != inner && middle != outer else { break }
            if excess(middle) < 0 { inner = middle } else { outer = middle }
        }
        return outer
    }

    /// The fraction in 0…1 where `excess` (the distance to a centre along a straight step, which
    /// falls then rises) is smallest, by golden-section search.
    static func minimum(of excess: (Double) -> Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var low = 0.0, high = 1.0
        var left = high - ratio * (high - low), right = low + ratio * (high - low)
        var atLeft = excess(left), atRight = excess(right)
        for _ in 0..<60 where high - low > 1e-12 {
            if atLeft < atRight {
                high = right; right = left; atRight = atLeft
                left = high - ratio * (high - low); atLeft = excess(left)
            } else {
                low = left; left = right; atLeft = atRight
                right = low + ratio * (high - low); atRight = excess(right)
            }
        }
        return atLeft < atRight ? left : right
    }

    /// The visible parts of 0…1 outside the hidden intervals, in order, each longer than nothing.
    static func complement(_ hidden: [(Double, Double)]) -> [(Double, Double)] {
        var visible: [(Double, Double)] = []
        var cursor = 0.0
        for (start, end) in hidden.sorted(by: { $0.0 < $1.0 }) {
            if start > cursor { visible.append((cursor, start)) }
            cursor = max(cursor, end)
        }
        if cursor < 1 { visible.append((cursor, 1)) }
        return visible
    }

    /// The channel values of a segment's point, in `channels.keys` order.
    static func values(_ segment: TrackSegment, _ index: Int) -> [Double] {
        segment.channels.values.map { index < $0.count ? $0[index] : .nan }
    }

    /// The point a fraction `t` of the way along step `index` of a segment (the step's own
    /// points at 0 and 1), with its channel values; elevation, time and values interpolated.
    static func point(_ segment: TrackSegment, _ index: Int, _ t: Double) -> (TrackPoint, [Double]) {
        if t <= 0 { return (segment.points[index], values(segment, index)) }
        if t >= 1 { return (segment.points[index + 1], values(segment, index + 1)) }
        let a = segment.points[index], b = segment.points[index + 1]
        let elevation = a.elevation.flatMap { ea in b.elevation.map { ea + t * ($0 - ea) } }
        let time = a.time.flatMap { ta in b.time.map { ta.addingTimeInterval(t * $0.timeIntervalSince(ta)) } }
        let point = TrackPoint(coordinate: a.coordinate.interpolated(to: b.coordinate, fraction: t), elevation: elevation, time: time)
        let values = zip(values(segment, index), values(segment, index + 1)).map { $0 + t * ($1 - $0) }
        return (point, values)
    }
}
