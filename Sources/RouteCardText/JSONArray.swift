/// The elements of a JSON array, in order: a random-access collection of ``JSONNode``s.
///
/// An array of exactly two numbers — a GeoJSON position, by far the most common array in map
/// data — is kept inline without an allocation; its elements are made on access, with their
/// offsets. Two arrays are equal when their elements are, however they are kept.
public struct JSONArray: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// How the elements are kept (inlinable, so readers in other modules index without a call).
    @usableFromInline enum Storage: Sendable {
        /// Any array.
        case nodes([JSONNode])
        /// Two numbers, the byte offset where the first starts and how far after it the second
        /// does (small enough that a node stays 32 bytes).
        case pair(Double, Double, UInt32, UInt16)
        /// Positions packed by a streaming reader.
        case positions(JSONPositionList)
        /// Strings (and nulls) packed by a streaming reader.
        case strings(JSONStringList)
    }

    /// The elements.
    @usableFromInline let storage: Storage

    /// An array of these nodes.
    public init(_ nodes: [JSONNode]) {
        storage = .nodes(nodes)
    }

    /// An array of these nodes.
    public init(arrayLiteral elements: JSONNode...) {
        storage = .nodes(elements)
    }

    /// An array of packed positions (see ``JSONPositionList``).
    package init(positions: JSONPositionList) {
        storage = .positions(positions)
    }

    /// An array of packed strings and nulls (see ``JSONStringList``).
    package init(strings: JSONStringList) {
        storage = .strings(strings)
    }

    /// An array of two numbers starting at these byte offsets.
    init(_ first: Double, _ second: Double, at offsets: (Int, Int)) {
        if let firstOffset = UInt32(exactly: offsets.0), let distance = UInt16(exactly: offsets.1 - offsets.0) {
            storage = .pair(first, second, firstOffset, distance)
        } else {
            storage = .nodes([JSONNode(.number(first), at: offsets.0), JSONNode(.number(second), at: offsets.1)])
        }
    }

    /// The two numbers of an array of exactly two numbers kept inline (as the parser keeps them),
    /// else `nil`: a shortcut for readers of positions.
    @inlinable package var numberPair: (Double, Double)? {
        if case .pair(let first, let second, _, _) = storage { (first, second) } else { nil }
    }

    /// The position of the first element.
    @inlinable public var startIndex: Int { 0 }

    /// The position after the last element.
    @inlinable public var endIndex: Int {
        switch storage {
        case .nodes(let nodes): nodes.count
        case .pair: 2
        case .positions(let list): list.count
        case .strings(let list): list.count
        }
    }

    /// The element at a position.
    @inlinable public subscript(position: Int) -> JSONNode {
        switch storage {
        case .nodes(let nodes):
            return nodes[position]
        case .pair(let first, let second, let firstOffset, let distance):
            precondition(position == 0 || position == 1, "index out of range")
            return position == 0 ? JSONNode(.number(first), at: Int(firstOffset))
                : JSONNode(.number(second), at: Int(firstOffset) + Int(distance))
        case .positions(let list):
            return list.node(at: position)
        case .strings(let list):
            return list.node(at: position)
        }
    }

    /// Whether two arrays have equal elements.
    public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}
