import Foundation

/// A reader of the YAML the deploy manifests use, enough to check them structurally in tests
/// without a YAML library: `---` documents, block mappings and sequences by indentation
/// (`- key: value` items included), flow sequences of scalars (`["a", "b"]`), plain and quoted
/// scalars, and `#` comments. Anything else (anchors, multi-line strings, flow mappings, tabs) is
/// an error with its line, so a manifest cannot silently mean something else than checked.
enum YAMLSubset {
    /// A parsed value.
    indirect enum Value: Equatable {
        /// A scalar, as text (quotes removed).
        case scalar(String)
        /// A sequence.
        case list([Value])
        /// A mapping, keys in order.
        case map([(key: String, value: Value)])

        static func == (left: Value, right: Value) -> Bool {
            switch (left, right) {
            case let (.scalar(a), .scalar(b)): a == b
            case let (.list(a), .list(b)): a == b
            case let (.map(a), .map(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }

        /// The value of a key of a mapping.
        subscript(_ key: String) -> Value? {
            if case .map(let members) = self { return members.first { $0.key == key }?.value }
            return nil
        }

        /// An element of a sequence.
        subscript(_ index: Int) -> Value? {
            if case .list(let items) = self, items.indices.contains(index) { return items[index] }
            return nil
        }

        /// The text of a scalar.
        var text: String? { if case .scalar(let text) = self { text } else { nil } }

        /// The texts of a sequence of scalars.
        var texts: [String]? {
            guard case .list(let items) = self else { return nil }
            let texts = items.compactMap(\.text)
            return texts.count == items.count ? texts : nil
        }

        /// The keys of a mapping.
        var keys: [String] { if case .map(let members) = self { members.map(\.key) } else { [] } }
    }

    /// A malformed line.
    struct Failure: Error, CustomStringConvertible {
        /// The 1-based line.
        var line: Int
        /// What is wrong.
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    private struct Line {
        var number: Int
        var indent: Int
        var text: String
    }

    /// The documents of a YAML text.
    static func documents(_ text: String) throws -> [Value] {
        var documents: [[Line]] = [[]]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !raw.contains("\t") else { throw Failure(line: offset + 1, message: "a tab (indent with spaces)") }
            let content = stripComment(String(raw))
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed == "---" {
                documents.append([])
                continue
            }
            for marker in ["&", "*", "|", ">", "{", "!!"] where trimmed.hasPrefix(marker) || trimmed.contains(": " + marker) {
                throw Failure(line: offset + 1, message: "\"\(marker)\" is outside the subset these manifests use")
            }
            let indent = content.prefix { $0 == " " }.count
            documents[documents.count - 1].append(Line(number: offset + 1, indent: indent, text: trimmed))
        }
        return try documents.filter { !$0.isEmpty }.map { lines in
            var lines = lines
            var index = 0
            let value = try node(&lines, &index, indent: lines[0].indent)
            if index < lines.count { throw Failure(line: lines[index].number, message: "unexpected indentation") }
            return value
        }
    }

    private static func node(_ lines: inout [Line], _ index: inout Int, indent: Int) throws -> Value {
        if lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
            var items: [Value] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
                let rest = String(lines[index].text.dropFirst(1)).trimmingCharacters(in: .whitespaces)
                if rest.isEmpty {
                    index += 1
                    guard index < lines.count, lines[index].indent > indent else { throw Failure(line: lines[index - 1].number, message: "empty item") }
                    items.append(try node(&lines, &index, indent: lines[index].indent))
                } else if isMappingEntry(rest) {
                    // `- key: value`: the item is a mapping whose keys start at the item's content column.
                    lines[index] = Line(number: lines[index].number, indent: indent + 2, text: rest)
                    items.append(try node(&lines, &index, indent: indent + 2))
                } else {
                    items.append(try scalarOrFlow(rest, line: lines[index].number))
                    index += 1
                }
            }
            return .list(items)
        }
        var members: [(key: String, value: Value)] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard isMappingEntry(line.text), let colon = colonIndex(line.text) else {
                throw Failure(line: line.number, message: "\"key: value\" expected, \"\(line.text)\" found")
            }
            let key = unquote(String(line.text[..<colon]))
            guard !members.contains(where: { $0.key == key }) else { throw Failure(line: line.number, message: "key \"\(key)\" given twice") }
            let rest = String(line.text[line.text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            index += 1
            if rest.isEmpty {
                guard index < lines.count, lines[index].indent > indent
                        || (lines[index].indent == indent && lines[index].text.hasPrefix("- ")) else {
                    throw Failure(line: line.number, message: "\"\(key):\" has no value")
                }
                members.append((key, try node(&lines, &index, indent: lines[index].indent)))
            } else {
                members.append((key, try scalarOrFlow(rest, line: line.number)))
            }
        }
        return .map(members)
    }

    private static func isMappingEntry(_ text: String) -> Bool {
        colonIndex(text) != nil && !text.hasPrefix("[")
    }

    /// The `:` that ends a key: followed by a space or the end of the line, outside quotes.
    private static func colonIndex(_ text: String) -> String.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func scalarOrFlow(_ text: String, line: Int) throws -> Value {
        guard text.hasPrefix("[") else { return .scalar(unquote(text)) }
        guard text.hasSuffix("]") else { throw Failure(line: line, message: "a flow sequence must end on its line") }
        let inner = text.dropFirst().dropLast()
        var items: [Value] = []
        var current = ""
        var quote: Character?
        for character in inner {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character == "," {
                items.append(.scalar(unquote(current.trimmingCharacters(in: .whitespaces))))
                current = ""
            } else if character == "[" || character == "{" {
                throw Failure(line: line, message: "nested flow collections are outside the subset")
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty || !items.isEmpty { items.append(.scalar(unquote(last))) }
        return .list(items)
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The line without a `#` comment (a `#` at the start or after a space, outside quotes).
    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }
}
