@testable import RouteCard
import RouteCardExpressions
import RouteCardStyle
import RouteCardText
import XCTest

/// Every filter operator, in the legacy and the expression form, against four hand-written features.
/// The expected sets were worked out by hand from the features' properties below.
final class FilterTests: XCTestCase {
    /// `primary`: a named 4-lane street; `footway`: an unnamed path; `building`: a named 6-level
    /// polygon; `fountain`: a point with id 9 and no name.
    static let features: [String: ExpressionInput] = [
        "primary": ExpressionInput(properties: ["class": .string("highway"), "type": .string("primary"),
                                                "name": .string("Mannerheimintie"), "lanes": .number(4)],
                                   geometryType: "LineString", zoom: 16),
        "footway": ExpressionInput(properties: ["class": .string("highway"), "type": .string("footway")],
                                   geometryType: "LineString", zoom: 16),
        "building": ExpressionInput(properties: ["class": .string("building"), "type": .string("yes"),
                                                 "name": .string("Ateneum"), "levels": .number(6)],
                                    geometryType: "Polygon", zoom: 16),
        "fountain": ExpressionInput(properties: ["class": .string("amenity"), "type": .string("fountain")],
                                    id: .number(9), geometryType: "Point", zoom: 16),
    ]

    /// The names of the features a filter (JSON text) keeps, sorted; fails on any diagnostic.
    func kept(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let log = DiagnosticLog(file: "filter.json")
        guard let node = try? JSONParser().parse(Array(json.utf8)),
              let filter = FilterParser(log: log).parse(node, keyPath: "filter") else {
            XCTFail("\(json) did not parse: \(log.diagnostics.map(\.description))", file: file, line: line)
            return []
        }
        XCTAssertEqual(log.diagnostics, [], file: file, line: line)
        return Self.features.filter { filter.isTrue($0.value) }.keys.sorted()
    }

    func testLegacyComparisons() {
        XCTAssertEqual(kept(#"["==", "class", "building"]"#), ["building"])
        XCTAssertEqual(kept(#"["!=", "class", "building"]"#), ["footway", "fountain", "primary"])
        XCTAssertEqual(kept(#"["==", "lanes", 4]"#), ["primary"])
        XCTAssertEqual(kept(#"["<", "lanes", 5]"#), ["primary"], "a missing property is never ordered")
        XCTAssertEqual(kept(#"["<=", "lanes", 3]"#), [])
        XCTAssertEqual(kept(#"[">", "levels", 5]"#), ["building"])
        XCTAssertEqual(kept(#"[">=", "levels", 6]"#), ["building"])
        // Strings order by code points: "footway" and "fountain" sort before "p", "primary" and "yes" after.
        XCTAssertEqual(kept(#"["<", "type", "p"]"#), ["footway", "fountain"])
        XCTAssertEqual(kept(#"["<", "lanes", "5"]"#), [], "a number and a string are not ordered")
    }

    func testLegacyMembershipAndPresence() {
        XCTAssertEqual(kept(#"["in", "type", "primary", "secondary"]"#), ["primary"])
        XCTAssertEqual(kept(#"["!in", "type", "primary", "footway"]"#), ["building", "fountain"])
        XCTAssertEqual(kept(#"["has", "name"]"#), ["building", "primary"])
        XCTAssertEqual(kept(#"["!has", "name"]"#), ["footway", "fountain"])
    }

    func testLegacyCombinators() {
        XCTAssertEqual(kept(#"["all", ["==", "class", "highway"], ["has", "name"]]"#), ["primary"])
        XCTAssertEqual(kept(#"["any", ["==", "type", "footway"], ["==", "class", "building"]]"#), ["building", "footway"])
        XCTAssertEqual(kept(#"["none", ["==", "class", "highway"], ["==", "$type", "Point"]]"#), ["building"])
        XCTAssertEqual(kept(#"["all"]"#), ["building", "footway", "fountain", "primary"])
        XCTAssertEqual(kept(#"["any"]"#), [])
    }

    func testLegacySpecialKeys() {
        XCTAssertEqual(kept(#"["==", "$type", "Polygon"]"#), ["building"])
        XCTAssertEqual(kept(#"["in", "$type", "LineString", "Point"]"#), ["footway", "fountain", "primary"])
        XCTAssertEqual(kept(#"["==", "$id", 9]"#), ["fountain"])
    }

    func testExpressionComparisons() {
        XCTAssertEqual(kept(#"["==", ["get", "class"], "building"]"#), ["building"])
        XCTAssertEqual(kept(#"["!=", ["get", "name"], "Ateneum"]"#), ["footway", "fountain", "primary"])
        XCTAssertEqual(kept(#"["<", ["get", "lanes"], 5]"#), ["primary"])
        XCTAssertEqual(kept(#"["<=", ["get", "levels"], 6]"#), ["building"])
        XCTAssertEqual(kept(#"[">", ["get", "levels"], 2]"#), ["building"])
        XCTAssertEqual(kept(#"[">=", ["get", "lanes"], 4]"#), ["primary"])
        XCTAssertEqual(kept(#"["==", ["geometry-type"], "LineString"]"#), ["footway", "primary"])
        XCTAssertEqual(kept(#"["==", ["id"], 9]"#), ["fountain"])
        XCTAssertEqual(kept(#"[">=", ["zoom"], 16]"#), ["building", "footway", "fountain", "primary"])
    }

    func testExpressionMembershipNegationAndLogic() {
        XCTAssertEqual(kept(#"["in", ["get", "type"], ["literal", ["primary", "secondary"]]]"#), ["primary"])
        XCTAssertEqual(kept(#"["in", "heim", ["get", "name"]]"#), ["primary"], "in a string: a substring")
        XCTAssertEqual(kept(#"["!", ["has", "name"]]"#), ["footway", "fountain"])
        XCTAssertEqual(kept(#"["!", ["in", ["get", "class"], ["literal", ["highway"]]]]"#), ["building", "fountain"])
        XCTAssertEqual(kept(#"["all", ["==", ["geometry-type"], "LineString"], ["!=", ["get", "type"], "footway"]]"#), ["primary"])
        XCTAssertEqual(kept(#"["any", ["has", "levels"], ["has", "lanes"]]"#), ["building", "primary"])
        XCTAssertEqual(kept(#"["match", ["get", "type"], ["primary", "yes"], true, false]"#), ["building", "primary"])
        XCTAssertEqual(kept("true"), ["building", "footway", "fountain", "primary"])
        XCTAssertEqual(kept("false"), [])
    }

    func testTheFormsMixInsideAllAndAny() {
        XCTAssertEqual(kept(#"["all", ["==", "class", "highway"], ["==", ["get", "type"], "footway"]]"#), ["footway"])
        XCTAssertEqual(kept(#"["any", ["in", "type", "yes"], ["==", ["id"], 9]]"#), ["building", "fountain"])
    }
}
