import Foundation

/// Paths of the tile fixtures in `Tests/Fixtures/tiles` (see the `NOTICE.md` there).
enum TileFixtures {
    /// `Tests/Fixtures/tiles`, found from this file's location.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tiles")

    /// The path of a fixture.
    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The bytes of a fixture.
    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    }
}
