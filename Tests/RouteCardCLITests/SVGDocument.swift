import Foundation

/// Reads the facts a test checks out of an SVG card's text, without the library's own writer or
/// scene types: start tags, attributes, a layer group's body and a polyline's points.
struct SVGDocument {
    /// The whole document.
    let text: String

    init(_ bytes: [UInt8]) {
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The first start tag beginning with `prefix` (such as `<svg ` or `<circle class="tick-circle"`)
    /// in `scope` (default: the whole document), up to its `>`.
    func startTag(_ prefix: String, in scope: Substring? = nil) -> String? {
        startTags(prefix, in: scope).first
    }

    /// Every start tag beginning with `prefix` in `scope` (default: the whole document), in order.
    func startTags(_ prefix: String, in scope: Substring? = nil) -> [String] {
        let body = scope ?? text[...]
        var tags: [String] = []
        var rest = body[...]
        while let start = rest.range(of: prefix) {
            guard let end = rest[start.lowerBound...].firstIndex(of: ">") else { break }
            tags.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return tags
    }

    /// The value of attribute `name` in a start tag, or `nil`.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    /// A numeric attribute of a start tag, or `nil`.
    static func number(_ name: String, in tag: String) -> Double? {
        attribute(name, in: tag).flatMap(Double.init)
    }

    /// The body of the group `<g id="ID" …>`: everything up to its matching `</g>` (nested groups
    /// counted); empty for a self-closing `<g id="ID" …/>`; `nil` when there is no such group.
    func group(id: String) -> Substring? {
        guard let start = text.range(of: "<g id=\"\(id)\""),
              let tagEnd = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        if text[text.index(before: tagEnd)] == "/" { return text[tagEnd..<tagEnd] }
        let bodyStart = text.index(after: tagEnd)
        var depth = 1
        var index = bodyStart
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return text[bodyStart..<index] }
            } else if rest.hasPrefix("<g ") || rest.hasPrefix("<g>") {
                let end = rest.firstIndex(of: ">") ?? text.endIndex
                if end > text.startIndex, text[text.index(before: end)] != "/" { depth += 1 }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The points of a polyline path `d` written as `M x y L x y x y …` (the only commands a
    /// route segment uses), or `nil` when it holds anything else.
    static func polyline(_ d: String) -> [SIMD2<Double>]? {
        guard d.hasPrefix("M") else { return nil }
        let numbers = d.dropFirst().replacingOccurrences(of: "L", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
        guard numbers.count >= 2, numbers.count % 2 == 0, !numbers.contains(nil) else { return nil }
        let values = numbers.map { $0! }
        return stride(from: 0, to: values.count, by: 2).map { SIMD2(values[$0], values[$0 + 1]) }
    }

    /// The points of the first `<path class="segment" …>` in the group `id`, or `nil`; for a route
    /// drawn in runs of one colour (`<path class="segment run" …>`), the runs joined where they meet.
    func segmentPoints(inGroup id: String) -> [SIMD2<Double>]? {
        guard let body = group(id: id) else { return nil }
        if let path = startTag("<path class=\"segment\"", in: body) {
            return Self.attribute("d", in: path).flatMap(Self.polyline)
        }
        var joined: [SIMD2<Double>] = []
        for path in startTags("<path class=\"segment run\"", in: body) {
            guard let points = Self.attribute("d", in: path).flatMap(Self.polyline) else { return nil }
            if let last = joined.last, let first = points.first, last != first { break }
            joined += joined.isEmpty ? points : Array(points.dropFirst())
        }
        return joined.isEmpty ? nil : joined
    }
}
