/// A strict RFC 8259 JSON parser: a tree of ``JSONNode``s, each with the byte offset where it starts.
///
/// Built on `JSONTokenizer`; nesting is limited to `maxDepth` levels so no input can exhaust
/// the stack. Object keys must be unique. Offsets become line:column only when a message needs
/// one, so a document written on one long line parses in linear time.
public struct JSONParser: Sendable {
    /// The deepest nesting accepted; default 256.
    public var maxDepth: Int

    /// Creates a parser.
    public init(maxDepth: Int = 256) {
        self.maxDepth = maxDepth
    }

    /// Parses a whole document (a UTF-8 byte order mark is skipped).
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses a whole document held in a buffer (a UTF-8 byte order mark is skipped).
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        var builder = TreeBuilder(tokens: JSONTokenizer(bytes), maxDepth: maxDepth)
        return try builder.document()
    }

    /// Builds the tree from the tokenizer's strings, numbers and literals.
    ///
    /// The elements of the arrays being read wait on one stack, so each array of the tree is
    /// allocated once at its final size (not grown element by element), and two numbers (a
    /// position) not at all.
    private struct TreeBuilder {
        var tokens: JSONTokenizer
        let maxDepth: Int
        var elements: [JSONNode] = []

        init(tokens: JSONTokenizer, maxDepth: Int) {
            self.tokens = tokens
            self.maxDepth = maxDepth
            elements.reserveCapacity(64)
        }

        mutating func document() throws(JSONSyntaxError) -> JSONNode {
            tokens.skipByteOrderMark()
            tokens.skipWhitespace()
            let node = try value(depth: 0)
            tokens.skipWhitespace()
            guard tokens.isAtEnd else { throw tokens.error("unexpected \(tokens.describeNext()) after the document's value") }
            return node
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            let start = tokens.index
            guard !tokens.isAtEnd else { throw tokens.error("unexpected end of file, a value expected") }
            switch tokens.bytes[start] {
            case UInt8(ascii: "{"):
                guard depth < maxDepth else { throw tokens.error("nesting deeper than \(maxDepth) levels") }
                return JSONNode(.object(try object(depth: depth)), at: start)
            case UInt8(ascii: "["):
                guard depth < maxDepth else { throw tokens.error("nesting deeper than \(maxDepth) levels") }
                return JSONNode(.array(try array(depth: depth)), at: start)
            case UInt8(ascii: "\""):
                return JSONNode(.string(try tokens.text(try tokens.string())), at: start)
            case UInt8(ascii: "t"):
                try tokens.literal("true")
                return JSONNode(.bool(true), at: start)
            case UInt8(ascii: "f"):
                try tokens.literal("false")
                return JSONNode(.bool(false), at: start)
            case UInt8(ascii: "n"):
                try tokens.literal("null")
                return JSONNode(.null, at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try tokens.number()), at: start)
            default:
                let rest = UnsafeBufferPointer(rebasing: tokens.bytes[start..<tokens.end])
                for word in ["NaN", "Infinity"] where rest.starts(with: word.utf8) {
                    throw tokens.error("\(word) is not a JSON number (JSON has no NaN or Infinity)")
                }
                throw tokens.error("unexpected \(tokens.describeNext()), a value expected")
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
            tokens.index += 1
            tokens.skipWhitespace()
            if tokens.next(is: UInt8(ascii: "}")) { tokens.index += 1; return [] }
            var members: [JSONMember] = []
            // Keys seen, for objects too large to search each time.
            var keys: Set<String> = []
            while true {
                tokens.skipWhitespace()
                guard tokens.next(is: UInt8(ascii: "\"")) else {
                    throw tokens.error("unexpected \(tokens.describeNext()), a quoted key expected")
                }
                let keyOffset = tokens.index
                let key = try tokens.text(try tokens.string())
                tokens.skipWhitespace()
                guard tokens.next(is: UInt8(ascii: ":")) else {
                    throw tokens.error("unexpected \(tokens.describeNext()), ':' expected after key \(JSONNode.quoted(key))")
                }
                tokens.index += 1
                tokens.skipWhitespace()
                let value = try value(depth: depth + 1)
                if members.count < 16 {
                    if members.contains(where: { $0.key == key }) { throw tokens.error("duplicate key \(JSONNode.quoted(key))", at: keyOffset) }
                } else {
                    if keys.isEmpty { keys = Set(members.map(\.key)) }
                    guard keys.insert(key).inserted else { throw tokens.error("duplicate key \(JSONNode.quoted(key))", at: keyOffset) }
                }
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
                tokens.skipWhitespace()
                if tokens.next(is: UInt8(ascii: ",")) { tokens.index += 1; continue }
                if tokens.next(is: UInt8(ascii: "}")) {
                    tokens.index += 1
                    return members
                }
                throw tokens.error("unexpected \(tokens.describeNext()), ',' or '}' expected")
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONArray {
            tokens.index += 1
            tokens.skipWhitespace()
            if tokens.next(is: UInt8(ascii: "]")) { tokens.index += 1; return [] }
            // Elements wait on the stack above `base` (a syntax error abandons the whole stack).
            let base = elements.count
            // (Each value is read before it is pushed: reading it may use the stack too.)
            let first = try value(depth: depth + 1)
            tokens.skipWhitespace()
            if case .number(let x) = first.value, tokens.next(is: UInt8(ascii: ",")) {
                // Two numbers (a position) are kept without an allocation.
                tokens.index += 1
                tokens.skipWhitespace()
                let second = try value(depth: depth + 1)
                tokens.skipWhitespace()
                if case .number(let y) = second.value, tokens.next(is: UInt8(ascii: "]")) {
                    tokens.index += 1
                    return JSONArray(x, y, at: (first.offset, second.offset))
                }
                elements.append(first)
                elements.append(second)
            } else {
                elements.append(first)
            }
            while true {
                if tokens.next(is: UInt8(ascii: ",")) {
                    tokens.index += 1
                    tokens.skipWhitespace()
                    let element = try value(depth: depth + 1)
                    elements.append(element)
                    tokens.skipWhitespace()
                    continue
                }
                if tokens.next(is: UInt8(ascii: "]")) {
                    tokens.index += 1
                    let array = JSONArray(Array(elements[base...]))
                    elements.removeSubrange(base...)
                    return array
                }
                throw tokens.error("unexpected \(tokens.describeNext()), ',' or ']' expected")
            }
        }
    }
}
