import Foundation
import RouteCardEngine

/// `--shard K/N`: the part of a jobs file one of N processes renders — the jobs on lines
/// K, K+N, K+2N, … (1-based) — so N processes over one file on shared storage make every card
/// exactly once, and the split does not depend on timing or on the other processes.
///
/// `--shard auto/N` takes K from the scheduler: the 0-based `JOB_COMPLETION_INDEX` of a
/// Kubernetes Indexed Job, else `AWS_BATCH_JOB_ARRAY_INDEX` of an AWS Batch array job (index i is shard i+1).
struct BatchShard: Sendable, Hashable, CustomStringConvertible {
    /// This shard, 1…count.
    var index: Int
    /// The number of shards.
    var count: Int

    /// The environment variables `auto` reads, in order.
    static let indexVariables = ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"]

    /// Reads `K/N` or `auto/N` (with `environment`); anything else is a usage error.
    init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[1]), (1...100_000).contains(count) else {
            throw .usage("bad --shard \"\(text)\": expected K/N (shard K of N, 1 ≤ K ≤ N), e.g. 2/8, or auto/N")
        }
        self.count = count
        if parts[0] == "auto" {
            guard let variable = Self.indexVariables.first(where: { environment[$0] != nil }), let value = environment[variable] else {
                throw .usage("--shard auto/\(count): neither \(Self.indexVariables.joined(separator: " nor ")) is set "
                    + "(give the shard as K/N outside a Kubernetes Indexed Job or an AWS Batch array job)")
            }
            guard let zeroBased = Int(value), (0..<count).contains(zeroBased) else {
                throw .usage("--shard auto/\(count): \(variable)=\(value) is not an index in 0…\(count - 1)")
            }
            index = zeroBased + 1
        } else {
            guard let index = Int(parts[0]), (1...count).contains(index) else {
                throw .usage("bad --shard \"\(text)\": K must be a whole number in 1…\(count) (or auto)")
            }
            self.index = index
        }
    }

    /// Whether the job on 1-based `line` of the jobs file is this shard's.
    func contains(line: Int) -> Bool {
        (line - 1) % count == index - 1
    }

    /// `2/8`.
    var description: String { "\(index)/\(count)" }
}
