import XCTest
@testable import RouteCardSVG

final class ByteBufferTests: XCTestCase {
    func format(_ value: Double, precision: Int = 2) -> String {
        var buffer = ByteBuffer(precision: precision)
        buffer.append(number: value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    func testFixedPointNumbers() {
        let cases: [(Double, String)] = [
            (0, "0"), (1, "1"), (-1, "-1"), (12.5, "12.5"), (123.456, "123.46"), (123.454, "123.45"),
            (0.1, "0.1"), (0.01, "0.01"), (0.004, "0"), (-0.004, "0"), (-0.0, "0"), (799.999, "800"),
            (1_000_000.25, "1000000.25"), (-2.05, "-2.05"), (10.10, "10.1"), (0.5, "0.5"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(format(value), expected, "\(value)")
        }
    }

    func testPrecisionAndNonFiniteValues() {
        XCTAssertEqual(format(3.14159, precision: 0), "3")
        XCTAssertEqual(format(3.14159, precision: 4), "3.1416")
        XCTAssertEqual(format(.nan), "0")
        XCTAssertEqual(format(.infinity), "0")
        XCTAssertEqual(format(1e300), "9000000000000000")
    }

    func testNumbersAgreeWithFoundationFormatting() {
        // String(format:) is the slow reference the writer avoids; they must agree (trailing zeros aside).
        var state: UInt64 = 7
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = (Double(state >> 11) / Double(1 << 53) - 0.5) * 4000
            var expected = String(format: "%.2f", value)
            while expected.contains(".") && (expected.hasSuffix("0") || expected.hasSuffix(".")) { expected.removeLast() }
            if expected == "-0" { expected = "0" }
            XCTAssertEqual(format(value), expected, "\(value)")
        }
    }

    func testEscaping() {
        var buffer = ByteBuffer()
        buffer.append(escaping: "a<b>&\"c\" 'd' \u{01}é한\t")
        XCTAssertEqual(String(decoding: buffer.bytes, as: UTF8.self), "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos; \u{FFFD}é한\t")
    }
}
