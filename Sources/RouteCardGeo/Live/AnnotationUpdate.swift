import Foundation

/// One change to an `AnnotationSet`: what one line of a live stream says.
public enum AnnotationUpdate: Sendable, Hashable {
    /// Adds the annotation or moves the existing one with the same id.
    ///
    /// - `heading`: degrees clockwise from north; when given it wins over the computed bearing.
    /// - `properties`: when non-empty they replace the annotation's properties; when empty the
    ///   annotation keeps the ones it has.
    case upsert(id: String, coordinate: GeoCoordinate, time: Date? = nil, heading: Double? = nil,
                properties: [String: String] = [:])
    /// Removes the annotation with this id (nothing happens when there is none).
    case remove(id: String)
    /// Removes every annotation.
    case clear
}
