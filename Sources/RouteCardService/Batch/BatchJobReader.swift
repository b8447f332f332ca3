import Foundation
import RouteCardEngine
import RouteCardInput
import RouteCard
import RouteCardText

/// Reads a jobs file: newline-delimited JSON, one object per card, whose keys are the card
/// options ``CardOptions`` declares as job keys (`input` or `polyline`, `style`, `png`, `size`, …),
/// each with the JSON value its ``CardOption/JobValue`` says, read by `render`'s parser.
///
/// A line that cannot be used becomes a failed job with its line number; the others still run.
/// Blank lines are skipped. Relative `input`, style-file, `allow-path` and `tiles` paths resolve against `baseDirectory`
/// (the jobs file's folder), relative outputs against `outputDirectory`.
package struct BatchJobReader {
    /// The limits of every card's input; the longest job line is its line length limit.
    var limits = InputLimits()
    /// The jobs file's name in messages.
    var fileName: String
    /// The folder relative input and style paths resolve against.
    var baseDirectory: String
    /// The folder relative output paths resolve against.
    var outputDirectory: String
    /// Whether outputs may be written outside `outputDirectory` (`--allow-outside-out-dir`): absolute
    /// paths, `../` and links that lead out. Default false: such a job fails.
    var allowsOutside = false

    /// The options a job may give, by key.
    static let options: [String: CardOption] = Dictionary(uniqueKeysWithValues: CardOptions.all.compactMap { option in
        if case .key = option.job { (option.name, option) } else { nil }
    })

    /// The keys a job may have, in the options' order.
    package static let keys = CardOptions.all.filter { options[$0.name] != nil }.map(\.name)

    /// Every job of the file, in order.
    func read(_ bytes: [UInt8]) -> [BatchJob] {
        var jobs: [BatchJob] = []
        var lineNumber = 0
        var start = 0
        var firstWriter: [String: Int] = [:]
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            lineNumber += 1
            if end - start > limits.maximumLineLength {
                jobs.append(BatchJob(line: lineNumber, card: .failure(BatchFailure(DiagnosticFormatter.line(
                    file: fileName, line: lineNumber, column: nil,
                    message: "a line longer than \(InputLimits.describe(limits.maximumLineLength)), the line length limit")))))
                start = end + 1
                continue
            }
            var line = Array(bytes[start..<end])
            if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            if line.last == 0x0D { line.removeLast() }
            start = end + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            var job = BatchJob(line: lineNumber, card: parse(line, lineNumber: lineNumber))
            if case .success(let card) = job.card {
                for output in card.outputs {
                    if let first = firstWriter[Self.key(output.path)] {
                        job.card = .failure(BatchFailure(DiagnosticFormatter.line(
                            file: fileName, line: lineNumber, column: nil, message: "\(output.path) is also written by line \(first)")))
                        break
                    }
                }
                if case .success = job.card {
                    for output in card.outputs { firstWriter[Self.key(output.path)] = lineNumber }
                }
            }
            jobs.append(job)
        }
        return jobs
    }

    /// Reads a jobs file as `batch` does (paths against `/nonexistent`, so nothing is found or
    /// written) and counts the usable cards and the failed lines: what the fuzz harness runs.
    package static func check(_ bytes: [UInt8]) -> (cards: Int, failures: Int) {
        let jobs = BatchJobReader(fileName: "fuzz.ndjson", baseDirectory: "/nonexistent", outputDirectory: "/nonexistent/out").read(bytes)
        let cards = jobs.filter { if case .success = $0.card { true } else { false } }.count
        return (cards, jobs.count - cards)
    }

    /// An output path with `.`, `..` and symbolic links resolved: two jobs whose outputs have one
    /// key write one file.
    static func key(_ path: String) -> String {
        (try? OutputDestination.of(path).key) ?? LocalPath.real(path).path
    }

    /// The command-line values a job key's JSON value stands for (none for a `false` flag), or
    /// `nil` when the JSON is not what `kind` takes.
    private static func values(_ node: JSONNode, _ kind: CardOption.JobValue) -> [String]? {
        switch (kind, node.value) {
        case (.bool, .bool(let isOn)): return isOn ? [""] : []
        case (.bool, _): return nil
        case (_, .string(let text)): return [text]
        case (.number, .number(let number)), (.numbers, .number(let number)): return [CardEngine.format(number)]
        case (.numbers, .array(let elements)):
            let numbers = elements.compactMap { element -> String? in
                if case .number(let number) = element.value { CardEngine.format(number) } else { nil }
            }
            return numbers.count == elements.count && !numbers.isEmpty ? [numbers.joined(separator: ",")] : nil
        case (.strings, .array(let elements)):
            let texts = elements.compactMap { element -> String? in
                if case .string(let text) = element.value { text } else { nil }
            }
            return texts.count == elements.count && !texts.isEmpty ? texts : nil
        default: return nil
        }
    }

    /// What a key of `kind` takes, in messages and (`markdown`) the README: `a string "WxH"`.
    package static func expected(_ kind: CardOption.JobValue, _ option: CardOption, markdown: Bool = false) -> String {
        if let doc = option.jobValueDoc { return doc }
        let example = option.metavar.map { markdown ? " `\"\($0)\"`" : " \"\($0)\"" } ?? ""
        return switch kind {
        case .string: "a string" + example
        case .number: "a number or a string" + example
        case .numbers: "a number, an array of numbers or a string" + example
        case .bool: "true or false"
        case .strings: "a string" + example + " or an array of them"
        }
    }

    /// One job line → a card with resolved paths.
    private func parse(_ line: [UInt8], lineNumber: Int) -> Result<CardJob, BatchFailure> {
        func failure(_ message: String, at offset: Int? = nil) -> Result<CardJob, BatchFailure> {
            .failure(BatchFailure(DiagnosticFormatter.line(file: fileName, line: lineNumber,
                                                           column: offset.map { SourceLocation(offset: $0, in: line).column },
                                                           message: message)))
        }
        let root: JSONNode
        do {
            root = try JSONParser().parse(line)
        } catch {
            return failure(error.message, at: error.offset)
        }
        guard case .object(let members) = root.value else {
            return failure("a job is a JSON object such as {\"input\": \"run.gpx\", \"png\": \"run.png\"}, \(root.summary) found",
                           at: root.offset)
        }
        var input: String?
        var arguments: [String] = []
        for member in members {
            let key = member.key
            guard let option = Self.options[key], case .key(let kind) = option.job else {
                if let option = CardOptions.named(key), option.job == .batchOption {
                    return failure("\"\(key)\" is not a job key: give \(option.flagName) to batch itself, for every card of the run",
                                   at: member.keyOffset)
                }
                return failure("unknown key \"\(key)\"" + SpellingSuggestion.hint(for: key, among: Self.keys)
                               + "; keys: \(Self.keys.joined(separator: ", "))", at: member.keyOffset)
            }
            guard let values = Self.values(member.value, kind) else {
                return failure("\(key): \(Self.expected(kind, option)) expected, \(member.value.summary) found", at: member.value.offset)
            }
            if option.isPositional {
                input = values.last
                continue
            }
            for value in values { arguments += option.isFlag ? [option.flagName] : [option.flagName, value] }
        }
        let givesPolyline = members.contains { $0.key == "polyline" || $0.key == "example" }
        if givesPolyline && input != nil {
            return failure("give \"input\" or \"polyline\", not both", at: root.offset)
        }
        // A job with a fixed view may leave out the route: its card is the map of that view.
        let givesView = members.contains { $0.key == "center" || $0.key == "bounds" }
        if !givesPolyline && !(givesView && input == nil) {
            guard let input, !input.isEmpty else {
                return failure("missing key \"input\" (the route file of this card) or \"polyline\"", at: root.offset)
            }
            guard input != "-" else { return failure("input - (standard input) cannot be used in a batch") }
        }
        do {
            let options = try RenderOptions(ArgumentList(arguments + (input.map { ["--", $0] } ?? []),
                                                         valued: RenderOptions.valued, flags: RenderOptions.flags))
            var card = CardJob(options, outputs: try CardJob.outputs(for: options))
            card.input = input.map { LocalPath.join($0, to: baseDirectory) }
            card.limits = limits
            if InputLoader.styleNamesFile(card.style, in: baseDirectory) { card.style = LocalPath.join(card.style, to: baseDirectory) }
            card.allowedPaths = card.allowedPaths.map { LocalPath.join($0, to: baseDirectory) }
            card.basemap = card.basemap.map { LocalPath.join($0, to: baseDirectory) }
            card.sprite = card.sprite.map { LocalPath.join($0, to: baseDirectory) }
            for index in card.tiles.indices where !card.tiles[index].isRemote {
                card.tiles[index].path = LocalPath.join(card.tiles[index].path, to: baseDirectory)
            }
            for index in card.outputs.indices {
                guard !card.outputs[index].isStandardOutput else {
                    return failure("outputs of a batch cannot go to standard output (-)")
                }
                let given = card.outputs[index].path
                card.outputs[index].path = LocalPath.join(given, to: outputDirectory)
                if !allowsOutside {
                    let folder = LocalPath.real(outputDirectory).path
                    let resolved = Self.key(card.outputs[index].path)
                    guard LocalPath.isInside(resolved, folder: folder), resolved != folder else {
                        return failure("\(given) is outside the output folder \(LocalPath.display(folder)) "
                                       + "(give --allow-outside-out-dir to write there)")
                    }
                }
            }
            return .success(card)
        } catch {
            return .failure(BatchFailure(DiagnosticFormatter.line(file: fileName, line: lineNumber, column: nil,
                                                                  message: BatchFailure(error).reason)))
        }
    }
}
