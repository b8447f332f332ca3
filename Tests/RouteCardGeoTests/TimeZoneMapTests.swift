import Foundation
import XCTest
@testable import RouteCardGeo

/// The compiled-in time-zone map against facts that do not come from it: the zones of cities and
/// border towns (hand-written), the nautical zones at sea, the tz database's own principal cities
/// (`zone.tab`), a sample of timezonefinder's answers (another implementation over the unsimplified
/// boundaries), and the offsets the system's rules give at the odd-offset places of issue #26.
final class TimeZoneMapTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/timezones").standardizedFileURL

    func zone(_ latitude: Double, _ longitude: Double) -> String {
        TimeZoneMap.builtIn.identifier(at: GeoCoordinate(latitude: latitude, longitude: longitude))
    }

    func testCitiesAreInTheirZones() {
        let cities: [(String, Double, Double, String)] = [
            ("Helsinki", 60.1699, 24.9384, "Europe/Helsinki"), ("Toronto", 43.6532, -79.3832, "America/Toronto"),
            ("Lamai, Koh Samui", 9.4700, 100.0450, "Asia/Bangkok"), ("Shanghai", 31.2304, 121.4737, "Asia/Shanghai"),
            ("Kathmandu", 27.7172, 85.3240, "Asia/Kathmandu"), ("Lord Howe Island", -31.5553, 159.0821, "Australia/Lord_Howe"),
            ("Waitangi, Chatham Islands", -43.9535, -176.5597, "Pacific/Chatham"), ("Seoul", 37.5665, 126.9780, "Asia/Seoul"),
            ("Tokyo", 35.6762, 139.6503, "Asia/Tokyo"), ("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
            ("London", 51.5074, -0.1278, "Europe/London"), ("New York", 40.7128, -74.0060, "America/New_York"),
            ("Reykjavik", 64.1466, -21.9426, "Atlantic/Reykjavik"), ("Honolulu", 21.3069, -157.8583, "Pacific/Honolulu"),
            ("Mexico City", 19.4326, -99.1332, "America/Mexico_City"), ("New Delhi", 28.6139, 77.2090, "Asia/Kolkata"),
            ("Buenos Aires", -34.6037, -58.3816, "America/Argentina/Buenos_Aires"), ("Urumqi", 43.8256, 87.6168, "Asia/Urumqi"),
            ("Monte-Carlo", 43.7400, 7.4270, "Europe/Monaco"), ("Auckland", -36.8485, 174.7633, "Pacific/Auckland"),
        ]
        for (city, latitude, longitude, expected) in cities {
            XCTAssertEqual(zone(latitude, longitude), expected, city)
        }
    }

    /// Towns a river or a street apart, each in its own country's zone.
    func testTownsOnBothSidesOfABorder() {
        let towns: [(String, Double, Double, String)] = [
            ("Tornio (Finland)", 65.8481, 24.1466, "Europe/Helsinki"), ("Haparanda (Sweden)", 65.8355, 24.1368, "Europe/Stockholm"),
            ("Narva (Estonia)", 59.3772, 28.1903, "Europe/Tallinn"), ("Ivangorod (Russia)", 59.3790, 28.2190, "Europe/Moscow"),
            ("Blagoveshchensk (Russia)", 50.2660, 127.5350, "Asia/Yakutsk"), ("Heihe (China)", 50.2450, 127.4900, "Asia/Shanghai"),
            ("Tabatinga (Brazil)", -4.2300, -69.9400, "America/Manaus"), ("Leticia (Colombia)", -4.2150, -69.9400, "America/Bogota"),
            ("El Paso (Texas)", 31.7619, -106.4850, "America/Denver"), ("Ciudad Juárez (Chihuahua)", 31.6904, -106.4245, "America/Ciudad_Juarez"),
            ("Detroit", 42.3314, -83.0458, "America/Detroit"), ("Windsor (Ontario)", 42.3149, -83.0364, "America/Toronto"),
            ("Strasbourg", 48.5734, 7.7521, "Europe/Paris"), ("Kehl", 48.5667, 7.8167, "Europe/Berlin"),
        ]
        for (town, latitude, longitude, expected) in towns {
            XCTAssertEqual(zone(latitude, longitude), expected, town)
        }
    }

    func testTheSeaIsInTheNauticalZoneOfItsLongitude() {
        XCTAssertEqual(zone(40, -30), "Etc/GMT+2")
        XCTAssertEqual(zone(-40, 100), "Etc/GMT-7")
        XCTAssertEqual(zone(0, -150), "Etc/GMT+10")
        XCTAssertEqual(zone(10, 176), "Etc/GMT-12")
        XCTAssertEqual(zone(10, -176), "Etc/GMT+12")
        XCTAssertEqual(zone(-60, -7), "Etc/GMT")
        XCTAssertEqual(zone(-60, -8), "Etc/GMT+1")
        XCTAssertEqual(TimeZoneMap.nauticalZone(longitude: 7.4), "Etc/GMT")
        XCTAssertEqual(TimeZoneMap.nauticalZone(longitude: 7.6), "Etc/GMT-1")
        XCTAssertEqual(TimeZoneMap.nauticalZone(longitude: -22.6), "Etc/GMT+2")
        XCTAssertEqual(TimeZoneMap.nauticalZone(longitude: 179.9), "Etc/GMT-12")
        XCTAssertEqual(TimeZoneMap.nauticalZone(longitude: -179.9), "Etc/GMT+12")
        XCTAssertEqual(TimeZoneMap.nauticalZone(longitude: 179.9 + 360), "Etc/GMT-12")
        // POSIX signs: Etc/GMT+2 is two hours behind UTC.
        XCTAssertEqual(TimeZoneMap.builtIn.timeZone(at: GeoCoordinate(latitude: 40, longitude: -30)).secondsFromGMT(), -7200)
    }

    /// The tz database's principal city of every zone it lists (`zone.tab`, tzdata 2025b) lies in that
    /// zone — but Monaco's, whose coordinates (43°42′ N 7°23′ E, rounded to the minute) lie in France.
    func testTheTzDatabasesCitiesAreInTheirZones() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("zone.tab"), encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let coordinate = Self.isoCoordinate(String(fields[1])) else {
                XCTFail("bad zone.tab line: \(line)")
                continue
            }
            let name = String(fields[2])
            let found = TimeZoneMap.builtIn.identifier(at: coordinate)
            if name == "Europe/Monaco" {
                XCTAssertEqual(found, "Europe/Paris")
            } else {
                XCTAssertEqual(found, name, "\(coordinate)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 400)
    }

    /// timezonefinder's answers (scripts/timezone_data.py; the test needs no Python): every point with
    /// no border within 300 m (`far`, `land`) gets the same zone; points nearer a border than that
    /// may fall on the other side of a simplified border, and most still do not.
    func testAgreesWithTimezonefinder() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("timezonefinder-sample.tsv"), encoding: .utf8)
        var clear = 0, near = 0, nearAgreeing = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 5, let latitude = Double(fields[0]), let longitude = Double(fields[1]) else {
                XCTFail("bad sample line: \(line)")
                continue
            }
            let found = zone(latitude, longitude)
            if fields[3] == "near" {
                near += 1
                if found == fields[2] { nearAgreeing += 1 }
            } else {
                clear += 1
                XCTAssertEqual(found, String(fields[2]), "\(fields[4]) \(latitude), \(longitude) (\(fields[3]))")
            }
        }
        XCTAssertGreaterThan(clear, 1500)
        XCTAssertGreaterThan(near, 100)
        XCTAssertGreaterThan(Double(nearAgreeing) / Double(near), 0.8, "\(nearAgreeing) of \(near) near a border")
    }

    /// The system's rules for the zones found: the offsets issue #26 names, in May and in January.
    func testOffsetsAtTheOddPlaces() throws {
        let may = Date(timeIntervalSince1970: 1_778_889_600)  // 2026-05-16T00:00:00Z
        let january = Date(timeIntervalSince1970: 1_768_521_600)  // 2026-01-16T00:00:00Z
        let places: [(String, Double, Double, Int, Int)] = [
            ("Kathmandu", 27.7172, 85.3240, 5 * 3600 + 45 * 60, 5 * 3600 + 45 * 60),
            ("Lord Howe Island", -31.5553, 159.0821, 10 * 3600 + 30 * 60, 11 * 3600),
            ("Chatham Islands", -43.9535, -176.5597, 12 * 3600 + 45 * 60, 13 * 3600 + 45 * 60),
            ("Toronto", 43.6532, -79.3832, -4 * 3600, -5 * 3600), ("Koh Samui", 9.4700, 100.0450, 7 * 3600, 7 * 3600),
            ("Shanghai", 31.2304, 121.4737, 8 * 3600, 8 * 3600), ("Helsinki", 60.1699, 24.9384, 3 * 3600, 2 * 3600),
        ]
        for (place, latitude, longitude, inMay, inJanuary) in places {
            let zone = TimeZoneMap.builtIn.timeZone(at: GeoCoordinate(latitude: latitude, longitude: longitude))
            XCTAssertEqual(zone.secondsFromGMT(for: may), inMay, place)
            XCTAssertEqual(zone.secondsFromGMT(for: january), inJanuary, place)
        }
    }

    func testOddCoordinatesGiveAZoneAndNeverTrap() {
        XCTAssertEqual(TimeZoneMap.builtIn.identifier(at: GeoCoordinate(latitude: .nan, longitude: 10)), "Etc/UTC")
        XCTAssertEqual(TimeZoneMap.builtIn.identifier(at: GeoCoordinate(latitude: 60, longitude: .infinity)), "Etc/UTC")
        // Longitudes past 180° (an unwrapped route) wrap; latitudes past the poles are clamped.
        XCTAssertEqual(zone(60.1699, 24.9384 + 720), "Europe/Helsinki")
        XCTAssertEqual(zone(43.6532, -79.3832 - 360), "America/Toronto")
        XCTAssertEqual(zone(-95, 0), zone(-90, 0))
        for (latitude, longitude) in [(90.0, 180.0), (-90.0, -180.0), (90, -180), (-90, 180), (0, 0)] {
            XCTAssertFalse(zone(latitude, longitude).isEmpty)
        }
    }

    func testAMapThatIsNotOneDoesNotDecode() {
        XCTAssertNil(TimeZoneMap(base64: "not base64 at all!"))
        XCTAssertNil(TimeZoneMap(base64: Data("TZM2".utf8).base64EncodedString()))
        // A map cut short anywhere is refused, not read past its end.
        let whole = [UInt8](Data(base64Encoded: TimeZoneMap.encoded, options: .ignoreUnknownCharacters)!)
        for length in [4, 5, 100, 5_000, whole.count / 2, whole.count - 1] {
            XCTAssertNil(TimeZoneMap(bytes: Array(whole.prefix(length))), "\(length) bytes")
        }
        XCTAssertNotNil(TimeZoneMap(bytes: whole))
        // With no land, every place is at sea.
        XCTAssertEqual(TimeZoneMap().identifier(at: GeoCoordinate(latitude: 60.1699, longitude: 24.9384)), "Etc/GMT-2")
    }

    /// A `zone.tab` coordinate (`+DDMM+DDDMM` or `+DDMMSS+DDDMMSS`).
    static func isoCoordinate(_ text: String) -> GeoCoordinate? {
        let characters = Array(text)
        guard let split = characters.dropFirst().firstIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
        func degrees(_ part: ArraySlice<Character>, _ degreeDigits: Int) -> Double? {
            guard let sign = part.first, sign == "+" || sign == "-" else { return nil }
            let digits = part.dropFirst()
            guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4 else { return nil }
            var fields: [Double] = []
            var rest = digits[...]
            for width in [degreeDigits, 2, 2] where !rest.isEmpty {
                guard let value = Double(String(rest.prefix(width))) else { return nil }
                fields.append(value)
                rest = rest.dropFirst(width)
            }
            let value = fields[0] + fields[1] / 60 + (fields.count > 2 ? fields[2] / 3600 : 0)
            return sign == "-" ? -value : value
        }
        guard let latitude = degrees(characters[..<split], 2), let longitude = degrees(characters[split...], 3) else { return nil }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }
}
