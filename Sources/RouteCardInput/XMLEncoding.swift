/// Detects a document's character encoding and converts non-UTF-8 input to UTF-8.
///
/// UTF-8 (with or without BOM) and ASCII pass through untouched. UTF-16 (BOM, or detected from
/// `<?` in the first bytes), ISO-8859-1 and windows-1252 (named in the XML declaration) are
/// converted. Any other declared encoding is an error rather than a silent misreading.
enum XMLEncoding {
    /// The UTF-8 form of `bytes`, or `nil` when they already are UTF-8.
    static func utf8(_ bytes: [UInt8], path: String?) throws(InputError) -> [UInt8]? {
        if bytes.count >= 2 {
            let b0 = bytes[0], b1 = bytes[1]
            if b0 == 0xFF && b1 == 0xFE { return try utf16(bytes, from: 2, bigEndian: false, path: path) }
            if b0 == 0xFE && b1 == 0xFF { return try utf16(bytes, from: 2, bigEndian: true, path: path) }
            if bytes.count >= 4 {
                if b0 == 0x3C && b1 == 0x00 && bytes[2] == 0x3F && bytes[3] == 0x00 {
                    return try utf16(bytes, from: 0, bigEndian: false, path: path)
                }
                if b0 == 0x00 && b1 == 0x3C && bytes[2] == 0x00 && bytes[3] == 0x3F {
                    return try utf16(bytes, from: 0, bigEndian: true, path: path)
                }
            }
        }
        guard let name = declaredEncoding(bytes) else { return nil }
        switch name.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf16":
            // A UTF-16 declaration without UTF-16 bytes is a mislabelled UTF-8 file.
            return nil
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1":
            return singleByte(bytes, windows1252: false)
        case "windows-1252", "cp1252":
            return singleByte(bytes, windows1252: true)
        default:
            throw InputError(path: path, line: 1, column: 1,
                             message: "unsupported encoding \"\(name)\": only UTF-8, UTF-16, ISO-8859-1 "
                                + "and windows-1252 are read")
        }
    }

    /// The `encoding` value of an XML declaration at the start of `bytes`, if any.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        while start < bytes.count && start < 256 && XMLScanner.isWhitespace(bytes[start]) { start += 1 }
        let prefix = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start..<start + prefix.count]) == prefix else {
            return nil
        }
        var end = start
        while end + 1 < bytes.count && end < start + 512 {
            if bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">") { break }
            end += 1
        }
        let declaration = Array(bytes[start..<end])
        let key = Array("encoding".utf8)
        guard declaration.count > key.count else { return nil }
        for i in 0...(declaration.count - key.count) where Array(declaration[i..<i + key.count]) == key {
            var j = i + key.count
            while j < declaration.count && (declaration[j] == 0x20 || declaration[j] == 0x09
                                            || declaration[j] == 0x0A || declaration[j] == 0x0D
                                            || declaration[j] == UInt8(ascii: "=")) { j += 1 }
            guard j < declaration.count, declaration[j] == UInt8(ascii: "\"") || declaration[j] == UInt8(ascii: "'")
            else { return nil }
            let quote = declaration[j]
            var k = j + 1
            while k < declaration.count && declaration[k] != quote { k += 1 }
            return String(decoding: declaration[(j + 1)..<k], as: UTF8.self)
        }
        return nil
    }

    /// UTF-16 to UTF-8; a lone surrogate (ill-formed UTF-16) is an error at its line and column.
    private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String?) throws(InputError) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let high = bigEndian ? bytes[i] : bytes[i + 1]
            let low = bigEndian ? bytes[i + 1] : bytes[i]
            units.append(UInt16(high) << 8 | UInt16(low))
            i += 2
        }
        var line = 1, column = 1, index = 0
        while index < units.count {
            let unit = units[index]
            if (0xD800...0xDBFF).contains(unit) && index + 1 < units.count && (0xDC00...0xDFFF).contains(units[index + 1]) {
                index += 2
                column += 1
                continue
            }
            if (0xD800...0xDFFF).contains(unit) {
                throw InputError(path: path, line: line, column: column,
                                 message: "ill-formed UTF-16: a lone surrogate \(String(unit, radix: 16, uppercase: true))")
            }
            if unit == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// windows-1252's characters for bytes 0x80…0x9F (0 where the code page leaves a hole).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    private static func singleByte(_ bytes: [UInt8], windows1252: Bool) -> [UInt8] {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            var value = UInt32(byte)
            if windows1252 && (0x80...0x9F).contains(byte) && windows1252High[Int(byte) - 0x80] != 0 {
                value = windows1252High[Int(byte) - 0x80]
            }
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return Array(String(scalars).utf8)
    }
}
