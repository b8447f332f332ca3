#if canImport(Glibc)
import Glibc
#endif

/// A hidden diagnostic for the tests of lazy loading: when `ROUTECARD_MAPS_REPORT` names a file,
/// `routecard` copies its `/proc/self/maps` there as it exits, so a test sees every library the
/// command mapped (at start-up or with `dlopen`) and can check that writing SVG maps no librsvg,
/// libcurl or libmicrohttpd. Not in the help: it is not for people.
enum MappedFilesReport {
    /// The environment variable naming the report's file.
    static let variable = "ROUTECARD_MAPS_REPORT"

    /// Copies `/proc/self/maps` to the file `ROUTECARD_MAPS_REPORT` names, if it is set; a
    /// failure is silent (the test then finds no report).
    static func writeIfAsked() {
        guard let path = getenv(variable), path.pointee != 0 else { return }
        let source = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return }
        defer { close(source) }
        let target = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard target >= 0 else { return }
        defer { close(target) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            let written = buffer.withUnsafeBytes { write(target, $0.baseAddress, count) }
            guard written == count else { return }
        }
    }
}
