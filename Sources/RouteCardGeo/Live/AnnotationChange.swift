/// What an update did to an `AnnotationSet`.
public enum AnnotationChange: Sendable, Hashable {
    /// A new id was added.
    case added
    /// An existing annotation was moved (or updated in place).
    case moved
    /// An annotation was removed by a `remove` update.
    case removed
    /// An annotation moved outside the region and was dropped.
    case left
    /// Nothing changed: a removal of an unknown id, or a new id outside the region.
    case ignored
    /// Every annotation was removed.
    case cleared
}
