import Foundation

/// One section of a Markdown document: a heading and the lines up to the next heading of the
/// same or a higher level. Lets a test compare the README with code or data it documents.
public struct MarkdownSection: Sendable, Equatable {
    /// The heading's text, without its `#`s.
    public var heading: String
    /// The heading's level: 1 for `#`, 2 for `##`, …
    public var level: Int
    /// The lines after the heading, subsections included.
    public var lines: [String]

    /// The section under the first heading whose text is `heading` (any level), or `nil`.
    public init?(heading: String, in markdown: String) {
        let all = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var start: (index: Int, level: Int)?
        var inFence = false
        var end = all.count
        for (index, line) in all.enumerated() {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, let (level, text) = Self.heading(line) else { continue }
            if let start {
                if level <= start.level { end = index; break }
            } else if text == heading {
                start = (index, level)
            }
        }
        guard let start else { return nil }
        self.heading = heading
        level = start.level
        lines = Array(all[(start.index + 1)..<end])
    }

    /// The level and text of a heading line (`## Text`), or `nil` for any other line.
    static func heading(_ line: String) -> (Int, String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return (hashes, line.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces))
    }

    /// The contents of the section's fenced code blocks whose info string is `language`
    /// (```` ```swift ````), in order, each without its fences.
    public func codeBlocks(language: String) -> [String] {
        var blocks: [String] = []
        var fence: (matches: Bool, body: [String])?
        for line in lines {
            let isFence = line.hasPrefix("```")
            switch fence {
            case nil where isFence:
                fence = (line.dropFirst(3).trimmingCharacters(in: .whitespaces) == language, [])
            case nil:
                break
            case let (matches, body)? where isFence:
                if matches { blocks.append(body.joined(separator: "\n")) }
                fence = nil
            case let (matches, body)?:
                fence = (matches, body + [line])
            }
        }
        return blocks
    }
}
