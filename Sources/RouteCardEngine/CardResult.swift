import RouteCardStyle

/// What the engine made of a job: one output per format asked for, in that order, and the style
/// the card was drawn with (after the job's overrides).
package struct CardResult: Sendable {
    /// The outputs, one per format asked for, in that order.
    package var outputs: [CardOutput]
    /// The canvas the card was drawn on.
    package var canvas: CanvasStyle
    /// Every warning of the card, in the order they went to the `warn` of
    /// ``CardEngine/make(_:formats:warn:)``, as lines for a terminal (`routecard: warning: …`).
    package var warnings: [String]

    /// The bytes of the first output of `format`.
    func bytes(_ format: OutputFormat) -> [UInt8]? {
        outputs.first { $0.format == format }?.bytes
    }
}
