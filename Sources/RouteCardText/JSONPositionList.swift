/// The elements of a JSON array whose every element is an array of two or three numbers (a long
/// GeoJSON line's positions), packed: three `Double`s and four offsets a position instead of a
/// tree of nodes. `JSONArray` makes each position's node on access.
@usableFromInline package struct JSONPositionList: Sendable {
    /// Longitude, latitude and the third number (NaN when there is none) of each position.
    private var numbers: [Double] = []
    /// The offset of each position, then of each of its numbers (the third's 0 when there is none).
    private var offsets: [Int] = []

    /// An empty list.
    package init() {}

    /// How many positions.
    @usableFromInline package var count: Int { offsets.count / 4 }

    /// Appends `node` when it is an array of two or three numbers; false (and nothing appended) otherwise.
    package mutating func append(_ node: JSONNode) -> Bool {
        guard case .array(let elements) = node.value, elements.count == 2 || elements.count == 3 else { return false }
        var values: (Double, Double, Double) = (0, 0, .nan)
        for (index, element) in elements.enumerated() {
            guard case .number(let value) = element.value else { return false }
            switch index {
            case 0: values.0 = value
            case 1: values.1 = value
            default: values.2 = value
            }
        }
        numbers.append(values.0)
        numbers.append(values.1)
        numbers.append(values.2)
        offsets.append(node.offset)
        offsets.append(elements[0].offset)
        offsets.append(elements[1].offset)
        offsets.append(elements.count == 3 ? elements[2].offset : 0)
        return true
    }

    /// The node of position `index`: an array of its two or three numbers.
    @usableFromInline package func node(at index: Int) -> JSONNode {
        let numberNodes = (0..<3).compactMap { (k: Int) -> JSONNode? in
            let value = numbers[3 * index + k]
            return k == 2 && value.isNaN ? nil : JSONNode(.number(value), at: offsets[4 * index + 1 + k])
        }
        return JSONNode(.array(JSONArray(numberNodes)), at: offsets[4 * index])
    }
}
