@testable import RouteCardText
import Testing

/// The byte-level decimal parser against the standard library's `Double(String)` (strtod), an
/// independent implementation, on the forms readers meet.
@Suite struct DecimalParserTests {
    func parse(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { DecimalParser.parse($0, 0, $0.count) }
    }

    @Test(arguments: ["0", "-0", "12", "+5", "3.25", "-0.001", "60.1699", "24.93848", "1e-3", "2.5E+2", "123456789012345678",
                      "12345678901234567890123", "0.1234567890123456789012", "9007199254740993", "1e22", "1e23",
                      "4.9e-324", "1.7976931348623157e308", "000123.4500"])
    func matchesTheStandardLibrary(text: String) throws {
        let expected = try #require(Double(text))
        #expect(parse(text)?.bitPattern == expected.bitPattern, "\(text)")
    }

    @Test func shortFormsAndWhitespace() {
        #expect(parse(".5") == 0.5)
        #expect(parse("3.") == 3)
        #expect(parse(" \t12\n") == 12, "XML whitespace around the number is ignored")
        #expect(parse("1e400") == .infinity, "an overflowing exponent is infinite; callers check")
    }

    @Test(arguments: ["", "-", ".", "1.2.3", "1e", "1e+", "0x10", "inf", "nan", "12a", "1 2", "--1"])
    func garbageIsRejected(text: String) {
        #expect(parse(text) == nil, "\(text)")
    }
}
