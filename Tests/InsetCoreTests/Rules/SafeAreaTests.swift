import XCTest
@testable import InsetCore

final class SafeAreaTests: XCTestCase {
    private let rule = "safe-area"

    func testTextAboveTheSafeAreaFiresAndThePinClearsIt() throws {
        let json = RuleHarness.document("""
            { "id": "title", "role": "text", "text": "Inbox", "fontSize": 34,
              "constraints": ["leading == margins.leading", "top == screen.top + 10"] }
            """)
        let findings = try RuleHarness.findings(rule, json)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["title"])
        // iPhone 14 Pro: the safe area starts 59 pt down.
        XCTAssertEqual(finding.message, "\"title\" extends 49 pt above the top of the safe area")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.summary, "pin top == safeArea.top + 8")
        let fixed = try RuleHarness.applying(fix, to: json)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    func testControlPastTheSideInLandscapeIsPinnedToTheMargin() throws {
        let json = RuleHarness.document("""
            { "id": "menu", "role": "button", "symbol": "line.3.horizontal",
              "constraints": ["leading == screen.leading + 8", "centerY == screen.centerY", "width == 44", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"menu\" extends 51 pt past the left edge of the safe area")
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.removeConstraint(index: 0), .setConstraint(attribute: .leading, constraint: "leading == margins.leading")])
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, RuleHarness.applying(fix, to: json)), [])
    }

    func testBackgroundsBarsListsAndEdgeToEdgeImagesAreExempt() throws {
        let json = RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "hero", "role": "image",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "height == 240"] },
            { "id": "nav", "role": "navigationBar", "text": "Albums",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"] },
            { "id": "albums", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, json), [])
    }

    func testSmallImageUnderTheStatusBarFires() throws {
        let json = RuleHarness.document("""
            { "id": "logo", "role": "image",
              "constraints": ["leading == margins.leading", "top == screen.top", "width == 40", "height == 40"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json).first)
        XCTAssertEqual(finding.message, "\"logo\" extends 59 pt above the top of the safe area")
    }

    func testListContentMayScrollPastTheBottomButNotTheSides() throws {
        let json = RuleHarness.document("""
            { "id": "feed", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom"],
              "children": [
                { "id": "story", "role": "text", "text": "Long read",
                  "constraints": ["left == parent.left + 16", "top == parent.bottom - 20"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
        let finding = try XCTUnwrap(RuleHarness.findings(rule, json, orientation: .landscape).first)
        XCTAssertEqual(finding.message, "\"story\" extends 43 pt past the left edge of the safe area")
    }

    func testHiddenStatusBarMovesTheSafeAreaOnOlderPhones() throws {
        let json = RuleHarness.document(extra: #""statusBar": false"#, """
            { "id": "score", "role": "text", "text": "12", "fontSize": 17,
              "constraints": ["leading == margins.leading", "top == screen.top + 4"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json, device: "iphone-se-4-7-inch"), [])
        XCTAssertEqual(try RuleHarness.findings(rule, json).first?.message, "\"score\" extends 55 pt above the top of the safe area")
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
