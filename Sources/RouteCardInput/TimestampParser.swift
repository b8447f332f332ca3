/// Parses ISO 8601 / XML Schema date-times by hand (`ISO8601DateFormatter` costs ~100 µs a date).
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds of any length (`.` or `,`),
/// then `Z`, `±HH:MM`, `±HHMM`, `±HH` or nothing (= UTC). `t`/`z` and a space for `T` are
/// tolerated. Fields are range-checked (month lengths and leap years included; second 60 allowed).
enum TimestampParser {
    /// Seconds since 1970-01-01T00:00:00Z for the date-time in `bytes[start..<end]`, or `nil`.
    ///
    /// XML whitespace around the value is ignored.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var start = start, end = end
        while start < end && XMLScanner.isWhitespace(bytes[start]) { start += 1 }
        while end > start && XMLScanner.isWhitespace(bytes[end - 1]) { end -= 1 }
        var i = start

        func digits(_ count: Int) -> Int? {
            guard i + count <= end else { return nil }
            var value = 0
            for _ in 0..<count {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { return nil }
                value = value * 10 + Int(d)
                i += 1
            }
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < end, bytes[i] == c else { return false }
            i += 1
            return true
        }

        guard let year = digits(4), expect(UInt8(ascii: "-")),
              let month = digits(2), expect(UInt8(ascii: "-")),
              let day = digits(2) else { return nil }
        guard i < end, bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") || bytes[i] == 0x20 else {
            return nil
        }
        i += 1
        guard let hour = digits(2), expect(UInt8(ascii: ":")),
              let minute = digits(2), expect(UInt8(ascii: ":")),
              let second = digits(2) else { return nil }

        var fraction = 0.0
        if i < end && (bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ",")) {
            i += 1
            var numerator: UInt64 = 0
            var denominator: UInt64 = 1
            var count = 0
            while i < end {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if count < 18 {
                    numerator = numerator * 10 + UInt64(d)
                    denominator *= 10
                }
                count += 1
                i += 1
            }
            guard count > 0 else { return nil }
            fraction = Double(numerator) / Double(denominator)
        }

        var offset = 0
        if i < end {
            let c = bytes[i]
            if c == UInt8(ascii: "Z") || c == UInt8(ascii: "z") {
                i += 1
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                i += 1
                guard let offsetHours = digits(2), offsetHours <= 23 else { return nil }
                var offsetMinutes = 0
                if i < end {
                    _ = expect(UInt8(ascii: ":"))
                    guard let value = digits(2), value <= 59 else { return nil }
                    offsetMinutes = value
                }
                offset = (offsetHours * 3600 + offsetMinutes * 60) * (c == UInt8(ascii: "-") ? -1 : 1)
            } else {
                return nil
            }
        }
        guard i == end else { return nil }

        guard (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year),
              hour <= 23, minute <= 59, second <= 60 else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Double(whole) + fraction
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
