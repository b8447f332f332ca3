import Foundation
import RouteCardTestSupport

/// The `record` values python-fitparse decodes from a fixture (`Tests/Fixtures/fit/*-records.csv`):
/// the independent reference for the FIT reader. Empty cells and `null` are absent values.
struct FITReferenceRecords {
    /// One CSV row.
    struct Row {
        /// Seconds since 1970 (`timestamp` as a date in a US time zone, or a raw FIT time stamp).
        var time: Double
        var heartRate: Double?
        var cadence: Double?
        var speed: Double?
        /// Semicircles, as fitparse reports them.
        var latitude: Int?
        var longitude: Int?
        var altitude: Double?
        var temperature: Double?
    }

    var rows: [Row] = []

    /// Reads `Tests/Fixtures/fit/NAME-records.csv`.
    init(_ name: String) throws {
        let text = try String(contentsOfFile: TestPaths.fixture("fit/\(name)-records.csv"), encoding: .utf8)
        var lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
        let header = lines.removeFirst().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ prefix: String) -> Int? { header.firstIndex { $0.hasPrefix(prefix) } }
        let time = column("timestamp")!, hr = column("heart"), cad = column("cadence"), speed = column("speed")
        let lat = column("position_lat"), lon = column("position_long"), alt = column("altitude"), temp = column("temperature")
        for line in lines where !line.isEmpty {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            func number(_ index: Int?) -> Double? { index.flatMap { Double(cells[$0]) } }
            rows.append(Row(time: Self.seconds(cells[time]), heartRate: number(hr), cadence: number(cad), speed: number(speed),
                            latitude: lat.flatMap { Int(cells[$0]) }, longitude: lon.flatMap { Int(cells[$0]) },
                            altitude: number(alt), temperature: number(temp)))
        }
    }

    /// `Sun Sep 25 06:00:22 PDT 2011` (fitparse's date in the machine's zone) as seconds since
    /// 1970; a plain integer is a raw FIT time stamp (seconds since 1989-12-31).
    static func seconds(_ text: String) -> Double {
        if let raw = Double(text) { return raw + 631_065_600 }
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let zones = ["PDT": -7, "PST": -8, "UTC": 0, "GMT": 0]
        let clock = parts[3].split(separator: ":").map { Int($0)! }
        var components = DateComponents()
        components.year = Int(parts[5])
        components.month = months.firstIndex(of: String(parts[1]))! + 1
        components.day = Int(parts[2])
        components.hour = clock[0]
        components.minute = clock[1]
        components.second = clock[2]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: zones[String(parts[4])]! * 3600)!
        return calendar.date(from: components)!.timeIntervalSince1970
    }
}
