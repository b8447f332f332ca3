import Foundation
import Testing
import RouteCardTestSupport

/// librsvg (and cairo, GIO, GLib with it) is loaded only when a picture is drawn: a card written
/// as SVG, `info` and `--version` never map it. The dynamic loader itself is the witness: with
/// `LD_DEBUG=libs` glibc's ld.so prints every library it opens, whether at start-up or by dlopen.
@Suite struct LazyLibrsvgTests {
    /// The libraries ld.so reported opening for one run of `routecard` with `arguments`.
    private func loadedLibraries(_ arguments: [String]) throws -> (code: Int32, libraries: Set<String>) {
        let binary = try #require(Executables.built("routecard"),
                                  "the routecard executable is not next to the tests: run `swift build --build-tests` first")
        let result = try ChildProcess.run(binary, arguments, environment: ["LD_DEBUG": "libs"])
        // Lines look like "   1234:     calling init: /lib/x86_64-linux-gnu/librsvg-2.so.2".
        let libraries = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return String(line[range.upperBound...].split(separator: "/").last ?? "")
        }
        return (result.code, Set(libraries))
    }

    private func hasRsvg(_ libraries: Set<String>) -> Bool { libraries.contains { $0.hasPrefix("librsvg-2") } }
    private func hasCairo(_ libraries: Set<String>) -> Bool { libraries.contains { $0.hasPrefix("libcairo") } }

    @Test func writingSVGLoadsNoLibrsvg() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try loadedLibraries(["render", "--example", "-q", "-o", output])
        #expect(run.code == 0)
        #expect(!run.libraries.isEmpty, "LD_DEBUG=libs reported nothing: the loader witness is not working")
        #expect(run.libraries.contains { $0.hasPrefix("libFoundation") }, "\(run.libraries.sorted())")
        #expect(!hasRsvg(run.libraries) && !hasCairo(run.libraries), "\(run.libraries.sorted())")
    }

    @Test func infoAndVersionLoadNoLibrsvg() throws {
        let version = try loadedLibraries(["--version"])
        #expect(version.code == 0)
        #expect(!hasRsvg(version.libraries) && !hasCairo(version.libraries), "\(version.libraries.sorted())")
        let info = try loadedLibraries(["info", TestPaths.fixture("gpx/gpxpy/korita-zbevnica.gpx")])
        #expect(!hasRsvg(info.libraries), "\(info.libraries.sorted())")
    }

    @Test func drawingAPNGLoadsLibrsvgAndCairo() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try loadedLibraries(["render", "--example", "-q", "--png", output])
        #expect(run.code == 0)
        #expect(hasRsvg(run.libraries) && hasCairo(run.libraries), "\(run.libraries.sorted())")
    }
}
