import XCTest
@testable import InsetCore

final class FullWidthButtonTests: XCTestCase {
    private let rule = "full-width-button"

    private let share = RuleHarness.document("""
        { "id": "share", "role": "button", "text": "Share",
          "constraints": ["leading == screen.leading", "trailing == screen.trailing", "bottom == safeArea.bottom - 8", "height == 50"] }
        """)

    func testEdgeToEdgeButtonFiresAndPinningItToTheMarginsClearsIt() throws {
        let findings = try RuleHarness.findings(rule, share)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.elements, ["share"])
        XCTAssertEqual(finding.message, "\"share\" spans the 393 pt screen edge to edge; inset it to the layout margins, 16 and 16 pt in")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.removeConstraint(index: 1), .removeConstraint(index: 0),
                                   .setConstraint(attribute: .leading, constraint: "leading == margins.leading"),
                                   .setConstraint(attribute: .trailing, constraint: "trailing == margins.trailing")])
        let fixed = try RuleHarness.applying(fix, to: share)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    func testButtonPinnedToTheSafeAreaInLandscapeIgnoresTheMargins() throws {
        let json = RuleHarness.document("""
            { "id": "go", "role": "button", "text": "Continue",
              "constraints": ["leading == safeArea.leading", "trailing == safeArea.trailing", "bottom == safeArea.bottom - 8", "height == 50"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"go\" extends 16 pt past the left margin and 16 pt past the right margin; inset it to the layout margins, 75 and 75 pt in")
    }

    func testButtonsInsideTheMarginsAreFineEverywhere() throws {
        let json = RuleHarness.document("""
            { "id": "buy", "role": "button", "text": "Buy",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 50"] },
            { "id": "later", "role": "button", "text": "Later",
              "constraints": ["trailing == margins.trailing", "width == 240", "bottom == buy.top - 8", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, json), [])
    }

    func testListRowsSpanTheirList() throws {
        let json = RuleHarness.document("""
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom"],
              "children": [
                { "id": "sign-out", "role": "button", "text": "Sign Out",
                  "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testFramePlacedButtonIsMovedToTheMargins() throws {
        let json = RuleHarness.document("""
            { "id": "join", "role": "button", "text": "Join", "frame": [0, 700, 393, 50] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setFrame(Rect(x: 16, y: 700, width: 361, height: 50))])
        XCTAssertEqual(try RuleHarness.findings(rule, RuleHarness.applying(fix, to: json)), [])
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
