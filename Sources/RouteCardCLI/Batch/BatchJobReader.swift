import Foundation
import RouteCardInput
import RouteCard
import RouteCardText

/// Reads a jobs file: newline-delimited JSON, one object per card, whose keys mirror `render`'s
/// long options (`input` or `polyline`, `format`, `style`, `output`, `svg`, `png`, `pdf`, `size`, `preset`,
/// `scale`, `padding`, `title`, `timezone`, `animate`, `no-attribution`, `allow-path`, `tiles`,
/// `privacy-zone`, `privacy-trim`).
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

    /// The keys a job may have.
    static let keys = ["input", "polyline", "format", "style", "output", "svg", "png", "pdf", "size", "preset", "scale", "padding",
                       "title", "timezone", "animate", "no-attribution", "allow-path", "tiles", "privacy-zone", "privacy-trim",
                       "basemap", "sprite"]

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
            guard Self.keys.contains(key) else {
                return failure("unknown key \"\(key)\"" + SpellingSuggestion.hint(for: key, among: Self.keys)
                               + "; keys: \(Self.keys.joined(separator: ", "))", at: member.keyOffset)
            }
            let value: String
            switch (key, member.value.value) {
            case (_, .string(let text)) where key != "no-attribution":
                value = text
            case ("allow-path", .array(let elements)), ("tiles", .array(let elements)), ("privacy-zone", .array(let elements)):
                // A repeatable option: each element is one more of it.
                let texts = elements.compactMap { element -> String? in
                    if case .string(let text) = element.value { text } else { nil }
                }
                guard texts.count == elements.count, let last = texts.last else {
                    let what = key == "tiles" ? "a tile file (NAME=FILE) or an array of them"
                        : key == "privacy-zone" ? "a zone \"LAT,LON,R\" or an array of them" : "a folder or an array of folders"
                    return failure("\(key): \(what) expected", at: member.value.offset)
                }
                for text in texts.dropLast() { arguments += ["--" + key, text] }
                value = last
            case ("scale", .number(let number)), ("padding", .number(let number)), ("animate", .number(let number)),
                 ("privacy-trim", .number(let number)):
                value = String(number)
            case ("no-attribution", .bool(let isOn)):
                // A flag in `render`: true gives it, false leaves it out.
                if isOn { arguments.append("--no-attribution") }
                continue
            case ("padding", .array(let elements)):
                let numbers = elements.compactMap { element -> String? in
                    if case .number(let number) = element.value { String(number) } else { nil }
                }
                guard numbers.count == elements.count else {
                    return failure("padding: an array of numbers expected", at: member.value.offset)
                }
                value = numbers.joined(separator: ",")
            default:
                let expected = switch key {
                case "scale": "a number"
                case "animate": "a duration such as \"8s\" or a number of seconds"
                case "padding": "a number, an array of numbers or a string"
                case "no-attribution": "true or false"
                case "allow-path": "a folder or an array of folders"
                case "tiles": "a tile file (NAME=FILE) or an array of them"
                case "privacy-zone": "a zone \"LAT,LON,R\" or an array of them"
                case "privacy-trim": "a number of metres or a distance such as \"200m\""
                default: "a string"
                }
                return failure("\(key): \(expected) expected, \(member.value.summary) found", at: member.value.offset)
            }
            if key == "input" { input = value } else { arguments += ["--" + key, value] }
        }
        let givesPolyline = members.contains { $0.key == "polyline" }
        if givesPolyline && input != nil {
            return failure("give \"input\" or \"polyline\", not both", at: root.offset)
        }
        if !givesPolyline {
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
