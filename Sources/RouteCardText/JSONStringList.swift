/// The elements of a JSON array whose every element is a string or `null` (a long GeoJSON line's
/// `coordTimes`), packed: the strings' UTF-8 one after another and an offset each, instead of a
/// node and a `String` each. `JSONArray` makes each element's node on access.
@usableFromInline package struct JSONStringList: Sendable {
    /// Every string's UTF-8 bytes, one after another.
    private var utf8: [UInt8] = []
    /// Where each element's bytes end in `utf8`; for `null`, −1 − where the bytes before it end.
    private var ends: [Int] = []
    /// The offset of each element.
    private var offsets: [Int] = []

    /// An empty list.
    package init() {}

    /// How many elements.
    @usableFromInline package var count: Int { offsets.count }

    /// Appends `node` when it is a string or `null`; false (and nothing appended) otherwise.
    package mutating func append(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text):
            utf8.append(contentsOf: text.utf8)
            ends.append(utf8.count)
        case .null:
            ends.append(-1 - utf8.count)
        default:
            return false
        }
        offsets.append(node.offset)
        return true
    }

    /// The node of element `index`.
    @usableFromInline package func node(at index: Int) -> JSONNode {
        let end = ends[index]
        guard end >= 0 else { return JSONNode(.null, at: offsets[index]) }
        let start = index == 0 ? 0 : ends[index - 1] >= 0 ? ends[index - 1] : -1 - ends[index - 1]
        return JSONNode(.string(String(decoding: utf8[start..<end], as: UTF8.self)), at: offsets[index])
    }
}
