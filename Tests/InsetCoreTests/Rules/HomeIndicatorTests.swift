import XCTest
@testable import InsetCore

final class HomeIndicatorTests: XCTestCase {
    private let rule = "home-indicator"

    private let share = RuleHarness.document("""
        { "id": "share", "role": "button", "text": "Share",
          "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == screen.bottom", "height == 50"] }
        """)

    func testButtonAtTheBottomEdgeFiresAndPinningItToTheSafeAreaClearsIt() throws {
        let findings = try RuleHarness.findings(rule, share)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["share"])
        XCTAssertEqual(finding.message, "\"share\" reaches 34 pt into the Home indicator area, the bottom 34 pt of the screen")
        XCTAssertEqual(finding.rect, Rect(x: 16, y: 818, width: 361, height: 34))
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.summary, "pin bottom == safeArea.bottom - 8")
        let fixed = try RuleHarness.applying(fix, to: share)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    func testLandscapeBandIsShorter() throws {
        let finding = try XCTUnwrap(RuleHarness.findings(rule, share, orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"share\" reaches 21 pt into the Home indicator area, the bottom 21 pt of the screen")
    }

    func testHomeButtonPhonesHaveNoIndicator() throws {
        XCTAssertEqual(try RuleHarness.findings(rule, share, device: "iphone-se-4-7-inch"), [])
    }

    func testTextAndScrollingRowsMayPassBehindTheIndicator() throws {
        let json = RuleHarness.document("""
            { "id": "footnote", "role": "text", "text": "v1.0", "fontSize": 12,
              "constraints": ["centerX == screen.centerX", "bottom == screen.bottom - 4"] },
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom"],
              "children": [
                { "id": "last-row", "role": "button", "text": "Sign Out",
                  "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == parent.bottom", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testButtonAboveTheSafeAreaBottomIsClearEverywhere() throws {
        let json = RuleHarness.document("""
            { "id": "buy", "role": "button", "text": "Buy",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 50"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, json), [])
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
