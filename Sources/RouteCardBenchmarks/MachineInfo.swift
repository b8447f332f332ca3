import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine and build a benchmark ran on, for the report header.
enum MachineInfo {
    /// The hardware name `uname -m` prints (`x86_64`, `aarch64`, `arm64`).
    static var architecture: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Online processors, as `nproc` counts them.
    static var processors: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The CPU model from `/proc/cpuinfo`, when there is one.
    static var cpuModel: String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The 1-, 5- and 15-minute load averages from `/proc/loadavg`, when there is one (timings on a busy machine are slower).
    static var loadAverage: String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// `release` or `debug`, from the `DEBUG` condition SwiftPM sets for debug builds.
    static var configuration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }
}
