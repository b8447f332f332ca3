import RouteCardText

/// Walks a whole XML document in memory element by element, for readers of small documents
/// (TCX, KML) that want local names and texts rather than byte ranges.
///
/// It runs on ``XMLScanner``, so it has the same safety: strict well-formedness with line and
/// column, no DTD loading, no entities beyond the predefined five and character references.
/// The encodings of ``XMLEncoding`` are converted first.
struct XMLTreeWalker {
    /// One step of the walk.
    enum Event {
        /// An element opens; its attributes are in ``attribute(_:)`` until the next step.
        case start(name: String)
        /// The innermost element closes; ``text`` holds the character data read directly before
        /// its end (since the last start tag, so the whole text of a leaf element); `parent` is
        /// the local name of the element around it, `offset` where its start tag was, for
        /// ``error(_:at:)``.
        case end(name: String, parent: String?, offset: Int)
    }

    private let input: ChunkedInput
    private var scanner: XMLScanner
    private var open: [(name: String, offset: Int)] = []
    private var textBytes: [UInt8] = []
    /// The local names of the open elements, outermost first (the current element last).
    private(set) var names: [String] = []

    /// Creates a walker over a document's bytes; `path` names it in messages.
    init(_ bytes: [UInt8], path: String?) throws(InputError) {
        let utf8 = try XMLEncoding.utf8(bytes, path: path) ?? bytes
        guard !utf8.isEmpty else {
            throw InputError(path: path, line: 1, column: 1, message: "the input is empty: no XML document")
        }
        // One window holds the whole document, so offsets never move.
        input = ChunkedInput(source: .memory(utf8, offset: 0), chunkSize: utf8.count + 1, path: path)
        try input.fill(minimumCapacity: utf8.count + 1)
        scanner = XMLScanner(input: input, path: path)
    }

    /// The next event, or `nil` at the end of a well-formed document.
    mutating func next() throws(InputError) -> Event? {
        while true {
            switch try scanner.next() {
            case let .startElement(_, localStart, nameEnd, tagOffset):
                let name = scanner.string(localStart, nameEnd)
                open.append((name, tagOffset))
                names.append(name)
                textBytes.removeAll(keepingCapacity: true)
                return .start(name: name)
            case .endElement:
                let element = open.removeLast()
                names.removeLast()
                return .end(name: element.name, parent: names.last, offset: element.offset)
            case let .text(start, end, hasReferences):
                if hasReferences {
                    scanner.appendDecoded(start: start, end: end, attribute: false, into: &textBytes)
                } else {
                    textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]))
                }
            case let .cdata(start, end):
                textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]))
            case .endOfDocument:
                return nil
            }
        }
    }

    /// The text read since the last start tag, without surrounding whitespace.
    var text: String {
        String(decoding: trimmedText, as: UTF8.self)
    }

    /// The bytes of ``text``.
    private var trimmedText: ArraySlice<UInt8> {
        var start = 0, end = textBytes.count
        while start < end && XMLScanner.isWhitespace(textBytes[start]) { start += 1 }
        while end > start && XMLScanner.isWhitespace(textBytes[end - 1]) { end -= 1 }
        return textBytes[start..<end]
    }

    /// ``text`` for text a card shows (a name, a description): an error at `offset` (the
    /// element's start tag) when it is not well-formed UTF-8, as the GPX reader's names are checked.
    func shownText(_ what: String, at offset: Int) throws(InputError) -> String {
        guard let text = String(validating: trimmedText, as: UTF8.self) else {
            throw Self.illFormed(what, scanner: scanner, at: offset)
        }
        return text
    }

    /// ``attribute(_:)`` for a value a card shows: an error at the current start tag when it is
    /// not well-formed UTF-8.
    func shownAttribute(_ localName: String) throws(InputError) -> String? {
        guard let value = rawAttribute(localName) else { return nil }
        guard let text = String(validating: value, as: UTF8.self) else {
            throw Self.illFormed("the \(localName) attribute", scanner: scanner, at: currentOffset)
        }
        return text
    }

    private static func illFormed(_ what: String, scanner: XMLScanner, at offset: Int) -> InputError {
        scanner.error("ill-formed UTF-8 in \(what) (declare the file's encoding, e.g. "
                      + "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>)", at: offset)
    }

    /// The element's text as a reading of `channel`: `nil` when blank, and when it is no sensible
    /// reading (``GPXChannel/sensibleRange``), which adds a warning at `offset` to `warnings`.
    func reading(_ channel: GPXChannel, at offset: Int, warnings: inout InputWarnings) -> Double? {
        let bytes = trimmedText
        guard !bytes.isEmpty else { return nil }
        let value = bytes.withUnsafeBufferPointer { DecimalParser.parse($0, 0, $0.count) }
        guard let message = channel.dropMessage(value, text: text) else { return value }
        warnings.append(warning(message, at: offset))
        return nil
    }

    /// A warning with the line and column of byte `offset`.
    func warning(_ message: String, at offset: Int) -> InputWarning {
        scanner.warning(message, at: offset)
    }

    /// The decoded value of the last start tag's attribute with local name `localName`, if any.
    func attribute(_ localName: String) -> String? {
        rawAttribute(localName).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The decoded bytes of the last start tag's attribute with local name `localName`, if any.
    private func rawAttribute(_ localName: String) -> [UInt8]? {
        for index in 0..<scanner.attributeCount {
            let attribute = scanner.attribute(at: index)
            guard scanner.string(attribute.localStart, attribute.nameEnd) == localName else { continue }
            var value: [UInt8] = []
            scanner.appendDecoded(start: attribute.valueStart, end: attribute.valueEnd, attribute: true, into: &value)
            return value
        }
        return nil
    }

    /// An error with the line and column of byte `offset` (a start tag's, see ``currentOffset``).
    func error(_ message: String, at offset: Int) -> InputError {
        scanner.error(message, at: offset)
    }

    /// The offset of the innermost open element's start tag (0 outside the root).
    var currentOffset: Int { open.last?.offset ?? 0 }
}
