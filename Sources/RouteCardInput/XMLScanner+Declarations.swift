import Foundation

/// The markup around the elements: processing instructions, the XML declaration, comments, CDATA and the DOCTYPE.
extension XMLScanner {
    mutating func skipProcessingInstruction() throws(InputError) {
        let start = pos
        let targetStart = try nameAfterOpener(missing: "a processing instruction target was expected after '<?'")
        let (_, targetEnd) = scanName()
        let isDeclaration = targetEnd - targetStart == 3
            && bytes[targetStart] | 0x20 == UInt8(ascii: "x")
            && bytes[targetStart + 1] | 0x20 == UInt8(ascii: "m")
            && bytes[targetStart + 2] | 0x20 == UInt8(ascii: "l")
        // Leading whitespace before the declaration is tolerated (strict XML forbids it).
        if isDeclaration && (phase != .prolog || sawPrologMarkup) {
            throw error("the XML declaration <?xml …?> is only allowed at the very start of the document", at: start)
        }
        sawPrologMarkup = true
        guard let end = skip(past: "?>") else {
            throw error(isDeclaration ? "the XML declaration is not closed with '?>'"
                                      : "the processing instruction is not closed with '?>'", at: start)
        }
        if isDeclaration { try checkDeclaration(targetStart, targetEnd, end) }
    }

    /// Checks an XML declaration's pseudo-attributes: `version="1.x"`, then optionally `encoding`
    /// (a name such as `UTF-8`) and `standalone` (`yes` or `no`), in that order, quoted, and nothing else.
    func checkDeclaration(_ targetStart: Int, _ targetEnd: Int, _ end: Int) throws(InputError) {
        guard bytes[targetStart] == UInt8(ascii: "x") && bytes[targetStart + 1] == UInt8(ascii: "m") && bytes[targetStart + 2] == UInt8(ascii: "l") else {
            throw error("the XML declaration must be written <?xml (lowercase)", at: targetStart - 2)
        }
        var i = targetEnd
        var expected = ["version", "encoding", "standalone"][...]
        var sawVersion = false
        while true {
            let gapStart = i
            while i < end && Self.isWhitespace(bytes[i]) { i += 1 }
            if i == end { break }
            guard i > gapStart else { throw error("the XML declaration needs a space before each of version, encoding and standalone", at: i) }
            let nameStart = i
            while i < end && (bytes[i] >= UInt8(ascii: "a") && bytes[i] <= UInt8(ascii: "z")) { i += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<i]), as: UTF8.self)
            guard let position = expected.firstIndex(of: name) else {
                throw error(name.isEmpty || !["version", "encoding", "standalone"].contains(name)
                            ? "the XML declaration may only hold version, encoding and standalone"
                            : "the XML declaration's \(name) is repeated or out of order (version, encoding, standalone)", at: nameStart)
            }
            expected = expected[(position + 1)...]
            while i < end && Self.isWhitespace(bytes[i]) { i += 1 }
            guard i < end, bytes[i] == UInt8(ascii: "=") else { throw error("'=' expected after \(name) in the XML declaration", at: i) }
            i += 1
            while i < end && Self.isWhitespace(bytes[i]) { i += 1 }
            guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw error("the XML declaration's \(name) value must be quoted", at: i)
            }
            let quote = bytes[i], valueStart = i + 1
            i += 1
            while i < end && bytes[i] != quote { i += 1 }
            guard i < end else { throw error("the XML declaration's \(name) value is not closed", at: valueStart - 1) }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<i]), as: UTF8.self)
            i += 1
            let valid: Bool
            switch name {
            case "version":
                sawVersion = true
                valid = value.hasPrefix("1.") && value.count > 2 && value.dropFirst(2).allSatisfy(\.isASCII) && value.dropFirst(2).allSatisfy(\.isNumber)
            case "encoding":
                valid = value.first.map { $0.isASCII && $0.isLetter } == true
                    && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            default:
                valid = value == "yes" || value == "no"
            }
            guard valid else { throw error("the XML declaration's \(name)=\"\(value.prefix(20))\" is not valid", at: valueStart) }
            if name != "version" && !sawVersion { break }
        }
        guard sawVersion else { throw error("the XML declaration needs version=\"1.0\" first", at: targetStart - 2) }
    }

    /// Handles `<!--`, `<![CDATA[` and `<!DOCTYPE`; returns a token for CDATA only.
    mutating func scanMarkupDeclaration() throws(InputError) -> XMLToken? {
        let start = pos
        sawPrologMarkup = true
        if startsWith("<!--", at: pos) {
            pos += 4
            guard skip(past: "-->") != nil else { throw error("the comment is not closed with '-->'", at: start) }
            return nil
        }
        if startsWith("<![CDATA[", at: pos) {
            guard phase == .content else {
                throw error("a CDATA section is only allowed inside the root element", at: start)
            }
            pos += 9
            let contentStart = pos
            guard let contentEnd = skip(past: "]]>") else {
                throw error("the CDATA section is not closed with ']]>'", at: start)
            }
            return .cdata(start: contentStart, end: contentEnd)
        }
        if startsWith("<!DOCTYPE", at: pos) {
            try skipDoctype()
            return nil
        }
        if startsWith("<!ENTITY", at: pos) {
            throw error("entity declarations are not allowed (rejected for safety: no entity expansion)", at: start)
        }
        throw error("unexpected '<!': expected a comment '<!--', a CDATA section or a DOCTYPE", at: start)
    }

    /// Skips `<!DOCTYPE name [SYSTEM|PUBLIC "…" ["…"]]>`; rejects internal subsets.
    ///
    /// The external identifier is never resolved or loaded.
    mutating func skipDoctype() throws(InputError) {
        let start = pos
        guard phase == .prolog, !sawDoctype else {
            throw error(phase == .prolog ? "only one DOCTYPE is allowed"
                                         : "a DOCTYPE is only allowed before the root element", at: start)
        }
        sawDoctype = true
        pos += 9
        let count = bytes.count
        while let c = try nextInTag(unclosed: { $0.error("the DOCTYPE declaration is not closed with '>'", at: start) }) {
            if c == UInt8(ascii: "[") {
                throw error("a DOCTYPE with an internal subset is not allowed: entity and other declarations "
                            + "are rejected for safety (no entity expansion, no external entities)", at: pos)
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                let quoteOffset = pos
                pos += 1
                while pos < count && bytes[pos] != c { pos += 1 }
                guard pos < count else {
                    throw error("a quoted string in the DOCTYPE is not closed", at: quoteOffset)
                }
                pos += 1
            } else if Self.isNameStart(c) {
                _ = scanName()
            } else {
                throw error("unexpected \(describe(at: pos)) in the DOCTYPE declaration", at: pos)
            }
        }
    }
}
