/// The annotations one frame shows, with the region they were filtered by: what layers read
/// through `LayerContext.annotations` (`markers` with source `annotations`, the `radius` layer).
public struct AnnotationFrame: Sendable, Hashable {
    /// The annotations in drawing order (by id).
    public var annotations: [Annotation]
    /// The area of interest, when the map has one; it also fixes the live viewport.
    public var region: GeoRegion?
    /// The region's outline computed once for a stream of frames (`GeoRegion.boundary`), if any;
    /// layers compute it when `nil`.
    public var outline: [GeoCoordinate]?

    /// Creates a frame.
    public init(annotations: [Annotation] = [], region: GeoRegion? = nil) {
        self.annotations = annotations
        self.region = region
        self.outline = nil
    }

    /// Creates a frame with the region's outline computed beforehand.
    public init(annotations: [Annotation], region: GeoRegion, outline: [GeoCoordinate]) {
        self.annotations = annotations
        self.region = region
        self.outline = outline
    }

    /// No annotations and no region: what a plain route card has.
    public static let empty = AnnotationFrame()
}
