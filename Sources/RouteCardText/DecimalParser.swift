/// Parses decimal numbers (`-12.5`, `.5`, `3.`, `1e-3`) straight from UTF-8 bytes.
///
/// Values with at most 19 significant digits and a small exponent are computed exactly
/// (Clinger's fast path, correctly rounded); anything else falls back to `Double(String)`.
/// `inf`, `nan`, hexadecimal forms and surrounding garbage are rejected.
package enum DecimalParser {
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Whether `byte` is XML (and JSON) whitespace: space, tab, line feed or carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The number in `bytes[start..<end]` (XML whitespace around it is ignored), or `nil`.
    ///
    /// The result may be infinite when the exponent overflows; callers check finiteness.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var start = start, end = end
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        var i = start
        guard i < end else { return nil }
        var negative = false
        if bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        } else if bytes[i] == UInt8(ascii: "+") {
            i += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var sawDigit = false
        var inexact = false
        /// One more digit of the significand; past 19 significant digits only the exponent
        /// (for integer digits) and the exactness change.
        @inline(__always) func take(_ digit: UInt8, fraction: Bool) {
            sawDigit = true
            if significant < 19 {
                mantissa = mantissa * 10 + UInt64(digit)
                if mantissa != 0 { significant += 1 }
                if fraction { exponent -= 1 }
            } else {
                if !fraction { exponent += 1 }
                if digit != 0 { inexact = true }
            }
        }
        while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
            take(bytes[i] &- UInt8(ascii: "0"), fraction: false)
            i += 1
        }
        if i < end && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
                take(bytes[i] &- UInt8(ascii: "0"), fraction: true)
                i += 1
            }
        }
        guard sawDigit else { return nil }
        if i < end && bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentNegative = false
            if i < end && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var value = 0
            var digits = 0
            while i < end {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if value < 100_000 { value = value * 10 + Int(d) }
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            exponent += exponentNegative ? -value : value
        }
        guard i == end else { return nil }
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if !inexact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / powersOfTen[-exponent] : value * powersOfTen[exponent]
            return negative ? -value : value
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }
}
