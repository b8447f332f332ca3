/// What a card job wrote: the target, its size in bytes and its dimensions for messages.
package struct WrittenOutput: Sendable {
    /// The output.
    package var target: OutputTarget
    /// Bytes written.
    var byteCount: Int
    /// `1600×1200 px` or `800×600 pt`.
    var dimensions: String

    /// What was written to `target`: `byteCount` bytes of a picture of `dimensions`.
    package init(target: OutputTarget, byteCount: Int, dimensions: String) {
        self.target = target
        self.byteCount = byteCount
        self.dimensions = dimensions
    }

    /// `wrote PATH (SIZE, DIMENSIONS)`.
    package var message: String {
        "wrote \(target.path) (\(Self.formatSize(byteCount)), \(dimensions))"
    }

    /// `812 bytes`, `35 KB`.
    static func formatSize(_ bytes: Int) -> String {
        bytes < 10_000 ? "\(bytes) bytes" : "\(bytes / 1000) KB"
    }
}
