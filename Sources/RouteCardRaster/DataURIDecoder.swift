/// The bytes of a `data:` URI's payload, decoded one at a time from base64 (white space skipped)
/// or from percent-encoding, without copying the payload.
struct DataURIDecoder {
    private let text: ArraySlice<UInt8>
    private var index: Int
    private let base64: Bool
    private var bits: UInt32 = 0
    private var bitCount = 0
    private var ended = false

    /// A decoder over `payload` (the text after the URI's comma), base64 or percent-encoded.
    init(payload: ArraySlice<UInt8>, base64: Bool) {
        text = payload
        index = payload.startIndex
        self.base64 = base64
    }

    /// The next decoded byte, `nil` at the end (or at the first byte that is not base64).
    mutating func next() -> UInt8? {
        guard base64 else { return nextPercentDecoded() }
        while bitCount < 8 {
            guard !ended, index < text.endIndex else { return nil }
            let c = text[index]
            index += 1
            let value: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(c - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(c - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: ended = true; return nil
            }
            bits = bits << 6 | value
            bitCount += 6
        }
        bitCount -= 8
        return UInt8(truncatingIfNeeded: bits >> UInt32(bitCount))
    }

    /// Skips `count` decoded bytes; false when the payload ends first.
    mutating func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            guard next() != nil else { return false }
            left -= 1
        }
        return true
    }

    /// The next `count` decoded bytes, fewer at the end.
    mutating func take(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count, let byte = next() { bytes.append(byte) }
        return bytes
    }

    private mutating func nextPercentDecoded() -> UInt8? {
        guard index < text.endIndex else { return nil }
        let c = text[index]
        index += 1
        guard c == UInt8(ascii: "%"), index + 1 < text.endIndex,
              let high = Self.hexValue(text[index]), let low = Self.hexValue(text[index + 1]) else { return c }
        index += 2
        return high << 4 | low
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
