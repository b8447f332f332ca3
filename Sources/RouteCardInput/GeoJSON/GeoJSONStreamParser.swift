import RouteCardText

/// A strict RFC 8259 JSON parser that reads its document window by window from a
/// ``ChunkedInput``, so the document's bytes are never all in memory: only the value being read
/// and what was built from what came before.
///
/// It builds the same ``JSONNode`` tree as `JSONParser` (same syntax rules and messages), with two
/// differences made for long GeoJSON lines: an array of positions (arrays of two or three numbers)
/// and an array of strings (`coordTimes`) are packed (``JSONPositionList``, ``JSONStringList``), and
/// a node's `offset` holds its *location*, `line << 32 | column` (see ``location(of:)``), as the
/// bytes before it are gone once it is read.
struct GeoJSONStreamParser {
    private let input: ChunkedInput
    private let path: String?
    private let maxDepth: Int
    /// The scanner over the current window (`input.bytes`), remade after each refill.
    private var tokens: JSONTokenizer
    /// The elements of the arrays being read (as `JSONParser` keeps them).
    private var elements: [JSONNode] = []
    /// The location of window byte `trackedIndex`; moved forward as nodes are made.
    private var tracked = SourceLocation(line: 1, column: 1)
    private var trackedIndex = 0

    /// A parser of the document `input` holds; nothing is read until ``document()``.
    init(input: ChunkedInput, path: String?, maxDepth: Int) {
        self.input = input
        self.path = path
        self.maxDepth = maxDepth
        tokens = JSONTokenizer(input.bytes)
    }

    /// The location a node's `offset` holds.
    static func location(of offset: Int) -> SourceLocation {
        SourceLocation(line: offset >> 32, column: offset & 0xFFFF_FFFF)
    }

    /// Parses the whole document (a UTF-8 byte order mark is skipped).
    mutating func document() throws(InputError) -> JSONNode {
        while input.count < 3 && !input.exhausted { try input.fill(minimumCapacity: input.capacity * 2) }
        tokens = JSONTokenizer(input.bytes)
        tokens.skipByteOrderMark()
        trackedIndex = tokens.index
        try skipWhitespace()
        let node = try value(depth: 0)
        try skipWhitespace()
        guard tokens.isAtEnd else { throw syntaxError("unexpected \(tokens.describeNext()) after the document's value") }
        return node
    }

    // MARK: Window and locations

    /// The location of window byte `index` (at or after every node made so far), encoded.
    private mutating func location(at index: Int) -> Int {
        if index > trackedIndex {
            tracked = tracked.advanced(in: tokens.bytes, from: trackedIndex, to: index, skippingMark: false)
            trackedIndex = index
        }
        return min(tracked.line, Int(Int32.max)) << 32 | min(tracked.column, Int(UInt32.max))
    }

    private mutating func syntaxError(_ message: String, at index: Int? = nil) -> InputError {
        InputError(path: path, location: Self.location(of: location(at: max(index ?? tokens.index, trackedIndex))), message: message)
    }

    private func error(_ message: String, atLocation encoded: Int) -> InputError {
        InputError(path: path, location: Self.location(of: encoded), message: message)
    }

    /// Drops the bytes before the next one and reads more (growing the window when the value
    /// being read fills it); false when the input has ended.
    private mutating func refill() throws(InputError) -> Bool {
        guard !input.exhausted else { return false }
        var keep = tokens.index
        _ = location(at: keep)
        // A `\r` stays, so a `\n` after it in the next bytes is not counted as a second line end.
        if keep > 0, tokens.bytes[keep - 1] == 0x0D { keep -= 1 }
        input.discard(keep)
        trackedIndex -= keep
        let index = tokens.index - keep
        // A window full of one unfinished value grows (to twice its size) so the read makes progress.
        try input.fill(minimumCapacity: input.count == input.capacity ? input.capacity * 2 : 0)
        tokens = JSONTokenizer(input.bytes)
        tokens.index = index
        return true
    }

    /// Steps over white space, reading more as needed.
    private mutating func skipWhitespace() throws(InputError) {
        while true {
            tokens.skipWhitespace()
            if !tokens.isAtEnd { return }
            guard try refill() else { return }
        }
    }

    /// Makes sure the string, number or literal starting at the next byte is whole in the window.
    private mutating func ensureToken() throws(InputError) {
        while true {
            let bytes = tokens.bytes
            var i = tokens.index
            if i < bytes.count {
                if bytes[i] == UInt8(ascii: "\"") {
                    i += 1
                    while i < bytes.count {
                        let byte = bytes[i]
                        if byte == UInt8(ascii: "\"") { return }
                        i += byte == UInt8(ascii: "\\") ? 2 : 1
                    }
                } else if Self.isWordByte(bytes[i]) {
                    while i < bytes.count, Self.isWordByte(bytes[i]) { i += 1 }
                    if i < bytes.count { return }
                } else {
                    return
                }
            }
            guard try refill() else { return }
        }
    }

    /// Bytes a number or a literal (or a misspelt one: `NaN`, `Infinity`) may hold.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte &- UInt8(ascii: "0")) < 10 || ((byte | 0x20) &- UInt8(ascii: "a")) < 26 || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// Runs a scanner call, its syntax error located.
    private mutating func scan<T>(_ body: (inout JSONTokenizer) throws(JSONSyntaxError) -> T) throws(InputError) -> T {
        do {
            return try body(&tokens)
        } catch {
            throw syntaxError(error.message, at: error.offset)
        }
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(InputError) -> JSONNode {
        try ensureToken()
        let start = tokens.index
        let at = location(at: start)
        guard !tokens.isAtEnd else { throw syntaxError("unexpected end of file, a value expected") }
        switch tokens.bytes[start] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw syntaxError("nesting deeper than \(maxDepth) levels") }
            return JSONNode(.object(try object(depth: depth)), at: at)
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw syntaxError("nesting deeper than \(maxDepth) levels") }
            return JSONNode(.array(try array(depth: depth)), at: at)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try scan { (t) throws(JSONSyntaxError) in try t.text(try t.string()) }), at: at)
        case UInt8(ascii: "t"):
            try scan { (t) throws(JSONSyntaxError) in try t.literal("true") }
            return JSONNode(.bool(true), at: at)
        case UInt8(ascii: "f"):
            try scan { (t) throws(JSONSyntaxError) in try t.literal("false") }
            return JSONNode(.bool(false), at: at)
        case UInt8(ascii: "n"):
            try scan { (t) throws(JSONSyntaxError) in try t.literal("null") }
            return JSONNode(.null, at: at)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try scan { (t) throws(JSONSyntaxError) in try t.number() }), at: at)
        default:
            let rest = UnsafeBufferPointer(rebasing: tokens.bytes[start..<tokens.end])
            for word in ["NaN", "Infinity"] where rest.starts(with: word.utf8) {
                throw syntaxError("\(word) is not a JSON number (JSON has no NaN or Infinity)")
            }
            throw syntaxError("unexpected \(tokens.describeNext()), a value expected")
        }
    }

    private mutating func object(depth: Int) throws(InputError) -> [JSONMember] {
        tokens.index += 1
        try skipWhitespace()
        if tokens.next(is: UInt8(ascii: "}")) { tokens.index += 1; return [] }
        var members: [JSONMember] = []
        var keys: Set<String> = []
        while true {
            try skipWhitespace()
            guard tokens.next(is: UInt8(ascii: "\"")) else {
                throw syntaxError("unexpected \(tokens.describeNext()), a quoted key expected")
            }
            try ensureToken()
            let keyAt = location(at: tokens.index)
            let key = try scan { (t) throws(JSONSyntaxError) in try t.text(try t.string()) }
            try skipWhitespace()
            guard tokens.next(is: UInt8(ascii: ":")) else {
                throw syntaxError("unexpected \(tokens.describeNext()), ':' expected after key \(JSONNode.quoted(key))")
            }
            tokens.index += 1
            try skipWhitespace()
            let value = try value(depth: depth + 1)
            if members.count < 16 {
                if members.contains(where: { $0.key == key }) { throw error("duplicate key \(JSONNode.quoted(key))", atLocation: keyAt) }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                guard keys.insert(key).inserted else { throw error("duplicate key \(JSONNode.quoted(key))", atLocation: keyAt) }
            }
            members.append(JSONMember(key: key, keyOffset: keyAt, value: value))
            try skipWhitespace()
            if tokens.next(is: UInt8(ascii: ",")) { tokens.index += 1; continue }
            if tokens.next(is: UInt8(ascii: "}")) {
                tokens.index += 1
                return members
            }
            throw syntaxError("unexpected \(tokens.describeNext()), ',' or '}' expected")
        }
    }

    /// How an array's elements are kept while it is read.
    private enum Elements {
        case none
        case positions(JSONPositionList)
        case strings(JSONStringList)
        /// On the `elements` stack above its base.
        case nodes
    }

    private mutating func array(depth: Int) throws(InputError) -> JSONArray {
        tokens.index += 1
        try skipWhitespace()
        if tokens.next(is: UInt8(ascii: "]")) { tokens.index += 1; return [] }
        let base = elements.count
        var kept = Elements.none
        while true {
            let element = try value(depth: depth + 1)
            switch kept {
            case .none:
                var positions = JSONPositionList(), strings = JSONStringList()
                if positions.append(element) {
                    kept = .positions(positions)
                } else if strings.append(element) {
                    kept = .strings(strings)
                } else {
                    elements.append(element)
                    kept = .nodes
                }
            case .positions(var list):
                kept = .none  // (the list is not shared while it grows)
                if list.append(element) {
                    kept = .positions(list)
                } else {
                    for index in 0..<list.count { elements.append(list.node(at: index)) }
                    elements.append(element)
                    kept = .nodes
                }
            case .strings(var list):
                kept = .none
                if list.append(element) {
                    kept = .strings(list)
                } else {
                    for index in 0..<list.count { elements.append(list.node(at: index)) }
                    elements.append(element)
                    kept = .nodes
                }
            case .nodes:
                elements.append(element)
            }
            try skipWhitespace()
            if tokens.next(is: UInt8(ascii: ",")) {
                tokens.index += 1
                try skipWhitespace()
                continue
            }
            if tokens.next(is: UInt8(ascii: "]")) {
                tokens.index += 1
                switch kept {
                case .none: return []
                case .positions(let list): return JSONArray(positions: list)
                case .strings(let list): return JSONArray(strings: list)
                case .nodes:
                    let array = JSONArray(Array(elements[base...]))
                    elements.removeSubrange(base...)
                    return array
                }
            }
            throw syntaxError("unexpected \(tokens.describeNext()), ',' or ']' expected")
        }
    }
}
