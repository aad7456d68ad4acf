import XCTest
@testable import InsetCore

final class ScreenCornerControlTests: XCTestCase {
    private let rule = "screen-corner-control"

    private let close = RuleHarness.document("""
        { "id": "close", "role": "button", "symbol": "xmark",
          "constraints": ["left == screen.left + 8", "top == screen.top + 12", "width == 44", "height == 44"] }
        """)

    func testControlInTheFarCornerFiresAndMovingItIntoTheSafeAreaClearsIt() throws {
        let findings = try RuleHarness.findings(rule, close)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, rule)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.elements, ["close"])
        // The corner square is 55 pt (the corner radius) on iPhone 14 Pro; the button covers x 8…52, y 12…55 of it.
        XCTAssertEqual(finding.message, "\"close\" reaches 44 × 43 pt into the top-left corner of the display (55 pt square outside the safe area), where it is hard to reach")
        XCTAssertEqual(finding.rect, Rect(x: 8, y: 12, width: 44, height: 43))
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.summary, "pin top == safeArea.top + 8")
        let fixed = try RuleHarness.applying(fix, to: close)
        XCTAssertEqual(try RuleHarness.findings(rule, fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    func testNavigationBarButtonInsideTheSafeAreaIsFine() throws {
        let json = RuleHarness.document("""
            { "id": "nav", "role": "navigationBar", "text": "Mail",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == safeArea.top + 44"],
              "children": [
                { "id": "back", "role": "button", "symbol": "chevron.left",
                  "constraints": ["leading == margins.leading", "bottom == parent.bottom", "width == 44", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere(rule, json), [])
    }

    func testSquareCornersUseTheMinimumSideLessTheSafeArea() throws {
        // iPhone 8: the 44 pt square outside the safe area is the strip beside the 20 pt status bar.
        let finding = try XCTUnwrap(RuleHarness.findings(rule, close, device: "iphone-se-4-7-inch").first)
        XCTAssertEqual(finding.message, "\"close\" reaches 36 × 32 pt into the top-left corner of the display (44 pt square outside the safe area), where it is hard to reach")
        let low = RuleHarness.document("""
            { "id": "help", "role": "button", "symbol": "questionmark",
              "constraints": ["left == screen.left + 8", "bottom == screen.bottom - 8", "width == 44", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, low, device: "iphone-se-4-7-inch"), [])
        XCTAssertEqual(try RuleHarness.findings(rule, low).first?.elements, ["help"])
    }

    func testListControlsScrollThroughTheBottomCorners() throws {
        let json = RuleHarness.document("""
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom"],
              "children": [
                { "id": "more", "role": "button", "text": "More",
                  "constraints": ["left == parent.left", "bottom == parent.bottom", "height == 44"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings(rule, json), [])
    }

    func testWellMadeScreenIsCleanEverywhere() throws {
        try WellMadeTouchScreen.assertClean(rule)
    }
}
