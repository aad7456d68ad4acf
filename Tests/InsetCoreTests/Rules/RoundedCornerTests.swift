import XCTest
@testable import InsetCore

final class RoundedCornerTests: XCTestCase {
    private let rule = "rounded-corner"

    private let cornered = RuleHarness.document("""
        { "id": "help", "role": "button", "symbol": "questionmark",
          "constraints": ["left == screen.left + 4", "bottom == screen.bottom - 4", "width == 44", "height == 44"] }
        """)

    func testControlInTheCornerFiresAndMovingItUpClearsIt() throws {
        let findings = try RuleHarness.findings(rule, cornered)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["help"])
        // Corner point (4, 848) against a 55 pt arc centred at (55, 797): √(51² + 51²) − 55.
        XCTAssertEqual(finding.message, "\"help\" reaches 17.12 pt past the display's rounded bottom-left corner (55 pt radius)")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.summary, "pin bottom == safeArea.bottom - 8")
        let fixed = try RuleHarness.applying(fix, to: cornered)
        XCTAssertEqual(try RuleHarness.findings(rule, fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    func testInsideTheArcIsFine() throws {
        let json = RuleHarness.document("""
            { "id": "help", "role": "button", "symbol": "questionmark",
              "constraints": ["leading == margins.leading", "bottom == screen.bottom - 28", "width == 44", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testSquareCornersNeverClip() throws {
        XCTAssertEqual(try RuleHarness.findings(rule, cornered, device: "iphone-se-4-7-inch"), [])
    }

    func testBarItemsAndScrollingRowsRunIntoTheCorners() throws {
        let json = RuleHarness.document("""
            { "id": "tabs", "role": "tabBar",
              "constraints": ["left == screen.left", "right == screen.right", "bottom == screen.bottom", "top == safeArea.bottom - 49"],
              "children": [
                { "id": "home", "role": "button", "text": "Home",
                  "constraints": ["left == parent.left", "top == parent.top", "width == 0.5 * parent.width", "height == 49"] } ] },
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom"],
              "children": [
                { "id": "last-row", "role": "view",
                  "constraints": ["left == parent.left + 2", "right == parent.right - 2", "bottom == parent.bottom", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testOnlyTheDisplaysCornersCountInASplit() throws {
        let json = RuleHarness.document(platform: "iPadOS", """
            { "id": "inner", "role": "view",
              "constraints": ["right == screen.right", "top == screen.top", "width == 30", "height == 30"] },
            { "id": "outer", "role": "view",
              "constraints": ["left == screen.left", "top == screen.top", "width == 30", "height == 30"] }
            """)
        let findings = try RuleHarness.findings(rule, json, device: "ipad-pro-11", orientation: .landscape, split: .oneThird)
        XCTAssertEqual(findings.map(\.elements), [["outer"]])
        // √(18² + 18²) − 18 on the iPad's 18 pt corner.
        XCTAssertEqual(findings.first?.message, "\"outer\" reaches 7.46 pt past the display's rounded top-left corner (18 pt radius)")
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
