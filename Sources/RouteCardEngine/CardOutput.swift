/// One output the engine made: its format, its bytes and a description of its size
/// (`800×800 pt`, `1600×1600 px`).
package struct CardOutput: Sendable, Hashable {
    /// The format of `bytes`.
    var format: OutputFormat
    /// The document.
    package var bytes: [UInt8]
    /// The canvas in points (SVG, PDF) or the picture in pixels (PNG).
    var dimensions: String
}
