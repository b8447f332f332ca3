import Foundation
import RouteCardEngine
import RouteCardService

/// The texts made from ``CardOptions``: the options part of `render --help`, and the README's
/// tables of render's options, the batch job keys and serve's query parameters (printed by
/// `routecard help render|batch|serve --markdown`, spliced into the README by `make style-reference`
/// and checked there by a test).
enum CardOptionsReference {
    /// The left column's width in `--help` (the doc starts after it).
    static let column = 26
    /// The widest `--help` line.
    static let width = 94

    /// The options of `render --help`, grouped under their headings, each with its doc wrapped.
    static func help(_ options: [CardOption] = CardOptions.all) -> String {
        var sections: [String] = []
        for group in CardOption.Group.allCases {
            let members = options.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            sections.append(([group.rawValue] + members.map(helpEntry)).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// One option in `--help`: `  --size WxH              Canvas size…`, its doc wrapped under itself.
    static func helpEntry(_ option: CardOption) -> String {
        helpEntry(synopsis: option.synopsis, doc: option.doc)
    }

    /// One line of `--help` from its left column and its doc (wrapped under itself).
    static func helpEntry(synopsis: String, doc: String) -> String {
        let lines = wrap(doc, width: width - column)
        let indent = String(repeating: " ", count: column)
        let head = "  " + synopsis
        var text: String
        if head.count <= column - 2 {
            text = head + String(repeating: " ", count: column - head.count) + (lines.first ?? "")
        } else {
            text = head + "\n" + indent + (lines.first ?? "")
        }
        for line in lines.dropFirst() { text += "\n" + indent + line }
        return text
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The README's table of render's options.
    static func renderTable(_ options: [CardOption] = CardOptions.all) -> String {
        var rows = ["| option | meaning |", "| --- | --- |"]
        for option in options {
            let see = option.seeAlso.map { " See [\($0)](#\(anchor($0)))." } ?? ""
            rows.append("| `\(cell(option.synopsis))` | \(cell(option.doc))\(see) |")
        }
        return rows.joined(separator: "\n")
    }

    /// The README's table of the batch job keys: each key, the JSON it takes, and the option it is.
    static func batchTable(_ options: [CardOption] = CardOptions.all) -> String {
        var rows = ["| key | value | as in `render` |", "| --- | --- | --- |"]
        for option in options {
            guard case .key(let kind) = option.job else { continue }
            rows.append("| `\(option.name)` | \(cell(BatchJobReader.expected(kind, option, markdown: true))) | `\(cell(option.flagName))` |")
        }
        let own = options.filter { $0.job == .batchOption }.map { "`\($0.flagName)`" }
        rows.append("")
        rows.append("Given to `batch` itself, for every card of the run: " + own.joined(separator: ", ") + ".")
        return rows.joined(separator: "\n")
    }

    /// The README's table of serve's query parameters: the card options a request takes and those it refuses, with why.
    static func serveTable(_ options: [CardOption] = CardOptions.all) -> String {
        let accepted = options.filter { $0.serveRefusal == nil }.map { "`\($0.name)`" }
        var rows = ["Card options a request takes as query parameters (as `render` reads them; a flag as "
                    + "`name=true`): " + accepted.joined(separator: ", ") + ".", "",
                    "| refused parameter | why |", "| --- | --- |"]
        var reasons: [(names: [String], why: String)] = []
        for option in options {
            guard let why = option.serveRefusal else { continue }
            if let index = reasons.firstIndex(where: { $0.why == why }) {
                reasons[index].names.append(option.name)
            } else {
                reasons.append(([option.name], why))
            }
        }
        for (names, why) in reasons {
            rows.append("| " + names.map { "`\($0)`" }.joined(separator: ", ") + " | \(cell(why)) |")
        }
        return rows.joined(separator: "\n")
    }

    /// GitHub's anchor of a heading: lower case, spaces to hyphens, other punctuation dropped.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// A table cell's text: `|` escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
