/// A small, strict, non-validating XML 1.0 pull scanner over UTF-8 bytes.
///
/// It checks well-formedness (names, nesting, attribute syntax and uniqueness, references,
/// content outside the root) and reports every problem with a line and column. For safety it
/// never loads or expands anything: a DOCTYPE with an internal subset, and any entity reference
/// other than the five predefined ones and numeric character references, are errors.
/// Namespaces are not resolved: callers match on local names.
///
/// It streams: the document is read through a ``ChunkedInput`` window that is refilled between
/// tokens, so only the unread part (at least half a chunk ahead) is in memory. Offsets in tokens
/// are indices into ``bytes``, valid until the next call to ``next()``; after a refill the
/// window has moved left by ``shift`` bytes, and callers holding offsets subtract it (bytes from
/// ``retainFrom`` on are kept). Locations stay exact: the lines and columns of dropped bytes
/// are counted as they leave.
struct XMLScanner {
    enum Phase { case prolog, content, epilog }

    private struct OpenElement {
        /// Where the element's qualified name starts: in the window, or in `nameBytes` once saved.
        var nameStart: Int
        /// Whether the name was copied to `nameBytes` because its bytes left the window.
        var saved = false
        var nameLength: Int
        /// The tag's offset in the window while `line` is 0.
        var tagOffset: Int
        /// The tag's location once its bytes have left the window (0 until then).
        var line = 0
        var column = 0
    }

    /// The state a token's scan can change before it fails, restored to scan it again after a refill.
    private struct Snapshot {
        var pos: Int
        var phase: Phase
        var sawDoctype: Bool
        var sawPrologMarkup: Bool
    }

    /// The bytes of the current window.
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    /// The file name used in error messages, if any.
    let path: String?
    /// How far the window moved left during the last ``next()`` call (0 when it did not move).
    private(set) var shift = 0
    /// The first offset the caller still needs; bytes from here on survive a refill.
    var retainFrom = Int.max
    private let input: ChunkedInput
    private let lookahead: Int
    private var exhausted: Bool
    /// The line and column of `bytes[0]`.
    var baseLine = 1
    var baseColumn = 1
    /// The saved names of open elements whose tags left the window, back to back.
    private var nameBytes: [UInt8] = []
    /// Storage for the attributes of the most recent start tag; only the first `attributeCount` count.
    private var attributeStorage: [XMLAttribute] = []
    /// How many attributes the most recent start tag has.
    private(set) var attributeCount = 0

    var pos: Int
    var phase = Phase.prolog
    private var open: [OpenElement] = []
    private var pendingEnd = false
    var sawDoctype = false
    var sawPrologMarkup = false
    /// Names of the current tag's attributes, kept only for tags with many attributes.
    private var manyAttributeNames = Set<String>()

    /// Creates a scanner over a filled `input` window; a UTF-8 byte order mark is skipped.
    /// `path` only appears in error messages.
    init(input: ChunkedInput, path: String?) {
        self.input = input
        self.path = path
        var window = input.bytes
        if window.count >= 3 && window[0] == 0xEF && window[1] == 0xBB && window[2] == 0xBF {
            input.discard(3)
            window = input.bytes
        }
        bytes = window
        exhausted = input.exhausted
        lookahead = max(input.chunkSize / 2, 1)
        pos = 0
        attributeStorage.reserveCapacity(16)
        open.reserveCapacity(16)
        nameBytes.reserveCapacity(256)
    }

    /// The attribute at `index` (`0..<attributeCount`) of the most recent start tag.
    @inline(__always)
    func attribute(at index: Int) -> XMLAttribute {
        attributeStorage[index]
    }

    // MARK: - Tokens

    /// Reads the next token.
    mutating func next() throws(InputError) -> XMLToken {
        shift = 0
        if pendingEnd {
            pendingEnd = false
            closeElement()
            return .endElement
        }
        while true {
            if !exhausted && bytes.count - pos < lookahead { try refill(growing: false) }
            let snapshot = Snapshot(pos: pos, phase: phase, sawDoctype: sawDoctype, sawPrologMarkup: sawPrologMarkup)
            do {
                if let token = try step() { return token }
            } catch {
                // A token cut by the end of the window: read more and scan it again.
                guard !exhausted && pos + 16 >= bytes.count else { throw error }
                pos = snapshot.pos
                phase = snapshot.phase
                sawDoctype = snapshot.sawDoctype
                sawPrologMarkup = snapshot.sawPrologMarkup
                try refill(growing: true)
            }
        }
    }

    /// Scans one token, or skips one piece of prolog/epilog (returning `nil`).
    private mutating func step() throws(InputError) -> XMLToken? {
        let count = bytes.count
        guard pos < count else { return try endOfInput() }
        let c = bytes[pos]
        if c != UInt8(ascii: "<") {
            if phase == .content { return try scanText() }
            if Self.isWhitespace(c) {
                pos += 1
                while pos < count && Self.isWhitespace(bytes[pos]) { pos += 1 }
                return nil
            }
            throw error(phase == .prolog
                        ? "unexpected \(describe(at: pos)) before the root element (is this an XML file?)"
                        : "unexpected \(describe(at: pos)) after the root element", at: pos)
        }
        guard pos + 1 < count else {
            throw error("unexpected end of file after '<'", at: pos)
        }
        switch bytes[pos + 1] {
        case UInt8(ascii: "/"):
            return try scanEndTag()
        case UInt8(ascii: "?"):
            try skipProcessingInstruction()
            return nil
        case UInt8(ascii: "!"):
            return try scanMarkupDeclaration()
        default:
            return try scanStartTag()
        }
    }

    /// Drops the bytes before `min(pos, retainFrom)` and reads more; `growing` also doubles the
    /// room ahead, for a token longer than the window.
    private mutating func refill(growing: Bool) throws(InputError) {
        var keep = max(0, min(pos, retainFrom))
        // Never split a CR LF pair: it is one line end.
        if keep > 0 && bytes[keep - 1] == 0x0D { keep -= 1 }
        if keep > 0 {
            // Remember where still-open elements started, and their names, before their bytes go.
            var line = baseLine, column = baseColumn, counted = 0
            for index in open.indices {
                if !open[index].saved {
                    if open[index].nameStart < keep {
                        let start = open[index].nameStart
                        open[index].nameStart = nameBytes.count
                        open[index].saved = true
                        nameBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<start + open[index].nameLength]))
                    } else {
                        open[index].nameStart -= keep
                    }
                }
                guard open[index].line == 0 else { continue }
                if open[index].tagOffset < keep {
                    (line, column) = Self.advance(line: line, column: column, over: bytes, from: counted,
                                                  to: open[index].tagOffset)
                    counted = open[index].tagOffset
                    open[index].line = line
                    open[index].column = column
                } else {
                    open[index].tagOffset -= keep
                }
            }
            (baseLine, baseColumn) = Self.advance(line: line, column: column, over: bytes, from: counted, to: keep)
            input.discard(keep)
            pos -= keep
            if retainFrom != .max { retainFrom -= keep }
            shift += keep
        }
        try input.fill(minimumCapacity: growing ? max(input.capacity * 2, input.count + input.chunkSize) : 0)
        bytes = input.bytes
        exhausted = input.exhausted
    }

    /// The location after `bytes[0..<end]` given the location of `bytes[0]`: the same rule as
    /// ``location(of:)``, with a vectorizable count of line feeds for the common case.
    private static func advance(line: Int, column: Int, over bytes: UnsafeBufferPointer<UInt8>,
                                from start: Int, to end: Int) -> (line: Int, column: Int) {
        var lastBreak = end - 1
        while lastBreak >= start && bytes[lastBreak] != 0x0A && bytes[lastBreak] != 0x0D { lastBreak -= 1 }
        var columnsAfter = 0
        for k in (lastBreak + 1)..<end where bytes[k] & 0xC0 != 0x80 { columnsAfter += 1 }
        guard lastBreak >= start else { return (line, column + columnsAfter) }
        var feeds = 0, returns = 0
        // Eight bytes at a time: a byte equal to b gives 0x80 in ~(((x & 0x7F…) + 0x7F…) | x) for x = word ^ b….
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, high: UInt64 = 0x8080_8080_8080_8080
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A, carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var k = start
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while k + 8 <= lastBreak + 1 {
            let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            let x = word ^ lineFeeds, y = word ^ carriageReturns
            feeds &+= (~(((x & low7) &+ low7) | x) & high).nonzeroBitCount
            returns &+= (~(((y & low7) &+ low7) | y) & high).nonzeroBitCount
            k += 8
        }
        while k <= lastBreak {
            feeds &+= bytes[k] == 0x0A ? 1 : 0
            returns &+= bytes[k] == 0x0D ? 1 : 0
            k += 1
        }
        if returns > 0 {
            // A CR LF pair is one line end: count exactly (rare: Windows line ends).
            feeds = 0
            k = start
            while k <= lastBreak {
                let byte = bytes[k]
                if byte == 0x0A || byte == 0x0D {
                    feeds += 1
                    if byte == 0x0D && k + 1 < bytes.count && bytes[k + 1] == 0x0A { k += 1 }
                }
                k += 1
            }
        }
        return (line + feeds, 1 + columnsAfter)
    }

    private mutating func closeElement() {
        let top = open.removeLast()
        if top.saved { nameBytes.removeLast(top.nameLength) }
        if open.isEmpty { phase = .epilog }
    }

    /// The qualified name of an open element.
    private func name(of element: OpenElement) -> String {
        element.saved
            ? String(decoding: nameBytes[element.nameStart..<element.nameStart + element.nameLength], as: UTF8.self)
            : string(element.nameStart, element.nameStart + element.nameLength)
    }

    /// Where an open element's start tag is, as `line:column`.
    private func openedAt(_ element: OpenElement) -> String {
        if element.line > 0 { return "\(element.line):\(element.column)" }
        let (line, column) = location(of: element.tagOffset)
        return "\(line):\(column)"
    }

    private mutating func endOfInput() throws(InputError) -> XMLToken {
        switch phase {
        case .prolog:
            throw error("no root element: the document is empty or contains only a prolog", at: pos)
        case .content:
            let top = open[open.count - 1]
            throw error("unexpected end of file: <\(name(of: top))> opened at "
                        + "\(openedAt(top)) is not closed (truncated file?)", at: pos)
        case .epilog:
            return .endOfDocument
        }
    }

    private mutating func scanText() throws(InputError) -> XMLToken {
        let start = pos
        let count = bytes.count
        var hasReferences = false
        while pos < count {
            let c = bytes[pos]
            if c > UInt8(ascii: "&") && c != UInt8(ascii: "<") && c != UInt8(ascii: "]") {
                pos += 1
                continue
            }
            if c == UInt8(ascii: "<") { break }
            if c == UInt8(ascii: "&") {
                pos = try validateReference(at: pos)
                hasReferences = true
                continue
            }
            if c == UInt8(ascii: "]") {
                // Leave a ']' near the window's end for the next token, after a refill.
                if pos + 2 >= count && !exhausted && pos > start { break }
                if pos + 2 < count && bytes[pos + 1] == UInt8(ascii: "]") && bytes[pos + 2] == UInt8(ascii: ">") {
                    throw error("']]>' is not allowed in text outside a CDATA section", at: pos)
                }
            } else if c < 0x20 && c != 0x09 && c != 0x0A && c != 0x0D {
                throw error("\(describe(at: pos)) (a control character) is not allowed in XML", at: pos)
            }
            pos += 1
        }
        return .text(start: start, end: pos, hasReferences: hasReferences)
    }

    private mutating func scanStartTag() throws(InputError) -> XMLToken {
        let tagOffset = pos
        pos += 1
        guard Self.isNameStart(bytes[pos]) else {
            throw error("unexpected \(describe(at: pos)) after '<': an element name was expected", at: pos)
        }
        let nameStart = pos
        let (localStart, nameEnd) = scanName()
        if phase == .epilog {
            throw error("extra content after the root element: <\(string(nameStart, nameEnd))> "
                        + "(a document has exactly one root element)", at: tagOffset)
        }
        attributeCount = 0
        let count = bytes.count
        var selfClosing = false
        while let c = try nextInTag(unclosed: {
            $0.error("unexpected end of file inside the start tag <\($0.string(nameStart, nameEnd))>", at: $0.pos)
        }) {
            if c == UInt8(ascii: "/") {
                guard pos + 1 < count, bytes[pos + 1] == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/' in the tag <\(string(nameStart, nameEnd))>", at: pos + 1)
                }
                pos += 2
                selfClosing = true
                break
            }
            guard Self.isNameStart(c) else {
                throw error("unexpected \(describe(at: pos)) in the start tag <\(string(nameStart, nameEnd))>", at: pos)
            }
            // `nextInTag` skipped any whitespace before the attribute: it is the byte just before.
            guard Self.isWhitespace(bytes[pos - 1]) else {
                throw error("whitespace is required between attributes", at: pos)
            }
            try scanAttribute()
        }
        open.append(OpenElement(nameStart: nameStart, nameLength: nameEnd - nameStart, tagOffset: tagOffset))
        phase = .content
        pendingEnd = selfClosing
        return .startElement(nameStart: nameStart, localStart: localStart, nameEnd: nameEnd, tagOffset: tagOffset)
    }

    private mutating func scanAttribute() throws(InputError) {
        let count = bytes.count
        let nameStart = pos
        let (localStart, nameEnd) = scanName()
        skipWhitespace()
        guard pos < count, bytes[pos] == UInt8(ascii: "=") else {
            throw error("expected '=' after the attribute name \(string(nameStart, nameEnd))", at: min(pos, count))
        }
        pos += 1
        skipWhitespace()
        guard pos < count, bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for the attribute \(string(nameStart, nameEnd))", at: min(pos, count))
        }
        let quote = bytes[pos]
        let quoteOffset = pos
        pos += 1
        let valueStart = pos
        var hasReferences = false
        while true {
            guard pos < count else {
                throw error("the value of the attribute \(string(nameStart, nameEnd)) is not closed", at: quoteOffset)
            }
            let c = bytes[pos]
            if c == quote { break }
            if c == UInt8(ascii: "<") {
                throw error("'<' is not allowed in an attribute value (write &lt;)", at: pos)
            }
            if c == UInt8(ascii: "&") {
                pos = try validateReference(at: pos)
                hasReferences = true
                continue
            }
            if c < 0x20 && c != 0x09 && c != 0x0A && c != 0x0D {
                throw error("\(describe(at: pos)) (a control character) is not allowed in XML", at: pos)
            }
            pos += 1
        }
        let valueEnd = pos
        pos += 1
        let length = nameEnd - nameStart
        if attributeCount < 16 {
            for index in 0..<attributeCount {
                let other = attributeStorage[index]
                if other.nameEnd - other.nameStart == length && Self.equal(bytes, other.nameStart, nameStart, length) {
                    throw error("duplicate attribute \(string(nameStart, nameEnd))", at: nameStart)
                }
            }
        } else {
            // Many attributes: a set keeps the check linear on hostile input.
            if attributeCount == 16 {
                manyAttributeNames.removeAll(keepingCapacity: true)
                for index in 0..<attributeCount {
                    let other = attributeStorage[index]
                    manyAttributeNames.insert(string(other.nameStart, other.nameEnd))
                }
            }
            guard manyAttributeNames.insert(string(nameStart, nameEnd)).inserted else {
                throw error("duplicate attribute \(string(nameStart, nameEnd))", at: nameStart)
            }
        }
        let attribute = XMLAttribute(nameStart: nameStart, localStart: localStart, nameEnd: nameEnd,
                                     valueStart: valueStart, valueEnd: valueEnd, hasReferences: hasReferences)
        if attributeCount < attributeStorage.count {
            attributeStorage[attributeCount] = attribute
        } else {
            attributeStorage.append(attribute)
        }
        attributeCount += 1
    }

    private mutating func scanEndTag() throws(InputError) -> XMLToken {
        let tagOffset = pos
        let nameStart = try nameAfterOpener(missing: "an element name was expected after '</'")
        let count = bytes.count
        var nameEnd: Int
        // Fast path: the end tag names the innermost element, whose name is still in the window.
        if let top = open.last, !top.saved, pos + top.nameLength < count,
           Self.equal(bytes, top.nameStart, pos, top.nameLength), !Self.isNameChar(bytes[pos + top.nameLength]) {
            pos += top.nameLength
            nameEnd = pos
        } else {
            (_, nameEnd) = scanName()
        }
        skipWhitespace()
        guard pos < count, bytes[pos] == UInt8(ascii: ">") else {
            throw error(pos < count ? "expected '>' to end the end tag </\(string(nameStart, nameEnd))>"
                                    : "unexpected end of file inside the end tag </\(string(nameStart, nameEnd))>",
                        at: min(pos, count))
        }
        pos += 1
        guard let top = open.last else {
            throw error("unexpected end tag </\(string(nameStart, nameEnd))> with no open element", at: tagOffset)
        }
        let length = nameEnd - nameStart
        let matches: Bool
        if top.nameLength != length {
            matches = false
        } else if top.saved {
            matches = nameBytes.withUnsafeBufferPointer { names in
                for k in 0..<length where names[top.nameStart + k] != bytes[nameStart + k] { return false }
                return true
            }
        } else {
            matches = Self.equal(bytes, top.nameStart, nameStart, length)
        }
        guard matches else {
            throw error("mismatched end tag: expected </\(name(of: top))> "
                        + "(opened at \(openedAt(top))), found </\(string(nameStart, nameEnd))>", at: tagOffset)
        }
        closeElement()
        return .endElement
    }

    // MARK: - Byte helpers

    private mutating func skipWhitespace() {
        while pos < bytes.count && Self.isWhitespace(bytes[pos]) { pos += 1 }
    }

    /// Skips the two bytes that open an end tag or a processing instruction (`</`, `<?`) and returns
    /// where the name that must follow starts; throws `missing` when no name starts there.
    @inline(__always)
    mutating func nameAfterOpener(missing: String) throws(InputError) -> Int {
        pos += 2
        guard pos < bytes.count, Self.isNameStart(bytes[pos]) else { throw error(missing, at: min(pos, bytes.count)) }
        return pos
    }

    /// Skips whitespace inside a start tag or a DOCTYPE and returns the byte at `pos`, or `nil`
    /// after consuming the `>` that closes it. At the end of the input, throws `unclosed(self)`.
    @inline(__always)
    mutating func nextInTag(unclosed: (XMLScanner) -> InputError) throws(InputError) -> UInt8? {
        skipWhitespace()
        guard pos < bytes.count else { throw unclosed(self) }
        let c = bytes[pos]
        guard c != UInt8(ascii: ">") else {
            pos += 1
            return nil
        }
        return c
    }

    /// Moves `pos` past the next `terminator` (`?>`, `-->`, `]]>`) and returns where it starts; `nil`
    /// when the window holds none, with `pos` at its end (so a cut token is read again after a refill).
    mutating func skip(past terminator: StaticString) -> Int? {
        let length = terminator.utf8CodeUnitCount
        while pos + length <= bytes.count {
            if startsWith(terminator, at: pos) {
                pos += length
                return pos - length
            }
            pos += 1
        }
        return nil
    }

    /// Scans a name starting at `pos` (whose first byte is a name-start byte).
    mutating func scanName() -> (localStart: Int, end: Int) {
        var localStart = pos
        pos += 1
        while pos < bytes.count {
            let c = bytes[pos]
            guard Self.isNameChar(c) else { break }
            pos += 1
            if c == UInt8(ascii: ":") { localStart = pos }
        }
        return (localStart, pos)
    }

    func startsWith(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for k in 0..<length where bytes[offset + k] != pointer[k] { return false }
        return true
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        for k in 0..<length where bytes[a + k] != bytes[b + k] { return false }
        return true
    }

    @inline(__always)
    static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D
    }

    /// Whether `c` may start a name: ASCII letters, `_`, `:` and any non-ASCII UTF-8 byte.
    @inline(__always)
    static func isNameStart(_ c: UInt8) -> Bool {
        let folded = c | 0x20
        return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c >= 0x80
    }

    /// Whether `c` may continue a name: name-start bytes, digits, `-` and `.`.
    @inline(__always)
    static func isNameChar(_ c: UInt8) -> Bool {
        // One bit per ASCII byte: `-` `.` `0`…`9` `:` below 64; `A`…`Z` `_` `a`…`z` from 64 on.
        if c >= 0x80 { return true }
        let lowMask: UInt64 = 0x07FF_6000_0000_0000
        let highMask: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return (c < 64 ? lowMask : highMask) & (1 << UInt64(c & 63)) != 0
    }

    /// Whether `value` is a character XML 1.0 allows (its `Char` production).
    static func isXMLChar(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
