import XCTest
@testable import RouteCardGeo

final class EdgeInsetsTests: XCTestCase {
    func testCSSOrder() {
        XCTAssertEqual(EdgeInsets(cssString: "40"), EdgeInsets(top: 40, right: 40, bottom: 40, left: 40))
        XCTAssertEqual(EdgeInsets(cssString: "40,24"), EdgeInsets(top: 40, right: 24, bottom: 40, left: 24))
        XCTAssertEqual(EdgeInsets(cssString: "60, 40,30,20"), EdgeInsets(top: 60, right: 40, bottom: 30, left: 20))
    }

    func testRejectsMalformedPadding() {
        for text in ["", "1,2,3", "a", "-1", "1,,2", "1,2,3,4,5", "nan", "inf"] {
            XCTAssertNil(EdgeInsets(cssString: text), text)
        }
    }
}
