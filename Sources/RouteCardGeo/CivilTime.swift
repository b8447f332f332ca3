/// A calendar date and time of day (proleptic Gregorian calendar) for a count of seconds since
/// 1970-01-01T00:00:00, computed by hand — no `DateFormatter`, no `Calendar`.
///
/// The seconds are taken as they are: add a time zone's offset first for local time.
package struct CivilTime: Sendable, Hashable {
    /// The year, e.g. 2026 (years before 1 are 0, −1, …).
    package var year: Int
    /// The month, 1…12.
    package var month: Int
    /// The day of the month, 1…31.
    package var day: Int
    /// The hour, 0…23.
    package var hour: Int
    /// The minute, 0…59.
    package var minute: Int
    /// The second, 0…59.
    package var second: Int

    /// The civil time of a whole number of seconds since 1970 (negative before 1970); total for
    /// every `Int`, `Int.min` included (floor division by remainder, no product that leaves the `Int` range).
    package init(secondsSince1970 seconds: Int) {
        let remainder = seconds % 86_400
        let days = seconds / 86_400 - (remainder < 0 ? 1 : 0)
        let secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
        // Days since 1970 → civil date: Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
    }

    /// `YYYY-MM-DDThh:mm:ss` (no zone designator), each field zero-padded.
    package var iso8601: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
    }
}
