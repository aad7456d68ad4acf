import XCTest
@testable import InsetCore

final class StatusBarTests: XCTestCase {
    private let rule = "status-bar"

    private let title = RuleHarness.document("""
        { "id": "title", "role": "text", "text": "Today", "fontSize": 34,
          "constraints": ["leading == margins.leading", "top == screen.top + 20"] }
        """)

    func testTextUnderTheStatusBarFiresAndPinningItClearsIt() throws {
        let findings = try RuleHarness.findings(rule, title)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["title"])
        XCTAssertEqual(finding.message, "\"title\" is 34 pt under the 54 pt status bar")
        XCTAssertEqual(finding.rect.minY, 20, accuracy: 0.01)
        XCTAssertEqual(finding.rect.height, 34, accuracy: 0.01)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.removeConstraint(index: 1), .setConstraint(attribute: .top, constraint: "top == safeArea.top + 8")])
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, RuleHarness.applying(fix, to: title)), [])
    }

    func testIPadKeepsItsStatusBarInLandscape() throws {
        let json = RuleHarness.document(platform: "iPadOS", """
            { "id": "title", "role": "text", "text": "Today", "fontSize": 34,
              "constraints": ["leading == margins.leading", "top == screen.top + 4"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, device: "ipad-pro-11", orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"title\" is 20 pt under the 24 pt status bar")
    }

    func testNoStatusBarNoFinding() throws {
        // iPhones with a Dynamic Island hide the status bar in landscape.
        XCTAssertEqual(try RuleHarness.findings(rule, title, orientation: .landscape), [])
        let hidden = RuleHarness.document(extra: #""statusBar": false"#, """
            { "id": "title", "role": "text", "text": "Today", "fontSize": 34,
              "constraints": ["leading == margins.leading", "top == screen.top + 20"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, hidden), [])
    }

    func testBarsBackgroundsAndListsRunUnderItButListRowsDoNot() throws {
        let json = RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "nav", "role": "navigationBar", "text": "Mail",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"] },
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"],
              "children": [
                { "id": "first-row", "role": "text", "text": "Inbox",
                  "constraints": ["leading == margins.leading", "top == parent.top + 4"] } ] }
            """)
        let findings = try RuleHarness.findings(rule, json)
        XCTAssertEqual(findings.map(\.elements), [["first-row"]])
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rect.minY, 4, accuracy: 0.01)
        XCTAssertEqual(finding.message, "\"first-row\" is \(Rect.format(finding.rect.height)) pt under the 54 pt status bar")
    }

    func testBarContentIsPinnedAgainstTheDisplaysSafeArea() throws {
        let json = RuleHarness.document("""
            { "id": "nav", "role": "navigationBar",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"],
              "children": [
                { "id": "heading", "role": "text", "text": "Mail",
                  "constraints": ["centerX == parent.centerX", "top == parent.top + 40"] } ] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertEqual(finding.elements, ["heading"])
        XCTAssertEqual(finding.message, "\"heading\" is 14 pt under the 54 pt status bar")
        let fix = try XCTUnwrap(finding.fix)
        let fixed = try RuleHarness.applying(fix, to: json)
        XCTAssertEqual(try RuleHarness.findings(rule, fixed), [])
        XCTAssertEqual(try XCTUnwrap(RuleHarness.solve(fixed).element(id: "heading")).frame.minY, 67, accuracy: 0.01)
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
