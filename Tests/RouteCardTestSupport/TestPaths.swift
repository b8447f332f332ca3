import Foundation

/// Folders of the repository the tests read, found from this file's location (so a test finds
/// them whatever the working directory is).
public enum TestPaths {
    /// The repository's root folder (the one holding `Package.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // RouteCardTestSupport
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    /// `Tests/Fixtures`: the real GPX and map files the tests read.
    public static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    /// `Styles`: the built-in styles' source files.
    public static let styles = repositoryRoot.appendingPathComponent("Styles", isDirectory: true)

    /// `Examples`: the runnable examples and their data.
    public static let examples = repositoryRoot.appendingPathComponent("Examples", isDirectory: true)

    /// A file or folder given relative to the repository root, such as `"Examples/data/helsinki-run.gpx"`.
    public static func file(_ relative: String) -> URL {
        repositoryRoot.appendingPathComponent(relative)
    }

    /// The path of a fixture given relative to `Tests/Fixtures`, such as `"osm/helsinki-run.gpx"`.
    public static func fixture(_ relative: String) -> String {
        fixtures.appendingPathComponent(relative).path
    }
}
