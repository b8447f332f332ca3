@testable import RouteCardText
import Testing

/// Arrays of two numbers are kept inline; they must behave exactly like any other array.
@Suite struct JSONArrayTests {
    func array(_ text: String) throws -> JSONArray {
        guard case .array(let elements) = try JSONParser().parse(Array(text.utf8)).value else {
            Issue.record("not an array: \(text)")
            return []
        }
        return elements
    }

    @Test func aPairHasItsElementsAndTheirOffsets() throws {
        let pair = try array("[24.93, -60.1]")
        #expect(pair.numberPair.map { [$0.0, $0.1] } == [24.93, -60.1])
        #expect(Array(pair) == [JSONNode(.number(24.93), at: 1), JSONNode(.number(-60.1), at: 8)])
        #expect(pair.count == 2 && pair.first?.offset == 1 && pair.last?.offset == 8)
        let spelledOut = JSONArray([JSONNode(.number(24.93), at: 1), JSONNode(.number(-60.1), at: 8)])
        #expect(pair == spelledOut, "equal to the same elements kept as nodes")
        #expect(Set([pair, spelledOut]).count == 1, "and hashed alike")
        #expect(spelledOut.numberPair == nil)
    }

    @Test func otherArraysAreNotPairs() throws {
        #expect(try array("[1, 2, 3]").numberPair == nil)
        #expect(try array(#"[1, "x"]"#).numberPair == nil)
        #expect(try array("[[1, 2]]").numberPair == nil)
        #expect(try array("[1]").numberPair == nil)
        #expect(try array("[]").isEmpty)
        #expect(Array(try array(#"[1, "x"]"#)) == [JSONNode(.number(1), at: 1), JSONNode(.string("x"), at: 4)])
    }

    @Test func aPairFarApartKeepsItsOffsets() throws {
        // 70,000 spaces between the numbers: too far for the inline form, the offsets stay exact.
        let text = "[1," + String(repeating: " ", count: 70_000) + "2]"
        let pair = try array(text)
        #expect(Array(pair) == [JSONNode(.number(1), at: 1), JSONNode(.number(2), at: 70_003)])
    }
}
