import Foundation

/// Character and entity references (`&amp;`, `&#x41;`): checked where they stand, decoded into text.
extension XMLScanner {
    /// Checks the reference starting with `&` at `offset`; returns the index after its `;`.
    func validateReference(at offset: Int) throws(InputError) -> Int {
        if let (end, _) = reference(at: offset) { return end }
        let count = bytes.count
        var q = offset + 1
        if q < count && bytes[q] == UInt8(ascii: "#") {
            throw error("malformed or illegal character reference (expected &#DIGITS; or &#xHEX; naming a legal "
                        + "XML character)", at: offset)
        }
        guard q < count, Self.isNameStart(bytes[q]) else {
            throw error("'&' must start an entity or character reference (write &amp; for a literal '&')", at: offset)
        }
        while q < count && Self.isNameChar(bytes[q]) { q += 1 }
        let name = string(offset + 1, q)
        guard q < count, bytes[q] == UInt8(ascii: ";") else {
            throw error("the reference &\(name) is not terminated by ';' (write &amp; for a literal '&')", at: offset)
        }
        throw error("undefined entity &\(name);: only &lt; &gt; &amp; &apos; &quot; and numeric character "
                    + "references are allowed (entities are rejected for safety)", at: offset)
    }

    /// Decodes the valid reference at `offset` (which holds `&`): the index after `;` and the scalar.
    func reference(at offset: Int) -> (end: Int, scalar: UInt32)? {
        let count = bytes.count
        var q = offset + 1
        guard q < count else { return nil }
        if bytes[q] == UInt8(ascii: "#") {
            q += 1
            var radix: UInt32 = 10
            if q < count && bytes[q] == UInt8(ascii: "x") {
                radix = 16
                q += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while q < count {
                let c = bytes[q]
                let digit: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(c - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(c - UInt8(ascii: "A") + 10)
                default: digit = 99
                }
                if digit == 99 { break }
                if value <= 0x10FFFF { value = value * radix + digit }
                digits += 1
                q += 1
            }
            guard digits > 0, q < count, bytes[q] == UInt8(ascii: ";"), Self.isXMLChar(value) else { return nil }
            return (q + 1, value)
        }
        var end = q
        while end < count && end - q < 5 && bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let scalar: UInt32
        switch end - q {
        case 2 where bytes[q] == UInt8(ascii: "l") && bytes[q + 1] == UInt8(ascii: "t"): scalar = 0x3C
        case 2 where bytes[q] == UInt8(ascii: "g") && bytes[q + 1] == UInt8(ascii: "t"): scalar = 0x3E
        case 3 where startsWith("amp", at: q): scalar = 0x26
        case 4 where startsWith("apos", at: q): scalar = 0x27
        case 4 where startsWith("quot", at: q): scalar = 0x22
        default: return nil
        }
        return (end + 1, scalar)
    }

    /// Appends the decoded value of `bytes[start..<end]` to `output`.
    ///
    /// References are replaced by their characters; line ends become `\n` in text, and tabs and
    /// line ends become spaces in attribute values (XML's normalization).
    func appendDecoded(start: Int, end: Int, attribute: Bool, into output: inout [UInt8]) {
        var i = start
        while i < end {
            let c = bytes[i]
            if c == UInt8(ascii: "&"), let (next, scalar) = reference(at: i) {
                Self.appendUTF8(scalar, to: &output)
                i = next
                continue
            }
            if c == 0x0D {
                output.append(attribute ? 0x20 : 0x0A)
                if i + 1 < end && bytes[i + 1] == 0x0A { i += 1 }
            } else if attribute && (c == 0x0A || c == 0x09) {
                output.append(0x20)
            } else {
                output.append(c)
            }
            i += 1
        }
    }

    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | (scalar >> 6)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        case ..<0x10000:
            output.append(UInt8(0xE0 | (scalar >> 12)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (scalar >> 18)))
            output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
