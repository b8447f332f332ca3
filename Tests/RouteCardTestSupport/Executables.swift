import Foundation

/// Finds programs the tests run as child processes.
public enum Executables {
    /// The build folder holding the test bundle (such as `.build/debug`), where `swift build`
    /// puts the package's executables (`routecard`, …) and `make test` those of `Examples/DistanceTicks`.
    public static var buildDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The path of the package's executable `name` built next to the test bundle, or `nil` when
    /// it is not built (run `swift build` or `swift build --build-tests` first).
    public static func built(_ name: String) -> String? {
        let directory = buildDirectory
        // The test binary sits in the build folder, or one level below it in a bundle.
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The path of the program `name` found through `PATH`, or `nil` when it is not installed.
    public static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
