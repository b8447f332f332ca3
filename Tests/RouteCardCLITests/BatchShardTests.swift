import Foundation
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// `routecard batch --shard K/N`: three processes over one jobs file and one output folder make
/// every card exactly once; a rerun skips them all; `auto/N` reads the scheduler's index.
@Suite(.serialized)
struct BatchShardTests {
    /// Ten jobs, with a blank line 5: jobs are on lines 1–4 and 6–11.
    static func writeJobs(_ files: CommandHarness) throws -> (jobs: String, lines: [Int: String]) {
        var text = ""
        var lines: [Int: String] = [:]
        var line = 0
        for card in 0..<10 {
            line += 1
            if line == 5 {
                text += "\n"
                line += 1
            }
            let latitude = 60.1 + Double(card) * 0.01
            try files.writeInput("route-\(card).csv", "lat,lon\n\(latitude),24.9\n\(latitude + 0.02),24.95\n\(latitude + 0.01),25.0\n")
            text += #"{"input": "route-\#(card).csv", "svg": "card-\#(card).svg", "size": "120x90"}"# + "\n"
            lines[line] = "card-\(card).svg"
        }
        return (try files.writeInput("jobs.ndjson", text), lines)
    }

    /// The `(line, path)` pairs of `line N: wrote PATH` (or `line N: up to date`) in a batch's log.
    static func reported(_ log: String, _ what: String) -> [Int: String] {
        var found: [Int: String] = [:]
        for entry in log.split(separator: "\n") {
            guard let range = entry.range(of: "] line "), let colon = entry[range.upperBound...].firstIndex(of: ":"),
                  let line = Int(entry[range.upperBound..<colon]) else { continue }
            let rest = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if rest.hasPrefix(what) { found[line] = rest.hasPrefix("wrote ") ? URL(fileURLWithPath: String(rest.dropFirst(6))).lastPathComponent : "" }
        }
        return found
    }

    @Test func threeShardsMakeEveryCardExactlyOnce() throws {
        try CommandHarness.withHarness { files in
            let (jobs, lines) = try Self.writeJobs(files)
            let routecard = Executables.buildDirectory.appendingPathComponent("routecard").path
            let out = files.outputDirectory.path
            let results = Locked<[Int: CommandResult]>([:])
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                let result = try? ChildProcess.run(routecard, ["batch", jobs, "--shard", "\(index + 1)/3", "--out-dir", out, "--jobs", "1"])
                results.withLock { $0[index] = result }
            }
            var written: [Int: String] = [:]
            for index in 0..<3 {
                let result = try #require(results.withLock { $0[index] })
                #expect(result.code == 0, "\(result.stderr)")
                let mine = Self.reported(result.stderr, "wrote ")
                // Shard k has the jobs on lines k, k+3, k+6, …: the blank line 5 is nobody's.
                let expected = Set(lines.keys.filter { ($0 - 1) % 3 == index })
                #expect(Set(mine.keys) == expected, "shard \(index + 1): \(result.stderr)")
                #expect(result.stderr.contains("shard \(index + 1)/3: \(expected.count) of 10 jobs"))
                for (line, path) in mine {
                    #expect(written[line] == nil, "line \(line) written twice")
                    written[line] = path
                }
            }
            #expect(written == lines)                                          // every card, once
            #expect(files.outputEntries() == lines.values.sorted())            // and nothing else
            for name in lines.values {
                let svg = String(decoding: files.bytes(at: files.outputPath(name)) ?? [], as: UTF8.self)
                #expect(svg.contains("viewBox=\"0 0 120 90\""))
            }

            // A rerun of the three shards skips every card.
            var skipped: Set<Int> = []
            for index in 0..<3 {
                let again = try ChildProcess.run(routecard, ["batch", jobs, "--shard", "\(index + 1)/3", "--out-dir", out])
                #expect(again.code == 0)
                #expect(Self.reported(again.stderr, "wrote ").isEmpty)
                skipped.formUnion(Self.reported(again.stderr, "up to date").keys)
            }
            #expect(skipped == Set(lines.keys))
        }
    }

    @Test func autoShardReadsTheSchedulersIndex() throws {
        try CommandHarness.withHarness { files in
            let (jobs, lines) = try Self.writeJobs(files)
            let routecard = Executables.buildDirectory.appendingPathComponent("routecard").path
            let out = files.outputDirectory.path
            let kubernetes = try ChildProcess.run(routecard, ["batch", jobs, "--shard", "auto/3", "--out-dir", out],
                                                  environment: ["JOB_COMPLETION_INDEX": "1"])
            #expect(kubernetes.code == 0)
            #expect(Set(Self.reported(kubernetes.stderr, "wrote ").keys) == Set(lines.keys.filter { ($0 - 1) % 3 == 1 }))
            let aws = try ChildProcess.run(routecard, ["batch", jobs, "--shard", "auto/3", "--out-dir", out],
                                           environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "2"])
            #expect(Set(Self.reported(aws.stderr, "wrote ").keys) == Set(lines.keys.filter { ($0 - 1) % 3 == 2 }))
        }
    }

    @Test func badShardsAreUsageErrors() throws {
        #expect(try BatchShard(parsing: "auto/4", environment: ["JOB_COMPLETION_INDEX": "3"]) == BatchShard(parsing: "4/4"))
        #expect(try BatchShard(parsing: "auto/4", environment: ["JOB_COMPLETION_INDEX": "0", "AWS_BATCH_JOB_ARRAY_INDEX": "2"]).index == 1)
        for text in ["0/3", "4/3", "3", "a/b", "1/0", "-1/3"] {
            #expect(throws: CLIError.self) { try BatchShard(parsing: text, environment: [:]) }
        }
        #expect { try BatchShard(parsing: "auto/3", environment: [:]) } throws: { error in
            (error as? CLIError)?.message.contains("JOB_COMPLETION_INDEX") == true
        }
        #expect { try BatchShard(parsing: "auto/3", environment: ["JOB_COMPLETION_INDEX": "3"]) } throws: { error in
            (error as? CLIError)?.message.contains("not an index in 0…2") == true
        }
        // An empty shard (more shards than jobs) renders nothing and succeeds.
        try CommandHarness.withHarness { files in
            let jobs = try files.writeInput("one.ndjson", #"{"polyline": "_p~iF~ps|U_ulLnnqC_mqNvxq`@", "svg": "a.svg"}"# + "\n")
            let result = files.run(["batch", jobs, "--shard", "2/5", "--out-dir", files.outputDirectory.path])
            #expect(result.code == 0)
            #expect(result.stderr.contains("shard 2/5: 0 of 1 jobs"))
            #expect(files.outputEntries().isEmpty)
        }
    }
}
