import Foundation
import RouteCardTestServer
import RouteCardTestSupport
import Testing

/// librsvg (with cairo, GIO and GLib), libcurl and libmicrohttpd are opened only by the work that
/// calls them: a card written as SVG, `info` and `--version` map none of them, a PNG maps librsvg,
/// tiles over HTTP map libcurl, `serve` maps libmicrohttpd. The witness is the kernel's list of the
/// child's mappings, `/proc/PID/maps`: the built `routecard` copies its `/proc/self/maps` to the
/// file named by `ROUTECARD_MAPS_REPORT` as it exits (every library mapped at start-up or by
/// `dlopen`, whatever the loader), and a running `serve` is read from outside.
@Suite struct LazyLibrariesTests {
    /// The libraries checked, by the start of their file names.
    private static let librsvg = "librsvg-2.so", cairo = "libcairo.so", curl = "libcurl.so", microhttpd = "libmicrohttpd.so"

    /// The built `routecard`.
    private func routecard() throws -> String {
        try #require(Executables.built("routecard"), "the routecard executable is not next to the tests: run `swift build --build-tests` first")
    }

    /// The file names of the shared objects in a `/proc/PID/maps` text (its lines end in the mapped file's path).
    private func libraries(inMaps maps: String) -> Set<String> {
        Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last, path.hasPrefix("/"),
                  path.contains(".so") else { return nil }
            return String(path.split(separator: "/").last ?? "")
        })
    }

    /// One run of `routecard` with `arguments`: its exit code, standard error and the libraries mapped when it exited.
    private func run(_ arguments: [String]) throws -> (code: Int32, stderr: String, libraries: Set<String>) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("maps-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let result = try ChildProcess.run(try routecard(), arguments, environment: ["ROUTECARD_MAPS_REPORT": report])
        let maps = try String(contentsOfFile: report, encoding: .utf8)
        let libraries = libraries(inMaps: maps)
        // The witness works: the C library is in every process.
        #expect(libraries.contains("libc.so.6"), "no libc in the maps report: \(maps.prefix(500))")
        return (result.code, result.stderr, libraries)
    }

    private func maps(_ libraries: Set<String>, _ prefix: String) -> Bool { libraries.contains { $0.hasPrefix(prefix) } }

    private func temporary(_ suffix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString).\(suffix)").path
    }

    @Test func writingSVGMapsNoneOfThem() throws {
        let output = temporary("svg")
        defer { try? FileManager.default.removeItem(atPath: output) }
        for arguments in [["render", TestPaths.fixture("gpx/gpxpy/korita-zbevnica.gpx"), "-q", "-o", output],
                          ["render", "--example", "-q", "-o", output]] {
            let run = try run(arguments)
            #expect(run.code == 0, "\(run.stderr)")
            for library in [Self.librsvg, Self.cairo, Self.curl, Self.microhttpd] {
                #expect(!maps(run.libraries, library), "\(arguments): \(library) in \(run.libraries.sorted())")
            }
        }
    }

    @Test func infoAndVersionMapNoneOfThem() throws {
        for arguments in [["--version"], ["info", TestPaths.fixture("gpx/gpxpy/korita-zbevnica.gpx")]] {
            let run = try run(arguments)
            #expect(run.code == 0, "\(run.stderr)")
            for library in [Self.librsvg, Self.cairo, Self.curl, Self.microhttpd] {
                #expect(!maps(run.libraries, library), "\(arguments): \(library) in \(run.libraries.sorted())")
            }
        }
    }

    @Test func drawingAPNGMapsLibrsvgAndCairoOnly() throws {
        let output = temporary("png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try run(["render", "--example", "-q", "--png", output])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(maps(run.libraries, Self.librsvg) && maps(run.libraries, Self.cairo), "\(run.libraries.sorted())")
        #expect(!maps(run.libraries, Self.curl) && !maps(run.libraries, Self.microhttpd), "\(run.libraries.sorted())")
    }

    @Test func tilesOverHTTPMapLibcurlAndDrawTheCardOfTheLocalFile() throws {
        let archive = TestPaths.fixture("tiles/monaco.pmtiles"), route = TestPaths.fixture("tiles/monaco-run.gpx")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: archive)))
        let server = try TestHTTPServer { request in .file(bytes, for: request, etag: "\"monaco-1\"") }
        defer { server.stop() }
        let local = temporary("svg"), remote = temporary("svg"), cache = temporary("cache")
        defer { for path in [local, remote, cache] { try? FileManager.default.removeItem(atPath: path) } }
        let common = ["render", route, "--style", "streets", "--size", "400x400", "-q"]
        let fromFile = try run(common + ["--tiles", archive, "-o", local])
        #expect(fromFile.code == 0, "\(fromFile.stderr)")
        #expect(!maps(fromFile.libraries, Self.curl), "\(fromFile.libraries.sorted())")
        let overHTTP = try run(common + ["--tiles", "pmtiles://" + server.url("/monaco.pmtiles"), "--tile-cache", cache, "-o", remote])
        #expect(overHTTP.code == 0, "\(overHTTP.stderr)")
        #expect(!server.exchanges.isEmpty)
        #expect(FileManager.default.contents(atPath: remote) == FileManager.default.contents(atPath: local))
        #expect(maps(overHTTP.libraries, Self.curl), "\(overHTTP.libraries.sorted())")
        #expect(!maps(overHTTP.libraries, Self.microhttpd) && !maps(overHTTP.libraries, Self.librsvg), "\(overHTTP.libraries.sorted())")
    }

    @Test func serveMapsLibmicrohttpd() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try routecard())
        process.arguments = ["serve", "--port", "0", "--workers", "1"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        // The first line says where it listens: the server has started.
        var log = ""
        while !log.contains("\n") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            log += String(decoding: data, as: UTF8.self)
        }
        #expect(log.contains("127.0.0.1:"), "\(log)")
        // Read to the end: /proc files claim a size of 0, and a read of that size sees only the first page.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/\(process.processIdentifier)/maps"))
        defer { try? file.close() }
        let running = libraries(inMaps: String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self))
        #expect(running.contains("libc.so.6"))
        #expect(maps(running, Self.microhttpd), "\(running.sorted())")
        #expect(!maps(running, Self.curl), "\(running.sorted())")
    }
}
