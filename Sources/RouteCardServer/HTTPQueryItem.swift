/// One `name=value` of a request's query, decoded.
package struct HTTPQueryItem: Sendable, Hashable {
    /// The parameter name.
    package var name: String
    /// The value (empty for a bare `name`).
    package var value: String

    /// Creates an item.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The items of a raw query (what follows `?`): split at `&`, each at its first `=`, then
    /// form-decoded. Bytes that are not UTF-8 after decoding become U+FFFD.
    package static func parse(_ query: Substring) -> [HTTPQueryItem] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            if let equals = pair.firstIndex(of: "=") {
                return HTTPQueryItem(name: decode(pair[..<equals], plusIsSpace: true),
                                     value: decode(pair[pair.index(after: equals)...], plusIsSpace: true))
            }
            return HTTPQueryItem(name: decode(pair, plusIsSpace: true), value: "")
        }
    }

    /// Percent-decodes `text` (a malformed `%` escape is kept as it is); `+` becomes a space when asked.
    package static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(byte == UInt8(ascii: "+") && plusIsSpace ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Why a raw request target (path and query, before decoding) cannot be taken as it is: a `%`
    /// not followed by two hexadecimal digits, or an escape or byte that is a NUL; `nil` when it is well formed.
    package static func malformation(in target: String) -> String? {
        let utf8 = Array(target.utf8)
        for (index, byte) in utf8.enumerated() {
            if byte == 0 { return "the request target has a NUL byte at character \(index + 1)" }
            guard byte == UInt8(ascii: "%") else { continue }
            guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) else {
                let escape = String(decoding: utf8[index..<min(utf8.count, index + 3)], as: UTF8.self)
                return "bad percent escape \"\(escape)\" at character \(index + 1) of the request target (% must be followed by two hexadecimal digits)"
            }
            if high == 0 && low == 0 { return "the request target has an escaped NUL (%00) at character \(index + 1)" }
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
