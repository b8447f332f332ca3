/// An append-only byte buffer with a fixed-point number formatter and XML escaping.
///
/// Numbers are written in a fixed locale (`.` decimal point, no exponent, no grouping) with at
/// most `precision` decimals, trailing zeros dropped and `-0` written as `0`.
package struct ByteBuffer: Sendable {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []
    /// Decimals kept when writing numbers; default 2.
    package let precision: Int
    private let factor: Double
    private static let powersOfTen: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// Creates an empty buffer writing numbers with `precision` decimals (0…6).
    package init(precision: Int = 2, capacity: Int = 4096) {
        self.precision = min(max(precision, 0), 6)
        self.factor = Double(Self.powersOfTen[self.precision])
        bytes.reserveCapacity(capacity)
    }

    /// Appends raw ASCII/UTF-8 text without escaping.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of a literal.
    mutating func append(literal text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends bytes written before (e.g. by another buffer) as they are.
    package mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Appends one byte.
    @inline(__always)
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a number in fixed-point notation; non-finite values are written as `0`.
    package mutating func append(number value: Double) {
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        let scaled = (abs(value) * factor).rounded()
        guard scaled < 9e15 else {
            // Too large for the fixed-point path: write the integer part only.
            appendInteger(Int64(min(abs(value), 9e15)), negative: value < 0)
            return
        }
        let units = Int64(scaled)
        if units == 0 { bytes.append(UInt8(ascii: "0")); return }
        let divisor = Self.powersOfTen[precision]
        appendInteger(units / divisor, negative: value < 0)
        var fraction = units % divisor
        guard fraction != 0 else { return }
        var digits = precision
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        var divider = Self.powersOfTen[digits - 1]
        while divider > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divider % 10))
            divider /= 10
        }
    }

    private mutating func appendInteger(_ value: Int64, negative: Bool) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        var scratch: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &scratch) { digits in
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
        }
    }

    /// Appends text escaped for XML character data or a double-quoted attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become entities; characters XML 1.0 forbids (C0 controls other
    /// than tab, newline and carriage return, U+FFFE, U+FFFF) become U+FFFD.
    package mutating func append(escaping text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": append("&amp;")
            case "<": append("&lt;")
            case ">": append("&gt;")
            case "\"": append("&quot;")
            case "'": append("&apos;")
            case "\t", "\n", "\r": bytes.append(UInt8(scalar.value))
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case _ where scalar.isASCII:
                bytes.append(UInt8(scalar.value))
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }
}
