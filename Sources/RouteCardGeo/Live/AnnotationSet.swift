import Foundation

/// Live annotations keyed by id: an update for a known id moves that annotation (never a
/// duplicate), its heading follows its movement, and with a `region` those outside are dropped.
///
/// Heading rules, in order: an explicit heading in the update wins; otherwise, when the position
/// moved by more than `minimumMove` metres, the heading is the initial geodesic bearing from the
/// previous to the new position (0° = north, clockwise); otherwise the last heading is kept.
public struct AnnotationSet: Sendable {
    /// The area of interest: an update placing an annotation farther than its radius from its
    /// centre drops that annotation (a new id outside is ignored). `nil` keeps everything.
    public var region: GeoRegion?
    /// The smallest movement in metres that turns the heading (default 0.5 m), so that GPS jitter
    /// of a parked vehicle does not spin its icon.
    public var minimumMove: Double
    private var storage: [String: Annotation] = [:]

    /// Creates an empty set, optionally limited to a region.
    public init(region: GeoRegion? = nil, minimumMove: Double = 0.5) {
        self.region = region
        self.minimumMove = minimumMove
    }

    /// The number of annotations.
    public var count: Int { storage.count }

    /// Whether there are no annotations.
    public var isEmpty: Bool { storage.isEmpty }

    /// The annotation with an id, if present.
    public subscript(id: String) -> Annotation? { storage[id] }

    /// Every annotation, ordered by id (a deterministic drawing order).
    public var annotations: [Annotation] {
        storage.values.sorted { $0.id < $1.id }
    }

    /// The current frame: the annotations by id and the region.
    public var frame: AnnotationFrame {
        AnnotationFrame(annotations: annotations, region: region)
    }

    /// Applies one update and says what it did.
    @discardableResult
    public mutating func apply(_ update: AnnotationUpdate) -> AnnotationChange {
        switch update {
        case .upsert(let id, let coordinate, let time, let heading, let properties):
            return upsert(id: id, coordinate: coordinate, time: time, heading: heading, properties: properties)
        case .remove(let id):
            return remove(id: id) ? .removed : .ignored
        case .clear:
            removeAll()
            return .cleared
        }
    }

    /// Adds an annotation or moves the one with the same id; see the type's heading rules.
    ///
    /// `properties`, when non-empty, replace the annotation's properties; when empty they are kept.
    @discardableResult
    public mutating func upsert(id: String, coordinate: GeoCoordinate, time: Date? = nil, heading: Double? = nil,
                                properties: [String: String] = [:]) -> AnnotationChange {
        var distance: Double?
        if let region {
            let d = region.distance(to: coordinate)
            guard d <= region.radius else {
                return storage.removeValue(forKey: id) == nil ? .ignored : .left
            }
            distance = d
        }
        let explicit = heading.map(Self.normalized)
        if var existing = storage[id] {
            if let explicit {
                existing.heading = explicit
            } else if existing.coordinate != coordinate,
                      Geodesic.sphericalDistance(existing.coordinate, coordinate) > minimumMove {
                existing.heading = Geodesic.initialBearing(from: existing.coordinate, to: coordinate)
            }
            existing.coordinate = coordinate
            existing.distance = distance
            if let time { existing.time = time }
            if !properties.isEmpty { existing.properties = properties }
            storage[id] = existing
            return .moved
        }
        storage[id] = Annotation(id: id, coordinate: coordinate, time: time, heading: explicit, properties: properties,
                                 distance: distance)
        return .added
    }

    /// Removes the annotation with an id; returns whether there was one.
    @discardableResult
    public mutating func remove(id: String) -> Bool {
        storage.removeValue(forKey: id) != nil
    }

    /// Removes every annotation.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
    }

    /// An angle in degrees brought into 0..<360.
    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
