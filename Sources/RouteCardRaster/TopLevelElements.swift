import Glibc

/// The drawable children of an SVG document's root element, found by a light scan of its bytes:
/// each one's `id` and its length in bytes (its whole subtree), in document order.
///
/// Used to split a drawing between two threads by whole elements (see `LibRsvg`): that needs
/// every drawable child to have an id, and nothing that composites with what is already drawn
/// (`mix-blend-mode`, `isolation`, a `BackgroundImage` filter input). Anything the scan does not
/// understand — a DOCTYPE with entities, CDATA at the top, an element without an id, duplicate
/// ids — gives `nil`, and the document is drawn in one piece as usual.
struct TopLevelElements {
    /// One child of the root: its id and its size in bytes with everything inside it.
    struct Element {
        let id: String
        let bytes: Int
        let texts: Int
    }

    /// The drawable children in document order.
    let elements: [Element]
    /// The root's `width` and `height` when both are plain numbers (or pixels): a guess at the
    /// canvas made before librsvg has parsed anything (librsvg's intrinsic size stays the truth).
    let declaredSize: (width: Double, height: Double)?

    /// Elements that draw nothing where they stand.
    static let nonDrawing: Set<String> = ["defs", "title", "desc", "metadata", "style", "script", "linearGradient",
                                          "radialGradient", "pattern", "clipPath", "mask", "filter", "symbol", "marker"]

    /// Scans `svg`; `nil` when a split by element is not safe or the document is not understood.
    init?(_ svg: [UInt8]) {
        for marker in ["mix-blend-mode", "isolation", "BackgroundImage", "BackgroundAlpha", "<!ENTITY", "enable-background"]
        where Self.contains(svg, Array(marker.utf8)) {
            return nil
        }
        var elements: [Element] = []
        var ids = Set<String>()
        var depth = 0, index = 0
        var open: (name: String, id: String?, start: Int, texts: Int)?
        var sawRoot = false
        var declaredSize: (width: Double, height: Double)?
        let n = svg.count
        while index < n {
            guard svg[index] == UInt8(ascii: "<") else { index += 1; continue }
            if Self.hasPrefix(svg, at: index, "<!--") {
                guard let end = Self.find(svg, Array("-->".utf8), from: index + 4) else { return nil }
                index = end + 3
                continue
            }
            if Self.hasPrefix(svg, at: index, "<?") || Self.hasPrefix(svg, at: index, "<!DOCTYPE") {
                guard let end = Self.find(svg, [UInt8(ascii: ">")], from: index) else { return nil }
                index = end + 1
                continue
            }
            if Self.hasPrefix(svg, at: index, "<![CDATA[") {
                guard depth >= 2, let end = Self.find(svg, Array("]]>".utf8), from: index) else { return nil }
                index = end + 3
                continue
            }
            guard let tagEnd = Self.tagEnd(svg, from: index + 1) else { return nil }
            let closing = svg[index + 1] == UInt8(ascii: "/")
            let selfClosing = svg[tagEnd - 1] == UInt8(ascii: "/")
            let nameStart = closing ? index + 2 : index + 1
            var nameEnd = nameStart
            while nameEnd < tagEnd, !Self.isSpace(svg[nameEnd]), svg[nameEnd] != UInt8(ascii: "/"),
                  svg[nameEnd] != UInt8(ascii: ">") { nameEnd += 1 }
            let name = String(decoding: svg[nameStart..<nameEnd], as: UTF8.self)
            if closing {
                depth -= 1
                if depth == 1, let element = open {
                    if let id = element.id { elements.append(Element(id: id, bytes: tagEnd + 1 - element.start, texts: element.texts)) }
                    open = nil
                }
                if depth < 0 { return nil }
            } else {
                if depth == 0 {
                    guard !sawRoot, name == "svg" else { return nil }
                    sawRoot = true
                    func length(_ name: String) -> Double? {
                        guard var text = EmbeddedImageScanner.attribute(name, in: svg[index..<tagEnd]) else { return nil }
                        if text.hasSuffix("px") { text.removeLast(2) }
                        return Double(text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                    }
                    if let width = length("width"), let height = length("height") { declaredSize = (width, height) }
                } else if depth == 1 {
                    let id = EmbeddedImageScanner.attribute("id", in: svg[index..<tagEnd])
                    if !Self.nonDrawing.contains(name) {
                        guard let id, ids.insert(id).inserted, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
                        else { return nil }
                    }
                    if selfClosing {
                        if !Self.nonDrawing.contains(name), let id { elements.append(Element(id: id, bytes: tagEnd + 1 - index, texts: 0)) }
                    } else {
                        open = (name, Self.nonDrawing.contains(name) ? nil : id, index, 0)
                    }
                } else if name == "text" {
                    open?.texts += 1
                }
                if !selfClosing { depth += 1 }
            }
            index = tagEnd + 1
        }
        guard sawRoot, depth == 0, elements.count >= 2 else { return nil }
        self.elements = elements
        self.declaredSize = declaredSize
    }

    /// The index to split at so that the two halves cost about the same, counting bytes and a
    /// text element as much as 400 bytes of path data (text layout is the dearer per byte).
    func splitIndex() -> Int {
        let costs = elements.map { $0.bytes + 700 * $0.texts }
        let total = costs.reduce(0, +)
        var best = 1, bestGap = Int.max, prefix = 0
        for index in 1..<elements.count {
            prefix += costs[index - 1]
            let gap = abs(2 * prefix - total)
            if gap < bestGap { (best, bestGap) = (index, gap) }
        }
        return best
    }

    // MARK: Byte helpers

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { p in (0..<count).allSatisfy { bytes[index + $0] == p[$0] } }
    }

    /// The first index at or after `start` where `needle` occurs: `memchr` for its first byte,
    /// then `memcmp` (the generic `firstRange(of:)` took a tenth of rasterizing a 218 KB card).
    static func find(_ bytes: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0 else { return nil }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { wanted in
                guard let base = haystack.baseAddress, let rest = wanted.baseAddress else { return nil }
                var index = start
                while index + needle.count <= haystack.count {
                    guard let hit = memchr(base + index, Int32(first), haystack.count - needle.count + 1 - index)
                    else { return nil }
                    index = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + index, rest, needle.count) == 0 { return index }
                    index += 1
                }
                return nil
            }
        }
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool { find(bytes, needle, from: 0) != nil }

    /// The index of the `>` ending the tag that starts before `start`, skipping quoted values.
    static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }
}
